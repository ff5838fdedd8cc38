"""The compiler front door and the JIT's symbols, on real programs (issues 11.5, 11.8, 16).

Compiler flags (--cflags, $AUTOMATCH_CFLAGS), the stub omp.h, clang's errors rather than
its warnings, clang under the time and memory limits with no stdin, program paths that
are directories or unreadable, C++ (libstdc++, static constructors and destructors,
new/delete, std::vector, iostream), atexit, and an unresolved external named up front.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest

from automatch.errors import InputError
from automatch.ir.compile import clang_errors, compile_to_ir, split_cflags
from automatch.ir.sources import read_sources
from automatch.pipeline import AnalysisOptions, profile_program
from tests.hostile.cli_case import assert_clean_exit, run_cli

OMP_OUTPUT = ("threads 0/1 max 1 procs 1 in_parallel 0 hits 1 twice 42\n"
              "sum 4096.0 clock_ok 1\nbye\n")
CXX_OUTPUT = "start\nsum 4950 last 99 t 1.5\ndone\n"


def _children_named(name: str) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            comm = (entry / "comm").read_text().strip()
        except OSError:
            continue
        if int(fields[1]) == os.getpid() and name in comm and fields[0] != "Z":
            found.append(int(entry.name))
    return found


# --- compiler flags and the stub omp.h ---------------------------------------------------


def test_openmp_program_with_cflags_through_the_cli(clang, ir_fixtures, tmp_path):
    """An OpenMP code built sequentially: pragmas ignored, omp_* calls and locks answered
    by the stub omp.h, -std=gnu89 and -DN from --cflags; W is exact and the instrumented
    output matches the native one."""
    out = tmp_path / "prof.json"
    outcome = run_cli(["profile", ir_fixtures / "omp_seq.c", "--kernel", "kernel", "-q",
                       "--cflags=-std=gnu89 -DN=64", "-o", out])
    assert outcome.returncode == 0, outcome.stderr
    assert "warning" not in outcome.stderr  # no -Wunknown-pragmas / -Wsource-uses-openmp noise
    prof = json.loads(out.read_text())["profile"]
    assert prof["flops"]["total"] == 2 * 64  # out[i] = 2*in[i] + 1, N = 64
    assert prof["extra"]["output_matches_native"] is True


def test_openmp_program_native_output_with_env_cflags(clang, ir_fixtures, monkeypatch):
    """$AUTOMATCH_CFLAGS works like --cflags; the output is the native program's, the
    atexit handler included."""
    monkeypatch.setenv("AUTOMATCH_CFLAGS", "-std=gnu89 '-DN=64'")
    run = profile_program([str(ir_fixtures / "omp_seq.c")], AnalysisOptions(kernel="kernel"))
    assert run.native_stdout == OMP_OUTPUT
    assert run.instrumented_stdout == OMP_OUTPUT


def test_without_the_flags_the_program_does_not_compile(clang, ir_fixtures, monkeypatch):
    monkeypatch.delenv("AUTOMATCH_CFLAGS", raising=False)
    with pytest.raises(InputError, match=r"compile with -DN=<size>"):
        read_sources([ir_fixtures / "omp_seq.c"])


def test_cflags_that_do_not_split(clang, ir_fixtures):
    with pytest.raises(InputError, match="--cflags.*cannot be split"):
        split_cflags("-DX='unterminated")
    outcome = run_cli(["inspect", ir_fixtures / "omp_seq.c", "--cflags=-DN='64"])
    assert_clean_exit(outcome, code=2, message="cannot be split")


def test_omp_header_compiles_in_every_c_standard_and_cxx(clang, ir_fixtures, tmp_path):
    src = tmp_path / "omp_all.c"
    src.write_text(
        "#include <time.h>\n#include <omp.h>\n"
        "int main(void) { omp_nest_lock_t n; omp_sched_t k; int c; double t = omp_get_wtime();\n"
        "  omp_init_nest_lock(&n); omp_set_nest_lock(&n); omp_unset_nest_lock(&n);\n"
        "  omp_destroy_nest_lock(&n); omp_get_schedule(&k, &c);\n"
        "  return omp_get_wtick() > 0 && t >= 0 ? omp_get_level() : 1; }\n")
    for std in ("c89", "gnu89", "c99", "c11", "gnu17"):
        ir = compile_to_ir(src, extra_flags=(f"-std={std}", "-Werror", "-pedantic"))
        assert "@clock_gettime" in ir and "__kmpc" not in ir
    cxx = tmp_path / "omp_all.cpp"
    cxx.write_text(src.read_text())
    assert "@clock_gettime" in compile_to_ir(cxx, extra_flags=("-Werror",))


# --- clang's errors, not its warnings ----------------------------------------------------


def test_clang_errors_are_shown_not_its_warnings(clang, ir_fixtures):
    """Two syntax errors among many warnings: both errors with their line and caret, no
    warning, one paragraph."""
    outcome = run_cli(["inspect", ir_fixtures / "two_errors.c", "--cflags=-Wall -Wextra"])
    assert_clean_exit(outcome, code=2, message=(
        "two_errors.c:14:12: error: expected ';' at end of declaration", "   14 |   int x = 1",
        "two_errors.c:19:13: error: expected expression", "   19 |   return 2 +;", "^"))
    assert "warning" not in outcome.stderr
    assert outcome.stderr.count("error: ") == 3  # "automatch: error:" and the two


def test_many_clang_errors_are_capped(clang, tmp_path):
    src = tmp_path / "many.c"
    src.write_text("int main(void) {\n" + "".join(f"  int v{i} = ;\n" for i in range(15))
                   + "  return 0;\n}\n")
    with pytest.raises(InputError) as info:
        compile_to_ir(src)
    msg = str(info.value)
    assert msg.count(": error: expected expression") == 10
    assert "... and 5 more errors." in msg
    assert "\n\n" not in msg


def test_clang_errors_without_locations():
    assert clang_errors("clang: error: unknown argument: '-fnope'\n") == \
        "clang: error: unknown argument: '-fnope'"
    assert clang_errors("Segmentation fault\n") == "Segmentation fault"


# --- clang under limits, without stdin ---------------------------------------------------


def test_clang_runs_under_the_timeout_and_is_killed(clang, ir_fixtures):
    with pytest.raises(InputError, match="did not finish compiling .*--timeout"):
        read_sources([ir_fixtures / "cxx_program.cpp"], timeout_s=0.0)
    assert not _children_named("clang")


def test_clang_runs_under_the_memory_limit(clang, ir_fixtures):
    with pytest.raises(InputError, match="ran out of memory compiling .*--max-memory"):
        read_sources([ir_fixtures / "omp_seq.c"], cflags=("-DN=4",), max_memory_bytes=32 << 20)


def test_clang_does_not_read_automatch_stdin(clang, tmp_path):
    """A source that includes /dev/stdin would wait forever on an inherited stdin held
    open by the caller; clang's stdin is /dev/null."""
    src = tmp_path / "stdin.c"
    src.write_text('#include "/dev/stdin"\nint main(void) { return 0; }\n')
    r, w = os.pipe()
    try:
        outcome = run_cli(["inspect", src], stdin=r, timeout=60)
    finally:
        os.close(r)
        os.close(w)
    assert outcome.returncode == 0, outcome.stderr


# --- program paths that cannot be read ---------------------------------------------------


def test_program_that_is_a_directory(tmp_path):
    folder = tmp_path / "prog.c"
    folder.mkdir()
    outcome = run_cli(["inspect", folder])
    assert_clean_exit(outcome, code=2, message=f"{folder} is a directory")


def test_program_that_is_a_fifo(tmp_path):
    fifo = tmp_path / "prog.ll"
    os.mkfifo(fifo)
    with pytest.raises(InputError, match="not a regular file"):
        read_sources([fifo])


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads a mode-000 file; see the sysfs case")
def test_unreadable_ll_file(tmp_path, ir_fixtures):
    ll = tmp_path / "small.ll"
    ll.write_text((ir_fixtures / "small.ll").read_text())
    ll.chmod(0)
    outcome = run_cli(["inspect", ll])
    assert_clean_exit(outcome, code=2, message=f"{ll} cannot be read: permission denied")


@pytest.mark.skipif(not Path("/sys/bus/pci/rescan").exists(), reason="needs a write-only sysfs file")
def test_unreadable_file_even_for_root():
    """A write-only sysfs attribute refuses reading to every user, root included."""
    path = Path("/sys/bus/pci/rescan")
    if path.stat().st_mode & stat.S_IRUSR:
        pytest.skip("this sysfs file is readable here")
    with pytest.raises(InputError, match="cannot be read: permission denied"):
        read_sources([path])


# --- C++ and the JIT's symbols -----------------------------------------------------------


def test_cxx_program_runs_native_and_instrumented(clang, ir_fixtures):
    """iostream (a static constructor), a static object with a destructor that prints,
    a class with new[]/delete[], new/delete, a template and std::vector."""
    run = profile_program([str(ir_fixtures / "cxx_program.cpp")],
                          AnalysisOptions(kernel="_Z6kernelPKdPdi"))
    assert run.native_stdout == CXX_OUTPUT
    assert run.instrumented_stdout == CXX_OUTPUT
    assert run.profile.flops.total == 2 * 100


def test_unresolved_symbols_are_named(clang, ir_fixtures):
    outcome = run_cli(["profile", ir_fixtures / "undefined_symbol.c", "-q"])
    assert_clean_exit(outcome, code=2, message=(
        "calls `helper_from_elsewhere`", "uses the global variable `table_from_elsewhere`",
        "neither defined in the program nor found in libc", "several program files can be given"))
    assert "segmentation" not in outcome.stderr.lower()
