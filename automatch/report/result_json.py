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
from automatch.decide.partition import PartitionPlan
from automatch.errors import InputError
from automatch.fileio import atomic_write_text, read_input_bytes
from automatch.model.ec import Breakdown, ModelOptions
from automatch.model.predict import Prediction

RESULT_FORMAT_VERSION = 2  # 2: per-level memory terms (issue 12)

# the flat fields of each prediction, in this order; the rest of the breakdown goes
# under "detail"
FLAT = (
    "time_s", "compute_s", "fast_memory_s", "slow_memory_s", "sync_s", "transfer_s",
    "gflops", "bottleneck", "time_low_s", "time_high_s",
)


def _finite(v: Any) -> Any:
    if isinstance(v, float) and not math.isfinite(v):
        return None
    if isinstance(v, dict):
        return {k: _finite(x) for k, x in v.items()}
    if isinstance(v, list | tuple):
        return [_finite(x) for x in v]
    return v


def _unfinite(v: Any) -> float:
    return math.inf if v is None else float(v)


def prediction_to_dict(p: Prediction) -> dict[str, Any]:
    bd = p.breakdown.to_dict()
    out: dict[str, Any] = {"device": p.device, "kind": p.kind}
    out.update({k: bd.pop(k) for k in FLAT})
    out["rank"] = p.rank
    out["relative_cost"] = p.relative_cost
    out["detail"] = bd
    return _finite(out)


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

    def to_dict(self) -> dict[str, Any]:
        from automatch import __version__

        return {
            "format_version": RESULT_FORMAT_VERSION,
            "tool_version": __version__,
            "profile": profile_to_dict(self.profile),
            "predictions": [prediction_to_dict(p) for p in self.predictions],
            "partition": self.partition.fractions if self.partition else {},
            "partition_plan": _finite(self.partition.to_dict()) if self.partition else None,
            "model": {
                **self.options.to_dict(),
                "equations": "AutoMatch eq. 3-5" + (
                    "" if self.options.variant == "paper" else " with the docs/model.md fixes"
                ),
            },
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Result:
        if not isinstance(d, dict) or d.get("format_version") != RESULT_FORMAT_VERSION:
            got = d.get("format_version") if isinstance(d, dict) else None
            raise InputError(
                f"result JSON: format_version {got!r} is not supported (expected "
                f"{RESULT_FORMAT_VERSION})"
            )
        try:
            plan = d.get("partition_plan")
            return cls(
                profile=profile_from_dict({"format_version": 1, "profile": d["profile"]}),
                predictions=tuple(prediction_from_dict(p) for p in d["predictions"]),
                options=ModelOptions.from_dict(d.get("model", {})),
                partition=PartitionPlan.from_dict(plan) if plan else None,
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise InputError(f"result JSON: malformed ({exc!r})") from None


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
