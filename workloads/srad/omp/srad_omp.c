/*
 * SRAD, OpenMP CPU implementation: the loops of ../srad.c as written, with OpenMP
 * pragmas added and nothing else (no restrict, no omp simd, no hoisting or
 * reordering).  Per iteration: the ROI statistics loop over rows is a static parallel
 * loop with reduction(+: sum, sum2); the coefficient and update sweeps are static
 * parallel loops over the image rows. Same input format and checksum as ../srad.c;
 * also prints "kernel_time_s <s>" (omp_get_wtime around the kernel).  The developer-
 * tuned version is srad_tuned_omp.c (registry tuned_omp_source).
 * Build: clang-19 -O3 -march=native -fopenmp srad_omp.c -o srad_omp
 */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

void srad(int rows, int cols, int niter, int r1, int r2, int c1, int c2, double lambda,
          double *J, double *c, double *dN, double *dS, double *dW, double *dE)
{
    double size_roi = (double)(r2 - r1 + 1) * (c2 - c1 + 1);
    for (int iter = 0; iter < niter; iter++) {
        double sum = 0.0, sum2 = 0.0;
#pragma omp parallel for reduction(+ : sum, sum2) schedule(static)
        for (int i = r1; i <= r2; i++) {
            for (int j = c1; j <= c2; j++) {
                double tmp = J[i * cols + j];
                sum += tmp;
                sum2 += tmp * tmp;
            }
        }
        double mean_roi = sum / size_roi;
        double var_roi = sum2 / size_roi - mean_roi * mean_roi;
        double q0sqr = var_roi / (mean_roi * mean_roi);

#pragma omp parallel for schedule(static)
        for (int i = 0; i < rows; i++) {
            int in = i > 0 ? i - 1 : 0;
            int is = i < rows - 1 ? i + 1 : rows - 1;
            for (int j = 0; j < cols; j++) {
                int jw = j > 0 ? j - 1 : 0;
                int je = j < cols - 1 ? j + 1 : cols - 1;
                int k = i * cols + j;
                double jc = J[k];
                dN[k] = J[in * cols + j] - jc;
                dS[k] = J[is * cols + j] - jc;
                dW[k] = J[i * cols + jw] - jc;
                dE[k] = J[i * cols + je] - jc;
                double g2 = (dN[k] * dN[k] + dS[k] * dS[k] + dW[k] * dW[k] + dE[k] * dE[k]) /
                            (jc * jc);
                double l = (dN[k] + dS[k] + dW[k] + dE[k]) / jc;
                double num = 0.5 * g2 - (1.0 / 16.0) * (l * l);
                double den = 1.0 + 0.25 * l;
                double qsqr = num / (den * den);
                den = (qsqr - q0sqr) / (q0sqr * (1.0 + q0sqr));
                double ck = 1.0 / (1.0 + den);
                if (ck < 0.0)
                    ck = 0.0;
                else if (ck > 1.0)
                    ck = 1.0;
                c[k] = ck;
            }
        }

#pragma omp parallel for schedule(static)
        for (int i = 0; i < rows; i++) {
            int is = i < rows - 1 ? i + 1 : rows - 1;
            for (int j = 0; j < cols; j++) {
                int je = j < cols - 1 ? j + 1 : cols - 1;
                int k = i * cols + j;
                double cn = c[k];
                double cs = c[is * cols + j];
                double cw = c[k];
                double ce = c[i * cols + je];
                double d = cn * dN[k] + cs * dS[k] + cw * dW[k] + ce * dE[k];
                J[k] = J[k] + 0.25 * lambda * d;
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
