"""Write a validation result: JSON document, predicted-vs-measured plot, markdown table."""

from __future__ import annotations

import json
import math
from pathlib import Path

from automatch.fileio import atomic_write_bytes, atomic_write_text, finite_json
from automatch.validate.harness import ValidationResult
from automatch.validate.measure import measured_s
from automatch.validate.metrics import is_upper_bound


def write_json(result: ValidationResult, path: str | Path) -> None:
    text = json.dumps(finite_json(result.to_dict()), indent=1, allow_nan=False)
    atomic_write_text(path, text + "\n")


def load_result(path: str | Path) -> ValidationResult:
    return ValidationResult.from_dict(json.loads(Path(path).read_text()))


def _ms(s: float | None) -> str:
    if s is None:
        return "-"
    if s >= 1.0:
        return f"{s:.3g} s"
    if s >= 1e-3:
        return f"{s * 1e3:.3g} ms"
    return f"{s * 1e6:.3g} us"


def _pct(x: float | None) -> str:
    return "-" if x is None or not math.isfinite(x) else f"{x * 100:+.0f}%"


def _yn(x: bool | None) -> str:
    return "-" if x is None else ("yes" if x else "**no**")


TARGETS = {"bound_holds_fraction": 19 / 21, "within_factor_fraction": 19 / 21,
           "median_abs_error": 0.25, "kendall_tau": 0.8}  # issue 12's table


def _points(result: ValidationResult, variant: str, device: str
            ) -> list[tuple[str, str, float, float, str]]:
    """(name, class, predicted, measured, split) of every item measured on ``device``."""
    out = []
    for w in result.workloads:
        x = w["devices"].get(device)
        if x and x["measured"] and variant in x["predicted"]:
            out.append((w["name"], w.get("class", "unclassified"),
                        x["predicted"][variant]["time_s"], measured_s(x["measured"]),
                        w.get("split", "dev")))
    return out


def plot(result: ValidationResult, path: str | Path, variant: str = "default") -> None:
    """Predicted vs measured time (log-log) of every item on the judged device, with
    the lines y = x (exact) and y = 2x, y = x/2 (the within-2x band); one colour per
    class, every point labelled, holdout items hollow. Points under y = x are lower bounds
    on time."""
    import io

    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    device = result.config.get("judged_device")
    if variant not in result.config["variants"]:
        variant = result.config["variants"][0]
    pts = [p for p in (_points(result, variant, device) if device else [])
           if math.isfinite(p[2]) and p[2] > 0]
    fig, ax = plt.subplots(figsize=(7.5, 6.5))
    if pts:
        lo = min(min(p[2], p[3]) for p in pts) / 2
        hi = max(max(p[2], p[3]) for p in pts) * 2
        ax.plot([lo, hi], [lo, hi], "k-", lw=1, label="predicted = measured")
        ax.plot([lo, hi], [2 * lo, 2 * hi], "k--", lw=0.8, label="2x (band edges)")
        ax.plot([lo, hi], [lo / 2, hi / 2], "k--", lw=0.8)
        colours = plt.rcParams["axes.prop_cycle"].by_key()["color"]
        classes = sorted({p[1] for p in pts})
        for k, cls in enumerate(classes):
            colour, marker = colours[k % len(colours)], "os^Dv<>ph*"[k // len(colours) % 10]
            for split in ("dev", "holdout"):
                sel = [p for p in pts if p[1] == cls and p[4] == split]
                if sel:
                    ax.scatter([p[3] for p in sel], [p[2] for p in sel], s=28,
                               label=cls if split == "dev" or not any(
                                   p[1] == cls and p[4] == "dev" for p in pts) else None,
                               edgecolors=colour, facecolors=colour if split == "dev" else "none",
                               marker=marker, zorder=3)
        for name, _cls, pred, meas, _split in pts:
            ax.annotate(name, (meas, pred), textcoords="offset points", xytext=(4, 3), fontsize=7)
        ax.set_xscale("log")
        ax.set_yscale("log")
        ax.set_xlim(lo, hi)
        ax.set_ylim(lo, hi)
        ax.legend(fontsize=7, loc="upper left")
    else:
        ax.text(0.5, 0.5, "nothing measured on this machine", ha="center", va="center",
                transform=ax.transAxes)
    ax.set_xlabel("measured kernel time (s)")
    ax.set_ylabel(f"predicted time (s), model {variant}")
    ax.set_title(f"{result.host.get('cpu', '?')}, {device or 'no device'}: predicted vs "
                 f"measured\n(below y = x: prediction is a lower bound on time; hollow: "
                 "holdout split)", fontsize=9)
    fig.tight_layout()
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=110)
    plt.close(fig)
    atomic_write_bytes(path, buf.getvalue())


def _gcc_cell(gcc: dict | None) -> str:
    """gcc's fastest time and clang's time over it, or why there is none."""
    if not gcc:
        return "-"
    if "error" in gcc:
        return "failed"
    ratio = gcc.get("clang_over_gcc")
    return _ms(gcc["measured"]["measured_s"]) + ("" if ratio is None else f" ({ratio:.2f}x)")


def _fig(x: float | None, pct: bool = False) -> str:
    if x is None or (isinstance(x, float) and not math.isfinite(x)):
        return "n/a"
    return f"{x * 100:.0f}%" if pct else f"{x:.2f}"


def headline_variant(variants) -> str:
    """The variant the report's headline figures judge: what ``automatch analyze`` gives
    by default (``mca``, the compiled loops as written, where it was run), else
    ``default``."""
    return "mca" if "mca" in variants else "default"


def accuracy_section(result: ValidationResult, variant: str = "default") -> list[str]:
    """The issue's four figures and the per-class table for ``variant`` on the judged
    device, as markdown lines."""
    device = result.config.get("judged_device")
    if variant not in result.config["variants"]:
        return []
    lines = [f"## Accuracy: model `{variant}`", ""]
    f = result.summary[variant].get("figures", {}).get(device) if device else None
    if not f or not f.get("n"):
        return lines + ["No CPU spec of this machine was measured: no accuracy figures "
                        "(a spec from another CPU is never used to judge accuracy).", ""]
    n = f["n"]
    lines += [f"Device `{device}`, {n} kernels.", "",
              "| figure | value | target (issue 12) |", "|---|---|---|",
              f"| lower bound <= measured (the range's low end, `time_low_s`) | "
              f"{f['bound_holds']} / {n} ({_fig(f['bound_holds_fraction'], True)}) "
              f"| >= 19 / 21 (90%) |",
              f"| within 2x of measured | {f['within_factor']} / {n} "
              f"({_fig(f['within_factor_fraction'], True)}) | >= 19 / 21 (90%) |",
              f"| median abs error | {_fig(f['median_abs_error'], True)} | <= 25% |",
              f"| Kendall tau, predicted vs measured order | {_fig(f['kendall_tau'])} | >= 0.8 |",
              ""]
    if "estimate_below" in f:
        lines += [f"The figures but the first judge the point estimate (`time_s`): it is "
                  f"below the measured time for {f['estimate_below']} / {n}. Measured "
                  f"time over the lower bound: median {_fig(f['bound_gap_median'])}x, "
                  f"geometric mean {_fig(f['bound_gap_geomean'])}x (1 = tight; "
                  "docs/model.md, \"Uncertainty range\").", ""]
    lines += ["| class | n | bound holds | estimate below | within 2x | median abs error |",
              "|---|---|---|---|---|---|"]
    for cls, c in result.summary[variant]["by_class"][device].items():
        lines.append(f"| {cls} | {c['n']} | {c['bound_holds']} | {c.get('estimate_below', '-')} "
                     f"| {c['within_factor']} | {_fig(c['median_abs_error'], True)} |")
    return lines + [""]


def split_section(result: ValidationResult, variant: str = "default") -> list[str]:
    """The development and holdout splits' figures for ``variant`` on the judged device
    (issue 42), as markdown lines (none when the result has no split figures)."""
    device = result.config.get("judged_device")
    splits = (result.summary.get(variant) or {}).get("splits") or {}
    rows = [(name, sp["per_device"][device]) for name, sp in splits.items()
            if device in sp.get("per_device", {}) and sp["per_device"][device].get("n")]
    if not rows:
        return []
    lines = [f"## Splits: model `{variant}`", "",
             f"Device `{device}`. The holdout (`workloads/kernels/registry_holdout.toml`, a "
             "seeded draw written in its header) is never used to tune the model; the "
             "development split is everything else. *geomean m/e*: geometric mean of "
             "measured over estimated time (> 1: the estimates are too short). gcc: the same "
             "OpenMP source built by gcc, timed beside the judged clang build (geometric "
             "mean of clang's time over gcc's).", "",
             "| split | n | within 2x | median abs error | Kendall tau | geomean m/e | "
             "bound <= measured | clang / gcc |", "|---|---|---|---|---|---|---|---|"]
    from automatch.validate.gccref import geomean_clang_over_gcc

    for name, f in rows:
        recs = [w for w in result.workloads if w.get("split", "dev") == name]
        lines.append(f"| {name} | {f['n']} | {f['within_factor']} / {f['n']} | "
                     f"{_fig(f['median_abs_error'], True)} | {_fig(f['kendall_tau'])} | "
                     f"{_fig(f.get('geomean_measured_over_estimate'))} | "
                     f"{f['bound_holds']} / {f['n']} | "
                     f"{_fig(geomean_clang_over_gcc(recs, device))} |")
    return lines + [""]


def one_thread_section(result: ValidationResult) -> list[str]:
    """``--one-thread``: the one-core model against each OpenMP program run with one
    thread, beside the all-thread comparison of the default model, as markdown lines
    (none when no record has a one-thread run). Where the two errors agree the parallel
    terms are right and the error is the single-core model's."""
    from automatch.validate.metrics import accuracy_figures

    device = result.config.get("judged_device")
    rows = []
    for w in result.workloads:
        x = w["devices"].get(device) if device else None
        one = x.get("one_thread") if x else None
        if not one or not x.get("measured"):
            continue
        rows.append((w["name"], one["predicted_s"], one["measured"]["measured_s"],
                     x["comparison"]["default"]["relative_error"]
                     if "default" in x["comparison"] else None))
    if not rows:
        return []
    f = accuracy_figures([(p, m) for _, p, m, _ in rows])
    same = sum(1 for _, p, m, e in rows if e is not None and m > 0 and p > 0
               and 0.9 <= (p / m) / (1.0 + e) <= 1.1)
    lines = ["## One thread: the one-core model", "",
             f"Device `{device}`: each OpenMP program also run with `OMP_NUM_THREADS=1` "
             "(`--one-thread`) against the model of the kernel on one core "
             "(`model.implementation.one_core_model`). Within 2x "
             f"{f['within_factor']} / {f['n']}, median abs error "
             f"{_fig(f['median_abs_error'], True)}, Kendall tau {_fig(f['kendall_tau'])}; the "
             f"one-thread and the all-thread predicted/measured ratios agree within 10% for "
             f"{same} / {len(rows)} kernels (there the error is the single-core model's, "
             "not the parallel terms').", "",
             "| kernel | measured, 1 thread | one-core model | error, 1 thread | error, all threads |",
             "|---|---|---|---|---|"]
    for name, p, m, e in rows:
        lines.append(f"| {name} | {_ms(m)} | {_ms(p)} | {_pct((p - m) / m if m else None)} "
                     f"| {_pct(e)} |")
    return lines + [""]


def tuned_section(result) -> list[str]:
    """Markdown lines of the restructured references (none when no record has one)."""
    device = result.config.get("judged_device")
    rows = []
    for w in result.workloads:
        x = w["devices"].get(device) if device else None
        tuned = x.get("tuned") if x else None
        if tuned:
            rows.append((w["name"], x, tuned))
    if not rows:
        return []
    lines = ["## Restructured references (not in the figures)", "",
             f"Device `{device}`. These OpenMP programs restructure or tune the analysed "
             "loops (`tuned_omp_source` in the registry: another algorithm, or `restrict` "
             "and `omp simd`); the figures above judge the *as written* estimate against "
             "the analysed loops with pragmas as they stand (`omp_source`); a restructured "
             "program is judged against *attainable* (the lower bound: restructured / "
             "attainable >= 1, and <= 1.5 when it is tight). Timed in the same interleaved "
             "rounds.", "",
             "| kernel | analysed loops, OpenMP | restructured | loops / restructured | "
             "predicted (default) | attainable (default) | restructured / attainable | "
             "what it changes |",
             "|---|---|---|---|---|---|---|---|"]
    for name, x, tuned in rows:
        if "error" in tuned:
            lines.append(f"| {name} | {_ms(measured_s(x['measured']))} | failed: "
                         f"{tuned['error'][:120]} | - | - | - | - | {tuned['note']} |")
            continue
        att = (tuned.get("attainable") or {}).get("default") or {}
        ratio = tuned.get("reference_over_tuned")
        over = att.get("tuned_over_attainable")
        lines.append(f"| {name} | {_ms(measured_s(x['measured']))} | "
                     f"{_ms(tuned['measured']['measured_s'])} ({tuned['source']}) | "
                     f"{'-' if ratio is None else f'{ratio:.2f}x'} | "
                     f"{_ms(x['predicted']['default']['time_s']) if 'default' in x['predicted'] else '-'} | "
                     f"{_ms(att['time_s']) if 'time_s' in att else '-'} | "
                     f"{'-' if over is None else f'{over:.2f}x'} | {tuned['note']} |")
    return lines + [""]


def markdown(result: ValidationResult, json_name: str = "", png_name: str = "") -> str:
    host = result.host
    lines = [
        "# Validation: predicted vs measured",
        "",
        f"Machine: **{host.get('cpu')}**, {host.get('logical_cpus')} logical CPUs; "
        f"date {str(host.get('date', '?'))[:10]}.",
        "",
        "Produced by `automatch validate` (automatch/validate/). Each workload of "
        "`workloads/registry.toml` and each kernel of the corpus "
        "(`workloads/kernels/registry_*.toml`) is profiled at the given size (exact analysis), "
        "its time "
        "predicted with the Execution Cost model on each spec, and its parallel "
        "implementation timed on the same machine (OpenMP: clang-19 -O3 -march=native "
        "-fopenmp with libomp, `OMP_NUM_THREADS` = the spec's cores, `OMP_PROC_BIND=true "
        "OMP_PLACES=cores`, the fastest of the repetitions of "
        "the program's `kernel_time_s`: co-runners on a shared machine only add time; the "
        "median and spread are shown beside it). *Below* = the point estimate <= measured; "
        "*bound* = the model's lower bound on time (`time_low_s`, docs/model.md "
        "\"Uncertainty range\") <= measured; *error* = (predicted - measured) / measured.",
        "",
        f"Host `{host.get('hostname')}`: {host.get('cpu')}, {host.get('logical_cpus')} logical "
        f"CPUs, GPU: {host.get('gpu') or 'none'}; {host.get('date')}; load average "
        f"{host.get('load_average_start', ['?'])[0]:.2f} at start, "
        f"{host.get('load_average_end', ['?'])[0]:.2f} at the end (the machine is shared: "
        "timings are noisy, see the spread column). "
        f"Size `{result.config['size']}`, {result.config['repetitions']} repetitions; tool "
        f"{result.tool_version}; whole run {result.wall_s:.0f} s.",
        "",
    ]
    if json_name:
        lines += [f"Data: [`{Path(json_name).name}`]({json_name})"
                  + (f"; plot: [`{Path(png_name).name}`]({png_name})" if png_name else "") + ".",
                  ""]
        if png_name:
            lines += [f"![predicted vs measured]({png_name})", ""]
    hs = result.config.get("host_spec") or {}
    if hs:
        lines += [f"Spec of this machine: {hs.get('how', '?')} (`{hs.get('path', '?')}`, host "
                  f"fingerprint `{(hs.get('fingerprint') or {}).get('id', '?')}`).", ""]
    variants = result.config["variants"]
    lines += accuracy_section(result, headline_variant(variants))
    for v in variants:
        lines += split_section(result, v)
    lines += one_thread_section(result)
    lines += tuned_section(result)
    failed = result.config.get("failed") or []
    if failed:
        lines += ["Left out because they failed (not in any figure): "
                  + "; ".join(f"`{x['name']}` ({x['error']})" for x in failed), ""]
    for dev in result.devices:
        lines += [f"## {dev['name']} ({dev['kind']}, {dev['cores']} cores, spec "
                  f"{dev['provenance']})", ""]
        if not dev.get("measured"):
            lines += [f"{dev.get('reason', 'not measured')}: predictions only.", ""]
        head = ["kernel", "class", "split", "S", "measured (fastest)", "median", "spread",
                "gcc (fastest)", "seq -O2 (process)"]
        for v in variants:
            head += [f"predicted {v}", f"bottleneck {v}", f"error {v}", f"below {v}",
                     f"bound {v}"]
        lines += ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
        for w in result.workloads:
            x = w["devices"][dev["name"]]
            m = x["measured"]
            row = [w["name"], w.get("class", "-"), w.get("split", "dev"), str(w["profile"]["S"]),
                   _ms(measured_s(m)) if m else "not measured", _ms(m["median_s"]) if m else "-",
                   f"{m['spread'] * 100:.0f}%" if m else "-", _gcc_cell(x.get("gcc")),
                   _ms(w["sequential"]["median_s"])]
            for v in variants:
                c, pred = x["comparison"][v], x["predicted"][v]
                low = pred.get("time_low_s")
                held = (None if m is None or low is None
                        else is_upper_bound(low, measured_s(m)))
                row += [_ms(pred["time_s"]), pred["bottleneck"], _pct(c["relative_error"]),
                        _yn(c["upper_bound"]), _yn(held)]
            lines.append("| " + " | ".join(row) + " |")
        lines.append("")
        for v in variants:
            s = result.summary[v]["per_device"].get(dev["name"], {})
            if s.get("n"):
                tau = s.get("workload_order_kendall_tau")
                lines.append(
                    f"- model `{v}`: upper bound in {s['upper_bound_fraction'] * 100:.0f}% of "
                    f"{s['n']} workloads; median |error| {s['median_abs_relative_error'] * 100:.0f}%;"
                    f" geometric-mean measured/predicted {s['geomean_measured_over_predicted']:.2f}x;"
                    " Kendall tau of the workloads' order (predicted vs measured time) "
                    + ("n/a" if tau is None or not math.isfinite(tau) else f"{tau:.2f}") + ".")
        lines.append("")
    lines += ["## Device ranking", ""]
    for v in variants:
        r = result.summary[v]["device_ranking"]
        if r.get("status") == "ok":
            lines.append(f"- model `{v}`: best device right in {r['best_device_accuracy'] * 100:.0f}%"
                         f" of {r['workloads']} workloads; pairwise order accuracy "
                         f"{r['pairwise_accuracy'] * 100:.0f}%; mean Kendall tau "
                         f"{r['mean_kendall_tau']:.2f}.")
        else:
            lines.append(f"- model `{v}`: not computed: {r.get('reason')}.")
    part = result.partition
    lines += ["", "## MiniGhost partition (CPU + GPU)", ""]
    if part.get("status") == "ok":
        lines += ["| split | units (z planes) | measured per device | makespan |", "|---|---|---|---|"]
        for label, s in part["splits"].items():
            lines.append(f"| {label} | {s['units']} | "
                         + ", ".join(f"{k} {_ms(t)}" for k, t in s["measured_s"].items())
                         + f" | {_ms(s['makespan_s'])} |")
        lines += ["", part.get("note", "")]
    else:
        lines.append(f"{part.get('status')}: {part.get('reason', '')}")
        if part.get("automatch"):
            shares = part["automatch"]["equal-finish"]["shares"]
            lines.append("Predicted AutoMatch split (equal-finish): "
                         + ", ".join(f"{s['device']} {s['fraction']:.3f}" for s in shares) + ".")
    return "\n".join(lines) + "\n"


def write_all(result: ValidationResult, json_path: str | Path, readme: str | Path | None = None,
              plot_path: str | Path | None = None) -> dict[str, str]:
    """JSON, then the plot beside it (same stem, .png), then the markdown summary."""
    json_path = Path(json_path)
    write_json(result, json_path)
    out = {"json": str(json_path)}
    png = Path(plot_path) if plot_path else json_path.with_suffix(".png")
    plot(result, png, headline_variant(result.config["variants"]))
    out["plot"] = str(png)
    if readme:
        import os

        base = Path(readme).resolve().parent
        rel = [os.path.relpath(Path(p).resolve(), base).replace(os.sep, "/") for p in (json_path, png)]
        atomic_write_text(readme, markdown(result, rel[0], rel[1]))
        out["markdown"] = str(readme)
    return out
