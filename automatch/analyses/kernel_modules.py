"""The analyses' numba kernels, as the engine is told of them (exec/aot.KernelSet): the
modules that hold ``Kernel`` objects (the child readies them: ahead-of-time objects, else
numba; ``warm`` builds their objects) and the code they are made of (the numba cache's
folder is keyed by it: a kernel inlines constants and other kernels from other modules
of the package)."""

from __future__ import annotations

from automatch.exec.aot.cache import KernelSet

KERNELS = KernelSet(
    modules=(
        "automatch.analyses.consumers",
        "automatch.analyses.reuse.kernels",
        "automatch.analyses.reuse.maintenance",
        "automatch.analyses.schedule.replay_kernel",
        "automatch.analyses.schedule.replay_stack",
        "automatch.analyses.schedule.shadow_kernels",
        "automatch.analyses.schedule.silent_kernels",
        "automatch.analyses.reuse.bits",
        "automatch.exec.pagemap",
    ),
    sources=("automatch.analyses", "automatch.exec.pagemap"),
)
