/*
 * HOTSPOT, CUDA port.  Same input format and checksum as ../hotspot.c; also prints
 * "kernel_time_s <s>" (CUDA events around the time loop, data already on the device)
 * and "transfer_time_s <s>" (host->device and device->host copies).
 * Build: nvcc -O3 -std=c++17 -I workloads -arch=sm_90 hotspot.cu -o hotspot_cuda
 * One thread per cell (16x16 threads per block), one launch per time step; the host
 * swaps the two temperature grids between launches.
 */
#include "cuda_compat.h"

/* chip parameters (published HotSpot defaults), as in ../hotspot.c */
#define T_CHIP 0.0005
#define CHIP_HEIGHT 0.016
#define CHIP_WIDTH 0.016
#define FACTOR_CHIP 0.5
#define SPEC_HEAT_SI 1.75e6
#define K_SI 100.0
#define MAX_PD 3.0e6
#define PRECISION 0.001
#define AMB_TEMP 80.0

AM_KERNEL void hotspot_step(int rows, int cols, double step_div_cap, double rx_1, double ry_1,
                            double rz_1, const double *__restrict__ src,
                            const double *__restrict__ power, double *__restrict__ dst)
{
    if (!am_in_fraction()) /* AM_FRACTION: cuda_compat.h */
        return;
    int c = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int r = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    if (r >= rows || c >= cols)
        return;
    int rn = r > 0 ? r - 1 : r;
    int rs = r < rows - 1 ? r + 1 : r;
    int cw = c > 0 ? c - 1 : c;
    int ce = c < cols - 1 ? c + 1 : c;
    double tc = src[(size_t)r * cols + c];
    dst[(size_t)r * cols + c] =
        tc + step_div_cap * (power[(size_t)r * cols + c] +
                             (src[(size_t)rs * cols + c] + src[(size_t)rn * cols + c] - 2.0 * tc) * ry_1 +
                             (src[(size_t)r * cols + ce] + src[(size_t)r * cols + cw] - 2.0 * tc) * rx_1 +
                             (AMB_TEMP - tc) * rz_1);
}

#ifndef __CUDACC_RTC__

static int read_exact(FILE *f, void *buf, size_t size, size_t count)
{
    return fread(buf, size, count, f) == count;
}

static int fail(const char *msg, const char *path, FILE *f)
{
    fprintf(stderr, "hotspot_cuda: %s '%s'\n", msg, path);
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
    int hdr[3];
    if (!read_exact(f, hdr, sizeof(int), 3))
        return fail("header too short in", argv[1], f);
    int rows = hdr[0], cols = hdr[1], iters = hdr[2];
    if (rows < 1 || cols < 1 || iters < 0 || rows > 65536 || cols > 65536 ||
        (long long)rows * cols > 200000000LL)
        return fail("bad header in", argv[1], f);
    size_t n = (size_t)rows * cols;
    double *temp = (double *)malloc(n * sizeof(double));
    double *power = (double *)malloc(n * sizeof(double));
    if (!temp || !power)
        return fail("out of memory reading", argv[1], f);
    if (!read_exact(f, temp, sizeof(double), n) || !read_exact(f, power, sizeof(double), n) ||
        fgetc(f) != EOF)
        return fail("wrong file size for the header in", argv[1], f);
    fclose(f);

    /* the model coefficients, computed once on the host as in ../hotspot.c */
    double grid_height = CHIP_HEIGHT / rows;
    double grid_width = CHIP_WIDTH / cols;
    double cap = FACTOR_CHIP * SPEC_HEAT_SI * T_CHIP * grid_width * grid_height;
    double rx = grid_width / (2.0 * K_SI * T_CHIP * grid_height);
    double ry = grid_height / (2.0 * K_SI * T_CHIP * grid_width);
    double rz = T_CHIP / (K_SI * grid_height * grid_width);
    double max_slope = MAX_PD / (FACTOR_CHIP * T_CHIP * SPEC_HEAT_SI);
    double step = PRECISION / max_slope;
    double step_div_cap = step / cap;
    double rx_1 = 1.0 / rx, ry_1 = 1.0 / ry, rz_1 = 1.0 / rz;

    AM_CHECK(cudaFree(0)); /* warm-up: create the context before timing */
    double *d_src, *d_dst, *d_power;
    AM_CHECK(cudaMalloc(&d_src, n * sizeof(double)));
    AM_CHECK(cudaMalloc(&d_dst, n * sizeof(double)));
    AM_CHECK(cudaMalloc(&d_power, n * sizeof(double)));

    am_timer_start();
    AM_CHECK(cudaMemcpy(d_src, temp, n * sizeof(double), cudaMemcpyHostToDevice));
    AM_CHECK(cudaMemcpy(d_power, power, n * sizeof(double), cudaMemcpyHostToDevice));
    double transfer_s = am_timer_stop();

    dim3 block(16, 16);
    dim3 grid((cols + 15) / 16, (rows + 15) / 16);
    am_timer_start();
    for (int t = 0; t < iters; t++) {
        AM_LAUNCH(hotspot_step, grid, block, rows, cols, step_div_cap, rx_1, ry_1, rz_1, d_src,
                  d_power, d_dst);
        double *tmp = d_src;
        d_src = d_dst;
        d_dst = tmp;
    }
    double kernel_s = am_timer_stop();

    am_timer_start();
    AM_CHECK(cudaMemcpy(temp, d_src, n * sizeof(double), cudaMemcpyDeviceToHost));
    transfer_s += am_timer_stop();

    double sum = 0.0;
    for (size_t i = 0; i < n; i++)
        sum += temp[i];
    printf("checksum %.15e\n", sum);
    printf("kernel_time_s %.6e\n", kernel_s);
    printf("transfer_time_s %.6e\n", transfer_s);
    AM_CHECK(cudaFree(d_src));
    AM_CHECK(cudaFree(d_dst));
    AM_CHECK(cudaFree(d_power));
    free(temp);
    free(power);
    return 0;
}

#endif /* __CUDACC_RTC__ */
