/* A kernel that copies and clears whole megabytes at once (memcpy and memset of 4 MiB
 * each, the first accesses of the run) before it sums the copy: the replay must take
 * a range that spans more shadow pages than it holds at the start. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N (1L << 19) /* 512 Ki doubles: 4 MiB */

double bigcopy(double *dst, const double *src, double *scratch, long n)
{
    memcpy(dst, src, (size_t)n * sizeof(double));
    memset(scratch, 0, (size_t)n * sizeof(double));
    double s = 0.0;
    for (long i = 0; i < n; i++)
        s += dst[i] + scratch[i];
    return s;
}

int main(void)
{
    double *a = malloc(N * sizeof(double));
    double *b = malloc(N * sizeof(double));
    double *c = malloc(N * sizeof(double));
    if (!a || !b || !c)
        return 1;
    for (long i = 0; i < N; i++)
        a[i] = (double)(i % 7);
    printf("checksum %.10e\n", bigcopy(b, a, c, N));
    free(a);
    free(b);
    free(c);
    return 0;
}
