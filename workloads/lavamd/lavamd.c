/*
 * LAVAMD: particle interactions in a 3-D grid of boxes; every particle of a home
 * box interacts with every particle of the home box and of its (up to 26)
 * neighbour boxes through a Gaussian-screened potential (after the Rodinia
 * "lavaMD" benchmark description).  Sequential C99.
 *
 * Boxes form a nb x nb x nb cube of unit boxes; box b = (bz*nb + by)*nb + bx holds
 * particles b*ppb .. b*ppb + ppb - 1.
 *
 * Input (little-endian binary):
 *   int32  nb, ppb                boxes per dimension, particles per box
 *   double alpha                  screening parameter
 *   double pos[nb^3 * ppb][3]     x, y, z of every particle
 *   double charge[nb^3 * ppb]
 * Output: "checksum <sum of all potential and force components>".
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

void lavamd(int nb, int ppb, double alpha, const double *pos, const double *charge,
            double *fv)
{
    double a2 = 2.0 * alpha * alpha;
    for (int bz = 0; bz < nb; bz++) {
        for (int by = 0; by < nb; by++) {
            for (int bx = 0; bx < nb; bx++) {
                int home = (bz * nb + by) * nb + bx;
                for (int dz = -1; dz <= 1; dz++) {
                    for (int dy = -1; dy <= 1; dy++) {
                        for (int dx = -1; dx <= 1; dx++) {
                            int nz = bz + dz, ny = by + dy, nx = bx + dx;
                            if (nz < 0 || nz >= nb || ny < 0 || ny >= nb || nx < 0 || nx >= nb)
                                continue;
                            int nbr = (nz * nb + ny) * nb + nx;
                            for (int i = home * ppb; i < (home + 1) * ppb; i++) {
                                double xi = pos[3 * i], yi = pos[3 * i + 1], zi = pos[3 * i + 2];
                                for (int j = nbr * ppb; j < (nbr + 1) * ppb; j++) {
                                    double ddx = xi - pos[3 * j];
                                    double ddy = yi - pos[3 * j + 1];
                                    double ddz = zi - pos[3 * j + 2];
                                    double r2 = ddx * ddx + ddy * ddy + ddz * ddz;
                                    double vij = exp(-a2 * r2);
                                    double fs = 2.0 * vij;
                                    double qj = charge[j];
                                    fv[4 * i] += qj * vij;
                                    fv[4 * i + 1] += qj * fs * ddx;
                                    fv[4 * i + 2] += qj * fs * ddy;
                                    fv[4 * i + 3] += qj * fs * ddz;
                                }
                            }
                        }
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
    fprintf(stderr, "lavamd: %s '%s'\n", msg, path);
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
    double *pos = malloc(np * 3 * sizeof(double));
    double *charge = malloc(np * sizeof(double));
    double *fv = calloc(np * 4, sizeof(double));
    if (!pos || !charge || !fv)
        return fail("out of memory reading", argv[1], f);
    if (!read_exact(f, pos, sizeof(double), np * 3) || !read_exact(f, charge, sizeof(double), np) ||
        fgetc(f) != EOF)
        return fail("wrong file size for the header in", argv[1], f);
    fclose(f);

    lavamd(nb, ppb, alpha, pos, charge, fv);

    double sum = 0.0;
    for (size_t i = 0; i < np * 4; i++)
        sum += fv[i];
    printf("checksum %.15e\n", sum);
    free(pos);
    free(charge);
    free(fv);
    return 0;
}
