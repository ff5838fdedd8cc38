/*
 * tensor-contract: 3-D tensor times matrix along the last index, B[r][q][p] += sum_s
 * A[r][q][s] C4[s][p] (A, B NR x NQ x NP, C4 NP x NP), B updated through memory in
 * the innermost s loop, C4 read down a column (stride NP). Sequential C99.
 *
 * Usage: tensor-contract NR NQ NP
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

/* The same as a double in [0, 1). */
static inline double gen(unsigned long long seed, unsigned long long idx)
{
    return (double)(mix(seed, idx) >> 11) * (1.0 / 9007199254740992.0);
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

void tensor_contract(int nr, int nq, int np, const double *A, const double *C4, double *B)
{
    for (int r = 0; r < nr; r++)
        for (int q = 0; q < nq; q++)
            for (int p = 0; p < np; p++)
                for (int s = 0; s < np; s++)
                    B[(r * nq + q) * np + p] += A[(r * nq + q) * np + s] * C4[s * np + p];
}

int main(int argc, char **argv)
{
    long nr = size_arg(argc, argv, 1, -1, 1, 1024);
    long nq = size_arg(argc, argv, 2, -1, 1, 1024);
    long np = size_arg(argc, argv, 3, -1, 1, 1024);
    if (argc != 4 || nr < 0 || nq < 0 || np < 0) {
        fprintf(stderr, "usage: %s NR NQ NP   (each in 1..1024)\n", argv[0]);
        return 1;
    }
    size_t na = (size_t)nr * nq * np;
    double *A = malloc(na * sizeof(double)), *B = malloc(na * sizeof(double));
    double *C4 = malloc((size_t)np * np * sizeof(double));
    if (!A || !B || !C4) {
        fprintf(stderr, "tensor-contract: out of memory\n");
        return 1;
    }
    for (size_t p = 0; p < (size_t)np * np; p++)
        C4[p] = gen(19, p) - 0.5;
    for (long r = 0; r < nr; r++)
        for (size_t p = (size_t)r * nq * np; p < (size_t)(r + 1) * nq * np; p++) {
            A[p] = gen(20, p) - 0.5;
            B[p] = gen(21, p);
        }
    tensor_contract((int)nr, (int)nq, (int)np, A, C4, B);
    double sum = 0.0;
    for (size_t p = 0; p < na; p++)
        sum += B[p];
    printf("checksum %.10e\n", sum);
    free(A);
    free(B);
    free(C4);
    return 0;
}
