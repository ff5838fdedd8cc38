"""The ArchSpec: one device's parameters for the Execution Cost model (paper Table I).

All quantities are SI (seconds, bytes, bytes/s, flop/s). Peaks are whole-device
figures per precision; the per-core rate pi_0 is derived from them.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any


@dataclass(frozen=True)
class HostLink:
    """The link between host memory and an accelerator (PCIe, NVLink-C2C...)."""

    bandwidth_bytes_per_s: float
    latency_s: float = 0.0


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
    tdp_w: float | None = None
    price_usd: float | None = None
    extra: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)

    def pi0(self, precision: str = "fp64") -> float:
        """Peak flop/s of one core for ``precision`` (fp64 or fp32): the paper's pi_0."""
        peak = self.peak_fp64_flops_per_s if precision == "fp64" else self.peak_fp32_flops_per_s
        return peak / self.cores

    def vector_width(self, precision: str = "fp64") -> int:
        return self.vector_width_fp64 if precision == "fp64" else self.vector_width_fp32

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> ArchSpec:
        d = dict(d)
        d["provenance"] = Provenance(**d["provenance"])
        if d.get("host_link") is not None:
            d["host_link"] = HostLink(**d["host_link"])
        return cls(**d)
