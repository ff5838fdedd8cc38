"""Validate one corpus kernel: profile the sequential program, predict, time the OpenMP one.

The sequential C program is profiled as it is (``profile_program`` compiles it with
clang-19, the region is the registry's ``kernel`` function, the argv comes from the
registry via ``AnalysisOptions.program_args``); the OpenMP program is built with
``clang-19 -O3 -march=native -fopenmp`` (the judged reference) and with gcc (timed
beside it, ``validate.gccref``), and timed with ``OMP_NUM_THREADS`` = each measured CPU
spec's cores. The result document has the shape of a workload's (see
``harness.prepare_workload``) plus the kernel's class and both checksums.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from automatch.validate import measure
from automatch.validate.corpus import KernelEntry
from automatch.validate.gccref import prepare_gcc
from automatch.validate.items import (
    PendingItem,
    ValidationConfig,
    device_records,
    one_core_times,
    predict_variants,
    profile_summary,
)
from automatch.validate.measure import checksums_agree
from automatch.validate.tuned import prepare_tuned, require_sources


def prepare_kernel(entry: KernelEntry, cfg: ValidationConfig, devices: list[dict], work: Path,
                   say: Callable[[str], None]) -> PendingItem:
    """Profile and predict one corpus kernel, build its programs and time the sequential
    one; its OpenMP runs wait for the interleaved rounds (harness.time_and_finish)."""
    from automatch.pipeline import AnalysisOptions, profile_program

    argv = entry.args(cfg.size)
    require_sources(f"corpus kernel {entry.name} ({entry.registry})", entry.source,
                    entry.omp_source, entry.tuned_omp_source)
    say(f"{entry.name}: profiling `{entry.source.name} {' '.join(argv)}` (kernel {entry.kernel})")
    t0 = time.perf_counter()
    extra = {} if cfg.parallel_reductions is None else {
        "parallel_reductions": cfg.parallel_reductions}
    run = profile_program(str(entry.source), AnalysisOptions(
        kernel=entry.kernel, program_args=argv, timeout_s=cfg.timeout_s, **extra))
    prof_wall = time.perf_counter() - t0
    preds = predict_variants(run.profile, cfg, entry.source, say, entry.scatter)
    say(f"{entry.name}: profiled in {prof_wall:.1f} s; sequential timing ({cfg.repetitions} runs)")
    seq_bin = measure.build_sequential(entry.source, work / "bin" / entry.name)
    seq, seq_sum = measure.time_sequential_argv(seq_bin, argv, cfg.repetitions, cfg.timeout_s)
    omp_bin = measure.build_omp(entry.omp_source, work / "bin" / f"{entry.name}_omp")
    tuned = prepare_tuned(entry.tuned_omp_source, entry.tuned_note, entry.name, devices,
                          cfg.specs, tuple(argv), work)
    gcc = prepare_gcc(entry.omp_source, entry.name, devices, cfg.specs, tuple(argv), work)

    def finish(results: dict[int, measure.RunResult]) -> dict[str, Any]:
        per_dev = device_records(devices, cfg.specs, preds, cfg.variants, results, None,
                                 f"not measured: no GPU implementation of corpus kernel "
                                 f"{entry.name}", one_core_times(cfg, run.profile))
        omp_sum = next((r.checksum for r in results.values() if r.error is None), None)
        return {"name": entry.name, "kernel": entry.kernel, "class": entry.cls,
                "split": entry.split, "origin": "corpus", "size": cfg.size, "argv": list(argv),
                "description": entry.description,
                "profile": profile_summary(run, prof_wall), "sequential": seq.to_dict(),
                "checksums": {"sequential": seq_sum, "omp": omp_sum,
                              "agree": checksums_agree(seq_sum, omp_sum)},
                "devices": per_dev}

    return PendingItem(entry.name, entry.cls,
                       measure.cpu_runs(devices, cfg.specs, omp_bin, tuple(argv), cfg.one_thread), finish,
                       tuned=tuned, gcc=gcc)


__all__ = ["checksums_agree", "prepare_kernel"]
