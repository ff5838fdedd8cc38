/* CPU micro-benchmarks for `automatch bench cpu`.
 *
 * Compiled at run time with `cc -O3 -march=native -fopenmp -shared -fPIC` and loaded
 * with ctypes. Every entry point returns timings in seconds (CLOCK_MONOTONIC); the
 * Python driver turns them into rates, medians and spreads. Results that the compiler
 * could otherwise drop are written to `am_sink`.
 */
#define _GNU_SOURCE
#include <omp.h>
#include <sched.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

volatile double am_sink;
volatile uintptr_t am_sink_ptr;

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* Large buffers on 2 MiB boundaries with transparent huge pages requested, so that
 * the pointer chase measures the caches and DRAM rather than the TLB. */
static void *big_alloc(size_t bytes) {
    size_t align = (size_t)2 << 20;
    size_t rounded = (bytes + align - 1) / align * align;
    void *p = NULL;
    if (posix_memalign(&p, align, rounded) != 0) return NULL;
#ifdef MADV_HUGEPAGE
    madvise(p, rounded, MADV_HUGEPAGE);
#endif
    return p;
}

int am_max_threads(void) { return omp_get_max_threads(); }

/* ---- pinning: thread t of an `nthreads` team on the t-th CPU this process may run
 * on, for the whole bench. Unpinned, the scheduler of a small VM now and then keeps
 * both threads of a 2-thread team on one CPU for a whole short timing (a 2-thread L1
 * triad read 550 or 1100 GB/s from run to run). The OpenMP runtimes keep a team's
 * threads from region to region (libgomp's pool, libomp's hot team), so pinning them
 * once holds for every later region of that size or smaller. Not via OMP_PROC_BIND:
 * that would pin the calling (Python) thread for the rest of the process; the mask is
 * saved here and am_unpin_team gives it back to every thread.
 * Returns 0, -1 (sched_setaffinity failed) or -2 (fewer CPUs than threads: unpinned). */
static cpu_set_t am_saved_mask;
static int am_saved;

int am_pin_team(int nthreads) {
    cpu_set_t all;
    if (sched_getaffinity(0, sizeof all, &all) != 0) return -1;
    int cpus[CPU_SETSIZE], n = 0;
    for (int i = 0; i < CPU_SETSIZE; i++)
        if (CPU_ISSET(i, &all)) cpus[n++] = i;
    if (n < nthreads) return -2;
    am_saved_mask = all;
    am_saved = 1;
    int failed = 0;
#pragma omp parallel num_threads(nthreads) reduction(|| : failed)
    {
        cpu_set_t one;
        CPU_ZERO(&one);
        CPU_SET(cpus[omp_get_thread_num()], &one);
        failed = sched_setaffinity(0, sizeof one, &one) != 0;
    }
    return failed ? -1 : 0;
}

int am_unpin_team(int nthreads) {
    if (!am_saved) return 0;
    int failed = 0;
#pragma omp parallel num_threads(nthreads) reduction(|| : failed)
    failed = sched_setaffinity(0, sizeof am_saved_mask, &am_saved_mask) != 0;
    am_saved = 0;
    return failed ? -1 : 0;
}

/* ---- clock: a chain of dependent register-register integer adds retires one add
 * per cycle (add-immediate is avoided: recent cores fold it at rename) ---- */
double am_clock_chain(long iters) {
    uint64_t x = 0, y = 1;
    __asm__ volatile("" : "+r"(y));
    double t0 = now();
    for (long i = 0; i < iters; i++) {
#define ADD1 x += y; __asm__ volatile("" : "+r"(x));
        ADD1 ADD1 ADD1 ADD1 ADD1 ADD1 ADD1 ADD1
        ADD1 ADD1 ADD1 ADD1 ADD1 ADD1 ADD1 ADD1
#undef ADD1
    }
    double t = now() - t0;
    am_sink = (double)x;
    return t; /* 16 * iters cycles */
}

/* ---- peak flops: CHAINS independent FMA chains of one vector register each ----
 * flops per call = nthreads * iters * CHAINS * lanes * 2. Returns the wall time of
 * the whole parallel region (threads start together after a barrier). */
#define CHAINS 16
#define DEFINE_FLOPS(NAME, T, BYTES)                                                  \
    typedef T NAME##_v __attribute__((vector_size(BYTES)));                          \
    double NAME(long iters, int nthreads) {                                          \
        double t0 = 0.0, t1 = 0.0;                                                   \
        _Pragma("omp parallel num_threads(nthreads)") {                              \
            NAME##_v acc[CHAINS];                                                    \
            NAME##_v a, b;                                                           \
            for (int k = 0; k < (int)(BYTES / sizeof(T)); k++) {                     \
                a[k] = (T)0.9999999;                                                 \
                b[k] = (T)1e-7;                                                      \
            }                                                                        \
            for (int c = 0; c < CHAINS; c++) acc[c] = a * (T)(c + omp_get_thread_num()); \
            _Pragma("omp barrier") _Pragma("omp master") t0 = now();                 \
            for (long i = 0; i < iters; i++) {                                       \
                for (int c = 0; c < CHAINS; c++) acc[c] = acc[c] * a + b;            \
                AM_OPAQUE(a); AM_OPAQUE(b);                                              \
            }                                                                        \
            _Pragma("omp barrier") _Pragma("omp master") t1 = now();                 \
            T s = 0;                                                                 \
            for (int c = 0; c < CHAINS; c++)                                         \
                for (int k = 0; k < (int)(BYTES / sizeof(T)); k++) s += acc[c][k];   \
            _Pragma("omp atomic") am_sink += (double)s;                              \
        }                                                                            \
        return t1 - t0;                                                              \
    }

/* The empty asm makes `a` opaque on every iteration, so the compiler can neither fold
 * the chains nor interchange the loops (which would serialise the chains). */
#if defined(__x86_64__) || defined(__i386__)
#define AM_OPAQUE(v) __asm__ volatile("" : "+v"(v))
/* The widest vector the compile target holds in one register: a wider one cannot
 * satisfy the "+v" constraint (AVX2-only CPUs such as AMD Zen 3 have no zmm). */
#if defined(__AVX512F__)
#define AM_MAX_VBYTES 64
#elif defined(__AVX__)
#define AM_MAX_VBYTES 32
#else
#define AM_MAX_VBYTES 16
#endif
#elif defined(__aarch64__)
#define AM_OPAQUE(v) __asm__ volatile("" : "+w"(v))
#define AM_MAX_VBYTES 16
#else
#define AM_OPAQUE(v) __asm__ volatile("" : : "g"(&v) : "memory")
#define AM_MAX_VBYTES 16
#endif

int am_max_vector_bytes(void) { return AM_MAX_VBYTES; }

DEFINE_FLOPS(am_flops_f64_w16, double, 16)
#if AM_MAX_VBYTES >= 32
DEFINE_FLOPS(am_flops_f64_w32, double, 32)
DEFINE_FLOPS(am_flops_f32_w32, float, 32)
#endif
#if AM_MAX_VBYTES >= 64
DEFINE_FLOPS(am_flops_f64_w64, double, 64)
DEFINE_FLOPS(am_flops_f32_w64, float, 64)
#endif
DEFINE_FLOPS(am_flops_f32_w16, float, 16)

/* ---- bandwidth: STREAM triad a = b + s*c over three arrays of n doubles ----
 * One parallel region per timing: each thread sweeps its own static block `passes`
 * times (no barrier between passes: the blocks do not overlap), so small working
 * sets are not dominated by fork/join costs. First-touch placement, one warm-up.
 * The three streams and every thread's block start on a 64-byte line, whatever n:
 * unaligned, a 512-bit load splits across two lines every time and the L1 rate
 * halves (570 vs 320 GB/s on one Zen 5 core), so the sweep read one figure at sizes
 * where n happened to be a multiple of 8 and another between them.
 * out[r] = seconds per pass; bytes per pass (STREAM convention) = 24 * n. */
int am_triad(long n, int passes, int reps, int nthreads, double *out) {
    /* One buffer; b and c start 17 and 34 lines past a 4 KiB boundary from a, so the
     * three streams never alias in the L1 sets or the store-forwarding check. */
    const long pad_b = 136, pad_c = 272; /* doubles: 1088 B and 2176 B, whole lines */
    const long n8 = (n + 7) / 8 * 8;      /* a and b end on a line boundary */
    double *base = big_alloc((size_t)(3 * n8 + pad_b + pad_c + 512) * sizeof(double));
    if (!base) return -1;
    double *a = base, *b = a + n8 + pad_b, *c = b + n8 + pad_c;
    const double s = 1.0000001;
#pragma omp parallel num_threads(nthreads)
    {
        int nt = omp_get_num_threads(), id = omp_get_thread_num();
        long lo = n * id / nt / 8 * 8, hi = id == nt - 1 ? n : n * (id + 1) / nt / 8 * 8;
        for (long i = lo; i < hi; i++) { a[i] = 0.0; b[i] = 1.0; c[i] = 2.0; }
    }
    for (int r = -1; r < reps; r++) {
        double t0 = 0.0, t1 = 0.0;
#pragma omp parallel num_threads(nthreads)
        {
            int nt = omp_get_num_threads(), id = omp_get_thread_num();
            long lo = n * id / nt / 8 * 8, hi = id == nt - 1 ? n : n * (id + 1) / nt / 8 * 8;
#pragma omp barrier
#pragma omp master
            t0 = now();
            for (int p = 0; p < passes; p++) {
#pragma omp simd
                for (long i = lo; i < hi; i++) a[i] = b[i] + s * c[i];
                __asm__ volatile("" : : : "memory");
            }
#pragma omp barrier
#pragma omp master
            t1 = now();
        }
        if (r >= 0) out[r] = (t1 - t0) / passes;
    }
    am_sink = a[n / 2];
    free(base);
    return 0;
}

/* ---- latency: pointer chase over a random cycle (Sattolo) of nodes `stride`
 * bytes apart in a buffer of `bytes` bytes. Single thread. One warm-up walk, then
 * `reps` timings of `steps` dependent loads each: out[r] = seconds per load. */
static uint64_t xorshift(uint64_t *s) {
    uint64_t x = *s;
    x ^= x << 13; x ^= x >> 7; x ^= x << 17;
    return *s = x;
}

int am_chase(long bytes, long stride, long steps, int reps, unsigned long seed, double *out) {
    long n = bytes / stride;
    if (n < 2 || stride < (long)sizeof(void *)) return -2;
    char *buf = big_alloc((size_t)n * (size_t)stride);
    long *perm = malloc((size_t)n * sizeof(long));
    if (!buf || !perm) { free(buf); free(perm); return -1; }
    uint64_t st = seed ? seed : 88172645463325252ULL;
    for (long i = 0; i < n; i++) perm[i] = i;
    for (long i = n - 1; i > 0; i--) { /* Sattolo: one cycle through all nodes */
        long j = (long)(xorshift(&st) % (uint64_t)i);
        long t = perm[i]; perm[i] = perm[j]; perm[j] = t;
    }
    for (long i = 0; i < n; i++)
        *(void **)(buf + perm[i] * stride) = (void *)(buf + perm[(i + 1) % n] * stride);
    free(perm);
    void **p = (void **)buf;
    long warm = n < (4L << 20) ? n : (4L << 20);
    for (long i = 0; i < warm; i++) p = (void **)*p;
    for (int r = 0; r < reps; r++) {
        double t0 = now();
        for (long i = 0; i < steps; i += 8) {
            p = (void **)*p; p = (void **)*p; p = (void **)*p; p = (void **)*p;
            p = (void **)*p; p = (void **)*p; p = (void **)*p; p = (void **)*p;
        }
        out[r] = (now() - t0) / (double)((steps + 7) / 8 * 8);
    }
    am_sink_ptr = (uintptr_t)p;
    free(buf);
    return 0;
}

/* ---- line size: read one byte every `stride` bytes of a `bytes` buffer ----
 * out[r] = seconds per access. Time per access grows with the stride until every
 * access touches a new line, then flattens. */
int am_stride(long bytes, long stride, int passes, int reps, double *out) {
    unsigned char *buf = big_alloc((size_t)bytes);
    if (!buf) return -1;
    memset(buf, 1, (size_t)bytes);
    long count = bytes / stride;
    unsigned long acc = 0;
    for (int r = -1; r < reps; r++) {
        double t0 = now();
        for (int p = 0; p < passes; p++) {
            for (long i = 0; i < bytes; i += stride) acc += buf[i];
            __asm__ volatile("" : "+r"(acc));
        }
        double t = (now() - t0) / ((double)passes * (double)count);
        if (r >= 0) out[r] = t;
    }
    am_sink = (double)acc;
    free(buf);
    return 0;
}

/* ---- dependent-operation latency: one chain of 16 dependent `STEP`s per iteration;
 * returns the seconds (16 * iters dependent operations). am_fma_chain: fp64 FMAs (mul
 * then add where the target has no FMA), the critical path's link (issue 12);
 * am_add_chain: fp64 adds, the link of a sum reduction that the compiler may not
 * reassociate (no -ffast-math) inside each thread (model/latency.py, "in-thread
 * chains"). ---- */
#define AM_CHAIN(name, STEP)                                          \
    double name(long iters) {                                         \
        double x = 1.0, a = 0.999999, b = 1e-9;                       \
        __asm__ volatile("" : "+m"(a), "+m"(b));                      \
        double t0 = now();                                            \
        for (long i = 0; i < iters; i++) {                            \
            STEP STEP STEP STEP STEP STEP STEP STEP                   \
            STEP STEP STEP STEP STEP STEP STEP STEP                   \
        }                                                             \
        double t = now() - t0;                                        \
        am_sink = x;                                                  \
        return t;                                                     \
    }
#ifdef __FMA__
#define AM_FMA_STEP x = __builtin_fma(x, a, b);
#else
#define AM_FMA_STEP x = x * a + b;
#endif
AM_CHAIN(am_fma_chain, AM_FMA_STEP)
AM_CHAIN(am_add_chain, x = x + b;)
#undef AM_FMA_STEP
#undef AM_CHAIN

/* ---- branch misprediction: one pass over n bytes, each choosing one of two paths
 * that both hold a volatile asm (so that no compiler turns the branch into a
 * conditional move or vectorises the loop). `random` = 1: the bytes are random bits,
 * which no predictor foresees (half of the branches mispredicted); 0: all ones (always
 * the same path). (t_random - t_same) / (n / 2) is one misprediction's cost; n of a
 * million or more is beyond what a predictor memorises. Returns the seconds, or -1. */
double am_branch(long n, int random) {
    unsigned char *bits = malloc((size_t)n);
    if (!bits) return -1.0;
    uint64_t seed = 0x9e3779b97f4a7c15ULL;
    for (long i = 0; i < n; i++) bits[i] = random ? (unsigned char)(xorshift(&seed) & 1) : 1;
    long s = 0;
    double t0 = now();
    for (long i = 0; i < n; i++) {
        if (bits[i]) {
            __asm__ volatile("" : "+r"(s));
            s += 3;
        } else {
            __asm__ volatile("" : "+r"(s));
            s ^= 5;
        }
    }
    double t = now() - t0;
    am_sink = (double)s;
    free(bits);
    return t;
}

/* ---- expensive-operation throughput (issue 12): seconds per operation on one core
 * for independent fp64 divisions, square roots, libm exp and log calls, and a scalar
 * add for the ratio. The code is what `gcc -O3` emits for scalar C without
 * -ffast-math (divsd, sqrtsd with its errno check, a call to exp/log), so the kernels
 * are kept from being vectorised. Division, sqrt and the libm calls run over small
 * L1-resident arrays, y[i] = f(x[i]), so every operation is independent (throughput,
 * not latency); the empty asm with a memory clobber after each pass makes the
 * compiler redo every pass (it may not assume y was not read or x not changed). The
 * add runs as 16 independent register chains (an array would be bound by stores). */
#include <math.h>
#define AM_OPS_N 256 /* elements per pass: 3 x 2 KiB, L1-resident */
#if defined(__clang__)
#define AM_NOVEC
#define AM_NOVEC_LOOP _Pragma("clang loop vectorize(disable) interleave(disable)")
#elif defined(__GNUC__)
#define AM_NOVEC __attribute__((optimize("no-tree-vectorize", "no-tree-slp-vectorize")))
#define AM_NOVEC_LOOP
#else
#define AM_NOVEC
#define AM_NOVEC_LOOP
#endif

static double am_ops_x[AM_OPS_N], am_ops_d[AM_OPS_N], am_ops_y[AM_OPS_N];

/* Inputs in ranges where every implementation takes its ordinary path: x in [1, 2)
 * for division and sqrt (normal, positive), [-4, 4) for exp, [0.5, 64) for log. */
static void am_ops_init(int op) {
    uint64_t st = 0x9E3779B97F4A7C15ULL;
    for (int i = 0; i < AM_OPS_N; i++) {
        double u = (double)(xorshift(&st) >> 11) * 0x1.0p-53; /* [0, 1) */
        double v = (double)(xorshift(&st) >> 11) * 0x1.0p-53;
        am_ops_x[i] = op == 2 ? 8.0 * u - 4.0 : op == 3 ? 0.5 + 63.5 * u : 1.0 + u;
        am_ops_d[i] = 1.0 + v;
        am_ops_y[i] = 0.0;
    }
}

#define AM_OPS_PASS(EXPR)                                                             \
    for (long p = 0; p < iters; p++) {                                                \
        AM_NOVEC_LOOP                                                                 \
        for (int i = 0; i < AM_OPS_N; i++) am_ops_y[i] = (EXPR);                      \
        __asm__ volatile("" : : : "memory");                                          \
    }

AM_NOVEC static void am_ops_div(long iters) { AM_OPS_PASS(am_ops_x[i] / am_ops_d[i]) }
AM_NOVEC static void am_ops_sqrt(long iters) { AM_OPS_PASS(sqrt(am_ops_x[i])) }
AM_NOVEC static void am_ops_exp(long iters) { AM_OPS_PASS(exp(am_ops_x[i])) }
AM_NOVEC static void am_ops_log(long iters) { AM_OPS_PASS(log(am_ops_x[i])) }

AM_NOVEC static void am_ops_add(long iters) {
    double acc[16], b = 1e-9;
    for (int c = 0; c < 16; c++) acc[c] = am_ops_x[c];
    /* 16 iterations of 16 chains = AM_OPS_N adds per outer iteration */
    for (long p = 0; p < iters; p++) {
        for (int k = 0; k < AM_OPS_N / 16; k++) {
#define A1(c) acc[c] = acc[c] + b;
            A1(0) A1(1) A1(2) A1(3) A1(4) A1(5) A1(6) A1(7)
            A1(8) A1(9) A1(10) A1(11) A1(12) A1(13) A1(14) A1(15)
#undef A1
            AM_OPAQUE(b);
        }
    }
    double s = 0.0;
    for (int c = 0; c < 16; c++) s += acc[c];
    am_ops_y[0] = s;
}

/* op: 0 div, 1 sqrt, 2 exp, 3 log, 4 scalar add. Returns the seconds for `iters`
 * passes of am_op_ops_per_iter() operations each (single thread), or -1 for an
 * unknown op. */
int am_op_ops_per_iter(void) { return AM_OPS_N; }

double am_op_tput(int op, long iters) {
    static void (*const fns[])(long) = {am_ops_div, am_ops_sqrt, am_ops_exp, am_ops_log,
                                        am_ops_add};
    if (op < 0 || op >= (int)(sizeof fns / sizeof fns[0])) return -1.0;
    am_ops_init(op);
    double t0 = now();
    fns[op](iters);
    double t = now() - t0;
    am_sink = am_ops_y[AM_OPS_N / 2] + am_ops_y[0];
    return t;
}

/* ---- scalar loads: the L1 access rate of code the compiler did not vectorise ----
 * Each thread sums its own L1-resident block of `n` 8-byte words `passes` times into 8
 * independent integer accumulators (1-cycle adds, so the loads bound it); the asm keeps
 * every accumulator in a general register on every step, so the loop stays scalar.
 * out[r] = seconds per load of the whole team (its aggregate rate). */
int am_scalar_loads(long n, int passes, int reps, int nthreads, double *out) {
    n = (n + 7) / 8 * 8;
    long long *base = (long long *)big_alloc((size_t)n * nthreads * sizeof(long long) + 4096);
    if (!base) return -1;
    for (int r = -1; r < reps; r++) {
        double t0 = 0.0, t1 = 0.0;
        long long total = 0;
#pragma omp parallel num_threads(nthreads) reduction(+ : total)
        {
            long long *a = base + (long)omp_get_thread_num() * n;
            for (long i = 0; i < n; i++) a[i] = i;
            long long s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0, s7 = 0;
#pragma omp barrier
#pragma omp master
            t0 = now();
            for (int p = 0; p < passes; p++) {
                for (long i = 0; i < n; i += 8) {
                    s0 += a[i]; s1 += a[i + 1]; s2 += a[i + 2]; s3 += a[i + 3];
                    s4 += a[i + 4]; s5 += a[i + 5]; s6 += a[i + 6]; s7 += a[i + 7];
                    __asm__ volatile("" : "+r"(s0), "+r"(s1), "+r"(s2), "+r"(s3),
                                     "+r"(s4), "+r"(s5), "+r"(s6), "+r"(s7));
                }
            }
#pragma omp barrier
#pragma omp master
            t1 = now();
            total += s0 + s1 + s2 + s3 + s4 + s5 + s6 + s7;
        }
        am_sink = (double)total;
        if (r >= 0) out[r] = (t1 - t0) / ((double)passes * (double)n * nthreads);
    }
    free(base);
    return 0;
}

/* ---- first touch: each of `nthreads` threads maps `nbytes` of fresh anonymous memory
 * and writes zeros over it, all at once (the page faults of a private copy that a
 * parallel implementation allocates and initialises: an array reduction's copies).
 * out[r] = seconds per byte of one thread's copy (the team's wall time / nbytes). ---- */
int am_first_touch(long nbytes, int reps, int nthreads, double *out) {
    int failed = 0;
    for (int r = -1; r < reps; r++) {
        double t0 = 0.0, t1 = 0.0;
#pragma omp parallel num_threads(nthreads) reduction(|| : failed)
        {
            char *p = mmap(NULL, (size_t)nbytes, PROT_READ | PROT_WRITE,
                           MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
            if (p == MAP_FAILED) {
                failed = 1;
                p = NULL;
            }
#pragma omp barrier
#pragma omp master
            t0 = now();
            if (p)
                memset(p, 0, (size_t)nbytes);
#pragma omp barrier
#pragma omp master
            t1 = now();
            if (p) {
                if (omp_get_thread_num() == 0)
                    am_sink = (double)p[nbytes - 1];
                munmap(p, (size_t)nbytes);
            }
        }
        if (failed)
            return 2;
        if (r >= 0) out[r] = (t1 - t0) / (double)nbytes;
    }
    return 0;
}

/* ---- atomic increments of random slots of one shared table ----
 * Every thread adds 1 with `omp atomic` to `updates` slots of a table of `words`
 * 32-bit counters, the slots drawn beforehand (each thread its own LCG stream, so the
 * timed loop reads its keys as a stream): the cost of an atomic scatter such as
 * `#pragma omp atomic hist[key[i]]++`, contention between the threads included.
 * out[r]: seconds per update per thread. Returns 2 when memory runs out. */
int am_atomic(long words, long updates, int reps, int nthreads, double *out) {
    unsigned *table = calloc((size_t)words, sizeof(unsigned));
    unsigned *keys = malloc((size_t)updates * (size_t)nthreads * sizeof(unsigned));
    if (!table || !keys) {
        free(table);
        free(keys);
        return 2;
    }
    for (int r = -1; r < reps; r++) {
        double t0 = 0.0, t1 = 0.0;
#pragma omp parallel num_threads(nthreads)
        {
            int me = omp_get_thread_num();
            unsigned *mine = keys + (size_t)me * (size_t)updates;
            if (r < 0) { /* first pass: draw the keys (and first-touch them) */
                uint64_t z = 0x9E3779B97F4A7C15ULL * (uint64_t)(me + 1);
                for (long i = 0; i < updates; i++) {
                    z = z * 6364136223846793005ULL + 1442695040888963407ULL;
                    mine[i] = (unsigned)((z >> 33) % (uint64_t)words);
                }
            }
#pragma omp barrier
#pragma omp master
            t0 = now();
            for (long i = 0; i < updates; i++) {
#pragma omp atomic
                table[mine[i]]++;
            }
#pragma omp barrier
#pragma omp master
            t1 = now();
        }
        if (r >= 0) out[r] = (t1 - t0) / (double)updates;
    }
    am_sink = (double)table[0];
    free(table);
    free(keys);
    return 0;
}

/* ---- one empty parallel region (fork + join) per iteration ---- */
int am_forkjoin(long iters, int reps, int nthreads, double *out) {
    for (int r = -1; r < reps; r++) {
        double t0 = now();
        for (long i = 0; i < iters; i++) {
#pragma omp parallel num_threads(nthreads)
            { __asm__ volatile(""); }
        }
        if (r >= 0) out[r] = (now() - t0) / (double)iters;
    }
    return 0;
}

/* ---- barrier: `iters` OpenMP barriers across `nthreads` threads ----
 * out[r] = seconds per barrier. */
int am_barrier(long iters, int reps, int nthreads, double *out) {
    for (int r = -1; r < reps; r++) {
        double t0 = 0.0, t1 = 0.0;
#pragma omp parallel num_threads(nthreads)
        {
#pragma omp barrier
#pragma omp master
            t0 = now();
            for (long i = 0; i < iters; i++) {
#pragma omp barrier
            }
#pragma omp master
            t1 = now();
        }
        if (r >= 0) out[r] = (t1 - t0) / (double)iters;
    }
    return 0;
}

/* ---- overlap of memory levels (arch/bench/overlap.py): do the transfers of two levels
 * add or overlap? One thread streams (loads, summed) a DRAM-sized array m of n_mem
 * doubles (mode 1), an L1-resident array c of n_cache doubles, re-read so that it
 * visits c_per_m elements per element of m (mode 0), or both in one loop (mode 2: the
 * union of the two loops' work, nothing more). c_per_m balances the two loops' times
 * (the driver picks it), so that their sum and their max differ most. Each stream has
 * AM_OV_ACC independent accumulators, so gcc -O3 -march=native vectorises the adds
 * (no reassociation is needed: each lane is its own sum) and no add chain limits the
 * L1 stream. out[3 * r + mode] = the fastest of `sub_runs` passes of repetition r, in
 * seconds; the modes are interleaved within a repetition so drift hits all three
 * alike. Returns 0, -1 (out of memory) or -2 (n_cache not a multiple of
 * AM_OV_ACC * c_per_m, or n_mem not of n_cache / c_per_m). */
#define AM_OV_ACC 32

static double am_ov_pass(const double *restrict m, const double *restrict c, long n_mem,
                         long n_cache, long c_per_m, int mode) {
    double am[AM_OV_ACC] = {0}, ac[AM_OV_ACC] = {0};
    const long chunk = n_cache / c_per_m; /* elements of m per sweep of c */
    double t0 = now();
    if (mode == 0) {
        for (long j = 0; j < n_mem; j += chunk)
            for (long k = 0; k < n_cache; k += AM_OV_ACC)
                for (int u = 0; u < AM_OV_ACC; u++) ac[u] += c[k + u];
    } else if (mode == 1) {
        for (long j = 0; j < n_mem; j += chunk)
            for (long k = 0; k < chunk; k += AM_OV_ACC)
                for (int u = 0; u < AM_OV_ACC; u++) am[u] += m[j + k + u];
    } else {
        for (long j = 0; j < n_mem; j += chunk)
            for (long k = 0; k < chunk; k += AM_OV_ACC) {
                for (int u = 0; u < AM_OV_ACC; u++) am[u] += m[j + k + u];
                const double *cc = c + k * c_per_m;
                for (long q = 0; q < c_per_m * AM_OV_ACC; q += AM_OV_ACC)
                    for (int u = 0; u < AM_OV_ACC; u++) ac[u] += cc[q + u];
            }
    }
    double t = now() - t0;
    double s = 0.0;
    for (int u = 0; u < AM_OV_ACC; u++) s += am[u] + ac[u];
    am_sink = s;
    return t;
}

int am_overlap(long n_mem, long n_cache, long c_per_m, int reps, int sub_runs, double *out) {
    if (c_per_m < 1 || n_cache < AM_OV_ACC * c_per_m || n_cache % (AM_OV_ACC * c_per_m) ||
        n_mem < n_cache / c_per_m || n_mem % (n_cache / c_per_m) || reps < 1 || sub_runs < 1)
        return -2;
    double *m = big_alloc((size_t)n_mem * sizeof(double));
    double *c = big_alloc((size_t)n_cache * sizeof(double));
    if (!m || !c) { free(m); free(c); return -1; }
    for (long i = 0; i < n_mem; i++) m[i] = 1.0 + 1e-9 * (double)(i & 1023);
    for (long i = 0; i < n_cache; i++) c[i] = 1.0 - 1e-9 * (double)i;
    for (int mode = 0; mode < 3; mode++) /* warm-up */
        am_ov_pass(m, c, n_mem, n_cache, c_per_m, mode);
    for (int r = 0; r < reps; r++)
        for (int mode = 0; mode < 3; mode++) {
            double best = -1.0;
            for (int s = 0; s < sub_runs; s++) {
                double t = am_ov_pass(m, c, n_mem, n_cache, c_per_m, mode);
                if (best < 0.0 || t < best) best = t;
            }
            out[3 * r + mode] = best;
        }
    free(m);
    free(c);
    return 0;
}

/* ---- irregular accesses: independent loads no prefetcher can follow ----
 * Each thread sums 8-byte words at random lines of its own `bytes / nthreads` section,
 * `passes` times over a 4096-entry table of random line numbers (L1-resident), shifted
 * by an odd number of lines each pass, so that the accesses cover the whole section in
 * an order with no stride. 8 independent accumulators: the misses overlap as far as the
 * core's miss buffers allow (a gather, a column walk, a scatter's reads). Ordinary
 * 4 KiB pages (no huge-page advice): what a program's malloc gets by default.
 * out[r] = seconds per access of the whole team (its aggregate rate). */
#define AM_GATHER_TABLE 4096
int am_gather(long bytes, int passes, int reps, int nthreads, double *out) {
    long lines = bytes / nthreads / 64;
    long pow2 = 1;
    while (pow2 * 2 <= lines) pow2 *= 2;
    if (pow2 < 64) return -2;
    const long mask = pow2 - 1;
    size_t section = (size_t)pow2 * 64;
    char *base = NULL;
    if (posix_memalign((void **)&base, 4096, section * (size_t)nthreads + 4096) != 0) return -1;
    uint32_t *table = malloc(sizeof(uint32_t) * AM_GATHER_TABLE * (size_t)nthreads);
    if (!table) { free(base); return -1; }
    for (int r = -1; r < reps; r++) {
        double t0 = 0.0, t1 = 0.0, total = 0.0;
#pragma omp parallel num_threads(nthreads) reduction(+ : total)
        {
            int id = omp_get_thread_num();
            const double *a = (const double *)(base + section * (size_t)id);
            uint32_t *tab = table + (size_t)AM_GATHER_TABLE * id;
            if (r < 0) {
                for (long i = 0; i < pow2 * 8; i++) ((double *)a)[i] = 1.0;
                uint64_t st = 88172645463325252ULL + (uint64_t)id;
                for (int j = 0; j < AM_GATHER_TABLE; j++) tab[j] = (uint32_t)(xorshift(&st) & (uint64_t)mask);
            }
            const long step = (long)((pow2 / 3) | 1);
            double s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0, s7 = 0;
#pragma omp barrier
#pragma omp master
            t0 = now();
            for (int p = 0; p < passes; p++) {
                const long shift = (long)p * step;
                for (int j = 0; j < AM_GATHER_TABLE; j += 8) {
                    s0 += a[((tab[j] + shift) & mask) * 8];
                    s1 += a[((tab[j + 1] + shift) & mask) * 8];
                    s2 += a[((tab[j + 2] + shift) & mask) * 8];
                    s3 += a[((tab[j + 3] + shift) & mask) * 8];
                    s4 += a[((tab[j + 4] + shift) & mask) * 8];
                    s5 += a[((tab[j + 5] + shift) & mask) * 8];
                    s6 += a[((tab[j + 6] + shift) & mask) * 8];
                    s7 += a[((tab[j + 7] + shift) & mask) * 8];
                }
            }
#pragma omp barrier
#pragma omp master
            t1 = now();
            total += s0 + s1 + s2 + s3 + s4 + s5 + s6 + s7;
        }
        am_sink = total;
        if (r >= 0) out[r] = (t1 - t0) / ((double)passes * AM_GATHER_TABLE * nthreads);
    }
    free(table);
    free(base);
    return 0;
}

/* ---- strided accesses: column walks within a page ----
 * Each thread splits its own `bytes / nthreads` section into 8 parts and walks each with
 * one load instruction (8 independent accumulators) at a constant step of
 * `stride_lines` lines (odd, so the walk visits every line of its part before it comes
 * back; under a page, so the step is one a stride prefetcher could follow): a column
 * walk of a row-major matrix whose rows are shorter than a page, one line per access,
 * the lines in between skipped. Each pass starts the walks one line further along.
 * out[r] = seconds per access of the whole team (its aggregate rate). */
int am_strided(long bytes, int stride_lines, int passes, int reps, int nthreads, double *out) {
    long lines = bytes / nthreads / 64;
    long pow2 = 1;
    while (pow2 * 2 <= lines) pow2 *= 2;
    if (pow2 < 512 || stride_lines < 1 || (stride_lines & 1) == 0) return -2;
    const long part = pow2 / 8, pmask = part - 1;
    size_t section = (size_t)pow2 * 64;
    char *base = NULL;
    if (posix_memalign((void **)&base, 4096, section * (size_t)nthreads + 4096) != 0) return -1;
    for (int r = -1; r < reps; r++) {
        double t0 = 0.0, t1 = 0.0, total = 0.0;
#pragma omp parallel num_threads(nthreads) reduction(+ : total)
        {
            int id = omp_get_thread_num();
            const double *a = (const double *)(base + section * (size_t)id);
            if (r < 0)
                for (long i = 0; i < pow2 * 8; i++) ((double *)a)[i] = 1.0;
            const double *w0 = a, *w1 = a + part * 8, *w2 = a + 2 * part * 8, *w3 = a + 3 * part * 8;
            const double *w4 = a + 4 * part * 8, *w5 = a + 5 * part * 8, *w6 = a + 6 * part * 8;
            const double *w7 = a + 7 * part * 8;
            double s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0, s7 = 0;
#pragma omp barrier
#pragma omp master
            t0 = now();
            for (int p = 0; p < passes; p++) {
                long at = p;
                for (long i = 0; i < part; i++) {
                    const long o = (at & pmask) * 8;
                    s0 += w0[o]; s1 += w1[o]; s2 += w2[o]; s3 += w3[o];
                    s4 += w4[o]; s5 += w5[o]; s6 += w6[o]; s7 += w7[o];
                    at += stride_lines;
                }
            }
#pragma omp barrier
#pragma omp master
            t1 = now();
            total += s0 + s1 + s2 + s3 + s4 + s5 + s6 + s7;
        }
        am_sink = total;
        if (r >= 0) out[r] = (t1 - t0) / ((double)passes * pow2 * nthreads);
    }
    free(base);
    return 0;
}

/* ---- page walk: one line per 4 KiB page, each access a page of its own (issue 42) ----
 * Per thread, `pages` lines 4096 + 64 bytes apart (so consecutive accesses sit on
 * different pages and in different cache sets), summed by 8 independent chains, `passes`
 * times: the accesses of a column walk whose rows are longer than a page. With huge = 1
 * the region is advised to 2 MiB pages (MADV_HUGEPAGE), which the walk spans in a few
 * translations; with huge = 0 to 4 KiB pages (MADV_NOHUGEPAGE). The difference is what
 * the translation buffer's misses cost once the pages exceed its reach.
 * out[r] = seconds per access of the whole team (wall time / all threads' accesses). */
#define AM_PW_STRIDE (4096 + 64)
int am_pagewalk(long pages, int huge, int passes, int reps, int nthreads, double *out) {
    if (pages < 8 || (pages & 7)) return -2;
    const size_t region = (size_t)pages * AM_PW_STRIDE;
    const size_t align = (size_t)2 << 20;
    const size_t section = (region + align - 1) / align * align;
    const size_t total = section * (size_t)nthreads + align;
    char *raw = mmap(NULL, total, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (raw == MAP_FAILED) return -1;
    char *base = (char *)(((uintptr_t)raw + align - 1) / align * align);
    madvise(base, section * (size_t)nthreads, huge ? MADV_HUGEPAGE : MADV_NOHUGEPAGE);
    for (int r = -1; r < reps; r++) {
        double t0 = 0.0, t1 = 0.0, total_s = 0.0;
#pragma omp parallel num_threads(nthreads) reduction(+ : total_s)
        {
            int id = omp_get_thread_num();
            char *a = base + section * (size_t)id;
            if (r < 0)
                for (long k = 0; k < pages; k++) *(double *)(a + (size_t)k * AM_PW_STRIDE) = 1.0;
            double s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0, s7 = 0;
#pragma omp barrier
#pragma omp master
            t0 = now();
            for (int p = 0; p < passes; p++) {
                for (long k = 0; k < pages; k += 8) {
                    const char *q = a + (size_t)k * AM_PW_STRIDE;
                    s0 += *(const double *)q;
                    s1 += *(const double *)(q + AM_PW_STRIDE);
                    s2 += *(const double *)(q + 2 * AM_PW_STRIDE);
                    s3 += *(const double *)(q + 3 * AM_PW_STRIDE);
                    s4 += *(const double *)(q + 4 * AM_PW_STRIDE);
                    s5 += *(const double *)(q + 5 * AM_PW_STRIDE);
                    s6 += *(const double *)(q + 6 * AM_PW_STRIDE);
                    s7 += *(const double *)(q + 7 * AM_PW_STRIDE);
                }
            }
#pragma omp barrier
#pragma omp master
            t1 = now();
            total_s += s0 + s1 + s2 + s3 + s4 + s5 + s6 + s7;
        }
        if (r >= 0) out[r] = (t1 - t0) / ((double)pages * passes * nthreads);
        if (total_s < 0) out[0] = -1.0; /* keep the sums */
    }
    munmap(raw, total);
    return 0;
}
