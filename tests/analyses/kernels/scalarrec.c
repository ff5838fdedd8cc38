#include <stdio.h>
#define N 500
static double out[N];

void scalarrec(double *y, double a, double b, int n) {
    double x = 1.0;
    for (int i = 0; i < n; i++) {
        x = x * a + b;
        y[i] = x;
    }
}

int main(void) {
    scalarrec(out, 0.5, 1.0, N);
    printf("%.6f\n", out[N - 1]);
    return 0;
}
