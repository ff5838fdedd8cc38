#include <stdio.h>
#define N 1000
static int a[N], b[N], c[N], p[N];

void vadd(const int *x, const int *y, int *z, int n) {
    for (int i = 0; i < n; i++)
        z[i] = x[i] + y[i];
}

void prefix(const int *x, int *out, int n) {
    int s = 0;
    for (int i = 0; i < n; i++) {
        s += x[i];
        out[i] = s;
    }
}

int minred(const int *x, int n) {
    int m = x[0];
    for (int i = 1; i < n; i++)
        m = x[i] < m ? x[i] : m;
    return m;
}

int main(void) {
    for (int i = 0; i < N; i++) { a[i] = (i * 37) % 101 - 50; b[i] = i; }
    vadd(a, b, c, N);
    prefix(a, p, N);
    int m = minred(c, N);
    long sum = 0;
    for (int i = 0; i < N; i++) sum += c[i] + p[i];
    printf("%ld %d\n", sum, m);
    return 0;
}
