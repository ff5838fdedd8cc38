#include <stdio.h>
static double a[64] __attribute__((aligned(128)));
void touch(int reps) {
    for (int r = 0; r < reps; r++)
        for (int i = 0; i < 64; i++)
            a[i] = a[i] + 1.0;
}
int main(void) {
    touch(2);
    printf("%.1f\n", a[3]);
    return 0;
}
