/*
 * adi, OpenMP: `parallel for` on the outer (column, then row) loop of each sweep,
 * inside the sequential time loop (two parallel regions per step). Same argv and
 * checksum as adi.c; also prints "kernel_time_s <s>" (omp_get_wtime around the kernel
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

void adi(int n, int tmax, double *u, double *v, double *p, double *q)
{
    const double a = -0.25, d = 1.5, c = -0.25; /* sub-, main and super-diagonal */
    for (int t = 0; t < tmax; t++) {
#pragma omp parallel for
        for (int j = 0; j < n; j++) {
            p[j] = c / d;
            q[j] = u[j] / d;
            for (int i = 1; i < n; i++) {
                double den = d - a * p[(i - 1) * n + j];
                p[i * n + j] = c / den;
                q[i * n + j] = (u[i * n + j] - a * q[(i - 1) * n + j]) / den;
            }
            v[(n - 1) * n + j] = q[(n - 1) * n + j];
            for (int i = n - 2; i >= 0; i--)
                v[i * n + j] = q[i * n + j] - p[i * n + j] * v[(i + 1) * n + j];
        }
#pragma omp parallel for
        for (int i = 0; i < n; i++) {
            p[i * n] = c / d;
            q[i * n] = v[i * n] / d;
            for (int j = 1; j < n; j++) {
                double den = d - a * p[i * n + j - 1];
                p[i * n + j] = c / den;
                q[i * n + j] = (v[i * n + j] - a * q[i * n + j - 1]) / den;
            }
            u[i * n + n - 1] = q[i * n + n - 1];
            for (int j = n - 2; j >= 0; j--)
                u[i * n + j] = q[i * n + j] - p[i * n + j] * u[i * n + j + 1];
        }
    }
}

int main(int argc, char **argv)
{
    long n = size_arg(argc, argv, 1, -1, 2, 20000);
    long t = size_arg(argc, argv, 2, 1, 1, 100000);
    if (argc < 2 || argc > 3 || n < 0 || t < 0) {
        fprintf(stderr, "usage: %s N [T]   (2 <= N <= 20000, 1 <= T <= 100000, default 1)\n",
                argv[0]);
        return 1;
    }
    size_t nn = (size_t)n * n;
    double *u = malloc(nn * sizeof(double)), *v = malloc(nn * sizeof(double));
    double *p = malloc(nn * sizeof(double)), *q = malloc(nn * sizeof(double));
    if (!u || !v || !p || !q) {
        fprintf(stderr, "adi: out of memory\n");
        return 1;
    }
#pragma omp parallel for
    for (long i = 0; i < n; i++)
        for (long j = 0; j < n; j++) {
            size_t s = (size_t)i * n + j;
            u[s] = gen(38, s);
            v[s] = p[s] = q[s] = 0.0;
        }
    double t0 = omp_get_wtime();
    adi((int)n, (int)t, u, v, p, q);
    double t1 = omp_get_wtime();
    double sum = 0.0;
    for (size_t s = 0; s < nn; s++)
        sum += u[s];
    printf("checksum %.10e\n", sum);
    printf("kernel_time_s %.6f\n", t1 - t0);
    free(u);
    free(v);
    free(p);
    free(q);
    return 0;
}
