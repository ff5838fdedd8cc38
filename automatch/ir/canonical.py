"""Parse, link and canonicalise LLVM IR as the paper's pipeline does.

Canonical form: allocas promoted (SROA), every defined function except the kernel and
``main`` inlined where possible, constants propagated, CFG simplified, loops in
loop-simplify and LCSSA form, and every value and block named (instnamer) so that the
engine can rewrite the text without renumbering. The kernel named by ``--kernel`` is
marked ``noinline`` so that it survives as a function the analysis can delimit.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import llvmlite.binding as llvm

from automatch.errors import InputError, UnsupportedProgramError

_INITIALISED = False


def init_llvm() -> None:
    """Initialise LLVM's native target once per process (needed for the JIT and passes)."""
    global _INITIALISED
    if not _INITIALISED:
        llvm.initialize_native_target()
        llvm.initialize_native_asmprinter()
        _INITIALISED = True


def target_machine(opt: int = 2):
    init_llvm()
    target = llvm.Target.from_default_triple()
    return target.create_target_machine(cpu=llvm.get_host_cpu_name(),
                                        features=llvm.get_host_cpu_features().flatten(),
                                        opt=opt, reloc="default", codemodel="jitdefault")


def _parse_one(name: str, data: str | bytes) -> llvm.ModuleRef:
    try:
        mod = llvm.parse_bitcode(data) if isinstance(data, bytes) else llvm.parse_assembly(data)
        mod.verify()
    except RuntimeError as exc:
        msg = str(exc).strip()
        raise InputError(f"{name}: the LLVM IR does not parse: {msg}") from None
    mod.name = name
    return mod


def parse_and_link(sources: list[tuple[str, str | bytes]]) -> llvm.ModuleRef:
    """Parse every source and link them into one module."""
    init_llvm()
    first = _parse_one(*sources[0])
    for name, data in sources[1:]:
        try:
            first.link_in(_parse_one(name, data))
        except RuntimeError as exc:
            raise InputError(f"Linking {name} failed: {str(exc).strip()}") from None
    return first


UNSUPPORTED_CALLS = {
    "setjmp": "setjmp/longjmp", "_setjmp": "setjmp/longjmp", "longjmp": "setjmp/longjmp",
    "sigsetjmp": "setjmp/longjmp", "__sigsetjmp": "setjmp/longjmp", "siglongjmp": "setjmp/longjmp",
    "pthread_create": "threads (pthread_create)", "thrd_create": "threads (thrd_create)",
    "fork": "fork", "vfork": "fork", "__cxa_throw": "C++ exceptions",
    "__kmpc_fork_call": "OpenMP parallel regions",
}


def check_supported(mod: llvm.ModuleRef) -> None:
    """Refuse constructs the execution engine cannot run, naming the function and construct."""
    for fn in mod.functions:
        if fn.is_declaration:
            if fn.name in UNSUPPORTED_CALLS:
                what = UNSUPPORTED_CALLS[fn.name]
                raise UnsupportedProgramError(
                    f"The program uses {what} (it declares {fn.name}), which automatch cannot "
                    "run: it analyses sequential, single-threaded programs. Analyse the "
                    "sequential version of the kernel instead."
                )
            continue
        for block in fn.blocks:
            for ins in block.instructions:
                op = ins.opcode
                if op in ("invoke", "landingpad", "resume", "catchswitch", "callbr"):
                    raise UnsupportedProgramError(
                        f"Function {fn.name!r} uses exception handling ('{op}'), which the "
                        "execution engine does not run. Compile C++ with -fno-exceptions or "
                        "analyse a C kernel."
                    )
                if op == "call" and " asm " in str(ins):
                    raise UnsupportedProgramError(
                        f"Function {fn.name!r} contains inline assembly, which automatch cannot "
                        "analyse (it needs LLVM IR for every operation). Replace the asm with C."
                    )


_ATTR_GROUP = re.compile(r"^(attributes #\d+ = \{)(.*)(\})\s*$", re.M)


def _strip_inline_attrs(text: str) -> str:
    """Remove clang -O0's noinline/optnone so the canonical passes may act."""
    def fix(m: re.Match) -> str:
        body = re.sub(r"\b(noinline|optnone)\b", "", m.group(2))
        return f"{m.group(1)}{re.sub(' +', ' ', body)}{m.group(3)}"
    text = _ATTR_GROUP.sub(fix, text)
    return re.sub(r"(\) [^{\n]*?)\b(noinline|optnone)\b", r"\1", text)


@dataclass(frozen=True)
class CanonicalIR:
    """The canonical module as text (the only form that leaves ``ir``), and its kernel."""

    text: str
    kernel: str  # the analysed function ("main" for a whole program)
    has_main: bool
    defined_functions: tuple[str, ...]


def defined_function_names(mod: llvm.ModuleRef) -> list[str]:
    return [f.name for f in mod.functions if not f.is_declaration]


def canonicalise(mod: llvm.ModuleRef, kernel: str | None) -> CanonicalIR:
    """Run the canonical pipeline on ``mod`` keeping ``kernel`` (default: main) as a function."""
    check_supported(mod)
    defined = defined_function_names(mod)
    has_main = "main" in defined
    if kernel is None:
        if not has_main:
            raise InputError(
                "The program has no main function: name the kernel to run with --kernel. "
                f"Defined functions: {', '.join(defined) or '(none)'}."
            )
        kernel = "main"
    if kernel not in defined:
        raise InputError(
            f"Unknown kernel {kernel!r}: no function of that name is defined in the program. "
            f"Defined functions: {', '.join(defined) or '(none)'}."
        )
    mod = llvm.parse_assembly(_strip_inline_attrs(str(mod)))
    for fn in mod.functions:
        if fn.is_declaration:
            continue
        if fn.name == kernel:
            fn.add_function_attribute("noinline")
        elif fn.name != "main":
            fn.add_function_attribute("alwaysinline")
    # Keep the kernel, main and externally visible functions; statics that were inlined go.
    tm = target_machine()
    pto = llvm.create_pipeline_tuning_options()
    pb = llvm.create_pass_builder(tm, pto)
    mpm = llvm.create_new_module_pass_manager()
    mpm.add_always_inliner_pass()
    mpm.add_sroa_pass()
    mpm.add_ipsccp_pass()
    mpm.add_sroa_pass()
    mpm.add_simplify_cfg_pass()
    mpm.add_dead_code_elimination_pass()
    mpm.add_global_dead_code_eliminate_pass()
    mpm.add_loop_simplify_pass()
    mpm.add_lcssa_pass()
    mpm.add_instruction_namer_pass()
    mpm.add_verifier()
    mpm.run(mod, pb)
    # fmuladd lets the backend fuse or not, per instance: vectorised and scalar code (the
    # native and the instrumented run) could then round differently. Always fusing keeps
    # the two runs' outputs identical and matches the one-level FMA of the schedule.
    text = str(mod).replace("@llvm.fmuladd.", "@llvm.fma.")
    return CanonicalIR(text=text, kernel=kernel, has_main=has_main,
                       defined_functions=tuple(defined_function_names(mod)))


def load_canonical(sources: list[tuple[str, str | bytes]], kernel: str | None) -> CanonicalIR:
    return canonicalise(parse_and_link(sources), kernel)
