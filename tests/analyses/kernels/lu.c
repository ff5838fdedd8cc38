#include <stdio.h>
#define N 8
static double a[N][N];
void lu(int n) {
    for (int k = 0; k < n; k++)
        for (int i = k + 1; i < n; i++) {
            double l = a[i][k] / a[k][k];
            a[i][k] = l;
            for (int j = k + 1; j < n; j++)
                a[i][j] -= l * a[k][j];
        }
}
int main(void) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) a[i][j] = (i == j) ? N + 1.0 : 1.0 / (1 + i + j);
    lu(N);
    printf("%.6f\n", a[N - 1][N - 1]);
    return 0;
}
