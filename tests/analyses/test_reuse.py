"""Exact LRU stack distance: the numba analyser against the paper's BST reference."""

from __future__ import annotations

import numpy as np
import pytest
import reference_reuse as ref  # tests/analyses, on the path under pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from automatch.analyses.profile import ReuseHistogram
from automatch.analyses.reuse import stack_distance as reuse_module
from automatch.analyses.reuse.stack_distance import ReuseAnalyzer, bin_edges
from automatch.errors import InputError


def _bins(h: ReuseHistogram) -> dict[tuple[int, int], int]:
    return {(lo, hi): c for lo, hi, c in zip(h.lower, h.upper, h.counts, strict=True)}


def _run(addrs, sizes, line_sizes, splits=(), **kw) -> ReuseAnalyzer:
    a = np.asarray(addrs, dtype=np.uint64)
    s = np.asarray(sizes, dtype=np.uint8)
    ra = ReuseAnalyzer(line_sizes=line_sizes, **kw)
    cuts = [0, *sorted(set(splits)), len(a)]
    for lo, hi in zip(cuts[:-1], cuts[1:], strict=True):
        # a batch buffer larger than n: only the first n entries count
        pad = 3
        ba = np.concatenate([a[lo:hi], np.full(pad, 12345, dtype=np.uint64)])
        bs = np.concatenate([s[lo:hi], np.full(pad, 8, dtype=np.uint8)])
        ra.consume(ba, bs, hi - lo)
    return ra


def _check_against_reference(addrs, sizes, line_sizes, ra: ReuseAnalyzer, bpo=8):
    hists = ra.result()
    assert tuple(h.line_bytes for h in hists) == tuple(line_sizes)
    for h in hists:
        lines = ref.line_trace(addrs, sizes, h.line_bytes)
        cold, bins = ref.histogram(ref.stack_distances(lines), bpo)
        assert h.cold == cold
        assert _bins(h) == bins
        assert h.accesses == len(lines)
        assert ra.footprint_lines(h.line_bytes) == len(set(lines)) == h.cold
        assert h.sampled_rate == 1.0
        assert h.bins_per_octave == bpo


def test_fig5_ten_reference_example():
    # The text of the paper lost Fig. 5's trace; this is a hand-derived 10-reference
    # trace A B C A C B D A B B with distances inf inf inf 2 1 2 inf 3 2 0.
    a, b, c, d = 0, 64, 128, 192
    addrs = [a, b, c, a, c, b, d, a, b, b]
    sizes = [8] * 10
    lines = ref.line_trace(addrs, sizes, 64)
    assert ref.stack_distances(lines) == [-1, -1, -1, 2, 1, 2, -1, 3, 2, 0]
    ra = _run(addrs, sizes, (64,))
    (h,) = ra.result()
    assert h.cold == 4
    assert _bins(h) == {(0, 1): 1, (1, 2): 1, (2, 3): 3, (3, 4): 1}
    assert ra.footprint_lines(64) == 4
    # Q_f(Z) counts d < Z: a 3-line cache holds the reuses at 0, 1, 2, 2, 2
    assert h.q_fast(3) == 5
    assert h.q_slow(3) == 5
    # 128-byte lines: A,B share line 0 and C,D line 1 -> inf 0 inf 1 1 1 1 1 0 0
    ra = _run(addrs, sizes, (128,))
    (h,) = ra.result()
    assert h.cold == 2
    assert _bins(h) == {(0, 1): 3, (1, 2): 5}


def test_straddling_access_counts_each_line():
    # 8 bytes at 60 touch lines 0 and 1 of 64 bytes; 200 bytes at 0 touch 7 32-byte lines
    ra = _run([60, 60, 0], [8, 8, 200], (32, 64))
    h32, h64 = ra.result()
    assert h64.accesses == 2 + 2 + 4
    assert h64.cold == 4
    assert h32.accesses == 2 + 2 + 7
    _check_against_reference([60, 60, 0], [8, 8, 200], (32, 64), ra)


def test_bin_edges_exact_then_log():
    lower, upper = bin_edges(8)
    assert list(lower[:17]) == list(range(17))
    assert upper[16] == 18 and lower[23] == 30 and upper[23] == 32
    assert lower[24] == 32 and upper[24] == 36
    assert np.all(lower[1:] == upper[:-1])
    assert np.all((upper - lower) * 8 <= np.maximum(lower, 8))
    for d in [0, 5, 15, 16, 17, 31, 32, 33, 100, 1000, 12345, 2**40 + 7]:
        lo, hi = ref.distance_bin(d, 8)
        k = int(np.searchsorted(upper, d, side="right"))
        assert (lower[k], upper[k]) == (lo, hi)
        assert lo <= d < hi


def _trace_strategy():
    @st.composite
    def trace(draw):
        n = draw(st.integers(1, 400))
        nlines = draw(st.integers(1, 40))
        base = draw(st.sampled_from([0, 4096, 2**40, 2**62, 2**63 - 48 * nlines - 64]))
        idx = draw(st.lists(st.integers(0, nlines - 1), min_size=n, max_size=n))
        offs = draw(st.lists(st.integers(0, 63), min_size=n, max_size=n))
        sizes = draw(st.lists(st.sampled_from([1, 4, 8, 16, 32, 64]), min_size=n, max_size=n))
        addrs = [base + 48 * i + o for i, o in zip(idx, offs, strict=True)]
        splits = draw(st.lists(st.integers(0, n), max_size=5))
        return addrs, sizes, splits

    return trace()


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    _trace_strategy(),
    st.sampled_from([(32, 64, 128), (64,), (8, 256)]),
    st.sampled_from([None, True, False]),
)
def test_matches_reference_on_random_traces(trace, line_sizes, prefetch):
    # prefetch=True forces the chunked kernel, False the access-by-access one
    addrs, sizes, splits = trace
    ra = _run(addrs, sizes, line_sizes, splits, prefetch=prefetch)
    _check_against_reference(addrs, sizes, line_sizes, ra)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_trace_strategy(), st.sampled_from([8, 16]), st.sampled_from([0, 1, 2, 16]))
def test_compaction_with_tiny_time_space(trace, bpo, tail_words):
    # tail_words=0 puts every word but the newest in the count tree
    addrs, sizes, splits = trace
    ra = _run(
        addrs,
        sizes,
        (16, 64),
        splits,
        initial_time_space=1,
        bins_per_octave=bpo,
        tail_words=tail_words,
    )
    _check_against_reference(addrs, sizes, (16, 64), ra, bpo)


@pytest.mark.parametrize("roomy", [None, 1024], ids=["4x-live", "4x-then-2x"])
def test_compaction_and_growth_long_trace(roomy, monkeypatch):
    # many compactions (no growth) and page/directory growth, scattered pages; with a
    # small roomy limit the time space drops from 4x to 2x the live lines on the way
    if roomy is not None:
        monkeypatch.setattr(reuse_module, "_ROOMY_TIME_SPACE", roomy)
    # one line a page: the time space following the page pool would compact too rarely
    monkeypatch.setattr(reuse_module, "_POOL_PER_TIME", 1 << 40)
    rng = np.random.default_rng(7)
    lines = rng.zipf(1.3, size=60000) % 600  # a compaction every ~3 x 600 accesses
    pages = rng.integers(0, 2**30, size=3000)
    addrs = (pages[lines] * 65536 + (lines % 16) * 64).astype(np.uint64)
    sizes = np.full(addrs.shape, 8, dtype=np.uint8)
    for prefetch in (False, True):
        ra = _run(
            addrs, sizes, (64, 128), splits=[5000, 5001, 17000], initial_time_space=64,
            prefetch=prefetch,
        )  # fmt: skip
        assert all(st.compactions > 10 for st in ra._states)
        # more compactions than the time space can have doubled: most renumbered the
        # times in place (reuse._LineState.compact), and the results are the reference's
        assert all(st.compactions > int(st.sc[1]).bit_length() for st in ra._states)
        _check_against_reference(addrs.tolist(), sizes.tolist(), (64, 128), ra)


def test_tail_and_fenwick_paths_long_distances():
    # cyclic sweeps over 5000 lines: every reuse is at distance 4999 (count-tree path)
    # then a short cycle (tail path)
    a1 = np.tile(np.arange(5000, dtype=np.uint64) * 64, 3)
    a2 = np.tile(np.arange(7, dtype=np.uint64) * 64, 50)
    addrs = np.concatenate([a1, a2])
    sizes = np.full(addrs.shape, 8, dtype=np.uint8)
    ra = _run(addrs, sizes, (64,), splits=[777], initial_time_space=64)
    (h,) = ra.result()
    assert h.cold == 5000
    _check_against_reference(addrs.tolist(), sizes.tolist(), (64,), ra)


def test_cold_equals_footprint_and_memory_bounded():
    # large scattered footprint: switches to the chunked prefetching kernel (auto)
    rng = np.random.default_rng(3)
    ra = ReuseAnalyzer(line_sizes=(32, 64, 128))
    forced = ReuseAnalyzer(line_sizes=(32, 64, 128), prefetch=False)
    for _ in range(20):
        addrs = rng.integers(0, 1 << 23, size=50000).astype(np.uint64)
        ra.consume(addrs, np.full(addrs.shape, 8, dtype=np.uint8), addrs.shape[0])
        forced.consume(addrs, np.full(addrs.shape, 8, dtype=np.uint8), addrs.shape[0])
    assert ra.result() == forced.result()
    for h in ra.result():
        assert h.cold == ra.footprint_lines(h.line_bytes)
        st_ = ra._state(h.line_bytes)
        # time space bounded by lines: 4x them below reuse._ROOMY_TIME_SPACE, to a power of two
        assert st_.bits.shape[0] * 64 <= 8 * h.cold + 1024
        assert h.accesses == ra.line_accesses(h.line_bytes)


def test_empty_and_input_errors():
    ra = ReuseAnalyzer()
    ra.consume(np.zeros(0, np.uint64), np.zeros(0, np.uint8), 0)
    assert all(h.accesses == 0 and h.counts == () for h in ra.result())
    with pytest.raises(InputError):
        ReuseAnalyzer(line_sizes=(48,))
    with pytest.raises(InputError):
        ReuseAnalyzer(line_sizes=(2,))
    with pytest.raises(InputError):
        ReuseAnalyzer(bins_per_octave=6)
    with pytest.raises(InputError):
        ReuseAnalyzer(sample_rate=0.0)
    with pytest.raises(InputError):
        ra.consume(np.zeros(3, np.uint64), np.zeros(3, np.uint8), 4)
    with pytest.raises(InputError):
        ra.footprint_lines(256)


def test_access_at_top_of_address_space():
    # addresses are 62 bits (bit 63 marks a store, 62 an irregular access): the access
    # stops at 2^62 - 1
    top = 2**62 - 4
    ra = _run([top, top, 0], [8, 8, 8], (64,))
    (h,) = ra.result()
    assert h.cold == 2 and _bins(h) == {(0, 1): 1}


def test_int64_addresses_accepted():
    ra = ReuseAnalyzer(line_sizes=(64,))
    ra.consume(np.array([0, 8, 64, 0], dtype=np.int64), np.array([8, 8, 8, 8]), 4)
    (h,) = ra.result()
    assert h.cold == 2 and _bins(h) == {(0, 1): 1, (1, 2): 1}


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.integers(0, 2**32 - 1),
    st.integers(20, 2500),
    st.integers(200, 6000),
    st.sampled_from([0, 1, 3, 16]),
    st.sampled_from(["uniform", "zipf", "sweep"]),
    st.booleans(),
)
def test_matches_reference_on_longer_traces(seed, nlines, n, tail_words, kind, prefetch):
    # enough distinct lines for many tree words, compactions and growths
    rng = np.random.default_rng(seed)
    if kind == "uniform":
        idx = rng.integers(0, nlines, size=n)
    elif kind == "zipf":
        idx = rng.zipf(1.2, size=n) % nlines
    else:
        idx = np.arange(n) % nlines
    addrs = (idx * 40 + rng.integers(0, 40, size=n)).astype(np.uint64)
    sizes = rng.choice(np.array([1, 8, 8, 8, 32], dtype=np.uint8), size=n)
    splits = rng.integers(0, n, size=3).tolist()
    ra = _run(
        addrs, sizes, (32, 128), splits, initial_time_space=64, tail_words=tail_words,
        prefetch=prefetch,
    )  # fmt: skip
    _check_against_reference(addrs.tolist(), sizes.tolist(), (32, 128), ra)


def test_threads_give_the_same_result():
    rng = np.random.default_rng(11)
    addrs = rng.integers(0, 1 << 18, size=200_000).astype(np.uint64)
    sizes = rng.choice(np.array([4, 8, 16], dtype=np.uint8), size=addrs.shape[0])
    one = _run(addrs, sizes, (32, 64, 128), splits=[70_000])
    two = _run(addrs, sizes, (32, 64, 128), splits=[70_000], threads=2)
    two.close()
    assert one.result() == two.result()


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32 - 1), st.integers(4, 3000), st.integers(50, 4000), st.booleans(),
       st.sampled_from([0, 16]))
def test_irregular_histogram_is_the_flagged_accesses_distances(seed, nlines, n, prefetch,
                                                                tail_words):
    """Bit 62 flags an access irregular, bit 61 strided: the second and third histograms
    hold exactly the stack distances (over the whole trace) of the accesses flagged so,
    and their cold counts; an access with both bits counts as irregular only."""
    rng = np.random.default_rng(seed)
    idx = rng.integers(0, nlines, size=n)
    flags = rng.random(n) < 0.3
    steps = rng.random(n) < 0.3
    stores = rng.random(n) < 0.2
    addrs = (idx * 64 + 8 * rng.integers(0, 8, size=n)).astype(np.uint64)
    tagged = (addrs | (flags.astype(np.uint64) << np.uint64(62))
              | (steps.astype(np.uint64) << np.uint64(61))
              | (stores.astype(np.uint64) << np.uint64(63)))
    ra = _run(tagged, np.full(n, 8, np.uint8), (64,), rng.integers(0, n, size=2).tolist(),
              initial_time_space=64, tail_words=tail_words, prefetch=prefetch)
    (h,) = ra.result()
    d = ref.stack_distances(ref.line_trace(addrs.tolist(), [8] * n, 64))
    for part, cold_got, mark in ((h.irregular, h.irregular_cold, flags),
                                 (h.strided, h.strided_cold, steps & ~flags)):
        cold, bins = ref.histogram([x for x, f in zip(d, mark, strict=True) if f])
        assert cold_got == cold
        assert {(lo, hi): c for lo, hi, c in zip(part.lower, part.upper, part.counts,
                                                 strict=True)} == bins
    all_cold, all_bins = ref.histogram(d)  # the whole histogram is unchanged by the flags
    assert h.cold == all_cold and _bins(h) == all_bins


def test_irregular_sites_by_source_line_and_through_json():
    """The child's per-instruction counts become source lines (loads and stores apart,
    most first), and the profile JSON keeps them; a bad entry is refused."""
    import dataclasses
    import json
    from pathlib import Path

    from automatch.analyses.assemble import irregular_sites
    from automatch.analyses.profile import (
        FlopCounts,
        IrregularSite,
        MemoryProfile,
        ParallelismProfile,
        Profile,
    )
    from automatch.analyses.profile_json import profile_from_dict, profile_to_dict
    from automatch.ir.program import OpClass
    from automatch.pipeline import load_program

    src = Path(__file__).parent.parent / "exec" / "fixtures" / "col_walk.c"
    _, program = load_program([str(src)], "col_walk")
    load = next(i for i in program.instructions if i.opclass == OpClass.LOAD)
    other = next(i for i in program.instructions if i.opclass != OpClass.LOAD)
    sites = irregular_sites(program, [[load.id, 7], [other.id, 3], [load.id, 2], [10**9, 5]])
    # the same instruction's counts add up; an id outside the program is dropped
    assert sites[0] == IrregularSite("col_walk", load.line, False, 9) and load.line > 0
    assert sum(s.accesses for s in sites) == 12
    prof = Profile(program="p", kernel="k", flops=FlopCounts(1, 1, 0, 0, 0, 0), depth=1,
                   parallelism=ParallelismProfile((1,), (1,)), f_im=1.0, f_v=0.0,
                   sync_points=0, sync_source="loops",
                   memory=MemoryProfile(1, 0, 8, 0, 64, irregular_sites=sites))
    assert profile_from_dict(json.loads(json.dumps(profile_to_dict(prof)))) == prof
    doc = profile_to_dict(prof)
    doc["memory"]["irregular_sites"][0]["store"] = "no"
    with pytest.raises(InputError, match="irregular_sites"):
        profile_from_dict(doc)
    bare = dataclasses.replace(prof, memory=dataclasses.replace(prof.memory, irregular_sites=()))
    assert "irregular_sites" not in profile_to_dict(bare)["memory"]  # older readers unaffected


def test_reuse_threads_use_the_cores_the_replays_leave(monkeypatch):
    from automatch.analyses import consumers

    for cores, busy, sizes, expected in ((2, 2, 3, 1), (4, 2, 3, 2), (16, 2, 3, 3), (16, 1, 1, 1), (1, 0, 3, 1)):
        monkeypatch.setattr(consumers.os, "sched_getaffinity", lambda _pid, c=cores: set(range(c)))
        assert consumers.reuse_threads(sizes, busy=busy) == expected


def test_reuse_consumer_on_threads_matches_one_thread():
    from automatch.analyses.consumers import ReuseConsumer
    from automatch.exec.events import STORE_BIT

    rng = np.random.default_rng(5)
    words = (rng.integers(0, 1 << 16, size=50_000) * 8).astype(np.int64)
    words[::7] |= STORE_BIT
    results = []
    for threads in (1, 3):
        c = ReuseConsumer(line_sizes=(32, 64, 128), threads=threads)
        c.consume(words[:20_000])
        c.consume(words[20_000:])
        results.append(c.finish())
    assert results[0] == results[1]
    assert results[0]["memory"]["loads"] + results[0]["memory"]["stores"] == 50_000
