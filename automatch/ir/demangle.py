"""Symbol names as their language writes them: C++ names demangled in-process by the C++
runtime's ``__cxa_demangle``, flang's procedure names (``_QMmodPsub``) as Fortran writes
them (``mod::sub``, :mod:`automatch.ir.fortran_names`).

One demangler for the whole tool: the IR checks' messages (:mod:`automatch.ir.canonical`),
the regions' shown names and the JIT's unresolved-symbol messages
(:mod:`automatch.exec.jit.engine`) all call it. It needs no binutils (``c++filt``) and no
process: libstdc++ is loaded anyway wherever a C++ program runs under the JIT.
"""

from __future__ import annotations

import ctypes
from functools import cache

__all__ = ["demangle", "demangle_name"]


@cache
def _cxa_demangle():
    """libstdc++'s ``__cxa_demangle`` and libc's ``free``, or None without libstdc++."""
    try:
        fn = ctypes.CDLL("libstdc++.so.6").__cxa_demangle
        free = ctypes.CDLL(None).free
    except (OSError, AttributeError):
        return None
    fn.restype = ctypes.c_void_p
    fn.argtypes = [ctypes.c_char_p, ctypes.c_void_p, ctypes.c_void_p, ctypes.POINTER(ctypes.c_int)]
    free.argtypes = [ctypes.c_void_p]
    free.restype = None
    return fn, free


def demangle_name(name: str) -> str:
    """``name`` demangled; ``name`` itself when it is not a mangled C++ or flang name (or
    when the C++ runtime is missing)."""
    if name.startswith("_Q"):
        from automatch.ir.fortran_names import fortran_name

        return fortran_name(name) or name
    if not name.startswith("_Z") or "\0" in name:
        return name
    funcs = _cxa_demangle()
    if funcs is None:
        return name
    fn, free = funcs
    status = ctypes.c_int(0)
    ptr = fn(name.encode(errors="surrogateescape"), None, None, ctypes.byref(status))
    if not ptr:
        return name
    try:
        if status.value != 0:
            return name
        return ctypes.string_at(ptr).decode(errors="replace")
    finally:
        free(ptr)


def demangle(names: list[str]) -> dict[str, str]:
    """Each of ``names`` -> its demangled form (itself when not mangled); in a Fortran
    program also ``sub_``, flang's linker name of the external procedure ``sub``."""
    from automatch.ir.fortran_names import demangle_all

    out = {n: demangle_name(n) for n in names}
    out.update(demangle_all(names))
    return out
