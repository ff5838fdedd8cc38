"""A time with its unit, as every report prints it ("3.2 ms"): the terminal report and the
advice's sentences (decide) alike."""

from __future__ import annotations

import math


def fmt_time(s: float) -> str:
    if s is None or not math.isfinite(s):
        return "inf"
    if s == 0:
        return "0 s"
    for unit, scale in (("s", 1.0), ("ms", 1e-3), ("us", 1e-6), ("ns", 1e-9)):
        if abs(s) >= scale:
            return f"{s / scale:.3g} {unit}"
    return f"{s / 1e-9:.3g} ns"
