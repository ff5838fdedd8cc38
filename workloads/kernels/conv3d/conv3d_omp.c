/*
 * conv3d, OpenMP: `parallel for` on the outermost (plane) loop as it stands. Same
 * argv and checksum as conv3d.c; also prints "kernel_time_s <s>" (omp_get_wtime
 * around the kernel call).
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

void conv3d(int n, const double *in, const double *w, double *out)
{
#pragma omp parallel for
    for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < n - 1; j++)
            for (int k = 1; k < n - 1; k++) {
                double s = 0.0;
                for (int a = -1; a <= 1; a++)
                    for (int b = -1; b <= 1; b++)
                        for (int c = -1; c <= 1; c++)
                            s += w[(a + 1) * 9 + (b + 1) * 3 + c + 1] *
                                 in[((i + a) * n + j + b) * n + k + c];
                out[(i * n + j) * n + k] = s;
            }
}

int main(int argc, char **argv)
{
    long n = size_arg(argc, argv, 1, -1, 3, 1200);
    if (argc != 2 || n < 0) {
        fprintf(stderr, "usage: %s N   (3 <= N <= 1200)\n", argv[0]);
        return 1;
    }
    size_t nnn = (size_t)n * n * n;
    double *in = malloc(nnn * sizeof(double)), *out = malloc(nnn * sizeof(double));
    double w[27];
    if (!in || !out) {
        fprintf(stderr, "conv3d: out of memory\n");
        return 1;
    }
    for (int p = 0; p < 27; p++)
        w[p] = gen(32, (size_t)p) - 0.3;
#pragma omp parallel for
    for (long i = 0; i < n; i++)
        for (size_t p = (size_t)i * n * n; p < (size_t)(i + 1) * n * n; p++) {
            in[p] = gen(33, p);
            out[p] = 0.0;
        }
    double t0 = omp_get_wtime();
    conv3d((int)n, in, w, out);
    double t1 = omp_get_wtime();
    double sum = 0.0;
    for (size_t p = 0; p < nnn; p++)
        sum += out[p];
    printf("checksum %.10e\n", sum);
    printf("kernel_time_s %.6f\n", t1 - t0);
    free(in);
    free(out);
    return 0;
}
