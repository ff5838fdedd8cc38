/* Rank random items with a scoring function chosen by name (function pointers), sort
 * them with qsort and a comparison callback, and sum the best scores.  The kernel
 * works on a scratch copy it allocates and frees through a helper. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    int id;
    double a, b;
    double score;
} item_t;

typedef double (*score_fn)(const item_t *);

static double linear(const item_t *it) { return 2.0 * it->a + it->b; }
static double ratio(const item_t *it) { return it->a / (it->b + 1.0); }
static double product(const item_t *it) { return it->a * it->b; }

static const struct {
    const char *name;
    score_fn fn;
} scorers[] = {{"linear", linear}, {"ratio", ratio}, {"product", product}};

static int by_score_desc(const void *x, const void *y) {
    double a = ((const item_t *)x)->score, b = ((const item_t *)y)->score;
    return (a < b) - (a > b);
}

static void release(void *p) { free(p); }

double rank_items(const item_t *items, int n, score_fn score, int top, int *best_id) {
    item_t *work = malloc(sizeof(item_t) * (size_t)n);
    memcpy(work, items, sizeof(item_t) * (size_t)n);
    for (int i = 0; i < n; i++)                  /* corpus:score-loop */
        work[i].score = score(&work[i]);
    qsort(work, (size_t)n, sizeof(item_t), by_score_desc);
    double sum = 0.0;
    for (int i = 0; i < top; i++)                /* corpus:top-loop */
        sum += work[i].score;
    *best_id = work[0].id;
    release(work);
    return sum;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s config.txt\n", argv[0]);
        return 1;
    }
    FILE *f = fopen(argv[1], "r");
    int n, top;
    unsigned seed;
    char name[32];
    if (!f || fscanf(f, "%d %u %31s %d", &n, &seed, name, &top) != 4 || n <= 0 || top > n) {
        fprintf(stderr, "%s: expected 'n seed scorer top'\n", argv[1]);
        return 1;
    }
    fclose(f);
    score_fn fn = NULL;
    for (size_t k = 0; k < sizeof scorers / sizeof scorers[0]; k++)
        if (strcmp(scorers[k].name, name) == 0)
            fn = scorers[k].fn;
    if (!fn) {
        fprintf(stderr, "unknown scorer %s\n", name);
        return 1;
    }
    srand(seed);
    item_t *items = malloc(sizeof(item_t) * (size_t)n);
    for (int i = 0; i < n; i++) {
        items[i].id = i;
        items[i].a = (rand() % 10000) / 100.0;
        items[i].b = (rand() % 10000) / 100.0;
        items[i].score = 0.0;
    }
    int best = -1;
    double sum = rank_items(items, n, fn, top, &best);
    printf("scorer %s top %d sum %.6f best %d\n", name, top, sum, best);
    free(items);
    return 0;
}
