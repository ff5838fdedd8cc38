/*
 * JACOBI-3D, OpenMP CPU implementation: the loops of jacobi-3d.c as written, with
 * OpenMP pragmas added and nothing else (no restrict, no omp simd, no hoisting or
 * reordering).  Each sweep of the time loop is a static parallel loop over the k
 * planes (outermost parallel loop). Same arguments and checksum as jacobi-3d.c; also
 * prints "kernel_time_s <s>" (omp_get_wtime around the kernel).  The developer-tuned
 * version is jacobi-3d_tuned_omp.c (registry tuned_omp_source).
 * Build: clang-19 -O3 -march=native -fopenmp jacobi-3d_omp.c -o jacobi-3d_omp -lm
 */
#include <omp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

void jacobi_3d(int n, int tsteps, double *a, double *b)
{
    const double c0 = 0.4, c1 = 0.1;
    double *src = a;
    double *dst = b;
    int plane = n * n;
    for (int t = 0; t < tsteps; t++) {
#pragma omp parallel for schedule(static)
        for (int k = 1; k < n - 1; k++) {
            for (int j = 1; j < n - 1; j++) {
                for (int i = 1; i < n - 1; i++) {
                    int c = k * plane + j * n + i;
                    dst[c] = c0 * src[c] + c1 * (src[c - 1] + src[c + 1] + src[c - n] +
                                                 src[c + n] + src[c - plane] + src[c + plane]);
                }
            }
        }
        double *tmp = src;
        src = dst;
        dst = tmp;
    }
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
        fprintf(stderr, "jacobi-3d: %s must be an integer in [%ld, %ld], got '%s'\n", what, lo,
                hi, s);
        return -1;
    }
    return v;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: %s N T\n", argv[0]);
        return 1;
    }
    long n = parse_arg(argv[1], 3, 1000, "N");
    long t = parse_arg(argv[2], 0, 100000, "T");
    if (n < 0 || t < 0)
        return 1;
    size_t total = (size_t)n * n * n;
    double *a = malloc(total * sizeof(double));
    double *b = malloc(total * sizeof(double));
    if (!a || !b) {
        fprintf(stderr, "jacobi-3d: out of memory\n");
        free(a);
        free(b);
        return 1;
    }
#pragma omp parallel for schedule(static)
    for (size_t c = 0; c < total; c++) {
        a[c] = gen_unit(c, 1);
        b[c] = a[c];
    }
    double t0 = omp_get_wtime();
    jacobi_3d((int)n, (int)t, a, b);
    double t1 = omp_get_wtime();
    const double *res = (t % 2 == 0) ? a : b;
    double sum = 0.0;
    for (size_t c = 0; c < total; c++)
        sum += res[c];
    printf("checksum %.10e\n", sum);
    printf("kernel_time_s %.6f\n", t1 - t0);
    free(a);
    free(b);
    return 0;
}
