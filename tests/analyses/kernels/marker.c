#include <stdio.h>
#include "automatch.h"
static double a[32];
void marked(int steps) {
    for (int s = 0; s < steps; s++) {
        for (int i = 0; i < 32; i++)
            a[i] = a[i] * 0.5 + 1.0;
        automatch_sync();
    }
}
int main(void) {
    marked(5);
    printf("%.3f\n", a[0]);
    return 0;
}
