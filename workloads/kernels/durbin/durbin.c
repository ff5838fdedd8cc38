/*
 * durbin: Levinson-Durbin recursion for the Toeplitz system of autocorrelations r (n
 * of them): for each order k a sum over the k previous coefficients (r read
 * backwards), the reflection coefficient, then the update of the k coefficients
 * through a second array. Sequential C99.
 *
 * Usage: durbin N
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

void durbin(int n, const double *r, double *y, double *z)
{
    double alpha = -r[0], beta = 1.0;
    y[0] = -r[0];
    for (int k = 1; k < n; k++) {
        beta = (1.0 - alpha * alpha) * beta;
        double sum = 0.0;
        for (int i = 0; i < k; i++)
            sum += r[k - i - 1] * y[i];
        alpha = -(r[k] + sum) / beta;
        for (int i = 0; i < k; i++)
            z[i] = y[i] + alpha * y[k - i - 1];
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
    durbin((int)n, r, y, z);
    double sum = 0.0;
    for (long k = 0; k < n; k++)
        sum += (double)(k % 7 + 1) * y[k];
    printf("checksum %.10e\n", sum);
    free(r);
    free(y);
    free(z);
    return 0;
}
