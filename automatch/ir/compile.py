"""Turn source files (.c, .cc/.cpp, .ll, .bc) into LLVM IR text, compiling C with clang.

clang gets the user's flags (``cflags``, and ``$AUTOMATCH_CFLAGS`` before them) after
our own, then ``-isystem`` a folder holding a stub ``omp.h``: OpenMP sources built
sequentially (the common case for benchmark codes) compile and run with their
``omp_*`` calls answered as in a one-thread program, with no runtime library; their
``#pragma omp`` lines are ignored without a warning. clang runs with no stdin, under the
run's time and memory limits; when it fails, its *errors* are shown (location, source
line, caret), not its warnings.

clang has the analysed program's lifetime (``automatch/proc/lifetime.py``): it runs in a
session of its own under a :class:`~automatch.proc.lifetime.RunGuard`, so every exit path
automatch can run code on (the end of the compile, an exception, a timeout, SIGINT and
every other catchable terminating signal) kills its process group and removes its
``automatch-cc-*`` folder; it dies with automatch by its parent-death signal
(``PR_SET_PDEATHSIG``) when automatch is SIGKILLed, and the folder that SIGKILL leaves
(with its ``owner`` record) is removed by the next compile. clang's stderr goes to a file
in that folder, not a pipe: the compile waits for clang's exit without reaping it, so the
kill never hits a reused process id.

C is compiled as old HPC code is written (:data:`LEGACY_C_FLAGS`): clang 19 makes implicit
function declarations, implicit ``int`` (K&R C), integer/pointer conversions and
incompatible pointer types errors, which most benchmark suites of the 1990s-2010s still
contain; automatch turns them back into warnings, before the user's flags (a
``--cflags=-Werror=implicit-int`` still wins). Those warnings are kept
(:func:`legacy_warnings`): when the program later fails, the message quotes them, as an
implicit declaration (an ``int`` return read from a ``double`` function) is a likely cause.

Whatever ``-O`` the user asks for, clang also gets ``-Xclang -disable-llvm-passes``
after the user's flags (:data:`FRONT_END_ONLY`): automatch always analyses the front
end's IR, before any LLVM optimisation pass, so that ``--cflags=-O2`` cannot inline the
kernel into ``main`` (or vectorise, unroll, delete it) before the analysis sees it. The
``-O`` level still shapes what the front end emits (TBAA metadata, lifetime markers),
which the canonical passes accept.
"""

from __future__ import annotations

import ctypes
import os
import re
import resource
import shlex
import shutil
import signal
import stat
import subprocess
import tempfile
from pathlib import Path

from automatch.errors import InputError
from automatch.proc.lifetime import RunGuard, make_run_dir, sweep_stale_run_dirs, wait_exited

C_SUFFIXES = {".c"}
CXX_SUFFIXES = {".cc", ".cpp", ".cxx", ".c++", ".C"}
IR_SUFFIXES = {".ll", ".bc"}
CLANG_NAMES = ("clang", "clang-19", "clang-18", "clang-17", "clang-16", "clang-15", "clang-14")
# What the paper feeds its pipeline: unoptimised IR that the canonical passes may still
# transform (optnone would forbid it), with debug lines for the reports.
CLANG_FLAGS = ("-O0", "-Xclang", "-disable-O0-optnone", "-g", "-S", "-emit-llvm", "-fno-exceptions")
# Quiet about what a sequential build of an OpenMP program is expected to contain; the
# user's own flags come after these and may turn them back on.
QUIET_FLAGS = ("-Wno-unknown-pragmas", "-Wno-source-uses-openmp", "-fno-color-diagnostics")
# C only, before the user's flags: legacy C compiles (see the module docstring).
LEGACY_C_FLAGS = ("-Wno-error=implicit-function-declaration", "-Wno-error=implicit-int",
                  "-Wno-error=int-conversion", "-Wno-error=incompatible-pointer-types",
                  "-Wno-error=incompatible-function-pointer-types", "-Wno-error=return-type")
# The warnings of those categories that a failed run's message quotes (and how many).
_LEGACY_WARNING_RE = re.compile(r": warning: .*\[-W(?:implicit-function-declaration|implicit-int|"
                                r"int-conversion|incompatible-pointer-types|"
                                r"incompatible-function-pointer-types|return-type)\]$")
MAX_WARNINGS_KEPT = 10
# After the user's flags: the front end's IR, never LLVM's optimised IR (see above).
FRONT_END_ONLY = ("-Xclang", "-disable-llvm-passes")
OMP_STUB_DIR = Path(__file__).resolve().parent.parent / "include" / "omp"
MAX_ERRORS_SHOWN = 10
# Program files larger than this are refused before they are read (a 3 GB file took
# 6.4 GB of memory to read and parse); $AUTOMATCH_MAX_PROGRAM_BYTES raises it.
MAX_PROGRAM_BYTES = 2 * 2**30
MAX_PROGRAM_ENV = "AUTOMATCH_MAX_PROGRAM_BYTES"
TEXT_PROBE_BYTES = 2**20  # the head of a .ll scanned for NUL bytes before it is read whole
BITCODE_MAGICS = (b"BC\xc0\xde", b"\xde\xc0\x17\x0b")  # raw bitcode, bitcode wrapper

_ERROR_RE = re.compile(r"^(?:.*?: )?(?:fatal )?error: ")
_DIAG_RE = re.compile(r"^(?:In file included from |.*?: (?:fatal error|error|warning|note|remark): |"
                      r"\d+ (?:errors?|warnings?)(?: and \d+ (?:errors?|warnings?))? generated\.)")
# How clang (or the loader mapping it) says it hit the address-space limit.
_OUT_OF_MEMORY = ("out of memory", "bad_alloc", "failed to map segment", "cannot allocate memory")
_COUNT_RE = re.compile(r"(\d+) errors? generated\.")
CC_PREFIX = "automatch-cc-"  # the compile's temp folder, swept like a run folder
_PR_SET_PDEATHSIG = 1
_prctl = ctypes.CDLL(None).prctl  # resolved here: nothing to look up between fork and exec


def find_clang() -> str:
    """The C compiler: ``$AUTOMATCH_CC``, else the first clang on PATH."""
    env = os.environ.get("AUTOMATCH_CC")
    if env:
        found = shutil.which(env)
        if not found:
            raise InputError(
                f"AUTOMATCH_CC is set to {env!r}, which is not an executable on PATH: point it at "
                "clang, or unset it and install clang (e.g. 'apt-get install clang-19' on "
                "Debian), or pass the program's .ll file instead."
            )
        return found
    for name in CLANG_NAMES:
        found = shutil.which(name)
        if found:
            return found
    raise InputError(
        "No C compiler found to turn the C/C++ source into LLVM IR: automatch needs clang "
        "(set $AUTOMATCH_CC, or install it, e.g. 'apt-get install clang-19' on Debian). "
        "Alternatively pass the program's .ll file."
    )


def split_cflags(text: str | None, *, origin: str = "--cflags") -> tuple[str, ...]:
    """Compiler flags from one shell-quoted string (``--cflags "-std=gnu89 -I inc"``)."""
    if not text or not text.strip():
        return ()
    try:
        return tuple(shlex.split(text))
    except ValueError as exc:
        raise InputError(f"{origin} {text!r} cannot be split into flags ({exc}): quote each "
                         "flag as a shell would, e.g. --cflags \"-std=gnu89 -DN=100 -I 'my dir'\".") from None


def env_cflags() -> tuple[str, ...]:
    """``$AUTOMATCH_CFLAGS``, shell-split (applied before the flags given explicitly)."""
    return split_cflags(os.environ.get("AUTOMATCH_CFLAGS"), origin="$AUTOMATCH_CFLAGS")


def clang_errors(stderr: str, *, limit: int = MAX_ERRORS_SHOWN) -> str:
    """clang's errors from its stderr, without its warnings and notes: each ``error:`` line
    with the source line and caret that follow it, at most ``limit`` of them, then how
    many more there were. No blank lines (one paragraph). Falls back to the last lines
    when nothing looks like an error (a crash, a missing executable)."""
    lines = [ln.rstrip() for ln in stderr.splitlines()]
    blocks: list[list[str]] = []
    current: list[str] | None = None
    total = None
    for ln in lines:
        count = _COUNT_RE.search(ln)
        if count:
            total = int(count.group(1))
        if _ERROR_RE.match(ln):
            current = [ln]
            blocks.append(current)
        elif _DIAG_RE.match(ln):
            current = None
        elif current is not None and len(current) < 4 and ln.strip():
            current.append(ln)  # the source line, the caret, a fix-it
    if not blocks:
        tail = [ln for ln in lines if ln.strip()][-12:]
        return "\n".join(tail) if tail else "(clang printed nothing)"
    total = max(total or 0, len(blocks))
    shown = [ln for block in blocks[:limit] for ln in block]
    if total > limit:
        shown.append(f"... and {total - limit} more error{'s' if total - limit > 1 else ''}.")
    return "\n".join(shown)


def legacy_warnings(stderr: str, *, limit: int = MAX_WARNINGS_KEPT) -> list[str]:
    """clang's warnings about legacy C (implicit declarations and ``int``, int/pointer
    conversions) from its stderr, one line each, at most ``limit``."""
    found = [ln.rstrip() for ln in stderr.splitlines() if _LEGACY_WARNING_RE.search(ln.rstrip())]
    return list(dict.fromkeys(found))[:limit]


def _clang_setup(max_memory_bytes: int | None):
    """clang's ``preexec_fn``: die with automatch (``PR_SET_PDEATHSIG``; at once if automatch
    is already gone), then the memory limit. Only pre-resolved calls: it runs between fork
    and exec."""
    parent = os.getpid()

    def preexec() -> None:
        _prctl(_PR_SET_PDEATHSIG, int(signal.SIGKILL), 0, 0, 0)
        if os.getppid() != parent:
            os._exit(1)
        if max_memory_bytes:
            resource.setrlimit(resource.RLIMIT_AS, (max_memory_bytes, max_memory_bytes))

    return preexec


def _no_ir(path: Path, clang: str, extra_flags: tuple[str, ...]) -> InputError:
    """clang succeeded but wrote no IR: flags that stop it early, or not a clang at all."""
    if extra_flags:
        return InputError(
            f"clang produced no LLVM IR for {path} with these flags ({shlex.join(extra_flags)}): "
            "flags such as -fsyntax-only, -### or --help make it stop before it writes "
            "the IR; remove them from --cflags (or $AUTOMATCH_CFLAGS).")
    return InputError(f"The compiler {clang} exited without an error but produced no LLVM IR "
                      f"for {path}: is it clang ($AUTOMATCH_CC)? Or pass the program's .ll file.")


def run_guarded(cmd: list[str], tmp: Path, guard: RunGuard, *, what: str, path: Path,
                timeout_s: float | None, max_memory_bytes: int | None,
                cwd: str | None = None) -> tuple[int | None, str]:
    """Run one compiler command with the analysed program's lifetime (module docstring):
    no stdin, a session of its own under ``guard``, its stderr in ``tmp``, at most
    ``timeout_s`` seconds and ``max_memory_bytes`` of address space. (exit status, stderr);
    the status is None when it ran out of time (it has been killed)."""
    try:
        with open(tmp / "stderr", "wb") as err:
            proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                    stderr=err, start_new_session=True, cwd=cwd,
                                    preexec_fn=_clang_setup(max_memory_bytes))
    except OSError as exc:
        raise InputError(f"{what} ({cmd[0]}) could not be started: {exc.strerror or exc}.") from None
    guard.started(proc.pid)  # its own session: its pgid is its pid
    try:
        finished = wait_exited(proc.pid, timeout_s)
    finally:
        guard.kill()  # before reaping: the group id is still the compiler's
        proc.wait()
        guard.reaped()
    stderr = (tmp / "stderr").read_text(errors="replace")
    return (proc.returncode if finished else None), stderr


def compile_to_ir(path: Path, *, extra_flags: tuple[str, ...] = (), timeout_s: float | None = None,
                  max_memory_bytes: int | None = None, warnings: list[str] | None = None) -> str:
    """Compile one C or C++ file to LLVM IR text with clang at -O0 (optnone off, -g).

    ``extra_flags`` come after ours (they may override them, but never get LLVM's
    optimisation passes run: :data:`FRONT_END_ONLY` follows them), the stub omp.h last;
    clang runs at most ``timeout_s`` seconds and under ``max_memory_bytes`` of address space,
    with the lifetime of an analysed program (see the module docstring). C gets
    :data:`LEGACY_C_FLAGS` before ``extra_flags``; its legacy warnings are appended to
    ``warnings`` when given."""
    clang = find_clang()
    is_cxx = path.suffix in CXX_SUFFIXES or path.suffix.lower() in CXX_SUFFIXES
    lang = ("-x", "c++") if is_cxx else ()
    legacy = () if is_cxx else LEGACY_C_FLAGS
    sweep_stale_run_dirs(prefix=CC_PREFIX)
    tmp = make_run_dir(prefix=CC_PREFIX)
    with RunGuard(tmp) as guard:
        out = tmp / (path.stem + ".ll")
        cmd = [clang, *lang, *CLANG_FLAGS, *QUIET_FLAGS, *legacy, *extra_flags, *FRONT_END_ONLY,
               "-isystem", str(OMP_STUB_DIR),
               str(path), "-o", str(out)]
        returncode, stderr = run_guarded(cmd, tmp, guard, what="clang", path=path,
                                         timeout_s=timeout_s, max_memory_bytes=max_memory_bytes)
        if returncode is None:
            raise InputError(
                f"clang did not finish compiling {path} within the time limit (--timeout bounds "
                "the compile too): raise --timeout, or compile it once yourself "
                "(clang -O0 -Xclang -disable-O0-optnone -g -S -emit-llvm) and pass the .ll file.")
        if returncode != 0:
            if max_memory_bytes and (returncode < 0 or any(
                    sign in stderr.lower() for sign in _OUT_OF_MEMORY)):
                raise InputError(
                    f"clang ran out of memory compiling {path} under the memory limit "
                    f"({max_memory_bytes / 2**30:.3g} GiB, --max-memory): raise --max-memory, or "
                    "pass the program's .ll file.")
            flags = f" (flags: {shlex.join(extra_flags)})" if extra_flags else ""
            raise InputError(f"clang could not compile {path}{flags}:\n{clang_errors(stderr)}")
        if not out.is_file():
            raise _no_ir(path, clang, extra_flags)
        if warnings is not None:
            warnings.extend(legacy_warnings(stderr))
        return out.read_text(errors="replace")


_OMP_STUB_IR: dict[str, str] = {}


def omp_stub_ir() -> str | None:
    """The stub OpenMP runtime (the ``omp.h`` stub's functions with external linkage) as
    LLVM IR text, for a program that calls ``omp_*`` without including ``omp.h`` (an
    ``#include`` under ``#ifdef _OPENMP``, a file that forgot it); compiled once per
    process. None when no clang is found or it cannot compile it."""
    if "ir" in _OMP_STUB_IR:
        return _OMP_STUB_IR["ir"]
    try:
        clang = find_clang()
    except InputError:
        return None
    header = (OMP_STUB_DIR / "omp.h").read_text()
    source = header.replace("static __inline__ ", "")
    with tempfile.TemporaryDirectory(prefix="automatch-omp-") as tmp:
        src, out = Path(tmp) / "automatch_omp_stubs.c", Path(tmp) / "automatch_omp_stubs.ll"
        src.write_text(source)
        try:
            proc = subprocess.run([clang, *CLANG_FLAGS, "-g0", "-w", *FRONT_END_ONLY, str(src),
                                   "-o", str(out)], stdin=subprocess.DEVNULL, capture_output=True,
                                  timeout=60, check=False)
        except (OSError, subprocess.SubprocessError):
            return None
        text = out.read_text() if proc.returncode == 0 and out.exists() else None
    if text is not None:
        _OMP_STUB_IR["ir"] = text
    return text


def max_program_bytes() -> int:
    """The size cap of one program file: ``$AUTOMATCH_MAX_PROGRAM_BYTES``, else 2 GiB."""
    text = os.environ.get(MAX_PROGRAM_ENV, "").strip()
    if not text:
        return MAX_PROGRAM_BYTES
    try:
        value = int(text.replace("_", ""))
    except ValueError:
        value = 0
    if value <= 0:
        raise InputError(f"${MAX_PROGRAM_ENV} is {text!r}: expected a positive whole number of "
                         f"bytes (the default is {MAX_PROGRAM_BYTES})")
    return value


def _not_ir_text(path: Path, head: bytes) -> str | None:
    """Why the head of a .ll file shows it is not LLVM IR text (None: it may be)."""
    if head.startswith(BITCODE_MAGICS):
        return (f"Program file {path} is not LLVM IR text: it is LLVM bitcode; name it "
                f"{path.stem}.bc (or disassemble it with llvm-dis).")
    if b"\0" in head:
        return (f"Program file {path} is not LLVM IR text (it contains NUL bytes, as a binary "
                "file does): pass the .ll written by 'clang -S -emit-llvm', or the .c/.cpp source.")
    return None


def _check_readable(path: Path, *, limit: int | None = None) -> None:
    """Refuse, with the reason, a program path that is not a readable regular file, one
    over ``limit`` bytes, or a .ll whose first MiB shows it is not text."""
    try:
        st = path.stat()
    except FileNotFoundError:
        raise InputError(f"Program file not found: {path}") from None
    except OSError as exc:
        raise InputError(f"Program file {path} cannot be read: {(exc.strerror or str(exc)).lower()}.") from None
    if stat.S_ISDIR(st.st_mode):
        raise InputError(f"Program file {path} is a directory: pass the program's .c, .cpp, "
                         ".ll or .bc file(s).")
    if not stat.S_ISREG(st.st_mode):
        raise InputError(f"Program file {path} is not a regular file (a device, FIFO or "
                         "socket): pass the program's .c, .cpp, .ll or .bc file(s).")
    if limit is not None and st.st_size > limit:
        raise InputError(f"Program file {path} is {st.st_size:,} bytes, more than the "
                         f"{limit:,} accepted: is it the right file? To analyse it anyway, set "
                         f"{MAX_PROGRAM_ENV} to a larger number of bytes.")
    try:
        with open(path, "rb") as fh:
            head = fh.read(TEXT_PROBE_BYTES) if path.suffix.lower() == ".ll" else b""
    except PermissionError:
        raise InputError(f"Program file {path} cannot be read: permission denied.") from None
    except OSError as exc:
        raise InputError(f"Program file {path} cannot be read: {(exc.strerror or str(exc)).lower()}.") from None
    why = _not_ir_text(path, head)
    if why:
        raise InputError(why)
