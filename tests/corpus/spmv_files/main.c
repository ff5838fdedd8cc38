/* SpMV driver: matrix from argv[1], vector from argv[2], gettimeofday timing. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/time.h>

#include "csr.h"

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: %s matrix.txt vector.txt\n", argv[0]);
        return 1;
    }
    csr_t a;
    if (csr_read(argv[1], &a) != 0)
        return 1;
    int n;
    double *x = vector_read(argv[2], &n);
    if (!x || n != a.ncols) {
        fprintf(stderr, "%s: expected %d values\n", argv[2], a.ncols);
        return 1;
    }
    double *y = calloc((size_t)a.nrows, sizeof(double));
    struct timeval t0, t1;
    gettimeofday(&t0, NULL);
    spmv(a, x, y, 3);
    gettimeofday(&t1, NULL);
    double sum = 0.0;
    for (int i = 0; i < a.nrows; i++)
        sum += y[i] * (i + 1);
    printf("rows %d nnz %d checksum %.9f\n", a.nrows, a.nnz, sum);
    fprintf(stderr, "spmv %.6f s\n", (t1.tv_sec - t0.tv_sec) + 1e-6 * (t1.tv_usec - t0.tv_usec));
    csr_free(&a);
    free(x);
    free(y);
    return 0;
}
