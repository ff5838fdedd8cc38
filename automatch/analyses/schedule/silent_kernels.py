"""Silent stores in the replay (replay_kernel.py): the dependences they would have made.

A silent store (automatch/exec/instrument/silent.py) wrote the value already there, so the replay
makes it no access for the dependences. A compiler cannot know that: a loop independent
only through silent stores (Floyd-Warshall's j loop, ``path[i][k]`` rewritten unchanged
at ``j == k``) keeps its run-time alias check failing and runs scalar. So the replay
counts, per carrying loop (``loop_silent``, ``LoopProfile.carried_silent``), the WAR and
WAW a silent store would have made, and marks the granules it rewrote
(LWI = SILENT_BASE - its stamp) so that a later load counts the RAW it reads. Word
pages only; byte-mode pages are not counted.

These helpers stay apart from the replay's hot loop on purpose: a per-granule check
written inside it slowed the 64^3 stencil's replay 1.5x (docs/performance.md); the
loop calls :func:`_silent_store` in the silent branch and :func:`_silent_raw` when a
load's first granule carries a mark.
"""

from __future__ import annotations

from automatch.analyses.schedule.shadow_kernels import (
    LR,
    LW,
    LWI,
    PAGE,
    PAGE_BITS,
    SILENT_BASE,
    _carrier,
    _page_slow,
)
from automatch.exec.aot.kernels import njit
from automatch.exec.events import ADDR_MASK, SIZE_MASK, SIZE_SHIFT

__all__ = ["SILENT_BASE", "_silent_carried", "_silent_raw", "_silent_store"]


@njit(nogil=True, cache=True)
def _count_carried(stamp, last, lsp, ls_loop, ls_inst, ls_iter, r1, counts):
    """Count the dependence from ``stamp`` (a granule's last reader or writer) in the loop
    that carries it, once per run of equal stamps over a store's granules (``last``: the
    granule before's); returns the stamp, the next granule's ``last``."""
    if stamp != last:
        c = _carrier(ls_inst, ls_iter, lsp, stamp)
        if c >= 0:
            counts[r1, ls_loop[c]] += 1
    return stamp


@njit(nogil=True, cache=True)
def _silent_carried(g0, g1, p, p1, sh, stamp, lsp, ls_loop, ls_inst, ls_iter, r1,
                    loop_silent):
    """Count, per carrying loop, the WAR and WAW a silent store of granules g0..g1 would
    have made, and mark the granules (LWI = SILENT_BASE - stamp, unless a reduction
    store's value is there) so that a later load counts the RAW it would have read; the
    store changes no other shadow state."""
    last_r = -2
    last_s = -2
    for g in range(g0, g1 + 1):
        q = p if (g >> PAGE_BITS) == (g0 >> PAGE_BITS) else p1
        o = g & (PAGE - 1)
        wi = sh[q, o, LWI]
        if wi == -1 or wi <= SILENT_BASE:
            sh[q, o, LWI] = SILENT_BASE - stamp
        last_r = _count_carried(sh[q, o, LR], last_r, lsp, ls_loop, ls_inst, ls_iter, r1,
                                loop_silent)
        last_s = _count_carried(sh[q, o, LW], last_s, lsp, ls_loop, ls_inst, ls_iter, r1,
                                loop_silent)


@njit(nogil=True, cache=True)
def _silent_store(word, st, pcache, hkeys, hvals, bmode, sh, stamp, lsp, ls_loop, ls_inst,
                  ls_iter, r1, loop_silent):
    """A silent store: count the dependences it would have made and mark its granules
    (:func:`_silent_carried`) when they are on word pages (byte pages: nothing)."""
    addr = word & ADDR_MASK
    size = 1 << ((word >> SIZE_SHIFT) & SIZE_MASK)
    g0 = addr >> 2
    g1 = (addr + size - 1) >> 2
    if ((addr | size) & 3) != 0:
        return
    key = g0 >> PAGE_BITS
    p = _page_slow(st, pcache, hkeys, hvals, bmode, sh, key)
    p1 = p
    if (g1 >> PAGE_BITS) != key:
        p1 = _page_slow(st, pcache, hkeys, hvals, bmode, sh, g1 >> PAGE_BITS)
    if bmode[p] >= 0 or bmode[p1] >= 0:
        return
    _silent_carried(g0, g1, p, p1, sh, stamp, lsp, ls_loop, ls_inst, ls_iter, r1, loop_silent)


@njit(nogil=True, cache=True)
def _silent_raw(wi, lsp, ls_loop, ls_inst, ls_iter, r1, loop_silent):
    """A load read what a silent store rewrote (LWI = SILENT_BASE - its stamp): count the
    RAW a compiler would see, in the loop that carries it."""
    _count_carried(SILENT_BASE - wi, -2, lsp, ls_loop, ls_inst, ls_iter, r1, loop_silent)
