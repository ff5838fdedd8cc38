"""``automatch bench cpu``: measure this host's ArchSpec with C micro-benchmarks.

The kernels (``kernels/cpubench.c``) are compiled at run time with
``cc -O3 -march=native -fopenmp`` into a temporary shared library and called through
ctypes. Measured: the clock (dependent-add chain), peak fp64/fp32 flop/s on one core
and on all threads for each vector width, STREAM-triad bandwidth and pointer-chase
latency over working sets sweeping the caches into DRAM, a stride sweep (line size)
and the OpenMP barrier cost. The sweeps are fitted by the pure functions of
``automatch.arch.fit.curves``.
"""

from __future__ import annotations

import datetime as dt
import os
import socket
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from automatch.arch.bench import atomics as bench_atomics
from automatch.arch.bench import gather as bench_gather
from automatch.arch.bench import ops as bench_ops
from automatch.arch.bench import overlap as bench_overlap
from automatch.arch.bench.cpukernels import Kernels, compile_kernels
from automatch.arch.fit.cpu import host_from_raw, slug, spec_from_measurements
from automatch.arch.host.info import (
    HostCpu,
    _single_cpu,
    has_fma,
    isa_vector_bytes,
    read_host_cpu,
)
from automatch.arch.spec import ArchSpec
from automatch.errors import InputError

__all__ = [
    "CpuBenchConfig",
    "CpuBenchResult",
    "compile_kernels",
    "host_from_raw",
    "run_cpu_bench",
    "size_grid",
    "spec_from_measurements",
]

# Words each thread sums in the scalar-load kernel: 16 KiB, inside any L1d
SCALAR_LOAD_WORDS = 2048
# per thread: 2048 pages of 4 KiB, enough to amortise the mapping and small enough for
# a quick bench (a private copy of a scatter's target; model/privatise.py)
FIRST_TOUCH_BYTES = 8 << 20


@dataclass(frozen=True)
class CpuBenchConfig:
    quick: bool = False
    threads: int | None = None  # default: the CPUs this process may run on
    repetitions: int | None = None  # default: 3 quick, 7 full
    name: str | None = None  # spec name; default from the host name
    cc: str | None = None  # default: $CC, then cc, gcc, clang
    max_bytes: int | None = None  # largest working set; default from the LLC and RAM
    seed: int = 1


@dataclass(frozen=True)
class CpuBenchResult:
    spec: ArchSpec
    raw: dict[str, Any]  # every sweep and repetition, for microbench/results/
    warnings: tuple[str, ...]


# ---------------------------------------------------------------- plans


def size_grid(lo: int, hi: int, per_octave: int) -> list[int]:
    """Working-set sizes from ``lo`` to ``hi`` bytes, ``per_octave`` points per doubling,
    each a multiple of 4 KiB (pages; also of the line and of 24-byte triad elements'
    page-rounded arrays)."""
    out: list[int] = []
    k = 0
    while True:
        s = int(round(lo * 2 ** (k / per_octave) / 4096)) * 4096
        if s > hi:
            break
        if not out or s > out[-1]:
            out.append(s)
        k += 1
    return out


def _ram_bytes() -> int:
    try:
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError, AttributeError):  # pragma: no cover
        return 8 << 30


def _default_max_bytes(host: HostCpu, quick: bool) -> int:
    if quick:
        return 64 << 20
    llc = host.llc_bytes() or (32 << 20)
    want = max(4 * llc, 512 << 20)
    return int(min(want, 4 << 30, _ram_bytes() // 8))


def _calibrate(run: Callable[[int], float], target_s: float, start: int = 1000) -> int:
    """Iteration count making ``run(iters)`` take about ``target_s`` seconds.

    The first call is a warm-up (thread start-up, page faults, clock ramp) and is not
    used; the count then grows until one call takes at least a quarter of the target.
    """
    run(start)
    iters = start
    while True:
        t = run(iters)
        if t >= target_s / 4 or iters > 1 << 40:
            return max(1, int(iters * target_s / max(t, 1e-9)))
        iters *= 8 if t < target_s / 64 else 2


def _loadavg() -> float:
    try:
        return float(Path("/proc/loadavg").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return 0.0


# ---------------------------------------------------------------- the run


def _measure(k: Kernels, raw: dict[str, Any], cfg: CpuBenchConfig, host: HostCpu,
             threads: int, reps: int, target: float, max_bytes: int,
             log: Callable[[str], None]) -> None:
    """Every micro-benchmark, its raw timings into ``raw``."""
    iters = _calibrate(k.lib.am_clock_chain, target)
    raw["clock"] = {
        "iters": iters,
        "cycles_per_iter": 16,
        "seconds": [k.lib.am_clock_chain(iters) for _ in range(reps)],
    }
    log("clock measured")

    raw["flops"] = {}
    for prec in ("f64", "f32"):
        per_width = {}
        for vb in k.widths(prec):
            if vb > raw["cpu"]["isa_vector_bytes"]:
                continue
            lanes = vb // (8 if prec == "f64" else 4)
            it = _calibrate(lambda n, p=prec, v=vb: k.flops(p, v, n, 1), target)
            secs = [k.flops(prec, vb, it, 1) for _ in range(reps)]
            per_width[str(vb)] = {
                "lanes": lanes,
                "iters": it,
                "threads": 1,
                "flops_per_call": it * 16 * lanes * 2,
                "seconds": secs,
            }
        best_vb = max(
            per_width,
            key=lambda w: (
                per_width[w]["flops_per_call"] / float(np.median(per_width[w]["seconds"]))
            ),
        )
        lanes = per_width[best_vb]["lanes"]
        it = _calibrate(lambda n, p=prec, v=int(best_vb): k.flops(p, v, n, threads), target)
        secs = [k.flops(prec, int(best_vb), it, threads) for _ in range(reps)]
        raw["flops"][prec] = {
            "one_core": per_width,
            "all": {
                "vector_bytes": int(best_vb),
                "lanes": lanes,
                "iters": it,
                "threads": threads,
                "flops_per_call": it * 16 * lanes * 2 * threads,
                "seconds": secs,
            },
        }
    log("peak flop rates measured")

    line = host.line_bytes() or 64
    sizes = size_grid(4096, max_bytes, 1 if cfg.quick else 2)
    if cfg.quick:
        sizes = sizes[::2] if len(sizes) > 8 else sizes
    steps = 200_000 if cfg.quick else 1_000_000
    lat, bw, bw1 = [], [], []
    for s in sizes:
        lat.append(k.chase(s, line, steps, reps, cfg.seed))
        n = s // 24
        passes = max(1, int((64 << 20 if cfg.quick else 512 << 20) // s))
        bw.append([24 * n / t for t in k.triad(n, passes, reps, threads)])
        # one thread too: the per-level single-thread bandwidth of the N-level model
        p1 = max(1, passes // 2)
        bw1.append([24 * n / t for t in k.triad(n, p1, reps, 1)] if threads > 1 else bw[-1])
        log(
            f"  {s / 2**10:>10.0f} KiB: latency {np.median(lat[-1]) * 1e9:7.2f} ns, "
            f"bandwidth {np.median(bw[-1]) / 1e9:8.2f} GB/s "
            f"({np.median(bw1[-1]) / 1e9:.2f} GB/s one thread)"
        )
    raw["latency"] = {
        "sizes_bytes": sizes,
        "stride_bytes": line,
        "steps": steps,
        "seconds_per_load": lat,
    }
    raw["bandwidth"] = {
        "sizes_bytes": sizes,
        "kernel": "triad a=b+s*c, 24 B/element",
        "threads": threads,
        "bytes_per_s": bw,
        "bytes_per_s_1t": bw1,
    }

    l2 = [c.size_bytes for c in host.data_caches() if c.level == 2]
    sbuf = max(8 * (l2[0] if l2 else 1 << 20), 16 << 20)
    strides = [8, 16, 32, 64, 128, 256, 512]
    raw["stride"] = {
        "buffer_bytes": sbuf,
        "strides_bytes": strides,
        "seconds_per_access": [
            k.stride(sbuf, st, 1 if cfg.quick else 4, reps) for st in strides
        ],
    }
    biters = 20_000 if cfg.quick else 200_000
    raw["barrier"] = {
        "iters": biters,
        "threads": threads,
        "seconds_per_barrier": k.barrier(biters, reps, threads),
    }
    raw["forkjoin"] = {
        "iters": biters // 10,
        "threads": threads,
        "seconds_per_region": k.forkjoin(biters // 10, reps, threads),
    }
    raw["first_touch"] = {
        "bytes_per_thread": FIRST_TOUCH_BYTES,
        "threads": threads,
        "seconds_per_byte": k.first_touch(FIRST_TOUCH_BYTES, reps, threads),
    }
    raw["atomic"] = bench_atomics.measure_atomics(k, reps=reps, threads=threads,
                                                  quick=cfg.quick)
    spasses = 200 if cfg.quick else 2000
    raw["scalar_loads"] = {
        "words_per_thread": SCALAR_LOAD_WORDS,
        "passes": spasses,
        "threads": threads,
        "seconds_per_load_1t": k.scalar_loads(SCALAR_LOAD_WORDS, spasses, reps, 1),
        "seconds_per_load_all": k.scalar_loads(SCALAR_LOAD_WORDS, spasses, reps, threads),
    }
    fiters = _calibrate(k.lib.am_fma_chain, target)
    raw["fma_chain"] = {
        "iters": fiters,
        "ops_per_iter": 16,
        "seconds": [k.lib.am_fma_chain(fiters) for _ in range(reps)],
    }
    aiters = _calibrate(k.lib.am_add_chain, target)
    raw["add_chain"] = {
        "iters": aiters,
        "ops_per_iter": 16,
        "seconds": [k.lib.am_add_chain(aiters) for _ in range(reps)],
    }
    bn = 1 << (20 if cfg.quick else 22)
    raw["branch"] = {"n": bn, "seconds_random": [], "seconds_same": []}
    for _ in range(reps):  # interleaved, so that drift hits both alike
        raw["branch"]["seconds_random"].append(k.lib.am_branch(bn, 1))
        raw["branch"]["seconds_same"].append(k.lib.am_branch(bn, 0))
    log("line size, barrier, fork/join, FMA and add latency, branch misprediction measured")
    raw["op_throughput"] = bench_ops.measure_ops(
        k, reps=reps, calibrate=lambda run: _calibrate(run, target), log=log
    )
    mem = bench_overlap.memory_bytes(host.llc_bytes() or (32 << 20), _ram_bytes(), cfg.quick)
    raw["level_overlap"] = bench_overlap.measure_overlap(k, reps=reps, mem_bytes=mem, log=log)
    caches = [(c.level, c.size_bytes, not _single_cpu(c.shared_cpus))
              for c in host.data_caches()]
    raw["gather"] = bench_gather.measure(
        k, bench_gather.working_sets(caches, threads, max_bytes), threads, reps, cfg.quick, log)
    raw["pagewalk"] = bench_gather.measure_pagewalk(k, threads, reps, cfg.quick, log)


def run_cpu_bench(
    cfg: CpuBenchConfig, log: Callable[[str], None] = lambda _m: None
) -> CpuBenchResult:
    """Run the CPU micro-benchmarks and fit the ArchSpec. ``log`` gets progress lines."""
    host = read_host_cpu()
    threads = cfg.threads or host.logical_cpus
    if threads < 1:
        raise InputError(f"--threads must be at least 1, got {threads}")
    reps = cfg.repetitions or (3 if cfg.quick else 7)
    target = 0.01 if cfg.quick else 0.1
    max_bytes = cfg.max_bytes or _default_max_bytes(host, cfg.quick)
    raw: dict[str, Any] = {
        "tool": _tool_version(),
        "mode": "quick" if cfg.quick else "full",
        "host": socket.gethostname(),
        "date": _now(),
        "threads": threads,
        "repetitions": reps,
        "loadavg_before": _loadavg(),
        "ram_bytes": _ram_bytes(),
        "cpu": {
            "machine": host.machine,
            "vendor": host.vendor,
            "model": host.model,
            "nominal_clock_hz": host.nominal_clock_hz,
            "logical_cpus": host.logical_cpus,
            "isa_vector_bytes": isa_vector_bytes(host.flags, host.machine),
            "fma_flag": has_fma(host.flags, host.machine),
            "caches": [c.to_dict() for c in host.caches],
            "cpu_family": host.cpu_family,
            "cpu_model": host.cpu_model,
        },
    }
    with tempfile.TemporaryDirectory(prefix="automatch-bench-") as tmp:
        # No OMP_PROC_BIND here: libgomp would pin the calling (Python) thread too, for
        # the rest of the process. A user may set it; it is recorded. The team is pinned
        # by the kernels themselves (one thread per CPU) and unpinned at the end.
        raw["omp_env"] = {v: os.environ.get(v, "") for v in ("OMP_PLACES", "OMP_PROC_BIND")}
        k = Kernels(compile_kernels(Path(tmp), cfg.cc))
        raw["pinning"] = k.pin_team(threads)
        log(
            f"compiled kernels; {threads} threads ({raw['pinning']}), {reps} repetitions, "
            f"working sets up to {max_bytes / 2**20:.0f} MiB"
        )
        try:
            _measure(k, raw, cfg, host, threads, reps, target, max_bytes, log)
        finally:
            k.unpin_team(threads)


    raw["loadavg_after"] = _loadavg()
    spec, warnings = spec_from_measurements(raw, host, name=cfg.name)
    spec = with_host_mcpu(spec)
    raw["fit"] = spec.extra.get("fit", {})
    for lv in spec.levels:
        log(f"  level {lv.name:<5} {lv.capacity_bytes / 2**10:>12.0f} KiB "
            f"{'shared' if lv.shared else 'per core':<8} latency {lv.latency_s * 1e9:7.2f} ns, "
            f"bandwidth {lv.bandwidth_1t_Bps / 1e9:7.1f} GB/s (1 thread), "
            f"{lv.bandwidth_all_Bps / 1e9:7.1f} GB/s ({threads} threads)"
            + (f", irregular access {lv.irregular_access_all_s * 1e9:.2f} ns"
               if lv.irregular_access_all_s else "")
            + (f", strided {lv.strided_access_all_s * 1e9:.2f} ns"
               if lv.strided_access_all_s else ""))
    raw["warnings"] = list(warnings)
    return CpuBenchResult(spec=spec, raw=raw, warnings=tuple(warnings))


def _now() -> str:
    return dt.datetime.now(dt.UTC).replace(microsecond=0).isoformat()


def _tool_version() -> str:
    try:
        from importlib.metadata import version

        return f"automatch {version('automatch')}"
    except Exception:  # not installed (source checkout)
        return "automatch (source checkout)"


def raw_results_name(raw: dict[str, Any]) -> str:
    """``<host>-<date>.json`` for microbench/results/ (date as YYYYMMDDTHHMMSSZ)."""
    stamp = str(raw["date"]).replace("-", "").replace(":", "").replace("+0000", "Z")
    return f"{slug(str(raw['host']))}-{stamp}.json"


def with_host_mcpu(spec):
    """``spec`` naming this host's CPU as LLVM does (llvmlite's host CPU name: what
    ``-march=native`` compiles for), the in-core term's target (model/incore.py)."""
    import dataclasses

    from automatch.ir.compiled.machine_loops import host_mcpu

    name = host_mcpu()
    return dataclasses.replace(spec, mcpu=name) if name and name != "generic" else spec
