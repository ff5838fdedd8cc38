"""Numba helpers of the replay (replay_kernel.py) for its loop stack and its regions:
leaving a loop instance (and what its chains climbed), whether one loop holds another,
closing a whole-program region's instance."""

from __future__ import annotations

from automatch.analyses.schedule.shadow_kernels import (
    CURREG,
    FLOOR,
    LSP,
    MAXLVL,
    MAXPA,
    MAXPB,
    NIVL,
    PEXIT,
    RENTER,
)
from automatch.exec.aot.kernels import njit


@njit(nogil=True, cache=True)
def _contains(loop_parent, outer, inner):
    x = inner
    while x >= 0:
        if x == outer:
            return True
        x = loop_parent[x]
    return False


@njit(nogil=True, cache=True)
def _pop_loop(st, ls_loop, ls_inst, ls_iter, ls_first, ls_max, loop_span, r1):
    """Leave the innermost active loop instance: add the levels its chains climbed to
    its loop's row, and pass its highest level to the enclosing instance.

    An instance climbs from the highest level of its first iteration (``ls_first``; when
    that iteration has no node, the level of the first node after it) to its highest level
    (``ls_max``), nested loops and callees included. Not its lowest level: an iteration
    may hold chains of very different ages (a tridiagonal sweep's pivot chain starts
    from constants every time step, its right-hand side from the last step's values),
    and only the climb is the loop's own chain."""
    t = st[LSP] - 1
    hi = ls_max[t]
    if hi >= 0:
        loop_span[r1, ls_loop[t]] += hi - ls_first[t] + 1
        if t > 0:
            if hi > ls_max[t - 1]:
                ls_max[t - 1] = hi
            if (ls_iter[t - 1] == ls_inst[t - 1] or ls_first[t - 1] < 0) and hi > ls_first[t - 1]:
                ls_first[t - 1] = hi
    st[LSP] = t


@njit(nogil=True, cache=True)
def region_close(st, reg_acc, ivl):
    """Whole-program mode: the current region's instance ends. Its levels are the band
    (RENTER, MAXLVL] of the global w (the floor kept every node of it above RENTER and
    nothing else there), so it adds that band to its intervals, its depth, and the
    composition of its deepest chain (reset to zero at the floor, so region-relative)."""
    r = st[CURREG]
    lo = st[RENTER]
    hi = st[MAXLVL]
    reg_acc[r, 3] += 1
    if hi > lo:
        reg_acc[r, 0] += hi - lo
        reg_acc[r, 1] += st[MAXPA]
        reg_acc[r, 2] += st[MAXPB]
        k = st[NIVL]
        if k > 0 and ivl[k - 1, 0] == r and ivl[k - 1, 2] == lo:
            ivl[k - 1, 2] = hi
        else:
            ivl[k, 0] = r
            ivl[k, 1] = lo
            ivl[k, 2] = hi
            st[NIVL] = k + 1
    st[FLOOR] = hi
    st[CURREG] = -1
    st[PEXIT] = 0
