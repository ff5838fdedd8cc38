"""Build the CUDA ports (each registry entry's ``cuda_source``: ``workloads/<w>/cuda/<w>.cu``,
``workloads/kernels/<k>/<k>.cu``) three ways, with or without a GPU.

Every port is one ``.cu`` file written against ``workloads/cuda_compat.h`` (see
workloads/README.md, "GPU ports"):

* :func:`compile_ptx` compiles its device code to PTX with NVRTC, loaded through ctypes
  (no GPU and no nvcc needed: the ``nvidia-cuda-nvrtc-cu12`` wheel of the ``dev`` extra
  carries the library), so a syntax or type error in a kernel fails CI on any machine;
* :func:`build_emulated` builds the whole program with g++ (or clang++) and
  ``-DAM_EMULATE``: launches run as sequential loops over blocks and threads on the CPU,
  which lets the tests compare the port's checksum with the sequential C program's;
* :func:`build_nvcc` builds the real program (host + device) with nvcc, to run on a GPU.

:func:`parse_port_output` reads what a port prints (``checksum``, ``kernel_time_s``,
``transfer_time_s``). Failures raise :class:`CudaBuildError` (an ``InputError``: exit
code 2, one paragraph naming the file and quoting the compiler's log);
:class:`CudaToolNotFound`, its subclass, means NVRTC / nvcc / a C++ compiler is missing,
so a caller can skip instead of fail.
"""

from __future__ import annotations

import ctypes
import functools
import glob
import os
import re
import shutil
import site
import subprocess
import sys
import sysconfig
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from automatch.errors import InputError

COMPAT_HEADER = "cuda_compat.h"
COMPILE_TIMEOUT_S = 600
# The ports' host code keeps its loops as loops (-fno-tree-loop-distribute-patterns), as
# the analysed C does: g++ -O3 turned a loop that zeroes an output beside the inputs'
# initialisation into calloc, whose pages stay untouched, and a port's copy of its result
# into them ran 4-11x slower (gemm on an H200: 0.45 ms for 0.63 MB, 0.07-0.1 ms into
# pages the program had written; transpose 37 ms): the port then moved other memory than
# the program the model analysed, whose zeroing loop touches every page.
NVCC_FLAGS = ("-O3", "-std=c++17", "-Xcompiler", "-fno-tree-loop-distribute-patterns")
EMULATE_FLAGS = ("-O2", "-std=c++17", "-DAM_EMULATE", "-fno-tree-loop-distribute-patterns")
_KERNEL_RE = re.compile(r"\bAM_KERNEL\s+void\s+([A-Za-z_]\w*)\s*\(")
_ENTRY_RE = re.compile(
    r"^\s*(?:\.(?:visible|weak|extern)\s+)*\.entry\s+([A-Za-z_$][\w$]*)", re.MULTILINE
)


class CudaBuildError(InputError):
    """A CUDA port did not build: the message names the file and quotes the compiler log."""

    def __init__(self, message: str, *, log: str = ""):
        super().__init__(message)
        self.log = log


class CudaToolNotFound(CudaBuildError):
    """NVRTC, nvcc or a C++ compiler is not installed: callers may skip rather than fail."""


# ----------------------------------------------------------------------------- helpers


def find_compat_dir(source: Path) -> Path | None:
    """The nearest folder at or above ``source`` that holds ``cuda_compat.h``."""
    for folder in Path(source).resolve().parents:
        if (folder / COMPAT_HEADER).is_file():
            return folder
    return None


def _include_flags(source: Path, include_dirs: Sequence[Path | str]) -> list[str]:
    dirs: list[Path] = [Path(d) for d in include_dirs]
    compat = find_compat_dir(source)
    if compat is not None:
        dirs.append(compat)
    dirs.append(Path(source).resolve().parent)
    seen: list[str] = []
    for d in dirs:
        s = str(Path(d).resolve())
        if s not in seen:
            seen.append(s)
    return [f"-I{d}" for d in seen]


def _read_source(source: Path) -> str:
    try:
        return Path(source).read_text()
    except FileNotFoundError:
        raise CudaBuildError(f"CUDA source not found: {source}") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise CudaBuildError(f"cannot read CUDA source {source}: {exc}") from None


def kernel_names(source: Path) -> tuple[str, ...]:
    """The kernels a port declares with ``AM_KERNEL void name(`` (in source order)."""
    return tuple(dict.fromkeys(_KERNEL_RE.findall(_read_source(source))))


def ptx_entries(ptx: str) -> tuple[str, ...]:
    """The ``.entry`` (kernel) names in a PTX module."""
    return tuple(_ENTRY_RE.findall(ptx))


def _log_excerpt(log: str, limit: int = 40) -> str:
    lines = [ln.rstrip() for ln in log.strip().splitlines() if ln.strip()]
    if len(lines) > limit:
        lines = lines[:limit] + [f"... ({len(lines) - limit} more lines)"]
    return "\n".join(lines)


# ----------------------------------------------------------------------------- NVRTC


def _nvrtc_candidates() -> list[str]:
    """Where libnvrtc may be: $AUTOMATCH_NVRTC, the pip wheels (nvidia/*/lib), CUDA_HOME,
    /usr/local/cuda, then the loader's search path."""
    out: list[str] = []
    env = os.environ.get("AUTOMATCH_NVRTC")
    if env:
        out.append(env)
    roots = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    try:
        roots.update(site.getsitepackages())
    except AttributeError:  # pragma: no cover - virtualenvs without getsitepackages
        pass
    roots.update(p for p in sys.path if p.endswith("site-packages"))
    for root in sorted(roots):
        for pattern in (
            "nvidia/cuda_nvrtc/lib/libnvrtc.so*",
            "nvidia/cu*/lib/libnvrtc.so*",
            "nvidia/*/lib/libnvrtc.so*",
        ):
            out.extend(sorted(glob.glob(os.path.join(root, pattern)), reverse=True))
    for home in (os.environ.get("CUDA_HOME"), os.environ.get("CUDA_PATH"), "/usr/local/cuda"):
        if home:
            out.extend(sorted(glob.glob(os.path.join(home, "lib64", "libnvrtc.so*")), reverse=True))
    out.extend(["libnvrtc.so", "libnvrtc.so.13", "libnvrtc.so.12"])
    return [p for p in dict.fromkeys(out) if ".alt." not in os.path.basename(p)]


@functools.lru_cache(maxsize=1)
def _nvrtc() -> ctypes.CDLL:
    """Load libnvrtc once (first use, never at import time)."""
    tried = []
    for cand in _nvrtc_candidates():
        if os.sep in cand and not os.path.exists(cand):
            continue
        folder = os.path.dirname(cand)
        # libnvrtc dlopens its builtins by soname; load them first from the same folder.
        for builtins in sorted(glob.glob(os.path.join(folder, "libnvrtc-builtins.so*"))):
            if ".alt." not in builtins:
                try:
                    ctypes.CDLL(builtins, mode=ctypes.RTLD_GLOBAL)
                except OSError:
                    pass
        try:
            lib = ctypes.CDLL(cand, mode=ctypes.RTLD_GLOBAL)
        except OSError as exc:
            tried.append(f"{cand} ({exc})")
            continue
        _declare(lib)
        return lib
    raise CudaToolNotFound(
        "NVRTC (libnvrtc) not found: install the project's dev extra "
        "(pip install -e '.[dev]' brings the nvidia-cuda-nvrtc-cu12 wheel), install the "
        "CUDA toolkit, or set $AUTOMATCH_NVRTC to the library's path."
        + (f" Tried: {'; '.join(tried)}" if tried else "")
    )


def _declare(lib: ctypes.CDLL) -> None:
    p, c, i, sz = ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int, ctypes.c_size_t
    lib.nvrtcGetErrorString.restype = c
    lib.nvrtcGetErrorString.argtypes = [i]
    lib.nvrtcVersion.argtypes = [ctypes.POINTER(i), ctypes.POINTER(i)]
    lib.nvrtcCreateProgram.argtypes = [
        ctypes.POINTER(p),
        c,
        c,
        i,
        ctypes.POINTER(c),
        ctypes.POINTER(c),
    ]
    lib.nvrtcCompileProgram.argtypes = [p, i, ctypes.POINTER(c)]
    lib.nvrtcGetProgramLogSize.argtypes = [p, ctypes.POINTER(sz)]
    lib.nvrtcGetProgramLog.argtypes = [p, c]
    lib.nvrtcGetPTXSize.argtypes = [p, ctypes.POINTER(sz)]
    lib.nvrtcGetPTX.argtypes = [p, c]
    lib.nvrtcDestroyProgram.argtypes = [ctypes.POINTER(p)]
    for name in (
        "nvrtcVersion",
        "nvrtcCreateProgram",
        "nvrtcCompileProgram",
        "nvrtcGetProgramLogSize",
        "nvrtcGetProgramLog",
        "nvrtcGetPTXSize",
        "nvrtcGetPTX",
        "nvrtcDestroyProgram",
    ):
        getattr(lib, name).restype = i


def nvrtc_version() -> tuple[int, int]:
    """NVRTC's (major, minor) version; raises :class:`CudaToolNotFound` without NVRTC."""
    lib = _nvrtc()
    major, minor = ctypes.c_int(), ctypes.c_int()
    lib.nvrtcVersion(ctypes.byref(major), ctypes.byref(minor))
    return major.value, minor.value


def compile_ptx(
    source: Path,
    *,
    arch: str = "compute_90",
    include_dirs: Sequence[Path | str] = (),
    defines: Sequence[str] = (),
) -> str:
    """Compile the device code of ``source`` to PTX with NVRTC and return the PTX text.

    ``arch`` is a virtual architecture (``compute_80``, ``compute_90``...). The folder
    holding ``cuda_compat.h`` (searched upwards from ``source``), the source's own folder
    and ``include_dirs`` are on the include path; ``defines`` are ``NAME`` or
    ``NAME=VALUE``. NVRTC defines ``__CUDACC_RTC__``, so the host part of a port is not
    compiled. Raises :class:`CudaBuildError` with NVRTC's log on a compile error and
    :class:`CudaToolNotFound` when libnvrtc cannot be loaded.
    """
    source = Path(source)
    text = _read_source(source)
    lib = _nvrtc()
    opts = [
        f"--gpu-architecture={arch}",
        "--std=c++17",
        "-default-device",
        *_include_flags(source, include_dirs),
        *(f"-D{d}" for d in defines),
    ]
    prog = ctypes.c_void_p()
    rc = lib.nvrtcCreateProgram(
        ctypes.byref(prog), text.encode(), str(source.name).encode(), 0, None, None
    )
    if rc != 0:
        raise CudaBuildError(
            f"NVRTC could not create a program from {source}: "
            f"{lib.nvrtcGetErrorString(rc).decode()}"
        )
    try:
        c_opts = (ctypes.c_char_p * len(opts))(*(o.encode() for o in opts))
        rc = lib.nvrtcCompileProgram(prog, len(opts), c_opts)
        size = ctypes.c_size_t()
        lib.nvrtcGetProgramLogSize(prog, ctypes.byref(size))
        buf = ctypes.create_string_buffer(max(size.value, 1))
        lib.nvrtcGetProgramLog(prog, buf)
        log = buf.value.decode(errors="replace")
        if rc != 0:
            raise CudaBuildError(
                f"NVRTC could not compile {source} for {arch} "
                f"({lib.nvrtcGetErrorString(rc).decode()}):\n{_log_excerpt(log)}",
                log=log,
            )
        lib.nvrtcGetPTXSize(prog, ctypes.byref(size))
        ptx = ctypes.create_string_buffer(size.value)
        rc = lib.nvrtcGetPTX(prog, ptx)
        if rc != 0:
            raise CudaBuildError(
                f"NVRTC compiled {source} but returned no PTX: "
                f"{lib.nvrtcGetErrorString(rc).decode()}",
                log=log,
            )
        return ptx.value.decode()
    finally:
        lib.nvrtcDestroyProgram(ctypes.byref(prog))


# ----------------------------------------------------------------------------- host builds


def _run_compiler(cmd: list[str], source: Path, what: str) -> None:
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=COMPILE_TIMEOUT_S)
    except FileNotFoundError:
        raise CudaToolNotFound(f"{what}: compiler not found: {cmd[0]}") from None
    except subprocess.TimeoutExpired:
        raise CudaBuildError(f"{what} of {source} ran past {COMPILE_TIMEOUT_S} s") from None
    if proc.returncode != 0:
        log = (proc.stderr or "") + (proc.stdout or "")
        raise CudaBuildError(
            f"{what} of {source} failed (exit {proc.returncode}): "
            f"{' '.join(cmd)}\n{_log_excerpt(log)}",
            log=log,
        )


def find_cxx() -> str:
    """The C++ compiler for emulation builds: $AUTOMATCH_CXX, else g++, else clang++."""
    env = os.environ.get("AUTOMATCH_CXX")
    names = [env] if env else ["g++", "clang++-19", "clang++"]
    for name in names:
        found = shutil.which(name)
        if found:
            return found
    raise CudaToolNotFound(
        "no C++ compiler for the CUDA emulation build: install g++ or clang++ (e.g. "
        "'apt-get install g++' on Debian) or set $AUTOMATCH_CXX"
        + (f" ({env!r} is not on PATH)" if env else "")
    )


def build_emulated(
    source: Path,
    out: Path,
    *,
    cxx: str | None = None,
    include_dirs: Sequence[Path | str] = (),
    extra_flags: Sequence[str] = (),
) -> Path:
    """Build ``source`` for the CPU with ``-DAM_EMULATE`` (g++ ``-O2 -std=c++17``) into
    ``out`` and return ``out``. Kernels run as sequential loops over the grid, so the
    binary's checksum must equal the sequential program's; its times mean nothing."""
    source, out = Path(source), Path(out)
    _read_source(source)
    out.parent.mkdir(parents=True, exist_ok=True)
    cmd = [
        cxx or find_cxx(),
        *EMULATE_FLAGS,
        *_include_flags(source, include_dirs),
        *extra_flags,
        "-x",
        "c++",
        str(source),
        "-x",
        "none",
        "-o",
        str(out),
        "-lm",
    ]
    _run_compiler(cmd, source, "emulation build (C++, -DAM_EMULATE)")
    return out


def find_nvcc() -> str:
    """nvcc: on PATH, else under $CUDA_HOME/bin or /usr/local/cuda/bin."""
    found = shutil.which("nvcc")
    if found:
        return found
    for home in (os.environ.get("CUDA_HOME"), os.environ.get("CUDA_PATH"), "/usr/local/cuda"):
        if home and os.access(os.path.join(home, "bin", "nvcc"), os.X_OK):
            return os.path.join(home, "bin", "nvcc")
    raise CudaToolNotFound(
        "nvcc not found: install the CUDA toolkit (or put its bin folder "
        "on PATH) to build the GPU programs"
    )


def build_nvcc(
    source: Path,
    out: Path,
    *,
    arch: str = "native",
    include_dirs: Sequence[Path | str] = (),
    extra_flags: Sequence[str] = (),
) -> Path:
    """Build ``source`` (host + device) with ``nvcc`` and :data:`NVCC_FLAGS` ``-arch=ARCH`` into ``out``
    and return ``out``. ``arch="native"`` targets the GPU of this machine (nvcc fails on a
    machine without one: pass e.g. ``"sm_90"`` there)."""
    source, out = Path(source), Path(out)
    _read_source(source)
    out.parent.mkdir(parents=True, exist_ok=True)
    cmd = [
        find_nvcc(),
        *NVCC_FLAGS,
        f"-arch={arch}",
        *_include_flags(source, include_dirs),
        *extra_flags,
        str(source),
        "-o",
        str(out),
    ]
    _run_compiler(cmd, source, f"nvcc build (-arch={arch})")
    return out


# ----------------------------------------------------------------------------- output


@dataclass(frozen=True)
class PortOutput:
    """What a CUDA port printed: its checksum (text, as printed) and its two times."""

    checksum: str
    kernel_time_s: float
    transfer_time_s: float

    def to_dict(self) -> dict[str, Any]:
        return {
            "checksum": self.checksum,
            "kernel_time_s": self.kernel_time_s,
            "transfer_time_s": self.transfer_time_s,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> PortOutput:
        return cls(str(d["checksum"]), float(d["kernel_time_s"]), float(d["transfer_time_s"]))


def parse_port_output(stdout: str, *, program: str = "the CUDA program") -> PortOutput:
    """Read ``checksum <x>``, ``kernel_time_s <s>`` and ``transfer_time_s <s>`` lines
    (the last of each wins); :class:`CudaBuildError` names what is missing."""
    found: dict[str, str] = {}
    for line in stdout.splitlines():
        parts = line.split()
        if len(parts) == 2 and parts[0] in ("checksum", "kernel_time_s", "transfer_time_s"):
            found[parts[0]] = parts[1]
    missing = [k for k in ("checksum", "kernel_time_s", "transfer_time_s") if k not in found]
    if missing:
        raise CudaBuildError(
            f"{program} printed no {', '.join(repr(m + ' <x>') for m in missing)} line"
        )
    try:
        return PortOutput(
            found["checksum"], float(found["kernel_time_s"]), float(found["transfer_time_s"])
        )
    except ValueError:
        raise CudaBuildError(
            f"{program} printed a time that is not a number: "
            f"{found['kernel_time_s']!r} / {found['transfer_time_s']!r}"
        ) from None
