"""``measure.time_interleaved``: every program once per round, each round starting one
program further on, a failing program dropped after its error (real gcc-built programs
that log their runs to a file)."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from automatch.errors import InputError
from automatch.validate import measure

PROGRAM = r"""
#include <stdio.h>
#include <string.h>
int main(int argc, char **argv)
{
    FILE *f = fopen(argv[1], "a");
    fprintf(f, "%s\n", argv[2]);
    fclose(f);
    if (strcmp(argv[2], "bad") == 0)
        return 3;
    printf("checksum %s\nkernel_time_s 0.00%zu\n", argv[2], strlen(argv[2]));
    return 0;
}
"""


@pytest.fixture(scope="module")
def program(tmp_path_factory):
    if shutil.which("gcc") is None:
        pytest.skip("gcc is needed")
    d = tmp_path_factory.mktemp("rounds")
    src = d / "prog.c"
    src.write_text(PROGRAM)
    exe = d / "prog"
    subprocess.run(["gcc", str(src), "-o", str(exe)], check=True)
    return exe


def test_rounds_rotate_and_drop_a_failing_program(program, tmp_path):
    log = tmp_path / "log"
    runs = [measure.OmpRun(program, (str(log), tag), 2) for tag in ("a", "bb", "bad")]
    rounds = []
    res = measure.time_interleaved(runs, 3, on_round=rounds.append)
    assert rounds == [0, 1, 2]
    # round 0: a bb bad; round 1 starts at bb (bad is skipped after its error);
    # round 2 starts at bad (skipped), then a, bb
    assert log.read_text().split() == ["a", "bb", "bad", "bb", "a", "a", "bb"]
    a, bb, bad = res
    assert a.timing.samples == (0.001, 0.001, 0.001) and a.checksum == "a"
    assert bb.timing.samples == (0.002,) * 3 and bb.checksum == "bb"
    assert a.error is None and bad.timing is None
    assert isinstance(bad.error, InputError) and "exit 3" in str(bad.error)
    assert "OMP_NUM_THREADS=2" in a.timing.what


def test_single_program_helpers_raise_the_error(program, tmp_path):
    log = tmp_path / "log"
    t, checksum = measure.time_omp_argv(program, (str(log), "xyz"), 1, 2)
    assert t.samples == (0.003, 0.003) and checksum == "xyz"
    with pytest.raises(InputError):
        measure.time_omp_argv(program, (str(log), "bad"), 1, 2)
