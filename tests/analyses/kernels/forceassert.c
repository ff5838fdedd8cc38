/* CoMD's habit (issue 40): the force loop asserts that a neighbour index loaded from
   the neighbour list is valid; the check only aborts and never fails. Built with and
   without -DNDEBUG the loops are the same: an energy reduction over the atoms. */
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

#define N 128
#define NB 8

static double pos[N], force[N];
static int nbr[N][NB];

double compute_force(int n) {
    double energy = 0.0;
    for (int i = 0; i < n; i++) { /* force:atoms */
        double f = 0.0;
        for (int k = 0; k < NB; k++) { /* force:neighbours */
            int j = nbr[i][k];
            assert(j >= 0 && j < n);
            double d = pos[i] - pos[j];
            f += d * 0.5;
            energy += d * d;
        }
        force[i] = f;
    }
    return energy;
}

/* The error path of old C: a message and exit(1) on a bad loaded value. */
void scale_checked(int n) {
    for (int i = 0; i < n; i++) { /* force:checked */
        int j = nbr[i][0];
        if (j < 0 || j >= n) {
            fprintf(stderr, "bad neighbour %d of %d\n", j, i);
            exit(1);
        }
        force[i] = 2.0 * pos[j];
    }
}

int main(void) {
    unsigned s = 7;
    for (int i = 0; i < N; i++) {
        s = s * 1103515245u + 12345u;
        pos[i] = (double)((s >> 16) % 1000) / 100.0;
        for (int k = 0; k < NB; k++) nbr[i][k] = (i + k * 13 + 1) % N;
    }
    double e = compute_force(N);
    double t = 0;
    for (int i = 0; i < N; i++) t += force[i];
    scale_checked(N);
    for (int i = 0; i < N; i++) t += force[i];
    printf("%.6f %.6f\n", e, t);
    return 0;
}
