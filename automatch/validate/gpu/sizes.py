"""The second size of ``validate --gpu`` (issue 46): ``--size gpu-large``.

At the validate size most GPU kernels run 40-300 us and the host link (1-30 ms) decides
the device; ``validation/gpu/sizes.toml`` names, per item, a size where its GPU kernel
is expected to run >= 1 ms (the file says how that was estimated; :func:`estimates`
recomputes it from a committed run). A workload's large size is one of its generator's
sizes; a corpus kernel's is an argv; ``same = true`` keeps the validate size (already
>= 1 ms measured).
"""

from __future__ import annotations

import ast
import math
import operator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from automatch.errors import InputError

LARGE = "gpu-large"
SIZES_FILE = Path(__file__).resolve().parents[3] / "validation" / "gpu" / "sizes.toml"


@dataclass(frozen=True)
class LargeSize:
    """One item's entry of sizes.toml."""

    name: str
    origin: str  # "workload" | "kernel"
    same: bool = False
    generator_size: str | None = None
    args: tuple[str, ...] = ()
    work: str | None = None  # corpus: work as an expression of a0, a1, ..
    work_ratio: float | None = None  # workloads: large work / validate work
    footprint_mb: float | None = None


def load_sizes(path: Path | None = None) -> dict[tuple[str, str], LargeSize]:
    """(origin, name) -> :class:`LargeSize`; a malformed file is an :class:`InputError`."""
    import tomllib

    path = Path(path or SIZES_FILE)
    try:
        doc = tomllib.loads(path.read_text())
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise InputError(f"GPU sizes file {path}: cannot read it ({exc})") from None
    out = {}
    for origin in ("workload", "kernel"):
        for name, t in (doc.get(origin) or {}).items():
            if not isinstance(t, dict):
                raise InputError(f"{path}: [{origin}.{name}] is not a table")
            e = LargeSize(
                name=name,
                origin=origin,
                same=bool(t.get("same", False)),
                generator_size=t.get("generator_size"),
                args=tuple(str(a) for a in t.get("args", ())),
                work=t.get("work"),
                work_ratio=t.get("work_ratio"),
                footprint_mb=t.get("footprint_mb"),
            )
            if not e.same and (e.generator_size if origin == "workload" else e.args) in (None, ()):
                what = "generator_size" if origin == "workload" else "args"
                raise InputError(f"{path}: [{origin}.{name}] needs {what} or same = true")
            out[(origin, name)] = e
    return out


_OPS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.Pow: operator.pow,
}


def work_of(expr: str, argv: tuple[str, ...]) -> float:
    """The value of ``expr`` (numbers, a0, a1, .., + - * / **) for the argv ``argv``."""

    def ev(node):
        if isinstance(node, ast.Expression):
            return ev(node.body)
        if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
            return _OPS[type(node.op)](ev(node.left), ev(node.right))
        if isinstance(node, ast.Constant) and isinstance(node.value, int | float):
            return float(node.value)
        if isinstance(node, ast.Name) and node.id.startswith("a") and node.id[1:].isdigit():
            i = int(node.id[1:])
            if i < len(argv):
                return float(argv[i])
        raise InputError(f"work expression {expr!r}: only numbers, a0, a1, .. and + - * / **")

    try:
        return ev(ast.parse(expr, mode="eval"))
    except SyntaxError:
        raise InputError(f"work expression {expr!r} is not an expression") from None


def item_size(origin: str, name: str, sizes: dict | None = None) -> LargeSize:
    """The item's entry (``origin``: "workload" or "corpus"); missing is an error that
    names the file, so that a new GPU-validated item gets its large size."""
    sizes = load_sizes() if sizes is None else sizes
    key = ("workload" if origin == "workload" else "kernel", name)
    if key not in sizes:
        raise InputError(
            f"{name}: no large size for `validate --gpu --size {LARGE}` in "
            f"{SIZES_FILE} ([{key[0]}.{name}])"
        )
    return sizes[key]


def estimates(result: dict[str, Any], sizes: dict | None = None) -> dict[str, dict[str, Any]]:
    """Per item of a committed ``validate --gpu`` result at the validate size: the
    measured GPU kernel time (fastest run), the work ratio of the large size and the
    estimated large-size kernel time (their product)."""
    sizes = load_sizes() if sizes is None else sizes
    out = {}
    for it in result["items"]:
        g = it.get("gpu_measured")
        if not g:
            continue
        e = item_size(it["item"]["origin"], it["name"], sizes)
        k = min(g["kernel"]["samples_s"])
        if e.same:
            ratio = 1.0
        elif e.work is not None:
            ratio = work_of(e.work, e.args) / work_of(e.work, tuple(it["argv"]))
        else:
            ratio = float(e.work_ratio or math.nan)
        out[it["name"]] = {
            "measured_s": k,
            "work_ratio": ratio,
            "estimate_s": k * ratio,
            "same": e.same,
        }
    return out


__all__ = ["LARGE", "LargeSize", "SIZES_FILE", "estimates", "item_size", "load_sizes", "work_of"]
