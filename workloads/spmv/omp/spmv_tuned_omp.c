/*
 * SPMV, OpenMP CPU implementation.  Same input format and checksum as ../spmv.c;
 * also prints "kernel_time_s <s>".
 * Build: gcc -O3 -march=native -fopenmp spmv_omp.c -o spmv_omp
 * Rows are split statically into one contiguous range per thread with about the
 * same number of non-zeros (binary search on rowptr), so irregular rows do not
 * unbalance the threads; each thread keeps its range for every repetition
 * (the CSR arrays are first-touched with that same partition).
 */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

/* first row whose start is >= target */
static int row_at(const int *rowptr, int nrows, long long target)
{
    int lo = 0, hi = nrows;
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (rowptr[mid] < target)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

static void partition(const int *rowptr, int nrows, int tid, int nt, int *r0, int *r1)
{
    long long nnz = rowptr[nrows];
    *r0 = tid == 0 ? 0 : row_at(rowptr, nrows, nnz * tid / nt);
    *r1 = tid == nt - 1 ? nrows : row_at(rowptr, nrows, nnz * (tid + 1) / nt);
}

static void spmv(int nrows, int reps, const int *restrict rowptr, const int *restrict colidx,
                 const double *restrict val, const double *restrict x, double *restrict y)
{
#pragma omp parallel
    {
        int r0, r1;
        partition(rowptr, nrows, omp_get_thread_num(), omp_get_num_threads(), &r0, &r1);
        for (int r = 0; r < reps; r++) {
            for (int i = r0; i < r1; i++) {
                double sum = 0.0;
                const int end = rowptr[i + 1];
                for (int p = rowptr[i]; p < end; p++)
                    sum += val[p] * x[colidx[p]];
                y[i] = sum;
            }
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
    if (!read_exact(f, rowptr, sizeof(int), (size_t)nrows + 1))
        return fail("wrong file size for the header in", argv[1], f);
    if (rowptr[0] != 0 || rowptr[nrows] != nnz)
        return fail("inconsistent row pointers in", argv[1], f);
    for (int i = 0; i < nrows; i++)
        if (rowptr[i + 1] < rowptr[i])
            return fail("decreasing row pointers in", argv[1], f);
    /* first touch of the non-zeros and of y with the kernel's row partition */
#pragma omp parallel
    {
        int r0, r1;
        partition(rowptr, nrows, omp_get_thread_num(), omp_get_num_threads(), &r0, &r1);
        for (int p = rowptr[r0]; p < rowptr[r1]; p++) {
            colidx[p] = 0;
            val[p] = 0.0;
        }
        for (int i = r0; i < r1; i++)
            y[i] = 0.0;
    }
    if (!read_exact(f, colidx, sizeof(int), (size_t)nnz) ||
        !read_exact(f, val, sizeof(double), (size_t)nnz) ||
        !read_exact(f, x, sizeof(double), (size_t)ncols) || fgetc(f) != EOF)
        return fail("wrong file size for the header in", argv[1], f);
    fclose(f);
    for (int p = 0; p < nnz; p++)
        if (colidx[p] < 0 || colidx[p] >= ncols)
            return fail("column index out of range in", argv[1], NULL);

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
