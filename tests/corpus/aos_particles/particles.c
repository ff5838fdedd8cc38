/* The kernel: explicit Euler steps of n independent particles (array of structs). */
#include "params.h"

void step_particles(sim_params_t p, particle_t *ps) {
    for (int s = 0; s < p.steps; s++) {          /* corpus:time-loop */
        for (int i = 0; i < p.n; i++) {          /* corpus:particle-loop */
            particle_t *q = &ps[i];
            q->vy -= p.gravity * p.dt;
            q->vx *= p.drag;
            q->vy *= p.drag;
            q->x += q->vx * p.dt;
            q->y += q->vy * p.dt;
        }
    }
}
