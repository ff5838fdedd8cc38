/* Linked into automatch's shared build of flang's runtime with -Wl,--wrap=exit
 * (ir/fortran_runtime.py): the runtime's END, STOP, ERROR STOP and CALL EXIT end the
 * program through std::exit, which here goes to the engine's exit hook once the JIT has
 * set it (the same path as a C program's exit(): the run is finished and recorded), and
 * to the real exit otherwise. */
extern void __real_exit(int) __attribute__((noreturn));
static void (*automatch_exit_hook)(int);

void __automatch_fortran_set_exit(void (*hook)(int)) { automatch_exit_hook = hook; }

void __wrap_exit(int code) {
  if (automatch_exit_hook) automatch_exit_hook(code);
  __real_exit(code);
}
