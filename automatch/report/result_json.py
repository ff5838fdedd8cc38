"""The result document (``--json FILE``): versioned, documented in docs/result-schema.md.

Non-finite numbers (an infinite EC in the ``paper`` variant when f_v = 0) are
written as ``null``: JSON has no infinity.
"""

from __future__ import annotations

import json
import math
import os
from dataclasses import dataclass
from typing import Any

from automatch.analyses.profile import Profile
from automatch.analyses.profile_json import profile_from_dict, profile_to_dict
from automatch.decide.gap import GapNote
from automatch.decide.partition import PartitionPlan
from automatch.decide.regions import RegionPlan
from automatch.errors import InputError
from automatch.fileio import atomic_write_text, finite_json, read_input_bytes
from automatch.model.ec import Breakdown, ModelOptions
from automatch.model.energy import CostAssumptions, EnergyCost
from automatch.model.predict import AS_WRITTEN, ATTAINABLE, PREDICTION_MEANINGS, Prediction

# 2: per-level memory terms (issue 12); 3: energy, cost, pareto; 4: whole-program mode's
# offload plan (``region_plan``)
RESULT_FORMAT_VERSION = 4
READABLE_VERSIONS = (2, 3, 4)  # older files read back without energy and cost / the plan

# the flat fields of each prediction, in this order; the rest of the breakdown goes
# under "detail"
FLAT = (
    "time_s", "compute_s", "fast_memory_s", "slow_memory_s", "sync_s", "transfer_s",
    "gflops", "bottleneck", "time_low_s", "time_high_s",
)


def _unfinite(v: Any) -> float:
    return math.inf if v is None else float(v)


def prediction_to_dict(p: Prediction, energy: EnergyCost | None = None) -> dict[str, Any]:
    bd = p.breakdown.to_dict()
    out: dict[str, Any] = {"device": p.device, "kind": p.kind}
    out.update({k: bd.pop(k) for k in FLAT})
    # issue 42: the two predictions by name (additive in format_version 4: a reader of
    # an older file takes them from time_s and time_low_s, as prediction_from_dict does)
    out["as_written_s"] = p.as_written_s
    out["attainable_s"] = p.attainable_s
    out["rank"] = p.rank
    out["relative_cost"] = p.relative_cost
    if energy is not None:  # format_version 3 (issue 15): per run, None when unknown
        out["energy_j"] = energy.energy_j
        out["cost_usd"] = energy.cost_usd
        out["energy"] = energy.to_dict()
    out["detail"] = bd
    return finite_json(out)


def prediction_from_dict(d: dict[str, Any]) -> Prediction:
    bd = dict(d.get("detail", {}))
    for k in FLAT:
        bd[k] = d[k] if k == "bottleneck" else _unfinite(d[k])
    for k, v in list(bd.items()):
        if v is None:
            bd[k] = math.inf
    return Prediction(
        device=d["device"],
        kind=d["kind"],
        breakdown=Breakdown.from_dict(bd),
        rank=int(d["rank"]),
        relative_cost=_unfinite(d["relative_cost"]),
    )


@dataclass(frozen=True)
class Result:
    """Everything one ``predict`` run produced."""

    profile: Profile
    predictions: tuple[Prediction, ...]
    options: ModelOptions
    partition: PartitionPlan | None = None
    # format_version 3 (issue 15): energy and cost per run, the ranking key and its
    # order, the devices not dominated in (time, energy, cost)
    energy: tuple[EnergyCost, ...] = ()
    rank_by: str = "time"
    ranking: tuple[str, ...] = ()
    pareto: tuple[str, ...] = ()
    cost_assumptions: CostAssumptions | None = None
    # format_version 4 (issue 15): whole-program mode's plan (decide/regions.py), None
    # when the profile has no regions
    region_plan: RegionPlan | None = None
    # issue 42 (additive): what would close each device's gap between the two predictions
    gap: tuple[GapNote, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        from automatch.version import version

        __version__ = version()

        by_dev = {e.device: e for e in self.energy}
        return {
            "format_version": RESULT_FORMAT_VERSION,
            "tool_version": __version__,
            "profile": profile_to_dict(self.profile),
            "predictions": [prediction_to_dict(p, by_dev.get(p.device))
                            for p in self.predictions],
            "rank_by": self.rank_by,
            "ranking": list(self.ranking) or [p.device for p in self.predictions],
            "pareto": list(self.pareto),
            "cost_assumptions": (self.cost_assumptions or CostAssumptions()).to_dict(),
            "partition": self.partition.fractions if self.partition else {},
            "partition_plan": finite_json(self.partition.to_dict()) if self.partition else None,
            "region_plan": self.region_plan.to_dict() if self.region_plan else None,
            "predictions_meaning": {"as_written_s": f"{AS_WRITTEN}: "
                                                    f"{PREDICTION_MEANINGS[AS_WRITTEN]}",
                                    "attainable_s": f"{ATTAINABLE}: "
                                                    f"{PREDICTION_MEANINGS[ATTAINABLE]}"},
            "gap_advice": [finite_json(g.to_dict()) for g in self.gap],
            "model": {
                **self.options.to_dict(),
                "equations": "AutoMatch eq. 3-5" + (
                    "" if self.options.variant == "paper" else " with the docs/model.md fixes"
                ),
            },
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Result:
        if not isinstance(d, dict) or d.get("format_version") not in READABLE_VERSIONS:
            got = d.get("format_version") if isinstance(d, dict) else None
            raise InputError(
                f"result JSON: format_version {got!r} is not supported (expected "
                f"{' or '.join(map(str, READABLE_VERSIONS))})"
            )
        try:
            plan = d.get("partition_plan")
            profile = profile_from_dict({"format_version": 1, "profile": d["profile"]})
            return cls(
                profile=profile,
                predictions=tuple(prediction_from_dict(p) for p in d["predictions"]),
                options=ModelOptions.from_dict(d.get("model", {})),
                partition=PartitionPlan.from_dict(plan) if plan else None,
                energy=tuple(EnergyCost.from_dict(p["energy"]) for p in d["predictions"]
                             if p.get("energy")),
                rank_by=str(d.get("rank_by", "time")),
                ranking=tuple(d.get("ranking", ())),
                pareto=tuple(d.get("pareto", ())),
                cost_assumptions=(CostAssumptions.from_dict(d["cost_assumptions"])
                                  if d.get("cost_assumptions") else None),
                region_plan=_region_plan(d.get("region_plan"), profile),
                gap=tuple(GapNote.from_dict(g) for g in d.get("gap_advice") or ()),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise InputError(f"result JSON: malformed ({exc!r})") from None


def _region_plan(d: Any, profile: Profile) -> RegionPlan | None:
    """``region_plan`` read back over the profile's regions (None when absent or null)."""
    if d is None:
        return None
    if not isinstance(d, dict):
        raise TypeError("region_plan must be an object or null")
    return RegionPlan.from_dict(d, profile.regions)


def write_result_json(result: Result, path: str | os.PathLike) -> None:
    """Write atomically (temporary file, then rename)."""
    atomic_write_text(path, json.dumps(result.to_dict(), indent=1, allow_nan=False) + "\n")


def read_result_json(path: str | os.PathLike) -> Result:
    from automatch.analyses.profile_json import MAX_PROFILE_BYTES

    try:
        doc = json.loads(read_input_bytes(path, what="result file", limit=MAX_PROFILE_BYTES))
    except FileNotFoundError:
        raise InputError(f"result file {str(path)!r} does not exist") from None
    except (ValueError, RecursionError) as exc:  # not JSON, not UTF-8, nested too deeply
        raise InputError(f"cannot read result file {str(path)!r}: "
                         f"{exc if isinstance(exc, ValueError) else 'nested too deeply'}") from None
    return Result.from_dict(doc)
