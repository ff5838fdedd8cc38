"""Loops in the tests' C kernels are named by a ``loop:NAME`` comment on their line."""

from __future__ import annotations

from pathlib import Path


def marker_line(source: Path, marker: str) -> int:
    """The 1-based line of ``source`` that carries ``loop:<marker>`` (a comment that goes
    on, or one that ends there); exactly one must."""
    lines = [i for i, text in enumerate(Path(source).read_text().splitlines(), 1)
             if f"loop:{marker} " in text or text.rstrip().endswith(f"loop:{marker} */")]
    assert len(lines) == 1, f"{source.name}: loop:{marker} on {len(lines)} lines"
    return lines[0]


def marked_loop(prof, source: Path, marker: str):
    """The profile's loop on the line marked ``loop:<marker>``."""
    line = marker_line(source, marker)
    (lp,) = [lp for lp in prof.loops if lp.line == line]
    return lp
