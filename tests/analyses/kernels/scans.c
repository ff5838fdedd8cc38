/* Reductions against scans (recurrences.py): hand-derived figures in
   tests/analyses/test_reductions_scans.py. Loops are found by their loop: markers. */
#include <stdio.h>
#define N 200
#define T 10
#define M 8

typedef struct { double x, vx, y, vy; } body_t;

static double a[N], b[N], outd[N], field[T * M], w[M];
static int ia[N], iout[N];
static body_t bodies[16];

/* one body in registers, a parallel loop inside each step */
void onebody(double *f, const double *wt, int steps, int m, double drag, double dt) {
    double x = 0.0, vx = 1.0;
    for (int t = 0; t < steps; t++) {          /* loop:onebody-time */
        vx *= drag;
        x += vx * dt;
        for (int j = 0; j < m; j++)              /* loop:onebody-field */
            f[t * m + j] = x * wt[j];
    }
}

/* the corpus particle loop: state in an array of structs (memory) */
void aos(body_t *p, int nb, int steps, double drag, double dt, double g) {
    for (int t = 0; t < steps; t++) {           /* loop:aos-time */
        for (int i = 0; i < nb; i++) {           /* loop:aos-body */
            p[i].vy -= g * dt;
            p[i].vx *= drag;
            p[i].vy *= drag;
            p[i].x += p[i].vx * dt;
            p[i].y += p[i].vy * dt;
        }
    }
}

/* float prefix sum in a register: a scan */
void fprefix(const double *x, double *out, int n) {
    double s = 0.0;
    for (int i = 0; i < n; i++) {               /* loop:fprefix */
        s += x[i];
        out[i] = s;
    }
}

/* plain sum: a reduction */
double fsum(const double *x, int n) {
    double s = 0.0;
    for (int i = 0; i < n; i++)                 /* loop:fsum */
        s += x[i];
    return s;
}

/* a running sum that steers a branch inside the loop: a scan */
int crossings(const double *x, int n, double limit) {
    double s = 0.0;
    int c = 0;
    for (int i = 0; i < n; i++) {               /* loop:crossings */
        s += x[i];
        if (s > limit) c++;
    }
    return c;
}

/* memory accumulator: a sum (reduction) and a prefix sum (scan) */
void macc(const double *x, double *acc, double *out, int n) {
    for (int i = 0; i < n; i++)                 /* loop:macc-sum */
        acc[0] += x[i];
    for (int i = 0; i < n; i++) {               /* loop:macc-prefix */
        acc[1] += x[i];
        out[i] = acc[1];
    }
}

/* argmax by a conditional update: both recurrences stay reductions */
int argmax(const double *x, int n) {
    double m = x[0];
    int k = 0;
    for (int i = 1; i < n; i++)                 /* loop:argmax */
        if (x[i] > m) { m = x[i]; k = i; }
    return k;
}

/* a bottom-tested loop of one block: n iterations, the header is the latch */
double dowhile(const double *x, int n) {
    double s = 0.0;
    int i = 0;
    do {
        s += x[i];                              /* loop:dowhile (the header's line) */
        i++;
    } while (i < n);
    return s;
}

static double acc[2];

int main(void) {
    for (int i = 0; i < N; i++) { a[i] = (i % 7) - 3.0; b[i] = 0.5 * (i % 5); ia[i] = (i * 37) % 101 - 50; }
    for (int j = 0; j < M; j++) w[j] = j + 1.0;
    for (int i = 0; i < 16; i++) bodies[i] = (body_t){i, 1.0, 0.0, 0.5};
    onebody(field, w, T, M, 0.5, 0.25);
    aos(bodies, 16, T, 0.5, 0.25, 2.0);
    fprefix(a, outd, N);
    double s = fsum(a, N);
    int c = crossings(b, N, 10.0);
    macc(b, acc, outd, N);
    int k = argmax(a, N);
    s += dowhile(b, N);
    printf("%.4f %.4f %.4f %.4f %d %.2f %.2f %d\n", field[T * M - 1], bodies[3].x, bodies[3].y,
           outd[N - 1], c, s, acc[0], k);
    return 0;
}
