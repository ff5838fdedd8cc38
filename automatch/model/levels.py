"""Memory-level hits and schedule-level sums of the Execution Cost model (ec.py).

``level_hits`` turns stack-distance histograms into the accesses each level of an
inclusive LRU hierarchy serves; ``combine_level_times`` adds or overlaps the levels'
times (docs/model.md, "Memory hierarchy"); ``LevelSum`` evaluates eq. 3's sum over the
schedule's levels for any share of the work in O(log n).
"""

from __future__ import annotations

from dataclasses import dataclass

from automatch.analyses.profile import MemoryProfile, Profile, ReuseHistogram

MEMORY_RULE = "sum"  # measured on this project's machine: docs/model.md, "Memory hierarchy"


def threads_used(profile: Profile, n_p: float, work: float, depth: float) -> float:
    """Threads a parallel run keeps busy: min(n_p, W / D), the mean parallelism, at least
    1. A kernel with no counted work (W = D = 0: a copy or a fill moves data and does no
    arithmetic) takes the parallelism of its loops instead: the largest trip count per
    instance of a parallel or reduction loop, whose iterations are independent (before,
    such kernels were charged one core's caches and bandwidth)."""
    if depth > 0:
        par = work / depth
    else:
        par = max((lp.iterations / lp.instances for lp in profile.loops
                   if lp.kind in ("parallel", "reduction") and lp.instances > 0), default=1.0)
    return min(n_p, max(1.0, par))


def combine_level_times(times: list[float] | tuple[float, ...], rule: str = MEMORY_RULE) -> float:
    """The memory time of levels whose transfers add (``sum``) or overlap (``max``).

    The ECM model's question: do the data transfers of different levels serialise or
    run concurrently? Measured on the development machine (docs/model.md), one thread
    streaming a DRAM array and a cache-resident array in one loop takes the sum of the
    two streams' times (0.99-1.13 x the sum, 1.23-1.37 x the max), so ``sum`` is used.
    """
    if rule == "sum":
        return float(sum(times))
    if rule == "max":
        return float(max(times, default=0.0))
    raise ValueError(f"unknown memory rule {rule!r}; use 'sum' or 'max'")


def level_hits(
    hists: list[ReuseHistogram], capacities_lines: list[float], accesses: float
) -> list[float]:
    """Accesses served by each level of an inclusive LRU hierarchy.

    ``hists[k]`` is the stack-distance histogram at level k's line size and
    ``capacities_lines[k]`` its capacity in those lines (the last level's capacity is
    ignored: it serves every access the others miss, cold ones included). Cumulative
    hits Q(d < C_k) are made non-decreasing from one level to the next (a larger level
    at a coarser line size cannot hit less), then differenced.
    """
    out: list[float] = []
    below = 0.0
    last = len(hists) - 1
    for k, (h, c) in enumerate(zip(hists, capacities_lines, strict=True)):
        cum = accesses if k == last else min(accesses, max(below, h.q_fast(c)))
        out.append(cum - below)
        below = cum
    return out


def level_writebacks(hists: list, capacities_lines: list[float], stores: float,
                     accesses: float, hits: list[float]) -> list[float]:
    """Write-backs each level absorbs: dirty lines the level before it evicts that it
    does not evict dirty itself (docs/model.md, "Write-backs"); the last level takes
    every write-back that reaches it. Level 0 (the cores' own level) absorbs none.

    ``hists[k]`` (with ``writebacks(z)``) at level k's line size and ``capacities_lines``
    as in :func:`level_hits`. Evictions at level k are counted at k's capacity, made
    non-increasing outwards (a larger level cannot evict more dirty lines). A profile
    that did not record write-backs (written before they were) gets the estimate
    misses x stores / accesses per level, exact for a STREAM triad.
    """
    n = len(hists)
    evicted = []
    for k in range(n - 1):
        w = hists[k].writebacks(capacities_lines[k])
        if w is None:  # no write-back record: the store share of the misses
            share = stores / accesses if accesses > 0 else 0.0
            w = share * sum(hits[k + 1:])
        evicted.append(min(w, evicted[-1]) if evicted else w)
    out = [0.0] * n
    for k in range(1, n):
        out[k] = evicted[k - 1] - (evicted[k] if k < n - 1 else 0.0)
    return out


class LevelSum:
    """sum_i max(1, x * w_i / n_p) over the levels (RLE), in O(log n) per call.

    ``w_i / min(w_i, n_p)`` equals ``max(1, w_i / n_p)`` for w_i >= 1; scaling the
    widths by a share x keeps one operation time per level as the floor.
    """

    def __init__(self, widths: tuple[int, ...], repeats: tuple[int, ...]):
        import numpy as np

        w = np.asarray(widths, dtype=np.float64)
        r = np.asarray(repeats, dtype=np.float64)
        keep = (w > 0) & (r > 0)
        w, r = w[keep], r[keep]
        order = np.argsort(w, kind="stable")
        self._w = w[order]
        self._r_cum = np.concatenate(([0.0], np.cumsum(r[order])))
        self._wr_cum = np.concatenate(([0.0], np.cumsum(w[order] * r[order])))
        self.levels = float(self._r_cum[-1])

    def units(self, n_p: float, x: float = 1.0, floor: float = 1.0) -> float:
        """Operation times needed on ``n_p`` cores for a share ``x`` of every level,
        each level taking at least ``floor`` of them (1 on CPUs; a GPU's latency floor:
        model/gpu.py)."""
        import numpy as np

        if self.levels == 0.0 or x <= 0.0:
            return 0.0 if x <= 0.0 else self.levels * floor
        threshold = n_p * floor / x  # levels wider than this are throughput bound
        idx = int(np.searchsorted(self._w, threshold, side="right"))
        narrow = float(self._r_cum[idx]) * floor
        wide_work = float(self._wr_cum[-1] - self._wr_cum[idx])
        return narrow + x * wide_work / n_p


class ScaledHistogram:
    """A reuse histogram's q_fast scaled up from a sampled (SHARDS) rate."""

    def __init__(self, hist: ReuseHistogram, scale: float):
        self.hist, self.scale = hist, scale

    def q_fast(self, z_lines: float) -> float:
        return self.hist.q_fast(z_lines) * self.scale

    def writebacks(self, z_lines: float) -> float | None:
        w = self.hist.writebacks(z_lines)
        return None if w is None else w * self.scale


class CurveHistogram:
    """A level's hits by its measured hit curve instead of one capacity (docs/model.md,
    "Measured hit curves").

    ``curve`` = ((bytes_j, share_j), ...), bytes increasing, shares falling from 1 to
    0: accesses at reuse distance d with bytes_j <= d < bytes_{j+1} are served with
    share_j (the share measured at the lower end: the optimistic side, as the model is
    a bound). So the served accesses are sum_j (share_{j-1} - share_j) Q(< bytes_j), a
    mix of hard capacities, and the same mix of their write-backs. ``scale`` multiplies
    the bytes (a private level: the threads' caches together); ``line_bytes`` converts
    them to the histogram's lines."""

    def __init__(self, hist, curve, line_bytes: float, scale: float = 1.0):
        self.hist = hist
        self.mix = [(b * scale / line_bytes, prev - f)
                    for (b, f), prev in zip(curve, (1.0, *(f for _, f in curve)), strict=False)
                    if prev - f > 0]

    def q_fast(self, z_lines: float) -> float:
        return sum(w * self.hist.q_fast(c) for c, w in self.mix)

    def writebacks(self, z_lines: float) -> float | None:
        out = 0.0
        for c, w in self.mix:
            x = self.hist.writebacks(c)
            if x is None:
                return None
            out += w * x
        return out


class IrregularHistogram:
    """The irregular (``kind`` "irregular") or strided ("strided") accesses' own histogram
    (ReuseHistogram.irregular, .strided) as a level-hits input, scaled up from a sampled
    rate like :class:`ScaledHistogram`."""

    def __init__(self, hist: ReuseHistogram, scale: float = 1.0, kind: str = "irregular"):
        self.bins, self.scale = getattr(hist, kind), scale
        cold = getattr(hist, f"{kind}_cold")
        self.accesses = (float(cold or 0) + float(sum(self.bins.counts))) * scale

    def q_fast(self, z_lines: float) -> float:
        return self.bins.below(z_lines) * self.scale


def irregular_extra_s(line_s: float, irregular_s: float, issue_s: float | None) -> float:
    """Seconds an irregular access served by a level costs beyond its line at the
    level's bandwidth (``line_s``): the measured seconds per irregular access
    (``irregular_s``, 0 when not measured) less the first level's issue of its load,
    charged there already (``issue_s``, the scalar-load rate), when that is more."""
    if irregular_s <= 0.0:
        return 0.0
    return max(0.0, irregular_s - (issue_s or 0.0) - line_s)


# The least share of its end-to-end time a level keeps after the first level's issue
# is taken out: a noisy sweep can make a level look no slower than the first one.
MIN_TRANSFER_SHARE = 0.1


def transfer_bandwidth(bw: float, issue_bw: float, issued_per_byte: float) -> float:
    """A level's bandwidth for the time its transfers add beyond the first level's issue.

    ``bw`` was measured end to end by a stream that also issued ``issued_per_byte``
    bytes of loads and stores at the first level per byte it counts (``bench cpu``'s
    triad behind L1: 24 B issued per 32 B moved), and the model charges that issue at
    the first level (``issue_bandwidth``) besides each level's traffic. So the level
    keeps 1/bw - issued_per_byte/issue_bw seconds per byte (at least
    ``MIN_TRANSFER_SHARE`` of 1/bw), and the triad costs the model what it measured.
    ``issued_per_byte`` 0 (a transfer rate): ``bw`` unchanged."""
    if issued_per_byte <= 0 or bw <= 0 or issue_bw <= 0:
        return bw
    per_byte = max(1.0 / bw - issued_per_byte / issue_bw, MIN_TRANSFER_SHARE / bw)
    return 1.0 / per_byte


def scalar_access_s(spec, threads: float, cores: float) -> float | None:
    """Seconds per scalar L1 access of a team of ``threads`` of ``cores`` threads
    (``bench cpu``'s scalar-load kernel: one thread and all threads; the rate is linear
    between the two, as a level's bandwidth is), or None when the spec lacks them."""
    t1 = getattr(spec, "throughput_scalar_access_s", None)
    t_all = getattr(spec, "throughput_scalar_access_all_s", None)
    if not t1 or not t_all:
        return None
    if cores <= 1 or threads <= 1:
        return float(t1)
    f = min(1.0, (threads - 1.0) / (cores - 1.0))
    rate = 1.0 / t1 + f * (1.0 / t_all - 1.0 / t1)
    return 1.0 / rate if rate > 0 else float(t1)


def issue_bandwidth(bw: float, bytes_per_access: float, f_v: float, vw: int,
                    scalar_s: float | None) -> float:
    """The issue level's effective bandwidth (a CPU's L1 as its load/store ports).

    Vectorised accesses (share ``f_v``) move their bytes at the measured stream
    bandwidth ``bw``. A scalar access takes a port slot of its own: with the measured
    scalar-load rate (``scalar_s`` seconds per access of the team) it costs that;
    without it, ``vw`` accesses' worth of the stream (the vector-width Amdahl factor,
    which assumes the stream is bound by the ports; on the 16-thread Xeon and the
    2-thread Zen 4 of 2026-11-25 it overcharged scalar code 3-5x).
    """
    f_v = min(max(f_v, 0.0), 1.0)
    if scalar_s is None or bytes_per_access <= 0 or bw <= 0:
        return bw / (f_v + (1.0 - f_v) * max(int(vw), 1))
    per_access = f_v * bytes_per_access / bw + (1.0 - f_v) * scalar_s
    return bytes_per_access / per_access if per_access > 0 else bw


@dataclass(frozen=True)
class LevelCounts:
    """What each level of a hierarchy holds and serves for the whole work: its capacity
    for the threads counted, the accesses it serves (``hits``), the dirty lines it
    absorbs from the level before (``writebacks``), the hits among them made by
    irregular and by strided accesses, and the bytes each hit moves (its line)."""

    capacities: tuple[float, ...]
    hits: tuple[float, ...]
    writebacks: tuple[float, ...]
    irregular: tuple[float, ...]
    strided: tuple[float, ...]
    line_bytes: tuple[float, ...]
    # irregular hits of each cache level that miss the translation buffer (page_walks)
    page_walks: tuple[float, ...] = ()


def level_counts(memory: MemoryProfile, specs_levels, cap_threads: float, *, cpu: bool,
                 flagged: bool | None = None, tlb_pages: int | None = None) -> LevelCounts:
    """The profile's histograms through the spec's hierarchy, the private levels holding
    ``cap_threads`` cores' capacity together (measured hit curves where the spec has
    them). Write-backs are a CPU term; the irregular and strided hits are counted where
    ``flagged`` (default: on CPUs; a GPU's model asks for them, issue 46) and the spec
    measured their cost (none otherwise, so a spec without those rates is unchanged)."""
    n = len(specs_levels)
    caps = tuple(lv.capacity_for(cap_threads) for lv in specs_levels)
    if not memory.reuse:  # no locality information: every access goes to the last level
        zero = (0.0,) * n
        return LevelCounts(caps, zero[:-1] + (float(memory.accesses),), zero, zero, zero,
                           tuple(float(lv.line_bytes) for lv in specs_levels))
    hists = [memory.reuse_for(lv.line_bytes) for lv in specs_levels]
    scale = [1.0 / h.sampled_rate if 0 < h.sampled_rate < 1 else 1.0 for h in hists]
    lines = [c / h.line_bytes for c, h in zip(caps, hists, strict=True)]
    acc = float(hists[0].accesses) * scale[0]
    scaled = [ScaledHistogram(h, sc) for h, sc in zip(hists, scale, strict=True)]
    scaled = [CurveHistogram(h, lv.hit_curve, float(h.hist.line_bytes),
                             lv.capacity_for(cap_threads) / lv.capacity_bytes)
              if lv.hit_curve else h for h, lv in zip(scaled, specs_levels, strict=True)]
    hits = level_hits(scaled, lines, acc)
    wbs = [0.0] * n
    if cpu and any(lv.writebacks for lv in specs_levels):
        wbs = [w if lv.writebacks else 0.0 for w, lv in zip(
            level_writebacks(scaled, lines, float(memory.stores), float(memory.accesses),
                             hits), specs_levels, strict=True)]
    count = cpu if flagged is None else flagged
    args = (hists, scale, specs_levels, lines, cap_threads)
    irregular = _flagged_hits(*args, hits, "irregular") if count else [0.0] * n
    strided = (_flagged_hits(*args, [h - i for h, i in zip(hits, irregular, strict=True)],
                             "strided") if count else [0.0] * n)
    walks = (page_walks(hists, scale, lines, irregular, tlb_pages)
             if count and tlb_pages else ())
    return LevelCounts(caps, tuple(hits), tuple(wbs), tuple(irregular), tuple(strided),
                       tuple(float(h.line_bytes) for h in hists), walks)


def page_walks(hists, scale: list[float], lines: list[float], irregular: list[float],
               tlb_pages: int) -> tuple[float, ...]:
    """Irregular hits of each cache level that miss the translation buffer
    (docs/model.md, "Translation misses"): an irregular access is a page or more from
    its instruction's previous one, so the distinct lines between its reuses bound the
    distinct pages; those at a distance of ``tlb_pages`` lines or more, served by a
    cache level (the level's distances ``[lines[k-1], lines[k])``), each pay a page
    walk. The last level's are left out: its measured gather spans more pages than any
    buffer holds, so its cost holds the walk."""
    out = [0.0] * len(lines)
    for k in range(len(lines) - 1):
        h = hists[k]
        if h.irregular is None:
            continue
        lo = max(lines[k - 1] if k else 0.0, float(tlb_pages))
        if lines[k] <= lo:
            continue
        n = (h.irregular.below(lines[k]) - h.irregular.below(lo)) * scale[k]
        out[k] = min(max(n, 0.0), irregular[k])
    return tuple(out)


def _flagged_hits(hists, scale: list[float], specs_levels, lines: list[float],
                  cap_threads: float, hits: list[float], kind: str) -> list[float]:
    """Irregular (``kind`` "irregular") or strided accesses each level serves
    (docs/model.md, "Irregular accesses"): the profile's histogram of them through the
    same hierarchy, at most ``hits`` of the level; none for a spec that did not measure
    their cost or a profile written before they were recorded. Level 0 (the issue)
    charges none."""
    if (not any(getattr(lv, f"{kind}_access_all_s") for lv in specs_levels)
            or any(getattr(h, kind) is None for h in hists)):
        return [0.0] * len(hits)
    plain = [IrregularHistogram(h, sc, kind) for h, sc in zip(hists, scale, strict=True)]
    views = [CurveHistogram(v, lv.hit_curve, float(h.line_bytes),
                            lv.capacity_for(cap_threads) / lv.capacity_bytes)
             if lv.hit_curve else v
             for v, h, lv in zip(plain, hists, specs_levels, strict=True)]
    flagged = level_hits(views, lines, plain[0].accesses)
    return [0.0] + [min(a, b) for a, b in zip(flagged[1:], hits[1:], strict=True)]
