/*
 * SEIDEL-2D, OpenMP CPU implementation: the loops of seidel-2d.c with OpenMP pragmas
 * added, run as the wavefront the model's prediction assumes and nothing else (no
 * restrict, no omp simd, no hoisted pointers).  Within a step, (i, j) depends on
 * (i-1, j-1), (i-1, j), (i-1, j+1) and (i, j-1) (new values) and must read (i, j+1),
 * (i+1, *) before they change, so all points with the same w = 2i + j are independent
 * and every dependence goes from a smaller w to a larger one.  Each step runs the
 * 3N-8 wavefronts in order, each a static parallel loop over i (one barrier per front);
 * every point is computed with seidel-2d.c's expression (same indexing, same operands
 * in the same order), so the result is bitwise identical.  Same arguments and checksum
 * as seidel-2d.c; also prints "kernel_time_s <s>" (omp_get_wtime around the kernel).
 * The developer-tuned version is seidel-2d_tuned_omp.c (registry tuned_omp_source).
 * Build: clang-19 -O3 -march=native -fopenmp seidel-2d_omp.c -o seidel-2d_omp -lm
 */
#include <omp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

void seidel_2d(int n, int tsteps, double *A)
{
    for (int t = 0; t < tsteps; t++) {
        for (int w = 3; w <= 3 * (n - 2); w++) {
            /* 1 <= i <= n-2 and 1 <= j = w - 2i <= n-2 */
            int ilo = (w - (n - 2) + 1) / 2;
            if (ilo < 1)
                ilo = 1;
            int ihi = (w - 1) / 2;
            if (ihi > n - 2)
                ihi = n - 2;
#pragma omp parallel for schedule(static)
            for (int i = ilo; i <= ihi; i++) {
                int j = w - 2 * i;
                A[i * n + j] = (A[(i - 1) * n + j - 1] + A[(i - 1) * n + j] +
                                A[(i - 1) * n + j + 1] + A[i * n + j - 1] + A[i * n + j] +
                                A[i * n + j + 1] + A[(i + 1) * n + j - 1] +
                                A[(i + 1) * n + j] + A[(i + 1) * n + j + 1]) /
                               9.0;
            }
        }
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
        fprintf(stderr, "seidel-2d: %s must be an integer in [%ld, %ld], got '%s'\n", what, lo,
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
    long n = parse_arg(argv[1], 3, 30000, "N");
    long t = parse_arg(argv[2], 0, 100000, "T");
    if (n < 0 || t < 0)
        return 1;
    size_t total = (size_t)n * n;
    double *A = malloc(total * sizeof(double));
    if (!A) {
        fprintf(stderr, "seidel-2d: out of memory\n");
        return 1;
    }
#pragma omp parallel for schedule(static)
    for (size_t c = 0; c < total; c++)
        A[c] = gen_unit(c, 2);
    double t0 = omp_get_wtime();
    seidel_2d((int)n, (int)t, A);
    double t1 = omp_get_wtime();
    double sum = 0.0;
    for (size_t c = 0; c < total; c++)
        sum += A[c];
    printf("checksum %.10e\n", sum);
    printf("kernel_time_s %.6f\n", t1 - t0);
    free(A);
    return 0;
}
