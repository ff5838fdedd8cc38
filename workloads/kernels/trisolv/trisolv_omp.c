/*
 * trisolv, OpenMP: the row loop stays sequential; the sum over j < i of each row is
 * a parallel loop with a reduction(+) clause (one parallel region, i.e. one fork/join,
 * per row; the division runs on the master).  Same argv and checksum as trisolv.c (to
 * rounding: the sum is reassociated); also prints "kernel_time_s <s>".
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

void trisolv(int n, const double *L, const double *b, double *x)
{
    for (int i = 0; i < n; i++) {
        double s = 0.0;
#pragma omp parallel for schedule(static) reduction(+ : s)
        for (int j = 0; j < i; j++)
            s += L[(size_t)i * n + j] * x[j];
        x[i] = (b[i] - s) / L[(size_t)i * n + i];
    }
}

int main(int argc, char **argv)
{
    long n = size_arg(argc, argv, 1, -1, 1, 32768);
    if (argc > 2 || n < 0) {
        fprintf(stderr, "usage: %s N   (1 <= N <= 32768)\n", argv[0]);
        return 1;
    }
    size_t nn = (size_t)n * n;
    double *L = malloc(nn * sizeof(double));
    double *b = malloc((size_t)n * sizeof(double));
    double *x = malloc((size_t)n * sizeof(double));
    if (!L || !b || !x) {
        fprintf(stderr, "trisolv: out of memory\n");
        return 1;
    }
    /* unit-ish lower triangle: off-diagonal entries O(1/n), diagonal in [1, 2) */
    #pragma omp parallel for schedule(static)
    for (long i = 0; i < n; i++) {
        for (long j = 0; j < n; j++) {
            size_t p = (size_t)i * n + j;
            L[p] = j < i ? (gen(1, p) - 0.5) / (double)n : j == i ? 1.0 + gen(1, p) : 0.0;
        }
        b[i] = gen(2, (size_t)i) - 0.5;
        x[i] = 0.0;
    }
    double t0 = omp_get_wtime();
    trisolv((int)n, L, b, x);
    double t1 = omp_get_wtime();
    double sum = 0.0;
    for (long i = 0; i < n; i++)
        sum += x[i];
    printf("checksum %.10e\n", sum);
    printf("kernel_time_s %.6f\n", t1 - t0);
    free(L);
    free(b);
    free(x);
    return 0;
}
