/* The kernel: y = A x, repeated reps times (as a benchmark repeats it for timing). */
#include "csr.h"

void spmv(csr_t a, const double *x, double *y, int reps) {
    for (int r = 0; r < reps; r++) {             /* corpus:rep-loop */
        for (int i = 0; i < a.nrows; i++) {      /* corpus:row-loop */
            double s = 0.0;
            for (int p = a.rowptr[i]; p < a.rowptr[i + 1]; p++)   /* corpus:nz-loop */
                s += a.val[p] * x[a.col[p]];
            y[i] = s;
        }
    }
}
