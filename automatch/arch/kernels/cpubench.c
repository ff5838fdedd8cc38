/* CPU micro-benchmarks for `automatch bench cpu`.
 *
 * Compiled at run time with `cc -O3 -march=native -fopenmp -shared -fPIC` and loaded
 * with ctypes. Every entry point returns timings in seconds (CLOCK_MONOTONIC); the
 * Python driver turns them into rates, medians and spreads. Results that the compiler
 * could otherwise drop are written to `am_sink`.
 */
#define _GNU_SOURCE
#include <omp.h>
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
#define AM_MAX_VBYTES 64
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
 * out[r] = seconds per pass; bytes per pass (STREAM convention) = 24 * n. */
int am_triad(long n, int passes, int reps, int nthreads, double *out) {
    /* One buffer; b and c start 17 and 34 lines past a 4 KiB boundary from a, so the
     * three streams never alias in the L1 sets or the store-forwarding check. */
    const long pad_b = 136, pad_c = 272; /* doubles: 1088 B and 2176 B */
    double *base = big_alloc((size_t)(3 * n + pad_b + pad_c + 512) * sizeof(double));
    if (!base) return -1;
    double *a = base, *b = a + n + pad_b, *c = b + n + pad_c;
    const double s = 1.0000001;
#pragma omp parallel num_threads(nthreads)
    {
        int nt = omp_get_num_threads(), id = omp_get_thread_num();
        for (long i = n * id / nt; i < n * (id + 1) / nt; i++) { a[i] = 0.0; b[i] = 1.0; c[i] = 2.0; }
    }
    for (int r = -1; r < reps; r++) {
        double t0 = 0.0, t1 = 0.0;
#pragma omp parallel num_threads(nthreads)
        {
            int nt = omp_get_num_threads(), id = omp_get_thread_num();
            long lo = n * id / nt, hi = n * (id + 1) / nt;
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

/* ---- barrier: `iters` OpenMP barriers across `nthreads` threads ----
 * out[r] = seconds per barrier. */
/* ---- critical-path latency (issue 12): one chain of dependent fp64 FMAs (mul then
 * add where the target has no FMA), 16 per iteration; returns the seconds ---- */
double am_fma_chain(long iters) {
    double x = 1.0, a = 0.999999, b = 1e-9;
    __asm__ volatile("" : "+m"(a), "+m"(b));
    double t0 = now();
    for (long i = 0; i < iters; i++) {
#ifdef __FMA__
#define FMA1 x = __builtin_fma(x, a, b);
#else
#define FMA1 x = x * a + b;
#endif
        FMA1 FMA1 FMA1 FMA1 FMA1 FMA1 FMA1 FMA1
        FMA1 FMA1 FMA1 FMA1 FMA1 FMA1 FMA1 FMA1
#undef FMA1
    }
    double t = now() - t0;
    am_sink = x;
    return t; /* 16 * iters dependent operations */
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
