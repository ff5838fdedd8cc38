/* A kernel that calls library code: qsort (with a comparator of its own, which is
 * analysed), strtod in a loop, and calls that change no figure (malloc, free, sqrt,
 * a memcpy).  The first two run uninstrumented and must be reported. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 1000
#define K 10

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

double libcalls(double *v, const char *text)
{
    double *copy = malloc(N * sizeof(double));
    if (!copy)
        return 0.0;
    memcpy(copy, v, N * sizeof(double));
    qsort(copy, N, sizeof(double), cmp);
    double s = 0.0;
    for (int k = 0; k < K; k++)
        s += strtod(text, NULL);
    for (int i = 0; i < N; i++)
        s += sqrt(copy[i]);
    free(copy);
    return s;
}

int main(void)
{
    static double v[N];
    for (int i = 0; i < N; i++)
        v[i] = (double)((i * 7919) % 1009);
    printf("checksum %.10e\n", libcalls(v, "2.5"));
    return 0;
}
