/* Loop nests whose inner trip count moves with the outer counter (tests/analyses/
 * test_trip_slope.py): j from i to n (-1 a row), j up to i (+1), a rectangular nest
 * (0), a step of 2 from 2i (trip (n - 2i) / 2: -1 a row), and a bound that holds n
 * times i (not a constant slope: 0). */
#include <stdio.h>
#include <stdlib.h>

void shapes(int n, double *A, double *s)
{
    for (int i = 0; i < n; i++) {
        double t = 0;
        for (int j = i; j < n; j++)
            t += A[i * n + j];
        s[i] = t;
    }
    for (int i = 0; i < n; i++)
        for (int j = 0; j <= i; j++)
            A[i * n + j] *= 2.0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            A[i * n + j] += 1.0;
    for (int i = 0; i < n / 2; i++)
        for (int j = 2 * i; j < n; j += 2)
            A[i * n + j] -= 1.0;
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < i * n; j++)
            A[j] += 0.5;
}

int main(void)
{
    int n = 40;
    double *A = malloc(8 * n * n), *s = malloc(8 * n);
    for (int i = 0; i < n * n; i++)
        A[i] = i % 7;
    shapes(n, A, s);
    printf("%f %f\n", s[3], A[5]);
    free(A);
    free(s);
    return 0;
}
