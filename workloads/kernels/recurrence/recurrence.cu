/*
 * recurrence: CUDA port of recurrence.c (m independent first-order linear recurrences
 * x[r][i] = a[r][i] x[r][i-1] + b[r][i], row-major m x n doubles).
 *
 * INHERENTLY SEQUENTIAL along a row: every step needs the previous one (a chain of
 * n - 1 dependent multiply-adds), and the source has no other parallelism than its m
 * rows (m = 8 in the registry).  The straightforward port is therefore one thread per
 * row, each running its chain alone: a single block of m threads (a quarter of one
 * warp at m = 8) on one SM, at one dependent FMA latency per element plus uncoalesced
 * loads (the m threads of the warp read addresses n doubles apart).  This is what the
 * model must predict as slow; no scan reformulation (it would change the algorithm and
 * the arithmetic).  Same arithmetic per element as the source (under nvcc the
 * multiply-add may be contracted to an FMA: last-bit differences on the GPU; the g++
 * emulation build matches recurrence.c exactly).
 *
 * Usage: recurrence N [M]   (same argv, data and "checksum" line as recurrence.c; also
 * prints "kernel_time_s" and "transfer_time_s").  Builds with nvcc, NVRTC (device part)
 * and g++ -DAM_EMULATE: see workloads/cuda_compat.h.
 */
#include "cuda_compat.h"

/* One thread per row r < m: the whole chain of that row. */
AM_KERNEL void recurrence_rows(int m, int n, const double *__restrict__ a,
                               const double *__restrict__ b, double *__restrict__ x)
{
    if (!am_in_fraction()) /* AM_FRACTION: cuda_compat.h */
        return;
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r >= m)
        return;
    const double *ar = a + (long long)r * n;
    const double *br = b + (long long)r * n;
    double *xr = x + (long long)r * n;
    double v = br[0];
    xr[0] = v;
    for (int i = 1; i < n; i++) {
        v = ar[i] * v + br[i];
        xr[i] = v;
    }
}

#ifndef __CUDACC_RTC__
#include <stdio.h>
#include <stdlib.h>

/* Deterministic input data, as in recurrence.c. */
static double gen(unsigned long long seed, unsigned long long idx)
{
    unsigned long long z = (idx + 1) * 6364136223846793005ULL + seed * 1442695040888963407ULL;
    z ^= z >> 29;
    z *= 0xbf58476d1ce4e5b9ULL;
    z ^= z >> 32;
    return (double)(z >> 11) * (1.0 / 9007199254740992.0);
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

int main(int argc, char **argv)
{
    long n = size_arg(argc, argv, 1, -1, 2, 1L << 28);
    long m = size_arg(argc, argv, 2, 8, 1, 1L << 20);
    if (argc > 3 || n < 0 || m < 0 || (double)n * (double)m > (double)(1L << 28)) {
        fprintf(stderr, "usage: %s N [M]   (row length N >= 2, M rows (default 8), N*M <= 2^28)\n", argv[0]);
        return 1;
    }
    size_t nm = (size_t)n * m;
    double *a = (double *)malloc(nm * sizeof(double));
    double *b = (double *)malloc(nm * sizeof(double));
    double *x = (double *)malloc(nm * sizeof(double));
    if (!a || !b || !x) {
        fprintf(stderr, "recurrence: out of memory\n");
        return 1;
    }
    /* |a| < 1: the recurrences stay bounded */
    for (long r = 0; r < m; r++)
        for (long i = 0; i < n; i++) {
            size_t p = (size_t)r * n + i;
            a[p] = 0.98 * (gen(1, p) - 0.5);
            b[p] = gen(2, p) - 0.5;
            x[p] = 0.0;
        }

    AM_CHECK(cudaFree(0)); /* context creation, outside every timed region */
    double *da, *db, *dx;
    AM_CHECK(cudaMalloc(&da, nm * sizeof(double)));
    AM_CHECK(cudaMalloc(&db, nm * sizeof(double)));
    AM_CHECK(cudaMalloc(&dx, nm * sizeof(double)));
    AM_LAUNCH(recurrence_rows, 1, 32, 0, (int)n, da, db, dx); /* warm-up: loads the module, no work */
    AM_CHECK(cudaDeviceSynchronize());

    am_timer_start();
    AM_CHECK(cudaMemcpy(da, a, nm * sizeof(double), cudaMemcpyHostToDevice));
    AM_CHECK(cudaMemcpy(db, b, nm * sizeof(double), cudaMemcpyHostToDevice));
    double transfer_s = am_timer_stop();

    int block = m < 256 ? (int)m : 256;
    am_timer_start();
    AM_LAUNCH(recurrence_rows, (int)((m + block - 1) / block), block, (int)m, (int)n, da, db, dx);
    double kernel_s = am_timer_stop();

    am_timer_start();
    AM_CHECK(cudaMemcpy(x, dx, nm * sizeof(double), cudaMemcpyDeviceToHost));
    transfer_s += am_timer_stop();

    double sum = 0.0;
    for (size_t p = 0; p < nm; p++)
        sum += x[p];
    printf("checksum %.10e\n", sum);
    printf("kernel_time_s %.6f\n", kernel_s);
    printf("transfer_time_s %.6f\n", transfer_s);
    AM_CHECK(cudaFree(da));
    AM_CHECK(cudaFree(db));
    AM_CHECK(cudaFree(dx));
    free(a);
    free(b);
    free(x);
    return 0;
}
#endif
