/*
 * cholesky, OpenMP: the column loop stays sequential; per column, `parallel for` over
 * the rows i > j (one parallel region per column). Same argv and checksum as
 * cholesky.c; also prints "kernel_time_s <s>" (omp_get_wtime around the kernel call).
 */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

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

void cholesky(int n, double *A)
{
    for (int j = 0; j < n; j++) {
        double d = A[j * n + j];
        for (int k = 0; k < j; k++)
            d -= A[j * n + k] * A[j * n + k];
        A[j * n + j] = sqrt(d);
#pragma omp parallel for
        for (int i = j + 1; i < n; i++) {
            double s = A[i * n + j];
            for (int k = 0; k < j; k++)
                s -= A[i * n + k] * A[j * n + k];
            A[i * n + j] = s / A[j * n + j];
        }
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
    double *A = malloc(nn * sizeof(double));
    if (!A) {
        fprintf(stderr, "cholesky: out of memory\n");
        return 1;
    }
    /* symmetric, diagonally dominant: off-diagonal O(1/n), diagonal in [2, 3) */
#pragma omp parallel for
    for (long i = 0; i < n; i++)
        for (long j = 0; j < n; j++) {
            size_t lo = i < j ? (size_t)i : (size_t)j, hi = i < j ? (size_t)j : (size_t)i;
            A[(size_t)i * n + j] = i == j ? 2.0 + gen(22, (size_t)i)
                                          : (gen(23, lo * n + hi) - 0.5) / (double)n;
        }
    double t0 = omp_get_wtime();
    cholesky((int)n, A);
    double t1 = omp_get_wtime();
    double sum = 0.0;
    for (long i = 0; i < n; i++)
        for (long j = 0; j <= i; j++)
            sum += A[(size_t)i * n + j];
    printf("checksum %.10e\n", sum);
    printf("kernel_time_s %.6f\n", t1 - t0);
    free(A);
    return 0;
}
