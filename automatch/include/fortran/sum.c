/* SUM(array) of REAL(8)/REAL(4) arrays as flang's runtime computes it, but as program
 * code: automatch/ir/fortran.py renames flang's calls of _FortranASumReal8/4 to these,
 * so that the additions are instrumented (W, D, the reuse of the array) instead of
 * running uninstrumented in the library. The same Kahan summation in the element type
 * (next = x + correction; sum += next; correction = (sum - old) - next) over the
 * elements in array element order (the first dimension fastest), hence the same
 * result bit for bit; SUM with DIM= or MASK= goes to the runtime itself.
 * The descriptor is flang's (ISO_Fortran_binding's CFI_cdesc_t layout). */
#include <stddef.h>
#include <stdint.h>

struct am_dim { intptr_t lower_bound, extent, sm; };
struct am_desc {
  char *base_addr;
  size_t elem_len;
  int version;
  signed char rank, type, attribute, extra;
  struct am_dim dim[15];
};

double _FortranASumReal8(const void *, const char *, int, int, const void *);
float _FortranASumReal4(const void *, const char *, int, int, const void *);

#define AM_SUM(NAME, REAL, RUNTIME)                                                     \
  REAL NAME(const struct am_desc *d, const char *source, int line, int dim,             \
            const void *mask) {                                                         \
    intptr_t at[15], n = 1, k;                                                          \
    int r = d->rank, j;                                                                 \
    REAL sum = 0, correction = 0;                                                       \
    if (dim != 0 || mask != NULL || r > 15) return RUNTIME(d, source, line, dim, mask); \
    for (j = 0; j < r; j++) {                                                           \
      at[j] = 0;                                                                        \
      n *= d->dim[j].extent;                                                            \
    }                                                                                   \
    for (k = 0; k < n; k++) {                                                           \
      intptr_t off = 0;                                                                 \
      REAL x, next, old;                                                                \
      for (j = 0; j < r; j++) off += at[j] * d->dim[j].sm;                              \
      x = *(const REAL *)(d->base_addr + off);                                          \
      next = x + correction;                                                            \
      old = sum;                                                                        \
      sum += next;                                                                      \
      correction = (sum - old) - next;                                                  \
      for (j = 0; j < r && ++at[j] == d->dim[j].extent; j++) at[j] = 0;                 \
    }                                                                                   \
    return sum;                                                                         \
  }

AM_SUM(__am_f_sum_real8, double, _FortranASumReal8)
AM_SUM(__am_f_sum_real4, float, _FortranASumReal4)
