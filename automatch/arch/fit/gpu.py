"""Pure fit of ``bench gpu``'s raw sweeps into a GPU ArchSpec (no GPU, no I/O).

Raw document (``raw_version`` 3; version 2 lacks the keys marked *v3* and fits with a
pinned link; version 1, written before issue 13, lacks the keys marked *v2* and still
fits, to the paper's two levels plus what it has):

- ``device``: name, sms, cc, clock_hz, l2_bytes, smem_per_sm_bytes, global_bytes,
  lanes_per_sm, *v2* l1_per_sm_bytes (unified L1/shared per SM, from
  :func:`l1_bytes_per_sm`).
- ``flops.f64|f32``: flops_per_call, seconds (independent FMA chains, full grid).
- *v2* ``fma_chain.f64|f32``: iters, seconds (one thread, one dependent FMA chain).
- ``latency``: sizes_bytes, seconds_per_load (one-thread pointer chase, 128 B nodes).
- ``bandwidth``: sizes_bytes, bytes_per_s (triad over the whole grid; in v2 the chunk
  of each block moves to another block at every pass, so a working set stays in L1
  only when it fits one SM's L1: the L2 and HBM plateaus).
- *v2* ``bandwidth_l1``: sizes_bytes, bytes_per_s (triad, each block re-reads its own
  chunk at every pass: the working set of the whole device sits in the SMs' L1s).
- ``sync``: seconds_per_launch (back-to-back launches of a full grid: s_0).
- *v2* ``launch``: seconds_per_launch (back-to-back empty 1-block launches, CUDA
  events) and launch_sync_seconds (host clock, launch + stream synchronise, each).
- ``host_link``: bytes, seconds, small_seconds (pinned host->device copies); *v2*
  sizes_bytes, h2d_seconds, d2h_seconds (rows per size: a sweep of pinned copies); *v3*
  pageable_h2d_seconds, pageable_d2h_seconds (the same sweep from pageable host memory:
  the spec's ``host_link`` then comes from these, since a straightforward port copies
  from malloc'd memory; measured on an H100 VM, pageable ran at a fraction of pinned),
  and pageable_d2h_untouched_seconds (device to host into a fresh anonymous mapping: its
  pages are faulted in during the copy: in extra.measured; docs/model.md says why the
  model does not charge it).

*v4* ``gpu_memory`` (issue 46, :func:`gpu_memory_from_raw`): ``random`` rows (op
gather_load | scatter_store | atomic_add, bytes 4 | 8, where l2 | hbm,
accesses_per_call, seconds), ``strided`` (strides_bytes, accesses_per_call, seconds per
stride), ``l1_hit`` (accesses_per_call, seconds), ``launch_tail`` (seconds_per_launch).

The spec: v1 fields as the paper defines them (fast memory = L2, Z = L2 + shared
memory), the three ``memory.levels`` L1/shared, L2, HBM (device totals, ``shared =
true``, 1-thread = all-thread bandwidth: the convention of the datasheet GPU specs,
archspecs/nvidia-h100-sxm5-80gb.toml), ``latency_fma_s`` from the dependent chain,
``sync_s`` = one full-grid launch back to back, ``fork_join_s`` = one launch plus the
host's wait for it (the GPU analogue of an OpenMP region's fork + join).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from automatch.arch.fit import curves as fit
from automatch.arch.spec import ArchSpec, GpuMemory, HostLink, MemoryLevel, Provenance

SPREAD_LIMIT = 0.10

# Unified L1 data cache / shared memory per SM by compute capability (CUDA C++
# Programming Guide, "Compute Capabilities", table "Technical specifications per compute
# capability": unified data cache size per SM). The chase sees the part not carved out
# as shared memory; the capacity of the level is the whole array.
_L1_PER_SM = {
    (7, 0): 128 << 10,
    (7, 2): 128 << 10,
    (7, 5): 96 << 10,
    (8, 0): 192 << 10,
    (8, 6): 128 << 10,
    (8, 7): 192 << 10,
    (8, 9): 128 << 10,
    (9, 0): 256 << 10,
}

# FP32 lanes per SM by compute capability (CUDA C++ Programming Guide, arithmetic
# instruction throughput table).
_LANES = {
    (6, 0): 64,
    (6, 1): 128,
    (6, 2): 128,
    (7, 0): 64,
    (7, 2): 64,
    (7, 5): 64,
    (8, 0): 64,
    (8, 6): 128,
    (8, 7): 128,
    (8, 9): 128,
    (9, 0): 128,
}


def fp32_lanes_per_sm(major: int, minor: int) -> int:
    """FP32 lanes ("CUDA cores") per SM for a compute capability (128 if unknown >= 8.6)."""
    return _LANES.get((major, minor), 128 if (major, minor) >= (8, 6) else 64)


def l1_bytes_per_sm(major: int, minor: int, smem_per_sm: int = 0) -> int:
    """Unified L1/shared bytes per SM (table above; unknown: the shared memory per SM
    plus 28 KiB, the L1 share Hopper and Ampere keep when shared memory is maximal)."""
    return _L1_PER_SM.get((major, minor), int(smem_per_sm) + (28 << 10))


def fit_name(device_name: str) -> str:
    """Spec name from a device name: "NVIDIA H100 80GB HBM3" -> "nvidia-h100-80gb-hbm3"."""
    out = "".join(ch if ch.isalnum() else "-" for ch in device_name.lower())
    while "--" in out:
        out = out.replace("--", "-")
    return out.strip("-") or "gpu"


def fit_link(sizes: Sequence[int], seconds: Sequence[float]) -> tuple[float, float]:
    """(latency_s, bandwidth_Bps) of a copy-size sweep: t(n) = latency + n / bandwidth.

    The latency is the median time of the smallest copies (<= 4 KiB, where the bytes
    cost nothing next to the set-up); the bandwidth is the largest copy's bytes over
    its time less that latency. Pure and robust to one noisy size (no regression).
    """
    s = np.asarray(sizes, dtype=float)
    t = np.asarray(seconds, dtype=float)
    if s.size != t.size or s.size < 2 or np.any(t <= 0):
        raise ValueError("fit_link needs matching positive sizes and times, at least two")
    small = t[s <= 4096] if (s <= 4096).any() else t[:1]
    lat = float(np.median(small))
    big = int(np.argmax(s))
    return lat, float(s[big] / max(t[big] - lat, t[big] * 1e-3))


def _median_rows(rows: Sequence[Sequence[float]]) -> list[float]:
    return [float(np.median(r)) for r in rows]


def _plateau(sizes: np.ndarray, values: np.ndarray, lo: float, hi: float) -> tuple[float, int]:
    """Median of ``values`` over sizes in [lo, hi] (the edge points left out when there
    are at least three: transitions smear into their neighbours), and how many points;
    the point nearest ``lo`` in log size when none falls inside."""
    inside = np.flatnonzero((sizes >= lo) & (sizes <= hi))
    if inside.size >= 3:
        inside = inside[1:-1]
    if inside.size == 0:
        inside = np.array([int(np.argmin(np.abs(np.log(sizes) - np.log(max(lo, 1.0)))))])
    return float(np.median(values[inside])), int(inside.size)


def gpu_levels(raw: dict[str, Any]) -> tuple[tuple[MemoryLevel, ...], dict[str, Any], list[str]]:
    """The L1/shared, L2 and HBM levels from the sweeps (pure), the fit's record and
    warnings. Latencies: the three plateaus of the pointer chase. Capacities: device
    attributes (L1 x SMs, L2, global memory); the chase's steps are recorded beside
    them and a step more than 4x away from the attribute is flagged. Bandwidths: L1
    from ``bandwidth_l1`` over working sets up to SMs x the chase's L1 step (v1 raw:
    the ``bandwidth`` sweep there); L2 over the chase's L2 plateau, at most half the
    L2; HBM over working sets of at least 4x the L2 step and the L2 size."""
    dev = raw["device"]
    sms = int(dev["sms"])
    cc = tuple(int(x) for x in dev["cc"])
    l1_sm = int(
        dev.get("l1_per_sm_bytes") or l1_bytes_per_sm(cc[0], cc[1], int(dev["smem_per_sm_bytes"]))
    )
    l2 = int(dev["l2_bytes"])
    sizes = np.asarray(raw["latency"]["sizes_bytes"], dtype=float)
    lat = np.asarray(_median_rows(raw["latency"]["seconds_per_load"]))
    lf = fit.fit_memory_curve(sizes.astype(np.int64), lat, 3)
    warnings: list[str] = []
    (l1_first, l1_last, l1_lat), (_l2_first, l2_last, l2_lat), (_m_first, _m_last, hbm_lat) = (
        lf.levels if len(lf.levels) == 3 else (lf.levels[0], *lf.levels)
    )
    bw_s = np.asarray(raw["bandwidth"]["sizes_bytes"], dtype=float)
    bw = np.asarray(_median_rows(raw["bandwidth"]["bytes_per_s"]))
    if "bandwidth_l1" in raw:
        l1_s = np.asarray(raw["bandwidth_l1"]["sizes_bytes"], dtype=float)
        l1_bw = np.asarray(_median_rows(raw["bandwidth_l1"]["bytes_per_s"]))
    else:
        l1_s, l1_bw = bw_s, bw
    # below one triad element (24 B) per thread of the grid a sweep point is starved of
    # parallelism, not limited by a level: such points are left out of the plateaus
    fill = 24.0 * float(raw["bandwidth"].get("grid_threads", 0))
    b_l1, n_l1 = _plateau(l1_s, l1_bw, max(float(l1_first) * sms / 4, fill), float(l1_last) * sms)
    b_l2, n_l2 = _plateau(bw_s, bw, max(2.0 * float(l1_last), fill), min(float(l2_last), l2 / 2))
    b_hbm, n_hbm = _plateau(bw_s, bw, max(4.0 * float(l2_last), float(l2)), float(bw_s[-1]))
    b_l2, b_l1 = max(b_l2, b_hbm), max(b_l1, b_l2, b_hbm)  # physical order
    for what, step, attr in (("L1", l1_last, l1_sm), ("L2", l2_last, l2)):
        if not attr / 4 <= step <= 4 * attr:
            warnings.append(
                f"{what}: the pointer chase steps after {step / 2**10:.0f} KiB, "
                f"far from the device attribute {attr / 2**10:.0f} KiB"
            )
    line = 128
    levels = (
        MemoryLevel("L1/shared", l1_sm * sms, True, line, float(l1_lat), b_l1, b_l1),
        MemoryLevel("L2", l2, True, line, max(float(l2_lat), float(l1_lat)), b_l2, b_l2),
        MemoryLevel(
            "HBM",
            int(dev["global_bytes"]),
            True,
            line,
            max(float(hbm_lat), float(l2_lat)),
            b_hbm,
            b_hbm,
        ),
    )
    record = {
        "latency_steps_bytes": [int(l1_last), int(l2_last)],
        "latency_plateaus": [list(x) for x in lf.levels],
        "capacity_source": "device attributes (L1 per SM by compute capability x SMs, "
        "l2CacheSize, totalGlobalMem)",
        "bandwidth_points": {"L1/shared": n_l1, "L2": n_l2, "HBM": n_hbm},
    }
    return levels, record, warnings


def _with_spread(value: float, samples: list[float]) -> fit.Stat:
    return fit.Stat(value, fit.stat(samples).spread, len(samples))


def gpu_spec_from_raw(raw: dict[str, Any], name: str | None = None) -> tuple[ArchSpec, list[str]]:
    """Fit a GPU ArchSpec from the raw measurements of ``bench gpu`` (pure)."""
    dev = raw["device"]
    reps = int(raw["repetitions"])
    warnings: list[str] = []
    m: dict[str, fit.Stat] = {}
    for prec, key in (("f64", "peak_fp64_flops_per_s"), ("f32", "peak_fp32_flops_per_s")):
        f = raw["flops"][prec]
        m[key] = fit.rate_stat(f["flops_per_call"], f["seconds"])
    sizes = raw["latency"]["sizes_bytes"]
    lat_rows, bw_rows = raw["latency"]["seconds_per_load"], raw["bandwidth"]["bytes_per_s"]
    lat_fit = fit.fit_memory_curve(sizes, _median_rows(lat_rows), 3)  # L1, L2, HBM
    l2 = int(dev["l2_bytes"])
    bw_sizes = raw["bandwidth"]["sizes_bytes"]
    bw_fit = fit.fit_bandwidth(bw_sizes, _median_rows(bw_rows), lat_fit, min_slow_bytes=l2)
    per_lat = [fit.fit_memory_curve(sizes, [row[r] for row in lat_rows], 3) for r in range(reps)]
    per_bw = [
        fit.fit_bandwidth(bw_sizes, [row[r] for row in bw_rows], lat_fit, min_slow_bytes=l2)
        for r in range(reps)
    ]
    m["alpha_f_s"] = _with_spread(lat_fit.fast, [f.fast for f in per_lat])
    m["alpha_s_s"] = _with_spread(lat_fit.slow, [f.slow for f in per_lat])
    m["beta_f_bytes_per_s"] = _with_spread(bw_fit.fast, [f.fast for f in per_bw])
    m["beta_s_bytes_per_s"] = _with_spread(bw_fit.slow, [f.slow for f in per_bw])
    m["sync_s"] = fit.fit_sync(raw["sync"]["seconds_per_launch"])
    for prec in ("f64", "f32"):
        fc = raw.get("fma_chain", {}).get(prec)
        if fc:
            m[f"latency_fma_{prec}_s"] = fit.stat([s / fc["iters"] for s in fc["seconds"]])
    if "launch" in raw:
        m["launch_s"] = fit.stat(raw["launch"]["seconds_per_launch"])
        m["launch_sync_s"] = fit.stat(raw["launch"]["launch_sync_seconds"])
    hl = raw["host_link"]
    link_fit: dict[str, Any] = {}
    to_host: float | None = None
    if "sizes_bytes" in hl:
        # v3 sweeps pageable copies too: the spec's link is what a port's cudaMemcpy from
        # malloc'd memory gets (pageable); pinned figures stay in extra.measured.
        pageable = "pageable_h2d_seconds" in hl
        kinds = [("pinned_", "", d) for d in ("h2d", "d2h")] if pageable else []
        kinds += [("", "pageable_" if pageable else "", d) for d in ("h2d", "d2h")]
        if "pageable_d2h_untouched_seconds" in hl:
            kinds.append(("", "pageable_", "d2h_untouched"))
        for prefix, raw_prefix, d in kinds:
            rows = hl[f"{raw_prefix}{d}_seconds"]
            lat_d, bw_d = fit_link(hl["sizes_bytes"], _median_rows(rows))
            per = [
                fit_link(hl["sizes_bytes"], [row[r] for row in rows]) for r in range(len(rows[0]))
            ]
            m[f"host_link_{prefix}{d}_bytes_per_s"] = _with_spread(bw_d, [p[1] for p in per])
            m[f"host_link_{prefix}{d}_latency_s"] = _with_spread(lat_d, [p[0] for p in per])
            link_fit[f"{prefix}{d}"] = {"latency_s": lat_d, "bandwidth_bytes_per_s": bw_d}
        link_bw = m["host_link_h2d_bytes_per_s"].median
        link_lat = m["host_link_h2d_latency_s"].median
        if pageable:
            to_host = m["host_link_d2h_bytes_per_s"].median
    else:
        m["host_link_bytes_per_s"] = fit.rate_stat(hl["bytes"], hl["seconds"])
        m["host_link_latency_s"] = fit.stat(hl["small_seconds"])
        link_bw, link_lat = m["host_link_bytes_per_s"].median, m["host_link_latency_s"].median

    levels, level_record, level_warnings = gpu_levels(raw)
    warnings += level_warnings
    has_levels = "bandwidth_l1" in raw or "fma_chain" in raw  # raw_version 2
    if has_levels:  # the paper's two levels are the L2 and HBM levels of the fit
        _l1, l2_lv, hbm_lv = levels
        m["alpha_f_s"] = fit.Stat(l2_lv.latency_s, m["alpha_f_s"].spread, m["alpha_f_s"].n)
        m["alpha_s_s"] = fit.Stat(hbm_lv.latency_s, m["alpha_s_s"].spread, m["alpha_s_s"].n)
        m["beta_f_bytes_per_s"] = fit.Stat(
            l2_lv.bandwidth_all_Bps, m["beta_f_bytes_per_s"].spread, reps
        )
        m["beta_s_bytes_per_s"] = fit.Stat(
            hbm_lv.bandwidth_all_Bps, m["beta_s_bytes_per_s"].spread, reps
        )
    cores = int(dev["sms"]) * int(dev["lanes_per_sm"])
    clock = float(dev["clock_hz"])
    z = l2 + int(dev["sms"]) * int(dev["smem_per_sm_bytes"])
    for key, s in m.items():
        if s.spread > SPREAD_LIMIT:
            warnings.append(
                f"{key}: spread {s.spread:.0%} over {s.n} repetitions exceeds {SPREAD_LIMIT:.0%}"
            )
    bound = cores * clock * 2
    for key in ("peak_fp32_flops_per_s", "peak_fp64_flops_per_s"):
        if m[key].median > bound * 1.0001:
            warnings.append(
                f"{key}: measured {m[key].median:.3g} flop/s exceeds the datasheet "
                f"peak {bound:.3g} (= {cores} lanes x {clock / 1e9:.2f} GHz x 2)"
            )
    beta_f = max(m["beta_f_bytes_per_s"].median, m["beta_s_bytes_per_s"].median)
    alpha_f = min(m["alpha_f_s"].median, m["alpha_s_s"].median)
    peak64 = m["peak_fp64_flops_per_s"].median
    gmem = gpu_memory_from_raw(raw)
    lat_fma = m["latency_fma_f64_s"].median if "latency_fma_f64_s" in m else None
    fork_join = m["launch_sync_s"].median if "launch_sync_s" in m else None
    notes = _notes(
        raw,
        lat_fit,
        levels,
        warnings,
        has_link_sweep=bool(link_fit),
        pageable="pageable_h2d_seconds" in hl,
    )
    spec = ArchSpec(
        name=name or fit_name(str(dev["name"])),
        kind="gpu",
        vendor="NVIDIA",
        model=str(dev["name"]),
        cores=cores,
        clock_hz=clock,
        fma=True,
        vector_width_fp64=1,
        vector_width_fp32=1,
        peak_fp64_flops_per_s=peak64,
        peak_fp32_flops_per_s=max(m["peak_fp32_flops_per_s"].median, peak64),
        fast_memory_bytes=z,
        line_bytes=128,
        alpha_f_s=alpha_f,
        beta_f_bytes_per_s=beta_f,
        alpha_s_s=m["alpha_s_s"].median,
        beta_s_bytes_per_s=m["beta_s_bytes_per_s"].median,
        sync_s=m["sync_s"].median,
        host_link=HostLink(link_bw, link_lat, to_host),
        memory_levels=(gpu_memory_levels(levels, gmem) if gmem else levels) if has_levels else (),
        gpu_memory=gmem,
        latency_fma_s=lat_fma,
        fork_join_s=fork_join,
        provenance=Provenance(
            source="measured",
            reference=f"{raw['tool']} ({raw['mode']} mode)",
            host=str(raw["host"]),
            date=str(raw["date"]),
            repetitions=reps,
            max_spread=round(max(s.spread for s in m.values()), 4),
            notes=notes,
        ),
        extra={
            "measured": {k: v.to_dict() for k, v in m.items()},
            "fit": {
                "latency": lat_fit.to_dict(),
                "bandwidth": bw_fit.to_dict(),
                "levels": level_record,
                "host_link": link_fit,
            },
            "flags": list(warnings),
        },
    )
    return spec, warnings


def _notes(
    raw: dict[str, Any],
    lat_fit: fit.MemoryFit,
    levels: tuple[MemoryLevel, ...],
    warnings: list[str],
    *,
    has_link_sweep: bool,
    pageable: bool = False,
) -> str:
    dev = raw["device"]
    lines = [
        f"Measured by `automatch bench gpu` ({raw['mode']} mode) on {dev['name']} "
        f"(cc {dev['cc'][0]}.{dev['cc'][1]}, {dev['sms']} SMs x {dev['lanes_per_sm']} lanes).",
        "peaks: independent FMA chains in every thread of a full grid.",
        "alpha_f/alpha_s: one-thread pointer chase over 128 B nodes, plateaus of the "
        "L1/L2/device-memory sweep; beta_f/beta_s: grid triad at the same plateaus.",
        f"fast_memory_bytes (Z) = L2 + SMs x shared memory per SM (device attributes); the "
        f"latency sweep steps to device memory after {lat_fit.z_bytes} B.",
        "memory.levels: latencies = the chase's three plateaus; capacities = device "
        "attributes (device totals, shared = true); bandwidths: L1 from a triad whose "
        "blocks re-read their own chunk, L2/HBM from a triad whose chunks move between "
        "blocks at every pass; 1-thread = all-thread figures (GPU convention).",
        f"sync_s: back-to-back launches of a full grid ({dev['sms']} SMs).",
    ]
    if "fma_chain" in raw:
        lines.append("latency_fma_s: one thread, one chain of dependent fp64 FMAs.")
    if "launch" in raw:
        lines.append(
            "fork_join_s: one empty-kernel launch plus the host's stream "
            "synchronise (host clock): the GPU analogue of a fork + join; "
            "extra.measured.launch_s: back-to-back empty launches (CUDA events)."
        )
    lines.append(
        (
            "host_link: pageable copies (cudaMemcpy from malloc'd memory, as a plain port "
            "does; pinned figures in extra.measured as host_link_pinned_*); "
            if pageable
            else "host_link: pinned copies; "
        )
        + (
            "latency = median of copies <= 4 KiB, bandwidth = largest copy less that latency "
            "(host->device; device->host in extra.measured)."
            if has_link_sweep
            else "64 MiB host-to-device copies; latency: 8-byte copies."
        )
    )
    lines += [
        f"level {lv.name}: {lv.capacity_bytes} B, {lv.latency_s * 1e9:.1f} ns, "
        f"{lv.bandwidth_all_Bps / 1e9:.0f} GB/s"
        for lv in levels
    ]
    if warnings:
        lines += ["FLAGGED:", *(f"- {w}" for w in warnings)]
    return "\n".join(lines)


__all__ = [
    "fit_link",
    "fit_name",
    "fp32_lanes_per_sm",
    "gpu_levels",
    "gpu_spec_from_raw",
    "l1_bytes_per_sm",
]


# The stride at which a warp's 8-byte loads each need their own 32-byte sector and
# 128-byte line: what the profile's "strided" accesses (a column walk, a constant step of
# a few hundred bytes to a page) cost on a GPU (issue 46).
STRIDED_CHARGE_BYTES = 256


def _rate(count: float, seconds: Sequence[float]) -> float:
    t = float(np.median(seconds)) if len(seconds) else 0.0
    return count / t if t > 0 else 0.0


def gpu_memory_from_raw(raw: dict[str, Any]) -> GpuMemory | None:
    """The access-class rates of a v4 raw document's ``gpu_memory`` (issue 46), each the
    median of its repetitions; None for older raws (no such sweep)."""
    g = raw.get("gpu_memory")
    if not g:
        return None
    rates: dict[str, Any] = {}
    for row in g.get("random", ()):
        key = f"{row['op']}_{int(row['bytes'])}b_{row['where']}_per_s"
        rates[key] = _rate(float(row["accesses_per_call"]), row["seconds"])
    st = g.get("strided")
    if st:
        per = [_rate(float(st["accesses_per_call"]), r) for r in st["seconds"]]
        keep = [(int(b), r) for b, r in zip(st["strides_bytes"], per, strict=True) if r > 0]
        rates["strided_bytes"] = tuple(b for b, _ in keep)
        rates["strided_load_per_s"] = tuple(r for _, r in keep)
    if g.get("l1_hit"):
        rates["l1_hit_load_per_s"] = _rate(
            float(g["l1_hit"]["accesses_per_call"]), g["l1_hit"]["seconds"]
        )
    if g.get("launch_tail"):
        rates["launch_tail_s"] = float(np.median(g["launch_tail"]["seconds_per_launch"]))
    return GpuMemory(**rates)


def gpu_memory_levels(levels: Sequence[MemoryLevel], gm: GpuMemory) -> tuple[MemoryLevel, ...]:
    """The levels with the measured per-access costs the model charges (issue 46): L2
    and HBM's ``irregular_access_*`` from the random 8-byte loads at their footprint,
    HBM's ``strided_access_*`` from the loads at :data:`STRIDED_CHARGE_BYTES`; one
    thread's figure = the device's (the GPU specs' convention). Unmeasured: unchanged."""
    from dataclasses import replace

    def per(rate: float) -> float:
        return 1.0 / rate if rate > 0 else 0.0

    out = []
    for lv in levels:
        irr = {"L2": per(gm.gather_load_8b_l2_per_s), "HBM": per(gm.gather_load_8b_hbm_per_s)}.get(
            lv.name, 0.0
        )
        st = per(gm.strided_rate(STRIDED_CHARGE_BYTES)) if lv.name == "HBM" else 0.0
        if irr > 0:
            lv = replace(lv, irregular_access_1t_s=irr, irregular_access_all_s=irr)
        if st > 0:
            lv = replace(lv, strided_access_1t_s=st, strided_access_all_s=st)
        out.append(lv)
    return tuple(out)
