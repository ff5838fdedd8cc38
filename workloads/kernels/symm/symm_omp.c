/*
 * symm, OpenMP: `parallel for` on the i loop as it stands; each sum runs
 * sequentially. Same argv and checksum as symm.c; also prints "kernel_time_s <s>"
 * (omp_get_wtime around the kernel call).
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

void symm(int n, double alpha, double beta, double *C, const double *A, const double *B)
{
#pragma omp parallel for
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            double s = 0.0;
            for (int k = 0; k <= i; k++)
                s += A[i * n + k] * B[k * n + j];
            for (int k = i + 1; k < n; k++)
                s += A[k * n + i] * B[k * n + j];
            C[i * n + j] = beta * C[i * n + j] + alpha * s;
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
    double *A = malloc(nn * sizeof(double)), *B = malloc(nn * sizeof(double));
    double *C = malloc(nn * sizeof(double));
    if (!A || !B || !C) {
        fprintf(stderr, "symm: out of memory\n");
        return 1;
    }
#pragma omp parallel for
    for (long i = 0; i < n; i++)
        for (long j = 0; j < n; j++) {
            size_t p = (size_t)i * n + j;
            A[p] = j <= i ? gen(15, p) - 0.5 : -99.0; /* the upper half is never read */
            B[p] = gen(16, p) - 0.5;
            C[p] = gen(17, p);
        }
    double t0 = omp_get_wtime();
    symm((int)n, 1.5, 0.8, C, A, B);
    double t1 = omp_get_wtime();
    double sum = 0.0;
    for (size_t p = 0; p < nn; p++)
        sum += C[p];
    printf("checksum %.10e\n", sum);
    printf("kernel_time_s %.6f\n", t1 - t0);
    free(A);
    free(B);
    free(C);
    return 0;
}
