/*
 * CSR-SPMV-TRANSPOSE, OpenMP CPU implementation.  Same arguments and checksum as
 * csr-spmv-transpose.c (to rounding: the sums into y are reordered); also prints
 * "kernel_time_s <s>" (omp_get_wtime around the kernel).
 * Build: gcc -O3 -march=native -fopenmp csr-spmv-transpose_omp.c -o csr-spmv-transpose_omp -lm
 * Privatised y: every thread scatters its static block of rows into its own copy of
 * y (zeroed, hence first-touched, by that thread); a static worksharing loop over
 * the columns then adds the copies.  No atomics.
 */
#include <omp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* Returns 0, or 1 when the private copies of y cannot be allocated. */
static int csr_spmv_transpose(int nrows, int ncols, const int *restrict rowptr,
                              const int *restrict colidx, const double *restrict val,
                              const double *restrict x, double *restrict y)
{
    int nthreads = omp_get_max_threads();
    double *priv = malloc((size_t)nthreads * ncols * sizeof(double));
    if (!priv)
        return 1;
#pragma omp parallel num_threads(nthreads)
    {
        int tid = omp_get_thread_num();
        int nt = omp_get_num_threads();
        double *mine = priv + (size_t)tid * ncols;
        for (int c = 0; c < ncols; c++)
            mine[c] = 0.0;
#pragma omp for schedule(static)
        for (int i = 0; i < nrows; i++) {
            double xi = x[i];
            for (int p = rowptr[i]; p < rowptr[i + 1]; p++)
                mine[colidx[p]] += val[p] * xi;
        }
        /* implicit barrier: every private copy is complete */
#pragma omp for schedule(static)
        for (int c = 0; c < ncols; c++) {
            double s = 0.0;
            for (int t = 0; t < nt; t++)
                s += priv[(size_t)t * ncols + c];
            y[c] = s;
        }
    }
    free(priv);
    return 0;
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
    double *x = malloc((size_t)n * sizeof(double));
    double *y = malloc((size_t)n * sizeof(double));
    if (!rowptr || !x || !y) {
        fprintf(stderr, "csr-spmv-transpose: out of memory\n");
        free(rowptr);
        free(x);
        free(y);
        return 1;
    }
    rowptr[0] = 0; /* the prefix sum is sequential; the arrays are touched in parallel */
    for (long i = 0; i < n; i++)
        rowptr[i + 1] = rowptr[i] + 1 + (int)(gen_u64(i, 7) % (uint64_t)(2 * k - 1));
    long nnz = rowptr[n];
    int *colidx = malloc((size_t)nnz * sizeof(int));
    double *val = malloc((size_t)nnz * sizeof(double));
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
        y[i] = 0.0;
        for (long p = rowptr[i]; p < rowptr[i + 1]; p++) {
            colidx[p] = gen_col(i, p, n);
            val[p] = gen_unit(p, 9);
        }
    }
    double t0 = omp_get_wtime();
    int failed = csr_spmv_transpose((int)n, (int)n, rowptr, colidx, val, x, y);
    double t1 = omp_get_wtime();
    if (failed) {
        fprintf(stderr, "csr-spmv-transpose: out of memory\n");
        free(rowptr);
        free(x);
        free(y);
        free(colidx);
        free(val);
        return 1;
    }
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
