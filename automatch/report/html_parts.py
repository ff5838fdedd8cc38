"""Building blocks of the HTML report (report/html.py): escaping, table cells with sort
keys, value formatting by unit suffix, the source file to quote, and matplotlib SVG made
fit to inline. Split from html.py to keep each module short."""

from __future__ import annotations

import html
import math
import os
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from automatch.errors import escape_control
from automatch.report.terminal import fmt_bytes, fmt_time

MAX_SOURCE_BYTES = 8 << 20  # a source file larger than this is not quoted
_LL_HEAD_BYTES = 1 << 16  # where an .ll file names its source (source_filename = ...)
_SOURCE_SUFFIXES = (".c", ".cc", ".cpp", ".cxx", ".c++", ".h", ".hpp")


@dataclass(frozen=True)
class SourceListing:
    """The program's source file, to quote the lines the report names."""

    path: str
    lines: tuple[str, ...]

    def line(self, number: int) -> str | None:
        if 1 <= number <= len(self.lines):
            return self.lines[number - 1].strip() or None
        return None

    def to_dict(self) -> dict[str, Any]:
        return {"path": self.path, "lines": list(self.lines)}

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> SourceListing:
        return cls(path=str(d["path"]), lines=tuple(str(x) for x in d["lines"]))


# ---------------------------------------------------------------- small helpers


def esc(text: object) -> str:
    """``text`` as HTML text or attribute value: markup escaped, controls shown."""
    return html.escape(escape_control(str(text)), quote=True)


def _num(v: Any) -> str:
    """A number for ``data-v`` (sorting): repr of the float, ``Infinity``; '' if none."""
    if v is None or isinstance(v, bool):
        return ""
    if isinstance(v, int | float):
        if math.isnan(v):
            return ""
        return "Infinity" if v == math.inf else "-Infinity" if v == -math.inf else repr(v)
    return str(v)


_SAME = object()  # a cell's sort key is its text


_NUMBER_UNIT = re.compile(r"(\d) (?=[^\s\d–-])")


def _td(text: object, *, v: Any = _SAME, num: bool = False, raw: bool = False) -> str:
    """One cell; ``v`` is the sort key (None: no value, sorted last), by default the
    text; ``raw``: ``text`` is HTML already."""
    key = esc(text if v is _SAME else _num(v))
    body = text if raw else esc(text)
    if num and not raw:  # "58.7 us" wraps as a whole, never between number and unit
        body = _NUMBER_UNIT.sub("\\1&nbsp;", body)
    cls = ' class="num"' if num else ""
    return f'<td{cls} data-v="{key}">{body}</td>'


def _table(
    tid: str,
    heads: Sequence[tuple[str, str, bool]],
    rows: Iterable[tuple[str, str]],
    *,
    sortable: bool = True,
    caption: str = "",
) -> str:
    """A table; ``heads`` are (column key, label, numeric); ``rows`` (row class, cells)."""
    th = "".join(
        f'<th data-col="{esc(k)}"{" class=num" if n else ""} scope="col">{esc(label)}</th>'
        for k, label, n in heads
    )
    body = "".join(f"<tr{f' class={cls}' if cls else ''}>{cells}</tr>" for cls, cells in rows)
    cap = f"<caption class=note>{esc(caption)}</caption>" if caption else ""
    cls = ' class="sortable"' if sortable else ""
    return (
        f'<div class="scroll"><table id="{esc(tid)}"{cls}>{cap}<thead><tr>{th}</tr>'
        f"</thead><tbody>{body}</tbody></table></div>"
    )


_UNITS = (("_usd", "USD"), ("_wh", "Wh"), ("_j", "J"), ("_w", "W"), ("_bytes", "bytes"), ("_s", ""))


def _label(key: str) -> str:
    """A column label from a field name: ``energy_j`` -> ``energy (J)``."""
    for suffix, unit in _UNITS:
        if key.endswith(suffix) and len(key) > len(suffix):
            base = key[: -len(suffix)].replace("_", " ")
            return f"{base} ({unit})" if unit else base
    return key.replace("_", " ")


def _kv(tid: str, pairs: Iterable[tuple[str, str]]) -> str:
    rows = "".join(f"<tr><th scope=row>{esc(k)}</th><td>{v}</td></tr>" for k, v in pairs)
    return f'<table id="{esc(tid)}" class="kv"><tbody>{rows}</tbody></table>'


def _pct(x: float) -> str:
    return "n/a" if x is None or not math.isfinite(x) else f"{x:.1%}"


def _fmt_generic(name: str, v: Any) -> str:
    """A value of a column this module does not know (energy, cost...), by its name's
    unit suffix: ``_s`` seconds, ``_j`` joules, ``_w`` watts, ``_usd`` dollars."""
    if v is None:
        return "n/a"
    if isinstance(v, bool) or not isinstance(v, int | float):
        return str(v)
    if not math.isfinite(v):
        return "inf"
    last = name.rsplit(".", 1)[-1]
    if last.endswith("_s"):
        return fmt_time(v)
    units = (("_j", " J"), ("_wh", " Wh"), ("_w", " W"), ("_usd", " USD"), ("_bytes", ""))
    for suffix, unit in units:
        if last.endswith(suffix):
            return fmt_bytes(v) if suffix == "_bytes" else f"{v:.4g}{unit}"
    return f"{v:,}" if isinstance(v, int) else f"{v:.4g}"


def _scalars(d: Mapping[str, Any], prefix: str = "") -> list[tuple[str, Any]]:
    """The numeric (or null) leaves of ``d``, nested dicts flattened as ``a.b``."""
    out: list[tuple[str, Any]] = []
    for k, v in d.items():
        name = f"{prefix}{k}"
        if isinstance(v, Mapping):
            out += _scalars(v, name + ".")
        elif v is None or (isinstance(v, int | float) and not isinstance(v, bool)):
            out.append((name, v))
    return out


# ---------------------------------------------------------------- source quotes


def _read_source(path: Path) -> SourceListing | None:
    try:
        if not path.is_file() or path.stat().st_size > MAX_SOURCE_BYTES:
            return None
        text = path.read_bytes().decode("utf-8", errors="replace")
    except OSError:
        return None
    return SourceListing(path=str(path), lines=tuple(text.splitlines()))


def find_source(programs: Sequence[str | os.PathLike]) -> SourceListing | None:
    """The source file to quote lines from, when there is exactly one to choose: a
    single C/C++ program, or a single .ll whose ``source_filename`` sits beside it.
    None otherwise (several files, unreadable, too large): quotes are a convenience."""
    if len(programs) != 1:
        return None
    path = Path(programs[0])
    if path.suffix.lower() in _SOURCE_SUFFIXES:
        return _read_source(path)
    if path.suffix.lower() != ".ll":
        return None
    try:
        with path.open("rb") as fh:
            head = fh.read(_LL_HEAD_BYTES).decode("utf-8", errors="replace")
    except OSError:
        return None
    m = re.search(r'^source_filename\s*=\s*"([^"\n]+)"', head, re.M)
    if not m:
        return None
    return _read_source(path.parent / Path(m.group(1)).name)


def _quote(source: SourceListing | None, line: int) -> str:
    text = source.line(line) if source is not None and line else None
    return f'<span class="src">{esc(text)}</span>' if text else ""


def _lookup(d: Mapping[str, Any], dotted: str) -> Any:
    for part in dotted.split("."):
        if not isinstance(d, Mapping) or part not in d:
            return None
        d = d[part]
    return d


_SVG_STRIP = (
    re.compile(r"<\?xml.*?\?>", re.S),
    re.compile(r"<!DOCTYPE.*?>", re.S | re.I),
    re.compile(r"<!--.*?-->", re.S),
    re.compile(r"<metadata>.*?</metadata>", re.S),
)
_SVG_FORBIDDEN = re.compile(r"<\s*(script|foreignObject|iframe)|javascript:", re.I)
_PLOT_CAPTIONS = {
    "parallelism": "w_i over the levels of the ASAP schedule, with each device's n_p",
    "reuse": "LRU stack distance histogram per line size, each device's Z marked",
    "bottlenecks": "EC terms stacked per device, memory split per level",
    "roofline": "each device's roofline with the kernel at its intensity",
    "quadrants": "devices as (bandwidth, throughput) points; above the line: memory bound",
    "pareto": "time vs energy and time vs cost per run; stars: the Pareto set",
}


def inline_svg(svg: str) -> str | None:
    """A matplotlib SVG document as an element for inline HTML: XML declaration,
    doctype, comments and metadata removed. None if it holds anything active."""
    for pattern in _SVG_STRIP:
        svg = pattern.sub("", svg)
    svg = svg.strip()
    if not svg.startswith("<svg") or _SVG_FORBIDDEN.search(svg):
        return None
    return svg
