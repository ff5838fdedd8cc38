/* Shared declarations of the particle benchmark (three translation units). */
#ifndef PARAMS_H
#define PARAMS_H

typedef struct {
    double x, y;   /* position */
    double vx, vy; /* velocity */
} particle_t;

/* The parameter block, passed by value to the kernel as real codes do. */
typedef struct {
    double dt;
    double gravity;
    double drag;
    int n;
    int steps;
} sim_params_t;

void step_particles(sim_params_t p, particle_t *ps);
particle_t *read_particles(const char *path, sim_params_t *p);

#endif
