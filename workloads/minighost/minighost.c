/*
 * MINIGHOST: the finite-difference kernel of the MiniGhost proxy application as
 * configured in the AutoMatch paper (section IV-C): one variable on a single
 * global nx x ny x nz grid, a 3-D 7-point stencil (average of a point and its six
 * neighbours) and explicit time stepping.  The grid carries a one-cell ghost layer
 * that holds the (zero) boundary values, and after every step the grid is summed,
 * as MiniGhost's GRIDSUM check does.  Sequential C99.
 *
 * Storage: g[(k*(ny+2) + j)*(nx+2) + i] for i in 0..nx+1 etc.; interior 1..n.
 *
 * Input (little-endian binary):
 *   int32  nx, ny, nz, steps
 *   double grid[nz][ny][nx]       initial interior values
 * Output: "checksum <sum of the final interior + sum of the per-step grid sums>".
 */
#include <stdio.h>
#include <stdlib.h>

void minighost(int nx, int ny, int nz, int steps, double *grid, double *work, double *sums)
{
    int sx = nx + 2;
    int sxy = (nx + 2) * (ny + 2);
    double *src = grid;
    double *dst = work;
    for (int t = 0; t < steps; t++) {
        for (int k = 1; k <= nz; k++) {
            for (int j = 1; j <= ny; j++) {
                for (int i = 1; i <= nx; i++) {
                    int c = k * sxy + j * sx + i;
                    dst[c] = (src[c - sxy] + src[c - sx] + src[c - 1] + src[c] + src[c + 1] +
                              src[c + sx] + src[c + sxy]) /
                             7.0;
                }
            }
        }
        double *tmp = src;
        src = dst;
        dst = tmp;
        double total = 0.0;
        for (int k = 1; k <= nz; k++)
            for (int j = 1; j <= ny; j++)
                for (int i = 1; i <= nx; i++)
                    total += src[k * sxy + j * sx + i];
        sums[t] = total;
    }
}

static int read_exact(FILE *f, void *buf, size_t size, size_t count)
{
    return fread(buf, size, count, f) == count;
}

static int fail(const char *msg, const char *path, FILE *f)
{
    fprintf(stderr, "minighost: %s '%s'\n", msg, path);
    if (f)
        fclose(f);
    return 1;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s INPUT.bin\n", argv[0]);
        return 1;
    }
    FILE *f = fopen(argv[1], "rb");
    if (!f)
        return fail("cannot open input file", argv[1], NULL);
    int hdr[4];
    if (!read_exact(f, hdr, sizeof(int), 4))
        return fail("header too short in", argv[1], f);
    int nx = hdr[0], ny = hdr[1], nz = hdr[2], steps = hdr[3];
    if (nx < 1 || ny < 1 || nz < 1 || steps < 0 || nx > 4000 || ny > 4000 || nz > 4000 ||
        (long long)(nx + 2) * (ny + 2) * (nz + 2) > 200000000LL || steps > 1000000)
        return fail("bad header in", argv[1], f);
    size_t total = (size_t)(nx + 2) * (ny + 2) * (nz + 2);
    double *grid = calloc(total, sizeof(double));
    double *work = calloc(total, sizeof(double));
    double *sums = calloc((size_t)steps + 1, sizeof(double));
    if (!grid || !work || !sums)
        return fail("out of memory reading", argv[1], f);
    int ok = 1;
    for (int k = 1; k <= nz && ok; k++)
        for (int j = 1; j <= ny && ok; j++)
            ok = read_exact(f, grid + ((size_t)k * (ny + 2) + j) * (nx + 2) + 1, sizeof(double),
                            (size_t)nx);
    if (!ok || fgetc(f) != EOF)
        return fail("wrong file size for the header in", argv[1], f);
    fclose(f);

    minighost(nx, ny, nz, steps, grid, work, sums);

    const double *res = (steps % 2 == 0) ? grid : work;
    double sum = 0.0;
    for (size_t c = 0; c < total; c++)
        sum += res[c];
    for (int t = 0; t < steps; t++)
        sum += sums[t];
    printf("checksum %.15e\n", sum);
    free(grid);
    free(work);
    free(sums);
    return 0;
}
