/*
 * backsub-cols, OpenMP: the column loop stays sequential; per column, `parallel for`
 * over the rows i < j (one parallel region per column). Same argv and checksum as
 * backsub-cols.c; also prints "kernel_time_s <s>" (omp_get_wtime around the kernel
 * call).
 */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

/* Element idx of data stream `seed`: one LCG step on the index, then an xorshift-multiply
 * mix, so that every value depends on its index alone (the OpenMP version can first-touch
 * in parallel and get the same values). */
static inline unsigned long long mix(unsigned long long seed, unsigned long long idx)
{
    unsigned long long z = (idx + 1) * 6364136223846793005ULL + seed * 1442695040888963407ULL;
    z ^= z >> 29;
    z *= 0xbf58476d1ce4e5b9ULL;
    z ^= z >> 32;
    return z;
}

/* The same as a double in [0, 1). */
static inline double gen(unsigned long long seed, unsigned long long idx)
{
    return (double)(mix(seed, idx) >> 11) * (1.0 / 9007199254740992.0);
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

void backsub_cols(int n, const double *U, double *b, double *x)
{
    for (int j = n - 1; j >= 0; j--) {
        x[j] = b[j] / U[j * n + j];
#pragma omp parallel for
        for (int i = 0; i < j; i++)
            b[i] -= U[i * n + j] * x[j];
    }
}

int main(int argc, char **argv)
{
    long n = size_arg(argc, argv, 1, -1, 2, 20000);
    if (argc != 2 || n < 0) {
        fprintf(stderr, "usage: %s N   (2 <= N <= 20000)\n", argv[0]);
        return 1;
    }
    size_t nn = (size_t)n * n;
    double *U = malloc(nn * sizeof(double)), *b = malloc((size_t)n * sizeof(double));
    double *x = malloc((size_t)n * sizeof(double));
    if (!U || !b || !x) {
        fprintf(stderr, "backsub-cols: out of memory\n");
        return 1;
    }
    /* off-diagonal O(1/n), diagonal in [1, 2) */
#pragma omp parallel for
    for (long i = 0; i < n; i++) {
        for (long j = 0; j < n; j++) {
            size_t p = (size_t)i * n + j;
            U[p] = j > i ? (gen(28, p) - 0.5) / (double)n : j == i ? 1.0 + gen(28, p) : 0.0;
        }
        b[i] = gen(29, (size_t)i) - 0.5;
        x[i] = 0.0;
    }
    double t0 = omp_get_wtime();
    backsub_cols((int)n, U, b, x);
    double t1 = omp_get_wtime();
    double sum = 0.0;
    for (long i = 0; i < n; i++)
        sum += x[i];
    printf("checksum %.10e\n", sum);
    printf("kernel_time_s %.6f\n", t1 - t0);
    free(U);
    free(b);
    free(x);
    return 0;
}
