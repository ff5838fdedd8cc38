/*
 * CUTCP, OpenMP CPU implementation: the loops of ../cutcp.c as written, with OpenMP
 * pragmas added and nothing else (no restrict, no omp simd, no hoisting or
 * reordering).  The atom loop (outermost parallel loop: its only dependences are the
 * += scatter into the lattice) is a static parallel loop with an OpenMP array
 * reduction on the lattice (reduction(+: grid[0:nx*ny*nz]): a private zeroed copy per
 * thread, added at the end), so the sums into a lattice point are reordered (checksum
 * to rounding). Same input format and checksum as ../cutcp.c; also prints
 * "kernel_time_s <s>" (omp_get_wtime around the kernel).  The developer-tuned version
 * is cutcp_tuned_omp.c (registry tuned_omp_source).
 * Build: clang-19 -O3 -march=native -fopenmp cutcp_omp.c -o cutcp_omp -lm
 */
#include <math.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

void cutcp(int natoms, const double *atoms, int nx, int ny, int nz, double h, double cutoff,
           double *grid)
{
    double c2 = cutoff * cutoff;
    double inv_c2 = 1.0 / c2;
#pragma omp parallel for reduction(+ : grid[0 : (size_t)nx * ny * nz]) schedule(static)
    for (int n = 0; n < natoms; n++) {
        double ax = atoms[4 * n], ay = atoms[4 * n + 1], az = atoms[4 * n + 2];
        double q = atoms[4 * n + 3];
        int i0 = (int)ceil((ax - cutoff) / h), i1 = (int)floor((ax + cutoff) / h);
        int j0 = (int)ceil((ay - cutoff) / h), j1 = (int)floor((ay + cutoff) / h);
        int k0 = (int)ceil((az - cutoff) / h), k1 = (int)floor((az + cutoff) / h);
        if (i0 < 0)
            i0 = 0;
        if (j0 < 0)
            j0 = 0;
        if (k0 < 0)
            k0 = 0;
        if (i1 > nx - 1)
            i1 = nx - 1;
        if (j1 > ny - 1)
            j1 = ny - 1;
        if (k1 > nz - 1)
            k1 = nz - 1;
        for (int k = k0; k <= k1; k++) {
            double dz = k * h - az;
            double dz2 = dz * dz;
            for (int j = j0; j <= j1; j++) {
                double dy = j * h - ay;
                double dyz2 = dy * dy + dz2;
                if (dyz2 >= c2)
                    continue;
                for (int i = i0; i <= i1; i++) {
                    double dx = i * h - ax;
                    double r2 = dx * dx + dyz2;
                    if (r2 < c2 && r2 > 1e-12) {
                        double s = 1.0 - r2 * inv_c2;
                        grid[(k * ny + j) * nx + i] += q / sqrt(r2) * s * s;
                    }
                }
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
    fprintf(stderr, "cutcp_omp: %s '%s'\n", msg, path);
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
    double *atoms = malloc(((size_t)natoms * 4 + 1) * sizeof(double));
    double *grid = calloc(npts, sizeof(double));
    if (!atoms || !grid)
        return fail("out of memory reading", argv[1], f);
    if (!read_exact(f, atoms, sizeof(double), (size_t)natoms * 4) || fgetc(f) != EOF)
        return fail("wrong file size for the header in", argv[1], f);
    fclose(f);

    double t0 = omp_get_wtime();
    cutcp(natoms, atoms, nx, ny, nz, h, cutoff, grid);
    double t1 = omp_get_wtime();

    double sum = 0.0;
    for (size_t i = 0; i < npts; i++)
        sum += grid[i];
    printf("checksum %.15e\n", sum);
    printf("kernel_time_s %.6f\n", t1 - t0);
    free(atoms);
    free(grid);
    return 0;
}
