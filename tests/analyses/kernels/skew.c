/* Wavefront loop pairs with known dependence distances (tests/analyses/test_skew.py).
 * Each function's i loop starts on the line after the "pair" comment. */
#include <stdio.h>
#define N 10

static double G[N][N];

/* pair: 5-point in-place Gauss-Seidel on a static 2-D array: (1, 0), (0, 1): skew 1 */
void gs5(void) {
    for (int i = 1; i < N - 1; i++)
        for (int j = 1; j < N - 1; j++)
            G[i][j] = 0.25 * (G[i - 1][j] + G[i + 1][j] + G[i][j - 1] + G[i][j + 1]);
}

/* pair: PolyBench seidel-2d's 9-point sweep, linearised A[i * n + j] (n a parameter):
 * (1, -1) from A[i-1][j+1]: skew 2 */
void seidel9(int n, double *A) {
    for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < n - 1; j++)
            A[i * n + j] = (A[(i - 1) * n + j - 1] + A[(i - 1) * n + j] + A[(i - 1) * n + j + 1] +
                            A[i * n + j - 1] + A[i * n + j] + A[i * n + j + 1] +
                            A[(i + 1) * n + j - 1] + A[(i + 1) * n + j] +
                            A[(i + 1) * n + j + 1]) / 9.0;
}

/* pair: a VLA reading A[i-1][j+2]: (1, -2): skew 3 */
void skew3(int n, double A[n][n]) {
    for (int i = 1; i < n; i++)
        for (int j = 1; j < n - 2; j++)
            A[i][j] = 0.5 * (A[i - 1][j + 2] + A[i][j - 1]);
}

/* pair: the column index comes from memory: not affine, no skew known */
void indirect(int n, const int *idx, double *A) {
    for (int i = 1; i < n; i++)
        for (int j = 1; j < n; j++)
            A[i * n + idx[j]] = 0.5 * (A[(i - 1) * n + idx[j]] + A[i * n + idx[j - 1]]);
}

/* pair: a row-sum kept in memory (a load-op-store reduction, not an ordering) beside a
 * 5-point sweep walking its rows backwards (j = n-2 down to 1): in the normalised
 * counters (i, k), k = n-2-j, the reads A[i][j+1] and A[i-1][j-1] are (0, 1) and
 * (1, 1), A[i-1][j+1] (1, -1): skew 2 */
void backwards(int n, double *A, double *rowsum) {
    for (int i = 1; i < n - 1; i++)
        for (int j = n - 2; j >= 1; j--) {
            A[i * n + j] = (A[i * n + j + 1] + A[(i - 1) * n + j - 1] + A[(i - 1) * n + j + 1]) / 3.0;
            rowsum[0] += A[i * n + j];
        }
}

int main(void) {
    static double A[N * N], B[N * N], S[1];
    static int idx[N];
    for (int k = 0; k < N * N; k++) {
        A[k] = B[k] = (k * 7) % 11;
        G[k / N][k % N] = k % 5;
    }
    for (int k = 0; k < N; k++) idx[k] = (k * 3) % N;
    gs5();
    seidel9(N, A);
    skew3(N, (double(*)[N])B);
    indirect(N, idx, A);
    backwards(N, B, S);
    printf("%.6f %.6f %.6f %.6f\n", A[N + 1], B[2 * N + 3], G[3][3], S[0]);
    return 0;
}
