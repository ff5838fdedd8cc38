"""flang's Fortran runtime (I/O, ALLOCATE, the intrinsics) made loadable into the JIT.

Debian's flang-19 ships the runtime as static archives only (``libFortranRuntime.a``,
``libFortranDecimal.a`` next to flang, in ``/usr/lib/llvm-19/lib``), which a process
cannot load. :func:`shared_runtime` links them once, whole, into a shared object in the
user's cache folder (``$XDG_CACHE_HOME/automatch/fortran``, else
``~/.cache/automatch/fortran``, made 0700 and refused when not private), named by the
archives' identity (path, size, modification time), so that a new flang gets a new
one; written to a temporary name and renamed, so that two runs
building it at once never load half a file. ``$AUTOMATCH_FORTRAN_RUNTIME`` names a
shared runtime to use instead. :func:`load` puts it into this process (the JIT resolves
``_FortranA*`` against it), once. The runtime ends a program (END, STOP, CALL EXIT) with
``std::exit``: linked with ``--wrap=exit`` and fortran_exit.c, its exit goes to the
engine's exit hook when one is set, as a C program's ``exit`` does.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
from pathlib import Path

from automatch.errors import InputError

ARCHIVES = ("libFortranRuntime.a", "libFortranDecimal.a")
RUNTIME_ENV = "AUTOMATCH_FORTRAN_RUNTIME"
EXIT_SHIM = Path(__file__).resolve().parent / "fortran_exit.c"
_LOADED: list[str] = []


def cache_dir() -> Path:
    """The folder the shared runtime is built into, ``<user cache>/automatch/fortran``,
    created 0700; refused when another user owns it or others may write to it (a shared
    object planted there would be loaded into the analysed program's process)."""
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    path = Path(base) / "automatch" / "fortran"
    path.mkdir(mode=0o700, parents=True, exist_ok=True)
    st = path.stat()
    if st.st_uid != os.getuid() or st.st_mode & 0o022:
        raise InputError(
            f"The Fortran runtime's cache folder {path} is not private (another user owns it, or "
            "its group or others may write to it), so automatch will not load a shared object "
            f"from it: make it yours with mode 0700 (chmod 700 {path}), or set "
            f"${RUNTIME_ENV} to a shared build of flang's runtime."
        )
    return path


def _archive_dirs() -> list[Path]:
    """Where the archives may be: beside the flang on PATH (bin/../lib), then LLVM 19's."""
    dirs = []
    try:
        from automatch.ir.fortran import find_flang

        dirs.append(Path(os.path.realpath(find_flang())).parent.parent / "lib")
    except InputError:
        pass
    dirs.append(Path("/usr/lib/llvm-19/lib"))
    return dirs


def find_archives() -> tuple[Path, ...]:
    """The runtime's archives, from the first folder that holds them all."""
    for d in _archive_dirs():
        found = tuple(d / a for a in ARCHIVES)
        if all(p.is_file() for p in found):
            return found
    raise InputError(
        "The Fortran runtime (libFortranRuntime.a, libFortranDecimal.a) was not found "
        "next to flang: install it with 'apt-get install flang-19 libflang-19-dev' on "
        f"Debian, or set ${RUNTIME_ENV} to a shared build of it."
    )


def shared_runtime() -> Path:
    """The shared runtime: ``$AUTOMATCH_FORTRAN_RUNTIME``, else built once into the cache."""
    env = os.environ.get(RUNTIME_ENV)
    if env:
        if not Path(env).is_file():
            raise InputError(
                f"${RUNTIME_ENV} is set to {env!r}, which is not a file: point it at a "
                "shared build of flang's runtime, or unset it."
            )
        return Path(env)
    archives = find_archives()
    try:
        folder = cache_dir()
    except (OSError, RuntimeError) as exc:
        raise InputError(
            f"The Fortran runtime is built once into the user cache folder, which cannot be "
            f"created here ({exc}): set $XDG_CACHE_HOME to a writable folder, or "
            f"${RUNTIME_ENV} to a shared build of flang's runtime."
        ) from None
    ident = "|".join(f"{p}:{p.stat().st_size}:{p.stat().st_mtime_ns}" for p in archives)
    ident += "|" + hashlib.sha256(EXIT_SHIM.read_bytes()).hexdigest()
    target = folder / f"fortran-runtime-{hashlib.sha256(ident.encode()).hexdigest()[:16]}.so"
    if target.is_file():
        return target
    from automatch.ir.compile import find_clang

    linker = find_clang()
    tmp = target.with_name(f"{target.name}.{os.getpid()}.tmp")
    cmd = [
        linker,
        "-shared",
        "-O1",
        "-fPIC",
        "-o",
        str(tmp),
        "-Wl,--wrap=exit",
        str(EXIT_SHIM),
        "-Wl,--whole-archive",
        *map(str, archives),
        "-Wl,--no-whole-archive",
        "-lstdc++",
        "-lm",
    ]
    try:
        proc = subprocess.run(
            cmd,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            errors="replace",
            timeout=300,
            check=False,
        )
        if proc.returncode != 0:
            tail = " ".join(proc.stderr.strip().splitlines()[-3:])
            raise InputError(
                f"The Fortran runtime could not be linked into a shared object "
                f"({os.path.basename(linker)} -shared): {tail}"
            )
        os.replace(tmp, target)
    except (OSError, subprocess.SubprocessError) as exc:
        raise InputError(f"The Fortran runtime could not be linked into {target}: {exc}.") from None
    finally:
        tmp.unlink(missing_ok=True)
    return target


def load(exit_hook: int | None = None) -> None:
    """Load the shared runtime into this process for the JIT (once); ``exit_hook``: the
    address of the engine's ``void(int)`` exit hook, which the runtime's exit then calls."""
    import ctypes

    import llvmlite.binding as llvm

    if not _LOADED:
        path = str(shared_runtime())
        try:
            llvm.load_library_permanently(path)
            _LOADED.append(ctypes.CDLL(path))
        except (RuntimeError, OSError) as exc:
            raise InputError(f"The Fortran runtime {path} could not be loaded: {exc}.") from None
    if exit_hook:
        _LOADED[0].__automatch_fortran_set_exit(ctypes.c_void_p(exit_hook))


def needed(text: str) -> bool:
    """Whether a module's IR calls into the Fortran runtime."""
    return "@_FortranA" in text
