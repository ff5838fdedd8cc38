/* A pseudo-random mix of every access the shadow pages handle apart, on one buffer, for
 * the compiled levels' exactness test (tests/analyses/test_compiled_levels.py): aligned
 * and unaligned loads and stores of 1, 4, 8 and 16 bytes, copies and sets of any length
 * and offset, silent stores, updates through memory. Pages go fresh -> dword -> word ->
 * byte mode in whatever order the draw gives; argv[1] seeds the draw. Each step's value
 * depends on what earlier steps left, so a shadow entry out of step shows in the levels,
 * the loop's dependence counts or the output. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef double v2d __attribute__((vector_size(16)));

int main(int argc, char **argv) {
    enum { BYTES = 1 << 14, STEPS = 16000 };
    unsigned long long s = argc > 1 ? strtoull(argv[1], 0, 10) : 1;
    unsigned char *buf = calloc(BYTES, 1); /* written by libc only: fresh pages */
    double acc = 0.0;
    long iacc = 0;
    for (int i = 0; i < STEPS; i++) {
        s = s * 6364136223846793005ULL + 1442695040888963407ULL;
        unsigned r = (unsigned)(s >> 33);
        unsigned off = (r >> 4) % (BYTES - 64);
        double *d8 = (double *)(buf + (off & ~7u));
        /* the upper half sees only whole-dword accesses for most of the run, so that its
         * pages stay in dword mode a while before other accesses split them */
        static const unsigned dword_ops[] = {0, 1, 7, 8, 11, 12};
        unsigned op = off >= BYTES / 2 && i < 2 * STEPS / 3 ? dword_ops[r % 6] : r % 13;
        switch (op) {
        case 0:
            acc += *d8 * 0.5;
            break;
        case 1:
            *d8 = acc * 0.25 + i;
            break;
        case 2:
            iacc += *(int *)(buf + (off & ~3u));
            break;
        case 3:
            *(int *)(buf + (off & ~3u)) = (int)(iacc & 0xffff) + i;
            break;
        case 4:
            iacc += buf[off];
            break;
        case 5:
            buf[off] = (unsigned char)i;
            break;
        case 6: { /* 8 bytes at any offset */
            long v;
            memcpy(&v, buf + off, sizeof v);
            iacc += v & 0xff;
            break;
        }
        case 7: {
            v2d x = *(v2d *)(buf + (off & ~15u));
            acc += x[0] - x[1];
            break;
        }
        case 8:
            *(v2d *)(buf + (off & ~15u)) += (v2d){1.0, 0.5};
            break;
        case 9:
            memmove(buf + (off & ~7u), buf + ((off * 7u) % (BYTES - 64) & ~7u), 8 * (1 + r % 5));
            break;
        case 10:
            memset(buf + off, 0, 1 + r % 24);
            break;
        case 11: /* a silent store: the value already there */
            *d8 = *d8;
            break;
        default: /* an update through memory */
            *d8 += 1.0;
            break;
        }
    }
    double sum = 0.0;
    for (int k = 0; k < BYTES / 8; k++) {
        sum += (double)((long *)buf)[k] * 1e-12;
    }
    printf("%.6g %ld %.6g\n", acc, iacc, sum);
    free(buf);
    return 0;
}
