/*
 * trisolv: CUDA port of trisolv.c (forward substitution L x = b, dense lower-triangular
 * n x n row-major doubles).  The row order of the source (x[i] = (b[i] - sum_{j<i}
 * L[i][j] x[j]) / L[i][i]) has one reduction per row, which needs shared memory or
 * atomics to run in parallel; the straightforward GPU form is the column-oriented
 * (right-looking) one: per step k, one launch of one thread per row i >= k, where
 * thread k writes x[k] = r[k] / L[k][k] and every thread i > k updates its residual
 * r[i] -= L[i][k] * x[k] (each thread recomputes x[k] from r[k], which no thread
 * writes in step k, so there is no race).  n launches, the time loop on the host; a
 * warp reads L down column k (stride n: uncoalesced).
 *
 * REDUCTION ORDER CHANGES: x[i] = (((b - L0 x0) - L1 x1) - ...) / Lii instead of
 * (b - (L0 x0 + L1 x1 + ...)) / Lii, so the checksum agrees with trisolv.c only to
 * rounding, not bit for bit, also in the g++ emulation build (the printed 11 digits
 * agreed at the small and validate sizes).
 *
 * Usage: trisolv N   (same argv, data and "checksum" line as trisolv.c; also prints
 * "kernel_time_s" and "transfer_time_s").  Builds with nvcc, NVRTC (device part) and
 * g++ -DAM_EMULATE: see workloads/cuda_compat.h.
 */
#include "cuda_compat.h"

/* Step k: thread i - k for rows i in [k, n). */
AM_KERNEL void trisolv_step(int n, int k, const double *__restrict__ L, double *__restrict__ r,
                            double *__restrict__ x)
{
    if (!am_in_fraction()) /* AM_FRACTION: cuda_compat.h */
        return;
    int i = k + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i >= n)
        return;
    double xk = r[k] / L[(long long)k * n + k];
    if (i == k)
        x[k] = xk;
    else
        r[i] -= L[(long long)i * n + k] * xk;
}

#ifndef __CUDACC_RTC__
#include <stdio.h>
#include <stdlib.h>

/* Deterministic input data, as in trisolv.c. */
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
    double *L = (double *)malloc(nn * sizeof(double));
    double *b = (double *)malloc((size_t)n * sizeof(double));
    double *x = (double *)malloc((size_t)n * sizeof(double));
    if (!L || !b || !x) {
        fprintf(stderr, "trisolv: out of memory\n");
        return 1;
    }
    /* unit-ish lower triangle: off-diagonal entries O(1/n), diagonal in [1, 2) */
    for (long i = 0; i < n; i++) {
        for (long j = 0; j < n; j++) {
            size_t p = (size_t)i * n + j;
            L[p] = j < i ? (gen(1, p) - 0.5) / (double)n : j == i ? 1.0 + gen(1, p) : 0.0;
        }
        b[i] = gen(2, (size_t)i) - 0.5;
        x[i] = 0.0;
    }

    AM_CHECK(cudaFree(0)); /* context creation, outside every timed region */
    double *dL, *dr, *dx;
    AM_CHECK(cudaMalloc(&dL, nn * sizeof(double)));
    AM_CHECK(cudaMalloc(&dr, (size_t)n * sizeof(double)));
    AM_CHECK(cudaMalloc(&dx, (size_t)n * sizeof(double)));
    AM_LAUNCH(trisolv_step, 1, 256, 0, 0, dL, dr, dx); /* warm-up: loads the module, no work */
    AM_CHECK(cudaDeviceSynchronize());

    am_timer_start();
    AM_CHECK(cudaMemcpy(dL, L, nn * sizeof(double), cudaMemcpyHostToDevice));
    AM_CHECK(cudaMemcpy(dr, b, (size_t)n * sizeof(double), cudaMemcpyHostToDevice));
    double transfer_s = am_timer_stop();

    am_timer_start();
    for (int k = 0; k < (int)n; k++) /* sequential steps: one launch each */
        AM_LAUNCH(trisolv_step, (int)((n - k + 255) / 256), 256, (int)n, k, dL, dr, dx);
    double kernel_s = am_timer_stop();

    am_timer_start();
    AM_CHECK(cudaMemcpy(x, dx, (size_t)n * sizeof(double), cudaMemcpyDeviceToHost));
    transfer_s += am_timer_stop();

    double sum = 0.0;
    for (long i = 0; i < n; i++)
        sum += x[i];
    printf("checksum %.10e\n", sum);
    printf("kernel_time_s %.6f\n", kernel_s);
    printf("transfer_time_s %.6f\n", transfer_s);
    AM_CHECK(cudaFree(dL));
    AM_CHECK(cudaFree(dr));
    AM_CHECK(cudaFree(dx));
    free(L);
    free(b);
    free(x);
    return 0;
}
#endif
