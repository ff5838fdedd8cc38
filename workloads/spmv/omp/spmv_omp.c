/*
 * SPMV, OpenMP CPU implementation: the loops of ../spmv.c as written, with OpenMP
 * pragmas added and nothing else (no restrict, no omp simd, no hoisting or
 * reordering).  Each repetition is a static parallel loop over the rows (outermost
 * parallel loop; the reps loop rewrites y).  main is that of ../spmv.c: the CSR arrays
 * and x are read by fread, and its zeroing loop of y is a static parallel loop.  Same
 * input format and checksum as ../spmv.c; also prints "kernel_time_s <s>"
 * (omp_get_wtime around the kernel).  The developer-tuned version is spmv_tuned_omp.c
 * (registry tuned_omp_source).
 * Build: clang-19 -O3 -march=native -fopenmp spmv_omp.c -o spmv_omp
 */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

void spmv(int nrows, int reps, const int *rowptr, const int *colidx, const double *val,
          const double *x, double *y)
{
    for (int r = 0; r < reps; r++) {
#pragma omp parallel for schedule(static)
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
    fprintf(stderr, "spmv_omp: %s '%s'\n", msg, path);
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
#pragma omp parallel for schedule(static)
    for (int i = 0; i < nrows; i++)
        y[i] = 0.0;

    double t0 = omp_get_wtime();
    spmv(nrows, reps, rowptr, colidx, val, x, y);
    double t1 = omp_get_wtime();

    double sum = 0.0;
    for (int i = 0; i < nrows; i++)
        sum += y[i];
    printf("checksum %.15e\n", sum);
    printf("kernel_time_s %.6f\n", t1 - t0);
    free(rowptr);
    free(colidx);
    free(val);
    free(x);
    free(y);
    return 0;
}
