/*
 * gemm: CUDA port of gemm.c (C = A * B, n x n row-major doubles).  One thread per
 * C[i][j] on a 16 x 16-thread 2-D grid (x = j, y = i): each thread runs the k inner
 * product sequentially in the source's order, so the arithmetic per element is the
 * same (under nvcc the multiply-add may be contracted to an FMA: last-bit differences
 * on the GPU; the g++ emulation build matches gemm.c exactly).  A warp reads one A
 * element (broadcast) and 32 consecutive B elements (coalesced) per k.
 *
 * Usage: gemm N   (same argv, data and "checksum" line as gemm.c; also prints
 * "kernel_time_s" and "transfer_time_s").  Builds with nvcc, NVRTC (device part) and
 * g++ -DAM_EMULATE: see workloads/cuda_compat.h.
 */
#include "cuda_compat.h"

AM_KERNEL void gemm_kernel(int n, const double *__restrict__ A, const double *__restrict__ B,
                           double *__restrict__ C)
{
    if (!am_in_fraction()) /* AM_FRACTION: cuda_compat.h */
        return;
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    if (i >= n || j >= n)
        return;
    double s = 0.0;
    for (int k = 0; k < n; k++)
        s += A[(long long)i * n + k] * B[(long long)k * n + j];
    C[(long long)i * n + j] = s;
}

#ifndef __CUDACC_RTC__
#include <stdio.h>
#include <stdlib.h>

/* Deterministic input data, as in gemm.c. */
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
    long n = size_arg(argc, argv, 1, -1, 1, 8192);
    if (argc > 2 || n < 0) {
        fprintf(stderr, "usage: %s N   (1 <= N <= 8192)\n", argv[0]);
        return 1;
    }
    size_t nn = (size_t)n * n;
    double *A = (double *)malloc(nn * sizeof(double));
    double *B = (double *)malloc(nn * sizeof(double));
    double *C = (double *)malloc(nn * sizeof(double));
    if (!A || !B || !C) {
        fprintf(stderr, "gemm: out of memory\n");
        return 1;
    }
    for (size_t p = 0; p < nn; p++) {
        A[p] = gen(1, p) - 0.5;
        B[p] = gen(2, p) - 0.5;
        C[p] = 0.0;
    }

    AM_CHECK(cudaFree(0)); /* context creation, outside every timed region */
    double *dA, *dB, *dC;
    AM_CHECK(cudaMalloc(&dA, nn * sizeof(double)));
    AM_CHECK(cudaMalloc(&dB, nn * sizeof(double)));
    AM_CHECK(cudaMalloc(&dC, nn * sizeof(double)));
    dim3 block(16, 16);
    dim3 grid((unsigned)((n + 15) / 16), (unsigned)((n + 15) / 16));
    AM_LAUNCH(gemm_kernel, 1, block, 0, dA, dB, dC); /* warm-up: loads the module, no work */
    AM_CHECK(cudaDeviceSynchronize());

    am_timer_start();
    AM_CHECK(cudaMemcpy(dA, A, nn * sizeof(double), cudaMemcpyHostToDevice));
    AM_CHECK(cudaMemcpy(dB, B, nn * sizeof(double), cudaMemcpyHostToDevice));
    double transfer_s = am_timer_stop();

    am_timer_start();
    AM_LAUNCH(gemm_kernel, grid, block, (int)n, dA, dB, dC);
    double kernel_s = am_timer_stop();

    am_timer_start();
    AM_CHECK(cudaMemcpy(C, dC, nn * sizeof(double), cudaMemcpyDeviceToHost));
    transfer_s += am_timer_stop();

    double sum = 0.0;
    for (size_t p = 0; p < nn; p++)
        sum += C[p];
    printf("checksum %.10e\n", sum);
    printf("kernel_time_s %.6f\n", kernel_s);
    printf("transfer_time_s %.6f\n", transfer_s);
    AM_CHECK(cudaFree(dA));
    AM_CHECK(cudaFree(dB));
    AM_CHECK(cudaFree(dC));
    free(A);
    free(B);
    free(C);
    return 0;
}
#endif
