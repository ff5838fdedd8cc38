"""The runtime of the replay the program runs itself (``levels_*.c``), built once by clang.

A shared library, cached beside the numba kernels (exec/aot/cache.py) under a name
that covers the C sources, their flags and the compiler; ``automatch warm`` builds it, or
the first analysis that needs it. Without a C compiler there is none, and the analysis
replays the event stream in numba instead (analyses.compiled_levels decides).

The library is loaded into the process, so it is used only when the cache folder is
private (proc/private_dirs.py), the file is this user's and nobody else can write it,
and its bytes match the digest written beside it (``.sha256``) when it was built: a
truncated, damaged or foreign file is built again, never loaded.
"""

from __future__ import annotations

import ctypes
import hashlib
import os
import subprocess
import tempfile
from functools import lru_cache
from pathlib import Path

from automatch.exec import events as ev
from automatch.exec.levels.inline import layout_defines

_HERE = Path(__file__).parent
SOURCES = tuple(_HERE / n for n in ("levels_access.c", "levels_pages.c", "levels_loops.c", "levels_ahead.c"))
HEADER = _HERE / "levels_rt.h"
FLAGS = ("-O2", "-shared", "-fPIC", "-pthread", "-fno-stack-protector", "-fno-exceptions", "-fno-unwind-tables",
         "-fno-asynchronous-unwind-tables", f"-DAM_ADDR_MASK={ev.ADDR_MASK}L",
         f"-DAM_REGION_WORD_BASE=({ev.REGION_WORD_BASE}L)", *layout_defines())


def _clang() -> str | None:
    from automatch.errors import InputError
    from automatch.ir.compile import find_clang

    try:
        return find_clang()
    except InputError:
        return None


def _digest_path(lib: Path) -> Path:
    return lib.with_name(lib.name + ".sha256")


def _file_sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _usable(lib: Path) -> bool:
    """Whether ``lib`` may be loaded: this user's own file, unchanged since it was built."""
    from automatch.proc.private_dirs import own_file

    side = _digest_path(lib)
    if not (own_file(lib) and own_file(side)):
        return False
    try:
        return side.read_text().strip() == _file_sha256(lib)
    except OSError:
        return False


def _build(clang: str, out: Path) -> bool:
    """The library into ``out`` and its digest beside it, each atomically (a rename over
    what was there, never a write through it); False when clang fails."""
    fd, tmp = tempfile.mkstemp(dir=out.parent, suffix=".tmp")
    os.close(fd)
    fd, tmp_digest = tempfile.mkstemp(dir=out.parent, suffix=".tmp")
    os.close(fd)
    try:
        done = subprocess.run([clang, *FLAGS, *map(str, SOURCES), "-o", tmp], capture_output=True, text=True,
                              timeout=120, check=False)
        if done.returncode != 0:
            return False
        Path(tmp_digest).write_text(_file_sha256(Path(tmp)) + "\n")
        os.chmod(tmp, 0o700)
        os.replace(tmp, out)
        os.replace(tmp_digest, _digest_path(out))
        return True
    except (OSError, subprocess.SubprocessError):
        return False
    finally:
        for path in (tmp, tmp_digest):
            if os.path.exists(path):
                os.unlink(path)


def library_name(clang: str) -> str | None:
    """The cached library's file name: a digest of the C sources, the flags and the
    compiler; None when the sources are missing."""
    h = hashlib.sha256()
    try:
        for path in (*SOURCES, HEADER):
            h.update(path.read_bytes())
    except OSError:
        return None
    h.update(" ".join(FLAGS).encode())
    h.update(os.path.realpath(clang).encode())
    return f"levels_rt-{h.hexdigest()[:16]}.so"


@lru_cache(maxsize=1)
def runtime() -> Path | None:
    """The runtime library, built now if not cached (or not usable: :func:`_usable`);
    None without a working C compiler or a cache folder to build in. An unsafe cache
    folder is an InputError (exec/aot/cache.py)."""
    from automatch.exec.aot.cache import run_cache_dir

    clang = _clang()
    if clang is None:
        return None
    name = library_name(clang)
    if name is None:  # an installation without its C sources: the numba replay runs
        return None
    lib = Path(run_cache_dir()) / name
    if not _usable(lib) and not (_build(clang, lib) and _usable(lib)):
        return None
    return lib


def load(library: Path, room) -> ctypes.CDLL:
    """Load the library into this process, visible to the JIT; ``room``: the ctypes
    callback it calls before it maps more shadow (:func:`room_callback`)."""
    import llvmlite.binding as llvm

    lib = ctypes.CDLL(str(library), mode=ctypes.RTLD_GLOBAL)
    llvm.load_library_permanently(str(library))
    lib.__am_lv_set_room.argtypes = [ctypes.c_void_p]
    lib.__am_lv_report.argtypes = [ctypes.c_int64, ctypes.c_void_p]
    lib.__am_lv_init.argtypes = [ctypes.c_int64] * 5 + [ctypes.c_void_p]
    lib.__am_lv_set_ahead.argtypes = [ctypes.c_int64]
    lib.__am_lv_set_room(ctypes.cast(room, ctypes.c_void_p))
    return lib


def room_callback(fail):
    """The runtime's ``__am_lv_room(bytes)``, called before it maps another chunk of
    shadow (-1: the system refused one): ``fail`` (the child's, which reports and ends
    the process) gets a ProgramRunError when the machine has not that much room left
    beyond what automatch leaves to the system (proc/memory_budget.py)."""
    from automatch.errors import ProgramRunError
    from automatch.exec.faults.child_errors import size_text
    from automatch.proc import memory_budget

    mapped = [0]

    def room(size: int) -> None:
        try:
            available = memory_budget.available_bytes()
            reserve = memory_budget.reserve_bytes()
            kept = (f"its shadow of the program's memory (20 bytes per byte the program writes, 2 per "
                    f"byte it only reads; {size_text(mapped[0])} so far)")
            if size < 0:
                raise ProgramRunError(
                    f"The analysis ran out of memory: the system refused more memory to {kept} "
                    "(under --max-memory, the analysis's shadow counts against the limit too). "
                    "Analyse a smaller input (the profile's figures scale with it), raise "
                    "--max-memory, or use a machine with more memory.")
            if available is not None and size > available - reserve:
                raise ProgramRunError(
                    f"The analysis ran out of memory: {kept} needed {size_text(size)} more, with "
                    f"{size_text(max(0, available))} of this machine's memory left, of which "
                    f"automatch leaves {size_text(reserve)} to the system. Analyse a smaller input "
                    "(the profile's figures scale with it), or on a machine with more memory.")
            mapped[0] += size
        except BaseException as exc:  # noqa: BLE001 - a ctypes callback must not raise
            fail(exc)

    return ctypes.CFUNCTYPE(None, ctypes.c_int64)(room)
