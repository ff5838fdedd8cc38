"""Found by a verifier after issues 11 and 16 (what the commands accept): absurd
numeric options (``--max-memory 1e30``, ``--timeout 1e30``...) overflowed a C long or a
deadline; program files were read whole without a size limit and a binary ``.ll``
"parsed" as an empty module; ``--json /proc/version`` was found unwritable only after
the whole run; a kernel that did nothing gave "0 s" predictions and exit 0."""

from __future__ import annotations

import os
import struct

import pytest

from automatch.errors import InputError
from automatch.fileio import check_output_path
from tests.hostile.cli_case import assert_clean_exit, run_cli

BARE_C = "void scale(double *a, int n) { for (int i = 0; i < n; i++) a[i] *= 2.0; }\n"
ENDLESS_LL = "define i32 @main() {\nentry:\n  br label %loop\nloop:\n  br label %loop\n}\n"
SMALL_LL = "define i32 @main() {\nentry:\n  ret i32 0\n}\n"


# ---------------------------------------------------------------- absurd numbers


@pytest.mark.parametrize(
    "option, value, message",
    [
        ("--max-memory", "1e30", "at most 1,048,576 GiB"),
        ("--timeout", "1e30", "at most 1,000,000 seconds"),
        ("--sync-points", str(10**30), "at most 9,007,199,254,740,992"),
        ("--sample-lines", str(10**30), "at most 9,007,199,254,740,992"),
        ("--granularity", str(10**30), "at most 9,007,199,254,740,992"),
    ],
)
def test_huge_numeric_options_are_refused(tmp_path, option, value, message):
    program = tmp_path / "endless.ll"  # a check made after the run would never come
    program.write_text(ENDLESS_LL)
    out = run_cli(
        ["analyze", program, "--arch", "dev-host", option, value, "--json", tmp_path / "r.json"],
        timeout=120,
    )
    assert_clean_exit(out, code=2, message=(option, message), outputs=(tmp_path / "r.json",))


# ---------------------------------------------------------------- program files


def test_program_files_over_the_cap_or_not_text_are_refused(tmp_path):
    huge = tmp_path / "huge.ll"
    with open(huge, "wb") as fh:  # sparse: 3 GiB that take no disk
        fh.truncate(3 * 2**30)
    nul = tmp_path / "nul.ll"
    nul.write_bytes(b"\0" * 3_000_000)
    late = tmp_path / "late.ll"  # text for 2 MiB, then a NUL the parser would stop at
    late.write_bytes(SMALL_LL.encode() + b" " * 2**21 + b"\0garbage")
    bitcode = tmp_path / "bitcode.ll"
    bitcode.write_bytes(b"BC\xc0\xde" + b"\x35\x14\0\0" * 8)
    small = tmp_path / "small.ll"
    small.write_text(SMALL_LL)
    cases = [
        ([huge], {}, ("3,221,225,472 bytes", "AUTOMATCH_MAX_PROGRAM_BYTES")),
        ([small], {"AUTOMATCH_MAX_PROGRAM_BYTES": "10"}, ("more than the 10 accepted",)),
        ([small], {"AUTOMATCH_MAX_PROGRAM_BYTES": "lots"}, ("AUTOMATCH_MAX_PROGRAM_BYTES",)),
        ([nul], {}, ("is not LLVM IR text", "NUL")),
        ([late], {}, ("is not LLVM IR text",)),
        ([bitcode], {}, ("is not LLVM IR text", "bitcode.bc")),
    ]
    for program, env, message in cases:
        out = run_cli(
            ["analyze", *program, "--arch", "dev-host", "--json", tmp_path / "r.json"], env=env
        )
        assert_clean_exit(out, code=2, message=message, outputs=(tmp_path / "r.json",))


# ---------------------------------------------------------------- outputs in /proc


def test_output_in_proc_is_refused_before_the_run(tmp_path):
    program = tmp_path / "endless.ll"  # only a check before the run can return in time
    program.write_text(ENDLESS_LL)
    for option, named in (("--json", "--json"), ("-o", "--save-profile")):
        out = run_cli(
            ["analyze", program, "--arch", "dev-host", "--timeout", "20", option, "/proc/version"],
            timeout=120,
        )
        assert_clean_exit(out, code=2, message=(f"{named} /proc/version", "/proc"))
        assert out.stdout == ""
    with pytest.raises(InputError, match="pseudo-filesystem"):
        check_output_path("/proc/version", option="--json ")
    if os.path.exists("/sys/kernel"):
        with pytest.raises(InputError, match="/sys"):
            check_output_path("/sys/kernel", "dir", option="--plots ")
    check_output_path("/dev/stdout")  # an open file of ours: still written through


# ---------------------------------------------------------------- a kernel that did nothing


def test_kernel_that_did_nothing_is_refused(tmp_path):
    program = tmp_path / "bare.c"
    program.write_text(BARE_C)
    data = tmp_path / "a.bin"
    data.write_bytes(struct.pack("4d", 1, 2, 3, 4))
    out = run_cli(
        [
            "analyze",
            program,
            "--kernel",
            "scale",
            "--input",
            data,
            "--args",
            "f64[4],i32=-5",
            "--arch",
            "dev-host",
            "--json",
            tmp_path / "r.json",
        ]
    )
    assert_clean_exit(
        out,
        code=2,
        outputs=(tmp_path / "r.json",),
        message=("kernel 'scale' did nothing on this input", "arguments"),
    )
