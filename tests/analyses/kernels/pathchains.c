/* Critical paths of known composition (tests/analyses/test_sync_phases.py). */
#include <math.h>
#include <stdio.h>
#define NF 100
#define NV 64
static double a[NV], y[NV], g[8][8], h[8][8], o[8][8];
static double out;

/* NF dependent FMAs */
__attribute__((noinline)) void fmachain(double p, double q) {
    double x = 1.0;
    for (int k = 0; k < NF; k++)
        x = x * p + q; /* contracted: llvm.fmuladd */
    out = x;
}

/* NF times an add then a division: 2 NF levels, NF of them divisions */
__attribute__((noinline)) void divchain(double p) {
    double x = 1.0;
    for (int k = 0; k < NF; k++)
        x = p / (x + 1.0);
    out = x;
}

/* a[i] = a[i-1] * p + 1 through memory (volatile-free, the pointer escapes) */
__attribute__((noinline)) void memchain(double *v, double p) {
    for (int i = 1; i < NV; i++)
        v[i] = sqrt(v[i - 1] * p + 1.0);
}

__attribute__((noinline)) void dot(void) {
    double s = 0.0;
    for (int i = 0; i < NV; i++)
        s += a[i] * y[i];
    out = s;
}

__attribute__((noinline)) void gemm(void) {
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++) {
            double s = 0.0;
            for (int k = 0; k < 8; k++)
                s += g[i][k] * h[k][j];
            o[i][j] = s;
        }
}

int main(void) {
    for (int i = 0; i < NV; i++) { a[i] = 1.0 / (i + 1); y[i] = i % 5; }
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++) { g[i][j] = i + j; h[i][j] = i - j; }
    double s = 0;
    fmachain(0.5, 0.25); s += out;
    divchain(3.0); s += out;
    memchain(a, 0.5); s += a[NV - 1];
    dot(); s += out;
    gemm(); s += o[7][7];
    printf("%.6f\n", s);
    return 0;
}
