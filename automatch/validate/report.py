"""Write a validation result: JSON document, predicted-vs-measured plot, markdown table."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

from automatch.fileio import atomic_write_bytes, atomic_write_text
from automatch.validate.harness import ValidationResult


def _jsonable(x: Any) -> Any:
    """nan/inf -> None (strict JSON)."""
    if isinstance(x, float) and not math.isfinite(x):
        return None
    if isinstance(x, dict):
        return {k: _jsonable(v) for k, v in x.items()}
    if isinstance(x, list | tuple):
        return [_jsonable(v) for v in x]
    return x


def write_json(result: ValidationResult, path: str | Path) -> None:
    text = json.dumps(_jsonable(result.to_dict()), indent=1, allow_nan=False)
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


def plot(result: ValidationResult, path: str | Path) -> None:
    """Predicted (both variants) and measured time per workload and device, log scale."""
    import io

    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    wls = [w["name"] for w in result.workloads]
    devs = [d["name"] for d in result.devices]
    variants = result.config["variants"]
    fig, ax = plt.subplots(figsize=(max(6.0, 1.1 * len(wls) * max(1, len(devs))), 4.2))
    series = [(d, "measured", None) for d in devs] + [(d, "predicted", v) for d in devs
                                                      for v in variants]
    width = 0.8 / len(series)
    colours = plt.rcParams["axes.prop_cycle"].by_key()["color"]
    for k, (dev, what, var) in enumerate(series):
        ys = []
        for w in result.workloads:
            x = w["devices"][dev]
            if what == "measured":
                ys.append(x["measured"]["median_s"] if x["measured"] else math.nan)
            else:
                ys.append(x["predicted"][var]["time_s"])
        xs = [i - 0.4 + width * (k + 0.5) for i in range(len(wls))]
        label = f"{dev} measured (median)" if what == "measured" else f"{dev} predicted ({var})"
        kwargs = {"hatch": "//", "alpha": 0.75} if what == "predicted" else {}
        if what == "measured" and any(not math.isnan(y) for y in ys):
            errs = [[0 if not x["devices"][dev]["measured"] else
                     x["devices"][dev]["measured"]["median_s"] - x["devices"][dev]["measured"]["min_s"]
                     for x in result.workloads],
                    [0 if not x["devices"][dev]["measured"] else
                     x["devices"][dev]["measured"]["max_s"] - x["devices"][dev]["measured"]["median_s"]
                     for x in result.workloads]]
            kwargs["yerr"] = errs
            kwargs["capsize"] = 2
        ax.bar(xs, ys, width=width, label=label, color=colours[k % len(colours)], **kwargs)
    ax.set_yscale("log")
    ax.set_xticks(range(len(wls)))
    ax.set_xticklabels(wls, rotation=30)
    ax.set_ylabel("kernel time (s), log scale")
    ax.set_title(f"AutoMatch validation on {result.host.get('hostname', '?')} "
                 f"({result.config['size']} inputs): predicted vs measured")
    ax.legend(fontsize=7, ncol=2)
    fig.tight_layout()
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=110)
    plt.close(fig)
    atomic_write_bytes(path, buf.getvalue())


def markdown(result: ValidationResult, json_name: str = "", png_name: str = "") -> str:
    host = result.host
    lines = [
        "# Validation: predicted vs measured",
        "",
        "Produced by `automatch validate` (automatch/validate/). Each workload of "
        "`workloads/registry.toml` is profiled at the given size (exact analysis), its time "
        "predicted with the Execution Cost model on each spec, and its parallel "
        "implementation timed on the same machine (OpenMP: gcc -O3 -march=native "
        "-fopenmp, `OMP_NUM_THREADS` = the spec's cores, median of the program's "
        "`kernel_time_s`). *Upper bound* = predicted time <= measured (the model is meant "
        "to be optimistic); *error* = (predicted - measured) / measured.",
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
    variants = result.config["variants"]
    for dev in result.devices:
        lines += [f"## {dev['name']} ({dev['kind']}, {dev['cores']} cores, spec "
                  f"{dev['provenance']})", ""]
        if not dev.get("measured"):
            lines += [f"{dev.get('reason', 'not measured')}: predictions only.", ""]
        head = ["workload", "S", "measured (median)", "spread", "seq -O2 (process)"]
        for v in variants:
            head += [f"predicted {v}", f"bottleneck {v}", f"error {v}", f"upper bound {v}"]
        lines += ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
        for w in result.workloads:
            x = w["devices"][dev["name"]]
            m = x["measured"]
            row = [w["name"], str(w["profile"]["S"]), _ms(m["median_s"]) if m else "not measured",
                   f"{m['spread'] * 100:.0f}%" if m else "-", _ms(w["sequential"]["median_s"])]
            for v in variants:
                c = x["comparison"][v]
                row += [_ms(x["predicted"][v]["time_s"]), x["predicted"][v]["bottleneck"],
                        _pct(c["relative_error"]), _yn(c["upper_bound"])]
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
    plot(result, png)
    out["plot"] = str(png)
    if readme:
        import os

        base = Path(readme).resolve().parent
        rel = [os.path.relpath(Path(p).resolve(), base).replace(os.sep, "/") for p in (json_path, png)]
        atomic_write_text(readme, markdown(result, rel[0], rel[1]))
        out["markdown"] = str(readme)
    return out
