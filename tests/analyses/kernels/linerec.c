/* 8 independent lines, each a recurrence of 99 steps (one FMA each): a sequential
 * loop nested in a parallel one (model: "In-thread chains", instance_levels). */
#include <stdio.h>

void lines(int n, int m, double *x, const double *a)
{
    for (int i = 0; i < n; i++)
        for (int j = 1; j < m; j++)
            x[i * m + j] = x[i * m + j - 1] * a[j] + 1.0;
}

int main(void)
{
    static double x[800], a[100];
    for (int j = 0; j < 100; j++)
        a[j] = 0.5;
    for (int i = 0; i < 8; i++)
        x[i * 100] = i;
    lines(8, 100, x, a);
    printf("%.3f\n", x[799]);
    return 0;
}
