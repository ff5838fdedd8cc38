/* The inlined nodes of a block raise the deepest level and the loop instance's levels
 * once per stretch (exec/levels_inline._node_flush), for the compiled levels' exactness
 * test (tests/analyses/test_compiled_levels.py). Each part breaks a shortcut a wrong
 * flush would take: a loop whose first iteration has no node (a later iteration's first
 * node, not its highest, sets the first iteration's level); nodes followed in their
 * block by a call whose own loop passes its levels to the caller's loop instance; and
 * a call inside a loop, right after the deepest node, that exits. */
#include <stdio.h>
#include <stdlib.h>

static double inner(double x, int n) {
    double acc = 0.0;
    for (int k = 0; k < n; k++) {
        acc = acc * 0.5 + x * (double)k;
    }
    return acc;
}

static void stop(double z, int now) { /* z: the caller's deepest node, read by none */
    (void)z;
    if (now) {
        printf("stop\n");
        exit(0);
    }
}

/* called through pointers the compiler cannot see through: not inlined */
static double (*volatile inner_ptr)(double, int) = inner;
static void (*volatile stop_ptr)(double, int) = stop;

int main(int argc, char **argv) {
    int n = argc > 5 ? argc : 40;
    double t = 1.0, s = 0.0, u = 0.0;
    for (int i = 0; i < n; i++) {
        if (i > 0) { /* nothing in the first iteration; t's node is lower than s's */
            t = t * 1.0001;
            s = s + t * t;
        }
    }
    for (int i = 0; i < n; i++) {
        if (i > 1) { /* nodes, then a call whose loop ends before the block does */
            double y = u * 1.5 + (double)i;
            u = y + inner_ptr(y, i % 7);
        }
    }
    for (int i = 0; i < 16 * n; i++) { /* the deepest node, then a call that exits */
        s = s * 0.999 + 1.0;
        double z = s * s + u;
        z = z * z + z;
        stop_ptr(z * 1.5 + 2.0, i == 12 * n);
    }
    printf("%.6f\n", s + u + t);
    return 0;
}
