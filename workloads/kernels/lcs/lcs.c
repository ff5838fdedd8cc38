/*
 * LCS: longest common subsequence of two strings of length N by dynamic programming,
 * the full (N+1) x (N+1) table.  Sequential C99.  Usage: lcs N.
 *
 * L[i][j] = L[i-1][j-1] + 1 if a[i-1] == b[j-1], else max(L[i-1][j], L[i][j-1]):
 * each cell depends on its north, west and north-west neighbours, so only the cells
 * of one anti-diagonal are independent.  Integer work only.  The strings (alphabet
 * of 4 letters) are generated inside main (one LCG step per index, then an output mix).
 * Output: "checksum <sum of the whole table>" (exact in a double).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

void lcs(int n, const char *a, const char *b, int *L)
{
    int w = n + 1;
    for (int j = 0; j <= n; j++)
        L[j] = 0;
    for (int i = 1; i <= n; i++) {
        L[i * w] = 0;
        for (int j = 1; j <= n; j++) {
            if (a[i - 1] == b[j - 1]) {
                L[i * w + j] = L[(i - 1) * w + j - 1] + 1;
            } else {
                int up = L[(i - 1) * w + j];
                int left = L[i * w + j - 1];
                L[i * w + j] = up > left ? up : left;
            }
        }
    }
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
        fprintf(stderr, "lcs: %s must be an integer in [%ld, %ld], got '%s'\n", what, lo, hi, s);
        return -1;
    }
    return v;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s N\n", argv[0]);
        return 1;
    }
    long n = parse_arg(argv[1], 1, 30000, "N");
    if (n < 0)
        return 1;
    char *a = malloc((size_t)n);
    char *b = malloc((size_t)n);
    int *L = malloc((size_t)(n + 1) * (n + 1) * sizeof(int));
    if (!a || !b || !L) {
        fprintf(stderr, "lcs: out of memory\n");
        free(a);
        free(b);
        free(L);
        return 1;
    }
    for (long i = 0; i < n; i++) {
        a[i] = "ACGT"[(gen_u64(i, 12) >> 20) & 3];
        b[i] = "ACGT"[(gen_u64(i, 13) >> 20) & 3];
    }
    lcs((int)n, a, b, L);
    double sum = 0.0;
    for (long c = 0; c < (n + 1) * (n + 1); c++)
        sum += L[c];
    printf("checksum %.10e\n", sum);
    free(a);
    free(b);
    free(L);
    return 0;
}
