/*
 * DOT: CUDA port of dot.c (s = sum_i x[i] y[i] of two length-N vectors).  Without shared
 * memory (see workloads/cuda_compat.h) the reduction is three launches:
 *   dot_partial   P = 65536 threads (256 blocks of 256), thread q sums the products
 *                 i = q, q + P, q + 2P, ... (grid-stride: each step of a warp reads 256
 *                 contiguous bytes of x and of y) into part[q];
 *   dot_combine   256 threads, thread r sums part[r], part[r + 256], ... into part2[r];
 *   dot_final     one thread sums the 256 values of part2 into *out.
 * The summation order is fixed (no atomics), so the GPU result is deterministic.
 *
 * REDUCTION ORDER CHANGES: dot.c sums the N products in index order; here they are
 * summed as 65536 strided partials, then 256, then 1.  The checksum agrees with dot.c
 * only to rounding (relative ~1e-15: all data in [0, 1)), not bit for bit, also in the
 * g++ emulation build; under nvcc the multiply-adds may also be contracted to FMAs.
 *
 * Usage: dot N   (same argv, data and "checksum" line as dot.c; also prints
 * "kernel_time_s" and "transfer_time_s").  Builds with nvcc, NVRTC (device part) and
 * g++ -DAM_EMULATE: see workloads/cuda_compat.h.
 */
#include "cuda_compat.h"

#define DOT_PARTIALS 65536 /* threads of dot_partial: 256 blocks x 256 */
#define DOT_PARTIALS2 256  /* threads of dot_combine: one block */

AM_KERNEL void dot_partial(int n, const double *__restrict__ x, const double *__restrict__ y,
                           double *__restrict__ part)
{
    if (!am_in_fraction()) /* AM_FRACTION: cuda_compat.h */
        return;
    int q = blockIdx.x * blockDim.x + threadIdx.x;
    double s = 0.0;
    for (int i = q; i < n; i += DOT_PARTIALS)
        s += x[i] * y[i];
    part[q] = s;
}

AM_KERNEL void dot_combine(const double *__restrict__ part, double *__restrict__ part2)
{
    if (!am_in_fraction()) /* AM_FRACTION: cuda_compat.h */
        return;
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    double s = 0.0;
    for (int q = r; q < DOT_PARTIALS; q += DOT_PARTIALS2)
        s += part[q];
    part2[r] = s;
}

AM_KERNEL void dot_final(const double *__restrict__ part2, double *__restrict__ out)
{
    if (!am_in_fraction()) /* AM_FRACTION: cuda_compat.h */
        return;
    double s = 0.0;
    for (int r = 0; r < DOT_PARTIALS2; r++)
        s += part2[r];
    *out = s;
}

#ifndef __CUDACC_RTC__
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* Element i of the data set `seed`, as in dot.c. */
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
        fprintf(stderr, "dot: %s must be an integer in [%ld, %ld], got '%s'\n", what, lo, hi, s);
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
    long n = parse_arg(argv[1], 1, 1000000000L, "N");
    if (n < 0)
        return 1;
    double *x = (double *)malloc((size_t)n * sizeof(double));
    double *y = (double *)malloc((size_t)n * sizeof(double));
    if (!x || !y) {
        fprintf(stderr, "dot: out of memory\n");
        free(x);
        free(y);
        return 1;
    }
    for (long i = 0; i < n; i++) {
        x[i] = gen_unit(i, 3);
        y[i] = gen_unit(i, 4);
    }

    AM_CHECK(cudaFree(0)); /* context creation, outside every timed region */
    double *dx, *dy, *dpart, *dpart2, *dout;
    AM_CHECK(cudaMalloc(&dx, (size_t)n * sizeof(double)));
    AM_CHECK(cudaMalloc(&dy, (size_t)n * sizeof(double)));
    AM_CHECK(cudaMalloc(&dpart, DOT_PARTIALS * sizeof(double)));
    AM_CHECK(cudaMalloc(&dpart2, DOT_PARTIALS2 * sizeof(double)));
    AM_CHECK(cudaMalloc(&dout, sizeof(double)));
    /* warm-up (loads the module; n = 0: only zeros, overwritten by the timed run) */
    AM_LAUNCH(dot_partial, DOT_PARTIALS / 256, 256, 0, dx, dy, dpart);
    AM_LAUNCH(dot_combine, 1, DOT_PARTIALS2, dpart, dpart2);
    AM_LAUNCH(dot_final, 1, 1, dpart2, dout);
    AM_CHECK(cudaDeviceSynchronize());

    am_timer_start();
    AM_CHECK(cudaMemcpy(dx, x, (size_t)n * sizeof(double), cudaMemcpyHostToDevice));
    AM_CHECK(cudaMemcpy(dy, y, (size_t)n * sizeof(double), cudaMemcpyHostToDevice));
    double transfer_s = am_timer_stop();

    am_timer_start();
    AM_LAUNCH(dot_partial, DOT_PARTIALS / 256, 256, (int)n, dx, dy, dpart);
    AM_LAUNCH(dot_combine, 1, DOT_PARTIALS2, dpart, dpart2);
    AM_LAUNCH(dot_final, 1, 1, dpart2, dout);
    double kernel_s = am_timer_stop();

    double s;
    am_timer_start();
    AM_CHECK(cudaMemcpy(&s, dout, sizeof(double), cudaMemcpyDeviceToHost));
    transfer_s += am_timer_stop();

    printf("checksum %.10e\n", s);
    printf("kernel_time_s %.6f\n", kernel_s);
    printf("transfer_time_s %.6f\n", transfer_s);
    AM_CHECK(cudaFree(dx));
    AM_CHECK(cudaFree(dy));
    AM_CHECK(cudaFree(dpart));
    AM_CHECK(cudaFree(dpart2));
    AM_CHECK(cudaFree(dout));
    free(x);
    free(y);
    return 0;
}
#endif
