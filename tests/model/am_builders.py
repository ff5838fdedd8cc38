"""Hand-built profiles and devices whose EC is computed by hand in the tests.

The "small" profile: 15 levels (5 of width 4, 10 of width 100), W = 1020, D = 15;
64-byte reuse histogram with 100 cold accesses and bins [1,2) 400, [16,32) 300,
[256,512) 200; S = 3. The "cpu8" device: 8 cores, pi0 = 1 Gflop/s, Z = 64 lines
of 64 bytes, so Q_f = 700 and Q_s = 300.
"""

from __future__ import annotations

from automatch.analyses.profile import (
    FlopCounts,
    LoopProfile,
    MemoryProfile,
    ParallelismProfile,
    Profile,
    ReuseHistogram,
)
from automatch.arch.spec import ArchSpec, HostLink, Provenance


def make_profile(
    *,
    widths=(4, 100),
    repeats=(5, 10),
    f_v=0.5,
    f_im=0.8,
    sync_points=3,
    precision="fp64",
    cold=100,
    lower=(1, 16, 256),
    upper=(2, 32, 512),
    counts=(400, 300, 200),
    footprint=1_000_000,
    line_bytes=(64,),
    loops=(),
) -> Profile:
    work = sum(w * r for w, r in zip(widths, repeats, strict=True))
    accesses = cold + sum(counts)
    hists = tuple(
        ReuseHistogram(line_bytes=lb, cold=cold, lower=tuple(lower), upper=tuple(upper),
                       counts=tuple(counts))
        for lb in line_bytes
    )
    if not loops:
        loops = (
            LoopProfile(id=0, function="kernel", line=12, depth=1, parent=-1, instances=1,
                        iterations=sync_points, kind="sequential", carried_raw=40,
                        contains_parallel=True, sync_points=sync_points),
            LoopProfile(id=1, function="kernel", line=13, depth=2, parent=0, instances=3,
                        iterations=300, kind="parallel"),
        )
    return Profile(
        program="hand.ll",
        kernel="kernel",
        flops=FlopCounts(total=work, add=work // 2, mul=work - work // 2 - 20, fma=10, div=0,
                         special=0),
        depth=sum(repeats),
        parallelism=ParallelismProfile(tuple(widths), tuple(repeats)),
        f_im=f_im,
        f_v=f_v,
        sync_points=sync_points,
        sync_source="loops",
        memory=MemoryProfile(loads=accesses * 3 // 4, stores=accesses - accesses * 3 // 4,
                             bytes_loaded=8 * (accesses * 3 // 4),
                             bytes_stored=8 * (accesses - accesses * 3 // 4),
                             footprint_bytes=footprint, reuse=hists),
        loops=tuple(loops),
        precision=precision,
        input_description="hand-built",
    )


def make_spec(
    name="cpu8",
    *,
    kind="cpu",
    cores=8,
    pi0=1e9,
    fma=True,
    vw=4,
    fast_memory_bytes=64 * 64,
    line_bytes=64,
    alpha_f=1e-9,
    beta_f=1e11,
    alpha_s=1e-7,
    beta_s=1e10,
    sync_s=1e-6,
    host_link=None,
    speed=1.0,
) -> ArchSpec:
    """A device; ``speed`` multiplies every rate and divides every latency."""
    return ArchSpec(
        name=name,
        kind=kind,
        vendor="test",
        model=name,
        cores=cores,
        clock_hz=1e9,
        fma=fma,
        vector_width_fp64=vw if kind == "cpu" else 1,
        vector_width_fp32=2 * vw if kind == "cpu" else 1,
        peak_fp64_flops_per_s=cores * pi0 * speed,
        peak_fp32_flops_per_s=2 * cores * pi0 * speed,
        fast_memory_bytes=fast_memory_bytes,
        line_bytes=line_bytes,
        alpha_f_s=alpha_f / speed,
        beta_f_bytes_per_s=beta_f * speed,
        alpha_s_s=alpha_s / speed,
        beta_s_bytes_per_s=beta_s * speed,
        sync_s=sync_s / speed,
        provenance=Provenance(source="datasheet", reference="hand-built test device"),
        host_link=host_link,
    )


def make_gpu(name="gpu8", *, bw=1e10, latency=1e-5, **kw) -> ArchSpec:
    return make_spec(name, kind="gpu", host_link=HostLink(bw, latency), **kw)




def parallel_cost(profile, spec, variant: str = "default", *, include_transfer=None):
    """EC of the parallel implementation (``DeviceModel``), without ``implementation.device_model``'s
    one-core fallback: the formulas' own terms, on hand profiles whose barriers would
    often make one core the faster choice."""
    from automatch.model.ec import DeviceModel, ModelOptions

    return DeviceModel(profile, spec, ModelOptions(variant=variant,
                                                   include_transfer=include_transfer)).breakdown()
