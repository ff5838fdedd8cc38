"""``run_validation``: profile, predict and measure every workload of the registry.

For each workload: generate its input at the chosen size, profile it (exact analysis,
kernel from the registry, input as argv[1]), predict its time on every spec (model
variants ``default`` and ``paper``), time its OpenMP implementation on this machine
(built by clang-19 with libomp, judged; gcc's build timed beside it, ``validate.gccref``)
for each CPU spec that was measured here (``OMP_NUM_THREADS`` = the spec's cores; all
items' OpenMP programs in interleaved rounds once every item is profiled:
``measure.time_interleaved``) and its GPU implementation where a GPU is usable, then
compare. MiniGhost is also split
across a CPU and a GPU (even / AutoMatch / oracle) when both were measured.
"""

from __future__ import annotations

import datetime as _dt
import os
import platform
import socket
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from automatch.errors import AutomatchError, InputError
from automatch.validate import measure
from automatch.validate.gccref import prepare_gcc, with_gcc
from automatch.validate.items import (
    PendingItem,
    ValidationConfig,
    device_records,
    generate_input,
    one_core_times,
    predict_variants,
    profile_summary,
)
from automatch.validate.metrics import (
    accuracy_figures,
    figures_by_class,
    oracle_split,
    ranking_summary,
    round_split,
    summarize_errors,
)
from automatch.validate.splits import check_split, summary_by_split, workload_split
from automatch.validate.splits import keep as in_split
from automatch.validate.tuned import (
    prepare_tuned,
    registry_fields,
    require_sources,
    with_tuned,
)

RESULT_FORMAT_VERSION = 2
SIZES = ("validate", "small", "medium", "large")


def default_registry() -> Path:
    return Path(__file__).resolve().parents[2] / "workloads" / "registry.toml"


def load_registry(path: Path) -> list[dict]:
    import tomllib

    if not path.is_file():
        raise InputError(f"workload registry not found: {path} (pass --registry)")
    with open(path, "rb") as f:
        return tomllib.load(f)["workload"]


@dataclass(frozen=True)
class ValidationResult:
    host: dict[str, Any]
    config: dict[str, Any]
    devices: tuple[dict[str, Any], ...]
    workloads: tuple[dict[str, Any], ...]
    summary: dict[str, Any]
    partition: dict[str, Any]
    tool_version: str = ""
    wall_s: float = 0.0
    format_version: int = RESULT_FORMAT_VERSION

    def to_dict(self) -> dict[str, Any]:
        return {"format_version": self.format_version, "kind": "automatch-validation",
                "tool_version": self.tool_version, "wall_s": self.wall_s, "host": self.host,
                "config": self.config, "devices": list(self.devices),
                "workloads": list(self.workloads), "summary": self.summary,
                "partition": self.partition}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> ValidationResult:
        return cls(host=d["host"], config=d["config"], devices=tuple(d["devices"]),
                   workloads=tuple(d["workloads"]), summary=d["summary"],
                   partition=d["partition"], tool_version=d.get("tool_version", ""),
                   wall_s=float(d.get("wall_s", 0.0)),
                   format_version=int(d.get("format_version", RESULT_FORMAT_VERSION)))


def host_info() -> dict[str, Any]:
    cpu = platform.processor()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return {"hostname": socket.gethostname(), "cpu": cpu, "logical_cpus": os.cpu_count(),
            "platform": platform.platform(),
            "date": _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds"),
            "load_average_start": list(os.getloadavg())}


def _device_plan(specs, gpu_ok: bool, gpu_why: str, measured_specs: tuple[str, ...] = ()
                 ) -> list[dict[str, Any]]:
    """What will be measured for each spec, and why not when not. A CPU spec is timed
    (and its predictions judged) only when it describes this machine: named in
    ``measured_specs`` or recording this host's fingerprint."""
    from automatch.validate.hostspec import host_fingerprint, matches_host, spec_fingerprint

    here = host_fingerprint()
    out = []
    for s in specs:
        d = {"name": s.name, "kind": s.kind, "cores": s.cores,
             "provenance": s.provenance.source, "model": s.model,
             "fingerprint_matches_host": matches_host(s, here)}
        if s.kind == "cpu":
            if s.name in measured_specs or d["fingerprint_matches_host"]:
                d.update(measured=True, how=f"OpenMP, {s.cores} threads")
            elif s.provenance.source != "measured":
                d.update(measured=False, reason="datasheet spec: not this machine's CPU")
            else:
                why = ("records another host's fingerprint" if spec_fingerprint(s)
                       else "records no host fingerprint")
                d.update(measured=False, reason=f"measured on another machine or unknown ({why}):"
                         " a spec from another CPU is never used to judge accuracy")
        elif gpu_ok:
            d.update(measured=True, how=f"CuPy on {gpu_why}")
        else:
            d.update(measured=False, reason=f"not measured: {gpu_why}")
        out.append(d)
    return out


def prepare_workload(entry: dict, cfg: ValidationConfig, devices: list[dict], wl_dir: Path,
                     work: Path, gpu_ok: bool, say: Callable[[str], None]) -> PendingItem:
    """Profile and predict one workload of the registry, build its programs and time the
    sequential one; its OpenMP runs wait for the interleaved rounds."""
    from automatch.pipeline import AnalysisOptions, profile_program
    from automatch.validate.corpus import WORKLOAD_CLASSES

    name = entry["name"]
    tuned_src, tuned_note = registry_fields(entry, f"workload {name}")
    require_sources(f"workload {name}", wl_dir / entry["ll"], wl_dir / entry["source"],
                    wl_dir / entry["omp_source"], None if tuned_src is None else wl_dir / tuned_src)
    inp = generate_input(entry, wl_dir, cfg.size, work)
    say(f"{name}: profiling ({inp.stat().st_size / 1e6:.1f} MB input)")
    t0 = time.perf_counter()
    run = profile_program(str(wl_dir / entry["ll"]),
                          AnalysisOptions(kernel=entry["kernel"], input_path=str(inp),
                                          timeout_s=cfg.timeout_s,
                                          **({} if cfg.parallel_reductions is None else
                                             {"parallel_reductions": cfg.parallel_reductions})))
    prof_wall = time.perf_counter() - t0
    preds = predict_variants(run.profile, cfg, wl_dir / entry["source"], say)
    say(f"{name}: profiled in {prof_wall:.1f} s; sequential timing ({cfg.repetitions} runs)")
    seq_bin = measure.build_sequential(wl_dir / entry["source"], work / "bin" / name)
    seq = measure.time_sequential(seq_bin, inp, cfg.repetitions, cfg.timeout_s)
    omp_bin = measure.build_omp(wl_dir / entry["omp_source"], work / "bin" / f"{name}_omp")
    tuned = prepare_tuned(None if tuned_src is None else wl_dir / tuned_src, tuned_note, name,
                          devices, cfg.specs, (str(inp),), work)
    gcc = prepare_gcc(wl_dir / entry["omp_source"], name, devices, cfg.specs, (str(inp),), work)
    cls = entry.get("class") or WORKLOAD_CLASSES.get(name, "unclassified")
    split = entry.get("split", "dev")

    def finish(results: dict[int, measure.RunResult]) -> dict[str, Any]:
        gpu = (lambda: measure.time_gpu(name, inp, cfg.repetitions)) if gpu_ok else None
        per_dev = device_records(devices, cfg.specs, preds, cfg.variants, results, gpu,
                                 f"not measured: no GPU implementation of {name} in "
                                 "automatch.validate", one_core_times(cfg, run.profile))
        return {"name": name, "kernel": entry["kernel"], "size": cfg.size, "origin": "workload",
                "class": cls, "split": split, "input_bytes": inp.stat().st_size,
                "profile": profile_summary(run, prof_wall), "sequential": seq.to_dict(),
                "devices": per_dev}

    return PendingItem(name, cls, measure.cpu_runs(devices, cfg.specs, omp_bin, (str(inp),),
                                           cfg.one_thread), finish, run.profile, inp, tuned,
                       gcc)


def _summary(workloads: list[dict], variants: tuple[str, ...], devices: list[dict]) -> dict:
    out: dict[str, Any] = {}
    for v in variants:
        per_device = {}
        for dev in devices:
            pairs = [(w["devices"][dev["name"]]["predicted"][v]["time_s"],
                      measure.measured_s(w["devices"][dev["name"]]["measured"]))
                     for w in workloads if w["devices"][dev["name"]]["measured"]]
            per_device[dev["name"]] = summarize_errors(pairs)
        ranking = ranking_summary({
            w["name"]: ({d: x["predicted"][v]["time_s"] for d, x in w["devices"].items()},
                        {d: measure.measured_s(x["measured"]) for d, x in w["devices"].items()
                         if x["measured"]})
            for w in workloads})
        figures, by_class = {}, {}
        for dev in devices:
            rows = []  # (class, estimate, measured, lower bound)
            for w in workloads:
                x = w["devices"][dev["name"]]
                if x["measured"]:
                    pred = x["predicted"][v]
                    rows.append((w.get("class", "unclassified"), pred["time_s"],
                                 measure.measured_s(x["measured"]),
                                 pred.get("time_low_s", pred["time_s"])))
            if rows:
                figures[dev["name"]] = accuracy_figures([(p, m) for _, p, m, _ in rows],
                                                        lows=[lo for *_, lo in rows])
                by_class[dev["name"]] = figures_by_class(rows)
        out[v] = {"per_device": per_device, "device_ranking": ranking, "figures": figures,
                  "by_class": by_class, "splits": summary_by_split(workloads, v, devices)}
    return out


def _write_minighost_share(src: Path, out: Path, z0: int, z1: int) -> Path:
    """A MiniGhost input holding planes z0..z1-1 of ``src`` (same steps)."""
    import numpy as np

    raw = src.read_bytes()
    nx, ny, nz, steps = (int(x) for x in np.frombuffer(raw, dtype="<i4", count=4))
    grid = np.frombuffer(raw, dtype="<f8", offset=16).reshape(nz, ny, nx)
    with open(out, "wb") as f:
        f.write(np.array([nx, ny, z1 - z0, steps], dtype="<i4").tobytes())
        f.write(grid[z0:z1].astype("<f8").tobytes())
    return out


def _partition(cfg, devices, workloads, profiles, inputs, work, gpu_ok, gpu_why, say) -> dict:
    from automatch.decide.partition import plan_partition

    name = cfg.partition_workload
    w = next((x for x in workloads if x["name"] == name), None)
    if w is None:
        return {"status": "skipped", "reason": f"{name} was not among the validated workloads"}
    cpus = [d for d in devices if d["kind"] == "cpu" and d["measured"]]
    gpus = [d for d in devices if d["kind"] != "cpu"]
    if not gpus:
        return {"status": "needs a GPU machine",
                "reason": "no GPU spec given (--arch): run `automatch validate --arch dev-host "
                          "GPU_SPEC` on a machine with a GPU"}
    cpu, gpu = (cpus[0] if cpus else None), gpus[0]
    specs = {s.name: s for s in cfg.specs}
    pair = [specs[cpu["name"]], specs[gpu["name"]]] if cpu else []
    if not cpu:
        return {"status": "skipped", "reason": "no CPU spec measured on this machine"}
    nz = int(w["profile"].get("nz") or _nz(inputs[name]))
    plans = {m: plan_partition(profiles[name], pair, granularity=nz, method=m)
             for m in ("equal-finish", "paper")}
    doc: dict[str, Any] = {"workload": name, "devices": [cpu["name"], gpu["name"]],
                           "units": nz, "unit": "z planes",
                           "automatch": {m: p.to_dict() for m, p in plans.items()}}
    if not (gpu_ok and gpu["measured"] and w["devices"][gpu["name"]]["measured"]):
        doc.update(status="needs a GPU machine",
                   reason=f"measured splits need a GPU: {gpu_why}")
        return doc
    full = {cpu["name"]: w["devices"][cpu["name"]]["measured"]["median_s"],
            gpu["name"]: w["devices"][gpu["name"]]["measured"]["median_s"]}
    splits = {"default": {cpu["name"]: nz // 2, gpu["name"]: nz - nz // 2},
              "automatch": {k: int(v.units) for k, v in
                            ((s.device, s) for s in plans["equal-finish"].shares)},
              "automatch_paper": {k: int(v.units) for k, v in
                                  ((s.device, s) for s in plans["paper"].shares)},
              "oracle": round_split(oracle_split(full), nz)}
    cores = specs[cpu["name"]].cores
    omp_bin = work / "bin" / f"{name}_omp"
    results = {}
    for label, units in splits.items():
        say(f"partition: {label} split {units}")
        times = {}
        z_cpu = units[cpu["name"]]
        if z_cpu > 0:
            part = _write_minighost_share(inputs[name], work / f"{name}.cpu.{z_cpu}.bin", 0, z_cpu)
            times[cpu["name"]] = measure.time_omp(omp_bin, part, cores, cfg.repetitions).median_s
        if nz - z_cpu > 0:
            part = _write_minighost_share(inputs[name], work / f"{name}.gpu.{nz - z_cpu}.bin",
                                          z_cpu, nz)
            times[gpu["name"]] = measure.time_gpu(name, part, cfg.repetitions).median_s
        results[label] = {"units": units, "fractions": {k: u / nz for k, u in units.items()},
                          "measured_s": times, "makespan_s": max(times.values())}
    doc.update(status="ok", full_measured_s=full, splits=results,
               note="each device runs its share of z planes alone (no halo exchange, not "
                    "concurrently); makespan = max of the two measured times")
    return doc


def _nz(path: Path) -> int:
    import numpy as np

    return int(np.frombuffer(path.read_bytes()[:16], dtype="<i4")[2])


def _select(cfg: ValidationConfig, registry: list[dict], corpus: list) -> tuple[list, list]:
    """The workloads and corpus kernels named by ``only``/``workloads`` and ``classes``."""
    from automatch.validate.corpus import CLASSES, WORKLOAD_CLASSES, holdout_workloads

    check_split(cfg.split)
    held = holdout_workloads(None if cfg.kernel_registries is None
                             else list(cfg.kernel_registries))
    workloads = [{**w, "split": workload_split(w["name"], held)}
                 for w in (registry if cfg.include_workloads else [])]
    known = [w["name"] for w in workloads] + [k.name for k in corpus]
    names = list(cfg.only) + list(cfg.workloads)
    unknown = [n for n in names if n not in known]
    if unknown:
        raise InputError(f"unknown workload(s) or kernel(s) {', '.join(unknown)}; known: "
                         f"{', '.join(known) or 'none'}")
    bad = [c for c in cfg.classes if c not in CLASSES]
    if bad:
        raise InputError(f"unknown class(es) {', '.join(bad)}; use {', '.join(CLASSES)}")

    def keep(name: str, cls: str, split: str) -> bool:
        return ((not names or name in names) and (not cfg.classes or cls in cfg.classes)
                and in_split(split, cfg.split))

    wl = [w for w in workloads
          if keep(w["name"], w.get("class") or WORKLOAD_CLASSES.get(w["name"], ""), w["split"])]
    ks = [k for k in corpus if keep(k.name, k.cls, k.split)]
    if not wl and not ks:
        raise InputError("nothing to validate: no workload or kernel matches "
                         "--only/--classes/--split")
    return wl, ks


def select_items(cfg: ValidationConfig) -> tuple[list[dict], list]:
    """The workload tables and corpus KernelEntry items ``cfg`` selects (registries
    read and names/classes checked: InputError when one is wrong). Cheap: call it
    before measuring the host."""
    from automatch.validate.corpus import load_corpus

    reg_path = Path(cfg.registry) if cfg.registry else default_registry()
    registry = load_registry(reg_path) if cfg.include_workloads else []
    corpus = load_corpus(None if cfg.kernel_registries is None else list(cfg.kernel_registries))
    return _select(cfg, registry, corpus)


def time_and_finish(pending: list[PendingItem], cfg: ValidationConfig,
                    say: Callable[[str], None], fail: Callable[[str, str, Exception], None]
                    ) -> tuple[list[dict], dict[str, Any], dict[str, Path]]:
    """Time every item's OpenMP runs in ``cfg.repetitions`` interleaved rounds, then
    build each item's record (an item whose run failed goes to ``fail``). Returns the
    records, and the profiles and inputs of the registry's workloads by name."""
    runs = [r for item in pending for r in item.runs.values()]
    runs += [r for item in pending if item.tuned is not None for r in item.tuned.runs.values()]
    runs += [r for item in pending if item.gcc is not None for r in item.gcc.runs.values()]
    say(f"timing {len(runs)} OpenMP programs in {cfg.repetitions} interleaved rounds")
    results = measure.time_interleaved(
        runs, cfg.repetitions, cfg.timeout_s,
        on_round=lambda r: say(f"timing round {r + 1} of {cfg.repetitions}"))
    by_run = dict(zip(map(id, runs), results, strict=True))
    docs, profiles, inputs = [], {}, {}
    for item in pending:
        try:
            doc = item.finish({n: by_run[id(r)] for n, r in item.runs.items()})
            if item.tuned is not None:
                doc = with_tuned(doc, item.tuned,
                                 {n: by_run[id(r)] for n, r in item.tuned.runs.items()},
                                 cfg.specs, cfg.variants)
            if item.gcc is not None:
                doc = with_gcc(doc, item.gcc, {n: by_run[id(r)] for n, r in item.gcc.runs.items()},
                               cfg.specs)
        except AutomatchError as exc:
            fail(item.name, item.cls, exc)
            continue
        docs.append(doc)
        if item.input_path is not None:
            profiles[item.name], inputs[item.name] = item.profile, item.input_path
    return docs, profiles, inputs


def run_validation(cfg: ValidationConfig, on_progress: Callable[[str], None] | None = None
                   ) -> ValidationResult:
    from automatch.version import version

    __version__ = version()
    from automatch.validate.kernels import prepare_kernel

    say = on_progress or (lambda _msg: None)
    if cfg.size not in SIZES:
        raise InputError(f"unknown size {cfg.size!r}; use one of {', '.join(SIZES)}")
    if cfg.repetitions < 1:
        raise InputError("--repetitions must be at least 1")
    if not cfg.specs:
        raise InputError("no architecture specs to validate against")
    reg_path = Path(cfg.registry) if cfg.registry else default_registry()
    wl_entries, kernel_entries = select_items(cfg)
    t_start = time.perf_counter()
    host = host_info()
    gpu_ok, gpu_why = measure.gpu_status()
    host["gpu"] = gpu_why if gpu_ok else None
    devices = _device_plan(cfg.specs, gpu_ok, gpu_why, cfg.measured_specs)
    tmp = None if cfg.work_dir else tempfile.TemporaryDirectory(prefix="automatch-validate-")
    work = Path(cfg.work_dir or tmp.name)
    work.mkdir(parents=True, exist_ok=True)
    try:
        pending: list[PendingItem] = []
        for entry in wl_entries:
            pending.append(prepare_workload(entry, cfg, devices, reg_path.parent, work,
                                            gpu_ok, say))
        failed = []

        def fail(name: str, cls: str, exc: Exception) -> None:
            if not cfg.keep_going:
                raise exc
            say(f"{name}: FAILED, left out ({type(exc).__name__}: {exc})")
            failed.append({"name": name, "class": cls,
                           "error": f"{type(exc).__name__}: {str(exc)[:600]}"})

        for k in kernel_entries:
            try:
                pending.append(prepare_kernel(k, cfg, devices, work, say))
            except AutomatchError as exc:
                fail(k.name, k.cls, exc)
        docs, profiles, inputs = time_and_finish(pending, cfg, say, fail)
        part = _partition(cfg, devices, docs, profiles, inputs, work, gpu_ok, gpu_why, say)
    finally:
        if tmp is not None:
            tmp.cleanup()
    host["load_average_end"] = list(os.getloadavg())
    judged = next((d["name"] for d in devices if d["kind"] == "cpu" and d["measured"]), None)
    config = {"workloads": [w["name"] for w in wl_entries],
              "kernels": [k.name for k in kernel_entries
                          if k.name not in {x["name"] for x in failed}],
              "kernel_registries": sorted({k.registry for k in kernel_entries}),
              "classes": list(cfg.classes), "size": cfg.size, "repetitions": cfg.repetitions,
              "variants": list(cfg.variants), "registry": str(reg_path),
              "specs": list(cfg.spec_sources) or [s.name for s in cfg.specs],
              "judged_device": judged, "failed": failed, "host_spec": cfg.host_spec,
              "analysis": "exact (sample_rate None), line sizes 32/64/128",
              "parallel_reductions": cfg.parallel_reductions, "one_thread": cfg.one_thread,
              "split": cfg.split,
              "splits": {w["name"]: w["split"] for w in wl_entries}
              | {k.name: k.split for k in kernel_entries
                 if k.name not in {x["name"] for x in failed}},
              "omp_compiler": f"{measure.OMP_CC} {' '.join(measure.OMP_CFLAGS)} (judged); "
                              f"{measure.GCC_CC} {' '.join(measure.OMP_CFLAGS)} beside it"}
    return ValidationResult(host=host, config=config, devices=tuple(devices),
                            workloads=tuple(docs), summary=_summary(docs, cfg.variants, devices),
                            partition=part, tool_version=__version__,
                            wall_s=time.perf_counter() - t_start)


__all__ = ["ValidationConfig", "ValidationResult", "run_validation", "select_items", "field"]
