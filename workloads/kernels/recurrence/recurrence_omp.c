/*
 * recurrence, OpenMP: the only honest parallelisation, the m independent rows split
 * statically over the threads; each row's chain runs sequentially inside its thread.
 * Same argv and checksum as recurrence.c; also prints "kernel_time_s <s>".
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

void recurrence(int m, int n, const double *a, const double *b, double *x)
{
#pragma omp parallel for schedule(static)
    for (int r = 0; r < m; r++) {
        const double *ar = a + (size_t)r * n;
        const double *br = b + (size_t)r * n;
        double *xr = x + (size_t)r * n;
        xr[0] = br[0];
        for (int i = 1; i < n; i++)
            xr[i] = ar[i] * xr[i - 1] + br[i];
    }
}

int main(int argc, char **argv)
{
    long n = size_arg(argc, argv, 1, -1, 2, 1L << 28);
    long m = size_arg(argc, argv, 2, 8, 1, 1L << 20);
    if (argc > 3 || n < 0 || m < 0 || (double)n * (double)m > (double)(1L << 28)) {
        fprintf(stderr, "usage: %s N [M]   (row length N >= 2, M rows (default 8), N*M <= 2^28)\n", argv[0]);
        return 1;
    }
    size_t nm = (size_t)n * m;
    double *a = malloc(nm * sizeof(double));
    double *b = malloc(nm * sizeof(double));
    double *x = malloc(nm * sizeof(double));
    if (!a || !b || !x) {
        fprintf(stderr, "recurrence: out of memory\n");
        return 1;
    }
    /* |a| < 1: the recurrences stay bounded */
    #pragma omp parallel for schedule(static)
    for (long r = 0; r < m; r++)
        for (long i = 0; i < n; i++) {
            size_t p = (size_t)r * n + i;
            a[p] = 0.98 * (gen(1, p) - 0.5);
            b[p] = gen(2, p) - 0.5;
            x[p] = 0.0;
        }
    double t0 = omp_get_wtime();
    recurrence((int)m, (int)n, a, b, x);
    double t1 = omp_get_wtime();
    double sum = 0.0;
    for (size_t p = 0; p < nm; p++)
        sum += x[p];
    printf("checksum %.10e\n", sum);
    printf("kernel_time_s %.6f\n", t1 - t0);
    free(a);
    free(b);
    free(x);
    return 0;
}
