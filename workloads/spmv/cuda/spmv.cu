/*
 * SPMV, CUDA port.  Same input format and checksum as ../spmv.c; also prints
 * "kernel_time_s <s>" (CUDA events around the reps loop, data already on the device)
 * and "transfer_time_s <s>" (host->device and device->host copies).
 * Build: nvcc -O3 -std=c++17 -I workloads -arch=sm_90 spmv.cu -o spmv_cuda
 * Scalar CSR kernel: one thread per row (256 threads per block) sums its row in order,
 * one launch per repetition.
 */
#include "cuda_compat.h"

AM_KERNEL void spmv_csr(int nrows, const int *__restrict__ rowptr,
                        const int *__restrict__ colidx, const double *__restrict__ val,
                        const double *__restrict__ x, double *__restrict__ y)
{
    if (!am_in_fraction()) /* AM_FRACTION: cuda_compat.h */
        return;
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i >= nrows)
        return;
    double sum = 0.0;
    int end = rowptr[i + 1];
    for (int p = rowptr[i]; p < end; p++)
        sum += val[p] * x[colidx[p]];
    y[i] = sum;
}

#ifndef __CUDACC_RTC__

static int read_exact(FILE *f, void *buf, size_t size, size_t count)
{
    return fread(buf, size, count, f) == count;
}

static int fail(const char *msg, const char *path, FILE *f)
{
    fprintf(stderr, "spmv_cuda: %s '%s'\n", msg, path);
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
    int *rowptr = (int *)malloc(((size_t)nrows + 1) * sizeof(int));
    int *colidx = (int *)malloc(((size_t)nnz + 1) * sizeof(int));
    double *val = (double *)malloc(((size_t)nnz + 1) * sizeof(double));
    double *x = (double *)malloc((size_t)ncols * sizeof(double));
    double *y = (double *)malloc((size_t)nrows * sizeof(double));
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

    AM_CHECK(cudaFree(0)); /* warm-up: create the context before timing */
    int *d_rowptr, *d_colidx;
    double *d_val, *d_x, *d_y;
    AM_CHECK(cudaMalloc(&d_rowptr, ((size_t)nrows + 1) * sizeof(int)));
    AM_CHECK(cudaMalloc(&d_colidx, ((size_t)nnz + 1) * sizeof(int)));
    AM_CHECK(cudaMalloc(&d_val, ((size_t)nnz + 1) * sizeof(double)));
    AM_CHECK(cudaMalloc(&d_x, (size_t)ncols * sizeof(double)));
    AM_CHECK(cudaMalloc(&d_y, (size_t)nrows * sizeof(double)));

    am_timer_start();
    AM_CHECK(cudaMemcpy(d_rowptr, rowptr, ((size_t)nrows + 1) * sizeof(int),
                        cudaMemcpyHostToDevice));
    AM_CHECK(cudaMemcpy(d_colidx, colidx, (size_t)nnz * sizeof(int), cudaMemcpyHostToDevice));
    AM_CHECK(cudaMemcpy(d_val, val, (size_t)nnz * sizeof(double), cudaMemcpyHostToDevice));
    AM_CHECK(cudaMemcpy(d_x, x, (size_t)ncols * sizeof(double), cudaMemcpyHostToDevice));
    AM_CHECK(cudaMemcpy(d_y, y, (size_t)nrows * sizeof(double), cudaMemcpyHostToDevice));
    double transfer_s = am_timer_stop();

    int block = 256;
    int grid = (nrows + block - 1) / block;
    am_timer_start();
    for (int r = 0; r < reps; r++)
        AM_LAUNCH(spmv_csr, grid, block, nrows, d_rowptr, d_colidx, d_val, d_x, d_y);
    double kernel_s = am_timer_stop();

    am_timer_start();
    AM_CHECK(cudaMemcpy(y, d_y, (size_t)nrows * sizeof(double), cudaMemcpyDeviceToHost));
    transfer_s += am_timer_stop();

    double sum = 0.0;
    for (int i = 0; i < nrows; i++)
        sum += y[i];
    printf("checksum %.15e\n", sum);
    printf("kernel_time_s %.6e\n", kernel_s);
    printf("transfer_time_s %.6e\n", transfer_s);
    AM_CHECK(cudaFree(d_rowptr));
    AM_CHECK(cudaFree(d_colidx));
    AM_CHECK(cudaFree(d_val));
    AM_CHECK(cudaFree(d_x));
    AM_CHECK(cudaFree(d_y));
    free(rowptr);
    free(colidx);
    free(val);
    free(x);
    free(y);
    return 0;
}

#endif /* __CUDACC_RTC__ */
