/*
 * LCS, OpenMP CPU implementation: the loops of lcs.c with OpenMP pragmas added, run as
 * the wavefront the model's prediction assumes and nothing else (no restrict, no omp
 * simd, no hoisted pointers).  In source order both the i and the j loop carry
 * dependences; the cells with i + j = d depend only on diagonals d-1 and d-2, so the
 * 2N-1 diagonals run in order, each a static parallel loop over i (one barrier per
 * front, S = 2N - 1), the cell body as lcs.c writes it (same indexing, same types).
 * Same arguments and checksum as lcs.c; also prints "kernel_time_s <s>"
 * (omp_get_wtime around the kernel).  The developer-tuned version is lcs_tuned_omp.c
 * (registry tuned_omp_source).
 * Build: clang-19 -O3 -march=native -fopenmp lcs_omp.c -o lcs_omp -lm
 */
#include <omp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

void lcs(int n, const char *a, const char *b, int *L)
{
    int w = n + 1;
#pragma omp parallel for schedule(static)
    for (int j = 0; j <= n; j++)
        L[j] = 0;
#pragma omp parallel for schedule(static)
    for (int i = 1; i <= n; i++)
        L[i * w] = 0;
    for (int d = 2; d <= 2 * n; d++) {
        int ilo = d - n > 1 ? d - n : 1;
        int ihi = d - 1 < n ? d - 1 : n;
#pragma omp parallel for schedule(static)
        for (int i = ilo; i <= ihi; i++) {
            int j = d - i;
            if (a[i - 1] == b[j - 1]) {
                L[i * w + j] = L[(i - 1) * w + j - 1] + 1;
            } else {
                int up = L[(i - 1) * w + j];
                int left = L[i * w + j - 1];
                L[i * w + j] = up > left ? up : left;
            }
        }
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

static long parse_arg(const char *s, long lo, long hi, const char *what)
{
    char *end;
    long v = strtol(s, &end, 10);
    if (*s == '\0' || *end != '\0' || v < lo || v > hi) {
        fprintf(stderr, "lcs: %s must be an integer in [%ld, %ld], got '%s'\n", what, lo, hi, s);
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
    long n = parse_arg(argv[1], 1, 30000, "N");
    if (n < 0)
        return 1;
    char *a = malloc((size_t)n);
    char *b = malloc((size_t)n);
    int *L = malloc((size_t)(n + 1) * (n + 1) * sizeof(int));
    if (!a || !b || !L) {
        fprintf(stderr, "lcs: out of memory\n");
        free(a);
        free(b);
        free(L);
        return 1;
    }
    for (long i = 0; i < n; i++) {
        a[i] = "ACGT"[(gen_u64(i, 12) >> 20) & 3];
        b[i] = "ACGT"[(gen_u64(i, 13) >> 20) & 3];
    }
    double t0 = omp_get_wtime();
    lcs((int)n, a, b, L);
    double t1 = omp_get_wtime();
    double sum = 0.0;
    for (long c = 0; c < (n + 1) * (n + 1); c++)
        sum += L[c];
    printf("checksum %.10e\n", sum);
    printf("kernel_time_s %.6f\n", t1 - t0);
    free(a);
    free(b);
    free(L);
    return 0;
}
