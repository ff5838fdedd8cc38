"""One validation item (a workload or a corpus kernel) between its profile and its record:
the run's configuration, the item's input, what its record keeps of the profile, its
predictions per model variant and each device's entry. The harness (harness.py) and the
corpus kernels (kernels.py) build items with these."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from automatch.errors import AutomatchError, InputError
from automatch.model.breakdown import SCATTER_DEFAULT, VARIANTS
from automatch.validate import measure
from automatch.validate.gccref import GccReference
from automatch.validate.metrics import compare_times
from automatch.validate.tuned import TunedReference


@dataclass(frozen=True)
class ValidationConfig:
    specs: tuple  # ArchSpec, names unique
    workloads: tuple[str, ...] = ()  # empty: all of the registry
    size: str = "validate"
    repetitions: int = 5
    variants: tuple[str, ...] = VARIANTS
    registry: str | None = None
    work_dir: str | None = None  # inputs and binaries; default a temporary folder
    timeout_s: float = 600.0
    spec_sources: tuple[str, ...] = ()  # where each spec came from, for the record
    partition_workload: str = "minighost"
    # None: as `automatch analyze` does by default (the model decides per device how a
    # reduction is scheduled); True/False force trees / the source's chain
    parallel_reductions: bool | None = None
    # corpus kernels: registry files (None: workloads/kernels/registry_*.toml; () none)
    kernel_registries: tuple[str, ...] | None = None
    only: tuple[str, ...] = ()  # names (workloads and kernels); empty: all
    classes: tuple[str, ...] = ()  # kernel classes; empty: all
    include_workloads: bool = True  # the 9 workloads of workloads/registry.toml
    # CPU specs that describe this machine (timed and judged); a CPU spec not named here
    # is judged only when it records this host's fingerprint (validate.hostspec)
    measured_specs: tuple[str, ...] = ()
    host_spec: dict[str, Any] | None = None  # how this host's spec was obtained
    keep_going: bool = False  # a corpus kernel that fails is recorded and skipped
    # also time each OpenMP program with one thread and judge the one-core model by it
    # (where the error lies: one core's model, or the parallel terms)
    one_thread: bool = False
    split: str = "all"  # "dev", "holdout" or "all" (validate.splits)


def generate_input(entry: dict, wl_dir: Path, size: str, work: Path) -> Path:
    """A workload's input at ``size``: the committed small one, else generated into ``work``
    by its gen_input.py (once)."""
    if size == "small":
        return wl_dir / entry["small_input"]
    out = work / f"{entry['name']}.{size}.bin"
    if not out.exists():
        cmd = [sys.executable, str(wl_dir / entry["generator"]), "--size", size, "-o", str(out)]
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
        if proc.returncode != 0:
            raise InputError(
                f"{entry['name']}: input generation failed ({' '.join(cmd)}): "
                f"{proc.stderr.strip()[-400:]} -- does its gen_input.py have a "
                f"{size!r} size?"
            )
    return out


def profile_summary(run, wall_s: float) -> dict[str, Any]:
    """What an item's record keeps of its profile and of the run that made it."""
    p = run.profile
    return {
        "W_flops": p.work,
        "D": p.depth,
        "S": p.sync_points,
        "average_parallelism": p.average_parallelism,
        "accesses": p.memory.accesses,
        "bytes": p.memory.bytes,
        "footprint_bytes": p.memory.footprint_bytes,
        "events": run.events,
        "analysis_time_s": p.analysis_time_s,
        "jit_native_region_s": run.native_region_s,
        "profile_wall_s": wall_s,
        "output_matches_native": run.profile.extra["output_matches_native"],
    }


def device_record(spec, timing, reason: str | None, preds: dict, variants) -> dict[str, Any]:
    """One device's entry of a workload's record: measured (or why not), predicted per
    model variant (``preds[variant][device]``: a Prediction) and their comparison."""
    meas = timing.measured_s if timing else None
    return {
        "kind": spec.kind,
        "measured": timing.to_dict() if timing else None,
        "not_measured_reason": None if timing else reason,
        "predicted": {
            v: {
                "time_s": preds[v][spec.name].time_s,
                "time_low_s": preds[v][spec.name].breakdown.time_low_s,
                "time_high_s": preds[v][spec.name].breakdown.time_high_s,
                "bottleneck": preds[v][spec.name].breakdown.bottleneck,
                "rank": preds[v][spec.name].rank,
            }
            for v in variants
        },
        "comparison": {v: compare_times(preds[v][spec.name].time_s, meas) for v in variants},
    }


@dataclass(frozen=True)
class PendingItem:
    """A workload or corpus kernel profiled, predicted and built, waiting for its OpenMP
    timings: ``runs`` (one per thread count of the measured CPU specs) are timed in
    interleaved rounds with every other item's (:func:`measure.time_interleaved`), then
    ``finish`` turns their results into the item's record."""

    name: str
    cls: str
    runs: dict[int, measure.OmpRun]
    finish: Callable[[dict[int, measure.RunResult]], dict[str, Any]]
    profile: Any = None
    input_path: Path | None = None
    tuned: TunedReference | None = None  # a restructured program timed beside it
    gcc: GccReference | None = None  # gcc's build of the same program, timed beside it


def device_records(
    devices: list[dict],
    specs,
    preds: dict,
    variants,
    results: dict[int, measure.RunResult],
    gpu_timing: Callable[[], Any] | None,
    gpu_missing: str,
    one_core: dict[str, float] | None = None,
) -> dict[str, dict[str, Any]]:
    """Every device's record of one item: CPU specs measured here take the timing of
    their thread count (a failed run raises its error), GPUs ``gpu_timing()``. With
    ``one_core`` (spec name -> the one-core model's seconds, ``--one-thread``) a CPU
    record also gets ``one_thread``: the one-thread run against that prediction."""
    per_dev = {}
    for dev, spec in zip(devices, specs, strict=True):
        timing, reason = None, dev.get("reason")
        if dev["measured"] and spec.kind == "cpu":
            res = results[spec.cores]
            if res.error is not None:
                raise res.error
            timing = res.timing
        elif dev["measured"]:
            timing = gpu_timing() if gpu_timing is not None else None
            if timing is None:
                reason = gpu_missing
        per_dev[spec.name] = device_record(spec, timing, reason, preds, variants)
        single = results.get(1)
        if (
            one_core
            and spec.name in one_core
            and timing is not None
            and single is not None
            and spec.cores > 1
        ):
            if single.error is not None:
                raise single.error
            per_dev[spec.name]["one_thread"] = one_thread_record(single.timing, one_core[spec.name])
    return per_dev


def one_thread_record(timing, predicted_s: float) -> dict[str, Any]:
    """The one-thread run of a CPU's OpenMP program against the one-core model."""
    return {
        "measured": timing.to_dict(),
        "predicted_s": predicted_s,
        "comparison": compare_times(predicted_s, timing.measured_s),
    }


def one_core_times(cfg: ValidationConfig, profile) -> dict[str, float] | None:
    """Spec name -> the one-core model's seconds for each multi-core CPU spec, when
    ``cfg.one_thread`` (else None)."""
    if not cfg.one_thread:
        return None
    from automatch.model.implementation import one_core_model

    return {
        s.name: one_core_model(profile, s).time()
        for s in cfg.specs
        if s.kind == "cpu" and s.cores > 1
    }


def predict_variants(
    profile, cfg: ValidationConfig, source: Path, say: Callable[[str], None],
    scatter: str = SCATTER_DEFAULT,
) -> dict[str, dict]:
    """Variant -> device -> Prediction for ``profile`` on ``cfg.specs``. The ``mca``
    variant compiles ``source`` as written (its parallel loops under OpenMP pragmas,
    clang -O3 -fopenmp; model/incore.as_written_loops) for each CPU spec's ``mcpu`` and
    times its innermost loops with llvm-mca. ``scatter``: how the OpenMP version runs
    its scatters (ModelOptions.scatter)."""
    from automatch.model.incore import as_written_loops
    from automatch.model.predict import MCA_VARIANT, predict

    out = {}
    for v in cfg.variants:
        loops = ()
        if v == MCA_VARIANT:
            try:
                loops, _note = as_written_loops(source, profile, cfg.specs)
            except AutomatchError as exc:  # the hand terms stay; say why
                say(f"{source.name}: no compiled loops for the mca variant ({exc})")
        out[v] = {p.device: p for p in predict(profile, cfg.specs, v, machine_loops=loops,
                                                scatter=scatter)}
    return out
