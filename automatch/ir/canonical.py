"""Parse, link and canonicalise LLVM IR as the paper's pipeline does.

Canonical form: allocas promoted (SROA), every defined function except the kernel and
``main`` inlined where possible, constants propagated, CFG simplified, loops in
loop-simplify and LCSSA form, and every value and block named (instnamer) so that the
engine can rewrite the text without renumbering. The kernel named by ``--kernel`` is
marked ``noinline`` and given external linkage so that it survives as a function the
analysis can delimit, whatever its linkage (static, C++ inline, called once or never).

Every step is linear in the size of the IR: the module is printed and parsed whole,
never an instruction at a time.
"""

from __future__ import annotations

import re
from contextlib import contextmanager
from dataclasses import dataclass

import llvmlite.binding as llvm

from automatch.errors import InputError, UnsupportedProgramError
from automatch.ir.demangle import demangle
from automatch.ir.irtext import unquote_ident

_INITIALISED = False


def init_llvm() -> None:
    """Initialise LLVM's native target once per process (needed for the JIT and passes)."""
    global _INITIALISED
    if not _INITIALISED:
        llvm.initialize_native_target()
        llvm.initialize_native_asmprinter()
        llvm.initialize_native_asmparser()  # the JIT assembles inline asm (native functions)
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
    check_target(name, mod)
    mod.name = name
    return mod


_ARCH_ALIASES = {"amd64": "x86_64", "x86-64": "x86_64", "i386": "x86", "i486": "x86", "i586": "x86",
                 "i686": "x86", "arm64": "aarch64"}
_OS_NAMES = ("linux", "darwin", "macos", "ios", "tvos", "watchos", "windows", "win32", "mingw",
             "cygwin", "freebsd", "netbsd", "openbsd", "dragonfly", "solaris", "aix", "haiku",
             "fuchsia", "wasi", "emscripten", "cuda", "nvcl", "amdhsa", "amdpal", "mesa3d",
             "hurd", "zos", "ps4", "ps5", "uefi")


def _arch_os(triple: str) -> tuple[str, str]:
    """(architecture, operating system or "") of a target triple, vendor ignored."""
    parts = triple.lower().split("-")
    arch = _ARCH_ALIASES.get(parts[0], parts[0])
    os_name = next((o for p in parts[1:] for o in _OS_NAMES if p.startswith(o)), "")
    return arch, {"macos": "darwin", "win32": "windows", "mingw": "windows"}.get(os_name, os_name)


def _layout_basics(layout: str) -> tuple[str, int]:
    """(endianness, pointer size in bits) of a data layout string (LLVM's defaults: e, 64)."""
    endian, ptr = "e", 64
    for spec in layout.split("-"):
        if spec in ("e", "E"):
            endian = spec
        elif spec.startswith(("p:", "p0:")):
            ptr = int(spec.split(":")[1])
    return endian, ptr


def check_target(name: str, mod: llvm.ModuleRef) -> None:
    """Refuse IR compiled for another machine: the engine JIT-runs it on this one, where
    foreign code would abort inside LLVM or run with the wrong ABI. IR with no triple or
    layout is taken as this machine's; the vendor field (pc, unknown) is ignored."""
    host = llvm.get_process_triple()
    triple = mod.triple.strip()
    if triple:
        arch, os_name = _arch_os(triple)
        host_arch, host_os = _arch_os(host)
        if arch != host_arch or (os_name and host_os and os_name != host_os):
            raise InputError(
                f"{name}: the IR is compiled for another target ({triple!r}), but automatch "
                f"runs the program on this machine ({host}). Recompile the source for this "
                "machine (clang without --target), or pass the C/C++ source."
            )
    layout = mod.data_layout.strip()
    if layout:
        mine = _layout_basics(str(target_machine().target_data))
        theirs = _layout_basics(layout)
        if theirs != mine:
            raise InputError(
                f"{name}: the IR's data layout ({layout!r}: "
                f"{'big' if theirs[0] == 'E' else 'little'}-endian, {theirs[1]}-bit pointers) "
                f"is not this machine's ({host}: {'big' if mine[0] == 'E' else 'little'}-endian, "
                f"{mine[1]}-bit pointers). Recompile the source for this machine, or pass the "
                "C/C++ source."
            )


def parse_and_link(sources: list[tuple[str, str | bytes]]) -> llvm.ModuleRef:
    """Parse every source and link them into one module, then the stub OpenMP runtime
    when the program calls an ``omp_*`` function it does not define (:func:`_link_omp_stubs`)."""
    init_llvm()
    first = _parse_one(*sources[0])
    for name, data in sources[1:]:
        try:
            first.link_in(_parse_one(name, data))
        except RuntimeError as exc:
            raise InputError(f"Linking {name} failed: {str(exc).strip()}") from None
    _link_omp_stubs(first)
    return first


_STUB_DEFINE = re.compile(r"^define [^\n]*@(omp_\w+)\(", re.M)
_STUB_BODY = re.compile(r"^define [^\n]*@(omp_\w+)\([^\n]*\{\n.*?^\}\n", re.M | re.S)


def _link_omp_stubs(mod: llvm.ModuleRef) -> None:
    """Define the ``omp_*`` functions that ``mod`` calls without defining them, from the
    shipped stub runtime (one thread, as ``include/omp/omp.h``): a sequential build of an
    OpenMP program that calls them without ``#include <omp.h>`` (an include under
    ``#ifdef _OPENMP``) runs as one that includes it. Only the stub functions it calls are
    kept."""
    wanted = {f.name for f in mod.functions if f.is_declaration and f.name.startswith("omp_")}
    if not wanted:
        return
    from automatch.ir.compile import omp_stub_ir

    stub_text = omp_stub_ir()
    if stub_text is None:
        return
    provided = set(_STUB_DEFINE.findall(stub_text))
    if not wanted & provided:
        return
    # only the stub functions the program calls: the rest would be new definitions in it
    kept = _STUB_BODY.sub(lambda m: m.group(0) if m.group(1) in wanted else "", stub_text)
    stub = llvm.parse_assembly(kept)
    stub.triple, stub.data_layout = mod.triple, mod.data_layout
    try:
        mod.link_in(stub)
    except RuntimeError as exc:
        raise InputError(f"Linking the stub OpenMP runtime failed: {str(exc).strip()}") from None


UNSUPPORTED_CALLS = {
    "setjmp": "setjmp/longjmp", "_setjmp": "setjmp/longjmp", "longjmp": "setjmp/longjmp",
    "sigsetjmp": "setjmp/longjmp", "__sigsetjmp": "setjmp/longjmp", "siglongjmp": "setjmp/longjmp",
    "pthread_create": "threads (pthread_create)", "thrd_create": "threads (thrd_create)",
    "fork": "fork", "vfork": "fork", "_Fork": "fork", "clone": "fork (clone)", "clone3": "fork (clone)",
    "__cxa_throw": "C++ exceptions",
    "__kmpc_fork_call": "OpenMP parallel regions",
    "system": "other programs (system)", "popen": "other programs (popen)",
    "posix_spawn": "other programs (posix_spawn)", "posix_spawnp": "other programs (posix_spawn)",
    **{name: f"other programs ({name})" for name in (
        "execl", "execle", "execlp", "execv", "execve", "execvp", "execvpe", "execveat", "fexecve")},
}
# Calls that start other processes: their work escapes the analysis and the run's limits.
_PROCESS_CALLS = frozenset(n for n, what in UNSUPPORTED_CALLS.items()
                           if what.startswith(("fork", "other programs")))


# Functions that read the standard input without naming it (glibc's C99 scanf aliases
# included); a program that names it references the global ``stdin``.
STDIN_READERS = ("scanf", "__isoc99_scanf", "__isoc23_scanf", "vscanf", "__isoc99_vscanf",
                 "__isoc23_vscanf", "getchar", "getchar_unlocked", "gets")
_STDIN_DECL = re.compile(r"^declare [^\n]*@(" + "|".join(STDIN_READERS) + r")\(", re.M)
_STDIN_GLOBAL = re.compile(r"@(stdin|_IO_2_1_stdin_)\b")
_READ_FD0 = re.compile(r"call [^\n]*@(read|fread_unlocked)\(i32 (?:noundef )?0\b")


def standard_input_use(text: str) -> str | None:
    """What in the program reads its standard input ('scanf()', 'stdin', 'read(0)'), or
    None: runs give the program an empty one unless told (``AnalysisOptions.stdin_path``)."""
    m = _STDIN_DECL.search(text)
    if m:
        return f"{m.group(1).replace('__isoc99_', '').replace('__isoc23_', '')}()"
    if _STDIN_GLOBAL.search(text):
        return "stdin"
    if _READ_FD0.search(text):
        return "read(0)"
    return None


_EH_OPCODE = re.compile(r"^  (?:%\S+ = )?(invoke|landingpad|resume|catchswitch|callbr)\b", re.M)
_ASM_CALL = re.compile(r'^  (?:%\S+ = )?(?:(?:tail|musttail|notail) )?call [^"@\n]*? asm ', re.M)


def _function_at(text: str, pos: int) -> str:
    """The name of the function whose body contains ``text[pos]``."""
    start = text.rfind("\ndefine ", 0, pos)
    m = re.search(r" @(\"[^\"]*\"|[-\w$.]+)\(", text[start : text.find("\n", start + 1)])
    return unquote_ident(m.group(1)) if m else "?"


def check_supported(mod: llvm.ModuleRef, text: str | None = None) -> None:
    """Refuse constructs the execution engine cannot run, naming the function and construct.

    Instructions are checked on the module's text (``text``, printed once when not given):
    asking llvmlite about every instruction costs more than the rest of the front end."""
    for fn in mod.functions:
        if fn.is_declaration:
            if fn.name in UNSUPPORTED_CALLS:
                what = UNSUPPORTED_CALLS[fn.name]
                if fn.name in _PROCESS_CALLS:
                    raise UnsupportedProgramError(
                        f"The program uses {what} (it declares {fn.name}), which automatch cannot "
                        "run: it analyses one sequential, single-threaded process, and the work "
                        "of the processes it starts would escape the analysis and the run's "
                        "limits. Analyse a version of the program that does its work itself."
                    )
                if what.startswith("setjmp"):
                    raise UnsupportedProgramError(
                        f"The program uses {what} (it declares {fn.name}), which automatch cannot "
                        "run: a non-local jump skips the frames the analysis keeps for every "
                        "call. Analyse a version of the program that returns normally."
                    )
                raise UnsupportedProgramError(
                    f"The program uses {what} (it declares {fn.name}), which automatch cannot "
                    "run: it analyses sequential, single-threaded programs. Analyse the "
                    "sequential version of the kernel instead."
                )
    text = str(mod) if text is None else text
    m = _EH_OPCODE.search(text)
    if m:
        raise UnsupportedProgramError(
            f"Function {_function_at(text, m.start())!r} uses exception handling ('{m.group(1)}'), "
            "which the execution engine does not run. Compile C++ with -fno-exceptions or "
            "analyse a C kernel."
        )


def asm_functions(text: str) -> list[str]:
    """The defined functions of the module ``text`` whose bodies contain inline assembly,
    in module order (each named once)."""
    return list(dict.fromkeys(_function_at(text, m.start()) for m in _ASM_CALL.finditer(text)))


def _refuse_asm(name: str, why: str) -> None:
    raise UnsupportedProgramError(
        f"Function {name!r} contains inline assembly, which automatch cannot analyse (it needs "
        f"LLVM IR for every operation), and {why}. Replace the asm with C; inline assembly is "
        "accepted only in functions that the analysed code does not call, or that main "
        "calls outside its loops (a timer such as rdtsc), which then run natively.")


def check_asm(asm: list[str], kernel: str, region_functions: tuple[str, ...] = ()) -> None:
    """Refuse inline assembly where the analysed code must be instrumented: in the kernel,
    a named region function or ``main`` (where every run starts). Other functions with
    inline assembly are kept as functions and run natively (:func:`canonicalise`); whether
    the analysed code calls them is checked on the Program (``ir.regions.check_native_calls``)."""
    for name in asm:
        if name == kernel:
            _refuse_asm(name, "it is the analysed kernel")
        if name in region_functions:
            _refuse_asm(name, "it is a region named by --kernel")
        if name == "main":
            _refuse_asm(name, "it is main, where the program's runs start")


_ATTR_GROUP = re.compile(r"^(attributes #\d+ = \{)(.*)(\})\s*$", re.M)
_INLINE_WORDS = r"\b(noinline|optnone|alwaysinline)\b"
_PLACEHOLDER_ATTR = '"__am_no_inline_attrs"'  # a group may not be empty; nothing reads this


def _strip_inline_attrs(text: str) -> str:
    """Remove clang -O0's noinline/optnone (and any alwaysinline, which would conflict
    with the kernel's noinline) so that the canonical passes may act; canonicalise then
    sets the inlining attributes it wants on every function."""
    def fix(m: re.Match) -> str:
        body = re.sub(" +", " ", re.sub(_INLINE_WORDS, "", m.group(2))).strip()
        return f"{m.group(1)} {body or _PLACEHOLDER_ATTR} {m.group(3)}"
    text = _ATTR_GROUP.sub(fix, text)
    return re.sub(r"(\) [^{\n]*?)" + _INLINE_WORDS, r"\1", text)


# SimplifyCFG's if-conversion executes a conditional block's operations on every path
# and selects the result (`if (v > t) v *= 3` becomes an unconditional fmul): the
# profile would count work the program does not do. These cl::opts (LLVM's
# SimplifyCFG.cpp) turn that speculation off for the canonical passes only; the values
# after "=" in the second column are LLVM's defaults, restored afterwards.
_SPECULATION_OPTIONS = (
    ("-speculate-one-expensive-inst=false", "-speculate-one-expensive-inst=true"),
    ("-phi-node-folding-threshold=0", "-phi-node-folding-threshold=2"),
    ("-two-entry-phi-node-folding-threshold=0", "-two-entry-phi-node-folding-threshold=4"),
)


@contextmanager
def _no_speculation():
    for off, _ in _SPECULATION_OPTIONS:
        llvm.set_option("automatch", off)
    try:
        yield
    finally:
        for _, default in _SPECULATION_OPTIONS:
            llvm.set_option("automatch", default)


_FMULADD_DECL = re.compile(r"^declare [^\n]*@llvm\.fmuladd\.([\w.]+)\([^\n]*\n", re.M)


# Per-function target attributes: clang writes the CPU the source was compiled for
# (plain ``clang`` gives "x86-64": SSE2, no FMA), and they override the target machine's.
_TARGET_ATTRS = re.compile(r'\s*"(?:target-cpu|target-features|tune-cpu)"="[^"]*"')
# an attribute group left empty by that (LLVM refuses "{ }"): a key-only string attribute
_EMPTY_GROUP = re.compile(r"^(attributes #\d+ = \{)\s*\}", re.M)


def untargeted(text: str) -> str:
    """``text`` without the functions' own target CPU and features (flang writes only
    ``"target-cpu"="x86-64"`` in a group, which is then left empty and filled)."""
    return _EMPTY_GROUP.sub(r'\1 "automatch-untargeted" }', _TARGET_ATTRS.sub("", text))


def _fuse_fmuladd(text: str) -> str:
    """Every ``llvm.fmuladd`` call becomes ``llvm.fma``. A program that also calls
    ``fma()`` already declares the ``llvm.fma`` overload: its fmuladd declaration goes
    rather than becoming a second declaration of the same name."""
    def drop(m: re.Match) -> str:
        return "" if f"@llvm.fma.{m.group(1)}(" in text else m.group(0)

    return _FMULADD_DECL.sub(drop, text).replace("@llvm.fmuladd.", "@llvm.fma.")


@dataclass(frozen=True)
class CanonicalIR:
    """The canonical module as text (the only form that leaves ``ir``), and its kernel."""

    text: str
    kernel: str  # the analysed function ("main" for a whole program)
    has_main: bool
    defined_functions: tuple[str, ...]
    # whole-program mode's named functions (--kernel a,b: regions of their own), resolved
    region_functions: tuple[str, ...] = ()
    # functions with inline assembly, run natively (not in the Program: ir.program)
    native_functions: tuple[str, ...] = ()


def defined_function_names(mod: llvm.ModuleRef) -> list[str]:
    return [f.name for f in mod.functions if not f.is_declaration]


def _fortran_names(names: list[str]) -> dict[str, str]:
    """flang's procedure names as Fortran writes them ('mod::sub'; ir/fortran_names.py)."""
    from automatch.ir.fortran_names import demangle_all

    return demangle_all(names)


def _fortran_kernel(kernel: str, defined: list[str]) -> str:
    """A Fortran kernel name in the case flang writes it (ir/fortran_names.py)."""
    from automatch.ir.fortran_names import fortran_kernel

    return fortran_kernel(kernel, defined)


def _base_name(demangled: str) -> str:
    """'ns::f' from 'void ns::f<int>(double*, int) const': no parameters, no return type."""
    s = demangled.strip()
    for suffix in (" const", " volatile", " &&", " &"):
        while s.endswith(suffix):
            s = s[: -len(suffix)].rstrip()
    if s.endswith(")"):
        depth = 0
        for i in range(len(s) - 1, -1, -1):
            depth += {")": 1, "(": -1}.get(s[i], 0)
            if depth == 0:
                s = s[:i]
                break
    depth, start = 0, 0
    for i, ch in enumerate(s):  # the return type ends at the last space outside <...>
        depth += {"<": 1, ">": -1, "(": 1, ")": -1}.get(ch, 0)
        if ch == " " and depth == 0:
            start = i + 1
    return s[start:]


def _without_templates(name: str) -> str:
    out, depth = [], 0
    for ch in name:
        if ch == "<":
            depth += 1
        elif ch == ">":
            depth -= 1
        elif depth == 0:
            out.append(ch)
    return "".join(out)


def _function_list(defined: list[str], names: dict[str, str]) -> str:
    """The defined functions for an error message: demangled, with the mangled name
    beside those whose short name is shared (overloads, templates)."""
    bases: dict[str, int] = {}
    for n in defined:
        b = _base_name(names[n])
        bases[b] = bases.get(b, 0) + 1
    shown = [names[n] if names[n] == n or bases[_base_name(names[n])] == 1 else f"{names[n]} [{n}]"
             for n in defined]
    return ", ".join(shown) or "(none)"


def resolve_kernel(kernel: str, defined: list[str]) -> str:
    """The defined function ``kernel`` names: its exact (mangled) name, else a C++ name
    ('ns::f', 'f' when unique, or the whole demangled signature)."""
    if kernel in defined:
        return kernel
    kernel = _fortran_kernel(kernel, defined)
    names = demangle(defined)
    tiers = (
        lambda n: kernel in (names[n], _base_name(names[n]), _without_templates(_base_name(names[n]))),
        lambda n: any(b.endswith("::" + kernel) for b in (_base_name(names[n]),
                                                           _without_templates(_base_name(names[n])))),
    )
    for match in tiers:
        found = [n for n in defined if n != names[n] and match(n)]
        if len(found) == 1:
            return found[0]
        if len(found) > 1:
            raise InputError(
                f"The kernel name {kernel!r} is ambiguous: it names "
                + ", ".join(f"{names[n]} [{n}]" for n in found)
                + (". Pass the name with its module (mod::sub), or the mangled name in brackets."
                   if all(n in _fortran_names(found) for n in found) else
                   ". Pass the whole signature as printed here, or the mangled name in brackets.")
            )
    raise InputError(
        f"Unknown kernel {kernel!r}: no function of that name is defined in the program. "
        f"Defined functions: {_function_list(defined, names)}."
    )


def canonicalise(mod: llvm.ModuleRef, kernel: str | None,
                 region_functions: tuple[str, ...] = ()) -> CanonicalIR:
    """Run the canonical pipeline on ``mod`` keeping ``kernel`` (default: main) as a function.

    ``kernel`` may be a C++ name (see ``resolve_kernel``); the result names the function
    as the IR does. ``region_functions`` (whole-program mode, ``--kernel a,b``) are kept
    as functions the same way, each resolved like ``kernel``.
    """
    text = str(mod)
    check_supported(mod, text)
    asm = asm_functions(text)
    defined = defined_function_names(mod)
    has_main = "main" in defined
    if kernel is None:
        if not has_main:
            raise InputError(
                "The program has no main function: name the kernel to run with --kernel. "
                f"Defined functions: {_function_list(defined, demangle(defined))}."
            )
        kernel = "main"
    kernel = resolve_kernel(kernel, defined)
    kept = tuple(dict.fromkeys(resolve_kernel(k, defined) for k in region_functions))
    check_asm(asm, kernel, kept)
    mod = llvm.parse_assembly(_strip_inline_attrs(text))
    for fn in mod.functions:
        if fn.is_declaration:
            continue
        if fn.name == kernel or fn.name in kept:
            fn.add_function_attribute("noinline")
            # Static, C++ inline (linkonce_odr) or available_externally kernels that are
            # called once or never would be inlined or dropped: keep them as a symbol.
            fn.linkage = llvm.Linkage.external
            fn.visibility = llvm.Visibility.default
        elif fn.name in asm:  # runs natively: kept apart, never inlined into analysed code
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
    with _no_speculation():
        mpm.run(mod, pb)
    # fmuladd lets the backend fuse or not, per instance: vectorised and scalar code (the
    # native and the instrumented run) could then round differently. Always fusing keeps
    # the two runs' outputs identical and matches the one-level FMA of the schedule.
    # The functions' own target CPU (x86-64 when clang was given no -march: SSE2, no FMA)
    # would override the host's target machine in both runs: every llvm.fma a call into
    # libm, no AVX (heat-3d's native run 5-6x slower than clang -O2's binary; the
    # instrumented run, bound by its shadow, hardly changed). The canonical module is the
    # host's code.
    text = untargeted(_fuse_fmuladd(str(mod)))
    return CanonicalIR(text=text, kernel=kernel, has_main=has_main,
                       defined_functions=tuple(defined_function_names(mod)), region_functions=kept,
                       native_functions=tuple(asm_functions(text)) if asm else ())


def load_canonical(sources: list[tuple[str, str | bytes]], kernel: str | None,
                   region_functions: tuple[str, ...] = ()) -> CanonicalIR:
    return canonicalise(parse_and_link(sources), kernel, region_functions)
