"""The numba kernel that replays the event stream: ASAP levels and loop dependences.

For each block entered it walks the block's static instructions (tables.py): a node
(FP operation) gets 1 + the highest level of its operands, a load the highest level
stored at its bytes (4-byte granules in the shadow page table of shadow_kernels.py), a store leaves its value's
level there. Memory accesses also stamp the granule with the loop iteration in which
they happened, so a later access finds the loop that carries the dependence: the
outermost active loop whose current instance holds the earlier access in an earlier
iteration. All state lives in arrays so the kernel can stop at the end of a batch (or
when an array must grow) and resume exactly where it stopped.

Granules of 4 bytes would make neighbouring ``char``/``bool``/``short`` elements one
location (an independent loop over a ``bool`` array looked sequential). So a shadow
page is *word* mode (one entry per 4-byte granule, the fast path of 4/8-byte aligned
accesses) until an access covers part of a granule: then the whole page turns into
*byte* mode (``bmode[page]`` indexes ``shb``, one entry per byte, copied from its
granules), and every later access to that page is replayed byte by byte. Dependences
are thus exact at byte granularity, and pages that only see whole words pay nothing.

Load-op-store reductions (memory_reductions.memory_reduction_pairs): a granule remembers its
last writer (LWI) only when that was a reduction store, and a carried RAW into a
reduction load of the same family counts as a reduction (``red``), any other as a true
RAW. A load that is no reduction load and reads a reduction store's value observes a
partial value of the chain (``acc[0] += x[i]; out[i] = acc[0]``, a scan): it marks the
granule OBSERVED, so the chain's next update counts a true RAW in the loop that
carries it, and --parallel-reductions keeps that link. A read after the loop marks the
granule too, but the next update then happens in a later instance of the loop, so
only an enclosing loop that carries the chain sees it, rightly.

Silent stores (exec/instrument/silent.py) are no accesses for the dependences; the ones they would
have made are counted apart, for f_v (silent_kernels.py), which also marks the granules
they rewrote (LWI <= SILENT_BASE).
"""

from __future__ import annotations

from automatch.analyses.reuse.bits import prefetch
from automatch.analyses.schedule.replay_stack import _contains, _pop_loop, region_close
from automatch.analyses.schedule.shadow_kernels import (
    CUR,
    CURREG,
    DEPTH,
    FLOOR,
    GRANULE_BYTES,
    HUSED,
    LEVEL,
    LR,
    LSP,
    LW,
    LWI,
    MAXLVL,
    MAXPA,
    MAXPB,
    MODE,
    N_FIELDS,
    NBPAGES,
    NEEDP,
    NIVL,
    NPAGES,
    OBSERVED,
    ONE_HI,
    PA,
    PAGE,
    PAGE_BITS,
    PB,
    PCACHE,
    PENDING,
    PEXIT,
    REGS_TOP,
    RENTER,
    RFRAME,
    ROWS,
    STAMP,
    _access_bytes,
    _carrier,
    _page_slow,
    _range_touch,
)
from automatch.analyses.schedule.silent_kernels import SILENT_BASE, _silent_raw, _silent_store
from automatch.analyses.schedule.tables import (
    CALL_EXTERNAL,
    CALL_INDIRECT,
    K_CALL,
    K_LOAD,
    K_MEMCPY,
    K_MEMSET,
    K_NODE,
    K_OTHER,
    K_RET,
    K_STORE,
    K_TERM,
)
from automatch.exec.aot.kernels import njit
from automatch.exec.events import (
    ADDR_MASK,
    REGION_ENTER,
    REGION_EXIT,
    REGION_WORD_BASE,
    SILENT_BIT,
    SIZE_MASK,
    SIZE_SHIFT,
)

WAIT, RUN = 0, 1
PREFETCH_AHEAD = 12  # words between an access and the one whose shadow it prefetches
DONE, GROW = 0, 1
REGION_PENDING = -2


@njit(nogil=True, cache=True)
def replay(words, n, pos, st,
           kind, nxt, slot, ops_start, ops_flat, phi_in_flat, ops_skip, par_red, node_weight, node_class,
           callee_fn, n_args,
           red_load, red_store, blk_start, blk_end, phi_start, phi_list, blk_body, blk_fn, blk_loop, blk_header_of,
           fn_nslots, loop_parent, loop_header, loop_self_latch,
           regs, rpa, rpb, tmp, tmpa, tmpb, w, fr_fn, fr_base, fr_block, fr_prev, fr_call, fr_resume, fr_lsp,
           ls_loop, ls_inst, ls_iter, ls_first, ls_max,
           pcache, hkeys, hvals, sh, bmode, shb,
           blk_count, loop_inst, loop_iters, loop_raw, loop_war, loop_waw, loop_red,
           reg_acc, ivl, reg_fn, br_succ0, br_state, br_miss, loop_silent, loop_span, loop_tgt, deps):
    """Consume ``words[pos:n]``; return (status, pos). GROW: enlarge arrays and call again.

    Each data-dependent two-way branch (``br_succ0[b]`` >= 0: tables.data_branch_targets)
    is predicted by a 2-bit saturating counter (``br_state``); its mispredictions are
    counted in ``br_miss``. Block counts, mispredictions and loop statistics are rows
    per region (row 0: outside every region, row r + 1: region r; one row when the
    program has no region words). ``reg_fn[r]``:
    region r is a named function (automatch.ir.regions), closed at the ``ret`` of the
    frame its call opened; the region-exit word that follows the ``ret`` is consumed
    there, as the replay is then in the middle of the caller's block. The rows are indexed
    ``[r1, id]`` with the row a scalar: row views reassigned inside the loop kept numba's
    reference counting in the hot path (the replay ran 2.5-3.7x slower without regions)."""
    max_pages = sh.shape[0]
    flat_sh = sh.reshape(sh.shape[0] * sh.shape[1] * sh.shape[2])  # a view, for prefetch
    max_bpages = shb.shape[0]
    r1 = st[CURREG] + 1  # the row of block counts and loop statistics now written
    while True:
        # Capacity checks before any state changes.
        if (st[NPAGES] + 8 > max_pages or st[NBPAGES] + 4 > max_bpages or st[HUSED] * 2 > hkeys.shape[0]
                or st[DEPTH] + 2 > fr_fn.shape[0] or st[LSP] + 2 > ls_loop.shape[0]
                or st[MAXLVL] + 2 > w.shape[0] or st[NIVL] + 2 > ivl.shape[0]):
            return GROW, pos
        if st[MODE] == WAIT:
            if pos >= n:
                return DONE, pos
            word = words[pos]
            pos += 1
            if word >= 0:
                continue  # an access outside any block context (cannot happen); skip
            if word == REGION_ENTER:
                while st[LSP] > 0:
                    _pop_loop(st, ls_loop, ls_inst, ls_iter, ls_first, ls_max, loop_span, r1)
                st[DEPTH] = 0
                st[REGS_TOP] = 0
                st[PENDING] = REGION_PENDING
                continue
            if word == REGION_EXIT:
                while st[LSP] > 0:
                    _pop_loop(st, ls_loop, ls_inst, ls_iter, ls_first, ls_max, loop_span, r1)
                st[DEPTH] = 0
                st[REGS_TOP] = 0
                st[PENDING] = -1
                continue
            if word <= REGION_WORD_BASE:  # whole-program mode: a region entered or left
                code = REGION_WORD_BASE - word
                if code & 1:
                    # left: closed once the next block has popped the region's loops,
                    # so that their last header visit is counted in the region's rows
                    if st[CURREG] == (code >> 1):
                        st[PEXIT] = 1
                elif st[CURREG] < 0 and (code >> 1) < reg_acc.shape[0]:
                    st[CURREG] = code >> 1
                    st[RFRAME] = st[DEPTH]  # a function region: the frame its call opens
                    st[RENTER] = st[MAXLVL]
                    st[FLOOR] = st[MAXLVL]
                    r1 = st[CURREG] + 1
                continue
            b = -word - 1
            if st[PENDING] != -1 or st[DEPTH] == 0:
                f = blk_fn[b]
                need = st[REGS_TOP] + fn_nslots[f]
                if need > regs.shape[0]:
                    pos -= 1
                    return GROW, pos
                d = st[DEPTH]
                base = st[REGS_TOP]
                for s_ in range(fn_nslots[f]):
                    regs[base + s_] = 0
                    rpa[base + s_] = 0
                    rpb[base + s_] = 0
                c = st[PENDING]
                if c >= 0:
                    cb = fr_base[d - 1]
                    # a callback from an external gets the external's arguments, not the call's
                    na = 0 if callee_fn[c] == CALL_EXTERNAL else min(n_args[c], fn_nslots[f])
                    for a in range(na):
                        op = ops_flat[ops_start[c] + a]
                        regs[base + a] = regs[cb + op] if op >= 0 else 0
                        rpa[base + a] = rpa[cb + op] if op >= 0 else 0
                        rpb[base + a] = rpb[cb + op] if op >= 0 else 0
                fr_fn[d] = f
                fr_base[d] = base
                fr_block[d] = -1
                fr_prev[d] = -1
                fr_call[d] = c
                fr_lsp[d] = st[LSP]
                st[REGS_TOP] = need
                st[DEPTH] = d + 1
                st[PENDING] = -1
            d = st[DEPTH] - 1
            prev = fr_block[d]
            fr_prev[d] = prev
            fr_block[d] = b
            # Loops: leave the ones that do not contain b, then a header starts an iteration.
            inner = blk_loop[b]
            while st[LSP] > fr_lsp[d] and not _contains(loop_parent, ls_loop[st[LSP] - 1], inner):
                top = ls_loop[st[LSP] - 1]
                if prev == loop_header[top] and not loop_self_latch[top]:
                    loop_iters[r1, top] -= 1  # the header ran once more, only to exit
                _pop_loop(st, ls_loop, ls_inst, ls_iter, ls_first, ls_max, loop_span, r1)
            if st[PEXIT]:
                region_close(st, reg_acc, ivl)
                r1 = 0
            if deps:
                blk_count[r1, b] += 1
            if deps and prev >= 0 and br_succ0[prev] >= 0:
                # a data-dependent branch ends prev: a 2-bit saturating counter predicts it,
                # set strongly to its first outcome (so the successors' order is moot)
                c = br_state[prev]
                if c < 0:
                    br_state[prev] = 3 if b == br_succ0[prev] else 0
                elif b == br_succ0[prev]:
                    if c < 2:
                        br_miss[r1, prev] += 1
                    if c < 3:
                        br_state[prev] = c + 1
                else:
                    if c >= 2:
                        br_miss[r1, prev] += 1
                    if c > 0:
                        br_state[prev] = c - 1
            h = blk_header_of[b] if deps else -1
            if h >= 0:
                st[STAMP] += 1
                t = st[LSP]
                if t > fr_lsp[d] and ls_loop[t - 1] == h:
                    ls_iter[t - 1] = st[STAMP]
                else:
                    ls_loop[t] = h
                    ls_inst[t] = st[STAMP]
                    ls_iter[t] = st[STAMP]
                    ls_first[t] = -1
                    ls_max[t] = -1
                    st[LSP] = t + 1
                    loop_inst[r1, h] += 1
                loop_iters[r1, h] += 1
            # Phis read their incoming values all at once, then write.
            base = fr_base[d]
            nphi = 0
            for q in range(phi_start[b], phi_start[b + 1]):
                i = phi_list[q]
                lv = 0
                pa = 0
                pb = 0
                for j in range(ops_start[i], ops_start[i + 1]):
                    if phi_in_flat[j] == prev:
                        op = ops_flat[j]
                        if op >= 0:
                            lv = regs[base + op]
                            pa = rpa[base + op]
                            pb = rpb[base + op]
                        break
                tmp[nphi] = lv
                tmpa[nphi] = pa
                tmpb[nphi] = pb
                nphi += 1
            for k in range(nphi):
                sk = base + slot[phi_list[phi_start[b] + k]]
                regs[sk] = tmp[k]
                rpa[sk] = tmpa[k]
                rpb[sk] = tmpb[k]
            st[CUR] = blk_body[b]
            st[MODE] = RUN
        # RUN: execute the current block from st[CUR].
        d = st[DEPTH] - 1
        base = fr_base[d]
        b = fr_block[d]
        e = blk_end[b]
        i = st[CUR]
        stamp = st[STAMP]
        lsp = st[LSP]
        fl = st[FLOOR]
        while i < e:
            k = kind[i]
            if k == K_NODE or k == K_OTHER:
                lv = 0
                pa = 0
                pb = 0
                for j in range(ops_start[i], ops_start[i + 1]):
                    op = ops_flat[j]
                    if op >= 0 and regs[base + op] > lv and ops_skip[j] == 0:
                        lv = regs[base + op]
                        pa = rpa[base + op]
                        pb = rpb[base + op]
                if k == K_NODE:
                    if fl > 0 and lv <= fl:  # made before the region (or band) began: ready
                        lv = fl
                        pa = 0
                        pb = 0
                    lv += 1
                    if lv + 1 >= w.shape[0]:
                        st[CUR] = i
                        return GROW, pos
                    w[lv] += node_weight[i]
                    c_ = node_class[i]
                    if c_ == 3:
                        pb += ONE_HI
                    elif c_ == 1:
                        pa += ONE_HI
                    elif c_ == 2:
                        pa += 1
                    if lv > st[MAXLVL]:
                        st[MAXLVL] = lv
                        st[MAXPA] = pa
                        st[MAXPB] = pb
                    if lsp > 0:
                        t_ = lsp - 1
                        if lv > ls_max[t_]:
                            ls_max[t_] = lv
                        if (ls_iter[t_] == ls_inst[t_] or ls_first[t_] < 0) and lv > ls_first[t_]:
                            ls_first[t_] = lv
                if slot[i] >= 0:
                    regs[base + slot[i]] = lv
                    rpa[base + slot[i]] = pa
                    rpb[base + slot[i]] = pb
            elif k == K_LOAD or k == K_STORE:
                if pos >= n:
                    st[CUR] = i
                    return DONE, pos
                word = words[pos]
                if k == K_STORE and (word & SILENT_BIT) != 0 and red_store[i] == 0:
                    if not deps:  # it changes no level, and no chain flag (_silent_carried)
                        pos += 1
                        i = nxt[i]
                        continue
                    # a silent store (it wrote the value already there): no value flows
                    # through it, so it is no access for the dependences (a reduction's
                    # update, += 0, stays one: its chain is the reduction's); it still
                    # counts, apart, the dependences it would have made (loop_silent)
                    if st[NPAGES] + 4 > max_pages:
                        st[CUR] = i
                        return GROW, pos
                    pos += 1
                    _silent_store(word, st, pcache, hkeys, hvals, bmode, sh, stamp, lsp,
                                  ls_loop, ls_inst, ls_iter, r1, loop_silent)
                    i = nxt[i]
                    continue
                addr = word & ADDR_MASK
                size = 1 << ((word >> SIZE_SHIFT) & SIZE_MASK)
                g0 = addr >> 2
                g1 = (addr + size - 1) >> 2
                if st[NPAGES] + 2 + ((g1 - g0) >> PAGE_BITS) > max_pages or st[NBPAGES] + 2 > max_bpages:
                    st[CUR] = i
                    st[NEEDP] = 2 + ((g1 - g0) >> PAGE_BITS)
                    return GROW, pos
                pos += 1
                if pos + PREFETCH_AHEAD < n:
                    # the shadow of the access PREFETCH_AHEAD words on, when its page is
                    # cached: a scattered footprint's shadow misses the caches, and that
                    # miss was a third of the replay's time on a large SpMV
                    ahead = words[pos + PREFETCH_AHEAD]
                    if ahead >= 0:
                        ga = (ahead & ADDR_MASK) >> 2
                        ka = ga >> PAGE_BITS
                        if pcache[ka & (PCACHE - 1), 0] == ka:
                            prefetch(flat_sh, (pcache[ka & (PCACHE - 1), 1] * ROWS + (ga & (PAGE - 1))) * N_FIELDS)
                op = ops_flat[ops_start[i]]
                lv = regs[base + op] if op >= 0 else 0
                pa = rpa[base + op] if op >= 0 else 0
                pb = rpb[base + op] if op >= 0 else 0
                key = g0 >> PAGE_BITS
                pc = key & (PCACHE - 1)
                bytewise = ((addr | size) & 3) != 0  # covers part of a granule
                if pcache[pc, 0] == key:  # a word-mode page
                    p = pcache[pc, 1]
                elif pcache[pc, 2] == key:  # a byte-mode page
                    p = pcache[pc, 3]
                    bytewise = True
                else:
                    p = _page_slow(st, pcache, hkeys, hvals, bmode, sh, key)
                    bytewise = bytewise or bmode[p] >= 0
                p1 = p
                if (g1 >> PAGE_BITS) != key:
                    p1 = _page_slow(st, pcache, hkeys, hvals, bmode, sh, g1 >> PAGE_BITS)
                    bytewise = bytewise or bmode[p1] >= 0
                last_s = -2
                last_c = -1
                chain = 1
                if bytewise:
                    # Part of a granule, or a byte-mode page: byte by byte.
                    mlv, chain, mpa, mpb = _access_bytes(
                        k == K_LOAD, addr, size, key, p, p1, st, pcache, bmode, sh, shb,
                        lv, pa, pb, stamp, i, lsp, ls_loop, ls_inst, ls_iter,
                        red_load, red_store, r1, loop_raw, loop_war, loop_waw, loop_red,
                        loop_tgt, blk_loop[b] if deps else -1)
                    if k == K_LOAD:
                        if mlv > lv and not (par_red and red_load[i] and chain):
                            lv = mlv
                            pa = mpa
                            pb = mpb + 1  # a link through memory
                        if slot[i] >= 0:
                            regs[base + slot[i]] = lv
                            rpa[base + slot[i]] = pa
                            rpb[base + slot[i]] = pb
                elif k == K_LOAD:
                    mlv = 0
                    mpa = 0
                    mpb = 0
                    w0 = sh[p, g0 & (PAGE - 1), LWI]
                    if deps and w0 <= SILENT_BASE:  # what a silent store rewrote: a RAW to a compiler
                        _silent_raw(w0, lsp, ls_loop, ls_inst, ls_iter, r1, loop_silent)
                    for g in range(g0, g1 + 1):
                        q = p if (g >> PAGE_BITS) == (g0 >> PAGE_BITS) else p1
                        o = g & (PAGE - 1)
                        if sh[q, o, LEVEL] > mlv:
                            mlv = sh[q, o, LEVEL]
                            mpa = sh[q, PAGE + (o >> 1), ((o & 1) << 1) + PA]
                            mpb = sh[q, PAGE + (o >> 1), ((o & 1) << 1) + PB]
                        wi = sh[q, o, LWI]
                        s_ = sh[q, o, LW]
                        if deps and s_ != last_s:
                            last_s = s_
                            last_c = -1 if (s_ < 0 or (lsp > 0 and s_ >= ls_iter[lsp - 1])) else _carrier(ls_inst, ls_iter, lsp, s_)
                            if last_c >= 0:
                                lp = ls_loop[last_c]
                                if red_load[i] and wi >= 0 and red_store[wi] == red_load[i]:
                                    loop_red[r1, lp] += 1
                                else:
                                    loop_raw[r1, lp] += 1
                        if red_load[i]:
                            if wi == OBSERVED or (wi >= 0 and red_store[wi] != red_load[i]):
                                chain = 0
                        elif wi >= 0:
                            sh[q, o, LWI] = OBSERVED  # a partial value of a reduction, read
                        if deps:
                            sh[q, o, LR] = stamp
                    if mlv > lv and not (par_red and red_load[i] and chain):
                        lv = mlv
                        pa = mpa
                        pb = mpb + 1  # a link through memory
                    if slot[i] >= 0:
                        regs[base + slot[i]] = lv
                        rpa[base + slot[i]] = pa
                        rpb[base + slot[i]] = pb
                else:
                    last_r = -2
                    for g in range(g0, g1 + 1):
                        q = p if (g >> PAGE_BITS) == (g0 >> PAGE_BITS) else p1
                        o = g & (PAGE - 1)
                        r_ = sh[q, o, LR]
                        if deps and r_ != last_r:
                            last_r = r_
                            if r_ >= 0 and not (lsp > 0 and r_ >= ls_iter[lsp - 1]):
                                c = _carrier(ls_inst, ls_iter, lsp, r_)
                                if c >= 0:
                                    loop_war[r1, ls_loop[c]] += 1
                        s_ = sh[q, o, LW]
                        if deps and s_ != last_s:
                            last_s = s_
                            if s_ >= 0 and not (lsp > 0 and s_ >= ls_iter[lsp - 1]):
                                c = _carrier(ls_inst, ls_iter, lsp, s_)
                                if c >= 0:
                                    loop_waw[r1, ls_loop[c]] += 1
                        sh[q, o, LEVEL] = lv
                        sh[q, PAGE + (o >> 1), ((o & 1) << 1) + PA] = pa
                        sh[q, PAGE + (o >> 1), ((o & 1) << 1) + PB] = pb
                        if deps:
                            sh[q, o, LW] = stamp
                            if red_store[i] and sh[q, o, LWI] != i and blk_loop[b] >= 0:
                                loop_tgt[r1, blk_loop[b]] += GRANULE_BYTES  # a target it had not
                        sh[q, o, LWI] = i if red_store[i] else -1
            elif k == K_MEMCPY or k == K_MEMSET:
                need = 4 if k == K_MEMCPY else 2
                if pos + need > n:
                    st[CUR] = i
                    return DONE, pos
                dst = words[pos] & ADDR_MASK
                length = words[pos + 1]
                span = 4 + 2 * (length >> (PAGE_BITS + 2))  # pages of the range(s), at most
                if (st[NPAGES] + span > max_pages or st[NBPAGES] + 4 > max_bpages
                        or (st[HUSED] + span) * 2 > hkeys.shape[0]):
                    st[CUR] = i
                    st[NEEDP] = span
                    return GROW, pos
                lv = 0
                if k == K_MEMCPY and length > 0:
                    lv = _range_touch(st, pcache, hkeys, hvals, bmode, sh, shb,
                                      words[pos + 2] & ADDR_MASK, length, False, 0, stamp)
                if length > 0:
                    _range_touch(st, pcache, hkeys, hvals, bmode, sh, shb, dst, length, True, lv, stamp)
                pos += need
            elif k == K_CALL:
                if callee_fn[i] >= 0:
                    fr_resume[d] = i + 1
                    st[PENDING] = i
                    st[MODE] = WAIT
                    break
                if callee_fn[i] <= CALL_INDIRECT:
                    # It may have run a defined function's copy: then the next word enters
                    # a function (an entry block is no branch target, so no other word
                    # after a call is one). An external that calls back is resumed at the
                    # call itself, as it may call back again.
                    if pos >= n:
                        st[CUR] = i
                        return DONE, pos
                    word = words[pos]
                    entered = False
                    if word < 0 and word > REGION_ENTER:
                        b2 = -word - 1
                        entered = b2 == 0 or blk_fn[b2 - 1] != blk_fn[b2]
                    elif word <= REGION_WORD_BASE:  # a function region's wrapper was called
                        code = REGION_WORD_BASE - word
                        entered = (code & 1) == 0 and (code >> 1) < reg_fn.shape[0] and reg_fn[code >> 1] != 0
                    if entered:
                        fr_resume[d] = i + 1 if callee_fn[i] == CALL_INDIRECT else i
                        st[PENDING] = i
                        st[MODE] = WAIT
                        break
                lv = 0
                pa = 0
                pb = 0
                for j in range(ops_start[i], ops_start[i + 1]):
                    op = ops_flat[j]
                    if op >= 0 and regs[base + op] > lv:
                        lv = regs[base + op]
                        pa = rpa[base + op]
                        pb = rpb[base + op]
                if slot[i] >= 0:
                    regs[base + slot[i]] = lv
                    rpa[base + slot[i]] = pa
                    rpb[base + slot[i]] = pb
            elif k == K_RET:
                lv = 0
                pa = 0
                pb = 0
                if ops_start[i + 1] > ops_start[i]:
                    op = ops_flat[ops_start[i]]
                    if op >= 0:
                        lv = regs[base + op]
                        pa = rpa[base + op]
                        pb = rpb[base + op]
                close = st[CURREG] >= 0 and reg_fn[st[CURREG]] != 0 and st[RFRAME] == d
                if close:  # the function region's call returns: its exit word comes next
                    if pos >= n:
                        st[CUR] = i
                        return DONE, pos
                    if words[pos] == REGION_WORD_BASE - 2 * st[CURREG] - 1:
                        pos += 1
                c = fr_call[d]
                while st[LSP] > fr_lsp[d]:
                    _pop_loop(st, ls_loop, ls_inst, ls_iter, ls_first, ls_max, loop_span, r1)
                lsp = st[LSP]
                st[REGS_TOP] = fr_base[d]
                st[DEPTH] = d
                if close:
                    region_close(st, reg_acc, ivl)
                    fl = st[FLOOR]
                    r1 = 0
                if d == 0 or c < 0:
                    st[MODE] = WAIT
                    break
                d = d - 1
                base = fr_base[d]
                if slot[c] >= 0:
                    regs[base + slot[c]] = lv
                    rpa[base + slot[c]] = pa
                    rpb[base + slot[c]] = pb
                b = fr_block[d]
                e = blk_end[b]
                i = fr_resume[d]
                continue
            elif k == K_TERM:
                st[MODE] = WAIT
                break
            i = nxt[i]
        if st[MODE] == RUN:
            st[MODE] = WAIT  # fell off a block without a terminator (cannot happen in valid IR)
