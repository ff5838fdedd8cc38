/*
 * heat-3d: 3-D heat equation, explicit 7-point scheme on an N x N x N grid for T
 * steps, two arrays: per step B from A, then A from B (no pointer swap). Sequential
 * C99.
 *
 * Usage: heat-3d N [T]
 */
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

void heat_3d(int n, int tmax, double *A, double *B)
{
    for (int t = 0; t < tmax; t++) {
        for (int i = 1; i < n - 1; i++)
            for (int j = 1; j < n - 1; j++)
                for (int k = 1; k < n - 1; k++)
                    B[(i * n + j) * n + k] =
                        0.125 * (A[((i + 1) * n + j) * n + k] - 2.0 * A[(i * n + j) * n + k] + A[((i - 1) * n + j) * n + k]) +
                        0.125 * (A[(i * n + j + 1) * n + k] - 2.0 * A[(i * n + j) * n + k] + A[(i * n + j - 1) * n + k]) +
                        0.125 * (A[(i * n + j) * n + k + 1] - 2.0 * A[(i * n + j) * n + k] + A[(i * n + j) * n + k - 1]) +
                        A[(i * n + j) * n + k];
        for (int i = 1; i < n - 1; i++)
            for (int j = 1; j < n - 1; j++)
                for (int k = 1; k < n - 1; k++)
                    A[(i * n + j) * n + k] =
                        0.125 * (B[((i + 1) * n + j) * n + k] - 2.0 * B[(i * n + j) * n + k] + B[((i - 1) * n + j) * n + k]) +
                        0.125 * (B[(i * n + j + 1) * n + k] - 2.0 * B[(i * n + j) * n + k] + B[(i * n + j - 1) * n + k]) +
                        0.125 * (B[(i * n + j) * n + k + 1] - 2.0 * B[(i * n + j) * n + k] + B[(i * n + j) * n + k - 1]) +
                        B[(i * n + j) * n + k];
    }
}

int main(int argc, char **argv)
{
    long n = size_arg(argc, argv, 1, -1, 3, 1200);
    long t = size_arg(argc, argv, 2, 1, 1, 100000);
    if (argc < 2 || argc > 3 || n < 0 || t < 0) {
        fprintf(stderr, "usage: %s N [T]   (3 <= N <= 1200, 1 <= T <= 100000, default 1)\n",
                argv[0]);
        return 1;
    }
    size_t nnn = (size_t)n * n * n;
    double *A = malloc(nnn * sizeof(double)), *B = malloc(nnn * sizeof(double));
    if (!A || !B) {
        fprintf(stderr, "heat-3d: out of memory\n");
        return 1;
    }
    for (long i = 0; i < n; i++)
        for (size_t p = (size_t)i * n * n; p < (size_t)(i + 1) * n * n; p++)
            A[p] = B[p] = gen(37, p);
    heat_3d((int)n, (int)t, A, B);
    double sum = 0.0;
    for (size_t p = 0; p < nnn; p++)
        sum += A[p];
    printf("checksum %.10e\n", sum);
    free(A);
    free(B);
    return 0;
}
