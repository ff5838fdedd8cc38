/*
 * conv2d: 2-D convolution (correlation) of an (N+K-1) x (N+K-1) image with a K x K
 * filter of arbitrary weights into an N x N output: each output pixel a sum of K^2
 * products. Sequential C99.
 *
 * Usage: conv2d N K
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

void conv2d(int n, int kw, const double *in, const double *w, double *out)
{
    int m = n + kw - 1;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            double s = 0.0;
            for (int a = 0; a < kw; a++)
                for (int b = 0; b < kw; b++)
                    s += w[a * kw + b] * in[(i + a) * m + j + b];
            out[i * n + j] = s;
        }
}

int main(int argc, char **argv)
{
    long n = size_arg(argc, argv, 1, -1, 1, 20000);
    long kw = size_arg(argc, argv, 2, -1, 1, 64);
    if (argc != 3 || n < 0 || kw < 0) {
        fprintf(stderr, "usage: %s N K   (1 <= N <= 20000, 1 <= K <= 64)\n", argv[0]);
        return 1;
    }
    long m = n + kw - 1;
    double *in = malloc((size_t)m * m * sizeof(double)), *w = malloc((size_t)kw * kw * sizeof(double));
    double *out = malloc((size_t)n * n * sizeof(double));
    if (!in || !w || !out) {
        fprintf(stderr, "conv2d: out of memory\n");
        return 1;
    }
    for (long p = 0; p < kw * kw; p++)
        w[p] = gen(30, (size_t)p) - 0.3;
    for (long i = 0; i < m; i++)
        for (long j = 0; j < m; j++)
            in[(size_t)i * m + j] = gen(31, (size_t)i * m + j);
    conv2d((int)n, (int)kw, in, w, out);
    double sum = 0.0;
    for (size_t p = 0; p < (size_t)n * n; p++)
        sum += out[p];
    printf("checksum %.10e\n", sum);
    free(in);
    free(w);
    free(out);
    return 0;
}
