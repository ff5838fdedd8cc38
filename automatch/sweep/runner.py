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
becomes error rows and never stops the sweep. Every cache entry is validated when it
is read (``tasks.load_cached``): a corrupt one is computed again and replaced, never
reported as "from the cache". The output folder (and, when something must be computed,
the cache folder) is checked before anything runs: an unwritable one is an InputError.
A cache that becomes unwritable mid-sweep costs only the caching (a warning), never
the results. Ctrl-C cancels the tasks (each stops its analysed program: taskproc.py)
and closes the cluster; profiles finished so far stay in the cache. Dask's own logs
go to ``<output>/dask.log``, not the terminal (quiet.py).

The local cluster listens on 127.0.0.1 only, has no dashboard unless asked for (then
on 127.0.0.1 too), keeps its scratch space in a private temporary folder removed at
the end, and has no more workers than the tasks, the CPUs and the memory allow
(:func:`worker_count`). A cache entry is replaced by a rename, never written through
a link planted under its name (tasks.save_cache_entry).
"""

from __future__ import annotations

import os
import stat
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from automatch.errors import AutomatchError, InputError
from automatch.sweep.config import SweepConfig, SweepTask, analysis_options
from automatch.sweep.table import (
    RESULT_FORMAT_VERSION,
    normalise,
    prediction_columns,
    profile_columns,
    write_table,
)
from automatch.sweep.tasks import (
    compute_profile,
    file_sha256,
    load_cached,
    options_to_dict,
    profile_key,
)


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
    warnings: tuple[str, ...] = field(default=(), compare=False)  # e.g. entries not cached

    def count(self, status: str) -> int:
        return sum(1 for o in self.outcomes if o.status == status)

    def to_dict(self) -> dict[str, Any]:
        from automatch.version import version

        __version__ = version()

        return {"format_version": RESULT_FORMAT_VERSION, "tool_version": __version__,
                "name": self.name, "devices": list(self.devices),
                "tasks": [o.to_dict() for o in self.outcomes], "rows": [dict(r) for r in self.rows],
                "warnings": list(self.warnings)}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> SweepResult:
        return cls(d["name"], tuple(d["devices"]),
                   tuple(TaskOutcome.from_dict(t) for t in d["tasks"]), tuple(d["rows"]),
                   warnings=tuple(d.get("warnings") or ()))


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


def check_folder(path: str | os.PathLike, what: str, hint: str) -> None:
    """InputError unless ``path`` is, or can be made, a folder this process can write.

    Checked before anything runs (a sweep must not lose an hour of profiles to an
    unwritable folder at the end). Nothing is created: the nearest existing folder on
    the way gets a probe file, removed at once (``os.access`` says yes to root on
    folders it cannot write, e.g. under /proc)."""
    p = Path(path)
    q = p
    while not os.path.lexists(q) and q != q.parent:
        q = q.parent
    if not q.is_dir():
        kind = "a file" if q.is_file() else "not a folder"
        raise InputError(f"cannot use {p} as the {what}: {q} is {kind}; {hint}")
    try:
        fd, probe = tempfile.mkstemp(prefix=".automatch-probe-", dir=q)
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        where = f"the {what} {p}" if q == p else f"{q}, where the {what} {p} would be created,"
        raise InputError(f"{where} is not writable ({exc.strerror or exc}); {hint}") from None


WORKER_MEMORY_BYTES = 512 << 20  # a worker process and its task process, at the least


def worker_count(workers: int | None, n_tasks: int) -> tuple[int, str | None]:
    """The local cluster's worker count and, when ``workers`` was more, why it was cut:
    no more than the tasks to run, the CPUs this process may use, and the machine's
    available memory at :data:`WORKER_MEMORY_BYTES` a worker (100,000 workers of a
    one-task sweep would never start)."""
    from automatch.proc import memory_budget

    try:
        cpus = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # pragma: no cover - not Linux
        cpus = os.cpu_count() or 1
    limits = [(max(1, n_tasks), f"{n_tasks} task(s) to compute"), (max(1, cpus), f"{cpus} CPU(s)")]
    available = memory_budget.available_bytes()
    if available is not None:
        limits.append((max(1, available // WORKER_MEMORY_BYTES),
                       f"memory for {max(1, available // WORKER_MEMORY_BYTES)} worker(s)"))
    cap, why = min(limits)
    if workers is None:
        return cap, None
    if workers <= cap:
        return int(workers), None
    return cap, f"--workers {workers} was capped at {cap} ({why})"


def _client(scheduler: str | None, n_workers: int, log_path: Path | None, scratch: str,
            dashboard: bool):
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
    from automatch.sweep.quiet import LOG_ENV

    # the workers ignore Ctrl-C and log to the sweep's log file (automatch.sweep.quiet).
    # The scheduler's HTTP server (there even without a dashboard) and the dashboard,
    # only with --dashboard, listen on this machine's loopback only, on a free port; the
    # workers' scratch space is the sweep's private temporary folder
    cluster = LocalCluster(n_workers=n_workers, threads_per_worker=1, processes=True,
                           host="127.0.0.1", dashboard_address="127.0.0.1:0",
                           scheduler_kwargs={"dashboard": bool(dashboard)},
                           local_directory=scratch, preload=["automatch.sweep.quiet"],
                           env={LOG_ENV: str(log_path or "")})
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
    dashboard: bool = False,
    on_note: Callable[[str], None] | None = None,
) -> SweepResult:
    """Profile every (kernel, input) of ``config`` on Dask, predict on every device.

    ``client``: an existing ``distributed.Client`` (else one for ``scheduler``, else a
    new LocalCluster of ``workers`` processes, started only if something needs
    computing). ``on_progress(done, total, outcome)`` is called in this process after
    each task. ``record_dir``: workers leave one marker file per computed profile
    there. ``write``: write results.csv/.json(/.parquet) into ``config.output_dir``.
    ``dashboard``: the local cluster's Dask dashboard, on 127.0.0.1 (its address goes to
    ``on_note``, as does a cut in ``workers``: :func:`worker_count`); off by default.
    InputError before anything runs: unknown devices, ``workers`` < 1, an unwritable
    output folder, or an unwritable cache folder when something must be computed.
    """
    if workers is not None and (isinstance(workers, bool) or int(workers) < 1):
        raise InputError(f"the number of workers must be at least 1, got {workers!r}")
    specs = resolve_devices(config.devices)
    if write:
        check_folder(config.output_dir, "output folder",
                     "choose another one with -o (or [sweep] output)")
    prepared = prepare(config)
    cache = Path(config.cache_dir)
    total = len(prepared)
    done = 0
    outcomes: dict[int, TaskOutcome] = {}
    profiles: dict[str, Any] = {}  # cache key -> Profile (validated)
    notes = _Notes()

    def finish(i: int, outcome: TaskOutcome) -> None:
        nonlocal done
        outcomes[i] = outcome
        done += 1
        if on_progress:
            on_progress(done, total, outcome)

    pending: dict[str, list[int]] = {}  # cache key -> tasks waiting for it
    corrupt: dict[str, str] = {}  # cache key -> why its entry cannot be used
    for i, p in enumerate(prepared):
        t = p.task
        if p.error:
            finish(i, TaskOutcome(t.kernel.name, t.input.name, p.key, "error", p.error))
            continue
        if p.key not in profiles and p.key not in pending and p.key not in corrupt:
            entry = load_cached(cache / f"{p.key}.json")
            if entry.profile is not None:
                profiles[p.key] = entry.profile
            elif entry.problem:
                corrupt[p.key] = entry.problem
                notes.add(f"the cached profile of {t.label} ({p.key[:12]}...) was unusable "
                          f"({entry.problem}): it was not used, the profile was computed again")
        if p.key in profiles:
            finish(i, TaskOutcome(t.kernel.name, t.input.name, p.key, "cached"))
        else:
            pending.setdefault(p.key, []).append(i)
    if pending:
        check_folder(config.cache_dir, "profile cache folder",
                     f"{len(pending)} profile(s) must be computed and saved there: make it "
                     "writable or choose another one with --cache (or [sweep] cache)")
        if client is None and not scheduler:  # the local workers' numba cache: private
            from automatch.analyses.kernel_modules import KERNELS
            from automatch.exec.aot.cache import numba_cache_dir

            numba_cache_dir(KERNELS.sources)  # an InputError naming the folder, before any task
        if record_dir:
            Path(record_dir).mkdir(parents=True, exist_ok=True)
        from automatch.sweep.quiet import dask_logs_to

        log_path = Path(config.output_dir) / "dask.log" if write else None
        with dask_logs_to(log_path):
            _compute(pending, prepared, config, client, scheduler, workers, record_dir,
                     profiles, corrupt, notes, finish, log_path, dashboard, on_note)
    ordered = [outcomes[i] for i in range(total)]
    rows = _evaluate(config, specs, prepared, ordered, profiles)
    result = SweepResult(config.name, tuple(s.name for s in specs), tuple(ordered), rows,
                         warnings=notes.lines())
    if write:
        try:
            files = write_table(result.to_dict(), config.output_dir)
        except (OSError, AutomatchError) as exc:
            why = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            raise InputError(f"cannot write the sweep's table to {config.output_dir} "
                             f"({why}); the profiles are in the cache "
                             f"{config.cache_dir}: run the sweep again with another -o to write "
                             "the table without computing them again") from None
        result = replace(result, files=files)
    return result


class _Notes:
    """Warnings for the end of the sweep; unsaved cache entries are counted, not listed."""

    def __init__(self) -> None:
        self.items: list[str] = []
        self.unsaved: list[str] = []
        self.unsaved_reason = ""
        self.cache_dir = ""

    def add(self, text: str) -> None:
        self.items.append(text)

    def not_cached(self, label: str, reason: str, cache_dir: str) -> None:
        self.unsaved.append(label)
        self.unsaved_reason = self.unsaved_reason or reason
        self.cache_dir = cache_dir

    def lines(self) -> tuple[str, ...]:
        out = list(self.items)
        if self.unsaved:
            n = len(self.unsaved)
            out.append(f"{n} profile(s) could not be saved in the cache {self.cache_dir} "
                       f"({self.unsaved_reason}): {', '.join(self.unsaved[:5])}"
                       f"{', ...' if n > 5 else ''}; they are in the table, but a re-run "
                       "will compute them again")
        return tuple(out)


def _shutdown(client, futures, own_client, cluster, interrupted: bool) -> None:
    """Cancel what still runs (each task stops its program) and close our cluster.

    Ctrl-C is ignored meanwhile (main thread only): a second one must not leave the
    worker processes and their programs behind."""
    import signal
    import threading

    main = threading.current_thread() is threading.main_thread()
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN) if main else None
    try:
        if interrupted and futures:
            try:
                client.cancel(list(futures), force=True)
            except Exception:  # the scheduler may be gone already
                pass
        if own_client is not None:
            try:
                own_client.close(timeout=10)
            except Exception:
                pass
        if cluster is not None:
            try:
                cluster.close(timeout=20)
            except Exception:
                pass
    finally:
        if main:
            signal.signal(signal.SIGINT, previous)


def _compute(pending, prepared, config, client, scheduler, workers, record_dir, profiles,
             corrupt, notes, finish, log_path, dashboard=False, on_note=None) -> None:
    """Submit one task per missing profile and collect them as they complete (a local
    cluster's scratch space in a private temporary folder, removed at the end)."""
    import shutil

    import dask

    own_client, cluster = None, None
    scratch = tempfile.mkdtemp(prefix="automatch-dask-")
    futures: dict = {}
    interrupted = True
    try:
        if client is None:
            n_workers = 1
            if not scheduler:
                n_workers, cut = worker_count(workers, len(pending))
                if cut and on_note:
                    on_note(cut)
                elif cut:
                    notes.add(cut)
            with dask.config.set({"temporary-directory": scratch}):
                own_client, cluster = _client(scheduler, n_workers, log_path, scratch,
                                              dashboard)
            client = own_client
            if dashboard and on_note and cluster is not None:
                on_note(f"the Dask dashboard is at {cluster.dashboard_link}")
        _collect(pending, prepared, config, client, record_dir, profiles, corrupt, notes,
                 finish, futures)
        interrupted = False
    finally:
        _shutdown(client, futures, own_client, cluster, interrupted)
        shutil.rmtree(scratch, ignore_errors=True)


def _collect(pending, prepared, config, client, record_dir, profiles, corrupt, notes, finish,
             futures) -> None:
    """Submit one task per missing profile (``futures``: future -> key, what is still
    running) and take each result as it completes."""
    from distributed import as_completed

    from automatch.analyses.profile_json import profile_from_dict
    from automatch.sweep.tasks import save_cache_entry

    for key, idx in pending.items():
        p = prepared[idx[0]]
        fut = client.submit(compute_profile, list(p.task.kernel.program),
                            options_to_dict(p.options), str(Path(config.cache_dir) / f"{key}.json"),
                            str(record_dir) if record_dir else None,
                            key=f"automatch-profile-{key}", pure=False)
        futures[fut] = key
    for fut in as_completed(list(futures)):
        key = futures.pop(fut)
        try:
            res = fut.result()
        except Exception as exc:  # the worker died (KilledWorker) or was cancelled
            res = {"status": "error", "error": f"{type(exc).__name__}: {exc}"}
        label = prepared[pending[key][0]].task.label
        if res.get("profile") is not None:
            try:
                profile = profile_from_dict(res["profile"])
            except Exception as exc:  # a worker's cache entry went bad under it
                res = {"status": "error", "error": f"the worker returned an unusable "
                                                   f"profile ({type(exc).__name__}: {exc})"}
            else:
                profiles[key] = profile
                _save(profile, Path(config.cache_dir) / f"{key}.json", key in corrupt,
                      label, notes, save_cache_entry)
        for i in pending[key]:
            t = prepared[i].task
            finish(i, TaskOutcome(t.kernel.name, t.input.name, key, res["status"],
                                  res.get("error"), float(res.get("seconds") or 0.0)))
        fut.release()


def _save(profile, path: Path, replace_it: bool, label: str, notes: _Notes, save) -> None:
    """Save a profile the worker made when the cache lacks it (workers that do not share
    the cache folder) or held a corrupt entry (``save``: tasks.save_cache_entry, which
    replaces a link rather than follow it); a failure is a warning, never fatal."""
    try:
        try:
            regular = stat.S_ISREG(path.lstat().st_mode)
        except FileNotFoundError:
            regular = False
        if replace_it or not regular:
            save(profile, path)
    except (OSError, AutomatchError, ValueError) as exc:  # the atomic writer raises InputError for a bad path
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        notes.not_cached(label, reason, str(path.parent))


def _evaluate(config, specs, prepared, outcomes, profiles) -> tuple[dict, ...]:
    """Predict every profile on every device (in this process; cheap).

    ``outcomes`` (a list) is updated in place: a profile that cannot be evaluated makes
    its task an error, so the summary's count of failures is the table's."""
    from automatch.decide.partition import plan_partition
    from automatch.model.predict import predict

    rows = []
    for n, (p, o) in enumerate(zip(prepared, outcomes, strict=True)):
        t = p.task
        base = {"kernel": t.kernel.name, "input": t.input.name, "profile_key": o.key,
                "source": o.status, "program": " ".join(t.kernel.program),
                "function": t.kernel.kernel, "input_file": t.input.file,
                "profile_seconds": o.seconds}
        error = o.error if o.status == "error" else None
        preds, shares = [], {}
        if error is None:
            try:
                profile = profiles[o.key]
                base.update(profile_columns(profile))
                preds = predict(profile, specs, config.variant,
                                include_transfer=config.include_transfer)
                if config.partition_method and len(specs) > 1:
                    plan = plan_partition(profile, specs, method=config.partition_method,
                                          variant=config.variant,
                                          include_transfer=config.include_transfer)
                    shares = {s.device: s for s in plan.shares}
            except Exception as exc:  # a profile the model cannot use: error rows, go on
                error = f"{type(exc).__name__}: {exc}"
                outcomes[n] = replace(o, status="error", error=error)
                base["source"] = "error"
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
