"""Predict EC on several devices, ranked: the model's public entry point."""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from automatch.analyses.profile import Profile
from automatch.arch.spec import ArchSpec
from automatch.errors import InputError
from automatch.model.breakdown import SCATTER_DEFAULT
from automatch.model.ec import Breakdown, ModelOptions
from automatch.model.implementation import device_model

# The variant name of the default model with the in-core time from the compiled loops.
MCA_VARIANT = "mca"
PREDICT_VARIANTS = ("default", "paper", MCA_VARIANT)

# The two predictions of every device (issue 42, item 1), named and said in one sentence
# each wherever they are shown (terminal, JSON, HTML, docs/model.md).
AS_WRITTEN = "as written"
ATTAINABLE = "attainable"
PREDICTION_MEANINGS = {
    AS_WRITTEN: "the loops found parallel, each outermost one split across the device's "
                "threads as it stands, the body as the compiler emits it (what adding "
                "pragmas gets; ranks and partitions)",
    ATTAINABLE: "the same schedule at the device's limits: the critical path or the "
                "flops at peak (vectorised, fused), no dependent sums inside a thread, no "
                "mispredictions, the memory levels overlapped (what restructuring "
                "the loops could reach)",
}


@dataclass(frozen=True)
class Prediction:
    """One device's predicted EC. ``rank`` 1 is the fastest; ``relative_cost`` is
    EC / best EC (1.0 for the best device)."""

    device: str
    kind: str
    breakdown: Breakdown
    rank: int
    relative_cost: float

    @property
    def time_s(self) -> float:
        return self.breakdown.time_s

    @property
    def as_written_s(self) -> float:
        """*As written*: the estimate (``time_s``), what ranking and partitioning use."""
        return self.breakdown.time_s

    @property
    def attainable_s(self) -> float:
        """*Attainable*: the same schedule at the device's limits, the model's lower
        bound ``time_low_s`` (never above the estimate)."""
        return min(self.breakdown.time_low_s, self.breakdown.time_s)

    def to_dict(self) -> dict[str, Any]:
        return {
            "device": self.device,
            "kind": self.kind,
            "rank": self.rank,
            "relative_cost": self.relative_cost,
            "breakdown": self.breakdown.to_dict(),
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Prediction:
        return cls(
            device=d["device"],
            kind=d["kind"],
            breakdown=Breakdown.from_dict(d["breakdown"]),
            rank=int(d["rank"]),
            relative_cost=float(d["relative_cost"]),
        )


def rank_breakdowns(items: list[tuple[ArchSpec, Breakdown]]) -> list[Prediction]:
    """Order by EC (ties by name); rank 1 = fastest; relative cost to the best."""
    ordered = sorted(items, key=lambda it: (it[1].time_s, it[0].name))
    if not ordered:
        return []
    best = ordered[0][1].time_s
    out = []
    for i, (spec, bd) in enumerate(ordered, start=1):
        if best > 0 and math.isfinite(best):
            rel = bd.time_s / best
        else:
            rel = 1.0 if bd.time_s == best else math.inf
        out.append(Prediction(spec.name, spec.kind, bd, i, rel))
    return out


def predict(
    profile: Profile,
    specs: Iterable[ArchSpec],
    variant: str = "default",
    *,
    include_transfer: bool | None = None,
    machine_loops: tuple = (),
    options: ModelOptions | None = None,
    scatter: str = SCATTER_DEFAULT,
) -> list[Prediction]:
    """EC of ``profile`` on every device in ``specs``, fastest first.

    ``variant``: ``"default"`` (documented fixes), ``"paper"`` (eq. 3-5 as
    printed) or ``"mca"`` (the default with the CPUs' in-core time from their compiled
    loops, ``ModelOptions.incore="mca"``: ``machine_loops`` from
    ``model.incore.loops_for_specs``). ``include_transfer``: count host-device transfers
    in EC (``None``: the variant's choice, see ModelOptions). ``scatter``: how the CPUs
    run a parallel scatter, ``"private"`` copies or ``"atomic"`` updates
    (ModelOptions.scatter). ``options``: the whole ModelOptions instead (``variant``,
    ``include_transfer``, ``machine_loops`` and ``scatter`` are then not read): what the
    commands pass with ``--incore mca``.
    """
    specs = list(specs)
    if not specs:
        raise InputError("no devices to predict for; give at least one --arch spec")
    names = [s.name for s in specs]
    dup = sorted({n for n in names if names.count(n) > 1})
    if dup:
        raise InputError(f"device names must be unique; repeated: {', '.join(dup)}")
    opts = options if options is not None else model_options(
        variant, include_transfer=include_transfer, machine_loops=machine_loops,
        scatter=scatter)
    return rank_breakdowns([(s, device_model(profile, s, opts).breakdown()) for s in specs])


def model_options(variant: str = "default", *, include_transfer: bool | None = None,
                  incore: str = "hand", machine_loops: tuple = (),
                  scatter: str = SCATTER_DEFAULT) -> ModelOptions:
    """The ModelOptions of a ``predict`` variant name (``"mca"``: the default variant with
    ``incore="mca"``) and the other settings."""
    if variant == MCA_VARIANT:
        variant, incore = "default", "mca"
    return ModelOptions(variant=variant, include_transfer=include_transfer, incore=incore,
                        machine_loops=tuple(machine_loops), scatter=scatter)
