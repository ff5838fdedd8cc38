/*
 * SRAD, CUDA port.  Same input format and checksum as ../srad.c; also prints
 * "kernel_time_s <s>" (CUDA events around the iteration loop, data already on the
 * device) and "transfer_time_s <s>" (host->device and device->host copies of the image).
 * Build: nvcc -O3 -std=c++17 -I workloads -arch=sm_90 srad.cu -o srad_cuda
 * Per iteration three launches (the registry's 3 niter synchronisation points):
 * (1) the ROI statistics, one thread per ROI row summing its row in order and adding
 * the row's sum and sum of squares to this iteration's two accumulators with double
 * atomicAdd; (2) the derivatives and diffusion coefficient, one thread per pixel
 * (16x16 threads per block), each deriving q0^2 from the accumulators; (3) the image
 * update, one thread per pixel.  The ROI sums are added row by row, in any row order on
 * the GPU, so the checksum matches the sequential one to rounding, not bit for bit.
 */
#include "cuda_compat.h"

AM_KERNEL void srad_roi(int cols, int r1, int r2, int c1, int c2, const double *__restrict__ J,
                        double *stats)
{
    if (!am_in_fraction()) /* AM_FRACTION: cuda_compat.h */
        return;
    int i = r1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i > r2)
        return;
    double sum = 0.0, sum2 = 0.0;
    for (int j = c1; j <= c2; j++) {
        double tmp = J[(size_t)i * cols + j];
        sum += tmp;
        sum2 += tmp * tmp;
    }
    atomicAdd(&stats[0], sum);
    atomicAdd(&stats[1], sum2);
}

AM_KERNEL void srad_coeff(int rows, int cols, double size_roi, const double *__restrict__ stats,
                          const double *__restrict__ J, double *__restrict__ c,
                          double *__restrict__ dN, double *__restrict__ dS,
                          double *__restrict__ dW, double *__restrict__ dE)
{
    if (!am_in_fraction()) /* AM_FRACTION: cuda_compat.h */
        return;
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    if (i >= rows || j >= cols)
        return;
    double mean_roi = stats[0] / size_roi;
    double var_roi = stats[1] / size_roi - mean_roi * mean_roi;
    double q0sqr = var_roi / (mean_roi * mean_roi);
    int in = i > 0 ? i - 1 : 0;
    int is = i < rows - 1 ? i + 1 : rows - 1;
    int jw = j > 0 ? j - 1 : 0;
    int je = j < cols - 1 ? j + 1 : cols - 1;
    size_t k = (size_t)i * cols + j;
    double jc = J[k];
    double n = J[(size_t)in * cols + j] - jc;
    double s = J[(size_t)is * cols + j] - jc;
    double w = J[(size_t)i * cols + jw] - jc;
    double e = J[(size_t)i * cols + je] - jc;
    dN[k] = n;
    dS[k] = s;
    dW[k] = w;
    dE[k] = e;
    double g2 = (n * n + s * s + w * w + e * e) / (jc * jc);
    double l = (n + s + w + e) / jc;
    double num = 0.5 * g2 - (1.0 / 16.0) * (l * l);
    double den = 1.0 + 0.25 * l;
    double qsqr = num / (den * den);
    den = (qsqr - q0sqr) / (q0sqr * (1.0 + q0sqr));
    double ck = 1.0 / (1.0 + den);
    if (ck < 0.0)
        ck = 0.0;
    else if (ck > 1.0)
        ck = 1.0;
    c[k] = ck;
}

AM_KERNEL void srad_update(int rows, int cols, double lambda, double *__restrict__ J,
                           const double *__restrict__ c, const double *__restrict__ dN,
                           const double *__restrict__ dS, const double *__restrict__ dW,
                           const double *__restrict__ dE)
{
    if (!am_in_fraction()) /* AM_FRACTION: cuda_compat.h */
        return;
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    if (i >= rows || j >= cols)
        return;
    int is = i < rows - 1 ? i + 1 : rows - 1;
    int je = j < cols - 1 ? j + 1 : cols - 1;
    size_t k = (size_t)i * cols + j;
    double cn = c[k];
    double cs = c[(size_t)is * cols + j];
    double cw = c[k];
    double ce = c[(size_t)i * cols + je];
    double d = cn * dN[k] + cs * dS[k] + cw * dW[k] + ce * dE[k];
    J[k] = J[k] + 0.25 * lambda * d;
}

#ifndef __CUDACC_RTC__

static int read_exact(FILE *f, void *buf, size_t size, size_t count)
{
    return fread(buf, size, count, f) == count;
}

static int fail(const char *msg, const char *path, FILE *f)
{
    fprintf(stderr, "srad_cuda: %s '%s'\n", msg, path);
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
    int hdr[7];
    double lambda;
    if (!read_exact(f, hdr, sizeof(int), 7) || !read_exact(f, &lambda, sizeof(double), 1))
        return fail("header too short in", argv[1], f);
    int rows = hdr[0], cols = hdr[1], niter = hdr[2];
    int r1 = hdr[3], r2 = hdr[4], c1 = hdr[5], c2 = hdr[6];
    if (rows < 1 || cols < 1 || niter < 0 || rows > 65536 || cols > 65536 ||
        (long long)rows * cols > 100000000LL || r1 < 0 || r1 > r2 || r2 >= rows || c1 < 0 ||
        c1 > c2 || c2 >= cols)
        return fail("bad header in", argv[1], f);
    size_t n = (size_t)rows * cols;
    double *J = (double *)malloc(n * sizeof(double));
    if (!J)
        return fail("out of memory reading", argv[1], f);
    if (!read_exact(f, J, sizeof(double), n) || fgetc(f) != EOF)
        return fail("wrong file size for the header in", argv[1], f);
    fclose(f);
    for (size_t k = 0; k < n; k++)
        if (!(J[k] > 0.0))
            return fail("non-positive pixel in", argv[1], NULL);
    double size_roi = (double)(r2 - r1 + 1) * (c2 - c1 + 1);

    AM_CHECK(cudaFree(0)); /* warm-up: create the context before timing */
    double *d_J, *d_c, *d_dN, *d_dS, *d_dW, *d_dE, *d_stats;
    AM_CHECK(cudaMalloc(&d_J, n * sizeof(double)));
    AM_CHECK(cudaMalloc(&d_c, n * sizeof(double)));
    AM_CHECK(cudaMalloc(&d_dN, n * sizeof(double)));
    AM_CHECK(cudaMalloc(&d_dS, n * sizeof(double)));
    AM_CHECK(cudaMalloc(&d_dW, n * sizeof(double)));
    AM_CHECK(cudaMalloc(&d_dE, n * sizeof(double)));
    /* two accumulators (sum, sum of squares) per iteration, zeroed once */
    AM_CHECK(cudaMalloc(&d_stats, (2 * (size_t)niter + 2) * sizeof(double)));
    AM_CHECK(cudaMemset(d_stats, 0, (2 * (size_t)niter + 2) * sizeof(double)));

    am_timer_start();
    AM_CHECK(cudaMemcpy(d_J, J, n * sizeof(double), cudaMemcpyHostToDevice));
    double transfer_s = am_timer_stop();

    int roi_rows = r2 - r1 + 1;
    int rblock = 256;
    dim3 block(16, 16);
    dim3 grid((cols + 15) / 16, (rows + 15) / 16);
    am_timer_start();
    for (int iter = 0; iter < niter; iter++) {
        double *stats = d_stats + 2 * (size_t)iter;
        AM_LAUNCH(srad_roi, (roi_rows + rblock - 1) / rblock, rblock, cols, r1, r2, c1, c2, d_J,
                  stats);
        AM_LAUNCH(srad_coeff, grid, block, rows, cols, size_roi, stats, d_J, d_c, d_dN, d_dS,
                  d_dW, d_dE);
        AM_LAUNCH(srad_update, grid, block, rows, cols, lambda, d_J, d_c, d_dN, d_dS, d_dW,
                  d_dE);
    }
    double kernel_s = am_timer_stop();

    am_timer_start();
    AM_CHECK(cudaMemcpy(J, d_J, n * sizeof(double), cudaMemcpyDeviceToHost));
    transfer_s += am_timer_stop();

    double sum = 0.0;
    for (size_t k = 0; k < n; k++)
        sum += J[k];
    printf("checksum %.15e\n", sum);
    printf("kernel_time_s %.6e\n", kernel_s);
    printf("transfer_time_s %.6e\n", transfer_s);
    AM_CHECK(cudaFree(d_J));
    AM_CHECK(cudaFree(d_c));
    AM_CHECK(cudaFree(d_dN));
    AM_CHECK(cudaFree(d_dS));
    AM_CHECK(cudaFree(d_dW));
    AM_CHECK(cudaFree(d_dE));
    AM_CHECK(cudaFree(d_stats));
    free(J);
    return 0;
}

#endif /* __CUDACC_RTC__ */
