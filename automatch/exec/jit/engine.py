"""JIT-compile a module text with llvmlite's MCJIT after the O2 (or chosen) pipeline.

The JIT resolves a module's external names against the libraries loaded into this
process. What a linked executable gets from the C runtime we provide here:

* libc, libm, and for C++ libstdc++ and libgcc_s are loaded permanently (libstdc++ is
  already mapped in any process that uses llvmlite, so loading it costs nothing);
* ``__dso_handle`` (defined by crtbegin.o in a real link, referenced by every C++
  static object's destructor registration) is a private byte here;
* ``atexit`` (in libc_nonshared.a, not in libc.so) and ``__cxa_atexit`` record their
  handlers in this module; :meth:`JitModule.run_exit_handlers` runs them, newest first,
  followed by ``llvm.global_dtors``, where a real program's ``exit`` would;
* a name that is still unresolved after optimisation is refused with the names, since
  MCJIT would otherwise bind it to address 0 and the run would die in a segfault that
  looks like the program's own.
"""

from __future__ import annotations

import ctypes
import time
from dataclasses import dataclass
from typing import Protocol

import llvmlite.binding as llvm

from automatch.errors import InputError
from automatch.exec.jit.cache import JitCache
from automatch.ir.canonical import init_llvm, target_machine
from automatch.ir.demangle import demangle_name as demangle

_RUNTIME_LIBS = ("libm.so.6", "libc.so.6", "libgcc_s.so.1", "libstdc++.so.6")
_LIBS_LOADED = False
# Handlers registered by the program's atexit/__cxa_atexit: (function, argument or None).
_EXIT_HANDLERS: list[tuple[int, int | None]] = []
_DSO_HANDLE = ctypes.create_string_buffer(8)


def _record_cxa_atexit(func, arg, _dso) -> int:
    _EXIT_HANDLERS.append((func or 0, arg or 0))
    return 0


def _record_atexit(func) -> int:
    _EXIT_HANDLERS.append((func or 0, None))
    return 0


# The callbacks must outlive every module that calls them: module-level objects.
_CXA_ATEXIT = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p)(
    _record_cxa_atexit)
_ATEXIT = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p)(_record_atexit)
_RUNTIME_SYMBOLS = {
    "__dso_handle": ctypes.addressof(_DSO_HANDLE),
    "__automatch_cxa_atexit": ctypes.cast(_CXA_ATEXIT, ctypes.c_void_p).value,
    "__automatch_atexit": ctypes.cast(_ATEXIT, ctypes.c_void_p).value,
}
# MCJIT binds a few libc_nonshared names (atexit among them) to LLVM's own copies before
# any symbol we add, so the module's declarations are renamed to ours instead.
_RENAMED = {"atexit": "__automatch_atexit", "__cxa_atexit": "__automatch_cxa_atexit"}


def _load_process_symbols() -> None:
    """Make the C and C++ runtimes (printf, sqrt, operator new, std::cout...) visible."""
    global _LIBS_LOADED
    if not _LIBS_LOADED:
        for lib in _RUNTIME_LIBS:
            try:
                llvm.load_library_permanently(lib)
            except RuntimeError:
                pass
        for name, addr in _RUNTIME_SYMBOLS.items():
            llvm.add_symbol(name, addr)
        _LIBS_LOADED = True


def _load_fortran_runtime(text: str, symbols: dict[str, int] | None) -> None:
    """flang's runtime, for a module that calls it, its exit sent to the engine's exit
    hook when the module has one (ir/fortran_runtime.py)."""
    from automatch.ir import fortran_runtime

    if fortran_runtime.needed(text):
        fortran_runtime.load((symbols or {}).get("__am_exit_hook"))


def _shown(name: str) -> str:
    nice = demangle(name)
    return f"`{name}`" if nice == name else f"`{nice}` (`{name}`)"


def _declared(mod) -> tuple[list[str], list[str]]:
    """(functions, globals) that ``mod`` declares and needs bound when it is loaded: LLVM
    intrinsics (``llvm.*``) are not symbols; weak declarations may stay null."""
    funcs = [f.name for f in mod.functions if f.is_declaration and not f.name.startswith("llvm.")
             and f.linkage != llvm.Linkage.external_weak]
    globs = [g.name for g in mod.global_variables if g.is_declaration
             and g.linkage != llvm.Linkage.external_weak]
    return funcs, globs


def unresolved_symbols(mod) -> tuple[list[str], list[str]]:
    """(functions, globals) that ``mod`` declares and no loaded library or bound symbol defines."""
    funcs, globs = _declared(mod)
    return ([n for n in funcs if not llvm.address_of_symbol(n)],
            [n for n in globs if not llvm.address_of_symbol(n)])


def _check_symbols(mod) -> None:
    funcs, globs = unresolved_symbols(mod)
    if not funcs and not globs:
        return
    parts = []
    if funcs:
        what = "calls" if len(funcs) == 1 else "calls the functions"
        parts.append(f"{what} {', '.join(_shown(n) for n in funcs[:10])}"
                     + (f" and {len(funcs) - 10} more" if len(funcs) > 10 else ""))
    if globs:
        what = "uses the global variable" if len(globs) == 1 else "uses the global variables"
        parts.append(f"{what} {', '.join(_shown(n) for n in globs[:10])}"
                     + (f" and {len(globs) - 10} more" if len(globs) > 10 else ""))
    one = len(funcs) + len(globs) == 1
    raise InputError(
        f"The program {' and '.join(parts)}, which {'is' if one else 'are'} neither defined in the "
        "program nor found in libc, libm or libstdc++: link the source file that defines "
        f"{'it' if one else 'them'} too (several program files can be given, e.g. "
        "`automatch analyze main.c util.c`), or its .ll/.bc.")


@dataclass
class JitModule:
    """A compiled module. Keep it alive as long as its functions may be called.
    ``from_cache``: its machine code was loaded from the JIT cache, not compiled."""

    engine: object
    module: object
    dtors_run: bool = False
    from_cache: bool = False

    def address(self, name: str) -> int:
        addr = self.engine.get_function_address(name)
        if not addr:
            raise InputError(f"JIT: function {name!r} not found in the compiled module")
        return addr

    def cfunc(self, name: str, restype, *argtypes):
        return ctypes.CFUNCTYPE(restype, *argtypes)(self.address(name))

    def run_exit_handlers(self) -> None:
        """What ``exit`` does after ``main``: the program's atexit and __cxa_atexit handlers
        (C++ static objects' destructors among them), newest first, then llvm.global_dtors.
        Safe to call more than once: each handler runs once."""
        while _EXIT_HANDLERS:
            func, arg = _EXIT_HANDLERS.pop()
            if not func:
                continue
            if arg is None:
                ctypes.CFUNCTYPE(None)(func)()
            else:
                ctypes.CFUNCTYPE(None, ctypes.c_void_p)(func)(arg)
        if not self.dtors_run:
            self.dtors_run = True
            self.engine.run_static_destructors()


_STRUCTOR_LISTS = ("llvm.global_ctors", "llvm.global_dtors")


def _target_key() -> str:
    """What a module's machine code depends on besides its text and level (jit_cache)."""
    return "|".join((".".join(map(str, llvm.llvm_version_info)), llvm.get_process_triple(),
                     llvm.get_host_cpu_name(), llvm.get_host_cpu_features().flatten()))


def _run_passes(mod, tm, *passes: str) -> None:
    """Run these module passes (``add_<name>_pass``) on ``mod``, without a pipeline:
    ``always_inliner`` inlines the instrumentation's ``alwaysinline`` functions; then
    ``global_dead_code_eliminate`` and ``strip_dead_prototype`` drop their bodies and the
    declarations nothing calls (which a pipeline drops, and _check_symbols would refuse)."""
    pb = llvm.create_pass_builder(tm, llvm.create_pipeline_tuning_options(speed_level=0))
    mpm = llvm.create_new_module_pass_manager()
    for name in passes:
        getattr(mpm, f"add_{name}_pass")()
    mpm.run(mod, pb)


def _cached(cache: JitCache | None, key: str):
    """The cache's code under ``key`` when every external name it needs is bound, else None."""
    found = cache.load(key) if cache is not None else None
    if found is not None and not all(llvm.address_of_symbol(n) for n in found.externals):
        return None  # a name it needs is no longer bound: compiled, and checked, again
    return found


class CodeTiers(Protocol):
    """How a compile may trade the program's speed for its own time (exec/child.py's
    held child, which learns how long the native program ran while it compiles). With
    ``wait`` (that lighter code is in the cache, to be loaded at no cost) the answer
    may wait for what it depends on; without, it answers at once."""

    def light(self, inline_s: float, wait: bool) -> bool:
        """After the always-inline pass (``inline_s`` seconds): True to skip the
        optimisation pipeline and generate code fast (a short program)."""

    def fast_codegen(self, optimise_s: float, wait: bool) -> bool:
        """After the pipeline (``optimise_s`` seconds): True to generate code fast (fast
        instruction selection and register allocation: a third of the time, slower code)."""


def compile_module(text: str, *, opt: int = 2, symbols: dict[str, int] | None = None,
                   cache: JitCache | None = None, tiers: CodeTiers | None = None) -> JitModule:
    """Parse, optimise at ``opt`` and JIT ``text``; ``symbols`` binds external names.

    Refuses (InputError) a module that needs a name nothing defines. Runs the static
    constructors (C++ globals, ``__attribute__((constructor))``); one program per process:
    exit handlers registered by an earlier module are forgotten. With ``cache``, machine
    code compiled before from the same text for this machine is loaded instead of
    compiled (exec/jit/cache.py), and what is compiled is stored there. ``tiers``, when
    the module is compiled: asked whether to compile it lighter (CodeTiers); code so
    compiled is cached apart, and never loaded in place of the full compile's."""
    init_llvm()
    _load_process_symbols()
    _load_fortran_runtime(text, symbols)
    for name, addr in (symbols or {}).items():
        llvm.add_symbol(name, addr)
    try:
        mod = llvm.parse_assembly(text)
        mod.verify()
    except RuntimeError as exc:
        raise InputError(f"internal error: generated IR does not verify: {exc}") from None
    tm = target_machine(opt)
    key = cache.key(text, opt, _target_key()) if cache is not None else ""
    cached = _cached(cache, key)
    # Static constructors and destructors run from the module's lists, which the
    # optimiser may change (it evaluates a constructor into its globals' initial values
    # and drops it): a module with such lists is optimised again, as when it was compiled,
    # so that they name what the machine code holds; the others skip straight to loading.
    structors = any(g.name in _STRUCTOR_LISTS for g in mod.global_variables)
    light = False
    if cached is None and tiers is not None and opt > 0:
        light_key, fast_key = (cache.key(text, opt, f"{_target_key()}|{kind}") if cache is not None
                               else "" for kind in ("light", "codegen 0"))
        light_code, fast_code = _cached(cache, light_key), _cached(cache, fast_key)
        t0 = time.perf_counter()
        _run_passes(mod, tm, "always_inliner")
        # lighter code in the cache: the choice may wait for what it depends on, and
        # a short program takes whichever is there (fast generation's is the faster code)
        if tiers.light(time.perf_counter() - t0, wait=light_code is not None or fast_code is not None):
            if light_code is None and fast_code is not None and not structors:
                tm, key, cached = target_machine(0), fast_key, fast_code
            else:
                light, tm, key, cached = True, target_machine(0), light_key, light_code
                _run_passes(mod, tm, "global_dead_code_eliminate", "strip_dead_prototype")
    if (cached is None or structors) and opt > 0 and not light:
        t0 = time.perf_counter()
        pto = llvm.create_pipeline_tuning_options(speed_level=opt)
        pb = llvm.create_pass_builder(tm, pto)
        pb.getModulePassManager().run(mod, pb)
        if cached is None and tiers is not None:
            if tiers.fast_codegen(time.perf_counter() - t0, wait=fast_code is not None):
                tm, key, cached = target_machine(0), fast_key, fast_code
    for f in mod.functions:
        if f.is_declaration and f.name in _RENAMED:
            f.name = _RENAMED[f.name]
    if cached is None:
        _check_symbols(mod)  # after O2, which drops declarations nothing uses any more
    engine = llvm.create_mcjit_compiler(mod, tm)
    if cache is not None:
        if cached is not None:
            engine.set_object_cache(getbuffer_func=lambda _module: cached.obj)
        else:
            funcs, globs = _declared(mod)
            externals = tuple(sorted(funcs + globs))
            engine.set_object_cache(notify_func=lambda _module, obj: cache.store(key, obj, externals))
    engine.finalize_object()
    _EXIT_HANDLERS.clear()
    engine.run_static_constructors()
    return JitModule(engine=engine, module=mod, from_cache=cached is not None)
