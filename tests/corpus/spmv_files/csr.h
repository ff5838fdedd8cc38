/* A CSR matrix descriptor, passed by value to the kernel (spmv_files benchmark). */
#ifndef CSR_H
#define CSR_H

typedef struct {
    int nrows, ncols, nnz;
    int *rowptr; /* nrows + 1 */
    int *col;    /* nnz */
    double *val; /* nnz */
} csr_t;

int csr_read(const char *path, csr_t *m);
double *vector_read(const char *path, int *n);
void csr_free(csr_t *m);
void spmv(csr_t a, const double *x, double *y, int reps);

#endif
