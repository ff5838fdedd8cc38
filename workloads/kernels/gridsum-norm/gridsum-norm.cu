/*
 * GRIDSUM-NORM: CUDA port of gridsum-norm.c (sum of squares and maximum of an N x M
 * grid, two reductions in one sweep).  Without shared memory (see
 * workloads/cuda_compat.h), and with no double atomicMax, both reductions are three
 * launches:
 *   gridsum_partial  P = 65536 threads (256 blocks of 256), thread q reduces elements
 *                    c = q, q + P, q + 2P, ... of the grid (flattened: grid-stride, each
 *                    step of a warp reads 256 contiguous bytes) into ss[q], mx[q];
 *   gridsum_combine  256 threads, thread r reduces partials r, r + 256, ... into ss2[r],
 *                    mx2[r];
 *   gridsum_final    one thread reduces the 256 pairs into out[0] (sum), out[1] (max).
 * Every maximum starts from a[0], as in the source.  The order is fixed (no atomics),
 * so the GPU result is deterministic.
 *
 * REDUCTION ORDER CHANGES for the sum of squares (the maximum is exact): gridsum-norm.c
 * sums in index order, here as 65536 strided partials, then 256, then 1.  The checksum
 * agrees with gridsum-norm.c only to rounding, not bit for bit, also in the g++
 * emulation build; under nvcc the multiply-adds may also be contracted to FMAs.
 *
 * Usage: gridsum-norm N M   (same argv, data and "checksum" line as gridsum-norm.c;
 * also prints "kernel_time_s" and "transfer_time_s").  Builds with nvcc, NVRTC (device
 * part) and g++ -DAM_EMULATE: see workloads/cuda_compat.h.
 */
#include "cuda_compat.h"

#define GS_PARTIALS 65536 /* threads of gridsum_partial: 256 blocks x 256 */
#define GS_PARTIALS2 256  /* threads of gridsum_combine: one block */

AM_KERNEL void gridsum_partial(int total, const double *__restrict__ a, double *__restrict__ ss,
                               double *__restrict__ mx)
{
    if (!am_in_fraction()) /* AM_FRACTION: cuda_compat.h */
        return;
    int q = blockIdx.x * blockDim.x + threadIdx.x;
    double s = 0.0;
    double m = a[0];
    for (int c = q; c < total; c += GS_PARTIALS) {
        double v = a[c];
        s += v * v;
        if (v > m)
            m = v;
    }
    ss[q] = s;
    mx[q] = m;
}

AM_KERNEL void gridsum_combine(const double *__restrict__ ss, const double *__restrict__ mx,
                               double *__restrict__ ss2, double *__restrict__ mx2)
{
    if (!am_in_fraction()) /* AM_FRACTION: cuda_compat.h */
        return;
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    double s = 0.0;
    double m = mx[r];
    for (int q = r; q < GS_PARTIALS; q += GS_PARTIALS2) {
        s += ss[q];
        if (mx[q] > m)
            m = mx[q];
    }
    ss2[r] = s;
    mx2[r] = m;
}

AM_KERNEL void gridsum_final(const double *__restrict__ ss2, const double *__restrict__ mx2,
                             double *__restrict__ out)
{
    if (!am_in_fraction()) /* AM_FRACTION: cuda_compat.h */
        return;
    double s = 0.0;
    double m = mx2[0];
    for (int r = 0; r < GS_PARTIALS2; r++) {
        s += ss2[r];
        if (mx2[r] > m)
            m = mx2[r];
    }
    out[0] = s;
    out[1] = m;
}

#ifndef __CUDACC_RTC__
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* Element i of the data set `seed`, as in gridsum-norm.c. */
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
        fprintf(stderr, "gridsum-norm: %s must be an integer in [%ld, %ld], got '%s'\n", what,
                lo, hi, s);
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
        fprintf(stderr, "gridsum-norm: N * M must be at most 1e9\n");
        return 1;
    }
    size_t total = (size_t)n * m;
    double *a = (double *)malloc(total * sizeof(double));
    if (!a) {
        fprintf(stderr, "gridsum-norm: out of memory\n");
        return 1;
    }
    for (long c = 0; c < n * m; c++)
        a[c] = 2.0 * gen_unit(c, 5) - 1.0;

    AM_CHECK(cudaFree(0)); /* context creation, outside every timed region */
    double *da, *dss, *dmx, *dss2, *dmx2, *dout;
    AM_CHECK(cudaMalloc(&da, total * sizeof(double)));
    AM_CHECK(cudaMalloc(&dss, GS_PARTIALS * sizeof(double)));
    AM_CHECK(cudaMalloc(&dmx, GS_PARTIALS * sizeof(double)));
    AM_CHECK(cudaMalloc(&dss2, GS_PARTIALS2 * sizeof(double)));
    AM_CHECK(cudaMalloc(&dmx2, GS_PARTIALS2 * sizeof(double)));
    AM_CHECK(cudaMalloc(&dout, 2 * sizeof(double)));

    am_timer_start();
    AM_CHECK(cudaMemcpy(da, a, total * sizeof(double), cudaMemcpyHostToDevice));
    double transfer_s = am_timer_stop();

    /* warm-up (loads the module; the results are overwritten by the timed run) */
    AM_LAUNCH(gridsum_partial, GS_PARTIALS / 256, 256, 0, da, dss, dmx);
    AM_LAUNCH(gridsum_combine, 1, GS_PARTIALS2, dss, dmx, dss2, dmx2);
    AM_LAUNCH(gridsum_final, 1, 1, dss2, dmx2, dout);
    AM_CHECK(cudaDeviceSynchronize());

    am_timer_start();
    AM_LAUNCH(gridsum_partial, GS_PARTIALS / 256, 256, (int)total, da, dss, dmx);
    AM_LAUNCH(gridsum_combine, 1, GS_PARTIALS2, dss, dmx, dss2, dmx2);
    AM_LAUNCH(gridsum_final, 1, 1, dss2, dmx2, dout);
    double kernel_s = am_timer_stop();

    double out[2];
    am_timer_start();
    AM_CHECK(cudaMemcpy(out, dout, 2 * sizeof(double), cudaMemcpyDeviceToHost));
    transfer_s += am_timer_stop();

    printf("checksum %.10e\n", out[0] + out[1]);
    printf("kernel_time_s %.6f\n", kernel_s);
    printf("transfer_time_s %.6f\n", transfer_s);
    AM_CHECK(cudaFree(da));
    AM_CHECK(cudaFree(dss));
    AM_CHECK(cudaFree(dmx));
    AM_CHECK(cudaFree(dss2));
    AM_CHECK(cudaFree(dmx2));
    AM_CHECK(cudaFree(dout));
    free(a);
    return 0;
}
#endif
