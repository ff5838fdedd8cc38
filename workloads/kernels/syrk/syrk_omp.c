/*
 * syrk, OpenMP: `parallel for` on the i loop as it stands (static chunks: the
 * triangle gives the last thread the most work). Same argv and checksum as syrk.c;
 * also prints "kernel_time_s <s>" (omp_get_wtime around the kernel call).
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

void syrk(int n, double alpha, double beta, double *C, double *A)
{
#pragma omp parallel for
    for (int i = 0; i < n; i++)
        for (int j = 0; j <= i; j++) {
            C[i * n + j] *= beta;
            for (int k = 0; k < n; k++)
                C[i * n + j] += alpha * A[i * n + k] * A[j * n + k];
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
    double *A = malloc(nn * sizeof(double)), *C = malloc(nn * sizeof(double));
    if (!A || !C) {
        fprintf(stderr, "syrk: out of memory\n");
        return 1;
    }
#pragma omp parallel for
    for (long i = 0; i < n; i++)
        for (long j = 0; j < n; j++) {
            size_t p = (size_t)i * n + j;
            A[p] = gen(10, p) - 0.5;
            C[p] = gen(11, p);
        }
    double t0 = omp_get_wtime();
    syrk((int)n, 1.5, 0.8, C, A);
    double t1 = omp_get_wtime();
    double sum = 0.0;
    for (long i = 0; i < n; i++)
        for (long j = 0; j <= i; j++)
            sum += C[(size_t)i * n + j];
    printf("checksum %.10e\n", sum);
    printf("kernel_time_s %.6f\n", t1 - t0);
    free(A);
    free(C);
    return 0;
}
