/* A DP table whose cell is a max over k kept in memory (the shape of polybench nussinov),
 * n = 12 (argv[1]).
 *
 * Cell (i, j), j > i, starts as (t[i][j-1] + t[i+1][j]) mod 3 (a dependence carried by j
 * and by the descending i), then takes the max of itself and t[i][k] + t[k+1][j] + k
 * over i < k < j: those sums exceed it, so the stores change the cell and the k loop
 * carries a RAW through t[i][j] (sequential). Every loop is sequential and carries a RAW: the
 * innermost pair would be (j, k), fronts once per row i; the pair above it, (i, j) with
 * the k loop inside each cell's thread, synchronises less, and i indexes the rows it
 * stores (not a time loop): 1 x (1 x (12 - 1) + 66 / 12) = 16.5 -> 16 fronts, in one
 * parallel region.
 */
#include <stdio.h>
#include <stdlib.h>

void dp(int n, int *t)
{
    for (int i = n - 1; i >= 0; i--)            /* loop:i */
        for (int j = i + 1; j < n; j++) {       /* loop:j */
            t[i * n + j] = (t[i * n + j - 1] + t[(i + 1 < n ? i + 1 : i) * n + j]) % 3;
            for (int k = i + 1; k < j; k++) {   /* loop:k */
                int v = t[i * n + k] + t[(k + 1) * n + j] + k;
                t[i * n + j] = t[i * n + j] >= v ? t[i * n + j] : v;
            }
        }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 12;
    int *t = calloc((size_t)n * n, sizeof(int));
    for (int i = 0; i < n; i++)
        t[i * n + i] = 1 + i % 3;
    dp(n, t);
    long s = 0;
    for (int i = 0; i < n * n; i++)
        s += t[i] % 1000;
    printf("checksum %ld\n", s);
    free(t);
    return 0;
}
