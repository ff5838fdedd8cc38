"""Which loop-header phis hold a local that is fresh in every iteration (issue 40).

mem2reg gives a local read before it is written the value ``undef``. When the local is
declared inside a loop's body, or in a callee inlined into it (Rodinia kmeans'
``find_nearest_point``: ``int index;`` set on the first iteration of its search), LLVM
may still carry it around the loop's header, ``phi [undef, preheader], [index', latch]``:
picking the previous iteration's value for an undefined one is a legal refinement. The
source has no such dependence: every iteration starts with a new, undefined ``index``,
and a parallel version declares it private. Such a phi is no recurrence of the loop.

A local declared before the loop and left uninitialised (``int last; for (...) { if
(c) last = i; out[i] = last; }``) has the same IR and a real dependence, so the rule
needs the debug scopes: the phi's ``#dbg_value`` location must be in a frame inlined
from the loop's frame (a callee's local, fresh per call), or in the loop's frame with
the variable declared after the loop's header line. Without debug information nothing
is fresh (the conservative answer).
"""

from __future__ import annotations

import re

from automatch.ir.loops import Loop
from automatch.ir.program import OpClass, Program

_INCOMING = re.compile(r"\[\s*([^\[\],]+?)\s*,\s*%[-\w$.\"]+\s*\]")
_DBG_REF = re.compile(r"!dbg !(\d+)")
_DBG_VALUE_LOC = re.compile(
    r"#dbg_value\([^,%]*%([-\w$.]+|\"[^\"]+\"), !(\d+), !DIExpression\([^)]*\), !(\d+)\)"
)
_DILOCATION = re.compile(
    r"^!(\d+) = (?:distinct )?!DILocation\(line: (\d+)(?:, column: \d+)?, scope: !\d+"
    r"(?:, inlinedAt: !(\d+))?",
    re.M,
)
_DILOCALVAR = re.compile(
    r"^!(\d+) = !DILocalVariable\(name: \"[^\"]+\"(?:, arg: \d+)?, scope: !\d+"
    r"(?:, file: !\d+)?, line: (\d+)",
    re.M,
)
_DEFINE = re.compile(r"^define [^@]*@([-\w$.]+|\"[^\"]+\")\(", re.M)


def undefined_entry_phis(program: Program) -> list[tuple[Loop, int]]:
    """(loop, phi slot) for every header phi whose value from outside the loop is
    ``undef`` or ``poison``."""
    out = []
    for lp in program.loops:
        body = set(lp.blocks)
        for i in program.blocks[lp.header].instructions:
            ins = program.instructions[i]
            if ins.opclass != OpClass.PHI:
                break
            values = _INCOMING.findall(ins.text.split("!dbg")[0])
            if len(values) != len(ins.incoming_blocks):
                continue
            if any(
                v in ("undef", "poison") and b not in body
                for v, b in zip(values, ins.incoming_blocks, strict=True)
            ):
                out.append((lp, ins.slot))
    return out


def fresh_iteration_locals(program: Program, ir_text: str) -> frozenset[tuple[int, int]]:
    """(loop id, phi slot) of header phis that carry a local fresh in each iteration
    (module docstring): undefined on entry, and by their debug scope declared inside
    the loop. Parses the debug metadata only when such a phi exists."""
    candidates = undefined_entry_phis(program)
    if not candidates or not ir_text:
        return frozenset()
    locations = {int(a): (int(b), int(c) if c else 0) for a, b, c in _DILOCATION.findall(ir_text)}
    decl_line = {int(a): int(b) for a, b in _DILOCALVAR.findall(ir_text)}
    wanted = {(lp.function, slot) for lp, slot in candidates}
    by_id = {f.id: f.name for f in program.functions}
    names = {by_id[fid] for fid, _ in wanted}
    value_loc: dict[tuple[int, int], tuple[int, int]] = {}  # (fid, slot) -> (variable, location)
    starts = [(m.start(), m.group(1).strip('"')) for m in _DEFINE.finditer(ir_text)]
    fid_of = {f.name: f.id for f in program.functions}
    for k, (start, fname) in enumerate(starts):
        if fname not in names:
            continue
        fid = fid_of[fname]
        end = starts[k + 1][0] if k + 1 < len(starts) else len(ir_text)
        slots = {
            ins.name: ins.slot
            for b in program.functions[fid].blocks
            for ins in (program.instructions[i] for i in program.blocks[b].instructions)
            if ins.name and (fid, ins.slot) in wanted
        }
        for value, var, loc in _DBG_VALUE_LOC.findall(ir_text, start, end):
            slot = slots.get(value.strip('"'))
            if slot is not None:
                value_loc.setdefault((fid, slot), (int(var), int(loc)))

    def chain(loc: int) -> tuple[int, ...]:
        """The call-site lines of a location's inlining frames, innermost first."""
        out, seen = [], set()
        loc = locations.get(loc, (0, 0))[1]
        while loc and loc not in seen:
            seen.add(loc)
            line, up = locations.get(loc, (0, 0))
            out.append(line)
            loc = up
        return tuple(out)

    fresh = set()
    for lp, slot in candidates:
        var_loc = value_loc.get((lp.function, slot))
        head = _header_location(program, lp)
        if var_loc is None or head is None:
            continue
        var_chain, head_chain = chain(var_loc[1]), chain(head)
        extra = len(var_chain) - len(head_chain)
        if extra < 0 or var_chain[extra:] != head_chain:
            continue  # the loop is in a callee inlined into the variable's frame
        if extra > 0:
            call_line = var_chain[extra - 1]  # the call made from the loop's frame
            if call_line >= lp.line:
                fresh.add((lp.id, slot))
        elif decl_line.get(var_loc[0], 0) > lp.line:
            fresh.add((lp.id, slot))
    return frozenset(fresh)


def _header_location(program: Program, lp: Loop) -> int | None:
    """The debug location of the loop header's first located instruction."""
    for i in program.blocks[lp.header].instructions:
        m = _DBG_REF.search(program.instructions[i].text)
        if m:
            return int(m.group(1))
    return None
