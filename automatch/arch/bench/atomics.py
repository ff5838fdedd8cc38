"""Cost of an atomic scatter, for ``automatch bench cpu``: ``atomic_update_curve``.

A loop that updates shared memory through computed addresses (a histogram's
``h[key[i]] += 1``) runs in parallel either with private copies of the target
(OpenMP's array reduction, model/privatise.py) or with ``#pragma omp atomic`` on the
update. An atomic read-modify-write is a locked instruction on x86 (a full fence on the
core's memory operations) and moves the target's cache line to the updating core:
slower than the plain update however the slots fall, and slower still when the threads
keep taking lines from one another, which happens most when the table is small.

The kernel (``am_atomic`` in ``kernels/cpubench.c``): every thread makes ``UPDATES``
atomic increments of random 32-bit slots (drawn beforehand, read as a stream) of one
shared table, at each of :data:`TABLE_BYTES`; the figure is seconds per update per
thread, all threads at once. The model reads the curve at a scatter target's size.

:func:`measure_atomics` measures; :func:`fit_atomics`, :func:`spec_curve` and
:func:`atomics_notes` are pure functions of the recorded raw numbers.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from automatch.arch.bench.cpukernels import Kernels
from automatch.arch.fit import curves as fit

__all__ = ["TABLE_BYTES", "atomics_notes", "fit_atomics", "measure_atomics", "spec_curve"]

# one cache line, then 16x steps up to a table that spills the private caches
TABLE_BYTES = (64, 1 << 10, 16 << 10, 256 << 10, 4 << 20)
UPDATES = 1 << 21  # per thread and table: ~10-40 ms at 5-20 ns an update
QUICK_UPDATES = 1 << 18


def measure_atomics(k: Kernels, *, reps: int, threads: int, quick: bool = False) -> dict[str, Any]:
    """The raw record: ``{"kernel", "threads", "updates", "table_bytes",
    "seconds_per_update": [one list of ``reps`` figures per table size]}``."""
    updates = QUICK_UPDATES if quick else UPDATES
    return {
        "kernel": k.ATOMIC_KERNEL,
        "threads": threads,
        "updates": updates,
        "table_bytes": list(TABLE_BYTES),
        "seconds_per_update": [k.atomic(b, updates, reps, threads) for b in TABLE_BYTES],
    }


def fit_atomics(raw: Mapping[str, Any] | None) -> list[tuple[int, fit.Stat]]:
    """(table bytes, seconds per update per thread) for each recorded size; [] for a
    run without the record (bench runs before 2026-12-03)."""
    if not raw:
        return []
    return [(int(b), fit.stat([float(s) for s in secs]))
            for b, secs in zip(raw["table_bytes"], raw["seconds_per_update"], strict=True)
            if secs and all(s > 0 for s in secs)]


def spec_curve(points: list[tuple[int, fit.Stat]]) -> tuple[tuple[float, float], ...]:
    """The spec's ``atomic_update_curve`` (medians); () with fewer than two points."""
    if len(points) < 2:
        return ()
    return tuple((float(b), st.median) for b, st in points)


def atomics_notes(points: list[tuple[int, fit.Stat]], threads: int) -> list[str]:
    """The provenance-note line for the curve (none if not measured)."""
    if len(points) < 2:
        return []
    figures = ", ".join(f"{_size(b)} {st.median * 1e9:.2f} ns ({st.spread:.0%})" for b, st in points)
    return [
        f"atomic_update_curve: {threads} threads each add 1 with `omp atomic` to random "
        "slots (drawn beforehand) of one shared table of 32-bit counters; seconds per "
        f"update per thread, median of {points[0][1].n} (spread): {figures}."
    ]


def _size(b: int) -> str:
    return f"{b >> 20} MiB" if b >= 1 << 20 else f"{b >> 10} KiB" if b >= 1 << 10 else f"{b} B"
