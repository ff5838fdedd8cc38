"""Ranking, relative cost and bottlenecks over a set of predictions.

The model (``automatch.model.predict``) already returns its predictions ranked
(rank 1 = fastest, relative cost = EC / best EC); these helpers read them, re-rank them
by energy or cost per run (``--rank-by``, model/energy.py) and find the devices no other
device beats in time, energy and cost together (the Pareto set).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import replace

from automatch.arch.spec import ArchSpec
from automatch.errors import InputError
from automatch.model.energy import CostAssumptions, EnergyCost, energy_cost
from automatch.model.predict import Prediction, rank_breakdowns  # noqa: F401 (re-export)

TERM_LABELS = {
    "compute": "compute",
    "fast_memory": "fast (on-chip) memory",
    "slow_memory": "slow (off-chip) memory",
    "sync": "synchronisation",
    "transfer": "host-device transfer",
}


def best(predictions: Sequence[Prediction]) -> Prediction:
    """The fastest device's prediction."""
    return min(predictions, key=lambda p: (p.rank, p.device))


def relative_costs(predictions: Sequence[Prediction]) -> dict[str, float]:
    return {p.device: p.relative_cost for p in predictions}


def bottlenecks(predictions: Sequence[Prediction]) -> dict[str, str]:
    """Device -> name of its largest EC term."""
    return {p.device: p.breakdown.bottleneck for p in predictions}


def term_shares(prediction: Prediction) -> dict[str, float]:
    """Each term as a fraction of EC (terms not in EC, e.g. an excluded transfer, omitted)."""
    bd = prediction.breakdown
    total = bd.time_s
    names = ["compute", "fast_memory", "slow_memory", "sync"]
    if bd.transfer_included:
        names.append("transfer")
    if not total or total != total or total == float("inf"):
        return dict.fromkeys(names, 0.0)
    return {n: bd.term(n) / total for n in names}


# ---------------------------------------------------------------- time, energy, cost

RANK_KEYS = ("time", "energy", "cost")


def energy_costs(predictions: Sequence[Prediction], specs: Sequence[ArchSpec],
                 assumptions: CostAssumptions | None = None) -> dict[str, EnergyCost]:
    """Device -> its energy and cost per run (model/energy.py) for every prediction."""
    by_name = {s.name: s for s in specs}
    return {p.device: energy_cost(by_name[p.device], p.breakdown, assumptions)
            for p in predictions if p.device in by_name}


def rank_by(predictions: Sequence[Prediction], energy: Mapping[str, EnergyCost],
            key: str = "time") -> list[Prediction]:
    """The predictions ordered by ``key`` (time, energy or cost per run), ``rank``
    renumbered in that order; ties and unknown values (no TDP, no price: last) broken by
    time, then name. ``relative_cost`` stays EC / best EC."""
    if key not in RANK_KEYS:
        raise InputError(f"--rank-by {key!r}: use one of {', '.join(RANK_KEYS)}")

    def metric(p: Prediction) -> float:
        if key == "time":
            return p.time_s
        e = energy.get(p.device)
        return e.metric(key) if e is not None else math.inf

    ordered = sorted(predictions, key=lambda p: (metric(p), p.time_s, p.device))
    return [replace(p, rank=i) for i, p in enumerate(ordered, start=1)]


def pareto_front(points: Mapping[str, Sequence[float]]) -> list[str]:
    """Names whose point is not dominated: no other point is <= in every objective and
    < in one (all objectives minimised). Infinite or NaN coordinates (unknown energy or
    cost) make a point dominated by any point finite there and no better elsewhere;
    an all-unknown objective is left out. Sorted by name."""
    names = sorted(points)
    dims = len(next(iter(points.values()))) if points else 0
    known = [k for k in range(dims)
             if any(math.isfinite(points[n][k]) for n in names)]

    def val(n: str, k: int) -> float:
        v = float(points[n][k])
        return v if math.isfinite(v) else math.inf

    def dominates(a: str, b: str) -> bool:
        va = [val(a, k) for k in known]
        vb = [val(b, k) for k in known]
        return all(x <= y for x, y in zip(va, vb, strict=True)) and va != vb

    return [b for b in names if not any(dominates(a, b) for a in names if a != b)]


def pareto_devices(predictions: Sequence[Prediction],
                   energy: Mapping[str, EnergyCost]) -> list[str]:
    """The devices not dominated in (time, energy, cost) per run."""
    pts = {}
    for p in predictions:
        e = energy.get(p.device)
        pts[p.device] = (p.time_s, e.metric("energy") if e else math.inf,
                         e.metric("cost") if e else math.inf)
    return pareto_front(pts)
