/* Particle benchmark driver: read, time the kernel with clock_gettime, print a checksum. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "params.h"

static double elapsed(struct timespec a, struct timespec b) {
    return (double)(b.tv_sec - a.tv_sec) + 1e-9 * (double)(b.tv_nsec - a.tv_nsec);
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s particles.txt\n", argv[0]);
        return 1;
    }
    sim_params_t p;
    particle_t *ps = read_particles(argv[1], &p);
    if (!ps)
        return 1;
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    step_particles(p, ps);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double sum = 0.0;
    for (int i = 0; i < p.n; i++)
        sum += ps[i].x + ps[i].y;
    printf("particles %d steps %d checksum %.9f\n", p.n, p.steps, sum);
    fprintf(stderr, "kernel time %.6f s\n", elapsed(t0, t1));
    free(ps);
    return 0;
}
