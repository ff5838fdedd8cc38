"""The development and holdout splits of the corpus (issue 42): which items a run
keeps (``--split``) and the figures of each split.

Every item (workload or corpus kernel) is in exactly one split: a corpus kernel in its
registry's (``split`` at the top of the file, default ``dev``), a workload of
workloads/registry.toml in ``holdout`` when a holdout registry names it in
``holdout_workloads``, else in ``dev``. The holdout is never used to tune the model;
the figures are reported for each split apart, so that a model fitted to the
development split shows on the holdout.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from typing import Any

from automatch.errors import InputError
from automatch.validate.metrics import accuracy_figures

SPLIT_CHOICES = ("all", "dev", "holdout")


def check_split(split: str) -> str:
    """``split`` when it is one of :data:`SPLIT_CHOICES`, else InputError."""
    if split not in SPLIT_CHOICES:
        raise InputError(f"--split: use one of {', '.join(SPLIT_CHOICES)}, got {split!r}")
    return split


def workload_split(name: str, holdout: frozenset[str]) -> str:
    return "holdout" if name in holdout else "dev"


def keep(split_of_item: str, selected: str) -> bool:
    """Whether an item of ``split_of_item`` is validated under ``--split selected``."""
    return selected == "all" or split_of_item == selected


def split_figures(pairs: Sequence[tuple[float, float, float]]) -> dict[str, Any]:
    """(estimate, measured, lower bound) triples of one split -> the figures the issue
    judges a split by: :func:`metrics.accuracy_figures` (within 2x, median abs error,
    Kendall tau, lower bound <= measured) and the geometric mean of measured / estimate
    (1 = unbiased; > 1: the estimates are too short). Pairs without a positive finite
    measurement are left out; the geometric mean skips non-finite or non-positive
    estimates (``accuracy_figures`` already counts those as infinite errors)."""
    f = accuracy_figures([(p, m) for p, m, _ in pairs], lows=[lo for *_, lo in pairs])
    ratios = [
        m / p for p, m, _ in pairs if math.isfinite(m) and m > 0 and math.isfinite(p) and p > 0
    ]
    f["geomean_measured_over_estimate"] = (
        math.exp(statistics.fmean(map(math.log, ratios))) if ratios else math.nan
    )
    return f


def summary_by_split(
    records: Sequence[dict[str, Any]], variant: str, devices: Sequence[dict[str, Any]]
) -> dict[str, dict[str, Any]]:
    """``{split: {device: figures}}`` of ``variant`` for the splits present among
    ``records`` (each record's ``split``, ``dev`` when absent) and every device measured
    here; a split with no measured item on a device has no entry for it."""
    from automatch.validate.measure import measured_s

    out: dict[str, dict[str, Any]] = {}
    for split in ("dev", "holdout"):
        items = [r for r in records if r.get("split", "dev") == split]
        if not items:
            continue
        per_dev = {}
        for dev in devices:
            rows = []
            for r in items:
                x = r["devices"].get(dev["name"])
                if x and x.get("measured") and variant in x["predicted"]:
                    pred = x["predicted"][variant]
                    rows.append(
                        (
                            pred["time_s"],
                            measured_s(x["measured"]),
                            pred.get("time_low_s", pred["time_s"]),
                        )
                    )
            if rows:
                per_dev[dev["name"]] = split_figures(rows)
        out[split] = {"items": sorted(r["name"] for r in items), "per_device": per_dev}
    return out


__all__ = [
    "SPLIT_CHOICES",
    "check_split",
    "keep",
    "split_figures",
    "summary_by_split",
    "workload_split",
]
