/*
 * DOT, OpenMP CPU implementation.  Same arguments and checksum as dot.c (to
 * rounding: the reduction is reordered); also prints "kernel_time_s <s>"
 * (omp_get_wtime around the kernel).
 * Build: gcc -O3 -march=native -fopenmp dot_omp.c -o dot_omp -lm
 * A static worksharing loop with reduction(+:s), the sum reassociated as the tool's
 * advice says (`parallel for simd`): each thread sums its contiguous block in several
 * vector partial sums and OpenMP combines them.
 */
#include <omp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static void dot(int n, const double *restrict x, const double *restrict y, double *out)
{
    double s = 0.0;
#pragma omp parallel for simd reduction(+ : s) schedule(static)
    for (int i = 0; i < n; i++)
        s += x[i] * y[i];
    *out = s;
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
        fprintf(stderr, "dot: %s must be an integer in [%ld, %ld], got '%s'\n", what, lo, hi, s);
        return -1;
    }
    return v;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s N\n", argv[0]);
        return 1;
    }
    long n = parse_arg(argv[1], 1, 1000000000L, "N");
    if (n < 0)
        return 1;
    double *x = malloc((size_t)n * sizeof(double));
    double *y = malloc((size_t)n * sizeof(double));
    if (!x || !y) {
        fprintf(stderr, "dot: out of memory\n");
        free(x);
        free(y);
        return 1;
    }
#pragma omp parallel for schedule(static)
    for (long i = 0; i < n; i++) {
        x[i] = gen_unit(i, 3);
        y[i] = gen_unit(i, 4);
    }
    double s;
    double t0 = omp_get_wtime();
    dot((int)n, x, y, &s);
    double t1 = omp_get_wtime();
    printf("checksum %.10e\n", s);
    printf("kernel_time_s %.6f\n", t1 - t0);
    free(x);
    free(y);
    return 0;
}
