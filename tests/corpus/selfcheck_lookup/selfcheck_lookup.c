/* XSBench-style self-check: the program verifies its checksum against the value its
 * input file expects and, when they differ, says why on stdout (not stderr) and exits 1.
 * config.txt holds the right value; wrong_expected.txt the value of another input. */
#include <stdio.h>
#include <stdlib.h>

#define MAXN 4096

static double grid[MAXN];

unsigned long lookups(const double *g, int n, int reps)
{
  unsigned long hash = 0;
  int r, i;
  for (r = 0; r < reps; r++)   /* corpus:rep-loop */
    for (i = 0; i < n; i++) {  /* corpus:lookup-loop */
      double x = g[(i * 7 + r) % n] * 1.5 + 0.25;
      hash += (unsigned long)(x * 4.0);
    }
  return hash;
}

int main(int argc, char **argv)
{
  int n, reps, i;
  unsigned long expected, hash;
  FILE *f;
  if (argc < 2 || !(f = fopen(argv[1], "r"))) {
    printf("usage: selfcheck_lookup config.txt\n");
    return 2;
  }
  if (fscanf(f, "%d %d %lu", &n, &reps, &expected) != 3 || n < 1 || n > MAXN) {
    printf("bad config %s\n", argv[1]);
    fclose(f);
    return 2;
  }
  fclose(f);
  for (i = 0; i < n; i++)
    grid[i] = (double)(i % 13) * 0.5;
  hash = lookups(grid, n, reps);
  printf("Verification checksum: %lu\n", hash);
  if (hash != expected) {
    printf("Verification failed: expected %lu for this input\n", expected);
    return 1;
  }
  printf("Verification passed\n");
  return 0;
}
