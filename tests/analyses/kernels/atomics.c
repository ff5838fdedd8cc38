/* C11 atomics in a sequential kernel: an atomic load and store each iteration (the
 * instrumenter must find their pointer before the ordering) and an atomic add. */
#include <stdatomic.h>
#include <stdio.h>

#define N 1000

static _Atomic double last;
static _Atomic long count;
static double a[N];

double atomics(int n)
{
    double s = 0.0;
    for (int i = 0; i < n; i++) {
        s += a[i] + atomic_load(&last);
        atomic_store(&last, a[i]);
        atomic_fetch_add(&count, 1);
    }
    return s + (double)atomic_load(&count);
}

int main(void)
{
    for (int i = 0; i < N; i++)
        a[i] = (double)(i % 13);
    printf("checksum %.10e\n", atomics(N));
    return 0;
}
