/*
 * SPMV: sparse matrix - dense vector product y = A x with A in CSR format
 * (after the Parboil "spmv" benchmark description: irregular rows, the product is
 * repeated `reps` times on the same operands as the benchmark does).  Sequential C99.
 *
 * Input (little-endian binary):
 *   int32  nrows, ncols, nnz, reps
 *   int32  rowptr[nrows + 1]      CSR row starts (rowptr[0] = 0, rowptr[nrows] = nnz)
 *   int32  colidx[nnz]            column of each non-zero (0 <= c < ncols)
 *   double val[nnz]               non-zero values
 *   double x[ncols]               input vector
 * Output: "checksum <sum_i y[i]>".
 */
#include <stdio.h>
#include <stdlib.h>

void spmv(int nrows, int reps, const int *rowptr, const int *colidx, const double *val,
          const double *x, double *y)
{
    for (int r = 0; r < reps; r++) {
        for (int i = 0; i < nrows; i++) {
            double sum = 0.0;
            for (int p = rowptr[i]; p < rowptr[i + 1]; p++)
                sum += val[p] * x[colidx[p]];
            y[i] = sum;
        }
    }
}

static int read_exact(FILE *f, void *buf, size_t size, size_t count)
{
    return fread(buf, size, count, f) == count;
}

static int fail(const char *msg, const char *path, FILE *f)
{
    fprintf(stderr, "spmv: %s '%s'\n", msg, path);
    if (f)
        fclose(f);
    return 1;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s INPUT.bin\n", argv[0]);
        return 1;
    }
    FILE *f = fopen(argv[1], "rb");
    if (!f)
        return fail("cannot open input file", argv[1], NULL);
    int hdr[4];
    if (!read_exact(f, hdr, sizeof(int), 4))
        return fail("header too short in", argv[1], f);
    int nrows = hdr[0], ncols = hdr[1], nnz = hdr[2], reps = hdr[3];
    if (nrows < 1 || ncols < 1 || nnz < 0 || reps < 0 || nrows > 100000000 ||
        ncols > 100000000 || nnz > 500000000)
        return fail("bad header in", argv[1], f);
    int *rowptr = malloc(((size_t)nrows + 1) * sizeof(int));
    int *colidx = malloc(((size_t)nnz + 1) * sizeof(int));
    double *val = malloc(((size_t)nnz + 1) * sizeof(double));
    double *x = malloc((size_t)ncols * sizeof(double));
    double *y = malloc((size_t)nrows * sizeof(double));
    if (!rowptr || !colidx || !val || !x || !y)
        return fail("out of memory reading", argv[1], f);
    if (!read_exact(f, rowptr, sizeof(int), (size_t)nrows + 1) ||
        !read_exact(f, colidx, sizeof(int), (size_t)nnz) ||
        !read_exact(f, val, sizeof(double), (size_t)nnz) ||
        !read_exact(f, x, sizeof(double), (size_t)ncols) || fgetc(f) != EOF)
        return fail("wrong file size for the header in", argv[1], f);
    fclose(f);
    if (rowptr[0] != 0 || rowptr[nrows] != nnz)
        return fail("inconsistent row pointers in", argv[1], NULL);
    for (int i = 0; i < nrows; i++)
        if (rowptr[i + 1] < rowptr[i])
            return fail("decreasing row pointers in", argv[1], NULL);
    for (int p = 0; p < nnz; p++)
        if (colidx[p] < 0 || colidx[p] >= ncols)
            return fail("column index out of range in", argv[1], NULL);
    for (int i = 0; i < nrows; i++)
        y[i] = 0.0;

    spmv(nrows, reps, rowptr, colidx, val, x, y);

    double sum = 0.0;
    for (int i = 0; i < nrows; i++)
        sum += y[i];
    printf("checksum %.15e\n", sum);
    free(rowptr);
    free(colidx);
    free(val);
    free(x);
    free(y);
    return 0;
}
