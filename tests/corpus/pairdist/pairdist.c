/* All-pairs distances of points read from a file: a small kernel called for every
 * pair (thousands of calls), timed with clock_gettime. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

typedef struct {
    double x, y, z;
} vec3;

double dist(const vec3 *a, const vec3 *b) {
    double dx = a->x - b->x, dy = a->y - b->y, dz = a->z - b->z;
    return sqrt(dx * dx + dy * dy + dz * dz);
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s points.txt\n", argv[0]);
        return 1;
    }
    FILE *f = fopen(argv[1], "r");
    int n;
    double cutoff;
    if (!f || fscanf(f, "%d %lf", &n, &cutoff) != 2 || n < 2) {
        fprintf(stderr, "%s: expected 'n cutoff' then n points\n", argv[1]);
        return 1;
    }
    vec3 *p = malloc(sizeof(vec3) * (size_t)n);
    for (int i = 0; i < n; i++)
        if (fscanf(f, "%lf %lf %lf", &p[i].x, &p[i].y, &p[i].z) != 3) {
            fprintf(stderr, "%s: point %d missing\n", argv[1], i);
            return 1;
        }
    fclose(f);
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    long close = 0;
    double sum = 0.0, nearest = 1e300;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) {
            double d = dist(&p[i], &p[j]);
            sum += d;
            if (d < cutoff)
                close++;
            if (d < nearest)
                nearest = d;
        }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    printf("pairs %ld close %ld nearest %.9f sum %.6f\n", (long)n * (n - 1) / 2, close, nearest, sum);
    fprintf(stderr, "%.6f s\n", (double)(t1.tv_sec - t0.tv_sec) + 1e-9 * (double)(t1.tv_nsec - t0.tv_nsec));
    free(p);
    return 0;
}
