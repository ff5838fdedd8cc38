"""Turn source files (.c, .cc/.cpp, .ll, .bc) into LLVM IR text, compiling C with clang."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from automatch.errors import InputError

C_SUFFIXES = {".c"}
CXX_SUFFIXES = {".cc", ".cpp", ".cxx", ".c++", ".C"}
IR_SUFFIXES = {".ll", ".bc"}
CLANG_NAMES = ("clang", "clang-19", "clang-18", "clang-17", "clang-16", "clang-15", "clang-14")
# What the paper feeds its pipeline: unoptimised IR that the canonical passes may still
# transform (optnone would forbid it), with debug lines for the reports.
CLANG_FLAGS = ("-O0", "-Xclang", "-disable-O0-optnone", "-g", "-S", "-emit-llvm", "-fno-exceptions")


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


def compile_to_ir(path: Path, *, extra_flags: tuple[str, ...] = ()) -> str:
    """Compile one C or C++ file to LLVM IR text with clang at -O0 (optnone off, -g)."""
    clang = find_clang()
    lang = ("-x", "c++") if path.suffix in CXX_SUFFIXES or path.suffix.lower() in CXX_SUFFIXES else ()
    with tempfile.TemporaryDirectory(prefix="automatch-cc-") as tmp:
        out = Path(tmp) / (path.stem + ".ll")
        cmd = [clang, *lang, *CLANG_FLAGS, *extra_flags, str(path), "-o", str(out)]
        proc = subprocess.run(cmd, capture_output=True, text=True)
        if proc.returncode != 0:
            tail = "\n".join(proc.stderr.strip().splitlines()[-12:])
            raise InputError(f"clang could not compile {path}:\n{tail}")
        return out.read_text()


def read_sources(paths: list[str | os.PathLike], *, cflags: tuple[str, ...] = ()) -> list[tuple[str, str | bytes]]:
    """Read each input as (name, IR text or bitcode bytes), compiling sources as needed."""
    if not paths:
        raise InputError("No program given: pass a .ll, .bc, .c or .cpp file.")
    out: list[tuple[str, str | bytes]] = []
    for p in paths:
        path = Path(p)
        if not path.is_file():
            raise InputError(f"Program file not found: {path}")
        suffix = path.suffix if path.suffix == ".C" else path.suffix.lower()
        if suffix == ".ll":
            out.append((str(path), path.read_text(errors="replace")))
        elif suffix == ".bc":
            out.append((str(path), path.read_bytes()))
        elif suffix in C_SUFFIXES or suffix in CXX_SUFFIXES:
            out.append((str(path), compile_to_ir(path, extra_flags=cflags)))
        else:
            raise InputError(
                f"Unknown program file type {path.name!r}: expected .ll, .bc, .c, .cc or .cpp."
            )
    return out
