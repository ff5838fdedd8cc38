"""The pure half of ``automatch bench cpu``: raw sweeps -> ArchSpec (no measuring).

:func:`spec_from_measurements` fits what :func:`automatch.arch.bench.cpu.run_cpu_bench`
recorded (or a raw results file from ``microbench/results/``) into a spec with its
provenance notes and warnings, so a run can be re-fitted anywhere and the fit tested on
recorded sweeps (as ``gpu_fit`` does for ``bench gpu``).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from automatch.arch.bench import atomics as bench_atomics
from automatch.arch.bench import gather as bench_gather
from automatch.arch.bench import ops as bench_ops
from automatch.arch.bench import overlap as bench_overlap
from automatch.arch.fit import curves as fit
from automatch.arch.host import microarch
from automatch.arch.host.info import CacheLevel, HostCpu, _single_cpu
from automatch.arch.spec import ArchSpec, MemoryLevel, Provenance

__all__ = ["SPREAD_LIMIT", "host_from_raw", "slug", "spec_from_measurements"]

# Lines a STREAM triad a[i] = b[i] + s c[i] moves behind the first cache level per 24
# counted bytes: b, c, the write-allocate read of a and a's write-back, 32 B/element (the
# write-allocate traffic kerncraft's ECM model counts on x86 too; non-temporal stores
# would skip it, but gcc emits none for cpubench.c's triad).
TRIAD_MOVED = 32.0 / 24.0
SPREAD_LIMIT = 0.10  # a measured figure whose spread exceeds this gets a warning


def slug(text: str) -> str:
    """A file- and spec-name-safe form of a host name."""
    out = "".join(ch if ch.isalnum() or ch in "._-" else "-" for ch in text.lower()).strip("-.")
    return out or "host"


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
        cpu_family=int(c.get("cpu_family", -1)),
        cpu_model=int(c.get("cpu_model", -1)),
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
    walk = bench_gather.fit_pagewalk(raw.get("pagewalk"))  # none before 2026-12-02
    if walk:
        measured["tlb_pages"] = fit.Stat(float(walk[0]), 0.0, walk[1].n)
        measured["page_walk_s"] = walk[1]
    if "first_touch" in raw:  # runs recorded before 2026-11-27 have none
        measured["first_touch_bytes_per_s"] = fit.stat(
            [1.0 / s for s in raw["first_touch"]["seconds_per_byte"] if s > 0])
    if "scalar_loads" in raw:  # runs recorded before 2026-11-25 have none
        sl = raw["scalar_loads"]
        measured["throughput_scalar_access_s"] = fit.stat(sl["seconds_per_load_1t"])
        measured["throughput_scalar_access_all_s"] = fit.stat(sl["seconds_per_load_all"])
        one = measured["throughput_scalar_access_s"]
        team = measured["throughput_scalar_access_all_s"]
        if team.median > one.median:  # more threads cannot load slower than one thread
            warnings.append(
                f"throughput_scalar_access_all_s: {threads} threads loaded slower than one "
                f"({team.median:.3g} s against {one.median:.3g} s per load: a co-runner, or "
                "threads sharing a core); taken as the one-thread figure")
            measured["throughput_scalar_access_all_s"] = fit.Stat(one.median, team.spread, team.n)
    if "fma_chain" in raw:
        fc = raw["fma_chain"]
        measured["latency_fma_s"] = fit.stat([s / (fc["iters"] * fc["ops_per_iter"])
                                              for s in fc["seconds"]])
    if "add_chain" in raw:  # runs recorded before the in-thread chain term have none
        ac = raw["add_chain"]
        measured["latency_add_s"] = fit.stat([s / (ac["iters"] * ac["ops_per_iter"])
                                              for s in ac["seconds"]])
    if "branch" in raw:  # half of the random pass's branches mispredict (am_branch)
        br = raw["branch"]
        measured["branch_mispredict_s"] = fit.stat([
            max(r - s_, 0.0) / (br["n"] / 2)
            for r, s_ in zip(br["seconds_random"], br["seconds_same"], strict=True)])
    if "op_throughput" in raw:  # div/sqrt/exp/add throughput (arch/bench/ops.py)
        measured.update(bench_ops.fit_ops(raw["op_throughput"]))
    ov = bench_overlap.fit_overlap(raw["level_overlap"]) if "level_overlap" in raw else None
    if ov is not None:  # sum or max of the levels' times (arch/bench/overlap.py)
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
    llc_curve: tuple[tuple[int, float], ...] = ()
    if len(level_fit) >= 3 and level_fit[-2].shared:  # the shared LLC, measured hit curve
        llc, mem = level_fit[-2], level_fit[-1]
        llc_curve = fit.fit_hit_curve(sizes, _median_curve(bw_rows), llc.first_bytes,
                                      llc.capacity_bytes, llc.bandwidth_all_Bps,
                                      mem.bandwidth_all_Bps)
    irregular = bench_gather.fit_levels(raw.get("gather"), warnings)
    for level, (one, team) in irregular.items():
        measured[f"{level.lower()}_irregular_access_1t_s"] = one
        measured[f"{level.lower()}_irregular_access_all_s"] = team
    strided = bench_gather.fit_levels(raw.get("gather"), warnings, "strided")
    for level, (one, team) in strided.items():
        measured[f"{level.lower()}_strided_access_1t_s"] = one
        measured[f"{level.lower()}_strided_access_all_s"] = team
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
    rob = microarch.lookup(host.vendor, host.cpu_family, host.cpu_model)
    rob_note = ((f"reorder_buffer_uops: {rob.reorder_buffer_uops}"
                 + (f", dispatch_width_uops: {rob.dispatch_width_uops}"
                    if rob.dispatch_width_uops else "")
                 + f" ({rob.name}; datasheet: {rob.source}; CPUID family {host.cpu_family} "
                 f"model {host.cpu_model}).",)
                if rob is not None else
                (f"reorder_buffer_uops: not in the datasheet table (microarch.json) for "
                 f"{host.vendor} family {host.cpu_family} model {host.cpu_model}.",)
                if host.cpu_family >= 0 else ())  # raw files from before the table: silent
    curve_note = (
        f"memory.levels hit_curve (the shared last-level cache): its hit share at each "
        f"working set of the {threads}-thread triad sweep past its plateau, (1/B(W) - "
        f"1/B_DRAM) / (1/B_LLC - 1/B_DRAM), made non-increasing, 0 from 4x its nominal "
        f"size: " + (", ".join(f"{b / 2**20:.1f} MiB {f:.2f}" for b, f in llc_curve)
                     if llc_curve else "none (the sweep did not tell the levels apart)") + ".",)
    atomic = bench_atomics.fit_atomics(raw.get("atomic"))  # none before 2026-12-03
    notes = _notes(raw, measured, lat_fit, bw_fit, bw_steps, stride_line, line, threads, warnings,
                   overlap=ov, extra_lines=(*rob_note, *curve_note,
                                            *bench_atomics.atomics_notes(atomic, threads)))
    hostname = str(raw["host"])
    spec = ArchSpec(
        name=name or slug(hostname),
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
        atomic_update_curve=bench_atomics.spec_curve(atomic),
        first_touch_bytes_per_s=(measured["first_touch_bytes_per_s"].median
                                 if "first_touch_bytes_per_s" in measured else None),
        tlb_pages=int(measured["tlb_pages"].median) if "tlb_pages" in measured else None,
        page_walk_s=measured["page_walk_s"].median if "page_walk_s" in measured else None,
        **{k: measured[k].median for k in ("throughput_scalar_access_s",
                                           "throughput_scalar_access_all_s") if k in measured},
        latency_fma_s=measured["latency_fma_s"].median if "latency_fma_s" in measured else None,
        latency_add_s=measured["latency_add_s"].median if "latency_add_s" in measured else None,
        branch_mispredict_s=(measured["branch_mispredict_s"].median or None
                             if "branch_mispredict_s" in measured else None),
        reorder_buffer_uops=rob.reorder_buffer_uops if rob is not None else None,
        dispatch_width_uops=rob.dispatch_width_uops if rob is not None else None,
        **bench_ops.spec_fields(measured),
        **bench_overlap.spec_fields(ov),
        memory_levels=tuple(
            MemoryLevel(name=lv.name, capacity_bytes=lv.capacity_bytes, shared=lv.shared,
                        line_bytes=int(line), latency_s=lv.latency_s,
                        bandwidth_1t_Bps=lv.bandwidth_1t_Bps * (TRIAD_MOVED if k else 1.0),
                        bandwidth_all_Bps=lv.bandwidth_all_Bps * (TRIAD_MOVED if k else 1.0),
                        writebacks=k > 0,
                        issued_bytes_per_byte=1.0 / TRIAD_MOVED if k else 0.0,
                        hit_curve=llc_curve if k == len(level_fit) - 2 else (),
                        irregular_access_1t_s=irregular[lv.name][0].median
                        if k and lv.name in irregular else 0.0,
                        irregular_access_all_s=irregular[lv.name][1].median
                        if k and lv.name in irregular else 0.0,
                        strided_access_1t_s=strided[lv.name][0].median
                        if k and lv.name in strided else 0.0,
                        strided_access_all_s=strided[lv.name][1].median
                        if k and lv.name in strided else 0.0)
            for k, lv in enumerate(level_fit)
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
    extra_lines: tuple[str, ...] = (),
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
        "memory.levels: bandwidths of the triad sweep over each latency plateau's working "
        "sets (DRAM's from 4x the LLC on, where no cache helps); behind the first level "
        "the triad moves 32 B/element (b, c, the "
        "write-allocate read of a, and a's write-back), so those levels count 32 B/element "
        "(24 x 4/3) and carry writebacks = true: the model charges them the write-backs "
        "they absorb; the same stream issued 24 B of loads and stores at the first level "
        "per 32 B moved (issued_bytes_per_byte = 0.75): the model charges such a level "
        "only the time beyond that issue.",
        f"fast_memory_bytes (Z): largest working set on the last on-chip latency plateau "
        f"({lat.z_bytes} B); the bandwidth sweep alone steps after {bw_steps.z_bytes} B.",
        f"line_bytes: OS coherency_line_size {line} B; stride sweep says {stride_line} B.",
        f"sync_s: OpenMP barrier loop across {threads} threads ({pct('sync_s')}).",
        *([f"fork_join_s: empty OpenMP parallel regions across {threads} threads "
            f"({pct('fork_join_s')})."] if "fork_join_s" in m else []),
        *([f"first_touch_bytes_per_s: each of {threads} threads zeroes its own 8 MiB of "
           "freshly mapped memory, all at once (page faults included); bytes per second "
           f"of one thread ({pct('first_touch_bytes_per_s')})."]
          if "first_touch_bytes_per_s" in m else []),
        *([f"tlb_pages / page_walk_s: one line per 4 KiB page, 8 independent sums a thread "
           f"over {threads} threads, on 4 KiB and on 2 MiB pages (am_pagewalk), doubling "
           "the page count, then in eighths of the bracket around the reach; the reach is "
           "the largest page count the two cost alike at, the cost the difference beyond "
           f"it on the doubling sweep ({pct('page_walk_s')})."] if "page_walk_s" in m else []),
        *(["throughput_scalar_access_s / _all_s: seconds per scalar 8-byte load, one "
           f"thread and {threads} threads, each summing its own 16 KiB into 8 integer "
           "registers (the L1 access rate of code the compiler did not vectorise; the "
           "team's figure at most the one thread's; "
           f"{pct('throughput_scalar_access_s')}; {pct('throughput_scalar_access_all_s')})."]
          if "throughput_scalar_access_s" in m else []),
        *([f"latency_add_s: one chain of dependent fp64 adds ({pct('latency_add_s')})."]
          if "latency_add_s" in m else []),
        *([f"branch_mispredict_s: one pass over {raw['branch']['n']} random bytes, a "
           "two-way branch on each (half mispredicted), against the same pass always "
           f"taking one path: (t_random - t_same) / (n / 2) ({pct('branch_mispredict_s')})."]
          if "branch_mispredict_s" in m else []),
        *([f"latency_fma_s: one chain of dependent fp64 FMAs ({pct('latency_fma_s')}); "
           "latency_div_s, latency_special_s: not measured (model/latency.py tables)."]
          if "latency_fma_s" in m else []),
        *bench_ops.ops_notes(m),
        *bench_overlap.overlap_notes(overlap, raw.get("level_overlap")),
        *extra_lines,
    ]
    if warnings:
        lines.append("FLAGGED:")
        lines += [f"- {w}" for w in warnings]
    return "\n".join(lines)
