"""``automatch validate --gpu``: CPU (all host cores) vs GPU, measured vs predicted.

Steps, in this order, so that everything that needs no GPU is done (and cached) before
the first GPU call:

1. select the items (workloads and corpus kernels, ``--only``);
2. this host's CPU spec (``--spec``, else ``bench cpu`` cached by host fingerprint:
   :mod:`automatch.validate.hostspec`);
3. profile every item's sequential version (the harness' path:
   :func:`automatch.pipeline.profile_program`), cached as JSON in the profile folder
   keyed by the source, argv/input, tool and format versions and the engine's own
   sources: a development machine fills the cache, the GPU machine (no clang there)
   reads it;
4. build the OpenMP versions (gcc) and the CUDA ports (nvcc, where nvcc exists);
5. the first GPU call: no usable GPU stops here with :class:`NoGpuError` (exit code 4)
   and a message saying what was done; nothing is written to the results folder;
6. the GPU spec (``--gpu-spec``, else ``bench gpu``, raw sweeps saved beside the results);
7. time the OpenMP versions with all host cores, then the ports, each set in
   interleaved rounds (each round runs each program once; judged by the fastest, as
   measure.py explains);
8. predict both devices with the model's public API, and the CPU+GPU splits;
9. write the table (JSON + markdown) under ``validation/results/gpu-<machine>/``.

``budget_s`` bounds the wall time: a step whose estimate does not fit is skipped and the
report says so.
"""

from __future__ import annotations

import json
import os
import shutil
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from automatch.arch.bench.gpu import NoGpuError
from automatch.errors import AutomatchError, InputError
from automatch.validate import measure
from automatch.validate.gpu.ports import GpuItem, build_port, file_digest, gpu_items, time_ports

SPLIT_WORKLOADS = ("minighost", "stencil", "hotspot")
REPORT_RESERVE_S = 20.0  # kept back from the budget for the predictions and the report


@dataclass(frozen=True)
class GpuValidationConfig:
    only: tuple[str, ...] = ()
    size: str = "validate"
    repetitions: int = 5
    cpu_spec: str | None = None  # this host's CPU spec file (default: cached bench cpu)
    gpu_spec: str | None = None  # the GPU's spec file (default: bench gpu here)
    spec_cache: str | None = None
    rebench: bool = False
    quick_bench: bool = False
    out_dir: str | None = None  # default validation/results/gpu-<machine>
    work_dir: str | None = None  # inputs and binaries (default: a folder under the cache)
    profile_dir: str | None = None  # default validation/gpu/profiles
    budget_s: float | None = None
    timeout_s: float = 600.0
    split_workloads: tuple[str, ...] = SPLIT_WORKLOADS
    variant: str = "default"
    dry_run: bool = False
    registry: str | None = None
    kernel_registries: tuple[str, ...] | None = None
    extra: dict[str, Any] = field(default_factory=dict)


def repo_root() -> Path:
    return Path(__file__).resolve().parents[3]


class Clock:
    """Wall time against an optional budget; remembers what it skipped."""

    def __init__(self, budget_s: float | None):
        self.t0 = time.perf_counter()
        self.budget_s = budget_s
        self.skipped: list[str] = []

    def elapsed(self) -> float:
        return time.perf_counter() - self.t0

    def fits(self, estimate_s: float, what: str) -> bool:
        if self.budget_s is None or self.elapsed() + estimate_s + REPORT_RESERVE_S <= self.budget_s:
            return True
        self.skipped.append(
            f"{what} (needs ~{estimate_s:.0f} s, {self.elapsed():.0f} s of "
            f"{self.budget_s:.0f} s used)"
        )
        return False


def _select(cfg: GpuValidationConfig) -> tuple[list[GpuItem], Path]:
    from automatch.validate.harness import ValidationConfig, default_registry, select_items

    vc = ValidationConfig(
        specs=(), only=cfg.only, registry=cfg.registry, kernel_registries=cfg.kernel_registries
    )
    wl, ks = select_items(vc)
    reg = Path(cfg.registry) if cfg.registry else default_registry()
    return gpu_items(wl, ks, reg, cfg.size), reg


def plan_lines(cfg: GpuValidationConfig) -> list[str]:
    """What a run would do (``--dry-run``), one line per step and item."""
    items, _ = _select(cfg)
    nvcc = shutil.which("nvcc") or (
        "/usr/local/cuda/bin/nvcc" if os.access("/usr/local/cuda/bin/nvcc", os.X_OK) else None
    )
    gpu_ok, gpu_why = measure.gpu_status()
    ported = [i for i in items if i.cuda_source is not None]
    lines = [
        f"1. {len(items)} items ({len(ported)} with a GPU port), size {cfg.size}, "
        f"{cfg.repetitions} repetitions",
        "2. CPU spec: "
        + (
            cfg.cpu_spec
            or "bench cpu, cached by host fingerprint" + (" (quick)" if cfg.quick_bench else "")
        ),
        f"3. profiles of the sequential versions, cache {_profile_dir(cfg)}",
        f"4. builds: gcc -fopenmp; nvcc: {nvcc or 'not found (ports not built)'}",
        f"5. GPU: {gpu_why if gpu_ok else 'NONE: the run stops here (' + gpu_why + ')'}",
        "6. GPU spec: " + (cfg.gpu_spec or "bench gpu" + (" (quick)" if cfg.quick_bench else "")),
        "7. time OpenMP (all host cores) and the ports; 8. predict and split "
        f"({', '.join(cfg.split_workloads)}); 9. write {_out_dir(cfg, '<machine>')}",
    ]
    if cfg.budget_s:
        lines.append(f"   budget {cfg.budget_s:.0f} s: steps that do not fit are skipped")
    for it in items:
        port = str(it.cuda_source.relative_to(repo_root())) if it.cuda_source else "no GPU port"
        argv = " ".join(it.argv) if it.workload is None else f"input {it.size}"
        lines.append(f"   - {it.name:<22} {it.origin:<8} {it.cls:<20} {port} ({argv})")
    return lines


def _profile_dir(cfg: GpuValidationConfig) -> Path:
    return (
        Path(cfg.profile_dir)
        if cfg.profile_dir
        else repo_root() / "validation" / "gpu" / "profiles"
    )


def _out_dir(cfg: GpuValidationConfig, machine: str) -> Path:
    return (
        Path(cfg.out_dir)
        if cfg.out_dir
        else (repo_root() / "validation" / "results" / f"gpu-{machine}")
    )


def _cpu_spec(cfg: GpuValidationConfig, say: Callable[[str], None]):
    from automatch.arch.spec.files import load_spec
    from automatch.validate.hostspec import measured_host_spec

    if cfg.cpu_spec:
        spec = load_spec(cfg.cpu_spec)
        if spec.kind != "cpu":
            raise InputError(
                f"--spec {cfg.cpu_spec}: a {spec.kind} spec; give this host's CPU spec"
            )
        return spec, {"how": "given with --spec", "path": cfg.cpu_spec}
    bench = None
    if cfg.quick_bench:

        def bench(log):
            from automatch.arch.bench.cpu import CpuBenchConfig, run_cpu_bench

            return run_cpu_bench(CpuBenchConfig(quick=True), log=log).spec

    hs = measured_host_spec(cache_dir=cfg.spec_cache, rebench=cfg.rebench, bench=bench, log=say)
    return hs.spec, {
        **hs.to_dict(),
        "how": "bench cpu"
        + (" (quick)" if cfg.quick_bench else "")
        + (", cached" if not hs.benched else ", measured in this run"),
    }


def _item_argv(
    item: GpuItem, cfg: GpuValidationConfig, registry: Path, work: Path
) -> tuple[tuple[str, ...], str]:
    """(argv, cache-key material): a workload's generated input, or the registry argv."""
    if item.workload is None:
        return item.argv, " ".join(item.argv)
    from automatch.validate.items import generate_input

    inp = generate_input(item.workload, registry.parent, item.size, work)
    gen = registry.parent / item.workload["generator"]
    return (str(inp),), f"{item.size}:{file_digest(gen)}"


def _analysis_sources() -> list[Path]:
    """The engine's sources (IR canonicalisation and the vectoriser's f_v,
    instrumentation, replay, analyses, and the C runtime of the program's own replay):
    part of a cached profile's key, so that a change to what a profile holds profiles
    again, with or without a format-version bump."""
    pkg = repo_root() / "automatch"
    exec_dir = pkg / "exec"
    return sorted([*(pkg / "ir").glob("*.py"), *(pkg / "ir").glob("*.c"), *exec_dir.rglob("*.py"),
                   *exec_dir.rglob("*.c"), *exec_dir.rglob("*.h"), *(pkg / "analyses").rglob("*.py")])


def _profile(
    item: GpuItem,
    argv: tuple[str, ...],
    key_extra: str,
    cfg: GpuValidationConfig,
    say: Callable[[str], None],
):
    """The item's Profile: from the cache when its key matches, else profiled (and cached)."""
    from automatch.version import version

    __version__ = version()
    from automatch.analyses.profile import PROFILE_FORMAT_VERSION
    from automatch.analyses.profile_json import profile_document, profile_from_dict
    from automatch.fileio import atomic_write_text

    key = file_digest(
        item.source,
        *_analysis_sources(),
        extra=f"{key_extra}|{__version__}|{PROFILE_FORMAT_VERSION}|{item.kernel}",
    )
    path = _profile_dir(cfg) / f"{item.name}.{item.size}.json"
    if path.is_file():
        try:
            doc = json.loads(path.read_text())
            if doc.get("cache_key") == key:
                return profile_from_dict(doc["document"]), "cached"
        except (ValueError, KeyError, InputError):
            pass
    from automatch.pipeline import AnalysisOptions, profile_program

    say(f"{item.name}: profiling the sequential version")
    opts = (
        AnalysisOptions(kernel=item.kernel, input_path=argv[0], timeout_s=cfg.timeout_s)
        if item.workload is not None
        else AnalysisOptions(kernel=item.kernel, program_args=argv, timeout_s=cfg.timeout_s)
    )
    run = profile_program(str(item.source), opts)
    atomic_write_text(
        path,
        json.dumps(
            {
                "cache_key": key,
                "item": item.name,
                "size": item.size,
                "document": profile_document(run.profile),
            }
        )
        + "\n",
    )
    return run.profile, "profiled"


def _work_dir(cfg: GpuValidationConfig) -> Path:
    if cfg.work_dir:
        return Path(cfg.work_dir)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "automatch" / "validate-gpu"


def run_gpu_validation(
    cfg: GpuValidationConfig, say: Callable[[str], None] = lambda _m: None
) -> dict[str, Any]:
    """Do the steps of the module docstring; return ``{"json": path, "markdown": path,
    "result": document}``. Raises :class:`NoGpuError` at step 5 without a GPU."""
    from automatch.validate.gpu.report import assemble, write_report

    if cfg.repetitions < 1:
        raise InputError("--repetitions must be at least 1")
    clock = Clock(cfg.budget_s)
    items, registry = _select(cfg)
    cpu_spec, cpu_record = _cpu_spec(cfg, say)
    work = _work_dir(cfg)
    (work / "bin").mkdir(parents=True, exist_ok=True)
    rows: dict[str, dict[str, Any]] = {}
    profiles = {}
    left_out: list[str] = []
    for it in list(items):
        argv, key_extra = _item_argv(it, cfg, registry, work)
        try:
            profiles[it.name], how = _profile(it, argv, key_extra, cfg, say)
        except AutomatchError as exc:  # e.g. no clang on a GPU machine and no cached profile
            say(f"{it.name}: left out, its profile failed ({exc})")
            left_out.append(f"{it.name}: profile failed ({str(exc)[:300]})")
            items.remove(it)
            continue
        rows[it.name] = {"item": it.to_dict(), "argv": list(argv), "profile": how}
    if not items:
        raise InputError("validate --gpu: no item could be profiled: " + "; ".join(left_out))
    gpu_ok, gpu_why = measure.gpu_status()
    binaries: dict[str, tuple[Path, Path | None]] = {}
    for it in items:
        # gcc, as before issue 42: the GPU machines have no clang (step 2 above)
        omp = measure.build_omp(it.omp_source, work / "bin" / f"{it.name}_omp",
                                cc=measure.GCC_CC)
        cuda, note = build_port(it, work / "bin", gpu_present=gpu_ok)
        binaries[it.name] = (omp, cuda)
        rows[it.name]["gpu_build"] = note
    say(f"profiles and builds done ({len(items)} items, {clock.elapsed():.0f} s)")
    if not gpu_ok:  # step 5: the first GPU call
        built = sum(1 for _o, c in binaries.values() if c is not None)
        raise NoGpuError(
            f"validate --gpu needs a usable NVIDIA GPU: {gpu_why}. Done before stopping: "
            f"CPU spec ({cpu_record['how']}), {len(items)} profiles (cached in "
            f"{_profile_dir(cfg)}), OpenMP builds and {built} CUDA port build(s) in "
            f"{work / 'bin'}. Nothing was written to the results folder. Run it on a GPU "
            "machine (validation/gpu/README.md)."
        )
    gpu_spec, gpu_record = _gpu_spec(cfg, work, say)
    _time_items(items, binaries, rows, cpu_spec.cores, cfg, clock, say)
    from automatch.validate.gpu.split import measure_splits

    splits = measure_splits(
        cfg, items, rows, profiles, cpu_spec, gpu_spec, binaries, work, clock, say
    )
    doc = assemble(
        cfg,
        rows,
        profiles,
        cpu_spec,
        gpu_spec,
        splits,
        {
            "cpu_spec": cpu_record,
            "gpu_spec": gpu_record,
            "gpu": gpu_why,
            "skipped": clock.skipped,
            "left_out": left_out,
            "wall_s": clock.elapsed(),
        },
    )
    out = _out_dir(cfg, doc["machine"])
    return {**write_report(doc, out), "result": doc}


def _within_budget(clock: Clock, items: list[GpuItem], per_item_s: float, what: str
                   ) -> list[GpuItem]:
    """The items whose timing fits the budget, in order, each one's estimate added to
    those before it (they are timed together, in interleaved rounds)."""
    chosen, total = [], 0.0
    for it in items:
        if clock.fits(total + per_item_s, f"{it.name}: {what}"):
            chosen.append(it)
            total += per_item_s
    return chosen


def _time_items(items: list[GpuItem], binaries: dict, rows: dict, threads: int,
                cfg: GpuValidationConfig, clock: Clock, say: Callable[[str], None]) -> None:
    """Step 7: the OpenMP versions (all host cores), then the CUDA ports, each set in
    interleaved rounds (``measure.time_interleaved``, ``gpu_ports.time_ports``), into
    ``rows``. A failing program raises, as a failing run always has here."""
    reps = cfg.repetitions
    omp = _within_budget(clock, items, 1.0 * reps, "OpenMP timing")
    runs = [measure.OmpRun(binaries[it.name][0], tuple(rows[it.name]["argv"]), threads,
                           measure.GCC_CC) for it in omp]
    for it, res in zip(omp, measure.time_interleaved(runs, reps, cfg.timeout_s), strict=True):
        if res.error is not None:
            raise res.error
        rows[it.name]["cpu_measured"] = res.timing.to_dict()
        rows[it.name]["omp_checksum"] = res.checksum
    say(f"OpenMP versions timed, {len(omp)} in {reps} rounds ({clock.elapsed():.0f} s)")
    gpu = _within_budget(clock, [it for it in items if binaries[it.name][1] is not None],
                         1.5 * reps, "GPU timing")
    ports = [(binaries[it.name][1], tuple(rows[it.name]["argv"])) for it in gpu]
    for it, pt in zip(gpu, time_ports(ports, reps, cfg.timeout_s), strict=True):
        rows[it.name]["gpu_measured"], rows[it.name]["gpu_checksum"] = pt.to_dict(), pt.checksum
    say(f"GPU ports timed, {len(gpu)} in {reps} rounds ({clock.elapsed():.0f} s)")


def _gpu_spec(cfg: GpuValidationConfig, work: Path, say: Callable[[str], None]):
    from automatch.arch.spec.files import load_spec, save_spec

    if cfg.gpu_spec:
        spec = load_spec(cfg.gpu_spec)
        if spec.kind != "gpu":
            raise InputError(f"--gpu-spec {cfg.gpu_spec}: a {spec.kind} spec, not a GPU's")
        return spec, {"how": "given with --gpu-spec", "path": cfg.gpu_spec}
    from automatch.arch.bench.gpu import GpuBenchConfig, run_gpu_bench

    say("benchmarking the GPU (bench gpu)")
    res = run_gpu_bench(GpuBenchConfig(quick=cfg.quick_bench), log=say)
    raw_path, spec_path = work / "bench_gpu_raw.json", work / f"{res.spec.name}.toml"
    raw_path.write_text(json.dumps(res.raw, indent=1) + "\n")
    save_spec(res.spec, spec_path)
    return res.spec, {
        "how": "bench gpu" + (" (quick)" if cfg.quick_bench else ""),
        "path": str(spec_path),
        "raw": str(raw_path),
        "warnings": list(res.warnings),
    }


__all__ = ["GpuValidationConfig", "SPLIT_WORKLOADS", "plan_lines", "run_gpu_validation"]
