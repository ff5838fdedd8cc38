/*
 * band-matvec, OpenMP: `parallel for` on the row loop as it stands. Same argv and
 * checksum as band-matvec.c; also prints "kernel_time_s <s>" (omp_get_wtime around
 * the kernel call).
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

void band_matvec(int n, int w, const double *Ab, const double *x, double *y)
{
    int bw = 2 * w + 1;
#pragma omp parallel for
    for (int i = 0; i < n; i++) {
        int lo = i - w < 0 ? 0 : i - w, hi = i + w > n - 1 ? n - 1 : i + w;
        double s = 0.0;
        for (int j = lo; j <= hi; j++)
            s += Ab[i * bw + j - i + w] * x[j];
        y[i] = s;
    }
}

int main(int argc, char **argv)
{
    long n = size_arg(argc, argv, 1, -1, 1, 50000000);
    long w = size_arg(argc, argv, 2, -1, 0, 1000);
    if (argc != 3 || n < 0 || w < 0) {
        fprintf(stderr, "usage: %s N W   (1 <= N <= 50000000, 0 <= W <= 1000 diagonals each side)\n",
                argv[0]);
        return 1;
    }
    long bw = 2 * w + 1;
    double *Ab = calloc((size_t)n * bw, sizeof(double)), *x = calloc((size_t)n, sizeof(double));
    double *y = malloc((size_t)n * sizeof(double));
    if (!Ab || !x || !y) {
        fprintf(stderr, "band-matvec: out of memory\n");
        return 1;
    }
#pragma omp parallel for
    for (long i = 0; i < n; i++) {
        for (long d = 0; d < bw; d++)
            Ab[(size_t)i * bw + d] = gen(56, (size_t)i * bw + d) - 0.3;
        x[i] = gen(57, (size_t)i);
        y[i] = 0.0;
    }
    double t0 = omp_get_wtime();
    band_matvec((int)n, (int)w, Ab, x, y);
    double t1 = omp_get_wtime();
    double sum = 0.0;
    for (long i = 0; i < n; i++)
        sum += y[i];
    printf("checksum %.10e\n", sum);
    printf("kernel_time_s %.6f\n", t1 - t0);
    free(Ab);
    free(x);
    free(y);
    return 0;
}
