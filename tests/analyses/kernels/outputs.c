/* Outputs in untouched and in touched host memory (tests/exec/test_pagemap.py).
 * scale() reads x and writes y: its caller either only malloc's y (argv[2] == 0: every
 * page of y is first touched by the kernel's stores) or fills it first (argv[2] == 1:
 * no page of y is untouched when the kernel starts). x is always filled first. */
#include <stdio.h>
#include <stdlib.h>

void scale(const double *x, double *y, long n)
{
    for (long i = 0; i < n; i++)
        y[i] = 2.0 * x[i];
}

int main(int argc, char **argv)
{
    long n = argc > 1 ? atol(argv[1]) : 1000;
    int touch = argc > 2 ? atoi(argv[2]) : 0;
    double *x = malloc(n * sizeof(double));
    double *y = malloc(n * sizeof(double));
    if (!x || !y)
        return 1;
    for (long i = 0; i < n; i++)
        x[i] = (double)i;
    if (touch)
        for (long i = 0; i < n; i++)
            y[i] = -1.0;
    scale(x, y, n);
    double s = 0;
    for (long i = 0; i < n; i++)
        s += y[i];
    printf("%f\n", s);
    free(x);
    free(y);
    return 0;
}
