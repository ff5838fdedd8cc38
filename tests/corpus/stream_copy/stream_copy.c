/* STREAM's Copy kernel (issue 40): a plain copy, no arithmetic, timed with a double
 * clock difference, run NTIMES times. Its cost is its traffic. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double mysecond(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1.e-9 * (double)ts.tv_nsec;
}

void copy(double *restrict c, const double *restrict a, long n) {
    for (long j = 0; j < n; j++) /* corpus:copy-loop */
        c[j] = a[j];
}

int main(int argc, char **argv) {
    long n;
    int ntimes;
    FILE *f = argc > 1 ? fopen(argv[1], "r") : NULL;
    if (!f || fscanf(f, "%ld %d", &n, &ntimes) != 2 || n <= 0 || ntimes <= 0) {
        fprintf(stderr, "usage: %s config.txt (elements repetitions)\n", argv[0]);
        return 1;
    }
    fclose(f);
    double *a = malloc(n * sizeof(double)), *c = malloc(n * sizeof(double));
    if (!a || !c) return 1;
    for (long j = 0; j < n; j++) a[j] = 1.0 + (double)(j % 7);
    double best = 1e30;
    for (int k = 0; k < ntimes; k++) {
        double t = mysecond();
        copy(c, a, n);
        t = mysecond() - t;
        if (t < best) best = t;
    }
    double sum = 0.0;
    for (long j = 0; j < n; j++) sum += c[j];
    printf("copy checksum %.1f\n", sum);
    fprintf(stderr, "best %.6f s, %.1f MB/s\n", best, 2.0 * sizeof(double) * n / best * 1e-6);
    free(a); free(c);
    return 0;
}
