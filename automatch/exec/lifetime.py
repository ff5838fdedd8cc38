"""The analysed program never outlives automatch, and its temp folder goes on every exit path.

The child runs in its own session, so its process group (pgid = its pid) holds the
child, a watchdog the child forks, and anything the program starts (``system()``,
background processes). That group is killed

* after every run, once the child has exited but *before* it is reaped (the zombie
  keeps the pgid ours, so the kill can never hit a reused id; a vanished group is
  ignored): background processes the program left behind die with the run;
* on timeout, on any exception in the parent (``finally``) and at interpreter exit
  (``atexit``);
* on SIGTERM, SIGHUP and SIGINT while a run is in progress in the main thread: the
  handler kills every live group and removes their folders at once, then SIGINT raises
  KeyboardInterrupt (the CLI exits 130) and SIGTERM/SIGHUP call the previous handler or,
  when that was the default, re-raise the signal with the default action;
* when the parent dies without running any code (SIGKILL, a killed Dask worker): the
  child sets ``PR_SET_PDEATHSIG = SIGKILL`` as its first act, then checks that its
  parent is still the one that started it (``getppid``; the parent may have died
  before), and the child's watchdog holds the read end of a pipe whose only write end
  is the parent's: on EOF it kills the whole group, grandchildren included (the
  parent-death signal is not inherited across fork). The child is started with
  ``start_new_session`` (no ``preexec_fn``: Python code between fork and exec can
  deadlock when the parent has threads, as a Dask worker does).

Run folders record their owner (``owner``: pid and start time); a folder whose owner is
gone (its parent was SIGKILLed) is removed by the next run (:func:`sweep_stale_run_dirs`).
Limits: a program that moves its own children into another session escapes the group;
the parent-death signal follows the thread that started the child, which blocks in
``run_program`` for the child's whole life.
"""

from __future__ import annotations

import atexit
import os
import shutil
import signal
import tempfile
import threading
from pathlib import Path

RUN_PREFIX = "automatch-run-"

_lock = threading.RLock()
_live: dict[int, Path | None] = {}  # pgid -> its run folder (None once the folder is gone)
_folders: set[Path] = set()
_previous: dict[int, object] = {}
_HANDLED = (signal.SIGTERM, signal.SIGHUP, signal.SIGINT)


def kill_group(pgid: int) -> None:
    """SIGKILL process group ``pgid``; a group that is already gone is not an error."""
    try:
        os.killpg(pgid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def process_start_time(pid: int) -> str | None:
    """The kernel's start time of ``pid`` (field 22 of /proc/PID/stat), None if it is gone."""
    try:
        return (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[19]
    except (OSError, IndexError):
        return None


def make_run_dir() -> Path:
    """A fresh ``automatch-run-*`` folder that records its owner, tracked until released."""
    path = Path(tempfile.mkdtemp(prefix=RUN_PREFIX))
    (path / "owner").write_text(f"{os.getpid()} {process_start_time(os.getpid()) or ''}\n")
    with _lock:
        _folders.add(path)
    return path


def remove_run_dir(path: Path) -> None:
    with _lock:
        _folders.discard(path)
    shutil.rmtree(path, ignore_errors=True)


def sweep_stale_run_dirs(root: str | os.PathLike | None = None, *, prefix: str = RUN_PREFIX) -> list[str]:
    """Remove ``prefix*`` folders under ``root`` (the temp dir) whose owner process is gone.

    Only folders of this user that carry an ``owner`` record are touched; the owner is
    alive only if a process with that pid exists *and* has the recorded start time (pid
    reuse). Returns the names removed."""
    base = Path(root or tempfile.gettempdir())
    removed = []
    try:
        entries = list(base.iterdir())
    except OSError:
        return removed
    for entry in entries:
        if not entry.name.startswith(prefix):
            continue
        try:
            if entry.is_symlink() or not entry.is_dir() or entry.stat().st_uid != os.geteuid():
                continue
            pid_text, _, started = (entry / "owner").read_text().strip().partition(" ")
            pid = int(pid_text)
        except (OSError, ValueError):
            continue
        now = process_start_time(pid)
        if now is not None and (not started or now == started):
            continue  # owner alive
        shutil.rmtree(entry, ignore_errors=True)
        removed.append(entry.name)
    return removed


def cleanup_all() -> None:
    """Kill every live group and remove every run folder (signal handlers, atexit)."""
    with _lock:
        groups = list(_live)
        folders = list(_folders)
    for pgid in groups:
        kill_group(pgid)
    for folder in folders:
        shutil.rmtree(folder, ignore_errors=True)


def _on_signal(signum, frame) -> None:
    cleanup_all()
    prev = _previous.get(signum, signal.SIG_DFL)
    if signum == signal.SIGINT and prev is signal.default_int_handler:
        raise KeyboardInterrupt
    if callable(prev):
        prev(signum, frame)
        return
    # The default action: restore it and deliver the signal again (the process dies with
    # the signal's status, as a shell expects).
    signal.signal(signum, signal.SIG_DFL)
    os.kill(os.getpid(), signum)


def _install_handlers() -> bool:
    if threading.current_thread() is not threading.main_thread() or _previous:
        return False
    for sig in _HANDLED:
        try:
            prev = signal.getsignal(sig)
        except ValueError:
            continue
        if prev is signal.SIG_IGN or prev is None:  # ignored (nohup) or not set from Python
            continue
        _previous[sig] = prev
        signal.signal(sig, _on_signal)
    return True


def _restore_handlers() -> None:
    for sig, prev in list(_previous.items()):
        try:
            if signal.getsignal(sig) is _on_signal:
                signal.signal(sig, prev)
        except (ValueError, TypeError):
            pass
    _previous.clear()


class RunGuard:
    """Tracks one run's process group and folder for the duration of a ``with`` block.

    ``with RunGuard(folder) as guard: proc = Popen(...); guard.started(proc.pid)``. On
    leaving (normally, by an exception or a signal) the group is killed and the folder
    removed; handlers installed on entry (main thread only) are restored."""

    def __init__(self, folder: Path):
        self.folder = folder
        self.pgid: int | None = None
        self._installed = False

    def __enter__(self) -> RunGuard:
        with _lock:
            self._installed = _install_handlers()
        return self

    def started(self, pgid: int) -> None:
        with _lock:
            self.pgid = pgid
            _live[pgid] = self.folder

    def kill(self) -> None:
        """Kill the group now (call before reaping the child: see the module docstring)."""
        if self.pgid is not None:
            kill_group(self.pgid)

    def reaped(self) -> None:
        """The child has been reaped: its pgid may be reused from now on, never kill it again."""
        with _lock:
            if self.pgid is not None:
                _live.pop(self.pgid, None)
            self.pgid = None

    def __exit__(self, *exc) -> None:
        try:
            self.kill()
        finally:
            with _lock:
                if self.pgid is not None:
                    _live.pop(self.pgid, None)
                if self._installed:
                    _restore_handlers()
            remove_run_dir(self.folder)


atexit.register(cleanup_all)
