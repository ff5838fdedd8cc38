"""Fortran sources (.f90, .F90, .f, ...) into LLVM IR with flang, and what their IR needs.

flang (``flang-new-19`` from Debian's ``flang-19``, or ``$AUTOMATCH_FC``) compiles each
file in the order given, every compile sharing one private module folder
(``-module-dir``), so that a file's ``use m`` finds the ``m.mod`` written by an earlier
file: pass modules before the files that use them, as a Makefile would. ``.F90``/``.F``
go through the preprocessor (flang's own rule: upper-case suffix), ``.f``/``.for``
are fixed form. The user's ``--cflags`` (after ``$AUTOMATCH_CFLAGS``) follow our
flags; ``-O0`` follows them: flang has no ``-disable-llvm-passes``, and automatch always
analyses the front end's IR before LLVM's passes (see compile.py), which at ``-O0``
flang emits without ``optnone``, so the canonical passes still run on it. OpenMP
directives (``!$omp``) are comments without ``-fopenmp``, as in a sequential build.

Beside the program's IR, :func:`support_sources` adds what a linked Fortran executable
gets elsewhere: ``omp_lib``'s functions answered by the one-thread stubs of the C build
(include/omp/omp.h, compiled here by clang), and ``SUM`` of real arrays as program code
(include/fortran/sum.c: the runtime's own summation, instrumented). The runtime itself is loaded into the JIT
(ir/fortran_runtime.py), its ``exit`` (END, STOP, CALL EXIT) caught by the engine.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import time
from pathlib import Path

from automatch.errors import InputError

# flang's own rules: free form unless .f/.for/.F/.FOR; preprocessed when upper case.
FORTRAN_SUFFIXES = {
    ".f90",
    ".f95",
    ".f03",
    ".f08",
    ".f",
    ".for",
    ".F90",
    ".F95",
    ".F03",
    ".F08",
    ".F",
    ".FOR",
}
FLANG_NAMES = ("flang-new-19", "flang-19", "flang-new", "flang")
FLANG_FLAGS = ("-g", "-S", "-emit-llvm")
FRONT_END_ONLY = ("-O0",)  # after the user's flags: the front end's IR (module docstring)
# the in-core term's IR (ir/compiled/machine_loops.py): flang's -O3 (its MLIR passes, TBAA, the
# descriptors' loads hoisted) with LLVM's loop vectoriser and unroller off, so that opt
# vectorises and unrolls for each spec's mcpu, and says so in its remarks; at -O0 flang
# emits no TBAA and opt reloads an assumed-shape array's descriptor in every iteration
O3_LOOPS_FOR_OPT = ("-O3", "-mllvm", "-vectorize-loops=false", "-mllvm", "-vectorize-slp=false",
                    "-mllvm", "-unroll-runtime=false", "-mllvm", "-unroll-threshold=0")
SUM_C = Path(__file__).resolve().parent.parent / "include" / "fortran" / "sum.c"
OMP_STUB_C = Path(__file__).resolve().parent.parent / "include" / "omp" / "omp_lib_stubs.c"
_NOT_YET = re.compile(r"not yet implemented: ([^\n]{1,160})")


def is_fortran(path: str | os.PathLike) -> bool:
    """Whether ``path`` names a Fortran source by its suffix."""
    return Path(path).suffix in FORTRAN_SUFFIXES


def find_flang() -> str:
    """The Fortran compiler: ``$AUTOMATCH_FC``, else the first flang on PATH."""
    env = os.environ.get("AUTOMATCH_FC")
    if env:
        found = shutil.which(env)
        if not found:
            raise InputError(
                f"AUTOMATCH_FC is set to {env!r}, which is not an executable on PATH: "
                "point it at flang-new-19, or unset it and install flang "
                "('apt-get install flang-19' on Debian)."
            )
        return found
    for name in FLANG_NAMES:
        found = shutil.which(name)
        if found:
            return found
    raise InputError(
        "No Fortran compiler found to turn the Fortran source into LLVM IR: automatch "
        "needs LLVM's flang (install it, e.g. 'apt-get install flang-19' on Debian, or "
        "set $AUTOMATCH_FC). Alternatively pass the .ll file flang wrote "
        "('flang-new-19 -O0 -g -S -emit-llvm')."
    )


def _run(
    cmd: list[str],
    tmp: Path,
    guard,
    *,
    what: str,
    path: Path,
    flags: tuple[str, ...],
    timeout_s: float | None,
    max_memory_bytes: int | None,
) -> None:
    """Run one compile the way compile.py runs clang (``compile.run_guarded``: the
    analysed program's lifetime, the time and memory limits); its errors shown."""
    from automatch.ir.compile import clang_errors, run_guarded

    returncode, stderr = run_guarded(cmd, tmp, guard, what=what, path=path,
                                     timeout_s=timeout_s, max_memory_bytes=max_memory_bytes)
    if returncode is None:
        raise InputError(
            f"{what} did not finish compiling {path} within the time limit (--timeout "
            "bounds the compile too): raise --timeout, or pass the .ll file."
        )
    if returncode != 0:
        if max_memory_bytes and returncode < 0:
            raise InputError(
                f"{what} ran out of memory compiling {path} under the memory limit "
                f"({max_memory_bytes / 2**30:.3g} GiB, --max-memory): raise --max-memory."
            )
        todo = _NOT_YET.search(stderr)
        if todo:
            raise InputError(
                f"{path} uses a Fortran feature that {Path(cmd[0]).name} does not "
                f"implement yet ({todo.group(1).strip()}), so automatch cannot analyse "
                "it: automatch takes the Fortran that flang compiles (coarrays, for "
                "one, are not among it)."
            )
        shown = f" (flags: {shlex.join(flags)})" if flags else ""
        errors = clang_errors(stderr).replace("(clang printed nothing)", "(it printed nothing)")
        raise InputError(f"{what} could not compile {path}{shown}:\n{errors}")


def compile_fortran(
    paths: list[Path],
    flags: tuple[str, ...],
    *,
    deadline: float | None,
    max_memory_bytes: int | None,
    level: tuple[str, ...] = FRONT_END_ONLY,
) -> dict[str, str]:
    """{path: IR text} for the Fortran files among ``paths``, compiled in their order with
    one shared private module folder (removed afterwards); {} when there is none.
    ``level``: the flags after the user's (the front end's IR; :data:`O3_LOOPS_FOR_OPT`
    for the in-core term)."""
    sources = [p for p in paths if is_fortran(p)]
    if not sources:
        return {}
    flang = find_flang()
    out: dict[str, str] = {}
    from automatch.ir.compile import CC_PREFIX
    from automatch.proc.lifetime import RunGuard, make_run_dir, sweep_stale_run_dirs

    sweep_stale_run_dirs(prefix=CC_PREFIX)
    tmp = make_run_dir(prefix=CC_PREFIX)
    with RunGuard(tmp) as guard:
        mods = tmp / "modules"
        mods.mkdir()
        for k, path in enumerate(sources):
            ll = tmp / f"{k}-{path.stem}.ll"
            left = None if deadline is None else max(0.0, deadline - time.monotonic())
            cmd = [
                flang,
                *FLANG_FLAGS,
                *flags,
                *level,
                "-module-dir",
                str(mods),
                str(path.resolve()),
                "-o",
                str(ll),
            ]
            _run(
                cmd,
                tmp,
                guard,
                what="flang",
                path=path,
                flags=flags,
                timeout_s=left,
                max_memory_bytes=max_memory_bytes,
            )
            text = small_powers(newer_llvm_text(ll.read_text(errors="replace")))
            text = _SUM_CALLS.sub(r"@__am_f_sum_real\1(", text)
            out[str(path)] = text
    return out


# flang-19 writes sizes as `mul (i64 ptrtoint (ptr getelementptr (T, ptr null, i32 1) to i64),
# i64 K)` constant expressions, which newer LLVM (llvmlite's) no longer parses: the same
# K * sizeof(T) as the getelementptr of K elements.
_SIZE = r"ptrtoint \(ptr getelementptr \(([^()]+?), ptr null, i32 1\) to i64\)"
_MUL_SIZE = (
    re.compile(rf"mul \(i64 {_SIZE}, i64 (-?\d+)\)"),
    re.compile(rf"mul \(i64 (-?\d+), i64 {_SIZE}\)"),
)


def newer_llvm_text(text: str) -> str:
    """flang-19's IR with the constant expressions newer LLVM dropped rewritten (above)."""
    if "mul (" not in text:
        return text
    text = _MUL_SIZE[0].sub(
        lambda m: f"ptrtoint (ptr getelementptr ({m[1]}, ptr null, i64 {m[2]}) to i64)", text
    )
    return _MUL_SIZE[1].sub(
        lambda m: f"ptrtoint (ptr getelementptr ({m[2]}, ptr null, i64 {m[1]}) to i64)", text
    )


# SUM of a real array: flang's runtime call, made program code (include/fortran/sum.c).
_SUM_CALLS = re.compile(r"@_FortranASumReal([48])\(")
_DECLARES = re.compile(r"^declare [^@\n]*@(\"?[\w.$]+\"?)\(", re.M)
_LINKONCE = re.compile(r"^define (?:dso_local )?", re.M)  # dropped when nothing calls them


# x**2, x**3, x**4 with a constant integer exponent: flang calls llvm.powi, which every
# optimising compiler (LLVM's instcombine at -O1) turns into multiplications; so does
# this, so that W counts the multiplications a compiled program executes. Other
# exponents stay calls (W counts them as one `pow`, program.special_name).
_POWI = re.compile(
    r"^(\s*)(%[-\w.$]+) = call (?:[a-z]+ )*(double|float) @llvm\.powi\.f(?:64|32)\.i(?:32|64)\("
    r"(?:double|float) (%[-\w.$]+), i(?:32|64) ([234])\)(.*)$",
    re.M,
)


def _expand_power(m: re.Match) -> str:
    indent, res, ty, x, k, rest = m.groups()
    if k == "2":
        return f"{indent}{res} = fmul contract {ty} {x}, {x}{rest}"
    sq = f"%__am.sq.{res[1:]}"
    other = x if k == "3" else sq
    return (
        f"{indent}{sq} = fmul contract {ty} {x}, {x}{rest}\n"
        f"{indent}{res} = fmul contract {ty} {sq}, {other}{rest}"
    )


def small_powers(text: str) -> str:
    """flang's IR with ``llvm.powi`` of a constant 2, 3 or 4 written as multiplications."""
    return _POWI.sub(_expand_power, text) if "@llvm.powi." in text else text


def _declared(sources: list[tuple[str, str | bytes]]) -> set[str]:
    """The functions the Fortran files' IR (or IR that calls flang's runtime) declares."""
    declared: set[str] = set()
    for name, text in sources:
        if isinstance(text, str) and (is_fortran(name) or "@_Fortran" in text):
            declared.update(_DECLARES.findall(text))
    return declared


def calls_fortran_runtime(sources: list[tuple[str, str | bytes]]) -> bool:
    """Whether the program's IR calls flang's runtime (ir/fortran_runtime.py)."""
    return any(n.startswith("_Fortran") for n in _declared(sources))


def support_sources(
    sources: list[tuple[str, str | bytes]], *, timeout_s: float | None = None
) -> list[tuple[str, str]]:
    """The modules a Fortran program's IR needs linked beside it (module docstring): the
    omp_lib stubs when a Fortran file calls omp_*; [] for a program with no Fortran file
    (every C/C++ program); the shared runtime is built by the caller
    (ir/sources.py) when :func:`calls_fortran_runtime`."""
    declared = _declared(sources)
    from automatch.ir.compile import compile_to_ir

    out = []
    for needed, source in ((lambda n: n.startswith("omp_"), OMP_STUB_C),
                           (lambda n: n.startswith("__am_f_sum_"), SUM_C)):  # fmt: skip
        if any(needed(n) for n in declared):
            ir = compile_to_ir(source, timeout_s=timeout_s)
            out.append((str(source), _LINKONCE.sub("define linkonce_odr ", ir)))
    return out
