/*
 * SEIDEL-2D: t steps of an in-place 9-point Gauss-Seidel sweep on an N x N grid
 * (PolyBench seidel-2d).  Sequential C99.  Usage: seidel-2d N T.
 *
 * A[i][j] = (sum of the 3x3 block around (i, j)) / 9 on the interior, updated in
 * place in row-major order, so (i-1, *) and (i, j-1) are already new and the rest
 * are from the previous step; the boundary stays fixed.  Data are generated inside
 * main (one LCG step per element index, then an output mix).
 * Output: "checksum <sum of the final grid>".
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

void seidel_2d(int n, int tsteps, double *A)
{
    for (int t = 0; t < tsteps; t++) {
        for (int i = 1; i < n - 1; i++) {
            for (int j = 1; j < n - 1; j++) {
                A[i * n + j] = (A[(i - 1) * n + j - 1] + A[(i - 1) * n + j] +
                                A[(i - 1) * n + j + 1] + A[i * n + j - 1] + A[i * n + j] +
                                A[i * n + j + 1] + A[(i + 1) * n + j - 1] +
                                A[(i + 1) * n + j] + A[(i + 1) * n + j + 1]) /
                               9.0;
            }
        }
    }
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
        fprintf(stderr, "seidel-2d: %s must be an integer in [%ld, %ld], got '%s'\n", what, lo,
                hi, s);
        return -1;
    }
    return v;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: %s N T\n", argv[0]);
        return 1;
    }
    long n = parse_arg(argv[1], 3, 30000, "N");
    long t = parse_arg(argv[2], 0, 100000, "T");
    if (n < 0 || t < 0)
        return 1;
    size_t total = (size_t)n * n;
    double *A = malloc(total * sizeof(double));
    if (!A) {
        fprintf(stderr, "seidel-2d: out of memory\n");
        return 1;
    }
    for (size_t c = 0; c < total; c++)
        A[c] = gen_unit(c, 2);
    seidel_2d((int)n, (int)t, A);
    double sum = 0.0;
    for (size_t c = 0; c < total; c++)
        sum += A[c];
    printf("checksum %.10e\n", sum);
    free(A);
    return 0;
}
