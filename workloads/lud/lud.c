/*
 * LUD: in-place LU decomposition of a dense n x n matrix without pivoting
 * (Doolittle order, after the Rodinia "lud" benchmark description: for each i the
 * row i of U and then the column i of L are computed by inner products against the
 * already factored rows and columns).  Sequential C99.
 *
 * Input (little-endian binary):
 *   int32  n
 *   double a[n][n]                row-major, diagonally dominant
 * Output: "checksum <sum of the factored matrix (L below, U on/above the diagonal)>".
 */
#include <stdio.h>
#include <stdlib.h>

void lud(double *a, int n)
{
    for (int i = 0; i < n; i++) {
        for (int j = i; j < n; j++) {
            double sum = a[i * n + j];
            for (int k = 0; k < i; k++)
                sum -= a[i * n + k] * a[k * n + j];
            a[i * n + j] = sum;
        }
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
    fprintf(stderr, "lud: %s '%s'\n", msg, path);
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

    lud(a, n);

    double sum = 0.0;
    for (size_t i = 0; i < (size_t)n * n; i++)
        sum += a[i];
    printf("checksum %.15e\n", sum);
    free(a);
    return 0;
}
