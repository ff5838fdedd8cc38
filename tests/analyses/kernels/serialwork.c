/* Serial work between parallel phases inside a sequential loop (tests/analyses/test_sync_phases.py). */
#include <stdio.h>
#define N 12
static double r[N], y[N], z[N], a[N];

/* Durbin's step: a reduction, two parallel loops, then y[k] stored by one thread */
void durbin_like(void) {
    double alpha = -r[0], beta = 1.0;
    y[0] = -r[0];
    for (int k = 1; k < N; k++) {
        beta = (1.0 - alpha * alpha) * beta;   /* registers: every thread computes it */
        double sum = 0.0;
        for (int i = 0; i < k; i++)
            sum += r[k - i - 1] * y[i];
        alpha = -(r[k] + sum) / beta;
        for (int i = 0; i < k; i++)
            z[i] = y[i] + alpha * y[k - i - 1];
        for (int i = 0; i < k; i++)
            y[i] = z[i];
        y[k] = alpha;                          /* memory: one thread, then a barrier */
    }
}

/* a damped update: the factor changes in a register each step, nothing is stored */
void damped(void) {
    double f = 1.0;
    for (int t = 0; t < 5; t++) {
        f *= 0.5;
        for (int i = 0; i < N; i++)
            a[i] += f * r[i];
    }
}

int main(void) {
    for (int i = 0; i < N; i++) {
        r[i] = 1.0 / (i + 2);
        a[i] = i;
    }
    durbin_like();
    damped();
    printf("%.6f %.6f\n", y[N - 1], a[N - 1]);
    return 0;
}
