"""The reductions' chains each thread runs (docs/model.md, "In-thread chains";
model/latency.py ``thread_chain_s``), on hand-built profiles with hand-derived figures,
and the IR instruction count per loop that sets the overlap of their instances."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from am_builders import make_gpu, make_profile, make_spec

from automatch.analyses.profile import CriticalPath, LoopProfile
from automatch.model.implementation import execution_cost
from automatch.model.latency import (
    DEFAULT_REORDER_BUFFER_UOPS,
    memory_link_latency_s,
    sequential_chain_s,
    thread_chain_s,
)

REL = 1e-12
KERNELS = Path(__file__).parent.parent / "analyses" / "kernels"


def nest(inner: LoopProfile):
    """A parallel loop of 100 iterations around ``inner`` (W / D = 68: 8 threads used)."""
    outer = LoopProfile(id=0, function="k", line=1, depth=1, parent=-1, instances=1,
                        iterations=100, kind="parallel", sync_kind="phase")
    return make_profile(sync_points=0, loops=(outer, dataclasses.replace(inner, parent=0)))


def inner(**kw) -> LoopProfile:
    base = dict(id=1, function="k", line=2, depth=2, parent=0, instances=100,
                iterations=50_000, kind="reduction", register_recurrences=("reduction:fadd",),
                instructions=300_000)
    base.update(kw)
    return LoopProfile(**base)


CPU = dataclasses.replace(make_spec(), latency_add_s=3e-9, latency_fma_s=5e-9,
                          reorder_buffer_uops=300)


def test_long_sum_chains_are_charged_an_add_latency_per_link():
    # 100 instances of 500 links, 3,000 micro-ops each: the next instance enters the
    # 300-entry window a tenth of an instance early: 50,000 links x 3 ns / (8 x 1.1)
    p = nest(inner())
    assert thread_chain_s(p, CPU, 8) == pytest.approx(50_000 * 3e-9 / (8 * 1.1), rel=REL)
    b = execution_cost(p, CPU)
    assert b.thread_chain_s == pytest.approx(50_000 * 3e-9 / (8 * 1.1), rel=REL)
    # the chain bounds compute: it is the largest of the three
    assert b.compute_s == pytest.approx(max(b.critical_path_s, b.compute_levels_s,
                                            b.thread_chain_s), rel=REL)
    assert b.compute_s == pytest.approx(b.thread_chain_s, rel=REL)


def test_short_instances_overlap_in_the_out_of_order_window():
    # 10,000 instances of 5 links, 30 micro-ops each: 1 + 300 / 30 = 11 run at once
    p = nest(inner(instances=10_000, iterations=50_000, instructions=300_000))
    assert thread_chain_s(p, CPU, 8) == pytest.approx(50_000 * 3e-9 / (8 * 11), rel=REL)
    # no more overlap than instances per thread: 16 instances on 8 threads -> 2
    p = nest(inner(instances=16, iterations=80, instructions=16 * 12))
    assert thread_chain_s(p, CPU, 8) == pytest.approx(80 * 3e-9 / (8 * 2), rel=REL)
    # a spec without a window takes the default one
    no_window = dataclasses.replace(CPU, reorder_buffer_uops=None)
    p = nest(inner(instances=10_000, iterations=50_000, instructions=10_000 * 112))
    assert thread_chain_s(p, no_window, 8) == pytest.approx(
        50_000 * 3e-9 / (8 * (1 + DEFAULT_REORDER_BUFFER_UOPS / 112)), rel=REL)
    # a profile without instruction counts (saved before they were recorded): the most
    # overlap its 100 instances allow on 8 threads, 12.5
    p = nest(inner(instructions=0))
    assert thread_chain_s(p, CPU, 8) == pytest.approx(50_000 * 3e-9 / (8 * 12.5), rel=REL)


def test_one_parallel_reduction_is_one_chunk_per_thread():
    # dot: one instance of 1e6 links split over 8 threads, nothing to overlap with
    dot = LoopProfile(id=0, function="k", line=1, depth=1, parent=-1, instances=1,
                      iterations=1_000_000, kind="reduction",
                      register_recurrences=("reduction:fadd",), instructions=8_000_000)
    p = make_profile(sync_points=0, loops=(dot,))
    assert thread_chain_s(p, CPU, 8) == pytest.approx(1e6 * 3e-9 / 8, rel=REL)


def test_link_latency_by_recurrence():
    # a product chains FMA-class latencies; integer and min/max reductions are not charged
    assert thread_chain_s(nest(inner(register_recurrences=("reduction:fmul",))), CPU, 8) == \
        pytest.approx(50_000 * 5e-9 / (8 * 1.1), rel=REL)
    for kind in ("reduction:add", "reduction:minmax", "induction", "sequential"):
        assert thread_chain_s(nest(inner(register_recurrences=(kind,))), CPU, 8) == 0.0
    # two sums in one loop run side by side: charged once
    two = nest(inner(register_recurrences=("reduction:fadd", "reduction:fadd")))
    assert thread_chain_s(two, CPU, 8) == pytest.approx(50_000 * 3e-9 / (8 * 1.1), rel=REL)
    # a load-op-store reduction of one address reloaded from memory: an add + the
    # nearest level's latency (1 ns) per link; one of many addresses (a
    # scatter: memory_chains empty) is not charged
    mem = nest(inner(register_recurrences=(), reduction_raw=49_900, memory_chains=("fadd",)))
    assert thread_chain_s(mem, CPU, 8) == pytest.approx(50_000 * 4e-9 / (8 * 1.1), rel=REL)
    # the loop's only store: the value is forwarded in a register, an add per link
    fwd = nest(inner(register_recurrences=(), reduction_raw=49_900,
                     memory_chains=("fadd:register",)))
    assert thread_chain_s(fwd, CPU, 8) == pytest.approx(50_000 * 3e-9 / (8 * 1.1), rel=REL)
    scatter = nest(inner(register_recurrences=(), reduction_raw=49_900))
    assert thread_chain_s(scatter, CPU, 8) == 0.0
    assert thread_chain_s(nest(inner(register_recurrences=(), memory_chains=("add",))),
                          CPU, 8) == 0.0


def test_loops_add_and_gpus_and_the_paper_variant_pay_nothing():
    a = inner()
    b = inner(id=2, line=3)
    p = make_profile(sync_points=0, loops=(dataclasses.replace(a, parent=-1, depth=1),
                                           dataclasses.replace(b, parent=-1, depth=1)))
    assert thread_chain_s(p, CPU, 8) == pytest.approx(2 * 50_000 * 3e-9 / (8 * 1.1), rel=REL)
    assert thread_chain_s(p, make_gpu(), 8) == 0.0
    assert execution_cost(p, CPU, "paper").thread_chain_s == 0.0
    # the add latency falls back to the table's 3 cycles (1 GHz test device)
    assert thread_chain_s(p, make_spec(), 8) == pytest.approx(
        2 * 50_000 * 3e-9 / (8 * (1 + DEFAULT_REORDER_BUFFER_UOPS / 3000)), rel=REL)


def test_loop_instructions_count_the_executed_ir():
    # kernels/chainlen.ll: one 8-instruction block run 100 times (hand count in its
    # header), of which the load, the fadd and the add stay instructions on a CPU
    from automatch.pipeline import AnalysisOptions, profile_program

    prof = profile_program(str(KERNELS / "chainlen.ll"), AnalysisOptions(kernel="sum")).profile
    (lp,) = prof.loops
    assert (lp.instances, lp.iterations, lp.instructions) == (1, 100, 300)
    assert lp.register_recurrences == ("reduction:fadd",)


def test_memory_chains_are_the_fixed_address_reductions():
    from automatch.analyses.memory_reductions import invariant_memory_chains
    from automatch.pipeline import load_program

    _, program = load_program([str(KERNELS / "chainlen.ll")], None)
    chains = invariant_memory_chains(program)
    by_fn = {(program.functions[lp.function].name, lp.depth): chains.get(lp.id, ())
             for lp in program.loops}
    assert by_fn[("scatter", 1)] == ()
    # the loop's only store: compilers forward the value to the next load (":register")
    assert by_fn[("rowsum", 1)] == () and by_fn[("rowsum", 2)] == ("fadd:register",)
    assert by_fn[("sum", 1)] == ()  # a register reduction, not through memory
    # y[r] + (i * 0): an address computed inside the loop from invariant values
    assert by_fn[("rowsumidx", 2)] == ("fadd:register",)
    # another store in the loop may alias y[r]: the next load reads memory back
    assert by_fn[("rowsumlog", 2)] == ("fadd",)
    for name, want in (("negsum", ()), ("memfma", ()), ("memsub", ()),
                       ("memadd", ("fadd:register",))):
        _, program = load_program([str(KERNELS / "chains.ll")], name)
        fid = next(f.id for f in program.functions if f.name == name)
        (lp,) = [lp for lp in program.loops if lp.function == fid]
        assert invariant_memory_chains(program).get(lp.id, ()) == want, name


def test_advice_names_the_chained_sums():
    from automatch.decide.advice import advice
    from automatch.model.predict import predict

    p = nest(inner())  # T_chain 17 us dwarfs the memory terms (~2 us)
    (pred,) = predict(p, [CPU])
    assert pred.breakdown.bottleneck == "compute"
    words = advice(p, [pred])
    assert any("dependent chains inside each thread" in w and "line 2" in w for w in words)
    # without the chain the sentence is not said
    (plain,) = predict(nest(inner(register_recurrences=())), [CPU])
    assert not any("dependent chains" in w for w in advice(p, [plain]))


def test_levels_table_shows_the_chains_only_where_there_are_some():
    from rich.console import Console

    from automatch.model.predict import predict
    from automatch.report.terminal import render_report

    def text(profile):
        console = Console(width=120, record=True, force_terminal=False)
        render_report(profile, predict(profile, [CPU]), None, console)
        return console.export_text().split("Critical path and memory levels")[1]

    with_chain = text(nest(inner()))
    assert "chains" in with_chain and "branches" not in with_chain
    assert "17 us" in with_chain  # T_chain = 50,000 x 3 ns / (8 x 1.1) = 17 us
    assert "chains" not in text(nest(inner(register_recurrences=())))


def test_a_sum_through_nested_loops_counts_in_the_innermost_only():
    # s += w[a][b] * x over a 3 x 3 window: the a loop's phi only passes s on; the b
    # loop does the 9 adds per pixel. 1,000 pixels: a loop 3,000 iterations in 1,000
    # instances of 9,000 micro-ops, b loop 9,000 in 3,000 of 3,000 (overlap 1 + 300 /
    # 3,000 = 1.1 in the b loop, 1 + 300 / 9,000 in the a loop)
    outer = LoopProfile(id=0, function="k", line=1, depth=1, parent=-1, instances=1,
                        iterations=1000, kind="parallel")
    a = LoopProfile(id=1, function="k", line=2, depth=2, parent=0, instances=1000,
                    iterations=3000, kind="reduction", register_recurrences=("reduction:fadd",),
                    recurrence_names=("s",), instructions=1000 * 9000)
    b = LoopProfile(id=2, function="k", line=3, depth=3, parent=1, instances=3000,
                    iterations=9000, kind="reduction", register_recurrences=("reduction:fadd",),
                    recurrence_names=("s",), instructions=3000 * 3000)
    p = make_profile(sync_points=0, loops=(outer, a, b))
    assert thread_chain_s(p, CPU, 8) == pytest.approx(9000 * 3e-9 / (8 * 1.1), rel=REL)
    # another variable summed in the a loop still counts there
    a2 = dataclasses.replace(a, register_recurrences=("reduction:fadd", "reduction:fadd"),
                             recurrence_names=("s", "t"))
    p = make_profile(sync_points=0, loops=(outer, a2, b))
    assert thread_chain_s(p, CPU, 8) == pytest.approx(
        9000 * 3e-9 / (8 * 1.1) + 3000 * 3e-9 / (8 * (1 + 300 / 9000)), rel=REL)


def test_a_profile_whose_loop_parents_cycle_still_ends():
    # a hand-written profile JSON can name any parents: 1 -> 2 -> 1 must not hang. Named
    # "s" in both, each hides the other's sum (a descendant adds to it): no chain left;
    # unnamed, nothing is hidden and both loops count (50,000 links, overlap 1.1 each)
    a = inner(id=1, parent=2, recurrence_names=("s",))
    b = inner(id=2, line=3, parent=1, recurrence_names=("s",))
    assert thread_chain_s(make_profile(sync_points=0, loops=(a, b)), CPU, 8) == 0.0
    a, b = inner(id=1, parent=2), inner(id=2, line=3, parent=1)
    assert thread_chain_s(make_profile(sync_points=0, loops=(a, b)), CPU, 8) == pytest.approx(
        2 * 50_000 * 3e-9 / (8 * 1.1), rel=REL)


def test_a_sum_link_is_the_lower_of_add_and_fma():
    # a spec whose measured add is slower than its FMA: the compiler may contract the
    # sum into FMAs, so the FMA's 2 ns is charged, not the 4 ns add
    slow_add = dataclasses.replace(CPU, latency_add_s=4e-9, latency_fma_s=2e-9)
    assert thread_chain_s(nest(inner()), slow_add, 8) == pytest.approx(
        50_000 * 2e-9 / (8 * 1.1), rel=REL)


def test_gpu_threads_run_their_chains_at_op_plus_load_latency():
    # docs/model.md "GPU terms": one thread per iteration of the parallel loop around the
    # chain; each link costs the add plus the load's level latency (L1 for one launch)
    gpu = dataclasses.replace(make_gpu(), latency_add_s=3e-9, latency_fma_s=5e-9)
    l1, l2 = gpu.levels[0].latency_s, gpu.levels[1].latency_s
    p = nest(inner())  # 100 threads, 50,000 links: 500 per thread, one launch
    assert thread_chain_s(p, gpu, 8) == pytest.approx(500 * (3e-9 + l1), rel=REL)
    # the parallel loop launched 4 times (instances of a sequential loop): 125 links per
    # thread and launch, served from L2 since L1 does not keep data between launches
    outer = LoopProfile(id=0, function="k", line=1, depth=1, parent=-1, instances=4,
                        iterations=400, kind="parallel", sync_kind="phase")
    p4 = make_profile(sync_points=0, loops=(outer, inner()))
    assert thread_chain_s(p4, gpu, 8) == pytest.approx(4 * 125 * (3e-9 + l2), rel=REL)
    # more threads than the device holds: they run in waves (16 resident per lane)
    small = dataclasses.replace(gpu, cores=2)  # 32 resident threads: 100 / 32 waves
    assert thread_chain_s(p, small, 8) == pytest.approx(500 * (100 / 32) * (3e-9 + l1),
                                                        rel=REL)
    b = execution_cost(p, gpu)
    assert b.thread_chain_s == pytest.approx(500 * (3e-9 + l1), rel=REL)


def test_gpu_threads_issue_one_latency_apart_when_few():
    # 100 threads (the parallel loop) run 1,000 adds, 10 divisions (8 instructions each)
    # and 2 exp calls (20): 1,120 instructions one 5 ns latency apart over 100 threads
    from automatch.analyses.profile import FlopCounts
    from automatch.model.latency import gpu_port_threads, gpu_thread_issue_s

    gpu = dataclasses.replace(make_gpu(), latency_fma_s=5e-9)
    p = nest(inner(register_recurrences=()))
    flops = FlopCounts(total=1012, add=1000, mul=0, fma=0, div=10, special=2,
                       special_by_name=(("exp", 2),))
    p = dataclasses.replace(p, flops=flops)
    assert gpu_port_threads(p) == (1.0, 100.0)  # the reduction loop runs inside a thread
    assert gpu_thread_issue_s(p, gpu) == pytest.approx(1120 * 5e-9 / 100, rel=REL)
    # more threads than the device holds: the resident ones (16 per lane) bound it
    small = dataclasses.replace(gpu, cores=2)
    assert gpu_thread_issue_s(p, small) == pytest.approx(1120 * 5e-9 / 32, rel=REL)
    assert thread_chain_s(p, small, 8) == pytest.approx(1120 * 5e-9 / 32, rel=REL)


def test_gpu_terms_survive_a_profile_whose_parents_cycle():
    # a hand-written profile: loop 0's parent is 1 and 1's is 0; no hang, finite time
    a = dataclasses.replace(inner(), id=0, parent=1, kind="parallel")
    b = dataclasses.replace(inner(), id=1, parent=0)
    p = make_profile(sync_points=0, loops=(a, b))
    t = thread_chain_s(p, dataclasses.replace(make_gpu(), latency_fma_s=5e-9), 8)
    assert 0.0 <= t < float("inf")


def test_scalar_accesses_cost_their_measured_rate_at_the_issue_level():
    from automatch.model.levels import issue_bandwidth, scalar_access_s

    # 8-byte accesses, stream 100 GB/s, vw 8: without a measured rate a scalar access
    # costs 8 accesses of the stream (64 B / 100 GB/s = 0.64 ns): 12.5 GB/s
    assert issue_bandwidth(100e9, 8, 0.0, 8, None) == pytest.approx(12.5e9, rel=REL)
    # measured 0.1 ns per scalar access: 8 B / 0.1 ns = 80 GB/s; half vectorised:
    # 8 B / (0.5 x 0.08 ns + 0.5 x 0.1 ns) = 88.9 GB/s
    assert issue_bandwidth(100e9, 8, 0.0, 8, 1e-10) == pytest.approx(80e9, rel=REL)
    assert issue_bandwidth(100e9, 8, 0.5, 8, 1e-10) == pytest.approx(8 / 0.9e-10, rel=REL)
    assert issue_bandwidth(100e9, 8, 1.0, 8, 1e-10) == pytest.approx(100e9, rel=REL)
    # the team's rate is linear between 1 thread (10 G/s) and all 4 (40 G/s): 3 -> 30 G/s
    spec = dataclasses.replace(make_spec(), throughput_scalar_access_s=1e-10,
                               throughput_scalar_access_all_s=2.5e-11)
    assert scalar_access_s(spec, 3, 4) == pytest.approx(1 / 30e9, rel=REL)
    assert scalar_access_s(spec, 1, 4) == pytest.approx(1e-10, rel=REL)
    assert scalar_access_s(make_spec(), 3, 4) is None


# ---- dispatch: the cores' instruction throughput (model/latency.py dispatch_time_s) ----

def test_dispatch_time_is_the_instructions_over_the_dispatch_width():
    from automatch.model.latency import dispatch_time_s

    # the top-level loop's 3,000,000 instructions (its nested loop's are inside them),
    # 6 per cycle at 3 GHz on 8 threads: 3e6 / (6 x 3e9 x 8)
    p = nest(inner(instructions=300_000))
    p = dataclasses.replace(p, loops=(dataclasses.replace(p.loops[0], instructions=3_000_000),
                                      p.loops[1]))
    spec = dataclasses.replace(CPU, clock_hz=3e9, dispatch_width_uops=6)
    assert dispatch_time_s(p, spec, 8, 0.0, 4) == pytest.approx(3e6 / (6 * 3e9 * 8), rel=REL)
    # half vectorised 4 wide: (0.5 / 4 + 0.5) of the instructions
    assert dispatch_time_s(p, spec, 8, 0.5, 4) == pytest.approx(
        3e6 * 0.625 / (6 * 3e9 * 8), rel=REL)
    # no width, a GPU, or no instruction counts: nothing
    assert dispatch_time_s(p, CPU, 8, 0.0, 4) == 0.0
    assert dispatch_time_s(p, dataclasses.replace(make_gpu(), dispatch_width_uops=6), 8, 0.0, 1) == 0.0
    bare = dataclasses.replace(p, loops=tuple(dataclasses.replace(lp, instructions=0)
                                              for lp in p.loops))
    assert dispatch_time_s(bare, spec, 8, 0.0, 4) == 0.0


def test_dispatch_bounds_compute_when_it_is_the_largest():
    # 2 x 10^9 instructions at 6 per cycle at 3 GHz on the 8 threads used: 8.7 ms, far
    # above the 500 links' chain; the breakdown reports it. Compute composes nest by
    # nest: the chained inner loop costs the larger of its chain and its own 300,000
    # instructions' dispatch, the outer loop's other instructions add
    p = nest(inner())
    p = dataclasses.replace(p, loops=(dataclasses.replace(p.loops[0], instructions=2_000_000_000),
                                      p.loops[1]))
    spec = dataclasses.replace(CPU, clock_hz=3e9, dispatch_width_uops=6)
    b = execution_cost(p, spec)
    f_v, vw = b.f_v_used, b.vector_width_used
    per = (f_v / vw + 1 - f_v) / (6 * 3e9 * 8)
    expected = 2e9 * per
    assert b.dispatch_s == pytest.approx(expected, rel=REL)
    chain = 50_000 * 3e-9 / (8 * 1.1)
    assert b.thread_chain_s == pytest.approx(chain, rel=REL)
    composed = max(chain, 300_000 * per) + (2e9 - 300_000) * per
    assert composed > expected > chain
    assert b.compute_s == pytest.approx(composed + b.branch_s, rel=REL)
    assert execution_cost(p, CPU).dispatch_s == 0.0  # a spec without the width


def _step_loop(**kw) -> LoopProfile:
    """A sequential step loop (Durbin's k) of 1,000 steps."""
    base = dict(id=0, function="k", line=1, depth=1, parent=-1, instances=1, iterations=1_000,
                kind="sequential", instructions=0)
    base.update(kw)
    return LoopProfile(**base)


def test_a_long_chain_and_the_other_loops_of_a_step_add():
    """Durbin's step: an inner product (a chain of 2,000 links per step, 8,000 micro-ops
    per instance: far beyond the 300-entry window) and an update loop of 40,000
    instructions per step with no chain. The chain holds the window: the update waits
    for it, so the two add; with the chain and the same instructions in one loop, they
    overlap (the larger counts)."""
    spec = dataclasses.replace(CPU, clock_hz=3e9, dispatch_width_uops=6)
    chain_loop = LoopProfile(id=1, function="k", line=2, depth=2, parent=0, instances=1_000,
                             iterations=2_000_000, kind="reduction",
                             register_recurrences=("reduction:fadd",), instructions=8_000_000)
    update = LoopProfile(id=2, function="k", line=3, depth=2, parent=0, instances=1_000,
                         iterations=10_000_000, kind="parallel", instructions=40_000_000)
    step = _step_loop(instructions=48_000_000)
    p = make_profile(sync_points=0, loops=(step, chain_loop, update))
    b = execution_cost(p, spec)
    threads = b.cores
    window = 1 + 300 / 8_000
    chain = 2_000_000 * 3e-9 / (threads * window)
    per = (b.f_v_used / b.vector_width_used + 1 - b.f_v_used) / (6 * 3e9 * threads)
    assert b.thread_chain_s == pytest.approx(chain, rel=REL)
    assert b.dispatch_s == pytest.approx(48_000_000 * per, rel=REL)
    assert chain > 8_000_000 * per  # the inner product is chain-bound
    expected = max(chain, 8_000_000 * per) + 40_000_000 * per
    assert b.compute_s == pytest.approx(max(expected, b.compute_levels_s, b.critical_path_s)
                                        + b.branch_s, rel=REL)
    assert b.compute_s > max(b.thread_chain_s, b.dispatch_s)
    # the same chain among the same instructions in one loop: they overlap
    one = dataclasses.replace(chain_loop, instructions=48_000_000)
    q = make_profile(sync_points=0, loops=(step, one))
    c = execution_cost(q, spec)
    assert c.compute_s == pytest.approx(max(c.thread_chain_s, c.dispatch_s, c.compute_levels_s,
                                            c.critical_path_s) + c.branch_s, rel=REL)


def test_levels_table_shows_dispatch_where_a_spec_has_the_width():
    from rich.console import Console

    from automatch.model.predict import predict
    from automatch.report.terminal import render_report

    def table(spec):
        p = nest(inner())  # 3,000,000 instructions in its top-level loop
        p = dataclasses.replace(p, loops=(dataclasses.replace(p.loops[0], instructions=3_000_000),
                                          p.loops[1]))
        console = Console(width=120, record=True, force_terminal=False)
        render_report(p, predict(p, [spec]), None, console)
        return console.export_text().split("Critical path and memory levels")[1]

    assert "dispatch" not in table(CPU)  # no width: no column
    assert "dispatch" in table(dataclasses.replace(CPU, clock_hz=3e9, dispatch_width_uops=6))


def test_the_lower_bound_leaves_out_chains_and_dispatch():
    # the chain (first test) and a 13.9 ms dispatch estimate bound the estimate; an
    # implementation that interleaves the independent chains, or a compiler that emits
    # fewer micro-ops, can remove them, so the bound is the roofline of the rest
    p = nest(inner())
    chained = execution_cost(p, CPU)
    assert chained.time_low_s < chained.thread_chain_s <= chained.time_s
    wide = dataclasses.replace(p, loops=(dataclasses.replace(p.loops[0],
                                                             instructions=2_000_000_000),
                                         p.loops[1]))
    busy = execution_cost(wide, dataclasses.replace(CPU, clock_hz=3e9, dispatch_width_uops=6))
    assert busy.time_low_s == pytest.approx(chained.time_low_s, rel=REL)
    assert busy.time_low_s < busy.dispatch_s <= busy.time_s
    # the bound still pays the critical path, the levels and the barriers
    assert chained.time_low_s >= chained.critical_path_s + chained.sync_s


def test_advice_warns_of_unseen_library_code_and_a_run_that_differed():
    from automatch.analyses.profile import UnanalysedCall
    from automatch.decide.advice import advice
    from automatch.model.predict import predict

    p = nest(inner())
    (pred,) = predict(p, [CPU])
    assert not any("uninstrumented" in w or "other output" in w for w in advice(p, [pred]))
    odd = dataclasses.replace(p, unanalysed_calls=(UnanalysedCall("qsort", 3),),
                              extra={"output_matches_native": False})
    words = advice(odd, [pred])
    assert any("qsort() ran as uninstrumented library code (3 calls)" in w for w in words)
    assert any("other output than the native run" in w for w in words)


def test_sequential_loops_in_a_parallel_loop_run_their_levels_in_one_thread():
    # 100 lines of a parallel loop, each a recurrence spanning 500 levels (3,000
    # micro-ops an instance): each thread runs its lines one after another, a level at
    # the critical path's mean latency (a hand profile's path: FMA-class levels, 5 ns)
    seq = inner(kind="sequential", register_recurrences=(), instance_levels=100 * 500)
    p = nest(seq)
    expect = 100 * 500 * 5e-9 / (8 * 1.1)
    assert sequential_chain_s(p, CPU, 8) == pytest.approx(expect, rel=REL)
    assert thread_chain_s(p, CPU, 8) == pytest.approx(expect, rel=REL)
    # a reduction chain inside that loop is part of its levels: not charged again
    red = inner(id=2, parent=1, depth=3, instances=10_000, iterations=50_000)
    outer, line = p.loops
    both = dataclasses.replace(p, loops=(outer, line, red))
    assert thread_chain_s(both, CPU, 8) == pytest.approx(expect, rel=REL)
    # fewer lines than threads: each thread runs at most one, with nothing to overlap
    few = nest(inner(kind="sequential", register_recurrences=(), instances=4,
                     instance_levels=4 * 500, instructions=4 * 3000))
    assert sequential_chain_s(few, CPU, 8) == pytest.approx(500 * 5e-9, rel=REL)
    # the same recurrence with no parallel loop around it: the path term holds it
    alone = make_profile(sync_points=0, loops=(dataclasses.replace(seq, parent=-1, depth=1),))
    assert sequential_chain_s(alone, CPU, 8) == 0.0
    # a sequential loop inside that recurrence: the outer one's levels already hold it
    deeper = inner(id=2, parent=1, depth=3, kind="sequential", register_recurrences=(),
                   instance_levels=10**9)
    assert sequential_chain_s(dataclasses.replace(p, loops=(outer, line, deeper)), CPU, 8) \
        == pytest.approx(expect, rel=REL)
    assert sequential_chain_s(p, make_gpu(), 8) == 0.0
    # a path whose every level passes through memory: the first level's latency is
    # added to each level, unless the loop has one instruction that writes memory (the
    # stored value reaches the next iteration in a register)
    linked = dataclasses.replace(p, critical_path=CriticalPath(add_mul=p.depth,
                                                               memory_links=p.depth))
    l1 = memory_link_latency_s(CPU)
    assert l1 > 0
    assert sequential_chain_s(linked, CPU, 8) == pytest.approx(
        100 * 500 * (5e-9 + l1) / (8 * 1.1), rel=REL)
    once = dataclasses.replace(linked, loops=(outer, dataclasses.replace(line, memory_writers=1)))
    assert sequential_chain_s(once, CPU, 8) == pytest.approx(expect, rel=REL)


def test_instance_levels_are_the_levels_each_instance_spans():
    from automatch.pipeline import AnalysisOptions, profile_program

    run = profile_program(str(KERNELS / "linerec.c"), AnalysisOptions(kernel="lines"))
    loops = {lp.line: lp for lp in run.profile.loops}
    # 8 lines of 99 dependent FMAs: each of the 8 instances of the recurrence climbs 99
    # levels; the parallel loop's one instance climbs none after its first iteration
    # (which is a whole line: from its highest level, 99, to the instance's, 99: 1)
    assert loops[7].kind == "parallel" and loops[7].instance_levels == 1
    assert loops[8].kind == "sequential" and loops[8].instance_levels == 8 * 99
    assert loops[8].memory_writers == 1 and loops[7].memory_writers == 1
