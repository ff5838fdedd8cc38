/* Monte Carlo estimate of a radial integral over the unit square: rand/srand for the
 * samples, sqrt/exp/pow from math.h in the kernel, gettimeofday for the timing. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/time.h>

double integrate(const double *xs, const double *ys, int n, double lambda) {
    double acc = 0.0;
    for (int i = 0; i < n; i++) {                /* corpus:sample-loop */
        double r = sqrt(xs[i] * xs[i] + ys[i] * ys[i]);
        double w = exp(lambda * r);
        acc += w * pow(r, 1.5);
    }
    return acc / n;
}

static double now(void) {
    struct timeval tv;
    gettimeofday(&tv, NULL);
    return (double)tv.tv_sec + 1e-6 * (double)tv.tv_usec;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s config.txt\n", argv[0]);
        return 1;
    }
    FILE *f = fopen(argv[1], "r");
    int n;
    unsigned seed;
    double lambda;
    if (!f || fscanf(f, "%d %u %lf", &n, &seed, &lambda) != 3 || n <= 0) {
        fprintf(stderr, "%s: expected 'samples seed lambda'\n", argv[1]);
        return 1;
    }
    fclose(f);
    srand(seed);
    double *xs = malloc(sizeof(double) * (size_t)n), *ys = malloc(sizeof(double) * (size_t)n);
    for (int i = 0; i < n; i++) {
        xs[i] = rand() / (double)RAND_MAX;
        ys[i] = rand() / (double)RAND_MAX;
    }
    double t0 = now();
    double est = integrate(xs, ys, n, lambda);
    double t1 = now();
    printf("samples %d estimate %.10f\n", n, est);
    fprintf(stderr, "kernel %.6f s\n", t1 - t0);
    free(xs);
    free(ys);
    return 0;
}
