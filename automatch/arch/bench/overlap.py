"""Do the memory levels' transfers add or overlap? ``automatch bench cpu`` measures it.

The model combines the times of the memory levels by a rule (docs/model.md, "Memory
hierarchy"): ``sum`` when the transfers of different levels serialise (the ECM
model's assumption for Intel cores), ``max`` when they overlap (as ECM work on AMD Zen
reports). Which one holds is a property of the machine, so the bench measures it on
ONE core (the calling thread), as docs/model.md, "Sum or max", describes:

* T_m: a loop streaming (loading and summing) a DRAM-sized array (at least 4x the
  last-level cache) once;
* T_c: the same loop over an L1-resident array, re-read so that it visits ``c_per_m``
  elements per element of the DRAM array;
* T_cm: one loop doing both per iteration (the union of the two loops' work).

``c_per_m`` balances the two loops (T_c ~ T_m), where their sum and their max differ
most (with T_c = T_m / 8, as in docs/model.md's table, the two rules differ by 12% of
T_m, the size of the run-to-run noise on a shared VM): a first pass at one L1 element
per DRAM element measures T_m / T_c, and ``c_per_m`` is the nearest power of two (at
most :data:`MAX_C_PER_M`). r does not depend on ``c_per_m`` when the rule holds (the
times add or overlap whatever their sizes).

The overlap ratio r = (T_cm - max(T_c, T_m)) / min(T_c, T_m) is 1 when the times add
(T_cm = T_c + T_m) and 0 when they overlap (T_cm = max). The spec records r clamped to
[0, 1] as ``level_overlap`` and ``memory_rule`` = "sum" if r >= 0.5 else "max" (the
nearer of the two rules).

The kernel (``am_overlap`` in ``kernels/cpubench.c``) is plain C that
``gcc -O3 -march=native`` vectorises (32 independent accumulators per stream, so no
add chain limits the L1 stream), since the model's level bandwidths come from
vectorised streams. A repetition is the fastest of :data:`SUB_RUNS` passes of each
loop; the three loops are interleaved within a repetition. r is computed from each
loop's fastest time over all repetitions: on a shared host another process can only
slow a pass down, and the DRAM loop's slowdowns last longer than one repetition (on
the 2-vCPU EPYC VM, T_m ranged 4.9-8.6 ms over 9 repetitions of 128 MiB, so the
per-repetition r ranged -0.5 to 0.5); the median of the per-repetition r is recorded
too (``ratio_median``).

:func:`measure_overlap` measures (it needs the compiled kernels); :func:`fit_overlap`,
:func:`spec_fields`, :func:`overlap_warnings` and :func:`overlap_notes` are pure
functions of the recorded raw numbers, so a raw results file can be re-fitted anywhere.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from automatch.arch.bench.cpukernels import Kernels
from automatch.arch.fit import curves as fit

__all__ = [
    "CACHE_BYTES",
    "OverlapFit",
    "balance",
    "fit_overlap",
    "measure_overlap",
    "memory_bytes",
    "overlap_notes",
    "overlap_ratio",
    "overlap_warnings",
    "spec_fields",
]

SUB_RUNS = 5  # a repetition = the fastest of this many passes of each loop
CACHE_BYTES = 16 << 10  # the L1-resident array: half of the smallest common L1d (32 KiB)
MAX_C_PER_M = 64  # CACHE_BYTES / (32 accumulators x 8 B)
RULE_THRESHOLD = 0.5  # r at or above: "sum" (nearer T_c + T_m); below: "max"
KERNEL = (
    "one thread; each loop loads and sums doubles with 32 independent accumulators per "
    "array (vectorised by gcc -O3 -march=native): a DRAM-sized array once, a 16 KiB "
    "L1-resident array re-read (c_per_m elements per DRAM element, balancing the two "
    "loops' times), and both in one loop"
)


def memory_bytes(llc_bytes: int, ram_bytes: int, quick: bool) -> int:
    """Size of the DRAM array: 4x the last-level cache (so no pass finds it cached),
    at least 64 MiB (128 MiB in full mode), at most 1 GiB and 1/8 of the RAM; a multiple
    of :data:`CACHE_BYTES`."""
    want = max(4 * llc_bytes, (64 if quick else 128) << 20)
    size = min(want, 1 << 30, max(ram_bytes // 8, CACHE_BYTES))
    return max(CACHE_BYTES, size // CACHE_BYTES * CACHE_BYTES)


def measure_overlap(
    k: Kernels,
    *,
    reps: int,
    mem_bytes: int,
    cache_bytes: int = CACHE_BYTES,
    sub_runs: int = SUB_RUNS,
    c_per_m: int | None = None,
    log: Callable[[str], None] = lambda _m: None,
) -> dict[str, Any]:
    """Time the three loops ``reps`` times on the calling thread; the raw record.

    ``c_per_m`` None: chosen from a first pass at 1 (:func:`balance`). Returns
    ``{"kernel", "mem_bytes", "cache_bytes", "elements", "c_per_m", "calibration":
    [T_c, T_m] at c_per_m = 1 (absent when given), "sub_runs", "seconds": [[T_c, T_m,
    T_cm] per repetition]}`` (seconds per pass).
    """
    if reps < 1 or sub_runs < 1:
        raise ValueError(f"reps and sub_runs must be at least 1, got {reps}, {sub_runs}")
    n_cache = cache_bytes // 8
    n_mem = mem_bytes // 8 // n_cache * n_cache
    if n_cache < 32 or n_cache % 32 or n_mem < n_cache:
        raise ValueError(
            f"cache_bytes must be a multiple of 256 B and mem_bytes at least cache_bytes, "
            f"got {cache_bytes} and {mem_bytes}"
        )
    calibration = None
    if c_per_m is None:
        ((t_c, t_m, _t_cm),) = k.overlap(n_mem, n_cache, 1, 1, 1)
        calibration = [t_c, t_m]
        c_per_m = balance(t_c, t_m, max_c_per_m=min(MAX_C_PER_M, n_cache // 32))
    secs = k.overlap(n_mem, n_cache, c_per_m, reps, sub_runs)
    raw = {
        "kernel": KERNEL,
        "mem_bytes": n_mem * 8,
        "cache_bytes": n_cache * 8,
        "elements": n_mem,
        "c_per_m": c_per_m,
        **({"calibration": calibration} if calibration is not None else {}),
        "sub_runs": sub_runs,
        "seconds": [list(t) for t in secs],
    }
    f = fit_overlap(raw)
    log(
        f"level overlap (1 core, fastest): T_c {f.fastest[0] * 1e3:.2f} ms, "
        f"T_m {f.fastest[1] * 1e3:.2f} ms, T_cm {f.fastest[2] * 1e3:.2f} ms, "
        f"r = {f.ratio:.2f} -> {f.rule} ({c_per_m} L1 elements per DRAM element)"
    )
    return raw


def balance(t_c: float, t_m: float, max_c_per_m: int = MAX_C_PER_M) -> int:
    """The power of two nearest T_m / T_c (times at one L1 element per DRAM element),
    from 1 to ``max_c_per_m``: the L1 elements per DRAM element that make the two
    loops take about as long."""
    if not (t_c > 0.0 and t_m > 0.0):
        return 1
    p = 1
    while 2 * p <= max_c_per_m and abs(math.log(t_m / t_c / (2 * p))) < abs(
        math.log(t_m / t_c / p)
    ):
        p *= 2
    return p


def overlap_ratio(t_c: float, t_m: float, t_cm: float) -> float:
    """r = (T_cm - max(T_c, T_m)) / min(T_c, T_m): 1 when the times add, 0 when they
    overlap (not clamped)."""
    lo, hi = min(t_c, t_m), max(t_c, t_m)
    if not lo > 0.0:
        raise ValueError(f"level overlap: times must be positive, got {t_c}, {t_m}, {t_cm}")
    return (t_cm - hi) / lo


@dataclass(frozen=True)
class OverlapFit:
    """The three loops' times (median and spread over repetitions) and r."""

    t_cache: fit.Stat
    t_mem: fit.Stat
    t_both: fit.Stat
    fastest: tuple[float, float, float]  # T_c, T_m, T_cm: fastest over all repetitions
    ratio: float  # r of the fastest times, not clamped
    ratios: tuple[float, ...]  # r of each repetition
    ratio_median: float  # their median
    speed_ratio: float | None = None  # T_m / T_c per element (calibration), if recorded

    @property
    def level_overlap(self) -> float:
        """r clamped to [0, 1] (the spec's ``level_overlap``)."""
        return min(1.0, max(0.0, self.ratio))

    @property
    def rule(self) -> str:
        return "sum" if self.ratio >= RULE_THRESHOLD else "max"

    @property
    def conclusive(self) -> bool:
        """Every repetition's r on the same side of the threshold: only then does the
        verdict go into the spec (on a shared VM the DRAM loop's time swings 2x between
        repetitions, and a verdict that flips with them is noise, not a measurement)."""
        sides = {r >= RULE_THRESHOLD for r in self.ratios}
        return len(sides) == 1 and (self.ratio >= RULE_THRESHOLD) in sides

    def to_dict(self) -> dict[str, Any]:
        return {
            "t_cache_s": self.t_cache.to_dict(),
            "t_mem_s": self.t_mem.to_dict(),
            "t_both_s": self.t_both.to_dict(),
            "fastest_s": list(self.fastest),
            "ratio": self.ratio,
            "ratios": list(self.ratios),
            "ratio_median": self.ratio_median,
            "speed_ratio": self.speed_ratio,
            "level_overlap": self.level_overlap,
            "memory_rule": self.rule,
            "conclusive": self.conclusive,
        }


def fit_overlap(raw: Mapping[str, Any]) -> OverlapFit:
    """The :class:`OverlapFit` of a raw record (what :func:`measure_overlap` returned)."""
    rows = [tuple(float(x) for x in row) for row in raw.get("seconds", ())]
    if not rows or any(len(row) != 3 for row in rows):
        raise ValueError("level overlap: expected [T_c, T_m, T_cm] for each repetition")
    ratios = tuple(overlap_ratio(*row) for row in rows)
    best = (min(r[0] for r in rows), min(r[1] for r in rows), min(r[2] for r in rows))
    cal = raw.get("calibration")
    speed = float(cal[1]) / float(cal[0]) if cal and float(cal[0]) > 0 else None
    return OverlapFit(
        t_cache=fit.stat([r[0] for r in rows]),
        t_mem=fit.stat([r[1] for r in rows]),
        t_both=fit.stat([r[2] for r in rows]),
        fastest=best,
        ratio=overlap_ratio(*best),
        ratios=ratios,
        ratio_median=fit.stat(ratios).median,
        speed_ratio=speed,
    )


def spec_fields(f: OverlapFit | None) -> dict[str, Any]:
    """The ArchSpec keyword arguments: ``level_overlap`` only; none when not measured.

    The verdict (``fit.rule``, recorded in ``extra.fit``) does not become the spec's
    ``memory_rule``: it is measured with one thread, whose DRAM stream is
    concurrency-bound (19 GB/s of the 33 GB/s two threads reach on the development VM)
    and leaves the core idle cycles for the L1 stream, while the model predicts
    parallel runs that saturate memory. Until an all-thread measurement decides, the
    model keeps its default rule; a ``memory_rule`` written into a spec by hand is
    honoured (docs/model.md, "Sum or max")."""
    if f is None:
        return {}
    return {"level_overlap": round(f.level_overlap, 4)}


def overlap_warnings(f: OverlapFit | None) -> list[str]:
    """Figures that cannot be right: r far outside [0, 1] (both loops slower than the
    sum, or faster than the slower loop alone), or a "DRAM" stream not slower per
    element than the L1 stream (the array was cached, or the L1 loop is not
    streaming)."""
    if f is None:
        return []
    out = []
    if not f.conclusive:
        out.append(
            "level_overlap: the repetitions disagree on sum vs max (r = "
            + ", ".join(f"{r:.2f}" for r in f.ratios)
            + ")"
        )
    if not -0.25 <= f.ratio <= 1.25:
        out.append(
            f"level_overlap: r = {f.ratio:.2f} is far outside [0, 1] (noisy host?); "
            f"clamped to {f.level_overlap:g}"
        )
    if f.speed_ratio is not None and f.speed_ratio <= 1.5:
        out.append(
            f"level_overlap: the DRAM stream is only {f.speed_ratio:.2g}x slower per element "
            "than the L1 stream: is the DRAM array cached?"
        )
    return out


def overlap_notes(f: OverlapFit | None, raw: Mapping[str, Any] | None = None) -> list[str]:
    """Provenance-note lines for ``level_overlap`` / ``memory_rule`` (none if not measured)."""
    if f is None:
        return []
    size = f" ({int(raw['mem_bytes']) / 2**20:.0f} MiB)" if raw and "mem_bytes" in raw else ""
    if raw and "c_per_m" in raw:
        size += f", c_per_m = {int(raw['c_per_m'])}"
    sub = int(raw.get("sub_runs", SUB_RUNS)) if raw else SUB_RUNS
    return [
        f"level_overlap / memory_rule: {KERNEL}{size}; fastest T_c "
        f"{f.fastest[0] * 1e3:.3f} ms, T_m {f.fastest[1] * 1e3:.3f} ms, T_cm "
        f"{f.fastest[2] * 1e3:.3f} ms over {f.t_cache.n} repetitions of {sub} passes; "
        f"r = (T_cm - max) / min = {f.ratio:.3f} of the fastest times (median of the "
        f"repetitions' r {f.ratio_median:.3f}; 1: the levels' "
        f"times add, 0: they overlap), clamped to [0, 1]; rule '{f.rule}' "
        f"(sum if r >= {RULE_THRESHOLD}), recorded only: a one-thread figure does not set "
        "the model's memory_rule (docs/model.md, 'Sum or max')."
    ]
