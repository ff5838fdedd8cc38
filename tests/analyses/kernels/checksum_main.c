/* A kernel without reductions; main sums the result (a checksum the region never runs). */
#include <stdio.h>
#define N 64
static double a[N], b[N];
void scale(double *y, const double *x, int n) {
    for (int i = 0; i < n; i++)
        y[i] = 2.0 * x[i];
}
int main(void) {
    for (int i = 0; i < N; i++) a[i] = i;
    scale(b, a, N);
    double s = 0.0;
    for (int i = 0; i < N; i++)
        s += b[i];
    printf("%.3f\n", s);
    return 0;
}
