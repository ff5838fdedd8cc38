"""The items ``validate --gpu`` measures, their CUDA ports, builds and timed runs.

An item is a workload of ``workloads/registry.toml`` (argv: its generated input) or a
corpus kernel of ``workloads/kernels/registry_*.toml`` (argv from the registry); its GPU
port is the registry's ``cuda_source`` (a path relative to the registry's folder, one
``.cu`` file following the convention of ``workloads/cuda_compat.h``). Ports are built
by :func:`automatch.validate.gpu.cuda_build.build_nvcc` and print ``checksum``,
``kernel_time_s`` (CUDA events, after a warm-up) and ``transfer_time_s``; the OpenMP
versions are built and timed by :mod:`automatch.validate.measure`.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from automatch.errors import InputError
from automatch.validate import measure


@dataclass(frozen=True)
class GpuItem:
    """One workload or corpus kernel to validate on the CPU and the GPU."""

    name: str
    origin: str  # "workload" | "corpus"
    kernel: str
    cls: str
    source: Path  # sequential program (.c) or committed IR (.ll) that is profiled
    omp_source: Path
    cuda_source: Path | None  # None: no GPU port yet
    argv: tuple[str, ...] = ()  # corpus: from the registry; workload: the input (see with_input)
    workload: dict[str, Any] | None = None  # the registry table of a workload
    size: str = "validate"  # the input size (workload generator's, or the profile label)

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "origin": self.origin,
            "kernel": self.kernel,
            "class": self.cls,
            "source": str(self.source),
            "omp_source": str(self.omp_source),
            "cuda_source": None if self.cuda_source is None else str(self.cuda_source),
            "argv": list(self.argv),
            "size": self.size,
        }


def _cuda_sources(registry: Path, table: str) -> dict[str, Path]:
    """name -> cuda_source path of every entry of ``registry`` that has one."""
    import tomllib

    from automatch.fileio import read_input_bytes

    try:
        doc = tomllib.loads(read_input_bytes(registry, what="registry", limit=4 << 20).decode())
    except (FileNotFoundError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise InputError(f"registry {registry}: cannot read it ({exc})") from None
    out = {}
    for t in doc.get(table, []):
        if isinstance(t, dict) and isinstance(t.get("cuda_source"), str) and t["cuda_source"]:
            out[str(t.get("name"))] = registry.parent / t["cuda_source"]
    return out


def gpu_items(
    workloads: Sequence[dict], kernels: Sequence[Any], registry: Path, size: str
) -> list[GpuItem]:
    """Items for the selected workload tables and corpus ``KernelEntry`` objects, at
    ``size`` (``gpu-large``: each item's entry of validation/gpu/sizes.toml)."""
    from automatch.validate.corpus import WORKLOAD_CLASSES
    from automatch.validate.gpu.sizes import LARGE, item_size, load_sizes

    large = load_sizes() if size == LARGE else None

    def wl_size(name: str) -> str:
        if large is None:
            return size
        e = item_size("workload", name, large)
        return "validate" if e.same else str(e.generator_size)

    def k_size_argv(k) -> tuple[str, tuple[str, ...]]:
        if large is None:
            return size, tuple(k.args(size))
        e = item_size("corpus", k.name, large)
        return ("validate", tuple(k.args("validate"))) if e.same else (LARGE, e.args)

    wl_ports = _cuda_sources(registry, "workload") if workloads else {}
    k_ports: dict[str, Path] = {}
    for reg in sorted({k.registry for k in kernels}):
        k_ports.update(_cuda_sources(Path(reg), "kernel"))
    if large is not None:  # the large size is for the GPU-validated items only
        workloads = [w for w in workloads if w["name"] in wl_ports]
        kernels = [k for k in kernels if k.name in k_ports]
    items = [
        GpuItem(
            name=w["name"],
            origin="workload",
            kernel=w["kernel"],
            cls=w.get("class") or WORKLOAD_CLASSES.get(w["name"], "unclassified"),
            source=registry.parent / w["ll"],
            omp_source=registry.parent / w["omp_source"],
            cuda_source=wl_ports.get(w["name"]),
            workload=w,
            size=wl_size(w["name"]),
        )
        for w in workloads
    ]
    items += [
        GpuItem(
            name=k.name,
            origin="corpus",
            kernel=k.kernel,
            cls=k.cls,
            source=k.source,
            omp_source=k.omp_source,
            cuda_source=k_ports.get(k.name),
            argv=k_size_argv(k)[1],
            size=k_size_argv(k)[0],
        )
        for k in kernels
    ]
    return items


def file_digest(*paths: Path | None, extra: str = "") -> str:
    """16 hex digits of a SHA-256 over the files' bytes and ``extra`` (cache keys)."""
    h = hashlib.sha256(extra.encode())
    for p in paths:
        if p is not None:
            h.update(Path(p).read_bytes())
    return h.hexdigest()[:16]


def build_port(item: GpuItem, bin_dir: Path, *, gpu_present: bool) -> tuple[Path | None, str]:
    """(binary, note): the port built with nvcc (``-arch=native`` on a GPU machine, else
    ``sm_90``: nvcc compiles fully without a GPU); None and why when it cannot be."""
    from automatch.validate.gpu.cuda_build import CudaToolNotFound, build_nvcc

    if item.cuda_source is None:
        return None, "no GPU port (no cuda_source in its registry entry)"
    out = bin_dir / f"{item.name}_cuda"
    arch = "native" if gpu_present else "sm_90"
    if out.exists() and out.stat().st_mtime >= item.cuda_source.stat().st_mtime:
        return out, f"nvcc -arch={arch} (reused)"
    try:
        build_nvcc(item.cuda_source, out, arch=arch)
    except CudaToolNotFound as exc:
        return None, str(exc)
    return out, f"nvcc -O3 -std=c++17 -arch={arch}"


@dataclass(frozen=True)
class PortTiming:
    """Repeated runs of a CUDA port: kernel and transfer times, its checksum."""

    kernel: measure.Timing
    transfer: measure.Timing
    checksum: str

    def to_dict(self) -> dict[str, Any]:
        return {
            "kernel": self.kernel.to_dict(),
            "transfer": self.transfer.to_dict(),
            "checksum": self.checksum,
        }


def fraction_env(f0: float, f1: float) -> dict[str, str]:
    """The environment that makes a port do the fraction [f0, f1) of every launch's
    outermost grid dimension (``AM_FRACTION``, workloads/cuda_compat.h)."""
    if not 0.0 <= f0 <= f1 <= 1.0:
        raise InputError(f"a port's fraction needs 0 <= f0 <= f1 <= 1, not [{f0}, {f1})")
    return {"AM_FRACTION": f"{f0!r}:{f1!r}"}


def time_port(
    binary: Path,
    argv: Sequence[str],
    repetitions: int,
    timeout_s: float = 600.0,
    fraction: tuple[float, float] | None = None,
) -> PortTiming:
    """Run the port ``repetitions`` times: :func:`time_ports` for one port; with
    ``fraction`` (f0, f1) it does only that part of every launch (:func:`fraction_env`)."""
    env = fraction_env(*fraction) if fraction is not None else None
    return time_ports([(binary, tuple(argv))], repetitions, timeout_s, env_extra=env)[0]


def time_ports(
    ports: Sequence[tuple[Path, Sequence[str]]],
    repetitions: int,
    timeout_s: float = 600.0,
    env_extra: dict[str, str] | None = None,
) -> list[PortTiming]:
    """Each port's printed ``kernel_time_s`` (CUDA events, after the port's own
    warm-up) and ``transfer_time_s``, run by run, in interleaved rounds as
    :func:`measure.time_interleaved` times the OpenMP programs (each round runs each
    port once, starting one further along), so that a burst of another job spoils one
    round rather than all of one port's runs. A failing port raises.

    ``CUDA_MODULE_LOADING=EAGER``: the ports create their context (``cudaFree(0)``)
    before the timers but launch nothing first, and CUDA 12's lazy loading would put
    each kernel's module load (60-90 us per kernel on the H100, 2026-11-25) inside its
    first timed launch. Eager loading does it at context creation."""
    from automatch.validate.gpu.cuda_build import parse_port_output

    env = {**os.environ, "CUDA_MODULE_LOADING": "EAGER", **(env_extra or {})}
    n = len(ports)
    ks: list[list[float]] = [[] for _ in ports]
    ts: list[list[float]] = [[] for _ in ports]
    checksums = [""] * n
    for r in range(repetitions):
        for k in range(n):
            i = (r + k) % n
            binary, argv = ports[i]
            proc = measure._run([str(binary), *argv], env, timeout_s)
            out = parse_port_output(proc.stdout, program=binary.name)
            ks[i].append(out.kernel_time_s)
            ts[i].append(out.transfer_time_s)
            checksums[i] = out.checksum
    timings = []
    for (binary, argv), k, t, checksum in zip(ports, ks, ts, checksums, strict=True):
        what = f"{binary.name} {' '.join(argv)}: nvcc, printed kernel_time_s (CUDA events)"
        timings.append(PortTiming(
            measure.Timing(tuple(k), what),
            measure.Timing(tuple(t), what.replace("kernel_time_s", "transfer_time_s")),
            checksum,
        ))
    return timings


__all__ = ["GpuItem", "PortTiming", "build_port", "file_digest", "fraction_env", "gpu_items",
           "time_port", "time_ports"]
