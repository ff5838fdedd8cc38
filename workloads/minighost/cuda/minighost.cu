/*
 * MINIGHOST, CUDA port.  Same input format and checksum as ../minighost.c; also prints
 * "kernel_time_s <s>" (CUDA events around the time loop, data already on the device)
 * and "transfer_time_s <s>" (host->device copies of both grids and the zeroed step
 * sums, device->host copies of the result grid and the sums).
 * Build: nvcc -O3 -std=c++17 -I workloads -arch=sm_90 minighost.cu -o minighost_cuda
 * Per time step two launches (the registry's 2 steps synchronisation points): the
 * 7-point stencil, one thread per interior point (32x8 threads per block, one block row
 * of z per plane), then the GRIDSUM, one thread per (j, k) row of the new grid summing
 * its row in order and adding the row total to sums[t] with a double atomicAdd.  The
 * grid sum is therefore added row by row rather than point by point, and on the GPU
 * the rows arrive in any order: the checksum matches the sequential one to rounding
 * (~1e-15 relative), not bit for bit.
 */
#include "cuda_compat.h"

AM_KERNEL void minighost_stencil(int nx, int ny, int nz, const double *__restrict__ src,
                                 double *__restrict__ dst)
{
    if (!am_in_fraction()) /* AM_FRACTION: cuda_compat.h */
        return;
    int i = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int j = 1 + (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int k = 1 + (int)blockIdx.z;
    if (i > nx || j > ny || k > nz)
        return;
    size_t sx = (size_t)nx + 2;
    size_t sxy = sx * (ny + 2);
    size_t c = k * sxy + j * sx + i;
    dst[c] = (src[c - sxy] + src[c - sx] + src[c - 1] + src[c] + src[c + 1] + src[c + sx] +
              src[c + sxy]) /
             7.0;
}

AM_KERNEL void minighost_rowsum(int nx, int ny, int nz, const double *__restrict__ g,
                                double *sum)
{
    if (!am_in_fraction()) /* AM_FRACTION: cuda_compat.h */
        return;
    long long r = (long long)blockIdx.x * blockDim.x + threadIdx.x;
    if (r >= (long long)ny * nz)
        return;
    int j = 1 + (int)(r % ny);
    int k = 1 + (int)(r / ny);
    size_t sx = (size_t)nx + 2;
    const double *row = g + (size_t)k * sx * (ny + 2) + j * sx;
    double part = 0.0;
    for (int i = 1; i <= nx; i++)
        part += row[i];
    atomicAdd(sum, part);
}

#ifndef __CUDACC_RTC__

static int read_exact(FILE *f, void *buf, size_t size, size_t count)
{
    return fread(buf, size, count, f) == count;
}

static int fail(const char *msg, const char *path, FILE *f)
{
    fprintf(stderr, "minighost_cuda: %s '%s'\n", msg, path);
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
    int nx = hdr[0], ny = hdr[1], nz = hdr[2], steps = hdr[3];
    if (nx < 1 || ny < 1 || nz < 1 || steps < 0 || nx > 4000 || ny > 4000 || nz > 4000 ||
        (long long)(nx + 2) * (ny + 2) * (nz + 2) > 200000000LL || steps > 1000000)
        return fail("bad header in", argv[1], f);
    size_t total = (size_t)(nx + 2) * (ny + 2) * (nz + 2);
    double *grid = (double *)calloc(total, sizeof(double));
    double *sums = (double *)calloc((size_t)steps + 1, sizeof(double));
    if (!grid || !sums)
        return fail("out of memory reading", argv[1], f);
    int ok = 1;
    for (int k = 1; k <= nz && ok; k++)
        for (int j = 1; j <= ny && ok; j++)
            ok = read_exact(f, grid + ((size_t)k * (ny + 2) + j) * (nx + 2) + 1, sizeof(double),
                            (size_t)nx);
    if (!ok || fgetc(f) != EOF)
        return fail("wrong file size for the header in", argv[1], f);
    fclose(f);

    AM_CHECK(cudaFree(0)); /* warm-up: create the context before timing */
    double *d_src, *d_dst, *d_sums;
    AM_CHECK(cudaMalloc(&d_src, total * sizeof(double)));
    AM_CHECK(cudaMalloc(&d_dst, total * sizeof(double)));
    AM_CHECK(cudaMalloc(&d_sums, ((size_t)steps + 1) * sizeof(double)));

    /* the second grid's ghost layer must hold zeros too: copy the zero-padded grid twice */
    am_timer_start();
    AM_CHECK(cudaMemcpy(d_src, grid, total * sizeof(double), cudaMemcpyHostToDevice));
    AM_CHECK(cudaMemcpy(d_dst, grid, total * sizeof(double), cudaMemcpyHostToDevice));
    AM_CHECK(cudaMemcpy(d_sums, sums, ((size_t)steps + 1) * sizeof(double),
                        cudaMemcpyHostToDevice));
    double transfer_s = am_timer_stop();

    dim3 block(32, 8, 1);
    dim3 blocks((nx + 31) / 32, (ny + 7) / 8, nz);
    long long rows = (long long)ny * nz;
    int rblock = 256;
    int rgrid = (int)((rows + rblock - 1) / rblock);
    am_timer_start();
    for (int t = 0; t < steps; t++) {
        AM_LAUNCH(minighost_stencil, blocks, block, nx, ny, nz, d_src, d_dst);
        double *tmp = d_src;
        d_src = d_dst;
        d_dst = tmp;
        AM_LAUNCH(minighost_rowsum, rgrid, rblock, nx, ny, nz, d_src, d_sums + t);
    }
    double kernel_s = am_timer_stop();

    am_timer_start();
    AM_CHECK(cudaMemcpy(grid, d_src, total * sizeof(double), cudaMemcpyDeviceToHost));
    AM_CHECK(cudaMemcpy(sums, d_sums, (size_t)steps * sizeof(double), cudaMemcpyDeviceToHost));
    transfer_s += am_timer_stop();

    double sum = 0.0;
    for (size_t c = 0; c < total; c++)
        sum += grid[c];
    for (int t = 0; t < steps; t++)
        sum += sums[t];
    printf("checksum %.15e\n", sum);
    printf("kernel_time_s %.6e\n", kernel_s);
    printf("transfer_time_s %.6e\n", transfer_s);
    AM_CHECK(cudaFree(d_src));
    AM_CHECK(cudaFree(d_dst));
    AM_CHECK(cudaFree(d_sums));
    free(grid);
    free(sums);
    return 0;
}

#endif /* __CUDACC_RTC__ */
