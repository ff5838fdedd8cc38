/*
 * LAVAMD, OpenMP CPU implementation: the loops of ../lavamd.c as written, with OpenMP
 * pragmas added and nothing else (no restrict, no omp simd, no hoisting or
 * reordering).  The box loop bz (outermost parallel loop) is a static parallel loop; a
 * thread writes only the forces of its own home boxes, so no reduction is needed and
 * the sums keep the sequential order. Same input format and checksum as ../lavamd.c;
 * also prints "kernel_time_s <s>" (omp_get_wtime around the kernel).  The developer-
 * tuned version is lavamd_tuned_omp.c (registry tuned_omp_source).
 * Build: clang-19 -O3 -march=native -fopenmp lavamd_omp.c -o lavamd_omp -lm
 */
#include <math.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

void lavamd(int nb, int ppb, double alpha, const double *pos, const double *charge,
            double *fv)
{
    double a2 = 2.0 * alpha * alpha;
#pragma omp parallel for schedule(static)
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
    fprintf(stderr, "lavamd_omp: %s '%s'\n", msg, path);
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

    double t0 = omp_get_wtime();
    lavamd(nb, ppb, alpha, pos, charge, fv);
    double t1 = omp_get_wtime();

    double sum = 0.0;
    for (size_t i = 0; i < np * 4; i++)
        sum += fv[i];
    printf("checksum %.15e\n", sum);
    printf("kernel_time_s %.6f\n", t1 - t0);
    free(pos);
    free(charge);
    free(fv);
    return 0;
}
