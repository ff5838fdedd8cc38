/* memset/memcpy ranges inside the analysed loops and the shadow pages they leave
 * (exec/levels/levels_access.c range_touch), for the compiled levels' exactness test
 * (tests/analyses/test_compiled_levels.py): whole-dword ranges over fresh and dword
 * pages, which keep dword mode, then 8-byte loads and stores of what they wrote; a copy
 * from pages read before by 4-byte loads (read stamps one a granule); ranges that start
 * or end inside a dword or a granule (word and byte mode); a fresh page read by a copy,
 * then written by 8-byte stores; and fresh pages a copy reads each round, written in
 * the next (their read stamps make the carried WAR). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    enum { N = 2048, R = 4 };
    double *y = malloc(N * sizeof(double));
    double *x = malloc(N * sizeof(double));
    double *z = malloc(N * sizeof(double));
    float *f = malloc(2 * N * sizeof(float));
    char *b = malloc(8 * N);
    double acc = 0.0;
    for (int i = 0; i < N; i++) {
        x[i] = (double)(i % 17) * 0.25;
    }
    for (int i = 0; i < 2 * N; i++) {
        f[i] = (float)(i % 5);
    }
    for (int r = 0; r < R; r++) {
        memset(y, 0, N * sizeof(double)); /* whole dwords: zeroed each round */
        for (int i = 0; i < N; i++) {
            y[i] += x[i] * (double)r + y[i];
        }
        memcpy(z, y, N * sizeof(double)); /* dword pages to dword (or fresh) pages */
        for (int i = 1; i < N; i++) {
            z[i] = z[i - 1] * 0.5 + z[i];
        }
        acc += z[N - 1];
    }
    for (int i = 0; i < 2 * N; i += 3) { /* 4-byte loads: read stamps one a granule */
        acc += f[i];
    }
    memcpy(b, f, 2 * N * sizeof(float)); /* a copy from those pages */
    memset(b + 3, 7, 2 * N - 10);         /* starts and ends inside granules */
    memcpy((char *)z + 4, y, 64);         /* starts inside a dword */
    double *w = calloc(N, sizeof(double));
    memcpy(b, w, N);                      /* a fresh page read by a copy ... */
    for (int i = 0; i < N; i++) {         /* ... then written by 8-byte stores */
        w[i] = (double)b[i % 64] + z[i];
    }
    for (int i = 0; i < N; i++) {
        acc += w[i] + (double)b[i];
    }
    double *v = calloc(512, sizeof(double)); /* fresh pages read by a copy each round ... */
    double *t = malloc(512 * sizeof(double));
    for (int r = 0; r < 8; r++) {
        if (r > 0) {
            v[256 + r] = (double)r; /* ... then written: a WAR the round before carries */
        }
        memcpy(t, v, 512 * sizeof(double));
        acc += t[r];
    }
    free(v);
    free(t);
    printf("%.6f\n", acc);
    free(y);
    free(x);
    free(z);
    free(f);
    free(b);
    free(w);
    return 0;
}
