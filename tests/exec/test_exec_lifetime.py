"""The analysed program's process: it dies with automatch, leaves nothing behind, and every
way it ends is reported in one paragraph (issues 11.6, 11.10 and 16).

The signal cases start the real CLI on a program that spins for ever, wait until the
program has printed that it started (read from the run folder's stdout), signal the
CLI, and check by PID (/proc, an environment marker) that no process of the run is left
and no ``automatch-run-*`` folder remains.
"""

from __future__ import annotations

import hashlib
import os
import signal
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

import pytest

from automatch.errors import AutomatchError, ProgramRunError
from automatch.exec.supervise.runner import TAIL_BYTES, Binding, RunConfig, run_program
from automatch.pipeline import load_program
from automatch.proc.lifetime import kill_group, process_start_time, sweep_stale_run_dirs
from tests.hostile.cli_case import NUMBA_CACHE, assert_clean_exit, processes_with_marker, run_cli

CONSUMER = "automatch.analyses.consumers:make_consumers"
DEADLINE_S = 180  # generous: the machine may be loaded; every wait polls and ends early


def _until(check, what: str, deadline_s: float = DEADLINE_S, step: float = 0.05):
    end = time.monotonic() + deadline_s
    while time.monotonic() < end:
        value = check()
        if value:
            return value
        time.sleep(step)
    raise AssertionError(f"timed out waiting for {what}")


def _run_dirs(tmpdir: Path) -> list[Path]:
    return [p for p in tmpdir.iterdir() if p.name.startswith("automatch-run-")]


def _default_signals() -> None:  # the CLI must not inherit an ignored SIGHUP/SIGINT (nohup)
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(sig, signal.SIG_DFL)


def _start_spinning_cli(fixtures: Path):
    """The CLI profiling life_spin.c, once the program is running: (proc, tmpdir, marker)."""
    marker = uuid.uuid4().hex
    tmpdir = Path(tempfile.mkdtemp(prefix="am-life-"))
    env = dict(os.environ, TMPDIR=str(tmpdir), AUTOMATCH_TEST_MARKER=marker,
               NUMBA_CACHE_DIR=NUMBA_CACHE, COLUMNS="160")
    proc = subprocess.Popen([sys.executable, "-m", "automatch.cli.main", "profile",
                             str(fixtures / "life_spin.c"), "-q"],
                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=env, preexec_fn=_default_signals)

    def started():
        assert proc.poll() is None, proc.communicate()
        return any(b"started" in (d / "stdout").read_bytes() for d in _run_dirs(tmpdir)
                   if (d / "stdout").exists())

    _until(started, "the program to start")
    assert processes_with_marker(marker), "no process of the run found"
    return proc, tmpdir, marker


def _assert_nothing_left(tmpdir: Path, marker: str) -> None:
    _until(lambda: not processes_with_marker(marker), "the run's processes to die")
    assert _run_dirs(tmpdir) == []


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM, signal.SIGHUP])
def test_signal_to_automatch_ends_the_program_and_its_folder(exec_fixtures, clang, sig):
    proc, tmpdir, marker = _start_spinning_cli(exec_fixtures)
    proc.send_signal(sig)
    out, err = proc.communicate(timeout=DEADLINE_S)
    assert "Traceback" not in err, err
    if sig == signal.SIGINT:
        assert proc.returncode == 130 and err.strip() == "automatch: interrupted", (proc.returncode, err)
    else:  # the default action, re-raised once the run is cleaned up
        assert proc.returncode == -sig, (proc.returncode, err)
    _assert_nothing_left(tmpdir, marker)


def test_sigkill_of_automatch_kills_the_program_and_the_next_run_sweeps(exec_fixtures, clang):
    proc, tmpdir, marker = _start_spinning_cli(exec_fixtures)
    proc.kill()
    proc.communicate(timeout=DEADLINE_S)
    # parent-death signal and the watchdog: nothing of the run survives its parent
    _until(lambda: not processes_with_marker(marker), "the orphaned program to die")
    left = _run_dirs(tmpdir)
    assert len(left) == 1 and (left[0] / "owner").exists()
    live = tmpdir / "automatch-run-live"  # a folder whose owner (this process) is alive is kept
    live.mkdir()
    (live / "owner").write_text(f"{os.getpid()} {process_start_time(os.getpid())}\n")
    assert sweep_stale_run_dirs(tmpdir) == [left[0].name]
    assert _run_dirs(tmpdir) == [live]


def test_processes_the_program_leaves_behind_die_with_the_run(exec_fixtures, clang):
    out = run_cli(["profile", exec_fixtures / "life_background.c", "-q"])
    assert out.returncode == 0, out.stderr
    assert "Traceback" not in out.stderr
    _until(lambda: not processes_with_marker(out.marker), "the background process to die", 10)
    assert _run_dirs(out.tmpdir) == []


def _kill_leftovers(marker: str) -> None:
    """After a failed check: no test leaves a sleeping process behind."""
    for pid in processes_with_marker(marker):
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


def test_a_daemon_the_program_starts_dies_with_the_run(exec_fixtures, clang):
    """A raw fork, setsid() and a second fork (a daemon) escaped the process group kill."""
    out = run_cli(["profile", exec_fixtures / "life_escape.c", "-q", "--", "30"])
    try:
        assert out.returncode == 0 and "Traceback" not in out.stderr, out.stderr
        assert processes_with_marker(out.marker) == []  # killed before automatch returned
        assert _run_dirs(out.tmpdir) == []
    finally:
        _kill_leftovers(out.marker)


def test_a_daemon_dies_when_the_program_ends_by_a_signal(canon, monkeypatch):
    marker = uuid.uuid4().hex
    monkeypatch.setenv("AUTOMATCH_TEST_MARKER", marker)
    try:
        with pytest.raises(ProgramRunError) as info:
            run_program(_cfg(canon("life_escape"), "native", argv=("p", "30", "abort")))
        assert "an abort (SIGABRT)" in str(info.value)  # the worker's signal, passed on
        assert processes_with_marker(marker) == []
    finally:
        _kill_leftovers(marker)


def test_a_program_that_kills_its_parent_does_not_kill_automatch(exec_fixtures, clang):
    """kill(getppid(), SIGKILL) killed automatch (-9) and left its run folder."""
    out = run_cli(["profile", exec_fixtures / "life_kill_parent.c", "-q"])
    assert_clean_exit(out, code=3, message=("crashed with being killed (SIGKILL)", "native run"))


def test_killing_a_group_that_is_gone_is_not_an_error():
    proc = subprocess.Popen(["true"], start_new_session=True)
    proc.wait()
    kill_group(proc.pid)  # was a ProcessLookupError traceback at the timeout deadline


# ---- how the run ends ----

@pytest.fixture(scope="module")
def canon(exec_fixtures, clang):
    cache = {}

    def get(name, kernel=None):
        if (name, kernel) not in cache:
            cache[name, kernel] = load_program([str(exec_fixtures / f"{name}.c")], kernel)[0]
        return cache[name, kernel]

    return get


def _cfg(canonical, mode, **kw) -> RunConfig:
    instrumented = mode == "instrumented"
    kw.setdefault("consumer", CONSUMER if instrumented else "")
    kw.setdefault("consumer_options", {"analyses": ["count"]} if instrumented else {})
    return RunConfig(ir_text=canonical.text, kernel=canonical.kernel, mode=mode, **kw)


def test_stack_overflow_is_named_through_the_cli(exec_fixtures, clang):
    out = run_cli(["profile", exec_fixtures / "life_recursion.c", "-q"])
    assert_clean_exit(out, code=3, message=("stack overflow (deep or infinite recursion)", "native run"))


def test_stack_overflow_is_named_in_the_instrumented_run(canon):
    with pytest.raises(ProgramRunError) as info:
        run_program(_cfg(canon("life_recursion"), "instrumented"))
    assert "stack overflow (deep or infinite recursion)" in str(info.value)
    assert "instrumented run" in str(info.value)


def test_the_instrumented_run_gets_the_stack_its_larger_frames_need(canon):
    # with the usual 8 MiB limit the native run fits, the instrumented one needs ~50 MB:
    # the child raises its own limit (child._raise_stack_limit) instead of failing
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_STACK)
    limit = 8 << 20 if hard == resource.RLIM_INFINITY else min(8 << 20, hard)
    if hard != resource.RLIM_INFINITY and hard < 64 << 20:
        pytest.skip("the hard stack limit leaves no room to raise")
    resource.setrlimit(resource.RLIMIT_STACK, (limit, hard))
    try:
        native = run_program(_cfg(canon("deep_frames"), "native"))
        inst = run_program(_cfg(canon("deep_frames"), "instrumented"))
    finally:
        resource.setrlimit(resource.RLIMIT_STACK, (soft, hard))
    assert inst.stdout == native.stdout and "checksum" in native.stdout


def test_other_segfaults_are_not_called_stack_overflows(canon):
    with pytest.raises(ProgramRunError) as info:
        run_program(_cfg(canon("fault_segv"), "native"))
    assert "segmentation fault (SIGSEGV)" in str(info.value) and "stack" not in str(info.value)


@pytest.mark.parametrize("mode", ["native", "instrumented"])
def test_stdout_is_summarised_not_held(canon, mode):
    lines = 2000  # 200 kB: more than the tail a run keeps
    expected = "".join(f"{i:098d}\n" for i in range(lines)).encode()
    res = run_program(_cfg(canon("life_output"), mode, argv=("p", str(lines))))
    assert res.stdout_bytes == len(expected) > TAIL_BYTES
    assert res.stdout_sha256 == hashlib.sha256(expected).hexdigest()
    assert res.stdout_tail.encode() == expected[-TAIL_BYTES:] and res.stdout == res.stdout_tail
    assert not res.stdout_complete


def test_max_memory_bounds_the_program_not_automatch(exec_fixtures, clang):
    """--max-memory 0.25 was an internal traceback (Python and LLVM alone need more)."""
    ok = run_cli(["profile", exec_fixtures / "life_output.c", "--max-memory", "0.25", "-q", "--", "3"])
    assert ok.returncode == 0 and "Traceback" not in ok.stderr, ok.stderr
    hog = run_cli(["profile", exec_fixtures / "fault_memhog.c", "--max-memory", "0.25", "-q"])
    assert_clean_exit(hog, code=3, message="--max-memory")


def test_inputs_larger_than_max_memory(canon, tmp_path):
    raw = tmp_path / "big.bin"
    with open(raw, "wb") as f:
        f.truncate(64 << 20)
    cfg = _cfg(canon("raw_kernel", "total"), "native", max_memory_bytes=8 << 20,
               binding=Binding(kind="raw", path=str(raw), args=f"f64[{8 << 20}],i32=4"))
    with pytest.raises(ProgramRunError) as info:
        run_program(cfg)
    msg = str(info.value)
    assert "ran out of memory while its inputs were being loaded" in msg and "--max-memory" in msg
    assert "Traceback" not in msg


def test_memory_error_in_an_analysis_callback(canon, exec_fixtures, monkeypatch):
    monkeypatch.setenv("PYTHONPATH", str(exec_fixtures))
    cfg = _cfg(canon("life_output"), "instrumented", argv=("p", "200"), buffer_words=256,
               consumer="life_consumers:out_of_memory", max_memory_bytes=1 << 30)
    with pytest.raises(ProgramRunError) as info:
        run_program(cfg)
    assert "ran out of memory while it ran under --max-memory 1.00 GiB" in str(info.value)


def test_unforeseen_error_in_the_child_is_one_paragraph_and_a_crash_report(canon, exec_fixtures,
                                                                           monkeypatch, tmp_path):
    monkeypatch.setenv("PYTHONPATH", str(exec_fixtures))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    cfg = _cfg(canon("life_output"), "instrumented", argv=("p", "200"), buffer_words=256,
               consumer="life_consumers:unforeseen")
    with pytest.raises(AutomatchError) as info:
        run_program(cfg)
    msg = str(info.value)
    assert info.value.exit_code == 3
    assert msg.startswith("internal error in the instrumented run (ValueError: a consumer bug)")
    assert "Traceback" not in msg and "\n" not in msg and "bug in automatch" in msg
    reports = list((tmp_path / "cache" / "automatch").glob("crash-*.txt"))
    assert len(reports) == 1 and str(reports[0]) in msg
    assert "Traceback" in reports[0].read_text() and "a consumer bug" in reports[0].read_text()

