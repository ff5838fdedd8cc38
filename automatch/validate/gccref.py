"""gcc's build of each OpenMP reference, timed beside clang's and reported (issue 42).

The judged reference is the item's ``omp_source`` built by clang-19 (libomp), the
compiler whose code the tool models. The compiler alone moves some kernels by up to 3x
(mvt 3.0x slower with clang than gcc, lu 2.7x, convolution-2d 2.0x on a Xeon), so the
same source is also built with ``gcc -O3 -march=native -fopenmp`` (libgomp), timed in
the same interleaved rounds, and recorded per CPU device under ``gcc``: its timing, its
checksum and clang's time over gcc's. It is never in the accuracy figures.
"""

from __future__ import annotations

import copy
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from automatch.errors import AutomatchError
from automatch.validate import measure


@dataclass(frozen=True)
class GccReference:
    """The gcc build of one item's OpenMP program and its runs (one per thread count of
    the CPU specs timed here), or why it was not built."""

    runs: dict[int, measure.OmpRun]
    error: str | None = None


def prepare_gcc(
    source: Path, name: str, devices: list[dict], specs, args: tuple[str, ...], work: Path
) -> GccReference:
    """Build ``source`` with gcc and plan its runs; a failed build is recorded (the item
    is judged on clang's build all the same)."""
    try:
        binary = measure.build_omp(source, work / "bin" / f"{name}_omp_gcc", cc=measure.GCC_CC)
    except AutomatchError as exc:
        return GccReference({}, f"{type(exc).__name__}: {str(exc)[:600]}")
    return GccReference(measure.cpu_runs(devices, specs, binary, args, cc=measure.GCC_CC))


def with_gcc(
    doc: dict[str, Any], ref: GccReference, results: dict[int, measure.RunResult], specs
) -> dict[str, Any]:
    """A copy of an item's record whose measured CPU devices carry ``gcc``: gcc's timing
    (or its error), its checksum against the sequential one, and ``clang_over_gcc``
    (the judged clang time over gcc's: > 1 where gcc's code is faster)."""
    from automatch.validate.measure import checksums_agree

    out = copy.deepcopy(doc)
    seq_sum = (doc.get("checksums") or {}).get("sequential")
    for spec in specs:
        rec = out["devices"].get(spec.name)
        if rec is None or not rec.get("measured") or spec.kind != "cpu":
            continue
        res = results.get(spec.cores)
        entry: dict[str, Any] = {"compiler": f"{measure.GCC_CC} {' '.join(measure.OMP_CFLAGS)}"}
        if ref.error is not None:
            entry["error"] = ref.error
        elif res is None:
            continue
        elif res.error is not None:
            entry["error"] = f"{type(res.error).__name__}: {str(res.error)[:600]}"
        else:
            t = res.timing.measured_s
            entry["measured"] = res.timing.to_dict()
            entry["checksum"] = res.checksum
            if seq_sum is not None:
                entry["checksum_agrees"] = checksums_agree(seq_sum, res.checksum)
            entry["clang_over_gcc"] = measure.measured_s(rec["measured"]) / t if t > 0 else None
        rec["gcc"] = entry
    return out


def geomean_clang_over_gcc(records: list[dict[str, Any]], device: str) -> float:
    """Geometric mean of ``clang_over_gcc`` over the records measured on ``device`` that
    have one (nan when none)."""
    ratios = [
        r["devices"][device]["gcc"]["clang_over_gcc"]
        for r in records
        if (r["devices"].get(device) or {}).get("gcc", {}).get("clang_over_gcc")
    ]
    ratios = [x for x in ratios if math.isfinite(x) and x > 0]
    return math.exp(sum(map(math.log, ratios)) / len(ratios)) if ratios else math.nan


__all__ = ["GccReference", "geomean_clang_over_gcc", "prepare_gcc", "with_gcc"]
