/* Silent stores (automatch/exec/instrument/silent.py), n = 12 (argv[1]).
 *
 * floyd: Floyd-Warshall on a graph whose path[k][k] are 0. In step k the update
 * path[i][j] = min(path[i][j], path[i][k] + path[k][j]) rewrites path[i][k] (j == k)
 * and path[k][j] (i == k) with the values they hold: silent stores. Read as stores they
 * make the i and j loops carry a dependence (later j and i read them); read as what they
 * are, only k carries one: k sequential, i and j parallel, S = n (one barrier per k).
 *
 * shift: a[i] = a[i - 1] with a[] holding distinct values: every store changes its
 * location and the next iteration reads it: the loop stays sequential.
 */
#include <stdio.h>
#include <stdlib.h>

void floyd(int n, int *path)
{
    for (int k = 0; k < n; k++)             /* loop:k */
        for (int i = 0; i < n; i++)         /* loop:i */
            for (int j = 0; j < n; j++) {   /* loop:j */
                int via = path[i * n + k] + path[k * n + j];
                path[i * n + j] = path[i * n + j] < via ? path[i * n + j] : via;
            }
}

void shift(int n, double *a)
{
    for (int i = 1; i < n; i++) /* loop:shift */
        a[i] = a[i - 1] * 0.5;
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 12;
    int *path = malloc(sizeof(int) * n * n);
    double *a = malloc(sizeof(double) * n);
    for (int i = 0; i < n; i++) {
        a[i] = i + 1.0;
        for (int j = 0; j < n; j++)
            path[i * n + j] = i == j ? 0 : (i * 7 + j * 3) % 11 + 1;
    }
    floyd(n, path);
    shift(n, a);
    long s = 0;
    for (int i = 0; i < n * n; i++)
        s += path[i];
    printf("checksum %ld %g\n", s, a[n - 1]);
    free(path);
    free(a);
    return 0;
}
