/*
 * HISTOGRAM: CUDA port of histogram.c (bins[key[i]]++ for N keys into M bins).  Two
 * launches, as the source's two loops: histogram_zero, one thread per bin, and
 * histogram_scatter, one thread per key doing atomicAdd(&bins[key[i]], 1) (256 threads
 * per block; the keys stream coalesced, the bin updates are random atomics in L2).
 * Integer work: the counts, so the checksum, match histogram.c exactly on the GPU and
 * in the g++ emulation build, whatever order the atomics land in.
 *
 * Usage: histogram N M   (same argv, data and "checksum" line as histogram.c; also
 * prints "kernel_time_s" and "transfer_time_s").  Builds with nvcc, NVRTC (device part)
 * and g++ -DAM_EMULATE: see workloads/cuda_compat.h.
 */
#include "cuda_compat.h"

AM_KERNEL void histogram_zero(int m, int *__restrict__ bins)
{
    if (!am_in_fraction()) /* AM_FRACTION: cuda_compat.h */
        return;
    int k = blockIdx.x * blockDim.x + threadIdx.x;
    if (k < m)
        bins[k] = 0;
}

AM_KERNEL void histogram_scatter(int n, const int *__restrict__ key, int *__restrict__ bins)
{
    if (!am_in_fraction()) /* AM_FRACTION: cuda_compat.h */
        return;
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(&bins[key[i]], 1);
}

#ifndef __CUDACC_RTC__
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* Element i of the data set `seed`, as in histogram.c. */
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
        fprintf(stderr, "histogram: %s must be an integer in [%ld, %ld], got '%s'\n", what, lo,
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
    long n = parse_arg(argv[1], 1, 1000000000L, "N");
    long m = parse_arg(argv[2], 1, 100000000L, "M");
    if (n < 0 || m < 0)
        return 1;
    int *key = (int *)malloc((size_t)n * sizeof(int));
    int *bins = (int *)malloc((size_t)m * sizeof(int));
    if (!key || !bins) {
        fprintf(stderr, "histogram: out of memory\n");
        free(key);
        free(bins);
        return 1;
    }
    for (long i = 0; i < n; i++)
        key[i] = (int)((gen_u64(i, 6) >> 16) % (uint64_t)m);

    AM_CHECK(cudaFree(0)); /* context creation, outside every timed region */
    int *dkey, *dbins;
    AM_CHECK(cudaMalloc(&dkey, (size_t)n * sizeof(int)));
    AM_CHECK(cudaMalloc(&dbins, (size_t)m * sizeof(int)));
    AM_LAUNCH(histogram_zero, 1, 256, 0, dbins); /* warm-up: loads the module, no work */
    AM_LAUNCH(histogram_scatter, 1, 256, 0, dkey, dbins);
    AM_CHECK(cudaDeviceSynchronize());

    am_timer_start();
    AM_CHECK(cudaMemcpy(dkey, key, (size_t)n * sizeof(int), cudaMemcpyHostToDevice));
    double transfer_s = am_timer_stop();

    am_timer_start();
    AM_LAUNCH(histogram_zero, (int)((m + 255) / 256), 256, (int)m, dbins);
    AM_LAUNCH(histogram_scatter, (int)((n + 255) / 256), 256, (int)n, dkey, dbins);
    double kernel_s = am_timer_stop();

    am_timer_start();
    AM_CHECK(cudaMemcpy(bins, dbins, (size_t)m * sizeof(int), cudaMemcpyDeviceToHost));
    transfer_s += am_timer_stop();

    double sum = 0.0;
    for (long k = 0; k < m; k++)
        sum += (double)k * bins[k];
    printf("checksum %.10e\n", sum);
    printf("kernel_time_s %.6f\n", kernel_s);
    printf("transfer_time_s %.6f\n", transfer_s);
    AM_CHECK(cudaFree(dkey));
    AM_CHECK(cudaFree(dbins));
    free(key);
    free(bins);
    return 0;
}
#endif
