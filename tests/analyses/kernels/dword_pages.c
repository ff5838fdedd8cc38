/* Dword-mode shadow pages (exec/levels/levels_rt.h) for the compiled levels' exactness test
 * (tests/analyses/test_compiled_levels.py): pages first written by whole 8-byte values,
 * then every access that splits them back into granules, and fresh pages whose granules
 * were read apart before their first 8-byte store (no dword mode). Each phase's results
 * depend on what came before it, so a shadow entry out of step shows in the levels or
 * the loops' counts. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef double v2d __attribute__((vector_size(16)));

int main(void) {
    enum { N = 4096 };
    double *a = malloc(N * sizeof(double));
    double *b = malloc(N * sizeof(double));
    long *idx = malloc(N * sizeof(long));
    float *f = calloc(2 * N, sizeof(float));
    double acc = 0.0;
    for (int i = 0; i < N; i++) { /* first writes: whole dwords */
        a[i] = (double)(i % 13) * 0.5;
        idx[i] = (i * 37) % N;
    }
    for (int r = 0; r < 3; r++) { /* loads and stores on dword pages, loop-carried through b */
        for (int i = 1; i < N; i++) {
            b[i] = a[idx[i]] * 0.25 + b[i - 1] * 0.5;
        }
    }
    for (int i = 0; i < N; i += 2) { /* 16-byte vectors: two dwords an access */
        v2d x = *(v2d *)&a[i];
        *(v2d *)&b[i] += x;
    }
    for (int i = 0; i < N; i++) { /* a reduction through memory: 8 target bytes a store */
        acc += b[i];
        b[(i * 5) % N] += a[i];
    }
    for (int i = 0; i < N; i += 3) { /* 4-byte loads of doubles' halves: the pages split */
        unsigned lo;
        memcpy(&lo, (char *)&a[i] + 4, sizeof lo);
        acc += (double)(lo & 0xff);
    }
    for (int i = 0; i < N / 2; i++) { /* a silent store on a dword page: it splits */
        b[i] = b[i];
    }
    for (int i = 0; i < 2 * N; i++) { /* floats read one by one on fresh pages ... */
        acc += f[i];
    }
    for (int i = 0; i < N; i++) { /* ... then written as dwords: stamps differ, word mode */
        ((double *)f)[i] = a[i] * 2.0;
    }
    memcpy(a + N / 2, b, (N / 2) * sizeof(double)); /* a range over dword pages */
    double s = 0.0;
    for (int i = 0; i < N; i++) {
        s += a[i] * b[i] + ((double *)f)[i];
    }
    printf("%.6f %.6f\n", s, acc);
    free(a);
    free(b);
    free(idx);
    free(f);
    return 0;
}
