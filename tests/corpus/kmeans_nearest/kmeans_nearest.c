/* The assignment step of Rodinia's kmeans (issue 40): float** feature and cluster
 * tables, and find_nearest_point as Rodinia writes it, with `int index;` left
 * uninitialised and set on the first iteration of its search. Inlined into the point
 * loop, LLVM carries the undefined value around that loop; each call has its own. */
#include <float.h>
#include <stdio.h>
#include <stdlib.h>

static float euclid_dist_2(const float *pt1, const float *pt2, int numdims) {
    float ans = 0.0f;
    for (int i = 0; i < numdims; i++) /* corpus:dist-loop */
        ans += (pt1[i] - pt2[i]) * (pt1[i] - pt2[i]);
    return ans;
}

static int find_nearest_point(const float *pt, int nfeatures, float **pts, int npts) {
    int index, i;
    float min_dist = FLT_MAX;
    for (i = 0; i < npts; i++) { /* corpus:search-loop */
        float dist = euclid_dist_2(pt, pts[i], nfeatures);
        if (dist < min_dist) {
            min_dist = dist;
            index = i;
        }
    }
    return index;
}

int assign_clusters(float **feature, int nfeatures, int npoints, float **clusters, int nclusters,
                    int *membership) {
    int changed = 0;
    for (int i = 0; i < npoints; i++) { /* corpus:point-loop */
        int index = find_nearest_point(feature[i], nfeatures, clusters, nclusters);
        if (membership[i] != index)
            changed++;
        membership[i] = index;
    }
    return changed;
}

int main(int argc, char **argv) {
    int npoints, nclusters, nfeatures;
    unsigned seed;
    FILE *f = argc > 1 ? fopen(argv[1], "r") : NULL;
    if (!f || fscanf(f, "%d %d %d %u", &npoints, &nclusters, &nfeatures, &seed) != 4) {
        fprintf(stderr, "usage: %s config.txt (npoints nclusters nfeatures seed)\n", argv[0]);
        return 1;
    }
    fclose(f);
    float **feature = malloc(npoints * sizeof(float *));
    feature[0] = malloc((size_t)npoints * nfeatures * sizeof(float));
    for (int i = 1; i < npoints; i++) feature[i] = feature[i - 1] + nfeatures;
    for (int i = 0; i < npoints * nfeatures; i++) {
        seed = seed * 1103515245u + 12345u;
        feature[0][i] = (float)((seed >> 16) % 1000) / 10.0f;
    }
    float **clusters = malloc(nclusters * sizeof(float *));
    clusters[0] = malloc((size_t)nclusters * nfeatures * sizeof(float));
    for (int c = 1; c < nclusters; c++) clusters[c] = clusters[c - 1] + nfeatures;
    for (int c = 0; c < nclusters; c++)
        for (int j = 0; j < nfeatures; j++) clusters[c][j] = feature[(c * 37) % npoints][j];
    int *membership = malloc(npoints * sizeof(int));
    for (int i = 0; i < npoints; i++) membership[i] = -1;
    int changed = assign_clusters(feature, nfeatures, npoints, clusters, nclusters, membership);
    long check = 0;
    for (int i = 0; i < npoints; i++) check += (long)membership[i] * (i + 1);
    printf("changed %d membership-sum %ld\n", changed, check);
    free(feature[0]); free(feature); free(clusters[0]); free(clusters); free(membership);
    return 0;
}
