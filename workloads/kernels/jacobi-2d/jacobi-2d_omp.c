/*
 * jacobi-2d, OpenMP: one parallel region around the step loop; the update nest and
 * the copy-back nest are each a static worksharing loop over rows (two implicit
 * barriers per step).  Same argv and checksum as jacobi-2d.c; also prints
 * "kernel_time_s <s>".
 */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

/* Deterministic input data: element idx of stream seed, a value in [0, 1).  One LCG
 * step on the index followed by an xorshift-multiply mix, so that every element is a
 * function of its index alone and the OpenMP version can initialise in parallel
 * (first touch) with exactly the same values. */
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

void jacobi_2d(int n, int t, double *A, double *B)
{
#pragma omp parallel
    for (int s = 0; s < t; s++) {
#pragma omp for schedule(static)
        for (int i = 1; i < n - 1; i++)
            for (int j = 1; j < n - 1; j++) {
                size_t p = (size_t)i * n + j;
                B[p] = 0.2 * (A[p] + A[p - 1] + A[p + 1] + A[p - n] + A[p + n]);
            }
#pragma omp for schedule(static)
        for (int i = 1; i < n - 1; i++)
            for (int j = 1; j < n - 1; j++) {
                size_t p = (size_t)i * n + j;
                A[p] = B[p];
            }
    }
}

int main(int argc, char **argv)
{
    long n = size_arg(argc, argv, 1, -1, 3, 32768);
    long t = size_arg(argc, argv, 2, 10, 1, 1L << 24);
    if (argc > 3 || n < 0 || t < 0) {
        fprintf(stderr, "usage: %s N [T]   (N x N grid, 3 <= N <= 32768, T time steps, default 10)\n", argv[0]);
        return 1;
    }
    size_t nn = (size_t)n * n;
    double *A = malloc(nn * sizeof(double));
    double *B = malloc(nn * sizeof(double));
    if (!A || !B) {
        fprintf(stderr, "jacobi-2d: out of memory\n");
        return 1;
    }
    #pragma omp parallel for schedule(static)
    for (long i = 0; i < n; i++)
        for (long j = 0; j < n; j++) {
            size_t p = (size_t)i * n + j;
            A[p] = B[p] = gen(1, p);
        }
    double t0 = omp_get_wtime();
    jacobi_2d((int)n, (int)t, A, B);
    double t1 = omp_get_wtime();
    double sum = 0.0;
    for (size_t p = 0; p < nn; p++)
        sum += A[p];
    printf("checksum %.10e\n", sum);
    printf("kernel_time_s %.6f\n", t1 - t0);
    free(A);
    free(B);
    return 0;
}
