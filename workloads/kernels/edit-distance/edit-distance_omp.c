/*
 * edit-distance, OpenMP: `parallel for` on the string loop as it stands (each string
 * has its own rows). Same argv and checksum as edit-distance.c; also prints
 * "kernel_time_s <s>" (omp_get_wtime around the kernel call).
 */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

/* Element idx of data stream `seed`: one LCG step on the index, then an xorshift-multiply
 * mix, so that every value depends on its index alone (the OpenMP version can first-touch
 * in parallel and get the same values). */
static inline unsigned long long mix(unsigned long long seed, unsigned long long idx)
{
    unsigned long long z = (idx + 1) * 6364136223846793005ULL + seed * 1442695040888963407ULL;
    z ^= z >> 29;
    z *= 0xbf58476d1ce4e5b9ULL;
    z ^= z >> 32;
    return z;
}

/* argv[i] as a size in [lo, hi], or def when absent; -1 when malformed or out of range. */
static long size_arg(int argc, char **argv, int i, long def, long lo, long hi)
{
    if (i >= argc)
        return def;
    char *end;
    long v = strtol(argv[i], &end, 10);
    if (*argv[i] == '\0' || *end != '\0' || v < lo || v > hi)
        return -1;
    return v;
}

void edit_distance(int m, int l, const unsigned char *query, const unsigned char *str,
                   int *rows, int *dist)
{
#pragma omp parallel for
    for (int s = 0; s < m; s++) {
        int *prev = rows + (size_t)s * 2 * (l + 1), *cur = prev + l + 1;
        const unsigned char *b = str + (size_t)s * l;
        for (int j = 0; j <= l; j++)
            prev[j] = j;
        for (int i = 1; i <= l; i++) {
            cur[0] = i;
            for (int j = 1; j <= l; j++) {
                int best = prev[j - 1] + (query[i - 1] != b[j - 1]);
                if (prev[j] + 1 < best)
                    best = prev[j] + 1;
                if (cur[j - 1] + 1 < best)
                    best = cur[j - 1] + 1;
                cur[j] = best;
            }
            int *tmp = prev;
            prev = cur;
            cur = tmp;
        }
        dist[s] = prev[l];
    }
}

int main(int argc, char **argv)
{
    long m = size_arg(argc, argv, 1, -1, 1, 1000000);
    long l = size_arg(argc, argv, 2, -1, 1, 100000);
    if (argc != 3 || m < 0 || l < 0) {
        fprintf(stderr, "usage: %s M L   (1 <= M <= 1000000 strings, 1 <= L <= 100000)\n",
                argv[0]);
        return 1;
    }
    unsigned char *query = malloc((size_t)l), *str = calloc((size_t)m * l, 1);
    int *rows = malloc((size_t)m * 2 * (l + 1) * sizeof(int)), *dist = malloc((size_t)m * sizeof(int));
    if (!query || !str || !rows || !dist) {
        fprintf(stderr, "edit-distance: out of memory\n");
        return 1;
    }
    for (long j = 0; j < l; j++)
        query[j] = (unsigned char)(mix(42, (size_t)j) >> 62);
#pragma omp parallel for
    for (long s = 0; s < m; s++)
        for (long j = 0; j < l; j++) /* each string a mutated copy of the query */
            str[(size_t)s * l + j] = (mix(43, (size_t)s * l + j) >> 61) == 0
                                         ? (unsigned char)(mix(44, (size_t)s * l + j) >> 62)
                                         : query[j];
    double t0 = omp_get_wtime();
    edit_distance((int)m, (int)l, query, str, rows, dist);
    double t1 = omp_get_wtime();
    double sum = 0.0;
    for (long s = 0; s < m; s++)
        sum += (double)(s % 3 + 1) * dist[s];
    printf("checksum %.10e\n", sum);
    printf("kernel_time_s %.6f\n", t1 - t0);
    free(query);
    free(str);
    free(rows);
    free(dist);
    return 0;
}
