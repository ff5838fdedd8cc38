"""Whole-program mode: the candidate regions (outermost loop nests) of a Program.

A region is an outermost loop (depth 1) of a defined function that loop-simplify left
in canonical form: one preheader (the only predecessor of the header outside the loop,
whose only successor is the header) and dedicated exit blocks (every predecessor of an
exit block is inside the loop). The instrumented program emits a region-enter word at
the end of the preheader and a region-exit word at the start of each exit block
(``automatch.exec.instrument``), both only when a program-wide nesting counter goes
from 0 to 1 and back, so a loop nest reached from inside another region's loop (a call
in its body) belongs to the outer one: outermost wins. A loop without that form (rare
after loop-simplify: an indirectbr into the header) is not a region; its work counts
as outside any region.

The list is a pure function of the Program, so the instrumenter (in the child), the
consumers (in the child) and the assembler (in the parent) agree on region ids.
"""

from __future__ import annotations

from dataclasses import dataclass

from automatch.ir.program import Program


@dataclass(frozen=True)
class RegionLoop:
    """One candidate region: an outermost loop nest with its entry and exit edges."""

    id: int  # region id: index in region_loops(program)
    loop: int  # the outermost loop's id
    function: str
    preheader: int  # global block id
    exit_blocks: tuple[int, ...]  # global block ids outside the loop
    first_line: int  # source lines of the nest's instructions (0 when unknown)
    last_line: int

    @property
    def name(self) -> str:
        """``function:L<first>-L<last>`` (``function:loop<id>`` without debug info)."""
        if self.first_line:
            return f"{self.function}:L{self.first_line}-L{self.last_line}"
        return f"{self.function}:loop{self.loop}"


def region_loops(program: Program) -> tuple[RegionLoop, ...]:
    """The candidate regions of ``program``, in loop-id order."""
    preds: dict[int, list[int]] = {}
    for b in program.blocks:
        for s in b.successors:
            preds.setdefault(s, []).append(b.id)
    out: list[RegionLoop] = []
    for lp in program.loops:
        if lp.depth != 1:
            continue
        body = set(lp.blocks)
        outside = [p for p in preds.get(lp.header, []) if p not in body]
        if len(outside) != 1 or program.blocks[outside[0]].successors != (lp.header,):
            continue
        exits = sorted({s for b in lp.exits for s in program.blocks[b].successors if s not in body})
        if any(p not in body for e in exits for p in preds.get(e, [])):
            continue
        if outside[0] in exits:
            continue
        lines = [
            program.instructions[i].line
            for b in lp.blocks
            for i in program.blocks[b].instructions
            if program.instructions[i].line
        ]
        out.append(
            RegionLoop(
                id=len(out),
                loop=lp.id,
                function=lp.function_name,
                preheader=outside[0],
                exit_blocks=tuple(exits),
                first_line=min(lines, default=0),
                last_line=max(lines, default=0),
            )
        )
    return tuple(out)
