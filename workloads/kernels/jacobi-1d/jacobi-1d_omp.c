/*
 * jacobi-1d, OpenMP: one parallel region around the step loop; each sweep is a
 * static worksharing loop (one implicit barrier per step); every thread swaps its own
 * copy of the grid pointers.  Same argv and checksum as jacobi-1d.c; also prints
 * "kernel_time_s <s>".
 */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

/* Deterministic input data: element idx of stream seed, a value in [0, 1).  One LCG
 * step on the index followed by an xorshift-multiply mix, so that every element is a
 * function of its index alone and the OpenMP version can initialise in parallel
 * (first touch) with exactly the same values. */
static double gen(unsigned long long seed, unsigned long long idx)
{
    unsigned long long z = (idx + 1) * 6364136223846793005ULL + seed * 1442695040888963407ULL;
    z ^= z >> 29;
    z *= 0xbf58476d1ce4e5b9ULL;
    z ^= z >> 32;
    return (double)(z >> 11) * (1.0 / 9007199254740992.0);
}

/* argv[i] as a size in [lo, hi], or def when absent; -1 when malformed or out of range. */
static long size_arg(int argc, char **argv, int i, long def, long lo, long hi)
{
    if (i >= argc)
        return def;
    char *end;
    long v = strtol(argv[i], &end, 10);
    if (*argv[i] == '\0' || *end != '\0' || v < lo || v > hi)
        return -1;
    return v;
}

void jacobi_1d(int n, int t, double *A, double *B)
{
#pragma omp parallel
    {
        double *cur = A, *nxt = B;
        for (int s = 0; s < t; s++) {
#pragma omp for schedule(static)
            for (int i = 1; i < n - 1; i++)
                nxt[i] = (cur[i - 1] + cur[i] + cur[i + 1]) * (1.0 / 3.0);
            double *tmp = cur;
            cur = nxt;
            nxt = tmp;
        }
    }
}

int main(int argc, char **argv)
{
    long n = size_arg(argc, argv, 1, -1, 3, 1L << 28);
    long t = size_arg(argc, argv, 2, 10, 1, 1L << 24);
    if (argc > 3 || n < 0 || t < 0) {
        fprintf(stderr, "usage: %s N [T]   (N >= 3 points, T time steps, default 10)\n", argv[0]);
        return 1;
    }
    double *A = malloc((size_t)n * sizeof(double));
    double *B = malloc((size_t)n * sizeof(double));
    if (!A || !B) {
        fprintf(stderr, "jacobi-1d: out of memory\n");
        return 1;
    }
    #pragma omp parallel for schedule(static)
    for (long i = 0; i < n; i++)
        A[i] = B[i] = gen(1, (size_t)i);
    double t0 = omp_get_wtime();
    jacobi_1d((int)n, (int)t, A, B);
    double t1 = omp_get_wtime();
    const double *out = (t % 2) ? B : A;   /* the kernel swaps the grids each step */
    double sum = 0.0;
    for (long i = 0; i < n; i++)
        sum += out[i];
    printf("checksum %.10e\n", sum);
    printf("kernel_time_s %.6f\n", t1 - t0);
    free(A);
    free(B);
    return 0;
}
