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

/* Independent (idx is a permutation) but a scatter: the store address is loaded in the
 * loop. Scalar unless LLVM vectorised it. */
void scatterk(double *dst, const int *idx, const double *src, int n)
{
    for (int i = 0; i < n; i++) /* loop:scatter */
        dst[idx[i]] = src[i] * 2.0;
}

/* No arithmetic at all (W = 0): f_v is the share of its loads and stores in
 * vectorisable loops, here all of them (a reversed copy, independent iterations). */
void copyk(double *dst, const double *src, int n)
{
    for (int i = 0; i < n; i++) /* loop:copy */
        dst[i] = src[n - 1 - i];
}

/* A 3-tap filter: the tap loop is a sum (a reduction: not vectorisable itself), but
 * compilers unroll it whole and vectorise the point loop around it, fmuladds and all:
 * f_v = 1 (the vectoriser must cost the host's FMA, not a generic x86-64's libcall). */
static const double TAPS[3] = {0.25, 0.5, 0.25};

void tapk(double *out, const double *in, int n)
{
    for (int i = 1; i < n - 1; i++) {
        double v = 0.0;
        for (int k = 0; k < 3; k++) /* loop:taps */
            v += TAPS[k] * in[i + k - 1];
        out[i] = v;
    }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 1000;
    double *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
    for (int i = 0; i < n; i++) { a[i] = i * 0.5; b[i] = 1.0 / (i + 1); }
    clamped(b, a, n);
    double s = dotk(a, b, n);
    expk(a, b, n);
    int *idx = malloc(n * sizeof *idx);
    for (int i = 0; i < n; i++) idx[i] = (int)(((long)i * 7) % n); /* n = 1000: a permutation */
    scatterk(b, idx, a, n);
    copyk(a, b, n);
    tapk(b, a, n);
    s += b[n / 3];
    free(idx);
    printf("checksum %.10e\n", s + a[n / 2]);
    free(a);
    free(b);
    return 0;
}
