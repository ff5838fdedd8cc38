/* The one-thread OpenMP stubs of omp.h as external functions, for Fortran programs built
 * sequentially: flang's omp_lib module declares omp_get_wtime, omp_get_num_threads...
 * as bind(c) functions, which this file defines (automatch/ir/fortran.py compiles it with
 * clang and links it beside the program, its definitions made linkonce_odr so that the
 * unused ones are dropped). The same answers as for C: one thread, never in parallel. */
#define static
#define __inline__
#include "omp.h"
