"""Fortran procedure names as users write them, from flang's mangled names.

flang names a procedure by where it is defined (flang/lib/Optimizer/Support/InternalNames):
``_QPsub`` an external procedure ``sub`` (which its external-name pass renames
``sub_``, as gfortran names it), ``_QMmodPsub`` the module procedure
``mod::sub``, ``_QMmodFhostPinner`` the procedure ``inner`` contained in ``host`` of
module ``mod`` (``mod::host::inner``), ``_QFPinner`` / ``_QFhostPinner`` one contained in
the main program / in the external procedure ``host`` (``inner``, ``host::inner``),
``_QQmain`` the main program's body (left as it is: ``main`` calls it). Fortran names are case-insensitive and flang writes
them in lower case, so a kernel name is matched in lower case: ``--kernel SUB``,
``--kernel Mod::Sub`` and ``--kernel sub`` (when only one ``sub`` is defined) all name
``_QMmodPsub``. Procedures with ``bind(c)`` keep their C name, which C's rules resolve.
"""

from __future__ import annotations

import re

_NAME = r"[a-z0-9_$]+"
_EXTERNAL = re.compile(r"^[a-z][a-z0-9_$]*[a-z0-9$]_$")
_MANGLED = re.compile(rf"^_Q(?:M({_NAME})(?:S({_NAME}))?)?(?:F({_NAME})?)?P({_NAME})$")


def fortran_name(mangled: str) -> str | None:
    """'mod::sub' for ``_QMmodPsub``, 'sub' for ``_QPsub``; None for a name flang did not
    mangle as a procedure (C names, bind(c) procedures)."""
    m = _MANGLED.match(mangled)
    if not m:
        return None
    module, _submodule, host, proc = m.groups()
    return "::".join(p for p in (module, host, proc) if p)


def demangle_all(names: list[str]) -> dict[str, str]:
    """{mangled: Fortran name} for the names that are flang's procedure names; in a
    Fortran program (one with a ``_Q`` name), ``sub_`` too, which is how flang names the
    external procedure ``sub`` once its ``_QPsub`` is made a linker name."""
    out = {}
    fortran = any(n.startswith("_Q") for n in names)
    for n in names:
        f = fortran_name(n)
        if f is None and fortran and _EXTERNAL.match(n):
            f = n[:-1]
        if f is not None:
            out[n] = f
    return out


def fortran_kernel(kernel: str, defined: list[str]) -> str:
    """The kernel name as resolve_kernel should match it: lower-cased when it names (as
    written, or its last ``::`` parts) a Fortran procedure of the program in another
    case, else unchanged."""
    low = kernel.lower()
    if low == kernel or kernel in defined:
        return kernel
    names = demangle_all(defined).values()
    if any(n == low or n.endswith("::" + low) for n in names):
        return low
    return kernel
