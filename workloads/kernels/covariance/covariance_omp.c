/*
 * covariance, OpenMP: `parallel for` on the column loop of the means, the row loop of
 * the centring and the i loop of the triangle, as they stand. Same argv and checksum
 * as covariance.c; also prints "kernel_time_s <s>" (omp_get_wtime around the kernel
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

void covariance(int m, int n, double *data, double *mean, double *cov)
{
#pragma omp parallel for
    for (int j = 0; j < n; j++) {
        mean[j] = 0.0;
        for (int i = 0; i < m; i++)
            mean[j] += data[i * n + j];
        mean[j] /= m;
    }
#pragma omp parallel for
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++)
            data[i * n + j] -= mean[j];
#pragma omp parallel for
    for (int i = 0; i < n; i++)
        for (int j = i; j < n; j++) {
            double s = 0.0;
            for (int k = 0; k < m; k++)
                s += data[k * n + i] * data[k * n + j];
            cov[i * n + j] = s / (m - 1.0);
            cov[j * n + i] = cov[i * n + j];
        }
}

int main(int argc, char **argv)
{
    long m = size_arg(argc, argv, 1, -1, 2, 100000);
    long n = size_arg(argc, argv, 2, -1, 1, 4096);
    if (argc != 3 || m < 0 || n < 0) {
        fprintf(stderr, "usage: %s M N   (2 <= M <= 100000 samples, 1 <= N <= 4096 variables)\n",
                argv[0]);
        return 1;
    }
    double *data = malloc((size_t)m * n * sizeof(double));
    double *mean = malloc((size_t)n * sizeof(double));
    double *cov = malloc((size_t)n * n * sizeof(double));
    if (!data || !mean || !cov) {
        fprintf(stderr, "covariance: out of memory\n");
        return 1;
    }
#pragma omp parallel for
    for (long i = 0; i < m; i++)
        for (long j = 0; j < n; j++) {
            size_t p = (size_t)i * n + j;
            data[p] = gen(18, p) + 0.01 * (double)j;
        }
    double t0 = omp_get_wtime();
    covariance((int)m, (int)n, data, mean, cov);
    double t1 = omp_get_wtime();
    double sum = 0.0;
    for (size_t p = 0; p < (size_t)n * n; p++)
        sum += cov[p];
    for (long j = 0; j < n; j++)
        sum += mean[j];
    printf("checksum %.10e\n", sum);
    printf("kernel_time_s %.6f\n", t1 - t0);
    free(data);
    free(mean);
    free(cov);
    return 0;
}
