/*
 * HISTOGRAM, OpenMP CPU implementation: the loops of histogram.c as written, with
 * OpenMP pragmas added and nothing else (no restrict, no omp simd, no hoisting or
 * reordering).  The zeroing of the bins is a static parallel loop; the key loop (its
 * only dependences are the ++ into bins) is a static parallel loop with an OpenMP
 * array reduction on the bins (reduction(+: bins[0:m]): a private zeroed copy per
 * thread, added at the end). Same arguments and checksum as histogram.c; also prints
 * "kernel_time_s <s>" (omp_get_wtime around the kernel).  The developer-tuned version
 * is histogram_tuned_omp.c (registry tuned_omp_source).
 * Build: clang-19 -O3 -march=native -fopenmp histogram_omp.c -o histogram_omp -lm
 */
#include <omp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

void histogram(int n, int m, const int *key, int *bins)
{
#pragma omp parallel for schedule(static)
    for (int k = 0; k < m; k++)
        bins[k] = 0;
#pragma omp parallel for reduction(+ : bins[0 : m]) schedule(static)
    for (int i = 0; i < n; i++)
        bins[key[i]]++;
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
    double t0 = omp_get_wtime();
    histogram((int)n, (int)m, key, bins);
    double t1 = omp_get_wtime();
    double sum = 0.0;
    for (long k = 0; k < m; k++)
        sum += (double)k * bins[k];
    printf("checksum %.10e\n", sum);
    printf("kernel_time_s %.6f\n", t1 - t0);
    free(key);
    free(bins);
    return 0;
}
