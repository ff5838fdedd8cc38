/* Three regions for whole-program mode (tests/analyses/test_regions.py): argv[1] holds N_A + M_B
 * doubles (read with fread, so no loop of main touches them and the only loop nests are
 * the three regions below). Each region is one outermost loop nest of its own function;
 * the test derives W, D and S of each by hand from the sizes below. */
#include <stdio.h>
#include <stdlib.h>

#define N_A 4096 /* compute: elements */
#define K_A 1024 /* compute: dependent multiply-adds per element */
#define M_B 16384 /* stream: elements */
#define T_B 64    /* stream: sweeps */
#define M_C 16384  /* recurrence: elements (of b, so M_C <= M_B) */

/* Region A, compute-bound and parallel: every element runs its own chain of K_A
 * multiply-adds (one llvm.fmuladd each, 2 flops, 1 level); the elements are independent. */
static void compute(const double *a, double *out) {
  for (int i = 0; i < N_A; i++) {
    double x = a[i];
    for (int j = 0; j < K_A; j++)
      x = x * 0.999 + 0.5;
    out[i] = x;
  }
}

/* Region B, memory-bound: T_B sweeps, each streaming x into y (one multiply-add per
 * 16 bytes moved), then x and y swap, so sweep t + 1 reads what sweep t wrote. */
static void stream(double *x, double *y) {
  for (int t = 0; t < T_B; t++) {
    for (int i = 0; i < M_B; i++)
      y[i] = x[i] * 0.5 + 1.0;
    double *s = x;
    x = y;
    y = s;
  }
}

/* Region C, a sequential recurrence: y[i] needs y[i-1] (a carried RAW through memory). */
static void recurrence(const double *b, double *y) {
  y[0] = b[0];
  for (int i = 1; i < M_C; i++)
    y[i] = y[i - 1] * 0.5 + b[i];
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s data.bin\n", argv[0]);
    return 1;
  }
  double *a = malloc(sizeof(double) * N_A);
  double *b = malloc(sizeof(double) * M_B);
  double *out = malloc(sizeof(double) * N_A);
  double *c = malloc(sizeof(double) * M_B);
  double *y = malloc(sizeof(double) * M_C);
  FILE *f = fopen(argv[1], "rb");
  if (!f || fread(a, sizeof(double), N_A, f) != N_A || fread(b, sizeof(double), M_B, f) != M_B) {
    fprintf(stderr, "cannot read %s\n", argv[1]);
    return 1;
  }
  fclose(f);
  compute(a, out);
  stream(b, c);  /* b is overwritten (T_B is even: the result is back in b) */
  recurrence(b, y);
  printf("%.6f %.6f %.6f\n", out[N_A - 1], b[M_B - 1], y[M_C - 1]);
  free(a);
  free(b);
  free(out);
  free(c);
  free(y);
  return 0;
}
