/* Shadow-memory edge cases for the compiled levels (tests/analyses/test_compiled_levels.py):
 * every access kind the replay handles apart. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct __attribute__((packed)) rec {
    char tag;
    double value; /* at offset 1: every load and store of it covers parts of granules */
    short count;
};

static double twice(double x) { return 2.0 * x; }
static double apply(double (*f)(double), double x) { return f(x) + 1.0; }

static double depth_sum(const double *a, int n) { /* recursion: levels through arguments */
    return n == 0 ? 0.0 : a[n - 1] * 0.5 + depth_sum(a, n - 1);
}

int main(void) {
    enum { N = 3000 };
    double *a = malloc(N * sizeof(double));
    unsigned char *bytes = malloc(4 * N);
    struct rec *recs = malloc(N * sizeof(struct rec));
    double acc[4] = {0, 0, 0, 0};
    double seen = 0.0;
    for (int i = 0; i < N; i++) {
        a[i] = (double)(i % 17) * 0.25;
    }
    for (int i = 0; i < 4 * N; i++) { /* bytes, then words over them: byte-mode pages */
        bytes[i] = (unsigned char)(a[i / 4] * 3.0);
    }
    int words = 0;
    for (int i = 0; i < N; i++) {
        int w;
        memcpy(&w, bytes + 4 * i, sizeof w);
        words += w & 0xff;
    }
    for (int i = 0; i < N; i++) { /* packed structs: unaligned doubles, some across pages */
        recs[i].tag = (char)i;
        recs[i].value = twice(a[i]) * a[(i * 7) % N];
        recs[i].count = (short)(i & 0x7fff);
    }
    for (int i = 0; i < N; i++) { /* load-op-store reductions, one of them read inside */
        acc[i & 3] += recs[i].value;
        if ((i & 255) == 0) {
            seen += acc[0];
        }
    }
    memset(bytes + 3, 0, 4 * N - 7); /* a range that starts and ends inside granules */
    memmove(a + 1, a, (N - 1) * sizeof(double));
    double r = depth_sum(a, 200) + apply(twice, acc[1]) + acc[2] * acc[3];
    printf("%.6f %d %.6f %d\n", r, words, seen, bytes[4 * N - 1]);
    free(a);
    free(bytes);
    free(recs);
    return 0;
}
