"""The first touch of fresh pages inside the kernel (docs/model.md, "First touch").

An output the program only ``malloc``'d (or ``calloc``'d) before the kernel has no
pages yet: the kernel's first store into each page traps, the OS zeroes a page and maps
it, and only then does the store go on. On the Zen 5 VM a kernel that writes 8 MB of
fresh counts took 11.4-14.1 ms on one thread and 6.0-7.1 with the pages touched before;
on two threads 6.4-6.7 against 3.5-3.8. The trap stalls the thread that took it, so the
time adds to everything else.

The profile measures the bytes (``MemoryProfile.untouched_store_bytes``: the pages
never touched before the region whose first access in it is a store, read from
``/proc/self/pagemap`` at the region's entry); ``bench cpu`` measures the rate
(``first_touch_bytes_per_s``: every thread zeroing its own fresh 8 MiB at once, the
rate of one thread). The threads of a parallel loop take their static share of the
pages each, so

    first_touch_s = untouched_store_bytes x share / threads / first_touch_bytes_per_s

for a share of the work. Nothing on a GPU (its port copies into host buffers: the
transfer term has that), in the paper variant, without either figure, or in the lower
bound (an implementation can touch the pages before the kernel, or reuse buffers).
"""

from __future__ import annotations

from automatch.analyses.profile import Profile
from automatch.arch.spec import ArchSpec


def first_touch_time_s(profile: Profile, spec: ArchSpec, threads: float) -> float:
    """Seconds the kernel's stores into fresh pages cost in traps and zeroing on a CPU
    with ``threads`` threads, for the whole work (0 where nothing is known)."""
    fresh = profile.memory.untouched_store_bytes if profile.memory is not None else None
    rate = spec.first_touch_bytes_per_s
    if spec.kind == "gpu" or not fresh or not rate or rate <= 0 or threads <= 0:
        return 0.0
    return float(fresh) / float(threads) / float(rate)


__all__ = ["first_touch_time_s"]
