/*
 * HISTOGRAM: integer scatter, bins[key[i]]++ for N keys into M bins.  Sequential C99.
 * Usage: histogram N M.  Keys are uniform in [0, M), generated inside main (one LCG
 * step per element index, then an output mix).  No floating point: the work is
 * integer.
 * Output: "checksum <sum over bins of k * bins[k]>" (exact in a double).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

void histogram(int n, int m, const int *key, int *bins)
{
    for (int k = 0; k < m; k++)
        bins[k] = 0;
    for (int i = 0; i < n; i++)
        bins[key[i]]++;
}

/* Element i of the data set `seed`: one LCG step on the index, then an output mix. */
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
    for (long i = 0; i < n; i++)
        key[i] = (int)((gen_u64(i, 6) >> 16) % (uint64_t)m);
    histogram((int)n, (int)m, key, bins);
    double sum = 0.0;
    for (long k = 0; k < m; k++)
        sum += (double)k * bins[k];
    printf("checksum %.10e\n", sum);
    free(key);
    free(bins);
    return 0;
}
