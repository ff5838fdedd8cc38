/* CoMD's force loop habit (issue 40): atoms in a structure of arrays, a neighbour
 * list read from the input, and assert() on every neighbour index it loads. The
 * check only aborts and never fails: the loops are an energy reduction over the atoms
 * and their neighbours, as with -DNDEBUG. */
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int n, nb;       /* atoms, neighbours per atom */
    double *x, *y;   /* positions */
    double *fx, *fy; /* forces */
    int *nbr;        /* n x nb neighbour indices */
} atoms_t;

double compute_force(atoms_t *s) {
    double e = 0.0;
    for (int i = 0; i < s->n; i++) { /* corpus:atom-loop */
        double fx = 0.0, fy = 0.0;
        for (int k = 0; k < s->nb; k++) { /* corpus:neighbour-loop */
            int j = s->nbr[i * s->nb + k];
            assert(j >= 0 && j < s->n && j != i);
            double dx = s->x[i] - s->x[j];
            double dy = s->y[i] - s->y[j];
            double r2 = dx * dx + dy * dy;
            double inv = 1.0 / r2;
            e += inv;
            fx += dx * inv;
            fy += dy * inv;
        }
        s->fx[i] = fx;
        s->fy[i] = fy;
    }
    return e;
}

int main(int argc, char **argv) {
    atoms_t s;
    unsigned seed;
    FILE *f = argc > 1 ? fopen(argv[1], "r") : NULL;
    if (!f || fscanf(f, "%d %d %u", &s.n, &s.nb, &seed) != 3 || s.nb >= s.n) {
        fprintf(stderr, "usage: %s config.txt (atoms neighbours seed)\n", argv[0]);
        return 1;
    }
    fclose(f);
    s.x = malloc(s.n * sizeof(double)); s.y = malloc(s.n * sizeof(double));
    s.fx = malloc(s.n * sizeof(double)); s.fy = malloc(s.n * sizeof(double));
    s.nbr = malloc((size_t)s.n * s.nb * sizeof(int));
    for (int i = 0; i < s.n; i++) {
        seed = seed * 1103515245u + 12345u;
        s.x[i] = i + (double)((seed >> 16) % 100) / 200.0;
        seed = seed * 1103515245u + 12345u;
        s.y[i] = (double)((seed >> 16) % 100) / 50.0;
        for (int k = 0; k < s.nb; k++) s.nbr[i * s.nb + k] = (i + 1 + k * 7) % s.n;
    }
    double e = compute_force(&s);
    double fsum = 0.0;
    for (int i = 0; i < s.n; i++) fsum += s.fx[i] + s.fy[i];
    printf("energy %.6e force-sum %.6e\n", e, fsum);
    free(s.x); free(s.y); free(s.fx); free(s.fy); free(s.nbr);
    return 0;
}
