/* Input: "n steps dt gravity drag" then n lines "x y vx vy". */
#include <stdio.h>
#include <stdlib.h>

#include "params.h"

particle_t *read_particles(const char *path, sim_params_t *p) {
    FILE *f = fopen(path, "r");
    if (!f) {
        perror(path);
        return NULL;
    }
    if (fscanf(f, "%d %d %lf %lf %lf", &p->n, &p->steps, &p->dt, &p->gravity, &p->drag) != 5 || p->n <= 0) {
        fprintf(stderr, "%s: bad header\n", path);
        fclose(f);
        return NULL;
    }
    particle_t *ps = malloc(sizeof(particle_t) * (size_t)p->n);
    for (int i = 0; i < p->n; i++) {
        if (fscanf(f, "%lf %lf %lf %lf", &ps[i].x, &ps[i].y, &ps[i].vx, &ps[i].vy) != 4) {
            fprintf(stderr, "%s: particle %d missing\n", path, i);
            free(ps);
            fclose(f);
            return NULL;
        }
    }
    fclose(f);
    return ps;
}
