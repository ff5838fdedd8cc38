/* 1-D heat diffusion, an OpenMP code built sequentially (no -fopenmp): the pragmas are
 * ignored and the omp_* calls come from the (stub) OpenMP runtime. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

void heat(double *a, double *b, int n, int steps, double third) {
    for (int t = 0; t < steps; t++) {            /* corpus:time-loop */
#pragma omp parallel for schedule(static)
        for (int i = 1; i < n - 1; i++)          /* corpus:cell-loop */
            b[i] = (a[i - 1] + a[i] + a[i + 1]) * third;
        double *tmp = a;
        a = b;
        b = tmp;
    }
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s config.txt\n", argv[0]);
        return 1;
    }
    FILE *f = fopen(argv[1], "r");
    int n, steps;
    double left, right;
    if (!f || fscanf(f, "%d %d %lf %lf", &n, &steps, &left, &right) != 4 || n < 3) {
        fprintf(stderr, "%s: expected 'n steps left right'\n", argv[1]);
        return 1;
    }
    fclose(f);
    double *a = malloc(sizeof(double) * (size_t)n), *b = malloc(sizeof(double) * (size_t)n);
    int threads = 0;
#pragma omp parallel
    {
#pragma omp master
        threads = omp_get_num_threads();
    }
#pragma omp parallel for
    for (int i = 0; i < n; i++)
        a[i] = b[i] = (i % 16) * 0.25;
    a[0] = b[0] = left;
    a[n - 1] = b[n - 1] = right;
    double t0 = omp_get_wtime();
    heat(a, b, n, steps, 1.0 / 3.0);
    double t1 = omp_get_wtime();
    double *last = (steps % 2) ? b : a;
    double sum = 0.0;
#pragma omp parallel for reduction(+ : sum)
    for (int i = 0; i < n; i++)
        sum += last[i];
    printf("threads %d max %d n %d steps %d checksum %.10f\n", threads, omp_get_max_threads(), n, steps, sum);
    fprintf(stderr, "heat: %.6f s on thread %d\n", t1 - t0, omp_get_thread_num());
    free(a);
    free(b);
    return 0;
}
