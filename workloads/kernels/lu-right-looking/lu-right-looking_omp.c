/*
 * lu-right-looking, OpenMP: one parallel region around the sequential pivot loop;
 * for each k the row loop i > k is a static worksharing loop (one implicit barrier
 * per pivot step, no fork/join per step).  Same argv and checksum as
 * lu-right-looking.c; also prints "kernel_time_s <s>".
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

void lu_right_looking(int n, double *A)
{
#pragma omp parallel
    for (int k = 0; k < n - 1; k++) {
#pragma omp for schedule(static)
        for (int i = k + 1; i < n; i++) {
            double l = A[(size_t)i * n + k] / A[(size_t)k * n + k];
            A[(size_t)i * n + k] = l;
            for (int j = k + 1; j < n; j++)
                A[(size_t)i * n + j] -= l * A[(size_t)k * n + j];
        }
    }
}

int main(int argc, char **argv)
{
    long n = size_arg(argc, argv, 1, -1, 1, 16384);
    if (argc > 2 || n < 0) {
        fprintf(stderr, "usage: %s N   (1 <= N <= 16384)\n", argv[0]);
        return 1;
    }
    size_t nn = (size_t)n * n;
    double *A = malloc(nn * sizeof(double));
    if (!A) {
        fprintf(stderr, "lu-right-looking: out of memory\n");
        return 1;
    }
    /* diagonally dominant, so no pivoting is needed */
    #pragma omp parallel for schedule(static)
    for (long i = 0; i < n; i++)
        for (long j = 0; j < n; j++) {
            size_t p = (size_t)i * n + j;
            A[p] = gen(1, p) - 0.5 + (i == j ? (double)n : 0.0);
        }
    double t0 = omp_get_wtime();
    lu_right_looking((int)n, A);
    double t1 = omp_get_wtime();
    double sum = 0.0;
    for (size_t p = 0; p < nn; p++)
        sum += A[p];
    printf("checksum %.10e\n", sum);
    printf("kernel_time_s %.6f\n", t1 - t0);
    free(A);
    return 0;
}
