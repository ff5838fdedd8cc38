"""The compiler and the analysed program end with automatch, whatever ends it (issue 39).

Item 5: SIGTERM, SIGHUP, SIGQUIT (and SIGKILL) to automatch while clang compiled left
clang running as an orphan and its ``automatch-cc-*`` folder in place. Item 17: SIGQUIT,
SIGUSR1 or SIGALRM during a run left ``automatch-run-*``; ``--stdin -``'s copy of the
user's data stayed after SIGTERM. Every case runs the real CLI with real clang, signals
it once the compile (or the program) is under way, and checks by an environment marker
that no process is left and by the private TMPDIR that no folder or file is.
"""

from __future__ import annotations

import os
import resource
import signal
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

import pytest

from automatch.ir.compile import CC_PREFIX
from automatch.proc.lifetime import sweep_stale_run_dirs
from tests.hostile.cli_case import NUMBA_CACHE, processes_with_marker

FIXTURES = Path(__file__).resolve().parent.parent / "exec" / "fixtures"
DEADLINE_S = 180  # generous: the machine may be loaded; every wait polls and ends early
SLOW = ["--cflags=-fconstexpr-steps=2147483647"]  # slow_compile.cpp then compiles for ever


@pytest.fixture(scope="module")
def clang() -> str:
    import shutil

    found = shutil.which("clang-19") or shutil.which("clang")
    if not found:
        pytest.skip("needs clang-19 or clang on PATH")
    return found


def _until(check, what: str, deadline_s: float = DEADLINE_S):
    end = time.monotonic() + deadline_s
    while time.monotonic() < end:
        value = check()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


def _plain_signals() -> None:
    """The CLI starts with default dispositions (a shell's background job ignores SIGINT
    and SIGQUIT) and writes no core file (SIGQUIT's default action)."""
    for sig in range(1, signal.NSIG):
        try:
            if sig not in (signal.SIGKILL, signal.SIGSTOP):
                signal.signal(sig, signal.SIG_DFL)
        except (OSError, ValueError):
            pass
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


def _start(args: list[str], stdin=subprocess.DEVNULL):
    marker = uuid.uuid4().hex
    tmpdir = Path(tempfile.mkdtemp(prefix="am-life39-"))
    env = dict(os.environ, TMPDIR=str(tmpdir), AUTOMATCH_TEST_MARKER=marker,
               NUMBA_CACHE_DIR=NUMBA_CACHE, COLUMNS="160", XDG_CACHE_HOME=str(tmpdir / "cache"))
    proc = subprocess.Popen([sys.executable, "-m", "automatch.cli.main", *map(str, args)],
                            stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=env, cwd=tmpdir, preexec_fn=_plain_signals)
    return proc, tmpdir, marker


def _clang_of(marker: str) -> list[int]:
    found = []
    for pid in processes_with_marker(marker):
        try:
            if b"clang" in Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")[0]:
                found.append(pid)
        except OSError:
            pass
    return found


def _left(tmpdir: Path) -> list[str]:
    return sorted(p.name for p in tmpdir.iterdir() if p.name.startswith("automatch-"))


def _compiling(proc, tmpdir: Path, marker: str) -> list[int]:
    def ready():
        assert proc.poll() is None, proc.communicate()
        return _clang_of(marker) if any(n.startswith(CC_PREFIX) for n in _left(tmpdir)) else []

    return _until(ready, "clang to start")


def _kill_leftovers(marker: str) -> None:
    for pid in processes_with_marker(marker):
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT, signal.SIGUSR1,
                                 signal.SIGALRM, signal.SIGINT])
def test_a_signal_during_the_compile_ends_clang_and_removes_its_folder(clang, sig):
    proc, tmpdir, marker = _start(["profile", FIXTURES / "slow_compile.cpp", "-q", *SLOW])
    try:
        clangs = _compiling(proc, tmpdir, marker)
        time.sleep(0.2)  # well inside the compile
        proc.send_signal(sig)
        _, err = proc.communicate(timeout=DEADLINE_S)
        assert "Traceback" not in err, err
        if sig == signal.SIGINT:
            assert proc.returncode == 130, (proc.returncode, err)
        else:  # the default action, re-raised once everything is cleaned up
            assert proc.returncode == -sig, (proc.returncode, err)
        # SIGKILLed before automatch exited; dying takes the kernel a moment (no timing
        # threshold: 10 s is only how long a loaded machine may take)
        _until(lambda: not processes_with_marker(marker) and not any(
            Path(f"/proc/{pid}/cmdline").exists() and Path(f"/proc/{pid}/cmdline").read_bytes()
            for pid in clangs), "clang and the run's processes to die", 10)
        assert _left(tmpdir) == []
    finally:
        _kill_leftovers(marker)


def test_sigkill_during_the_compile_leaves_no_clang_and_the_next_compile_sweeps(clang):
    data = tempfile.TemporaryFile()
    data.write(b"1 2 3\n")
    data.seek(0)
    proc, tmpdir, marker = _start(["profile", FIXTURES / "slow_compile.cpp", "-q", *SLOW,
                                   "--stdin", "-"], stdin=data)
    try:
        _compiling(proc, tmpdir, marker)
        proc.kill()
        proc.communicate(timeout=DEADLINE_S)
        # clang by its parent-death signal, the early children by their watch pipe
        _until(lambda: not processes_with_marker(marker), "clang to die with automatch", 30)
        # SIGKILL runs no code: the folders stay, each with its owner record, and the next
        # compile (run, --stdin - copy) removes them
        for prefix in (CC_PREFIX, "automatch-run-", "automatch-stdin-"):
            left = [n for n in _left(tmpdir) if n.startswith(prefix)]
            assert len(left) == 1 and (tmpdir / left[0] / "owner").exists(), (prefix, _left(tmpdir))
            assert sweep_stale_run_dirs(tmpdir, prefix=prefix) == left
        assert _left(tmpdir) == []
    finally:
        _kill_leftovers(marker)


def test_the_next_compile_removes_a_folder_a_killed_compile_left(clang, tmp_path, monkeypatch):
    from automatch.ir.compile import compile_to_ir

    stale = tmp_path / f"{CC_PREFIX}stale"
    stale.mkdir()
    dead = subprocess.Popen(["true"])
    dead.wait()
    (stale / "owner").write_text(f"{dead.pid} 1\n")  # a start time no live process has
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    assert "define" in compile_to_ir(FIXTURES / "bare_kernel.c")
    assert sorted(p.name for p in tmp_path.iterdir()) == []


@pytest.mark.parametrize("sig", [signal.SIGQUIT, signal.SIGUSR1, signal.SIGALRM, signal.SIGTERM])
def test_a_signal_during_the_run_removes_the_run_folder(clang, sig):
    proc, tmpdir, marker = _start(["profile", FIXTURES / "life_spin.c", "-q"])
    try:
        def started():
            assert proc.poll() is None, proc.communicate()
            return any(b"started" in (d / "stdout").read_bytes() for d in tmpdir.iterdir()
                       if d.name.startswith("automatch-run-") and (d / "stdout").exists())

        _until(started, "the program to start")
        proc.send_signal(sig)
        _, err = proc.communicate(timeout=DEADLINE_S)
        assert proc.returncode == -sig and "Traceback" not in err, (proc.returncode, err)
        _until(lambda: not processes_with_marker(marker), "the run's processes to die", 10)
        assert _left(tmpdir) == []
    finally:
        _kill_leftovers(marker)


def test_sigterm_removes_the_saved_standard_input(clang):
    """``--stdin -`` copies the user's data to $TMPDIR/automatch-stdin-*: gone after SIGTERM."""
    data = tempfile.TemporaryFile()
    data.write(b"secret 1 2 3\n")
    data.seek(0)
    proc, tmpdir, marker = _start(["profile", FIXTURES / "slow_compile.cpp", "-q", *SLOW,
                                   "--stdin", "-"], stdin=data)
    try:
        _compiling(proc, tmpdir, marker)
        assert [n for n in _left(tmpdir) if n.startswith("automatch-stdin-")]  # it was made
        proc.send_signal(signal.SIGTERM)
        proc.communicate(timeout=DEADLINE_S)
        assert proc.returncode == -signal.SIGTERM
        _until(lambda: not processes_with_marker(marker), "the run's processes to die", 10)
        assert _left(tmpdir) == []
    finally:
        _kill_leftovers(marker)
