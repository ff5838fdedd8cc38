"""Mispredicted data-dependent branches: counted by the replay with a 2-bit counter per
branch (hand-derived counts in kernels/branches.ll) and charged by the model at the
spec's measured penalty (docs/model.md, "Branch mispredictions")."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from am_builders import make_gpu, make_profile, make_spec, parallel_cost

from automatch.analyses.schedule.tables import data_branch_targets
from automatch.model.latency import branch_time_s
from automatch.pipeline import AnalysisOptions, load_program, profile_program

KERNELS = Path(__file__).parent.parent / "analyses" / "kernels"
BRANCHES = KERNELS / "branches.ll"


def test_only_data_dependent_branches_are_predicted():
    _, program = load_program([str(BRANCHES)], "count")
    fn = program.function("count")
    targets = data_branch_targets(program)
    branching = [b for b in fn.blocks if targets[b] >= 0]
    # the if/else block only: the latch (join) is loop control
    assert len(branching) == 1
    (b,) = branching
    assert targets[b] in program.blocks[b].successors
    (loop,) = [lp for lp in program.loops if lp.function == fn.id]
    assert b not in loop.latches and b not in loop.exits


@pytest.mark.parametrize(("kernel", "misses"), [("count", 125), (None, 75)])
def test_misprediction_counts_are_the_hand_derived_ones(kernel, misses):
    prof = profile_program(str(BRANCHES), AnalysisOptions(kernel=kernel)).profile
    assert prof.branch_misses == misses


def test_model_charges_each_thread_its_share_of_the_misses():
    p = dataclasses.replace(make_profile(sync_points=0), branch_misses=1000)
    spec = dataclasses.replace(make_spec(), branch_mispredict_s=5e-9)
    assert branch_time_s(p, spec, 8) == pytest.approx(1000 * 5e-9 / 8, rel=1e-12)
    b = parallel_cost(p, spec)  # W / D = 68: 8 threads
    assert b.branch_s == pytest.approx(1000 * 5e-9 / 8, rel=1e-12)
    plain = parallel_cost(make_profile(sync_points=0), spec)
    assert b.compute_s == pytest.approx(plain.compute_s + b.branch_s, rel=1e-12)
    # without a measured penalty: the table's 12 cycles (1 GHz test device)
    assert branch_time_s(p, make_spec(), 8) == pytest.approx(1000 * 12e-9 / 8, rel=1e-12)
    # GPUs do not predict branches; the paper variant has no such term
    assert branch_time_s(p, make_gpu(), 8) == 0.0
    assert parallel_cost(p, spec, "paper").branch_s == 0.0


def test_a_divider_bound_loop_hides_its_mispredictions():
    """The refill after a misprediction overlaps the unpipelined unit's backlog: hidden
    up to the unit's busy time beyond the rest of the level term, E - (L - E)."""
    from automatch.model.latency import charged_branch_s

    # levels 10 s, 8 of them divisions (E - R = 6): a 4 s branch term is hidden, a 9 s
    # one keeps 3 s; no expensive operations, or another bound (a chain), hides nothing
    assert charged_branch_s(4.0, 10.0, 10.0, 0.8) == 0.0
    assert charged_branch_s(9.0, 10.0, 10.0, 0.8) == pytest.approx(3.0)
    assert charged_branch_s(4.0, 10.0, 10.0, 0.0) == 4.0
    assert charged_branch_s(4.0, 10.0, 12.0, 0.8) == 4.0
    assert charged_branch_s(4.0, 10.0, 10.0, 0.5) == 4.0  # E = R: the unit is no bound
    # end to end: the same profile with every flop a division, then with none
    base = make_profile(sync_points=0)
    f = base.flops
    divs = dataclasses.replace(base, branch_misses=1000,
                               flops=dataclasses.replace(f, div=f.total, add=0, mul=0, fma=0))
    spec = dataclasses.replace(make_spec(), branch_mispredict_s=5e-9, throughput_div_s=2e-8)
    b = parallel_cost(divs, spec)
    plain = parallel_cost(dataclasses.replace(divs, branch_misses=0), spec)
    assert b.compute_s == pytest.approx(plain.compute_s, rel=1e-12) and b.branch_s == 0.0
    cheap = parallel_cost(dataclasses.replace(base, branch_misses=1000), spec)
    assert cheap.branch_s == pytest.approx(1000 * 5e-9 / 8, rel=1e-12)


def test_advice_names_the_mispredictions_where_they_matter():
    from automatch.decide.advice import advice
    from automatch.model.predict import predict

    spec = dataclasses.replace(make_spec(), branch_mispredict_s=5e-9)
    p = dataclasses.replace(make_profile(sync_points=0), branch_misses=10_000)
    (pred,) = predict(p, [spec])  # 10,000 x 5 ns / 8 threads = 6.25 us, most of EC
    assert pred.breakdown.branch_s >= 0.25 * pred.breakdown.time_s
    assert any("mispredicted data-dependent branches" in w and "10,000 misses" in w
               for w in advice(p, [pred]))
    few = dataclasses.replace(p, branch_misses=10)
    (pred,) = predict(few, [spec])
    assert not any("mispredicted" in w for w in advice(few, [pred]))
