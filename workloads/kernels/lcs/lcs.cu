/*
 * LCS: CUDA port of lcs.c (longest common subsequence of two length-N strings, full
 * (N+1) x (N+1) dynamic-programming table) by anti-diagonal wavefronts.
 *
 * Cell (i, j) needs (i-1, j-1), (i-1, j) and (i, j-1), which lie on the anti-diagonals
 * d - 2 and d - 1 of d = i + j, so the cells of one anti-diagonal are independent.  One
 * launch sets row 0 and column 0 to 0; then the anti-diagonal loop d = 2 .. 2N runs on
 * the host, one launch per anti-diagonal (2N - 1 launches), one thread per cell
 * i = max(1, d - N) .. min(N, d - 1), j = d - i (256 threads per block).  Neighbouring
 * threads touch cells N ints apart (uncoalesced).  Integer work: the
 * checksum matches lcs.c exactly on the GPU and in the g++ emulation build.
 *
 * Usage: lcs N   (same argv, data and "checksum" line as lcs.c; also prints
 * "kernel_time_s" and "transfer_time_s").  Builds with nvcc, NVRTC (device part) and
 * g++ -DAM_EMULATE: see workloads/cuda_compat.h.
 */
#include "cuda_compat.h"

/* Boundary: L[0][k] = L[k][0] = 0 for k = tid <= n. */
AM_KERNEL void lcs_border(int n, int *__restrict__ L)
{
    if (!am_in_fraction()) /* AM_FRACTION: cuda_compat.h */
        return;
    int k = blockIdx.x * blockDim.x + threadIdx.x;
    if (k > n)
        return;
    L[k] = 0;
    L[k * (n + 1)] = 0;
}

/* Anti-diagonal d = i + j: thread for row i = ilo + tid, tid < count. */
AM_KERNEL void lcs_diagonal(int n, int d, int ilo, int count, const char *__restrict__ a,
                            const char *__restrict__ b, int *__restrict__ L)
{
    if (!am_in_fraction()) /* AM_FRACTION: cuda_compat.h */
        return;
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    if (tid >= count)
        return;
    int w = n + 1;
    int i = ilo + tid;
    int j = d - i;
    if (a[i - 1] == b[j - 1]) {
        L[i * w + j] = L[(i - 1) * w + j - 1] + 1;
    } else {
        int up = L[(i - 1) * w + j];
        int left = L[i * w + j - 1];
        L[i * w + j] = up > left ? up : left;
    }
}

#ifndef __CUDACC_RTC__
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* Element i of the data set `seed`, as in lcs.c. */
static uint64_t gen_u64(uint64_t i, uint64_t seed)
{
    uint64_t x = (i + seed * 0x9E3779B97F4A7C15ULL) * 6364136223846793005ULL +
                 1442695040888963407ULL;
    x ^= x >> 29;
    x *= 0xBF58476D1CE4E5B9ULL;
    x ^= x >> 32;
    return x;
}

static long parse_arg(const char *s, long lo, long hi, const char *what)
{
    char *end;
    long v = strtol(s, &end, 10);
    if (*s == '\0' || *end != '\0' || v < lo || v > hi) {
        fprintf(stderr, "lcs: %s must be an integer in [%ld, %ld], got '%s'\n", what, lo, hi, s);
        return -1;
    }
    return v;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s N\n", argv[0]);
        return 1;
    }
    long n = parse_arg(argv[1], 1, 30000, "N");
    if (n < 0)
        return 1;
    size_t cells = (size_t)(n + 1) * (n + 1);
    char *a = (char *)malloc((size_t)n);
    char *b = (char *)malloc((size_t)n);
    int *L = (int *)malloc(cells * sizeof(int));
    if (!a || !b || !L) {
        fprintf(stderr, "lcs: out of memory\n");
        free(a);
        free(b);
        free(L);
        return 1;
    }
    for (long i = 0; i < n; i++) {
        a[i] = "ACGT"[(gen_u64(i, 12) >> 20) & 3];
        b[i] = "ACGT"[(gen_u64(i, 13) >> 20) & 3];
    }

    AM_CHECK(cudaFree(0)); /* context creation, outside every timed region */
    char *da, *db;
    int *dL;
    AM_CHECK(cudaMalloc(&da, (size_t)n));
    AM_CHECK(cudaMalloc(&db, (size_t)n));
    AM_CHECK(cudaMalloc(&dL, cells * sizeof(int)));
    AM_LAUNCH(lcs_border, 1, 256, -1, dL); /* warm-up: loads the module, no work */
    AM_LAUNCH(lcs_diagonal, 1, 256, 0, 0, 0, 0, da, db, dL);
    AM_CHECK(cudaDeviceSynchronize());

    am_timer_start();
    AM_CHECK(cudaMemcpy(da, a, (size_t)n, cudaMemcpyHostToDevice));
    AM_CHECK(cudaMemcpy(db, b, (size_t)n, cudaMemcpyHostToDevice));
    double transfer_s = am_timer_stop();

    int nn = (int)n;
    am_timer_start();
    AM_LAUNCH(lcs_border, (nn + 1 + 255) / 256, 256, nn, dL);
    for (int d = 2; d <= 2 * nn; d++) { /* sequential anti-diagonals: one launch each */
        int ilo = d - nn > 1 ? d - nn : 1;
        int ihi = d - 1 < nn ? d - 1 : nn;
        int count = ihi - ilo + 1;
        AM_LAUNCH(lcs_diagonal, (count + 255) / 256, 256, nn, d, ilo, count, da, db, dL);
    }
    double kernel_s = am_timer_stop();

    am_timer_start();
    AM_CHECK(cudaMemcpy(L, dL, cells * sizeof(int), cudaMemcpyDeviceToHost));
    transfer_s += am_timer_stop();

    double sum = 0.0;
    for (long c = 0; c < (n + 1) * (n + 1); c++)
        sum += L[c];
    printf("checksum %.10e\n", sum);
    printf("kernel_time_s %.6f\n", kernel_s);
    printf("transfer_time_s %.6f\n", transfer_s);
    AM_CHECK(cudaFree(da));
    AM_CHECK(cudaFree(db));
    AM_CHECK(cudaFree(dL));
    free(a);
    free(b);
    free(L);
    return 0;
}
#endif
