/* The runtime of the replay the instrumented program runs itself (exec/levels/ir.py): the
 * types, and the functions its three files (levels_access.c, levels_pages.c,
 * levels_loops.c) share. It is the numba replay (analyses/schedule/replay_kernel.py,
 * shadow_kernels.py, silent_kernels.py, replay_stack.py) done by the program as it runs.
 *
 * A context (am_ctx) is one replay: the chain schedule with the loops' dependences
 * (``deps``), or the tree schedule (levels only). Per 4-byte granule of program memory it
 * keeps the ASAP level of the value last stored there and that level's path composition
 * (PA, PB: analyses/schedule/critical.py); with deps also the loop-iteration stamps of the last
 * write and read (LW, LR) and the writer (LWI: the reduction store's instruction, -1,
 * OBSERVED, or a silent store's mark); without deps only the writer's reduction family,
 * packed into the level's word. Pages of 256 granules stay in word mode until an access
 * covers part of a granule, then turn to byte mode for good, as in the replay; a page
 * whose first write is of whole dwords keeps one entry a dword until another access
 * comes (dword mode, below). The tests hold both engines to identical results.
 *
 * Built by clang into a shared library (exec/levels/runtime.py) that the child loads; the
 * instrumented code calls it. Inlining its fast paths at every access site made the
 * program's own replay of the bench SpMV 0.1 s faster, but the JIT 0.1-0.5 s slower on
 * every program (the O2 pipeline over every access site), which a kernel of a few
 * milliseconds pays in full. So only the frequent cases inside loops are inlined
 * (levels_inline*.py): loads of fresh pages, 8-byte loads and stores of dword pages,
 * 4-byte ones of word pages, nodes, and block entries that neither leave nor begin a loop
 * (the JIT of jacobi-2d 200 x 10's
 * instrumented copy 0.13 -> 0.20 s); they read am_ctx, page cache entries and shadow
 * entries themselves, so those layouts are checked below against levels_inline's.
 *
 * Memory comes from mmap in chunks; before each chunk the child's Python side checks
 * that the machine has room (the function given to __am_lv_set_room, which ends the run
 * with a message when it has not). The library calls libc's own functions: a program
 * that defines a malloc or mmap of its own (JIT-compiled, not exported) cannot capture
 * them.
 */
#ifndef AM_LEVELS_RT_H
#define AM_LEVELS_RT_H

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>

#ifndef AM_ADDR_MASK
#error "AM_ADDR_MASK must be defined (exec/events.py ADDR_MASK)"
#endif

#define PAGE_BITS 8
#define PAGE (1 << PAGE_BITS)
#define PCACHE 16384
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
#ifndef AM_REGION_WORD_BASE
#error "AM_REGION_WORD_BASE must be defined (exec/events.py REGION_WORD_BASE)"
#endif
#define REGION_WORD_BASE AM_REGION_WORD_BASE

/* With deps, a granule's (byte's, dword's) entry: the fields every access reads, and
 * the path words (PA, PB) of its level, side by side, so that an access touches one
 * entry of 48 bytes rather than three arrays (a gather then misses on one or two lines
 * of shadow instead of three, a sweep runs one shadow stream beside each data stream). */
typedef struct {
    int64_t level, lwi, lw, lr, pa, pb;
} am_cell;

/* A page of PAGE granules. Fresh while nothing has written to it (``data`` and ``dw``
 * NULL): its granules are at level 0 with no writer, and only the loads' read stamps
 * change (with deps, ``lr``; without, nothing), so read-only data costs 2 KiB of shadow
 * a page with deps and none without. While every load of a fresh page covered whole
 * dwords (``lr_words`` 0), ``lr`` holds one stamp a dword (DW_PAGE of them, the two
 * granules' equal stamp); the first other access splits it into one a granule.
 *
 * Its first write, when it is a store of whole 8-byte-aligned dwords and (with deps) the
 * two granules of each dword were read at the same stamps, gives it dword mode (``dw``:
 * the word-mode arrays for DW_PAGE dwords), one shadow entry for the two granules of a
 * dword, which then hold the same state: every access in the fast paths covers both or
 * neither, so the replay's granule loop would find the second granule equal to the first
 * (same level, same stamps: no second count; a reduction target's bytes are 8 a dword).
 * Data of 8-byte values (doubles, pointers, int64) then costs half the shadow. Any other
 * access (a 4-byte or unaligned one, a silent store, a range) first gives the page
 * word mode, each granule a copy of its dword's entry (``full``).
 *
 * Word mode (``data``: PAGE entries, without deps a packed word and its path words, with
 * deps an am_cell); an access to part of a granule then gives it byte mode for good
 * (``bytes``: the same entries for 4 PAGE bytes). */
typedef struct {
    int64_t *bytes;
    int64_t *data;
    int64_t *dw;
    int64_t key;
    int64_t lr_words;
    int64_t lr[];
} am_page;

#define DW_PAGE (PAGE / 2)

/* The page cache holds beside each page what the fast paths need of it, so that they
 * read no page header (a gathered vector's loads missed on it, one line each): its
 * word-mode arrays (``data``, NULL unless in word mode), and ``aux``: a dword page's
 * arrays tagged AUX_DW, or a fresh page's read stamps tagged AUX_FRESH (and AUX_LRW once
 * they are one a granule), else 0 (byte mode). */
typedef struct {
    int64_t key1; /* page key + 1; 0: empty */
    am_page *page;
    int64_t *data;
    int64_t aux;
} am_pcache_entry;

#define AUX_DW 1
#define AUX_FRESH 2
#define AUX_LRW 4
#define AUX_PTR(aux) ((int64_t *)((aux) & ~7LL))

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
    /* whole-program regions (replay_kernel's CURREG, RFRAME, RENTER, PEXIT; the level floor
     * is __am_lv_floor[k]): the region now open (-1: none), the frames open, its row of
     * the result arrays (0: outside every region), each region's depth, path words and
     * instances (reg_acc, numpy's), its level bands (ivl: region, lo, hi triples) */
    int64_t k, depth, curreg, rframe, renter, pexit, n_regions, nblocks, nloops, nivl, ivlcap;
    const int8_t *reg_fn;
    int64_t *reg_acc, *ivl;
    int64_t *rows[12]; /* row 0 of each result array, in __am_lv_init's order */
    /* the library's own */
    int64_t deps, npages, nbpages, ndwpages, ndwsplit, mapped, hcap, hused, chunk_left, ahead_bytes;
    int64_t rt_loads, rt_stores; /* loads and stores the runtime did (__am_lv_load, __am_lv_store) */
    int64_t *hkeys;
    am_page **hvals;
    char *chunk, *ahead; /* the chunk's next free byte; populated up to ahead (levels_ahead.c) */
} am_ctx;

/* The layouts and codes the instrumented code's inlined runtime reads (exec/levels/inline.py). */
_Static_assert(offsetof(am_ctx, pcache) == AM_PCACHE_OFFSET, "levels_inline.PCACHE_OFFSET");
_Static_assert(offsetof(am_ctx, stamp) == AM_STAMP_OFFSET, "levels_inline.CTX_FIELDS");
_Static_assert(offsetof(am_ctx, max) == 0 && offsetof(am_ctx, maxpa) == 8 && offsetof(am_ctx, maxpb) == 16 &&
                   offsetof(am_ctx, wcap) == 24 && offsetof(am_ctx, w) == AM_W_OFFSET,
               "levels_inline.W_OFFSET");
_Static_assert(offsetof(am_ctx, ls_inst) == AM_LS_INST_OFFSET && offsetof(am_ctx, ls_first) == AM_LS_FIRST_OFFSET &&
                   offsetof(am_ctx, ls_max) == AM_LS_MAX_OFFSET,
               "levels_inline.CTX_FIELDS");
_Static_assert(offsetof(am_ctx, lsp) == AM_LSP_OFFSET && offsetof(am_ctx, ls_loop) == AM_LS_LOOP_OFFSET &&
                   offsetof(am_ctx, ls_iter) == AM_LS_ITER_OFFSET && offsetof(am_ctx, br_succ0) == AM_BR_SUCC0_OFFSET &&
                   offsetof(am_ctx, blk_count) == AM_BLK_COUNT_OFFSET && offsetof(am_ctx, br_state) == AM_BR_STATE_OFFSET &&
                   offsetof(am_ctx, br_miss) == AM_BR_MISS_OFFSET && offsetof(am_ctx, loop_iters) == AM_LOOP_ITERS_OFFSET &&
                   offsetof(am_ctx, loop_raw) == AM_LOOP_RAW_OFFSET && offsetof(am_ctx, loop_war) == AM_LOOP_WAR_OFFSET &&
                   offsetof(am_ctx, loop_waw) == AM_LOOP_WAW_OFFSET && offsetof(am_ctx, loop_tgt) == AM_LOOP_TGT_OFFSET &&
                   offsetof(am_ctx, pexit) == AM_PEXIT_OFFSET,
               "levels_inline.CTX_FIELDS");
_Static_assert(sizeof(am_pcache_entry) == 32 && offsetof(am_pcache_entry, aux) == 24, "levels_inline: 32-byte entries");
_Static_assert(PCACHE == AM_PCACHE_ENTRIES && PAGE == AM_SHADOW_PAGE, "levels_inline.PCACHE_ENTRIES, PCACHE_PAGE");
_Static_assert(AUX_DW == AM_AUX_DW && AUX_FRESH == AM_AUX_FRESH && AUX_LRW == AM_AUX_LRW, "levels_inline.AUX_*");
_Static_assert(sizeof(am_cell) == 48 && offsetof(am_cell, lwi) == 8 && offsetof(am_cell, lw) == 16 &&
                   offsetof(am_cell, lr) == 24 && offsetof(am_cell, pa) == 32 && offsetof(am_cell, pb) == 40,
               "levels_inline: am_cell's order");
_Static_assert(CODE_SHIFT == AM_CODE_SHIFT && OBSERVED_CODE == AM_OBSERVED_CODE && OBSERVED == AM_OBSERVED &&
                   SILENT_BASE == AM_SILENT_BASE,
               "levels_inline.CODE_SHIFT, OBSERVED_CODE, OBSERVED, SILENT_BASE");

/* The calls' argument and return shadows of context k, which the instrumented code
 * addresses itself: __am_lv_args[k][0 .. 3 MAX_ARGS) the arguments' (level, PA, PB), then
 * how many were passed, the return value's three words, and whether a copy returned. */
#define ARGS_WORDS (3 * MAX_ARGS + 5)
extern am_ctx __am_lv_ctx0, __am_lv_ctx1;
extern int64_t __am_lv_args[2][ARGS_WORDS];
extern int64_t __am_lv_floor[2]; /* context k's level floor, which the program's nodes read */

/* Page arrays (word pages of PAGE granules, dword pages of DW_PAGE dwords, byte pages of
 * 4 PAGE bytes) are arrays of entries: with deps an am_cell, without the hot word and
 * its path words (3 words). ENTRY: entry k's first word (the level, or hot word). */
#define ENTRY_WORDS(deps) ((deps) ? 6 : 3)
#define ENTRY(base, deps, k) ((base) + ENTRY_WORDS(deps) * (k))
#define PA_AT(base, deps, k) (ENTRY(base, deps, k) + ENTRY_WORDS(deps) - 2)
#define PB_AT(base, deps, k) (ENTRY(base, deps, k) + ENTRY_WORDS(deps) - 1)
#define CELLS(p) ((am_cell *)(p)->data)

/* Shared between the runtime's files, not exported from the library. */
#define AM_INTERNAL __attribute__((visibility("hidden")))
AM_INTERNAL void ask_room(int64_t bytes);
AM_INTERNAL void *grown(void *old, int64_t bytes);
AM_INTERNAL am_page *page_of(am_ctx *c, int64_t key);
AM_INTERNAL am_page *full(am_ctx *c, am_page *p);
AM_INTERNAL int64_t *dwords(am_ctx *c, am_page *p);
AM_INTERNAL am_page *lr_split(am_ctx *c, am_page *p);
AM_INTERNAL int64_t byte_index(am_ctx *c, am_page *q, int64_t a);
AM_INTERNAL void w_grow(am_ctx *c, int64_t lv);
AM_INTERNAL void count_read(am_ctx *c, int64_t s, int64_t wi, int64_t red);
AM_INTERNAL void count_write(am_ctx *c, int64_t r, int64_t s);
AM_INTERNAL void count_silent(am_ctx *c, int64_t s);
AM_INTERNAL void region_close(am_ctx *c);
AM_INTERNAL void set_row(am_ctx *c, int64_t r1);
AM_INTERNAL void populate_ahead(am_ctx *c, char *end);

/* Is the access one of whole dwords (8-byte aligned, a multiple of 8 bytes)? */
#define WHOLE_DWORDS(addr, size) ((((addr) | (size)) & 7) == 0)

/* Is the access one of whole granules in one page (the fast path's)? */
#define WHOLE_GRANULES(addr, size) \
    ((((addr) | (size)) & 3) == 0 && ((addr) >> (PAGE_BITS + 2)) == (((addr) + (size) - 1) >> (PAGE_BITS + 2)))

/* The page cache's entry for granule page ``key``, when it holds that page, else NULL. */
static inline __attribute__((always_inline)) am_pcache_entry *cached(am_ctx *c, int64_t key) {
    am_pcache_entry *e = &c->pcache[key & (PCACHE - 1)];
    return e->key1 == key + 1 ? e : 0;
}

/* The page cache's entry for granule page ``key``, the page made (fresh) and cached when
 * missing. */
static inline __attribute__((always_inline)) am_pcache_entry *entry_of(am_ctx *c, int64_t key) {
    am_pcache_entry *e = cached(c, key);
    if (__builtin_expect(!e, 0)) {
        page_of(c, key);
        e = &c->pcache[key & (PCACHE - 1)];
    }
    return e;
}

#endif
