/*
 * STENCIL, OpenMP CPU implementation: the loops of ../stencil.c as written, with OpenMP
 * pragmas added and nothing else (no restrict, no omp simd, no hoisting or
 * reordering).  Each sweep of the time loop is a static parallel loop over the k
 * planes (outermost parallel loop).  main is that of ../stencil.c: the grid is read by
 * fread and copied by memcpy (no added initialisation).  Same input format and
 * checksum as ../stencil.c; also prints "kernel_time_s <s>" (omp_get_wtime around the
 * kernel).  The developer-tuned version is stencil_tuned_omp.c (registry
 * tuned_omp_source).
 * Build: clang-19 -O3 -march=native -fopenmp stencil_omp.c -o stencil_omp
 */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void stencil(double c0, double c1, double *a0, double *anext, int nx, int ny, int nz,
             int iters)
{
    double *src = a0;
    double *dst = anext;
    int plane = nx * ny;
    for (int t = 0; t < iters; t++) {
#pragma omp parallel for schedule(static)
        for (int k = 1; k < nz - 1; k++) {
            for (int j = 1; j < ny - 1; j++) {
                for (int i = 1; i < nx - 1; i++) {
                    int c = k * plane + j * nx + i;
                    dst[c] = c1 * (src[c - plane] + src[c + plane] + src[c - nx] +
                                   src[c + nx] + src[c - 1] + src[c + 1]) +
                             c0 * src[c];
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
