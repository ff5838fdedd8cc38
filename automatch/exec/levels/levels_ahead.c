/* Shadow memory faulted in ahead of its use, on a thread of its own.
 *
 * The shadow's chunks are mapped lazily, so the first touch of each of their pages costs
 * the program's thread a page fault that clears the page: a fifth of the program's own
 * replay of a large sweep on the VMs this was measured on (0.4-2 ms a MiB). take() hands
 * a chunk out in order, so a helper thread can populate the next AHEAD_BYTES beyond the
 * point it has reached while the program runs (MADV_POPULATE_WRITE: the pages are
 * faulted in as a write would, and nothing is written, so the program's own stores are
 * never disturbed). The faults then cost a core that is often idle (the reuse consumers
 * wait on the program in sampled runs), and memory beyond what is used: at most
 * AHEAD_BYTES, or half what is used.
 *
 * Only where a core is left idle: with the reuse consumers reading every access, both
 * cores are busy, and the program's own just-in-time faults leave the lines it is about
 * to write in its cache, which the helper's do not (the child decides: exec/child.py,
 * __am_lv_set_ahead).
 *
 * The program's thread never waits on the helper: a request that finds the queue locked
 * or full is dropped, and the program faults those pages itself, as it does on a kernel
 * without MADV_POPULATE_WRITE (before Linux 5.14) or when no thread can be started.
 */
#include <errno.h>
#include <pthread.h>

#include "levels_rt.h"

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif
#define AHEAD_BYTES (8L << 20)  /* populated beyond a chunk's next free byte */
#define STEP_BYTES (2L << 20)   /* one request: a huge page's worth */
#define QUEUE 64

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t wake = PTHREAD_COND_INITIALIZER;
static char *queue_lo[QUEUE];
static int64_t queue_len[QUEUE];
static int64_t head, tail; /* requests head .. tail - 1 wait, modulo QUEUE */
static int started, disabled, enabled;

void __am_lv_set_ahead(int64_t on) {
    enabled = on != 0;
}

static void *helper(void *unused) {
    (void)unused;
    for (;;) {
        pthread_mutex_lock(&mu);
        while (head == tail) {
            pthread_cond_wait(&wake, &mu);
        }
        char *lo = queue_lo[head % QUEUE];
        int64_t len = queue_len[head % QUEUE];
        head++;
        pthread_mutex_unlock(&mu);
        if (madvise(lo, (size_t)len, MADV_POPULATE_WRITE) != 0 && errno == EINVAL) {
            __atomic_store_n(&disabled, 1, __ATOMIC_RELAXED);
        }
    }
    return 0;
}

/* Queue [lo, lo + len) for the helper; 0 when it was dropped. */
static int post(char *lo, int64_t len) {
    if (pthread_mutex_trylock(&mu) != 0) {
        return 0;
    }
    int queued = 0;
    if (!started) {
        pthread_t t;
        started = 1;
        if (pthread_create(&t, 0, helper, 0) == 0) {
            pthread_detach(t);
        } else {
            __atomic_store_n(&disabled, 1, __ATOMIC_RELAXED);
        }
    }
    if (tail - head < QUEUE && !__atomic_load_n(&disabled, __ATOMIC_RELAXED)) {
        queue_lo[tail % QUEUE] = lo;
        queue_len[tail % QUEUE] = len;
        tail++;
        queued = 1;
        pthread_cond_signal(&wake);
    }
    pthread_mutex_unlock(&mu);
    return queued;
}

/* Context c's chunk ends at ``end`` and its next free byte is c->chunk: have the pages up
 * to AHEAD_BYTES beyond it populated (c->ahead: how far requests went), or half the
 * bytes taken so far when that is less, so that a small shadow is not doubled; a request
 * is a whole step (or the chunk's last bytes) within that window. */
void populate_ahead(am_ctx *c, char *end) {
    if (!enabled) {
        return;
    }
    int64_t taken = c->mapped - (end - c->chunk), window = taken / 2 < AHEAD_BYTES ? taken / 2 : AHEAD_BYTES;
    char *want = end - c->chunk > window ? c->chunk + window : end;
    while (!__atomic_load_n(&disabled, __ATOMIC_RELAXED)) {
        int64_t len = end - c->ahead < STEP_BYTES ? end - c->ahead : STEP_BYTES;
        if (len <= 0 || c->ahead + len > want || !post(c->ahead, len)) {
            return; /* a dropped request is asked again at the next take */
        }
        c->ahead += len;
        c->ahead_bytes += len;
    }
}
