"""LRU stack distance (paper eq. 4, Fig. 5), exact or SHARDS-sampled, in numba.

:class:`ReuseAnalyzer` consumes batches of memory accesses (``addrs: uint64[n]`` byte
addresses, bit 63 set for a store; ``sizes: uint8[n]`` bytes) and keeps one LRU stack
per line size, and beside it each line's dirty state, for the write-backs (dirty
evictions) at every cache size (``ReuseHistogram.writebacks``). The
stack distance of an access is the number of distinct lines touched since the last
access to the same line: 0 when the same line is touched again immediately, infinite
("cold") on the first touch of a line.

Conventions:

* An access covering bytes ``addr .. addr+size-1`` that spans several lines (a
  straddling access) counts as one access to each line it touches, in ascending line
  order. ``size == 0`` is treated as 1 byte. Hence the histogram's total is the number
  of *line accesses*, which can exceed the number of accesses in the batches.
* Exact mode (``sample_rate=None``): Bennett-Kruskal. The last access time of every
  line lives in a two-level page table (a hashed directory of 1024-line pages of
  int64: the time and the line's dirty state, with a 64-entry direct-mapped TLB in
  front); live times are bits in 64-bit
  occupancy words with a complete binary tree of counts over the words' popcounts
  (the newest TAIL_WORDS = 32 words stay out of the tree, so near reuse costs a few
  popcounts).
  The time space is compacted (live times renumbered in order) when it fills and
  kept at 2-4x the distinct lines (a power of two), so memory is bounded by the
  distinct lines, not the trace: about 8 bytes of shadow per line of each touched
  page plus a few bytes per distinct line. (Pages are allocated whole: a pathological
  trace touching one line per 1024 would pay 8 KiB per line.) Up to ~5e8 distinct
  lines per line size.
* Line sizes are analysed one after the other over each batch (one stack each; the
  batch stays in cache), or on ``threads`` threads that take the line sizes' batches
  as they come free (analyses/reuse/workers.py). 128-byte lines are not derived
  from 64-byte ones: a coarser stack cannot be read off a finer one exactly.
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
  Fixed-rate sampling needs enough sampled lines (footprint x R >~ 1000) for a few %
  error; cold counts (footprint) carry a relative error of ~1/sqrt(footprint x R).
* Fixed-size SHARDS (``sample_lines=S``): at most about S lines are tracked per line
  size. The rate starts at ``sample_rate`` (1.0 when None) and, whenever more than S
  lines are tracked, the threshold drops to the hash below which 7/8 S of them stay;
  the others are forgotten, counts so far are rescaled by new rate / old rate and
  later distances are scaled by the new rate. Memory (time space, tree) is then
  bounded by S whatever the footprint, and small footprints stay exact. The
  first-bin correction applies to each period of constant rate.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np

from automatch.analyses.profile import DistanceBins, ReuseHistogram
from automatch.analyses.reuse import kernels as rk
from automatch.analyses.reuse import maintenance as rm
from automatch.analyses.reuse.bits import SHARDS_P_BITS
from automatch.analyses.reuse.workers import LineWorkers
from automatch.errors import AutomatchError, InputError
from automatch.exec import protocol
from automatch.options import BINS_PER_OCTAVE, LINE_SIZES, SAMPLE_LINES, SAMPLE_RATE

_MAX_TIME_SPACE = 2**31 - 1  # last-access times are stored in 32 bits
_ROOMY_TIME_SPACE = 1 << 22  # below it, 4x the live lines (compact)
# Exact mode: the time space is at least the page pool's entries / _POOL_PER_TIME, so a
# compaction (which scans the pool: maintenance.compact_kernel) costs at most about that
# many pool entries per access it makes room for, however sparse the touched pages.
_POOL_PER_TIME = 8
# 64-time words kept out of the count tree (reuse_kernels' tail): a reuse within them costs
# popcounts of at most half of them (vectorised) instead of a walk up the tree, one RMW and
# one load a level. 16 words (1024 times) left out gemm's column reuse (its gap is 2n
# accesses, 2n/64 words) from n = 512 on, and the walks grew with the tree; 32 keeps it in
# the tail to n = 1024 (issue 44, same-process A/B on the Zen 5 VM: gemm n = 600 0.82x,
# n = 1000 0.76x the time of 16; heat-3d's stencil n = 100 and 150 0.94-1.02x; 64 words:
# gemm 0.92x, the stencil 1.06x). The histograms do not depend on it.
TAIL_WORDS = 32


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

    def __init__(self, line_bytes: int, initial_time_space: int, tail_words: int, threshold: int,
                 n_bins: int, exact: bool = True):
        self.line_bytes = line_bytes
        self.exact = exact  # the time space follows the page pool too (_POOL_PER_TIME)
        self.threshold = threshold  # SHARDS: lines with hash < threshold are tracked
        self.rate = min(1.0, threshold / (1 << SHARDS_P_BITS))
        # fixed-size SHARDS: counts from before the last rate change, in sample units
        # at the current rate
        self.acc_hist = np.zeros(0)
        self.acc_cold = 0.0
        self.acc_cold_store = 0.0
        self.acc_cold_irr = 0.0
        self.acc_cold_str = 0.0
        self.acc_written = 0.0
        self.nacc0 = 0  # line accesses and samples when the rate was last set
        self.nsamp0 = 0
        self.tail_words = tail_words
        self.shift = line_bytes.bit_length() - 1
        # most lines one access (size <= 255) can touch
        self.kmax = (255 + line_bytes - 1) // line_bytes + 1
        tsize = _pow2_at_least(max(64, int(initial_time_space)))
        self.sc = np.zeros(rk.N_SCALARS, dtype=np.int64)
        self.sc[rk.S_T] = tsize
        self.bits = np.zeros(tsize // 64, dtype=np.uint64)
        self.fen = np.zeros(2 * (tsize // 64), dtype=np.int64)
        self.prefix = np.zeros(tsize // 64, dtype=np.int64)  # compaction scratch
        self.last = np.zeros(4 * rk.PAGE_LINES, dtype=np.int64)  # time + 1, dirty state
        self.wbf = np.zeros(n_bins, dtype=np.int64)  # write-back intervals (reuse_kernels)
        self.wbu = np.zeros(n_bins, dtype=np.int64)
        self.acc_wbf = np.zeros(0)  # fixed-size SHARDS: as acc_hist
        self.acc_wbu = np.zeros(0)
        self.dbits = 4
        self.dkeys = np.full(1 << self.dbits, rk.EMPTY, dtype=np.int64)
        self.dvals = np.zeros(1 << self.dbits, dtype=np.int64)
        self.tlbk = np.full(rk.TLB_SIZE, rk.EMPTY, dtype=np.int64)
        self.tlbv = np.zeros(rk.TLB_SIZE, dtype=np.int64)
        self.slotbuf = np.zeros(max(rk.SLOT_BUFFER, self.kmax), dtype=np.int64)
        self.compactions = 0
        self.seen_misses = 0
        self.seen_samples = 0

    def compact(self) -> None:
        """Renumber the live times from 0, in place unless the time space must grow:
        fresh arrays each time cost page faults on 4 MiB and more per compaction (a
        221 K-line stencil compacts every 290 K accesses; the faults took a fifth of the
        analysis thread). The time space is kept at 4x the live lines while that stays
        within _ROOMY_TIME_SPACE, else 2x: a compaction every 3 live lines' accesses
        rather than every one (exact reuse on the captured large traces: SpMV 0.90-0.96x,
        LU 0.95-0.99x, stencil 0.97-0.99x, the same histograms), for at most 32 MiB more
        a line size (allowed 8 M entries, the large SpMV's full profile with three line
        sizes peaked at 560 MiB against 466)."""
        live = int(self.sc[rk.S_LIVE])
        tsize = int(self.sc[rk.S_T])
        margin = 2 * self.kmax
        factor = 4 if 4 * live + 2 * margin <= _ROOMY_TIME_SPACE else 2
        if tsize < factor * live + margin:
            tsize = _pow2_at_least(factor * live + 2 * margin)
        if self.exact:
            pool = int(self.sc[rk.S_NPAGES]) << rk.PAGE_BITS
            tsize = max(tsize, min(_pow2_at_least(pool // _POOL_PER_TIME), 1 << 30))
        if tsize > _MAX_TIME_SPACE:
            raise AutomatchError(
                f"reuse analysis: {live} distinct {self.line_bytes}-byte lines exceed the "
                "exact stack-distance limit (~5e8); use a sample rate (SHARDS) instead",
                exit_code=3,
            )
        if self.bits.shape[0] == tsize >> 6:  # in place (compact_kernel)
            bits, fen = self.bits, self.fen
        else:
            bits, fen = np.empty(tsize >> 6, np.uint64), np.empty(2 * (tsize >> 6), np.int64)
        rm.compact_kernel(self.sc, self.bits, self.last, np.int64(tsize),
                          np.int64(self.tail_words), bits, fen, self.prefix)
        self.bits, self.fen = bits, fen
        if self.prefix.shape[0] < tsize >> 6:
            self.prefix = np.zeros(tsize >> 6, np.int64)
        self.compactions += 1

    def evict(self, hist: np.ndarray, target: int) -> None:
        """Fixed-size SHARDS: lower the threshold so that ``target`` lines stay tracked.

        Counts so far are rescaled by new rate / old rate (Waldspurger et al. FAST'15,
        section 4.3); distances measured from now on are scaled by the new rate.
        """
        live = int(self.sc[rk.S_LIVE])
        slots, hashes = np.empty(live, np.int64), np.empty(live, np.int64)
        rm.live_hashes(self.sc, self.last, self.dkeys, self.dvals,
                       np.zeros(int(self.sc[rk.S_NPAGES]), np.int64), slots, hashes)
        new = int(np.partition(hashes, target)[target])
        factor = new / self.threshold
        if self.acc_hist.shape[0] == 0:
            self.acc_hist = np.zeros(hist.shape[0])
        # fold the first-bin correction of the closing period in before rescaling
        hist0 = hist.astype(np.float64)
        expected = self.rate * float(self.sc[rk.S_NACC] - self.nacc0)
        hist0[0] = max(0.0, hist0[0] + expected - float(self.sc[rk.S_NSAMP] - self.nsamp0))
        self.acc_hist = (self.acc_hist + hist0) * factor
        self.nacc0, self.nsamp0 = int(self.sc[rk.S_NACC]), int(self.sc[rk.S_NSAMP])
        hist[:] = 0
        self.acc_cold = (self.acc_cold + float(self.sc[rk.S_COLD])) * factor
        self.sc[rk.S_COLD] = 0
        self.acc_cold_store = (self.acc_cold_store + float(self.sc[rk.S_COLD_STORE])) * factor
        self.sc[rk.S_COLD_STORE] = 0
        self.acc_cold_irr = (self.acc_cold_irr + float(self.sc[rk.S_COLD_IRR])) * factor
        self.sc[rk.S_COLD_IRR] = 0
        self.acc_cold_str = (self.acc_cold_str + float(self.sc[rk.S_COLD_STR])) * factor
        self.sc[rk.S_COLD_STR] = 0
        self.acc_written = (self.acc_written + float(self.sc[rk.S_WRITTEN])) * factor
        self.sc[rk.S_WRITTEN] = 0
        if self.acc_wbf.shape[0] == 0:
            self.acc_wbf, self.acc_wbu = np.zeros(self.wbf.shape[0]), np.zeros(self.wbu.shape[0])
        self.acc_wbf = (self.acc_wbf + self.wbf) * factor
        self.acc_wbu = (self.acc_wbu + self.wbu) * factor
        self.wbf[:] = 0
        self.wbu[:] = 0
        # the forgotten lines' dirty stretches end here: they leave the sample
        rm.evict_lines(self.sc, self.bits, self.last, slots, hashes, np.int64(new))
        self.threshold = new
        self.rate = new / (1 << SHARDS_P_BITS)
        self.compact()

    def grow_pages(self) -> None:
        new = np.zeros(2 * self.last.shape[0], dtype=np.int64)
        new[: self.last.shape[0]] = self.last
        self.last = new

    def grow_dir(self) -> None:
        self.dbits += 1
        keys, vals = np.full(1 << self.dbits, rk.EMPTY, np.int64), np.zeros(1 << self.dbits, np.int64)
        rm.rehash_dir(self.dkeys, self.dvals, np.int64(self.dbits), keys, vals)
        self.dkeys, self.dvals = keys, vals


shards_threshold = protocol.shards_threshold  # one formula: the parent's SampleFilter uses it


class ReuseAnalyzer:
    """LRU stack distance histograms at several line sizes from batches of accesses.

    ``ReuseAnalyzer(line_sizes=LINE_SIZES, bins_per_octave=BINS_PER_OCTAVE, sample_rate=None)``
    (the defaults of :mod:`automatch.options`);
    call :meth:`consume` once per batch, then :meth:`result`. Memory grows with the
    distinct lines touched, never with the number of accesses.

    Tuning knobs (keyword only, results do not depend on them): ``initial_time_space``
    (times before the first compaction), ``tail_words`` (64-time words kept out of
    the count tree; reuse within them is counted by popcounts) and ``prefetch``
    (True/False forces the chunked prefetching kernel on or off; None, the default,
    uses it for batches after which the footprint is >= 64 K lines and the page TLB
    missed on over 1/8 of the lines, i.e. large scattered footprints).

    ``sample_lines`` (keyword) turns on fixed-size SHARDS (see the module notes).
    ``threshold`` (keyword): the SHARDS hash threshold of ``sample_rate`` as the parent
    computed it (``protocol.SampleFilter``), so that the child does not compute it again.

    ``threads > 1`` runs the line sizes' stacks on that many threads (the kernels release
    the GIL), a line size on one thread at a time, behind a few copied batches
    (analyses/reuse/workers.py), none waiting for another line size's batch: ``consume`` then
    returns before the batch is done, and what reads the results waits for it; call
    :meth:`close` when done. It pays when spare cores exist.
    """

    def __init__(
        self,
        line_sizes: Sequence[int] = LINE_SIZES,
        bins_per_octave: int = BINS_PER_OCTAVE,
        sample_rate: float | None = SAMPLE_RATE,
        *,
        initial_time_space: int = 1 << 14,
        tail_words: int = TAIL_WORDS,
        prefetch: bool | None = None,
        threads: int = 1,
        sample_lines: int | None = SAMPLE_LINES,
        threshold: int | None = None,
    ):
        sizes = tuple(int(s) for s in line_sizes)
        if not sizes:
            raise InputError("reuse analysis needs at least one line size, e.g. (64,)")
        for s in sizes:
            if s < 4 or s & (s - 1):
                raise InputError(
                    f"line size {s} is not a power of two >= 4; use e.g. 32, 64 or 128"
                )
        if len(set(sizes)) != len(sizes):
            raise InputError(f"line sizes {sizes} repeat a size; list each once")
        b = int(bins_per_octave)
        if b < 8 or b > 1024 or b & (b - 1):
            raise InputError(
                f"bins_per_octave={bins_per_octave} must be a power of two between 8 and 1024"
            )
        if sample_rate is None:
            threshold = 1 << SHARDS_P_BITS  # nothing filtered
        else:
            r = float(sample_rate)
            if not (0.0 < r <= 1.0) or math.isnan(r):
                raise InputError(f"sample_rate={sample_rate} must be in (0, 1], or None for exact")
            if threshold is None:  # else the parent's (protocol.ConsumerOptions.sample_filter)
                threshold = shards_threshold(r)
        if sample_lines is not None and int(sample_lines) < 64:
            raise InputError(f"sample_lines={sample_lines} must be at least 64 (e.g. 65536)")
        self._smax = rk.NO_LIMIT if sample_lines is None else int(sample_lines)
        self.exact = sample_rate is None and sample_lines is None
        self.line_sizes = sizes
        self._prefetch = prefetch
        self.threads = max(1, min(int(threads), len(sizes)))
        self._workers: LineWorkers | None = None
        self.bins_per_octave = b
        self._b_log = b.bit_length() - 1
        self._states = [
            _LineState(s, initial_time_space, max(0, int(tail_words)), threshold,
                       _n_bins(self._b_log), exact=sample_rate is None and sample_lines is None)
            for s in sizes
        ]
        # all accesses, the irregular ones, the strided ones (reuse_kernels' ``hist``)
        self._hists = [np.zeros(3 * _n_bins(self._b_log), dtype=np.int64) for _ in sizes]

    @property
    def sample_rate(self) -> float:
        """The sampling rate in force (the lowest over line sizes); 1.0 when exact."""
        self._drain()
        return min(st.rate for st in self._states)

    def _drain(self) -> None:
        """Wait for the line sizes' threads to finish what was queued (``threads > 1``)."""
        if self._workers is not None:
            self._workers.drain()

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
        if self.threads == 1:
            for st, hist in zip(self._states, self._hists, strict=True):
                self._run(st, hist, addrs, sizes, n)
            return
        if self._workers is None:
            self._workers = LineWorkers(
                lambda k, a, s, m: self._run(self._states[k], self._hists[k], a, s, m), len(self._states),
                threads=self.threads)
        self._workers.submit(addrs, sizes, n)

    def close(self) -> None:
        """Finish what was queued and stop the line sizes' threads (``threads > 1``);
        results stay readable."""
        if self._workers is not None:
            workers, self._workers = self._workers, None
            try:
                workers.drain()
            finally:
                workers.close()

    def _use_chunked(self, st: _LineState) -> bool:
        """Prefetching chunks for large scattered footprints, else access by access."""
        if self._prefetch is not None:
            return self._prefetch
        misses, samples = int(st.sc[rk.S_MISSES]), int(st.sc[rk.S_NSAMP])
        scattered = (misses - st.seen_misses) * 8 > samples - st.seen_samples
        st.seen_misses, st.seen_samples = misses, samples
        return scattered and int(st.sc[rk.S_LIVE]) >= rk.PREFETCH_MIN_LINES

    def _run(self, st: _LineState, hist: np.ndarray, addrs, sizes, n: int) -> None:
        i = 0
        chunked = self._use_chunked(st)
        while True:
            if chunked:
                i, status = rk.consume_chunked(
                    addrs, sizes, np.int64(i), np.int64(n), np.int64(st.shift),
                    np.int64(st.threshold), 1.0 / st.rate, np.int64(self._b_log),
                    np.int64(st.dbits), np.int64(st.tail_words), np.int64(self._smax),
                    np.int64(st.kmax), st.sc,
                    st.bits, st.fen, st.last, st.dkeys, st.dvals, st.tlbk, st.tlbv,
                    hist, st.wbf, st.wbu, st.slotbuf,
                )  # fmt: skip
            else:
                i, status = rk.consume_direct(
                    addrs, sizes, np.int64(i), np.int64(n), np.int64(st.shift),
                    np.int64(st.threshold), 1.0 / st.rate, np.int64(self._b_log),
                    np.int64(st.dbits), np.int64(st.tail_words), np.int64(self._smax),
                    st.sc, st.bits, st.fen,
                    st.last, st.dkeys, st.dvals, st.tlbk, st.tlbv, hist,
                    st.wbf, st.wbu,
                )  # fmt: skip
            if status == rk.ST_DONE:
                return
            if status == rk.ST_NEED_TIME:
                st.compact()
            elif status == rk.ST_NEED_EVICT:
                st.evict(hist, int(self._smax * 7 // 8))
            elif status == rk.ST_NEED_PAGES:
                st.grow_pages()
            else:
                st.grow_dir()

    def _state(self, line_size: int) -> _LineState:
        self._drain()
        for st in self._states:
            if st.line_bytes == line_size:
                return st
        raise InputError(f"line size {line_size} was not analysed; sizes are {self.line_sizes}")

    def footprint_lines(self, line_size: int) -> int:
        """Distinct lines touched (estimated as sampled lines / R in sampled mode)."""
        st = self._state(line_size)
        live = int(st.sc[rk.S_LIVE])
        return live if self.exact else round(live / st.rate)

    def line_accesses(self, line_size: int) -> int:
        """Line accesses seen (an access straddling k lines counts k times)."""
        return int(self._state(line_size).sc[rk.S_NACC])

    def set_line_accesses(self, n: int) -> None:
        """Declare the trace's true number of accesses when it was sampled upstream with
        this analyzer's hash and rate (the SHARDS correction needs the unsampled count)."""
        self._drain()
        for st in self._states:
            st.sc[rk.S_NACC] = int(n) + int(st.nacc0)

    def result(self) -> tuple[ReuseHistogram, ...]:
        """One histogram per line size, in the order of ``line_sizes``."""
        self._drain()
        lower, upper = bin_edges(self.bins_per_octave)
        out = []
        for st, hist in zip(self._states, self._hists, strict=True):
            # sample units at the current rate: carried-over (rescaled) plus new counts
            both = hist.astype(np.float64)
            if st.acc_hist.shape[0]:
                both += st.acc_hist
            part = both.shape[0] // 3
            counts, irregular, strided = both[:part], both[part : 2 * part], both[2 * part :]
            cold = st.acc_cold + float(st.sc[rk.S_COLD])
            cold_irr = st.acc_cold_irr + float(st.sc[rk.S_COLD_IRR])
            cold_str = st.acc_cold_str + float(st.sc[rk.S_COLD_STR])
            cold_store = st.acc_cold_store + float(st.sc[rk.S_COLD_STORE])
            written = st.acc_written + float(st.sc[rk.S_WRITTEN])
            if not self.exact:
                r = st.rate
                # E[N_s] - N_s to the first bin, over the accesses since the rate was set
                expected = r * float(st.sc[rk.S_NACC] - st.nacc0)
                actual = float(st.sc[rk.S_NSAMP] - st.nsamp0)
                counts[0] = max(0.0, counts[0] + expected - actual)
                counts, irregular, strided = counts / r, irregular / r, strided / r
                cold, cold_irr, cold_str = cold / r, cold_irr / r, cold_str / r
                cold_store, written = cold_store / r, written / r
            cold = round(cold)
            bins = _bins(lower, upper, counts)
            wb_from = st.wbf.copy()
            rm.dirty_tail(st.sc, st.last, np.int64(self._b_log), wb_from)
            wb_from = wb_from.astype(np.float64)
            wb_until = st.wbu.astype(np.float64)
            if st.acc_wbf.shape[0]:
                wb_from += st.acc_wbf
                wb_until += st.acc_wbu
            if not self.exact:
                wb_from, wb_until = wb_from / st.rate, wb_until / st.rate
            out.append(
                ReuseHistogram(
                    line_bytes=st.line_bytes,
                    cold=cold,
                    lower=bins.lower,
                    upper=bins.upper,
                    counts=bins.counts,
                    bins_per_octave=self.bins_per_octave,
                    sampled_rate=st.rate,
                    writeback_from=_bins(lower, upper, wb_from),
                    writeback_until=_bins(lower, upper, wb_until),
                    cold_stores=min(cold, round(cold_store)),
                    lines_written=round(written),
                    irregular=_bins(lower, upper, irregular),
                    irregular_cold=min(cold, round(cold_irr)),
                    strided=_bins(lower, upper, strided),
                    strided_cold=min(cold, round(cold_str)),
                )
            )
        return tuple(out)


def _bins(lower: np.ndarray, upper: np.ndarray, counts: np.ndarray) -> DistanceBins:
    """The non-empty bins of ``counts`` (rounded to whole accesses)."""
    c = np.rint(counts).astype(np.int64)
    nz = np.nonzero(c)[0]
    return DistanceBins(lower=tuple(int(x) for x in lower[nz]),
                        upper=tuple(int(x) for x in upper[nz]),
                        counts=tuple(int(x) for x in c[nz]))


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
