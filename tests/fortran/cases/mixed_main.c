/* A C main calling a Fortran subroutine (mixed_axpy.f90, bind(c)). */
#include <stdio.h>
void axpy(int n, double a, double *x, double *y);
int main(void) {
  double x[100], y[100];
  for (int i = 0; i < 100; i++) { x[i] = i; y[i] = 1; }
  axpy(100, 2.0, x, y);
  fflush(stdout);
  printf("c says y[99] = %g\n", y[99]);
  return 0;
}
