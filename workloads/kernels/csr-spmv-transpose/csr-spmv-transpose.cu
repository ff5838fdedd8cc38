/*
 * CSR-SPMV-TRANSPOSE: CUDA port of csr-spmv-transpose.c (y = A^T x, A an N x N CSR
 * matrix).  Two launches, as the source's two loops: spmvt_zero, one thread per entry
 * of y, and spmvt_scatter, one thread per row i (256 threads per block) walking its
 * non-zeros and doing atomicAdd(&y[colidx[p]], val[p] * x[i]) (scalar CSR: a warp's
 * loads of colidx/val are row-length strided, the y updates are scattered atomics).
 *
 * REDUCTION ORDER CHANGES on the GPU: the contributions to one y[c] arrive in whatever
 * order the atomics land, not row by row, so the checksum agrees with
 * csr-spmv-transpose.c only to rounding there (and varies run to run in the last bits).
 * The g++ emulation build runs the rows in order, which is the source's order: there
 * it matches exactly.
 *
 * Usage: csr-spmv-transpose N K   (same argv, data and "checksum" line as
 * csr-spmv-transpose.c; also prints "kernel_time_s" and "transfer_time_s").  Builds with
 * nvcc, NVRTC (device part) and g++ -DAM_EMULATE: see workloads/cuda_compat.h.
 */
#include "cuda_compat.h"

AM_KERNEL void spmvt_zero(int ncols, double *__restrict__ y)
{
    if (!am_in_fraction()) /* AM_FRACTION: cuda_compat.h */
        return;
    int c = blockIdx.x * blockDim.x + threadIdx.x;
    if (c < ncols)
        y[c] = 0.0;
}

AM_KERNEL void spmvt_scatter(int nrows, const int *__restrict__ rowptr,
                             const int *__restrict__ colidx, const double *__restrict__ val,
                             const double *__restrict__ x, double *__restrict__ y)
{
    if (!am_in_fraction()) /* AM_FRACTION: cuda_compat.h */
        return;
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= nrows)
        return;
    double xi = x[i];
    for (int p = rowptr[i]; p < rowptr[i + 1]; p++)
        atomicAdd(&y[colidx[p]], val[p] * xi);
}

#ifndef __CUDACC_RTC__
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* Element i of the data set `seed`, as in csr-spmv-transpose.c. */
static uint64_t gen_u64(uint64_t i, uint64_t seed)
{
    uint64_t x = (i + seed * 0x9E3779B97F4A7C15ULL) * 6364136223846793005ULL +
                 1442695040888963407ULL;
    x ^= x >> 29;
    x *= 0xBF58476D1CE4E5B9ULL;
    x ^= x >> 32;
    return x;
}

static double gen_unit(uint64_t i, uint64_t seed)
{
    return (double)(gen_u64(i, seed) >> 11) * (1.0 / 9007199254740992.0);
}

/* Column of non-zero p of row i. */
static int gen_col(long i, long p, long n)
{
    uint64_t h = gen_u64((uint64_t)p, 8);
    if (h & 1)
        return (int)((uint64_t)(i + n - 64 + (long)((h >> 8) % 129)) % (uint64_t)n);
    return (int)((h >> 16) % (uint64_t)n);
}

static long parse_arg(const char *s, long lo, long hi, const char *what)
{
    char *end;
    long v = strtol(s, &end, 10);
    if (*s == '\0' || *end != '\0' || v < lo || v > hi) {
        fprintf(stderr, "csr-spmv-transpose: %s must be an integer in [%ld, %ld], got '%s'\n",
                what, lo, hi, s);
        return -1;
    }
    return v;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: %s N K\n", argv[0]);
        return 1;
    }
    long n = parse_arg(argv[1], 1, 100000000L, "N");
    long k = parse_arg(argv[2], 1, 10000, "K");
    if (n < 0 || k < 0)
        return 1;
    if (n * (2 * k - 1) > 1000000000L) {
        fprintf(stderr, "csr-spmv-transpose: N * (2K - 1) must be at most 1e9\n");
        return 1;
    }
    int *rowptr = (int *)malloc((size_t)(n + 1) * sizeof(int));
    double *x = (double *)calloc((size_t)n, sizeof(double));
    double *y = (double *)malloc((size_t)n * sizeof(double));
    if (!rowptr || !x || !y) {
        fprintf(stderr, "csr-spmv-transpose: out of memory\n");
        free(rowptr);
        free(x);
        free(y);
        return 1;
    }
    rowptr[0] = 0;
    for (long i = 0; i < n; i++)
        rowptr[i + 1] = rowptr[i] + 1 + (int)(gen_u64(i, 7) % (uint64_t)(2 * k - 1));
    long nnz = rowptr[n];
    int *colidx = (int *)calloc((size_t)nnz, sizeof(int));
    double *val = (double *)calloc((size_t)nnz, sizeof(double));
    if (!colidx || !val) {
        fprintf(stderr, "csr-spmv-transpose: out of memory\n");
        free(rowptr);
        free(x);
        free(y);
        free(colidx);
        free(val);
        return 1;
    }
    for (long i = 0; i < n; i++) {
        x[i] = gen_unit(i, 10);
        for (long p = rowptr[i]; p < rowptr[i + 1]; p++) {
            colidx[p] = gen_col(i, p, n);
            val[p] = gen_unit(p, 9);
        }
    }

    AM_CHECK(cudaFree(0)); /* context creation, outside every timed region */
    int *drowptr, *dcolidx;
    double *dval, *dx, *dy;
    AM_CHECK(cudaMalloc(&drowptr, (size_t)(n + 1) * sizeof(int)));
    AM_CHECK(cudaMalloc(&dcolidx, (size_t)nnz * sizeof(int)));
    AM_CHECK(cudaMalloc(&dval, (size_t)nnz * sizeof(double)));
    AM_CHECK(cudaMalloc(&dx, (size_t)n * sizeof(double)));
    AM_CHECK(cudaMalloc(&dy, (size_t)n * sizeof(double)));
    AM_LAUNCH(spmvt_zero, 1, 256, 0, dy); /* warm-up: loads the module, no work */
    AM_LAUNCH(spmvt_scatter, 1, 256, 0, drowptr, dcolidx, dval, dx, dy);
    AM_CHECK(cudaDeviceSynchronize());

    am_timer_start();
    AM_CHECK(cudaMemcpy(drowptr, rowptr, (size_t)(n + 1) * sizeof(int), cudaMemcpyHostToDevice));
    AM_CHECK(cudaMemcpy(dcolidx, colidx, (size_t)nnz * sizeof(int), cudaMemcpyHostToDevice));
    AM_CHECK(cudaMemcpy(dval, val, (size_t)nnz * sizeof(double), cudaMemcpyHostToDevice));
    AM_CHECK(cudaMemcpy(dx, x, (size_t)n * sizeof(double), cudaMemcpyHostToDevice));
    double transfer_s = am_timer_stop();

    int blocks = (int)((n + 255) / 256);
    am_timer_start();
    AM_LAUNCH(spmvt_zero, blocks, 256, (int)n, dy);
    AM_LAUNCH(spmvt_scatter, blocks, 256, (int)n, drowptr, dcolidx, dval, dx, dy);
    double kernel_s = am_timer_stop();

    am_timer_start();
    AM_CHECK(cudaMemcpy(y, dy, (size_t)n * sizeof(double), cudaMemcpyDeviceToHost));
    transfer_s += am_timer_stop();

    double sum = 0.0;
    for (long c = 0; c < n; c++)
        sum += y[c];
    printf("checksum %.10e\n", sum);
    printf("kernel_time_s %.6f\n", kernel_s);
    printf("transfer_time_s %.6f\n", transfer_s);
    AM_CHECK(cudaFree(drowptr));
    AM_CHECK(cudaFree(dcolidx));
    AM_CHECK(cudaFree(dval));
    AM_CHECK(cudaFree(dx));
    AM_CHECK(cudaFree(dy));
    free(rowptr);
    free(x);
    free(y);
    free(colidx);
    free(val);
    return 0;
}
#endif
