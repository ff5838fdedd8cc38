/* The shadow memory of the levels computed inside the instrumented program (levels_ir.py).
 *
 * Per 4-byte granule of program memory it keeps the ASAP level of the value last stored
 * there, the path composition of that level (PA, PB: analyses/critical.py) and what
 * wrote it (the replay's LWI: a reduction family, none, or OBSERVED once a load that is
 * no reduction load has read a reduction's partial value). It is the bookkeeping of the
 * numba replay's levels-only mode (analyses/replay_kernel.py with deps off,
 * analyses/shadow_kernels.py): pages of 256 granules in word mode until an access
 * covers part of a granule, then byte mode for good; memcpy/memset ranges; a load takes
 * the highest level stored at its bytes, unless it is a reduction's load whose chain is
 * whole and reductions run as trees. The tests hold the two to identical schedules.
 *
 * Built twice by clang (levels_runtime.py): as a shared library the child loads, and,
 * with AM_FAST_PATHS_ONLY, as the LLVM IR of the three functions the instrumented module
 * inlines into the program's loops (the fast paths of a load, a store and a node), which
 * call the library for everything else. The JIT then compiles only those paths for
 * each program, not the whole runtime.
 *
 * Memory comes from mmap in chunks; before each chunk the child's Python side checks
 * that the machine has room (the function given to __am_lv_set_room, which ends the run
 * with a message when it has not). The library calls libc's own functions: a program
 * that defines a malloc or mmap of its own (JIT-compiled, not exported) cannot capture
 * them.
 */
#include <stddef.h>
#include <stdint.h>
#ifndef AM_FAST_PATHS_ONLY
#include <stdlib.h>
#include <sys/mman.h>
#endif

#ifndef AM_ADDR_MASK
#error "AM_ADDR_MASK must be defined (exec/events.py ADDR_MASK)"
#endif

#define PAGE_BITS 8
#define PAGE (1 << PAGE_BITS)
#define PCACHE 4096
#define CHUNK_BYTES (64L << 20)
/* A granule's (or byte's) hot word: its level in bits 0-54, and in bits 55-63 what wrote
 * it: 0 nothing of a reduction (LWI -1 in the replay), 1 a reduction's value that a load
 * which is no reduction load has read (OBSERVED), k >= 2 a store of reduction family
 * k - 1. A level needs 2^55 entries of w before it overflows, so it never does. Packing
 * keeps a load's shadow at 8 bytes per 4 bytes of program memory: a gather's shadow then
 * stays in the caches that its program data fits in. */
#define LV_MASK ((1LL << 55) - 1)
#define CODE_SHIFT 55
#define OBSERVED_CODE 1

typedef struct {
    int64_t *bytes; /* NULL while the page is in word mode; else hot, pa, pb of 4 * PAGE bytes */
    int64_t hot[PAGE];
    int64_t pa[PAGE]; /* the path words of each granule's level (cold: read when a load finds */
    int64_t pb[PAGE]; /* a level above its address's, written by stores) */
} am_page;

typedef struct {
    int64_t key1; /* page key + 1; 0: empty */
    am_page *page;
} am_pcache_entry;

#ifdef AM_FAST_PATHS_ONLY
#define AM_SHARED extern
#else
#define AM_SHARED
#endif

/* Results, read by the child after the program (levels_ir.read_results). */
AM_SHARED int64_t __am_lv_max, __am_lv_maxpa, __am_lv_maxpb;
AM_SHARED int64_t *__am_lv_w;
AM_SHARED int64_t __am_lv_wcap;
/* The argument and return shadows of calls between instrumented functions. */
AM_SHARED int64_t __am_lv_sa[3 * 256];
AM_SHARED int64_t __am_lv_sa_n, __am_lv_sr[3], __am_lv_sr_set;
/* The direct-mapped page cache (word and byte pages), 4 MiB of program memory. */
AM_SHARED am_pcache_entry __am_lv_pcache[PCACHE];

/* The library's paths that the inlined ones call. */
void __am_lv_w_grow(int64_t lv);
int64_t __am_lv_load_slow(int64_t addr, int64_t size, int64_t red, int64_t tree, int64_t lv, int64_t *pa,
                          int64_t *pb);
void __am_lv_store_slow(int64_t addr, int64_t size, int64_t word, int64_t pa, int64_t pb);

/* What a load does at one granule or byte (hot word at ``hot``, path words at ``pa``,
 * ``pb``): keep the highest level and its path words; clear ``chain`` when a reduction
 * load finds another family's or an observed value; mark a reduction's value read by a
 * load that is none observed. */
static inline __attribute__((always_inline)) void load_at(int64_t *hot, const int64_t *pa, const int64_t *pb,
                                                          int64_t red, int64_t *mlv, int64_t *mpa, int64_t *mpb,
                                                          int64_t *chain) {
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

static inline __attribute__((always_inline)) void store_at(int64_t *hot, int64_t *pa, int64_t *pb, int64_t word,
                                                           int64_t vpa, int64_t vpb) {
    *hot = word;
    *pa = vpa;
    *pb = vpb;
}

/* The word-mode page of granule page ``key`` when the page cache holds it, else NULL. */
static inline __attribute__((always_inline)) am_page *cached_word_page(int64_t key) {
    am_pcache_entry *e = &__am_lv_pcache[key & (PCACHE - 1)];
    am_page *p = e->page;
    return (e->key1 == key + 1 && !p->bytes) ? p : 0;
}

/* Is the access one of whole granules in one page (the fast path's)? */
#define WHOLE_GRANULES(addr, size) \
    ((((addr) | (size)) & 3) == 0 && ((addr) >> (PAGE_BITS + 2)) == (((addr) + (size) - 1) >> (PAGE_BITS + 2)))

/* A node at level ``lv`` (its operands' highest + 1) doing ``weight`` operations. */
__attribute__((always_inline)) void __am_lv_node(int64_t lv, int64_t weight, int64_t pa, int64_t pb) {
    if (__builtin_expect(lv + 1 >= __am_lv_wcap, 0)) {
        __am_lv_w_grow(lv);
    }
    __am_lv_w[lv] += weight;
    if (lv > __am_lv_max) {
        __am_lv_max = lv;
        __am_lv_maxpa = pa;
        __am_lv_maxpb = pb;
    }
}

/* A load of ``size`` bytes (a power of two) at ``ptr``, whose address has level ``lv``
 * with path words *pa, *pb; ``red``: its reduction family (0: none); ``tree``: reductions
 * run as trees. Returns the loaded value's level and leaves its path words in *pa, *pb. */
__attribute__((always_inline)) int64_t __am_lv_load(int64_t ptr, int64_t size, int64_t red, int64_t tree,
                                                    int64_t lv, int64_t *pa, int64_t *pb) {
    int64_t addr = ptr & AM_ADDR_MASK;
    am_page *p = WHOLE_GRANULES(addr, size) ? cached_word_page(addr >> (PAGE_BITS + 2)) : 0;
    if (__builtin_expect(!p, 0)) {
        return __am_lv_load_slow(addr, size, red, tree, lv, pa, pb);
    }
    int64_t mlv = 0, mpa = 0, mpb = 0, chain = 1, o = (addr >> 2) & (PAGE - 1);
    for (int64_t k = 0; k < (size >> 2); k++) { /* size is a constant here: unrolled */
        load_at(&p->hot[o + k], &p->pa[o + k], &p->pb[o + k], red, &mlv, &mpa, &mpb, &chain);
    }
    return finish_load(mlv, mpa, mpb, chain, red, tree, lv, pa, pb);
}

/* A store of a value at level ``lv`` (path words pa, pb); ``fam``: its reduction
 * family (0: none); ``silent`` != 0: it wrote the value already there, which changes
 * nothing unless it is a reduction's update (replay_kernel: a silent store). */
__attribute__((always_inline)) void __am_lv_store(int64_t ptr, int64_t size, int64_t fam, int64_t silent,
                                                  int64_t lv, int64_t pa, int64_t pb) {
    if (silent && !fam) {
        return;
    }
    int64_t addr = ptr & AM_ADDR_MASK;
    int64_t word = lv | ((fam ? fam + 1 : 0) << CODE_SHIFT);
    am_page *p = WHOLE_GRANULES(addr, size) ? cached_word_page(addr >> (PAGE_BITS + 2)) : 0;
    if (__builtin_expect(!p, 0)) {
        __am_lv_store_slow(addr, size, word, pa, pb);
        return;
    }
    int64_t o = (addr >> 2) & (PAGE - 1);
    for (int64_t k = 0; k < (size >> 2); k++) {
        store_at(&p->hot[o + k], &p->pa[o + k], &p->pb[o + k], word, pa, pb);
    }
}

#ifndef AM_FAST_PATHS_ONLY

static int64_t npages, nbpages, mapped;
static void (*room)(int64_t bytes); /* a new chunk's bytes; -1: the system refused */
static int64_t *hkeys;              /* page key + 1; 0: empty */
static am_page **hvals;
static int64_t hcap, hused;
static char *chunk;
static int64_t chunk_left;

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

static void *take(int64_t n) {
    n = (n + 63) & ~63L;
    if (n > chunk_left) {
        int64_t size = n > CHUNK_BYTES ? n : CHUNK_BYTES;
        ask_room(size);
        void *m = mmap(0, (size_t)size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (m == MAP_FAILED) {
            ask_room(-1);
        }
        madvise(m, (size_t)size, MADV_HUGEPAGE);
        chunk = (char *)m;
        chunk_left = size;
        mapped += size;
    }
    void *out = chunk;
    chunk += n;
    chunk_left -= n;
    return out;
}

static inline int64_t hash_of(int64_t key, int64_t mask) {
    return (int64_t)(((uint64_t)key * 0x9E3779B97F4A7C15ULL) >> 17) & mask;
}

static void rehash(void) {
    int64_t ncap = hcap ? 4 * hcap : 1 << 12;
    int64_t *nk = (int64_t *)calloc((size_t)ncap, sizeof(int64_t));
    am_page **nv = (am_page **)calloc((size_t)ncap, sizeof(am_page *));
    if (!nk || !nv) {
        ask_room(-1);
    }
    for (int64_t i = 0; i < hcap; i++) {
        if (hkeys[i]) {
            int64_t h = hash_of(hkeys[i] - 1, ncap - 1);
            while (nk[h]) {
                h = (h + 1) & (ncap - 1);
            }
            nk[h] = hkeys[i];
            nv[h] = hvals[i];
        }
    }
    free(hkeys);
    free(hvals);
    hkeys = nk;
    hvals = nv;
    hcap = ncap;
}

/* The page of granule page ``key``, created when new (fresh mapped memory reads as
 * zero: level 0, no writer, word mode), and put in the page cache. */
static am_page *page_of(int64_t key) {
    am_pcache_entry *e = &__am_lv_pcache[key & (PCACHE - 1)];
    if (e->key1 == key + 1) {
        return e->page;
    }
    if (2 * (hused + 1) > hcap) {
        rehash();
    }
    int64_t h = hash_of(key, hcap - 1);
    while (hkeys[h] && hkeys[h] != key + 1) {
        h = (h + 1) & (hcap - 1);
    }
    if (!hkeys[h]) {
        hkeys[h] = key + 1;
        hvals[h] = (am_page *)take(sizeof(am_page));
        hused++;
        npages++;
    }
    e->key1 = key + 1;
    e->page = hvals[h];
    return e->page;
}

/* Word mode -> byte mode: each byte inherits its granule's fields. */
static void to_bytes(am_page *p) {
    int64_t *b = (int64_t *)take(3 * 4 * PAGE * sizeof(int64_t));
    for (int o = 0; o < 4 * PAGE; o++) {
        b[o] = p->hot[o >> 2];
        b[4 * PAGE + o] = p->pa[o >> 2];
        b[8 * PAGE + o] = p->pb[o >> 2];
    }
    p->bytes = b;
    nbpages++;
}

/* The hot word of byte ``a`` of page ``q`` (turned to byte mode); its path words lie
 * 4 PAGE and 8 PAGE words further. */
static int64_t *byte_hot(am_page *q, int64_t a) {
    if (!q->bytes) {
        to_bytes(q);
    }
    return &q->bytes[(((a >> 2) & (PAGE - 1)) << 2) | (a & 3)];
}

void __am_lv_w_grow(int64_t lv) {
    int64_t ncap = __am_lv_wcap ? 2 * __am_lv_wcap : 1 << 16;
    while (lv + 2 > ncap) {
        ncap *= 2;
    }
    int64_t *w = (int64_t *)realloc(__am_lv_w, (size_t)ncap * sizeof(int64_t));
    if (!w) {
        ask_room(-1);
    }
    for (int64_t i = __am_lv_wcap; i < ncap; i++) {
        w[i] = 0;
    }
    __am_lv_w = w;
    __am_lv_wcap = ncap;
}

/* The pages of an access: p holds its first granule, p1 its last; whether it goes byte
 * by byte (part of a granule, or a byte-mode page). */
static int access_pages(int64_t addr, int64_t size, am_page **p, am_page **p1) {
    int64_t key = addr >> (PAGE_BITS + 2), key1 = (addr + size - 1) >> (PAGE_BITS + 2);
    *p = page_of(key);
    *p1 = key1 == key ? *p : page_of(key1);
    return ((addr | size) & 3) != 0 || (*p)->bytes || (*p1)->bytes;
}

/* A load the fast path does not take: any alignment, two pages, byte mode, a page that
 * is not cached. */
int64_t __am_lv_load_slow(int64_t addr, int64_t size, int64_t red, int64_t tree, int64_t lv, int64_t *pa,
                          int64_t *pb) {
    am_page *p, *p1;
    int64_t key = addr >> (PAGE_BITS + 2), mlv = 0, mpa = 0, mpb = 0, chain = 1;
    if (access_pages(addr, size, &p, &p1)) {
        for (int64_t a = addr; a < addr + size; a++) {
            int64_t *h = byte_hot((a >> (PAGE_BITS + 2)) == key ? p : p1, a);
            load_at(h, h + 4 * PAGE, h + 8 * PAGE, red, &mlv, &mpa, &mpb, &chain);
        }
    } else {
        for (int64_t g = addr >> 2; g <= (addr + size - 1) >> 2; g++) {
            am_page *q = (g >> PAGE_BITS) == key ? p : p1;
            int64_t o = g & (PAGE - 1);
            load_at(&q->hot[o], &q->pa[o], &q->pb[o], red, &mlv, &mpa, &mpb, &chain);
        }
    }
    return finish_load(mlv, mpa, mpb, chain, red, tree, lv, pa, pb);
}

void __am_lv_store_slow(int64_t addr, int64_t size, int64_t word, int64_t pa, int64_t pb) {
    am_page *p, *p1;
    int64_t key = addr >> (PAGE_BITS + 2);
    if (access_pages(addr, size, &p, &p1)) {
        for (int64_t a = addr; a < addr + size; a++) {
            int64_t *h = byte_hot((a >> (PAGE_BITS + 2)) == key ? p : p1, a);
            store_at(h, h + 4 * PAGE, h + 8 * PAGE, word, pa, pb);
        }
        return;
    }
    for (int64_t g = addr >> 2; g <= (addr + size - 1) >> 2; g++) {
        am_page *q = (g >> PAGE_BITS) == key ? p : p1;
        int64_t o = g & (PAGE - 1);
        store_at(&q->hot[o], &q->pa[o], &q->pb[o], word, pa, pb);
    }
}

/* A memcpy/memset range at one granule or byte: reads keep the highest level and mark a
 * reduction's partial value observed; writes store ``lv`` with no path and no writer. */
static void range_at(int64_t *hot, int64_t *pa, int64_t *pb, int write, int64_t lv, int64_t *mlv) {
    if (write) {
        store_at(hot, pa, pb, lv, 0, 0);
        return;
    }
    int64_t level = *hot & LV_MASK;
    if (level > *mlv) {
        *mlv = level;
    }
    if (((uint64_t)*hot >> CODE_SHIFT) >= 2) {
        *hot = level | ((int64_t)OBSERVED_CODE << CODE_SHIFT);
    }
}

/* A memcpy/memset range [start, start + length): reads return the highest level stored
 * there; granules it covers only in part turn their page to byte mode. */
static int64_t range_touch(int64_t start, int64_t length, int write, int64_t lv) {
    int64_t end = start + length, mlv = 0;
    for (int64_t g = start >> 2; (g << 2) < end; g++) {
        am_page *p = page_of(g >> PAGE_BITS);
        int64_t lo = g << 2, o = g & (PAGE - 1);
        if (lo >= start && lo + 4 <= end && !p->bytes) {
            range_at(&p->hot[o], &p->pa[o], &p->pb[o], write, lv, &mlv);
            continue;
        }
        for (int64_t a = lo > start ? lo : start; a < (lo + 4 < end ? lo + 4 : end); a++) {
            int64_t *h = byte_hot(p, a);
            range_at(h, h + 4 * PAGE, h + 8 * PAGE, write, lv, &mlv);
        }
    }
    return mlv;
}

void __am_lv_copy(int64_t dst, int64_t src, int64_t length) {
    if (length > 0) {
        int64_t lv = range_touch(src & AM_ADDR_MASK, length, 0, 0);
        range_touch(dst & AM_ADDR_MASK, length, 1, lv);
    }
}

void __am_lv_set(int64_t dst, int64_t length) {
    if (length > 0) {
        range_touch(dst & AM_ADDR_MASK, length, 1, 0);
    }
}

/* The results: depth, its path words, the level histogram and its capacity, word and
 * byte pages, shadow bytes mapped. */
void __am_lv_report(int64_t *out) {
    out[0] = __am_lv_max;
    out[1] = __am_lv_maxpa;
    out[2] = __am_lv_maxpb;
    out[3] = (int64_t)__am_lv_w;
    out[4] = __am_lv_wcap;
    out[5] = npages;
    out[6] = nbpages;
    out[7] = mapped;
}

#endif
