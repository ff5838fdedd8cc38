"""Private copies of a scatter's target (docs/model.md, "Array reductions").

A loop whose iterations update shared memory with an associative operation through
computed addresses (``y[col[p]] += v``, a histogram's ``h[key] += 1``) is a reduction
the profile's schedule runs in parallel; an implementation on a CPU does it the way
OpenMP's array reduction does: each thread updates a private copy of the target, zeroed
first, and the copies are added into the target after the loop. The profile has the
scatter; it does not have the copies. Two costs come with them, per instance of the
parallelised loop, for T bytes of target (``LoopProfile.reduction_target_bytes``) and
t threads:

* each thread zeroes its own copy, T bytes of memory it has not touched before: page
  faults and the writes, at ``first_touch_bytes_per_s`` (``bench cpu``: every thread
  zeroing its own fresh 8 MiB at once); without that figure, the all-thread
  bandwidth of the level that holds the t copies;
* the merge reads the t copies and writes the target once: (t + 2) T bytes moved (the
  written line is read for ownership and written back) at that level's all-thread
  bandwidth, spread over the t threads.

The loops charged are the outermost loops that run in parallel (no parallel or
reduction loop around them) whose own carried dependences include reductions through
memory. A sum into one address (``s[0] += a[i]``) has a few bytes of target and costs
nothing here; a loop nested in a parallel one runs inside a thread and keeps one copy.
GPUs update the target with atomics instead: not charged. The lower bound leaves it out,
since an implementation with atomics, or one that reorders the scatter into a gather,
has no copies (docs/model.md, "Uncertainty range").

With ``ModelOptions.scatter = "atomic"`` (a developer's ``#pragma omp atomic`` on the
update) the same loops have no copies; each of their updates is an atomic
read-modify-write instead, in every thread one after the other (a locked instruction
waits for the core's earlier memory operations). The spec's ``atomic_update_curve``
(``bench cpu``: all threads updating random slots of one shared table) gives seconds
per update per thread at each table size; it is read at the loop's target bytes per
instance (log-linear between the measured sizes, the end figures beyond them), and an
instance's updates are its carried reduction dependences (``reduction_raw``: every
update but each slot's first), split evenly over the threads. A spec without the
curve charges nothing for them (the advice says so: decide/advice.py).
"""

from __future__ import annotations

import math

from automatch.analyses.profile import LoopProfile, Profile
from automatch.arch.spec import ArchSpec
from automatch.model.latency import loop_ancestors

PARALLEL_KINDS = ("parallel", "reduction")


def privatised_loops(profile: Profile) -> list[LoopProfile]:
    """The loops a parallel implementation runs with private copies of their scatter
    targets: reduction loops through memory with no parallel or reduction loop around
    them, executed, with a recorded target."""
    by_id = {lp.id: lp for lp in profile.loops}
    return [lp for lp in profile.loops
            if lp.kind == "reduction" and lp.reduction_raw > 0 and lp.instances > 0
            and lp.reduction_target_bytes > 0
            and not any(q.kind in PARALLEL_KINDS for q in loop_ancestors(lp, by_id))]


def _level_bandwidth(spec: ArchSpec, nbytes: float, threads: float) -> float:
    """All-thread bandwidth (bytes/s) of the nearest level that holds ``nbytes`` (a
    private level's capacity counts once per thread); the last level otherwise."""
    levels = spec.levels
    for lv in levels:
        capacity = lv.capacity_bytes * (1.0 if lv.shared else threads)
        if nbytes <= capacity:
            return lv.bandwidth_all_Bps
    return levels[-1].bandwidth_all_Bps


def privatise_time_s(profile: Profile, spec: ArchSpec, threads: float) -> float:
    """Seconds the private copies cost on a CPU with ``threads`` threads (0 on a GPU,
    with one thread, or when no loop scatters)."""
    if spec.kind == "gpu" or threads < 2:
        return 0.0
    total = 0.0
    for lp in privatised_loops(profile):
        target = lp.reduction_target_bytes / lp.instances  # bytes per instance
        copies = threads * target
        touch = (target / spec.first_touch_bytes_per_s if spec.first_touch_bytes_per_s
                 else copies / _level_bandwidth(spec, copies, threads))
        merge = (threads + 2.0) * target / _level_bandwidth(spec, copies + target, threads)
        total += (touch + merge) * lp.instances
    return total


def atomic_update_s(spec: ArchSpec, target_bytes: float) -> float:
    """Seconds per atomic update per thread into a shared target of ``target_bytes``
    (the spec's ``atomic_update_curve``, log-linear in bytes; 0 without one)."""
    curve = spec.atomic_update_curve
    if not curve:
        return 0.0
    if target_bytes <= curve[0][0]:
        return curve[0][1]
    for (b0, t0), (b1, t1) in zip(curve, curve[1:], strict=False):
        if target_bytes <= b1:
            w = math.log(target_bytes / b0) / math.log(b1 / b0)
            return t0 + w * (t1 - t0)
    return curve[-1][1]


def atomic_time_s(profile: Profile, spec: ArchSpec, threads: float) -> float:
    """Seconds the scatters' atomic updates cost on a CPU with ``threads`` threads, each
    thread making its share of them one after the other (0 on a GPU, with one thread,
    or when no loop scatters)."""
    if spec.kind == "gpu" or threads < 2:
        return 0.0
    return sum(lp.reduction_raw / threads
               * atomic_update_s(spec, lp.reduction_target_bytes / lp.instances)
               for lp in privatised_loops(profile))


def scatter_times_s(profile: Profile, spec: ArchSpec, threads: float,
                    scatter: str) -> tuple[float, float]:
    """(private copies, atomic updates) in seconds for the scatters run as ``scatter``
    says (ModelOptions.scatter): one of the two is 0."""
    if scatter == "atomic":
        return 0.0, atomic_time_s(profile, spec, threads)
    return privatise_time_s(profile, spec, threads), 0.0


__all__ = ["atomic_time_s", "atomic_update_s", "privatise_time_s", "privatised_loops",
           "scatter_times_s"]
