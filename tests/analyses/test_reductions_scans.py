"""Reductions against scans and other chains that only look like reductions.

A recurrence is a reduction (computable as a tree, --parallel-reductions shortens it)
only when nothing inside the loop but the chain itself uses its partial values; a use
after the loop is fine. ``s += a[i]; out[i] = s`` is a *scan*, and ``vx *= drag; x +=
vx * dt`` makes ``vx`` one too: their loops are sequential (S counts their barriers,
D keeps their chains). The same holds for load-op-store updates in memory, which the
replay checks at run time. Every figure is derived by hand in the comments; the kernels
are in ``kernels/scans.c`` (loops found by their ``loop:`` markers) and
``kernels/chains.ll``.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from automatch.analyses.memory_reductions import memory_reduction_pairs
from automatch.analyses.recurrences import loop_recurrences
from automatch.pipeline import AnalysisOptions, load_program, profile_program
from tests.source_markers import marked_loop

KERNELS = Path(__file__).parent / "kernels"
SCANS = KERNELS / "scans.c"
pytestmark = pytest.mark.skipif(not (shutil.which("clang-19") or shutil.which("clang")),
                                reason="needs clang")

N, T, M, BODIES = 200, 10, 8, 16  # scans.c's sizes
_cache: dict[str, object] = {}


def run(kernel: str | None, **kw):
    """One profile of scans.c (``kernel`` None: all of main, every kernel inlined)."""
    key = f"{kernel}:{sorted(kw.items())}"
    if key not in _cache:
        _cache[key] = profile_program(str(SCANS), AnalysisOptions(kernel=kernel, **kw))
    return _cache[key]


def loop(prof, marker: str):
    return marked_loop(prof, SCANS, marker)


@pytest.fixture(scope="module")
def whole():
    r = run(None)
    assert r.native_stdout == r.instrumented_stdout
    return r.profile


def test_particle_state_in_registers_is_a_scan(whole):
    # vx *= drag; x += vx * dt; then a parallel loop reads x: both partial values are
    # used in the time loop (vx by x's update, x by the inner loop), so the time loop is
    # sequential, and the parallel loop is a phase with a barrier in each step: T.
    t = loop(whole, "onebody-time")
    assert t.kind == "sequential" and t.iterations == T
    assert sorted(zip(t.recurrence_names, t.register_recurrences, strict=True)) == [
        ("vx", "scan:fmul"), ("x", "scan:fadd")]
    assert t.sync_points == 0 and "scan:fmul" in t.reason
    f = loop(whole, "onebody-field")
    assert (f.kind, f.sync_kind, f.sync_points) == ("parallel", "phase", T)


def test_particle_state_in_memory_is_sequential(whole):
    # The corpus particle step on an array of structs. In step t >= 1, per body:
    # vy -= g*dt (an fma update) reads vy last written by vy *= drag (another family):
    # a true RAW; vx *= drag reads vx, whose value x += vx*dt read in step t - 1 (an
    # observed partial value): a true RAW; x and y (fma updates read by nothing else)
    # stay reductions. So 2 RAW and 2 reduction RAW per body and step.
    t, body = loop(whole, "aos-time"), loop(whole, "aos-body")
    assert (t.kind, t.carried_raw, t.reduction_raw) == ("sequential", 2 * BODIES * (T - 1),
                                                         2 * BODIES * (T - 1))
    assert (body.kind, body.carried_raw, body.iterations) == ("parallel", 0, BODIES * T)
    assert (body.sync_kind, body.sync_points) == ("phase", T)  # a barrier per step
    # the two kernels' phases are the only barriers of the program
    assert whole.sync_points == 2 * T


def test_prefix_sums_are_scans_and_sums_reductions(whole):
    assert loop(whole, "fprefix").register_recurrences == ("scan:fadd",)
    assert loop(whole, "fprefix").kind == "sequential"
    assert loop(whole, "fsum").register_recurrences == ("reduction:fadd",)
    assert loop(whole, "fsum").kind == "reduction"
    # if (s > limit) c++: the running sum steers a branch in the loop (a scan); the
    # conditional count itself is only used after the loop (a reduction)
    cr = loop(whole, "crossings")
    assert cr.kind == "sequential"
    assert dict(zip(cr.recurrence_names, cr.register_recurrences, strict=True)) == {
        "s": "scan:fadd", "c": "reduction:add"}
    # in memory: acc[0] += x[i] is a reduction (N - 1 reduction RAW); acc[1] += x[i];
    # out[i] = acc[1] reads each partial value, so every update but the first is a RAW
    ms, mp = loop(whole, "macc-sum"), loop(whole, "macc-prefix")
    assert (ms.kind, ms.carried_raw, ms.reduction_raw) == ("reduction", 0, N - 1)
    assert (mp.kind, mp.carried_raw, mp.reduction_raw) == ("sequential", N - 1, 0)


def test_selections_stay_reductions(whole):
    # if (x[i] > m) { m = x[i]; k = i; }: the compare of m only steers the branch, so m
    # (the maximum) and k (its index) are conditional updates, reductions both.
    am = loop(whole, "argmax")
    assert am.kind == "reduction" and am.iterations == N - 1
    assert am.register_recurrences == ("reduction:select", "reduction:select")


def test_bottom_tested_one_block_loop_counts_every_iteration(whole):
    # do { s += x[i]; i++; } while (i < n): one block, header and latch; its N entries
    # are N whole iterations (leaving from the header is not an extra test here).
    dw = loop(whole, "dowhile")
    assert (dw.kind, dw.instances, dw.iterations) == ("reduction", 1, N)


def test_parallel_reductions_shorten_reductions_only():
    # onebody: vx at level t after step t, x = fma(vx, dt, x) at t + 1, x * w[j] at
    # t + 2: D = T + 2; W = T * (1 fmul + 1 fma + M fmuls) = T * (M + 3). Scans keep their
    # chains under --parallel-reductions.
    p = run("onebody", parallel_reductions=True).profile
    assert p.flops.total == T * (M + 3) and p.depth == T + 2 and p.sync_points == T
    # a prefix sum keeps its chain of N adds
    assert run("fprefix", parallel_reductions=True).profile.depth == N
    # a plain sum becomes a tree: every add only waits for its load
    s = run("fsum", parallel_reductions=True).profile
    assert s.flops.total == N and s.depth == 1
    # in memory: the sum's N adds all on level 1, the prefix's chain of N kept (levels
    # 1..N); without the option both are chains (2 adds on each of N levels)
    m = run("macc", parallel_reductions=True).profile
    assert m.depth == N
    assert (m.parallelism.widths, m.parallelism.repeats) == ((N + 1, 1), (1, N - 1))
    q = run("macc").profile
    assert q.depth == N and (q.parallelism.widths, q.parallelism.repeats) == ((2,), (N,))


def _static(path: Path, kernel: str):
    _, program = load_program([str(path)], kernel)
    fid = next(f.id for f in program.functions if f.name == kernel)
    recs = [loop_recurrences(program, lp) for lp in program.loops if lp.function == fid]
    pairs = [p for p in memory_reduction_pairs(program) if program.instructions[p[0]].function == fid]
    return recs, pairs


def test_static_chains_that_are_not_reductions():
    # s = x[i] - s negates the running value each step
    assert _static(KERNELS / "chains.ll", "negsum") == ([("sequential",)], [])
    # a[0] = a[0] * x[i] + 1 and a[0] = x[i] - a[0] are no load-op-store reductions
    assert _static(KERNELS / "chains.ll", "memfma") == ([()], [])
    assert _static(KERNELS / "chains.ll", "memsub") == ([()], [])
    recs, pairs = _static(KERNELS / "chains.ll", "memadd")
    assert recs == [()] and len(pairs) == 1 and pairs[0][2] == 1  # fadd, family code 1
    # a dot product used only after its loop and min by select stay reductions
    assert _static(KERNELS / "dot.c", "dot")[0] == [("reduction:fadd",)]
    assert _static(KERNELS / "minsel.ll", "minsel")[0] == [("reduction:minmax",)]


def test_memory_reduction_with_its_address_computed_twice():
    # y[r] = y[r] + x[i]: the load's and the store's addresses are two equal
    # computations (sext + getelementptr of the same values): one reduction
    recs, pairs = _static(KERNELS / "chains.ll", "memaddtwice")
    assert recs == [()] and len(pairs) == 1
    # a[1] = a[0] + x[i]: constant indices that differ are two addresses
    assert _static(KERNELS / "chains.ll", "memshift") == ([()], [])


def test_a_second_replay_only_for_reductions_the_region_can_run():
    """The tree replay repeats the whole replay: only worth it when the kernel, or a
    function it may call, has a reduction. main's checksum never runs in the region."""
    from automatch.analyses.schedule.replay import ReplayConsumer

    _, program = load_program([str(KERNELS / "checksum_main.c")], "scale")
    for engine in ("replay", "compiled"):
        rc = ReplayConsumer(program, engine=engine)
        assert rc.tree is None and len(rc.level_plans()) == (engine == "compiled")
    assert ReplayConsumer(program, regions=1, engine="replay").tree is not None  # whole program: main too
    assert len(ReplayConsumer(program, regions=1).level_plans()) == 2
    _, program = load_program([str(KERNELS / "dot.c")], "dot")
    assert ReplayConsumer(program, engine="replay").tree is not None
    # by default the program computes the tree schedule itself (analyses/schedule/compiled_levels.py)
    rc = ReplayConsumer(program)
    assert rc.tree is None and len(rc.level_plans()) == 2
