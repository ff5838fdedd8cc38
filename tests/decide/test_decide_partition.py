"""Partitioning: the paper's inverse-cost split and the equal-finish split."""

from __future__ import annotations

import math

import pytest
from am_builders import make_gpu, make_profile, make_spec
from hypothesis import given, settings
from hypothesis import strategies as st

import automatch
from automatch.decide.advice import advice
from automatch.decide.partition import (
    PartitionPlan,
    paper_fractions,
    partition,
    plan_partition,
)
from automatch.decide.rank import best, bottlenecks, relative_costs, term_shares
from automatch.errors import InputError
from automatch.model.ec import DeviceModel, ModelOptions
from automatch.model.predict import predict


def test_paper_fractions_three_to_one():
    assert paper_fractions({"cpu": 3.0, "gpu": 1.0}) == {"cpu": 0.25, "gpu": 0.75}


def test_paper_partition_on_models_three_to_one():
    # "fast" has every rate x3 and every latency /3: its EC is exactly a third
    p = make_profile()
    slow, fast = make_spec("slow"), make_spec("fast", speed=3.0)
    f = partition(p, [slow, fast], method="paper")
    assert f["slow"] == pytest.approx(0.25, rel=1e-12)
    assert f["fast"] == pytest.approx(0.75, rel=1e-12)


def test_public_lazy_export():
    assert automatch.partition is partition


def test_equal_finish_differs_from_paper_and_equalises():
    # The GPU pays a large fixed cost (link latency, sync) that does not shrink with
    # its share: the paper's split overloads it, equal-finish gives the CPU more.
    p = make_profile(widths=(4, 100_000), repeats=(5, 10))
    cpu = make_spec("cpu", cores=8)
    # link latency 1e-4 per leg (data in, results out: 2e-4 fixed)
    gpu = make_gpu("gpu", cores=1024, latency=1e-4, sync_s=2e-5)
    paper = plan_partition(p, [cpu, gpu], method="paper")
    eq = plan_partition(p, [cpu, gpu])
    assert eq.method == "equal-finish"
    assert sum(eq.fractions.values()) == pytest.approx(1.0, abs=1e-12)
    assert abs(eq.fractions["cpu"] - paper.fractions["cpu"]) > 0.02
    times = [s.time_s for s in eq.shares]
    assert times[0] == pytest.approx(times[1], rel=1e-6)
    assert eq.finish_time_s < paper.finish_time_s
    assert eq.finish_time_s <= eq.best_single_time_s


def test_equal_finish_matches_paper_when_cost_is_linear():
    # No fixed costs (D tiny vs the work, no sync, no latencies): both splits agree
    p = make_profile(widths=(1_000_000,), repeats=(1,), sync_points=0)
    a = make_spec("a", alpha_f=0, alpha_s=0, cores=1)
    b = make_spec("b", alpha_f=0, alpha_s=0, cores=1, speed=3.0)
    eq = partition(p, [a, b])
    assert eq["a"] == pytest.approx(0.25, rel=1e-5)


def test_device_with_large_fixed_cost_gets_nothing():
    p = make_profile()
    cpu = make_spec("cpu")
    gpu = make_gpu("gpu", latency=1.0)  # one second of link latency
    plan = plan_partition(p, [cpu, gpu])
    assert plan.fractions == {"cpu": 1.0, "gpu": 0.0}
    assert plan.shares[1].time_s == 0.0


def test_single_device():
    assert partition(make_profile(), [make_spec()]) == {"cpu8": 1.0}


def test_granularity_units_and_best_finish():
    p = make_profile(widths=(4, 100_000), repeats=(5, 10))
    devs = [make_spec("cpu", cores=8), make_gpu("gpu", cores=1024, latency=2e-4, sync_s=2e-5),
            make_spec("cpu2", cores=4, speed=0.5)]
    cont = plan_partition(p, devs)
    for units in (1, 3, 7, 64, 1000):
        plan = plan_partition(p, devs, granularity=units)
        total_units = sum(s.units for s in plan.shares)
        assert total_units == units
        for s in plan.shares:
            assert s.fraction * units == pytest.approx(round(s.fraction * units), abs=1e-9)
        assert sum(plan.fractions.values()) == pytest.approx(1.0)
        # no worse than naive rounding of the continuous split
        naive = _naive_round(cont.fractions, units)
        models = {d.name: DeviceModel(p, d, ModelOptions()) for d in devs}
        naive_finish = max(models[k].time(v) for k, v in naive.items())
        assert plan.finish_time_s <= naive_finish * (1 + 1e-12)
        assert plan.finish_time_s >= cont.finish_time_s * (1 - 1e-9)


def _naive_round(fr, units):
    out = {k: math.floor(v * units) / units for k, v in fr.items()}
    k = max(fr, key=fr.get)
    out[k] += 1 - sum(out.values())
    return out


def test_granularity_paper_largest_remainder():
    p = make_profile()
    f = partition(p, [make_spec("slow"), make_spec("fast", speed=3.0)], granularity=10,
                  method="paper")
    assert f == {"slow": 0.3, "fast": 0.7} or f == {"slow": 0.2, "fast": 0.8}


def test_bad_arguments():
    p = make_profile()
    with pytest.raises(InputError, match="method"):
        partition(p, [make_spec()], method="greedy")
    with pytest.raises(InputError, match="granularity"):
        partition(p, [make_spec()], granularity=0)
    with pytest.raises(InputError):
        partition(p, [])


def test_plan_round_trip():
    plan = plan_partition(make_profile(), [make_spec(), make_gpu()], granularity=16)
    assert PartitionPlan.from_dict(plan.to_dict()) == plan


@settings(max_examples=40, deadline=None)
@given(
    speeds=st.lists(st.floats(0.05, 20), min_size=1, max_size=4),
    latency=st.floats(0, 1e-3),
    width=st.integers(1, 10**6),
    sync=st.integers(0, 50),
)
def test_equal_finish_no_worse_than_paper(speeds, latency, width, sync):
    p = make_profile(widths=(3, width), repeats=(4, 7), sync_points=sync)
    devs = [make_spec(f"c{i}", speed=s) for i, s in enumerate(speeds)]
    devs.append(make_gpu("g", latency=latency, cores=512))
    eq = plan_partition(p, devs)
    pp = plan_partition(p, devs, method="paper")
    assert sum(eq.fractions.values()) == pytest.approx(1.0, abs=1e-9)
    assert all(f >= 0 for f in eq.fractions.values())
    assert eq.finish_time_s <= pp.finish_time_s * (1 + 1e-6)
    assert eq.finish_time_s <= eq.best_single_time_s * (1 + 1e-9)


def test_rank_helpers_and_advice():
    # one barrier: the memory latency per level is gone from the default variant (issue 12),
    # so three barriers (3 us) would outweigh the slow-memory traffic (1.9 us)
    p = make_profile(sync_points=1)
    preds = predict(p, [make_spec("slow"), make_spec("fast", speed=3.0)])
    assert best(preds).device == "fast"
    assert relative_costs(preds)["slow"] == pytest.approx(3.0)
    assert set(bottlenecks(preds).values()) == {"slow_memory"}
    assert sum(term_shares(preds[0]).values()) == pytest.approx(1.0)
    words = advice(p, preds)
    assert any("slow (off-chip) memory" in w.lower() and "on all devices" in w for w in words)
    assert any("line 12" in w for w in words)
