/*
 * LBM, OpenMP CPU implementation: the loops of ../lbm.c as written, with OpenMP
 * pragmas added and nothing else (no restrict, no omp simd, no hoisting or
 * reordering).  Each time step is a static parallel loop over the z planes (outermost
 * parallel loop); push streaming writes every destination value once, so threads never
 * conflict.  main is that of ../lbm.c: the density is read by fread, and its loop that
 * initialises the two grids from it is a static parallel loop over the cells.  Same
 * input format and checksum as ../lbm.c; also prints "kernel_time_s <s>"
 * (omp_get_wtime around the kernel).  The developer-tuned version is lbm_tuned_omp.c
 * (registry tuned_omp_source).
 * Build: clang-19 -O3 -march=native -fopenmp lbm_omp.c -o lbm_omp
 */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define Q 19

static const int CX[Q] = {0, 1, -1, 0, 0, 0, 0, 1, -1, 1, -1, 1, -1, 1, -1, 0, 0, 0, 0};
static const int CY[Q] = {0, 0, 0, 1, -1, 0, 0, 1, 1, -1, -1, 0, 0, 0, 0, 1, -1, 1, -1};
static const int CZ[Q] = {0, 0, 0, 0, 0, 1, -1, 0, 0, 0, 0, 1, 1, -1, -1, 1, 1, -1, -1};
static const int OPP[Q] = {0, 2, 1, 4, 3, 6, 5, 10, 9, 8, 7, 14, 13, 12, 11, 18, 17, 16, 15};
static const double W[Q] = {1.0 / 3,  1.0 / 18, 1.0 / 18, 1.0 / 18, 1.0 / 18,
                            1.0 / 18, 1.0 / 18, 1.0 / 36, 1.0 / 36, 1.0 / 36,
                            1.0 / 36, 1.0 / 36, 1.0 / 36, 1.0 / 36, 1.0 / 36,
                            1.0 / 36, 1.0 / 36, 1.0 / 36, 1.0 / 36};

void lbm(int nx, int ny, int nz, int steps, double omega, double ulid, double *src_grid,
         double *dst_grid)
{
    double *src = src_grid;
    double *dst = dst_grid;
    for (int t = 0; t < steps; t++) {
#pragma omp parallel for schedule(static)
        for (int z = 1; z < nz - 1; z++) {
            for (int y = 1; y < ny - 1; y++) {
                for (int x = 1; x < nx - 1; x++) {
                    int cell = (z * ny + y) * nx + x;
                    const double *fc = src + (size_t)cell * Q;
                    double rho = 0.0, ux = 0.0, uy = 0.0, uz = 0.0;
                    for (int q = 0; q < Q; q++) {
                        rho += fc[q];
                        ux += CX[q] * fc[q];
                        uy += CY[q] * fc[q];
                        uz += CZ[q] * fc[q];
                    }
                    ux /= rho;
                    uy /= rho;
                    uz /= rho;
                    double usq = 1.5 * (ux * ux + uy * uy + uz * uz);
                    for (int q = 0; q < Q; q++) {
                        double cu = 3.0 * (CX[q] * ux + CY[q] * uy + CZ[q] * uz);
                        double feq = W[q] * rho * (1.0 + cu + 0.5 * cu * cu - usq);
                        double fpost = fc[q] + omega * (feq - fc[q]);
                        int xn = x + CX[q], yn = y + CY[q], zn = z + CZ[q];
                        if (xn == 0 || xn == nx - 1 || yn == 0 || yn == ny - 1 || zn == 0)
                            dst[(size_t)cell * Q + OPP[q]] = fpost;
                        else if (zn == nz - 1)
                            dst[(size_t)cell * Q + OPP[q]] = fpost - 6.0 * W[q] * rho * CX[q] * ulid;
                        else
                            dst[((size_t)(zn * ny + yn) * nx + xn) * Q + q] = fpost;
                    }
                }
            }
        }
        double *tmp = src;
        src = dst;
        dst = tmp;
    }
}

static int read_exact(FILE *f, void *buf, size_t size, size_t count)
{
    return fread(buf, size, count, f) == count;
}

static int fail(const char *msg, const char *path, FILE *f)
{
    fprintf(stderr, "lbm_omp: %s '%s'\n", msg, path);
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
    int nx = hdr[0], ny = hdr[1], nz = hdr[2], steps = hdr[3];
    if (nx < 3 || ny < 3 || nz < 3 || steps < 0 || nx > 2048 || ny > 2048 || nz > 2048 ||
        (long long)nx * ny * nz > 20000000LL)
        return fail("bad header in", argv[1], f);
    size_t ncell = (size_t)nx * ny * nz;
    double *rho = malloc(ncell * sizeof(double));
    double *src = malloc(ncell * Q * sizeof(double));
    double *dst = malloc(ncell * Q * sizeof(double));
    if (!rho || !src || !dst)
        return fail("out of memory reading", argv[1], f);
    if (!read_exact(f, rho, sizeof(double), ncell) || fgetc(f) != EOF)
        return fail("wrong file size for the header in", argv[1], f);
    fclose(f);
#pragma omp parallel for schedule(static)
    for (size_t c = 0; c < ncell; c++)
        for (int q = 0; q < Q; q++)
            src[c * Q + q] = dst[c * Q + q] = W[q] * rho[c];
    free(rho);

    double t0 = omp_get_wtime();
    lbm(nx, ny, nz, steps, par[0], par[1], src, dst);
    double t1 = omp_get_wtime();

    const double *res = (steps % 2 == 0) ? src : dst;
    double sum = 0.0;
    for (size_t c = 0; c < ncell; c++)
        for (int q = 0; q < Q; q++)
            sum += (1 + q % 5) * res[c * Q + q];
    printf("checksum %.15e\n", sum);
    printf("kernel_time_s %.6f\n", t1 - t0);
    free(src);
    free(dst);
    return 0;
}
