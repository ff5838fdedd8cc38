"""The pure comparisons of automatch.validate.metrics, on hand-made numbers."""

from __future__ import annotations

import math

import pytest

from automatch.validate import metrics as m


def test_upper_bound_means_predicted_not_slower():
    assert m.is_upper_bound(1.0, 2.0)
    assert m.is_upper_bound(2.0, 2.0)
    assert not m.is_upper_bound(2.5, 2.0)
    assert m.is_upper_bound(2.1, 2.0, tolerance=0.1)
    assert not m.is_upper_bound(math.inf, 2.0)


def test_relative_error_is_signed():
    assert m.relative_error(1.0, 4.0) == pytest.approx(-0.75)
    assert m.relative_error(6.0, 4.0) == pytest.approx(0.5)
    assert m.relative_error(1.0, 0.0) == math.inf


def test_spread():
    assert m.spread([1.0, 2.0, 3.0]) == pytest.approx(1.0)
    assert m.spread([5.0]) == 0.0


def test_kendall_tau_hand_values():
    assert m.kendall_tau([1, 2, 3], [10, 20, 30]) == pytest.approx(1.0)
    assert m.kendall_tau([1, 2, 3], [30, 20, 10]) == pytest.approx(-1.0)
    # pairs (1,2) c, (1,3) c, (2,3) d -> (2 - 1) / 3
    assert m.kendall_tau([1, 2, 3], [1, 3, 2]) == pytest.approx(1 / 3)
    # tau-b with a tie in x: C=2, D=0, ties_x=1 -> 2 / sqrt(3 * 2)
    assert m.kendall_tau([1, 1, 2], [1, 2, 3]) == pytest.approx(2 / math.sqrt(6))
    assert math.isnan(m.kendall_tau([1], [1]))
    assert math.isnan(m.kendall_tau([1, 1], [2, 3]))
    with pytest.raises(ValueError):
        m.kendall_tau([1, 2], [1])


def test_kendall_tau_matches_scipy():
    stats = pytest.importorskip("scipy.stats")
    xs = [3.0, 1.0, 4.0, 1.0, 5.0, 9.0, 2.0, 6.0]
    ys = [2.0, 7.0, 1.0, 8.0, 2.0, 8.0, 1.0, 8.0]
    assert m.kendall_tau(xs, ys) == pytest.approx(stats.kendalltau(xs, ys).statistic)


def test_pairwise_accuracy_and_best_device():
    pred = {"cpu": 3.0, "gpu": 1.0, "fpga": 2.0}
    meas = {"cpu": 5.0, "gpu": 2.0, "fpga": 1.5}
    # pairs: cpu/fpga right, cpu/gpu right, fpga/gpu wrong
    assert m.pairwise_order_accuracy(pred, meas) == pytest.approx(2 / 3)
    assert m.best_device(pred) == "gpu"
    assert m.best_device(meas) == "fpga"
    assert m.best_device({}) is None
    assert math.isnan(m.pairwise_order_accuracy({"a": 1.0}, {"a": 1.0}))


def test_ranking_summary():
    per = {
        "w1": ({"cpu": 3.0, "gpu": 1.0}, {"cpu": 6.0, "gpu": 2.0}),  # right
        "w2": ({"cpu": 1.0, "gpu": 2.0}, {"cpu": 3.0, "gpu": 1.0}),  # wrong
        "w3": ({"cpu": 1.0, "gpu": 2.0}, {"cpu": 3.0}),  # one device: left out
    }
    r = m.ranking_summary(per)
    assert r["status"] == "ok"
    assert r["workloads"] == 2
    assert r["best_device_accuracy"] == pytest.approx(0.5)
    assert r["pairwise_accuracy"] == pytest.approx(0.5)
    assert r["mean_kendall_tau"] == pytest.approx(0.0)
    assert set(r["per_workload"]) == {"w1", "w2"}


def test_ranking_summary_needs_two_measured_devices():
    r = m.ranking_summary({"w": ({"cpu": 1.0, "gpu": 2.0}, {"cpu": 1.5})})
    assert r["status"] == "insufficient"
    assert "2 devices" in r["reason"]


def test_splits():
    assert m.even_split(["cpu", "gpu"]) == {"cpu": 0.5, "gpu": 0.5}
    assert m.even_split([]) == {}
    o = m.oracle_split({"cpu": 3.0, "gpu": 1.0})
    assert o["cpu"] == pytest.approx(0.25)
    assert o["gpu"] == pytest.approx(0.75)
    with pytest.raises(ValueError):
        m.oracle_split({"cpu": 0.0, "gpu": 1.0})
    assert m.round_split({"cpu": 0.25, "gpu": 0.75}, 10) in ({"cpu": 3, "gpu": 7}, {"cpu": 2, "gpu": 8})
    assert sum(m.round_split({"a": 1 / 3, "b": 1 / 3, "c": 1 / 3}, 10).values()) == 10
    # even split of 3 s / 1 s work: max(1.5, 0.5); oracle: both 0.75
    assert m.linear_makespan({"cpu": 0.5, "gpu": 0.5}, {"cpu": 3.0, "gpu": 1.0}) == pytest.approx(1.5)
    assert m.linear_makespan(o, {"cpu": 3.0, "gpu": 1.0}) == pytest.approx(0.75)


def test_summarize_errors():
    s = m.summarize_errors([(1.0, 2.0), (3.0, 2.0), (1.0, 4.0)])
    assert s["n"] == 3
    assert s["upper_bound_fraction"] == pytest.approx(2 / 3)
    # errors -0.5, +0.5, -0.75 -> median |e| 0.5
    assert s["median_abs_relative_error"] == pytest.approx(0.5)
    assert s["geomean_measured_over_predicted"] == pytest.approx((2.0 * (2 / 3) * 4.0) ** (1 / 3))
    assert m.summarize_errors([])["n"] == 0


def test_timing_is_judged_by_its_fastest_run():
    """Co-runners only add time: the fastest repetition is the measured figure; records
    written before it existed are judged by their median."""
    from automatch.validate.measure import Timing, measured_s

    t = Timing((0.012, 0.0023, 0.010, 0.0022, 0.014), "omp", (3, 1, 40, 2, 55))
    d = t.to_dict()
    assert d["measured_s"] == 0.0022 and d["statistic"] == "min"
    assert d["median_s"] == 0.010 and d["context_switches"] == [3, 1, 40, 2, 55]
    assert Timing.from_dict(d) == t
    assert measured_s(d) == 0.0022
    assert measured_s({"median_s": 0.5}) == 0.5
