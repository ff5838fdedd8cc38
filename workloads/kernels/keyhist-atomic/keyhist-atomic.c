/*
 * keyhist-atomic: integer histogram by key: hist[key[i]]++ for N 32-bit keys into M
 * bins, keys skewed (half of them in the first M/16 bins). Sequential C99.
 *
 * Usage: keyhist-atomic N M
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

void keyhist_atomic(int n, int m, const unsigned *key, unsigned *hist)
{
    for (int b = 0; b < m; b++)
        hist[b] = 0;
    for (int i = 0; i < n; i++)
        hist[key[i]]++;
}

int main(int argc, char **argv)
{
    long n = size_arg(argc, argv, 1, -1, 1, 200000000);
    long m = size_arg(argc, argv, 2, -1, 16, 1 << 24);
    if (argc != 3 || n < 0 || m < 0) {
        fprintf(stderr, "usage: %s N M   (1 <= N <= 200000000 keys, 16 <= M <= 16777216 bins)\n",
                argv[0]);
        return 1;
    }
    unsigned *key = malloc((size_t)n * sizeof(unsigned)), *hist = malloc((size_t)m * sizeof(unsigned));
    if (!key || !hist) {
        fprintf(stderr, "keyhist-atomic: out of memory\n");
        return 1;
    }
    for (long i = 0; i < n; i++) {
        unsigned long long z = mix(39, (size_t)i);
        key[i] = (unsigned)((z & 1) ? (z >> 8) % (unsigned long long)(m / 16)
                                    : (z >> 8) % (unsigned long long)m);
    }
    keyhist_atomic((int)n, (int)m, key, hist);
    double sum = 0.0;
    for (long b = 0; b < m; b++)
        sum += (double)(b + 1) * hist[b];
    printf("checksum %.10e\n", sum);
    free(key);
    free(hist);
    return 0;
}
