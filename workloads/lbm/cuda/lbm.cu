/*
 * LBM, CUDA port.  Same input format and checksum as ../lbm.c; also prints
 * "kernel_time_s <s>" (CUDA events around the time loop, data already on the device)
 * and "transfer_time_s <s>" (host->device copies of both distribution grids and the
 * device->host copy of the result).
 * Build: nvcc -O3 -std=c++17 -I workloads -arch=sm_90 lbm.cu -o lbm_cuda
 * One thread per interior cell (32x8 threads per block, one block row of z per plane),
 * push stream-collide as in ../lbm.c (each cell writes its 19 post-collision values to
 * its neighbours, so no two threads write the same value), one launch per time step;
 * the host swaps the grids between launches.  The distributions stay cell-major
 * (f[cell*19 + q]), the layout of the sequential code, so accesses are strided by 19
 * doubles across a warp.
 */
#include "cuda_compat.h"

#define Q 19

__constant__ int LBM_CX[Q] = {0, 1, -1, 0, 0, 0, 0, 1, -1, 1, -1, 1, -1, 1, -1, 0, 0, 0, 0};
__constant__ int LBM_CY[Q] = {0, 0, 0, 1, -1, 0, 0, 1, 1, -1, -1, 0, 0, 0, 0, 1, -1, 1, -1};
__constant__ int LBM_CZ[Q] = {0, 0, 0, 0, 0, 1, -1, 0, 0, 0, 0, 1, 1, -1, -1, 1, 1, -1, -1};
__constant__ int LBM_OPP[Q] = {0, 2, 1, 4, 3, 6, 5, 10, 9, 8, 7, 14, 13, 12, 11, 18, 17, 16, 15};
__constant__ double LBM_W[Q] = {1.0 / 3,  1.0 / 18, 1.0 / 18, 1.0 / 18, 1.0 / 18,
                                1.0 / 18, 1.0 / 18, 1.0 / 36, 1.0 / 36, 1.0 / 36,
                                1.0 / 36, 1.0 / 36, 1.0 / 36, 1.0 / 36, 1.0 / 36,
                                1.0 / 36, 1.0 / 36, 1.0 / 36, 1.0 / 36};

AM_KERNEL void lbm_step(int nx, int ny, int nz, double omega, double ulid,
                        const double *__restrict__ src, double *__restrict__ dst)
{
    if (!am_in_fraction()) /* AM_FRACTION: cuda_compat.h */
        return;
    int x = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int y = 1 + (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int z = 1 + (int)blockIdx.z;
    if (x >= nx - 1 || y >= ny - 1 || z >= nz - 1)
        return;
    int cell = (z * ny + y) * nx + x;
    const double *fc = src + (size_t)cell * Q;
    double rho = 0.0, ux = 0.0, uy = 0.0, uz = 0.0;
    for (int q = 0; q < Q; q++) {
        rho += fc[q];
        ux += LBM_CX[q] * fc[q];
        uy += LBM_CY[q] * fc[q];
        uz += LBM_CZ[q] * fc[q];
    }
    ux /= rho;
    uy /= rho;
    uz /= rho;
    double usq = 1.5 * (ux * ux + uy * uy + uz * uz);
    for (int q = 0; q < Q; q++) {
        double cu = 3.0 * (LBM_CX[q] * ux + LBM_CY[q] * uy + LBM_CZ[q] * uz);
        double feq = LBM_W[q] * rho * (1.0 + cu + 0.5 * cu * cu - usq);
        double fpost = fc[q] + omega * (feq - fc[q]);
        int xn = x + LBM_CX[q], yn = y + LBM_CY[q], zn = z + LBM_CZ[q];
        if (xn == 0 || xn == nx - 1 || yn == 0 || yn == ny - 1 || zn == 0)
            dst[(size_t)cell * Q + LBM_OPP[q]] = fpost;
        else if (zn == nz - 1)
            dst[(size_t)cell * Q + LBM_OPP[q]] = fpost - 6.0 * LBM_W[q] * rho * LBM_CX[q] * ulid;
        else
            dst[((size_t)(zn * ny + yn) * nx + xn) * Q + q] = fpost;
    }
}

#ifndef __CUDACC_RTC__

static const double W_HOST[Q] = {1.0 / 3,  1.0 / 18, 1.0 / 18, 1.0 / 18, 1.0 / 18,
                                 1.0 / 18, 1.0 / 18, 1.0 / 36, 1.0 / 36, 1.0 / 36,
                                 1.0 / 36, 1.0 / 36, 1.0 / 36, 1.0 / 36, 1.0 / 36,
                                 1.0 / 36, 1.0 / 36, 1.0 / 36, 1.0 / 36};

static int read_exact(FILE *f, void *buf, size_t size, size_t count)
{
    return fread(buf, size, count, f) == count;
}

static int fail(const char *msg, const char *path, FILE *f)
{
    fprintf(stderr, "lbm_cuda: %s '%s'\n", msg, path);
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
    double par[2];
    if (!read_exact(f, hdr, sizeof(int), 4) || !read_exact(f, par, sizeof(double), 2))
        return fail("header too short in", argv[1], f);
    int nx = hdr[0], ny = hdr[1], nz = hdr[2], steps = hdr[3];
    if (nx < 3 || ny < 3 || nz < 3 || steps < 0 || nx > 2048 || ny > 2048 || nz > 2048 ||
        (long long)nx * ny * nz > 20000000LL)
        return fail("bad header in", argv[1], f);
    size_t ncell = (size_t)nx * ny * nz;
    double *rho = (double *)malloc(ncell * sizeof(double));
    double *grid = (double *)malloc(ncell * Q * sizeof(double));
    if (!rho || !grid)
        return fail("out of memory reading", argv[1], f);
    if (!read_exact(f, rho, sizeof(double), ncell) || fgetc(f) != EOF)
        return fail("wrong file size for the header in", argv[1], f);
    fclose(f);
    for (size_t c = 0; c < ncell; c++)
        for (int q = 0; q < Q; q++)
            grid[c * Q + q] = W_HOST[q] * rho[c];
    free(rho);

    AM_CHECK(cudaFree(0)); /* warm-up: create the context before timing */
    size_t bytes = ncell * Q * sizeof(double);
    double *d_src, *d_dst;
    AM_CHECK(cudaMalloc(&d_src, bytes));
    AM_CHECK(cudaMalloc(&d_dst, bytes));

    /* both grids start as the equilibrium at rest (wall cells are never written) */
    am_timer_start();
    AM_CHECK(cudaMemcpy(d_src, grid, bytes, cudaMemcpyHostToDevice));
    AM_CHECK(cudaMemcpy(d_dst, grid, bytes, cudaMemcpyHostToDevice));
    double transfer_s = am_timer_stop();

    dim3 block(32, 8, 1);
    dim3 blocks((nx - 2 + 31) / 32, (ny - 2 + 7) / 8, nz - 2);
    am_timer_start();
    for (int t = 0; t < steps; t++) {
        AM_LAUNCH(lbm_step, blocks, block, nx, ny, nz, par[0], par[1], d_src, d_dst);
        double *tmp = d_src;
        d_src = d_dst;
        d_dst = tmp;
    }
    double kernel_s = am_timer_stop();

    am_timer_start();
    AM_CHECK(cudaMemcpy(grid, d_src, bytes, cudaMemcpyDeviceToHost));
    transfer_s += am_timer_stop();

    double sum = 0.0;
    for (size_t c = 0; c < ncell; c++)
        for (int q = 0; q < Q; q++)
            sum += (1 + q % 5) * grid[c * Q + q];
    printf("checksum %.15e\n", sum);
    printf("kernel_time_s %.6e\n", kernel_s);
    printf("transfer_time_s %.6e\n", transfer_s);
    AM_CHECK(cudaFree(d_src));
    AM_CHECK(cudaFree(d_dst));
    free(grid);
    return 0;
}

#endif /* __CUDACC_RTC__ */
