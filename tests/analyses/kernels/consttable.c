/* A 3-tap filter with its weights in a small constant table (folded by a compiler once
 * it unrolls the tap loop: no memory access), and an offset read from a 1 KiB constant
 * table (too large for registers: a memory access); then a search over the constant
 * table, whose exit depends on the entries it reads. */
#include <stdio.h>

static const double TAPS[3] = {0.25, 0.5, 0.25};
static const double OFFSET[128] = {1.0, 2.0, 3.0};

void consttable(int n, const double *x, double *y)
{
    for (int i = 1; i < n - 1; i++) {
        double v = 0.0;
        for (int t = 0; t < 3; t++)
            v += TAPS[t] * x[i + t - 1];
        y[i] = v + OFFSET[i & 127];
    }
    int k = 0;
    while (k < 3 && TAPS[k] * 64 < n) /* line 19: a search, over constant data */
        k++;
    y[0] = k;
}

int main(void)
{
    static double x[34], y[34];
    for (int i = 0; i < 34; i++)
        x[i] = i;
    consttable(34, x, y);
    printf("%.3f\n", y[1] + y[32]);
    return 0;
}
