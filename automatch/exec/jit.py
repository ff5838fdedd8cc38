"""JIT-compile a module text with llvmlite's MCJIT after the O2 (or chosen) pipeline."""

from __future__ import annotations

import ctypes
from dataclasses import dataclass

import llvmlite.binding as llvm

from automatch.errors import InputError
from automatch.ir.canonical import init_llvm, target_machine

_LIBC_SYMBOLS_LOADED = False


def _load_process_symbols() -> None:
    """Make libc and libm symbols (printf, fopen, sqrt...) visible to the JIT."""
    global _LIBC_SYMBOLS_LOADED
    if not _LIBC_SYMBOLS_LOADED:
        for lib in ("libm.so.6", "libc.so.6"):
            try:
                llvm.load_library_permanently(lib)
            except RuntimeError:
                pass
        _LIBC_SYMBOLS_LOADED = True


@dataclass
class JitModule:
    """A compiled module. Keep it alive as long as its functions may be called."""

    engine: object
    module: object

    def address(self, name: str) -> int:
        addr = self.engine.get_function_address(name)
        if not addr:
            raise InputError(f"JIT: function {name!r} not found in the compiled module")
        return addr

    def cfunc(self, name: str, restype, *argtypes):
        return ctypes.CFUNCTYPE(restype, *argtypes)(self.address(name))


def compile_module(text: str, *, opt: int = 2, symbols: dict[str, int] | None = None) -> JitModule:
    """Parse, optimise at ``opt`` and JIT ``text``; ``symbols`` binds external names."""
    init_llvm()
    _load_process_symbols()
    for name, addr in (symbols or {}).items():
        llvm.add_symbol(name, addr)
    try:
        mod = llvm.parse_assembly(text)
        mod.verify()
    except RuntimeError as exc:
        raise InputError(f"internal error: generated IR does not verify: {exc}") from None
    tm = target_machine(opt)
    if opt > 0:
        pto = llvm.create_pipeline_tuning_options(speed_level=opt)
        pb = llvm.create_pass_builder(tm, pto)
        pb.getModulePassManager().run(mod, pb)
    engine = llvm.create_mcjit_compiler(mod, tm)
    engine.finalize_object()
    engine.run_static_constructors()
    return JitModule(engine=engine, module=mod)
