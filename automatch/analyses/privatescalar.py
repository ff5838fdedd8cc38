"""A loop sequential only through one scalar: what it would be with the scalar private.

Rodinia's hotspot declares ``FLOAT delta;`` before its chunk loop and, in the chunks on
the grid's border, leaves it unassigned on the interior cells, which store the value
the previous cell left (issue 40). The sequential source carries ``delta`` from one
iteration to the next, and the analysis is right to call the chunk loop sequential;
the OpenMP version declares ``private(chunk, r, c, delta)`` and runs it in parallel.
Such a loop (kind "sequential", no dependence carried through memory, and one scalar
recurrence that is neither a reduction nor a search exit) is reported with what a
parallel version that declares the scalar private would have: the loop's kind without
that recurrence and S recomputed by the same rules (``syncphases``). The advice
(decide/advice.py) adds the predicted times of that version.
"""

from __future__ import annotations

from automatch.analyses.profile import LoopProfile
from automatch.analyses.syncphases import sync_phases
from automatch.ir.program import Program

MAX_CANDIDATES = 4  # loops given a private-scalar alternative (the advice shows two)


def _blocking(r: str) -> bool:
    return r in ("sequential", "search") or r.startswith("scan")


def private_scalar_alternatives(
    program: Program, loops: list[LoopProfile], stats: dict[str, list[int]], ran: set[str]
) -> list[dict]:
    """For each outermost loop sequential only through one named scalar: a dict with
    the loop (``function``, ``loop_line``, ``loop_id``), the scalar (``name``, ``line``:
    its update or use), the loop's ``kind`` with it private, the whole run's
    ``sync_points`` then (S over the loops of the functions in ``ran``) and the
    per-loop ``sync_by_loop`` ([[loop id, S], ...]) and ``kinds`` ([[loop id, kind]])."""
    kinds = {lp.id: lp.kind for lp in loops}
    recs = {lp.id: lp.register_recurrences for lp in loops}
    parent = {lp.id: lp.parent for lp in loops}
    children: dict[int, list[int]] = {}
    for lp in program.loops:
        children.setdefault(lp.parent, []).append(lp.id)
    counted = {lp.id for lp in loops if lp.function in ran}
    candidates: dict[int, tuple[int, str]] = {}
    for lp in loops:
        if lp.kind != "sequential" or lp.carried_raw or not lp.iterations:
            continue
        blocking = [k for k, r in enumerate(lp.register_recurrences) if _blocking(r)]
        if len(blocking) != 1 or lp.register_recurrences[blocking[0]] == "search":
            continue
        name = lp.recurrence_names[blocking[0]] if blocking[0] < len(lp.recurrence_names) else ""
        if name and not name.startswith("%"):
            candidates[lp.id] = (blocking[0], name)
    by_id = {lp.id: lp for lp in loops}
    outermost = []
    for lid, (_, name) in candidates.items():
        p = parent[lid]
        while p >= 0 and candidates.get(p, (0, ""))[1] != name:
            p = parent[p]
        if p < 0:  # else an enclosing loop carries the same scalar: that one is reported
            outermost.append(lid)
    # S is recomputed once per candidate: the MAX_CANDIDATES that ran most iterations
    outermost.sort(key=lambda lid: (-by_id[lid].iterations, lid))
    out = []
    for lid in outermost[:MAX_CANDIDATES]:
        k, name = candidates[lid]
        lp = by_id[lid]
        rest = tuple(r for j, r in enumerate(lp.register_recurrences) if j != k)
        kind = (
            "reduction"
            if lp.reduction_raw or any(r.startswith("reduction") for r in rest)
            else "parallel"
        )
        alt_kinds, alt_recs = dict(kinds), dict(recs)
        alt_kinds[lid], alt_recs[lid] = kind, rest
        sync, _ = sync_phases(program, alt_kinds, alt_recs, stats, children)
        line = lp.recurrence_lines[k] if k < len(lp.recurrence_lines) else 0
        out.append(
            {
                "function": lp.function,
                "loop_line": lp.line,
                "loop_id": lid,
                "name": name,
                "line": line,
                "kind": kind,
                "sync_points": int(sum(v for x, v in sync.items() if x in counted)),
                "sync_by_loop": [[x, int(v)] for x, v in sorted(sync.items())],
                "kinds": [[lid, kind]],
            }
        )
    return sorted(out, key=lambda d: (d["sync_points"], d["loop_line"]))
