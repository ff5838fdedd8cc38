/*
 * GRIDSUM-NORM: sum of squares and maximum of an N x M grid (two reductions in one
 * sweep; the 2-norm is the square root of the first).  Sequential C99.
 * Usage: gridsum-norm N M.  Data in [-1, 1) are generated inside main (one LCG
 * step per element index, then an output mix).
 * Output: "checksum <sum of squares + max>".
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

void gridsum_norm(int n, int m, const double *a, double *out)
{
    double ss = 0.0;
    double mx = a[0];
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++) {
            double v = a[i * m + j];
            ss += v * v;
            if (v > mx)
                mx = v;
        }
    }
    out[0] = ss;
    out[1] = mx;
}

/* Element i of the data set `seed`: one LCG step on the index, then an output mix. */
static double gen_unit(uint64_t i, uint64_t seed)
{
    uint64_t x = (i + seed * 0x9E3779B97F4A7C15ULL) * 6364136223846793005ULL +
                 1442695040888963407ULL;
    x ^= x >> 29;
    x *= 0xBF58476D1CE4E5B9ULL;
    x ^= x >> 32;
    return (double)(x >> 11) * (1.0 / 9007199254740992.0);
}

static long parse_arg(const char *s, long lo, long hi, const char *what)
{
    char *end;
    long v = strtol(s, &end, 10);
    if (*s == '\0' || *end != '\0' || v < lo || v > hi) {
        fprintf(stderr, "gridsum-norm: %s must be an integer in [%ld, %ld], got '%s'\n", what,
                lo, hi, s);
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
    long n = parse_arg(argv[1], 1, 100000, "N");
    long m = parse_arg(argv[2], 1, 100000, "M");
    if (n < 0 || m < 0)
        return 1;
    if (n * m > 1000000000L) {
        fprintf(stderr, "gridsum-norm: N * M must be at most 1e9\n");
        return 1;
    }
    double *a = malloc((size_t)n * m * sizeof(double));
    if (!a) {
        fprintf(stderr, "gridsum-norm: out of memory\n");
        return 1;
    }
    for (long c = 0; c < n * m; c++)
        a[c] = 2.0 * gen_unit(c, 5) - 1.0;
    double out[2];
    gridsum_norm((int)n, (int)m, a, out);
    printf("checksum %.10e\n", out[0] + out[1]);
    free(a);
    return 0;
}
