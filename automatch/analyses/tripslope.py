"""How a loop's trip count moves with its parent loop's counter: triangular nests.

A ``parallel for`` split in static chunks gives each thread the same number of outer
iterations, not the same work: in ``for (i) for (j = i; j < n; j++)`` the thread with
the first half of ``i`` runs three quarters of the ``j`` iterations (docs/model.md, "In-core
time from the compiled loops"). The replay counts each loop's iterations in total, not
per parent iteration, so the shape is read from the code: the inner loop's exit test,
evaluated with skew.py's polynomials over the two loops' normalised counters K1 (the
parent's) and K2 (its own; an induction variable is ``start + step*K``, the start may
hold K1), is ``e = c1*K1 + c2*K2 + r`` and the loop leaves where ``e`` crosses zero,
after ``-(c1*K1 + r) / c2`` iterations: the trip count changes by ``-c1/c2`` per parent
iteration. ``j < n`` from ``j = i`` gives -1, ``j <= i`` from 0 gives +1, a rectangular
nest 0.

Only constant c1 and c2 are read (a slope that holds ``n`` is left at 0, as is a loop
with more than one exit, an exit test that is no integer compare of affine values, and a
loop in another function than its parent): 0 is "uniform", what the model assumed
before.
"""

from __future__ import annotations

import re

from automatch.analyses.skew import _add, _Addresses, _body, _split, _Unanalysable
from automatch.ir.irtext import split_top
from automatch.ir.program import Program

__all__ = ["trip_slopes"]

_BR = re.compile(r"^br i1 %([-\w.$]+),")


def trip_slopes(program: Program) -> dict[int, float]:
    """Loop id -> change of its trip count per iteration of its parent loop, for the
    loops where it is a known constant other than 0."""
    loops = {lp.id: lp for lp in program.loops}
    out = {}
    for inner in program.loops:
        outer = loops.get(inner.parent)
        if outer is None or outer.function != inner.function:
            continue
        slope = _slope(program, outer, inner)
        if slope:
            out[inner.id] = slope
    return out


def _slope(program: Program, outer, inner) -> float:
    if len(inner.exits) != 1:
        return 0.0
    block = program.blocks[inner.exits[0]]
    if not block.instructions:
        return 0.0
    m = _BR.match(_body(program.instructions[block.instructions[-1]]))
    if m is None:
        return 0.0
    cond = next((program.instructions[i] for i in block.instructions
                 if program.instructions[i].name == m.group(1)), None)
    if cond is None or cond.opcode != "icmp":
        return 0.0
    words = _body(cond).split(" ", 3)  # icmp pred type a, b
    if len(words) < 4:
        return 0.0
    sides = split_top(words[3], ",")
    if len(sides) != 2:
        return 0.0
    ev = _Addresses(program, outer, inner)
    try:
        c1, c2, _r = _split(_add(ev.value(sides[0]), ev.value(sides[1]), -1))
    except (_Unanalysable, IndexError, ValueError, RecursionError):
        return 0.0
    if set(c1) - {()} or set(c2) - {()}:
        return 0.0  # a coefficient that holds a symbol
    k1, k2 = c1.get((), 0), c2.get((), 0)
    if k2 == 0 or k1 == 0:
        return 0.0
    return -k1 / k2
