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

A column walk of a matrix whose rows are shorter than a page (``strided`` accesses,
events.STRIDED_BIT) stays within a page for a few steps, at a constant stride that some
cores' prefetchers follow and others do not: it gets a measurement of its own
(``am_strided``: 8 walks per thread at a 23-line step, one load instruction each),
``strided_access_1t_s`` and ``strided_access_all_s``.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from automatch.arch.fit import curves as fit

DRAM_MIN_BYTES = 256 << 20  # and 8x the last-level cache: well past any cache
DRAM_LLC_FACTOR = 8
TARGET_S = 0.05  # per timing
STRIDED_MIN_LINES = 1024  # per thread: am_strided needs 512 (8 walks of 64 lines or more)


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
    with one thread and with ``threads`` threads, one figure per repetition, of the
    random gather and of the strided walk."""
    target = TARGET_S / (5 if quick else 1)
    out: dict[str, Any] = {"kernel": kernels.GATHER_KERNEL, "threads": threads, "levels": {},
                           "strided_kernel": kernels.STRIDED_KERNEL}
    for name, nbytes in sets.items():
        row: dict[str, Any] = {"bytes": nbytes}
        for key, t in (("seconds_per_access_1t", 1), ("seconds_per_access_all", threads)):
            per_access = kernels.gather(nbytes, 4, 1, t)[0]  # the team's, aggregate
            per_pass = max(per_access, 1e-11) * kernels.GATHER_TABLE * t
            passes = int(min(200_000, max(4, target / per_pass)))
            row[key] = kernels.gather(nbytes, passes, reps, t)
        # a thread's section must hold 8 walks: else no strided figure for this level
        walks = nbytes // threads // 64 >= STRIDED_MIN_LINES
        for key, t in (("strided_1t", 1), ("strided_all", threads)) if walks else ():
            per_access = kernels.strided(nbytes, 1, 1, t)[0]
            per_pass = max(per_access, 1e-11) * (nbytes // 64)  # a pass walks every line
            passes = int(min(10_000, max(2, target / per_pass)))
            row[key] = kernels.strided(nbytes, passes, reps, t)
        out["levels"][name] = row
        walk = (f"; strided {np.median(row['strided_1t']) * 1e9:.2f} ns, "
                f"{np.median(row['strided_all']) * 1e9:.2f} ns" if "strided_all" in row else "")
        log(f"  irregular accesses, {name} ({nbytes / 2**20:.1f} MiB): "
            f"{np.median(row['seconds_per_access_1t']) * 1e9:.2f} ns (1 thread), "
            f"{np.median(row['seconds_per_access_all']) * 1e9:.2f} ns ({threads} threads)"
            + walk)
    return out


PAGEWALK_PAGES = (256, 512, 1024, 2048, 4096, 8192, 16384)  # per thread
PAGEWALK_ACCESSES = 4_000_000  # per timing and thread (about 5-15 ms)
PAGEWALK_REFINE = 8  # the bracket around the reach in eighths


def measure_pagewalk(kernels, threads: int, reps: int, quick: bool,
                     log=lambda _m: None) -> dict[str, Any]:
    """The raw ``pagewalk`` section: for each page count of :data:`PAGEWALK_PAGES`, the
    team's seconds per access of a walk touching one line per page, on 4 KiB pages and
    on 2 MiB pages, one figure per repetition (``am_pagewalk``): a column walk whose
    rows are longer than a page pays a translation miss per access once its pages
    exceed the translation buffer's reach, which the gather's working sets below the
    last level do not show. The doubling sweep brackets the reach; ``refine`` holds
    :data:`PAGEWALK_REFINE` - 1 counts evenly between the bracket's ends (a buffer of
    3072 entries, a 2500-row column walk inside it, reads 2048 on the doubling sweep
    alone)."""
    accesses = PAGEWALK_ACCESSES // (5 if quick else 1)
    out: dict[str, Any] = {"kernel": kernels.PAGEWALK_KERNEL, "threads": threads,
                           "pages": list(PAGEWALK_PAGES), "small_s": [], "huge_s": []}

    def walk(pages: int, into: dict[str, Any]) -> None:
        passes = max(2, accesses // pages)
        into["small_s"].append(kernels.pagewalk(pages, False, passes, reps, threads))
        into["huge_s"].append(kernels.pagewalk(pages, True, passes, reps, threads))

    for pages in PAGEWALK_PAGES:
        walk(pages, out)
    coarse = fit_pagewalk(out)
    if coarse:
        lo = coarse[0]
        hi = PAGEWALK_PAGES[PAGEWALK_PAGES.index(lo) + 1]
        step = (hi - lo) // PAGEWALK_REFINE // 8 * 8  # am_pagewalk takes multiples of 8
        between = [lo + i * step for i in range(1, PAGEWALK_REFINE)]
        out["refine"] = {"pages": between, "small_s": [], "huge_s": []}
        for pages in between:
            walk(pages, out["refine"])
    fitted = fit_pagewalk(out)
    if fitted:
        log(f"  translation misses: reach {fitted[0]} pages, {fitted[1].median * 1e9:.2f} ns "
            f"per access ({threads} threads)")
    else:
        log("  translation misses: no step between 4 KiB and 2 MiB pages (no huge pages?)")
    return out


# a page count whose walk costs less than this share of the largest difference between
# 4 KiB and 2 MiB pages is within the translation buffer's reach
PAGEWALK_REACH_SHARE = 0.25
# the least difference (seconds per access) that counts as a step: below it the OS gave
# no huge pages or the buffer reaches past the sweep
PAGEWALK_MIN_S = 0.05e-9


def _walk_differences(raw: dict[str, Any]) -> tuple[list[list[float]], list[float]]:
    """Each page count's differences of the 4 KiB walk over the 2 MiB walk (one per
    repetition) and their medians."""
    diffs = [[a - b for a, b in zip(sm, hg, strict=False)]
             for sm, hg in zip(raw["small_s"], raw["huge_s"], strict=True)]
    return diffs, [float(np.median(d)) for d in diffs]


def fit_pagewalk(raw: dict[str, Any] | None) -> tuple[int, fit.Stat] | None:
    """(reach in pages, seconds per access a translation miss adds) from the raw
    ``pagewalk`` section, or None without a step: the reach is the largest page count
    whose 4 KiB walk costs less than :data:`PAGEWALK_REACH_SHARE` of the largest
    difference over the 2 MiB walk, the cost the median of the differences beyond it on
    the doubling sweep (each repetition's difference: medians over repetitions for its
    spread). Where the section has ``refine`` counts (measure_pagewalk), the reach moves
    up to the last of them that, like every refined count below it, is still inside."""
    if not raw or not raw.get("pages"):
        return None
    diffs, med = _walk_differences(raw)
    top = max(med)
    if top < PAGEWALK_MIN_S:
        return None
    inside = [p for p, d in zip(raw["pages"], med, strict=True) if d < PAGEWALK_REACH_SHARE * top]
    if not inside or inside[-1] == raw["pages"][-1]:
        return None
    reach = int(inside[-1])
    beyond = [d for p, d in zip(raw["pages"], diffs, strict=True) if p > reach]
    per_rep = [float(np.median(col)) for col in zip(*beyond, strict=False)]
    cost = fit.Stat(float(np.median([m for p, m in zip(raw["pages"], med, strict=True)
                                     if p > reach])),
                    fit.stat(per_rep).spread if per_rep else 0.0, len(per_rep))
    refine = raw.get("refine") or {}
    if refine.get("pages"):
        _, fine = _walk_differences(refine)
        for p, d in sorted(zip(refine["pages"], fine, strict=True)):
            if p <= reach:
                continue
            if d >= PAGEWALK_REACH_SHARE * top:
                break
            reach = int(p)
    return reach, cost


def fit_levels(raw: dict[str, Any] | None, warnings: list[str], kind: str = "irregular"
               ) -> dict[str, tuple[fit.Stat, fit.Stat]]:
    """Level name -> (seconds per ``kind`` access, "irregular" or "strided", with one
    thread, with all threads): medians and spreads over repetitions; a team slower than
    one thread (a co-runner) is taken as the one-thread figure, with a warning. Raw
    files from before the strided walk was measured give no strided figures."""
    if not raw:
        return {}
    keys = (("seconds_per_access_1t", "seconds_per_access_all") if kind == "irregular"
            else ("strided_1t", "strided_all"))
    out = {}
    for name, row in raw.get("levels", {}).items():
        if keys[0] not in row or keys[1] not in row:
            continue
        one = fit.stat(row[keys[0]])
        team = fit.stat(row[keys[1]])
        if team.median > one.median:
            warnings.append(
                f"{name} {kind}_access_all_s: {raw.get('threads')} threads took "
                f"{team.median:.3g} s per access against {one.median:.3g} s for one (a "
                "co-runner?); taken as the one-thread figure")
            team = fit.Stat(one.median, team.spread, team.n)
        out[name] = (one, team)
    return out
