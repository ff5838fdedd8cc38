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
    finishes within T (also a root search: its time is non-decreasing in x). A
    device whose fixed cost (its time for a vanishing share) exceeds T gets 0.
    Both searches keep a bracket [lo, hi] around the root and stop at the same
    widths as plain bisection did (T: 1e-12 relative, x: 1e-15), but step by the
    ITP method (regula falsi kept within bisection's worst case): the EC is
    piecewise linear in x, so this takes several times fewer model evaluations
    (issue 14: the partition was 13.7 k evaluations, 0.15 s of a small kernel's
    ``analyze``) for the same answer within those widths.

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
from automatch.model.implementation import device_model

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


def _bracket_search(f, lo: float, hi: float, f_lo: float, f_hi: float, *, high, done,
                    eps: float, max_steps: int) -> tuple[float, float]:
    """Shrink [lo, hi] around where the non-decreasing ``f`` crosses from ``high(v)``
    false (at lo) to true (at hi) until ``done(lo, hi)``; the final (lo, hi).

    The ITP method (Oliveira and Takahashi, ACM TOMS 47(1), 2020: interpolate by regula
    falsi, truncate towards the midpoint, project into a shrinking ball around it) with
    ``eps`` the half-width aimed at: never more steps than bisection plus one to reach
    a width of 2 ``eps``, and far fewer on the piecewise-linear EC. Past that (``done``
    asks more) it bisects. ``f_lo``/``f_hi`` only guide the steps; the bracket's
    invariant rests on ``high`` alone."""
    width0 = hi - lo
    # log2 of the ratio as a difference of logs: a zero lower end (a kernel with no
    # fixed cost, a copy: issue 40) makes eps subnormal and the ratio itself overflow.
    # Past max_steps the count only sets the ball's radius, so it is capped there
    # (2.0 ** n_max stays finite).
    n_max = (min(max_steps, max(0, math.ceil(math.log2(width0) - math.log2(2.0 * eps))) + 1)
             if width0 > 2.0 * eps else 0)
    k1 = 0.2 / width0 if width0 > 0 else 0.0
    for j in range(max_steps):
        if done(lo, hi):
            break
        width = hi - lo
        mid = 0.5 * (lo + hi)
        x = mid
        if j < n_max and f_hi != f_lo:
            guess = (f_hi * lo - f_lo * hi) / (f_hi - f_lo)  # regula falsi
            if lo <= guess <= hi:
                sigma = 1.0 if mid >= guess else -1.0
                delta = k1 * width * width
                trunc = guess + sigma * delta if delta <= abs(mid - guess) else mid
                radius = max(0.0, eps * 2.0 ** (n_max - j) - 0.5 * width)
                x = trunc if abs(trunc - mid) <= radius else mid - sigma * radius
        if not lo < x < hi:
            x = mid
            if not lo < x < hi:  # the bracket is as narrow as floats allow
                break
        fx = f(x)
        if high(fx):
            hi, f_hi = x, fx
        else:
            lo, f_lo = x, fx
    return lo, hi


class _Device:
    """One device's model, with what every search asks of it computed once."""

    def __init__(self, model: DeviceModel):
        self.model = model
        self.fixed = model.fixed_time()
        self.whole = model.time(1.0)

    def share_within(self, t: float) -> float:
        """Largest share in [0, 1] that the device finishes within ``t`` (0 if none),
        to 1e-15 (from below)."""
        if self.fixed > t:
            return 0.0
        if self.whole <= t:
            return 1.0
        lo, _ = _bracket_search(lambda x: self.model.time(x) - t, 0.0, 1.0, self.fixed - t,
                                self.whole - t, high=lambda v: not v <= 0.0,
                                done=lambda a, b: b - a <= 1e-15, eps=0.5e-15, max_steps=200)
        return lo


def _equal_finish(models: dict[str, DeviceModel]) -> dict[str, float]:
    devices = {k: _Device(m) for k, m in models.items()}
    hi = min(d.whole for d in devices.values())  # the best device alone finishes by then
    if not math.isfinite(hi):
        raise InputError("no device has a finite predicted time; cannot partition")
    lo = min(min(d.fixed for d in devices.values()), hi)
    seen: dict[float, dict[str, float]] = {}

    def excess(t: float) -> float:  # sum of the shares finished within t, minus 1
        seen[t] = {k: d.share_within(t) for k, d in devices.items()}
        return sum(seen[t].values()) - 1.0

    f_hi = excess(hi)
    lo, hi = _bracket_search(excess, lo, hi, -1.0, f_hi, high=lambda v: v >= 0.0,
                             done=lambda a, b: b - a <= 1e-12 * max(b, 1e-300),
                             eps=0.5e-12 * max(lo, 1e-300), max_steps=400)
    shares = seen[hi]
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
    options: ModelOptions | None = None,
) -> PartitionPlan:
    """Split ``profile``'s work over ``specs``; per-device fraction and predicted time
    (*as written*). ``options``: the whole ModelOptions (``--incore mca``'s machine
    loops), in place of ``variant`` and ``include_transfer``."""
    if method not in METHODS:
        raise InputError(f"unknown partition method {method!r}; use one of {', '.join(METHODS)}")
    if granularity is not None and (int(granularity) != granularity or granularity < 1):
        raise InputError(f"granularity must be a positive whole number of units, got {granularity!r}")
    specs = list(specs)
    if not specs:
        raise InputError("no devices to partition over; give at least one --arch spec")
    opts = options or ModelOptions(variant=variant, include_transfer=include_transfer)
    variant = opts.variant
    models = {s.name: device_model(profile, s, opts) for s in specs}
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
