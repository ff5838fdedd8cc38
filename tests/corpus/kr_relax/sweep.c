/* #included by kr_relax.c, as old codes include their helpers: K&R definitions. */

/* The initial field, in both buffers (no sweep writes the two boundary values). */
init(a, b, n)
double *a, *b;
int n;
{
  int i;
  for (i = 0; i < n; i++) { /* corpus:init-loop */
    a[i] = (double)(i % 7);
    b[i] = a[i];
  }
  return 0;
}

/* One Jacobi sweep: the interior of b from a's neighbours. */
sweep(a, b, n)
double *a, *b;
int n;
{
  int i;
  for (i = 1; i < n - 1; i++) /* corpus:cell-loop */
    b[i] = (a[i - 1] + a[i + 1]) * 0.5;
  return 0;
}
