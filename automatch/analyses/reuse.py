"""LRU stack distance (paper eq. 4, Fig. 5), exact or SHARDS-sampled, in numba.

:class:`ReuseAnalyzer` consumes batches of memory accesses (``addrs: uint64[n]`` byte
addresses, ``sizes: uint8[n]`` bytes) and keeps one LRU stack per line size. The
stack distance of an access is the number of distinct lines touched since the last
access to the same line: 0 when the same line is touched again immediately, infinite
("cold") on the first touch of a line.

Conventions:

* An access covering bytes ``addr .. addr+size-1`` that spans several lines (a
  straddling access) counts as one access to each line it touches, in ascending line
  order. ``size == 0`` is treated as 1 byte. Hence the histogram's total is the number
  of *line accesses*, which can exceed the number of accesses in the batches.
* Exact mode (``sample_rate=None``): Bennett-Kruskal. The last access time of every
  line lives in a two-level page table (``reuse_kernels``); live times are bits in
  64-bit occupancy words with a binary tree of counts over the words' popcounts. The time
  space is compacted (live times renumbered in order) when it fills and kept at 2-4x
  the distinct lines, so memory is bounded by the distinct lines, not the trace.
* Histogram bins: distances ``0 .. 2B-1`` (B = ``bins_per_octave``, a power of two,
  >= 8) have exact bins; above that each octave ``[2^o, 2^(o+1))`` is split into B
  equal bins, so a bin's width is at most 1/B of its lower edge. Only non-empty bins
  are reported, as :class:`ReuseHistogram` ``(lower, upper, counts)``.
* Sampled mode (``sample_rate=R``): SHARDS (Waldspurger et al., FAST'15). A line is
  tracked when ``hash(line) mod 2^24 < round(R * 2^24)`` (the rate actually used is
  that threshold / 2^24, reported as ``sampled_rate``). Distances between sampled
  lines are scaled by 1/R; the counts are scaled by 1/R to estimate the full trace,
  after adding ``E[N_s] - N_s`` (expected minus actual sampled accesses) to the first
  bin (clipped at zero), so the totals match the number of line accesses. Distances
  below about 1/R lines are not resolved: small-cache curves need the exact mode.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np

from automatch.analyses import reuse_kernels as rk
from automatch.analyses.profile import ReuseHistogram
from automatch.errors import AutomatchError, InputError

_MAX_TIME_SPACE = 2**31 - 1  # last-access times are stored as int32


def _pow2_at_least(x: int) -> int:
    return 1 << max(0, int(x) - 1).bit_length()


def _n_bins(b_log: int) -> int:
    nb = 1 << b_log
    return 2 * nb + (62 - b_log) * nb


def bin_edges(bins_per_octave: int) -> tuple[np.ndarray, np.ndarray]:
    """Lower (inclusive) and upper (exclusive) distance of every histogram bin."""
    b_log = int(bins_per_octave).bit_length() - 1
    nb = 1 << b_log
    idx = np.arange(_n_bins(b_log), dtype=np.int64)
    lower = idx.copy()
    upper = idx + 1
    q = idx[2 * nb :] - 2 * nb
    o = q // nb + b_log + 1
    sub = q % nb
    width = np.left_shift(np.int64(1), o - b_log)
    lower[2 * nb :] = (nb + sub) * width
    upper[2 * nb :] = lower[2 * nb :] + width
    return lower, upper


class _LineState:
    """The numpy arrays of one line size's LRU stack (see ``reuse_kernels``)."""

    def __init__(self, line_bytes: int, initial_time_space: int, tail_words: int):
        self.line_bytes = line_bytes
        self.tail_words = tail_words
        self.shift = line_bytes.bit_length() - 1
        # most lines one access (size <= 255) can touch
        self.kmax = (255 + line_bytes - 1) // line_bytes + 1
        tsize = _pow2_at_least(max(64, int(initial_time_space)))
        self.sc = np.zeros(rk.N_SCALARS, dtype=np.int64)
        self.sc[rk.S_T] = tsize
        self.bits = np.zeros(tsize // 64, dtype=np.uint64)
        self.fen = np.zeros(2 * (tsize // 64), dtype=np.int64)
        self.owner = np.zeros(tsize, dtype=np.int64)
        self.last = np.zeros(4 * rk.PAGE_LINES, dtype=np.int32)
        self.dbits = 4
        self.dkeys = np.full(1 << self.dbits, rk.EMPTY, dtype=np.int64)
        self.dvals = np.zeros(1 << self.dbits, dtype=np.int64)
        self.tlbk = np.full(rk.TLB_SIZE, rk.EMPTY, dtype=np.int64)
        self.tlbv = np.zeros(rk.TLB_SIZE, dtype=np.int64)
        self.slotbuf = np.zeros(max(rk.SLOT_BUFFER, self.kmax), dtype=np.int64)
        self.compactions = 0

    def compact(self) -> None:
        live = int(self.sc[rk.S_LIVE])
        tsize = int(self.sc[rk.S_T])
        margin = 2 * self.kmax
        if tsize < 2 * live + margin:
            tsize = _pow2_at_least(2 * live + 2 * margin)
        if tsize > _MAX_TIME_SPACE:
            raise AutomatchError(
                f"reuse analysis: {live} distinct {self.line_bytes}-byte lines exceed the "
                "exact stack-distance limit (~5e8); use a sample rate (SHARDS) instead",
                exit_code=3,
            )
        self.bits, self.fen, self.owner = rk.compact_kernel(
            self.sc, self.bits, self.owner, self.last, np.int64(tsize), np.int64(self.tail_words)
        )
        self.compactions += 1

    def grow_pages(self) -> None:
        new = np.zeros(2 * self.last.shape[0], dtype=np.int32)
        new[: self.last.shape[0]] = self.last
        self.last = new

    def grow_dir(self) -> None:
        self.dbits += 1
        self.dkeys, self.dvals = rk.rehash_dir(self.dkeys, self.dvals, np.int64(self.dbits))


class ReuseAnalyzer:
    """LRU stack distance histograms at several line sizes from batches of accesses.

    ``ReuseAnalyzer(line_sizes=(32, 64, 128), bins_per_octave=8, sample_rate=None)``;
    call :meth:`consume` once per batch, then :meth:`result`. Memory grows with the
    distinct lines touched, never with the number of accesses.

    Tuning knobs (keyword only, results do not depend on them): ``initial_time_space``
    (times before the first compaction) and ``tail_words`` (64-time words kept out of
    the count tree; reuse within them is counted by popcounts).
    """

    def __init__(
        self,
        line_sizes: Sequence[int] = (32, 64, 128),
        bins_per_octave: int = 8,
        sample_rate: float | None = None,
        *,
        initial_time_space: int = 1 << 14,
        tail_words: int = 16,
    ):
        sizes = tuple(int(s) for s in line_sizes)
        if not sizes:
            raise InputError("reuse analysis needs at least one line size, e.g. (64,)")
        for s in sizes:
            if s < 1 or s & (s - 1):
                raise InputError(f"line size {s} is not a power of two; use e.g. 32, 64 or 128")
        if len(set(sizes)) != len(sizes):
            raise InputError(f"line sizes {sizes} repeat a size; list each once")
        b = int(bins_per_octave)
        if b < 8 or b > 1024 or b & (b - 1):
            raise InputError(
                f"bins_per_octave={bins_per_octave} must be a power of two between 8 and 1024"
            )
        if sample_rate is None:
            self._threshold = 1 << rk.SHARDS_P_BITS  # nothing filtered
            self.sample_rate = 1.0
        else:
            r = float(sample_rate)
            if not (0.0 < r <= 1.0) or math.isnan(r):
                raise InputError(f"sample_rate={sample_rate} must be in (0, 1], or None for exact")
            self._threshold = max(1, round(r * (1 << rk.SHARDS_P_BITS)))
            self.sample_rate = self._threshold / (1 << rk.SHARDS_P_BITS)
        self.line_sizes = sizes
        self.bins_per_octave = b
        self._b_log = b.bit_length() - 1
        self._inv_rate = 1.0 / self.sample_rate
        self._states = [_LineState(s, initial_time_space, max(0, int(tail_words))) for s in sizes]
        self._hists = [np.zeros(_n_bins(self._b_log), dtype=np.int64) for _ in sizes]

    @property
    def exact(self) -> bool:
        return self._threshold > rk.SHARDS_P_MASK

    def consume(self, addrs: np.ndarray, sizes: np.ndarray, n: int | None = None) -> None:
        """Process the first ``n`` accesses of a batch (all of them when ``n`` is None)."""
        addrs = np.asarray(addrs)
        sizes = np.asarray(sizes)
        if n is None:
            n = addrs.shape[0]
        n = int(n)
        if n < 0 or n > addrs.shape[0] or n > sizes.shape[0]:
            raise InputError(
                f"consume(n={n}) but the batch holds {addrs.shape[0]} addresses and "
                f"{sizes.shape[0]} sizes"
            )
        if addrs.dtype != np.uint64:
            addrs = addrs.astype(np.uint64) if addrs.dtype.kind != "i" else addrs.view(np.uint64)
        if sizes.dtype != np.uint8:
            sizes = sizes.astype(np.uint8)
        if not addrs.flags.c_contiguous:
            addrs = np.ascontiguousarray(addrs)
        if not sizes.flags.c_contiguous:
            sizes = np.ascontiguousarray(sizes)
        for st, hist in zip(self._states, self._hists, strict=True):
            self._run(st, hist, addrs, sizes, n)

    def _run(self, st: _LineState, hist: np.ndarray, addrs, sizes, n: int) -> None:
        i = 0
        while True:
            i, status = rk.consume_kernel(
                addrs, sizes, np.int64(i), np.int64(n), np.int64(st.shift),
                np.int64(self._threshold), self._inv_rate, np.int64(self._b_log),
                np.int64(st.dbits), np.int64(st.tail_words), np.int64(st.kmax), st.sc,
                st.bits, st.fen, st.owner, st.last, st.dkeys, st.dvals, st.tlbk, st.tlbv,
                hist, st.slotbuf,
            )  # fmt: skip
            if status == rk.ST_DONE:
                return
            if status == rk.ST_NEED_TIME:
                st.compact()
            elif status == rk.ST_NEED_PAGES:
                st.grow_pages()
            else:
                st.grow_dir()

    def _state(self, line_size: int) -> _LineState:
        for st in self._states:
            if st.line_bytes == line_size:
                return st
        raise InputError(f"line size {line_size} was not analysed; sizes are {self.line_sizes}")

    def footprint_lines(self, line_size: int) -> int:
        """Distinct lines touched (estimated as sampled lines / R in sampled mode)."""
        live = int(self._state(line_size).sc[rk.S_LIVE])
        return live if self.exact else round(live / self.sample_rate)

    def line_accesses(self, line_size: int) -> int:
        """Line accesses seen (an access straddling k lines counts k times)."""
        return int(self._state(line_size).sc[rk.S_NACC])

    def result(self) -> tuple[ReuseHistogram, ...]:
        """One histogram per line size, in the order of ``line_sizes``."""
        lower, upper = bin_edges(self.bins_per_octave)
        out = []
        for st, hist in zip(self._states, self._hists, strict=True):
            cold = int(st.sc[rk.S_COLD])
            counts = hist.astype(np.float64)
            if not self.exact:
                r = self.sample_rate
                expected = r * float(st.sc[rk.S_NACC])
                counts[0] = max(0.0, counts[0] + expected - float(st.sc[rk.S_NSAMP]))
                counts /= r
                cold = round(cold / r)
            c = np.rint(counts).astype(np.int64)
            nz = np.nonzero(c)[0]
            out.append(
                ReuseHistogram(
                    line_bytes=st.line_bytes,
                    cold=cold,
                    lower=tuple(int(x) for x in lower[nz]),
                    upper=tuple(int(x) for x in upper[nz]),
                    counts=tuple(int(x) for x in c[nz]),
                    bins_per_octave=self.bins_per_octave,
                    sampled_rate=self.sample_rate,
                )
            )
        return tuple(out)


def miss_ratio_curve(hist: ReuseHistogram, cache_lines: Sequence[float]) -> np.ndarray:
    """Normalised miss ratio Q_s(Z) / accesses at each cache size Z (in lines)."""
    total = hist.accesses
    if total == 0:
        return np.zeros(len(cache_lines))
    return np.array([hist.q_slow(z) / total for z in cache_lines])


def mrc_mean_abs_error(
    exact: ReuseHistogram, approx: ReuseHistogram, cache_lines: Sequence[float] | None = None
) -> float:
    """Mean absolute error of the normalised miss-ratio curve (SHARDS' metric).

    By default over cache sizes log-spaced (8 per octave) from ``1 / approx.sampled_rate``
    lines (sampling cannot resolve smaller distances) up to twice the largest finite
    distance of the exact histogram.
    """
    if cache_lines is None:
        top = max([2.0, *exact.upper]) * 2
        lo = max(1.0, 1.0 / approx.sampled_rate)
        cache_lines = np.exp2(np.arange(math.log2(lo), math.log2(max(top, 2 * lo)) + 1e-9, 1 / 8))
    a = miss_ratio_curve(exact, cache_lines)
    b = miss_ratio_curve(approx, cache_lines)
    return float(np.mean(np.abs(a - b)))
