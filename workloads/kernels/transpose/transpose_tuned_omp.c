/*
 * TRANSPOSE, OpenMP CPU implementation.  Same arguments and checksum as transpose.c;
 * also prints "kernel_time_s <s>" (omp_get_wtime around the kernel).
 * Build: gcc -O3 -march=native -fopenmp transpose_omp.c -o transpose_omp -lm
 * One parallel region, two static worksharing loops: the transpose over the rows of
 * A (unit-stride reads, stride-N writes), a barrier, then the scale over the rows
 * of B (unit stride, vectorised).
 */
#include <omp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static void transpose(int n, int m, double alpha, const double *restrict A,
                      double *restrict B)
{
#pragma omp parallel
    {
#pragma omp for schedule(static)
        for (int i = 0; i < n; i++) {
            const double *restrict row = A + (size_t)i * m;
            for (int j = 0; j < m; j++)
                B[(size_t)j * n + i] = row[j];
        }
        /* implicit barrier: B is complete */
#pragma omp for schedule(static)
        for (int j = 0; j < m; j++) {
            double *restrict row = B + (size_t)j * n;
#pragma omp simd
            for (int i = 0; i < n; i++)
                row[i] *= alpha;
        }
    }
}

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
        fprintf(stderr, "transpose: %s must be an integer in [%ld, %ld], got '%s'\n", what, lo,
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
    long n = parse_arg(argv[1], 1, 100000, "N");
    long m = parse_arg(argv[2], 1, 100000, "M");
    if (n < 0 || m < 0)
        return 1;
    if (n * m > 1000000000L) {
        fprintf(stderr, "transpose: N * M must be at most 1e9\n");
        return 1;
    }
    double *A = malloc((size_t)n * m * sizeof(double));
    double *B = malloc((size_t)n * m * sizeof(double));
    if (!A || !B) {
        fprintf(stderr, "transpose: out of memory\n");
        free(A);
        free(B);
        return 1;
    }
    /* first touch: A by its rows (the transpose loop), B by its rows (the scale loop) */
#pragma omp parallel
    {
#pragma omp for schedule(static)
        for (long i = 0; i < n; i++)
            for (long j = 0; j < m; j++)
                A[i * m + j] = gen_unit(i * m + j, 11);
#pragma omp for schedule(static)
        for (long j = 0; j < m; j++)
            for (long i = 0; i < n; i++)
                B[j * n + i] = 0.0;
    }
    double t0 = omp_get_wtime();
    transpose((int)n, (int)m, 1.5, A, B);
    double t1 = omp_get_wtime();
    double sum = 0.0;
    for (long j = 0; j < m; j++)
        for (long i = 0; i < n; i++)
            sum += B[j * n + i] * (double)(1 + (i + j) % 7);
    printf("checksum %.10e\n", sum);
    printf("kernel_time_s %.6f\n", t1 - t0);
    free(A);
    free(B);
    return 0;
}
