/*
 * LUD, OpenMP CPU implementation of the analysed loops themselves: the loops of ../lud.c
 * (Doolittle order) as written, with OpenMP pragmas added and nothing else (no restrict,
 * no omp simd, no reordering).  For each i, the row loop of U and the column loop of L
 * are static parallel loops (one barrier after each: 2 n barriers); every inner product
 * is a sequential chain inside its thread.  Same input format and checksum as ../lud.c;
 * also prints "kernel_time_s <s>".  The validation's reference (registry omp_source):
 * what the analysed algorithm itself runs in when parallelised as its dependences allow.
 * The blocked lud_omp.c (as Rodinia's) is timed beside it as the restructured reference
 * (tuned_omp_source), never in the accuracy figures.
 * Build: clang-19 -O3 -march=native -fopenmp lud_doolittle_omp.c -o lud_doolittle_omp
 */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

void lud(double *a, int n)
{
    for (int i = 0; i < n; i++) {
#pragma omp parallel for schedule(static)
        for (int j = i; j < n; j++) {
            double sum = a[i * n + j];
            for (int k = 0; k < i; k++)
                sum -= a[i * n + k] * a[k * n + j];
            a[i * n + j] = sum;
        }
#pragma omp parallel for schedule(static)
        for (int j = i + 1; j < n; j++) {
            double sum = a[j * n + i];
            for (int k = 0; k < i; k++)
                sum -= a[j * n + k] * a[k * n + i];
            a[j * n + i] = sum / a[i * n + i];
        }
    }
}

static int read_exact(FILE *f, void *buf, size_t size, size_t count)
{
    return fread(buf, size, count, f) == count;
}

static int fail(const char *msg, const char *path, FILE *f)
{
    fprintf(stderr, "lud_doolittle_omp: %s '%s'\n", msg, path);
    if (f)
        fclose(f);
    return 1;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s INPUT.bin\n", argv[0]);
        return 1;
    }
    FILE *f = fopen(argv[1], "rb");
    if (!f)
        return fail("cannot open input file", argv[1], NULL);
    int n;
    if (!read_exact(f, &n, sizeof(int), 1))
        return fail("header too short in", argv[1], f);
    if (n < 1 || n > 16384)
        return fail("bad header in", argv[1], f);
    double *a = malloc((size_t)n * n * sizeof(double));
    if (!a)
        return fail("out of memory reading", argv[1], f);
    if (!read_exact(f, a, sizeof(double), (size_t)n * n) || fgetc(f) != EOF)
        return fail("wrong file size for the header in", argv[1], f);
    fclose(f);

    double t0 = omp_get_wtime();
    lud(a, n);
    double t1 = omp_get_wtime();

    double sum = 0.0;
    for (size_t i = 0; i < (size_t)n * n; i++)
        sum += a[i];
    printf("checksum %.15e\n", sum);
    printf("kernel_time_s %.6f\n", t1 - t0);
    free(a);
    return 0;
}
