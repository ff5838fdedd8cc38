/* A DP table with a nested max over k (the shape of polybench nussinov), n = 12 (argv[1]).
 *
 * Cell (i, j), j > i, is first t[i][j-1] + t[i+1][j] + 1 (a dependence carried by j and
 * by the descending i), then the max of itself and t[i][k] over i < k < j. Rows grow
 * along j, so every t[i][k] is below t[i][j]: the max always keeps the old value, its
 * stores are silent (exec/instrument/silent.py) and the k loop carries nothing: parallel. Two
 * schedules: the k loop as a phase, a barrier per instance (66, one per (i, j)), or
 * fronts over (i, j) with k inside each front's threads: 1 x (skew 1 x (12 - 1) +
 * 66 / 12) = 16.5 -> 16 fronts (the skew test gives up on k, a third counter, so skew
 * 1). S is the smaller: 16, in one parallel region.
 */
#include <stdio.h>
#include <stdlib.h>

void dp(int n, int *t)
{
    for (int i = n - 1; i >= 0; i--)            /* loop:i */
        for (int j = i + 1; j < n; j++) {       /* loop:j */
            t[i * n + j] = t[i * n + j - 1] + t[(i + 1 < n ? i + 1 : i) * n + j] + 1;
            for (int k = i + 1; k < j; k++) {   /* loop:k */
                int v = t[i * n + k];
                t[i * n + j] = t[i * n + j] >= v ? t[i * n + j] : v;
            }
        }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 12;
    int *t = calloc((size_t)n * n, sizeof(int));
    dp(n, t);
    long s = 0;
    for (int i = 0; i < n * n; i++)
        s += t[i];
    printf("checksum %ld\n", s);
    free(t);
    return 0;
}
