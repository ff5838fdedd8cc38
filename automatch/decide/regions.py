"""Whole-program mode: where to run each region, and what offloading buys the program.

For each region (Profile.regions) the Execution Cost model (``automatch.model.ec``,
host-device transfers included on GPUs) predicts its time on every device. A region is
recommended for a GPU when that GPU's predicted time, transfers of its data included,
beats the best CPU's (without a CPU spec: the region's native sequential time).

The program-level plan runs every region on its chosen device (the recommended GPU,
else the best CPU, else natively) and the code outside every region natively:

    T_plan = T_native(outside regions) + sum over regions of T(region on its device)
             - transfers saved between consecutive offloaded regions

Transfers between consecutive offloaded regions on the same GPU (in static program
order: the order of the regions' first blocks in the module, ``RegionProfile.order``;
the loop id for profiles that predate it) are counted once when
the data stays resident: the engine records no per-array identity, so the shared data
is approximated by the smaller of the first region's bytes copied back to the host and
the second's bytes copied to the device (their footprints, the model's transfer
rule); that part of the second region's transfer time is saved. This is an upper bound
on what residency saves when the regions touch different arrays.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from automatch.analyses.profile import Profile, RegionProfile
from automatch.arch.spec import ArchSpec
from automatch.fileio import finite_json
from automatch.model.implementation import execution_cost

REGION_PLAN_FORMAT_VERSION = 1  # RegionPlan.to_dict (the result JSON's ``region_plan``)


@dataclass(frozen=True)
class RegionDevice:
    """One region's prediction on one device."""

    device: str
    kind: str  # "cpu" | "gpu"
    time_s: float  # EC, transfers included on GPUs
    transfer_s: float
    to_device_bytes: float
    to_host_bytes: float
    speedup: float  # the region's native (sequential) time / time_s


def _number(v: Any) -> float:
    """A number read back from JSON (null: infinite); anything else is malformed."""
    if v is None:
        return math.inf
    if isinstance(v, bool) or not isinstance(v, int | float):
        raise TypeError(f"expected a number, got {v!r}")
    return float(v)


_DEVICE_FIELDS = ("device", "kind", "time_s", "transfer_s", "to_device_bytes", "to_host_bytes",
                  "speedup")


@dataclass(frozen=True)
class RegionAdvice:
    """A region, its predictions, and where it should run."""

    region: RegionProfile
    devices: tuple[RegionDevice, ...]  # fastest first
    best_cpu: str  # "" without a CPU spec
    target: (
        str  # the device recommended: a GPU when offloading pays, else the best CPU ("" = native)
    )
    offload: bool  # target is a GPU

    @property
    def parallelism(self) -> float:
        return self.region.profile.average_parallelism

    def device(self, name: str) -> RegionDevice:
        return next(d for d in self.devices if d.device == name)

    def to_dict(self) -> dict[str, Any]:
        p = self.region.profile
        return {
            "name": self.region.name,
            "kind": self.region.kind,
            "function": self.region.function,
            "first_line": self.region.first_line,
            "last_line": self.region.last_line,
            "native_share": self.region.native_share,
            "native_time_s": self.region.native_time_s,
            "work": p.work,
            "depth": p.depth,
            "sync_points": p.sync_points,
            "parallelism": self.parallelism,
            "best_cpu": self.best_cpu,
            "target": self.target,
            "offload": self.offload,
            "devices": [finite_json(dict(d.__dict__)) for d in self.devices],
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any], region: RegionProfile) -> RegionAdvice:
        """The advice of ``d`` (``to_dict``) for ``region``, the RegionProfile it was
        made for (the result JSON holds it in its profile's ``regions[]``)."""
        if d["name"] != region.name:
            raise ValueError(f"region_plan names {d['name']!r} where the profile has {region.name!r}")
        devs = tuple(
            RegionDevice(device=str(x["device"]), kind=str(x["kind"]),
                         **{k: _number(x[k]) for k in _DEVICE_FIELDS[2:]})
            for x in d["devices"]
        )
        return cls(region=region, devices=devs, best_cpu=str(d.get("best_cpu", "")),
                   target=str(d["target"]), offload=bool(d["offload"]))


@dataclass(frozen=True)
class RegionPlan:
    """Every region's advice and the program-level result of following it."""

    regions: tuple[RegionAdvice, ...]  # ranked by share of native time
    native_s: float  # the whole program, native and sequential
    outside_s: float  # native time outside every region
    plan_s: float  # T_plan (module docstring)
    all_cpu_s: float  # every region on the best CPU instead (same formula, no GPU)
    saved_transfer_s: float  # transfers counted once between consecutive offloaded regions

    @property
    def offloaded(self) -> tuple[RegionAdvice, ...]:
        return tuple(a for a in self.regions if a.offload)

    @property
    def speedup(self) -> float:
        return self.native_s / self.plan_s if self.plan_s > 0 else math.inf

    def to_dict(self) -> dict[str, Any]:
        """The plan as the result JSON's ``region_plan`` (docs/result-schema.md):
        non-finite numbers as null."""
        return finite_json({
            "format_version": REGION_PLAN_FORMAT_VERSION,
            "native_s": self.native_s,
            "outside_s": self.outside_s,
            "plan_s": self.plan_s,
            "all_cpu_s": self.all_cpu_s,
            "saved_transfer_s": self.saved_transfer_s,
            "speedup": self.speedup,
            "regions": [a.to_dict() for a in self.regions],
        })

    @classmethod
    def from_dict(cls, d: dict[str, Any], regions: tuple[RegionProfile, ...]) -> RegionPlan:
        """The plan of ``d`` (``to_dict``) over ``regions`` (the profile's, in the same
        order: both are ranked by share of native time). Raises ValueError, KeyError or
        TypeError on a malformed plan."""
        if d.get("format_version") != REGION_PLAN_FORMAT_VERSION:
            raise ValueError(f"region_plan format_version {d.get('format_version')!r} is not "
                             f"supported (expected {REGION_PLAN_FORMAT_VERSION})")
        rows = d["regions"]
        if len(rows) != len(regions):
            raise ValueError(f"region_plan has {len(rows)} regions, the profile {len(regions)}")
        return cls(
            regions=tuple(RegionAdvice.from_dict(x, r) for x, r in zip(rows, regions, strict=True)),
            **{k: _number(d[k]) for k in ("native_s", "outside_s", "plan_s", "all_cpu_s",
                                          "saved_transfer_s")},
        )


def advise_region(
    region: RegionProfile, specs: list[ArchSpec], *, variant: str = "default", options=None
) -> RegionAdvice:
    """The predictions for one region on every spec, and its recommended device
    (``options``: the whole ModelOptions, e.g. ``--incore mca``'s, in place of
    ``variant``; the transfers count on the GPUs either way)."""
    from dataclasses import replace

    from automatch.model.implementation import device_model

    devs = []
    for s in specs:
        if options is None:
            b = execution_cost(region.profile, s, variant, include_transfer=s.kind == "gpu")
        else:
            b = device_model(region.profile, s,
                             replace(options, include_transfer=s.kind == "gpu")).breakdown()
        t = b.time_s
        devs.append(
            RegionDevice(
                device=s.name,
                kind=s.kind,
                time_s=t,
                transfer_s=b.transfer_s,
                to_device_bytes=b.transfer_to_device_bytes,
                to_host_bytes=b.transfer_to_host_bytes,
                speedup=region.native_time_s / t if t > 0 else math.inf,
            )
        )
    devs.sort(key=lambda d: (d.time_s, d.device))
    cpus = [d for d in devs if d.kind != "gpu"]
    gpus = [d for d in devs if d.kind == "gpu"]
    baseline = cpus[0].time_s if cpus else region.native_time_s
    offload = bool(gpus) and gpus[0].time_s < baseline
    target = gpus[0].device if offload else (cpus[0].device if cpus else "")
    return RegionAdvice(
        region=region,
        devices=tuple(devs),
        best_cpu=cpus[0].device if cpus else "",
        target=target,
        offload=offload,
    )


def plan_regions(
    profile: Profile, specs: list[ArchSpec], *, variant: str = "default", options=None
) -> RegionPlan:
    """Advice for every region of a whole-program profile and the program-level plan."""
    advice = tuple(advise_region(r, list(specs), variant=variant, options=options)
                   for r in profile.regions)
    native = profile.native_time_s
    outside = max(0.0, native - sum(r.native_time_s for r in profile.regions))
    plan = all_cpu = outside
    for a in advice:
        plan += a.device(a.target).time_s if a.target else a.region.native_time_s
        all_cpu += a.device(a.best_cpu).time_s if a.best_cpu else a.region.native_time_s
    saved = 0.0
    ordered = sorted(advice, key=lambda a: (a.region.order if a.region.order >= 0 else a.region.loop,
                                            a.region.name))  # program (module) order
    for prev, nxt in zip(ordered, ordered[1:], strict=False):
        if prev.offload and nxt.offload and prev.target == nxt.target:
            d0, d1 = prev.device(prev.target), nxt.device(nxt.target)
            moved = d1.to_device_bytes + d1.to_host_bytes
            if moved > 0:
                shared = min(d0.to_host_bytes, d1.to_device_bytes)
                saved += d1.transfer_s * shared / moved
    return RegionPlan(
        regions=advice,
        native_s=native,
        outside_s=outside,
        plan_s=max(0.0, plan - saved),
        all_cpu_s=all_cpu,
        saved_transfer_s=saved,
    )
