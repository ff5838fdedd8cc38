"""Every way the analysed program can fail gives a clear message (and the CLI exit 3)."""

from __future__ import annotations

import signal

import pytest

from automatch.cli.main import main
from automatch.errors import InputError, ProgramRunError
from automatch.exec.supervise.runner import RunConfig, run_program
from automatch.pipeline import AnalysisOptions, load_program, profile_program

CONSUMER = "automatch.analyses.consumers:make_consumers"


@pytest.fixture(scope="module")
def loaded(exec_fixtures, clang):
    cache = {}

    def get(name, kernel=None):
        if (name, kernel) not in cache:
            cache[name, kernel] = load_program([str(exec_fixtures / f"{name}.c")], kernel)[0]
        return cache[name, kernel]

    return get


def _fail(canonical, mode="native", argv=("prog",), **kw) -> ProgramRunError:
    cfg = RunConfig(ir_text=canonical.text, kernel=canonical.kernel, mode=mode, argv=argv,
                    consumer=CONSUMER if mode == "instrumented" else "",
                    consumer_options={"analyses": ["count"]} if mode == "instrumented" else {}, **kw)
    with pytest.raises(ProgramRunError) as info:
        run_program(cfg)
    assert info.value.exit_code == 3
    assert "Traceback" not in str(info.value)
    return info.value


@pytest.mark.parametrize("mode", ["native", "instrumented"])
def test_segfault(loaded, mode):
    msg = str(_fail(loaded("fault_segv"), mode))
    assert "segmentation fault (SIGSEGV)" in msg and f"{mode} run" in msg


@pytest.mark.parametrize("mode", ["native", "instrumented"])
def test_abort(loaded, mode):
    msg = str(_fail(loaded("fault_abort"), mode))
    assert "abort (SIGABRT)" in msg
    assert msg.endswith("Its stderr ends with:\ngiving up now")


@pytest.mark.parametrize("mode", ["native", "instrumented"])
def test_main_returns_nonzero(loaded, mode):
    msg = str(_fail(loaded("fault_exit", "kernel"), mode))
    assert msg.startswith("The program exited with status 3 during the")


@pytest.mark.parametrize("mode", ["native", "instrumented"])
def test_exit_inside_kernel(loaded, mode):
    msg = str(_fail(loaded("fault_exit", "kernel"), mode, argv=("prog", "go")))
    assert msg.startswith("The program exited with status 4 inside the kernel 'kernel' during the")
    assert "kernel: exiting with 4" in msg


@pytest.mark.parametrize("mode", ["native", "instrumented"])
def test_endless_loop_times_out(loaded, mode):
    msg = str(_fail(loaded("fault_loop"), mode, timeout_s=2))
    assert "did not finish within the 2 s timeout" in msg and "--timeout" in msg


def test_memory_hog_hits_the_limit(loaded):
    msg = str(_fail(loaded("fault_memhog"), max_memory_bytes=512 << 20))
    assert "memory" in msg and "--max-memory" in msg


def test_missing_input_file_is_the_programs_error(loaded, tmp_path):
    missing = str(tmp_path / "absent.bin")
    msg = str(_fail(loaded("libc"), argv=("libc", missing)))
    assert msg.startswith("The program exited with status 1 during the native run.")
    assert f"Its stderr ends with:\ncannot open input file {missing}" in msg


def test_signal_words_cover_the_common_signals():
    from automatch.exec.supervise.runner import SIGNAL_WORDS

    for sig in (signal.SIGSEGV, signal.SIGABRT, signal.SIGFPE, signal.SIGKILL):
        assert sig in SIGNAL_WORDS


# ---- through the CLI and the pipeline ----

def test_cli_profile_timeout(capsys, exec_fixtures, tmp_path, clang):
    out_file = tmp_path / "profile.json"
    rc = main(["profile", str(exec_fixtures / "fault_loop.c"), "--timeout", "2", "-q",
               "-o", str(out_file)])
    out, err = capsys.readouterr()
    assert rc == 3
    assert err.startswith("automatch: error: The program did not finish within the 2 s timeout")
    assert "Traceback" not in err and "\n\n" not in err.strip()
    assert not out_file.exists()
    assert list(tmp_path.iterdir()) == []  # no temporary file left either


def test_cli_missing_input_is_bad_input(capsys, exec_fixtures, tmp_path, clang):
    rc = main(["profile", str(exec_fixtures / "libc.c"), "--input", str(tmp_path / "absent.bin"), "-q"])
    err = capsys.readouterr().err
    assert rc == 2
    assert "Input file not found" in err and "Traceback" not in err


def test_cli_program_error_exit_3(capsys, exec_fixtures, clang):
    rc = main(["profile", str(exec_fixtures / "fault_abort.c"), "-q"])
    err = capsys.readouterr().err
    assert rc == 3
    assert "abort (SIGABRT)" in err and "Traceback" not in err


def test_pipeline_bare_kernel_without_input(exec_fixtures, clang):
    with pytest.raises(InputError, match="has no main.*--input data.npz"):
        profile_program(str(exec_fixtures / "raw_kernel.c"), AnalysisOptions(kernel="total"))


def test_pipeline_bare_kernel_raw_input_needs_args(exec_fixtures, tmp_path, clang):
    raw = tmp_path / "x.bin"
    raw.write_bytes(b"\0" * 32)
    with pytest.raises(InputError, match="must be an .npz file, or raw bytes described by --args"):
        profile_program(str(exec_fixtures / "raw_kernel.c"),
                        AnalysisOptions(kernel="total", input_path=str(raw)))


SPAWN = r"""
#include <pthread.h>
#include <stdio.h>
int my_spawn(pthread_t *t, const pthread_attr_t *a, void *(*f)(void *), void *arg);
static double acc;
static void *work(void *p) { (void)p; for (int i = 0; i < 1000; i++) acc += i * 0.5; return 0; }
int main(void) { pthread_t t; my_spawn(&t, 0, work, 0); printf("%f\n", acc); return 0; }
"""


@pytest.mark.parametrize("mode", ["native", "instrumented"])
def test_a_thread_start_the_ir_check_missed_is_refused_when_called(clang, tmp_path, mode):
    """The run-time net (exec/jit/bound_calls.py): a pthread_create the up-front checks did not
    see (renamed here after them) refuses in the JIT, exit 2, instead of running a thread."""
    src = tmp_path / "spawn.c"
    src.write_text(SPAWN)
    canonical = load_program([str(src)], None)[0]
    text = canonical.text.replace("@my_spawn", "@pthread_create")
    cfg = RunConfig(ir_text=text, kernel="main", mode=mode,
                    consumer=CONSUMER if mode == "instrumented" else "",
                    consumer_options={"analyses": ["count"]} if mode == "instrumented" else {})
    with pytest.raises(InputError) as info:
        run_program(cfg)
    assert info.value.exit_code == 2
    assert "started a thread (pthread_create)" in str(info.value)
