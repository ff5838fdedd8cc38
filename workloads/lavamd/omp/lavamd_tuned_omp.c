/*
 * LAVAMD, OpenMP CPU implementation.  Same input format and checksum as
 * ../lavamd.c; also prints "kernel_time_s <s>".
 * Build: gcc -O3 -march=native -fopenmp lavamd_omp.c -o lavamd_omp -lm
 * Home boxes are distributed statically over the threads (collapse over the box
 * grid); a thread only writes the forces of its own home boxes, accumulated in
 * registers per particle, so there are no races and no false sharing apart from
 * box edges.  The neighbour particles are read from a structure-of-arrays copy so
 * the inner j loop vectorises (exp from libmvec with -O3 -march=native).
 */
#include <math.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

static void lavamd(int nb, int ppb, double alpha, const double *restrict pos,
                   const double *restrict charge, double *restrict fv)
{
    const double a2 = 2.0 * alpha * alpha;
    const size_t np = (size_t)nb * nb * nb * ppb;
    double *px = malloc(np * sizeof(double));
    double *py = malloc(np * sizeof(double));
    double *pz = malloc(np * sizeof(double));
#pragma omp parallel
    {
#pragma omp for schedule(static)
        for (size_t i = 0; i < np; i++) {
            px[i] = pos[3 * i];
            py[i] = pos[3 * i + 1];
            pz[i] = pos[3 * i + 2];
        }
#pragma omp for collapse(3) schedule(static)
        for (int bz = 0; bz < nb; bz++) {
            for (int by = 0; by < nb; by++) {
                for (int bx = 0; bx < nb; bx++) {
                    const int home = (bz * nb + by) * nb + bx;
                    for (int i = home * ppb; i < (home + 1) * ppb; i++) {
                        const double xi = px[i], yi = py[i], zi = pz[i];
                        double fvv = fv[4 * i], fx = fv[4 * i + 1], fy = fv[4 * i + 2],
                               fz = fv[4 * i + 3];
                        for (int dz = -1; dz <= 1; dz++) {
                            for (int dy = -1; dy <= 1; dy++) {
                                for (int dx = -1; dx <= 1; dx++) {
                                    const int nz = bz + dz, ny = by + dy, nx = bx + dx;
                                    if (nz < 0 || nz >= nb || ny < 0 || ny >= nb || nx < 0 ||
                                        nx >= nb)
                                        continue;
                                    const int j0 = ((nz * nb + ny) * nb + nx) * ppb;
#pragma omp simd reduction(+ : fvv, fx, fy, fz)
                                    for (int j = j0; j < j0 + ppb; j++) {
                                        const double ddx = xi - px[j];
                                        const double ddy = yi - py[j];
                                        const double ddz = zi - pz[j];
                                        const double r2 = ddx * ddx + ddy * ddy + ddz * ddz;
                                        const double vij = exp(-a2 * r2);
                                        const double qj = charge[j];
                                        const double qf = qj * 2.0 * vij;
                                        fvv += qj * vij;
                                        fx += qf * ddx;
                                        fy += qf * ddy;
                                        fz += qf * ddz;
                                    }
                                }
                            }
                        }
                        fv[4 * i] = fvv;
                        fv[4 * i + 1] = fx;
                        fv[4 * i + 2] = fy;
                        fv[4 * i + 3] = fz;
                    }
                }
            }
        }
    }
    free(px);
    free(py);
    free(pz);
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
    double *fv = malloc(np * 4 * sizeof(double));
    if (!pos || !charge || !fv)
        return fail("out of memory reading", argv[1], f);
#pragma omp parallel for schedule(static)
    for (size_t i = 0; i < np * 4; i++)
        fv[i] = 0.0;
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
