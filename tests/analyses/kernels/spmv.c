#include <stdio.h>
/* 4x4 CSR matrix with row lengths 1, 3, 0, 2 (nnz = 6). */
static const int rowptr[5] = {0, 1, 4, 4, 6};
static const int col[6] = {0, 0, 1, 3, 2, 3};
static const double val[6] = {1, 2, 3, 4, 5, 6};
static const double x[4] = {1, 1, 2, 2};
static double y[4];
void spmv(int n) {
    for (int i = 0; i < n; i++) {
        double s = 0.0;
        for (int j = rowptr[i]; j < rowptr[i + 1]; j++)
            s += val[j] * x[col[j]];
        y[i] = s;
    }
}
int main(void) {
    spmv(4);
    printf("%.1f %.1f %.1f %.1f\n", y[0], y[1], y[2], y[3]);
    return 0;
}
