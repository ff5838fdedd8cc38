/*
 * jacobi-1d: CUDA port of jacobi-1d.c (t steps of the 3-point Jacobi average on n
 * points, two grids swapped every step).  The step loop runs on the host; per step one
 * launch of one thread per interior point (256 threads per block), then the two device
 * pointers swap, as in the source.  Same arithmetic per point as the source (no
 * multiply-add to contract), so the checksum matches jacobi-1d.c on the GPU and in the
 * g++ emulation build.
 *
 * Usage: jacobi-1d N [T]   (same argv, data and "checksum" line as jacobi-1d.c; also
 * prints "kernel_time_s" and "transfer_time_s").  Builds with nvcc, NVRTC (device part)
 * and g++ -DAM_EMULATE: see workloads/cuda_compat.h.
 */
#include "cuda_compat.h"

/* One sweep: thread for point i = 1 + tid, 1 <= i < n - 1. */
AM_KERNEL void jacobi_1d_sweep(int n, const double *__restrict__ cur, double *__restrict__ nxt)
{
    if (!am_in_fraction()) /* AM_FRACTION: cuda_compat.h */
        return;
    int i = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i >= n - 1)
        return;
    nxt[i] = (cur[i - 1] + cur[i] + cur[i + 1]) * (1.0 / 3.0);
}

#ifndef __CUDACC_RTC__
#include <stdio.h>
#include <stdlib.h>

/* Deterministic input data, as in jacobi-1d.c. */
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
    long n = size_arg(argc, argv, 1, -1, 3, 1L << 28);
    long t = size_arg(argc, argv, 2, 10, 1, 1L << 24);
    if (argc > 3 || n < 0 || t < 0) {
        fprintf(stderr, "usage: %s N [T]   (N >= 3 points, T time steps, default 10)\n", argv[0]);
        return 1;
    }
    double *A = (double *)malloc((size_t)n * sizeof(double));
    double *B = (double *)malloc((size_t)n * sizeof(double));
    if (!A || !B) {
        fprintf(stderr, "jacobi-1d: out of memory\n");
        return 1;
    }
    for (long i = 0; i < n; i++)
        A[i] = B[i] = gen(1, (size_t)i);

    AM_CHECK(cudaFree(0)); /* context creation, outside every timed region */
    double *dA, *dB;
    AM_CHECK(cudaMalloc(&dA, (size_t)n * sizeof(double)));
    AM_CHECK(cudaMalloc(&dB, (size_t)n * sizeof(double)));
    AM_LAUNCH(jacobi_1d_sweep, 1, 256, 0, dA, dB); /* warm-up: loads the module, no work */
    AM_CHECK(cudaDeviceSynchronize());

    am_timer_start();
    AM_CHECK(cudaMemcpy(dA, A, (size_t)n * sizeof(double), cudaMemcpyHostToDevice));
    AM_CHECK(cudaMemcpy(dB, B, (size_t)n * sizeof(double), cudaMemcpyHostToDevice));
    double transfer_s = am_timer_stop();

    double *cur = dA, *nxt = dB;
    int blocks = (int)((n - 2 + 255) / 256);
    am_timer_start();
    for (long s = 0; s < t; s++) { /* sequential steps: one launch each */
        AM_LAUNCH(jacobi_1d_sweep, blocks, 256, (int)n, cur, nxt);
        double *tmp = cur;
        cur = nxt;
        nxt = tmp;
    }
    double kernel_s = am_timer_stop();

    /* the last grid written (B when t is odd, A when even, as in jacobi-1d.c) */
    double *out = (t % 2) ? B : A;
    am_timer_start();
    AM_CHECK(cudaMemcpy(out, cur, (size_t)n * sizeof(double), cudaMemcpyDeviceToHost));
    transfer_s += am_timer_stop();

    double sum = 0.0;
    for (long i = 0; i < n; i++)
        sum += out[i];
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
