/*
 * ludcmp, OpenMP: the row loop stays sequential; per row, the j < i part (each
 * L[i][j] needs the ones before it) runs sequentially and `parallel for` covers the j
 * >= i part; both substitutions keep the row loop sequential and use `parallel for
 * reduction(+)` on each row's sum. Same argv and checksum as ludcmp.c; also prints
 * "kernel_time_s <s>" (omp_get_wtime around the kernel call).
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

void ludcmp(int n, double *A, const double *b, double *x, double *y)
{
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < i; j++) {
            double w = A[i * n + j];
            for (int k = 0; k < j; k++)
                w -= A[i * n + k] * A[k * n + j];
            A[i * n + j] = w / A[j * n + j];
        }
#pragma omp parallel for
        for (int j = i; j < n; j++) {
            double w = A[i * n + j];
            for (int k = 0; k < i; k++)
                w -= A[i * n + k] * A[k * n + j];
            A[i * n + j] = w;
        }
    }
    for (int i = 0; i < n; i++) {
        double w = 0.0;
#pragma omp parallel for reduction(+ : w)
        for (int j = 0; j < i; j++)
            w += A[i * n + j] * y[j];
        y[i] = b[i] - w;
    }
    for (int i = n - 1; i >= 0; i--) {
        double w = 0.0;
#pragma omp parallel for reduction(+ : w)
        for (int j = i + 1; j < n; j++)
            w += A[i * n + j] * x[j];
        x[i] = (y[i] - w) / A[i * n + i];
    }
}

int main(int argc, char **argv)
{
    long n = size_arg(argc, argv, 1, -1, 2, 4096);
    if (argc != 2 || n < 0) {
        fprintf(stderr, "usage: %s N   (2 <= N <= 4096)\n", argv[0]);
        return 1;
    }
    size_t nn = (size_t)n * n;
    double *A = malloc(nn * sizeof(double)), *b = malloc((size_t)n * sizeof(double));
    double *x = malloc((size_t)n * sizeof(double)), *y = malloc((size_t)n * sizeof(double));
    if (!A || !b || !x || !y) {
        fprintf(stderr, "ludcmp: out of memory\n");
        return 1;
    }
    /* diagonally dominant: off-diagonal O(1/n), diagonal in [2, 3): no pivoting needed */
#pragma omp parallel for
    for (long i = 0; i < n; i++) {
        for (long j = 0; j < n; j++) {
            size_t p = (size_t)i * n + j;
            A[p] = i == j ? 2.0 + gen(26, p) : (gen(26, p) - 0.5) / (double)n;
        }
        b[i] = gen(27, (size_t)i) - 0.5;
        x[i] = y[i] = 0.0;
    }
    double t0 = omp_get_wtime();
    ludcmp((int)n, A, b, x, y);
    double t1 = omp_get_wtime();
    double sum = 0.0;
    for (long i = 0; i < n; i++)
        sum += x[i] + 0.5 * y[i];
    printf("checksum %.10e\n", sum);
    printf("kernel_time_s %.6f\n", t1 - t0);
    free(A);
    free(b);
    free(x);
    free(y);
    return 0;
}
