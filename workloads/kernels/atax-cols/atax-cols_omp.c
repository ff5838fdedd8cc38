/*
 * atax-cols, OpenMP: the column loop j split statically over the threads; each
 * column's inner product (stride-n reads down the column) runs inside its thread.
 * Same argv and checksum as atax-cols.c; also prints "kernel_time_s <s>".
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

void atax_cols(int n, const double *A, const double *x, double *y)
{
#pragma omp parallel for schedule(static)
    for (int j = 0; j < n; j++) {
        double s = 0.0;
        for (int i = 0; i < n; i++)
            s += A[(size_t)i * n + j] * x[i];
        y[j] = s;
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
    double *A = malloc(nn * sizeof(double));
    double *x = malloc((size_t)n * sizeof(double));
    double *y = malloc((size_t)n * sizeof(double));
    if (!A || !x || !y) {
        fprintf(stderr, "atax-cols: out of memory\n");
        return 1;
    }
#pragma omp parallel for schedule(static)
    for (size_t p = 0; p < nn; p++)
        A[p] = gen(1, p) - 0.5;
    for (long i = 0; i < n; i++) {
        x[i] = gen(2, (size_t)i) - 0.5;
        y[i] = 0.0;
    }
    double t0 = omp_get_wtime();
    atax_cols((int)n, A, x, y);
    double t1 = omp_get_wtime();
    double sum = 0.0;
    for (long i = 0; i < n; i++)
        sum += y[i];
    printf("checksum %.10e\n", sum);
    printf("kernel_time_s %.6f\n", t1 - t0);
    free(A);
    free(x);
    free(y);
    return 0;
}
