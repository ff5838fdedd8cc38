/* The runtime's memory: shadow pages (fresh, word and byte mode), the page table and
 * cache, chunks mapped after asking the child for room, the level histogram; a
 * context's set-up and results. */

#include "levels_rt.h"

am_ctx __am_lv_ctx0, __am_lv_ctx1;
int64_t __am_lv_args[2][ARGS_WORDS];
int64_t __am_lv_floor[2];

static void (*room)(int64_t bytes); /* a new chunk's bytes; -1: the system refused */

void __am_lv_set_room(void (*fn)(int64_t)) {
    room = fn;
}

void ask_room(int64_t bytes) {
    if (room) {
        room(bytes); /* does not return when there is no room */
    }
    if (bytes < 0) {
        abort(); /* nobody to report it */
    }
}

void *grown(void *old, int64_t bytes) {
    void *p = realloc(old, (size_t)bytes);
    if (!p) {
        ask_room(-1);
    }
    return p;
}

static void *take(am_ctx *c, int64_t n) {
    n = (n + 63) & ~63L;
    if (n > c->chunk_left) {
        int64_t size = n > CHUNK_BYTES ? n : CHUNK_BYTES;
        ask_room(size);
        void *m = mmap(0, (size_t)size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (m == MAP_FAILED) {
            ask_room(-1);
        }
        madvise(m, (size_t)size, MADV_HUGEPAGE);
        c->chunk = (char *)m;
        c->chunk_left = size;
        c->mapped += size;
        c->ahead = c->chunk;
    }
    void *out = c->chunk;
    c->chunk += n;
    c->chunk_left -= n;
    if (c->ahead < c->chunk + c->chunk_left) {
        populate_ahead(c, c->chunk + c->chunk_left);
    }
    return out;
}

static inline int64_t hash_of(int64_t key, int64_t mask) {
    return (int64_t)(((uint64_t)key * 0x9E3779B97F4A7C15ULL) >> 17) & mask;
}

static void rehash(am_ctx *c) {
    int64_t ncap = c->hcap ? 4 * c->hcap : 1 << 12;
    int64_t *nk = (int64_t *)calloc((size_t)ncap, sizeof(int64_t));
    am_page **nv = (am_page **)calloc((size_t)ncap, sizeof(am_page *));
    if (!nk || !nv) {
        ask_room(-1);
    }
    for (int64_t i = 0; i < c->hcap; i++) {
        if (c->hkeys[i]) {
            int64_t h = hash_of(c->hkeys[i] - 1, ncap - 1);
            while (nk[h]) {
                h = (h + 1) & (ncap - 1);
            }
            nk[h] = c->hkeys[i];
            nv[h] = c->hvals[i];
        }
    }
    free(c->hkeys);
    free(c->hvals);
    c->hkeys = nk;
    c->hvals = nv;
    c->hcap = ncap;
}

/* Words of a page's arrays for ``n`` granules, dwords or bytes. */
static int64_t page_words(am_ctx *c, int64_t n) {
    return ENTRY_WORDS(c->deps) * n;
}

static void copy_entry(am_ctx *c, int64_t *to, const int64_t *from) {
    for (int64_t w = 0; w < ENTRY_WORDS(c->deps); w++) {
        to[w] = from[w];
    }
}

/* A page cache entry's ``aux`` for page p (levels_rt.h). */
static int64_t aux_of(am_page *p) {
    if (p->dw) {
        return (int64_t)p->dw | AUX_DW;
    }
    if (!p->data && !p->bytes) {
        return (int64_t)p->lr | AUX_FRESH | (p->lr_words ? AUX_LRW : 0);
    }
    return 0;
}

/* The page of granule page ``key``, created (fresh) when new, put in the page cache. */
am_page *page_of(am_ctx *c, int64_t key) {
    am_pcache_entry *e = &c->pcache[key & (PCACHE - 1)];
    if (e->key1 == key + 1) {
        return e->page;
    }
    if (2 * (c->hused + 1) > c->hcap) {
        rehash(c);
    }
    int64_t h = hash_of(key, c->hcap - 1);
    while (c->hkeys[h] && c->hkeys[h] != key + 1) {
        h = (h + 1) & (c->hcap - 1);
    }
    if (!c->hkeys[h]) {
        am_page *p = (am_page *)take(c, (int64_t)sizeof(am_page) + (c->deps ? 8 * PAGE : 0));
        p->key = key;
        for (int o = 0; c->deps && o < DW_PAGE; o++) {
            p->lr[o] = -1; /* fresh mapped memory reads as zero: the rest is right already */
        }
        c->hkeys[h] = key + 1;
        c->hvals[h] = p;
        c->hused++;
        c->npages++;
    }
    e->key1 = key + 1;
    e->page = c->hvals[h];
    e->data = e->page->bytes ? 0 : e->page->data;
    e->aux = aux_of(e->page);
    return e->page;
}

static void refresh(am_ctx *c, am_page *p);

/* A fresh page's read stamps, one a granule from now on (each dword's stamp copied to its
 * two granules, from the top down so that no stamp is overwritten before it is read). */
am_page *lr_split(am_ctx *c, am_page *p) {
    if (!p->lr_words) {
        for (int o = DW_PAGE - 1; o >= 0; o--) {
            p->lr[2 * o + 1] = p->lr[o];
            p->lr[2 * o] = p->lr[o];
        }
        p->lr_words = 1;
        refresh(c, p);
    }
    return p;
}

/* The page cache's copy of what the fast paths need of page p, after it changed. */
static void refresh(am_ctx *c, am_page *p) {
    am_pcache_entry *e = cached(c, p->key);
    if (e) {
        e->data = p->bytes ? 0 : p->data;
        e->aux = aux_of(p);
    }
}

/* Page p's word-mode arrays: a fresh page's at level 0, no writer, no write stamp, its
 * read stamps; a dword page's with each granule a copy of its dword's entry. */
am_page *full(am_ctx *c, am_page *p) {
    if (!p->data) {
        p->data = (int64_t *)take(c, 8 * page_words(c, PAGE)); /* zero: level 0, no path */
        if (p->dw) {
            for (int o = 0; o < PAGE; o++) {
                copy_entry(c, ENTRY(p->data, c->deps, o), ENTRY(p->dw, c->deps, o >> 1));
            }
            p->dw = 0;
            c->ndwsplit++;
        } else {
            for (int o = 0; c->deps && o < PAGE; o++) {
                CELLS(p)[o].lwi = -1;
                CELLS(p)[o].lw = -1;
                CELLS(p)[o].lr = p->lr[p->lr_words ? o : o >> 1];
            }
        }
        refresh(c, p);
    }
    return p;
}

/* A fresh page's dword-mode arrays (levels_rt.h), made when its granules' read stamps
 * allow them (with deps, equal within each dword); else NULL. A dword page's own. */
int64_t *dwords(am_ctx *c, am_page *p) {
    if (p->dw || p->data || p->bytes) {
        return p->dw;
    }
    for (int o = 0; c->deps && p->lr_words && o < PAGE; o += 2) {
        if (p->lr[o] != p->lr[o + 1]) {
            return 0;
        }
    }
    p->dw = (int64_t *)take(c, 8 * page_words(c, DW_PAGE)); /* zero: level 0, no path */
    for (int o = 0; c->deps && o < DW_PAGE; o++) {
        ((am_cell *)p->dw)[o].lwi = -1;
        ((am_cell *)p->dw)[o].lw = -1;
        ((am_cell *)p->dw)[o].lr = p->lr[p->lr_words ? 2 * o : o];
    }
    c->ndwpages++;
    refresh(c, p);
    return p->dw;
}

/* Word mode -> byte mode: each byte inherits its granule's fields. */
static void to_bytes(am_ctx *c, am_page *p) {
    full(c, p);
    int64_t n = 4 * PAGE, *b = (int64_t *)take(c, 8 * page_words(c, n));
    for (int64_t o = 0; o < n; o++) {
        copy_entry(c, ENTRY(b, c->deps, o), ENTRY(p->data, c->deps, o >> 2));
    }
    p->bytes = b;
    c->nbpages++;
    refresh(c, p);
}

/* Byte ``a``'s index in page ``q``'s byte arrays (the page turned to byte mode). */
int64_t byte_index(am_ctx *c, am_page *q, int64_t a) {
    if (!q->bytes) {
        to_bytes(c, q);
    }
    return (((a >> 2) & (PAGE - 1)) << 2) | (a & 3);
}

void w_grow(am_ctx *c, int64_t lv) {
    int64_t ncap = c->wcap ? 2 * c->wcap : 1 << 16;
    while (lv + 2 > ncap) {
        ncap *= 2;
    }
    int64_t *w = (int64_t *)grown(c->w, ncap * 8);
    for (int64_t i = c->wcap; i < ncap; i++) {
        w[i] = 0;
    }
    c->w = w;
    c->wcap = ncap;
}


static am_ctx *ctx_of(int64_t k) {
    return k ? &__am_lv_ctx1 : &__am_lv_ctx0;
}

/* Results from now on go to row ``r1`` (0: outside every region, r + 1: region r). */
void set_row(am_ctx *c, int64_t r1) {
    if (!c->deps) {
        return;
    }
    int64_t **out[] = {&c->blk_count, 0, &c->br_miss, &c->loop_inst, &c->loop_iters, &c->loop_raw,
                       &c->loop_war, &c->loop_waw, &c->loop_red, &c->loop_silent, &c->loop_span, &c->loop_tgt};
    for (int i = 0; i < 12; i++) {
        if (out[i]) {
            *out[i] = c->rows[i] + r1 * (i < 3 ? c->nblocks : c->nloops);
        }
    }
}

/* Context ``k`` replays with deps or not, over ``n_regions`` whole-program regions
 * (0: kernel mode) of a program of ``nblocks`` blocks and ``nloops`` loop rows;
 * ``arrays``: the addresses of reg_fn and reg_acc, then with deps those of its tables
 * and of row 0 of its result arrays in am_ctx's order, from blk_loop to loop_tgt (each
 * result array but br_state holds a row before the regions' and one per region). */
void __am_lv_init(int64_t k, int64_t deps, int64_t n_regions, int64_t nblocks, int64_t nloops,
                  const int64_t *arrays) {
    am_ctx *c = ctx_of(k);
    c->k = k;
    c->deps = deps;
    c->curreg = -1;
    c->n_regions = n_regions;
    c->nblocks = nblocks;
    c->nloops = nloops;
    c->reg_fn = (const int8_t *)arrays[0];
    c->reg_acc = (int64_t *)arrays[1];
    if (!deps) {
        return;
    }
    c->blk_loop = (const int32_t *)arrays[2];
    c->blk_header_of = (const int32_t *)arrays[3];
    c->loop_parent = (const int32_t *)arrays[4];
    c->loop_header = (const int32_t *)arrays[5];
    c->loop_self_latch = (const uint8_t *)arrays[6];
    c->red_store = (const uint8_t *)arrays[7];
    c->br_succ0 = (const int64_t *)arrays[8];
    for (int i = 0; i < 12; i++) {
        c->rows[i] = (int64_t *)arrays[9 + i];
    }
    c->br_state = c->rows[1]; /* one row: the predictors' state is the program's */
    set_row(c, 0);
}

/* Context ``k``'s results: depth, its path words, the level histogram and its capacity,
 * pages and byte pages, shadow bytes mapped, the regions' level bands and their count,
 * the pages that took dword mode and those of them that left it, the shadow bytes asked
 * to be populated ahead (levels_ahead.c), the loads and stores the runtime did. */
void __am_lv_report(int64_t k, int64_t *out) {
    am_ctx *c = ctx_of(k);
    if (c->curreg >= 0) { /* the program ended inside a region (exit() in a loop) */
        region_close(c);
    }
    out[0] = c->max;
    out[1] = c->maxpa;
    out[2] = c->maxpb;
    out[3] = (int64_t)c->w;
    out[4] = c->wcap;
    out[5] = c->npages;
    out[6] = c->nbpages;
    out[7] = c->mapped;
    out[8] = (int64_t)c->ivl;
    out[9] = c->nivl;
    out[10] = c->ndwpages;
    out[11] = c->ndwsplit;
    out[12] = c->ahead_bytes;
    out[13] = c->rt_loads;
    out[14] = c->rt_stores;
}
