"""Sum or max of the memory levels' times (automatch/arch/bench/overlap.py).

The fit is pure and tested on hand-written raw records; the spec fields round-trip
through TOML and old specs load without them; one tiny real measurement on this
machine checks only that the figures are finite and positive (no timing thresholds).
"""

from __future__ import annotations

import json
import math
import shutil
from pathlib import Path

import pytest

from automatch.arch.bench import overlap as bench_overlap
from automatch.arch.fit.cpu import spec_from_measurements
from automatch.arch.spec.files import (
    load_spec,
    parse_spec_text,
    spec_from_document,
    spec_to_toml,
)
from automatch.arch.spec.search import shipped_specs_dir
from automatch.errors import InputError

needs_cc = pytest.mark.skipif(
    not any(shutil.which(c) for c in ("cc", "gcc", "clang")), reason="no C compiler"
)
SHIPPED = shipped_specs_dir()
assert SHIPPED is not None


def _raw(rows: list[list[float]]) -> dict:
    return {
        "kernel": "test",
        "mem_bytes": 1 << 27,
        "cache_bytes": 1 << 14,
        "elements": 1 << 24,
        "sub_runs": 5,
        "seconds": rows,
    }


# T_c, T_m, T_cm per repetition. r comes from each loop's fastest time: (15 - 12) / 3 = 1
# here (the repetitions' r: 1.0, 0.9, 1.09); (12.3 - 12) / 3 = 0.1 below (0.1, 0.17, 0.13)
ADDING = _raw([[3.0, 12.0, 15.0], [3.0, 12.5, 15.2], [3.2, 12.0, 15.5]])
OVERLAPPING = _raw([[3.0, 12.0, 12.3], [3.5, 12.0, 12.6], [3.0, 12.5, 12.9]])


def test_overlap_ratio_is_one_for_a_sum_and_zero_for_a_max():
    assert bench_overlap.overlap_ratio(3.0, 12.0, 15.0) == pytest.approx(1.0)
    assert bench_overlap.overlap_ratio(3.0, 12.0, 12.0) == pytest.approx(0.0)
    # symmetric in which loop is the slower one
    assert bench_overlap.overlap_ratio(12.0, 4.0, 14.0) == pytest.approx(0.5)
    with pytest.raises(ValueError, match="positive"):
        bench_overlap.overlap_ratio(0.0, 12.0, 12.0)


def test_fit_overlap_takes_r_of_the_fastest_times():
    f = bench_overlap.fit_overlap(ADDING)
    assert f.ratios == pytest.approx((1.0, 0.9, 3.5 / 3.2))
    assert f.fastest == (3.0, 12.0, 15.0)
    assert f.ratio == pytest.approx(1.0) and f.ratio_median == pytest.approx(1.0)
    assert f.t_cache.median == 3.0 and f.t_mem.median == 12.0 and f.t_both.median == 15.2
    assert f.t_cache.n == 3 and f.t_cache.spread == pytest.approx(0.2 / 3.0)
    assert f.level_overlap == 1.0 and f.rule == "sum"
    # the verdict stays in the fit: a one-thread measurement does not set the model's rule
    assert bench_overlap.spec_fields(f) == {"level_overlap": 1.0}
    g = bench_overlap.fit_overlap(OVERLAPPING)
    assert g.ratio == pytest.approx(0.1)
    assert g.ratio_median == pytest.approx(0.4 / 3.0)
    assert g.rule == "max" and bench_overlap.spec_fields(g)["level_overlap"] == pytest.approx(0.1)
    # a ratio above 1 (or below 0) is clamped in the spec, kept in the fit
    high = bench_overlap.fit_overlap(_raw([[3.0, 12.0, 16.5]]))
    assert high.ratio == pytest.approx(1.5) and high.level_overlap == 1.0
    low = bench_overlap.fit_overlap(_raw([[3.0, 12.0, 11.0]]))
    assert low.level_overlap == 0.0 and low.rule == "max"
    assert bench_overlap.spec_fields(None) == {}


def test_repetitions_that_disagree_are_flagged():
    """r per repetition 0.03, 0.70, 0.60 (a run on the shared AMD EPYC VM): the fastest
    times give r < 0.5 but two repetitions say "sum": the bench warns; the spec gets
    level_overlap only."""
    mixed = _raw([[3.0, 12.0, 12.1], [3.0, 12.0, 14.1], [3.0, 12.0, 13.8]])
    f = bench_overlap.fit_overlap(mixed)
    assert not f.conclusive
    fields = bench_overlap.spec_fields(f)
    assert "memory_rule" not in fields and fields["level_overlap"] == round(f.level_overlap, 4)
    assert any("repetitions disagree" in w for w in bench_overlap.overlap_warnings(f))
    assert bench_overlap.fit_overlap(OVERLAPPING).conclusive


def test_fit_overlap_refuses_malformed_records_and_flags_odd_figures():
    for rows in ([], [[1.0, 2.0]]):
        with pytest.raises(ValueError, match="T_c, T_m, T_cm"):
            bench_overlap.fit_overlap(_raw(rows))
    assert bench_overlap.overlap_warnings(bench_overlap.fit_overlap(ADDING)) == []
    (w,) = bench_overlap.overlap_warnings(bench_overlap.fit_overlap(_raw([[3.0, 12.0, 16.5]])))
    assert "far outside" in w
    cached = _raw([[3.0, 3.0, 4.0]])
    cached["calibration"] = [1.0, 1.2]  # T_c, T_m at one L1 element per DRAM element
    f = bench_overlap.fit_overlap(cached)
    assert f.speed_ratio == pytest.approx(1.2)
    assert any("only 1.2x slower" in w for w in bench_overlap.overlap_warnings(f))
    assert bench_overlap.overlap_notes(None) == [] and bench_overlap.overlap_warnings(None) == []


def test_balance_picks_the_power_of_two_nearest_the_speed_ratio():
    assert bench_overlap.balance(1.0, 7.4) == 8
    assert bench_overlap.balance(1.0, 5.0) == 4
    assert bench_overlap.balance(1.0, 1.1) == 1
    assert bench_overlap.balance(1.0, 0.5) == 1  # a DRAM loop faster: no balancing
    assert bench_overlap.balance(1.0, 1000.0) == bench_overlap.MAX_C_PER_M
    assert bench_overlap.balance(1.0, 1000.0, max_c_per_m=16) == 16
    assert bench_overlap.balance(0.0, 1.0) == 1


def test_memory_bytes_is_beyond_the_llc_and_within_ram():
    assert bench_overlap.memory_bytes(32 << 20, 24 << 30, quick=False) == 128 << 20
    assert bench_overlap.memory_bytes(1 << 20, 24 << 30, quick=True) == 64 << 20
    assert bench_overlap.memory_bytes(1 << 30, 24 << 30, quick=False) == 1 << 30
    small = bench_overlap.memory_bytes(32 << 20, 256 << 20, quick=False)
    assert small == 32 << 20 and small % bench_overlap.CACHE_BYTES == 0


def test_spec_from_measurements_carries_the_rule_and_it_round_trips():
    raw = json.loads(((Path(__file__).resolve().parents[2]) / "microbench/results/vm-20261122T024355Z.json").read_text())
    old, _ = spec_from_measurements(raw, name="x")  # a run from before: fields absent
    assert old.level_overlap is None and old.memory_rule is None
    assert "level_overlap = " not in spec_to_toml(old)
    raw["level_overlap"] = OVERLAPPING
    spec, _ = spec_from_measurements(raw, name="x")
    # the one-thread verdict is recorded, not made the model's rule (bench_overlap.spec_fields)
    assert spec.memory_rule is None and spec.level_overlap == pytest.approx(0.1)
    assert spec.extra["measured"]["overlap_t_mem_s"]["median"] == 12.0
    assert spec.extra["fit"]["level_overlap"]["fastest_s"] == [3.0, 12.0, 12.3]
    assert spec.extra["fit"]["level_overlap"]["memory_rule"] == "max"
    assert "rule 'max'" in spec.provenance.notes
    text = spec_to_toml(spec)
    assert "level_overlap = 0.1" in text and "\nmemory_rule = " not in text.split("[extra")[0]
    back = parse_spec_text(text)
    assert back == spec and back.memory_rule is None and back.level_overlap == spec.level_overlap
    # a rule written by hand into a spec is kept and round-trips
    hand = parse_spec_text(text.replace("level_overlap = 0.1", 'level_overlap = 0.1\nmemory_rule = "max"', 1))
    assert hand.memory_rule == "max"


def test_old_specs_load_without_the_fields_and_bad_values_are_refused(valid_doc):
    for f in sorted(SHIPPED.glob("*.toml")):
        spec = load_spec(f)
        assert spec.memory_rule is None or spec.memory_rule in ("sum", "max"), f
    assert "memory_rule" not in valid_doc["memory"]
    assert spec_from_document(valid_doc).memory_rule is None
    valid_doc["memory"]["memory_rule"] = "sum"
    valid_doc["memory"]["level_overlap"] = 0.93
    spec = spec_from_document(valid_doc)
    assert spec.memory_rule == "sum" and spec.level_overlap == 0.93
    for key, bad, said in (
        ("memory_rule", "mean", "one of 'sum', 'max'"),
        ("level_overlap", 1.5, "a number from 0 to 1"),
        ("level_overlap", math.nan, "a finite number"),
    ):
        doc = json.loads(json.dumps(valid_doc))
        doc["memory"][key] = bad
        with pytest.raises(InputError, match=f"memory.{key}: expected {said}"):
            spec_from_document(doc)


@needs_cc
def test_a_tiny_real_measurement_gives_finite_positive_times(tmp_path):
    from automatch.arch.bench.cpukernels import Kernels, compile_kernels

    k = Kernels(compile_kernels(tmp_path))
    lines: list[str] = []
    raw = bench_overlap.measure_overlap(
        k, reps=2, mem_bytes=1 << 20, cache_bytes=1 << 14, sub_runs=2, log=lines.append
    )
    assert raw["elements"] == (1 << 20) // 8 and len(raw["seconds"]) == 2
    assert 1 <= raw["c_per_m"] <= bench_overlap.MAX_C_PER_M and len(raw["calibration"]) == 2
    for row in raw["seconds"]:
        assert len(row) == 3 and all(math.isfinite(t) and t > 0 for t in row)
    f = bench_overlap.fit_overlap(raw)
    assert math.isfinite(f.ratio) and 0.0 <= f.level_overlap <= 1.0
    assert lines and "r = " in lines[0]
    fixed = bench_overlap.measure_overlap(
        k, reps=1, mem_bytes=1 << 20, cache_bytes=1 << 14, sub_runs=1, c_per_m=4
    )
    assert fixed["c_per_m"] == 4 and "calibration" not in fixed
    assert all(math.isfinite(t) and t > 0 for t in fixed["seconds"][0])
    with pytest.raises(ValueError, match="multiple of 256"):
        bench_overlap.measure_overlap(k, reps=1, mem_bytes=1 << 20, cache_bytes=100)
