/* Kernels without counted work (issue 40 item 4): a plain copy, and a threshold
   whose only floating point is a comparison. Their cost is their traffic. */
#include <stdio.h>
#include <stdlib.h>

#define N (1 << 21)

void copy(double *dst, const double *src, int n) {
    for (int i = 0; i < n; i++) /* memonly:copy */
        dst[i] = src[i];
}

void above(char *flag, const double *src, double t, int n) {
    for (int i = 0; i < n; i++) /* memonly:above */
        flag[i] = src[i] > t;
}

int main(void) {
    double *a = malloc(N * sizeof *a), *b = malloc(N * sizeof *b);
    char *f = malloc(N);
    if (!a || !b || !f) return 1;
    for (int i = 0; i < N; i++) a[i] = (i % 1000) * 0.5;
    copy(b, a, N);
    above(f, b, 250.0, N);
    double s = 0;
    long k = 0;
    for (int i = 0; i < N; i++) { s += b[i]; k += f[i]; }
    printf("%.1f %ld\n", s, k);
    free(a); free(b); free(f);
    return 0;
}
