/* f_v fixtures (tests/analyses/test_vector_fraction.py). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* Independent iterations, but clamped neighbour indices: LLVM's vectoriser cannot
 * compute the array bounds; the run proves no carried dependence: vectorisable. */
void clamped(double *dst, const double *src, int n)
{
    for (int i = 0; i < n; i++) { /* loop:clamped */
        int w = i > 0 ? i - 1 : i;
        int e = i < n - 1 ? i + 1 : i;
        dst[i] = src[w] + src[e];
    }
}

/* A floating-point sum: vectorising reorders it (only under -ffast-math): scalar. */
double dotk(const double *a, const double *b, int n)
{
    double s = 0.0;
    for (int i = 0; i < n; i++) /* loop:dot */
        s += a[i] * b[i];
    return s;
}

/* Independent, but a libm call per iteration: scalar unless LLVM vectorised it. */
void expk(double *y, const double *x, int n)
{
    for (int i = 0; i < n; i++) /* loop:exp */
        y[i] = exp(x[i]);
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 1000;
    double *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
    for (int i = 0; i < n; i++) { a[i] = i * 0.5; b[i] = 1.0 / (i + 1); }
    clamped(b, a, n);
    double s = dotk(a, b, n);
    expk(a, b, n);
    printf("checksum %.10e\n", s + a[n / 2]);
    free(a);
    free(b);
    return 0;
}
