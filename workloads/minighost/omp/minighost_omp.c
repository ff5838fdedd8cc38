/*
 * MINIGHOST, OpenMP CPU implementation: the loops of ../minighost.c as written, with OpenMP
 * pragmas added and nothing else (no restrict, no omp simd, no hoisting or
 * reordering).  Per time step: the stencil sweep is a static parallel loop over the k
 * planes, and the GRIDSUM loop after it a static parallel loop over k with
 * reduction(+: total) (two sweeps per step, as the sequential code). Same input format
 * and checksum as ../minighost.c; also prints "kernel_time_s <s>" (omp_get_wtime
 * around the kernel).  The developer-tuned version is minighost_tuned_omp.c (registry
 * tuned_omp_source).
 * Build: clang-19 -O3 -march=native -fopenmp minighost_omp.c -o minighost_omp
 */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

void minighost(int nx, int ny, int nz, int steps, double *grid, double *work, double *sums)
{
    int sx = nx + 2;
    int sxy = (nx + 2) * (ny + 2);
    double *src = grid;
    double *dst = work;
    for (int t = 0; t < steps; t++) {
#pragma omp parallel for schedule(static)
        for (int k = 1; k <= nz; k++) {
            for (int j = 1; j <= ny; j++) {
                for (int i = 1; i <= nx; i++) {
                    int c = k * sxy + j * sx + i;
                    dst[c] = (src[c - sxy] + src[c - sx] + src[c - 1] + src[c] + src[c + 1] +
                              src[c + sx] + src[c + sxy]) /
                             7.0;
                }
            }
        }
        double *tmp = src;
        src = dst;
        dst = tmp;
        double total = 0.0;
#pragma omp parallel for reduction(+ : total) schedule(static)
        for (int k = 1; k <= nz; k++)
            for (int j = 1; j <= ny; j++)
                for (int i = 1; i <= nx; i++)
                    total += src[k * sxy + j * sx + i];
        sums[t] = total;
    }
}

static int read_exact(FILE *f, void *buf, size_t size, size_t count)
{
    return fread(buf, size, count, f) == count;
}

static int fail(const char *msg, const char *path, FILE *f)
{
    fprintf(stderr, "minighost_omp: %s '%s'\n", msg, path);
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
    if (!read_exact(f, hdr, sizeof(int), 4))
        return fail("header too short in", argv[1], f);
    int nx = hdr[0], ny = hdr[1], nz = hdr[2], steps = hdr[3];
    if (nx < 1 || ny < 1 || nz < 1 || steps < 0 || nx > 4000 || ny > 4000 || nz > 4000 ||
        (long long)(nx + 2) * (ny + 2) * (nz + 2) > 200000000LL || steps > 1000000)
        return fail("bad header in", argv[1], f);
    size_t total = (size_t)(nx + 2) * (ny + 2) * (nz + 2);
    double *grid = calloc(total, sizeof(double));
    double *work = calloc(total, sizeof(double));
    double *sums = calloc((size_t)steps + 1, sizeof(double));
    if (!grid || !work || !sums)
        return fail("out of memory reading", argv[1], f);
    int ok = 1;
    for (int k = 1; k <= nz && ok; k++)
        for (int j = 1; j <= ny && ok; j++)
            ok = read_exact(f, grid + ((size_t)k * (ny + 2) + j) * (nx + 2) + 1, sizeof(double),
                            (size_t)nx);
    if (!ok || fgetc(f) != EOF)
        return fail("wrong file size for the header in", argv[1], f);
    fclose(f);

    double t0 = omp_get_wtime();
    minighost(nx, ny, nz, steps, grid, work, sums);
    double t1 = omp_get_wtime();

    const double *res = (steps % 2 == 0) ? grid : work;
    double sum = 0.0;
    for (size_t c = 0; c < total; c++)
        sum += res[c];
    for (int t = 0; t < steps; t++)
        sum += sums[t];
    printf("checksum %.15e\n", sum);
    printf("kernel_time_s %.6f\n", t1 - t0);
    free(grid);
    free(work);
    free(sums);
    return 0;
}
