/*
 * bitcount, OpenMP: `parallel for reduction(+)` on the word loop as it stands. Same
 * argv and checksum as bitcount.c; also prints "kernel_time_s <s>" (omp_get_wtime
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

long bitcount(int n, const unsigned long long *w, unsigned char *cnt)
{
    long total = 0;
#pragma omp parallel for reduction(+ : total)
    for (int i = 0; i < n; i++) {
        unsigned long long x = w[i];
        int c = 0;
        while (x) {
            x &= x - 1;
            c++;
        }
        cnt[i] = (unsigned char)c;
        total += c;
    }
    return total;
}

int main(int argc, char **argv)
{
    long n = size_arg(argc, argv, 1, -1, 1, 200000000);
    if (argc != 2 || n < 0) {
        fprintf(stderr, "usage: %s N   (1 <= N <= 200000000)\n", argv[0]);
        return 1;
    }
    unsigned long long *w = malloc((size_t)n * sizeof(unsigned long long));
    unsigned char *cnt = malloc((size_t)n);
    if (!w || !cnt) {
        fprintf(stderr, "bitcount: out of memory\n");
        return 1;
    }
    /* the AND of two random words: 16 set bits on average, 0 to ~40 */
#pragma omp parallel for
    for (long i = 0; i < n; i++)
        w[i] = mix(40, (size_t)i) & mix(41, (size_t)i);
    double t0 = omp_get_wtime();
    long total = bitcount((int)n, w, cnt);
    double t1 = omp_get_wtime();
    double sum = (double)total;
    for (long i = 0; i < n; i++)
        sum += (double)((i % 5) * cnt[i]);
    printf("checksum %.10e\n", sum);
    printf("kernel_time_s %.6f\n", t1 - t0);
    free(w);
    free(cnt);
    return 0;
}
