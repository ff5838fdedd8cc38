/* Threshold a pair of 16-bit sensor traces: short, bool and char arrays, one
 * independent loop over them (each element is written and read by its own iteration). */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

void classify(const short *hi, const short *lo, short *delta, bool *keep, char *tag, int n, short thr) {
    for (int i = 0; i < n; i++) {                /* corpus:element-loop */
        delta[i] = (short)(hi[i] - lo[i]);
        keep[i] = delta[i] > thr;
        tag[i] = keep[i] ? 'K' : '.';
    }
}

/* Deterministic generator (a 32-bit LCG), as benchmark inputs often are. */
static unsigned next(unsigned *state) {
    *state = *state * 1664525u + 1013904223u;
    return *state >> 16;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s config.txt\n", argv[0]);
        return 1;
    }
    FILE *f = fopen(argv[1], "r");
    int n, thr;
    unsigned seed;
    if (!f || fscanf(f, "%d %u %d", &n, &seed, &thr) != 3 || n <= 0) {
        fprintf(stderr, "%s: expected 'n seed threshold'\n", argv[1]);
        return 1;
    }
    fclose(f);
    short *hi = malloc(sizeof(short) * n), *lo = malloc(sizeof(short) * n), *delta = malloc(sizeof(short) * n);
    bool *keep = malloc(sizeof(bool) * n);
    char *tag = malloc((size_t)n + 1);
    for (int i = 0; i < n; i++) {
        hi[i] = (short)(next(&seed) % 2000);
        lo[i] = (short)(next(&seed) % 1000);
    }
    classify(hi, lo, delta, keep, tag, n, (short)thr);
    tag[n] = '\0';
    long sum = 0;
    int kept = 0;
    for (int i = 0; i < n; i++) {
        sum += delta[i];
        kept += keep[i];
    }
    printf("n %d kept %d delta-sum %ld tags %.16s\n", n, kept, sum, tag);
    free(hi); free(lo); free(delta); free(keep); free(tag);
    return 0;
}
