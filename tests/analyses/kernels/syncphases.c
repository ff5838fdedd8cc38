/* Loop nests whose synchronisation an implementation pays (tests/analyses/test_sync_phases.py). */
#include <stdio.h>
#define N 10
#define T 4
#define M 6
static double L[N][N], b[N], x[N];
static double A[N][N], B[N][N], G[N][N];
static double C[N][N][M];

/* forward substitution: i sequential (x[j] from earlier rows), j a reduction */
void trisolve(void) {
    x[0] = b[0] / L[0][0];
    for (int i = 1; i < N; i++) {
        double s = b[i];
        for (int j = 0; j < i; j++)
            s -= L[i][j] * x[j];
        x[i] = s / L[i][i];
    }
}

/* i parallel; inside it j carries C[i][j-1][.] (sequential), k parallel */
void trinest(void) {
    for (int i = 0; i < N; i++)
        for (int j = 1; j <= i; j++)
            for (int k = 0; k < M; k++)
                C[i][j][k] = C[i][j - 1][k] * 0.5 + 1.0;
}

/* Jacobi with copy-back: two parallel nests per time step */
void jacobi(void) {
    for (int t = 0; t < T; t++) {
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                B[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                A[i][j] = B[i][j];
    }
}

/* Gauss-Seidel in place: i and j both carry RAW (a wavefront) */
void seidel(void) {
    for (int t = 0; t < T; t++)
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                G[i][j] = 0.25 * (G[i - 1][j] + G[i + 1][j] + G[i][j - 1] + G[i][j + 1]);
}

int main(void) {
    for (int i = 0; i < N; i++) {
        b[i] = i + 1.0;
        for (int j = 0; j < N; j++) {
            L[i][j] = (i == j) ? 2.0 : 0.01 * (i + j);
            A[i][j] = G[i][j] = (i * N + j) % 7;
        }
    }
    trisolve();
    trinest();
    jacobi();
    seidel();
    double s = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) s += x[i] + A[i][j] + G[i][j] + C[i][j][M - 1];
    printf("%.6f\n", s);
    return 0;
}
