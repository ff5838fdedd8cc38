/*
 * gramschmidt, OpenMP: the k loop stays sequential; per k, `reduction(+)` on the
 * norm, `parallel for` on the Q column and on the j loop of the later columns (three
 * parallel regions per column). Same argv and checksum as gramschmidt.c; also prints
 * "kernel_time_s <s>" (omp_get_wtime around the kernel call).
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

void gramschmidt(int m, int n, double *A, double *R, double *Q)
{
    for (int k = 0; k < n; k++) {
        double nrm = 0.0;
#pragma omp parallel for reduction(+ : nrm)
        for (int i = 0; i < m; i++)
            nrm += A[i * n + k] * A[i * n + k];
        R[k * n + k] = sqrt(nrm);
#pragma omp parallel for
        for (int i = 0; i < m; i++)
            Q[i * n + k] = A[i * n + k] / R[k * n + k];
#pragma omp parallel for
        for (int j = k + 1; j < n; j++) {
            R[k * n + j] = 0.0;
            for (int i = 0; i < m; i++)
                R[k * n + j] += Q[i * n + k] * A[i * n + j];
            for (int i = 0; i < m; i++)
                A[i * n + j] -= Q[i * n + k] * R[k * n + j];
        }
    }
}

int main(int argc, char **argv)
{
    long m = size_arg(argc, argv, 1, -1, 1, 8192);
    long n = size_arg(argc, argv, 2, -1, 1, 8192);
    if (argc != 3 || m < 0 || n < 0 || n > m) {
        fprintf(stderr, "usage: %s M N   (1 <= N <= M <= 8192)\n", argv[0]);
        return 1;
    }
    double *A = malloc((size_t)m * n * sizeof(double));
    double *Q = malloc((size_t)m * n * sizeof(double));
    double *R = calloc((size_t)n * n, sizeof(double));
    if (!A || !Q || !R) {
        fprintf(stderr, "gramschmidt: out of memory\n");
        return 1;
    }
    /* a random matrix plus a dominant diagonal band: well conditioned */
#pragma omp parallel for
    for (long i = 0; i < m; i++)
        for (long j = 0; j < n; j++) {
            size_t p = (size_t)i * n + j;
            A[p] = gen(24, p) - 0.5 + (i == j ? 4.0 : 0.0);
            Q[p] = 0.0;
        }
    double t0 = omp_get_wtime();
    gramschmidt((int)m, (int)n, A, R, Q);
    double t1 = omp_get_wtime();
    double sum = 0.0;
    for (size_t p = 0; p < (size_t)n * n; p++)
        sum += R[p];
    for (size_t p = 0; p < (size_t)m * n; p++)
        sum += Q[p];
    printf("checksum %.10e\n", sum);
    printf("kernel_time_s %.6f\n", t1 - t0);
    free(A);
    free(Q);
    free(R);
    return 0;
}
