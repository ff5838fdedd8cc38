"""Pure fitting functions: micro-benchmark sweeps in, architecture parameters out.

No I/O, no timing, no randomness: every function here maps arrays to numbers so it can
be tested exactly on synthetic sweeps. The benchmark drivers (``bench_cpu``,
``bench_gpu``) call them on the measured data.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

__all__ = [
    "BandwidthFit",
    "LevelFit",
    "fit_levels",
    "MemoryFit",
    "fit_bandwidth",
    "Stat",
    "fit_hit_curve",
    "fit_line_size",
    "fit_memory_curve",
    "fit_sync",
    "fma_pipes",
    "isotonic",
    "rate_stat",
    "segment_levels",
    "stat",
    "vector_lanes",
]


@dataclass(frozen=True)
class Stat:
    """The median of repetitions and their relative spread (max - min) / median."""

    median: float
    spread: float
    n: int

    def to_dict(self) -> dict[str, float | int]:
        return {"median": self.median, "spread": self.spread, "n": self.n}


def stat(values: Sequence[float]) -> Stat:
    """Median and relative spread of repeated measurements (spread 0 for one value)."""
    a = np.asarray(values, dtype=float)
    if a.size == 0:
        raise ValueError("stat() of no values")
    med = float(np.median(a))
    spread = float((a.max() - a.min()) / med) if med != 0 else 0.0
    return Stat(med, spread, int(a.size))


def rate_stat(amount: float, seconds: Sequence[float]) -> Stat:
    """Rates ``amount / t`` for each repetition time ``t``, summarised with :func:`stat`."""
    return stat([amount / t for t in seconds])


def segment_levels(values: Sequence[float], n_levels: int) -> list[tuple[int, int]]:
    """Split a sweep into ``n_levels`` contiguous plateaus, least squares in log space.

    ``values`` are positive and ordered by working-set size. Returns ``(start, stop)``
    index ranges (stop exclusive) covering all points; the optimal piecewise-constant
    fit of ``log(values)`` found by dynamic programming (a sweep has tens of points,
    so O(n^2 k) is nothing). Fewer points than levels gives one level per point.
    """
    y = np.log(np.asarray(values, dtype=float))
    n = y.size
    if n == 0:
        return []
    k = max(1, min(n_levels, n))
    c1 = np.concatenate([[0.0], np.cumsum(y)])
    c2 = np.concatenate([[0.0], np.cumsum(y * y)])

    def cost(i: int, j: int) -> float:  # squared deviation of y[i:j] from its mean
        s = c1[j] - c1[i]
        return float(c2[j] - c2[i] - s * s / (j - i))

    inf = math.inf
    best = [[inf] * (n + 1) for _ in range(k + 1)]
    back = [[0] * (n + 1) for _ in range(k + 1)]
    best[0][0] = 0.0
    for m in range(1, k + 1):
        for j in range(m, n + 1):
            for i in range(m - 1, j):
                c = best[m - 1][i] + cost(i, j)
                if c < best[m][j] - 1e-12:
                    best[m][j] = c
                    back[m][j] = i
    bounds = []
    j = n
    for m in range(k, 0, -1):
        i = back[m][j]
        bounds.append((i, j))
        j = i
    return bounds[::-1]


@dataclass(frozen=True)
class MemoryFit:
    """Fast (last on-chip level) and slow (DRAM) plateaus of a working-set sweep."""

    fast: float  # median of the plateau just before the last step (the LLC level)
    slow: float  # median of the last plateau (DRAM)
    z_bytes: int  # largest working set on the fast plateau: the effective Z
    step_index: int  # index of the first point on the slow plateau
    levels: tuple[tuple[int, int, float], ...]  # (first size, last size, median) per level

    def to_dict(self) -> dict[str, object]:
        return {
            "fast": self.fast,
            "slow": self.slow,
            "z_bytes": self.z_bytes,
            "step_index": self.step_index,
            "levels": [list(lv) for lv in self.levels],
        }


def isotonic(values: Sequence[float], increasing: bool = True) -> np.ndarray:
    """Least-squares monotone fit (pool adjacent violators), in the given direction."""
    y = np.asarray(values, dtype=float)
    if not increasing:
        return -isotonic(-y, True)
    blocks: list[list[float]] = []  # [sum, count]
    for x in y:
        blocks.append([float(x), 1.0])
        while len(blocks) > 1 and blocks[-2][0] / blocks[-2][1] > blocks[-1][0] / blocks[-1][1]:
            t, c = blocks.pop()
            blocks[-1][0] += t
            blocks[-1][1] += c
    return np.concatenate([np.full(int(c), t / c) for t, c in blocks]) if blocks else y


def fit_memory_curve(
    sizes: Sequence[int], values: Sequence[float], n_levels: int, increasing: bool = True
) -> MemoryFit:
    """Fit latency (``increasing``) or bandwidth (not) against working-set size.

    Latency cannot fall, nor bandwidth rise, as the working set grows, so the sweep is
    first made monotone (isotonic regression of the log values: a noise spike is pooled
    with its neighbours), then segmented into ``n_levels`` plateaus (the cache levels
    the OS reports plus DRAM). The last plateau is slow memory; the one before it is the
    fast memory of the model (the last-level cache), and Z is the largest working set on
    it. Each plateau's figure is the median of its measured points (of the monotone
    fit, should noise make the measured medians disagree with the order). Needs at
    least two points.
    """
    s = np.asarray(sizes, dtype=np.int64)
    v = np.asarray(values, dtype=float)
    if s.size != v.size or s.size < 2:
        raise ValueError("fit_memory_curve needs matching sizes and values, at least two")
    if np.any(np.diff(s) <= 0):
        raise ValueError("fit_memory_curve: sizes must be strictly increasing")
    if np.any(v <= 0):
        raise ValueError("fit_memory_curve: values must be positive")
    mono = np.exp(isotonic(np.log(v), increasing))
    segs = segment_levels(mono, max(2, n_levels))
    levels = tuple((int(s[i]), int(s[j - 1]), float(np.median(v[i:j]))) for i, j in segs)
    fi, fj = segs[-2]
    si, sj = segs[-1]
    fast, slow = float(np.median(v[fi:fj])), float(np.median(v[si:sj]))
    if (fast >= slow) if increasing else (fast <= slow):
        fast, slow = float(np.median(mono[fi:fj])), float(np.median(mono[si:sj]))
    return MemoryFit(
        fast=fast, slow=slow, z_bytes=int(s[fj - 1]), step_index=int(si), levels=levels
    )


@dataclass(frozen=True)
class BandwidthFit:
    """Fast and slow bandwidth read off a bandwidth sweep at the latency fit's plateaus."""

    fast: float  # median over the working sets of the last on-chip latency plateau
    slow: float  # median over the working sets well past Z (>= slow_factor x Z)
    fast_sizes: tuple[int, ...]
    slow_sizes: tuple[int, ...]

    def to_dict(self) -> dict[str, object]:
        return {
            "fast": self.fast,
            "slow": self.slow,
            "fast_sizes": list(self.fast_sizes),
            "slow_sizes": list(self.slow_sizes),
        }


def fit_bandwidth(
    sizes: Sequence[int],
    bandwidth: Sequence[float],
    latency_fit: MemoryFit,
    slow_factor: float = 4.0,
    private_bytes: int = 0,
    min_slow_bytes: int = 0,
) -> BandwidthFit:
    """beta_f and beta_s from a bandwidth sweep over the same sizes as the latency sweep.

    The latency fit says which working sets sit in the last on-chip level (from that
    plateau's first size up to Z) and which in DRAM. beta_f is the median bandwidth over
    the former; beta_s the median over DRAM working sets of at least ``slow_factor`` x Z
    and at least ``min_slow_bytes`` (the OS-reported LLC: a VM may see a much smaller
    effective Z than the cache that still helps streams), where all-thread streams can
    no longer be helped by any cache. Without such sizes the ``min_slow_bytes`` bound is
    dropped, and without any the largest working set alone is used. ``private_bytes`` is the private
    cache capacity of all the streaming threads together: working sets that fit there
    are left out of beta_f when the plateau has larger ones.
    """
    s = np.asarray(sizes, dtype=np.int64)
    b = np.asarray(bandwidth, dtype=float)
    if s.size != b.size or s.size < 2:
        raise ValueError("fit_bandwidth needs matching sizes and bandwidths, at least two")
    first_fast = latency_fit.levels[-2][0]
    z = latency_fit.z_bytes
    fast = (s >= first_fast) & (s <= z)
    if (fast & (s > private_bytes)).any():
        fast &= s > private_bytes
    slow = s >= max(slow_factor * z, min_slow_bytes)
    if not slow.any():
        slow = s >= slow_factor * z
    if not slow.any():
        slow = s == s.max()
    if not fast.any():  # pragma: no cover - the latency fit always has a fast plateau
        fast = s <= z
    return BandwidthFit(
        fast=float(np.median(b[fast])),
        slow=float(np.median(b[slow])),
        fast_sizes=tuple(int(x) for x in s[fast]),
        slow_sizes=tuple(int(x) for x in s[slow]),
    )


def fit_line_size(
    strides: Sequence[int], seconds_per_access: Sequence[float], fraction: float = 0.8
) -> int:
    """Cache line size from a stride sweep over a buffer larger than the private caches.

    Time per access grows with the stride while several accesses share a line, then
    flattens once every access touches a new line. The line size is the smallest
    stride whose time reaches ``fraction`` of the plateau (the median of the largest
    strides' times, robust to a last noisy point).
    """
    st = np.asarray(strides, dtype=np.int64)
    t = np.asarray(seconds_per_access, dtype=float)
    if st.size != t.size or st.size < 2:
        raise ValueError("fit_line_size needs matching strides and times, at least two")
    order = np.argsort(st)
    st, t = st[order], t[order]
    plateau = float(np.median(t[-min(3, t.size) :]))
    for s_, t_ in zip(st, t, strict=True):
        if t_ >= fraction * plateau:
            return int(s_)
    return int(st[-1])


def fit_sync(seconds_per_barrier: Sequence[float]) -> Stat:
    """s_0: the median cost of one global synchronisation over repetitions."""
    return stat(seconds_per_barrier)


def vector_lanes(lanes: Sequence[int], flops: Sequence[float], fraction: float = 0.9) -> int:
    """Effective SIMD lanes: the narrowest width reaching ``fraction`` of the best rate.

    ``lanes[i]`` is the element count of the vector type measured at ``flops[i]``. A
    core whose wide vectors run no faster than narrower ones (double-pumped units)
    gets the narrower width.
    """
    if len(lanes) != len(flops) or not lanes:
        raise ValueError("vector_lanes needs matching non-empty lanes and flops")
    best = max(flops)
    for w, f in sorted(zip(lanes, flops, strict=True)):
        if f >= fraction * best:
            return int(w)
    return int(max(lanes))  # pragma: no cover - the best itself always qualifies


def fma_pipes(flops_per_core: float, clock_hz: float, lanes: int) -> float:
    """FMA instructions retired per cycle: flops / (clock x lanes x 2)."""
    return flops_per_core / (clock_hz * lanes * 2.0)


@dataclass(frozen=True)
class LevelFit:
    """One memory level found in the sweeps: a latency plateau and its bandwidths."""

    name: str
    capacity_bytes: int
    shared: bool
    latency_s: float
    bandwidth_1t_Bps: float
    bandwidth_all_Bps: float
    first_bytes: int  # working-set range of the latency plateau (one thread)
    last_bytes: int
    capacity_source: str  # "os" (sysfs) or "sweep" (largest working set on the plateau)

    def to_dict(self) -> dict[str, object]:
        return {k: getattr(self, k) for k in self.__dataclass_fields__}


def _plateau_bandwidth(sizes: np.ndarray, bw: np.ndarray, lo: float, hi: float) -> float:
    """Median bandwidth over working sets in [lo, hi], the plateau's edge points left
    out when it has at least three (transitions smear into the neighbours); the nearest
    working set when none falls inside."""
    inside = np.flatnonzero((sizes >= lo) & (sizes <= hi))
    if inside.size >= 3:
        inside = inside[1:-1]
    if inside.size == 0:
        inside = np.array([int(np.argmin(np.abs(np.log(sizes) - np.log(max(lo, 1.0)))))])
    return float(np.median(bw[inside]))


# A level whose bandwidth is not this many times the next level's cannot be told from it
# in a bandwidth sweep: no hit curve then.
HIT_CURVE_MIN_RATIO = 1.5
HIT_CURVE_FULL = 0.95  # a share at least this is "all hits" (a sweep point's noise)
HIT_CURVE_SPAN = 4.0  # working sets this many times a level's capacity: no hits


def fit_levels(
    sizes: Sequence[int],
    latency: Sequence[float],
    bandwidth_all: Sequence[float],
    bandwidth_1t: Sequence[float] | None,
    *,
    caches: Sequence[tuple[int, int, bool]] = (),
    threads: int = 1,
    memory_bytes: int = 1 << 40,
) -> tuple[LevelFit, ...]:
    """The N-level hierarchy from the latency and bandwidth sweeps (pure).

    ``caches`` are the OS data/unified cache levels as ``(level, size_bytes, shared)``
    (sysfs; empty when unknown: then 3 cache levels are assumed). The latency sweep
    (one thread, pointer chase) is segmented into one plateau per cache level plus
    DRAM (:func:`fit_memory_curve`); each plateau gives a level's latency (its median)
    and, without an OS figure, its capacity (the largest working set on it). The
    bandwidths are the medians of the triad sweeps over the plateau's working sets:
    one thread over the plateau's sizes, all ``threads`` over the sizes times the
    thread count for a per-core level (each thread streams its share); DRAM's over the
    working sets from HIT_CURVE_SPAN x the LLC on, where the sweep has them. Bandwidths are
    made non-increasing from level to level and the all-thread figure at least the
    one-thread one. The last level is DRAM with ``memory_bytes``.
    """
    s = np.asarray(sizes, dtype=np.int64)
    lat = np.asarray(latency, dtype=float)
    b_all = np.asarray(bandwidth_all, dtype=float)
    b_1 = b_all if bandwidth_1t is None else np.asarray(bandwidth_1t, dtype=float)
    if not (s.size == lat.size == b_all.size == b_1.size) or s.size < 2:
        raise ValueError("fit_levels needs matching sweeps of at least two sizes")
    per_level: dict[int, tuple[int, bool]] = {}
    for lvl, size, shared in caches:
        per_level.setdefault(int(lvl), (int(size), bool(shared)))
    os_levels = sorted(per_level.items())
    n_cache = len(os_levels) or 3
    lf = fit_memory_curve(s, lat, n_cache + 1)
    out: list[LevelFit] = []
    n_found = len(lf.levels)
    for k, (first, last, med) in enumerate(lf.levels):
        is_mem = k == n_found - 1
        if is_mem:
            name, cap, shared, src = "DRAM", int(memory_bytes), True, "os"
        elif k < len(os_levels):
            lvl, (size, shared) = os_levels[k]
            name, cap, src = f"L{lvl}", size, "os"
        else:
            name, cap, shared, src = f"L{k + 1}", int(last), k > 0, "sweep"
        mult = 1 if shared else max(1, int(threads))
        hi = float(last) if not is_mem else float(s[-1])
        lo = float(first)
        if is_mem:  # streams are still helped by caches the chase has left (a VM's LLC)
            llc = max((sz for _, (sz, _sh) in os_levels), default=0)
            lo = max(lo, 4.0 * float(lf.levels[-2][1]) if n_found > 1 else lo)
            lo = max(lo, float(llc)) if (s >= llc).any() else lo
            # beyond HIT_CURVE_SPAN x the LLC no cache helps; short of it a VM's LLC can
            # (the 2-vCPU EPYC's triad ran at 65-98 GB/s from 45 to 128 MiB, 33-35 from
            # 181 MiB on): the plateau starts there when the sweep has 3 sizes past it
            far = HIT_CURVE_SPAN * float(llc)
            lo = max(lo, far) if llc and (s >= far).sum() >= 3 else lo
            lo = min(lo, float(s[-1]))
        b1 = _plateau_bandwidth(s, b_1, lo, hi)
        ba = _plateau_bandwidth(s, b_all, lo * (mult if not is_mem else 1), hi * mult)
        out.append(LevelFit(name=name, capacity_bytes=cap, shared=shared, latency_s=float(med),
                            bandwidth_1t_Bps=b1, bandwidth_all_Bps=ba, first_bytes=int(first),
                            last_bytes=int(last), capacity_source=src))
    # physical order: bandwidth cannot rise going outwards; all threads >= one thread
    b1s = np.minimum.accumulate([lv.bandwidth_1t_Bps for lv in out])
    bas = np.minimum.accumulate([lv.bandwidth_all_Bps for lv in out])
    return tuple(
        LevelFit(**{**lv.to_dict(), "bandwidth_1t_Bps": float(b1),
                    "bandwidth_all_Bps": float(max(ba, b1))})
        for lv, b1, ba in zip(out, b1s, bas, strict=True)
    )


def fit_hit_curve(
    sizes: Sequence[int], bandwidth: Sequence[float], first_bytes: float,
    capacity_bytes: float, level_bw: float, next_bw: float,
) -> tuple[tuple[int, float], ...]:
    """The share of accesses a cache level (or a nearer one) still serves at each
    working set of the bandwidth sweep past its plateau, as the sweep measured it (pure).

    A stream over a working set of W bytes reuses every line after W bytes, so the time
    per byte at W is h(W) / B_level + (1 - h(W)) / B_next, with h(W) the level's hit
    share for reuse distance W: h = (1/B(W) - 1/B_next) / (1/B_level - 1/B_next),
    clamped to [0, 1] and made non-increasing (isotonic) over the sizes from the level's
    plateau (``first_bytes``) to :data:`HIT_CURVE_SPAN` times its nominal capacity, where
    it is 0 (no cache holds a working set that large), and up to the first working set
    that already runs at the next level's bandwidth (h <= 0.05): the points beyond
    scatter around the next level's median and would pool into a spurious tail. A
    shared last-level cache on a VM, or one that is a victim cache with non-LRU
    replacement, loses hits gradually well before its nominal size: on the
    2-vCPU EPYC VM (32 MiB L3 by sysfs) the 2-thread triad ran at 138 GB/s at 16 MiB,
    84 at 22.6, 64 at 32, 51 at 45 and 34 at 64 MiB. Returns ``(W, h)`` points from
    the last size still all hits (h = 1 there) to the first with none (h = 0), or ()
    when the levels' bandwidths are too close to tell apart or the sweep never leaves
    the plateau."""
    s = np.asarray(sizes, dtype=float)
    b = np.asarray(bandwidth, dtype=float)
    if level_bw <= 0 or next_bw <= 0 or level_bw < HIT_CURVE_MIN_RATIO * next_bw:
        return ()
    limit = HIT_CURVE_SPAN * capacity_bytes
    keep = (s >= first_bytes) & (s < limit) & (b > 0)
    s, b = s[keep], b[keep]
    if s.size < 2:
        return ()
    h = np.clip((1.0 / b - 1.0 / next_bw) / (1.0 / level_bw - 1.0 / next_bw), 0.0, 1.0)
    gone = np.flatnonzero(h <= 1.0 - HIT_CURVE_FULL)
    if gone.size:  # the sweep reached the next level: later points are its noise
        s, h = s[: gone[0] + 1], h[: gone[0] + 1]
    h = np.clip(isotonic(h, increasing=False), 0.0, 1.0)
    full = np.flatnonzero(h >= HIT_CURVE_FULL)
    start = int(full[-1]) if full.size else 0
    if start >= s.size - 1:
        return ()
    out = [(int(s[start]), 1.0)]
    for w, f in zip(s[start + 1:], h[start + 1:], strict=True):
        if f <= 1.0 - HIT_CURVE_FULL:
            out.append((int(w), 0.0))
            break
        out.append((int(w), round(float(f), 4)))
    else:
        out.append((int(limit), 0.0))  # the sweep ended inside the transition
    return tuple(out)
