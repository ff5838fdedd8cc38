/*
 * HISTOGRAM, OpenMP CPU implementation.  Same arguments and checksum as histogram.c;
 * also prints "kernel_time_s <s>" (omp_get_wtime around the kernel).
 * Build: gcc -O3 -march=native -fopenmp histogram_omp.c -o histogram_omp -lm
 * Privatised histograms: every thread counts its static block of keys into its own
 * M bins (zeroed, hence first-touched, by that thread), then a static worksharing
 * loop over the bins adds the private counts.  No atomics.
 */
#include <omp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* Returns 0, or 1 when the private histograms cannot be allocated. */
static int histogram(int n, int m, const int *restrict key, int *restrict bins)
{
    int nthreads = omp_get_max_threads();
    int *priv = malloc((size_t)nthreads * m * sizeof(int));
    if (!priv)
        return 1;
#pragma omp parallel num_threads(nthreads)
    {
        int tid = omp_get_thread_num();
        int nt = omp_get_num_threads();
        int *mine = priv + (size_t)tid * m;
        for (int k = 0; k < m; k++)
            mine[k] = 0;
#pragma omp for schedule(static)
        for (int i = 0; i < n; i++)
            mine[key[i]]++;
        /* implicit barrier: every private histogram is complete */
#pragma omp for schedule(static)
        for (int k = 0; k < m; k++) {
            int s = 0;
            for (int t = 0; t < nt; t++)
                s += priv[(size_t)t * m + k];
            bins[k] = s;
        }
    }
    free(priv);
    return 0;
}

static uint64_t gen_u64(uint64_t i, uint64_t seed)
{
    uint64_t x = (i + seed * 0x9E3779B97F4A7C15ULL) * 6364136223846793005ULL +
                 1442695040888963407ULL;
    x ^= x >> 29;
    x *= 0xBF58476D1CE4E5B9ULL;
    x ^= x >> 32;
    return x;
}

static long parse_arg(const char *s, long lo, long hi, const char *what)
{
    char *end;
    long v = strtol(s, &end, 10);
    if (*s == '\0' || *end != '\0' || v < lo || v > hi) {
        fprintf(stderr, "histogram: %s must be an integer in [%ld, %ld], got '%s'\n", what, lo,
                hi, s);
        return -1;
    }
    return v;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: %s N M\n", argv[0]);
        return 1;
    }
    long n = parse_arg(argv[1], 1, 1000000000L, "N");
    long m = parse_arg(argv[2], 1, 100000000L, "M");
    if (n < 0 || m < 0)
        return 1;
    int *key = malloc((size_t)n * sizeof(int));
    int *bins = malloc((size_t)m * sizeof(int));
    if (!key || !bins) {
        fprintf(stderr, "histogram: out of memory\n");
        free(key);
        free(bins);
        return 1;
    }
#pragma omp parallel for schedule(static)
    for (long i = 0; i < n; i++)
        key[i] = (int)((gen_u64(i, 6) >> 16) % (uint64_t)m);
#pragma omp parallel for schedule(static)
    for (long k = 0; k < m; k++)
        bins[k] = 0;
    double t0 = omp_get_wtime();
    int failed = histogram((int)n, (int)m, key, bins);
    double t1 = omp_get_wtime();
    if (failed) {
        fprintf(stderr, "histogram: out of memory\n");
        free(key);
        free(bins);
        return 1;
    }
    double sum = 0.0;
    for (long k = 0; k < m; k++)
        sum += (double)k * bins[k];
    printf("checksum %.10e\n", sum);
    printf("kernel_time_s %.6f\n", t1 - t0);
    free(key);
    free(bins);
    return 0;
}
