/*
 * HOTSPOT, OpenMP CPU implementation.  Same input format and checksum as
 * ../hotspot.c; also prints "kernel_time_s <s>".
 * Build: gcc -O3 -march=native -fopenmp hotspot_omp.c -o hotspot_omp
 * One parallel region spans all steps; rows are distributed statically (first
 * touch uses the same distribution).  The edge columns are peeled so the interior
 * of every row is a branch-free unit-stride loop that vectorises.
 */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define T_CHIP 0.0005
#define CHIP_HEIGHT 0.016
#define CHIP_WIDTH 0.016
#define FACTOR_CHIP 0.5
#define SPEC_HEAT_SI 1.75e6
#define K_SI 100.0
#define MAX_PD 3.0e6
#define PRECISION 0.001
#define AMB_TEMP 80.0

static inline double cell(double tc, double p, double ts, double tn, double te, double tw,
                          double sdc, double rx_1, double ry_1, double rz_1)
{
    return tc + sdc * (p + (ts + tn - 2.0 * tc) * ry_1 + (te + tw - 2.0 * tc) * rx_1 +
                       (AMB_TEMP - tc) * rz_1);
}

static void hotspot(int rows, int cols, int iters, double *temp, const double *power,
                    double *result)
{
    const double grid_height = CHIP_HEIGHT / rows;
    const double grid_width = CHIP_WIDTH / cols;
    const double cap = FACTOR_CHIP * SPEC_HEAT_SI * T_CHIP * grid_width * grid_height;
    const double rx = grid_width / (2.0 * K_SI * T_CHIP * grid_height);
    const double ry = grid_height / (2.0 * K_SI * T_CHIP * grid_width);
    const double rz = T_CHIP / (K_SI * grid_height * grid_width);
    const double max_slope = MAX_PD / (FACTOR_CHIP * T_CHIP * SPEC_HEAT_SI);
    const double step = PRECISION / max_slope;
    const double sdc = step / cap;
    const double rx_1 = 1.0 / rx, ry_1 = 1.0 / ry, rz_1 = 1.0 / rz;

#pragma omp parallel firstprivate(temp, result)
    {
        double *src = temp;
        double *dst = result;
        for (int t = 0; t < iters; t++) {
#pragma omp for schedule(static)
            for (int r = 0; r < rows; r++) {
                const double *restrict s = src + (size_t)r * cols;
                const double *restrict sn = src + (size_t)(r > 0 ? r - 1 : r) * cols;
                const double *restrict ss = src + (size_t)(r < rows - 1 ? r + 1 : r) * cols;
                const double *restrict p = power + (size_t)r * cols;
                double *restrict d = dst + (size_t)r * cols;
                if (cols == 1) {
                    d[0] = cell(s[0], p[0], ss[0], sn[0], s[0], s[0], sdc, rx_1, ry_1, rz_1);
                    continue;
                }
                d[0] = cell(s[0], p[0], ss[0], sn[0], s[1], s[0], sdc, rx_1, ry_1, rz_1);
#pragma omp simd
                for (int c = 1; c < cols - 1; c++)
                    d[c] = cell(s[c], p[c], ss[c], sn[c], s[c + 1], s[c - 1], sdc, rx_1, ry_1,
                                rz_1);
                d[cols - 1] = cell(s[cols - 1], p[cols - 1], ss[cols - 1], sn[cols - 1],
                                   s[cols - 1], s[cols - 2], sdc, rx_1, ry_1, rz_1);
            }
            double *tmp = src;
            src = dst;
            dst = tmp;
        }
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
#pragma omp parallel for schedule(static)
    for (int r = 0; r < rows; r++)
        for (size_t i = (size_t)r * cols; i < (size_t)(r + 1) * cols; i++)
            temp[i] = power[i] = result[i] = 0.0;
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
