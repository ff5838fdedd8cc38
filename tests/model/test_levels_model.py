"""The N-level memory terms of the default variant (issue 12), derived by hand."""

from __future__ import annotations

import dataclasses

import pytest
from am_builders import make_gpu, make_profile, make_spec

from automatch.analyses.profile import ReuseHistogram
from automatch.arch.spec import MemoryLevel
from automatch.model.ec import Breakdown, DeviceModel, ModelOptions, combine_level_times, level_hits


def test_hits_per_level_from_a_hand_made_histogram():
    # cold 10; d in [0,4): 100, [4,16): 50, [16,64): 40 (lines of 64 B)
    h = ReuseHistogram(line_bytes=64, cold=10, lower=(0, 4, 16), upper=(4, 16, 64),
                       counts=(100, 50, 40))
    # capacities 4 and 16 lines, then memory: 100 | 50 | 40 + 10 cold
    assert level_hits([h, h, h], [4, 16, 1e9], 200) == [100, 50, 50]
    # a capacity of 8 lines takes (8 - 4) / (16 - 4) of the [4,16) bin: 100 + 50/3
    hits = level_hits([h, h], [8, 1e9], 200)
    assert hits[0] == pytest.approx(100 + 50 / 3)
    assert hits[1] == pytest.approx(200 - 100 - 50 / 3)
    # a larger level never hits less than a smaller one (monotone cumulative hits)
    assert level_hits([h, h, h], [16, 4, 1e9], 200) == [150, 0, 50]


def test_sum_and_max_rules():
    assert combine_level_times([1.0, 2.0, 3.0], "sum") == 6.0
    assert combine_level_times([1.0, 2.0, 3.0], "max") == 3.0
    assert combine_level_times([], "max") == 0.0
    with pytest.raises(ValueError):
        combine_level_times([1.0], "mean")


def _three_level_spec():
    levels = (
        MemoryLevel("L1", 128, False, 64, 1e-9, 1e10, 8e10),  # 2 lines per core
        MemoryLevel("L2", 4096, True, 64, 1e-8, 1e11, 1e11),  # 64 lines, shared
        MemoryLevel("DRAM", 1 << 30, True, 64, 1e-7, 1e10, 1e10),
    )
    return dataclasses.replace(make_spec(), memory_levels=levels)


def test_default_variant_charges_each_level_with_its_bandwidth():
    # "small" profile: W = 1020, D = 15 -> mean parallelism 68, so all 8 cores are used;
    # L1 (private: the load/store issue level, ECM's T_nOL) serves every one of the 1000
    # accesses, 8 B each (the mean access), at its 8-thread bandwidth 8e10 divided by the
    # Amdahl factor of f_v 0.5 at 4 lanes (0.5 + 0.5 x 4 = 2.5): 3.2e10 B/s;
    # L2 64 lines: d in [16, 32) -> 300 hits; DRAM: 200 + 100 cold = 300.
    prof, spec = make_profile(), _three_level_spec()
    m = DeviceModel(prof, spec, ModelOptions("default"))
    lt = m.level_terms()
    assert [t.name for t in lt] == ["L1", "L2", "DRAM"]
    assert [t.hits for t in lt] == [1000, 300, 300]
    assert [t.bytes for t in lt] == [8000, 19200, 19200]
    assert [t.bandwidth_Bps for t in lt] == pytest.approx([3.2e10, 1e11, 1e10], rel=1e-12)
    # the estimate: one core's private level (each thread's reuse finds only its own
    # caches); the bound: the 8 cores' private levels together
    assert lt[0].capacity_bytes == 128
    assert m.level_terms(bound=True)[0].capacity_bytes == 128 * 8
    # fully vectorised, the L1 runs at its measured bandwidth
    assert m.level_terms(f_v=1.0)[0].bandwidth_Bps == 8e10
    bd = m.breakdown()
    alpha_f, alpha_s = spec.alpha_f_s, spec.alpha_s_s
    # latency is not charged per level of D in the default variant (it is in T_path)
    assert bd.fast_memory_s == pytest.approx(0 * alpha_f + 8000 / 3.2e10 + 19200 / 1e11)
    assert bd.slow_memory_s == pytest.approx(0 * alpha_s + 19200 / 1e10)
    assert bd.memory_rule == "sum"
    assert bd.bottleneck in ("fast_memory", "slow_memory") or bd.bottleneck_level == ""
    # JSON round trip keeps the per-level terms
    assert Breakdown.from_dict(bd.to_dict()) == bd


def test_one_thread_uses_the_single_thread_bandwidth_and_one_private_cache():
    # a chain: W = D, so one thread: L1 holds 2 lines, bandwidth 1e10 (/ 2.5 for f_v 0.5)
    prof = make_profile(widths=(1,), repeats=(15,))
    m = DeviceModel(prof, _three_level_spec(), ModelOptions("default"))
    lt = m.level_terms()
    assert lt[0].bandwidth_Bps == pytest.approx(1e10 / 2.5, rel=1e-12)
    assert lt[0].capacity_bytes == 128
    # L1 issues all 1000 accesses; L2 gets d in [2, 32): 300 (the [1,2) bin hit L1)
    assert [t.hits for t in lt] == [1000, 300, 300]


def test_a_v1_spec_gives_the_two_level_model_unchanged():
    # v1 figures = two shared levels, one bandwidth each: the same as before issue 12
    prof, spec = make_profile(), make_spec()
    bd = DeviceModel(prof, spec, ModelOptions("default")).breakdown()
    assert [t.name for t in bd.memory_levels] == ["LLC", "DRAM"]
    assert [t.hits for t in bd.memory_levels] == [700, 300]
    paper = DeviceModel(prof, _three_level_spec(), ModelOptions("paper")).breakdown()
    assert [t.name for t in paper.memory_levels] == ["LLC", "DRAM"]  # paper: 2 levels


def test_a_measured_max_rule_overlaps_the_levels():
    """A spec whose bench measured overlapping levels (memory_rule "max"): the memory
    time is the largest level's, and the arithmetic overlaps it (ECM), so EC = max(
    compute, max of the levels) + sync; without the field the levels add."""
    prof = make_profile()
    add = DeviceModel(prof, _three_level_spec(), ModelOptions("default"))
    mx = DeviceModel(prof, dataclasses.replace(_three_level_spec(), memory_rule="max"),
                     ModelOptions("default"))
    times = [t.time_s for t in add.level_terms()]
    ta, tm = add.terms(), mx.terms()
    assert ta["fast_memory"] + ta["slow_memory"] == pytest.approx(sum(times))
    assert tm["fast_memory"] == pytest.approx(max(times[:-1]))
    assert tm["time"] == pytest.approx(max(tm["compute"], max(times)) + tm["sync"])
    assert mx.breakdown().memory_rule == "max" and add.breakdown().memory_rule == "sum"
    # the lower bound overlaps the levels whatever the rule: both specs give the same
    tb = add.terms(bound=True)
    assert tb["time"] == pytest.approx(
        max(tb["compute"], max(times)) + tb["sync"])
    assert tb["time"] == pytest.approx(mx.terms(bound=True)["time"])
    assert tb["time"] < ta["time"]


def _writeback_spec(writebacks: bool):
    levels = tuple(
        dataclasses.replace(lv, writebacks=writebacks and k > 0)
        for k, lv in enumerate(_three_level_spec().memory_levels)
    )
    return dataclasses.replace(_three_level_spec(), memory_levels=levels)


def test_writebacks_charged_where_the_spec_counts_them():
    from automatch.analyses.profile import DistanceBins

    # the "small" histogram (all 8 cores: L1 16 lines in all, L2 64, then DRAM) with
    # write-back intervals: 60 stretches m = 0 -> d = 20 (evicted dirty from caches of
    # 1..20 lines), 30 with m = 0 -> d = 300, and 10 lines dirty at the end with m = 100
    base = make_profile()
    h = base.memory.reuse[0]
    h = dataclasses.replace(
        h,
        writeback_from=DistanceBins(lower=(0, 100), upper=(1, 101), counts=(90, 10)),
        writeback_until=DistanceBins(lower=(20, 300), upper=(21, 301), counts=(60, 30)),
    )
    assert h.writebacks(16) == 90 and h.writebacks(64) == 30 and h.writebacks(1e9) == 10
    prof = dataclasses.replace(base, memory=dataclasses.replace(base.memory, reuse=(h,)))
    lt = DeviceModel(prof, _writeback_spec(True), ModelOptions("default")).level_terms()
    # L2 absorbs L1's 90 dirty evictions but the 30 it evicts itself; DRAM those 30
    assert [t.writebacks for t in lt] == [0, 60, 30]
    assert [t.hits for t in lt] == [1000, 300, 300]
    assert [t.bytes for t in lt] == [8000, (300 + 60) * 64, (300 + 30) * 64]
    assert lt[2].time_s == pytest.approx(330 * 64 / 1e10)
    # a spec measured before write-backs were counted: the old accounting
    old = DeviceModel(prof, _writeback_spec(False), ModelOptions("default")).level_terms()
    assert [t.writebacks for t in old] == [0, 0, 0]
    assert [t.bytes for t in old] == [8000, 19200, 19200]
    # a profile without a write-back record: misses x stores / accesses (250 / 1000)
    est = DeviceModel(base, _writeback_spec(True), ModelOptions("default")).level_terms()
    assert [t.writebacks for t in est] == pytest.approx([0, 600 * 0.25 - 300 * 0.25, 75])


def test_a_kernel_without_work_uses_its_parallel_loops_threads():
    from automatch.model.levels import threads_used

    # a copy: no flops (W = D = 0) in a parallel loop of 4096 iterations per instance
    base = make_profile()
    copy = dataclasses.replace(base, loops=(dataclasses.replace(base.loops[1], instances=2,
                                                                iterations=8192),),
                               depth=0, parallelism=dataclasses.replace(base.parallelism,
                                                                        widths=(), repeats=()))
    assert threads_used(copy, 8, 0.0, 0.0) == 8
    assert threads_used(copy, 8192, 0.0, 0.0) == 4096
    # no parallel loop: one thread; with work, W / D as before
    seq = dataclasses.replace(copy, loops=(dataclasses.replace(copy.loops[0],
                                                               kind="sequential"),))
    assert threads_used(seq, 8, 0.0, 0.0) == 1
    assert threads_used(base, 8, 1020.0, 15.0) == 8 and threads_used(base, 100, 1020.0, 15.0) == 68
    m = DeviceModel(copy, _three_level_spec(), ModelOptions("default"))
    assert m.threads_used == 8


def test_end_to_end_bandwidths_charge_a_triad_what_it_measured():
    """A level measured end to end by bench cpu's triad (24 B issued at L1 per 32 B
    moved: issued_bytes_per_byte 0.75) is charged only what the triad took beyond its
    L1 issue, so the model predicts that triad at the measured rate; a transfer rate
    (0, a datasheet's) is charged whole."""
    from automatch.analyses.profile import DistanceBins

    n = 8000  # triad elements, working set in L2: per 8 elements (one line of a, b, c)
    # 24 accesses, 21 of them L1 hits and 3 L2 hits, and a's line written back to L2
    base = make_profile(lower=(1, 20), upper=(2, 21), counts=(21 * n // 8, 3 * n // 8), cold=0,
                        f_v=1.0)
    h = dataclasses.replace(
        base.memory.reuse[0],
        writeback_from=DistanceBins(lower=(0,), upper=(1,), counts=(n // 8,)),
        writeback_until=DistanceBins(lower=(20,), upper=(21,), counts=(n // 8,)))
    prof = dataclasses.replace(base, memory=dataclasses.replace(base.memory, reuse=(h,)))

    def spec(issued: float):
        levels = (
            MemoryLevel("L1", 128, False, 64, 1e-9, 3e10, 2.4e11),
            MemoryLevel("L2", 4096, True, 64, 1e-8, 1e11, 1e11, writebacks=True,
                        issued_bytes_per_byte=issued),
            MemoryLevel("DRAM", 1 << 30, True, 64, 1e-7, 1e10, 1e10, writebacks=True,
                        issued_bytes_per_byte=issued),
        )
        return dataclasses.replace(make_spec(), memory_levels=levels)

    m = DeviceModel(prof, spec(0.75), ModelOptions("default"))
    lt = m.level_terms()
    assert [t.hits for t in lt] == [3 * n, 3 * n // 8, 0]
    assert [t.writebacks for t in lt] == [0, n // 8, 0]
    assert lt[1].bandwidth_Bps == pytest.approx(1 / (1 / 1e11 - 0.75 / 2.4e11), rel=1e-12)
    assert lt[0].time_s + lt[1].time_s == pytest.approx(n * 32 / 1e11, rel=1e-12)
    assert m.breakdown().fast_memory_s == pytest.approx(n * 32 / 1e11, rel=1e-12)
    whole = DeviceModel(prof, spec(0.0), ModelOptions("default")).level_terms()
    assert whole[1].bandwidth_Bps == 1e11
    assert whole[0].time_s + whole[1].time_s == pytest.approx(n * 24 / 2.4e11 + n * 32 / 1e11)


def test_transfer_bandwidth_keeps_a_share_when_noise_makes_a_level_look_free():
    from automatch.model.levels import MIN_TRANSFER_SHARE, transfer_bandwidth

    assert transfer_bandwidth(1e11, 2e11, 0.0) == 1e11
    assert transfer_bandwidth(1e11, 2e11, 0.5) == pytest.approx(1 / (1e-11 - 0.25e-11))
    # a level measured as fast as the issue itself: at most 1 / MIN_TRANSFER_SHARE cheaper
    assert transfer_bandwidth(2e11, 2e11, 1.0) == pytest.approx(2e11 / MIN_TRANSFER_SHARE)


def test_a_hit_curve_mixes_capacities():
    """L2 (shared, 64 lines) with a measured hit curve (16 lines 1.0, 256 lines 0.5,
    1024 lines 0): a share holds from its point up to the next, so distances below 256
    lines all hit, [256, 1024) half, none beyond. The "small" histogram's accesses at
    [16, 32) (300) are L2 hits, those at [256, 512) (200) half L2 hits, half DRAM, the
    100 cold ones DRAM; the L1 hits (the [1, 2) bin) are unchanged."""
    curve = ((16 * 64, 1.0), (256 * 64, 0.5), (1024 * 64, 0.0))
    spec = _three_level_spec()
    levels = (spec.memory_levels[0], dataclasses.replace(spec.memory_levels[1], hit_curve=curve),
              spec.memory_levels[2])
    m = DeviceModel(make_profile(), dataclasses.replace(spec, memory_levels=levels),
                    ModelOptions("default"))
    lt = m.level_terms()
    assert [t.hits for t in lt] == pytest.approx([1000, 400, 200])
    from automatch.model.levels import CurveHistogram

    h = make_profile().memory.reuse[0]
    # 0.5 x Q(< 256 lines) + 0.5 x Q(< 1024 lines): 0.5 x 700 + 0.5 x 900
    assert CurveHistogram(h, curve, 64.0).q_fast(123.0) == pytest.approx(800)
    assert CurveHistogram(h, curve, 64.0, scale=4.0).q_fast(0.0) == pytest.approx(900)


def _irregular_case(measured: bool):
    """make_profile's histogram with an irregular part: d in [16, 32): 100 of the 300,
    [256, 512): 50 of the 200, cold 20 of the 100."""
    from automatch.analyses.profile import DistanceBins

    prof = make_profile()
    (h,) = prof.memory.reuse
    h = dataclasses.replace(h, irregular=DistanceBins((16, 256), (32, 512), (100, 50)),
                            irregular_cold=20)
    prof = dataclasses.replace(prof, memory=dataclasses.replace(prof.memory, reuse=(h,)))
    spec = _three_level_spec()
    if measured:  # seconds per irregular access: (1 thread, all 8 threads)
        lv = spec.memory_levels
        spec = dataclasses.replace(spec, memory_levels=(
            lv[0], dataclasses.replace(lv[1], irregular_access_1t_s=4e-9,
                                       irregular_access_all_s=2e-9),
            dataclasses.replace(lv[2], irregular_access_1t_s=2e-8, irregular_access_all_s=1e-8)))
    return prof, spec


def test_irregular_accesses_cost_the_measured_rate_where_slower_than_the_line():
    # 8 threads (all cores): L1 holds 16 lines, L2 64. Irregular hits: L1 none (the issue
    # level charges none), L2 the 100 of [16, 32), DRAM 50 + 20 cold = 70. A line costs
    # 64 / 1e11 = 0.64 ns at L2 and 6.4 ns at DRAM; an irregular access 2 ns and 10 ns:
    # 1.36 ns and 3.6 ns more each.
    prof, spec = _irregular_case(measured=True)
    lt = DeviceModel(prof, spec, ModelOptions("default")).level_terms()
    assert [t.irregular for t in lt] == [0, 100, 70]
    assert [t.hits for t in lt] == [1000, 300, 300]
    assert lt[1].time_s == pytest.approx(19200 / 1e11 + 100 * (2e-9 - 6.4e-10))
    assert lt[2].time_s == pytest.approx(19200 / 1e10 + 70 * (1e-8 - 6.4e-9))
    half = DeviceModel(prof, spec, ModelOptions("default")).level_terms(x=0.5)
    assert half[2].time_s == pytest.approx(lt[2].time_s / 2)
    assert half[2].irregular == 35


def test_irregular_hits_past_the_translation_reach_pay_a_page_walk_each():
    """The 100 irregular L2 hits at distances [16, 32) lines: with a reach of 16 pages
    every one is a page walk (1 ns each, L2's time grows by 100 ns); with a reach of 32
    none is; the DRAM ones (50 + 20 cold) never are (the gather measured there holds
    the walk). The bound (attainable: huge pages) has none."""
    prof, spec = _irregular_case(measured=True)
    base = DeviceModel(prof, spec, ModelOptions("default"))
    lt0 = base.level_terms()
    walk = DeviceModel(prof, dataclasses.replace(spec, tlb_pages=16, page_walk_s=1e-9),
                       ModelOptions("default"))
    lt = walk.level_terms()
    assert lt[1].time_s == pytest.approx(lt0[1].time_s + 100 * 1e-9)
    assert lt[0].time_s == lt0[0].time_s and lt[2].time_s == lt0[2].time_s
    assert walk.level_terms(x=0.5)[1].time_s == pytest.approx(lt[1].time_s / 2)
    assert walk.breakdown().time_low_s == base.breakdown().time_low_s
    far = DeviceModel(prof, dataclasses.replace(spec, tlb_pages=32, page_walk_s=1e-9),
                      ModelOptions("default")).level_terms()
    assert [t.time_s for t in far] == [t.time_s for t in lt0]


def test_irregular_accesses_change_nothing_unless_both_sides_recorded_them():
    base = DeviceModel(make_profile(), _three_level_spec(), ModelOptions("default")).level_terms()
    flagged, unmeasured = _irregular_case(measured=False)  # a spec without the figures
    _, measured = _irregular_case(measured=True)
    for prof, spec in ((flagged, unmeasured), (make_profile(), measured)):  # an old profile
        lt = DeviceModel(prof, spec, ModelOptions("default")).level_terms()
        assert [t.time_s for t in lt] == pytest.approx([t.time_s for t in base])
        assert all(t.irregular == 0 for t in lt)


def test_strided_accesses_cost_their_own_measured_rate_beside_the_irregular_ones():
    """The strided histogram (d in [16, 32): 60 of the 300 besides the 100 irregular
    ones, [256, 512): 30, cold 10) goes through the hierarchy like the irregular one:
    L2 serves 60 strided hits, DRAM 30 + 10 cold = 40; each costs the level's strided
    rate (8 threads: 1 ns at L2, 8 ns at DRAM) beyond its line (0.64 ns, 6.4 ns); the
    irregular ones keep their own rate; a spec without the strided figures charges
    them nothing extra."""
    from automatch.analyses.profile import DistanceBins

    prof, spec = _irregular_case(measured=True)
    (h,) = prof.memory.reuse
    h = dataclasses.replace(h, strided=DistanceBins((16, 256), (32, 512), (60, 30)),
                            strided_cold=10)
    prof = dataclasses.replace(prof, memory=dataclasses.replace(prof.memory, reuse=(h,)))
    lv = spec.memory_levels
    timed = dataclasses.replace(spec, memory_levels=(
        lv[0], dataclasses.replace(lv[1], strided_access_1t_s=2e-9, strided_access_all_s=1e-9),
        dataclasses.replace(lv[2], strided_access_1t_s=1.6e-8, strided_access_all_s=8e-9)))
    lt = DeviceModel(prof, timed, ModelOptions("default")).level_terms()
    assert [t.strided for t in lt] == [0, 60, 40] and [t.irregular for t in lt] == [0, 100, 70]
    assert lt[1].time_s == pytest.approx(19200 / 1e11 + 100 * (2e-9 - 6.4e-10)
                                         + 60 * (1e-9 - 6.4e-10))
    assert lt[2].time_s == pytest.approx(19200 / 1e10 + 70 * (1e-8 - 6.4e-9)
                                         + 40 * (8e-9 - 6.4e-9))
    untimed = DeviceModel(prof, spec, ModelOptions("default")).level_terms()
    assert all(t.strided == 0 for t in untimed)
    assert [t.time_s for t in untimed] == pytest.approx(
        [t.time_s for t in DeviceModel(_irregular_case(True)[0], spec,
                                       ModelOptions("default")).level_terms()])


def test_irregular_rate_between_one_and_all_threads():
    lv = MemoryLevel("DRAM", 1 << 30, True, 64, 1e-7, 1e10, 1e10,
                     irregular_access_1t_s=2e-8, irregular_access_all_s=1e-8)
    assert lv.irregular_access_for(1, 8) == 2e-8
    assert lv.irregular_access_for(8, 8) == pytest.approx(1e-8)
    # rates are linear: 4.5 of 8 threads -> 1/2e-8 + 0.5 x (1/1e-8 - 1/2e-8) per second
    assert lv.irregular_access_for(4.5, 8) == pytest.approx(1 / (5e7 + 0.5 * 5e7))
    assert MemoryLevel("L2", 1, True, 64, 1e-9, 1e10, 1e10).irregular_access_for(8, 8) == 0.0


def test_advice_names_irregular_accesses_when_they_take_a_quarter_of_the_time():
    from automatch.decide.advice import advice, irregular_s
    from automatch.model.predict import predict

    prof, spec = _irregular_case(measured=True)
    slow = dataclasses.replace(spec, memory_levels=spec.memory_levels[:2] + (
        dataclasses.replace(spec.memory_levels[2], irregular_access_all_s=1e-6,
                            irregular_access_1t_s=2e-6),))  # 1 us per irregular DRAM access
    (p,) = predict(prof, [slow])
    # the extra beyond the lines: L2 100 x (2 ns - 0.64 ns), DRAM 70 x (1 us - 6.4 ns)
    assert irregular_s(p) == pytest.approx(100 * (2e-9 - 6.4e-10) + 70 * (1e-6 - 6.4e-9))
    assert p.breakdown.bottleneck == "slow_memory"
    said = [s for s in advice(prof, [p]) if "column walks, gathers, scatters" in s]
    assert len(said) == 1 and "mostly" not in said[0]  # no sites recorded: none named
    from automatch.analyses.profile import IrregularSite

    sites = (IrregularSite("k", 43, False, 900), IrregularSite("k", 50, True, 100))
    named = dataclasses.replace(prof, memory=dataclasses.replace(prof.memory,
                                                                 irregular_sites=sites))
    said = [s for s in advice(named, [p]) if "column walks" in s]
    assert "mostly the loads at line 43 of k()" in said[0] and "line 50" not in said[0]
    (q,) = predict(prof, [_irregular_case(measured=False)[1]])
    assert irregular_s(q) == 0.0
    assert not any("column walks" in s for s in advice(prof, [q]))


def test_estimate_counts_one_cores_private_cache_the_bound_all_of_them():
    # 400 reuses at 4-8 lines: they miss one core's 2-line L1 but fit the 8 cores' 16
    # lines together. The estimate sends them to L2 (a thread's reuse within its share of
    # a parallel loop finds only its own core's caches: 700 L2 hits = the 400 and the 300
    # at 16-32 lines); the bound keeps them in the L1s, the favourable case (300)
    prof = make_profile(lower=(4, 16, 256), upper=(8, 32, 512))
    m = DeviceModel(prof, _three_level_spec(), ModelOptions("default"))
    assert [t.hits for t in m.level_terms()][1:] == [700, 300]
    assert [t.hits for t in m.level_terms(bound=True)][1:] == [300, 300]
    # the bound's memory time is the largest level time with those hits
    assert m.terms(bound=True)["time"] <= m.terms()["time"]
    # a GPU keeps one view: its levels are the device's, not a core's
    gpu = DeviceModel(prof, make_gpu(), ModelOptions("default"))
    assert [t.hits for t in gpu.level_terms()] == [t.hits for t in gpu.level_terms(bound=True)]
