"""The parts of an instrumented function's IR that both the instrumenter (rewrite.py)
and the region wrappers (region_wrapper.py) write: a copy's 'define' line under another
name, the ABI attributes a call site must repeat, and whole-program mode's region marker."""

from __future__ import annotations

from automatch.exec.instrument.emitter import Emitter
from automatch.exec.levels.ir import LevelPlan, region_call
from automatch.ir.irtext import llvm_ident
from automatch.ir.program import Function

# Parameter and return attributes that change how a value is passed: a call site must
# repeat them (byval: the callee gets a copy of the pointee; sret: the hidden result
# pointer; zeroext/signext: who extends a narrow integer).
_ABI_WORDS = frozenset("zeroext signext noext inreg nest swiftself swifterror swiftasync".split())
_ABI_PREFIXES = ("byval(", "sret(", "inalloca(", "preallocated(", "byref(")


def abi_attrs(attrs: str) -> str:
    """The ABI-relevant part of a parameter's (or return value's) attributes."""
    words = attrs.split()
    keep, k = [], 0
    while k < len(words):
        w = words[k]
        if w in _ABI_WORDS or w.startswith(_ABI_PREFIXES):
            keep.append(w)
            while w.count("(") > w.count(")") and k + 1 < len(words):  # byval({ i32, i32 })
                k += 1
                w = words[k]
                keep.append(w)
        elif w == "align" and k + 1 < len(words):
            keep += [w, words[k + 1]]
            k += 1
        k += 1
    return " ".join(keep)


def signature(fn: Function, name: str, linkage: str, arg_names: list[str]) -> str:
    """A 'define' line with ``fn``'s calling convention, attributes and types under ``name``."""
    params = [
        " ".join(x for x in (t, attrs, "%" + llvm_ident(a)) if x)
        for t, attrs, a in zip(fn.arg_types, arg_attrs(fn), arg_names, strict=True)
    ]
    if fn.is_vararg:
        params.append("...")
    head = " ".join(
        x for x in ("define", linkage, fn.calling_conv, fn.return_attrs, fn.return_type) if x
    )
    return f"{head} @{llvm_ident(name)}({', '.join(params)}) {{"


def arg_attrs(fn: Function) -> tuple[str, ...]:
    return fn.arg_attrs if len(fn.arg_attrs) == len(fn.arg_types) else ("",) * len(fn.arg_types)


def region_marker(e: Emitter, word: int, enter: bool, levels: tuple[LevelPlan, ...] = ()) -> None:
    """Whole-program mode: emit ``word`` only when the program-wide region nesting
    counter goes 0 -> 1 (enter) or 1 -> 0 (exit): the outermost region wins."""
    a, b, z = e.fresh(), e.fresh(), e.fresh()
    e.lines.append(f"  {a} = load i32, ptr @__am_rdepth, align 4")
    e.lines.append(f"  {b} = {'add' if enter else 'sub'} i32 {a}, 1")
    e.lines.append(f"  store i32 {b}, ptr @__am_rdepth, align 4")
    e.lines.append(f"  {z} = icmp eq i32 {a if enter else b}, 0")
    e.put(word, z)
    e.lines += region_call(levels, word, z, e.fresh)
