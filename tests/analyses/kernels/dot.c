#include <stdio.h>
#define N 64
static double a[N], b[N];
double dot(const double *x, const double *y, int n) {
    double s = 0.0;
    for (int i = 0; i < n; i++)
        s += x[i] * y[i];
    return s;
}
int main(void) {
    for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0.5; }
    printf("%.3f\n", dot(a, b, N));
    return 0;
}
