#include <stdio.h>
#define N 8
static double A[N][N], B[N][N], C[N][N];
void matmul(int n) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            for (int k = 0; k < n; k++)
                C[i][j] += A[i][k] * B[k][j];
}
int main(void) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) { A[i][j] = i; B[i][j] = j; C[i][j] = 0; }
    matmul(N);
    printf("%.1f\n", C[N - 1][N - 1]);
    return 0;
}
