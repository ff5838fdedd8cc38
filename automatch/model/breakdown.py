"""The model's result types: how to evaluate it (:class:`ModelOptions`), one memory
level's term (:class:`LevelTerm`) and every term of EC on one device
(:class:`Breakdown`), apart from :mod:`automatch.model.ec`, which computes them."""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field, fields
from typing import Any

from automatch.errors import InputError

__all__ = ["VARIANTS", "Breakdown", "LevelTerm", "ModelOptions"]

VARIANTS = ("default", "paper")
INCORE = ("hand", "mca")  # where a CPU's in-core time comes from (model/incore.py)
SCATTER = ("private", "atomic")  # how a CPU runs a parallel scatter (model/privatise.py)
SCATTER_DEFAULT = SCATTER[0]  # private copies, as OpenMP's array reduction


@dataclass(frozen=True)
class ModelOptions:
    """How to evaluate the model.

    ``include_transfer``: add the host-device transfer time to EC. ``None`` means
    the variant's choice: yes for ``default``, no for ``paper`` (the paper ignores
    transfers). The transfer time is computed and reported either way.

    ``incore``: ``"hand"`` (today's compute terms, derived from the IR counts) or
    ``"mca"`` (default variant, CPU specs that name an ``mcpu``: the innermost loops'
    in-core time from the machine code compiled for it, timed by llvm-mca;
    model/incore.py). ``machine_loops``: the compiled loops, one
    :class:`~automatch.ir.compiled.machine_loops.MachineLoops` per mcpu
    (``incore.loops_for_specs``); a spec whose mcpu has none keeps the hand terms.
    ``incore_note``: why the hand terms stand where the compiled loops were asked for
    where possible (``--incore auto``, cli/incore_opts.py); empty otherwise.

    ``reassociated_loops``: with ``incore="mca"``, a callable that returns the machine
    loops compiled with the reductions reassociated (model/incore.ReassociatedLoops),
    called only when a gap note re-predicts that transformation (decide/gap.py); None:
    no such compile (the note then gives no time for the compiled loops' devices).

    ``scatter``: how a CPU runs a parallel loop's scatter into shared memory (a
    histogram's ``h[key[i]] += 1``): ``"private"`` (a private copy of the target per
    thread, merged after the loop: OpenMP's array reduction) or ``"atomic"``
    (``#pragma omp atomic`` on the update, at the spec's measured
    ``atomic_update_curve``); model/privatise.py.
    """

    variant: str = "default"
    include_transfer: bool | None = None
    incore: str = "hand"
    machine_loops: tuple = field(default=(), compare=False, hash=False, repr=False)
    incore_note: str = field(default="", compare=False, hash=False)
    reassociated_loops: Any = field(default=None, compare=False, hash=False, repr=False)
    scatter: str = SCATTER_DEFAULT

    def __post_init__(self) -> None:
        if self.scatter not in SCATTER:
            raise InputError(
                f"unknown scatter implementation {self.scatter!r}; use one of {', '.join(SCATTER)}"
            )
        if self.variant not in VARIANTS:
            raise InputError(
                f"unknown model variant {self.variant!r}; use one of {', '.join(VARIANTS)}"
            )
        if self.incore not in INCORE:
            raise InputError(
                f"unknown in-core model {self.incore!r}; use one of {', '.join(INCORE)}"
            )

    def loops_for(self, mcpu: str | None):
        """The machine loops compiled for ``mcpu`` (None: none given)."""
        return next((m for m in self.machine_loops if mcpu and m.mcpu == mcpu), None)

    @property
    def transfer_included(self) -> bool:
        if self.include_transfer is None:
            return self.variant == "default"
        return bool(self.include_transfer)

    def to_dict(self) -> dict[str, Any]:
        d = {"variant": self.variant, "include_transfer": self.transfer_included}
        if self.incore != "hand":  # the default's documents stay as they were
            d["incore"] = self.incore
        if self.incore_note:
            d["incore_note"] = self.incore_note
        if self.scatter != SCATTER_DEFAULT:
            d["scatter"] = self.scatter
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> ModelOptions:
        return cls(variant=d.get("variant", "default"), include_transfer=d.get("include_transfer"),
                   incore=d.get("incore", "hand"), incore_note=d.get("incore_note", ""),
                   scatter=d.get("scatter", SCATTER_DEFAULT))


@dataclass(frozen=True)
class LevelTerm:
    """One memory level's share of EC: the accesses it serves and their time.

    ``hits`` = accesses that miss every nearer level and hit this one (the last level
    takes all the rest, cold misses included); ``writebacks`` = dirty lines the level
    before it evicts into it (CPU levels whose spec bandwidth counts them);
    ``bytes`` = (hits + writebacks) x the bytes each moves (the line size, or the access
    size at the first level in the default variant); ``time_s`` = bytes /
    ``bandwidth_Bps`` (the level's bandwidth at the threads used). ``capacity_bytes`` is
    what the level holds for those threads together. ``irregular``: the hits among them
    made by irregular accesses (no prefetcher follows them), each charged the level's
    measured seconds per irregular access when that exceeds its line at the bandwidth
    (``time_s`` includes it; docs/model.md, "Irregular accesses"). ``strided``: the
    same for the hits made by strided accesses (a column walk within a page), charged
    the level's measured seconds per strided access.
    """

    name: str
    hits: float
    bytes: float
    bandwidth_Bps: float
    capacity_bytes: float
    time_s: float
    writebacks: float = 0.0
    irregular: float = 0.0
    strided: float = 0.0


@dataclass(frozen=True)
class Breakdown:
    """Every term of EC on one device, in seconds, and what went into them.

    ``time_s`` = compute_s + fast_memory_s + slow_memory_s + sync_s + privatise_s + atomic_s
    + first_touch_s (+ transfer_s when ``transfer_included``); on a CPU spec whose first
    level is an L1 (the load/store issue level) the default variant overlaps the
    arithmetic with the memory terms as ECM does: max(compute_s, fast_memory_s +
    slow_memory_s) + sync_s (+ privatise_s + atomic_s + first_touch_s).
    ``compute_s`` = compute_depth_s + compute_levels_s (paper; the memory latency
    (alpha_f + alpha_s) D is inside the two memory terms and also reported alone as
    ``latency_s``) or max(compute_depth_s, compute_levels_s, thread_chain_s) + branch_s
    (default: T_path, its memory links' part ``latency_s``, the reductions' chains each
    thread runs and its mispredicted branches; latency.py).
    ``time_low_s`` and ``time_high_s`` bound EC over the uncertain inputs: FMA use (f_im
    as measured or 1) and vectorisation (f_v as measured or 1).
    """

    compute_s: float
    fast_memory_s: float
    slow_memory_s: float
    sync_s: float
    transfer_s: float
    time_s: float
    gflops: float
    bottleneck: str
    time_low_s: float
    time_high_s: float
    compute_depth_s: float = 0.0
    compute_levels_s: float = 0.0
    latency_s: float = 0.0
    transfer_included: bool = False
    pi0_flops_per_s: float = 0.0
    cores: int = 0
    f_v_used: float = 1.0
    f_im_used: float = 1.0
    vector_width_used: int = 1
    q_fast: float = 0.0
    q_slow: float = 0.0
    z_lines: float = 0.0
    line_bytes_used: int = 0
    histogram_line_bytes: int = 0
    # the device's line size (its spec's); histogram_line_bytes differs when the profile
    # had no histogram at it and the nearest was taken (model/ec.histogram_at)
    device_line_bytes: int = 0
    slow_memory_bytes: float = 0.0
    # N-level memory terms (docs/model.md, "Memory hierarchy"): one per spec level,
    # nearest the cores first; the paper variant reports its two levels.
    memory_levels: tuple[LevelTerm, ...] = ()
    memory_rule: str = "sum"  # how the levels' times combine: "sum" (measured) or "max"
    bottleneck_level: str = ""  # the level with the largest time when memory bounds
    # critical path and schedule (docs/model.md "Critical path", "Reductions per device")
    reduction_schedule: str = "chain"  # how this device runs the reductions: chain | tree
    depth_used: int = 0  # D of that schedule
    critical_path_s: float = 0.0  # T_path (default variant; compute_depth_s there)
    lanes_needed: float = 0.0  # parallel width that fills the device
    width_outside_reductions: float = 0.0  # W / D with reductions as chains
    # GPU terms (model/gpu.py; default variant, GPU specs): the time floor of one
    # schedule level (occupancy), sector traffic / line traffic of the levels behind
    # the first (coalescing), mean independent accesses per level, link bytes
    level_floor_s: float = 0.0
    sector_efficiency: float = 1.0
    accesses_in_flight: float = 0.0
    transfer_to_device_bytes: float = 0.0
    transfer_to_host_bytes: float = 0.0
    op_cost_factor: float = 1.0  # mean flop slots per counted operation (model/opcost.py)
    thread_chain_s: float = 0.0  # reductions' and nested recurrences' chains inside each thread (latency.py)
    branch_s: float = 0.0  # mispredicted branches per thread, the part charged in compute_s
    dispatch_s: float = 0.0  # the cores' instruction dispatch (latency.py), a bound in compute_s
    # a CPU's private copies of scatter targets, zeroed then merged (privatise.py), in time_s
    privatise_s: float = 0.0
    # or, with ModelOptions.scatter "atomic", the scatters' atomic updates (privatise.py)
    atomic_s: float = 0.0
    # the kernel's stores into pages never touched before it: traps and zeroing
    # (first_touch.py), in time_s
    first_touch_s: float = 0.0
    # "parallel", or "sequential": one core without barriers is faster (implementation.device_model)
    implementation: str = "parallel"
    # in-core time (model/incore.py): "hand" (the terms above), or "mca (<mcpu>)": then
    # incore_s is the innermost loops' time from llvm-mca on the compiled loops, per
    # thread, and incore_hand_s the hand terms kept for what it has nothing to say
    # about (loops it did not time, work outside the innermost loops); compute_s =
    # max(compute_depth_s, incore_s + incore_hand_s) + branch_s
    incore: str = "hand"
    incore_s: float = 0.0
    incore_hand_s: float = 0.0
    incore_loops_timed: int = 0
    incore_loops_hand: int = 0

    def term(self, name: str) -> float:
        return float(getattr(self, f"{name}_s"))

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Breakdown:
        names = {f.name for f in fields(cls)}
        kw = {k: v for k, v in d.items() if k in names}
        kw["memory_levels"] = tuple(
            lv if isinstance(lv, LevelTerm) else LevelTerm(**{  # JSON null = infinity
                k: (math.inf if v is None else v) for k, v in lv.items()})
            for lv in kw.get("memory_levels", ())
        )
        return cls(**kw)
