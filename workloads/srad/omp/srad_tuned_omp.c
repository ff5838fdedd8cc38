/*
 * SRAD, OpenMP CPU implementation.  Same input format and checksum as ../srad.c;
 * also prints "kernel_time_s <s>".
 * Build: gcc -O3 -march=native -fopenmp srad_omp.c -o srad_omp
 * One parallel region spans all iterations: the ROI statistics are a worksharing
 * reduction, the coefficient and update sweeps are static loops over image rows
 * whose unit-stride column loops vectorise; arrays are first-touched by rows.
 */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

static void srad(int rows, int cols, int niter, int r1, int r2, int c1, int c2,
                 double lambda, double *restrict J, double *restrict c, double *restrict dN,
                 double *restrict dS, double *restrict dW, double *restrict dE)
{
    const double size_roi = (double)(r2 - r1 + 1) * (c2 - c1 + 1);
    double sum = 0.0, sum2 = 0.0; /* shared reduction targets */
#pragma omp parallel
    for (int iter = 0; iter < niter; iter++) {
#pragma omp single
        {
            sum = 0.0;
            sum2 = 0.0;
        }
#pragma omp for reduction(+ : sum, sum2) schedule(static)
        for (int i = r1; i <= r2; i++) {
            for (int j = c1; j <= c2; j++) {
                const double tmp = J[(size_t)i * cols + j];
                sum += tmp;
                sum2 += tmp * tmp;
            }
        }
        const double mean_roi = sum / size_roi;
        const double var_roi = sum2 / size_roi - mean_roi * mean_roi;
        const double q0sqr = var_roi / (mean_roi * mean_roi);
        const double qden = 1.0 / (q0sqr * (1.0 + q0sqr));

#pragma omp for schedule(static)
        for (int i = 0; i < rows; i++) {
            const double *restrict jr = J + (size_t)i * cols;
            const double *restrict jn = J + (size_t)(i > 0 ? i - 1 : 0) * cols;
            const double *restrict js = J + (size_t)(i < rows - 1 ? i + 1 : rows - 1) * cols;
            const size_t base = (size_t)i * cols;
#pragma omp simd
            for (int j = 0; j < cols; j++) {
                const int jw = j > 0 ? j - 1 : 0;
                const int je = j < cols - 1 ? j + 1 : cols - 1;
                const double jc = jr[j];
                const double n = jn[j] - jc, s = js[j] - jc;
                const double w = jr[jw] - jc, e = jr[je] - jc;
                dN[base + j] = n;
                dS[base + j] = s;
                dW[base + j] = w;
                dE[base + j] = e;
                const double g2 = (n * n + s * s + w * w + e * e) / (jc * jc);
                const double l = (n + s + w + e) / jc;
                const double num = 0.5 * g2 - (1.0 / 16.0) * (l * l);
                double den = 1.0 + 0.25 * l;
                const double qsqr = num / (den * den);
                den = (qsqr - q0sqr) * qden;
                double ck = 1.0 / (1.0 + den);
                ck = ck < 0.0 ? 0.0 : (ck > 1.0 ? 1.0 : ck);
                c[base + j] = ck;
            }
        }

#pragma omp for schedule(static)
        for (int i = 0; i < rows; i++) {
            const double *restrict cr = c + (size_t)i * cols;
            const double *restrict cs = c + (size_t)(i < rows - 1 ? i + 1 : rows - 1) * cols;
            const size_t base = (size_t)i * cols;
            const double f = 0.25 * lambda;
#pragma omp simd
            for (int j = 0; j < cols; j++) {
                const int je = j < cols - 1 ? j + 1 : cols - 1;
                const double d = cr[j] * dN[base + j] + cs[j] * dS[base + j] +
                                 cr[j] * dW[base + j] + cr[je] * dE[base + j];
                J[base + j] += f * d;
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
    fprintf(stderr, "srad_omp: %s '%s'\n", msg, path);
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
    int hdr[7];
    double lambda;
    if (!read_exact(f, hdr, sizeof(int), 7) || !read_exact(f, &lambda, sizeof(double), 1))
        return fail("header too short in", argv[1], f);
    int rows = hdr[0], cols = hdr[1], niter = hdr[2];
    int r1 = hdr[3], r2 = hdr[4], c1 = hdr[5], c2 = hdr[6];
    if (rows < 1 || cols < 1 || niter < 0 || rows > 65536 || cols > 65536 ||
        (long long)rows * cols > 100000000LL || r1 < 0 || r1 > r2 || r2 >= rows || c1 < 0 ||
        c1 > c2 || c2 >= cols)
        return fail("bad header in", argv[1], f);
    size_t n = (size_t)rows * cols;
    double *J = malloc(n * sizeof(double));
    double *c = malloc(n * sizeof(double));
    double *dN = malloc(n * sizeof(double));
    double *dS = malloc(n * sizeof(double));
    double *dW = malloc(n * sizeof(double));
    double *dE = malloc(n * sizeof(double));
    if (!J || !c || !dN || !dS || !dW || !dE)
        return fail("out of memory reading", argv[1], f);
#pragma omp parallel for schedule(static)
    for (int i = 0; i < rows; i++)
        for (size_t k = (size_t)i * cols; k < (size_t)(i + 1) * cols; k++)
            J[k] = c[k] = dN[k] = dS[k] = dW[k] = dE[k] = 0.0;
    if (!read_exact(f, J, sizeof(double), n) || fgetc(f) != EOF)
        return fail("wrong file size for the header in", argv[1], f);
    fclose(f);
    for (size_t k = 0; k < n; k++)
        if (!(J[k] > 0.0))
            return fail("non-positive pixel in", argv[1], NULL);

    double t0 = omp_get_wtime();
    srad(rows, cols, niter, r1, r2, c1, c2, lambda, J, c, dN, dS, dW, dE);
    double t1 = omp_get_wtime();

    double sum = 0.0;
    for (size_t k = 0; k < n; k++)
        sum += J[k];
    printf("checksum %.15e\n", sum);
    printf("kernel_time_s %.6f\n", t1 - t0);
    free(J);
    free(c);
    free(dN);
    free(dS);
    free(dW);
    free(dE);
    return 0;
}
