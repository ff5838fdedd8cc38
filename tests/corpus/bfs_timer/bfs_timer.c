/* bfs_bool's traversal with the habits around it of Rodinia's bfs (issue 40): a
 * `double` timer difference around the traversal and a floating-point average of the
 * costs after it. The traversal itself is integer work only, in whole-program mode
 * (--regions auto, or --kernel bfs,average_cost) as with --kernel bfs. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/time.h>

static double wall_seconds(void) {
    struct timeval tv;
    gettimeofday(&tv, NULL);
    return (double)tv.tv_sec + (double)tv.tv_usec * 1e-6;
}

double average_cost(const int *cost, int n) {
    double s = 0.0;
    for (int i = 0; i < n; i++) /* corpus:average-loop */
        s += cost[i];
    return s / n;
}

typedef struct {
    int starting;    /* first edge of the node */
    int no_of_edges; /* number of edges */
} node_t;

void bfs(const node_t *nodes, const int *edges, int n, bool *mask, bool *updating, bool *visited, int *cost,
         bool *over) {
    int levels = 0;
    do {
        *over = false;                           /* corpus:level-loop (a do-while's header) */
        for (int tid = 0; tid < n; tid++) {      /* corpus:expand-loop */
            if (mask[tid]) {
                mask[tid] = false;
                for (int e = nodes[tid].starting; e < nodes[tid].starting + nodes[tid].no_of_edges; e++) {
                    int id = edges[e];
                    if (!visited[id]) {
                        cost[id] = cost[tid] + 1;
                        updating[id] = true;
                    }
                }
            }
        }
        for (int tid = 0; tid < n; tid++) {      /* corpus:commit-loop */
            if (updating[tid]) {
                mask[tid] = true;
                visited[tid] = true;
                *over = true;
                updating[tid] = false;
            }
        }
        levels++;
    } while (*over);
    (void)levels;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s graph.txt\n", argv[0]);
        return 1;
    }
    FILE *f = fopen(argv[1], "r");
    int n, source, nedges;
    if (!f || fscanf(f, "%d", &n) != 1 || n <= 0) {
        fprintf(stderr, "%s: bad node count\n", argv[1]);
        return 1;
    }
    node_t *nodes = malloc(sizeof(node_t) * (size_t)n);
    bool *mask = calloc((size_t)n, sizeof(bool)), *updating = calloc((size_t)n, sizeof(bool));
    bool *visited = calloc((size_t)n, sizeof(bool));
    for (int i = 0; i < n; i++)
        if (fscanf(f, "%d %d", &nodes[i].starting, &nodes[i].no_of_edges) != 2) {
            fprintf(stderr, "%s: node %d missing\n", argv[1], i);
            return 1;
        }
    if (fscanf(f, "%d %d", &source, &nedges) != 2 || source < 0 || source >= n) {
        fprintf(stderr, "%s: bad source or edge count\n", argv[1]);
        return 1;
    }
    int *edges = malloc(sizeof(int) * (size_t)nedges);
    for (int e = 0; e < nedges; e++) {
        int cost;
        if (fscanf(f, "%d %d", &edges[e], &cost) != 2 || edges[e] < 0 || edges[e] >= n) {
            fprintf(stderr, "%s: edge %d missing\n", argv[1], e);
            return 1;
        }
    }
    fclose(f);
    int *cost = malloc(sizeof(int) * (size_t)n);
    for (int i = 0; i < n; i++)
        cost[i] = -1;
    mask[source] = true;
    visited[source] = true;
    cost[source] = 0;
    bool over = false;
    double t0 = wall_seconds();
    bfs(nodes, edges, n, mask, updating, visited, cost, &over);
    double t1 = wall_seconds();
    fprintf(stderr, "traversal %.6f s\n", t1 - t0);
    long sum = 0;
    int far = 0, reached = 0;
    for (int i = 0; i < n; i++) {
        if (cost[i] >= 0)
            reached++;
        sum += cost[i];
        if (cost[i] > far)
            far = cost[i];
    }
    printf("nodes %d edges %d reached %d farthest %d cost-sum %ld mean %.4f\n", n, nedges, reached,
           far, sum, average_cost(cost, n));
    free(nodes); free(edges); free(mask); free(updating); free(visited); free(cost);
    return 0;
}
