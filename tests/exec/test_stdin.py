"""A program that reads its standard input: --stdin gives it its data in both runs.

Without --stdin both runs read an empty standard input; automatch warns when the program
reads it (scanf, getchar, the stdin stream, read(0, ...)), since its runs then analyse
whatever the program does without its data.
"""

from __future__ import annotations

import json
import shutil
import warnings

import pytest

from automatch.errors import ProgramInputWarning
from automatch.ir.canonical import standard_input_use
from automatch.pipeline import AnalysisOptions, profile_program
from tests.hostile.cli_case import assert_clean_exit, run_cli

pytestmark = pytest.mark.skipif(not (shutil.which("clang-19") or shutil.which("clang")),
                                reason="needs clang")

SUM_SQUARES = r"""
#include <stdio.h>
int main(void)
{
    double s = 0.0, x;
    int n = 0;
    while (scanf("%lf", &x) == 1) {
        s += x * x;
        n++;
    }
    printf("%d %.2f\n", n, s);
    return 0;
}
"""


@pytest.fixture()
def program(tmp_path):
    src = tmp_path / "sumsq.c"
    src.write_text(SUM_SQUARES)
    return src


def test_both_runs_read_the_given_file(program, tmp_path):
    data = tmp_path / "in.txt"
    data.write_text("1 2 3 4.5\n")
    run = profile_program(str(program), AnalysisOptions(analyses=("schedule",), stdin_path=str(data)))
    assert run.native_stdout == run.instrumented_stdout == "4 34.25\n"
    assert run.profile.flops.total == 8  # s += x * x: one FMA (two flops) per value


def test_an_unread_standard_input_is_warned_about(program):
    with pytest.warns(ProgramInputWarning, match=r"standard input \(scanf\(\)\).*--stdin FILE"):
        run = profile_program(str(program), AnalysisOptions(analyses=("schedule",)))
    assert run.native_stdout == "0 0.00\n" and run.profile.flops.total == 0


def test_no_warning_for_a_program_that_does_not_read_it(tmp_path):
    src = tmp_path / "quiet.c"
    src.write_text('#include <stdio.h>\nint main(void) { double s = 0; for (int i = 0; i < 9; i++) '
                   's += i * 0.5; printf("%g\\n", s); return 0; }\n')
    with warnings.catch_warnings():
        warnings.simplefilter("error", ProgramInputWarning)
        profile_program(str(src), AnalysisOptions(analyses=("schedule",)))


def test_cli_passes_its_own_standard_input_with_a_dash(program, tmp_path):
    data = tmp_path / "in.txt"
    data.write_text("3 4\n")
    with open(data, "rb") as stdin:
        out = run_cli(["profile", program, "--stdin", "-", "-q", "-o", tmp_path / "p.json"],
                      stdin=stdin)
    assert out.returncode == 0, out.stderr
    assert "warning" not in out.stderr
    prof = json.loads((tmp_path / "p.json").read_text())["profile"]
    assert prof["flops"]["total"] == 4 and prof["extra"]["output_matches_native"] is True
    assert not list(out.tmpdir.glob("automatch-stdin-*"))  # the saved copy is gone


@pytest.mark.parametrize("make,message", [
    (lambda tmp: tmp / "missing.txt", "Standard input file not found"),
    (lambda tmp: tmp, "not a regular file"),
])
def test_a_bad_stdin_file_is_refused_before_the_run(program, tmp_path, make, message):
    out = run_cli(["analyze", program, "--arch", "dev-host", "--stdin", make(tmp_path),
                   "--json", tmp_path / "r.json"])
    assert_clean_exit(out, code=2, message=message, outputs=(tmp_path / "r.json",))


@pytest.mark.parametrize("ir,expected", [
    ("declare i32 @__isoc99_scanf(ptr noundef, ...)\n", "scanf()"),
    ("declare i32 @getchar()\n", "getchar()"),
    ("@stdin = external global ptr, align 8\n", "stdin"),
    ("  %3 = call i64 @read(i32 noundef 0, ptr noundef %2, i64 noundef 64)\n", "read(0)"),
    ("  %3 = call i64 @read(i32 noundef 3, ptr noundef %2, i64 noundef 64)\n", None),
    ("declare i32 @sscanf(ptr noundef, ptr noundef, ...)\n", None),
])
def test_standard_input_use(ir, expected):
    assert standard_input_use(ir) == expected


def _cli_without(args: list, *, prefix: tuple = (), close_stdin: bool = False):
    """Like run_cli, with a command ``prefix`` (setpriv) or the CLI's fd 0 closed."""
    import os
    import subprocess
    import sys
    import uuid

    from tests.hostile.cli_case import NUMBA_CACHE, CliOutcome, case_tmpdir

    marker = uuid.uuid4().hex
    tmpdir = case_tmpdir()
    env = dict(os.environ, TMPDIR=str(tmpdir), AUTOMATCH_TEST_MARKER=marker,
               NUMBA_CACHE_DIR=NUMBA_CACHE, COLUMNS="160", XDG_CACHE_HOME=str(tmpdir / "cache"))
    proc = subprocess.run([*prefix, sys.executable, "-m", "automatch.cli.main", *map(str, args)],
                          capture_output=True, text=True, env=env, timeout=300,
                          stdin=subprocess.DEVNULL,
                          preexec_fn=(lambda: os.close(0)) if close_stdin else None)
    return CliOutcome(proc.returncode, proc.stdout, proc.stderr, tmpdir, marker)


def test_an_unreadable_stdin_file_is_refused_up_front(program, tmp_path):
    """An unreadable --stdin FILE was an internal error (exit 3) after the compile."""
    import os

    data = tmp_path / "secret.txt"
    data.write_text("1 2\n")
    data.chmod(0)
    prefix = ()
    if os.geteuid() == 0:  # root reads any file: drop the capabilities that let it
        if not shutil.which("setpriv"):
            pytest.skip("needs setpriv to run without CAP_DAC_OVERRIDE as root")
        prefix = ("setpriv", "--bounding-set=-dac_override,-dac_read_search")
    out = _cli_without(["profile", program, "--stdin", data, "-q", "-o", tmp_path / "p.json"],
                       prefix=prefix)
    assert_clean_exit(out, code=2, message=f"--stdin {data} cannot be read: permission denied",
                      outputs=(tmp_path / "p.json",))


def test_stdin_dash_with_the_standard_input_closed_is_refused(program, tmp_path):
    """'--stdin -' with fd 0 closed ('<&-') was an internal error (AttributeError)."""
    out = _cli_without(["profile", program, "--stdin", "-", "-q", "-o", tmp_path / "p.json"],
                       close_stdin=True)
    assert_clean_exit(out, code=2, message="standard input is closed",
                      outputs=(tmp_path / "p.json",))
