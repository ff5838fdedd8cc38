"""Programs the engine cannot run are refused up front, and every way a program ends is
reported as it happened (issue 39: items 6, 8, 9, 10, 12, 14, 15, 19), through the real CLI
with real clang: exit 2 and a message naming the construct, or the run's true outcome.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import uuid
from pathlib import Path

import pytest

from tests.hostile.cli_case import (
    NUMBA_CACHE,
    CliOutcome,
    assert_clean_exit,
    case_tmpdir,
    run_cli,
)

pytestmark = pytest.mark.skipif(not (shutil.which("clang-19") or shutil.which("clang")),
                                reason="needs clang")

STD_THREAD = r"""
#include <cstdio>
#include <thread>
double a[1000];
void work() { for (int r = 0; r < 400; r++) for (int i = 0; i < 1000; i++) a[i] = a[i] * 1.5 + 2.0; }
int main() { std::thread t(work); t.join(); std::printf("%f\n", a[3]); return 0; }
"""
STD_ASYNC = r"""
#include <cstdio>
#include <future>
double work() { double s = 0; for (int i = 0; i < 1000; i++) s += i * 0.5; return s; }
int main() { auto f = std::async(std::launch::async, work); std::printf("%f\n", f.get()); return 0; }
"""
TIMER_THREAD = r"""
#include <signal.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>
volatile double s;
static void cb(union sigval v) { (void)v; for (int i = 0; i < 1000; i++) s += i * 0.5; }
int main(void) {
    timer_t t;
    struct sigevent sev = {0};
    sev.sigev_notify = SIGEV_THREAD;
    sev.sigev_notify_function = cb;
    timer_create(CLOCK_MONOTONIC, &sev, &t);
    struct itimerspec its = {{0, 0}, {0, 1000000}};
    timer_settime(t, 0, &its, 0);
    usleep(50000);
    printf("%f\n", s);
    return 0;
}
"""
TIMER_SIGNAL = TIMER_THREAD.replace("SIGEV_THREAD", "SIGEV_NONE")  # no thread: it runs
AIO = r"""
#include <aio.h>
#include <stdio.h>
int main(void) { struct aiocb cb = {0}; char buf[8]; cb.aio_fildes = 0; cb.aio_buf = buf;
    cb.aio_nbytes = 8; printf("%d\n", aio_read(&cb)); return 0; }
"""
TLS = r"""
#include <stdio.h>
_Thread_local double acc;
int main(void) { for (int i = 0; i < 10; i++) acc += i * 0.5; printf("%f\n", acc); return 0; }
"""
COMPUTED_GOTO = r"""
#include <stdio.h>
static double run(int n) {
    static void *next[] = {&&body, &&done};
    double s = 0; int i = 0;
body:
    s += 1.0; i++;
    goto *next[i >= n];
done:
    return s;
}
int main(void) { printf("%f\n", run(10)); return 0; }
"""
RAISE_SIGINT = r"""
#include <signal.h>
#include <stdio.h>
int main(void) { double s = 0; for (int i = 0; i < 10; i++) s += i * 0.5; printf("%f\n", s);
    fflush(stdout); raise(SIGINT); return 0; }
"""
EXITS = r"""
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
double a[100];
void kernel(void) { for (int i = 0; i < 100; i++) a[i] = a[i] * 2.0 + 1.0; }
int main(int argc, char **argv) {
    kernel();
    printf("%f\n", a[1]);
    fflush(stdout);
    char how = argc > 1 ? argv[1][0] : '_';
    if (how == 'q') quick_exit(0);
    if (how == 'E') _Exit(0);
    if (how == 'x') exit(256);
    if (how == 'y') exit(257);
    _exit(0);
}
"""
BIG_VLA = r"""
#include <stdio.h>
int main(int argc, char **argv) {
    (void)argv;
    int n = 16 * 1024 * 1024 / 8 + argc;    /* a 16 MB frame: past the whole 8 MiB stack */
    double v[n];
    for (int i = 0; i < n; i++) v[i] = i * 0.5;
    printf("%f\n", v[n - 1]);
    return 0;
}
"""
FN_POINTER_KERNEL = r"""
double apply(double (*f)(double), const double *x, int n) {
    double s = 0;
    for (int i = 0; i < n; i++) s += f(x[i]);
    return s;
}
"""
SMALL = r"""
#include <stdio.h>
double a[100];
int main(void) { for (int i = 0; i < 100; i++) a[i] = a[i] * 2.0 + 1.0; printf("%f\n", a[1]); return 0; }
"""


def _src(tmp_path: Path, text: str, name: str = "p.c") -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


def _profile(tmp_path: Path, src: Path, *extra) -> tuple[CliOutcome, Path]:
    out = tmp_path / "p.json"
    return run_cli(["profile", src, "-q", "-o", out, *extra]), out


# ---- item 6: threads ----

@pytest.mark.parametrize("text,name,message", [
    (STD_THREAD, "t.cpp", "starts threads through std::thread"),
    (STD_ASYNC, "a.cpp", "starts threads through std::thread"),
    (AIO, "aio.c", "POSIX asynchronous I/O"),
    (TIMER_THREAD, "timer.c", "started a thread (timer_create with SIGEV_THREAD)"),
])
def test_a_program_that_starts_a_thread_is_refused(tmp_path, text, name, message):
    """std::thread ran with W = 1 (its 800,000 flops unseen), std::async crashed (SIGSEGV),
    a SIGEV_THREAD timer ran; all are refused with exit 2, naming what starts the thread."""
    out, json_path = _profile(tmp_path, _src(tmp_path, text, name))
    assert_clean_exit(out, code=2, message=message, outputs=(json_path,))


def test_a_timer_that_notifies_without_a_thread_still_runs(tmp_path):
    out, json_path = _profile(tmp_path, _src(tmp_path, TIMER_SIGNAL, "timer.c"))
    assert out.returncode == 0, out.stderr
    assert json.loads(json_path.read_text())["profile"]["extra"]["output_matches_native"] is True


# ---- items 8 and 9: computed goto, thread-local storage ----

def test_computed_goto_is_refused_naming_the_function(tmp_path):
    """It ran natively and segfaulted instrumented (exit 3, blamed on the program)."""
    out, json_path = _profile(tmp_path, _src(tmp_path, COMPUTED_GOTO))
    assert_clean_exit(out, code=2, message=("Function 'run' uses computed goto", "switch"),
                      outputs=(json_path,))


def test_a_thread_local_variable_is_refused_naming_it(tmp_path):
    """MCJIT's 'allocation of TLS not implemented' abort was the program's SIGABRT."""
    out, json_path = _profile(tmp_path, _src(tmp_path, TLS))
    assert_clean_exit(out, code=2, message="thread-local variable acc", outputs=(json_path,))


# ---- items 10 and 19: how the program ended ----

def test_a_program_that_raises_sigint_is_reported_as_ended_by_it(tmp_path):
    """raise(SIGINT) was 'internal error ... KeyboardInterrupt ... a bug in automatch'."""
    out, json_path = _profile(tmp_path, _src(tmp_path, RAISE_SIGINT))
    assert_clean_exit(out, code=3, message="The program was ended by signal SIGINT (2) during the native run",
                      outputs=(json_path,))
    assert "internal error" not in out.stderr


@pytest.mark.parametrize("how", ["_", "E", "q", "x"])
def test_exit_paths_after_the_kernel_returned_finish_the_run(tmp_path, how):
    """_exit(0), _Exit(0), quick_exit(0) were 'ended without finishing' (exit 3);
    exit(256) is status 0 (256 & 0xff), not 'status 256'."""
    out, json_path = _profile(tmp_path, _src(tmp_path, EXITS), "--kernel", "kernel", "--", how)
    assert out.returncode == 0, out.stderr
    prof = json.loads(json_path.read_text())["profile"]
    assert prof["flops"]["total"] == 200  # the kernel's 100 multiply-adds
    assert prof["extra"]["output_matches_native"] is True


def test_exit_257_is_reported_as_status_1(tmp_path):
    out, json_path = _profile(tmp_path, _src(tmp_path, EXITS), "--kernel", "kernel", "--", "y")
    assert_clean_exit(out, code=3, message="exited with status 1 during the native run",
                      outputs=(json_path,))


def test_a_frame_larger_than_the_stack_is_a_stack_overflow(tmp_path):
    """A 16 MB variable-length array was a plain segmentation fault."""
    out, json_path = _profile(tmp_path, _src(tmp_path, BIG_VLA))
    assert_clean_exit(out, code=3, message=("stack overflow", "variable-length"),
                      outputs=(json_path,))


def test_a_wild_pointer_is_still_a_plain_segfault(exec_fixtures):
    out = run_cli(["profile", exec_fixtures / "fault_segv.c", "-q"])
    assert_clean_exit(out, code=3, message="segmentation fault (SIGSEGV)")
    assert "stack overflow" not in out.stderr


@pytest.fixture(scope="module")
def exec_fixtures() -> Path:
    return Path(__file__).resolve().parent.parent / "exec" / "fixtures"


# ---- item 14: a function-pointer parameter ----

def test_a_function_pointer_parameter_bound_to_an_array_is_refused(tmp_path):
    """It segfaulted (exit 3, blamed on the program)."""
    import numpy as np

    data = tmp_path / "in.npz"
    np.savez(data, f=np.zeros(4), x=np.ones(4), n=np.int32(4))
    out, json_path = _profile(tmp_path, _src(tmp_path, FN_POINTER_KERNEL), "--kernel", "apply",
                              "--input", data)
    assert_clean_exit(out, code=2, message=("parameter 1 (f) is a function pointer",),
                      outputs=(json_path,))


# ---- item 15: flags that make clang write no IR ----

@pytest.mark.parametrize("flag", ["-fsyntax-only", "-###", "--help"])
def test_cflags_that_produce_no_ir_are_named(tmp_path, flag):
    """It said 'Program file .../p.c cannot be read: no such file' about a file that exists."""
    out, json_path = _profile(tmp_path, _src(tmp_path, SMALL), f"--cflags={flag}")
    assert_clean_exit(out, code=2, message=("clang produced no LLVM IR", "these flags"),
                      outputs=(json_path,))
    assert "cannot be read" not in out.stderr


def test_a_compiler_that_writes_nothing_is_named(tmp_path):
    json_path = tmp_path / "p.json"
    out = run_cli(["profile", _src(tmp_path, SMALL), "-q", "-o", json_path],
                  env={"AUTOMATCH_CC": "true"})
    assert_clean_exit(out, code=2, message="produced no LLVM IR", outputs=(json_path,))


# ---- item 12: standard descriptors closed ----

@pytest.mark.parametrize("fd", [0, 1, 2])
def test_a_closed_standard_descriptor_does_not_break_the_run(tmp_path, fd):
    """'automatch ... >&-' said 'The program crashed with being killed (SIGKILL)', exit 3."""
    src = _src(tmp_path, SMALL)
    json_path = tmp_path / "p.json"
    marker = uuid.uuid4().hex
    tmpdir = case_tmpdir()
    env = dict(os.environ, TMPDIR=str(tmpdir), AUTOMATCH_TEST_MARKER=marker,
               NUMBA_CACHE_DIR=NUMBA_CACHE, XDG_CACHE_HOME=str(tmpdir / "cache"))
    proc = subprocess.run([sys.executable, "-m", "automatch.cli.main", "profile", str(src), "-q",
                           "-o", str(json_path)], capture_output=fd != 2, text=True, env=env,
                          timeout=300, stdin=subprocess.DEVNULL, preexec_fn=lambda: os.close(fd))
    assert proc.returncode == 0, proc.stderr
    assert json.loads(json_path.read_text())["profile"]["flops"]["total"] == 200
    assert not [p for p in tmpdir.iterdir() if p.name.startswith("automatch-")]
