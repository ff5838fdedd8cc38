"""Between-batch maintenance of the LRU stacks of :mod:`automatch.analyses.reuse.stack_distance`.

These kernels run when a stack must change shape (time space compacted, directory
grown, fixed-size SHARDS evicting lines), never per access; the per-access kernels
and the state layout they share are in :mod:`automatch.analyses.reuse.kernels`.
"""

from __future__ import annotations

import numpy as np

from automatch.analyses.reuse.bits import (
    dir_slot,
    distance_bin,
    popcount,
    shards_hash,
)
from automatch.analyses.reuse.kernels import (
    DIRTY_SHIFT,
    EMPTY,
    PAGE_BITS,
    PAGE_MASK,
    S_F,
    S_FEN_TOTAL,
    S_LIVE,
    S_NOW,
    S_NPAGES,
    S_T,
    S_TAIL_LIVE,
    TIME_BITS,
)
from automatch.exec.aot.kernels import njit


@njit(nogil=True, cache=True)
def compact_kernel(sc, bits, last, new_tsize, tail_words, nbits, nfen, prefix):
    """Renumber the live times 0..live-1 in order into a time space of new_tsize.

    Fills the new bits and fen (arrays of new_tsize / 64 and new_tsize / 32 entries, of
    any content, allocated by the caller: a kernel that allocates needs numba's runtime,
    which the ahead-of-time objects do not load), which may be the old ones when the size
    stays: the bits are rewritten only after the scan. ``prefix`` (scratch, at least the
    old time space / 64 entries) gets the live times before each old word. Updates
    ``last`` and the scalars in place.

    A line's new time is the rank of its old one among the live times (the live times
    before its word, plus those below it in the word): the lines are found in the page
    pool, every entry of ``last`` with a time (each touched line holds exactly one live
    time), in pool order. Before issue 44 a time -> line array (``owner``, 8 bytes a
    time) was written at every access and scanned in time order here: at heat-3d n = 150
    (840 K lines, a 4 M time space) its 32 MiB no longer fitted the L3 and the
    compactions took 0.43 s of the reuse stack's 0.51 s on one sweep's 36 M accesses.
    The pool is the touched pages, about the lines for dense footprints; the time space
    is kept at least a fraction of it (stack_distance._LineState.compact) so a sparse one
    does not make each compaction cost many accesses' worth.
    """
    now = sc[S_NOW]
    new_words = new_tsize >> 6
    used_words = (now + 63) >> 6
    r = 0
    for w in range(used_words):
        prefix[w] = r
        r += np.int64(popcount(bits[w]))
    one = np.uint64(1)
    for s in range(sc[S_NPAGES] << PAGE_BITS):
        lv = np.int64(last[s])
        v = lv & TIME_BITS
        if v != 0:
            t = v - 1
            w = t >> 6
            below = bits[w] & ((one << np.uint64(t & 63)) - one)
            last[s] = (lv & ~TIME_BITS) | (prefix[w] + np.int64(popcount(below)) + 1)
    full = r >> 6
    for w in range(new_words):
        nbits[w] = np.uint64(0)
    for w in range(full):
        nbits[w] = ~np.uint64(0)
    rem = r & 63
    if rem:
        nbits[full] = (np.uint64(1) << np.uint64(rem)) - np.uint64(1)
    # tail = words [f, cw]; the count tree covers words [0, f)
    cw = (r - 1) >> 6 if r > 0 else 0
    f = cw - tail_words
    if f < 0:
        f = 0
    total = 0
    for w in range(new_words):
        c = np.int64(popcount(nbits[w])) if w < f else 0
        total += c
        nfen[new_words + w] = c
    nfen[0] = 0  # unused: the root is node 1
    for node in range(new_words - 1, 0, -1):
        nfen[node] = nfen[2 * node] + nfen[2 * node + 1]
    sc[S_NOW] = r
    sc[S_T] = new_tsize
    sc[S_F] = f
    sc[S_FEN_TOTAL] = total
    sc[S_TAIL_LIVE] = r - total


@njit(nogil=True, cache=True)
def rehash_dir(dkeys, dvals, new_bits, nk, nv):
    """Insert the page directory's entries into ``nk``/``nv`` (2^new_bits slots, keys
    EMPTY and values 0, allocated by the caller)."""
    cap = np.int64(1) << new_bits
    mask = cap - 1
    for i in range(dkeys.shape[0]):
        k = dkeys[i]
        if k != EMPTY:
            h = dir_slot(k, new_bits)
            while nk[h] != EMPTY:
                h = (h + 1) & mask
            nk[h] = k
            nv[h] = dvals[i]


@njit(nogil=True, cache=True)
def live_hashes(sc, last, dkeys, dvals, page_of, slots, hashes):
    """Fill ``slots`` and ``hashes`` (S_LIVE entries each) with the slot and the SHARDS
    hash of every live line, in page pool order (evict_lines and the threshold's
    partition do not depend on the order); ``page_of`` (S_NPAGES zeros) is scratch
    space."""
    # page base -> page number
    for h in range(dkeys.shape[0]):
        if dkeys[h] != EMPTY:
            page_of[dvals[h] >> PAGE_BITS] = dkeys[h]
    r = 0
    for s in range(sc[S_NPAGES] << PAGE_BITS):
        if np.int64(last[s]) & TIME_BITS:
            line = (page_of[s >> PAGE_BITS] << PAGE_BITS) | (s & PAGE_MASK)
            slots[r] = s
            hashes[r] = shards_hash(line)
            r += 1


@njit(nogil=True, cache=True)
def evict_lines(sc, bits, last, slots, hashes, threshold):
    """Forget the live lines whose hash is >= threshold (clear their time bits and
    dirty state).

    The count tree is stale afterwards: a compaction must follow.
    """
    removed = 0
    for k in range(slots.shape[0]):
        if hashes[k] >= threshold:
            s = slots[k]
            t = (np.int64(last[s]) & TIME_BITS) - 1
            bits[t >> 6] &= ~(np.uint64(1) << np.uint64(t & 63))
            last[s] = 0
            removed += 1
    sc[S_LIVE] -= removed
    return removed


@njit(nogil=True, cache=True)
def dirty_tail(sc, last, b_log, out):
    """Add the lines dirty now (the end of the trace) to ``out`` (a ``wbf`` copy): each
    is written back at every cache size above its largest gap since its store. The live
    lines are those of the page pool with a time (see compact_kernel)."""
    for s in range(sc[S_NPAGES] << PAGE_BITS):
        lv = np.int64(last[s])
        if lv & TIME_BITS:
            m1 = lv >> DIRTY_SHIFT
            if m1 > 0:
                out[distance_bin(m1 - 1, b_log)] += 1
