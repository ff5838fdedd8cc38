/*
 * SEIDEL-2D: CUDA port of seidel-2d.c (T steps of an in-place 9-point Gauss-Seidel
 * sweep on an N x N grid, PolyBench seidel-2d) by wavefronts.
 *
 * Dependences of the update of (i, j) in step t (row-major order in place): it reads
 * the NEW values of (i-1, j-1), (i-1, j), (i-1, j+1), (i, j-1) and the OLD values of
 * (i, j), (i, j+1), (i+1, j-1), (i+1, j), (i+1, j+1).  On the front w = 2i + j those
 * neighbours lie on w-3, w-2, w-1, w-1 (new: must be done before w) and w, w+1, w+1,
 * w+2, w+3 (old: must not be done yet), so every front needs only earlier fronts and
 * the points of one front are independent.  The anti-diagonal i + j is NOT legal:
 * (i-1, j+1) lies on the same i + j and must be new.  Legal skew: front w = 2i + j,
 * w = 3 .. 3(N-2), i.e. 3N - 8 fronts per step.  The step loop and the front loop run
 * on the host; one launch per front, one thread per point i of the front (256 threads
 * per block), j = w - 2i: T (3N - 8) launches.  Neighbouring threads touch points
 * N - 2 doubles apart (uncoalesced).  Each point sums its 9 values in the source's
 * order, so the checksum matches seidel-2d.c on the GPU and in the g++ emulation build.
 *
 * Usage: seidel-2d N T   (same argv, data and "checksum" line as seidel-2d.c; also
 * prints "kernel_time_s" and "transfer_time_s").  Builds with nvcc, NVRTC (device part)
 * and g++ -DAM_EMULATE: see workloads/cuda_compat.h.
 */
#include "cuda_compat.h"

/* Front w = 2i + j: thread for row i = ilo + tid, tid < count. */
AM_KERNEL void seidel_2d_front(int n, int w, int ilo, int count, double *__restrict__ A)
{
    if (!am_in_fraction()) /* AM_FRACTION: cuda_compat.h */
        return;
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    if (tid >= count)
        return;
    int i = ilo + tid;
    int j = w - 2 * i;
    A[i * n + j] = (A[(i - 1) * n + j - 1] + A[(i - 1) * n + j] + A[(i - 1) * n + j + 1] +
                    A[i * n + j - 1] + A[i * n + j] + A[i * n + j + 1] +
                    A[(i + 1) * n + j - 1] + A[(i + 1) * n + j] + A[(i + 1) * n + j + 1]) /
                   9.0;
}

#ifndef __CUDACC_RTC__
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* Element i of the data set `seed`, as in seidel-2d.c. */
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
        fprintf(stderr, "seidel-2d: %s must be an integer in [%ld, %ld], got '%s'\n", what, lo,
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
    long n = parse_arg(argv[1], 3, 30000, "N");
    long t = parse_arg(argv[2], 0, 100000, "T");
    if (n < 0 || t < 0)
        return 1;
    size_t total = (size_t)n * n;
    double *A = (double *)malloc(total * sizeof(double));
    if (!A) {
        fprintf(stderr, "seidel-2d: out of memory\n");
        return 1;
    }
    for (size_t c = 0; c < total; c++)
        A[c] = gen_unit(c, 2);

    AM_CHECK(cudaFree(0)); /* context creation, outside every timed region */
    double *dA;
    AM_CHECK(cudaMalloc(&dA, total * sizeof(double)));
    AM_LAUNCH(seidel_2d_front, 1, 256, 0, 0, 0, 0, dA); /* warm-up: loads the module, no work */
    AM_CHECK(cudaDeviceSynchronize());

    am_timer_start();
    AM_CHECK(cudaMemcpy(dA, A, total * sizeof(double), cudaMemcpyHostToDevice));
    double transfer_s = am_timer_stop();

    int last = (int)n - 2; /* interior rows and columns are 1 .. last */
    am_timer_start();
    for (long s = 0; s < t; s++)              /* sequential steps */
        for (int w = 3; w <= 3 * last; w++) { /* sequential fronts: one launch each */
            int ilo = w - last > 2 ? (w - last + 1) / 2 : 1; /* j = w - 2i <= last */
            int ihi = (w - 1) / 2 < last ? (w - 1) / 2 : last; /* j >= 1 */
            int count = ihi - ilo + 1;
            AM_LAUNCH(seidel_2d_front, (count + 255) / 256, 256, (int)n, w, ilo, count, dA);
        }
    double kernel_s = am_timer_stop();

    am_timer_start();
    AM_CHECK(cudaMemcpy(A, dA, total * sizeof(double), cudaMemcpyDeviceToHost));
    transfer_s += am_timer_stop();

    double sum = 0.0;
    for (size_t c = 0; c < total; c++)
        sum += A[c];
    printf("checksum %.10e\n", sum);
    printf("kernel_time_s %.6f\n", kernel_s);
    printf("transfer_time_s %.6f\n", transfer_s);
    AM_CHECK(cudaFree(dA));
    free(A);
    return 0;
}
#endif
