"""One sweep profile in its own process, stopped when its Dask task is cancelled.

A Dask worker runs tasks in threads, and a Python thread cannot be interrupted: a
profile computed in the worker's thread would run on (its analysed program at 100 %
CPU, for up to its timeout) after Ctrl-C on the sweep, a cancelled future or a closing
worker. So ``compute_profile`` (automatch/sweep/tasks.py) runs the profile in a *task
process* (``python -m automatch.sweep.taskproc REQUEST``) and waits for it in a poll
loop that also watches the Dask task:

* cancelled (the client cancelled the future, or released it after Ctrl-C) or the
  worker closing: the task process gets SIGTERM (SIGKILL after a grace period). It
  exits at once; the run guard of ``automatch.proc.lifetime`` kills the analysed
  program's process group and removes its ``automatch-run-*`` folder on the way;
* the worker process itself dies (SIGKILL, out of memory): the task process has a
  parent-death signal (SIGTERM) and does the same; a task process stopped by a signal
  (or orphaned) removes its own folder.

Every task process gets a private temporary folder (``automatch-task-*`` in the
worker's temp folder, its ``TMPDIR``) that holds the request, the result and every
run folder of the task; it is removed when the task ends, whatever the way, so a
killed worker leaves no run folder behind (and should worker and task process die at
once, the next task in that temp folder removes it: :func:`sweep_stale_task_dirs`). Outside a Dask worker (a direct call)
there is nothing to watch and the task process simply runs to its end.
"""

from __future__ import annotations

import ctypes
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from automatch.analyses.kernel_modules import KERNELS
from automatch.exec.aot.cache import numba_cache_dir
from automatch.proc.lifetime import process_start_time, sweep_stale_run_dirs

TASK_PREFIX = "automatch-task-"
_PR_SET_PDEATHSIG = 1
_STOPPING = {"closing", "closed", "failed", "stopping", "stopped"}  # distributed Status names


def dask_stop_reason() -> str | None:
    """Why the current Dask task should stop now (cancelled, worker closing), else None."""
    try:
        from distributed import get_worker
        from distributed.worker import thread_state
    except ImportError:  # pragma: no cover - the sweep needs distributed anyway
        return None
    try:
        worker = get_worker()
    except ValueError:  # not inside a Dask task
        return None
    status = getattr(getattr(worker, "status", None), "name", "")
    if status in _STOPPING:
        return f"the Dask worker is {status}"
    key = getattr(thread_state, "key", None)
    state = getattr(worker, "state", None)
    if key is None or state is None:
        return None
    ts = state.tasks.get(key)
    if ts is None or ts.state in ("cancelled", "released", "forgotten"):
        return "the Dask task was cancelled"
    return None


def _tail(path: Path, lines: int = 12) -> str:
    try:
        text = path.read_text(errors="replace")
    except OSError:
        return ""
    return "\n".join(text.rstrip().splitlines()[-lines:])


def stop_process(proc: subprocess.Popen, grace_s: float = 10.0) -> None:
    """SIGTERM the task process (it cleans up its run), SIGKILL its group if it lingers."""
    if proc.poll() is not None:
        return
    try:
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=grace_s)
    except subprocess.TimeoutExpired:
        try:
            os.killpg(proc.pid, signal.SIGKILL)  # its own session: pgid == pid, not yet reaped
        except (ProcessLookupError, PermissionError):
            pass
        proc.wait()


def sweep_stale_task_dirs(root: str | os.PathLike | None = None) -> list[str]:
    """Remove task folders under ``root`` (the temp dir) whose worker process is gone.

    For the rare death of a worker *and* its task process at once (an out-of-memory
    kill of the whole job): each folder records its worker (``owner``: pid and start
    time, so a reused pid does not count as alive). Returns the names removed."""
    return sweep_stale_run_dirs(root, prefix=TASK_PREFIX)


def run_in_task_process(target: str, request: dict[str, Any], *, poll_s: float = 0.2) -> dict[str, Any]:
    """Run ``target`` (``"module:function"``, e.g. ``tasks.make_profile``) with
    ``**request`` in a task process; its result dict (the function returns a JSON-able
    dict).

    Never raises for a failed or stopped task: returns ``{"status": "error", ...}``.
    A KeyboardInterrupt (or any exception) while waiting stops the task process first."""
    sweep_stale_task_dirs()
    work = Path(tempfile.mkdtemp(prefix=TASK_PREFIX))
    try:
        (work / "owner").write_text(f"{os.getpid()} {process_start_time(os.getpid()) or ''}\n")
        req_path = work / "request.json"
        result_path = work / "result.json"
        req_path.write_text(json.dumps({"target": target, "request": request, "parent_pid": os.getpid(),
                                        "work_dir": str(work), "result_path": str(result_path)}))
        env = dict(os.environ)
        # the numba cache outlives the task (compiling the analyses takes seconds)
        env["NUMBA_CACHE_DIR"] = numba_cache_dir(KERNELS.sources, env)
        env["TMPDIR"] = str(work)
        log = work / "log"
        with open(log, "wb") as fh:
            proc = subprocess.Popen([sys.executable, "-m", "automatch.sweep.taskproc", str(req_path)],
                                    stdin=subprocess.DEVNULL, stdout=fh, stderr=fh, env=env,
                                    start_new_session=True)
        try:
            while True:
                try:
                    proc.wait(timeout=poll_s)
                    break
                except subprocess.TimeoutExpired:
                    pass
                why = dask_stop_reason()
                if why:
                    stop_process(proc)
                    return {"status": "error", "error": f"stopped: {why}", "stopped": True}
        except BaseException:
            stop_process(proc)
            raise
        try:
            return json.loads(result_path.read_text())
        except (OSError, ValueError):
            rc = proc.returncode
            how = f"signal {-rc}" if rc < 0 else f"exit status {rc}"
            tail = _tail(log)
            return {"status": "error",
                    "error": f"the profile's task process ended with {how} without a result"
                             + (f"; its output ends with:\n{tail}" if tail else "")}
    finally:
        shutil.rmtree(work, ignore_errors=True)


# -- the task process ------------------------------------------------------------------
_signalled: list[int] = []


def _exit_on_signal(signum, frame) -> None:
    _signalled.append(signum)
    raise SystemExit(128 + signum)


def _die_with_parent(parent_pid: int) -> bool:
    """SIGTERM when the thread that started us dies; False if the parent is gone already."""
    try:
        ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, int(signal.SIGTERM), 0, 0, 0)
    except (OSError, AttributeError):  # pragma: no cover - not Linux
        pass
    return os.getppid() == parent_pid


def main(argv: list[str] | None = None) -> int:
    """``python -m automatch.sweep.taskproc REQUEST.json``: run the request's target (one
    profile: tasks.make_profile), write the result."""
    import importlib

    from automatch.fileio import atomic_write_text

    argv = sys.argv[1:] if argv is None else argv
    spec = json.loads(Path(argv[0]).read_text())
    parent = int(spec["parent_pid"])
    # SIGTERM/SIGHUP end the task by an exception, so every ``finally`` and run guard on
    # the way kills what it started; Ctrl-C is the sweep client's business
    signal.signal(signal.SIGTERM, _exit_on_signal)
    signal.signal(signal.SIGHUP, _exit_on_signal)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        if not _die_with_parent(parent):
            return 1
        module, _, name = spec["target"].partition(":")
        result = getattr(importlib.import_module(module), name)(**spec["request"])
        atomic_write_text(spec["result_path"], json.dumps(result, allow_nan=False))
        return 0
    finally:
        # Stopped (the task was cancelled, or the worker died: the parent-death signal
        # can come while a dying worker's other threads still make getppid() look
        # unchanged) or orphaned: nobody needs the result, and nobody else may clean up.
        if _signalled or os.getppid() != parent:
            shutil.rmtree(spec["work_dir"], ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
