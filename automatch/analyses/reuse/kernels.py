"""numba kernels behind :mod:`automatch.analyses.reuse.stack_distance` (LRU stack distance).

State of one line size (all numpy arrays, owned by ``reuse._LineState``):

``sc``      int64 scalars, indexed by the ``S_*`` constants below.
``bits``    uint64[T/64]: occupancy of the time space; bit t is set when time t is
            the last access of some line (a "live" time).
``fen``     int64[2 T/64]: a complete binary tree of counts (heap layout, root 1,
            leaf of word w at T/64 + w) over the popcounts of the words
            ``bits[0:F]`` ("flushed" words). Removing a time walks from its leaf to
            the root, decrementing the path and adding the right siblings' counts:
            a fixed number of steps, no data-dependent branches (a Fenwick tree
            needs two walks of varying length). The newest words ``bits[F:]`` (the
            "tail", at most ``tail_words`` + 1 of them) are not in the tree: inserts
            land there, so an access costs one tree walk (the removal of its
            old time) instead of two, and reuse inside the tail costs none.
            No array maps a time back to its line: a compaction renumbers the lines
            from the page pool (maintenance.compact_kernel), see ``last``.
``last``    int64 page pool, ``PAGE_LINES`` entries per page: low 32 bits the last
            access time + 1 of a line (0 = never touched), high 32 bits its dirty
            state: 0 when clean, else 1 + the largest stack distance of its accesses
            since the store that dirtied it (one load and one store per access for
            both: a second array cost 25-60 % more per access). A line's slot is page
            base + (line mod PAGE_LINES). The dirty state is never reset to 0 once a
            line was stored to, so a store that finds 0 is the line's first
            (``S_WRITTEN`` counts them; ``S_COLD_STORE`` the first touches by a store).
``dkeys``/``dvals``  open-addressing directory: page number -> page base.
``tlbk``/``tlbv``    a cache of that directory (``TLB_SIZE`` entries): two-way set
            associative, set ``tlb_set(pg)`` (entries 2 (pg mod 32) and the one after,
            the newer first). Direct-mapped, the 96^3 stencil's 64-byte lines missed on
            22 % of its accesses (its output grid's page and an input stream's shared an
            entry, 64 pages apart): 0.003 % two-way; it had also looked scattered and
            taken the chunked kernel (exact reuse at one line size 0.79 -> 0.58 s on its
            53 M accesses). An index folding the page's bits instead made a gather's 31
            pages collide across a 64-page boundary (the large SpMV 1.5 -> 5 % misses).
``hist``    int64 histograms over bin indices (see ``distance_bin``), three back to
            back: all accesses in the first third, the irregular ones (bit 62 of the
            address, events.IRREGULAR_BIT) again in the second, the strided ones (bit
            61, events.STRIDED_BIT) in the third.
``wbf``/``wbu``  int64 histograms (bins as ``hist``) of the write-back intervals: an
            access with distance d to a dirty line whose largest gap so far is m < d
            adds m to ``wbf`` and d to ``wbu``: a cache of C lines with m < C <= d
            evicted the line dirty in that gap (reuse.py turns the lines still dirty at
            the end into intervals open above).

Bennett-Kruskal: the stack distance of an access to a line last touched at time t
is the number of live times greater than t. Times are compacted (live times
renumbered 0..live-1 in order) when the time space is full.

Two consume kernels share the state: ``consume_direct`` (access by access) and
``consume_chunked`` (two phases with software prefetch, for large scattered
footprints). Their stack code is duplicated on purpose: numba helpers that take
arrays, even ``inline="always"``, left NRT incref/decref calls in the hot loop and
ran 3-5x slower.

Measured on the 2-core VM (64-byte lines, M accesses/s, same-run A/B): a Fenwick
tree over word popcounts ran 3-D stencil 75-84, random 4K lines 29-31, 64K 22-27,
1M 8-15; the fixed-depth tree walk above 83-89 / 45-48 / 41-44 / 16-17 (shared
walk for query and removal, no loop-exit mispredictions); blocked counts (per 8
words, then groups of 64 summed with vector loops, O(1) updates) 50 / 23 / 15 / 9;
prefetching chunks lifted random 1M lines to 21-27 but cost 10-25 % on streams and
small footprints, hence the automatic switch.

Every array index in consume_direct's loop is cast to np.uint64: numba wraps a signed index
that is negative around the array's end, a compare and select an access that also keeps
each array's length live in a register. Unsigned, on the 2-core Xeon VM (same-run A/B,
benchmarks/reuse_speed.py --quick, twice): stencil 40^3 85 -> 89-97, 128^3 73-77 ->
76-80, random 4K lines 44 -> 48-49 M/s at 64-byte lines. The same in consume_chunked
made it slower (random 1M lines 26.6 -> 23.7-24.4, 64K at 32 bytes 37 -> 32-34 M/s).
consume_direct also keeps the counters of rare events (first touches, first stores, page
misses) in ``sc`` rather than in locals, and counts sampled lines only when sampling:
fewer values live across the loop, 3-6 % more (stencil 40^3 96 -> 101-104, random 4K
49 -> 52 M/s). Checking the structures' room once for many accesses (at the most lines
an access can touch) instead of at each made it 5-15 % slower, and was left out.

The forward count over the tail reads the current word (the one the last access set a
bit in, by a scalar store) on its own and the words before it in the loop, which LLVM
vectorises (vpopcntq on four words): a vector load over a word still in the store buffer
cannot take the stored value forwarded and waits for the store to retire. Issue 44,
same-process A/B on the Zen 5 VM, heat-3d's 3-D stencil trace at n = 100: 0.94x the time.
"""

from __future__ import annotations

import numpy as np

from automatch.analyses.reuse.bits import (
    SHARDS_P_MASK,
    TLB_BITS,
    class_offset,
    dir_slot,
    distance_bin,
    popcount,
    prefetch,
    shards_hash,
    tlb_set,
)
from automatch.exec.aot.kernels import njit

# scalar slots
S_NOW = 0  # next time to hand out
S_T = 1  # size of the time space (multiple of 64)
S_F = 2  # first word not in the count tree
S_FEN_TOTAL = 3  # live times in words [0, F)
S_TAIL_LIVE = 4  # live times in words [F, ...)
S_LIVE = 5  # distinct (sampled) lines seen = live times
S_COLD = 6  # first touches of (sampled) lines
S_NACC = 7  # line accesses seen, sampled or not
S_NSAMP = 8  # line accesses that passed the sampling filter
S_NPAGES = 9  # pages used in the pool
S_DCOUNT = 10  # keys in the directory
S_MISSES = 11  # page TLB misses
S_COLD_STORE = 12  # first touches of (sampled) lines by a store: lines written before read
S_WRITTEN = 13  # (sampled) lines stored to at least once: distinct lines written
S_COLD_IRR = 14  # first touches of (sampled) lines by an irregular access
S_COLD_STR = 15  # first touches of (sampled) lines by a strided access
N_SCALARS = 16

# kernel status
ST_DONE = 0
ST_NEED_TIME = 1
ST_NEED_PAGES = 2
ST_NEED_DIR = 3
ST_NEED_EVICT = 4  # fixed-size SHARDS: more than smax lines tracked
NO_LIMIT = 2**62  # smax when the tracked lines are not limited

# Stores: bit 63 of an address in a batch marks a store, bit 62 an irregular access, bit
# 61 a strided one (the address is bits 0..60); the chunked kernel carries the three
# beside the slot in its slot buffer (store at bit 62, the two flags at 61 and 60:
# reuse_bits.class_offset's encoding, bit 1 irregular, bit 0 strided).
ADDR_BITS = np.uint64((1 << 61) - 1)
STORE_SLOT_SHIFT = 62
STR_SLOT_SHIFT = 60
SLOT_MASK = (1 << STR_SLOT_SHIFT) - 1
DIRTY_MAX = 2**31 - 3  # the largest gap a line's dirty state records
TIME_BITS = (1 << 32) - 1  # low half of a ``last`` entry: time + 1
DIRTY_SHIFT = 32  # high half: the dirty state
DIRTY_ONE = 1 << 32  # dirty, no gap since the store

PAGE_BITS = 10
PAGE_LINES = 1 << PAGE_BITS
PAGE_MASK = PAGE_LINES - 1
TLB_SIZE = 1 << TLB_BITS
EMPTY = -1
PREFETCH_AHEAD = 8  # lines
PREFETCH_MIN_LINES = 1 << 16  # distinct lines
SLOT_BUFFER = 2048  # line slots per chunk
@njit(nogil=True, cache=True)
def consume_direct(
    addrs, sizes, start, n, shift, threshold, inv_rate, b_log, dbits, tail_words, smax,
    sc, bits, fen, last, dkeys, dvals, tlbk, tlbv, hist, wbf, wbu,
):  # fmt: skip
    """Process accesses start..n-1 until done or until a structure must grow.

    Returns (index of the first unprocessed access, status). An access is only
    started when every structure has room for all the lines it touches, so a
    resumed call never sees half an access. Access by access: the fastest way when
    the state fits in cache or the accesses stream. Stops with ST_NEED_EVICT before
    an access when more than ``smax`` lines are tracked (fixed-size SHARDS).
    """
    now = sc[S_NOW]
    tsize = sc[S_T]
    f = sc[S_F]
    fen_total = sc[S_FEN_TOTAL]
    tail_live = sc[S_TAIL_LIVE]
    live = sc[S_LIVE]
    nacc = sc[S_NACC]
    nacc0 = nacc
    nsamp = sc[S_NSAMP]
    npages = sc[S_NPAGES]
    dcount = sc[S_DCOUNT]
    part = hist.shape[0] // 3
    nwords = tsize >> 6
    pagecap = last.shape[0] >> PAGE_BITS
    dcap = dkeys.shape[0]
    dmask = dcap - 1
    sampled = threshold <= SHARDS_P_MASK
    ushift = np.uint64(shift)
    one = np.uint64(1)
    status = ST_DONE
    i = start
    while i < n:
        a = np.uint64(addrs[np.uint64(i)])
        st = a >> np.uint64(63)
        ioff = class_offset(np.int64((a >> np.uint64(61)) & np.uint64(3)), part)
        a &= ADDR_BITS
        s = np.uint64(sizes[np.uint64(i)])
        if s == 0:
            s = one
        l0 = np.int64(a >> ushift)
        e = a + s - one
        if e > ADDR_BITS:  # the access runs past 2^63 - 1
            e = ADDR_BITS
        l1 = np.int64(e >> ushift)
        k = l1 - l0 + 1
        if now + k > tsize:
            status = ST_NEED_TIME
            break
        if live > smax:
            status = ST_NEED_EVICT
            break
        if npages + k > pagecap:
            status = ST_NEED_PAGES
            break
        if 2 * (dcount + k) > dcap:
            status = ST_NEED_DIR
            break
        for line in range(l0, l1 + 1):
            nacc += 1
            if sampled:
                if shards_hash(line) >= threshold:
                    continue
                nsamp += 1
            pg = line >> PAGE_BITS
            e = np.uint64(tlb_set(pg))
            if tlbk[e] == pg:
                base = tlbv[e]
            elif tlbk[e + one] == pg:  # the set's older way: it becomes the newer
                base = tlbv[e + one]
                tlbk[e + one] = tlbk[e]
                tlbv[e + one] = tlbv[e]
                tlbk[e] = pg
                tlbv[e] = base
            else:
                sc[S_MISSES] += 1
                h = dir_slot(pg, dbits)
                while True:
                    kk = dkeys[np.uint64(h)]
                    if kk == pg:
                        base = dvals[np.uint64(h)]
                        break
                    if kk == EMPTY:
                        base = npages << PAGE_BITS
                        npages += 1
                        dkeys[np.uint64(h)] = pg
                        dvals[np.uint64(h)] = base
                        dcount += 1
                        break
                    h = (h + 1) & dmask
                tlbk[e + one] = tlbk[e]
                tlbv[e + one] = tlbv[e]
                tlbk[e] = pg
                tlbv[e] = base
            slot = base + (line & PAGE_MASK)
            lv = np.int64(last[np.uint64(slot)])
            v = lv & TIME_BITS
            if v == now and v != 0:
                # re-touch of the most recent line: distance 0, the stack is unchanged
                hist[0] += 1
                if ioff:
                    hist[np.uint64(ioff)] += 1
                if st:
                    if (lv >> DIRTY_SHIFT) == 0:  # the line's first store
                        sc[S_WRITTEN] += 1
                    last[np.uint64(slot)] = v | DIRTY_ONE
                continue
            m1 = lv >> DIRTY_SHIFT
            if v == 0:
                sc[S_COLD] += 1
                live += 1
                if st:
                    sc[S_COLD_STORE] += 1
                if ioff == part:
                    sc[S_COLD_IRR] += 1
                elif ioff:
                    sc[S_COLD_STR] += 1
            else:
                t = v - 1
                w = t >> 6
                b = np.uint64(t & 63)
                word = bits[np.uint64(w)]
                above = np.int64(popcount((word >> b) >> one))
                if w >= f:
                    cw = (now - 1) >> 6
                    if cw - w <= w - f:
                        d = above
                        if w < cw:  # the current word on its own: see the module notes
                            d += np.int64(popcount(bits[np.uint64(cw)]))
                        for x in range(w + 1, cw):
                            d += np.int64(popcount(bits[np.uint64(x)]))
                    else:
                        d = tail_live - np.int64(popcount(word)) + above
                        for x in range(f, w):
                            d -= np.int64(popcount(bits[np.uint64(x)]))
                    tail_live -= 1
                else:
                    # walk up the count tree: drop t, add the right siblings' counts
                    d = tail_live + above
                    node = nwords + w
                    while node > 1:
                        fen[np.uint64(node)] -= 1
                        d += fen[np.uint64(node ^ 1)] * ((node & 1) ^ 1)
                        node >>= 1
                    fen[1] -= 1
                    fen_total -= 1
                bits[np.uint64(w)] = word & ~(one << b)
                if sampled:
                    d = np.int64(d * inv_rate)
                bd = distance_bin(d, b_log)
                hist[np.uint64(bd)] += 1
                if ioff:
                    hist[np.uint64(bd + ioff)] += 1
                if m1 > 0 and d >= m1:  # dirty, and this gap exceeds every earlier one
                    wbf[np.uint64(distance_bin(m1 - 1, b_log))] += 1
                    wbu[np.uint64(bd)] += 1
                    m1 = min(d, DIRTY_MAX) + 1
            t = now
            bits[np.uint64(t >> 6)] |= one << np.uint64(t & 63)
            now += 1
            if st:
                if m1 == 0:  # the line's first store (its dirty state is never reset to 0)
                    sc[S_WRITTEN] += 1
                m1 = 1
            last[np.uint64(slot)] = now | (m1 << DIRTY_SHIFT)
            tail_live += 1
            cw = t >> 6
            while cw - f > tail_words:
                c = np.int64(popcount(bits[np.uint64(f)]))
                node = nwords + f
                while node > 0:
                    fen[np.uint64(node)] += c
                    node >>= 1
                fen_total += c
                tail_live -= c
                f += 1
        i += 1
    sc[S_NOW] = now
    sc[S_F] = f
    sc[S_FEN_TOTAL] = fen_total
    sc[S_TAIL_LIVE] = tail_live
    sc[S_LIVE] = live
    sc[S_NACC] = nacc
    sc[S_NSAMP] = nsamp if sampled else nsamp + nacc - nacc0
    sc[S_NPAGES] = npages
    sc[S_DCOUNT] = dcount
    return i, status


@njit(nogil=True, cache=True)
def consume_chunked(
    addrs, sizes, start, n, shift, threshold, inv_rate, b_log, dbits, tail_words, smax, kmax,
    sc, bits, fen, last, dkeys, dvals, tlbk, tlbv, hist, wbf, wbu, slotbuf,
):  # fmt: skip
    """As :func:`consume_direct`, in chunks of ``len(slotbuf) // kmax`` accesses.

    For large, scattered footprints whose shadow and tree spill out of L2: phase 1
    maps a chunk's lines to shadow slots and prefetches them, phase 2 runs the stack
    on them, prefetching the old times' words and tree leaves PREFETCH_AHEAD lines
    ahead. The stack code is the same as consume_direct's (kept in sync by hand:
    numba helpers taking arrays cost refcount calls per access).
    """
    now = sc[S_NOW]
    tsize = sc[S_T]
    f = sc[S_F]
    fen_total = sc[S_FEN_TOTAL]
    tail_live = sc[S_TAIL_LIVE]
    live = sc[S_LIVE]
    cold = sc[S_COLD]
    nacc = sc[S_NACC]
    nsamp = sc[S_NSAMP]
    npages = sc[S_NPAGES]
    dcount = sc[S_DCOUNT]
    misses = sc[S_MISSES]
    cold_st = sc[S_COLD_STORE]
    written = sc[S_WRITTEN]
    cold_irr = sc[S_COLD_IRR]
    cold_str = sc[S_COLD_STR]
    part = hist.shape[0] // 3
    nwords = tsize >> 6
    pagecap = last.shape[0] >> PAGE_BITS
    dcap = dkeys.shape[0]
    dmask = dcap - 1
    sampled = threshold <= SHARDS_P_MASK
    ushift = np.uint64(shift)
    one = np.uint64(1)
    chunk = slotbuf.shape[0] // kmax
    status = ST_DONE
    i = start
    while i < n:
        if live > smax:
            status = ST_NEED_EVICT
            break
        m = min(chunk, n - i, (tsize - now) // kmax)
        if m <= 0:
            status = ST_NEED_TIME
            break
        iend = i + m
        nl = 0
        while i < iend:
            a = np.uint64(addrs[i])
            st = np.int64(a >> np.uint64(61)) << STR_SLOT_SHIFT  # store, irregular, strided
            a &= ADDR_BITS
            s = np.uint64(sizes[i])
            if s == 0:
                s = one
            l0 = np.int64(a >> ushift)
            e = a + s - one
            if e > ADDR_BITS:  # the access runs past 2^63 - 1
                e = ADDR_BITS
            l1 = np.int64(e >> ushift)
            k = l1 - l0 + 1
            if npages + k > pagecap:
                status = ST_NEED_PAGES
                break
            if 2 * (dcount + k) > dcap:
                status = ST_NEED_DIR
                break
            for line in range(l0, l1 + 1):
                nacc += 1
                if sampled:
                    if shards_hash(line) >= threshold:
                        continue
                pg = line >> PAGE_BITS
                e = tlb_set(pg)
                if tlbk[e] == pg:
                    base = tlbv[e]
                elif tlbk[e + 1] == pg:  # the set's older way: it becomes the newer
                    base = tlbv[e + 1]
                    tlbk[e + 1] = tlbk[e]
                    tlbv[e + 1] = tlbv[e]
                    tlbk[e] = pg
                    tlbv[e] = base
                else:
                    misses += 1
                    h = dir_slot(pg, dbits)
                    while True:
                        kk = dkeys[h]
                        if kk == pg:
                            base = dvals[h]
                            break
                        if kk == EMPTY:
                            base = npages << PAGE_BITS
                            npages += 1
                            dkeys[h] = pg
                            dvals[h] = base
                            dcount += 1
                            break
                        h = (h + 1) & dmask
                    tlbk[e + 1] = tlbk[e]
                    tlbv[e + 1] = tlbv[e]
                    tlbk[e] = pg
                    tlbv[e] = base
                slot = base + (line & PAGE_MASK)
                prefetch(last, slot)
                slotbuf[nl] = slot | st
                nl += 1
            i += 1
        nsamp += nl
        for q in range(nl):
            if q + PREFETCH_AHEAD < nl:
                vf = (np.int64(last[slotbuf[q + PREFETCH_AHEAD] & SLOT_MASK]) & TIME_BITS) - 1
                if vf >= 0:
                    prefetch(bits, vf >> 6)
                    prefetch(fen, nwords + (vf >> 6))
            slot = slotbuf[q] & SLOT_MASK
            st = slotbuf[q] >> STORE_SLOT_SHIFT
            ioff = class_offset((slotbuf[q] >> STR_SLOT_SHIFT) & 3, part)
            lv = np.int64(last[slot])
            v = lv & TIME_BITS
            if v == now and v != 0:
                # re-touch of the most recent line: distance 0, the stack is unchanged
                hist[0] += 1
                if ioff:
                    hist[ioff] += 1
                if st:
                    if (lv >> DIRTY_SHIFT) == 0:  # the line's first store
                        written += 1
                    last[slot] = v | DIRTY_ONE
                continue
            m1 = lv >> DIRTY_SHIFT
            if v == 0:
                cold += 1
                live += 1
                if st:
                    cold_st += 1
                if ioff == part:
                    cold_irr += 1
                elif ioff:
                    cold_str += 1
            else:
                t = v - 1
                w = t >> 6
                b = np.uint64(t & 63)
                word = bits[w]
                above = np.int64(popcount((word >> b) >> one))
                if w >= f:
                    cw = (now - 1) >> 6
                    if cw - w <= w - f:
                        d = above
                        if w < cw:  # the current word on its own: see the module notes
                            d += np.int64(popcount(bits[cw]))
                        for x in range(w + 1, cw):
                            d += np.int64(popcount(bits[x]))
                    else:
                        d = tail_live - np.int64(popcount(word)) + above
                        for x in range(f, w):
                            d -= np.int64(popcount(bits[x]))
                    tail_live -= 1
                else:
                    # walk up the count tree: drop t, add the right siblings' counts
                    d = tail_live + above
                    node = nwords + w
                    while node > 1:
                        fen[node] -= 1
                        d += fen[node ^ 1] * ((node & 1) ^ 1)
                        node >>= 1
                    fen[1] -= 1
                    fen_total -= 1
                bits[w] = word & ~(one << b)
                if sampled:
                    d = np.int64(d * inv_rate)
                bd = distance_bin(d, b_log)
                hist[bd] += 1
                if ioff:
                    hist[bd + ioff] += 1
                if m1 > 0 and d >= m1:  # dirty, and this gap exceeds every earlier one
                    wbf[distance_bin(m1 - 1, b_log)] += 1
                    wbu[bd] += 1
                    m1 = min(d, DIRTY_MAX) + 1
            t = now
            bits[t >> 6] |= one << np.uint64(t & 63)
            now += 1
            if st:
                if m1 == 0:  # the line's first store (its dirty state is never reset to 0)
                    written += 1
                m1 = 1
            last[slot] = now | (m1 << DIRTY_SHIFT)
            tail_live += 1
            cw = t >> 6
            while cw - f > tail_words:
                c = np.int64(popcount(bits[f]))
                node = nwords + f
                while node > 0:
                    fen[node] += c
                    node >>= 1
                fen_total += c
                tail_live -= c
                f += 1
        if status != ST_DONE:
            break
    sc[S_NOW] = now
    sc[S_F] = f
    sc[S_FEN_TOTAL] = fen_total
    sc[S_TAIL_LIVE] = tail_live
    sc[S_LIVE] = live
    sc[S_COLD] = cold
    sc[S_NACC] = nacc
    sc[S_NSAMP] = nsamp
    sc[S_NPAGES] = npages
    sc[S_DCOUNT] = dcount
    sc[S_MISSES] = misses
    sc[S_COLD_STORE] = cold_st
    sc[S_WRITTEN] = written
    sc[S_COLD_IRR] = cold_irr
    sc[S_COLD_STR] = cold_str
    return i, status
