"""Old HPC code as it is (issue 40, items 7-11), each through the real CLI.

* K&R C (implicit ``int``, old-style definitions, a call before any declaration) compiles
  by default: clang 19 makes those errors, automatch turns them back into warnings.
* When the run then fails, the message quotes clang's legacy-C warnings (an implicitly
  declared function read as returning ``int`` is a likely cause) and the end of the
  program's stdout, where XSBench-like programs say why they fail their own check.
* ``omp_*`` calls without ``#include <omp.h>`` get the shipped one-thread stubs.
* An ``rdtsc`` timer in inline assembly, called from main outside its loops, runs
  natively and is named; called from a loop or from the kernel, it is refused.
* A loop in an ``#included`` helper file is named with its file.

Hand-derived figures: ``kr_sum.c`` runs ``s += x[i] * 0.5`` 100 times, one fmuladd (2
flops) each, chained through ``s``: W = 200, D = 100. ``omp_noinclude.c`` stores
``i * 2.0 + 1.0`` for 500 elements, one independent fmuladd each: W = 1000, D = 1.
``rdtsc_timer.c``'s kernel loop does ``a[i] * 3.0 + 1.0`` for 300 elements: W = 600,
D = 1 (the timer adds nothing).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.hostile.cli_case import assert_clean_exit, run_cli

LEGACY = Path(__file__).parent / "fixtures" / "legacy"
SPEC = Path(__file__).resolve().parents[2] / "archspecs" / "dev-host.toml"


def _analyze(tmp_path: Path, *args: str) -> tuple[object, dict | None]:
    out = tmp_path / "result.json"
    res = run_cli(
        ["analyze", *args, "--arch", str(SPEC), "-q", "--json", str(out), "--timeout", "120"],
        cwd=tmp_path,
    )
    doc = json.loads(out.read_text()) if out.exists() else None
    return res, doc


def _ok(res) -> None:
    assert res.returncode == 0, res.stderr
    assert "Traceback" not in res.stderr + res.stdout


def test_kr_c_compiles_by_default(tmp_path, clang):
    res, doc = _analyze(tmp_path, str(LEGACY / "kr_sum.c"))
    _ok(res)
    p = doc["profile"]
    assert (p["flops"]["total"], p["flops"]["fma"], p["depth"]) == (200, 100, 100)
    assert p["extra"]["output_matches_native"] is True


def test_user_cflags_still_win(tmp_path, clang):
    """``--cflags=-Werror=implicit-int`` comes after the defaults: K&R C is an error again."""
    res, _ = _analyze(tmp_path, str(LEGACY / "kr_sum.c"), "--cflags=-Werror=implicit-int")
    assert_clean_exit(res, code=2, message=("clang could not compile", "implicit int"))


def test_failed_run_quotes_legacy_warnings_and_stdout(tmp_path, clang):
    """``scale_of`` is defined returning double but called undeclared (taken as int): the
    program's own check fails, says so on stdout, and exits 1."""
    res, _ = _analyze(tmp_path, str(LEGACY / "implicit_main.c"), str(LEGACY / "implicit_helper.c"))
    assert_clean_exit(
        res,
        code=3,
        message=(
            "exited with status 1 during the native run",
            "check failed: scale is",
            "call to undeclared function 'scale_of'",
        ),
    )


def test_nonzero_exit_shows_stdout(tmp_path, clang):
    res, _ = _analyze(tmp_path, str(LEGACY / "selfcheck.c"))
    assert_clean_exit(
        res,
        code=3,
        message=(
            "exited with status 1",
            "Its stdout ends with:",
            "Verification FAILED: expected 1000.00 for the default input",
            "Verification checksum: 504.00",  # 0.25 * (0 + ... + 63)
        ),
    )
    assert "clang warned" not in res.stderr  # nothing legacy in it


def test_omp_calls_without_the_include_get_the_stubs(tmp_path, clang):
    res, doc = _analyze(tmp_path, str(LEGACY / "omp_noinclude.c"))
    _ok(res)
    p = doc["profile"]
    assert (p["flops"]["total"], p["flops"]["fma"], p["depth"]) == (1000, 500, 1)
    assert p["extra"]["output_matches_native"] is True


@pytest.mark.parametrize("flags", ["", "-DTIME_IN_KERNEL"])
def test_rdtsc_timer_outside_loops_runs_natively(tmp_path, clang, flags):
    args = [str(LEGACY / "rdtsc_timer.c")] + ([f"--cflags={flags}"] if flags else [])
    res, doc = _analyze(tmp_path, *args)
    _ok(res)
    assert "rdtsc() contains inline assembly: it runs natively" in res.stderr
    p = doc["profile"]
    assert (p["flops"]["total"], p["flops"]["fma"], p["depth"]) == (600, 300, 1)
    assert p["extra"]["native_functions"] == ["rdtsc"]
    assert [c["name"] for c in p["unanalysed_calls"]] == ["rdtsc"]


def test_rdtsc_in_a_loop_of_main_is_refused(tmp_path, clang):
    res, _ = _analyze(tmp_path, str(LEGACY / "rdtsc_timer.c"), "--cflags=-DTIME_IN_LOOP")
    assert_clean_exit(
        res,
        code=2,
        message=(
            "'rdtsc' contains inline assembly",
            "a loop of main calls it",
            "line 31 of main()",
        ),
    )


def test_rdtsc_reached_by_the_kernel_is_refused(tmp_path, clang):
    res, _ = _analyze(
        tmp_path, str(LEGACY / "rdtsc_timer.c"), "--cflags=-DTIME_IN_KERNEL", "--kernel", "work"
    )
    assert_clean_exit(
        res,
        code=2,
        message=("'rdtsc' contains inline assembly", "the kernel 'work'", "line 19 of work()"),
    )


def test_loop_of_an_included_helper_is_named_with_its_file(tmp_path, clang):
    res, doc = _analyze(tmp_path, str(LEGACY / "include_main.c"), "--regions", "auto")
    _ok(res)
    names = sorted(r["name"] for r in doc["profile"]["regions"])
    # the helper's loop (lines 4-5 of helper_loops.c) and main's own (lines 8-9), unchanged
    assert names == ["main:L8-L9", "main:helper_loops.c:L4-L5"]
