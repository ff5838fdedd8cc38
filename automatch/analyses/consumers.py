"""Event consumers run inside the engine's child process (``consumer`` = this module).

``make_consumers`` is the factory the child imports by name; each consumer has
``consume(words)`` (one call per full event buffer) and ``finish() -> dict``.
"""

from __future__ import annotations

import dataclasses

import numpy as np
from numba import njit

from automatch.exec.events import ADDR_MASK, RANGE_BIT, SIZE_MASK, SIZE_SHIFT, STORE_BIT
from automatch.ir.program import Program


@njit(nogil=True, cache=True)
def decode_accesses(words, start, addrs, sizes, counts):
    """Memory words -> (address, size) pairs; ranges split into 64-byte pieces.

    Returns (next word to decode, accesses written). ``counts`` accumulates loads,
    stores, bytes loaded, bytes stored.
    """
    n = words.shape[0]
    cap = addrs.shape[0]
    k = 0
    i = start
    while i < n:
        w = words[i]
        if w < 0:
            i += 1
            continue
        addr = w & ADDR_MASK
        if w & RANGE_BIT:
            length = words[i + 1]
            pieces = (length + 63) >> 6
            if k + pieces > cap:
                if k == 0:  # a range larger than the whole output: emit what fits
                    pieces = cap
                else:
                    return i, k
            for p in range(pieces):
                addrs[k] = addr + 64 * p
                sizes[k] = min(64, length - 64 * p)
                k += 1
            if w & STORE_BIT:
                counts[1] += 1
                counts[3] += length
            else:
                counts[0] += 1
                counts[2] += length
            i += 2
            continue
        if k >= cap:
            return i, k
        size = 1 << ((w >> SIZE_SHIFT) & SIZE_MASK)
        addrs[k] = addr
        sizes[k] = min(size, 255)
        k += 1
        if w & STORE_BIT:
            counts[1] += 1
            counts[3] += size
        else:
            counts[0] += 1
            counts[2] += size
        i += 1
    return i, k


class ReuseConsumer:
    """LRU stack distance histograms (see reuse.py) and access counts."""

    def __init__(self, line_sizes=(32, 64, 128), bins_per_octave: int = 8, sample_rate=None,
                 sample_lines=None):
        from automatch.analyses.reuse import ReuseAnalyzer

        self.analyzer = ReuseAnalyzer(line_sizes=line_sizes, bins_per_octave=bins_per_octave,
                                      sample_rate=sample_rate, sample_lines=sample_lines)
        self.sample_lines = sample_lines
        self.addrs = np.zeros(1 << 20, np.uint64)
        self.sizes = np.zeros(1 << 20, np.uint8)
        self.counts = np.zeros(4, np.int64)

    def warm_up(self) -> None:
        """Compile or load the numba kernels on a throwaway analyzer and a tiny batch."""
        from automatch.analyses.reuse import ReuseAnalyzer

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
        while i < words.shape[0]:
            i, k = decode_accesses(words, i, self.addrs, self.sizes, self.counts)
            if k:
                self.analyzer.consume(self.addrs, self.sizes, k)

    def set_prefiltered_totals(self, loads: int, stores: int, nbytes: int) -> None:
        """The engine sampled the accesses itself: these are the run's true totals."""
        total_bytes = max(1, int(self.counts[2] + self.counts[3]))
        self.counts[:] = (loads, stores, nbytes * self.counts[2] // total_bytes,
                          nbytes - nbytes * self.counts[2] // total_bytes)
        self.analyzer.set_line_accesses(loads + stores)

    def finish(self) -> dict:
        hists = self.analyzer.result()
        smallest = min(self.analyzer.line_sizes)
        return {
            "memory": {
                "loads": int(self.counts[0]), "stores": int(self.counts[1]),
                "bytes_loaded": int(self.counts[2]), "bytes_stored": int(self.counts[3]),
                "footprint_bytes": int(self.analyzer.footprint_lines(smallest) * smallest),
                "reuse": [dataclasses.asdict(h) for h in hists],
            }
        }


class CountingConsumer:
    """Counts words; the no-op consumer of the engine benchmark."""

    def __init__(self):
        self.words = 0

    def consume(self, words: np.ndarray) -> None:
        self.words += int(words.shape[0])

    def finish(self) -> dict:
        return {"words": self.words}


def make_consumers(program: Program, options: dict) -> list:
    """The consumers for ``options`` (JSON from the parent): which analyses, with what."""
    which = options.get("analyses", ["schedule", "reuse"])
    out: list = []
    if "schedule" in which:
        from automatch.analyses.replay import ReplayConsumer

        replay = ReplayConsumer(program, count_int_ops=bool(options.get("count_int_ops")),
                                parallel_reductions=bool(options.get("parallel_reductions")))
        out.append(replay)
        out.extend(replay.detach_tree())  # run side by side with the chain replay
    if "reuse" in which:
        out.append(ReuseConsumer(line_sizes=tuple(options.get("line_sizes", (32, 64, 128))),
                                 bins_per_octave=int(options.get("bins_per_octave", 8)),
                                 sample_rate=options.get("sample_rate"),
                                 sample_lines=options.get("sample_lines")))
    if "count" in which:
        out.append(CountingConsumer())
    return out
