"""Silent stores: the IR that tells, at run time, whether a store writes the value its
location already holds.

A silent store changes no value, so no later read depends on it: Floyd-Warshall's
``path[i][j] = min(path[i][j], path[i][k] + path[k][j])`` rewrites ``path[i][k]``
unchanged at ``j == k`` (``path[k][k]`` is 0), and an address-based dependence test
would see the ``j`` and ``i`` loops carry a dependence through it that no parallel
implementation has to respect. The instrumented program compares the old contents
(a volatile load, so that the optimiser cannot fold a load of fresh memory) with the
value, bit for bit, and ORs ``events.SILENT_BIT`` onto the store's event word when
they are equal. The replay then skips the access (no value flows through it: neither a
write nor a read); the reuse analysis keeps it a store (the hardware dirties the line
all the same).

Only a *selected* value is checked (:func:`selected_values`: a ``select``, a ``phi``
or a min/max intrinsic): a relaxation ``x = min(x, y)`` keeps the old value by design,
so its silence is a property of the algorithm (Floyd-Warshall, Bellman-Ford, DP
tables), while an arithmetic result that happens to equal the old one is a property of
the input (a stencil on a zero or a linear grid, a fixed point of the update): marking
those would make a time loop's dependence vanish on a degenerate input. Stores of
aggregates, of constant expressions, and volatile or atomic stores are never marked:
:func:`silent_flag` returns None for them.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from automatch.exec.events import SILENT_BIT
from automatch.ir.irtext import split_top
from automatch.ir.program import Function, Program

_INT = re.compile(r"^i(\d+)$")
_FLOAT_BITS = {"half": 16, "bfloat": 16, "float": 32, "double": 64, "fp128": 128,
               "x86_fp80": 80, "ppc_fp128": 128}
_VECTOR = re.compile(r"^<\s*(\d+)\s*x\s*(\w+)\s*>$")


def _split_typed(operand: str) -> tuple[str, str] | None:
    """('<4 x double>', '%v') from '<4 x double> %v'; None for odd operands."""
    operand = operand.strip()
    if operand.startswith("<"):
        end = operand.find(">")
        if end < 0:
            return None
        ty, val = operand[: end + 1], operand[end + 1 :].strip()
    else:
        ty, _, val = operand.partition(" ")
        val = val.strip()
    if not val or any(c in val for c in "(<{[ "):
        return None  # a constant expression or an aggregate constant
    return ty, val


def _bits(ty: str) -> int | None:
    m = _INT.match(ty)
    if m:
        return int(m.group(1))
    if ty in _FLOAT_BITS:
        return _FLOAT_BITS[ty]
    m = _VECTOR.match(ty)
    if m and (m.group(2) in _FLOAT_BITS or _INT.match(m.group(2))):
        elem = _bits(m.group(2))
        return None if elem is None else int(m.group(1)) * elem
    return None


_MINMAX = ("llvm.smin", "llvm.smax", "llvm.umin", "llvm.umax", "llvm.minnum", "llvm.maxnum",
           "llvm.minimum", "llvm.maximum")


def selected_values(program: Program, fn: Function) -> frozenset[int]:
    """The slots of ``fn`` whose value is chosen among others (select, phi, min/max): the
    stores of these are checked for silence."""
    return frozenset(
        ins.slot for b in fn.blocks for i in program.blocks[b].instructions
        if (ins := program.instructions[i]).slot >= 0
        and (ins.opcode in ("select", "phi") or ins.callee.startswith(_MINMAX)))


def silent_flag(fresh: Callable[[], str], store_text: str,
                ptr: str) -> tuple[list[str], str] | None:
    """IR lines, to run before the store, that leave an i64 equal to ``SILENT_BIT`` when
    the store would write the value already in memory, else 0; and that value's name.

    ``store_text`` is the store instruction, ``ptr`` its address operand's value."""
    body = store_text.split("store ", 1)[1]
    if body.startswith(("volatile ", "atomic ")):
        return None
    typed = _split_typed(split_top(body, ",")[0])
    if typed is None:
        return None
    ty, val = typed
    lines: list[str] = []
    old = fresh()
    lines.append(f"  {old} = load volatile {ty}, ptr {ptr}, align 1")
    same = fresh()
    if ty == "ptr":
        a, b = fresh(), fresh()
        lines += [f"  {a} = ptrtoint ptr {old} to i64", f"  {b} = ptrtoint ptr {val} to i64",
                  f"  {same} = icmp eq i64 {a}, {b}"]
    else:
        bits = _bits(ty)
        if bits is None:
            return None
        if _INT.match(ty):
            lines.append(f"  {same} = icmp eq {ty} {old}, {val}")
        else:  # floats and vectors: bit for bit (-0.0 is not 0.0, a NaN equals itself)
            a, b = fresh(), fresh()
            lines += [f"  {a} = bitcast {ty} {old} to i{bits}",
                      f"  {b} = bitcast {ty} {val} to i{bits}",
                      f"  {same} = icmp eq i{bits} {a}, {b}"]
    flag = fresh()
    lines.append(f"  {flag} = select i1 {same}, i64 {SILENT_BIT}, i64 0")
    return lines, flag
