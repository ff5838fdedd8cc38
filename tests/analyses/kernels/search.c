/* Loops whose exit depends on data they load (searches) and loops that only reload a
 * fixed bound; see test_real_program_analyses.py for the expected kinds. */
#include <stdio.h>
#include <stdlib.h>

struct ivec {
    long n;
    long *data;
};

double search(const double *a, long n, struct ivec *s, int q)
{
    long pos = 0;
    double acc = 0.0;
    for (int r = 0; r < q; r++) { /* line 15: pos carried from query to query */
        double key = a[pos] + 0.5;
        long i = pos;
        while (i < n - 1 && a[i] < key) /* line 18: a search */
            i++;
        pos = (i * 7 + 3) % (n / 2);
        acc += a[i];
    }
    long first = -1;
    for (long i = 0; i < n; i++) { /* line 24: a search with a break */
        if (a[i] > 0.75 * (double)n) {
            first = i;
            break;
        }
    }
    for (long i = 0; i < s->n; i++) /* line 30: s->n reloaded (s->data may alias it) */
        s->data[i] = 3 * i;
    return acc + (double)first + (double)s->data[5];
}

int main(void)
{
    long n = 4000;
    double *a = malloc(n * sizeof(double));
    struct ivec s = {n, malloc(n * sizeof(long))};
    if (!a || !s.data)
        return 1;
    for (long i = 0; i < n; i++)
        a[i] = (double)i + (double)((i * 37) % 11) * 0.1;
    printf("checksum %.10e\n", search(a, n, &s, 200));
    free(a);
    free(s.data);
    return 0;
}
