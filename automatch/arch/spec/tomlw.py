"""Writing spec documents as TOML: tomli-w, after two steps it does not do.

``tomli_w.dumps`` writes the TOML; this module only (1) drops ``None`` values (TOML has
no null; an absent optional field reads back as absent) and turns numpy scalars and
tuples into plain Python values, and (2) writes a ``#`` comment header first. Strings
with newlines are written as multi-line strings (unless one holds a carriage return,
which would not read back).
``tomllib.loads(dumps(d)) == d`` for every ``d`` without ``None`` values
(tests/arch/test_arch_specs.py), and the same document always gives the same text.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import tomli_w

__all__ = ["dumps"]


def _plain(v: Any) -> Any:
    """``v`` with None dropped from tables and arrays, numpy scalars as Python ones."""
    if isinstance(v, Mapping):
        for k in v:
            if not isinstance(k, str):
                raise TypeError(f"TOML keys must be strings, got {k!r}")
        return {k: _plain(x) for k, x in v.items() if x is not None}
    if isinstance(v, (list, tuple)):
        return [_plain(x) for x in v if x is not None]
    if isinstance(v, (bool, int, float, str)):
        return v
    if hasattr(v, "item"):  # numpy scalars and the like
        return _plain(v.item())
    raise TypeError(f"cannot write {type(v).__name__} value {v!r} as TOML")


def _has_cr(v: Any) -> bool:
    if isinstance(v, str):
        return "\r" in v
    if isinstance(v, dict):
        return any(_has_cr(k) or _has_cr(x) for k, x in v.items())
    return isinstance(v, list) and any(_has_cr(x) for x in v)


def dumps(doc: Mapping[str, Any], *, header: str = "") -> str:
    """Render ``doc`` as TOML. ``header`` lines are written first as ``#`` comments."""
    plain = _plain(doc)
    # Multi-line strings (provenance notes) are written as """ blocks, readable; a
    # carriage return would read back as a plain newline there, so not then.
    body = tomli_w.dumps(plain, multiline_strings=not _has_cr(plain))
    if not header:
        return body
    lines = [f"# {h}".rstrip() for h in header.splitlines()]
    return "\n".join(lines) + "\n\n" + body
