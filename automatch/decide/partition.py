"""Split one kernel's work across several devices.

Two methods:

``paper``
    The paper's split (section IV.C): fractions inversely proportional to each
    device's EC for the whole work. EC 3 and 1 give 1/4 and 3/4.

``equal-finish`` (default)
    EC is not linear in the work: D, S and the link latency do not shrink with a
    share, and a level narrower than the cores costs one operation time whatever
    its width. So the model is evaluated on each device's share x (W, w_i, Q_f,
    Q_s and the footprint scaled by x) and the shares are chosen so that all the
    devices that get work finish at the same predicted time T. T is found by
    bisection on sum_d x_d(T) = 1, where x_d(T) is the largest share device d
    finishes within T (also by bisection: its time is non-decreasing in x). A
    device whose fixed cost (its time for a vanishing share) exceeds T gets 0.

``granularity`` (optional): the work comes in that many indivisible units (rows,
planes...). Fractions are then multiples of 1/units, chosen to keep the best
(smallest) predicted finish time: from a lower bound of the continuous solution,
each remaining unit goes to the device that would finish it earliest (greedy
min-max allocation; optimal for non-decreasing per-device times).
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from automatch.analyses.profile import Profile
from automatch.arch.spec import ArchSpec
from automatch.errors import InputError
from automatch.model.ec import DeviceModel, ModelOptions

METHODS = ("equal-finish", "paper")


@dataclass(frozen=True)
class DeviceShare:
    device: str
    fraction: float
    time_s: float  # predicted EC of this device on its share (0 for no share)
    units: int | None = None  # with a granularity: the whole units given to it

    def to_dict(self) -> dict[str, Any]:
        return {"device": self.device, "fraction": self.fraction, "time_s": self.time_s,
                "units": self.units}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> DeviceShare:
        return cls(d["device"], float(d["fraction"]), float(d["time_s"]), d.get("units"))


@dataclass(frozen=True)
class PartitionPlan:
    """A split of the work: per-device fraction and predicted time on it.

    ``finish_time_s`` is the largest per-device time (the makespan);
    ``best_single_time_s`` the EC of the fastest device alone, for comparison.
    """

    method: str
    variant: str
    granularity: int | None
    shares: tuple[DeviceShare, ...]
    finish_time_s: float
    best_single_time_s: float

    @property
    def fractions(self) -> dict[str, float]:
        return {s.device: s.fraction for s in self.shares}

    @property
    def speedup_over_best(self) -> float:
        if self.finish_time_s <= 0:
            return 1.0
        return self.best_single_time_s / self.finish_time_s

    def to_dict(self) -> dict[str, Any]:
        return {
            "method": self.method,
            "variant": self.variant,
            "granularity": self.granularity,
            "finish_time_s": self.finish_time_s,
            "best_single_time_s": self.best_single_time_s,
            "shares": [s.to_dict() for s in self.shares],
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> PartitionPlan:
        return cls(
            method=d["method"],
            variant=d["variant"],
            granularity=d.get("granularity"),
            shares=tuple(DeviceShare.from_dict(s) for s in d["shares"]),
            finish_time_s=float(d["finish_time_s"]),
            best_single_time_s=float(d["best_single_time_s"]),
        )


def paper_fractions(costs: dict[str, float]) -> dict[str, float]:
    """Fractions inversely proportional to cost: {a: 3, b: 1} -> {a: 0.25, b: 0.75}."""
    if not costs:
        return {}
    if any(c <= 0 for c in costs.values()):
        zero = [k for k, c in costs.items() if c <= 0]
        return {k: (1.0 / len(zero) if k in zero else 0.0) for k in costs}
    inv = {k: (1.0 / c if math.isfinite(c) else 0.0) for k, c in costs.items()}
    total = sum(inv.values())
    if total == 0:
        return {k: 1.0 / len(costs) for k in costs}
    return {k: v / total for k, v in inv.items()}


def _share_within(model: DeviceModel, t: float, iters: int = 100) -> float:
    """Largest share in [0, 1] that ``model`` finishes within ``t`` (0 if none)."""
    if model.fixed_time() > t:
        return 0.0
    if model.time(1.0) <= t:
        return 1.0
    lo, hi = 0.0, 1.0
    for _ in range(iters):
        mid = 0.5 * (lo + hi)
        if model.time(mid) <= t:
            lo = mid
        else:
            hi = mid
        if hi - lo <= 1e-15:
            break
    return lo


def _equal_finish(models: dict[str, DeviceModel]) -> dict[str, float]:
    singles = {k: m.time(1.0) for k, m in models.items()}
    hi = min(singles.values())  # the best device alone finishes by then
    if not math.isfinite(hi):
        raise InputError("no device has a finite predicted time; cannot partition")
    lo = min(m.fixed_time() for m in models.values())
    lo = min(lo, hi)
    for _ in range(200):
        mid = 0.5 * (lo + hi)
        if sum(_share_within(m, mid) for m in models.values()) >= 1.0:
            hi = mid
        else:
            lo = mid
        if hi - lo <= 1e-12 * max(hi, 1e-300):
            break
    shares = {k: _share_within(m, hi) for k, m in models.items()}
    total = sum(shares.values())
    # shrinking shares only shortens times, so normalising keeps everyone within hi
    return {k: v / total for k, v in shares.items()}


def _round_to_units(
    models: dict[str, DeviceModel], fractions: dict[str, float], units: int
) -> dict[str, int]:
    """Whole units per device, min-max finish time, starting below the continuous split."""
    alloc = {k: max(0, math.floor(f * units) - 1) for k, f in fractions.items()}
    left = units - sum(alloc.values())
    heap = [(models[k].time((alloc[k] + 1) / units), k) for k in sorted(models)]
    heapq.heapify(heap)
    while left > 0:
        _, k = heapq.heappop(heap)
        alloc[k] += 1
        left -= 1
        heapq.heappush(heap, (models[k].time((alloc[k] + 1) / units), k))
    return alloc


def _largest_remainder(fractions: dict[str, float], units: int) -> dict[str, int]:
    raw = {k: f * units for k, f in fractions.items()}
    alloc = {k: math.floor(v) for k, v in raw.items()}
    left = units - sum(alloc.values())
    for k in sorted(raw, key=lambda k: (alloc[k] - raw[k], k))[:left]:
        alloc[k] += 1
    return alloc


def plan_partition(
    profile: Profile,
    specs: Iterable[ArchSpec],
    granularity: int | None = None,
    method: str = "equal-finish",
    *,
    variant: str = "default",
    include_transfer: bool | None = None,
) -> PartitionPlan:
    """Split ``profile``'s work over ``specs``; per-device fraction and predicted time."""
    if method not in METHODS:
        raise InputError(f"unknown partition method {method!r}; use one of {', '.join(METHODS)}")
    if granularity is not None and (int(granularity) != granularity or granularity < 1):
        raise InputError(f"granularity must be a positive whole number of units, got {granularity!r}")
    specs = list(specs)
    if not specs:
        raise InputError("no devices to partition over; give at least one --arch spec")
    opts = ModelOptions(variant=variant, include_transfer=include_transfer)
    models = {s.name: DeviceModel(profile, s, opts) for s in specs}
    if len(models) != len(specs):
        raise InputError("device names must be unique to partition over them")
    singles = {k: m.time(1.0) for k, m in models.items()}
    if method == "paper":
        fractions = paper_fractions(singles)
    else:
        fractions = _equal_finish(models)
    units_alloc: dict[str, int] | None = None
    if granularity is not None:
        units = int(granularity)
        if method == "paper":
            units_alloc = _largest_remainder(fractions, units)
        else:
            units_alloc = _round_to_units(models, fractions, units)
        fractions = {k: v / units for k, v in units_alloc.items()}
    shares = tuple(
        DeviceShare(
            device=s.name,
            fraction=fractions[s.name],
            time_s=models[s.name].time(fractions[s.name]),
            units=None if units_alloc is None else units_alloc[s.name],
        )
        for s in specs
    )
    return PartitionPlan(
        method=method,
        variant=variant,
        granularity=None if granularity is None else int(granularity),
        shares=shares,
        finish_time_s=max(sh.time_s for sh in shares),
        best_single_time_s=min(singles.values()),
    )


def partition(
    profile: Profile,
    specs: Iterable[ArchSpec],
    granularity: int | None = None,
    method: str = "equal-finish",
) -> dict[str, float]:
    """Device name -> fraction of the work (sums to 1). See ``plan_partition``."""
    return plan_partition(profile, specs, granularity=granularity, method=method).fractions
