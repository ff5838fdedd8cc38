"""The ArchSpec: one device's parameters for the Execution Cost model (paper Table I).

All quantities are SI (seconds, bytes, bytes/s, flop/s). Peaks are whole-device
figures per precision; the per-core rate pi_0 is derived from them.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

GPU_MEMORY_RATES = tuple(
    f"{op}_{b}b_{where}_per_s"
    for op in ("gather_load", "scatter_store", "atomic_add")
    for b in (4, 8)
    for where in ("l2", "hbm")
)


@dataclass(frozen=True)
class GpuMemory:
    """A GPU's memory behaviour by access class, measured by ``bench gpu`` (issue 46;
    the optional ``[gpu_memory]`` table, docs/archspecs.md): random 4- and 8-byte loads,
    stores and atomics (accesses per second, device-wide) at an L2-resident and an
    HBM-sized footprint; 8-byte loads by the stride between a warp's threads
    (``strided_bytes`` -> ``strided_load_per_s``, HBM footprint); loads that hit L1 /
    shared memory; and the launch tail, one small kernel's launch to completion back to
    back. Each rate 0 / empty: not measured. The levels' ``irregular_access_*`` and
    ``strided_access_*`` of a measured GPU spec come from these
    (:func:`automatch.arch.fit.gpu.gpu_memory_levels`)."""

    gather_load_4b_l2_per_s: float = 0.0
    gather_load_4b_hbm_per_s: float = 0.0
    gather_load_8b_l2_per_s: float = 0.0
    gather_load_8b_hbm_per_s: float = 0.0
    scatter_store_4b_l2_per_s: float = 0.0
    scatter_store_4b_hbm_per_s: float = 0.0
    scatter_store_8b_l2_per_s: float = 0.0
    scatter_store_8b_hbm_per_s: float = 0.0
    atomic_add_4b_l2_per_s: float = 0.0
    atomic_add_4b_hbm_per_s: float = 0.0
    atomic_add_8b_l2_per_s: float = 0.0
    atomic_add_8b_hbm_per_s: float = 0.0
    strided_bytes: tuple[int, ...] = ()
    strided_load_per_s: tuple[float, ...] = ()
    l1_hit_load_per_s: float = 0.0
    launch_tail_s: float = 0.0

    def strided_rate(self, stride_bytes: float) -> float:
        """Loads per second at the measured stride nearest ``stride_bytes`` at or above
        it (the largest measured beyond the sweep); 0 when not measured."""
        if not self.strided_bytes:
            return 0.0
        pairs = sorted(zip(self.strided_bytes, self.strided_load_per_s, strict=True))
        for b, r in pairs:
            if b >= stride_bytes:
                return r
        return pairs[-1][1]


@dataclass(frozen=True)
class HostLink:
    """The link between host memory and an accelerator (PCIe, NVLink-C2C...).

    ``bandwidth_bytes_per_s`` is host to device, and both ways unless device to host has
    its own measured rate.
    """

    bandwidth_bytes_per_s: float
    latency_s: float = 0.0
    to_host_bandwidth_bytes_per_s: float | None = None

    @property
    def to_host_Bps(self) -> float:
        return self.to_host_bandwidth_bytes_per_s or self.bandwidth_bytes_per_s


@dataclass(frozen=True)
class Provenance:
    """Where the figures come from: ``measured`` by ``automatch bench`` or a ``datasheet``."""

    source: str  # "measured" | "datasheet"
    reference: str = ""  # datasheet URL/title, or the tool version for measured specs
    host: str = ""
    date: str = ""
    repetitions: int = 0
    max_spread: float = 0.0  # largest relative spread (max-min)/median among measured figures
    notes: str = ""


def _team_rate(one: float, team: float, threads: float, cores: float) -> float:
    """Seconds per access with ``threads`` of ``cores`` at work, from the one-thread and
    the all-thread figures: the access rate linear between them; 0 when not measured."""
    if one <= 0.0 or team <= 0.0:
        return 0.0
    if cores <= 1 or threads <= 1:
        return one
    t = min(1.0, (threads - 1.0) / (cores - 1.0))
    return 1.0 / (1.0 / one + t * (1.0 / team - 1.0 / one))


@dataclass(frozen=True)
class MemoryLevel:
    """One level of the memory hierarchy (format_version 2), nearest the cores first.

    ``capacity_bytes`` is one instance's size: per core when ``shared`` is false (an L1
    or L2), for the whole device when true (an L3, a GPU's L2, DRAM/HBM). Bandwidths are
    what a stream whose working set sits in this level reaches with one thread
    (``bandwidth_1t_Bps``) and with all the device's threads (``bandwidth_all_Bps``).
    ``writebacks``: the bandwidths count the write-backs of dirty lines as traffic (a
    datasheet rate, or a triad counted at 32 B/element), so the model charges this level
    the write-backs it absorbs; false (older measured specs: a triad at 24 B/element),
    the write-backs' cost is left inside the bandwidth.
    ``issued_bytes_per_byte``: the bandwidths are end to end, measured by a stream
    that also issued this many bytes of loads and stores at the first level per byte
    they count (``bench cpu``'s triad behind the first level: 24 B issued per 32 B
    moved, 0.75); the model then charges the level only what the stream took beyond
    that issue (docs/model.md, "End-to-end bandwidths"). 0: a transfer rate alone (a
    datasheet's bytes per cycle).
    ``hit_curve``: measured ``(working-set bytes, share)`` points, bytes increasing and
    shares non-increasing from 1 to 0: the share of accesses at a reuse distance below a
    point's bytes (and not below the previous point's) that this level or a nearer one
    serves; replaces ``capacity_bytes`` for the hits when given (``bench cpu`` fits it
    for a shared last-level cache from its bandwidth sweep; docs/model.md, "Measured hit
    curves"). Bytes are over all threads for a shared level, per core for a private one.
    ``irregular_access_1t_s`` / ``irregular_access_all_s``: seconds per access of
    independent loads at random lines of a working set in this level (no stride a
    prefetcher follows: a gather, a column walk) with one thread and with all (the
    team's aggregate); the model charges the profile's irregular accesses served here
    at that rate when it is slower than the line at the bandwidth (docs/model.md,
    "Irregular accesses"). 0: not measured.
    ``strided_access_1t_s`` / ``strided_access_all_s``: the same for a column walk
    within a page (a constant step of a few hundred bytes to 4 KiB, one line per
    access: ``bench cpu``'s 23-line step), charged to the profile's strided accesses.
    """

    name: str  # "L1", "L2", "L3", "DRAM"; GPU: "L1/shared", "L2", "HBM"
    capacity_bytes: int
    shared: bool
    line_bytes: int
    latency_s: float
    bandwidth_1t_Bps: float
    bandwidth_all_Bps: float
    writebacks: bool = False
    issued_bytes_per_byte: float = 0.0
    hit_curve: tuple[tuple[float, float], ...] = ()
    irregular_access_1t_s: float = 0.0
    irregular_access_all_s: float = 0.0
    strided_access_1t_s: float = 0.0
    strided_access_all_s: float = 0.0

    def irregular_access_for(self, threads: float, cores: float) -> float:
        """Seconds per irregular access with ``threads`` of ``cores`` at work: the access
        rate linear between the two measured points, as :meth:`bandwidth_for`; 0 when
        not measured."""
        return _team_rate(self.irregular_access_1t_s, self.irregular_access_all_s,
                          threads, cores)

    def strided_access_for(self, threads: float, cores: float) -> float:
        """Seconds per strided access with ``threads`` of ``cores`` at work, as
        :meth:`irregular_access_for`; 0 when not measured."""
        return _team_rate(self.strided_access_1t_s, self.strided_access_all_s, threads, cores)

    def capacity_for(self, threads: float) -> float:
        """Bytes the level holds for ``threads`` threads: private levels add up."""
        return float(self.capacity_bytes) * (1.0 if self.shared else max(1.0, threads))

    def bandwidth_for(self, threads: float, cores: float) -> float:
        """Bandwidth with ``threads`` of ``cores`` streaming: linear between the two
        measured points (1 thread, all threads)."""
        if cores <= 1 or threads <= 1:
            return self.bandwidth_1t_Bps
        t = min(1.0, (threads - 1.0) / (cores - 1.0))
        return self.bandwidth_1t_Bps + t * (self.bandwidth_all_Bps - self.bandwidth_1t_Bps)


V1_MEMORY_BYTES = 1 << 50  # capacity given to the slow level of a converted v1 spec


@dataclass(frozen=True)
class ArchSpec:
    """One device. Field names carry their unit; ``cores`` is n_p of the paper.

    On GPUs ``cores`` counts the fp32 lanes (CUDA cores / stream processors) and the
    vector widths are 1 (the SIMT lanes are the cores).
    """

    name: str  # short identifier, e.g. "nvidia-a100-sxm4-40gb"
    kind: str  # "cpu" | "gpu"
    vendor: str
    model: str
    cores: int
    clock_hz: float
    fma: bool
    vector_width_fp64: int  # SIMD lanes for fp64 (1 on GPUs)
    vector_width_fp32: int
    peak_fp64_flops_per_s: float  # whole device, FMA and SIMD included
    peak_fp32_flops_per_s: float
    fast_memory_bytes: int  # Z: last-level cache (CPU), shared memory + L2 (GPU)
    line_bytes: int  # L: transfer size between memory levels
    alpha_f_s: float  # fast memory latency
    beta_f_bytes_per_s: float  # fast memory bandwidth
    alpha_s_s: float  # slow memory latency
    beta_s_bytes_per_s: float  # slow memory bandwidth
    sync_s: float  # s_0: one global synchronisation at full occupancy
    provenance: Provenance
    host_link: HostLink | None = None
    gpu_memory: GpuMemory | None = None  # issue 46: bench gpu's access classes (GPU only)
    memory_levels: tuple[MemoryLevel, ...] = ()  # format_version 2; () = derive from v1 fields
    # Sum or max of the levels' times (arch/bench/overlap.py measures it; None: the model's
    # default rule): the measured overlap ratio r in [0, 1] (1: the times add, 0: they
    # overlap) and the rule it gives, "sum" (r >= 0.5) or "max"
    level_overlap: float | None = None
    memory_rule: str | None = None
    # Critical-path latencies (issue 12; model/latency.py OP_LATENCY_CYCLES when None): a
    # dependent fp add/mul/FMA, a dependent fp division, a sqrt / libm call.
    latency_fma_s: float | None = None
    latency_add_s: float | None = None  # a dependent fp add (the chain of a sum reduction)
    branch_mispredict_s: float | None = None  # one mispredicted branch (bench cpu)
    latency_div_s: float | None = None
    latency_special_s: float | None = None
    # The out-of-order window in micro-ops (the reorder buffer's entries; arch/host/microarch.py,
    # from the vendors' manuals): how many independent dependence chains a core overlaps
    reorder_buffer_uops: int | None = None
    # Macro-ops the front end dispatches per cycle per core (arch/host/microarch.py, from the
    # vendors' manuals): the bound on a core's instruction throughput
    dispatch_width_uops: int | None = None
    # LLVM's name of the CPU (``llc -mcpu=help``: znver3, sapphirerapids, ...): what the
    # in-core term compiles the loops for (model/incore.py); None: the hand term only
    mcpu: str | None = None
    # Reciprocal throughputs on one core (issue 12; arch/bench/ops.py measures them): seconds
    # per independent scalar fp64 division, sqrt, libm call (exp) and add (one flop)
    throughput_div_s: float | None = None
    throughput_sqrt_s: float | None = None
    throughput_libm_s: float | None = None
    throughput_scalar_flop_s: float | None = None
    # scalar 8-byte L1 loads (bench cpu): seconds per load on one core, and per load of
    # the whole device with all its threads (model/ec.py, the issue level)
    throughput_scalar_access_s: float | None = None
    throughput_scalar_access_all_s: float | None = None
    fork_join_s: float | None = None  # one parallel region's fork + join (CPU, OpenMP)
    # atomic increments of random slots of one shared table by every thread (bench cpu,
    # am_atomic): (table bytes, seconds per update per thread) points, bytes increasing;
    # what ``#pragma omp atomic`` on a scatter costs (model/privatise.py); () not measured
    atomic_update_curve: tuple[tuple[float, float], ...] = ()
    # bytes per second one thread zeroes of freshly mapped memory while every thread does
    # the same (bench cpu; page faults included): a private copy's first touch
    first_touch_bytes_per_s: float | None = None
    # the translation buffer (bench cpu, am_pagewalk): how many 4 KiB pages a walk that
    # touches one line per page may span before every access misses it (its reach), and
    # the seconds per access (the whole team's) such a miss adds over the same walk on
    # 2 MiB pages; None when not measured (no huge pages from the OS, or an older spec)
    tlb_pages: int | None = None
    page_walk_s: float | None = None
    tdp_w: float | None = None
    price_usd: float | None = None
    # issue 15 (model/energy.py): idle power, a rental rate, the amortisation period
    idle_w: float | None = None
    hourly_usd: float | None = None
    lifetime_years: float | None = None
    extra: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)

    def pi0(self, precision: str = "fp64") -> float:
        """Peak flop/s of one core for ``precision`` (fp64 or fp32): the paper's pi_0."""
        peak = self.peak_fp64_flops_per_s if precision == "fp64" else self.peak_fp32_flops_per_s
        return peak / self.cores

    def vector_width(self, precision: str = "fp64") -> int:
        return self.vector_width_fp64 if precision == "fp64" else self.vector_width_fp32

    @property
    def levels(self) -> tuple[MemoryLevel, ...]:
        """The memory hierarchy: ``memory_levels``, or for a v1 spec the paper's two
        levels (fast = Z shared, slow = DRAM) with one bandwidth for 1 and all threads."""
        if self.memory_levels:
            return self.memory_levels
        return v1_levels(
            fast_memory_bytes=self.fast_memory_bytes, line_bytes=self.line_bytes,
            alpha_f_s=self.alpha_f_s, beta_f_bytes_per_s=self.beta_f_bytes_per_s,
            alpha_s_s=self.alpha_s_s, beta_s_bytes_per_s=self.beta_s_bytes_per_s,
            gpu=self.kind == "gpu",
        )

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> ArchSpec:
        d = dict(d)
        d["provenance"] = Provenance(**d["provenance"])
        if d.get("host_link") is not None:
            d["host_link"] = HostLink(**d["host_link"])
        d["memory_levels"] = tuple(MemoryLevel(**lv) for lv in d.get("memory_levels", ()))
        d["atomic_update_curve"] = tuple(
            (float(b), float(t)) for b, t in d.get("atomic_update_curve", ()))
        return cls(**d)


def v1_levels(*, fast_memory_bytes: int, line_bytes: int, alpha_f_s: float,
              beta_f_bytes_per_s: float, alpha_s_s: float, beta_s_bytes_per_s: float,
              gpu: bool = False) -> tuple[MemoryLevel, ...]:
    """The two levels a format_version 1 spec describes (fast memory, slow memory).

    A v1 spec has one bandwidth per level, measured with all threads, so it stands for
    both the 1-thread and the all-thread figure; the slow level's capacity is unbounded
    (:data:`V1_MEMORY_BYTES`).
    """
    return (
        MemoryLevel("L2" if gpu else "LLC", int(fast_memory_bytes), True, int(line_bytes),
                    float(alpha_f_s), float(beta_f_bytes_per_s), float(beta_f_bytes_per_s)),
        MemoryLevel("HBM" if gpu else "DRAM", V1_MEMORY_BYTES, True, int(line_bytes),
                    float(alpha_s_s), float(beta_s_bytes_per_s), float(beta_s_bytes_per_s)),
    )
