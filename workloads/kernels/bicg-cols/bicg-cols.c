/*
 * bicg-cols: the two products of BiCG, s = A^T r and q = A p (A n x n), written as a
 * developer would from the formulas: s[j] as a sum down column j (i inner, stride n),
 * q[i] as a sum along row i. Sequential C99.
 *
 * Usage: bicg-cols N
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

void bicg_cols(int n, const double *A, const double *r, const double *p, double *s, double *q)
{
    for (int j = 0; j < n; j++) {
        s[j] = 0.0;
        for (int i = 0; i < n; i++)
            s[j] += r[i] * A[i * n + j];
    }
    for (int i = 0; i < n; i++) {
        q[i] = 0.0;
        for (int j = 0; j < n; j++)
            q[i] += A[i * n + j] * p[j];
    }
}

int main(int argc, char **argv)
{
    long n = size_arg(argc, argv, 1, -1, 2, 20000);
    if (argc != 2 || n < 0) {
        fprintf(stderr, "usage: %s N   (2 <= N <= 20000)\n", argv[0]);
        return 1;
    }
    size_t nn = (size_t)n * n;
    double *A = malloc(nn * sizeof(double)), *r = malloc((size_t)n * sizeof(double));
    double *p = malloc((size_t)n * sizeof(double)), *s = malloc((size_t)n * sizeof(double));
    double *q = malloc((size_t)n * sizeof(double));
    if (!A || !r || !p || !s || !q) {
        fprintf(stderr, "bicg-cols: out of memory\n");
        return 1;
    }
    for (long i = 0; i < n; i++) {
        for (long j = 0; j < n; j++)
            A[(size_t)i * n + j] = gen(46, (size_t)i * n + j) - 0.4;
        r[i] = gen(47, (size_t)i);
        p[i] = gen(48, (size_t)i);
    }
    bicg_cols((int)n, A, r, p, s, q);
    double sum = 0.0;
    for (long i = 0; i < n; i++)
        sum += s[i] + 2.0 * q[i];
    printf("checksum %.10e\n", sum);
    free(A);
    free(r);
    free(p);
    free(s);
    free(q);
    return 0;
}
