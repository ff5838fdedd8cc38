/*
 * CSR-SPMV-TRANSPOSE: y = A^T x with the N x N matrix A stored in CSR.  Sequential C99.
 * Usage: csr-spmv-transpose N K  (about K non-zeros per row).
 *
 * Row i scatters val[p] * x[i] into y[colidx[p]]: rows are independent except for
 * the += into shared entries of y (a scatter-reduction).  Row lengths are
 * 1 .. 2K-1 (mean K); half of the column indices lie within +-64 of the diagonal,
 * half are uniform.  Data are generated inside main (one LCG step per index, then
 * an output mix); values are in [0, 1) so the checksum is well conditioned.
 * Output: "checksum <sum of y>".
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

void csr_spmv_transpose(int nrows, int ncols, const int *rowptr, const int *colidx,
                        const double *val, const double *x, double *y)
{
    for (int c = 0; c < ncols; c++)
        y[c] = 0.0;
    for (int i = 0; i < nrows; i++) {
        double xi = x[i];
        for (int p = rowptr[i]; p < rowptr[i + 1]; p++)
            y[colidx[p]] += val[p] * xi;
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

static double gen_unit(uint64_t i, uint64_t seed)
{
    return (double)(gen_u64(i, seed) >> 11) * (1.0 / 9007199254740992.0);
}

/* Column of non-zero p of row i. */
static int gen_col(long i, long p, long n)
{
    uint64_t h = gen_u64((uint64_t)p, 8);
    if (h & 1)
        return (int)((uint64_t)(i + n - 64 + (long)((h >> 8) % 129)) % (uint64_t)n);
    return (int)((h >> 16) % (uint64_t)n);
}

static long parse_arg(const char *s, long lo, long hi, const char *what)
{
    char *end;
    long v = strtol(s, &end, 10);
    if (*s == '\0' || *end != '\0' || v < lo || v > hi) {
        fprintf(stderr, "csr-spmv-transpose: %s must be an integer in [%ld, %ld], got '%s'\n",
                what, lo, hi, s);
        return -1;
    }
    return v;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: %s N K\n", argv[0]);
        return 1;
    }
    long n = parse_arg(argv[1], 1, 100000000L, "N");
    long k = parse_arg(argv[2], 1, 10000, "K");
    if (n < 0 || k < 0)
        return 1;
    if (n * (2 * k - 1) > 1000000000L) {
        fprintf(stderr, "csr-spmv-transpose: N * (2K - 1) must be at most 1e9\n");
        return 1;
    }
    int *rowptr = malloc((size_t)(n + 1) * sizeof(int));
    double *x = calloc((size_t)n, sizeof(double));
    double *y = malloc((size_t)n * sizeof(double));
    if (!rowptr || !x || !y) {
        fprintf(stderr, "csr-spmv-transpose: out of memory\n");
        free(rowptr);
        free(x);
        free(y);
        return 1;
    }
    rowptr[0] = 0;
    for (long i = 0; i < n; i++)
        rowptr[i + 1] = rowptr[i] + 1 + (int)(gen_u64(i, 7) % (uint64_t)(2 * k - 1));
    long nnz = rowptr[n];
    int *colidx = calloc((size_t)nnz, sizeof(int));
    double *val = calloc((size_t)nnz, sizeof(double));
    if (!colidx || !val) {
        fprintf(stderr, "csr-spmv-transpose: out of memory\n");
        free(rowptr);
        free(x);
        free(y);
        free(colidx);
        free(val);
        return 1;
    }
    for (long i = 0; i < n; i++) {
        x[i] = gen_unit(i, 10);
        for (long p = rowptr[i]; p < rowptr[i + 1]; p++) {
            colidx[p] = gen_col(i, p, n);
            val[p] = gen_unit(p, 9);
        }
    }
    csr_spmv_transpose((int)n, (int)n, rowptr, colidx, val, x, y);
    double sum = 0.0;
    for (long c = 0; c < n; c++)
        sum += y[c];
    printf("checksum %.10e\n", sum);
    free(rowptr);
    free(x);
    free(y);
    free(colidx);
    free(val);
    return 0;
}
