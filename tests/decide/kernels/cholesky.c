/* Left-looking Cholesky of a 120 x 120 SPD matrix, for tests/decide/test_wavefront_advice.py:
 * the row loop i and the column loop j form a wavefront (entry (i, j) needs row j's and
 * row i's entries k < j and the diagonal (j, j), all on earlier fronts of i + j); the
 * only parallel loops are the k sums. */
#include <math.h>
#include <stdio.h>

#define N 120
static double A[N][N];

void cholesky(void)
{
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < i; j++) {
            double s = 0.0;
            for (int k = 0; k < j; k++) /* loop:offdiag */
                s += A[i][k] * A[j][k];
            A[i][j] = (A[i][j] - s) / A[j][j];
        }
        double s = 0.0;
        for (int k = 0; k < i; k++) /* loop:diag */
            s += A[i][k] * A[i][k];
        A[i][i] = sqrt(A[i][i] - s);
    }
}

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            A[i][j] = (i == j) ? N : 1.0 / (1.0 + i + j);
    cholesky();
    double sum = 0.0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j <= i; j++)
            sum += A[i][j];
    printf("%.10e\n", sum);
    return 0;
}
