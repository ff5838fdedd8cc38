"""The ``validate --gpu`` table: per item CPU and GPU measured vs predicted, the device
choice, the splits, and the issue's three figures (JSON + markdown).

Measured CPU time: the OpenMP build's ``kernel_time_s`` with all host cores, the fastest
of the repetitions (measure.py: on a shared machine interference only ever slows a run).
Measured GPU time: the port's ``kernel_time_s`` (CUDA events), plus its
``transfer_time_s`` when the model's prediction includes the host-device transfer
(``Breakdown.transfer_included``: the default variant), so like is compared with like;
both parts are in the JSON. The faster device is judged on those two times.
"""

from __future__ import annotations

import json
import math
import re
from pathlib import Path
from typing import Any

from automatch.fileio import atomic_write_text, finite_json
from automatch.validate import measure
from automatch.validate.gpu_split import gpu_total_s
from automatch.validate.metrics import within_factor

TARGETS = {"device_choice": 0.95, "gpu_within_2x": 0.80, "split_within_10pct": 1.0}


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:48] or "gpu"


def assemble(
    cfg,
    rows: dict[str, dict],
    profiles: dict,
    cpu_spec,
    gpu_spec,
    splits: dict[str, Any],
    record: dict[str, Any],
) -> dict[str, Any]:
    """The result document (pure given its inputs; predictions through the model's
    public :func:`automatch.model.predict.predict`)."""
    from automatch import __version__
    from automatch.model.predict import predict
    from automatch.validate.harness import host_info

    items = []
    for name, r in rows.items():
        preds = {p.device: p for p in predict(profiles[name], [cpu_spec, gpu_spec], cfg.variant)}
        pc, pg = preds[cpu_spec.name], preds[gpu_spec.name]
        mc = measure.measured_s(r["cpu_measured"]) if r.get("cpu_measured") else None
        mg = gpu_total_s(r, transfer=pg.breakdown.transfer_included)
        doc = {
            **r,
            "name": name,
            "class": r["item"]["class"],
            "cpu": {
                "predicted_s": pc.time_s,
                "measured_s": mc,
                "bottleneck": pc.breakdown.bottleneck,
            },
            "gpu": {
                "predicted_s": pg.time_s,
                "measured_s": mg,
                "transfer_included": pg.breakdown.transfer_included,
                "predicted_transfer_s": pg.breakdown.transfer_s,
                "bottleneck": pg.breakdown.bottleneck,
            },
            "predicted_faster": "cpu" if pc.time_s <= pg.time_s else "gpu",
        }
        if mc is not None and mg is not None:
            doc["measured_faster"] = "cpu" if mc <= mg else "gpu"
            doc["choice_right"] = doc["predicted_faster"] == doc["measured_faster"]
        if mg is not None:
            doc["gpu_within_2x"] = within_factor(pg.time_s, mg)
        if mc is not None:
            doc["cpu_within_2x"] = within_factor(pc.time_s, mc)
        if r.get("gpu_checksum") is not None and r.get("omp_checksum") is not None:
            from automatch.validate.kernels import checksums_agree

            doc["checksums_agree"] = checksums_agree(r["omp_checksum"], r["gpu_checksum"])
        items.append(doc)
    return {
        "kind": "automatch-validation-gpu",
        "format_version": 1,
        "tool_version": __version__,
        "machine": _slug(gpu_spec.model),
        "host": host_info(),
        "cpu_spec": cpu_spec.name,
        "gpu_spec": gpu_spec.name,
        "variant": cfg.variant,
        "size": cfg.size,
        "repetitions": cfg.repetitions,
        "record": record,
        "items": items,
        "splits": splits,
        "figures": figures(items, splits),
    }


def _frac(flags: list[bool]) -> dict[str, Any]:
    n = len(flags)
    return {"n": n, "right": sum(flags), "fraction": (sum(flags) / n) if n else None}


def figures(items: list[dict], splits: dict[str, Any]) -> dict[str, Any]:
    """The issue's three figures: faster device chosen, GPU within 2x, split within 10 %
    of the oracle's finish time; each with its target and whether it is met."""
    out = {
        "device_choice": _frac([i["choice_right"] for i in items if "choice_right" in i]),
        "gpu_within_2x": _frac([i["gpu_within_2x"] for i in items if "gpu_within_2x" in i]),
        "split_within_10pct": _frac(
            [s["model_within_10pct"] for s in splits.values() if s.get("status") == "ok"]
        ),
    }
    for k, f in out.items():
        f["target"] = TARGETS[k]
        f["met"] = None if f["fraction"] is None else f["fraction"] >= TARGETS[k] - 1e-12
    return out


def _t(s: float | None) -> str:
    if s is None or not math.isfinite(s):
        return "-"
    return f"{s:.3g} s" if s >= 1 else (f"{s * 1e3:.3g} ms" if s >= 1e-3 else f"{s * 1e6:.3g} us")


def _yn(x: bool | None) -> str:
    return "-" if x is None else ("yes" if x else "**no**")


def markdown(doc: dict[str, Any]) -> str:
    f = doc["figures"]
    rec = doc["record"]
    lines = [
        f"# GPU validation: {doc['gpu_spec']} vs {doc['cpu_spec']}",
        "",
        f"Machine `{doc['machine']}` (host {doc['host'].get('hostname')}: "
        f"{doc['host'].get('cpu')}, {doc['host'].get('logical_cpus')} logical CPUs; GPU "
        f"{rec.get('gpu')}); {str(doc['host'].get('date', ''))[:10]}; model variant "
        f"`{doc['variant']}`, size `{doc['size']}`, {doc['repetitions']} repetitions "
        f"(the fastest of each); run {rec.get('wall_s', 0):.0f} s. Produced by `automatch validate "
        "--gpu` (automatch/validate/gpu_run.py).",
        "",
        f"CPU spec: {rec['cpu_spec'].get('how')}; GPU spec: {rec['gpu_spec'].get('how')}.",
        "",
        "| figure | value | target (issue 13) | met |",
        "|---|---|---|---|",
    ]
    for key, label in (
        ("device_choice", "model chose the faster device"),
        ("gpu_within_2x", "GPU prediction within 2x"),
        ("split_within_10pct", "model split within 10% of the oracle"),
    ):
        x = f[key]
        val = "n/a" if x["fraction"] is None else f"{x['right']} / {x['n']} ({x['fraction']:.0%})"
        lines.append(f"| {label} | {val} | >= {x['target']:.0%} | {_yn(x['met'])} |")
    lines += [
        "",
        "CPU: the OpenMP build with all host cores (`kernel_time_s`). GPU: the CUDA "
        "port's `kernel_time_s` (CUDA events) plus its `transfer_time_s` where the "
        "prediction includes the transfer.",
        "",
        "| kernel | class | CPU measured | CPU predicted | GPU measured | GPU transfer "
        "| GPU predicted | faster (measured / predicted) | choice right | GPU within 2x |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for i in doc["items"]:
        g = i.get("gpu_measured")
        why = "" if g else f" ({i.get('gpu_build', 'not measured')})"
        lines.append(
            f"| {i['name']} | {i['class']} | {_t(i['cpu']['measured_s'])} | "
            f"{_t(i['cpu']['predicted_s'])} | {_t(i['gpu']['measured_s'])}{why} | "
            f"{_t(measure.measured_s(g['transfer'])) if g else '-'} | {_t(i['gpu']['predicted_s'])} | "
            f"{i.get('measured_faster', '-')} / {i['predicted_faster']} | "
            f"{_yn(i.get('choice_right'))} | {_yn(i.get('gpu_within_2x'))} |"
        )
    lines += ["", "## CPU+GPU splits", ""]
    for name, s in doc["splits"].items():
        if s.get("status") != "ok":
            lines.append(f"- {name}: {s.get('status')}: {s.get('reason')}")
            continue
        lines += [
            f"### {name} ({s['method']})",
            "",
            "| split | CPU share | finish time |",
            "|---|---|---|",
        ]
        for label, x in s["splits"].items():
            lines.append(f"| {label} | {x['cpu_fraction']:.3f} | {_t(x['makespan_s'])} |")
        lines += [
            "",
            f"Model / oracle finish time: {s['model_over_oracle']:.3f} (within 10%: "
            f"{_yn(s['model_within_10pct'])}); even / oracle: "
            f"{s['even_over_oracle']:.3f}.",
            "",
        ]
    if rec.get("skipped"):
        lines += ["", "Skipped to fit the time budget: " + "; ".join(rec["skipped"]) + "."]
    return "\n".join(lines) + "\n"


def write_report(doc: dict[str, Any], out_dir: Path) -> dict[str, str]:
    """``validation.json`` and ``README.md`` in ``out_dir`` (atomic writes)."""
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    js, md = out_dir / "validation.json", out_dir / "README.md"
    atomic_write_text(js, json.dumps(finite_json(doc), indent=1, allow_nan=False) + "\n")
    atomic_write_text(md, markdown(doc))
    return {"json": str(js), "markdown": str(md)}


__all__ = ["TARGETS", "assemble", "figures", "markdown", "write_report"]
