"""GPU terms of the Execution Cost model (issue 13), each with its source.

The paper's EC treats a GPU like a CPU with many cores. Four effects it leaves out
decide whether a kernel belongs on a GPU at all; ``DeviceModel`` (ec.py) applies them
on ``kind = "gpu"`` specs in the ``default`` variant:

1. **Occupancy / latency hiding (compute).** A GPU hides a dependent operation's
   latency only with other warps: a level of the schedule narrower than
   ``cores x latency x rate`` independent operations cannot fill the pipelines, so it
   takes at least one operation latency, whatever its width (Little's law; the CUDA
   C++ Programming Guide, "Multiprocessor Level": ~4 warps per scheduler to hide the
   ~4-cycle arithmetic latency of cc 7.x+). :func:`level_floor_units` turns that
   latency into the per-level floor of ``LevelSum.units``.
2. **Memory concurrency (occupancy for memory).** A level's bandwidth needs
   ``bandwidth x latency`` bytes in flight (Little's law; Volkov, "Understanding
   Latency Hiding on GPUs", PhD thesis, UC Berkeley 2016, ch. 4). The mean number of
   independent accesses per level of the schedule (accesses / D) bounds what is in
   flight: :func:`concurrency_bandwidth`.
3. **Coalescing.** L2 and HBM move 32-byte sectors (NVIDIA, CUDA C++ Best Practices
   Guide, "Coalesced Access to Global Memory"; Hopper/Ampere L2 sectors). The levels
   below L1 are charged at the sector size from the profile's 32-byte reuse
   histogram, so a warp whose threads touch scattered 8-byte words pays a 32-byte
   sector each, and a contiguous warp pays 8 bytes per word.
   :func:`sector_efficiency` reports the fraction of 128-byte line traffic that the
   sectors actually need (1 = fully coalesced, 0.25 = one 8-byte word per line).
4. **Host-device transfer of what is read and written.** The data the kernel reads
   before writing goes to the device, what it writes comes back: :func:`transfer_bytes`.
5. **Access classes at their measured rates (issue 46).** The profile classes each
   access as irregular (a gather / scatter: no stride), strided (a column walk) or
   contiguous. On a spec with ``bench gpu``'s ``[gpu_memory]`` rates
   (:func:`gpu_counts_access_classes`), the irregular hits that L2 and HBM serve are
   charged the measured seconds per random 8-byte load at that footprint, the strided
   hits HBM serves the measured seconds per load at a 256-byte stride (one line per
   thread of a warp), each where it exceeds the access's line at the level's bandwidth
   (model/levels.py ``irregular_extra_s``, as ``bench cpu``'s rates are charged on a
   CPU; the rates sit in the levels' ``irregular_access_*`` / ``strided_access_*``,
   arch/gpu_fit.py ``gpu_memory_levels``); the contiguous ones keep the bandwidth and
   sector terms above. A spec without those rates (every shipped GPU spec, the
   datasheet ones) is charged exactly as before.
"""

from __future__ import annotations

from dataclasses import dataclass

from automatch.analyses.profile import MemoryProfile, ReuseHistogram

SECTOR_BYTES = 32  # L2/HBM transfer granule of NVIDIA GPUs since Volta (Best Practices Guide)


def gpu_counts_access_classes(spec) -> bool:
    """Whether a GPU spec's model counts the irregular and strided hits (item 5 of the
    module docstring): only a spec with measured ``[gpu_memory]`` rates."""
    return getattr(spec, "gpu_memory", None) is not None


def level_floor_units(latency_s: float, pi0_flops_per_s: float, f_im: float) -> float:
    """The time floor of one schedule level on a GPU, in units of 1 / (pi0 f_im).

    ``LevelSum.units`` charges each level max(floor, width / cores) units; on a CPU the
    floor is one unit (out-of-order cores overlap consecutive levels' latencies), on a
    GPU it is one dependent-operation latency, since the warps of a level must finish
    before the next level's operands exist. At least 1.
    """
    if latency_s <= 0 or pi0_flops_per_s <= 0:
        return 1.0
    return max(1.0, latency_s * pi0_flops_per_s * max(f_im, 1e-9))


def concurrency_bandwidth(
    bandwidth_Bps: float, latency_s: float, bytes_per_access: float, accesses_in_flight: float
) -> float:
    """The bandwidth reached with ``accesses_in_flight`` independent accesses.

    Little's law: sustaining B bytes/s at latency t needs B t bytes in flight; with
    fewer, the rate is in_flight x bytes / t. Never above ``bandwidth_Bps``.
    """
    if bandwidth_Bps <= 0 or latency_s <= 0 or bytes_per_access <= 0:
        return bandwidth_Bps
    reach = max(accesses_in_flight, 1.0) * bytes_per_access / latency_s
    return min(bandwidth_Bps, reach)


def sector_efficiency(
    sector_hist: ReuseHistogram | None, line_hist: ReuseHistogram | None, capacity_bytes: float
) -> float:
    """Sector traffic / line traffic for misses of a level of ``capacity_bytes``.

    1.0 when every fetched 128-byte line is used whole (coalesced warps), down to
    sector / line = 0.25 when each line serves one sector only. 1.0 when the profile
    lacks either histogram.
    """
    if sector_hist is None or line_hist is None or sector_hist is line_hist:
        return 1.0
    s_miss = sector_hist.accesses - sector_hist.q_fast(capacity_bytes / sector_hist.line_bytes)
    l_miss = line_hist.accesses - line_hist.q_fast(capacity_bytes / line_hist.line_bytes)
    if l_miss <= 0:
        return 1.0
    eff = (s_miss * sector_hist.line_bytes) / (l_miss * line_hist.line_bytes)
    floor = sector_hist.line_bytes / line_hist.line_bytes
    return min(1.0, max(floor, eff))


@dataclass(frozen=True)
class TransferBytes:
    """Bytes a GPU run moves over the host link: inputs in, results out."""

    to_device: float
    to_host: float

    @property
    def total(self) -> float:
        return self.to_device + self.to_host


def transfer_bytes(mem: MemoryProfile) -> TransferBytes:
    """The kernel's data to the device and its results back.

    From the smallest line size's histogram when it records first touches by stores and
    distinct lines written: to the device, the lines the kernel reads before writing
    (a line it writes first need not travel); back, every line it writes. At line
    granularity: a line partly read first counts as read.

    Older profiles: to the device the footprint (every distinct byte the kernel
    touches), back the bytes it writes, at most the footprint.
    """
    footprint = float(mem.footprint_bytes)
    hist = min(mem.reuse, key=lambda h: h.line_bytes) if mem.reuse else None
    if hist is not None and hist.cold_stores is not None and hist.lines_written is not None:
        line = float(hist.line_bytes)
        return TransferBytes(
            to_device=min(footprint, (hist.cold - hist.cold_stores) * line),
            to_host=min(footprint, hist.lines_written * line),
        )
    written = float(min(mem.footprint_bytes, mem.bytes_stored)) if mem.stores else 0.0
    return TransferBytes(to_device=footprint, to_host=written)
