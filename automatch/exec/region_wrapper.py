"""Whole-program mode's wrapper around a named function (``--kernel a,b``), in IR.

The instrumented copies call ``@__am_rf.<f>`` instead of ``@__am_i.<f>`` for a function
that is a region of its own (automatch.ir.regions); the wrapper brackets the call with
the region's enter and exit words. Kept apart from ``instrument`` for size; it uses that
module's emitter and signature helpers.
"""

from __future__ import annotations

from automatch.exec import events as ev
from automatch.exec.emitter import _Emitter
from automatch.exec.instrument import _arg_attrs, _region_marker, _signature, abi_attrs
from automatch.ir.irtext import llvm_ident
from automatch.ir.program import Function


def function_region_wrapper(fn: Function, region: int) -> str:
    """``@__am_rf.<f>``: whole-program mode's region around a named function ``fn``
    (automatch.ir.regions): its signature, the region-enter word before the call of its
    copy and the region-exit word after it, each only when the program-wide nesting
    counter goes 0 -> 1 and back (outermost wins). It emits no block word, so the stream
    reads: the caller's call, [enter], the copy's events, its ``ret``, [exit]."""
    if fn.is_vararg:
        from automatch.errors import UnsupportedProgramError

        raise UnsupportedProgramError(
            f"The function {fn.name!r} is variadic: it cannot be a "
            "region of its own (name the functions it calls instead)."
        )
    e = _Emitter()
    e.lines.append(
        _signature(
            fn, f"__am_rf.{fn.name}", "internal", [f"p{i}" for i in range(len(fn.arg_types))]
        )
    )
    e.lines.append("entry:")
    e.lines.append("  call void @__am_reserve(i64 1)")
    _region_marker(e, ev.region_enter_word(region), enter=True)
    args = ", ".join(
        " ".join(x for x in (t, abi_attrs(attrs), f"%p{i}") if x)
        for i, (t, attrs) in enumerate(zip(fn.arg_types, _arg_attrs(fn), strict=True))
    )
    head = " ".join(
        x for x in ("call", fn.calling_conv, abi_attrs(fn.return_attrs), fn.return_type) if x
    )
    void = fn.return_type == "void"
    e.lines.append(f"  {'' if void else '%r = '}{head} @{llvm_ident('__am_i.' + fn.name)}({args})")
    e.lines.append("  call void @__am_reserve(i64 1)")
    _region_marker(e, ev.region_exit_word(region), enter=False)
    e.lines.append("  ret void" if void else f"  ret {fn.return_type} %r")
    e.lines.append("}")
    return "\n" + "\n".join(e.lines) + "\n"
