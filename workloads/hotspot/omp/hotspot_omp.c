/*
 * HOTSPOT, OpenMP CPU implementation: the loops of ../hotspot.c as written, with OpenMP
 * pragmas added and nothing else (no restrict, no omp simd, no hoisting or
 * reordering).  Each time step is a static parallel loop over the rows (outermost
 * parallel loop).  main is that of ../hotspot.c: temp and power are read by fread into
 * malloc'd memory and result is left untouched before the kernel (no added
 * initialisation).  Same input format and checksum as ../hotspot.c; also prints
 * "kernel_time_s <s>" (omp_get_wtime around the kernel).  The developer-tuned version
 * is hotspot_tuned_omp.c (registry tuned_omp_source).
 * Build: clang-19 -O3 -march=native -fopenmp hotspot_omp.c -o hotspot_omp
 */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

/* chip parameters (published HotSpot defaults) */
#define T_CHIP 0.0005
#define CHIP_HEIGHT 0.016
#define CHIP_WIDTH 0.016
#define FACTOR_CHIP 0.5
#define SPEC_HEAT_SI 1.75e6
#define K_SI 100.0
#define MAX_PD 3.0e6
#define PRECISION 0.001
#define AMB_TEMP 80.0

void hotspot(int rows, int cols, int iters, double *temp, const double *power, double *result)
{
    double grid_height = CHIP_HEIGHT / rows;
    double grid_width = CHIP_WIDTH / cols;
    double cap = FACTOR_CHIP * SPEC_HEAT_SI * T_CHIP * grid_width * grid_height;
    double rx = grid_width / (2.0 * K_SI * T_CHIP * grid_height);
    double ry = grid_height / (2.0 * K_SI * T_CHIP * grid_width);
    double rz = T_CHIP / (K_SI * grid_height * grid_width);
    double max_slope = MAX_PD / (FACTOR_CHIP * T_CHIP * SPEC_HEAT_SI);
    double step = PRECISION / max_slope;
    double step_div_cap = step / cap;
    double rx_1 = 1.0 / rx, ry_1 = 1.0 / ry, rz_1 = 1.0 / rz;

    double *src = temp;
    double *dst = result;
    for (int t = 0; t < iters; t++) {
#pragma omp parallel for schedule(static)
        for (int r = 0; r < rows; r++) {
            int rn = r > 0 ? r - 1 : r;
            int rs = r < rows - 1 ? r + 1 : r;
            for (int c = 0; c < cols; c++) {
                int cw = c > 0 ? c - 1 : c;
                int ce = c < cols - 1 ? c + 1 : c;
                double tc = src[r * cols + c];
                dst[r * cols + c] =
                    tc + step_div_cap * (power[r * cols + c] +
                                         (src[rs * cols + c] + src[rn * cols + c] - 2.0 * tc) * ry_1 +
                                         (src[r * cols + ce] + src[r * cols + cw] - 2.0 * tc) * rx_1 +
                                         (AMB_TEMP - tc) * rz_1);
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
    fprintf(stderr, "hotspot_omp: %s '%s'\n", msg, path);
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
    int hdr[3];
    if (!read_exact(f, hdr, sizeof(int), 3))
        return fail("header too short in", argv[1], f);
    int rows = hdr[0], cols = hdr[1], iters = hdr[2];
    if (rows < 1 || cols < 1 || iters < 0 || rows > 65536 || cols > 65536 ||
        (long long)rows * cols > 200000000LL)
        return fail("bad header in", argv[1], f);
    size_t n = (size_t)rows * cols;
    double *temp = malloc(n * sizeof(double));
    double *power = malloc(n * sizeof(double));
    double *result = malloc(n * sizeof(double));
    if (!temp || !power || !result)
        return fail("out of memory reading", argv[1], f);
    if (!read_exact(f, temp, sizeof(double), n) || !read_exact(f, power, sizeof(double), n) ||
        fgetc(f) != EOF)
        return fail("wrong file size for the header in", argv[1], f);
    fclose(f);

    double t0 = omp_get_wtime();
    hotspot(rows, cols, iters, temp, power, result);
    double t1 = omp_get_wtime();

    const double *res = (iters % 2 == 0) ? temp : result;
    double sum = 0.0;
    for (size_t i = 0; i < n; i++)
        sum += res[i];
    printf("checksum %.15e\n", sum);
    printf("kernel_time_s %.6f\n", t1 - t0);
    free(temp);
    free(power);
    free(result);
    return 0;
}
