/* The replay's loops in the program: the stack of active loop instances with their
 * iteration stamps, block entry (block counts, branch predictors), frames, and the loop
 * that carries a dependence (replay_kernel.py, replay_stack.py, silent_kernels.py). */
#include "levels_rt.h"

/* The index in the loop stack of the loop that carries a dependence from stamp ``s``:
 * the outermost instance that began at or before ``s`` in an earlier iteration. */
static int64_t carrier(am_ctx *c, int64_t s) {
    if (s < 0) {
        return -1;
    }
    for (int64_t k = 0; k < c->lsp; k++) {
        if (c->ls_inst[k] <= s && s < c->ls_iter[k]) {
            return k;
        }
    }
    return -1;
}

/* A load found write stamp ``s`` (not of the current innermost iteration): a reduction's
 * link when the writer is a store of the load's family, else a RAW, in its carrier. */
void count_read(am_ctx *c, int64_t s, int64_t wi, int64_t red) {
    int64_t k = carrier(c, s);
    if (k >= 0) {
        int64_t lp = c->ls_loop[k];
        if (red && wi >= 0 && c->red_store[wi] == red) {
            c->loop_red[lp]++;
        } else {
            c->loop_raw[lp]++;
        }
    }
}

/* count_read for the instrumented code's inlined loads (exec/levels/inline_access.py). */
void __am_dp_count_read(am_ctx *c, int64_t s, int64_t wi, int64_t red) {
    count_read(c, s, wi, red);
}

/* A store found read stamp ``r`` and write stamp ``s`` (-1: none to count): WAR, WAW. */
void count_write(am_ctx *c, int64_t r, int64_t s) {
    int64_t top = c->lsp > 0 ? c->ls_iter[c->lsp - 1] : INT64_MAX;
    if (r >= 0 && r < top) {
        int64_t k = carrier(c, r);
        if (k >= 0) {
            c->loop_war[c->ls_loop[k]]++;
        }
    }
    if (s >= 0 && s < top) {
        int64_t k = carrier(c, s);
        if (k >= 0) {
            c->loop_waw[c->ls_loop[k]]++;
        }
    }
}

/* The dependence a silent store would have made with stamp ``s`` (silent_kernels). */
void count_silent(am_ctx *c, int64_t s) {
    int64_t k = carrier(c, s);
    if (k >= 0) {
        c->loop_silent[c->ls_loop[k]]++;
    }
}

static int contains(am_ctx *c, int64_t outer, int64_t inner) {
    for (int64_t x = inner; x >= 0; x = c->loop_parent[x]) {
        if (x == outer) {
            return 1;
        }
    }
    return 0;
}

/* Leave the innermost active loop instance (replay_stack._pop_loop): add the levels its
 * chains climbed to its loop's span, pass its highest level to the enclosing one. */
static void pop_loop(am_ctx *c) {
    int64_t t = c->lsp - 1, hi = c->ls_max[t];
    if (hi >= 0) {
        c->loop_span[c->ls_loop[t]] += hi - c->ls_first[t] + 1;
        if (t > 0) {
            if (hi > c->ls_max[t - 1]) {
                c->ls_max[t - 1] = hi;
            }
            if ((c->ls_iter[t - 1] == c->ls_inst[t - 1] || c->ls_first[t - 1] < 0) && hi > c->ls_first[t - 1]) {
                c->ls_first[t - 1] = hi;
            }
        }
    }
    c->lsp = t;
}

/* A frame opens: the loop stack's height it keeps below its own loops. */
int64_t __am_dp_frame(am_ctx *c) {
    c->depth++;
    return c->lsp;
}

/* Whole-program mode: the open region's instance ends (replay_stack.region_close). Its
 * levels are the band (renter, max] of w, which the floor kept for it alone; it adds
 * the band to its level bands, its depth and its deepest chain's composition. */
void region_close(am_ctx *c) {
    int64_t r = c->curreg, lo = c->renter, hi = c->max;
    c->reg_acc[4 * r + 3]++;
    if (hi > lo) {
        c->reg_acc[4 * r] += hi - lo;
        c->reg_acc[4 * r + 1] += c->maxpa;
        c->reg_acc[4 * r + 2] += c->maxpb;
        int64_t k = c->nivl;
        if (k > 0 && c->ivl[3 * (k - 1)] == r && c->ivl[3 * (k - 1) + 2] == lo) {
            c->ivl[3 * (k - 1) + 2] = hi;
        } else {
            if (k + 1 > c->ivlcap) {
                c->ivlcap = c->ivlcap ? 2 * c->ivlcap : 64;
                c->ivl = (int64_t *)grown(c->ivl, 8 * 3 * c->ivlcap);
            }
            c->ivl[3 * k] = r;
            c->ivl[3 * k + 1] = lo;
            c->ivl[3 * k + 2] = hi;
            c->nivl = k + 1;
        }
    }
    __am_lv_floor[c->k] = hi;
    c->curreg = -1;
    c->pexit = 0;
    set_row(c, 0);
}

/* Whole-program mode: a region word (exec/events.region_enter_word, region_exit_word),
 * when ``emitted`` (the outermost region only). An exit closes the region at the next
 * block, once that block has left the region's loops; a function region closes at the
 * ``ret`` of the frame its call opened. */
void __am_dp_region(am_ctx *c, int64_t word, int64_t emitted) {
    int64_t code = REGION_WORD_BASE - word;
    if (!emitted) {
        return;
    }
    if (code & 1) {
        if (c->curreg == (code >> 1)) {
            c->pexit = 1;
        }
    } else if (c->curreg < 0 && (code >> 1) < c->n_regions) {
        c->curreg = code >> 1;
        c->rframe = c->depth;
        c->renter = c->max;
        __am_lv_floor[c->k] = c->max;
        set_row(c, c->curreg + 1);
    }
}

/* A frame returns: leave its loops; a function region whose call opened it closes. */
void __am_dp_leave(am_ctx *c, int64_t lsp0) {
    int close = c->curreg >= 0 && c->reg_fn[c->curreg] && c->rframe == c->depth - 1;
    while (c->lsp > lsp0) {
        pop_loop(c);
    }
    if (close) {
        region_close(c);
    }
    c->depth--;
}

/* Block ``b`` entered in a frame whose block before was *prev (-1: none) and whose loops
 * sit above ``lsp0``: the replay's block entry (loops left and begun, a region's pending
 * exit, block count, the 2-bit predictor of a data-dependent branch). */
void __am_dp_block(am_ctx *c, int64_t b, int64_t *prev_ptr, int64_t lsp0) {
    int64_t prev = *prev_ptr;
    *prev_ptr = b;
    if (!c->deps) {
        if (c->pexit) {
            region_close(c);
        }
        return;
    }
    int64_t inner = c->blk_loop[b];
    while (c->lsp > lsp0 && !contains(c, c->ls_loop[c->lsp - 1], inner)) {
        int64_t top = c->ls_loop[c->lsp - 1];
        if (prev == c->loop_header[top] && !c->loop_self_latch[top]) {
            c->loop_iters[top]--; /* the header ran once more, only to exit */
        }
        pop_loop(c);
    }
    if (c->pexit) {
        region_close(c);
    }
    c->blk_count[b]++;
    if (prev >= 0 && c->br_succ0[prev] >= 0) {
        int64_t s = c->br_state[prev];
        if (s < 0) {
            c->br_state[prev] = b == c->br_succ0[prev] ? 3 : 0;
        } else if (b == c->br_succ0[prev]) {
            c->br_miss[prev] += s < 2;
            c->br_state[prev] = s < 3 ? s + 1 : s;
        } else {
            c->br_miss[prev] += s >= 2;
            c->br_state[prev] = s > 0 ? s - 1 : s;
        }
    }
    int64_t h = c->blk_header_of[b];
    if (h >= 0) {
        c->stamp++;
        int64_t t = c->lsp;
        if (t > lsp0 && c->ls_loop[t - 1] == h) {
            c->ls_iter[t - 1] = c->stamp;
        } else {
            if (t + 2 > c->lscap) {
                c->lscap = c->lscap ? 2 * c->lscap : 64;
                c->ls_loop = (int64_t *)grown(c->ls_loop, 8 * c->lscap);
                c->ls_inst = (int64_t *)grown(c->ls_inst, 8 * c->lscap);
                c->ls_iter = (int64_t *)grown(c->ls_iter, 8 * c->lscap);
                c->ls_first = (int64_t *)grown(c->ls_first, 8 * c->lscap);
                c->ls_max = (int64_t *)grown(c->ls_max, 8 * c->lscap);
            }
            c->ls_loop[t] = h;
            c->ls_inst[t] = c->stamp;
            c->ls_iter[t] = c->stamp;
            c->ls_first[t] = -1;
            c->ls_max[t] = -1;
            c->lsp = t + 1;
            c->loop_inst[h]++;
        }
        c->loop_iters[h]++;
    }
}
