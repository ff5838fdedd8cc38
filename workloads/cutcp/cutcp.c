/*
 * CUTCP: cutoff Coulomb potential on a regular 3-D lattice.  Every atom adds
 * q / r * (1 - r^2/c^2)^2 to each lattice point closer than the cutoff c; atoms are
 * visited in order and scatter into the bounding box of their cutoff sphere
 * (after the Parboil "cutcp" benchmark description).  Sequential C99.
 *
 * Lattice point (i, j, k) sits at (i*h, j*h, k*h).
 *
 * Input (little-endian binary):
 *   int32  natoms, nx, ny, nz
 *   double h, cutoff              lattice spacing and cutoff distance
 *   double atoms[natoms][4]       x, y, z, charge
 * Output: "checksum <sum of the lattice potential>".
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

void cutcp(int natoms, const double *atoms, int nx, int ny, int nz, double h, double cutoff,
           double *grid)
{
    double c2 = cutoff * cutoff;
    double inv_c2 = 1.0 / c2;
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
    fprintf(stderr, "cutcp: %s '%s'\n", msg, path);
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
    double *atoms = malloc(((size_t)natoms * 4 + 1) * sizeof(double));
    double *grid = calloc((size_t)nx * ny * nz, sizeof(double));
    if (!atoms || !grid)
        return fail("out of memory reading", argv[1], f);
    if (!read_exact(f, atoms, sizeof(double), (size_t)natoms * 4) || fgetc(f) != EOF)
        return fail("wrong file size for the header in", argv[1], f);
    fclose(f);

    cutcp(natoms, atoms, nx, ny, nz, h, cutoff, grid);

    double sum = 0.0;
    for (size_t i = 0; i < (size_t)nx * ny * nz; i++)
        sum += grid[i];
    printf("checksum %.15e\n", sum);
    free(atoms);
    free(grid);
    return 0;
}
