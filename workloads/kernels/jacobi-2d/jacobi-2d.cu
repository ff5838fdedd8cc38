/*
 * jacobi-2d: CUDA port of jacobi-2d.c (t steps of the 5-point Jacobi average on an
 * n x n grid: update into B, then copy B back into A).  The step loop runs on the host;
 * per step two launches, as the source's two parallel nests: jacobi_2d_update and
 * jacobi_2d_copy, each one thread per interior point on a 16 x 16-thread 2-D grid
 * (x = j: coalesced rows).  Same arithmetic per point as the source (no multiply-add to
 * contract), so the checksum matches jacobi-2d.c on the GPU and in the g++ emulation
 * build.
 *
 * Usage: jacobi-2d N [T]   (same argv, data and "checksum" line as jacobi-2d.c; also
 * prints "kernel_time_s" and "transfer_time_s").  Builds with nvcc, NVRTC (device part)
 * and g++ -DAM_EMULATE: see workloads/cuda_compat.h.
 */
#include "cuda_compat.h"

/* B = 0.2 * (5-point sum of A) at interior point (i, j) = (1 + y, 1 + x). */
AM_KERNEL void jacobi_2d_update(int n, const double *__restrict__ A, double *__restrict__ B)
{
    if (!am_in_fraction()) /* AM_FRACTION: cuda_compat.h */
        return;
    int j = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = 1 + (int)(blockIdx.y * blockDim.y + threadIdx.y);
    if (i >= n - 1 || j >= n - 1)
        return;
    long long p = (long long)i * n + j;
    B[p] = 0.2 * (A[p] + A[p - 1] + A[p + 1] + A[p - n] + A[p + n]);
}

/* A = B at interior point (i, j) = (1 + y, 1 + x). */
AM_KERNEL void jacobi_2d_copy(int n, double *__restrict__ A, const double *__restrict__ B)
{
    if (!am_in_fraction()) /* AM_FRACTION: cuda_compat.h */
        return;
    int j = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = 1 + (int)(blockIdx.y * blockDim.y + threadIdx.y);
    if (i >= n - 1 || j >= n - 1)
        return;
    long long p = (long long)i * n + j;
    A[p] = B[p];
}

#ifndef __CUDACC_RTC__
#include <stdio.h>
#include <stdlib.h>

/* Deterministic input data, as in jacobi-2d.c. */
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
    long n = size_arg(argc, argv, 1, -1, 3, 32768);
    long t = size_arg(argc, argv, 2, 10, 1, 1L << 24);
    if (argc > 3 || n < 0 || t < 0) {
        fprintf(stderr, "usage: %s N [T]   (N x N grid, 3 <= N <= 32768, T time steps, default 10)\n", argv[0]);
        return 1;
    }
    size_t nn = (size_t)n * n;
    double *A = (double *)malloc(nn * sizeof(double));
    double *B = (double *)malloc(nn * sizeof(double));
    if (!A || !B) {
        fprintf(stderr, "jacobi-2d: out of memory\n");
        return 1;
    }
    for (long i = 0; i < n; i++)
        for (long j = 0; j < n; j++) {
            size_t p = (size_t)i * n + j;
            A[p] = B[p] = gen(1, p);
        }

    AM_CHECK(cudaFree(0)); /* context creation, outside every timed region */
    double *dA, *dB;
    AM_CHECK(cudaMalloc(&dA, nn * sizeof(double)));
    AM_CHECK(cudaMalloc(&dB, nn * sizeof(double)));
    dim3 block(16, 16);
    AM_LAUNCH(jacobi_2d_update, 1, block, 0, dA, dB); /* warm-up: loads the module, no work */
    AM_LAUNCH(jacobi_2d_copy, 1, block, 0, dA, dB);
    AM_CHECK(cudaDeviceSynchronize());

    am_timer_start();
    AM_CHECK(cudaMemcpy(dA, A, nn * sizeof(double), cudaMemcpyHostToDevice));
    AM_CHECK(cudaMemcpy(dB, B, nn * sizeof(double), cudaMemcpyHostToDevice));
    double transfer_s = am_timer_stop();

    unsigned side = (unsigned)((n - 2 + 15) / 16);
    dim3 grid(side, side);
    am_timer_start();
    for (long s = 0; s < t; s++) { /* sequential steps: two launches each */
        AM_LAUNCH(jacobi_2d_update, grid, block, (int)n, dA, dB);
        AM_LAUNCH(jacobi_2d_copy, grid, block, (int)n, dA, dB);
    }
    double kernel_s = am_timer_stop();

    am_timer_start();
    AM_CHECK(cudaMemcpy(A, dA, nn * sizeof(double), cudaMemcpyDeviceToHost));
    transfer_s += am_timer_stop();

    double sum = 0.0;
    for (size_t p = 0; p < nn; p++)
        sum += A[p];
    printf("checksum %.10e\n", sum);
    printf("kernel_time_s %.6f\n", kernel_s);
    printf("transfer_time_s %.6f\n", transfer_s);
    AM_CHECK(cudaFree(dA));
    AM_CHECK(cudaFree(dB));
    free(A);
    free(B);
    return 0;
}
#endif
