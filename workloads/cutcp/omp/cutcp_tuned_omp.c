/*
 * CUTCP, OpenMP CPU implementation.  Same input format and checksum as
 * ../cutcp.c; also prints "kernel_time_s <s>".
 * Build: gcc -O3 -march=native -fopenmp cutcp_omp.c -o cutcp_omp -lm
 * Output-driven decomposition: the lattice z planes are distributed statically over
 * the threads, and each thread scatters into its own planes only, so no atomics or
 * private lattices are needed.  Atoms are first binned by the first plane they
 * reach (a stable counting sort), so a plane only scans the bins of atoms that can
 * touch it.  Contributions to a lattice point are summed bin by bin rather than in
 * atom order, so the result matches the sequential code to rounding (~1e-15).
 */
#include <math.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

static void cutcp(int natoms, const double *restrict atoms, int nx, int ny, int nz, double h,
                  double cutoff, double *restrict grid)
{
    const double c2 = cutoff * cutoff;
    const double inv_c2 = 1.0 / c2;
    /* bin atoms by the first plane they reach: binstart[k]..binstart[k+1] */
    int *first = malloc(((size_t)natoms + 1) * sizeof(int));
    int *binstart = calloc((size_t)nz + 2, sizeof(int));
    int *order = malloc(((size_t)natoms + 1) * sizeof(int));
    int reach = (int)floor(2.0 * cutoff / h) + 1; /* planes an atom can span */
    for (int n = 0; n < natoms; n++) {
        int k0 = (int)ceil((atoms[4 * n + 2] - cutoff) / h);
        if (k0 < 0)
            k0 = 0;
        if (k0 > nz)
            k0 = nz;
        first[n] = k0;
        binstart[k0 + 1]++;
    }
    for (int k = 0; k <= nz; k++)
        binstart[k + 1] += binstart[k];
    {
        int *fill = malloc(((size_t)nz + 1) * sizeof(int));
        for (int k = 0; k <= nz; k++)
            fill[k] = binstart[k];
        for (int n = 0; n < natoms; n++)
            order[fill[first[n]]++] = n;
        free(fill);
    }
#pragma omp parallel for schedule(static)
    for (int k = 0; k < nz; k++) {
        /* atoms whose first plane lies in [k - reach + 1, k] */
        int kb = k - reach + 1 < 0 ? 0 : k - reach + 1;
        int lo = binstart[kb], hi = binstart[k + 1];
        for (int idx = lo; idx < hi; idx++) {
            const int n = order[idx];
            const double ax = atoms[4 * n], ay = atoms[4 * n + 1], az = atoms[4 * n + 2];
            const double q = atoms[4 * n + 3];
            const double dz = k * h - az;
            const double dz2 = dz * dz;
            if (dz2 >= c2)
                continue;
            int i0 = (int)ceil((ax - cutoff) / h), i1 = (int)floor((ax + cutoff) / h);
            int j0 = (int)ceil((ay - cutoff) / h), j1 = (int)floor((ay + cutoff) / h);
            if (i0 < 0)
                i0 = 0;
            if (j0 < 0)
                j0 = 0;
            if (i1 > nx - 1)
                i1 = nx - 1;
            if (j1 > ny - 1)
                j1 = ny - 1;
            for (int j = j0; j <= j1; j++) {
                const double dy = j * h - ay;
                const double dyz2 = dy * dy + dz2;
                if (dyz2 >= c2)
                    continue;
                double *restrict row = grid + ((size_t)k * ny + j) * nx;
                for (int i = i0; i <= i1; i++) {
                    const double dx = i * h - ax;
                    const double r2 = dx * dx + dyz2;
                    if (r2 < c2 && r2 > 1e-12) {
                        const double s = 1.0 - r2 * inv_c2;
                        row[i] += q / sqrt(r2) * s * s;
                    }
                }
            }
        }
    }
    free(first);
    free(binstart);
    free(order);
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
    double *grid = malloc(npts * sizeof(double));
    if (!atoms || !grid)
        return fail("out of memory reading", argv[1], f);
#pragma omp parallel for schedule(static)
    for (int k = 0; k < nz; k++)
        for (size_t p = (size_t)k * nx * ny; p < (size_t)(k + 1) * nx * ny; p++)
            grid[p] = 0.0;
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
