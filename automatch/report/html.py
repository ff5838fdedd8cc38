"""The single-file HTML report (``--html FILE``): everything the terminal report shows,
the model's terms per device and memory level, and the plots, in one file to share.

The page needs nothing at view time: no server, no network, no fonts or scripts from
elsewhere. Its styles and its one small script are inline (report/html_assets.py; cells,
escaping and SVG clean-up in report/html_parts.py), the
plots are inline SVG with text drawn as paths (report/plots.py ``svg_plots``), and a
Content-Security-Policy forbids any load from the network. Every table whose rows are
devices, loops or regions sorts by a click on a header.

Everything that comes from the program or its input (kernel, function and file
names, input descriptions, source lines, device names) is HTML-escaped, with control
characters shown as escapes (``errors.escape_control``), so a kernel named
``<script>`` is text, never markup.

Input is one frozen :class:`HtmlReport`: the :class:`~automatch.report.result_json.Result`
(what ``--json`` writes), the specs (for the roofline and quadrant plots), optional
:class:`RegionRow` rows (whole-program mode) and an optional :class:`SourceListing`
to quote loop and advice lines. Prediction fields beyond the known ones (energy,
cost...) become extra columns of the device table, read generically from
``Result.to_dict()``.
"""

from __future__ import annotations

import math
import os
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from automatch.report.html_assets import CSP, CSS, JS
from automatch.report.html_parts import (
    _PLOT_CAPTIONS,
    SourceListing,
    _fmt_generic,
    _kv,
    _label,
    _lookup,
    _pct,
    _quote,
    _scalars,
    _table,
    _td,
    esc,
    find_source,
    inline_svg,
)
from automatch.report.result_json import FLAT, Result
from automatch.report.terminal import (
    fmt_bytes,
    fmt_count,
    fmt_time,
    incore_sentence,
    profile_summary_rows,
    two_predictions_sentence,
)

__all__ = [
    "HtmlReport",
    "RegionRow",
    "SourceListing",
    "find_source",
    "render_html",
    "write_html_report",
]


@dataclass(frozen=True)
class RegionRow:
    """One region of a whole-program analysis, as the regions table shows it.

    ``native_share`` is the region's fraction (0-1) of the program's native time;
    ``speedup`` the predicted speedup of the region on ``best_device`` over its native
    sequential time; ``source_lines`` where it is, e.g. ``"prog.c:12-30"``; ``work``
    its W with the unit decided for it (``"356 int op"``, ``"193 flop"``; issue 40).
    """

    name: str
    source_lines: str
    native_share: float
    best_device: str
    speedup: float
    work: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "source_lines": self.source_lines,
            "native_share": self.native_share,
            "best_device": self.best_device,
            "speedup": self.speedup,
            "work": self.work,
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> RegionRow:
        return cls(
            name=str(d["name"]),
            source_lines=str(d.get("source_lines", "")),
            native_share=float(d["native_share"]),
            best_device=str(d["best_device"]),
            speedup=math.inf if d.get("speedup") is None else float(d["speedup"]),
            work=str(d.get("work", "")),
        )


@dataclass(frozen=True)
class HtmlReport:
    """What the HTML report is made from. ``specs`` feed the roofline and quadrant
    plots (the other plots need none); ``plots=False`` leaves the plots out."""

    result: Result
    specs: tuple = ()
    regions: tuple[RegionRow, ...] = ()
    source: SourceListing | None = None
    plots: bool = True
    title: str = field(default="")


# ---------------------------------------------------------------- sections


def _profile_section(report: HtmlReport) -> str:
    result = report.result
    profile = result.profile
    rows = [(k, esc(v)) for k, v in profile_summary_rows(profile, result.predictions)]
    rows.insert(3, ("work unit", esc(profile.work_unit)))
    rows.insert(4, ("precision", esc(profile.precision)))
    if profile.native_time_s:
        rows.append(("native time of the region", esc(fmt_time(profile.native_time_s))))
    rows.append(("parallel regions (fork/joins)", esc(f"{profile.parallel_regions:,}")))
    rows.append(("reductions scheduled as", esc(profile.reductions_as)))
    out = ["<h2 id=profile-h>Profile</h2>", _kv("summary", rows)]

    reuse_rows = []
    for h in profile.memory.reuse:
        total = h.accesses
        finite = total - h.cold
        med, p90 = _quantile_bytes(h, 0.5), _quantile_bytes(h, 0.9)
        cells = (
            _td(f"{h.line_bytes} B", v=h.line_bytes, num=True)
            + _td(fmt_count(total), v=total, num=True)
            + _td(
                f"{fmt_count(h.cold)} ({_pct(h.cold / total if total else 0.0)})",
                v=h.cold,
                num=True,
            )
            + _td(fmt_count(finite), v=finite, num=True)
            + _td(_bytes_or_na(med), v=med, num=True)
            + _td(_bytes_or_na(p90), v=p90, num=True)
            + _td(
                "exact" if h.sampled_rate >= 1 else f"SHARDS {h.sampled_rate:.3g}", v=h.sampled_rate
            )
        )
        reuse_rows.append(("", cells))
    if reuse_rows:
        out.append("<h3>Reuse (LRU stack distances)</h3>")
        out.append(
            _table(
                "reuse",
                (
                    ("line_bytes", "line size", True),
                    ("accesses", "accesses", True),
                    ("cold", "cold", True),
                    ("reused", "reused", True),
                    ("median", "median distance", True),
                    ("p90", "90th percentile", True),
                    ("sampling", "histogram", False),
                ),
                reuse_rows,
                caption="distances in bytes (lines x line size), the upper edge "
                "of the histogram bin",
            )
        )
    out.append(_loops_table(report))
    return "\n".join(out)


def _quantile_bytes(h, q: float) -> float | None:
    """The upper edge (bytes) of the bin holding the q-quantile of the reused accesses."""
    total = sum(h.counts)
    if not total:
        return None
    acc = 0
    for upper, c in zip(h.upper, h.counts, strict=True):
        acc += c
        if acc >= q * total:
            return float(upper * h.line_bytes)
    return float(h.upper[-1] * h.line_bytes)


def _bytes_or_na(b: float | None) -> str:
    return "n/a" if b is None else f"≤ {fmt_bytes(b)}"


def _loops_table(report: HtmlReport) -> str:
    loops = [lp for lp in report.result.profile.loops]
    if not loops:
        return "<h3>Loops</h3><p class=note>no loops in the region</p>"
    loops.sort(key=lambda lp: (lp.kind != "sequential", -lp.iterations, lp.line))
    rows = []
    for lp in loops:
        line = f"{lp.line}" if lp.line else "?"
        cells = (
            _td(lp.function)
            + _td(line, v=lp.line or None, num=True)
            + _td(
                _quote(report.source, lp.line),
                v=report.source.line(lp.line) if report.source and lp.line else None,
                raw=True,
            )
            + _td(lp.depth, v=lp.depth, num=True)
            + _td(f"{lp.iterations:,}", v=lp.iterations, num=True)
            + _td(lp.kind)
            + _td(f"{lp.carried_raw:,}", v=lp.carried_raw, num=True)
            + _td(f"{lp.sync_points:,}", v=lp.sync_points, num=True)
            + _td(lp.reason or "")
        )
        rows.append(("seq" if lp.kind == "sequential" else "", cells))
    heads = (
        ("function", "function", False),
        ("line", "line", True),
        ("source", "source", False),
        ("depth", "depth", True),
        ("iterations", "iterations", True),
        ("kind", "dependences", False),
        ("carried_raw", "carried RAW", True),
        ("sync", "sync points", True),
        ("reason", "why", False),
    )
    return "<h3>Loops and their dependences</h3>" + _table(
        "loops", heads, rows, caption="sequential (dependence-carrying) loops first, shaded"
    )


# the device table's known columns: (key, label, numeric)
_DEVICE_HEADS = (
    ("rank", "rank", True),
    ("device", "device", False),
    ("kind", "kind", False),
    ("time_s", "as written", True),
    ("attainable_s", "attainable", True),
    ("range", "bound – high", True),
    ("gflops", "GFLOP/s", True),
    ("bottleneck", "bottleneck", False),
    ("relative_cost", "relative time", True),
)
_KNOWN = set(FLAT) | {"device", "kind", "rank", "relative_cost", "detail", "as_written_s",
                      "attainable_s"}


def _extra_columns(pred_dicts: Sequence[Mapping[str, Any]]) -> tuple[list[str], list[str]]:
    """Fields the predictions carry beyond the known ones (energy, cost...): the numeric
    ones (columns of the device table) and the objects (one table each)."""
    names: list[str] = []
    groups: list[str] = []
    for d in pred_dicts:
        for k, v in d.items():
            if k in _KNOWN:
                continue
            if isinstance(v, Mapping) and k not in groups:
                groups.append(k)
            elif k not in names and (
                v is None or (isinstance(v, int | float) and not isinstance(v, bool))
            ):
                names.append(k)
    return names, groups


def _group_table(
    group: str, by_device: Mapping[str, Mapping[str, Any]], devices: Sequence[str]
) -> str:
    """One object field of the predictions (e.g. ``energy``) as a table per device:
    its numbers and texts, nested objects flattened as ``a.b``."""
    cols: list[str] = []
    for dev in devices:
        sub = by_device.get(dev, {}).get(group)
        if isinstance(sub, Mapping):
            keys = [k for k, _ in _scalars(sub)] + [
                k for k, v in sub.items() if isinstance(v, str) and k != "device"
            ]
            cols += [k for k in keys if k not in cols]
    if not cols:
        return ""
    rows = []
    for dev in devices:
        sub = by_device.get(dev, {}).get(group)
        if not isinstance(sub, Mapping):
            continue
        cells = _td(dev)
        for k in cols:
            v = _lookup(sub, k)
            cells += _td(v) if isinstance(v, str) else _td(_fmt_generic(k, v), v=v, num=True)
        rows.append(("", cells))
    heads = [("device", "device", False)] + [(k, _label(k), True) for k in cols]
    return f"<h3>{esc(group.replace('_', ' ').capitalize())} per device</h3>" + _table(
        f"group-{group}", heads, rows
    )


def _devices_section(report: HtmlReport) -> str:
    result = report.result
    doc = result.to_dict()
    by_device = {d["device"]: d for d in doc["predictions"]}
    ranking = [d for d in (doc.get("ranking") or ()) if d in by_device]
    order = {d: i for i, d in enumerate(ranking)}
    preds = sorted(result.predictions, key=lambda p: (order.get(p.device, len(order)), p.rank))
    extras, groups = _extra_columns(list(by_device.values()))
    shares = result.partition.fractions if result.partition else {}
    pareto = doc.get("pareto")
    heads = list(_DEVICE_HEADS) + [(k, _label(k), True) for k in extras]
    if isinstance(pareto, list):
        heads.append(("pareto", "Pareto set", False))
    if shares:
        heads.append(("share", "partition share", True))
    rows = []
    for p in preds:
        bd = p.breakdown
        bott = (
            f"memory ({bd.bottleneck_level})"
            if bd.bottleneck_level
            else bd.bottleneck.replace("_", " ")
        )
        cells = (
            _td(p.rank, v=p.rank, num=True)
            + _td(p.device)
            + _td(p.kind)
            + _td(fmt_time(bd.time_s), v=bd.time_s, num=True)
            + _td(fmt_time(p.attainable_s), v=p.attainable_s, num=True)
            + _td(
                f"{fmt_time(bd.time_low_s)} – {fmt_time(bd.time_high_s)}", v=bd.time_low_s, num=True
            )
            + _td(f"{bd.gflops:,.2f}", v=bd.gflops, num=True)
            + _td(bott)
            + _td(
                "inf" if not math.isfinite(p.relative_cost) else f"{p.relative_cost:.2f}x",
                v=p.relative_cost,
                num=True,
            )
        )
        for k in extras:
            v = _lookup(by_device.get(p.device, {}), k)
            cells += _td(_fmt_generic(k, v), v=v, num=True)
        if isinstance(pareto, list):
            cells += _td("yes" if p.device in pareto else "no")
        if shares:
            cells += _td(_pct(shares.get(p.device, 0.0)), v=shares.get(p.device, 0.0), num=True)
        rows.append(("best" if p.rank == 1 else "", cells))
    rank_by = doc.get("rank_by", "time")
    out = [
        "<h2>Devices</h2>",
        _table(
            "devices",
            heads,
            rows,
            caption=f"predicted best parallel implementation, "
            f"ranked by {rank_by} (rank: by time); click a header to sort",
        ),
    ]
    out.append(f"<p class=note id=meanings>{esc(two_predictions_sentence())}</p>")
    incore = incore_sentence(preds, (doc.get("model") or {}).get("incore_note", ""))
    if incore:
        out.append(f"<p class=note id=incore>{esc(incore)}</p>")
    out += [_group_table(g, by_device, [p.device for p in preds]) for g in groups]
    plan = result.partition
    if plan is not None and len(plan.shares) > 1:
        gran = f", {plan.granularity} units" if plan.granularity else ""
        out.append(
            f"<p>Partition ({esc(plan.method)}{esc(gran)}): predicted finish "
            f"{esc(fmt_time(plan.finish_time_s))}, {plan.speedup_over_best:.2f}x the "
            "best single device.</p>"
        )
    return "\n".join(out)


_TERMS = (
    ("compute_s", "compute"),
    ("fast_memory_s", "fast memory"),
    ("slow_memory_s", "slow memory"),
    ("sync_s", "sync"),
    ("transfer_s", "transfer"),
    ("latency_s", "latency part"),
    ("critical_path_s", "critical path"),
    ("thread_chain_s", "in-thread chains"),
    ("dispatch_s", "instruction dispatch"),
    ("branch_s", "branch mispredictions"),
    ("privatise_s", "private copies of scatter targets"),
    ("atomic_s", "atomic updates of scatter targets"),
    ("first_touch_s", "first touch of fresh pages"),
)


def _terms_section(report: HtmlReport) -> str:
    preds = sorted(report.result.predictions, key=lambda p: p.rank)
    heads = [("device", "device", False)] + [(k, lab, True) for k, lab in _TERMS]
    heads.append(("time_s", "EC", True))
    rows, level_rows, details = [], [], []
    for p in preds:
        bd = p.breakdown
        cells = _td(p.device)
        for k, _ in _TERMS:
            v = getattr(bd, k)
            text = fmt_time(v)
            if k == "transfer_s" and v and not bd.transfer_included:
                text += " (excluded)"
            cells += _td(text, v=v, num=True)
        cells += _td(fmt_time(bd.time_s), v=bd.time_s, num=True)
        rows.append(("", cells))
        for lv in bd.memory_levels:
            share = lv.time_s / bd.time_s if bd.time_s and math.isfinite(bd.time_s) else None
            level_rows.append(
                (
                    "",
                    _td(p.device)
                    + _td(lv.name)
                    + _td(fmt_count(lv.hits), v=lv.hits, num=True)
                    + _td(fmt_count(lv.writebacks), v=lv.writebacks, num=True)
                    + _td(fmt_bytes(lv.bytes), v=lv.bytes, num=True)
                    + _td(f"{lv.bandwidth_Bps / 1e9:,.1f} GB/s", v=lv.bandwidth_Bps, num=True)
                    + _td(
                        fmt_bytes(lv.capacity_bytes)
                        if math.isfinite(lv.capacity_bytes)
                        else "unbounded",
                        v=lv.capacity_bytes,
                        num=True,
                    )
                    + _td(fmt_time(lv.time_s), v=lv.time_s, num=True)
                    + _td(_pct(share), v=share, num=True),
                )
            )
        fields_ = [(k, v) for k, v in _scalars(bd.to_dict()) if k != "memory_levels"]
        items = "".join(
            f"<tr><th scope=row>{esc(k)}</th><td class=num>{esc(_fmt_generic(k, v))}</td></tr>"
            for k, v in fields_
        )
        texts = "".join(
            f"<tr><th scope=row>{esc(k)}</th><td>{esc(v)}</td></tr>"
            for k, v in bd.to_dict().items()
            if isinstance(v, str)
        )
        details.append(
            f"<details><summary>{esc(p.device)}: every model quantity</summary>"
            f'<table class="kv detail"><tbody>{texts}{items}</tbody></table>'
            "</details>"
        )
    out = [
        "<h2>Model terms per device</h2>",
        _table(
            "terms",
            heads,
            rows,
            caption=f"Execution Cost terms ({report.result.options.variant} "
            "variant); memory terms include their latency part",
        ),
    ]
    if level_rows:
        out.append("<h3>Memory levels</h3>")
        out.append(
            _table(
                "levels",
                (
                    ("device", "device", False),
                    ("level", "level", False),
                    ("hits", "accesses served", True),
                    ("writebacks", "dirty lines written back into it", True),
                    ("bytes", "bytes moved", True),
                    ("bandwidth", "bandwidth", True),
                    ("capacity", "capacity", True),
                    ("time", "time", True),
                    ("share", "share of EC", True),
                ),
                level_rows,
                caption="each memory level's bandwidth term, nearest the cores first",
            )
        )
    out.append("\n".join(details))
    return "\n".join(out)


def _advice_section(report: HtmlReport) -> str:
    from automatch.decide.advice import advice

    words = advice(report.result.profile, report.result.predictions, report.specs,
                   options=report.result.options, gap=report.result.gap or None)
    if not words:
        return "<h2>Advice</h2><p class=note>nothing stands out.</p>"
    items = []
    for w in words:
        quotes = "".join(
            f'<span class="src">line {n}: {esc(report.source.line(n))}</span>'
            for n in dict.fromkeys(int(x) for x in re.findall(r"\bline (\d+)", w))
            if report.source is not None and report.source.line(n)
        )
        items.append(f"<li>{esc(w)}{quotes}</li>")
    return f'<h2>Advice</h2><ul class="advice" id="advice">{"".join(items)}</ul>'


def _regions_section(report: HtmlReport) -> str:
    if not report.regions:
        return ""
    rows = []
    for r in sorted(report.regions, key=lambda r: -r.native_share):
        cells = (
            _td(r.name)
            + _td(r.source_lines)
            + _td(_pct(r.native_share), v=r.native_share, num=True)
            + _td(r.work)
            + _td(r.best_device)
            + _td(
                "inf" if not math.isfinite(r.speedup) else f"{r.speedup:,.2f}x",
                v=r.speedup,
                num=True,
            )
        )
        rows.append(("", cells))
    heads = (
        ("name", "region", False),
        ("source_lines", "source lines", False),
        ("native_share", "share of native time", True),
        ("work", "work W (unit)", False),
        ("best_device", "best device", False),
        ("speedup", "predicted speedup", True),
    )
    return "<h2>Regions</h2>" + _table(
        "regions", heads, rows, caption="largest share of native time first"
    )


def _plots_section(report: HtmlReport) -> str:
    if not report.plots or not report.result.predictions:
        return ""
    from automatch.report.plots import svg_plots

    result = report.result
    figures = []
    energy = dict(
        zip((p.device for p in result.predictions), getattr(result, "energy", ()), strict=False)
    )
    for name, svg in svg_plots(
        result.profile,
        result.predictions,
        list(report.specs),
        energy=energy or None,
        pareto=getattr(result, "pareto", ()),
    ):
        element = inline_svg(svg)
        if element is None:
            continue
        caption = _PLOT_CAPTIONS.get(name, name)
        figures.append(
            f'<figure id="plot-{esc(name)}">{element}'
            f"<figcaption>{esc(name)}: {esc(caption)}</figcaption></figure>"
        )
    return '<h2>Plots</h2><div class="plots">' + "".join(figures) + "</div>"


def render_html(report: HtmlReport) -> str:
    """The whole report as one HTML document (a string)."""
    result = report.result
    profile = result.profile
    title = report.title or f"automatch: {profile.kernel}"
    where = f"{profile.kernel} in {profile.program}" if profile.program else profile.kernel
    doc = result.to_dict()
    model = doc.get("model", {})
    sub = (
        f"kernel {esc(where)}"
        + (f" &middot; input {esc(profile.input_description)}" if profile.input_description else "")
        + f" &middot; model: {esc(model.get('equations', result.options.variant))}"
        + f" &middot; automatch {esc(doc.get('tool_version', ''))}"
    )
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        f'<meta http-equiv="Content-Security-Policy" content="{esc(CSP)}">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{esc(title)}</title><style>{CSS}</style></head><body>",
        f"<h1>{esc(title)}</h1><p class=sub>{sub}</p>",
        _regions_section(report),
    ]
    # the answer first (devices, advice, plots), then what it rests on
    if result.predictions:
        parts += [_devices_section(report), _advice_section(report), _plots_section(report)]
    parts.append(_profile_section(report))
    if result.predictions:
        parts.append(_terms_section(report))
    parts += ['<pre id="selftest"></pre>', f"<script>{JS}</script>", "</body></html>", ""]
    return "\n".join(p for p in parts if p)


def write_html_report(report: HtmlReport, path: str | os.PathLike) -> None:
    """Render and write atomically (fileio.atomic_write_text: ``-`` is stdout)."""
    from automatch.fileio import atomic_write_text

    atomic_write_text(path, render_html(report))
