#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#define N 3000
#define T 4
static bool flag[N];
static char ch[N];
static short sh[N];
static int in[N];
static char chain[N];
static char src[N], dst[N], odd[N / 2];

void subword(int n, int t) {
    for (int s = 0; s < t; s++) {
        for (int i = 0; i < n; i++)
            flag[i] = !flag[i];
    }
    for (int i = 0; i < n; i++)
        ch[i] = (char)(ch[i] + 1);
    for (int i = 0; i < n; i++)
        sh[i] = (short)(sh[i] * 3);
    for (int i = 0; i < n; i++)
        in[i] = in[i] + 1;
    for (int i = 1; i < n; i++)
        chain[i] = (char)(chain[i - 1] + 1);
    for (int i = 0; i < n / 2; i++) {
        memcpy(dst + 2 * i, src + 2 * i, 1);
        odd[i] = dst[2 * i + 1];
    }
}

int main(void) {
    for (int i = 0; i < N; i++) { ch[i] = (char)i; sh[i] = (short)i; in[i] = i; flag[i] = i & 1; src[i] = (char)(i * 7); }
    subword(N, T);
    long sum = 0;
    for (int i = 0; i < N; i++) sum += flag[i] + ch[i] + sh[i] + in[i] + chain[i] + dst[i] + (i < N / 2 ? odd[i] : 0);
    printf("%ld\n", sum);
    return 0;
}
