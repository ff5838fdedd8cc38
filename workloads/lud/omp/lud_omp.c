/*
 * LUD, OpenMP CPU implementation, restructured (registry tuned_omp_source: timed by
 * `automatch validate` beside the reference lud_doolittle_omp.c, which parallelises the
 * analysed loops as they stand, and never in the accuracy figures: this is another
 * algorithm).  Same input format and checksum as ../lud.c; also prints
 * "kernel_time_s <s>".
 * Build: gcc -O3 -march=native -fopenmp lud_omp.c -o lud_omp
 * Right-looking blocked LU without pivoting (block size BS): per diagonal block,
 * (1) factor the diagonal block, (2) triangular solves of the row and column
 * panels, one block per task of a static loop, (3) update of the trailing matrix,
 * a static collapse(2) loop over block pairs whose inner loops are unit-stride
 * (i-k-j order) and vectorise.  One parallel region covers the whole factorisation.
 */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define BS 64

static inline int imin(int a, int b) { return a < b ? a : b; }

static void lud(double *restrict a, int n)
{
    const int nb = (n + BS - 1) / BS;
#pragma omp parallel
    for (int kb = 0; kb < nb; kb++) {
        const int k0 = kb * BS, k1 = imin(k0 + BS, n);
#pragma omp single
        /* (1) diagonal block, unblocked right-looking */
        for (int k = k0; k < k1; k++) {
            const double piv = a[(size_t)k * n + k];
            for (int i = k + 1; i < k1; i++) {
                double *ri = a + (size_t)i * n;
                const double *rk = a + (size_t)k * n;
                const double l = ri[k] / piv;
                ri[k] = l;
                for (int j = k + 1; j < k1; j++)
                    ri[j] -= l * rk[j];
            }
        }
        /* implicit barrier after single */
        const int rest = nb - kb - 1;
        /* (2) panels: tasks 0..rest-1 = row panel blocks, rest..2*rest-1 = column panel */
#pragma omp for schedule(static)
        for (int task = 0; task < 2 * rest; task++) {
            if (task < rest) {
                const int j0 = k1 + task * BS, j1 = imin(j0 + BS, n);
                /* U_kj = L_kk^{-1} A_kj (unit lower forward substitution) */
                for (int i = k0; i < k1; i++) {
                    double *ri = a + (size_t)i * n;
                    for (int k = k0; k < i; k++) {
                        const double l = ri[k];
                        const double *rk = a + (size_t)k * n;
                        for (int j = j0; j < j1; j++)
                            ri[j] -= l * rk[j];
                    }
                }
            } else {
                const int i0 = k1 + (task - rest) * BS, i1 = imin(i0 + BS, n);
                /* L_ik = A_ik U_kk^{-1} */
                for (int i = i0; i < i1; i++) {
                    double *ri = a + (size_t)i * n;
                    for (int k = k0; k < k1; k++) {
                        const double *rk = a + (size_t)k * n;
                        const double l = ri[k] / rk[k];
                        ri[k] = l;
                        for (int j = k + 1; j < k1; j++)
                            ri[j] -= l * rk[j];
                    }
                }
            }
        }
        /* (3) trailing update A_ij -= L_ik U_kj */
#pragma omp for collapse(2) schedule(static)
        for (int ib = kb + 1; ib < nb; ib++) {
            for (int jb = kb + 1; jb < nb; jb++) {
                const int i0 = ib * BS, i1 = imin(i0 + BS, n);
                const int j0 = jb * BS, j1 = imin(j0 + BS, n);
                for (int i = i0; i < i1; i++) {
                    double *restrict ri = a + (size_t)i * n;
                    for (int k = k0; k < k1; k++) {
                        const double l = ri[k];
                        const double *restrict rk = a + (size_t)k * n;
#pragma omp simd
                        for (int j = j0; j < j1; j++)
                            ri[j] -= l * rk[j];
                    }
                }
            }
        }
    }
}

static int read_exact(FILE *f, void *buf, size_t size, size_t count)
{
    return fread(buf, size, count, f) == count;
}

static int fail(const char *msg, const char *path, FILE *f)
{
    fprintf(stderr, "lud_omp: %s '%s'\n", msg, path);
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
#pragma omp parallel for schedule(static)
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            a[(size_t)i * n + j] = 0.0;
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
