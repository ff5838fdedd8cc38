"""Which implementation of a profile a device is predicted to run (docs/model.md,
"Sequential fallback"): the parallel one the :class:`~automatch.model.ec.DeviceModel`
evaluates, or, on a CPU, the kernel on one of its cores when that is faster; and
:func:`execution_cost`, the model's one-device entry point."""

from __future__ import annotations

from dataclasses import replace

from automatch.analyses.profile import Profile
from automatch.arch.spec import ArchSpec
from automatch.model.breakdown import Breakdown, ModelOptions
from automatch.model.ec import DeviceModel

__all__ = ["device_model", "execution_cost", "one_core_model"]


def device_model(profile: Profile, spec: ArchSpec, options: ModelOptions | None = None) -> DeviceModel:
    """The model of the best implementation of ``profile`` on ``spec``.

    On a CPU (default variant) that is the parallel one, or the kernel run sequentially
    on one of the cores when the model says that is faster: no barriers, no fork/join,
    one core's caches and bandwidth (docs/model.md, "Sequential fallback"). Parallel
    phases far shorter than a barrier (a max-reduction over a few hundred integers for
    every cell of a dynamic-programming table) would otherwise make the prediction
    several times the sequential time, which no one would write. The lower bound is
    then the lower of the two implementations' bounds. With ``scatter = "atomic"`` and
    atomic updates to charge, the developer has said how the parallel loops are written:
    that is the prediction, however slow."""
    par = DeviceModel(profile, spec, options)
    if par.is_gpu or par.options.variant == "paper" or spec.cores <= 1 or par.atomic_s > 0:
        return par
    seq = one_core_model(profile, spec, options)
    if not seq.time() < par.time():
        return par
    seq.implementation = "sequential"
    seq.alternative = par
    return seq


def one_core_model(profile: Profile, spec: ArchSpec, options: ModelOptions | None = None
                   ) -> DeviceModel:
    """The kernel run sequentially on one of a CPU's cores: that core's share of the
    peaks, its caches and one-thread bandwidths, no barriers and no fork/join
    (docs/model.md, "Sequential fallback"); what one thread of the OpenMP version is
    judged against (``automatch validate --one-thread``)."""
    one_core = replace(spec, cores=1, peak_fp64_flops_per_s=spec.peak_fp64_flops_per_s / spec.cores,
                       peak_fp32_flops_per_s=spec.peak_fp32_flops_per_s / spec.cores)
    return DeviceModel(replace(profile, sync_points=0, parallel_regions=0), one_core, options)


def execution_cost(
    profile: Profile, spec: ArchSpec, variant: str = "default", *, include_transfer: bool | None = None
) -> Breakdown:
    """EC of ``profile`` on ``spec`` with every term: the model's one-device entry point."""
    opts = ModelOptions(variant=variant, include_transfer=include_transfer)
    return device_model(profile, spec, opts).breakdown()
