"""The in-house dominators (``ir.loops``) and recurrence components
(``analyses.recurrences._cycle``) that replaced networkx on the analyze path (issue 14)
give exactly networkx's answers, on random graphs and on every loop and phi of the
workload kernels."""

from __future__ import annotations

import random
from pathlib import Path

import networkx as nx
import pytest

from automatch.analyses.recurrences import _cycle, _slot_defs
from automatch.ir.loops import immediate_dominators

ROOT = Path(__file__).resolve().parents[2]
KERNELS = ROOT / "workloads" / "kernels"


def _nx_idom(succ: dict[int, list[int]], entry: int) -> dict[int, int]:
    g = nx.DiGraph()
    g.add_nodes_from(succ)
    g.add_edges_from((a, b) for a in succ for b in succ[a])
    idom = nx.immediate_dominators(g, entry)
    idom[entry] = entry  # networkx >= 3.5 leaves the entry out
    return idom


def test_dominators_match_networkx_on_random_graphs():
    rng = random.Random(14)
    for _ in range(300):
        n = rng.randint(1, 25)
        succ = {v: rng.sample(range(n), rng.randint(0, min(3, n))) for v in range(n)}
        assert immediate_dominators(succ, 0) == _nx_idom(succ, 0)


def _nx_cycle(phi, defs, loop_blocks):
    """The reference: networkx's strongly connected component of the phi."""
    g = nx.DiGraph()
    for slot, ins in defs.items():
        if ins.block in loop_blocks:
            for op in ins.operands:
                src = defs.get(op)
                if src is not None and src.block in loop_blocks:
                    g.add_edge(op, slot)
    if phi.slot not in g:
        return None
    for comp in nx.strongly_connected_components(g):
        if phi.slot in comp:
            if len(comp) == 1 and not g.has_edge(phi.slot, phi.slot):
                return None
            return sorted(s for s in comp if s != phi.slot)
    return None


@pytest.mark.parametrize("source", sorted(KERNELS.glob("*/*[!p].c")), ids=lambda p: p.stem)
def test_loops_and_recurrences_match_networkx(source):
    from automatch.pipeline import load_program

    canonical, program = load_program([str(source)], None)
    checked = 0
    for f in program.functions:
        fblocks = list(f.blocks)
        if not fblocks:
            continue
        succ = {b: list(dict.fromkeys(program.blocks[b].successors)) for b in fblocks}
        assert immediate_dominators(succ, fblocks[0]) == _nx_idom(succ, fblocks[0])
    for loop in program.loops:
        blocks = set(loop.blocks)
        defs = _slot_defs(program, loop.function)
        for b in loop.blocks:
            for i in program.blocks[b].instructions:
                ins = program.instructions[i]
                if ins.opcode == "phi":
                    mine = _cycle(ins, defs, blocks)
                    assert (None if mine is None else [m.slot for m in mine]) == _nx_cycle(
                        ins, defs, blocks
                    )
                    checked += 1
    assert checked > 0 or not program.loops
