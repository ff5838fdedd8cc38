/* omp.h for OpenMP programs built sequentially (without -fopenmp), as automatch runs them.
 *
 * automatch analyses the sequential program: `#pragma omp` lines are ignored and the
 * OpenMP runtime calls behave as in a one-thread program (the values libomp's own stub
 * library returns). Everything is a static inline function, so nothing needs a runtime
 * library at link or JIT time. _OPENMP is deliberately not defined. C89-clean: no //
 * comments, no `inline` keyword, no declarations after statements.
 */
#ifndef AUTOMATCH_OMP_STUB_H
#define AUTOMATCH_OMP_STUB_H

#ifdef __cplusplus
extern "C" {
#endif

typedef enum omp_sched_t {
  omp_sched_static = 1, omp_sched_dynamic = 2, omp_sched_guided = 3, omp_sched_auto = 4,
  omp_sched_monotonic = (int)0x80000000
} omp_sched_t;

typedef enum omp_proc_bind_t {
  omp_proc_bind_false = 0, omp_proc_bind_true = 1, omp_proc_bind_primary = 2,
  omp_proc_bind_master = 2, omp_proc_bind_close = 3, omp_proc_bind_spread = 4
} omp_proc_bind_t;

typedef enum omp_sync_hint_t {
  omp_sync_hint_none = 0, omp_sync_hint_uncontended = 1, omp_sync_hint_contended = 2,
  omp_sync_hint_nonspeculative = 4, omp_sync_hint_speculative = 8
} omp_sync_hint_t;
typedef omp_sync_hint_t omp_lock_hint_t;
#define omp_lock_hint_none omp_sync_hint_none
#define omp_lock_hint_uncontended omp_sync_hint_uncontended
#define omp_lock_hint_contended omp_sync_hint_contended
#define omp_lock_hint_nonspeculative omp_sync_hint_nonspeculative
#define omp_lock_hint_speculative omp_sync_hint_speculative

typedef struct omp_lock_t { int locked; } omp_lock_t;
typedef struct omp_nest_lock_t { int count; } omp_nest_lock_t;

/* clock_gettime under a private C name, so that this header neither needs <time.h>
 * (clock_gettime is hidden by -std=c89/c99) nor conflicts with it when included. */
struct __automatch_omp_timespec { long tv_sec; long tv_nsec; };
extern int __automatch_omp_clock_gettime(int, struct __automatch_omp_timespec *)
    __asm__("clock_gettime");

/* threads and teams: one thread, never in a parallel region */
static __inline__ void omp_set_num_threads(int n) { (void)n; }
static __inline__ int omp_get_num_threads(void) { return 1; }
static __inline__ int omp_get_max_threads(void) { return 1; }
static __inline__ int omp_get_thread_num(void) { return 0; }
static __inline__ int omp_get_num_procs(void) { return 1; }
static __inline__ int omp_in_parallel(void) { return 0; }
static __inline__ int omp_in_final(void) { return 1; }
static __inline__ void omp_set_dynamic(int d) { (void)d; }
static __inline__ int omp_get_dynamic(void) { return 0; }
static __inline__ void omp_set_nested(int n) { (void)n; }
static __inline__ int omp_get_nested(void) { return 0; }
static __inline__ int omp_get_cancellation(void) { return 0; }
static __inline__ int omp_get_thread_limit(void) { return 1; }
static __inline__ void omp_set_max_active_levels(int n) { (void)n; }
static __inline__ int omp_get_max_active_levels(void) { return 0; }
static __inline__ int omp_get_supported_active_levels(void) { return 1; }
static __inline__ int omp_get_level(void) { return 0; }
static __inline__ int omp_get_active_level(void) { return 0; }
static __inline__ int omp_get_ancestor_thread_num(int level) { return level == 0 ? 0 : -1; }
static __inline__ int omp_get_team_size(int level) { return level == 0 ? 1 : -1; }
static __inline__ void omp_set_schedule(omp_sched_t kind, int chunk) { (void)kind; (void)chunk; }
static __inline__ void omp_get_schedule(omp_sched_t *kind, int *chunk) {
  *kind = omp_sched_static;
  *chunk = 0;
}
static __inline__ omp_proc_bind_t omp_get_proc_bind(void) { return omp_proc_bind_false; }
static __inline__ int omp_get_num_places(void) { return 0; }
static __inline__ int omp_get_place_num(void) { return -1; }
static __inline__ int omp_get_num_teams(void) { return 1; }
static __inline__ int omp_get_team_num(void) { return 0; }
static __inline__ int omp_get_max_task_priority(void) { return 0; }
static __inline__ int omp_get_num_devices(void) { return 0; }
static __inline__ int omp_get_device_num(void) { return 0; }
static __inline__ void omp_set_default_device(int d) { (void)d; }
static __inline__ int omp_get_default_device(void) { return 0; }
static __inline__ int omp_is_initial_device(void) { return 1; }
static __inline__ int omp_get_initial_device(void) { return 0; }
static __inline__ int omp_pause_resource_all(int kind) { (void)kind; return 0; }

/* locks: a one-thread program always gets them */
static __inline__ void omp_init_lock(omp_lock_t *l) { l->locked = 0; }
static __inline__ void omp_init_lock_with_hint(omp_lock_t *l, omp_sync_hint_t h) {
  (void)h;
  l->locked = 0;
}
static __inline__ void omp_destroy_lock(omp_lock_t *l) { l->locked = 0; }
static __inline__ void omp_set_lock(omp_lock_t *l) { l->locked = 1; }
static __inline__ void omp_unset_lock(omp_lock_t *l) { l->locked = 0; }
static __inline__ int omp_test_lock(omp_lock_t *l) {
  if (l->locked) return 0;
  l->locked = 1;
  return 1;
}
static __inline__ void omp_init_nest_lock(omp_nest_lock_t *l) { l->count = 0; }
static __inline__ void omp_init_nest_lock_with_hint(omp_nest_lock_t *l, omp_sync_hint_t h) {
  (void)h;
  l->count = 0;
}
static __inline__ void omp_destroy_nest_lock(omp_nest_lock_t *l) { l->count = 0; }
static __inline__ void omp_set_nest_lock(omp_nest_lock_t *l) { l->count++; }
static __inline__ void omp_unset_nest_lock(omp_nest_lock_t *l) { if (l->count > 0) l->count--; }
static __inline__ int omp_test_nest_lock(omp_nest_lock_t *l) { return ++l->count; }

/* timing: the monotonic clock, as libomp's omp_get_wtime */
static __inline__ double omp_get_wtime(void) {
  struct __automatch_omp_timespec ts;
  __automatch_omp_clock_gettime(1 /* CLOCK_MONOTONIC */, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}
static __inline__ double omp_get_wtick(void) { return 1e-9; }

#ifdef __cplusplus
}
#endif

#endif /* AUTOMATCH_OMP_STUB_H */
