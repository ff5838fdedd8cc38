/* A load site that first reads a stretch of word-mode shadow pages, then dword pages
 * (exec/levels/inline.py FRESH_RETRY), for tests/analyses/test_compiled_levels.py: the
 * inlined load stops checking its page after a run of word-mode pages and must check
 * again later, or every load after them goes to the runtime. The memset makes the
 * first 4 KiB of ``a`` word mode (a range write); the rest stays in dword mode. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    enum { N = 1 << 16, WORD = 512, SWEEPS = 4 };
    double *a = malloc(N * sizeof(double));
    for (int i = 0; i < N; i++) {
        a[i] = (double)(i % 7) * 0.5;
    }
    memset(a, 0, WORD * sizeof(double));
    double s = 0.0;
    for (int r = 0; r < SWEEPS; r++) {
        for (int i = 0; i < N; i++) {
            s += a[i];
        }
    }
    printf("%f\n", s);
    free(a);
    return 0;
}
