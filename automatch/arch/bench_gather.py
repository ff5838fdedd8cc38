"""Irregular-access costs per memory level (``bench cpu``; docs/model.md, "Irregular
accesses").

A column walk, a gather or a scatter moves to a new page on every access: the
hardware's stream and stride prefetchers work within a page, so each miss costs the
level's latency over the misses the core keeps in flight, not the level's bandwidth.
The triad cannot show this (its streams are prefetched), so each level behind the first
gets its own measurement: independent random 8-byte loads over a working set that sits
in that level (``am_gather``), with one thread and with all, as seconds per access of
the whole team. The spec's levels carry them as ``irregular_access_1t_s`` and
``irregular_access_all_s``.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from automatch.arch import fit

DRAM_MIN_BYTES = 256 << 20  # and 8x the last-level cache: well past any cache
DRAM_LLC_FACTOR = 8
TARGET_S = 0.05  # per timing


def working_sets(caches: list[tuple[int, int, bool]], threads: int, max_bytes: int
                 ) -> dict[str, int]:
    """Bytes (over all threads) for each level behind the first: the geometric middle
    of what the level before it and the level itself hold for ``threads`` threads (a
    private level: its size times the threads), and for DRAM max(8 x LLC, 256 MiB),
    capped by ``max_bytes``. ``caches``: (level, bytes, shared) of the data caches."""
    held = sorted((lvl, size * (1 if shared else threads)) for lvl, size, shared in caches)
    out: dict[str, int] = {}
    for (_, prev), (lvl, cap) in zip(held, held[1:], strict=False):
        out[f"L{lvl}"] = int(math.sqrt(prev * cap))
    llc = held[-1][1] if held else 32 << 20
    out["DRAM"] = int(min(max_bytes, max(DRAM_LLC_FACTOR * llc, DRAM_MIN_BYTES)))
    return out


def measure(kernels, sets: dict[str, int], threads: int, reps: int, quick: bool,
            log=lambda _m: None) -> dict[str, Any]:
    """The raw ``gather`` section: per level, its working set and seconds per access
    with one thread and with ``threads`` threads, one figure per repetition."""
    target = TARGET_S / (5 if quick else 1)
    out: dict[str, Any] = {"kernel": kernels.GATHER_KERNEL, "threads": threads, "levels": {}}
    for name, nbytes in sets.items():
        row: dict[str, Any] = {"bytes": nbytes}
        for key, t in (("seconds_per_access_1t", 1), ("seconds_per_access_all", threads)):
            per_access = kernels.gather(nbytes, 4, 1, t)[0]  # the team's, aggregate
            per_pass = max(per_access, 1e-11) * kernels.GATHER_TABLE * t
            passes = int(min(200_000, max(4, target / per_pass)))
            row[key] = kernels.gather(nbytes, passes, reps, t)
        out["levels"][name] = row
        log(f"  irregular accesses, {name} ({nbytes / 2**20:.1f} MiB): "
            f"{np.median(row['seconds_per_access_1t']) * 1e9:.2f} ns (1 thread), "
            f"{np.median(row['seconds_per_access_all']) * 1e9:.2f} ns ({threads} threads)")
    return out


def fit_levels(raw: dict[str, Any] | None, warnings: list[str]
               ) -> dict[str, tuple[fit.Stat, fit.Stat]]:
    """Level name -> (seconds per irregular access with one thread, with all threads):
    medians and spreads over repetitions; a team slower than one thread (a co-runner)
    is taken as the one-thread figure, with a warning."""
    if not raw:
        return {}
    out = {}
    for name, row in raw.get("levels", {}).items():
        one = fit.stat(row["seconds_per_access_1t"])
        team = fit.stat(row["seconds_per_access_all"])
        if team.median > one.median:
            warnings.append(
                f"{name} irregular_access_all_s: {raw.get('threads')} threads took "
                f"{team.median:.3g} s per access against {one.median:.3g} s for one (a "
                "co-runner?); taken as the one-thread figure")
            team = fit.Stat(one.median, team.spread, team.n)
        out[name] = (one, team)
    return out
