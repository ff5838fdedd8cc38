"""profile_program end to end on normal programs: outputs agree, the profile is made."""

from __future__ import annotations

import numpy as np
import pytest

from automatch.cli.main import main
from automatch.pipeline import AnalysisOptions, profile_program


@pytest.fixture(scope="module")
def libc_run(exec_fixtures, input_bytes_file, clang):
    return profile_program(str(exec_fixtures / "libc.c"),
                           AnalysisOptions(input_path=str(input_bytes_file)))


def test_output_matches_native(libc_run):
    assert libc_run.profile.extra["output_matches_native"] is True
    assert libc_run.native_stdout == libc_run.instrumented_stdout
    assert libc_run.native_stdout.startswith("bytes: 300 ")
    assert libc_run.events > 0
    assert libc_run.profile.extra["events"] == libc_run.events


def test_raw_args_through_pipeline(exec_fixtures, tmp_path, clang):
    raw = tmp_path / "x.bin"
    raw.write_bytes(np.array([1.0, 2.0, 3.0, 10.0]).tobytes())
    run = profile_program(str(exec_fixtures / "raw_kernel.c"),
                          AnalysisOptions(kernel="total", input_path=str(raw), args_spec="f64[4],i32=4"))
    assert run.native_stdout == "n=4 total=16 last=10\n"
    assert run.profile.extra["output_matches_native"] is True


def test_cli_profile_bare_kernel_npz(capsys, exec_fixtures, tmp_path, clang):
    data = tmp_path / "in.npz"
    np.savez(data, x=np.arange(4.0), y=np.zeros(4), n=np.int32(4))
    out = tmp_path / "p.json"
    rc = main(["profile", str(exec_fixtures / "bare_kernel.c"), "--kernel", "stats",
               "--input", str(data), "-q", "-o", str(out)])
    captured = capsys.readouterr()
    assert rc == 0, captured.err
    assert out.is_file() and out.read_text().lstrip().startswith("{")
