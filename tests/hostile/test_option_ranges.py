"""Issue 39 (items 13, 18): numeric options checked against their ranges up front.

``bench cpu --threads 1000000`` segfaulted and left its folder; ``--max-bytes -4096``
and 10^18 failed after a minute, ``--max-bytes 0`` silently meant the default;
``validate --timeout nan`` (or -5) was taken; ``analyze --line-sizes 1``, ``2`` and
``64,64`` failed only after the runs, without naming the option. Each is now refused
before anything runs (exit 2, the option named). Only the refusals run here: no
benchmark, no validation, and the analysed program never ends (a command that got
past its checks could not return).
"""

from __future__ import annotations

import os

import pytest

from automatch.errors import InputError
from tests.hostile.cli_case import assert_clean_exit, run_cli

ENDLESS_LL = "define i32 @main() {\nentry:\n  br label %loop\nloop:\n  br label %loop\n}\n"


@pytest.mark.parametrize(
    ("option", "value", "message"),
    [
        ("--threads", "1000000", "--threads must be at most"),
        ("--threads", "0", "--threads must be at least 1"),
        ("--threads", str(10 * (os.cpu_count() or 1)), "the logical CPUs of this machine"),
        ("--max-bytes", "-4096", "--max-bytes must be at least 1,048,576 bytes"),
        ("--max-bytes", "0", "--max-bytes must be at least"),
        ("--max-bytes", str(10**18), "--max-bytes must be at most"),
        ("--repetitions", "0", "--repetitions must be at least 1"),
        ("--repetitions", str(10**9), "--repetitions must be at most 1,000"),
    ],
)
def test_bench_cpu_options_are_refused_before_it_runs(tmp_path, option, value, message):
    out = run_cli(
        [
            "bench",
            "cpu",
            "--quick",
            option,
            value,
            "-o",
            tmp_path / "x.toml",
            "--raw-dir",
            tmp_path / "raw",
        ],
        timeout=120,
    )
    # assert_clean_exit also checks that no automatch-bench-* folder is left
    assert_clean_exit(out, code=2, message=message, outputs=(tmp_path / "x.toml", tmp_path / "raw"))


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--timeout", "nan"], "--timeout must be a finite number"),
        (["--timeout", "-5"], "--timeout must be at least"),
        (["--timeout", "inf"], "--timeout must be a finite number"),
        (["--timeout", "1e30"], "--timeout must be at most"),
        (["--repetitions", "0"], "--repetitions must be at least 1"),
        (["--gpu", "--budget-s", "nan"], "--budget-s must be a finite number"),
        (["--gpu", "--timeout", "-1"], "--timeout must be at least"),
    ],
)
def test_validate_numbers_are_refused_before_it_runs(tmp_path, args, message):
    out = run_cli(
        ["validate", *args, "-o", tmp_path / "v.json", "--spec-cache", tmp_path / "cache"],
        timeout=120,
    )
    assert_clean_exit(
        out, code=2, message=message, outputs=(tmp_path / "v.json", tmp_path / "cache")
    )


@pytest.mark.parametrize(
    ("sizes", "message"),
    [
        ("1", "1 is not a cache line size"),
        ("2", "2 is not a cache line size"),
        ("64,64", "64 given more than once"),
        ("32,64,128,64,32", "32, 64 given more than once"),
        ("48", "48 is not a cache line size"),
        (str(2**31), "is not a cache line size"),
    ],
)
def test_line_sizes_are_checked_before_the_runs(tmp_path, sizes, message):
    program = tmp_path / "endless.ll"
    program.write_text(ENDLESS_LL)
    for command in ("analyze", "profile"):
        out = run_cli([command, program, f"--line-sizes={sizes}", "-q"], timeout=120)
        assert_clean_exit(out, code=2, message=("--line-sizes", message))


def test_line_sizes_in_range_are_taken():
    from automatch.cli.analyze_cmd import parse_line_sizes

    assert parse_line_sizes("4,8,64,1073741824") == (4, 8, 64, 2**30)
    assert parse_line_sizes(" 32, 64 ,128") == (32, 64, 128)


def test_check_range_bounds_and_kinds():
    from automatch.cli.checks import check_range

    check_range("--x", None, minimum=1, maximum=2)  # not given: nothing to check
    check_range("--x", 1, minimum=1, maximum=2, integer=True)
    check_range("--x", 2.0, minimum=1, maximum=2)
    for value, why in (
        (float("nan"), "finite"),
        (float("-inf"), "finite"),
        (0, "at least 1"),
        (3, "at most 2"),
        (1.5, "whole number"),
        (True, "finite"),
    ):
        with pytest.raises(InputError, match=why):
            check_range("--x", value, minimum=1, maximum=2, integer=True)
