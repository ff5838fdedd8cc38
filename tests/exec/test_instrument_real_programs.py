"""Real-program habits through the engine (issues 11 and 16): each program runs natively
and instrumented, prints what clang -O0 prints, and gets its hand-derived work W."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from automatch.pipeline import AnalysisOptions, profile_program

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "hostile"))
from cli_case import assert_clean_exit, run_cli  # noqa: E402

# (fixture, kernel, W): W derived by hand in each fixture's comments (None: no floating
# point, so W is integer work, whose counting rules are the analyses' business).
CASES = [
    ("free_in_helper.c", "kern", 300),  # issue 11 item 1: call-site attribute groups
    ("struct_by_value.c", "kern", 301),  # issue 11 item 2: byval parameter block
    ("struct_by_value.c", "make", 5),  # sret result
    ("struct_by_value.c", "positive", None),  # zeroext return, signext parameter
    ("self_timing.c", "scale", 3000),  # issue 11 item 4: clock_gettime, gettimeofday, exit
    ("own_clock.c", "sum", 50),  # the program defines clock_gettime itself
    ("quoted_names.ll", "my kern.v2$x", 2),  # issue 16: names LLVM must quote
]


@pytest.fixture(scope="module")
def reference(exec_fixtures, clang, tmp_path_factory):
    """fixture -> stdout of the program built by clang -O0 (for .ll too)."""
    build, cache = tmp_path_factory.mktemp("ref"), {}

    def stdout(name: str) -> str:
        if name not in cache:
            exe = build / Path(name).stem
            subprocess.run([clang, "-O0", "-w", str(exec_fixtures / name), "-o", str(exe)],
                           check=True, capture_output=True)
            cache[name] = subprocess.run([str(exe)], capture_output=True, text=True, check=True).stdout
        return cache[name]

    return stdout


@pytest.mark.parametrize("name, kernel, work", CASES, ids=[f"{c[0]}:{c[1]}" for c in CASES])
def test_runs_like_native_with_exact_work(exec_fixtures, reference, name, kernel, work):
    run = profile_program(str(exec_fixtures / name), AnalysisOptions(kernel=kernel, analyses=("schedule",)))
    expected = reference(name)
    assert expected.strip()
    assert run.native_stdout == expected
    assert run.instrumented_stdout == expected
    if work is not None:
        assert run.profile.work == work


def test_own_clock_is_not_the_region_timer(reference):
    """The fake clock counts its calls: the program's two. The runs above print the same,
    so the engine's region timer never called the program's clock_gettime."""
    assert reference("own_clock.c") == "1225 2 2\n"


@pytest.mark.parametrize("case", ["foreign_target", "system"])
def test_refused_up_front_through_the_cli(case, tmp_path):
    """Issue 16: a foreign target and a program that starts other programs: exit 2, one
    paragraph, no output, nothing left behind."""
    if case == "foreign_target":
        prog = tmp_path / "arm.ll"
        prog.write_text('target triple = "aarch64-unknown-linux-gnu"\n'
                        "define i32 @main() {\nentry:\n  ret i32 0\n}\n")
        message = ("the IR is compiled for another target ('aarch64-unknown-linux-gnu')",)
    else:
        prog = tmp_path / "shell.ll"
        prog.write_text('@cmd = private constant [5 x i8] c"true\\00"\ndeclare i32 @system(ptr)\n'
                        "define i32 @main() {\nentry:\n  %r = call i32 @system(ptr @cmd)\n  ret i32 0\n}\n")
        message = ("other programs (system)", "it declares system")
    out_json = tmp_path / "out.json"
    outcome = run_cli(["analyze", str(prog), "--json", str(out_json)])
    assert_clean_exit(outcome, code=2, outputs=(out_json,), message=message)
