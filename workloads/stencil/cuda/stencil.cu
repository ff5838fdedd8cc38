/*
 * STENCIL, CUDA port.  Same input format and checksum as ../stencil.c; also prints
 * "kernel_time_s <s>" (CUDA events around the time loop, data already on the device)
 * and "transfer_time_s <s>" (host->device and device->host copies).
 * Build: nvcc -O3 -std=c++17 -I workloads -arch=sm_90 stencil.cu -o stencil_cuda
 *        (CPU emulation: g++ -O2 -std=c++17 -x c++ -DAM_EMULATE -I workloads ... -lm)
 * One thread per interior grid point (32x8 threads per block, one block row of z per
 * plane), one launch per time step; the host swaps the two grids between launches.
 */
#include "cuda_compat.h"

AM_KERNEL void stencil_step(double c0, double c1, const double *__restrict__ src,
                            double *__restrict__ dst, int nx, int ny, int nz)
{
    if (!am_in_fraction()) /* AM_FRACTION: cuda_compat.h */
        return;
    int i = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int j = 1 + (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int k = 1 + (int)blockIdx.z;
    if (i >= nx - 1 || j >= ny - 1 || k >= nz - 1)
        return;
    size_t plane = (size_t)nx * ny;
    size_t c = k * plane + (size_t)j * nx + i;
    dst[c] = c1 * (src[c - plane] + src[c + plane] + src[c - nx] + src[c + nx] + src[c - 1] +
                   src[c + 1]) +
             c0 * src[c];
}

#ifndef __CUDACC_RTC__

static int read_exact(FILE *f, void *buf, size_t size, size_t count)
{
    return fread(buf, size, count, f) == count;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s INPUT.bin\n", argv[0]);
        return 1;
    }
    FILE *f = fopen(argv[1], "rb");
    if (!f) {
        fprintf(stderr, "stencil_cuda: cannot open input file '%s'\n", argv[1]);
        return 1;
    }
    int hdr[4];
    double coef[2];
    if (!read_exact(f, hdr, sizeof(int), 4) || !read_exact(f, coef, sizeof(double), 2)) {
        fprintf(stderr, "stencil_cuda: '%s' is too short for the header\n", argv[1]);
        fclose(f);
        return 1;
    }
    int nx = hdr[0], ny = hdr[1], nz = hdr[2], iters = hdr[3];
    if (nx < 3 || ny < 3 || nz < 3 || iters < 0 || nx > 4096 || ny > 4096 || nz > 4096 ||
        (long long)nx * ny * nz > 200000000LL) {
        fprintf(stderr, "stencil_cuda: bad header in '%s'\n", argv[1]);
        fclose(f);
        return 1;
    }
    size_t n = (size_t)nx * ny * nz;
    double *a0 = (double *)malloc(n * sizeof(double));
    if (!a0) {
        fprintf(stderr, "stencil_cuda: out of memory\n");
        fclose(f);
        return 1;
    }
    if (!read_exact(f, a0, sizeof(double), n) || fgetc(f) != EOF) {
        fprintf(stderr, "stencil_cuda: '%s' has the wrong size for a %dx%dx%d grid\n", argv[1],
                nx, ny, nz);
        fclose(f);
        free(a0);
        return 1;
    }
    fclose(f);

    AM_CHECK(cudaFree(0)); /* warm-up: create the context before timing */
    double *d_src, *d_dst;
    AM_CHECK(cudaMalloc(&d_src, n * sizeof(double)));
    AM_CHECK(cudaMalloc(&d_dst, n * sizeof(double)));

    /* both grids start as the input (the boundary values are never written) */
    am_timer_start();
    AM_CHECK(cudaMemcpy(d_src, a0, n * sizeof(double), cudaMemcpyHostToDevice));
    AM_CHECK(cudaMemcpy(d_dst, a0, n * sizeof(double), cudaMemcpyHostToDevice));
    double transfer_s = am_timer_stop();

    dim3 block(32, 8, 1);
    dim3 grid((nx - 2 + 31) / 32, (ny - 2 + 7) / 8, nz - 2);
    am_timer_start();
    for (int t = 0; t < iters; t++) {
        AM_LAUNCH(stencil_step, grid, block, coef[0], coef[1], d_src, d_dst, nx, ny, nz);
        double *tmp = d_src;
        d_src = d_dst;
        d_dst = tmp;
    }
    double kernel_s = am_timer_stop();

    am_timer_start();
    AM_CHECK(cudaMemcpy(a0, d_src, n * sizeof(double), cudaMemcpyDeviceToHost));
    transfer_s += am_timer_stop();

    double sum = 0.0;
    for (size_t i = 0; i < n; i++)
        sum += a0[i];
    printf("checksum %.15e\n", sum);
    printf("kernel_time_s %.6e\n", kernel_s);
    printf("transfer_time_s %.6e\n", transfer_s);
    AM_CHECK(cudaFree(d_src));
    AM_CHECK(cudaFree(d_dst));
    free(a0);
    return 0;
}

#endif /* __CUDACC_RTC__ */
