/*
 * durbin, OpenMP: the order loop stays sequential; per order, `parallel for
 * reduction(+)` on the sum and `parallel for` on the update and on the copy-back
 * (three parallel regions per order). Same argv and checksum as durbin.c; also prints
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

void durbin(int n, const double *r, double *y, double *z)
{
    double alpha = -r[0], beta = 1.0;
    y[0] = -r[0];
    for (int k = 1; k < n; k++) {
        beta = (1.0 - alpha * alpha) * beta;
        double sum = 0.0;
#pragma omp parallel for reduction(+ : sum)
        for (int i = 0; i < k; i++)
            sum += r[k - i - 1] * y[i];
        alpha = -(r[k] + sum) / beta;
#pragma omp parallel for
        for (int i = 0; i < k; i++)
            z[i] = y[i] + alpha * y[k - i - 1];
#pragma omp parallel for
        for (int i = 0; i < k; i++)
            y[i] = z[i];
        y[k] = alpha;
    }
}

int main(int argc, char **argv)
{
    long n = size_arg(argc, argv, 1, -1, 2, 1000000);
    if (argc != 2 || n < 0) {
        fprintf(stderr, "usage: %s N   (2 <= N <= 1000000)\n", argv[0]);
        return 1;
    }
    double *r = malloc((size_t)n * sizeof(double));
    double *y = malloc((size_t)n * sizeof(double));
    double *z = malloc((size_t)n * sizeof(double));
    if (!r || !y || !z) {
        fprintf(stderr, "durbin: out of memory\n");
        return 1;
    }
    /* the autocorrelations of an AR(1) process (rho = 0.5) plus a perturbation that
     * decays as 1/(k+1)^2 (no underflow, no denormals at large k): the symbol of the
     * Toeplitz matrix stays >= 1/3 - 2 * 0.05 * pi^2/6 > 0, positive definite */
    double rk = 1.0;
    for (long k = 0; k < n; k++) {
        rk = rk > 1e-300 ? rk * 0.5 : 0.0;
        r[k] = rk + 0.1 * (gen(25, (size_t)k) - 0.5) / ((double)(k + 1) * (double)(k + 1));
        y[k] = z[k] = 0.0;
    }
    double t0 = omp_get_wtime();
    durbin((int)n, r, y, z);
    double t1 = omp_get_wtime();
    double sum = 0.0;
    for (long k = 0; k < n; k++)
        sum += (double)(k % 7 + 1) * y[k];
    printf("checksum %.10e\n", sum);
    printf("kernel_time_s %.6f\n", t1 - t0);
    free(r);
    free(y);
    free(z);
    return 0;
}
