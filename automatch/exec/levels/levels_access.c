/* The replay's accesses in the program's shadow memory: loads, stores, nodes (the
 * functions the instrumented code calls for each), and memcpy/memset ranges. */
#include "levels_rt.h"

/* The slow paths, after the fast ones. */
static int64_t load_slow(am_ctx *c, int64_t addr, int64_t size, int64_t red, int64_t tree, int64_t lv,
                         int64_t *pa, int64_t *pb);
static void store_slow(am_ctx *c, int64_t addr, int64_t size, int64_t fam, int64_t silent, int64_t lv,
                       int64_t pa, int64_t pb, int64_t ins, int64_t tgt_loop);

/* Without deps: a load at one granule or byte (its entry ``hot``: the hot word, the path
 * words): keep the highest level and its path words; clear ``chain`` when a reduction
 * load finds another family's or an observed value; mark a reduction's value read by a
 * load that is none observed. */
static inline __attribute__((always_inline)) void load_packed(int64_t *hot, int64_t red, int64_t *mlv, int64_t *mpa,
                                                              int64_t *mpb, int64_t *chain) {
    int64_t h = *hot, level = h & LV_MASK;
    uint64_t code = (uint64_t)h >> CODE_SHIFT;
    if (level > *mlv) {
        *mlv = level;
        *mpa = hot[1];
        *mpb = hot[2];
    }
    if (red) {
        if (code == OBSERVED_CODE || (code >= 2 && (int64_t)code - 1 != red)) {
            *chain = 0;
        }
    } else if (code >= 2) {
        *hot = level | ((int64_t)OBSERVED_CODE << CODE_SHIFT);
    }
}

/* With deps: a load at one granule or byte, the replay's granule loop body (a RAW or a
 * reduction's link counted in the loop that carries it, once per run of equal write
 * stamps; ``last_s``: the stamp before). */
static inline __attribute__((always_inline)) void load_cell(am_ctx *c, am_cell *x, int64_t red, int64_t *mlv,
                                                            int64_t *mpa, int64_t *mpb, int64_t *chain,
                                                            int64_t *last_s) {
    if (x->level > *mlv) {
        *mlv = x->level;
        *mpa = x->pa;
        *mpb = x->pb;
    }
    int64_t wi = x->lwi, s = x->lw;
    if (s != *last_s) {
        *last_s = s;
        if (s >= 0 && !(c->lsp > 0 && s >= c->ls_iter[c->lsp - 1])) {
            count_read(c, s, wi, red);
        }
    }
    if (red) {
        if (wi == OBSERVED || (wi >= 0 && c->red_store[wi] != red)) {
            *chain = 0;
        }
    } else if (wi >= 0) {
        x->lwi = OBSERVED;
    }
    x->lr = c->stamp;
}

/* The loaded value's level: the highest stored, unless a reduction load of a whole
 * chain with reductions as trees (its address's level then). */
static inline __attribute__((always_inline)) int64_t finish_load(int64_t mlv, int64_t mpa, int64_t mpb,
                                                                 int64_t chain, int64_t red, int64_t tree,
                                                                 int64_t lv, int64_t *pa, int64_t *pb) {
    if (mlv > lv && !(tree && red && chain)) {
        lv = mlv;
        *pa = mpa;
        *pb = mpb + 1; /* a link through memory */
    }
    return lv;
}

/* With deps: a store at one granule or byte (WAR and WAW counted in their carrying
 * loops once per run of equal stamps). ``tgt``: bytes of reduction target new to this
 * store that the granule stands for (4, or 1 a byte), counted in loop ``tgt_loop``. */
static inline __attribute__((always_inline)) void store_cell(am_ctx *c, am_cell *x, int64_t lv, int64_t vpa,
                                                             int64_t vpb, int64_t fam, int64_t ins,
                                                             int64_t tgt_loop, int64_t tgt, int64_t *last_r,
                                                             int64_t *last_s) {
    int64_t r = x->lr, s = x->lw, top = c->lsp > 0 ? c->ls_iter[c->lsp - 1] : INT64_MAX;
    if ((r != *last_r && r >= 0 && r < top) || (s != *last_s && s >= 0 && s < top)) {
        count_write(c, r != *last_r ? r : -1, s != *last_s ? s : -1);
    }
    *last_r = r;
    *last_s = s;
    x->level = lv;
    x->pa = vpa;
    x->pb = vpb;
    x->lw = c->stamp;
    if (fam && tgt_loop >= 0 && x->lwi != ins) {
        c->loop_tgt[tgt_loop] += tgt;
    }
    x->lwi = fam ? ins : -1;
}

/* The fast paths' load of ``count`` entries from entry ``o`` of page arrays ``base``: a
 * word page's granules, or a dword page's dwords (levels_rt.h). Returns the loaded
 * value's level, its path words in *pa, *pb. */
static inline __attribute__((always_inline)) int64_t load_run(am_ctx *c, int64_t *base, int64_t o, int64_t count,
                                                              int64_t red, int64_t tree, int64_t lv, int64_t *pa,
                                                              int64_t *pb) {
    int64_t mlv = 0, mpa = 0, mpb = 0, chain = 1, last_s = -2;
    for (int64_t k = o; k < o + count; k++) {
        if (c->deps) {
            load_cell(c, &((am_cell *)base)[k], red, &mlv, &mpa, &mpb, &chain, &last_s);
        } else {
            load_packed(ENTRY(base, 0, k), red, &mlv, &mpa, &mpb, &chain);
        }
    }
    return finish_load(mlv, mpa, mpb, chain, red, tree, lv, pa, pb);
}

/* Without deps: a store to one granule or byte's entry ``e``. */
static inline __attribute__((always_inline)) void store_packed(int64_t *e, int64_t lv, int64_t pa, int64_t pb,
                                                               int64_t fam) {
    e[0] = lv | ((fam ? fam + 1 : 0) << CODE_SHIFT);
    e[1] = pa;
    e[2] = pb;
}

/* The fast paths' store to ``count`` entries as load_run's; ``bytes``: program bytes an
 * entry stands for (4 a granule, 8 a dword: a reduction target's count). */
static inline __attribute__((always_inline)) void store_run(am_ctx *c, int64_t *base, int64_t o, int64_t count,
                                                            int64_t bytes, int64_t lv, int64_t pa, int64_t pb,
                                                            int64_t fam, int64_t ins, int64_t tgt_loop) {
    int64_t last_r = -2, last_s = -2;
    for (int64_t k = o; k < o + count; k++) {
        if (c->deps) {
            store_cell(c, &((am_cell *)base)[k], lv, pa, pb, fam, ins, tgt_loop, bytes, &last_r, &last_s);
        } else {
            store_packed(ENTRY(base, 0, k), lv, pa, pb, fam);
        }
    }
}

/* w[lv] += weight, w grown first when it must: the inlined nodes' slow path
 * (levels_inline._node_w); they raise the deepest level and the loop instance's at the
 * block's end (levels_inline._node_flush). */
void __am_lv_w(am_ctx *c, int64_t lv, int64_t weight) {
    if (__builtin_expect(lv + 1 >= c->wcap, 0)) {
        w_grow(c, lv);
    }
    c->w[lv] += weight;
}

/* A node at level ``lv`` (its operands' highest + 1) doing ``weight`` operations; with
 * deps it also raises the innermost loop instance's highest level (and its first
 * iteration's). */
void __am_lv_node(am_ctx *c, int64_t lv, int64_t weight, int64_t pa, int64_t pb) {
    __am_lv_w(c, lv, weight);
    if (lv > c->max) {
        c->max = lv;
        c->maxpa = pa;
        c->maxpb = pb;
    }
    if (c->deps && c->lsp > 0) {
        int64_t t = c->lsp - 1;
        if (lv > c->ls_max[t]) {
            c->ls_max[t] = lv;
        }
        if ((c->ls_iter[t] == c->ls_inst[t] || c->ls_first[t] < 0) && lv > c->ls_first[t]) {
            c->ls_first[t] = lv;
        }
    }
}

/* A load of ``size`` bytes (a power of two) at ``ptr``, whose address has level ``lv``
 * with path words *pa, *pb; ``red``: its reduction family (0: none); ``tree``: reductions
 * run as trees. Returns the loaded value's level and leaves its path words in *pa, *pb. */
int64_t __am_lv_load(am_ctx *c, int64_t ptr, int64_t size, int64_t red, int64_t tree, int64_t lv, int64_t *pa,
                     int64_t *pb) {
    int64_t deps = c->deps;
    int64_t addr = ptr & AM_ADDR_MASK;
    c->rt_loads++;
    am_pcache_entry *e = WHOLE_GRANULES(addr, size) ? entry_of(c, addr >> (PAGE_BITS + 2)) : 0;
    int64_t o = (addr >> 2) & (PAGE - 1);
    int64_t *d = e ? e->data : 0;
    if (e && !d) {
        int64_t aux = e->aux;
        if ((aux & AUX_DW) && WHOLE_DWORDS(addr, size)) { /* a dword page (no silent marks: they split it) */
            return load_run(c, AUX_PTR(aux), o >> 1, size >> 3, red, tree, lv, pa, pb);
        }
        if (aux & AUX_FRESH) { /* a fresh page: only the read stamps change */
            int64_t *lr = AUX_PTR(aux);
            if (deps && !(aux & AUX_LRW) && WHOLE_DWORDS(addr, size)) {
                for (int64_t k = 0; k < (size >> 3); k++) {
                    lr[(o >> 1) + k] = c->stamp;
                }
            } else if (deps) {
                if (!(aux & AUX_LRW)) {
                    lr_split(c, e->page);
                }
                for (int64_t k = 0; k < (size >> 2); k++) {
                    lr[o + k] = c->stamp;
                }
            }
            return lv;
        }
    }
    if (__builtin_expect(!d || (deps && ((am_cell *)d)[o].lwi <= SILENT_BASE), 0)) {
        return load_slow(c, addr, size, red, tree, lv, pa, pb);
    }
    return load_run(c, d, o, size >> 2, red, tree, lv, pa, pb);
}

/* A store of a value at level ``lv`` (path words pa, pb); ``fam``: its reduction
 * family (0: none); ``silent`` != 0: it wrote the value already there, which is no
 * access unless it is a reduction's update (replay_kernel: a silent store);
 * ``tgt_loop``: the innermost loop of its block (-1: none). */
void __am_lv_store(am_ctx *c, int64_t ptr, int64_t size, int64_t fam, int64_t silent, int64_t lv, int64_t pa,
                   int64_t pb, int64_t ins, int64_t tgt_loop) {
    int64_t deps = c->deps;
    c->rt_stores++;
    if (silent && !fam && !deps) {
        return;
    }
    int64_t addr = ptr & AM_ADDR_MASK;
    am_pcache_entry *e = WHOLE_GRANULES(addr, size) ? entry_of(c, addr >> (PAGE_BITS + 2)) : 0;
    int64_t *d = e ? e->data : 0;
    if (e && !d && WHOLE_DWORDS(addr, size) && !(silent && !fam) && (e->aux & (AUX_DW | AUX_FRESH))) {
        /* a dword page, or a fresh page that may take dword mode */
        int64_t *q = (e->aux & AUX_DW) ? AUX_PTR(e->aux) : dwords(c, e->page);
        if (q) {
            store_run(c, q, (addr >> 3) & (DW_PAGE - 1), size >> 3, 8, lv, pa, pb, fam, ins, tgt_loop);
            return;
        }
    }
    if (__builtin_expect(!d || (silent && !fam), 0)) {
        store_slow(c, addr, size, fam, silent, lv, pa, pb, ins, tgt_loop);
        return;
    }
    store_run(c, d, (addr >> 2) & (PAGE - 1), size >> 2, 4, lv, pa, pb, fam, ins, tgt_loop);
}

/* The pages of an access: p holds its first granule, p1 its last (given word-mode
 * arrays, a dword page split, unless ``keep_fresh`` and both are fresh: then NULL is
 * returned in *p); whether it goes byte by byte (part of a granule, or a byte-mode page). */
static int access_pages(am_ctx *c, int64_t addr, int64_t size, am_page **p, am_page **p1, int keep_fresh) {
    int64_t key = addr >> (PAGE_BITS + 2), key1 = (addr + size - 1) >> (PAGE_BITS + 2);
    *p = page_of(c, key);
    *p1 = key1 == key ? *p : page_of(c, key1);
    int bytewise = ((addr | size) & 3) != 0 || (*p)->bytes || (*p1)->bytes;
    if (keep_fresh && !bytewise && !(*p)->data && !(*p1)->data && !(*p)->dw && !(*p1)->dw) {
        for (int64_t g = addr >> 2; c->deps && g <= (addr + size - 1) >> 2; g++) {
            lr_split(c, (g >> PAGE_BITS) == key ? *p : *p1)->lr[g & (PAGE - 1)] = c->stamp;
        }
        *p = 0;
        return 0;
    }
    full(c, *p);
    full(c, *p1);
    return bytewise;
}

/* The arrays a granule or byte lies in: word page arrays, or the page's byte arrays. */
typedef struct {
    int64_t *base, o;
} am_slot;

static am_slot slot_of(am_ctx *c, am_page *q, int64_t a, int bytewise) {
    am_slot s;
    if (bytewise) {
        s.o = byte_index(c, q, a);
        s.base = q->bytes;
    } else {
        s.o = (a >> 2) & (PAGE - 1);
        s.base = q->data;
    }
    return s;
}

/* A load the fast path does not take: any alignment, two pages, byte mode, a page that
 * is not cached, or (deps) a first granule a silent store marked. */
static int64_t load_slow(am_ctx *c, int64_t addr, int64_t size, int64_t red, int64_t tree, int64_t lv,
                         int64_t *pa, int64_t *pb) {
    am_page *p, *p1;
    int64_t key = addr >> (PAGE_BITS + 2), mlv = 0, mpa = 0, mpb = 0, chain = 1, last_s = -2;
    int bytewise = access_pages(c, addr, size, &p, &p1, 1);
    if (!p) { /* fresh pages: level 0, no writer; their read stamps are set */
        return lv;
    }
    if (c->deps && !bytewise) { /* what a silent store rewrote: the RAW it would have been */
        int64_t w0 = CELLS(p)[(addr >> 2) & (PAGE - 1)].lwi;
        if (w0 <= SILENT_BASE) {
            count_silent(c, SILENT_BASE - w0);
        }
    }
    int64_t step = bytewise ? 1 : 4;
    for (int64_t a = bytewise ? addr : addr & ~3L; a < addr + size; a += step) {
        am_slot s = slot_of(c, (a >> (PAGE_BITS + 2)) == key ? p : p1, a, bytewise);
        if (c->deps) {
            load_cell(c, &((am_cell *)s.base)[s.o], red, &mlv, &mpa, &mpb, &chain, &last_s);
        } else {
            load_packed(ENTRY(s.base, 0, s.o), red, &mlv, &mpa, &mpb, &chain);
        }
    }
    return finish_load(mlv, mpa, mpb, chain, red, tree, lv, pa, pb);
}

/* With deps, a silent store that is no reduction's update: it counts, per carrying loop,
 * the WAR and WAW it would have made and marks its granules, on word pages only. */
static void silent_store(am_ctx *c, int64_t addr, int64_t size) {
    if (((addr | size) & 3) != 0) {
        return;
    }
    am_page *p, *p1;
    if (access_pages(c, addr, size, &p, &p1, 0)) {
        return;
    }
    int64_t key = addr >> (PAGE_BITS + 2), last_r = -2, last_s = -2;
    for (int64_t g = addr >> 2; g <= (addr + size - 1) >> 2; g++) {
        am_cell *x = &CELLS((g >> PAGE_BITS) == key ? p : p1)[g & (PAGE - 1)];
        if (x->lwi == -1 || x->lwi <= SILENT_BASE) {
            x->lwi = SILENT_BASE - c->stamp;
        }
        if (x->lr != last_r) {
            count_silent(c, x->lr);
        }
        last_r = x->lr;
        if (x->lw != last_s) {
            count_silent(c, x->lw);
        }
        last_s = x->lw;
    }
}

static void store_slow(am_ctx *c, int64_t addr, int64_t size, int64_t fam, int64_t silent, int64_t lv,
                       int64_t pa, int64_t pb, int64_t ins, int64_t tgt_loop) {
    if (silent && !fam) {
        silent_store(c, addr, size);
        return;
    }
    am_page *p, *p1;
    int64_t key = addr >> (PAGE_BITS + 2), last_r = -2, last_s = -2;
    int bytewise = access_pages(c, addr, size, &p, &p1, 0);
    int64_t step = bytewise ? 1 : 4;
    for (int64_t a = bytewise ? addr : addr & ~3L; a < addr + size; a += step) {
        am_slot s = slot_of(c, (a >> (PAGE_BITS + 2)) == key ? p : p1, a, bytewise);
        if (c->deps) {
            store_cell(c, &((am_cell *)s.base)[s.o], lv, pa, pb, fam, ins, tgt_loop, step, &last_r, &last_s);
        } else {
            store_packed(ENTRY(s.base, 0, s.o), lv, pa, pb, fam);
        }
    }
}

/* A memcpy/memset range at one granule or byte: reads keep the highest level, mark a
 * reduction's partial value observed and stamp the read; writes store ``lv`` with no
 * path and no writer, stamped. */
static void range_at(am_ctx *c, int64_t *base, int64_t o, int write, int64_t lv, int64_t *mlv) {
    int64_t level, writer;
    if (c->deps) {
        am_cell *x = &((am_cell *)base)[o];
        if (write) {
            x->level = lv;
            x->lw = c->stamp;
            x->lwi = -1;
        } else {
            x->lr = c->stamp;
            if (x->lwi >= 0) {
                x->lwi = OBSERVED;
            }
        }
        level = x->level;
        writer = 0;
    } else {
        int64_t *hot = ENTRY(base, 0, o);
        if (write) {
            *hot = lv;
        }
        level = *hot & LV_MASK;
        writer = ((uint64_t)*hot >> CODE_SHIFT) >= 2;
        if (!write && writer) {
            *hot = level | ((int64_t)OBSERVED_CODE << CODE_SHIFT);
        }
    }
    if (write) {
        *PA_AT(base, c->deps, o) = 0; /* a copied value's chain counts as add/mul levels */
        *PB_AT(base, c->deps, o) = 0;
    } else if (level > *mlv) {
        *mlv = level;
    }
}

/* A range's part [lo, hi) of page ``p`` (8-byte aligned both) on a fresh or dword page
 * without turning it to word mode: a write on its dword entries (a fresh page takes dword
 * mode when its read stamps allow), a read on a dword page's entries or, on a fresh page,
 * its read stamps alone (level 0, no writer: as a load of it). Returns 0, having done
 * nothing, for a page in another mode. A memset or memcpy of whole 8-byte values in the
 * analysed loops (an output zeroed each round, a copied-back grid) then leaves its pages
 * to the inlined 8-byte loads and stores, which call the runtime on word pages. */
static int range_dwords(am_ctx *c, am_page *p, int64_t lo, int64_t hi, int write, int64_t lv, int64_t *mlv) {
    if (p->data || p->bytes) {
        return 0;
    }
    int64_t o0 = (lo >> 3) & (DW_PAGE - 1), n = (hi - lo) >> 3;
    if (!write && !p->dw) {
        for (int64_t k = o0; c->deps && k < o0 + n; k++) {
            if (p->lr_words) {
                p->lr[2 * k] = c->stamp;
                p->lr[2 * k + 1] = c->stamp;
            } else {
                p->lr[k] = c->stamp;
            }
        }
        return 1;
    }
    int64_t *q = write ? dwords(c, p) : p->dw;
    if (!q) {
        return 0;
    }
    for (int64_t k = o0; k < o0 + n; k++) {
        range_at(c, q, k, write, lv, mlv);
    }
    return 1;
}

/* A memcpy/memset range [start, start + length): reads return the highest level stored
 * there; granules it covers only in part turn their page to byte mode; a page's whole
 * dwords keep a fresh or dword page as it is (range_dwords). */
static int64_t range_touch(am_ctx *c, int64_t start, int64_t length, int write, int64_t lv) {
    int64_t end = start + length, mlv = 0;
    int64_t g = start >> 2;
    while ((g << 2) < end) {
        int64_t key = g >> PAGE_BITS, base = key << (PAGE_BITS + 2);
        int64_t lo = start > base ? start : base, hi = end < base + 4 * PAGE ? end : base + 4 * PAGE;
        am_page *p = page_of(c, key);
        if (((lo | hi) & 7) == 0 && range_dwords(c, p, lo, hi, write, lv, &mlv)) {
            g = hi >> 2;
            continue;
        }
        full(c, p);
        for (; (g << 2) < hi; g++) {
            int64_t glo = g << 2;
            if (glo >= start && glo + 4 <= end && !p->bytes) {
                range_at(c, p->data, g & (PAGE - 1), write, lv, &mlv);
                continue;
            }
            for (int64_t a = glo > start ? glo : start; a < (glo + 4 < end ? glo + 4 : end); a++) {
                int64_t o = byte_index(c, p, a);
                range_at(c, p->bytes, o, write, lv, &mlv);
            }
        }
    }
    return mlv;
}

void __am_lv_copy(am_ctx *c, int64_t dst, int64_t src, int64_t length) {
    if (length > 0) {
        int64_t lv = range_touch(c, src & AM_ADDR_MASK, length, 0, 0);
        range_touch(c, dst & AM_ADDR_MASK, length, 1, lv);
    }
}

void __am_lv_set(am_ctx *c, int64_t dst, int64_t length) {
    if (length > 0) {
        range_touch(c, dst & AM_ADDR_MASK, length, 1, 0);
    }
}
