"""Plots (``--plots DIR``), PNG and SVG, drawn with matplotlib's Agg canvas.

parallelism      w_i over the levels of the ASAP schedule, with each device's n_p
reuse            LRU stack distance histogram per line size, each device's Z marked
bottlenecks      EC terms stacked per device
roofline         each device's roofline with the kernel at its intensity W / (Q_s L)
quadrants        devices as (bandwidth, throughput) points, the kernel as the line
                 throughput = intensity x bandwidth (above: memory bound)
pareto           time vs energy and time vs cost per run, the Pareto set marked

No pyplot: figures are built on ``matplotlib.figure.Figure`` so nothing global is
touched, and written atomically.
"""

from __future__ import annotations

import io
import os
from collections.abc import Sequence
from pathlib import Path

from automatch.analyses.profile import Profile
from automatch.arch.spec import ArchSpec
from automatch.errors import InputError
from automatch.fileio import atomic_write_bytes
from automatch.model.predict import Prediction

TERM_COLOURS = {
    "compute": "#4C72B0",
    "fast_memory": "#55A868",
    "slow_memory": "#C44E52",
    "sync": "#8172B2",
    "transfer": "#CCB974",
}
MAX_STEPS = 4000  # the parallelism profile is downsampled (max per bucket) beyond this


def _figure(w=7.0, h=4.2):
    from matplotlib.figure import Figure

    return Figure(figsize=(w, h), layout="constrained")


def _save(fig, out_dir: Path, name: str) -> list[Path]:
    paths = []
    for ext in ("png", "svg"):
        buf = io.BytesIO()
        fig.savefig(buf, format=ext, dpi=120)
        path = out_dir / f"{name}.{ext}"
        atomic_write_bytes(path, buf.getvalue())
        paths.append(path)
    return paths


def _colours(n: int) -> list:
    from matplotlib import colormaps

    cmap = colormaps["tab10"]
    return [cmap(i % 10) for i in range(n)]


def _levels(profile: Profile):
    """(edges, widths) of the parallelism profile, at most MAX_STEPS steps."""
    import numpy as np

    w = np.asarray(profile.parallelism.widths, dtype=float)
    r = np.asarray(profile.parallelism.repeats, dtype=float)
    edges = np.concatenate(([0.0], np.cumsum(r)))
    if len(w) <= MAX_STEPS:
        return edges, w
    depth = edges[-1]
    new_edges = np.linspace(0.0, depth, MAX_STEPS + 1)
    idx = np.searchsorted(edges, new_edges[:-1], side="right") - 1
    idx_end = np.searchsorted(edges, new_edges[1:], side="left")
    vals = np.array([w[a:max(b, a + 1)].max() for a, b in zip(idx, idx_end, strict=True)])
    return new_edges, vals


def plot_parallelism(profile: Profile, specs: Sequence[ArchSpec], ax) -> None:
    edges, widths = _levels(profile)
    if len(widths):
        ax.stairs(widths, edges, fill=True, alpha=0.6, color="#4C72B0", label="w_i")
        if widths.max() / max(widths.min(), 1) > 50:
            ax.set_yscale("log")
    for spec, c in zip(specs, _colours(len(specs)), strict=True):
        ax.axhline(spec.cores, color=c, ls="--", lw=1, label=f"n_p {spec.name} ({spec.cores:,})")
    avg = profile.average_parallelism
    if avg:
        ax.axhline(avg, color="black", ls=":", lw=1, label=f"W/D = {avg:,.1f}")
    ax.set_xlabel("level of the ASAP schedule")
    ax.set_ylabel("operations in the level (w_i)")
    ax.set_title(f"Parallelism profile: W = {profile.work:,}, D = {profile.depth:,}")
    ax.legend(fontsize=7, loc="best")


def plot_reuse(profile: Profile, predictions: Sequence[Prediction], ax) -> None:
    """Distances in bytes (lines x line size), so line sizes and Z values share an axis."""
    import numpy as np

    hists = profile.memory.reuse
    if not hists:
        ax.text(0.5, 0.5, "no reuse histogram in the profile", ha="center", transform=ax.transAxes)
        return
    top = 1.0
    hist_colours = ["#4C72B0", "#55A868", "#C44E52", "#8172B2"]
    for k, h in enumerate(hists):
        c = hist_colours[k % len(hist_colours)]
        if h.counts:
            lb = h.line_bytes
            lo = np.maximum(np.asarray(h.lower, dtype=float), 0.5) * lb
            hi = np.asarray(h.upper, dtype=float) * lb
            cnt = np.asarray(h.counts, dtype=float)
            ax.bar(lo, cnt, width=hi - lo, align="edge", alpha=0.35, color=c, edgecolor=c,
                   lw=1.2, label=f"{lb} B lines")
            top = max(top, float(hi.max()))
    cold_x = top * 4
    for k, h in enumerate(hists):
        c = hist_colours[k % len(hist_colours)]
        x0 = cold_x * (1.3**k)
        ax.bar(x0, h.cold, width=x0 * 0.25, align="edge", color=c, alpha=0.8, hatch="//")
    ax.text(cold_x * 1.3, max(h.cold for h in hists) * 1.2, "cold", ha="center", fontsize=8)
    ax.set_xscale("log")
    ax.set_yscale("log")
    for p, c in zip(predictions, _colours(len(predictions)), strict=True):
        bd = p.breakdown
        if bd.z_lines:
            z = bd.z_lines * bd.line_bytes_used
            ax.axvline(z, color=c, ls="--", lw=1.2, label=f"Z {p.device} ({_kib(z)})")
    ax.set_ylim(bottom=0.5)
    ax.set_xlabel("LRU stack distance (bytes = lines x line size); hatched: cold (first touch)")
    ax.set_ylabel("accesses")
    ax.set_title("Stack distance histogram: Q_f left of each Z, Q_s right + cold")
    ax.legend(fontsize=7, loc="best")


def _kib(b: float) -> str:
    for unit, scale in (("GiB", 2**30), ("MiB", 2**20), ("KiB", 2**10)):
        if b >= scale:
            return f"{b / scale:.3g} {unit}"
    return f"{b:.0f} B"


LEVEL_COLOURS = ("#8FD19E", "#55A868", "#2E7D46", "#C44E52", "#8C2D2F", "#E8A0A2")


def _segments(bd) -> list[tuple[str, float]]:
    """EC of one device as labelled bar segments: compute, one per memory level (its
    bandwidth time), the memory latency, sync, transfer."""
    def ok(v: float) -> float:
        return v if v == v and v != float("inf") else 0.0

    segs = [("compute", ok(bd.compute_s))]
    levels = tuple(getattr(bd, "memory_levels", ()) or ())
    if levels:
        lv_sum = 0.0
        for lt in levels:
            segs.append((f"mem {lt.name}", ok(lt.time_s)))
            lv_sum += ok(lt.time_s)
        segs.append(("mem latency", max(0.0, ok(bd.fast_memory_s) + ok(bd.slow_memory_s) - lv_sum)))
    else:
        segs += [("fast_memory", ok(bd.fast_memory_s)), ("slow_memory", ok(bd.slow_memory_s))]
    segs.append(("sync", ok(bd.sync_s)))
    segs.append(("transfer", ok(bd.transfer_s) if bd.transfer_included else 0.0))
    return segs


def plot_bottlenecks(predictions: Sequence[Prediction], ax) -> None:
    """Stacked EC terms per device, memory split per level (issue 12)."""
    preds = sorted(predictions, key=lambda p: -p.rank)
    names = [p.device for p in preds]
    per = [dict(_segments(p.breakdown)) for p in preds]
    labels: list[str] = []
    for segs in (_segments(p.breakdown) for p in preds):
        labels += [k for k, _ in segs if k not in labels]
    level_labels = [k for k in labels if k.startswith("mem ") and k != "mem latency"]
    colours = {**TERM_COLOURS, "mem latency": "#999999",
               **{k: LEVEL_COLOURS[i % len(LEVEL_COLOURS)] for i, k in enumerate(level_labels)}}
    left = [0.0] * len(preds)
    for term in labels:
        vals = [d.get(term, 0.0) for d in per]
        if any(vals):
            ax.barh(names, vals, left=left, color=colours.get(term, "#777777"),
                    label=term.replace("_", " "))
            left = [a + b for a, b in zip(left, vals, strict=True)]
    # the critical path's latency (T_path), inside the compute bar: a chain no device beats
    crit = [float(getattr(p.breakdown, "critical_path_s", 0.0) or 0.0) for p in preds]
    if any(c > 0 for c in crit):
        ax.scatter(crit, names, marker="|", s=300, color="black", zorder=3,
                   label="critical path (T_path)")
    ax.set_xscale("linear")
    ax.set_xlabel("predicted time (s)")
    ax.set_title("Execution Cost terms per device (rank 1 at the top)")
    ax.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.01, 1.0))


def _intensity(profile: Profile, p: Prediction) -> float:
    slow_bytes = p.breakdown.slow_memory_bytes
    return profile.work / slow_bytes if slow_bytes > 0 else float("inf")


def plot_roofline(profile: Profile, predictions: Sequence[Prediction],
                  specs: dict[str, ArchSpec], ax) -> None:
    import numpy as np

    ais = [a for a in (_intensity(profile, p) for p in predictions) if 0 < a < float("inf")]
    lo = min(ais + [0.01]) / 10
    hi = max(ais + [100.0]) * 10
    x = np.logspace(np.log10(lo), np.log10(hi), 200)
    for p, c in zip(predictions, _colours(len(predictions)), strict=True):
        spec = specs[p.device]
        peak = spec.pi0(profile.precision) * spec.cores / 1e9
        bw = spec.beta_s_bytes_per_s / 1e9
        ax.plot(x, np.minimum(peak, x * bw), color=c, lw=1.5, label=p.device)
        ai = _intensity(profile, p)
        if 0 < ai < float("inf") and p.breakdown.gflops > 0:
            ax.plot([ai], [p.breakdown.gflops], "o", color=c, ms=7, mec="black")
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("arithmetic intensity W / (Q_s L)  (flop/byte)")
    ax.set_ylabel("GFLOP/s")
    ax.set_title("Roofline: the kernel (dots) at its predicted GFLOP/s")
    ax.legend(fontsize=7, loc="lower right")


def plot_quadrants(profile: Profile, predictions: Sequence[Prediction],
                   specs: dict[str, ArchSpec], ax) -> None:
    import numpy as np

    bws, peaks = [], []
    for p, c in zip(predictions, _colours(len(predictions)), strict=True):
        spec = specs[p.device]
        bw = spec.beta_s_bytes_per_s / 1e9
        peak = spec.pi0(profile.precision) * spec.cores / 1e9
        bws.append(bw)
        peaks.append(peak)
        ax.plot([bw], [peak], "o", color=c, ms=8, mec="black")
        ax.annotate(p.device, (bw, peak), xytext=(5, 5), textcoords="offset points", fontsize=7)
    xs = np.logspace(np.log10(min(bws) / 4), np.log10(max(bws) * 4), 50)
    ais = [a for a in (_intensity(profile, p) for p in predictions) if 0 < a < float("inf")]
    if ais:
        ai = float(np.median(ais))
        ax.plot(xs, ai * xs, "k-", lw=1.5, label=f"kernel: {ai:.3g} flop/byte")
        if max(ais) > min(ais) * 1.01:
            ax.fill_between(xs, min(ais) * xs, max(ais) * xs, color="grey", alpha=0.2,
                            label="intensity range over the devices' Z")
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_ylim(min(peaks) / 4, max(peaks) * 4)
    ax.set_xlabel("slow memory bandwidth beta_s (GB/s)")
    ax.set_ylabel(f"peak {profile.precision} throughput (GFLOP/s)")
    ax.set_title("Quadrants: devices above the line are memory bound for this kernel")
    ax.legend(fontsize=7, loc="lower right")


def _figures(profile: Profile, predictions: Sequence[Prediction], specs: Sequence[ArchSpec]):
    """Each plot as (name, matplotlib Figure), in the order they are written: the one
    list of plots behind :func:`write_plots` (files) and :func:`svg_plots` (HTML)."""
    by_name = {s.name: s for s in specs}
    preds = sorted(predictions, key=lambda p: p.rank)
    ordered_specs = [by_name[p.device] for p in preds if p.device in by_name]

    fig = _figure()
    plot_parallelism(profile, ordered_specs, fig.add_subplot())
    yield "parallelism", fig
    fig = _figure()
    plot_reuse(profile, preds, fig.add_subplot())
    yield "reuse", fig
    fig = _figure(7.0, 2.4 + 0.4 * len(preds))
    plot_bottlenecks(preds, fig.add_subplot())
    yield "bottlenecks", fig
    if all(p.device in by_name for p in preds) and preds:
        fig = _figure()
        plot_roofline(profile, preds, by_name, fig.add_subplot())
        yield "roofline", fig
        fig = _figure()
        plot_quadrants(profile, preds, by_name, fig.add_subplot())
        yield "quadrants", fig


def plot_pareto(predictions: Sequence[Prediction], energy, pareto: Sequence[str], fig) -> None:
    """Time vs energy per run (left) and time vs cost per run (right), log axes; devices
    not dominated in (time, energy, cost) (decide/rank.py pareto_devices) are filled
    stars joined by a line, the others hollow circles; marker size grows with cost.
    Devices without a TDP (no energy) or a price (no cost) are left off that panel."""
    import math

    front = set(pareto)
    rows = [(p.device, p.time_s, energy[p.device]) for p in predictions
            if p.device in energy and math.isfinite(p.time_s) and p.time_s > 0]
    costs = [e.cost_usd for _, _, e in rows if e.cost_usd]
    cmax = max(costs, default=1.0)
    for col, (key, label) in enumerate((("energy_j", "energy per run (J)"),
                                        ("cost_usd", "cost per run (USD)"))):
        ax = fig.add_subplot(1, 2, col + 1)
        pts = [(d, t, getattr(e, key), e.cost_usd) for d, t, e in rows
               if getattr(e, key) is not None and getattr(e, key) > 0]
        for d, t, v, c in pts:
            size = 30 + 170 * ((c or 0.0) / cmax) ** 0.5
            on = d in front
            ax.scatter([t], [v], s=size, marker="*" if on else "o",
                       facecolors="#C44E52" if on else "none",
                       edgecolors="#C44E52" if on else "#4C72B0", zorder=3)
            ax.annotate(d, (t, v), xytext=(4, 4), textcoords="offset points", fontsize=6)
        line = sorted((t, v) for d, t, v, _ in pts if d in front)
        if len(line) > 1:
            ax.plot(*zip(*line, strict=True), color="#C44E52", lw=0.8, ls="--", zorder=2)
        if pts:
            from matplotlib.ticker import NullFormatter

            ax.set_xscale("log")
            ax.set_yscale("log")
            ax.xaxis.set_minor_formatter(NullFormatter())  # minor labels overlap
        else:
            ax.text(0.5, 0.5, "no device has the figures (TDP / price)", ha="center",
                    transform=ax.transAxes, fontsize=8)
        ax.set_xlabel("predicted time per run (s)")
        ax.set_ylabel(label)
    fig.suptitle("Time, energy and cost per run: stars = Pareto set (not dominated); "
                 "size = cost", fontsize=9)


def write_plots(
    profile: Profile,
    predictions: Sequence[Prediction],
    specs: Sequence[ArchSpec],
    plots_dir: str | os.PathLike,
    *,
    energy=None,
    pareto: Sequence[str] = (),
) -> list[Path]:
    """Write every plot as PNG and SVG into ``plots_dir``; returns the paths written.
    With ``energy`` (device -> EnergyCost, model/energy.py) also ``pareto``."""
    out = Path(plots_dir)
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:  # a file where the folder should be, no permission...
        raise InputError(f"--plots {out}: cannot make the folder: "
                         f"{exc.strerror or exc}") from None
    paths: list[Path] = []
    for name, fig in _figures(profile, predictions, specs):
        paths += _save(fig, out, name)
    if energy:  # issue 15: time vs energy vs cost, the Pareto set marked
        fig = _figure(9.0, 4.2)
        plot_pareto(predictions, energy, pareto, fig)
        paths += _save(fig, out, "pareto")
    return paths


def svg_plots(
    profile: Profile,
    predictions: Sequence[Prediction],
    specs: Sequence[ArchSpec],
    *,
    energy=None,
    pareto: Sequence[str] = (),
) -> list[tuple[str, str]]:
    """Every plot of :func:`write_plots` (same arguments) as (name, SVG document text),
    nothing written: for the single-file HTML report (report/html.py). Text is drawn as
    paths (``svg.fonttype = path``), so the SVG needs no font at view time."""
    from matplotlib import rc_context

    def figures():
        yield from _figures(profile, predictions, specs)
        if energy:
            fig = _figure(9.0, 4.2)
            plot_pareto(predictions, energy, pareto, fig)
            yield "pareto", fig

    out = []
    with rc_context({"svg.fonttype": "path"}):
        for name, fig in figures():
            buf = io.BytesIO()
            fig.savefig(buf, format="svg")
            out.append((name, buf.getvalue().decode("utf-8")))
    return out
