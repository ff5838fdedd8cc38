/*
 * STENCIL, OpenMP CPU implementation.  Same input format and checksum as
 * ../stencil.c; also prints "kernel_time_s <s>" (omp_get_wtime around the kernel).
 * Build: gcc -O3 -march=native -fopenmp stencil_omp.c -o stencil_omp
 * One parallel region spans all iterations; each sweep is a static worksharing
 * loop over (k, j) rows, the unit-stride i loop is vectorised.
 */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void stencil(double c0, double c1, double *restrict a0, double *restrict anext, int nx,
                    int ny, int nz, int iters)
{
    const size_t plane = (size_t)nx * ny;
#pragma omp parallel firstprivate(a0, anext)
    {
        double *src = a0;
        double *dst = anext;
        for (int t = 0; t < iters; t++) {
#pragma omp for collapse(2) schedule(static)
            for (int k = 1; k < nz - 1; k++) {
                for (int j = 1; j < ny - 1; j++) {
                    const size_t row = k * plane + (size_t)j * nx;
                    const double *restrict s = src + row;
                    const double *restrict sn = src + row - nx;
                    const double *restrict ss = src + row + nx;
                    const double *restrict sd = src + row - plane;
                    const double *restrict su = src + row + plane;
                    double *restrict d = dst + row;
#pragma omp simd
                    for (int i = 1; i < nx - 1; i++)
                        d[i] = c1 * (sd[i] + su[i] + sn[i] + ss[i] + s[i - 1] + s[i + 1]) +
                               c0 * s[i];
                }
            }
            /* implicit barrier above; every thread swaps its private copies */
            double *tmp = src;
            src = dst;
            dst = tmp;
        }
    }
}

/* Touch pages with the same static distribution the kernel uses (first touch). */
static void first_touch(double *p, size_t n)
{
#pragma omp parallel for schedule(static)
    for (size_t i = 0; i < n; i++)
        p[i] = 0.0;
}

static int read_exact(FILE *f, void *buf, size_t size, size_t count)
{
    return fread(buf, size, count, f) == count;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s INPUT.bin\n", argv[0]);
        return 1;
    }
    FILE *f = fopen(argv[1], "rb");
    if (!f) {
        fprintf(stderr, "stencil_omp: cannot open input file '%s'\n", argv[1]);
        return 1;
    }
    int hdr[4];
    double coef[2];
    if (!read_exact(f, hdr, sizeof(int), 4) || !read_exact(f, coef, sizeof(double), 2)) {
        fprintf(stderr, "stencil_omp: '%s' is too short for the header\n", argv[1]);
        fclose(f);
        return 1;
    }
    int nx = hdr[0], ny = hdr[1], nz = hdr[2], iters = hdr[3];
    if (nx < 3 || ny < 3 || nz < 3 || iters < 0 || nx > 4096 || ny > 4096 || nz > 4096 ||
        (long long)nx * ny * nz > 200000000LL) {
        fprintf(stderr, "stencil_omp: bad header in '%s'\n", argv[1]);
        fclose(f);
        return 1;
    }
    size_t n = (size_t)nx * ny * nz;
    double *a0 = malloc(n * sizeof(double));
    double *anext = malloc(n * sizeof(double));
    if (!a0 || !anext) {
        fprintf(stderr, "stencil_omp: out of memory\n");
        fclose(f);
        return 1;
    }
    first_touch(a0, n);
    first_touch(anext, n);
    if (!read_exact(f, a0, sizeof(double), n) || fgetc(f) != EOF) {
        fprintf(stderr, "stencil_omp: '%s' has the wrong size for a %dx%dx%d grid\n", argv[1],
                nx, ny, nz);
        fclose(f);
        free(a0);
        free(anext);
        return 1;
    }
    fclose(f);
    memcpy(anext, a0, n * sizeof(double));

    double t0 = omp_get_wtime();
    stencil(coef[0], coef[1], a0, anext, nx, ny, nz, iters);
    double t1 = omp_get_wtime();

    const double *res = (iters % 2 == 0) ? a0 : anext;
    double sum = 0.0;
    for (size_t i = 0; i < n; i++)
        sum += res[i];
    printf("checksum %.15e\n", sum);
    printf("kernel_time_s %.6f\n", t1 - t0);
    free(a0);
    free(anext);
    return 0;
}
