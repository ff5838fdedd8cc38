/* K&R C as old HPC codes are written: implicit int, old-style definitions, a function
 * called before it is declared, an #included helper file, omp_* calls without
 * <omp.h> (its include only under _OPENMP), and an rdtsc timer in inline assembly
 * around the computation. Timings go to stderr; stdout carries the checksum. */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#endif
#include "cycles.h"
#include "sweep.c"

#define MAXN 4096

static double u[MAXN], v[MAXN];
static n, steps;

main(argc, argv)
int argc;
char **argv;
{
  double *a, *b, *t, s;
  int i, k;
  unsigned long long c0, c1;
  if (argc < 2 || read_config(argv[1]) != 0) {
    printf("usage: kr_relax config.txt\n");
    return 1;
  }
  init(u, v, n);
  a = u;
  b = v;
  c0 = rdtsc();
  for (k = 0; k < steps; k++) { /* corpus:time-loop */
    sweep(a, b, n);
    t = a;
    a = b;
    b = t;
  }
  c1 = rdtsc();
  s = 0.0;
  for (i = 0; i < n; i++) /* corpus:sum-loop */
    s += a[i];
  printf("threads %d checksum %.6f\n", omp_get_max_threads(), s);
  fprintf(stderr, "cycles %llu\n", c1 - c0);
  return 0;
}

read_config(path)
char *path;
{
  FILE *f = fopen(path, "r");
  if (!f)
    return 1;
  if (fscanf(f, "%d %d", &n, &steps) != 2 || n < 3 || n > MAXN) {
    fclose(f);
    return 1;
  }
  fclose(f);
  return 0;
}
