/*
 * CUTCP, CUDA port.  Same input format and checksum as ../cutcp.c; also prints
 * "kernel_time_s <s>" (CUDA events around the launch, data already on the device) and
 * "transfer_time_s <s>" (host->device copies of the atoms and the zeroed lattice, and
 * the device->host copy of the lattice).
 * Build: nvcc -O3 -std=c++17 -I workloads -arch=sm_90 cutcp.cu -o cutcp_cuda
 * Atom-driven scatter, as the sequential code: one block of 256 threads per atom, the
 * threads stride over the lattice points of the atom's cutoff bounding box and add
 * their contribution with a double atomicAdd.  On the GPU the atoms' contributions to a
 * point arrive in any order, so the checksum matches the sequential one to rounding
 * (~1e-13 relative), not bit for bit; under AM_EMULATE the blocks run in atom order and
 * the sum is exact.
 */
#include "cuda_compat.h"

AM_KERNEL void cutcp_scatter(const double *__restrict__ atoms, int nx, int ny, int nz,
                             double h, double cutoff, double *grid)
{
    if (!am_in_fraction()) /* AM_FRACTION: cuda_compat.h */
        return;
    int n = (int)blockIdx.x;
    double c2 = cutoff * cutoff;
    double inv_c2 = 1.0 / c2;
    double ax = atoms[4 * n], ay = atoms[4 * n + 1], az = atoms[4 * n + 2];
    double q = atoms[4 * n + 3];
    int i0 = (int)ceil((ax - cutoff) / h), i1 = (int)floor((ax + cutoff) / h);
    int j0 = (int)ceil((ay - cutoff) / h), j1 = (int)floor((ay + cutoff) / h);
    int k0 = (int)ceil((az - cutoff) / h), k1 = (int)floor((az + cutoff) / h);
    i0 = max(i0, 0);
    j0 = max(j0, 0);
    k0 = max(k0, 0);
    i1 = min(i1, nx - 1);
    j1 = min(j1, ny - 1);
    k1 = min(k1, nz - 1);
    if (i1 < i0 || j1 < j0 || k1 < k0)
        return;
    int bx = i1 - i0 + 1, by = j1 - j0 + 1, bz = k1 - k0 + 1;
    int points = bx * by * bz;
    for (int p = (int)threadIdx.x; p < points; p += (int)blockDim.x) {
        int i = i0 + p % bx;
        int j = j0 + (p / bx) % by;
        int k = k0 + p / (bx * by);
        double dz = k * h - az;
        double dy = j * h - ay;
        double dyz2 = dy * dy + dz * dz;
        double dx = i * h - ax;
        double r2 = dx * dx + dyz2;
        if (r2 < c2 && r2 > 1e-12) {
            double s = 1.0 - r2 * inv_c2;
            atomicAdd(&grid[((size_t)k * ny + j) * nx + i], q / sqrt(r2) * s * s);
        }
    }
}

#ifndef __CUDACC_RTC__

static int read_exact(FILE *f, void *buf, size_t size, size_t count)
{
    return fread(buf, size, count, f) == count;
}

static int fail(const char *msg, const char *path, FILE *f)
{
    fprintf(stderr, "cutcp_cuda: %s '%s'\n", msg, path);
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
    int natoms = hdr[0], nx = hdr[1], ny = hdr[2], nz = hdr[3];
    double h = par[0], cutoff = par[1];
    if (natoms < 0 || natoms > 50000000 || nx < 1 || ny < 1 || nz < 1 || nx > 4096 ||
        ny > 4096 || nz > 4096 || (long long)nx * ny * nz > 200000000LL || !(h > 0.0) ||
        !(cutoff > 0.0))
        return fail("bad header in", argv[1], f);
    size_t npts = (size_t)nx * ny * nz;
    double *atoms = (double *)malloc(((size_t)natoms * 4 + 1) * sizeof(double));
    double *grid = (double *)calloc(npts, sizeof(double));
    if (!atoms || !grid)
        return fail("out of memory reading", argv[1], f);
    if (!read_exact(f, atoms, sizeof(double), (size_t)natoms * 4) || fgetc(f) != EOF)
        return fail("wrong file size for the header in", argv[1], f);
    fclose(f);

    AM_CHECK(cudaFree(0)); /* warm-up: create the context before timing */
    double *d_atoms, *d_grid;
    AM_CHECK(cudaMalloc(&d_atoms, ((size_t)natoms * 4 + 1) * sizeof(double)));
    AM_CHECK(cudaMalloc(&d_grid, npts * sizeof(double)));

    am_timer_start();
    AM_CHECK(cudaMemcpy(d_atoms, atoms, (size_t)natoms * 4 * sizeof(double),
                        cudaMemcpyHostToDevice));
    AM_CHECK(cudaMemcpy(d_grid, grid, npts * sizeof(double), cudaMemcpyHostToDevice));
    double transfer_s = am_timer_stop();

    am_timer_start();
    if (natoms > 0)
        AM_LAUNCH(cutcp_scatter, natoms, 256, d_atoms, nx, ny, nz, h, cutoff, d_grid);
    double kernel_s = am_timer_stop();

    am_timer_start();
    AM_CHECK(cudaMemcpy(grid, d_grid, npts * sizeof(double), cudaMemcpyDeviceToHost));
    transfer_s += am_timer_stop();

    double sum = 0.0;
    for (size_t i = 0; i < npts; i++)
        sum += grid[i];
    printf("checksum %.15e\n", sum);
    printf("kernel_time_s %.6e\n", kernel_s);
    printf("transfer_time_s %.6e\n", transfer_s);
    AM_CHECK(cudaFree(d_atoms));
    AM_CHECK(cudaFree(d_grid));
    free(atoms);
    free(grid);
    return 0;
}

#endif /* __CUDACC_RTC__ */
