/* Readers: matrix "nrows ncols nnz" then nrows lines "k c1 v1 ... ck vk";
 * vector "n" then n values. */
#include <stdio.h>
#include <stdlib.h>

#include "csr.h"

int csr_read(const char *path, csr_t *m) {
    FILE *f = fopen(path, "r");
    if (!f || fscanf(f, "%d %d %d", &m->nrows, &m->ncols, &m->nnz) != 3) {
        fprintf(stderr, "%s: bad matrix header\n", path);
        return -1;
    }
    m->rowptr = malloc(sizeof(int) * (size_t)(m->nrows + 1));
    m->col = malloc(sizeof(int) * (size_t)m->nnz);
    m->val = malloc(sizeof(double) * (size_t)m->nnz);
    int p = 0;
    m->rowptr[0] = 0;
    for (int i = 0; i < m->nrows; i++) {
        int k;
        if (fscanf(f, "%d", &k) != 1 || p + k > m->nnz) {
            fprintf(stderr, "%s: bad row %d\n", path, i);
            fclose(f);
            return -1;
        }
        for (int e = 0; e < k; e++, p++)
            if (fscanf(f, "%d %lf", &m->col[p], &m->val[p]) != 2 || m->col[p] < 0 || m->col[p] >= m->ncols) {
                fprintf(stderr, "%s: bad entry in row %d\n", path, i);
                fclose(f);
                return -1;
            }
        m->rowptr[i + 1] = p;
    }
    fclose(f);
    return p == m->nnz ? 0 : -1;
}

double *vector_read(const char *path, int *n) {
    FILE *f = fopen(path, "r");
    if (!f || fscanf(f, "%d", n) != 1 || *n <= 0)
        return NULL;
    double *v = malloc(sizeof(double) * (size_t)*n);
    for (int i = 0; i < *n; i++)
        if (fscanf(f, "%lf", &v[i]) != 1) {
            free(v);
            fclose(f);
            return NULL;
        }
    fclose(f);
    return v;
}

void csr_free(csr_t *m) {
    free(m->rowptr);
    free(m->col);
    free(m->val);
}
