"""Event consumers run inside the engine's child process (``consumer`` = this module).

``make_consumers`` is the factory the child imports by name
(``automatch.options.CONSUMER``): it gets the run's ``exec.protocol.ConsumerOptions``,
and each consumer it builds is an ``exec.protocol.Consumer``: ``consume(words)`` (one
call per full event buffer), ``finish() -> dict`` and the hooks the child calls.
"""

from __future__ import annotations

import os

import numpy as np

from automatch.analyses.reuse.workers import BATCH
from automatch.exec.aot.kernels import njit
from automatch.exec.events import (
    ADDR_MASK,
    IRREGULAR_BIT,
    RANGE_BIT,
    REGION_WORD_BASE,
    SIZE_MASK,
    SIZE_SHIFT,
    STORE_BIT,
    STRIDED_BIT,
)
from automatch.exec.protocol import ConsumerBase, ConsumerOptions, SampleFilter
from automatch.ir.program import Program
from automatch.options import BINS_PER_OCTAVE, LINE_SIZES, SAMPLE_LINES, SAMPLE_RATE

# decode_accesses: words checked and decoded together, and what makes a word special (a
# range, or the sign bit of block and region words)
DECODE_RUN = 64
_SPECIAL = np.int64(RANGE_BIT) | np.int64(-(2**63))
_STORE_SHIFT = np.uint64(STORE_BIT.bit_length() - 1)
_IRREGULAR_SHIFT = np.uint64(IRREGULAR_BIT.bit_length() - 1)
_STRIDED_SHIFT = np.uint64(STRIDED_BIT.bit_length() - 1)


@njit(nogil=True, cache=True, inline="always")
def marked_address(u):
    """A memory word's address with the reuse kernels' marks: bit 63 a store, 62 an
    irregular access, 61 a strided one that is not irregular (shifts, no branch)."""
    st = (u >> _STORE_SHIFT) & np.uint64(1)
    irr = (u >> _IRREGULAR_SHIFT) & np.uint64(1)
    strided = (u >> _STRIDED_SHIFT) & np.uint64(1) & (irr ^ np.uint64(1))
    return (u & np.uint64(ADDR_MASK)) | (st << np.uint64(63)) | (irr << np.uint64(62)) | (strided << np.uint64(61))


@njit(nogil=True, cache=True, inline="always")
def access_size(u):
    """A memory word's access size in bytes (not a range's)."""
    return np.int64(1) << np.int64((u >> np.uint64(SIZE_SHIFT)) & np.uint64(SIZE_MASK))


@njit(nogil=True, cache=True)
def decode_accesses(words, start, addrs, sizes, counts):
    """Memory words -> (address, size) pairs; ranges split into 64-byte pieces. A store's
    address has bit 63 set, an irregular access's bit 62, a strided one's bit 61
    (reuse.py's convention).

    Returns (next word to decode, accesses written). ``counts`` accumulates loads,
    stores, bytes loaded, bytes stored. Stops at a region word (whole-program mode), which
    the caller handles: the next word to decode is then that word. Indices are unsigned
    where they index (reuse_kernels: numba then leaves out its negative-index check).
    Runs of DECODE_RUN plain words (no range, region or block word) go through loops
    without an exit, vectorised: word by word the large stencil's 53 M accesses took
    3.8-4.9 ns each, about as long as a quarter of the stack kernel's work.
    """
    n = words.shape[0]
    cap = addrs.shape[0]
    k = 0
    i = start
    # the counts in locals, written back at the end (in ``counts`` each access's update
    # waited on the last one's store)
    loads, stores, bytes_loaded, bytes_stored = counts[0], counts[1], counts[2], counts[3]
    retry = i  # after a run that held a special word: word by word past that run
    while i < n:
        if i >= retry and n - i >= DECODE_RUN and cap - k >= DECODE_RUN:
            # DECODE_RUN words at a time when none is special (a range, a region or block
            # word): loops with no exit, which LLVM vectorises
            seen = np.int64(0)
            for j in range(DECODE_RUN):
                seen |= words[np.uint64(i + j)]
            if seen & _SPECIAL == 0:
                for j in range(DECODE_RUN):
                    u = np.uint64(words[np.uint64(i + j)])
                    addrs[np.uint64(k + j)] = marked_address(u)
                    size = access_size(u)
                    sizes[np.uint64(k + j)] = min(size, 255)
                    s1 = np.int64((u >> _STORE_SHIFT) & np.uint64(1))
                    stores += s1
                    loads += 1 - s1
                    bytes_stored += size * s1
                    bytes_loaded += size * (1 - s1)
                i += DECODE_RUN
                k += DECODE_RUN
                continue
            retry = i + DECODE_RUN
        w = words[np.uint64(i)]
        if w < 0:
            if w <= REGION_WORD_BASE:
                break
            i += 1
            continue
        addr = marked_address(np.uint64(w))
        if w & RANGE_BIT:
            length = words[np.uint64(i + 1)]
            pieces = (length + 63) >> 6
            if k + pieces > cap:
                if k == 0:  # a range larger than the whole output: emit what fits
                    pieces = cap
                else:
                    break
            for p in range(pieces):
                addrs[np.uint64(k)] = addr + np.uint64(64 * p)
                sizes[np.uint64(k)] = min(64, length - 64 * p)
                k += 1
            if w & STORE_BIT:
                stores += 1
                bytes_stored += length
            else:
                loads += 1
                bytes_loaded += length
            i += 2
            continue
        if k >= cap:
            break
        size = access_size(np.uint64(w))
        addrs[np.uint64(k)] = addr
        sizes[np.uint64(k)] = min(size, 255)
        k += 1
        if w & STORE_BIT:
            stores += 1
            bytes_stored += size
        else:
            loads += 1
            bytes_loaded += size
        i += 1
    counts[0], counts[1], counts[2], counts[3] = loads, stores, bytes_loaded, bytes_stored
    return i, k


class ReuseConsumer(ConsumerBase):
    """LRU stack distance histograms (see reuse.py) and access counts. ``sample``: the
    run's SHARDS sample as the parent computed it (``ConsumerOptions.sample_filter``)."""

    needs_block_words = False  # it reads the memory words only
    reads_every_access = True  # a core's worth of work unless the program samples them
    wants_untouched_pages = True  # region_begins: the stores to pages never touched

    def __init__(self, line_sizes=LINE_SIZES, bins_per_octave: int = BINS_PER_OCTAVE,
                 sample_rate=SAMPLE_RATE, sample_lines=SAMPLE_LINES, regions: int = 0,
                 threads: int = 1,
                 sample: SampleFilter | None = None):
        from automatch.analyses.reuse.stack_distance import ReuseAnalyzer

        threshold = sample.threshold if sample is not None and sample_rate is not None else None
        self.analyzer = ReuseAnalyzer(line_sizes=line_sizes, bins_per_octave=bins_per_octave,
                                      sample_rate=sample_rate, sample_lines=sample_lines,
                                      threads=threads, threshold=threshold)
        self.sample_lines = sample_lines
        self._args = dict(line_sizes=line_sizes, bins_per_octave=bins_per_octave,
                          sample_rate=sample_rate, sample_lines=sample_lines, threshold=threshold)
        # Whole-program mode: one analyzer and access counts per region, fed the region's
        # own accesses only, so a region's stack distances are those of its own stream
        # (its first touch of a line is cold, as on a device it is offloaded to).
        self.n_regions = regions
        self.current = -1
        self.region_analyzers: dict[int, object] = {}
        self.region_counts: dict[int, np.ndarray] = {}
        # Decoded accesses per analyser call. On one thread the line sizes run one after
        # the other over these arrays, so 64 Ki accesses (576 KiB: in L2) rather than
        # 1 Mi (9 MiB) save re-reading them from memory: the large LU's exact reuse alone
        # took 0.74x the time, the stencil's 0.88x, SpMV's 0.93x. With threads, the line
        # sizes take copies of these batches (analyses/reuse/workers.py): one copy a call.
        batch = 1 << 16 if self.analyzer.threads == 1 else BATCH
        self.addrs = np.zeros(batch, np.uint64)
        self.sizes = np.zeros(batch, np.uint8)
        self.counts = np.zeros(4, np.int64)
        self.untouched = None  # automatch.exec.pagemap.UntouchedPages, from region_begins

    def warm_up(self) -> None:
        """Compile or load the numba kernels on a throwaway analyzer and a tiny batch."""
        from automatch.analyses.reuse.stack_distance import ReuseAnalyzer

        a = self.analyzer
        spare = ReuseAnalyzer(line_sizes=a.line_sizes, bins_per_octave=a.bins_per_octave,
                              sample_rate=None if a.exact else a.sample_rate,
                              sample_lines=self.sample_lines)
        words = np.array([64, 128, 64 | STORE_BIT], np.int64)
        _, k = decode_accesses(words, 0, self.addrs[:8].copy(), self.sizes[:8].copy(), np.zeros(4, np.int64))
        spare.consume(np.array([64, 128, 64], np.uint64), np.array([8, 8, 8], np.uint8), 3)
        spare.result()

    def consume(self, words: np.ndarray) -> None:
        i = 0
        n = words.shape[0]
        while i < n:
            before = self.counts.copy() if self.current >= 0 else None
            i, k = decode_accesses(words, i, self.addrs, self.sizes, self.counts)
            if k:
                self.analyzer.consume(self.addrs, self.sizes, k)
                if self.untouched is not None:
                    self.untouched.consume(self.addrs, k)
                if self.current >= 0:
                    self.region_analyzers[self.current].consume(self.addrs, self.sizes, k)
            if before is not None:
                self.region_counts[self.current] += self.counts - before
            if i < n and words[i] <= REGION_WORD_BASE:
                self._region_word(int(words[i]))
                i += 1

    def _region_word(self, word: int) -> None:
        code = REGION_WORD_BASE - word
        r = code >> 1
        if code & 1:
            if r == self.current:
                self.current = -1
        elif self.current < 0 and r < self.n_regions:
            from automatch.analyses.reuse.stack_distance import ReuseAnalyzer

            if r not in self.region_analyzers:
                self.region_analyzers[r] = ReuseAnalyzer(**self._args)
                self.region_counts[r] = np.zeros(4, np.int64)
            self.current = r

    def region_begins(self, starts: np.ndarray, ends: np.ndarray, page_bytes: int) -> None:
        """The kernel's region starts: the pages never touched so far (exec.pagemap)."""
        from automatch.exec.pagemap import UntouchedPages

        if self.untouched is None:
            try:
                self.untouched = UntouchedPages(starts, ends, page_bytes)
            except MemoryError:  # under --max-memory: unknown rather than a failed run
                self.untouched = None

    def set_prefiltered_totals(self, loads: int, stores: int, nbytes: int) -> None:
        """The engine sampled the accesses itself: these are the run's true totals."""
        total_bytes = max(1, int(self.counts[2] + self.counts[3]))
        self.counts[:] = (loads, stores, nbytes * self.counts[2] // total_bytes,
                          nbytes - nbytes * self.counts[2] // total_bytes)
        self.analyzer.set_line_accesses(loads + stores)

    def finish(self) -> dict:
        self.analyzer.close()
        out = {"memory": _memory_dict(self.analyzer, self.counts)}
        if self.untouched is not None:
            out["memory"]["untouched_store_bytes"] = self.untouched.stored_bytes
        if self.n_regions:
            out["region_memory"] = {str(r): _memory_dict(a, self.region_counts[r])
                                    for r, a in sorted(self.region_analyzers.items())}
        return out


def _memory_dict(analyzer, counts: np.ndarray) -> dict:
    hists = analyzer.result()
    smallest = min(analyzer.line_sizes)
    return {
        "loads": int(counts[0]), "stores": int(counts[1]),
        "bytes_loaded": int(counts[2]), "bytes_stored": int(counts[3]),
        "footprint_bytes": int(analyzer.footprint_lines(smallest) * smallest),
        "reuse": [h.to_dict() for h in hists],
    }


class CountingConsumer(ConsumerBase):
    """Counts words; the no-op consumer of the engine benchmark."""

    def __init__(self):
        self.words = 0

    def consume(self, words: np.ndarray) -> None:
        self.words += int(words.shape[0])

    def finish(self) -> dict:
        return {"words": self.words}


def reuse_threads(line_sizes: int, *, busy: int) -> int:
    """Threads for the reuse stacks: one per line size (each size's stack is
    independent) while this process may run on more cores than the ``busy`` other
    consumers occupy (numba replays of the event stream); one on a machine without
    spare cores, where more would only take turns with the replays. The program runs on
    beside them (exec.batches) and is not counted: with the replay compiled into it
    (analyses/schedule/compiled_levels.py) it takes a fifth of a core or less on the bench
    kernels, which a second reuse thread beats (a third of the reuse stacks' work)."""
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cores = os.cpu_count() or 1
    return max(1, min(line_sizes, cores - busy))


def make_consumers(program: Program, options: ConsumerOptions) -> list:
    """The consumers for ``options`` (the parent's, across the boundary): which analyses,
    with what."""
    which = options.analyses
    regions = function_regions = 0
    int_blocks: frozenset[int] = frozenset()
    if options.regions or options.region_functions:
        # whole-program mode: one row/analyzer per region (loop nests, then functions)
        from automatch.analyses.intwork import region_units
        from automatch.ir.regions import program_regions

        listed = program_regions(program, loops=options.regions,
                                 functions=options.region_functions)
        regions = len(listed)
        function_regions = sum(1 for r in listed if r.kind == "function")
        # the work unit per region: integer regions count their integer operations
        int_blocks = region_units(program, listed, options.count_int_ops)[0]
    out: list = []
    if "schedule" in which:
        from automatch.analyses.schedule.replay import ReplayConsumer

        replay = ReplayConsumer(program, count_int_ops=options.count_int_ops,
                                parallel_reductions=options.parallel_reductions,
                                regions=regions, function_regions=function_regions,
                                engine=options.engine, int_blocks=int_blocks)
        out.append(replay)
        out.extend(replay.detach_tree())  # run side by side with the chain replay
    if "reuse" in which:
        sizes = options.line_sizes
        out.append(ReuseConsumer(line_sizes=sizes, bins_per_octave=options.bins_per_octave,
                                 sample_rate=options.sample_rate,
                                 sample_lines=options.sample_lines, regions=regions,
                                 threads=reuse_threads(len(sizes), busy=sum(
                                     1 for c in out if c.replays_events)),
                                 sample=options.sample_filter))
    if "count" in which:
        out.append(CountingConsumer())
    return out
