/* The shadow state of the levels and dependences computed inside the instrumented program
 * (levels_ir.py): the replay (analyses/replay_kernel.py, shadow_kernels.py,
 * silent_kernels.py, replay_stack.py) done by the program as it runs.
 *
 * A context (am_ctx) is one replay: the chain schedule with the loops' dependences
 * (``deps``), or the tree schedule (levels only). Per 4-byte granule of program memory it
 * keeps the ASAP level of the value last stored there and that level's path composition
 * (PA, PB: analyses/critical.py); with deps also the loop-iteration stamps of the last
 * write and read (LW, LR) and the writer (LWI: the reduction store's instruction, -1,
 * OBSERVED, or a silent store's mark); without deps only the writer's reduction family,
 * packed into the level's word. Pages of 256 granules stay in word mode until an access
 * covers part of a granule, then turn to byte mode for good, as in the replay; the tests
 * hold both engines to identical results.
 *
 * Built by clang into a shared library (levels_runtime.py) that the child loads; the
 * instrumented code calls it. Inlining its fast paths into the program's loops made the
 * program's own replay of the bench SpMV 0.1 s faster, but the JIT 0.1-0.5 s slower on
 * every program (the O2 pipeline over every access site), which a kernel of a few
 * milliseconds pays in full.
 *
 * Memory comes from mmap in chunks; before each chunk the child's Python side checks
 * that the machine has room (the function given to __am_lv_set_room, which ends the run
 * with a message when it has not). The library calls libc's own functions: a program
 * that defines a malloc or mmap of its own (JIT-compiled, not exported) cannot capture
 * them.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>

#ifndef AM_ADDR_MASK
#error "AM_ADDR_MASK must be defined (exec/events.py ADDR_MASK)"
#endif

#define PAGE_BITS 8
#define PAGE (1 << PAGE_BITS)
#define PCACHE 4096
#define CHUNK_BYTES (64L << 20)
#define MAX_ARGS 256
/* Without deps, a granule's (or byte's) hot word holds its level in bits 0-54 and in bits
 * 55-63 what wrote it: 0 nothing of a reduction (LWI -1 in the replay), 1 a reduction's
 * value that a load which is no reduction load has read (OBSERVED), k >= 2 a store of
 * reduction family k - 1. A level needs 2^55 entries of w before it overflows, so it
 * never does. 8 bytes of shadow per 4 of program memory: a gather's shadow stays in the
 * caches its data fits in. */
#define LV_MASK ((1LL << 55) - 1)
#define CODE_SHIFT 55
#define OBSERVED_CODE 1
#define OBSERVED (-3)     /* LWI, with deps (shadow_kernels.OBSERVED) */
#define SILENT_BASE (-16) /* LWI <= SILENT_BASE: a silent store's mark (silent_kernels) */

/* With deps, the fields every access reads, side by side (the replay's layout). */
typedef struct {
    int64_t level, lwi, lw, lr;
} am_cell;

/* A page of PAGE granules. Fresh while nothing has written to it (``data`` NULL): its
 * granules are at level 0 with no writer, and only the loads' read stamps change (with
 * deps, ``lr``; without, nothing), so read-only data costs 2 KiB of shadow a page with
 * deps and none without. The first write gives it its word-mode arrays (``data``:
 * without deps PAGE packed words, with deps PAGE am_cells; PA, PB follow); an access
 * to part of a granule then gives it byte mode for good (``bytes``: the same arrays
 * for 4 PAGE bytes). */
typedef struct {
    int64_t *bytes;
    int64_t *data;
    int64_t key;
    int64_t lr[];
} am_page;

/* The page cache holds each page's word-mode arrays beside it (NULL while it is fresh
 * or in byte mode), so that an access on a word page reads no page header. */
typedef struct {
    int64_t key1; /* page key + 1; 0: empty */
    am_page *page;
    int64_t *data;
    int64_t unused;
} am_pcache_entry;

/* One replay's state; the program reaches it at a constant address (__am_lv_ctx0, __am_lv_ctx1). */
typedef struct {
    /* levels */
    int64_t max, maxpa, maxpb, wcap;
    int64_t *w;
    am_pcache_entry pcache[PCACHE];
    /* loops (deps): the stack of active loop instances, as the replay's ls_* arrays */
    int64_t stamp, lsp, lscap;
    int64_t *ls_loop, *ls_inst, *ls_iter, *ls_first, *ls_max;
    /* static tables and result arrays (numpy's, set by __am_lv_init) */
    const int32_t *blk_loop, *blk_header_of, *loop_parent, *loop_header;
    const uint8_t *loop_self_latch, *red_store;
    const int64_t *br_succ0;
    int64_t *blk_count, *br_state, *br_miss;
    int64_t *loop_inst, *loop_iters, *loop_raw, *loop_war, *loop_waw, *loop_red, *loop_silent, *loop_span,
        *loop_tgt;
    /* the library's own */
    int64_t deps, npages, nbpages, mapped, hcap, hused, chunk_left;
    int64_t *hkeys;
    am_page **hvals;
    char *chunk;
} am_ctx;

/* The calls' argument and return shadows of context k, which the instrumented code
 * addresses itself: __am_lv_args[k][0 .. 3 MAX_ARGS) the arguments' (level, PA, PB), then
 * how many were passed, the return value's three words, and whether a copy returned. */
#define ARGS_WORDS (3 * MAX_ARGS + 5)
am_ctx __am_lv_ctx0, __am_lv_ctx1;
int64_t __am_lv_args[2][ARGS_WORDS];

/* Page arrays: word pages of PAGE granules, byte pages of 4 PAGE bytes (n). */
#define HOT(p) ((p)->data)
#define CELLS(p) ((am_cell *)(p)->data)
#define PA_OF(base, deps, n) ((base) + ((deps) ? 4 : 1) * (n))
#define PB_OF(base, deps, n) ((base) + ((deps) ? 5 : 2) * (n))

/* The slow paths, after the fast ones. */
static void w_grow(am_ctx *c, int64_t lv);
static int64_t load_slow(am_ctx *c, int64_t addr, int64_t size, int64_t red, int64_t tree, int64_t lv,
                         int64_t *pa, int64_t *pb);
static void store_slow(am_ctx *c, int64_t addr, int64_t size, int64_t fam, int64_t silent, int64_t lv,
                       int64_t pa, int64_t pb, int64_t ins, int64_t tgt_loop);
static void count_read(am_ctx *c, int64_t s, int64_t wi, int64_t red);
static void count_write(am_ctx *c, int64_t r, int64_t s);

/* Is the access one of whole granules in one page (the fast path's)? */
#define WHOLE_GRANULES(addr, size) \
    ((((addr) | (size)) & 3) == 0 && ((addr) >> (PAGE_BITS + 2)) == (((addr) + (size) - 1) >> (PAGE_BITS + 2)))

/* The page cache's entry for granule page ``key``, when it holds that page, else NULL. */
static inline __attribute__((always_inline)) am_pcache_entry *cached(am_ctx *c, int64_t key) {
    am_pcache_entry *e = &c->pcache[key & (PCACHE - 1)];
    return e->key1 == key + 1 ? e : 0;
}

/* Without deps: a load at one granule or byte (hot word at ``hot``, path words at ``pa``,
 * ``pb``): keep the highest level and its path words; clear ``chain`` when a reduction
 * load finds another family's or an observed value; mark a reduction's value read by a
 * load that is none observed. */
static inline __attribute__((always_inline)) void load_packed(int64_t *hot, const int64_t *pa, const int64_t *pb,
                                                              int64_t red, int64_t *mlv, int64_t *mpa,
                                                              int64_t *mpb, int64_t *chain) {
    int64_t h = *hot, level = h & LV_MASK;
    uint64_t code = (uint64_t)h >> CODE_SHIFT;
    if (level > *mlv) {
        *mlv = level;
        *mpa = *pa;
        *mpb = *pb;
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
static inline __attribute__((always_inline)) void load_cell(am_ctx *c, am_cell *x, const int64_t *pa,
                                                            const int64_t *pb, int64_t red, int64_t *mlv,
                                                            int64_t *mpa, int64_t *mpb, int64_t *chain,
                                                            int64_t *last_s) {
    if (x->level > *mlv) {
        *mlv = x->level;
        *mpa = *pa;
        *mpb = *pb;
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
static inline __attribute__((always_inline)) void store_cell(am_ctx *c, am_cell *x, int64_t *pa, int64_t *pb,
                                                             int64_t lv, int64_t vpa, int64_t vpb, int64_t fam,
                                                             int64_t ins, int64_t tgt_loop, int64_t tgt,
                                                             int64_t *last_r, int64_t *last_s) {
    int64_t r = x->lr, s = x->lw, top = c->lsp > 0 ? c->ls_iter[c->lsp - 1] : INT64_MAX;
    if ((r != *last_r && r >= 0 && r < top) || (s != *last_s && s >= 0 && s < top)) {
        count_write(c, r != *last_r ? r : -1, s != *last_s ? s : -1);
    }
    *last_r = r;
    *last_s = s;
    x->level = lv;
    *pa = vpa;
    *pb = vpb;
    x->lw = c->stamp;
    if (fam && tgt_loop >= 0 && x->lwi != ins) {
        c->loop_tgt[tgt_loop] += tgt;
    }
    x->lwi = fam ? ins : -1;
}

/* A node at level ``lv`` (its operands' highest + 1) doing ``weight`` operations; with
 * deps it also raises the innermost loop instance's highest level (and its first
 * iteration's). */
void __am_lv_node(am_ctx *c, int64_t lv, int64_t weight, int64_t pa, int64_t pb,
                                                 int64_t deps) {
    if (__builtin_expect(lv + 1 >= c->wcap, 0)) {
        w_grow(c, lv);
    }
    c->w[lv] += weight;
    if (lv > c->max) {
        c->max = lv;
        c->maxpa = pa;
        c->maxpb = pb;
    }
    if (deps && c->lsp > 0) {
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
                     int64_t *pb, int64_t deps) {
    int64_t addr = ptr & AM_ADDR_MASK;
    am_pcache_entry *e = WHOLE_GRANULES(addr, size) ? cached(c, addr >> (PAGE_BITS + 2)) : 0;
    int64_t mlv = 0, mpa = 0, mpb = 0, chain = 1, last_s = -2, o = (addr >> 2) & (PAGE - 1);
    int64_t *d = e ? e->data : 0;
    if (e && !d && !e->page->bytes) { /* a fresh page: only the read stamps change */
        for (int64_t k = 0; deps && k < (size >> 2); k++) {
            e->page->lr[o + k] = c->stamp;
        }
        return lv;
    }
    if (__builtin_expect(!d || (deps && ((am_cell *)d)[o].lwi <= SILENT_BASE), 0)) {
        return load_slow(c, addr, size, red, tree, lv, pa, pb);
    }
    for (int64_t k = 0; k < (size >> 2); k++) {
        if (deps) {
            load_cell(c, &((am_cell *)d)[o + k], PA_OF(d, 1, PAGE) + o + k, PB_OF(d, 1, PAGE) + o + k, red, &mlv,
                      &mpa, &mpb, &chain, &last_s);
        } else {
            load_packed(&d[o + k], PA_OF(d, 0, PAGE) + o + k, PB_OF(d, 0, PAGE) + o + k, red, &mlv, &mpa, &mpb,
                        &chain);
        }
    }
    return finish_load(mlv, mpa, mpb, chain, red, tree, lv, pa, pb);
}

/* A store of a value at level ``lv`` (path words pa, pb); ``fam``: its reduction
 * family (0: none); ``silent`` != 0: it wrote the value already there, which is no
 * access unless it is a reduction's update (replay_kernel: a silent store);
 * ``tgt_loop``: the innermost loop of its block (-1: none). */
void __am_lv_store(am_ctx *c, int64_t ptr, int64_t size, int64_t fam,
                                                  int64_t silent, int64_t lv, int64_t pa, int64_t pb, int64_t deps,
                                                  int64_t ins, int64_t tgt_loop) {
    if (silent && !fam && !deps) {
        return;
    }
    int64_t addr = ptr & AM_ADDR_MASK;
    am_pcache_entry *e = WHOLE_GRANULES(addr, size) ? cached(c, addr >> (PAGE_BITS + 2)) : 0;
    int64_t *d = e ? e->data : 0;
    if (__builtin_expect(!d || (silent && !fam), 0)) {
        store_slow(c, addr, size, fam, silent, lv, pa, pb, ins, tgt_loop);
        return;
    }
    int64_t o = (addr >> 2) & (PAGE - 1), last_r = -2, last_s = -2;
    for (int64_t k = 0; k < (size >> 2); k++) {
        if (deps) {
            store_cell(c, &((am_cell *)d)[o + k], PA_OF(d, 1, PAGE) + o + k, PB_OF(d, 1, PAGE) + o + k, lv, pa, pb,
                       fam, ins, tgt_loop, 4, &last_r, &last_s);
        } else {
            d[o + k] = lv | ((fam ? fam + 1 : 0) << CODE_SHIFT);
            PA_OF(d, 0, PAGE)[o + k] = pa;
            PB_OF(d, 0, PAGE)[o + k] = pb;
        }
    }
}

static void (*room)(int64_t bytes); /* a new chunk's bytes; -1: the system refused */

void __am_lv_set_room(void (*fn)(int64_t)) {
    room = fn;
}

static void ask_room(int64_t bytes) {
    if (room) {
        room(bytes); /* does not return when there is no room */
    }
    if (bytes < 0) {
        abort(); /* nobody to report it */
    }
}

static void *grown(void *old, int64_t bytes) {
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
    }
    void *out = c->chunk;
    c->chunk += n;
    c->chunk_left -= n;
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

/* Words of a page's arrays for ``n`` granules or bytes. */
static int64_t page_words(am_ctx *c, int64_t n) {
    return (c->deps ? 6 : 3) * n;
}

/* The page of granule page ``key``, created (fresh) when new, put in the page cache. */
static am_page *page_of(am_ctx *c, int64_t key) {
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
        for (int o = 0; c->deps && o < PAGE; o++) {
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
    return e->page;
}

/* The page cache's copy of page p's word-mode arrays, after they changed. */
static void refresh(am_ctx *c, am_page *p) {
    am_pcache_entry *e = cached(c, p->key);
    if (e) {
        e->data = p->bytes ? 0 : p->data;
    }
}

/* A fresh page's word-mode arrays: level 0, no writer, no write stamp, its read stamps. */
static am_page *full(am_ctx *c, am_page *p) {
    if (!p->data) {
        p->data = (int64_t *)take(c, 8 * page_words(c, PAGE)); /* zero: level 0, no path */
        for (int o = 0; c->deps && o < PAGE; o++) {
            CELLS(p)[o].lwi = -1;
            CELLS(p)[o].lw = -1;
            CELLS(p)[o].lr = p->lr[o];
        }
        for (int o = 0; !c->deps && o < PAGE; o++) {
            HOT(p)[o] = 0;
        }
        refresh(c, p);
    }
    return p;
}

/* Word mode -> byte mode: each byte inherits its granule's fields. */
static void to_bytes(am_ctx *c, am_page *p) {
    full(c, p);
    int64_t n = 4 * PAGE, *b = (int64_t *)take(c, 8 * page_words(c, n));
    for (int64_t o = 0; o < n; o++) {
        if (c->deps) {
            ((am_cell *)b)[o] = CELLS(p)[o >> 2];
        } else {
            b[o] = HOT(p)[o >> 2];
        }
        PA_OF(b, c->deps, n)[o] = PA_OF(p->data, c->deps, PAGE)[o >> 2];
        PB_OF(b, c->deps, n)[o] = PB_OF(p->data, c->deps, PAGE)[o >> 2];
    }
    p->bytes = b;
    c->nbpages++;
    refresh(c, p);
}

/* Byte ``a``'s index in page ``q``'s byte arrays (the page turned to byte mode). */
static int64_t byte_index(am_ctx *c, am_page *q, int64_t a) {
    if (!q->bytes) {
        to_bytes(c, q);
    }
    return (((a >> 2) & (PAGE - 1)) << 2) | (a & 3);
}

static void w_grow(am_ctx *c, int64_t lv) {
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
static void count_read(am_ctx *c, int64_t s, int64_t wi, int64_t red) {
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

/* A store found read stamp ``r`` and write stamp ``s`` (-1: none to count): WAR, WAW. */
static void count_write(am_ctx *c, int64_t r, int64_t s) {
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
static void count_silent(am_ctx *c, int64_t s) {
    int64_t k = carrier(c, s);
    if (k >= 0) {
        c->loop_silent[c->ls_loop[k]]++;
    }
}

/* The pages of an access: p holds its first granule, p1 its last (given word-mode
 * arrays, unless ``keep_fresh`` and both are fresh: then NULL is returned in *p);
 * whether it goes byte by byte (part of a granule, or a byte-mode page). */
static int access_pages(am_ctx *c, int64_t addr, int64_t size, am_page **p, am_page **p1, int keep_fresh) {
    int64_t key = addr >> (PAGE_BITS + 2), key1 = (addr + size - 1) >> (PAGE_BITS + 2);
    *p = page_of(c, key);
    *p1 = key1 == key ? *p : page_of(c, key1);
    int bytewise = ((addr | size) & 3) != 0 || (*p)->bytes || (*p1)->bytes;
    if (keep_fresh && !bytewise && !(*p)->data && !(*p1)->data) {
        for (int64_t g = addr >> 2; c->deps && g <= (addr + size - 1) >> 2; g++) {
            ((g >> PAGE_BITS) == key ? *p : *p1)->lr[g & (PAGE - 1)] = c->stamp;
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
    int64_t *base, n, o;
} am_slot;

static am_slot slot_of(am_ctx *c, am_page *q, int64_t a, int bytewise) {
    am_slot s;
    if (bytewise) {
        s.o = byte_index(c, q, a);
        s.base = q->bytes;
        s.n = 4 * PAGE;
    } else {
        s.o = (a >> 2) & (PAGE - 1);
        s.base = q->data;
        s.n = PAGE;
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
            load_cell(c, &((am_cell *)s.base)[s.o], PA_OF(s.base, 1, s.n) + s.o, PB_OF(s.base, 1, s.n) + s.o, red,
                      &mlv, &mpa, &mpb, &chain, &last_s);
        } else {
            load_packed(&s.base[s.o], PA_OF(s.base, 0, s.n) + s.o, PB_OF(s.base, 0, s.n) + s.o, red, &mlv, &mpa,
                        &mpb, &chain);
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
            store_cell(c, &((am_cell *)s.base)[s.o], PA_OF(s.base, 1, s.n) + s.o, PB_OF(s.base, 1, s.n) + s.o, lv,
                       pa, pb, fam, ins, tgt_loop, step, &last_r, &last_s);
        } else {
            s.base[s.o] = lv | ((fam ? fam + 1 : 0) << CODE_SHIFT);
            PA_OF(s.base, 0, s.n)[s.o] = pa;
            PB_OF(s.base, 0, s.n)[s.o] = pb;
        }
    }
}

/* A memcpy/memset range at one granule or byte: reads keep the highest level, mark a
 * reduction's partial value observed and stamp the read; writes store ``lv`` with no
 * path and no writer, stamped. */
static void range_at(am_ctx *c, int64_t *base, int64_t n, int64_t o, int write, int64_t lv, int64_t *mlv) {
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
        if (write) {
            base[o] = lv;
        }
        level = base[o] & LV_MASK;
        writer = ((uint64_t)base[o] >> CODE_SHIFT) >= 2;
        if (!write && writer) {
            base[o] = level | ((int64_t)OBSERVED_CODE << CODE_SHIFT);
        }
    }
    if (write) {
        PA_OF(base, c->deps, n)[o] = 0; /* a copied value's chain counts as add/mul levels */
        PB_OF(base, c->deps, n)[o] = 0;
    } else if (level > *mlv) {
        *mlv = level;
    }
}

/* A memcpy/memset range [start, start + length): reads return the highest level stored
 * there; granules it covers only in part turn their page to byte mode. */
static int64_t range_touch(am_ctx *c, int64_t start, int64_t length, int write, int64_t lv) {
    int64_t end = start + length, mlv = 0;
    for (int64_t g = start >> 2; (g << 2) < end; g++) {
        am_page *p = full(c, page_of(c, g >> PAGE_BITS));
        int64_t lo = g << 2;
        if (lo >= start && lo + 4 <= end && !p->bytes) {
            range_at(c, p->data, PAGE, g & (PAGE - 1), write, lv, &mlv);
            continue;
        }
        for (int64_t a = lo > start ? lo : start; a < (lo + 4 < end ? lo + 4 : end); a++) {
            int64_t o = byte_index(c, p, a);
            range_at(c, p->bytes, 4 * PAGE, o, write, lv, &mlv);
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
    return c->lsp;
}

/* A frame returns: leave its loops. */
void __am_dp_leave(am_ctx *c, int64_t lsp0) {
    while (c->lsp > lsp0) {
        pop_loop(c);
    }
}

/* Block ``b`` entered in a frame whose block before was *prev (-1: none) and whose loops
 * sit above ``lsp0``: the replay's block entry (loops left and begun, block count, the
 * 2-bit predictor of a data-dependent branch). */
void __am_dp_block(am_ctx *c, int64_t b, int64_t *prev_ptr, int64_t lsp0) {
    int64_t prev = *prev_ptr, inner = c->blk_loop[b];
    *prev_ptr = b;
    while (c->lsp > lsp0 && !contains(c, c->ls_loop[c->lsp - 1], inner)) {
        int64_t top = c->ls_loop[c->lsp - 1];
        if (prev == c->loop_header[top] && !c->loop_self_latch[top]) {
            c->loop_iters[top]--; /* the header ran once more, only to exit */
        }
        pop_loop(c);
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

/* Context ``k`` replays with deps or not; ``arrays``: the addresses of its tables and
 * result arrays in am_ctx's order, from blk_loop to loop_tgt (deps only). */
static am_ctx *ctx_of(int64_t k) {
    return k ? &__am_lv_ctx1 : &__am_lv_ctx0;
}

void __am_lv_init(int64_t k, int64_t deps, const int64_t *arrays) {
    am_ctx *c = ctx_of(k);
    c->deps = deps;
    if (!deps) {
        return;
    }
    c->blk_loop = (const int32_t *)arrays[0];
    c->blk_header_of = (const int32_t *)arrays[1];
    c->loop_parent = (const int32_t *)arrays[2];
    c->loop_header = (const int32_t *)arrays[3];
    c->loop_self_latch = (const uint8_t *)arrays[4];
    c->red_store = (const uint8_t *)arrays[5];
    c->br_succ0 = (const int64_t *)arrays[6];
    int64_t **out[] = {&c->blk_count, &c->br_state, &c->br_miss, &c->loop_inst, &c->loop_iters, &c->loop_raw,
                       &c->loop_war, &c->loop_waw, &c->loop_red, &c->loop_silent, &c->loop_span, &c->loop_tgt};
    for (int i = 0; i < 12; i++) {
        *out[i] = (int64_t *)arrays[7 + i];
    }
}

/* Context ``k``'s results: depth, its path words, the level histogram and its capacity,
 * word and byte pages, shadow bytes mapped. */
void __am_lv_report(int64_t k, int64_t *out) {
    am_ctx *c = ctx_of(k);
    out[0] = c->max;
    out[1] = c->maxpa;
    out[2] = c->maxpb;
    out[3] = (int64_t)c->w;
    out[4] = c->wcap;
    out[5] = c->npages;
    out[6] = c->nbpages;
    out[7] = c->mapped;
}
