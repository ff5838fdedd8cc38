"""``automatch bench cpu``: measure this host's ArchSpec with C micro-benchmarks.

The kernels (``kernels/cpubench.c``) are compiled at run time with
``cc -O3 -march=native -fopenmp`` into a temporary shared library and called through
ctypes. Measured: the clock (dependent-add chain), peak fp64/fp32 flop/s on one core
and on all threads for each vector width, STREAM-triad bandwidth and pointer-chase
latency over working sets sweeping the caches into DRAM, a stride sweep (line size)
and the OpenMP barrier cost. The sweeps are fitted by the pure functions of
``automatch.arch.fit``.
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

from automatch.arch import bench_ops, bench_overlap, fit
from automatch.arch.cpukernels import Kernels, compile_kernels
from automatch.arch.hostinfo import (
    CacheLevel,
    HostCpu,
    _single_cpu,
    has_fma,
    isa_vector_bytes,
    read_host_cpu,
)
from automatch.arch.spec import ArchSpec, MemoryLevel, Provenance
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

SPREAD_LIMIT = 0.10


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
        },
    }
    with tempfile.TemporaryDirectory(prefix="automatch-bench-") as tmp:
        # No OMP_PROC_BIND here: libgomp would pin the calling (Python) thread too, for
        # the rest of the process. A user may set it; it is recorded.
        raw["omp_env"] = {v: os.environ.get(v, "") for v in ("OMP_PLACES", "OMP_PROC_BIND")}
        k = Kernels(compile_kernels(Path(tmp), cfg.cc))
        log(
            f"compiled kernels; {threads} threads, {reps} repetitions, "
            f"working sets up to {max_bytes / 2**20:.0f} MiB"
        )

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
        fiters = _calibrate(k.lib.am_fma_chain, target)
        raw["fma_chain"] = {
            "iters": fiters,
            "ops_per_iter": 16,
            "seconds": [k.lib.am_fma_chain(fiters) for _ in range(reps)],
        }
        log("line size, barrier, fork/join and FMA latency measured")
        raw["op_throughput"] = bench_ops.measure_ops(
            k, reps=reps, calibrate=lambda run: _calibrate(run, target), log=log
        )
        mem = bench_overlap.memory_bytes(host.llc_bytes() or (32 << 20), _ram_bytes(), cfg.quick)
        raw["level_overlap"] = bench_overlap.measure_overlap(k, reps=reps, mem_bytes=mem, log=log)

    raw["loadavg_after"] = _loadavg()
    spec, warnings = spec_from_measurements(raw, host, name=cfg.name)
    raw["fit"] = spec.extra.get("fit", {})
    for lv in spec.levels:
        log(f"  level {lv.name:<5} {lv.capacity_bytes / 2**10:>12.0f} KiB "
            f"{'shared' if lv.shared else 'per core':<8} latency {lv.latency_s * 1e9:7.2f} ns, "
            f"bandwidth {lv.bandwidth_1t_Bps / 1e9:7.1f} GB/s (1 thread), "
            f"{lv.bandwidth_all_Bps / 1e9:7.1f} GB/s ({threads} threads)")
    raw["warnings"] = list(warnings)
    return CpuBenchResult(spec=spec, raw=raw, warnings=tuple(warnings))


# ---------------------------------------------------------------- fitting the raw sweeps


def _median_curve(rows: list[list[float]]) -> list[float]:
    return [float(np.median(r)) for r in rows]


def host_from_raw(raw: dict[str, Any]) -> HostCpu:
    """The host description recorded in a raw results file (to re-fit it anywhere)."""
    c = raw["cpu"]
    return HostCpu(
        machine=str(c.get("machine", "")),
        vendor=str(c.get("vendor", "")),
        model=str(c.get("model", "")),
        flags=frozenset(),
        nominal_clock_hz=float(c.get("nominal_clock_hz", 0.0)),
        logical_cpus=int(c.get("logical_cpus", raw.get("threads", 1))),
        caches=tuple(CacheLevel(**d) for d in c.get("caches", [])),
    )


def spec_from_measurements(
    raw: dict[str, Any], host: HostCpu | None = None, name: str | None = None
) -> tuple[ArchSpec, list[str]]:
    """Fit the ArchSpec from the raw sweeps of :func:`run_cpu_bench` (no measuring here).

    Fast/slow memory figures and Z come from :func:`fit.fit_memory_curve` on the median
    curves (levels = OS cache levels + DRAM); their spreads from fitting each repetition.
    ``host`` defaults to the description recorded in ``raw``.
    """
    if host is None:
        host = host_from_raw(raw)
    warnings: list[str] = []
    reps = int(raw["repetitions"])
    threads = int(raw["threads"])
    measured: dict[str, fit.Stat] = {}

    c = raw["clock"]
    measured["clock_hz"] = fit.rate_stat(c["iters"] * c["cycles_per_iter"], c["seconds"])
    clock = measured["clock_hz"].median

    lanes_of: dict[str, int] = {}
    for prec, key in (("f64", "fp64"), ("f32", "fp32")):
        one = raw["flops"][prec]["one_core"]
        rates = {w: fit.rate_stat(v["flops_per_call"], v["seconds"]) for w, v in one.items()}
        lanes_of[key] = fit.vector_lanes(
            [one[w]["lanes"] for w in rates], [r.median for r in rates.values()]
        )
        best_w = max(rates, key=lambda w: rates[w].median)
        measured[f"peak_{key}_one_core_flops_per_s"] = rates[best_w]
        a = raw["flops"][prec]["all"]
        measured[f"peak_{key}_flops_per_s"] = fit.rate_stat(a["flops_per_call"], a["seconds"])

    sizes = raw["latency"]["sizes_bytes"]
    n_levels = len({cl.level for cl in host.data_caches()}) + 1 if host.data_caches() else 4
    lat_rows, bw_rows = raw["latency"]["seconds_per_load"], raw["bandwidth"]["bytes_per_s"]
    lat_fit = fit.fit_memory_curve(sizes, _median_curve(lat_rows), n_levels)
    private = threads * host.private_cache_bytes()
    bw_kw = {"private_bytes": private, "min_slow_bytes": host.llc_bytes()}
    bw_fit = fit.fit_bandwidth(sizes, _median_curve(bw_rows), lat_fit, **bw_kw)
    bw_steps = fit.fit_memory_curve(  # cross-check of Z only
        sizes, _median_curve(bw_rows), n_levels, increasing=False
    )
    per_rep_lat = [
        fit.fit_memory_curve(sizes, [row[r] for row in lat_rows], n_levels) for r in range(reps)
    ]
    per_rep_bw = [
        fit.fit_bandwidth(sizes, [row[r] for row in bw_rows], lat_fit, **bw_kw) for r in range(reps)
    ]

    def with_spread(value: float, samples: list[float]) -> fit.Stat:
        s = fit.stat(samples)
        return fit.Stat(value, s.spread if value else 0.0, s.n)

    measured["alpha_f_s"] = with_spread(lat_fit.fast, [f.fast for f in per_rep_lat])
    measured["alpha_s_s"] = with_spread(lat_fit.slow, [f.slow for f in per_rep_lat])
    measured["beta_f_bytes_per_s"] = with_spread(bw_fit.fast, [f.fast for f in per_rep_bw])
    measured["beta_s_bytes_per_s"] = with_spread(bw_fit.slow, [f.slow for f in per_rep_bw])
    z = lat_fit.z_bytes  # pointer chasing gives Z (DESIGN.md); bandwidth cross-checks it
    measured["fast_memory_bytes"] = with_spread(float(z), [float(f.z_bytes) for f in per_rep_lat])
    measured["sync_s"] = fit.fit_sync(raw["barrier"]["seconds_per_barrier"])
    if "forkjoin" in raw:  # runs recorded before issue 12 have neither
        measured["fork_join_s"] = fit.fit_sync(raw["forkjoin"]["seconds_per_region"])
    if "fma_chain" in raw:
        fc = raw["fma_chain"]
        measured["latency_fma_s"] = fit.stat([s / (fc["iters"] * fc["ops_per_iter"])
                                              for s in fc["seconds"]])
    if "op_throughput" in raw:  # div/sqrt/exp/add throughput (bench_ops.py)
        measured.update(bench_ops.fit_ops(raw["op_throughput"]))
    ov = bench_overlap.fit_overlap(raw["level_overlap"]) if "level_overlap" in raw else None
    if ov is not None:  # sum or max of the levels' times (bench_overlap.py)
        measured.update(overlap_t_cache_s=ov.t_cache, overlap_t_mem_s=ov.t_mem,
                        overlap_t_both_s=ov.t_both)
    bw1_rows = raw["bandwidth"].get("bytes_per_s_1t")
    level_fit = fit.fit_levels(
        sizes, _median_curve(lat_rows), _median_curve(bw_rows),
        _median_curve(bw1_rows) if bw1_rows else None,
        caches=[(c.level, c.size_bytes, not _single_cpu(c.shared_cpus))
                for c in host.data_caches()],
        threads=threads, memory_bytes=int(raw.get("ram_bytes") or (1 << 40)),
    )
    st = raw["stride"]
    stride_line = fit.fit_line_size(st["strides_bytes"], _median_curve(st["seconds_per_access"]))
    line = host.line_bytes() or stride_line

    # ---- flags: spreads, peaks above the nominal-clock datasheet figure, odd Z / line
    for key, s in measured.items():
        if s.spread > SPREAD_LIMIT:
            warnings.append(
                f"{key}: spread {s.spread:.0%} over {s.n} repetitions "
                f"exceeds {SPREAD_LIMIT:.0%} (a noisy host?)"
            )
    warnings += bench_ops.ops_warnings(measured)
    warnings += bench_overlap.overlap_warnings(ov)
    fma = bool(raw["cpu"]["fma_flag"])
    pipes_max = 4 if host.machine in ("aarch64", "arm64") else 2
    nominal = host.nominal_clock_hz or clock
    for key, lanes_key in (("peak_fp64_flops_per_s", "fp64"), ("peak_fp32_flops_per_s", "fp32")):
        lanes = lanes_of[lanes_key]
        bound_core = nominal * lanes * (2 if fma else 1) * pipes_max
        for k_, n in ((key, threads), (key.replace("_flops", "_one_core_flops"), 1)):
            if measured[k_].median > bound_core * n * 1.0001:
                warnings.append(
                    f"{k_}: measured {measured[k_].median:.3g} flop/s exceeds the datasheet "
                    f"peak {bound_core * n:.3g} (= {n} cores x {nominal / 1e9:.2f} GHz nominal x "
                    f"{lanes} lanes x {2 if fma else 1} (FMA) x {pipes_max} pipes); the "
                    f"measured clock is {clock / 1e9:.2f} GHz (turbo?)"
                )
    # The load average after the run counts the benchmark's own threads: only the
    # figure from before says whether other work competed.
    load = float(raw.get("loadavg_before", 0.0))
    if load > 0.5:
        warnings.append(
            f"the host was busy: load average {load:.2f} when the run started (other "
            "processes compete with the benchmark threads)"
        )
    llc = host.llc_bytes()
    if llc and not (llc / 8 <= z <= 4 * llc):
        warnings.append(
            f"fast_memory_bytes: effective Z {z / 2**20:.1f} MiB is far from the "
            f"OS-reported last-level cache {llc / 2**20:.1f} MiB (shared LLC in a "
            "VM, or a sweep that stops short?)"
        )
    if sizes[-1] < 2 * llc:
        warnings.append(
            f"the sweep stops at {sizes[-1] / 2**20:.0f} MiB, below twice the "
            f"OS-reported LLC ({llc / 2**20:.0f} MiB): the slow-memory figures "
            "may be cache figures"
        )
    if stride_line < line:
        warnings.append(
            f"line_bytes: the stride sweep suggests {stride_line} B, the OS reports "
            f"{line} B (smaller than the OS line?); using {line}"
        )
    if not (z / 4 <= bw_steps.z_bytes <= 4 * z):
        warnings.append(
            f"fast_memory_bytes: latency steps to DRAM after {z / 2**20:.2f} MiB "
            f"but bandwidth after {bw_steps.z_bytes / 2**20:.2f} MiB; Z is the "
            "latency figure"
        )

    beta_f = measured["beta_f_bytes_per_s"].median
    beta_s = measured["beta_s_bytes_per_s"].median
    alpha_f, alpha_s = measured["alpha_f_s"].median, measured["alpha_s_s"].median
    if beta_f < beta_s:
        warnings.append("beta_f < beta_s as fitted; beta_f set to beta_s")
        beta_f = beta_s
    if alpha_f > alpha_s:
        warnings.append("alpha_f > alpha_s as fitted; alpha_f set to alpha_s")
        alpha_f = alpha_s
    peak64 = measured["peak_fp64_flops_per_s"].median
    peak32 = max(measured["peak_fp32_flops_per_s"].median, peak64)

    max_spread = max(s.spread for s in measured.values())
    notes = _notes(raw, measured, lat_fit, bw_fit, bw_steps, stride_line, line, threads, warnings,
                   overlap=ov)
    hostname = str(raw["host"])
    spec = ArchSpec(
        name=name or _slug(hostname),
        kind="cpu",
        vendor=host.vendor,
        model=host.model,
        cores=threads,
        clock_hz=clock,
        fma=fma,
        vector_width_fp64=lanes_of["fp64"],
        vector_width_fp32=max(lanes_of["fp32"], lanes_of["fp64"]),
        peak_fp64_flops_per_s=peak64,
        peak_fp32_flops_per_s=peak32,
        fast_memory_bytes=int(z),
        line_bytes=int(line),
        alpha_f_s=alpha_f,
        beta_f_bytes_per_s=beta_f,
        alpha_s_s=alpha_s,
        beta_s_bytes_per_s=beta_s,
        sync_s=measured["sync_s"].median,
        fork_join_s=measured["fork_join_s"].median if "fork_join_s" in measured else None,
        latency_fma_s=measured["latency_fma_s"].median if "latency_fma_s" in measured else None,
        **bench_ops.spec_fields(measured),
        **bench_overlap.spec_fields(ov),
        memory_levels=tuple(
            MemoryLevel(name=lv.name, capacity_bytes=lv.capacity_bytes, shared=lv.shared,
                        line_bytes=int(line), latency_s=lv.latency_s,
                        bandwidth_1t_Bps=lv.bandwidth_1t_Bps,
                        bandwidth_all_Bps=lv.bandwidth_all_Bps)
            for lv in level_fit
        ),
        provenance=Provenance(
            source="measured",
            reference=f"{raw['tool']} bench cpu ({raw['mode']} mode)",
            host=hostname,
            date=str(raw["date"]),
            repetitions=reps,
            max_spread=round(max_spread, 4),
            notes=notes,
        ),
        extra={
            "measured": {k_: v.to_dict() for k_, v in measured.items()},
            "nominal_clock_hz": host.nominal_clock_hz,
            "fma_pipes_per_core": round(
                fit.fma_pipes(
                    measured["peak_fp64_one_core_flops_per_s"].median, clock, lanes_of["fp64"]
                ),
                3,
            ),
            "os_caches_bytes": [c.size_bytes for c in host.data_caches()],
            "fit": {
                "latency": lat_fit.to_dict(),
                "bandwidth": bw_fit.to_dict(),
                "bandwidth_steps": bw_steps.to_dict(),
                "levels": [lv.to_dict() for lv in level_fit],
                "line_bytes_stride_sweep": stride_line,
                **({"level_overlap": ov.to_dict()} if ov is not None else {}),
            },
            "flags": list(warnings),
        },
    )
    return spec, warnings


def _notes(
    raw: dict[str, Any],
    m: dict[str, fit.Stat],
    lat: fit.MemoryFit,
    bw: fit.BandwidthFit,
    bw_steps: fit.MemoryFit,
    stride_line: int,
    line: int,
    threads: int,
    warnings: list[str],
    overlap: bench_overlap.OverlapFit | None = None,
) -> str:
    def pct(k: str) -> str:
        return f"median of {m[k].n}, spread {m[k].spread:.1%}"

    lines = [
        f"Measured by `automatch bench cpu` ({raw['mode']} mode) on {raw['cpu']['model']} "
        f"with {threads} OpenMP threads.",
        f"clock_hz: dependent integer-add chain, 1 add/cycle ({pct('clock_hz')}).",
        f"peak_fp64/fp32: 16 independent FMA chains per thread on the widest profitable "
        f"vector type, all threads ({pct('peak_fp64_flops_per_s')}; "
        f"{pct('peak_fp32_flops_per_s')}).",
        f"alpha_f_s / alpha_s_s: random-cycle pointer chase, one thread; the latency sweep "
        f"is split into {len(lat.levels)} plateaus (OS cache levels + DRAM); alpha_f = median "
        f"of the last on-chip plateau, alpha_s = median of the DRAM plateau "
        f"({pct('alpha_f_s')}; {pct('alpha_s_s')}).",
        f"beta_f / beta_s: STREAM triad (24 B/element, no write-allocate counted), "
        f"{threads} threads; beta_f = median over the working sets of the last on-chip "
        f"latency plateau larger than the threads' private caches together ({len(bw.fast_sizes)} sizes), beta_s = median over working sets "
        f">= 4 Z and >= the OS-reported LLC where the sweep has them "
        f"({len(bw.slow_sizes)} sizes) ({pct('beta_f_bytes_per_s')}; "
        f"{pct('beta_s_bytes_per_s')}).",
        f"fast_memory_bytes (Z): largest working set on the last on-chip latency plateau "
        f"({lat.z_bytes} B); the bandwidth sweep alone steps after {bw_steps.z_bytes} B.",
        f"line_bytes: OS coherency_line_size {line} B; stride sweep says {stride_line} B.",
        f"sync_s: OpenMP barrier loop across {threads} threads ({pct('sync_s')}).",
        *([f"fork_join_s: empty OpenMP parallel regions across {threads} threads "
            f"({pct('fork_join_s')})."] if "fork_join_s" in m else []),
        *([f"latency_fma_s: one chain of dependent fp64 FMAs ({pct('latency_fma_s')}); "
           "latency_div_s, latency_special_s: not measured (model/latency.py tables)."]
          if "latency_fma_s" in m else []),
        *bench_ops.ops_notes(m),
        *bench_overlap.overlap_notes(overlap, raw.get("level_overlap")),
    ]
    if warnings:
        lines.append("FLAGGED:")
        lines += [f"- {w}" for w in warnings]
    return "\n".join(lines)


def _slug(text: str) -> str:
    out = "".join(ch if ch.isalnum() or ch in "._-" else "-" for ch in text.lower()).strip("-.")
    return out or "host"


def _now() -> str:
    return dt.datetime.now(dt.timezone.utc).replace(microsecond=0).isoformat()


def _tool_version() -> str:
    try:
        from importlib.metadata import version

        return f"automatch {version('automatch')}"
    except Exception:  # not installed (source checkout)
        return "automatch (source checkout)"


def raw_results_name(raw: dict[str, Any]) -> str:
    """``<host>-<date>.json`` for microbench/results/ (date as YYYYMMDDTHHMMSSZ)."""
    stamp = str(raw["date"]).replace("-", "").replace(":", "").replace("+0000", "Z")
    return f"{_slug(str(raw['host']))}-{stamp}.json"
