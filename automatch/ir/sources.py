"""A program's files as IR: .ll and .bc read, C and C++ compiled by clang (ir/compile.py),
Fortran by flang (ir/fortran.py) with what its IR needs linked beside it."""

from __future__ import annotations

import os
import time
from pathlib import Path

from automatch.errors import InputError
from automatch.ir.compile import (
    C_SUFFIXES,
    CXX_SUFFIXES,
    IR_SUFFIXES,
    _check_readable,
    _not_ir_text,
    compile_to_ir,
    env_cflags,
    max_program_bytes,
)
from automatch.ir.fortran import calls_fortran_runtime, compile_fortran, is_fortran, support_sources
from automatch.ir.fortran_runtime import shared_runtime


def read_sources(
    paths: list[str | os.PathLike],
    *,
    cflags: tuple[str, ...] = (),
    timeout_s: float | None = None,
    max_memory_bytes: int | None = None,
    warnings: list[str] | None = None,
) -> list[tuple[str, str | bytes]]:
    """Read each input as (name, IR text or bitcode bytes), compiling sources as needed.

    C/C++ files get ``$AUTOMATCH_CFLAGS`` then ``cflags``; ``timeout_s`` bounds all the
    compiles together; ``max_memory_bytes`` limits each clang's address space; clang's
    legacy-C warnings go to ``warnings`` when given (:func:`legacy_warnings`). Each file
    must be at most :func:`max_program_bytes` (2 GiB unless ``$AUTOMATCH_MAX_PROGRAM_BYTES``
    says otherwise), and a .ll must be text (no NUL bytes), checked before it is read."""
    if not paths:
        raise InputError("No program given: pass a .ll, .bc, .c or .cpp file.")
    limit = max_program_bytes()
    for p in paths:  # every input checked before any (possibly long) compile
        path = Path(p)
        suffix = path.suffix if path.suffix == ".C" else path.suffix.lower()
        _check_readable(path, limit=limit)
        if suffix not in IR_SUFFIXES | C_SUFFIXES | CXX_SUFFIXES and not is_fortran(path):
            raise InputError(
                f"Unknown program file type {path.name!r}: expected .ll, .bc, .c, .cc, .cpp, "
                ".f90, .F90 or .f."
            )
    flags = env_cflags() + tuple(cflags)
    deadline = None if timeout_s is None else time.monotonic() + timeout_s
    out: list[tuple[str, str | bytes]] = []
    fortran_ir = _fortran_sources(paths, flags, deadline, max_memory_bytes)
    for p in paths:
        path = Path(p)
        suffix = path.suffix if path.suffix == ".C" else path.suffix.lower()
        try:
            if suffix == ".ll":
                text = path.read_text(errors="replace")
                if "\0" in text:  # past the head checked above: the parser would stop there
                    raise InputError(_not_ir_text(path, b"\0"))
                out.append((str(path), text))
            elif suffix == ".bc":
                out.append((str(path), path.read_bytes()))
            elif str(path) in fortran_ir:
                out.append((str(path), fortran_ir[str(path)]))
            else:
                left = None if deadline is None else max(0.0, deadline - time.monotonic())
                ir = compile_to_ir(
                    path,
                    extra_flags=flags,
                    timeout_s=left,
                    max_memory_bytes=max_memory_bytes,
                    warnings=warnings,
                )
                out.append((str(path), ir))
        except PermissionError:
            raise InputError(f"Program file {path} cannot be read: permission denied.") from None
        except IsADirectoryError:
            raise InputError(f"Program file {path} is a directory.") from None
        except OSError as exc:
            raise InputError(
                f"Program file {path} cannot be read: {(exc.strerror or str(exc)).lower()}."
            ) from None
    return out + _fortran_support(out, deadline)


def _fortran_sources(paths, flags, deadline, max_memory_bytes) -> dict[str, str]:
    """{path: IR} of the Fortran files, compiled by flang in their order (ir/fortran.py)."""
    return compile_fortran(
        [Path(p) for p in paths], flags, deadline=deadline, max_memory_bytes=max_memory_bytes
    )


def _fortran_support(sources, deadline) -> list[tuple[str, str]]:
    """What a Fortran program's IR needs linked beside it (ir/fortran.py); [] for C. Builds
    flang's shared runtime (ir/fortran_runtime.py) when the program calls it."""
    left = None if deadline is None else max(0.0, deadline - time.monotonic())
    out = support_sources(sources, timeout_s=left)
    if calls_fortran_runtime(sources):
        shared_runtime()  # built here, once, rather than by the two runs at the same time
    return out
