"""SHARDS-sampled stack distance: its error against the exact histogram."""

from __future__ import annotations

import numpy as np
import pytest

from automatch.analyses.reuse.stack_distance import (
    ReuseAnalyzer,
    miss_ratio_curve,
    mrc_mean_abs_error,
)


def stencil_trace(n: int, sweeps: int) -> np.ndarray:
    """7-point Jacobi sweeps over an n^3 grid of doubles: 7 reads of u, 1 write of v."""
    i, j, k = np.meshgrid(*(np.arange(1, n - 1),) * 3, indexing="ij")
    c = (i * n * n + j * n + k).ravel()
    offs = np.array([0, -n * n, n * n, -n, n, -1, 1])
    base_u, base_v = 1 << 20, (1 << 20) + n**3 * 8
    out = []
    for s in range(sweeps):
        src, dst = (base_u, base_v) if s % 2 == 0 else (base_v, base_u)
        t = np.empty((c.shape[0], 8), dtype=np.uint64)
        t[:, :7] = src + (c[:, None] + offs[None, :]) * 8
        t[:, 7] = dst + c * 8
        out.append(t.ravel())
    return np.concatenate(out)


def random_trace(lines: int, n: int) -> np.ndarray:
    rng = np.random.default_rng(5)
    return (rng.integers(0, lines, size=n) * 64 + rng.integers(0, 8, size=n) * 8).astype(np.uint64)


def _analyse(addrs, rate, line_sizes=(64,)):
    ra = ReuseAnalyzer(line_sizes=line_sizes, sample_rate=rate)
    sizes = np.full(1 << 15, 8, dtype=np.uint8)
    for lo in range(0, addrs.shape[0], 1 << 15):
        chunk = addrs[lo : lo + (1 << 15)]
        ra.consume(chunk, sizes, chunk.shape[0])
    return ra


@pytest.fixture(scope="module")
def traces():
    return {"stencil": stencil_trace(40, 2), "random": random_trace(1 << 16, 1_000_000)}


@pytest.mark.parametrize("kind", ["stencil", "random"])
def test_sampled_error_bounded(traces, kind):
    addrs = traces[kind]
    (exact,) = _analyse(addrs, None).result()
    ra = _analyse(addrs, 0.1)
    (approx,) = ra.result()
    assert approx.sampled_rate == pytest.approx(0.1, rel=1e-6)
    # totals are corrected to the number of line accesses (up to rounding per bin)
    assert abs(approx.accesses - exact.accesses) <= len(approx.counts) + 1
    mae = mrc_mean_abs_error(exact, approx)
    assert mae < 0.03  # measured 0.006 (stencil), 0.015 (random)
    for z in (1024, 4096, 16384):
        qe, qa = exact.q_slow(z), approx.q_slow(z)
        assert abs(qa - qe) / qe < 0.1  # measured < 3 %
    assert abs(ra.footprint_lines(64) - exact.cold) / exact.cold < 0.1


def test_rate_one_is_exact(traces):
    addrs = traces["stencil"][:100_000]
    assert _analyse(addrs, 1.0, (32, 128)).result() == _analyse(addrs, None, (32, 128)).result()


def test_sampling_is_spatial_and_batch_independent(traces):
    # the same lines are sampled whatever the batching: one batch vs many
    addrs = traces["random"][:200_000]
    one = ReuseAnalyzer(line_sizes=(64,), sample_rate=0.05)
    one.consume(addrs, np.full(addrs.shape, 8, np.uint8), addrs.shape[0])
    assert one.result() == _analyse(addrs, 0.05).result()


def test_miss_ratio_curve_monotone(traces):
    (h,) = _analyse(traces["stencil"], 0.1).result()
    mrc = miss_ratio_curve(h, [1, 10, 100, 1000, 10000, 100000])
    assert np.all(np.diff(mrc) <= 1e-12) and 0 <= mrc[-1] <= mrc[0] <= 1


def test_sampled_kernels_agree(traces):
    addrs = traces["random"][:300_000]
    sizes = np.full(addrs.shape, 8, np.uint8)
    out = []
    for prefetch in (False, True):
        ra = ReuseAnalyzer(line_sizes=(32, 128), sample_rate=0.2, prefetch=prefetch)
        ra.consume(addrs[:123_457], sizes, 123_457)
        ra.consume(addrs[123_457:], sizes, addrs.shape[0] - 123_457)
        out.append(ra.result())
    assert out[0] == out[1]


def test_fixed_size_above_footprint_is_exact(traces):
    addrs = traces["stencil"][:200_000]
    ra = ReuseAnalyzer(line_sizes=(32, 128), sample_lines=1 << 20)
    ra.consume(addrs, np.full(addrs.shape, 8, np.uint8), addrs.shape[0])
    assert ra.result() == _analyse(addrs, None, (32, 128)).result()


@pytest.mark.parametrize("kind", ["stencil", "random"])
def test_fixed_size_error_and_memory_bounded(traces, kind):
    addrs = traces[kind]
    (exact,) = _analyse(addrs, None).result()
    for prefetch in (False, True):  # both kernels (they evict at different moments)
        ra = ReuseAnalyzer(line_sizes=(64,), sample_lines=4096, prefetch=prefetch)
        sizes = np.full(1 << 15, 8, dtype=np.uint8)
        for lo in range(0, addrs.shape[0], 1 << 15):
            chunk = addrs[lo : lo + (1 << 15)]
            ra.consume(chunk, sizes, chunk.shape[0])
            st_ = ra._states[0]
            assert st_.sc[5] <= 4096 + 2048  # tracked lines (one chunk may overshoot)
        # time space bounded: 4x the tracked lines (reuse._ROOMY_TIME_SPACE), to a power of two
        assert ra._states[0].bits.shape[0] * 64 <= 8 * 6144 + 1024
        (approx,) = ra.result()
        assert approx.sampled_rate < 0.5
        assert abs(approx.accesses - exact.accesses) / exact.accesses < 0.01
        assert mrc_mean_abs_error(exact, approx) < 0.05  # measured 0.013-0.020
        for z in (1024, 4096, 16384):
            qe, qa = exact.q_slow(z), approx.q_slow(z)
            assert abs(qa - qe) / qe < 0.1  # measured 0.5-3 %
