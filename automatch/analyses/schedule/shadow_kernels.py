"""Shadow memory of the replay (replay_kernel.py): a page table of 4-byte granules,
byte-mode pages, memcpy/memset ranges, and the loop that carries a dependence.

Each granule holds six fields (LEVEL, LW, LR, LWI, PA, PB: see replay_kernel's
docstring). A page keeps the four that every access reads side by side, 32 bytes a
granule (rows 0..PAGE-1), and the path words PA, PB of two granules per row after them
(row PAGE + o // 2, columns 2 (o % 2) + PA and + PB): a load of data no chain wrote
reads no path word, and the eight bytes of a double are one 64-byte line of shadow, which
the replay prefetches a few accesses ahead (replay_kernel.PREFETCH_AHEAD; with 48 bytes a
granule a double's shadow spanned two or three lines). Byte pages are laid out the same
way, per byte. The direct-mapped page cache covers 4 MiB of program memory. Pages are found through a direct-mapped page cache tested inline by the
callers, then an open-addressing hash table (``_page_slow``). A page stays in word mode
until an access covers part of a granule; it then turns into byte mode (``_to_bytes``)
and is replayed byte by byte (``_access_bytes``). The replay's scalar state slots are
defined here because the page functions update the page counts in it.
"""

from __future__ import annotations

from automatch.exec.aot.kernels import njit

# Scalar state slots in ``st``.
MODE, CUR, DEPTH, PENDING, STAMP, LSP, MAXLVL, REGS_TOP, NPAGES, HUSED, NBPAGES, MAXPA, MAXPB = range(13)
# whole-program mode (replay_kernel.py): the current region (-1: none), the level floor,
# MAXLVL when the region was entered, an exit waiting for the loop stack, intervals used,
# the frame a function region's call opened (its ``ret`` closes the region)
CURREG, FLOOR, RENTER, PEXIT, NIVL, RFRAME = range(13, 19)
# the new word pages a GROW return needs room for (a memcpy or memset spans many)
NEEDP = 19
N_STATE = 20
PAGE_BITS = 8
GRANULE_BYTES = 4  # program bytes per word-page granule (an address's granule: addr >> 2)
PAGE = 1 << PAGE_BITS
PCACHE = 4096
LEVEL, LW, LR, LWI = 0, 1, 2, 3  # fields of a shadow granule, row o of its page
N_FIELDS = 4
PA, PB = 0, 1  # path words of granule o: row PAGE + o // 2, columns 2 (o % 2) + PA, + PB
ROWS = PAGE + PAGE // 2  # rows of a word page (a byte page: 4 PAGE + 2 PAGE)
# PA, PB (and the registers' rpa, rpb): the composition of the chain that gave a value
# its level, packed (analyses/schedule/critical.py): PA = n_div << 32 | n_special,
# PB = n_int << 32 | n_memory_links; fp add/mul/fma levels are the rest of the level.
ONE_HI = 1 << 32
OBSERVED = -3  # LWI of a reduction store's value that a non-reduction load has read
# LWI <= SILENT_BASE: a silent store rewrote the granule at stamp SILENT_BASE - LWI (word
# pages only), so a later load can count the RAW it would have been (loop_silent)
SILENT_BASE = -16


HASH_MUL = -7046029254386353131  # 0x9E3779B97F4A7C15 as a signed 64-bit integer


@njit(inline="always")
def _hash(key, mask):
    return ((key * HASH_MUL) >> 17) & mask


@njit(nogil=True, cache=True)
def rehash(old_k, old_v, hkeys, hvals):
    mask = hkeys.shape[0] - 1
    for i in range(old_k.shape[0]):
        key = old_k[i]
        if key == -1:
            continue
        h = _hash(key, mask)
        while hkeys[h] != -1:
            h = (h + 1) & mask
        hkeys[h] = key
        hvals[h] = old_v[i]


@njit(nogil=True, cache=True)
def _page_slow(st, pcache, hkeys, hvals, bmode, sh, key):
    """Page index for granule page ``key`` after a page-cache miss, created if new (its
    granules initialised here, on first use: the pool is allocated uninitialised, so a
    run touches only the shadow pages it uses, not the whole pool's 48 MiB).

    Callers test the direct-mapped page cache inline first: numba's inline="always"
    of this loop made every lookup ~10x slower than an explicit fast path. Word-mode
    pages enter the page cache in columns 0-1, byte-mode pages in columns 2-3, so a hit
    in the first needs no byte-mode test."""
    c = key & (PCACHE - 1)
    mask = hkeys.shape[0] - 1
    h = _hash(key, mask)
    while True:
        k = hkeys[h]
        if k == key:
            p = hvals[h]
            break
        if k == -1:
            p = st[NPAGES]
            hkeys[h] = key
            hvals[h] = p
            st[NPAGES] += 1
            st[HUSED] += 1
            for g in range(PAGE):  # level 0, no last write/read, no writer
                sh[p, g, LEVEL] = 0
                sh[p, g, LW] = -1
                sh[p, g, LR] = -1
                sh[p, g, LWI] = -1
            for r in range(PAGE, ROWS):
                for f in range(N_FIELDS):
                    sh[p, r, f] = 0
            break
        h = (h + 1) & mask
    if bmode[p] < 0:
        pcache[c, 0] = key
        pcache[c, 1] = p
    else:
        pcache[c, 2] = key
        pcache[c, 3] = p
    return p


@njit(nogil=True, cache=True)
def _to_bytes(st, bmode, sh, shb, pcache, q, key):
    """Turn word-mode page ``q`` (granule page ``key``) into a byte-mode page: each byte
    inherits its granule; the page leaves the page cache (which holds word pages only)."""
    c = key & (PCACHE - 1)
    if pcache[c, 0] == key:
        pcache[c, 0] = -1
    pcache[c, 2] = key
    pcache[c, 3] = q
    bp = st[NBPAGES]
    st[NBPAGES] = bp + 1
    for o in range(PAGE):
        for f in range(N_FIELDS):
            v = sh[q, o, f]
            for j in range(4):
                shb[bp, (o << 2) | j, f] = v
        pa = sh[q, PAGE + (o >> 1), ((o & 1) << 1) + PA]
        pb = sh[q, PAGE + (o >> 1), ((o & 1) << 1) + PB]
        for j in range(4):
            ob = (o << 2) | j
            shb[bp, 4 * PAGE + (ob >> 1), ((ob & 1) << 1) + PA] = pa
            shb[bp, 4 * PAGE + (ob >> 1), ((ob & 1) << 1) + PB] = pb
    bmode[q] = bp
    return bp


@njit(nogil=True, cache=True)
def _access_bytes(is_load, addr, size, key, p, p1, st, pcache, bmode, sh, shb, lv, pa, pb, stamp, i,
                  lsp, ls_loop, ls_inst, ls_iter, red_load, red_store,
                  r1, loop_raw, loop_war, loop_waw, loop_red, loop_tgt, tgt_loop):
    """A load or store replayed byte by byte (an access that covers part of a granule, or
    one on a byte-mode page): the same bookkeeping as the granule path of ``replay``.
    Returns the highest level stored at the bytes (loads), whether a reduction load
    found its chain whole (0: a byte held an observed or another family's value), and
    the packed path composition (PA, PB) of that highest level. ``r1``: the row of the
    loop statistics to count in (replay's region row); ``tgt_loop``: the loop whose
    ``loop_tgt`` counts the bytes a reduction store writes first (-1: none)."""
    mlv = 0
    mpa = 0
    mpb = 0
    chain = 1
    last_s = -2
    last_r = -2
    for a in range(addr, addr + size):
        g = a >> 2
        q = p if (g >> PAGE_BITS) == key else p1
        bp = bmode[q]
        if bp < 0:
            bp = _to_bytes(st, bmode, sh, shb, pcache, q, g >> PAGE_BITS)
        o = ((g & (PAGE - 1)) << 2) | (a & 3)
        if is_load:
            if shb[bp, o, LEVEL] > mlv:
                mlv = shb[bp, o, LEVEL]
                mpa = shb[bp, 4 * PAGE + (o >> 1), ((o & 1) << 1) + PA]
                mpb = shb[bp, 4 * PAGE + (o >> 1), ((o & 1) << 1) + PB]
            wi = shb[bp, o, LWI]
            s_ = shb[bp, o, LW]
            if s_ != last_s:
                last_s = s_
                c = -1 if (s_ < 0 or (lsp > 0 and s_ >= ls_iter[lsp - 1])) else _carrier(ls_inst, ls_iter, lsp, s_)
                if c >= 0:
                    lp = ls_loop[c]
                    if red_load[i] and wi >= 0 and red_store[wi] == red_load[i]:
                        loop_red[r1, lp] += 1
                    else:
                        loop_raw[r1, lp] += 1
            if red_load[i]:
                if wi == OBSERVED or (wi >= 0 and red_store[wi] != red_load[i]):
                    chain = 0
            elif wi >= 0:
                shb[bp, o, LWI] = OBSERVED
            shb[bp, o, LR] = stamp
        else:
            r_ = shb[bp, o, LR]
            if r_ != last_r:
                last_r = r_
                if r_ >= 0 and not (lsp > 0 and r_ >= ls_iter[lsp - 1]):
                    c = _carrier(ls_inst, ls_iter, lsp, r_)
                    if c >= 0:
                        loop_war[r1, ls_loop[c]] += 1
            s_ = shb[bp, o, LW]
            if s_ != last_s:
                last_s = s_
                if s_ >= 0 and not (lsp > 0 and s_ >= ls_iter[lsp - 1]):
                    c = _carrier(ls_inst, ls_iter, lsp, s_)
                    if c >= 0:
                        loop_waw[r1, ls_loop[c]] += 1
            shb[bp, o, LEVEL] = lv
            shb[bp, 4 * PAGE + (o >> 1), ((o & 1) << 1) + PA] = pa
            shb[bp, 4 * PAGE + (o >> 1), ((o & 1) << 1) + PB] = pb
            shb[bp, o, LW] = stamp
            if red_store[i] and tgt_loop >= 0 and shb[bp, o, LWI] != i:
                loop_tgt[r1, tgt_loop] += 1  # a byte of reduction target it had not
            shb[bp, o, LWI] = i if red_store[i] else -1
    return mlv, chain, mpa, mpb


@njit(nogil=True, cache=True)
def _range_touch(st, pcache, hkeys, hvals, bmode, sh, shb, start, length, write, lv, stamp):
    """A memcpy/memset range [start, start + length): reads return the highest level
    stored there and stamp LR; writes store ``lv`` with no writer instruction. Granules
    the range covers only in part turn their page to byte mode, as single accesses do."""
    end = start + length
    g = start >> 2
    mlv = 0
    while (g << 2) < end:
        p = _page_slow(st, pcache, hkeys, hvals, bmode, sh, g >> PAGE_BITS)
        o = g & (PAGE - 1)
        lo = g << 2
        whole = lo >= start and lo + 4 <= end
        bp = bmode[p]
        if whole and bp < 0:
            if write:
                sh[p, o, LEVEL] = lv
                sh[p, PAGE + (o >> 1), ((o & 1) << 1) + PA] = 0  # a copied value's chain
                sh[p, PAGE + (o >> 1), ((o & 1) << 1) + PB] = 0  # counts as add/mul levels
                sh[p, o, LW] = stamp
                sh[p, o, LWI] = -1
            else:
                if sh[p, o, LEVEL] > mlv:
                    mlv = sh[p, o, LEVEL]
                if sh[p, o, LWI] >= 0:
                    sh[p, o, LWI] = OBSERVED
                sh[p, o, LR] = stamp
        else:
            if bp < 0:
                bp = _to_bytes(st, bmode, sh, shb, pcache, p, g >> PAGE_BITS)
            for a in range(max(lo, start), min(lo + 4, end)):
                ob = (o << 2) | (a & 3)
                if write:
                    shb[bp, ob, LEVEL] = lv
                    shb[bp, 4 * PAGE + (ob >> 1), ((ob & 1) << 1) + PA] = 0
                    shb[bp, 4 * PAGE + (ob >> 1), ((ob & 1) << 1) + PB] = 0
                    shb[bp, ob, LW] = stamp
                    shb[bp, ob, LWI] = -1
                else:
                    if shb[bp, ob, LEVEL] > mlv:
                        mlv = shb[bp, ob, LEVEL]
                    if shb[bp, ob, LWI] >= 0:
                        shb[bp, ob, LWI] = OBSERVED
                    shb[bp, ob, LR] = stamp
        g += 1
    return mlv


@njit(nogil=True, cache=True)
def _carrier(ls_inst, ls_iter, lsp, s):
    """Index in the loop stack of the loop that carries a dependence from stamp ``s``."""
    if s < 0:
        return -1
    for k in range(lsp):
        if ls_inst[k] <= s and s < ls_iter[k]:
            return k
    return -1
