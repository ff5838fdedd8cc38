"""A small TOML writer for the subset the spec files use (no dependency).

Tables (nested dicts), strings, booleans, integers, floats (shortest round-trip repr,
inf/nan included) and arrays of those. ``None`` values are left out (TOML has no null).
Reading is ``tomllib``; ``tomllib.loads(dumps(d)) == d`` for every supported ``d``
without ``None`` values.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from typing import Any

__all__ = ["dumps"]

_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")
_ESCAPES = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\t": "\\t", "\f": "\\f", "\r": "\\r"}


def _key(k: Any) -> str:
    if not isinstance(k, str):
        raise TypeError(f"TOML keys must be strings, got {k!r}")
    return k if _BARE_KEY.fullmatch(k) else '"' + _escape(k, multiline=False) + '"'


def _escape(s: str, *, multiline: bool) -> str:
    out = []
    for ch in s:
        if ch in _ESCAPES:
            out.append(_ESCAPES[ch])
        elif ch == "\n":
            out.append("\n" if multiline else "\\n")
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    return "".join(out)


def _string(s: str) -> str:
    if "\n" in s:
        # The newline right after the opening delimiter is trimmed by TOML readers.
        return '"""\n' + _escape(s, multiline=True) + '"""'
    return '"' + _escape(s, multiline=False) + '"'


def _float(v: float) -> str:
    """Shortest round-trip text; scientific (``2.7e9``) outside [1e-3, 1e6)."""
    if v == 0 or 1e-3 <= abs(v) < 1e6:
        return repr(v)
    for p in range(17):
        t = f"{v:.{p}e}"
        if float(t) == v:
            break
    mant, exp = t.split("e")
    return f"{mant}e{int(exp)}"


def _value(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        if math.isnan(v):
            return "nan"
        if math.isinf(v):
            return "inf" if v > 0 else "-inf"
        return _float(v)
    if isinstance(v, str):
        return _string(v)
    if isinstance(v, (list, tuple)):
        if any(isinstance(x, Mapping) for x in v):
            raise TypeError("arrays of tables are not supported by this writer")
        return "[" + ", ".join(_value(x) for x in v if x is not None) + "]"
    # numpy scalars and the like
    if hasattr(v, "item"):
        return _value(v.item())
    raise TypeError(f"cannot write {type(v).__name__} value {v!r} as TOML")


def _table(lines: list[str], prefix: list[str], table: Mapping[str, Any]) -> None:
    def is_aot(v: Any) -> bool:  # a non-empty array of tables: [[prefix.k]] blocks
        return isinstance(v, (list, tuple)) and bool(v) and all(isinstance(x, Mapping) for x in v)

    scalars = [(k, v) for k, v in table.items()
               if v is not None and not isinstance(v, Mapping) and not is_aot(v)]
    arrays = [(k, v) for k, v in table.items() if is_aot(v)]
    tables = [(k, v) for k, v in table.items() if isinstance(v, Mapping)]
    if prefix and (scalars or not (tables or arrays)):
        if lines:
            lines.append("")
        lines.append("[" + ".".join(_key(p) for p in prefix) + "]")
    for k, v in scalars:
        lines.append(f"{_key(k)} = {_value(v)}")
    for k, items in arrays:
        for item in items:
            if any(isinstance(x, Mapping) or is_aot(x) for x in item.values()):
                raise TypeError("nested tables inside an array of tables are not supported")
            lines.append("")
            lines.append("[[" + ".".join(_key(p) for p in [*prefix, k]) + "]]")
            for ik, iv in item.items():
                if iv is not None:
                    lines.append(f"{_key(ik)} = {_value(iv)}")
    for k, v in tables:
        _table(lines, [*prefix, k], v)


def dumps(doc: Mapping[str, Any], *, header: str = "") -> str:
    """Render ``doc`` as TOML. ``header`` lines are written first as ``#`` comments."""
    lines: list[str] = [f"# {h}".rstrip() for h in header.splitlines()] if header else []
    if lines:
        lines.append("")
    _table(lines, [], doc)
    return "\n".join(lines) + "\n"
