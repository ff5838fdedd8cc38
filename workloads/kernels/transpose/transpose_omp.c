/*
 * TRANSPOSE, OpenMP CPU implementation: the loops of transpose.c as written, with
 * OpenMP pragmas added and nothing else (no restrict, no omp simd, no hoisting or
 * reordering).  Both nests are static parallel loops over their outer loop: the
 * transpose over the rows of A (unit-stride reads, stride-N writes), then the scale
 * over the rows of B. Same arguments and checksum as transpose.c; also prints
 * "kernel_time_s <s>" (omp_get_wtime around the kernel).  The developer-tuned version
 * is transpose_tuned_omp.c (registry tuned_omp_source).
 * Build: clang-19 -O3 -march=native -fopenmp transpose_omp.c -o transpose_omp -lm
 */
#include <omp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

void transpose(int n, int m, double alpha, const double *A, double *B)
{
#pragma omp parallel for schedule(static)
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            B[j * n + i] = A[i * m + j];
#pragma omp parallel for schedule(static)
    for (int j = 0; j < m; j++)
        for (int i = 0; i < n; i++)
            B[j * n + i] *= alpha;
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
#pragma omp parallel for schedule(static)
    for (long c = 0; c < n * m; c++) {
        A[c] = gen_unit(c, 11);
        B[c] = 0.0;
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
