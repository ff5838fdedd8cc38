/*
 * floyd-warshall, OpenMP: the k loop stays sequential; per k, `parallel for` on the i
 * loop (one parallel region per k). Same argv and checksum as floyd-warshall.c; also
 * prints "kernel_time_s <s>" (omp_get_wtime around the kernel call).
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

void floyd_warshall(int n, int *d)
{
    for (int k = 0; k < n; k++) {
#pragma omp parallel for
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++)
                if (d[i * n + k] + d[k * n + j] < d[i * n + j])
                    d[i * n + j] = d[i * n + k] + d[k * n + j];
    }
}

int main(int argc, char **argv)
{
    long n = size_arg(argc, argv, 1, -1, 2, 8192);
    if (argc != 2 || n < 0) {
        fprintf(stderr, "usage: %s N   (2 <= N <= 8192)\n", argv[0]);
        return 1;
    }
    size_t nn = (size_t)n * n;
    int *d = malloc(nn * sizeof(int));
    if (!d) {
        fprintf(stderr, "floyd-warshall: out of memory\n");
        return 1;
    }
#pragma omp parallel for
    for (long i = 0; i < n; i++)
        for (long j = 0; j < n; j++) {
            unsigned long long z = mix(45, (size_t)i * n + j);
            d[(size_t)i * n + j] = i == j ? 0 : (z % 10) < 3 ? 1 + (int)((z >> 8) % 100) : 1 << 20;
        }
    double t0 = omp_get_wtime();
    floyd_warshall((int)n, d);
    double t1 = omp_get_wtime();
    double sum = 0.0;
    for (size_t p = 0; p < nn; p++)
        sum += d[p];
    printf("checksum %.10e\n", sum);
    printf("kernel_time_s %.6f\n", t1 - t0);
    free(d);
    return 0;
}
