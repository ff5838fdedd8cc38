"""Restructured references: an item's second OpenMP program, written as a different
algorithm from the loops that were analysed (Rodinia's blocked LU against the Doolittle
loops of ``lud.c``) or as the tuned version of the same loops (``restrict`` pointers,
``omp simd``, rows hoisted into pointers).

The model predicts the analysed loops parallelised as their dependences allow; a rewrite
that changes the algorithm (blocking, another loop order) answers another question, so
the accuracy figures are judged against the item's ``omp_source`` (the same loops) and
never against this one. The restructured program is timed in the same interleaved
rounds as every other program and reported beside the item's measurement: how much a
rewrite gains over the loops the user has, judged against the model's *attainable*
time (its lower bound: at most the restructured time, and within 1.5x of it).
A registry names it with ``tuned_omp_source`` (and a ``tuned_note`` saying what it
changes).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from automatch.errors import AutomatchError, InputError
from automatch.validate import measure
from automatch.validate.metrics import compare_times


@dataclass(frozen=True)
class TunedReference:
    """The restructured program of one item and its runs, one per thread count of the
    CPU specs timed here."""

    source: Path
    note: str
    runs: dict[int, measure.OmpRun]
    error: str | None = None  # why it was not built (the item is measured all the same)


def registry_fields(table: dict[str, Any], where: str) -> tuple[str | None, str]:
    """(``tuned_omp_source`` or None, ``tuned_note``) of a registry table; a present but
    empty or non-string value raises InputError naming ``where``."""
    src = table.get("tuned_omp_source")
    note = table.get("tuned_note", "")
    if src is not None and (not isinstance(src, str) or not src):
        raise InputError(f"{where}: tuned_omp_source must be a non-empty string")
    if not isinstance(note, str):
        raise InputError(f"{where}: tuned_note must be a string")
    if note and src is None:
        raise InputError(f"{where}: tuned_note without tuned_omp_source")
    return src, note


def require_sources(where: str, *paths: Path | None) -> None:
    """Raise InputError naming ``where`` and the first of ``paths`` that is not a file
    (None: not given), before any profiling is spent on the item."""
    for path in paths:
        if path is not None and not path.is_file():
            raise InputError(f"{where}: {path} is not a file")


def prepare_tuned(source: Path | None, note: str, name: str, devices: list[dict], specs,
                  args: tuple[str, ...], work: Path) -> TunedReference | None:
    """Build the restructured program of item ``name`` (None when it has none) and plan
    its runs: one per thread count of the CPU specs measured here."""
    if source is None:
        return None
    try:
        binary = measure.build_omp(source, work / "bin" / f"{name}_tuned_omp")
    except AutomatchError as exc:
        return TunedReference(source, note, {}, f"{type(exc).__name__}: {str(exc)[:600]}")
    return TunedReference(source, note, measure.cpu_runs(devices, specs, binary, args))


def with_tuned(doc: dict[str, Any], tuned: TunedReference,
               results: dict[int, measure.RunResult], specs, variants) -> dict[str, Any]:
    """A copy of an item's record whose measured CPU devices carry ``tuned``: the
    restructured program's timing (or its error: a failed rewrite does not fail the
    item), the item's measurement over it, and each model variant's prediction against
    it, for the record only."""
    from automatch.validate.measure import checksums_agree

    out = copy.deepcopy(doc)
    sums = doc.get("checksums") or {}
    for spec in specs:
        rec = out["devices"].get(spec.name)
        res = results.get(spec.cores) if spec.kind == "cpu" else None
        if (rec is None or not rec.get("measured") or spec.kind != "cpu"
                or (res is None and tuned.error is None)):
            continue
        entry: dict[str, Any] = {"source": tuned.source.name, "note": tuned.note}
        if tuned.error is not None:
            entry["error"] = tuned.error
        elif res.error is not None:
            entry["error"] = f"{type(res.error).__name__}: {str(res.error)[:600]}"
        else:
            t = res.timing.measured_s
            entry["measured"] = res.timing.to_dict()
            entry["checksum"] = res.checksum
            if sums.get("sequential") is not None:
                entry["checksum_agrees"] = checksums_agree(sums["sequential"], res.checksum)
            entry["reference_over_tuned"] = measure.measured_s(rec["measured"]) / t if t > 0 else None
            entry["comparison"] = {v: compare_times(rec["predicted"][v]["time_s"], t) for v in variants}
            # *attainable* (the model's lower bound) is what a restructured program is
            # judged by: at most its time, and within 1.5x of it (issue 42)
            entry["attainable"] = {
                v: {"time_s": rec["predicted"][v]["time_low_s"],
                    "tuned_over_attainable": (t / rec["predicted"][v]["time_low_s"]
                                              if rec["predicted"][v]["time_low_s"] > 0 else None)}
                for v in variants if "time_low_s" in rec["predicted"][v]}
        rec["tuned"] = entry
    return out


__all__ = ["TunedReference", "prepare_tuned", "registry_fields", "require_sources", "with_tuned"]
