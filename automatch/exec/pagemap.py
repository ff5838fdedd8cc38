"""Which pages of the running process the program has never touched, read at region
entry from ``/proc/self/pagemap`` (Linux; elsewhere nothing is known).

A GPU port copies its results back into host buffers. Into a buffer the program only
``malloc``'d, every page faults in during the copy (about 11x slower on the H100 VM
measured on 2026-11-25): whether the host touched an output before the kernel decides
the copy's cost, and only the process itself can tell. The instrumented region's entry
calls :func:`untouched_page_ranges`; the reuse consumer then counts the pages whose first
access in the region is a store (:func:`first_touch_stores`).
"""

from __future__ import annotations

import os

import numpy as np

from automatch.exec.aot.kernels import njit
from automatch.exec.events import ADDR_MASK

_PRESENT_OR_SWAPPED = np.uint64(3 << 62)  # pagemap bits 63 (present) and 62 (swapped)
_CHUNK_PAGES = 1 << 20  # pagemap entries read at once (8 MiB): bounded memory
MAX_UNTOUCHED_PAGES = 1 << 26  # beyond this (256 GiB at 4 KiB) nothing is tracked


def page_size() -> int:
    try:
        return int(os.sysconf("SC_PAGE_SIZE"))
    except (ValueError, OSError, AttributeError):
        return 4096


def untouched_page_ranges() -> tuple[np.ndarray, np.ndarray] | None:
    """Sorted, disjoint [start, end) page-number ranges of the private writable
    anonymous mappings (the heap included) that are neither present nor swapped out:
    memory reserved (``malloc``'d) and never touched. None when that cannot be known:
    no readable ``/proc/self/pagemap``, no memory left under ``--max-memory`` for the
    reading, or more than :data:`MAX_UNTOUCHED_PAGES` untouched pages."""
    try:
        return _untouched_page_ranges()
    except (OSError, MemoryError, ValueError):
        return None


def _untouched_page_ranges() -> tuple[np.ndarray, np.ndarray] | None:
    page = page_size()
    starts: list[np.ndarray] = []
    ends: list[np.ndarray] = []
    with open("/proc/self/maps") as maps, open("/proc/self/pagemap", "rb") as pagemap:
        for line in maps:
            parts = line.split()
            if len(parts) < 5:
                continue
            perms = parts[1]
            path = parts[5] if len(parts) > 5 else ""
            if perms[:2] != "rw" or perms[3] != "p" or (path and path != "[heap]"):
                continue
            lo, hi = (int(x, 16) for x in parts[0].split("-"))
            for c0 in range(lo // page, hi // page, _CHUNK_PAGES):
                c1 = min(hi // page, c0 + _CHUNK_PAGES)
                pagemap.seek(c0 * 8)
                entries = np.frombuffer(pagemap.read((c1 - c0) * 8), dtype=np.uint64)
                absent = (entries & _PRESENT_OR_SWAPPED) == 0
                if not absent.any():
                    continue
                edges = np.diff(np.concatenate(([0], absent.view(np.int8), [0])))
                starts.append(np.flatnonzero(edges == 1) + c0)
                ends.append(np.flatnonzero(edges == -1) + c0)
    if not starts:
        return np.zeros(0, np.int64), np.zeros(0, np.int64)
    s = np.concatenate(starts).astype(np.int64)
    e = np.concatenate(ends).astype(np.int64)
    if int((e - s).sum()) > MAX_UNTOUCHED_PAGES:
        return None
    order = np.argsort(s)
    # ranges cut at a chunk boundary are adjacent: joined back, they search faster
    s, e = s[order], e[order]
    keep = np.concatenate(([True], s[1:] != e[:-1]))
    return s[keep], e[np.concatenate((keep[1:], [True]))]


@njit(nogil=True, cache=True)
def first_touch_stores(addrs, k, starts, ends, offsets, seen, page_shift, hint, recent):  # pragma: no cover - numba
    """Mark the untouched pages the first ``k`` accesses touch; return how many of them
    were first touched by a store (bit 63 of the address; the page is that of its low 48
    bits, without the irregular and strided marks of bits 62 and 61). ``offsets[r]`` is the index
    in ``seen`` of range r's first page; ``hint[0]`` the range last found (accesses are
    local: most fall in it again, without a search); ``recent`` a direct-mapped cache of
    pages already decided (seen, or outside every range): their accesses cost one
    compare."""
    stored = 0
    n = starts.shape[0]
    if n == 0:
        return 0
    lo_page = starts[0]
    hi_page = ends[n - 1]
    last = hint[0]
    mask = recent.shape[0] - 1
    for i in range(k):
        a = addrs[i]
        st = a >> np.uint64(63)
        pg = np.int64((a & np.uint64(ADDR_MASK)) >> np.uint64(page_shift))  # no flag bits
        slot = pg & mask
        if recent[slot] == pg:
            continue
        recent[slot] = pg
        if pg < lo_page or pg >= hi_page:
            continue
        if starts[last] <= pg < ends[last]:
            lo = last
        else:
            lo = 0
            hi = n
            while hi - lo > 1:  # the last range starting at or below pg
                mid = (lo + hi) >> 1
                if starts[mid] <= pg:
                    lo = mid
                else:
                    hi = mid
            if pg >= ends[lo] or pg < starts[lo]:
                continue
            last = lo
        j = offsets[lo] + pg - starts[lo]
        if seen[j] == 0:
            seen[j] = 1
            if st:
                stored += 1
    hint[0] = last
    return stored


class UntouchedPages:
    """The untouched pages at region entry and the count of those a store touched first."""

    def __init__(self, starts: np.ndarray, ends: np.ndarray, page_bytes: int):
        self.starts = starts
        self.ends = ends
        lengths = ends - starts
        self.offsets = np.concatenate(([0], np.cumsum(lengths)[:-1])).astype(np.int64)
        self.seen = np.zeros(int(lengths.sum()), np.uint8)
        self.page_bytes = page_bytes
        self.page_shift = page_bytes.bit_length() - 1
        self.stored_pages = 0
        self.hint = np.zeros(1, np.int64)
        self.recent = np.full(1 << 14, -1, np.int64)  # 128 KiB: L2-resident

    def consume(self, addrs: np.ndarray, k: int) -> None:
        self.stored_pages += int(first_touch_stores(addrs, k, self.starts, self.ends,
                                                    self.offsets, self.seen, self.page_shift,
                                                    self.hint, self.recent))

    @property
    def stored_bytes(self) -> int:
        return self.stored_pages * self.page_bytes
