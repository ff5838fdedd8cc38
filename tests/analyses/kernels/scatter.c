/* Scatter reductions for tests/analyses/test_scatter_targets.py: the bytes of target
 * each reduction loop updates (LoopProfile.reduction_target_bytes), derived by hand
 * there. Loops are found by their "loop:" markers. */
#include <math.h>
#include <stdio.h>

#define N 4096
#define COLS 1000
#define BINS 300
#define STEPS 3

static double y[COLS], v[N], total[1];
static int col[N], bins[BINS], key[N];
static char cbins[64];
static unsigned short sbins[16];
static float fbins[64];
static double dmax[32], dtwice[32], best[1];
static double pbins[16], fm[16], tm[16], tn[16];

static void find_max(const double *x, int n, double *out)
{
    *out = x[0];
    for (int i = 1; i < n; i++) /* loop:maxptr */
        if (x[i] > *out)
            *out = x[i];
}

void kernel(void)
{
    for (int c = 0; c < COLS; c++) /* loop:zero */
        y[c] = 0.0;
    /* col[i] = (7 i) % 997: columns 0..996 all hit, 997..999 never */
    for (int i = 0; i < N; i++) /* loop:scatter */
        y[col[i]] += v[i];
    for (int s = 0; s < STEPS; s++) { /* loop:steps */
        for (int b = 0; b < BINS; b++) /* loop:reset */
            bins[b] = 0;
        for (int i = 0; i < N; i++) /* loop:hist */
            bins[key[i]] += 1;
    }
    for (int i = 0; i < N; i++) /* loop:sum */
        total[0] += v[i];
    for (int i = 0; i < N; i++) /* loop:bytes */
        cbins[key[i] & 63] += 1;
    for (int i = 0; i < N; i++) /* loop:shorts */
        sbins[key[i] & 15] += 3;
    for (int i = 0; i < N; i++) /* loop:floats */
        fbins[key[i] & 63] += 0.5 * v[i];
    for (int i = 0; i < N; i++) /* loop:maxbin */
        if (v[i] > dmax[key[i] & 31])
            dmax[key[i] & 31] = v[i];
    for (int i = 0; i < N; i++) /* loop:notmax */
        if (v[i] > dtwice[key[i] & 31])
            dtwice[key[i] & 31] = 2 * v[i];
    find_max(v, N, best);
    for (int i = 0; i < N; i++) /* loop:plain */
        pbins[key[i] & 15] = pbins[key[i] & 15] + v[i];
    for (int i = 0; i < N; i++) /* loop:fmaxbin */
        fm[key[i] & 15] = fmax(fm[key[i] & 15], v[i]);
    for (int i = 0; i < N; i++) /* loop:ternbin */
        tm[key[i] & 15] = tm[key[i] & 15] > v[i] ? tm[key[i] & 15] : v[i];
    for (int i = 0; i < N; i++) /* loop:ternelse */
        tn[key[i] & 15] = tn[key[i] & 15] > v[i] ? v[i] : tn[key[i] & 15] + v[i];
    for (int i = 0; i < N; i++) /* loop:halve */
        cbins[key[i] & 63] = (char)(cbins[key[i] & 63] / 2);
}

int main(void)
{
    for (int i = 0; i < N; i++) {
        col[i] = (7 * i) % 997;
        v[i] = (double)(i % 13) * 0.5;
        key[i] = (i * 31) % BINS;
    }
    kernel();
    double s = total[0];
    for (int c = 0; c < COLS; c++)
        s += y[c];
    for (int b = 0; b < BINS; b++)
        s += bins[b];
    for (int b = 0; b < 64; b++)
        s += cbins[b];
    for (int b = 0; b < 16; b++)
        s += sbins[b];
    for (int b = 0; b < 64; b++)
        s += fbins[b];
    for (int b = 0; b < 32; b++)
        s += dmax[b] + dtwice[b];
    s += best[0];
    for (int b = 0; b < 16; b++)
        s += pbins[b] + fm[b] + tm[b] + tn[b];
    printf("%.6f\n", s);
    return 0;
}
