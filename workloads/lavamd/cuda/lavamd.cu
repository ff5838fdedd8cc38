/*
 * LAVAMD, CUDA port.  Same input format and checksum as ../lavamd.c; also prints
 * "kernel_time_s <s>" (CUDA events around the launch, data already on the device) and
 * "transfer_time_s <s>" (host->device and device->host copies).
 * Build: nvcc -O3 -std=c++17 -I workloads -arch=sm_90 lavamd.cu -o lavamd_cuda
 * One thread per home particle (256 threads per block): it walks the home box and its
 * neighbour boxes in the sequential order and accumulates its four outputs in
 * registers, so the sums are added in the same order as in ../lavamd.c.
 */
#include "cuda_compat.h"

AM_KERNEL void lavamd_particles(int nb, int ppb, double alpha, const double *__restrict__ pos,
                                const double *__restrict__ charge, double *__restrict__ fv)
{
    if (!am_in_fraction()) /* AM_FRACTION: cuda_compat.h */
        return;
    long long np = (long long)nb * nb * nb * ppb;
    long long il = (long long)blockIdx.x * blockDim.x + threadIdx.x;
    if (il >= np)
        return;
    int i = (int)il;
    int home = i / ppb;
    int bx = home % nb, by = (home / nb) % nb, bz = home / (nb * nb);
    double a2 = 2.0 * alpha * alpha;
    double xi = pos[3 * i], yi = pos[3 * i + 1], zi = pos[3 * i + 2];
    double v = 0.0, fx = 0.0, fy = 0.0, fz = 0.0;
    for (int dz = -1; dz <= 1; dz++) {
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                int nz = bz + dz, ny = by + dy, nx = bx + dx;
                if (nz < 0 || nz >= nb || ny < 0 || ny >= nb || nx < 0 || nx >= nb)
                    continue;
                int nbr = (nz * nb + ny) * nb + nx;
                for (int j = nbr * ppb; j < (nbr + 1) * ppb; j++) {
                    double ddx = xi - pos[3 * j];
                    double ddy = yi - pos[3 * j + 1];
                    double ddz = zi - pos[3 * j + 2];
                    double r2 = ddx * ddx + ddy * ddy + ddz * ddz;
                    double vij = exp(-a2 * r2);
                    double fs = 2.0 * vij;
                    double qj = charge[j];
                    v += qj * vij;
                    fx += qj * fs * ddx;
                    fy += qj * fs * ddy;
                    fz += qj * fs * ddz;
                }
            }
        }
    }
    fv[4 * (size_t)i] = v;
    fv[4 * (size_t)i + 1] = fx;
    fv[4 * (size_t)i + 2] = fy;
    fv[4 * (size_t)i + 3] = fz;
}

#ifndef __CUDACC_RTC__

static int read_exact(FILE *f, void *buf, size_t size, size_t count)
{
    return fread(buf, size, count, f) == count;
}

static int fail(const char *msg, const char *path, FILE *f)
{
    fprintf(stderr, "lavamd_cuda: %s '%s'\n", msg, path);
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
    int hdr[2];
    double alpha;
    if (!read_exact(f, hdr, sizeof(int), 2) || !read_exact(f, &alpha, sizeof(double), 1))
        return fail("header too short in", argv[1], f);
    int nb = hdr[0], ppb = hdr[1];
    if (nb < 1 || ppb < 1 || nb > 256 || ppb > 100000 || (long long)nb * nb * nb * ppb > 50000000LL)
        return fail("bad header in", argv[1], f);
    size_t np = (size_t)nb * nb * nb * ppb;
    double *pos = (double *)malloc(np * 3 * sizeof(double));
    double *charge = (double *)malloc(np * sizeof(double));
    double *fv = (double *)calloc(np * 4, sizeof(double));
    if (!pos || !charge || !fv)
        return fail("out of memory reading", argv[1], f);
    if (!read_exact(f, pos, sizeof(double), np * 3) || !read_exact(f, charge, sizeof(double), np) ||
        fgetc(f) != EOF)
        return fail("wrong file size for the header in", argv[1], f);
    fclose(f);

    AM_CHECK(cudaFree(0)); /* warm-up: create the context before timing */
    double *d_pos, *d_charge, *d_fv;
    AM_CHECK(cudaMalloc(&d_pos, np * 3 * sizeof(double)));
    AM_CHECK(cudaMalloc(&d_charge, np * sizeof(double)));
    AM_CHECK(cudaMalloc(&d_fv, np * 4 * sizeof(double)));

    am_timer_start();
    AM_CHECK(cudaMemcpy(d_pos, pos, np * 3 * sizeof(double), cudaMemcpyHostToDevice));
    AM_CHECK(cudaMemcpy(d_charge, charge, np * sizeof(double), cudaMemcpyHostToDevice));
    double transfer_s = am_timer_stop();

    int block = 256;
    int grid = (int)((np + block - 1) / block);
    am_timer_start();
    AM_LAUNCH(lavamd_particles, grid, block, nb, ppb, alpha, d_pos, d_charge, d_fv);
    double kernel_s = am_timer_stop();

    am_timer_start();
    AM_CHECK(cudaMemcpy(fv, d_fv, np * 4 * sizeof(double), cudaMemcpyDeviceToHost));
    transfer_s += am_timer_stop();

    double sum = 0.0;
    for (size_t i = 0; i < np * 4; i++)
        sum += fv[i];
    printf("checksum %.15e\n", sum);
    printf("kernel_time_s %.6e\n", kernel_s);
    printf("transfer_time_s %.6e\n", transfer_s);
    AM_CHECK(cudaFree(d_pos));
    AM_CHECK(cudaFree(d_charge));
    AM_CHECK(cudaFree(d_fv));
    free(pos);
    free(charge);
    free(fv);
    return 0;
}

#endif /* __CUDACC_RTC__ */
