/*
 * fdtd-2d, OpenMP: `parallel for` on the outer loop of each of the four nests, inside
 * the sequential time loop (four parallel regions per step). Same argv and checksum
 * as fdtd-2d.c; also prints "kernel_time_s <s>" (omp_get_wtime around the kernel
 * call).
 */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

/* Element idx of data stream `seed`: one LCG step on the index, then an xorshift-multiply
 * mix, so that every value depends on its index alone (the OpenMP version can first-touch
 * in parallel and get the same values). */
static inline unsigned long long mix(unsigned long long seed, unsigned long long idx)
{
    unsigned long long z = (idx + 1) * 6364136223846793005ULL + seed * 1442695040888963407ULL;
    z ^= z >> 29;
    z *= 0xbf58476d1ce4e5b9ULL;
    z ^= z >> 32;
    return z;
}

/* The same as a double in [0, 1). */
static inline double gen(unsigned long long seed, unsigned long long idx)
{
    return (double)(mix(seed, idx) >> 11) * (1.0 / 9007199254740992.0);
}

/* argv[i] as a size in [lo, hi], or def when absent; -1 when malformed or out of range. */
static long size_arg(int argc, char **argv, int i, long def, long lo, long hi)
{
    if (i >= argc)
        return def;
    char *end;
    long v = strtol(argv[i], &end, 10);
    if (*argv[i] == '\0' || *end != '\0' || v < lo || v > hi)
        return -1;
    return v;
}

void fdtd_2d(int n, int tmax, double *ex, double *ey, double *hz, const double *src)
{
    for (int t = 0; t < tmax; t++) {
#pragma omp parallel for
        for (int j = 0; j < n; j++)
            ey[j] = src[t];
#pragma omp parallel for
        for (int i = 1; i < n; i++)
            for (int j = 0; j < n; j++)
                ey[i * n + j] -= 0.5 * (hz[i * n + j] - hz[(i - 1) * n + j]);
#pragma omp parallel for
        for (int i = 0; i < n; i++)
            for (int j = 1; j < n; j++)
                ex[i * n + j] -= 0.5 * (hz[i * n + j] - hz[i * n + j - 1]);
#pragma omp parallel for
        for (int i = 0; i < n - 1; i++)
            for (int j = 0; j < n - 1; j++)
                hz[i * n + j] -= 0.7 * (ex[i * n + j + 1] - ex[i * n + j] +
                                        ey[(i + 1) * n + j] - ey[i * n + j]);
    }
}

int main(int argc, char **argv)
{
    long n = size_arg(argc, argv, 1, -1, 2, 20000);
    long t = size_arg(argc, argv, 2, 1, 1, 100000);
    if (argc < 2 || argc > 3 || n < 0 || t < 0) {
        fprintf(stderr, "usage: %s N [T]   (2 <= N <= 20000, 1 <= T <= 100000, default 1)\n",
                argv[0]);
        return 1;
    }
    size_t nn = (size_t)n * n;
    double *ex = malloc(nn * sizeof(double)), *ey = malloc(nn * sizeof(double));
    double *hz = malloc(nn * sizeof(double)), *src = malloc((size_t)t * sizeof(double));
    if (!ex || !ey || !hz || !src) {
        fprintf(stderr, "fdtd-2d: out of memory\n");
        return 1;
    }
    for (long s = 0; s < t; s++)
        src[s] = (double)s;
#pragma omp parallel for
    for (long i = 0; i < n; i++)
        for (long j = 0; j < n; j++) {
            size_t p = (size_t)i * n + j;
            ex[p] = gen(34, p);
            ey[p] = gen(35, p);
            hz[p] = gen(36, p);
        }
    double t0 = omp_get_wtime();
    fdtd_2d((int)n, (int)t, ex, ey, hz, src);
    double t1 = omp_get_wtime();
    double sum = 0.0;
    for (size_t p = 0; p < nn; p++)
        sum += ex[p] + ey[p] + hz[p];
    printf("checksum %.10e\n", sum);
    printf("kernel_time_s %.6f\n", t1 - t0);
    free(ex);
    free(ey);
    free(hz);
    free(src);
    return 0;
}
