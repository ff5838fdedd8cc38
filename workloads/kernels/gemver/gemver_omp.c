/*
 * gemver, OpenMP: `parallel for` on the outer loop of each of the four steps, as they
 * stand. Same argv and checksum as gemver.c; also prints "kernel_time_s <s>"
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

void gemver(int n, double alpha, double beta, double *A, const double *u1, const double *v1,
            const double *u2, const double *v2, double *w, double *x, const double *y,
            const double *z)
{
#pragma omp parallel for
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            A[i * n + j] = A[i * n + j] + u1[i] * v1[j] + u2[i] * v2[j];
#pragma omp parallel for
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            x[i] = x[i] + beta * A[j * n + i] * y[j];
#pragma omp parallel for
    for (int i = 0; i < n; i++)
        x[i] = x[i] + z[i];
#pragma omp parallel for
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            w[i] = w[i] + alpha * A[i * n + j] * x[j];
}

int main(int argc, char **argv)
{
    long n = size_arg(argc, argv, 1, -1, 2, 20000);
    if (argc != 2 || n < 0) {
        fprintf(stderr, "usage: %s N   (2 <= N <= 20000)\n", argv[0]);
        return 1;
    }
    size_t nn = (size_t)n * n, vb = (size_t)n * sizeof(double);
    double *A = malloc(nn * sizeof(double));
    double *u1 = malloc(vb), *v1 = malloc(vb), *u2 = malloc(vb), *v2 = malloc(vb);
    double *w = malloc(vb), *x = malloc(vb), *y = malloc(vb), *z = malloc(vb);
    if (!A || !u1 || !v1 || !u2 || !v2 || !w || !x || !y || !z) {
        fprintf(stderr, "gemver: out of memory\n");
        return 1;
    }
#pragma omp parallel for
    for (long i = 0; i < n; i++) {
        for (long j = 0; j < n; j++)
            A[(size_t)i * n + j] = gen(49, (size_t)i * n + j) - 0.5;
        u1[i] = gen(50, (size_t)i);
        v1[i] = gen(51, (size_t)i) - 0.5;
        u2[i] = gen(52, (size_t)i);
        v2[i] = gen(53, (size_t)i) - 0.5;
        y[i] = gen(54, (size_t)i);
        z[i] = gen(55, (size_t)i);
        w[i] = x[i] = 0.0;
    }
    double t0 = omp_get_wtime();
    gemver((int)n, 1.5, 1.2, A, u1, v1, u2, v2, w, x, y, z);
    double t1 = omp_get_wtime();
    double sum = 0.0;
    for (long i = 0; i < n; i++)
        sum += w[i] + x[i];
    printf("checksum %.10e\n", sum);
    printf("kernel_time_s %.6f\n", t1 - t0);
    free(A);
    free(u1);
    free(v1);
    free(u2);
    free(v2);
    free(w);
    free(x);
    free(y);
    free(z);
    return 0;
}
