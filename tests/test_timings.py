"""Start-up work of issue 14: ``--timings``, and the profile unchanged by the cuts.

* ``--timings`` prints every phase of a run to stderr and keeps the pipeline's phases
  in the saved profile's ``extra["timings"]`` (names only: no timing thresholds);
* the in-house dominators (``ir.loops``) and recurrence components
  (``analyses.recurrences._cycle``) that replaced networkx on the analyze path give
  exactly networkx's answers, on random graphs and on every loop and phi of the
  workload kernels;
* a profile made with ``--timings`` has the same W, D, S, f_v, loops and reuse as one
  made without.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

import networkx as nx
import pytest

from automatch import timings
from automatch.analyses.recurrences import _cycle, _slot_defs
from automatch.ir.loops import immediate_dominators

ROOT = Path(__file__).resolve().parents[1]
KERNELS = ROOT / "workloads" / "kernels"
GEMM = KERNELS / "gemm" / "gemm.c"
ENV = {
    **os.environ,
    "NUMBA_CACHE_DIR": str(Path(tempfile.gettempdir()) / "automatch-numba-cache"),
    "COLUMNS": "160",
}
PIPELINE_PHASES = (
    "python start-up + imports",
    "compile (clang)",
    "parse",
    "canonicalise",
    "build_program",
    "native run",
    "native run/start-up + imports",
    "native run/jit",
    "native run/program",
    "instrumented run",
    "instrumented run/numba load (consumers)",
    "instrumented run/jit",
    "instrumented run/program",
    "vectoriser pass",
    "assemble",
)


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "automatch.cli.main", *args],
        capture_output=True,
        text=True,
        env=ENV,
        cwd=ROOT,
        timeout=600,
    )


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


def test_timings_module_records_nothing_unless_started():
    timings.stop()
    with timings.phase("x"):
        pass
    assert timings.active() is None
    t = timings.start()
    try:
        with timings.phase("outer"):
            with timings.phase("outer/inner"):
                pass
        names = [n for n, _ in t.phases]
        assert names == [timings.STARTUP, "outer", "outer/inner"]  # a phase before its parts
        assert set(t.to_dict()) == {timings.STARTUP, "outer", "outer/inner", "total"}
        assert "  inner" in t.render() and "total" in t.render()
    finally:
        timings.stop()


def _profile_json(tmp_path, name, *extra):
    out = tmp_path / f"{name}.json"
    r = _cli(
        "analyze",
        str(GEMM),
        "--kernel",
        "gemm",
        "-q",
        "--arch",
        "amd-epyc-9654",
        "-o",
        str(out),
        *extra,
        "--",
        "40",
    )
    assert r.returncode == 0, r.stderr
    return json.loads(out.read_text())["profile"], r.stderr


def test_timings_flag_prints_and_records_phases_and_changes_nothing_else(tmp_path):
    plain, plain_err = _profile_json(tmp_path, "plain")
    timed, err = _profile_json(tmp_path, "timed", "--timings")
    assert "automatch timings" not in plain_err and "timings" not in plain.get("extra", {})
    assert "automatch timings (wall seconds):" in err
    for name in (
        "python start-up + imports",
        "compile (clang)",
        "canonicalise",
        "native run",
        "instrumented run",
        "numba load (consumers)",
        "busy: ReplayConsumer",
        "vectoriser pass",
        "assemble",
        "arch specs",
        "model",
        "report",
        "total",
    ):
        assert name in err, name
    recorded = timed["extra"]["timings"]
    for name in PIPELINE_PHASES + ("total",):
        assert name in recorded, name
        assert recorded[name] >= 0.0
    # the profile itself is the same with and without --timings
    keys = (
        "flops",
        "depth",
        "f_im",
        "f_v",
        "sync_points",
        "parallelism",
        "loops",
        "memory",
        "critical_path",
        "parallel_regions",
    )
    for k in keys:
        a, b = plain.get(k), timed.get(k)
        if k == "memory":  # stack distances and the footprint in lines depend on where
            # malloc puts the arrays in the child (run to run); the access counts do not
            a, b = (
                {
                    **m,
                    "reuse": {s: r["accesses"] for s, r in m["reuse"].items()},
                    "footprint_bytes": 0,
                }
                for m in (a, b)
            )
        assert a == b, k


def test_profile_command_takes_timings(tmp_path):
    out = tmp_path / "p.json"
    r = _cli(
        "profile", str(GEMM), "--kernel", "gemm", "-q", "--timings", "-o", str(out), "--", "20"
    )
    assert r.returncode == 0, r.stderr
    assert "instrumented run" in r.stderr and "report" in r.stderr
    assert "instrumented run/jit" in json.loads(out.read_text())["profile"]["extra"]["timings"]
