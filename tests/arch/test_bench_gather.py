"""Irregular-access costs per level (automatch/arch/bench/gather.py).

The working sets and the fit are pure and tested on hand-written records; the spec
fields round-trip through TOML, old specs and raw runs load without them, and a spec
with one of the pair is refused; one tiny real measurement on this machine checks only
that the figures are finite and positive (no timing thresholds).
"""

from __future__ import annotations

import json
import math
import shutil
import tempfile
from pathlib import Path

import pytest

from automatch.arch.bench import gather as bench_gather
from automatch.arch.bench.cpukernels import Kernels, compile_kernels
from automatch.arch.fit.cpu import spec_from_measurements
from automatch.arch.spec.files import parse_spec_text, spec_to_toml
from automatch.arch.spec.search import shipped_specs_dir
from automatch.errors import InputError

needs_cc = pytest.mark.skipif(
    not any(shutil.which(c) for c in ("cc", "gcc", "clang")), reason="no C compiler"
)
SHIPPED = shipped_specs_dir()
assert SHIPPED is not None
RAW_RUN = (Path(__file__).resolve().parents[2]) / "microbench/results/vm-20261122T024355Z.json"


def test_working_sets_sit_in_the_middle_of_each_level():
    # 32 KiB L1 and 1 MiB L2 per core, a 32 MiB L3 shared, 2 threads: L2 between 64 KiB
    # and 2 MiB of private caches -> sqrt(2^16 x 2^21); L3 between 2 and 32 MiB -> 8 MiB;
    # DRAM max(8 x 32 MiB, 256 MiB) = 256 MiB, and never above max_bytes
    caches = [(1, 32 << 10, False), (2, 1 << 20, False), (3, 32 << 20, True)]
    sets = bench_gather.working_sets(caches, 2, 512 << 20)
    assert sets == {"L2": int(math.sqrt(2**16 * 2**21)), "L3": 8 << 20, "DRAM": 256 << 20}
    assert bench_gather.working_sets(caches, 2, 64 << 20)["DRAM"] == 64 << 20
    assert bench_gather.working_sets([(1, 48 << 10, False)], 4, 1 << 40) == {"DRAM": 256 << 20}


def _raw(one: list[float], team: list[float], strided: bool = False) -> dict:
    raw = {"kernel": "test", "threads": 2, "levels": {
        "L3": {"bytes": 8 << 20, "seconds_per_access_1t": [1e-9, 1.2e-9, 0.9e-9],
               "seconds_per_access_all": [0.5e-9, 0.4e-9, 0.6e-9]},
        "DRAM": {"bytes": 256 << 20, "seconds_per_access_1t": one,
                 "seconds_per_access_all": team}}}
    if strided:  # the strided walk, measured since 2026-11-26's third session
        raw["levels"]["DRAM"].update(strided_1t=[8e-9, 9e-9, 7e-9], strided_all=[4e-9] * 3)
    return raw


def test_fit_takes_medians_and_clamps_a_team_slower_than_one_thread():
    warnings: list[str] = []
    fitted = bench_gather.fit_levels(_raw([1e-8, 1.1e-8, 0.9e-8], [5e-9, 6e-9, 4e-9]), warnings)
    assert fitted["L3"][0].median == 1e-9 and fitted["L3"][1].median == 0.5e-9
    assert fitted["DRAM"][0].median == 1e-8 and fitted["DRAM"][1].median == 5e-9
    assert warnings == []
    slow = bench_gather.fit_levels(_raw([1e-8] * 3, [2e-8, 2.1e-8, 1.9e-8]), warnings)
    assert slow["DRAM"][1].median == 1e-8  # taken as the one-thread figure...
    assert len(warnings) == 1 and "DRAM irregular_access_all_s" in warnings[0]  # ...and said
    assert bench_gather.fit_levels(None, warnings) == {}
    # the strided walk: its own keys, absent from raw runs before it was measured
    assert bench_gather.fit_levels(_raw([1e-8] * 3, [5e-9] * 3), warnings, "strided") == {}
    walk = bench_gather.fit_levels(_raw([1e-8] * 3, [5e-9] * 3, True), warnings, "strided")
    assert set(walk) == {"DRAM"} and walk["DRAM"][0].median == 8e-9
    assert walk["DRAM"][1].median == 4e-9


def test_spec_levels_carry_the_figures_and_round_trip():
    raw = json.loads(RAW_RUN.read_text())
    old, _ = spec_from_measurements(raw, name="x")  # a run from before: fields absent
    assert all(lv.irregular_access_all_s == 0.0 for lv in old.levels)
    assert "irregular_access" not in spec_to_toml(old)
    raw["gather"] = _raw([1e-8, 1.1e-8, 0.9e-8], [5e-9, 6e-9, 4e-9])
    spec, _ = spec_from_measurements(raw, name="x")
    by_name = {lv.name: lv for lv in spec.levels}
    assert by_name["DRAM"].irregular_access_1t_s == 1e-8
    assert by_name["DRAM"].irregular_access_all_s == 5e-9
    assert by_name["L1"].irregular_access_all_s == 0.0  # the issue level: never charged
    assert spec.extra["measured"]["dram_irregular_access_all_s"]["median"] == 5e-9
    back = parse_spec_text(spec_to_toml(spec))
    assert back == spec
    assert all(lv.strided_access_all_s == 0.0 for lv in spec.levels)
    raw["gather"] = _raw([1e-8] * 3, [5e-9] * 3, strided=True)
    walked, _ = spec_from_measurements(raw, name="x")
    dram = {lv.name: lv for lv in walked.levels}["DRAM"]
    assert (dram.strided_access_1t_s, dram.strided_access_all_s) == (8e-9, 4e-9)
    assert parse_spec_text(spec_to_toml(walked)) == walked
    text = spec_to_toml(walked)
    with pytest.raises(InputError, match="strided_access"):
        parse_spec_text(text.replace("strided_access_all_s = 4e-09\n", "\n", 1))


def test_a_level_with_one_figure_of_the_pair_is_refused():
    raw = json.loads(RAW_RUN.read_text())
    raw["gather"] = _raw([1e-8] * 3, [5e-9] * 3)
    text = spec_to_toml(spec_from_measurements(raw, name="x")[0])
    broken = text.replace("irregular_access_all_s = 5e-09\n", "\n", 1)
    assert broken != text
    with pytest.raises(InputError, match="irregular_access"):
        parse_spec_text(broken)


@needs_cc
def test_a_tiny_real_gather_gives_finite_positive_times():
    with tempfile.TemporaryDirectory() as tmp:
        k = Kernels(compile_kernels(Path(tmp)))
        for threads in (1, 2):
            times = k.gather(1 << 20, 4, 2, threads)
            assert len(times) == 2 and all(math.isfinite(t) and t > 0 for t in times)
        with pytest.raises(InputError, match="gather"):
            k.gather(1024, 4, 1, 1)  # fewer than 64 lines per thread
        for threads in (1, 2):
            times = k.strided(1 << 20, 2, 2, threads)
            assert len(times) == 2 and all(math.isfinite(t) and t > 0 for t in times)
        with pytest.raises(InputError, match="strided"):
            k.strided(16 << 10, 2, 1, 1)  # fewer than 512 lines per thread


@needs_cc
def test_measure_skips_the_strided_walk_where_a_thread_s_section_is_too_small():
    """A level whose working set gives each thread fewer than STRIDED_MIN_LINES lines gets
    the random gather only (no strided figure, no failure); a larger one gets both."""
    with tempfile.TemporaryDirectory() as tmp:
        k = Kernels(compile_kernels(Path(tmp)))
        small = 2 * 64 * (bench_gather.STRIDED_MIN_LINES // 2)  # half the lines per thread
        raw = bench_gather.measure(k, {"L2": small, "L3": 1 << 20}, 2, 1, True)
    assert "strided_1t" not in raw["levels"]["L2"] and "strided_all" not in raw["levels"]["L2"]
    assert len(raw["levels"]["L3"]["strided_all"]) == 1
    fitted = bench_gather.fit_levels(raw, [], "strided")
    assert set(fitted) == {"L3"} and fitted["L3"][0].median > 0


def _walk_raw(small, huge, pages=(256, 512, 1024, 2048, 4096)):
    return {"pages": list(pages), "small_s": [[s, s] for s in small],
            "huge_s": [[h, h] for h in huge]}


def test_pagewalk_fit_finds_the_reach_and_the_cost_beyond_it():
    # 4 KiB and 2 MiB pages alike up to 1024 pages (0.01 ns apart), then 1.0, 1.2, 1.1 ns
    raw = _walk_raw([0.30e-9, 0.31e-9, 0.32e-9, 1.40e-9, 2.90e-9],
                    [0.30e-9, 0.30e-9, 0.31e-9, 0.40e-9, 1.70e-9])
    reach, cost = bench_gather.fit_pagewalk(raw)
    assert reach == 1024
    assert cost.median == pytest.approx(1.1e-9)  # the median of 1.0 and 1.2
    # no step (no huge pages from the OS): no figures, and the spec has none
    flat = _walk_raw([1e-9] * 5, [1e-9] * 5)
    assert bench_gather.fit_pagewalk(flat) is None
    # a step at the sweep's last point: the reach is the point before it
    late = _walk_raw([0.3e-9] * 4 + [2e-9], [0.3e-9] * 5)
    assert bench_gather.fit_pagewalk(late)[0] == 2048
    # missing already at the first point: the sweep shows no reach
    assert bench_gather.fit_pagewalk(_walk_raw([2e-9] * 5, [0.3e-9] * 5)) is None
    assert bench_gather.fit_pagewalk(None) is None


def test_pagewalk_refined_counts_move_the_reach_within_its_bracket():
    # the doubling sweep: alike up to 1024 pages, walks from 2048 (1.0, 1.2, 1.1 ns)
    raw = _walk_raw([0.30e-9, 0.31e-9, 0.32e-9, 1.40e-9, 2.90e-9],
                    [0.30e-9, 0.30e-9, 0.31e-9, 0.40e-9, 1.70e-9])
    # between 1024 and 2048: still alike at 1152..1536, walking from 1664 on; a noisy
    # 1920 that reads alike again does not count (the reach ends at the first step)
    pages = [1152, 1280, 1408, 1536, 1664, 1792, 1920]
    small = [0.32e-9] * 4 + [1.3e-9, 1.3e-9, 0.33e-9]
    raw["refine"] = {"pages": pages, "small_s": [[s, s] for s in small],
                     "huge_s": [[0.31e-9, 0.31e-9]] * 7}
    reach, cost = bench_gather.fit_pagewalk(raw)
    assert reach == 1536
    assert cost.median == pytest.approx(1.1e-9)  # from the doubling sweep alone
    # every refined count walking: the bracket's lower end stays the reach
    raw["refine"]["small_s"] = [[1.3e-9, 1.3e-9]] * 7
    assert bench_gather.fit_pagewalk(raw)[0] == 1024


@needs_cc
def test_measure_pagewalk_refines_between_the_bracket_s_ends():
    """A real (quick) sweep: where it finds a reach below its last count, the refined
    counts lie strictly inside the bracket, in multiples of 8 pages, each timed on both
    page sizes; the fitted reach is one of the counts measured."""
    with tempfile.TemporaryDirectory() as tmp:
        k = Kernels(compile_kernels(Path(tmp)))
        raw = bench_gather.measure_pagewalk(k, 2, 1, True)
    fitted = bench_gather.fit_pagewalk(raw)
    if fitted is None:
        assert "refine" not in raw
        pytest.skip("no step between 4 KiB and 2 MiB pages on this host (no huge pages?)")
    fine = raw["refine"]["pages"]
    lo = bench_gather.fit_pagewalk({k: v for k, v in raw.items() if k != "refine"})[0]
    assert len(fine) == bench_gather.PAGEWALK_REFINE - 1
    assert all(p % 8 == 0 and lo < p < 2 * lo for p in fine)
    assert len(raw["refine"]["small_s"]) == len(raw["refine"]["huge_s"]) == len(fine)
    assert fitted[0] in set(raw["pages"]) | set(fine)


def test_pagewalk_figures_reach_the_spec_and_round_trip():
    raw = json.loads(RAW_RUN.read_text())
    assert "pagewalk" not in raw  # a run from before it: the spec has no figures
    spec, _ = spec_from_measurements(raw)
    assert spec.tlb_pages is None and spec.page_walk_s is None
    raw["pagewalk"] = _walk_raw([0.30e-9, 0.31e-9, 0.32e-9, 1.40e-9, 2.90e-9],
                                [0.30e-9, 0.30e-9, 0.31e-9, 0.40e-9, 1.70e-9])
    spec, _ = spec_from_measurements(raw)
    assert spec.tlb_pages == 1024 and spec.page_walk_s == pytest.approx(1.1e-9)
    again = parse_spec_text(spec_to_toml(spec))
    assert again.tlb_pages == 1024 and again.page_walk_s == spec.page_walk_s


@needs_cc
def test_a_tiny_real_pagewalk_gives_finite_positive_times():
    with tempfile.TemporaryDirectory() as tmp:
        k = Kernels(compile_kernels(Path(tmp)))
        for huge in (False, True):
            times = k.pagewalk(64, huge, 2, 2, 2)
            assert len(times) == 2 and all(math.isfinite(t) and t > 0 for t in times)
        with pytest.raises(InputError, match="page walk"):
            k.pagewalk(12, False, 2, 1, 1)  # not a multiple of 8 pages
