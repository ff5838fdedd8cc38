#include <stdio.h>
#define N 16
static double a[N][N];
void fig6(int n) {
    for (int i = 1; i < n; i++)
        for (int j = 1; j < n; j++)
            a[i][j] = a[i - 1][j] + 2;
}
int main(void) {
    fig6(N);
    printf("%.1f\n", a[N - 1][N - 1]);
    return 0;
}
