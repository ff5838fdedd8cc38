/*
 * atax-cols: CUDA port of atax-cols.c (y = A^T x by columns, n x n row-major doubles).
 * One thread per column j (256 threads per block): each thread runs the column's inner
 * product down i sequentially in the source's order, so the arithmetic per y[j] is the
 * same (under nvcc the multiply-add may be contracted to an FMA: last-bit differences
 * on the GPU; the g++ emulation build matches atax-cols.c exactly).  The stride-n walk
 * of one thread becomes a coalesced row segment across a warp (32 neighbouring columns
 * read 256 contiguous bytes per step), x[i] is a broadcast.
 *
 * Usage: atax-cols N   (same argv, data and "checksum" line as atax-cols.c; also prints
 * "kernel_time_s" and "transfer_time_s").  Builds with nvcc, NVRTC (device part) and
 * g++ -DAM_EMULATE: see workloads/cuda_compat.h.
 */
#include "cuda_compat.h"

AM_KERNEL void atax_cols_kernel(int n, const double *__restrict__ A, const double *__restrict__ x,
                               double *__restrict__ y)
{
    if (!am_in_fraction()) /* AM_FRACTION: cuda_compat.h */
        return;
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j >= n)
        return;
    double s = 0.0;
    for (int i = 0; i < n; i++)
        s += A[(long long)i * n + j] * x[i];
    y[j] = s;
}

#ifndef __CUDACC_RTC__
#include <stdio.h>
#include <stdlib.h>

/* Deterministic input data, as in atax-cols.c. */
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
    long n = size_arg(argc, argv, 1, -1, 1, 32768);
    if (argc > 2 || n < 0) {
        fprintf(stderr, "usage: %s N   (1 <= N <= 32768)\n", argv[0]);
        return 1;
    }
    size_t nn = (size_t)n * n;
    double *A = (double *)malloc(nn * sizeof(double));
    double *x = (double *)malloc((size_t)n * sizeof(double));
    double *y = (double *)malloc((size_t)n * sizeof(double));
    if (!A || !x || !y) {
        fprintf(stderr, "atax-cols: out of memory\n");
        return 1;
    }
    for (size_t p = 0; p < nn; p++)
        A[p] = gen(1, p) - 0.5;
    for (long i = 0; i < n; i++) {
        x[i] = gen(2, (size_t)i) - 0.5;
        y[i] = 0.0;
    }

    AM_CHECK(cudaFree(0)); /* context creation, outside every timed region */
    double *dA, *dx, *dy;
    AM_CHECK(cudaMalloc(&dA, nn * sizeof(double)));
    AM_CHECK(cudaMalloc(&dx, (size_t)n * sizeof(double)));
    AM_CHECK(cudaMalloc(&dy, (size_t)n * sizeof(double)));
    AM_LAUNCH(atax_cols_kernel, 1, 256, 0, dA, dx, dy); /* warm-up: loads the module, no work */
    AM_CHECK(cudaDeviceSynchronize());

    am_timer_start();
    AM_CHECK(cudaMemcpy(dA, A, nn * sizeof(double), cudaMemcpyHostToDevice));
    AM_CHECK(cudaMemcpy(dx, x, (size_t)n * sizeof(double), cudaMemcpyHostToDevice));
    double transfer_s = am_timer_stop();

    am_timer_start();
    AM_LAUNCH(atax_cols_kernel, (int)((n + 255) / 256), 256, (int)n, dA, dx, dy);
    double kernel_s = am_timer_stop();

    am_timer_start();
    AM_CHECK(cudaMemcpy(y, dy, (size_t)n * sizeof(double), cudaMemcpyDeviceToHost));
    transfer_s += am_timer_stop();

    double sum = 0.0;
    for (long i = 0; i < n; i++)
        sum += y[i];
    printf("checksum %.10e\n", sum);
    printf("kernel_time_s %.6f\n", kernel_s);
    printf("transfer_time_s %.6f\n", transfer_s);
    AM_CHECK(cudaFree(dA));
    AM_CHECK(cudaFree(dx));
    AM_CHECK(cudaFree(dy));
    free(A);
    free(x);
    free(y);
    return 0;
}
#endif
