"""Energy and cost per run, per device, from the model's predicted time and terms.

Power rule (documented in docs/energy.md)::

    P = P_idle + (TDP - P_idle) * u
    u = min(1, a_compute + m_kind * a_memory)
    a_compute = achieved flop/s / peak flop/s            (= gflops / (pi0 n_p))
    a_memory  = sum over memory levels of bytes / (bandwidth_all * EC)
    E = P * EC

Why this form:

* GSLA (the LSLA Model of Architecture extended to GPUs with non-linear semantics;
  ../shared/papers/gsla-nonlinear-gpu-model.txt, section 8 "GPU power modeling",
  Eq. 6: p_t = a_GPU + b_GPU S + c_GPU S / gamma)
  models a GPU's power as a constant static term (a_GPU, "the static power of the
  platform") plus dynamic terms that grow with the data processed. Its coefficients
  are least-squares fits to power-sensor readings of each application on each device,
  which automatch does not have before the code is ported, so only the structure is
  kept: a static term (``idle_w``) plus a dynamic term proportional to activity.
* Choi, Bedard, Fowler, Vuduc, "A roofline model of energy", IPDPS 2013
  (doi:10.1109/IPDPS.2013.77) give the activity rule: E = W eps_flop + Q eps_mem + pi_0 T,
  a constant energy per flop and per byte of memory traffic plus constant power. So the
  dynamic power is proportional to the flop rate and to the byte rate, not to the time
  a term takes: a memory-bound kernel draws the power of its byte stream, not TDP.
  Calibration (assumption, stated): a device at its peak flop rate draws TDP (the
  thermal design point is sized for sustained peak compute), so eps_flop =
  (TDP - idle) / peak, giving ``a_compute``; a stream at a level's full all-thread
  bandwidth draws ``m_kind`` x (TDP - idle), giving ``m_kind * a_memory``.
* ``m_kind`` = dynamic power at full memory bandwidth / dynamic power at peak compute,
  from Choi et al.'s fitted costs (their GTX 580 and i7-950 parameters, single
  precision): GPU 513 pJ/B x 192.4 GB/s = 98.7 W vs 99.7 pJ/flop x 1581 Gflop/s =
  157.6 W, m = 0.63; CPU 795 pJ/B x 25.6 GB/s = 20.4 W vs 371 pJ/flop x 106.6 Gflop/s =
  39.5 W, m = 0.52. Review note (citation check): the fitted costs (eps_s, eps_mem, and
  eps_d = 212 / 670 pJ/flop, pi_0 = 122 W on both) are as recalled from the paper's
  table of fitted coefficients, where eps_mem is per byte; the stored copies of the paper
  and of the tech report GT-CSE-2012-01 (docslib.org/doc/1456322,
  fdocuments.net/document/a-roofline-model-of-energy.html) could only be read as far as
  their first pages, so these four costs are UNVERIFIED against the text. The peaks are
  datasheet arithmetic: GTX 580 512 cores x 2 x 1.544 GHz = 1581 Gflop/s, 384 bit x
  4.008 GT/s = 192.4 GB/s; i7-950 4 cores x 8 sp flop/cycle x 3.33 GHz (turbo) = 106.6
  Gflop/s, 3 x DDR3-1066 = 25.6 GB/s. Units: eps_mem per byte matches bandwidth in B/s
  (were it per 8-byte word, m would be 8x smaller). Precision: ``a_compute`` is taken
  against the kernel's own precision peak, but m uses the single-precision costs for
  fp64 kernels too; with eps_d and the fp64 peaks (197.6 and 53.3 Gflop/s) m would be
  98.7 / 41.9 = 2.4 (GPU) and 20.4 / 35.7 = 0.57 (CPU). Known limitation, not changed.

Synchronisation and host-device transfer time add no activity (the device waits): it
draws idle power then. Idle power: the spec's ``idle_w`` where a datasheet or a
measurement gives it, else :data:`IDLE_FRACTION_DEFAULT` x TDP (Barroso and Hoelzle,
"The case for energy-proportional computing", IEEE Computer 40(12):33-37, 2007,
doi:10.1109/MC.2007.443: an energy-efficient server still draws about half its full
power when doing virtually no work). That figure is for whole 2007-era servers at their
peak power, not for one processor's TDP; applying it per device is an assumption.

Cost per run: ``hourly_usd`` (a rental rate, energy included) x EC when the spec has
one; else ``price_usd`` amortised over ``lifetime_years`` (spec, or
:data:`LIFETIME_YEARS_DEFAULT`) of busy time at ``busy_fraction`` plus the energy at
``electricity_usd_per_kwh`` (default: US average retail price to commercial customers,
2023, EIA Electric Power Monthly table 5.3, "Average Price of Electricity to Ultimate
Customers: Total by End-Use Sector", https://www.eia.gov/electricity/monthly/
epm_table_grapher.php?t=epmt_5_3, 12.7 cents/kWh). Review note: the table and its
content are confirmed; its 2023 commercial row could not be read in the stored copies,
so 12.7 is UNVERIFIED (2022 was 12.41 cents/kWh; EIA Electric Power Annual 2023 has the
2023 figure). Devices without TDP have no energy; without price or hourly rate, no cost
(``None``, ranked last).
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass
from typing import Any

from automatch.arch.spec import ArchSpec
from automatch.errors import InputError
from automatch.model.ec import Breakdown

# dynamic power at full memory bandwidth / at peak compute (Choi et al. 2013; docstring)
MEMORY_POWER_FRACTION = {"gpu": 0.63, "cpu": 0.52}  # fitted costs unverified (docstring)
IDLE_FRACTION_DEFAULT = 0.5  # Barroso & Hoelzle 2007 (docstring)
LIFETIME_YEARS_DEFAULT = 4.0  # straight-line amortisation period of the hardware
ELECTRICITY_USD_PER_KWH_DEFAULT = 0.127  # EIA US commercial 2023; value unverified (docstring)
SECONDS_PER_YEAR = 365.25 * 24 * 3600.0


@dataclass(frozen=True)
class CostAssumptions:
    """What the cost of owned hardware assumes: electricity price, lifetime (when the spec
    has none) and the fraction of that lifetime the device is busy (1 = always: the
    lowest amortised cost; at 0.5 the capital part doubles)."""

    electricity_usd_per_kwh: float = ELECTRICITY_USD_PER_KWH_DEFAULT
    lifetime_years: float = LIFETIME_YEARS_DEFAULT
    busy_fraction: float = 1.0

    def __post_init__(self) -> None:
        for name in ("electricity_usd_per_kwh", "lifetime_years", "busy_fraction"):
            v = getattr(self, name)
            if not (isinstance(v, int | float) and math.isfinite(v) and v >= 0):
                raise InputError(f"cost assumption {name} must be a finite number >= 0, got {v!r}")
        if self.lifetime_years <= 0 or not 0 < self.busy_fraction <= 1:
            raise InputError(
                "cost assumptions: lifetime_years must be > 0 and busy_fraction "
                f"in (0, 1], got {self.lifetime_years}, {self.busy_fraction}"
            )

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> CostAssumptions:
        return cls(
            **{
                k: float(d[k])
                for k in ("electricity_usd_per_kwh", "lifetime_years", "busy_fraction")
                if k in d
            }
        )


@dataclass(frozen=True)
class EnergyCost:
    """One device's power, energy and cost for one run of the kernel.

    ``power_w``/``energy_j`` are None without a TDP; ``cost_usd`` is None without a price
    or an hourly rate. ``idle_source`` is ``"spec"`` or ``"default fraction"``;
    ``cost_basis`` is ``"hourly"``, ``"owned"`` or ``""`` (no cost).
    """

    device: str
    time_s: float
    utilisation: float
    compute_activity: float
    memory_activity: float
    tdp_w: float | None = None
    idle_w: float | None = None
    idle_source: str = ""
    power_w: float | None = None
    energy_j: float | None = None
    cost_usd: float | None = None
    cost_basis: str = ""
    capital_usd: float | None = None
    electricity_usd: float | None = None

    def metric(self, key: str) -> float:
        """``time``, ``energy`` or ``cost`` as a number; unknown = infinity (ranked last)."""
        v = {"time": self.time_s, "energy": self.energy_j, "cost": self.cost_usd}[key]
        return math.inf if v is None or not math.isfinite(v) else float(v)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> EnergyCost:
        def num(v: Any) -> float | None:
            return None if v is None else float(v)

        return cls(
            device=str(d["device"]),
            time_s=math.inf if d["time_s"] is None else float(d["time_s"]),
            utilisation=float(d["utilisation"]),
            compute_activity=float(d["compute_activity"]),
            memory_activity=float(d["memory_activity"]),
            tdp_w=num(d.get("tdp_w")),
            idle_w=num(d.get("idle_w")),
            idle_source=str(d.get("idle_source", "")),
            power_w=num(d.get("power_w")),
            energy_j=num(d.get("energy_j")),
            cost_usd=num(d.get("cost_usd")),
            cost_basis=str(d.get("cost_basis", "")),
            capital_usd=num(d.get("capital_usd")),
            electricity_usd=num(d.get("electricity_usd")),
        )


def activities(spec: ArchSpec, bd: Breakdown) -> tuple[float, float]:
    """(a_compute, a_memory) of one prediction: the fraction of peak flop rate achieved,
    and the sum over memory levels of the time their bytes take at the level's
    all-thread bandwidth, over EC."""
    t = bd.time_s
    if not (t > 0 and math.isfinite(t)):
        return 0.0, 0.0
    peak = bd.pi0_flops_per_s * bd.cores
    a_c = bd.gflops * 1e9 / peak if peak > 0 else 0.0
    full_bw = {lv.name: lv.bandwidth_all_Bps for lv in spec.levels}
    a_m = 0.0
    for lt in bd.memory_levels:
        bw = full_bw.get(lt.name, lt.bandwidth_Bps)
        if bw > 0 and math.isfinite(lt.bytes):
            a_m += lt.bytes / bw / t
    return max(0.0, a_c), max(0.0, a_m)


def utilisation(spec: ArchSpec, bd: Breakdown) -> tuple[float, float, float]:
    """(u, a_compute, a_memory): u = min(1, a_compute + m_kind a_memory)."""
    a_c, a_m = activities(spec, bd)
    m = MEMORY_POWER_FRACTION.get(spec.kind, MEMORY_POWER_FRACTION["cpu"])
    return min(1.0, a_c + m * a_m), a_c, a_m


def idle_power(spec: ArchSpec) -> tuple[float | None, str]:
    """(idle watts, where it comes from); None without a TDP or an idle_w."""
    idle = getattr(spec, "idle_w", None)
    if idle is not None:
        return float(idle), "spec"
    if spec.tdp_w is None:
        return None, ""
    return IDLE_FRACTION_DEFAULT * float(spec.tdp_w), "default fraction"


def energy_cost(
    spec: ArchSpec, bd: Breakdown, assumptions: CostAssumptions | None = None
) -> EnergyCost:
    """Power, energy and cost of one run predicted as ``bd`` on ``spec``."""
    a = assumptions or CostAssumptions()
    t = float(bd.time_s)
    u, a_c, a_m = utilisation(spec, bd)
    idle, idle_src = idle_power(spec)
    tdp = None if spec.tdp_w is None else float(spec.tdp_w)
    power = energy = None
    if tdp is not None and idle is not None:
        power = idle + max(0.0, tdp - idle) * u
        energy = power * t
    elif idle is not None:  # idle_w without TDP: idle only is known
        power, energy = idle, idle * t
    cost = capital = electricity = None
    basis = ""
    hourly = getattr(spec, "hourly_usd", None)
    if hourly is not None:
        cost, basis = float(hourly) * t / 3600.0, "hourly"
    elif spec.price_usd is not None:
        life = getattr(spec, "lifetime_years", None) or a.lifetime_years
        capital = float(spec.price_usd) * t / (life * SECONDS_PER_YEAR * a.busy_fraction)
        electricity = (energy / 3.6e6 * a.electricity_usd_per_kwh) if energy is not None else 0.0
        cost, basis = capital + electricity, "owned"
    return EnergyCost(
        device=spec.name,
        time_s=t,
        utilisation=u,
        compute_activity=a_c,
        memory_activity=a_m,
        tdp_w=tdp,
        idle_w=idle,
        idle_source=idle_src,
        power_w=power,
        energy_j=energy,
        cost_usd=cost,
        cost_basis=basis,
        capital_usd=capital,
        electricity_usd=electricity,
    )
