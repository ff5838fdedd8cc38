"""The child's supervisor: the process automatch starts forks the worker that runs the
program and only watches it (child.py's docstring, lifetime.py): it ends every process
the program left behind, resumes the process group a native run stopped, and exits as
the worker did. Also the native run's stopping and resuming of that group."""

from __future__ import annotations

import ctypes
import json
import os
import resource
import select
import signal
import sys
import time
from pathlib import Path

_libc = ctypes.CDLL(None)

_PR_SET_PDEATHSIG = 1
_PR_SET_DUMPABLE = 4
_PR_SET_CHILD_SUBREAPER = 36


def die_with_parent(parent_pid: int) -> None:
    """SIGKILL this process when its parent dies (``PR_SET_PDEATHSIG``); if the parent is
    already gone (it died before the call), die now."""
    _libc.prctl(_PR_SET_PDEATHSIG, int(signal.SIGKILL), 0, 0, 0)
    if os.getppid() != parent_pid:
        os.kill(os.getpid(), signal.SIGKILL)


def _exit_like(status: int) -> None:
    """End this process the way the worker ended (``status`` from waitpid): the same exit
    code, or the same signal, re-raised without a core dump of the supervisor."""
    if os.WIFSIGNALED(status):
        sig = os.WTERMSIG(status)
        try:
            resource.setrlimit(resource.RLIMIT_CORE, (0, resource.getrlimit(resource.RLIMIT_CORE)[1]))
            _libc.prctl(_PR_SET_DUMPABLE, 0, 0, 0, 0)
            signal.signal(sig, signal.SIG_DFL)
            signal.pthread_sigmask(signal.SIG_UNBLOCK, [sig])
        except (OSError, ValueError):
            pass
        os.kill(os.getpid(), sig)
        os._exit(128 + sig)  # a signal whose default action does not end a process
    os._exit(os.waitstatus_to_exitcode(status) & 0xFF)


def resume_group(pgid: int | None) -> None:
    """SIGCONT the group a native run stopped (``stop_pgid``); nothing if it is gone."""
    if pgid:
        try:
            os.killpg(pgid, signal.SIGCONT)
        except OSError:
            pass


def _group_stopped(pgid: int) -> bool:
    """Whether every thread of ``pgid``'s leader and of its children is stopped (or gone)."""
    try:
        kids = Path(f"/proc/{pgid}/task/{pgid}/children").read_text().split()
    except OSError:
        return True
    for pid in [str(pgid), *kids]:
        try:
            tasks = os.listdir(f"/proc/{pid}/task")
        except OSError:
            continue
        for tid in tasks:
            try:
                state = Path(f"/proc/{pid}/task/{tid}/stat").read_text().rpartition(")")[2].split()[0]
            except (OSError, IndexError):
                continue
            if state not in ("T", "t", "Z", "X"):
                return False
    return True


def stop_group(pgid: int | None, wait_s: float = 0.2) -> None:
    """SIGSTOP ``pgid`` (an instrumented run preparing beside this native one) and wait
    until it is stopped, so that the native timed region runs alone."""
    if not pgid:
        return
    try:
        os.killpg(pgid, signal.SIGSTOP)
    except OSError:
        return
    deadline = time.perf_counter() + wait_s
    while not _group_stopped(pgid) and time.perf_counter() < deadline:
        time.sleep(0.0002)


def _config_stop_pgid(config_path: str) -> int | None:
    """The group the worker may have stopped (``stop_pgid`` of the config as it is now;
    None when it cannot be read: the run is ending, its worker reported any error)."""
    from automatch.exec.protocol import ChildConfig

    try:
        return ChildConfig.from_json(json.loads(Path(config_path).read_text())).stop_pgid
    except (OSError, ValueError):  # protocol.ProtocolError is a ValueError
        return None


def _supervise(worker: int, watch_fd: int | None, config_path: str) -> None:
    """Wait for the worker or for the parent's death (EOF on ``watch_fd``); then kill every
    process the program left behind and end like the worker (or with status 1), resuming
    the group the worker stopped (``stop_pgid``) on the way. Never returns."""
    from automatch.proc.lifetime import TERMINATING, kill_descendants, kill_group

    me = os.getpid()

    def on_signal(signum, frame):  # someone stops the run: take the whole tree along
        resume_group(_config_stop_pgid(config_path))
        kill_descendants(me)
        signal.signal(signum, signal.SIG_DFL)
        os.kill(me, signum)

    status = None
    try:
        for sig in TERMINATING:
            try:
                if signal.getsignal(sig) is not signal.SIG_IGN:
                    signal.signal(sig, on_signal)
            except (OSError, ValueError):
                pass
        try:
            pidfd = os.pidfd_open(worker)
        except (AttributeError, OSError):
            pidfd = None
        while True:
            fds = [fd for fd in (pidfd, watch_fd) if fd is not None]
            ready = select.select(fds, [], [], None if pidfd is not None else 0.1)[0]
            if watch_fd is not None and watch_fd in ready:
                try:
                    parent_alive = bool(os.read(watch_fd, 64))
                except OSError:
                    parent_alive = False
                if not parent_alive:
                    break
            try:
                if os.waitid(os.P_PID, worker, os.WEXITED | os.WNOWAIT | os.WNOHANG) is not None:
                    kill_descendants(me)  # the worker is a zombie: its orphans are ours now
                    status = os.waitpid(worker, 0)[1]
                    break
            except ChildProcessError:
                break
    finally:
        resume_group(_config_stop_pgid(config_path))
        kill_descendants(me)
        if status is None:  # the parent died, or this loop failed: nothing of the run stays
            kill_group(os.getpgrp())
            os._exit(1)
    _exit_like(status)


def fork_worker(cfg, config_path: str) -> None:
    """Become the supervisor (see the module docstring); returns only in the worker.
    ``cfg``: the child's protocol.ChildConfig."""
    watch_fd = cfg.watch_fd
    _libc.prctl(_PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
    if watch_fd is None and cfg.parent_pid:  # no pipe to watch: die with the parent
        die_with_parent(cfg.parent_pid)
    supervisor = os.getpid()
    sys.stdout.flush()
    sys.stderr.flush()
    worker = os.fork()
    if worker:
        _supervise(worker, watch_fd, config_path)
    if watch_fd is not None:
        os.close(watch_fd)
    die_with_parent(supervisor)
