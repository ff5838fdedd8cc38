/*
 * JACOBI-3D: CUDA port of jacobi-3d.c (T steps of a 3-D 7-point Jacobi sweep on an
 * N^3 grid, two grids swapped per step).  The step loop runs on the host; per step one
 * launch of one thread per interior point on a 3-D grid of 32 x 8 x 1-thread blocks
 * (x = i: coalesced rows, z = k: one plane per grid layer), then the two device
 * pointers swap, as in the source.  Same arithmetic per point as the source (under nvcc
 * c0 * centre + c1 * (...) may be contracted to an FMA: last-bit differences on the
 * GPU; the g++ emulation build matches jacobi-3d.c exactly).
 *
 * Usage: jacobi-3d N T   (same argv, data and "checksum" line as jacobi-3d.c; also
 * prints "kernel_time_s" and "transfer_time_s").  Builds with nvcc, NVRTC (device part)
 * and g++ -DAM_EMULATE: see workloads/cuda_compat.h.
 */
#include "cuda_compat.h"

/* One sweep: thread for interior point (k, j, i) = (1 + z, 1 + y, 1 + x). */
AM_KERNEL void jacobi_3d_sweep(int n, const double *__restrict__ src, double *__restrict__ dst)
{
    if (!am_in_fraction()) /* AM_FRACTION: cuda_compat.h */
        return;
    const double c0 = 0.4, c1 = 0.1;
    int i = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int j = 1 + (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int k = 1 + (int)(blockIdx.z * blockDim.z + threadIdx.z);
    if (i >= n - 1 || j >= n - 1 || k >= n - 1)
        return;
    int plane = n * n;
    int c = k * plane + j * n + i;
    dst[c] = c0 * src[c] + c1 * (src[c - 1] + src[c + 1] + src[c - n] + src[c + n] +
                                 src[c - plane] + src[c + plane]);
}

#ifndef __CUDACC_RTC__
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* Element i of the data set `seed`, as in jacobi-3d.c. */
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
        fprintf(stderr, "jacobi-3d: %s must be an integer in [%ld, %ld], got '%s'\n", what, lo,
                hi, s);
        return -1;
    }
    return v;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: %s N T\n", argv[0]);
        return 1;
    }
    long n = parse_arg(argv[1], 3, 1000, "N");
    long t = parse_arg(argv[2], 0, 100000, "T");
    if (n < 0 || t < 0)
        return 1;
    size_t total = (size_t)n * n * n;
    double *a = (double *)malloc(total * sizeof(double));
    double *b = (double *)malloc(total * sizeof(double));
    if (!a || !b) {
        fprintf(stderr, "jacobi-3d: out of memory\n");
        free(a);
        free(b);
        return 1;
    }
    for (size_t c = 0; c < total; c++) {
        a[c] = gen_unit(c, 1);
        b[c] = a[c];
    }

    AM_CHECK(cudaFree(0)); /* context creation, outside every timed region */
    double *da, *db;
    AM_CHECK(cudaMalloc(&da, total * sizeof(double)));
    AM_CHECK(cudaMalloc(&db, total * sizeof(double)));
    dim3 block(32, 8, 1);
    AM_LAUNCH(jacobi_3d_sweep, 1, block, 0, da, db); /* warm-up: loads the module, no work */
    AM_CHECK(cudaDeviceSynchronize());

    am_timer_start();
    AM_CHECK(cudaMemcpy(da, a, total * sizeof(double), cudaMemcpyHostToDevice));
    AM_CHECK(cudaMemcpy(db, b, total * sizeof(double), cudaMemcpyHostToDevice));
    double transfer_s = am_timer_stop();

    dim3 grid((unsigned)((n - 2 + 31) / 32), (unsigned)((n - 2 + 7) / 8), (unsigned)(n - 2));
    double *src = da, *dst = db;
    am_timer_start();
    for (long s = 0; s < t; s++) { /* sequential steps: one launch each */
        AM_LAUNCH(jacobi_3d_sweep, grid, block, (int)n, src, dst);
        double *tmp = src;
        src = dst;
        dst = tmp;
    }
    double kernel_s = am_timer_stop();

    /* the last grid written (a when T is even, b when odd, as in jacobi-3d.c) */
    double *res = (t % 2 == 0) ? a : b;
    am_timer_start();
    AM_CHECK(cudaMemcpy(res, src, total * sizeof(double), cudaMemcpyDeviceToHost));
    transfer_s += am_timer_stop();

    double sum = 0.0;
    for (size_t c = 0; c < total; c++)
        sum += res[c];
    printf("checksum %.10e\n", sum);
    printf("kernel_time_s %.6f\n", kernel_s);
    printf("transfer_time_s %.6f\n", transfer_s);
    AM_CHECK(cudaFree(da));
    AM_CHECK(cudaFree(db));
    free(a);
    free(b);
    return 0;
}
#endif
