/*
 * TRANSPOSE: CUDA port of transpose.c (B = A^T of an N x M row-major matrix, then
 * B *= alpha).  Two launches, as the source's two nests: transpose_kernel, one thread
 * per element on a 16 x 16-thread 2-D grid (x = j, the column of A: reads of A
 * coalesced, writes of B stride N, as in the source), and transpose_scale, one thread
 * per element of B (256 threads per block, unit stride).  No arithmetic is reordered:
 * the checksum matches transpose.c exactly on the GPU and in the g++ emulation build.
 *
 * Usage: transpose N M   (same argv, data and "checksum" line as transpose.c; also
 * prints "kernel_time_s" and "transfer_time_s").  Builds with nvcc, NVRTC (device part)
 * and g++ -DAM_EMULATE: see workloads/cuda_compat.h.
 */
#include "cuda_compat.h"

/* B[j][i] = A[i][j] for thread (x, y) = (j, i). */
AM_KERNEL void transpose_kernel(int n, int m, const double *__restrict__ A, double *__restrict__ B)
{
    if (!am_in_fraction()) /* AM_FRACTION: cuda_compat.h */
        return;
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    if (i >= n || j >= m)
        return;
    B[j * n + i] = A[i * m + j];
}

/* B[p] *= alpha for p < total. */
AM_KERNEL void transpose_scale(long long total, double alpha, double *__restrict__ B)
{
    if (!am_in_fraction()) /* AM_FRACTION: cuda_compat.h */
        return;
    long long p = (long long)blockIdx.x * blockDim.x + threadIdx.x;
    if (p < total)
        B[p] *= alpha;
}

#ifndef __CUDACC_RTC__
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* Element i of the data set `seed`, as in transpose.c. */
static double gen_unit(uint64_t i, uint64_t seed)
{
    uint64_t x = (i + seed * 0x9E3779B97F4A7C15ULL) * 6364136223846793005ULL +
                 1442695040888963407ULL;
    x ^= x >> 29;
    x *= 0xBF58476D1CE4E5B9ULL;
    x ^= x >> 32;
    return (double)(x >> 11) * (1.0 / 9007199254740992.0);
}

static long parse_arg(const char *s, long lo, long hi, const char *what)
{
    char *end;
    long v = strtol(s, &end, 10);
    if (*s == '\0' || *end != '\0' || v < lo || v > hi) {
        fprintf(stderr, "transpose: %s must be an integer in [%ld, %ld], got '%s'\n", what, lo,
                hi, s);
        return -1;
    }
    return v;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: %s N M\n", argv[0]);
        return 1;
    }
    long n = parse_arg(argv[1], 1, 100000, "N");
    long m = parse_arg(argv[2], 1, 100000, "M");
    if (n < 0 || m < 0)
        return 1;
    if (n * m > 1000000000L) {
        fprintf(stderr, "transpose: N * M must be at most 1e9\n");
        return 1;
    }
    size_t total = (size_t)n * m;
    double *A = (double *)malloc(total * sizeof(double));
    double *B = (double *)malloc(total * sizeof(double));
    if (!A || !B) {
        fprintf(stderr, "transpose: out of memory\n");
        free(A);
        free(B);
        return 1;
    }
    for (long c = 0; c < n * m; c++) {
        A[c] = gen_unit(c, 11);
        B[c] = 0.0;
    }

    AM_CHECK(cudaFree(0)); /* context creation, outside every timed region */
    double *dA, *dB;
    AM_CHECK(cudaMalloc(&dA, total * sizeof(double)));
    AM_CHECK(cudaMalloc(&dB, total * sizeof(double)));
    dim3 block(16, 16);
    AM_LAUNCH(transpose_kernel, 1, block, 0, 0, dA, dB); /* warm-up: loads the module, no work */
    AM_LAUNCH(transpose_scale, 1, 256, 0LL, 1.5, dB);
    AM_CHECK(cudaDeviceSynchronize());

    am_timer_start();
    AM_CHECK(cudaMemcpy(dA, A, total * sizeof(double), cudaMemcpyHostToDevice));
    double transfer_s = am_timer_stop();

    dim3 grid((unsigned)((m + 15) / 16), (unsigned)((n + 15) / 16));
    am_timer_start();
    AM_LAUNCH(transpose_kernel, grid, block, (int)n, (int)m, dA, dB);
    AM_LAUNCH(transpose_scale, (unsigned)((total + 255) / 256), 256, (long long)total, 1.5, dB);
    double kernel_s = am_timer_stop();

    am_timer_start();
    AM_CHECK(cudaMemcpy(B, dB, total * sizeof(double), cudaMemcpyDeviceToHost));
    transfer_s += am_timer_stop();

    double sum = 0.0;
    for (long j = 0; j < m; j++)
        for (long i = 0; i < n; i++)
            sum += B[j * n + i] * (double)(1 + (i + j) % 7);
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
