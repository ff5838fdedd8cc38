/*
 * GRIDSUM-NORM, OpenMP CPU implementation: the loops of gridsum-norm.c as written,
 * with OpenMP pragmas added and nothing else (no restrict, no omp simd, no hoisting or
 * reordering).  The row loop is a static parallel loop with reduction(+: ss)
 * reduction(max: mx). Same arguments and checksum as gridsum-norm.c (to rounding: the
 * sum is reordered); also prints "kernel_time_s <s>" (omp_get_wtime around the
 * kernel).  The developer-tuned version is gridsum-norm_tuned_omp.c (registry
 * tuned_omp_source).
 * Build: clang-19 -O3 -march=native -fopenmp gridsum-norm_omp.c -o gridsum-norm_omp -lm
 */
#include <omp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

void gridsum_norm(int n, int m, const double *a, double *out)
{
    double ss = 0.0;
    double mx = a[0];
#pragma omp parallel for reduction(+ : ss) reduction(max : mx) schedule(static)
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++) {
            double v = a[i * m + j];
            ss += v * v;
            if (v > mx)
                mx = v;
        }
    }
    out[0] = ss;
    out[1] = mx;
}

static double gen_unit(uint64_t i, uint64_t seed)
{
    uint64_t x = (i + seed * 0x9E3779B97F4A7C15ULL) * 6364136223846793005ULL +
                 1442695040888963407ULL;
    x ^= x >> 29;
    x *= 0xBF58476D1CE4E5B9ULL;
    x ^= x >> 32;
    return (double)(x >> 11) * (1.0 / 9007199254740992.0);
}

static long parse_arg(const char *s, long lo, long hi, const char *what)
{
    char *end;
    long v = strtol(s, &end, 10);
    if (*s == '\0' || *end != '\0' || v < lo || v > hi) {
        fprintf(stderr, "gridsum-norm: %s must be an integer in [%ld, %ld], got '%s'\n", what,
                lo, hi, s);
        return -1;
    }
    return v;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: %s N M\n", argv[0]);
        return 1;
    }
    long n = parse_arg(argv[1], 1, 100000, "N");
    long m = parse_arg(argv[2], 1, 100000, "M");
    if (n < 0 || m < 0)
        return 1;
    if (n * m > 1000000000L) {
        fprintf(stderr, "gridsum-norm: N * M must be at most 1e9\n");
        return 1;
    }
    double *a = malloc((size_t)n * m * sizeof(double));
    if (!a) {
        fprintf(stderr, "gridsum-norm: out of memory\n");
        return 1;
    }
#pragma omp parallel for schedule(static)
    for (long c = 0; c < n * m; c++)
        a[c] = 2.0 * gen_unit(c, 5) - 1.0;
    double out[2];
    double t0 = omp_get_wtime();
    gridsum_norm((int)n, (int)m, a, out);
    double t1 = omp_get_wtime();
    printf("checksum %.10e\n", out[0] + out[1]);
    printf("kernel_time_s %.6f\n", t1 - t0);
    free(a);
    return 0;
}
