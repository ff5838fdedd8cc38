/*
 * TRANSPOSE: B = A^T of an N x M matrix (row-major), then B *= alpha.  Sequential C99.
 * Usage: transpose N M.
 *
 * The transpose reads A by rows (unit stride) and writes B by columns (stride N);
 * the scale is a second unit-stride sweep over B.  Data are generated inside main
 * (one LCG step per element index, then an output mix).
 * Output: "checksum <sum over B of B[j][i] * (1 + (i + j) % 7)>" (position-weighted,
 * so a misplaced element changes it).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

void transpose(int n, int m, double alpha, const double *A, double *B)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            B[j * n + i] = A[i * m + j];
    for (int j = 0; j < m; j++)
        for (int i = 0; i < n; i++)
            B[j * n + i] *= alpha;
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
        fprintf(stderr, "transpose: %s must be an integer in [%ld, %ld], got '%s'\n", what, lo,
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
    long n = parse_arg(argv[1], 1, 100000, "N");
    long m = parse_arg(argv[2], 1, 100000, "M");
    if (n < 0 || m < 0)
        return 1;
    if (n * m > 1000000000L) {
        fprintf(stderr, "transpose: N * M must be at most 1e9\n");
        return 1;
    }
    double *A = malloc((size_t)n * m * sizeof(double));
    double *B = malloc((size_t)n * m * sizeof(double));
    if (!A || !B) {
        fprintf(stderr, "transpose: out of memory\n");
        free(A);
        free(B);
        return 1;
    }
    for (long c = 0; c < n * m; c++) {
        A[c] = gen_unit(c, 11);
        B[c] = 0.0;
    }
    transpose((int)n, (int)m, 1.5, A, B);
    double sum = 0.0;
    for (long j = 0; j < m; j++)
        for (long i = 0; i < n; i++)
            sum += B[j * n + i] * (double)(1 + (i + j) % 7);
    printf("checksum %.10e\n", sum);
    free(A);
    free(B);
    return 0;
}
