"""Between-batch maintenance of the LRU stacks of :mod:`automatch.analyses.reuse.stack_distance`.

These kernels run when a stack must change shape (time space compacted, directory
grown, fixed-size SHARDS evicting lines), never per access; the per-access kernels
and the state layout they share are in :mod:`automatch.analyses.reuse.kernels`.
"""

from __future__ import annotations

import numpy as np

from automatch.analyses.reuse.bits import (
    ctz,
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
    S_T,
    S_TAIL_LIVE,
    TIME_BITS,
)
from automatch.exec.aot.kernels import njit


@njit(nogil=True, cache=True)
def compact_kernel(sc, bits, owner, last, new_tsize, tail_words, nbits, nfen, nowner):
    """Renumber the live times 0..live-1 in order into a time space of new_tsize.

    Fills the new bits, fen and owner (arrays of new_tsize / 64, new_tsize / 32 and
    new_tsize entries, of any content, allocated by the caller: a kernel that allocates
    needs numba's runtime, which the ahead-of-time objects do not load), which may be
    the old ones when the size stays: a live time's new number is never above its old
    one, so each owner entry is read before it is overwritten, and the bits are rewritten
    only after the scan. Updates ``last`` and the scalars in place.
    """
    now = sc[S_NOW]
    new_words = new_tsize >> 6
    r = 0
    used_words = (now + 63) >> 6
    for w in range(used_words):
        word = bits[w]
        while word != 0:
            b = np.int64(ctz(word))
            s = owner[(w << 6) + b]
            nowner[r] = s
            r += 1
            last[s] = (last[s] & ~TIME_BITS) | r  # the dirty state (high half) stays
            word &= word - np.uint64(1)
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
def live_hashes(sc, bits, owner, dkeys, dvals, page_of, slots, hashes):
    """Fill ``slots`` and ``hashes`` (S_LIVE entries each) with the slot and the SHARDS
    hash of the line of every live time, in time order; ``page_of`` (S_NPAGES zeros) is
    scratch space."""
    now = sc[S_NOW]
    # page base -> page number
    for h in range(dkeys.shape[0]):
        if dkeys[h] != EMPTY:
            page_of[dvals[h] >> PAGE_BITS] = dkeys[h]
    r = 0
    for w in range((now + 63) >> 6):
        word = bits[w]
        while word != 0:
            b = np.int64(ctz(word))
            s = owner[(w << 6) + b]
            line = (page_of[s >> PAGE_BITS] << PAGE_BITS) | (s & PAGE_MASK)
            slots[r] = s
            hashes[r] = shards_hash(line)
            r += 1
            word &= word - np.uint64(1)


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
def dirty_tail(sc, bits, owner, last, b_log, out):
    """Add the lines dirty now (the end of the trace) to ``out`` (a ``wbf`` copy): each
    is written back at every cache size above its largest gap since its store."""
    now = sc[S_NOW]
    for w in range((now + 63) >> 6):
        word = bits[w]
        while word != 0:
            b = np.int64(ctz(word))
            m1 = np.int64(last[owner[(w << 6) + b]]) >> DIRTY_SHIFT
            if m1 > 0:
                out[distance_bin(m1 - 1, b_log)] += 1
            word &= word - np.uint64(1)
