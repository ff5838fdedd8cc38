"""Run a sweep: one profile per (kernel, input) as a Dask task, then every device.

1. In the client: resolve the device specs (fail fast), load each kernel's program
   once (``automatch.pipeline.load_program``) for its canonical IR, hash each task's
   inputs into its cache key (``tasks.profile_key``).
2. Tasks whose ``<cache>/<key>.json`` exists are done; the others are submitted to
   Dask (an in-process ``LocalCluster`` of N single-threaded worker processes, or the
   scheduler at ``scheduler``, e.g. a dask-jobqueue cluster's) under the key
   ``automatch-profile-<key>``, so identical tasks run once. A worker writes the
   profile to the cache as soon as it is made, so a crashed sweep resumes where it
   stopped; the client writes it too (for a cache that workers cannot see).
3. In the client: predict every profile on every device, rank, partition, and
   write the table (``table.write_table``).

A failure (bad program, bad input, crash, a worker lost ``allowed-failures`` times)
becomes error rows and never stops the sweep.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from automatch.errors import InputError
from automatch.sweep.config import SweepConfig, SweepTask, analysis_options
from automatch.sweep.table import (
    RESULT_FORMAT_VERSION,
    normalise,
    prediction_columns,
    profile_columns,
    write_table,
)
from automatch.sweep.tasks import compute_profile, file_sha256, options_to_dict, profile_key


@dataclass(frozen=True)
class TaskOutcome:
    """What happened to one (kernel, input): ``status`` is ``computed`` (this run),
    ``cached`` (found in the cache) or ``error``."""

    kernel: str
    input: str
    key: str | None
    status: str
    error: str | None = None
    seconds: float = 0.0

    def to_dict(self) -> dict[str, Any]:
        return {"kernel": self.kernel, "input": self.input, "profile_key": self.key,
                "status": self.status, "error": self.error, "seconds": self.seconds}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> TaskOutcome:
        return cls(d["kernel"], d["input"], d.get("profile_key"), d["status"], d.get("error"),
                   float(d.get("seconds") or 0.0))


@dataclass(frozen=True)
class SweepResult:
    name: str
    devices: tuple[str, ...]
    outcomes: tuple[TaskOutcome, ...]
    rows: tuple[dict, ...]
    files: dict = field(default_factory=dict, compare=False)

    def count(self, status: str) -> int:
        return sum(1 for o in self.outcomes if o.status == status)

    def to_dict(self) -> dict[str, Any]:
        from automatch import __version__

        return {"format_version": RESULT_FORMAT_VERSION, "tool_version": __version__,
                "name": self.name, "devices": list(self.devices),
                "tasks": [o.to_dict() for o in self.outcomes], "rows": [dict(r) for r in self.rows]}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> SweepResult:
        return cls(d["name"], tuple(d["devices"]),
                   tuple(TaskOutcome.from_dict(t) for t in d["tasks"]), tuple(d["rows"]))


@dataclass
class _Prepared:
    task: SweepTask
    key: str | None = None
    options: Any = None
    error: str | None = None


def resolve_devices(devices: tuple[str, ...]) -> list:
    """Spec objects for names, spec files and folders (InputError if unknown)."""
    from automatch.arch import resolve_specs

    if not devices:
        raise InputError("the sweep lists no devices")
    return resolve_specs(devices)


def prepare(config: SweepConfig) -> list[_Prepared]:
    """Cache keys of every task (the IR is loaded once per kernel, in this process)."""
    from automatch.pipeline import load_program

    out = []
    for k in config.kernels:
        ir_text, kerr = None, None
        try:
            cflags = tuple(str(x) for x in k.options.get("cflags", ()))
            canonical, _ = load_program(list(k.program), k.kernel, cflags)
            ir_text = canonical.text
        except Exception as exc:  # a bad program: every input of it is an error row
            kerr = str(exc) or type(exc).__name__
        for inp in k.inputs:
            prep = _Prepared(SweepTask(k, inp), error=kerr)
            out.append(prep)
            if kerr:
                continue
            try:
                prep.options = analysis_options(k, inp)
                if inp.file and not Path(inp.file).is_file():
                    raise InputError(f"Input file not found: {inp.file}")
                digest = file_sha256(inp.file) if inp.file else None
                prep.key = profile_key(ir_text, prep.options, digest)
            except (InputError, OSError) as exc:
                prep.error = str(exc)
    return out


def _client(scheduler: str | None, workers: int | None, n_tasks: int):
    try:
        from distributed import Client, LocalCluster
    except ImportError:
        raise InputError("sweeps run on Dask: install it with pip install 'dask[distributed]'") \
            from None
    if scheduler:
        try:
            return Client(scheduler), None
        except (OSError, TimeoutError, ValueError) as exc:
            raise InputError(f"cannot connect to the Dask scheduler at {scheduler!r} ({exc}); "
                             "check the address (tcp://HOST:PORT) and that it is running, or "
                             "leave out --scheduler for a local cluster") from None
    n = max(1, int(workers or min(os.cpu_count() or 1, n_tasks)))
    cluster = LocalCluster(n_workers=n, threads_per_worker=1, processes=True,
                           dashboard_address=None)
    return Client(cluster), cluster


def run_sweep(
    config: SweepConfig,
    *,
    scheduler: str | None = None,
    workers: int | None = None,
    client: Any = None,
    on_progress: Callable[[int, int, TaskOutcome], None] | None = None,
    record_dir: str | os.PathLike | None = None,
    write: bool = True,
) -> SweepResult:
    """Profile every (kernel, input) of ``config`` on Dask, predict on every device.

    ``client``: an existing ``distributed.Client`` (else one for ``scheduler``, else a
    new LocalCluster of ``workers`` processes, started only if something needs
    computing). ``on_progress(done, total, outcome)`` is called in this process after
    each task. ``record_dir``: workers leave one marker file per computed profile
    there. ``write``: write results.csv/.json(/.parquet) into ``config.output_dir``.
    """
    specs = resolve_devices(config.devices)
    prepared = prepare(config)
    cache = Path(config.cache_dir)
    cache.mkdir(parents=True, exist_ok=True)
    if record_dir:
        Path(record_dir).mkdir(parents=True, exist_ok=True)
    total = len(prepared)
    done = 0
    outcomes: dict[int, TaskOutcome] = {}
    docs: dict[str, dict] = {}

    def finish(i: int, outcome: TaskOutcome) -> None:
        nonlocal done
        outcomes[i] = outcome
        done += 1
        if on_progress:
            on_progress(done, total, outcome)

    pending: dict[str, list[int]] = {}  # cache key -> tasks waiting for it
    for i, p in enumerate(prepared):
        t = p.task
        if p.error:
            finish(i, TaskOutcome(t.kernel.name, t.input.name, p.key, "error", p.error))
        elif (cache / f"{p.key}.json").is_file():
            finish(i, TaskOutcome(t.kernel.name, t.input.name, p.key, "cached"))
        else:
            pending.setdefault(p.key, []).append(i)
    if pending:
        _compute(pending, prepared, config, client, scheduler, workers, record_dir, docs, finish)
    ordered = tuple(outcomes[i] for i in range(total))
    rows = _evaluate(config, specs, prepared, ordered, docs)
    result = SweepResult(config.name, tuple(s.name for s in specs), ordered, rows)
    if write:
        files = write_table(result.to_dict(), config.output_dir)
        result = SweepResult(result.name, result.devices, result.outcomes, result.rows, files)
    return result


def _compute(pending, prepared, config, client, scheduler, workers, record_dir, docs,
             finish) -> None:
    """Submit one task per missing profile and collect them as they complete."""
    from distributed import as_completed

    from automatch.analyses.profile_json import profile_from_dict, save_profile

    own_client, cluster = None, None
    if client is None:
        own_client, cluster = _client(scheduler, workers, len(pending))
        client = own_client
    try:
        futures = {}
        for key, idx in pending.items():
            p = prepared[idx[0]]
            fut = client.submit(compute_profile, list(p.task.kernel.program),
                                options_to_dict(p.options), str(Path(config.cache_dir) / f"{key}.json"),
                                str(record_dir) if record_dir else None,
                                key=f"automatch-profile-{key}", pure=False)
            futures[fut] = key
        for fut in as_completed(list(futures)):
            key = futures[fut]
            try:
                res = fut.result()
            except Exception as exc:  # the worker died (KilledWorker) or was cancelled
                res = {"status": "error", "error": f"{type(exc).__name__}: {exc}"}
            if res.get("profile") is not None:
                docs[key] = res["profile"]
                path = Path(config.cache_dir) / f"{key}.json"
                if not path.is_file():  # the workers do not share this cache folder
                    save_profile(profile_from_dict(res["profile"]), path)
            for i in pending[key]:
                t = prepared[i].task
                finish(i, TaskOutcome(t.kernel.name, t.input.name, key, res["status"],
                                      res.get("error"), float(res.get("seconds") or 0.0)))
            fut.release()
    finally:
        if own_client is not None:
            own_client.close()
        if cluster is not None:
            cluster.close()


def _evaluate(config, specs, prepared, outcomes, docs) -> tuple[dict, ...]:
    """Predict every profile on every device (in this process; cheap)."""
    from automatch.analyses.profile_json import load_profile, profile_from_dict
    from automatch.decide.partition import plan_partition
    from automatch.model.predict import predict

    rows = []
    for p, o in zip(prepared, outcomes, strict=True):
        t = p.task
        base = {"kernel": t.kernel.name, "input": t.input.name, "profile_key": o.key,
                "source": o.status, "program": " ".join(t.kernel.program),
                "function": t.kernel.kernel, "input_file": t.input.file,
                "profile_seconds": o.seconds}
        error = o.error if o.status == "error" else None
        preds, shares = [], {}
        if error is None:
            try:
                doc = docs.get(o.key)
                profile = (profile_from_dict(doc) if doc is not None
                           else load_profile(Path(config.cache_dir) / f"{o.key}.json"))
                base.update(profile_columns(profile))
                preds = predict(profile, specs, config.variant,
                                include_transfer=config.include_transfer)
                if config.partition_method and len(specs) > 1:
                    plan = plan_partition(profile, specs, method=config.partition_method,
                                          variant=config.variant,
                                          include_transfer=config.include_transfer)
                    shares = {s.device: s for s in plan.shares}
            except Exception as exc:  # e.g. a corrupt cache file: error rows, go on
                error = f"{type(exc).__name__}: {exc}"
        if error is not None:
            for s in specs:
                rows.append(normalise({**base, "device": s.name, "kind": s.kind,
                                       "status": "error", "error": error}))
            continue
        by_dev = {pr.device: pr for pr in preds}
        for s in specs:
            pr = by_dev[s.name]
            row = {**base, "device": s.name, "status": "ok", **prediction_columns(pr)}
            if s.name in shares:
                row["partition_fraction"] = shares[s.name].fraction
                row["partition_time_s"] = shares[s.name].time_s
            rows.append(normalise(row))
    return tuple(rows)


def load_result(path: str | os.PathLike) -> SweepResult:
    """A SweepResult from ``results.json`` (or the output folder holding it)."""
    from automatch.sweep.table import read_results

    return SweepResult.from_dict(read_results(path))
