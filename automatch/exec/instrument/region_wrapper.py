"""Whole-program mode's wrapper around a named function (``--kernel a,b``), in IR.

The instrumented copies call ``@__am_rf.<f>`` instead of ``@__am_i.<f>`` for a function
that is a region of its own (automatch.ir.regions); the wrapper brackets the call with
the region's enter and exit words. Kept apart from ``rewrite`` for size; both write
signatures and region markers with signatures.py.
"""

from __future__ import annotations

from automatch.exec import events as ev
from automatch.exec.instrument.emitter import Emitter
from automatch.exec.instrument.signatures import abi_attrs, arg_attrs, region_marker, signature
from automatch.ir.irtext import llvm_ident
from automatch.ir.program import Function


def function_region_wrapper(fn: Function, region: int, levels: tuple = ()) -> str:
    """``@__am_rf.<f>``: whole-program mode's region around a named function ``fn``
    (automatch.ir.regions): its signature, the region-enter word before the call of its
    copy and the region-exit word after it, each only when the program-wide nesting
    counter goes 0 -> 1 and back (outermost wins). It emits no block word, so the stream
    reads: the caller's call, [enter], the copy's events, its ``ret``, [exit]. ``levels``:
    the replays the program runs itself (exec/levels/ir.py), told of the same words."""
    if fn.is_vararg:
        from automatch.errors import UnsupportedProgramError

        raise UnsupportedProgramError(
            f"The function {fn.name!r} is variadic: it cannot be a "
            "region of its own (name the functions it calls instead)."
        )
    e = Emitter()
    e.lines.append(
        signature(
            fn, f"__am_rf.{fn.name}", "internal", [f"p{i}" for i in range(len(fn.arg_types))]
        )
    )
    e.lines.append("entry:")
    e.reserve(1)
    region_marker(e, ev.region_enter_word(region), enter=True, levels=levels)
    args = ", ".join(
        " ".join(x for x in (t, abi_attrs(attrs), f"%p{i}") if x)
        for i, (t, attrs) in enumerate(zip(fn.arg_types, arg_attrs(fn), strict=True))
    )
    head = " ".join(
        x for x in ("call", fn.calling_conv, abi_attrs(fn.return_attrs), fn.return_type) if x
    )
    void = fn.return_type == "void"
    e.lines.append(f"  {'' if void else '%r = '}{head} @{llvm_ident('__am_i.' + fn.name)}({args})")
    e.reserve(1)
    region_marker(e, ev.region_exit_word(region), enter=False, levels=levels)
    e.lines.append("  ret void" if void else f"  ret {fn.return_type} %r")
    e.lines.append("}")
    return "\n" + "\n".join(e.lines) + "\n"


# Every run places the program's stack at another offset within a page (the kernel
# randomises the stack top below the page size): locals, and arrays on main's stack that
# a kernel walks, then fell on other cache lines in every run, and the reuse histograms
# changed from run to run (4 different profiles of one SpMV input in 8 runs). Padding the
# stack down to a fixed offset in its page before the program's frames makes every run
# lay them out alike, the native run as the instrumented one.
# IR lines for the start of a wrapper's block: a dynamic alloca that leaves the stack
# pointer at the same offset in its page in every run (freed at the wrapper's return)
ALIGN_STACK_IR = """  %am.probe = alloca i8, align 16
  %am.at = ptrtoint ptr %am.probe to i64
  %am.pad = and i64 %am.at, 4095
  %am.gap.n = add i64 %am.pad, 64
  %am.gap = alloca i8, i64 %am.gap.n, align 16
  store volatile i8 0, ptr %am.gap, align 16
"""


def entry_supported(main: Function) -> bool:
    """Whether ``@__am_entry`` can call this ``main``: (), (argc, argv) or (argc, argv,
    envp), returning i32 or nothing."""
    args = tuple(main.arg_types)
    return (not main.is_vararg and main.return_type in ("i32", "void")
            and args in ((), ("i32", "ptr"), ("i32", "ptr", "ptr")))


def program_entry(main: Function, target: str) -> str:
    """``@__am_entry(argc, argv, envp)``: aligns the stack (above), then calls ``target``
    (``main``, or the region wrapper when ``main`` is the kernel) with the arguments its
    signature takes. Only for a ``main`` that :func:`entry_supported`."""
    params = ("i32 %argc", "ptr %argv", "ptr %envp")[: len(main.arg_types)]
    void = main.return_type == "void"
    # noinline: main's frame must lie below the padding, not be merged into this one
    call = f"notail call {main.return_type} @{llvm_ident(target)}({', '.join(params)}) noinline"
    return (
        "\ndefine i32 @__am_entry(i32 %argc, ptr %argv, ptr %envp) {\nentry:\n"
        + ALIGN_STACK_IR
        + (f"  {call}\n  ret i32 0\n}}\n" if void else f"  %r = {call}\n  ret i32 %r\n}}\n")
    )
