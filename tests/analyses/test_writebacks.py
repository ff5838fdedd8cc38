"""Write-backs (dirty evictions) at every cache size, from the reuse analyser's write-back
intervals, against a line-by-line write-back LRU cache simulation; and the lines first
touched by a store and the distinct lines written, against the same line trace."""

from __future__ import annotations

import numpy as np
import reference_reuse as ref  # tests/analyses, on the path under pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from automatch.analyses.reuse.stack_distance import ReuseAnalyzer

_STORE = 1 << 63


def _analyse(addrs, sizes, stores, line_sizes, splits=(), **kw):
    a = np.array([x | (_STORE if s else 0) for x, s in zip(addrs, stores, strict=True)],
                 dtype=np.uint64)
    sz = np.asarray(sizes, dtype=np.uint8)
    ra = ReuseAnalyzer(line_sizes=line_sizes, bins_per_octave=1024, **kw)
    cuts = [0, *sorted(set(splits)), len(a)]
    for lo, hi in zip(cuts[:-1], cuts[1:], strict=True):
        ra.consume(a[lo:hi], sz[lo:hi], hi - lo)
    return ra.result()


def _check(addrs, sizes, stores, hists):
    for h in hists:
        lines = ref.line_trace(addrs, sizes, h.line_bytes)
        flags = ref.line_stores(zip(addrs, sizes, stores, strict=True), h.line_bytes)
        footprint = len(set(lines))
        first: dict[int, bool] = {}
        for ln, f in zip(lines, flags, strict=True):
            first.setdefault(ln, f)
        assert h.cold_stores == sum(first.values())  # lines written before any read
        assert h.lines_written == len({ln for ln, f in zip(lines, flags, strict=True) if f})
        # bins are exact below 2 x 1024 lines: every capacity is resolved exactly
        for cap in range(1, footprint + 2):
            assert h.writebacks(cap) == ref.lru_writebacks(lines, flags, cap), (h.line_bytes, cap)


@st.composite
def _traces(draw):
    n = draw(st.integers(1, 300))
    nlines = draw(st.integers(1, 30))
    base = draw(st.sampled_from([0, 4096, 2**40, 2**63 - 48 * nlines - 64]))
    idx = draw(st.lists(st.integers(0, nlines - 1), min_size=n, max_size=n))
    offs = draw(st.lists(st.integers(0, 63), min_size=n, max_size=n))
    sizes = draw(st.lists(st.sampled_from([1, 8, 32, 64]), min_size=n, max_size=n))
    stores = draw(st.lists(st.booleans(), min_size=n, max_size=n))
    splits = draw(st.lists(st.integers(0, n), max_size=4))
    addrs = [base + 48 * i + o for i, o in zip(idx, offs, strict=True)]
    return addrs, sizes, stores, splits


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_traces(), st.sampled_from([None, True, False]), st.sampled_from([1 << 14, 1]))
def test_writebacks_match_lru_simulation(trace, prefetch, time_space):
    # prefetch True/False: the chunked and the access-by-access kernels; a time space of
    # 1 forces compactions, which renumber times but must keep the dirty states
    addrs, sizes, stores, splits = trace
    hists = _analyse(addrs, sizes, stores, (32, 64), splits, prefetch=prefetch,
                     initial_time_space=time_space)
    _check(addrs, sizes, stores, hists)


def test_streams_hand_derived():
    # a[i] = b[i] over 64 lines each, twice: 8-byte accesses, 64-byte lines
    n = 64 * 8
    addrs, stores = [], []
    for _ in range(2):
        for i in range(n):
            addrs += [8 * i, 1 << 20 | 8 * i]  # load b[i], store a[i]
            stores += [False, True]
    (h,) = _analyse(addrs, [8] * len(addrs), stores, (64,))
    # a is written before it is read, b only read: what a GPU port copies each way
    assert (h.cold, h.cold_stores, h.lines_written) == (128, 64, 64)
    # a cache too small for both arrays writes every line of a back on each pass
    assert h.writebacks(8) == 2 * 64
    # one that holds both writes a's 64 lines back once, at the end
    assert h.writebacks(1000) == 64
    # loads only: nothing to write back
    (h,) = _analyse(addrs[::2], [8] * n * 2, [False] * n * 2, (64,))
    assert h.writebacks(8) == 0 and h.writebacks(1000) == 0


def test_fixed_size_shards_without_eviction_is_exact():
    rng = np.random.default_rng(5)
    addrs = (rng.integers(0, 200, size=3000) * 64).tolist()
    stores = (rng.random(3000) < 0.3).tolist()
    hists = _analyse(addrs, [8] * 3000, stores, (64,), sample_lines=4096)
    _check(addrs, [8] * 3000, stores, hists)


def test_sampled_writebacks_estimate_the_exact_ones():
    # SHARDS at 1/8: write-backs at cache sizes well above 1/rate lines are estimated
    rng = np.random.default_rng(11)
    n, nlines = 400_000, 40_000
    lines = rng.zipf(1.1, size=n) % nlines
    addrs = (lines * 64).astype(np.uint64) | np.where(rng.random(n) < 0.25, _STORE, 0).astype(
        np.uint64)
    sizes = np.full(n, 8, np.uint8)
    exact = ReuseAnalyzer(line_sizes=(64,))
    rate = ReuseAnalyzer(line_sizes=(64,), sample_rate=0.125)
    # fixed-size SHARDS: the rate falls as lines are forgotten (dirty ones included)
    size = ReuseAnalyzer(line_sizes=(64,), sample_lines=8192)
    for ra in (exact, rate, size):
        for lo in range(0, n, 50_000):  # batches: the evictions happen between them
            ra.consume(addrs[lo:lo + 50_000], sizes[lo:lo + 50_000])
    assert size.sample_rate < 0.5
    (e,), (r,), (z,) = exact.result(), rate.result(), size.result()
    for cap in (512, 4096, 20000):
        assert e.writebacks(cap) > 1000
        for s in (r, z):
            assert abs(s.writebacks(cap) - e.writebacks(cap)) <= 0.1 * e.writebacks(cap), cap
