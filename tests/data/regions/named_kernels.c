/* Two named kernels and a loop nest in main for whole-program mode's named regions
 * (tests/analyses/test_regions.py: --kernel scale,chain [--regions auto]). argv[1] holds N_X
 * doubles, read with fread, so the only loops are the three below. Each kernel holds a
 * loop nest of its own, which belongs to the kernel (outermost wins); the test derives
 * W, D, S and w_i of each region by hand from the sizes below. */
#include <stdio.h>
#include <stdlib.h>

#define N_X 8192 /* input doubles */
#define N1 8192  /* scale: elements */
#define N2 2048  /* chain: elements */
#define N3 4096  /* main's loop: elements */

/* Named kernel 1, parallel: one multiply-add (llvm.fmuladd: 2 flops, 1 level) per
 * element, all independent: W = 2 N1, D = 1, w = (2 N1) once, S = 0. */
void scale(const double *x, double *y) {
  for (int i = 0; i < N1; i++)
    y[i] = x[i] * 2.0 + 1.0;
}

/* Named kernel 2, sequential: s carries a chain of N2 multiply-adds: W = 2 N2, D = N2,
 * w = 2 at each of the N2 levels, S = 0 (no parallel loop inside a sequential one). */
double chain(const double *x) {
  double s = 0.0;
  for (int i = 0; i < N2; i++)
    s = s * 0.5 + x[i];
  return s;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s data.bin\n", argv[0]);
    return 1;
  }
  double *x = malloc(sizeof(double) * N_X);
  double *y = malloc(sizeof(double) * N1);
  double *z = malloc(sizeof(double) * N3);
  FILE *f = fopen(argv[1], "rb");
  if (!f || fread(x, sizeof(double), N_X, f) != N_X) {
    fprintf(stderr, "cannot read %s\n", argv[1]);
    return 1;
  }
  fclose(f);
  scale(x, y);
  double s = chain(y);
  /* main's loop nest, parallel: an add then a multiply per element (2 flops, 2 levels):
   * W = 2 N3, D = 2, w = (N3, N3), S = 0. */
  for (int i = 0; i < N3; i++)
    z[i] = (x[i] + 1.0) * x[i];
  printf("%.6f %.6f %.6f\n", y[N1 - 1], s, z[N3 - 1]);
  free(x);
  free(y);
  free(z);
  return 0;
}
