"""The analysed program never outlives automatch, and its temp folder goes on every exit path.

Two processes run a program. The *supervisor* is the process automatch starts (``python
-m automatch.exec.child``, in a session of its own: its pid is the run's pgid); it makes
itself a child subreaper (``PR_SET_CHILD_SUBREAPER``), forks the *worker* that JIT-runs
the program, and then only waits. So

* every process the program starts stays a descendant of the supervisor, however it
  forks (``syscall(SYS_fork)``, a double fork with ``setsid()`` as a daemon does): an
  orphan is re-parented to the nearest subreaper, the supervisor, not to init;
* when the worker ends, in any way (return, ``exit()``, an error report, a crash
  signal), the supervisor SIGKILLs all its live descendants (:func:`kill_descendants`:
  the ``PPid`` links of /proc/*/stat from its pid, round after round until none is left,
  since a process may fork while its tree is killed, bounded), then exits with the
  worker's status (re-raising the worker's signal, without a core dump of its own);
  doing it in the supervisor, which outlives the worker, covers every path of the
  worker, signals included, where the worker itself could run no code;
* the program's ``getppid()`` is the supervisor, not automatch: a program that kills its
  parent (``kill(getppid(), SIGKILL)``) kills the supervisor; the worker then dies by its
  parent-death signal, automatch reports the SIGKILL (exit 3) and removes the folder.

Automatch (the parent) kills the run, always *before* it reaps the supervisor (the
unreaped supervisor keeps its pid and pgid ours, so a kill never hits a reused id;
descendants are signalled through a pidfd after checking their start time):
first the supervisor's descendants, while the supervisor is alive to collect orphans,
then the process group (:meth:`RunGuard.kill`). That happens

* after every run, once the supervisor has exited (its descendants are gone by then;
  the group kill is a second net);
* on timeout, on any exception in the parent (``finally``) and at interpreter exit
  (``atexit``);
* on every catchable signal whose default action ends the process (:data:`TERMINATING`:
  SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGUSR1/2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU,
  SIGIO, SIGPWR, the real-time signals) while a run, a compile or a tracked temp file is
  live in the main thread: the handler kills every live run (clang's too: ir/compile.py
  runs it under a :class:`RunGuard`) and removes their folders and tracked files at once,
  then SIGINT raises KeyboardInterrupt (the CLI exits 130) and the others call the
  previous handler or, when that was the default, re-raise the signal with the default
  action (a signal that was ignored, nohup's SIGHUP, stays ignored);
* when the parent dies without running any code (SIGKILL, a killed Dask worker): the
  supervisor holds the read end of a pipe whose only write end is the parent's; on EOF
  it kills all its descendants and its group, then exits. The supervisor deliberately
  has no parent-death signal (it would die at once and leave the orphans to init); the
  worker has one (``PR_SET_PDEATHSIG``, towards the supervisor). The supervisor is
  started with ``start_new_session`` (no ``preexec_fn``: Python code between fork and
  exec can deadlock when the parent has threads, as a Dask worker does); it also kills
  its tree when it gets any of those signals.

Run folders (and the compile's ``automatch-cc-*`` folders) record their owner (``owner``:
pid and start time); a folder whose owner is gone (its parent was SIGKILLed) is removed
by the next run, or the next compile (:func:`sweep_stale_run_dirs`). Temp files that hold
the user's data (``--stdin -``'s copy: :func:`temp_file`) lie in such a folder
(``automatch-stdin-*``) and go the same way on every exit path.

Known limits (SIGKILL cannot be caught, and the program runs as the same user):

* a program that kills the supervisor (its parent) with SIGKILL *and* has moved a process
  out of the group (``setsid``) leaves that process to init: nothing of automatch is its
  ancestor any more;
* a program that finds automatch's own pid (the supervisor's parent, in /proc) and
  SIGKILLs it ends automatch with -9 and leaves its ``automatch-run-*`` folder: the
  supervisor and the program still die (pipe EOF), and the next run's sweep removes
  the folder;
* without ``PR_SET_CHILD_SUBREAPER`` (Linux before 3.4) orphans go to init and only the
  process group is killed.
"""

from __future__ import annotations

import atexit
import os
import select
import shutil
import signal
import tempfile
import threading
import time
from pathlib import Path

RUN_PREFIX = "automatch-run-"

_lock = threading.RLock()
_live: dict[int, Path | None] = {}  # pgid -> its run folder (None once the folder is gone)
_folders: set[Path] = set()  # run folders and tracked temp files, removed on every exit path
_previous: dict[int, object] = {}
_holders = [0]  # how many guards (and tracked files) want the handlers installed
_held_files: set[Path] = set()  # temp_file()s that hold the handlers installed


def _terminating_signals() -> tuple[int, ...]:
    """The catchable signals whose default action ends the process, except the faults a
    handler cannot survive (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT) and the ones Python
    ignores from the start (SIGPIPE, SIGXFSZ)."""
    names = ("SIGTERM", "SIGHUP", "SIGINT", "SIGQUIT", "SIGUSR1", "SIGUSR2", "SIGALRM",
             "SIGVTALRM", "SIGPROF", "SIGXCPU", "SIGIO", "SIGPWR", "SIGSTKFLT")
    found = [getattr(signal, n) for n in names if hasattr(signal, n)]
    if hasattr(signal, "SIGRTMIN"):
        found += range(signal.SIGRTMIN, signal.SIGRTMAX + 1)
    return tuple(dict.fromkeys(int(s) for s in found))


TERMINATING = _terminating_signals()
_HANDLED = TERMINATING


def kill_group(pgid: int) -> None:
    """SIGKILL process group ``pgid``; a group that is already gone is not an error."""
    try:
        os.killpg(pgid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def _proc_table() -> dict[int, tuple[int, str, str]]:
    """Every process on the machine: pid -> (parent pid, state, start time), from /proc."""
    table = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as f:
                fields = f.read().rsplit(b")", 1)[1].split()
            table[int(name)] = (int(fields[1]), fields[0].decode(), fields[19].decode())
        except (OSError, IndexError, ValueError):
            continue
    return table


def live_descendants(root: int) -> dict[int, str]:
    """The live (not zombie) descendants of ``root`` by their /proc parent links: pid -> start time."""
    table = _proc_table()
    children: dict[int, list[int]] = {}
    for pid, (ppid, _, _) in table.items():
        children.setdefault(ppid, []).append(pid)
    found: dict[int, str] = {}
    todo = [root]
    while todo:
        for pid in children.get(todo.pop(), ()):
            if pid in found or pid == root:
                continue
            if table[pid][1] != "Z":  # a zombie has no children left and cannot be killed again
                found[pid] = table[pid][2]
            todo.append(pid)
    return found


def _kill_if_same(pid: int, started: str) -> None:
    """SIGKILL ``pid`` only if it is still the process that started at ``started`` (pid reuse):
    the check and the kill go through one pidfd where the kernel has them."""
    try:
        fd = os.pidfd_open(pid)
    except ProcessLookupError:
        return
    except (AttributeError, OSError):
        fd = None
    try:
        if process_start_time(pid) != started:
            return
        if fd is None:
            os.kill(pid, signal.SIGKILL)
        else:
            signal.pidfd_send_signal(fd, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    finally:
        if fd is not None:
            os.close(fd)


def kill_descendants(root: int, *, rounds: int = 200) -> bool:
    """SIGKILL every live descendant of ``root``, round after round until none is left
    (a process may fork while the tree is being killed; its orphans reach ``root`` when
    ``root`` is a subreaper). Bounded; returns whether none is left."""
    for _ in range(rounds):
        found = live_descendants(root)
        if not found:
            return True
        for pid, started in found.items():
            _kill_if_same(pid, started)
        time.sleep(0.002)  # let the kernel finish the exits before looking again
    return not live_descendants(root)


def kill_run(pgid: int) -> None:
    """Kill a run: the supervisor's (``pgid``'s) descendants while it still collects
    orphans, then its whole process group (the supervisor included)."""
    kill_descendants(pgid)
    kill_group(pgid)


def wait_exited(pid: int, timeout_s: float | None) -> bool:
    """Wait up to ``timeout_s`` seconds (None: as long as it takes) for the child ``pid`` to
    exit, *without* reaping it (its pid and pgid stay ours for the kill that follows);
    whether it has exited. Signal handlers run meanwhile (the wait is a select)."""
    def peek() -> bool:
        try:
            return os.waitid(os.P_PID, pid, os.WEXITED | os.WNOWAIT | os.WNOHANG) is not None
        except ChildProcessError:  # reaped behind our back (SIGCHLD ignored): it has exited
            return True

    deadline = None if timeout_s is None else time.monotonic() + timeout_s
    try:
        fd = os.pidfd_open(pid)
    except (AttributeError, OSError):
        fd = None
    try:
        while not peek():
            left = None if deadline is None else deadline - time.monotonic()
            if left is not None and left <= 0:
                return False
            if fd is not None:
                select.select([fd], [], [], left)
            else:
                time.sleep(0.05 if left is None else min(0.05, left))
        return True
    finally:
        if fd is not None:
            os.close(fd)


def process_start_time(pid: int) -> str | None:
    """The kernel's start time of ``pid`` (field 22 of /proc/PID/stat), None if it is gone."""
    try:
        return (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[19]
    except (OSError, IndexError):
        return None


def make_run_dir(prefix: str = RUN_PREFIX) -> Path:
    """A fresh ``prefix*`` folder (``automatch-run-*``) that records its owner, tracked
    until released."""
    ensure_std_fds()
    path = Path(tempfile.mkdtemp(prefix=prefix))
    (path / "owner").write_text(f"{os.getpid()} {process_start_time(os.getpid()) or ''}\n")
    with _lock:
        _folders.add(path)
    return path


def _remove(path: Path) -> None:
    """Remove a run folder or a tracked file; one already gone is not an error."""
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path, ignore_errors=True)
        return
    try:
        path.unlink()
    except OSError:
        pass


def remove_run_dir(path: Path) -> None:
    with _lock:
        _folders.discard(path)
    _remove(path)


def temp_file(prefix: str) -> tuple[int, Path]:
    """A private temp file for the user's data, removed on every exit path this process can
    run code on: normal exit (``atexit``), an exception, and every signal of
    :data:`TERMINATING` (its handlers stay installed, from the main thread, until
    :func:`release_temp_file`). It lies in a ``prefix*`` folder of its own (0700) that
    records its owner, so that the next call removes what a SIGKILLed owner left.
    Returns (open fd, path); the file is created 0600."""
    sweep_stale_run_dirs(prefix=prefix)
    folder = make_run_dir(prefix)
    path = folder / "data"
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with _lock:
        if _install_handlers():
            _held_files.add(path)
    return fd, path


def release_temp_file(path: Path) -> None:
    """Remove a :func:`temp_file` (its folder) now and stop tracking it."""
    with _lock:
        if path in _held_files:
            _held_files.discard(path)
            _restore_handlers()
    remove_run_dir(path.parent)


def ensure_std_fds() -> None:
    """Open ``/dev/null`` on any of fds 0, 1, 2 that is closed (``automatch >&-``).

    A closed standard descriptor is the lowest free number: the next pipe or file would
    take it, and a child given that number as its stdout (or a pipe as fd 0) would read,
    write or close the wrong thing; the run then died as if killed. Filled once, every
    later descriptor is 3 or above, as every run expects."""
    for fd in (0, 1, 2):
        try:
            os.fstat(fd)
        except OSError:
            try:
                null = os.open(os.devnull, os.O_RDWR)
            except OSError:
                return
            if null != fd:
                os.dup2(null, fd)
                os.close(null)


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
    """Kill every live run and remove every run folder (signal handlers, atexit)."""
    with _lock:
        groups = list(_live)
        folders = list(_folders)
    for pgid in groups:
        kill_run(pgid)
    for folder in folders:
        _remove(folder)


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
    """Install the handlers (main thread only), or count one more holder of those
    installed; True when the caller must call :func:`_restore_handlers` once."""
    if threading.current_thread() is not threading.main_thread():
        return False
    _holders[0] += 1
    if _holders[0] > 1:
        return True
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
    """One holder fewer; the last one restores the previous handlers."""
    _holders[0] = max(0, _holders[0] - 1)
    if _holders[0]:
        return
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
        """Kill the run now (call before reaping the supervisor: see the module docstring)."""
        if self.pgid is not None:
            kill_run(self.pgid)

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
