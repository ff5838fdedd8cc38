"""Ranking, relative cost and bottlenecks over a set of predictions.

The model (``automatch.model.predict``) already returns its predictions ranked
(rank 1 = fastest, relative cost = EC / best EC); these helpers read them.
"""

from __future__ import annotations

from collections.abc import Sequence

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
