#include <stdio.h>
#define N 16
#define T 3
static double A[N][N], B[N][N];
void stencil2d(double (*a)[N], double (*b)[N], int t) {
    for (int s = 0; s < t; s++) {
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                b[i][j] = 0.2 * (a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
        double (*tmp)[N] = a;
        a = b;
        b = tmp;
    }
}
int main(void) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) { A[i][j] = i + j; B[i][j] = A[i][j]; }
    stencil2d(A, B, T);
    printf("%.6f\n", A[5][5] + B[5][5]);
    return 0;
}
