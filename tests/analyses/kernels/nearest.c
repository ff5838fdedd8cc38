/* Rodinia kmeans' habit (issue 40): find_nearest_point declares `int index;` and sets
   it on the first iteration of its search; inlined into the point loop, LLVM carries
   the undefined value around the point loop's header. INIT=1 initialises it. */
#include <float.h>
#include <stdio.h>

#define NPTS 200
#define NCL 5
#define NF 4

static float pts[NPTS][NF];
static float cls[NCL][NF];
static int membership[NPTS];
static int last_seen[NPTS];

static float dist2(const float *a, const float *b, int nf) {
    float s = 0.0f;
    for (int j = 0; j < nf; j++)
        s += (a[j] - b[j]) * (a[j] - b[j]);
    return s;
}

static int find_nearest_point(const float *pt, int nf, float clusters[][NF], int ncl) {
#ifdef INIT
    int index = 0, i;
#else
    int index, i;
#endif
    float min_dist = FLT_MAX;
    for (i = 0; i < ncl; i++) { /* nearest:search */
        float d = dist2(pt, clusters[i], nf);
        if (d < min_dist) {
            min_dist = d;
            index = i;
        }
    }
    return index;
}

void assign(int npts) {
    for (int i = 0; i < npts; i++) /* nearest:points */
        membership[i] = find_nearest_point(pts[i], NF, cls, NCL);
}

/* The same search written in the loop's body: `best` is declared inside it. */
void assign_inline(int npts) {
    for (int i = 0; i < npts; i++) { /* nearest:body */
        int best;
        float min_dist = FLT_MAX;
        for (int c = 0; c < NCL; c++) {
            float d = dist2(pts[i], cls[c], NF);
            if (d < min_dist) {
                min_dist = d;
                best = c;
            }
        }
        membership[i] = best;
    }
}

/* A real carried value, uninitialised before the loop: the last point whose first
   feature is large, kept from one iteration to the next (a scan). */
void last_large(int npts) {
    int last;
    for (int i = 0; i < npts; i++) { /* nearest:last */
        if (i == 0 || pts[i][0] > 50.0f)
            last = i;
        last_seen[i] = last;
    }
}

int main(void) {
    unsigned s = 12345;
    for (int i = 0; i < NPTS; i++)
        for (int j = 0; j < NF; j++) {
            s = s * 1103515245u + 12345u;
            pts[i][j] = (s >> 16) % 1000 / 10.0f;
        }
    for (int c = 0; c < NCL; c++)
        for (int j = 0; j < NF; j++) cls[c][j] = pts[c * 7][j];
    assign(NPTS);
    long sum = 0;
    for (int i = 0; i < NPTS; i++) sum += membership[i] * (i + 1);
    assign_inline(NPTS);
    for (int i = 0; i < NPTS; i++) sum += membership[i] * (i + 3);
    last_large(NPTS);
    for (int i = 0; i < NPTS; i++) sum += last_seen[i];
    printf("%ld\n", sum);
    return 0;
}
