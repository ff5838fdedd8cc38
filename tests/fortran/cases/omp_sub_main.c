/* Calls the Fortran procedure of omp_sub.f90, which asks omp_lib for its threads. */
#include <stdio.h>
void omp_work(int n, double *x, int *nthreads);
int main(void) {
  double x[50];
  int nt = -1;
  for (int i = 0; i < 50; i++) x[i] = i;
  omp_work(50, x, &nt);
  printf("threads %d x[49] %g\n", nt, x[49]);
  return 0;
}
