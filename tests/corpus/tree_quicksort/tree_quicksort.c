/* Read values, sort them with a recursive quicksort, build a balanced binary search
 * tree from the sorted array (recursively) and sum it with a recursive tree walk. */
#include <stdio.h>
#include <stdlib.h>

typedef struct node {
    double value;
    struct node *left, *right;
} node_t;

static void swap(double *a, double *b) {
    double t = *a;
    *a = *b;
    *b = t;
}

static void quicksort(double *v, int lo, int hi) {
    if (lo >= hi)
        return;
    double pivot = v[(lo + hi) / 2];
    int i = lo, j = hi;
    while (i <= j) {
        while (v[i] < pivot) i++;
        while (v[j] > pivot) j--;
        if (i <= j) {
            swap(&v[i], &v[j]);
            i++;
            j--;
        }
    }
    quicksort(v, lo, j);
    quicksort(v, i, hi);
}

static node_t *build(const double *v, int lo, int hi) {
    if (lo > hi)
        return NULL;
    int mid = lo + (hi - lo) / 2;
    node_t *t = malloc(sizeof(node_t));
    t->value = v[mid];
    t->left = build(v, lo, mid - 1);
    t->right = build(v, mid + 1, hi);
    return t;
}

static void destroy(node_t *t) {
    if (!t)
        return;
    destroy(t->left);
    destroy(t->right);
    free(t);
}

static int height(const node_t *t) {
    if (!t)
        return 0;
    int l = height(t->left), r = height(t->right);
    return 1 + (l > r ? l : r);
}

double tree_sum(const node_t *t) {
    if (!t)
        return 0.0;
    return t->value + tree_sum(t->left) + tree_sum(t->right);
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s values.txt\n", argv[0]);
        return 1;
    }
    FILE *f = fopen(argv[1], "r");
    int n;
    if (!f || fscanf(f, "%d", &n) != 1 || n <= 0) {
        fprintf(stderr, "%s: expected a count then the values\n", argv[1]);
        return 1;
    }
    double *v = malloc(sizeof(double) * (size_t)n);
    for (int i = 0; i < n; i++)
        if (fscanf(f, "%lf", &v[i]) != 1) {
            fprintf(stderr, "%s: value %d missing\n", argv[1], i);
            return 1;
        }
    fclose(f);
    quicksort(v, 0, n - 1);
    for (int i = 1; i < n; i++)
        if (v[i - 1] > v[i]) {
            fprintf(stderr, "not sorted at %d\n", i);
            return 1;
        }
    node_t *root = build(v, 0, n - 1);
    double sum = tree_sum(root);
    printf("n %d height %d min %.3f median %.3f max %.3f sum %.6f\n", n, height(root), v[0], v[n / 2],
           v[n - 1], sum);
    destroy(root);
    free(v);
    return 0;
}
