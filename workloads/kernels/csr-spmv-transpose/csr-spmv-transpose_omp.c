/*
 * CSR-SPMV-TRANSPOSE, OpenMP CPU implementation: the loops of csr-spmv-transpose.c as
 * written, with OpenMP pragmas added and nothing else (no restrict, no omp simd, no
 * hoisting or reordering).  The zeroing of y is a static parallel loop; the row loop
 * (its only dependences are the += scatter into y) is a static parallel loop with an
 * OpenMP array reduction on y (reduction(+: y[0:ncols]): a private zeroed copy per
 * thread, added at the end). Same arguments and checksum as csr-spmv-transpose.c (to
 * rounding: the sums into y are reordered); also prints "kernel_time_s <s>"
 * (omp_get_wtime around the kernel).  The developer-tuned version is csr-spmv-
 * transpose_tuned_omp.c (registry tuned_omp_source).
 * Build: clang-19 -O3 -march=native -fopenmp csr-spmv-transpose_omp.c -o csr-spmv-transpose_omp -lm
 */
#include <omp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

void csr_spmv_transpose(int nrows, int ncols, const int *rowptr, const int *colidx,
                        const double *val, const double *x, double *y)
{
#pragma omp parallel for schedule(static)
    for (int c = 0; c < ncols; c++)
        y[c] = 0.0;
#pragma omp parallel for reduction(+ : y[0 : ncols]) schedule(static)
    for (int i = 0; i < nrows; i++) {
        double xi = x[i];
        for (int p = rowptr[i]; p < rowptr[i + 1]; p++)
            y[colidx[p]] += val[p] * xi;
    }
}

static uint64_t gen_u64(uint64_t i, uint64_t seed)
{
    uint64_t x = (i + seed * 0x9E3779B97F4A7C15ULL) * 6364136223846793005ULL +
                 1442695040888963407ULL;
    x ^= x >> 29;
    x *= 0xBF58476D1CE4E5B9ULL;
    x ^= x >> 32;
    return x;
}

static double gen_unit(uint64_t i, uint64_t seed)
{
    return (double)(gen_u64(i, seed) >> 11) * (1.0 / 9007199254740992.0);
}

static int gen_col(long i, long p, long n)
{
    uint64_t h = gen_u64((uint64_t)p, 8);
    if (h & 1)
        return (int)((uint64_t)(i + n - 64 + (long)((h >> 8) % 129)) % (uint64_t)n);
    return (int)((h >> 16) % (uint64_t)n);
}

static long parse_arg(const char *s, long lo, long hi, const char *what)
{
    char *end;
    long v = strtol(s, &end, 10);
    if (*s == '\0' || *end != '\0' || v < lo || v > hi) {
        fprintf(stderr, "csr-spmv-transpose: %s must be an integer in [%ld, %ld], got '%s'\n",
                what, lo, hi, s);
        return -1;
    }
    return v;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: %s N K\n", argv[0]);
        return 1;
    }
    long n = parse_arg(argv[1], 1, 100000000L, "N");
    long k = parse_arg(argv[2], 1, 10000, "K");
    if (n < 0 || k < 0)
        return 1;
    if (n * (2 * k - 1) > 1000000000L) {
        fprintf(stderr, "csr-spmv-transpose: N * (2K - 1) must be at most 1e9\n");
        return 1;
    }
    int *rowptr = malloc((size_t)(n + 1) * sizeof(int));
    double *x = calloc((size_t)n, sizeof(double));
    double *y = malloc((size_t)n * sizeof(double));
    if (!rowptr || !x || !y) {
        fprintf(stderr, "csr-spmv-transpose: out of memory\n");
        free(rowptr);
        free(x);
        free(y);
        return 1;
    }
    rowptr[0] = 0;
    for (long i = 0; i < n; i++)
        rowptr[i + 1] = rowptr[i] + 1 + (int)(gen_u64(i, 7) % (uint64_t)(2 * k - 1));
    long nnz = rowptr[n];
    int *colidx = calloc((size_t)nnz, sizeof(int));
    double *val = calloc((size_t)nnz, sizeof(double));
    if (!colidx || !val) {
        fprintf(stderr, "csr-spmv-transpose: out of memory\n");
        free(rowptr);
        free(x);
        free(y);
        free(colidx);
        free(val);
        return 1;
    }
#pragma omp parallel for schedule(static)
    for (long i = 0; i < n; i++) {
        x[i] = gen_unit(i, 10);
        for (long p = rowptr[i]; p < rowptr[i + 1]; p++) {
            colidx[p] = gen_col(i, p, n);
            val[p] = gen_unit(p, 9);
        }
    }
    double t0 = omp_get_wtime();
    csr_spmv_transpose((int)n, (int)n, rowptr, colidx, val, x, y);
    double t1 = omp_get_wtime();
    double sum = 0.0;
    for (long c = 0; c < n; c++)
        sum += y[c];
    printf("checksum %.10e\n", sum);
    printf("kernel_time_s %.6f\n", t1 - t0);
    free(rowptr);
    free(x);
    free(y);
    free(colidx);
    free(val);
    return 0;
}
