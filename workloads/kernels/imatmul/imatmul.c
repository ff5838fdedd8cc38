/*
 * imatmul: integer matrix product C += A B of n x n 32-bit unsigned integers
 * (wrapping), naive i-j-k order, C[i][j] updated through memory in the innermost
 * loop. Sequential C99.
 *
 * Usage: imatmul N
 */
#include <stdio.h>
#include <stdlib.h>

/* Element idx of data stream `seed`: one LCG step on the index, then an xorshift-multiply
 * mix, so that every value depends on its index alone (the OpenMP version can first-touch
 * in parallel and get the same values). */
static inline unsigned long long mix(unsigned long long seed, unsigned long long idx)
{
    unsigned long long z = (idx + 1) * 6364136223846793005ULL + seed * 1442695040888963407ULL;
    z ^= z >> 29;
    z *= 0xbf58476d1ce4e5b9ULL;
    z ^= z >> 32;
    return z;
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

void imatmul(int n, unsigned *C, const unsigned *A, const unsigned *B)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            for (int k = 0; k < n; k++)
                C[i * n + j] += A[i * n + k] * B[k * n + j];
}

int main(int argc, char **argv)
{
    long n = size_arg(argc, argv, 1, -1, 2, 4096);
    if (argc != 2 || n < 0) {
        fprintf(stderr, "usage: %s N   (2 <= N <= 4096)\n", argv[0]);
        return 1;
    }
    size_t nn = (size_t)n * n;
    unsigned *A = malloc(nn * sizeof(unsigned)), *B = malloc(nn * sizeof(unsigned));
    unsigned *C = malloc(nn * sizeof(unsigned));
    if (!A || !B || !C) {
        fprintf(stderr, "imatmul: out of memory\n");
        return 1;
    }
    for (long i = 0; i < n; i++)
        for (long j = 0; j < n; j++) {
            size_t p = (size_t)i * n + j;
            A[p] = (unsigned)(mix(7, p) >> 40) & 0xffffu;
            B[p] = (unsigned)(mix(8, p) >> 40) & 0xffffu;
            C[p] = (unsigned)(mix(9, p) >> 48);
        }
    imatmul((int)n, C, A, B);
    unsigned long long sum = 0;
    for (size_t p = 0; p < nn; p++)
        sum += C[p] >> 8;
    printf("checksum %.10e\n", (double)sum);
    free(A);
    free(B);
    free(C);
    return 0;
}
