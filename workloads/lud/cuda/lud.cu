/*
 * LUD, CUDA port.  Same input format and checksum as ../lud.c; also prints
 * "kernel_time_s <s>" (CUDA events around the loop over i, data already on the device)
 * and "transfer_time_s <s>" (host->device and device->host copies of the matrix).
 * Build: nvcc -O3 -std=c++17 -I workloads -arch=sm_90 lud.cu -o lud_cuda
 * The Doolittle order of ../lud.c, parallel where it is parallel: the loop over i is a
 * sequential chain on the host, and per i two launches (the 2 n global synchronisation
 * points of the registry): row i of U, one thread per column j >= i, then column i of
 * L, one thread per row j > i (256 threads per block).  Each thread computes its inner
 * product over k < i in the sequential order.  The launches narrow as i grows (the
 * last ones have a single thread): that is what the model must predict as slow.
 */
#include "cuda_compat.h"

AM_KERNEL void lud_row(double *a, int n, int i)
{
    if (!am_in_fraction()) /* AM_FRACTION: cuda_compat.h */
        return;
    int j = i + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (j >= n)
        return;
    double sum = a[(size_t)i * n + j];
    for (int k = 0; k < i; k++)
        sum -= a[(size_t)i * n + k] * a[(size_t)k * n + j];
    a[(size_t)i * n + j] = sum;
}

AM_KERNEL void lud_col(double *a, int n, int i)
{
    if (!am_in_fraction()) /* AM_FRACTION: cuda_compat.h */
        return;
    int j = i + 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (j >= n)
        return;
    double sum = a[(size_t)j * n + i];
    for (int k = 0; k < i; k++)
        sum -= a[(size_t)j * n + k] * a[(size_t)k * n + i];
    a[(size_t)j * n + i] = sum / a[(size_t)i * n + i];
}

#ifndef __CUDACC_RTC__

static int read_exact(FILE *f, void *buf, size_t size, size_t count)
{
    return fread(buf, size, count, f) == count;
}

static int fail(const char *msg, const char *path, FILE *f)
{
    fprintf(stderr, "lud_cuda: %s '%s'\n", msg, path);
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
    int n;
    if (!read_exact(f, &n, sizeof(int), 1))
        return fail("header too short in", argv[1], f);
    if (n < 1 || n > 16384)
        return fail("bad header in", argv[1], f);
    size_t bytes = (size_t)n * n * sizeof(double);
    double *a = (double *)malloc(bytes);
    if (!a)
        return fail("out of memory reading", argv[1], f);
    if (!read_exact(f, a, sizeof(double), (size_t)n * n) || fgetc(f) != EOF)
        return fail("wrong file size for the header in", argv[1], f);
    fclose(f);

    AM_CHECK(cudaFree(0)); /* warm-up: create the context before timing */
    double *d_a;
    AM_CHECK(cudaMalloc(&d_a, bytes));

    am_timer_start();
    AM_CHECK(cudaMemcpy(d_a, a, bytes, cudaMemcpyHostToDevice));
    double transfer_s = am_timer_stop();

    int block = 256;
    am_timer_start();
    for (int i = 0; i < n; i++) {
        AM_LAUNCH(lud_row, (n - i + block - 1) / block, block, d_a, n, i);
        if (i + 1 < n)
            AM_LAUNCH(lud_col, (n - i - 1 + block - 1) / block, block, d_a, n, i);
    }
    double kernel_s = am_timer_stop();

    am_timer_start();
    AM_CHECK(cudaMemcpy(a, d_a, bytes, cudaMemcpyDeviceToHost));
    transfer_s += am_timer_stop();

    double sum = 0.0;
    for (size_t i = 0; i < (size_t)n * n; i++)
        sum += a[i];
    printf("checksum %.15e\n", sum);
    printf("kernel_time_s %.6e\n", kernel_s);
    printf("transfer_time_s %.6e\n", transfer_s);
    AM_CHECK(cudaFree(d_a));
    free(a);
    return 0;
}

#endif /* __CUDACC_RTC__ */
