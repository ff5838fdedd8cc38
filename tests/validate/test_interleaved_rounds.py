"""``measure.time_interleaved``: every program once per round, each round starting one
program further on, a failing program dropped after its error (real gcc-built programs
that log their runs to a file; they print a CUDA port's lines too, so they stand in for
ports in ``gpu_ports.time_ports``)."""

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
    printf("checksum %s\nkernel_time_s 0.00%zu\ntransfer_time_s 0.0%zu\n", argv[2],
           strlen(argv[2]), strlen(argv[2]));
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



def test_gpu_ports_are_timed_in_rounds_too(program, tmp_path):
    """The same program stands in for a CUDA port: it prints what a port prints."""
    from automatch.validate.gpu.ports import time_port, time_ports

    port = program
    log = tmp_path / "log"
    a, bb = time_ports([(port, (str(log), "a")), (port, (str(log), "bb"))], 3)
    assert log.read_text().split() == ["a", "bb", "bb", "a", "a", "bb"]
    assert a.kernel.samples == (0.001,) * 3 and a.transfer.samples == (0.01,) * 3
    assert bb.kernel.samples == (0.002,) * 3 and bb.checksum == "bb"
    one = time_port(port, (str(log), "c"), 2)
    assert one.kernel.samples == (0.001, 0.001) and one.checksum == "c"


def test_the_gpu_validation_times_within_its_budget_in_rounds(program, tmp_path):
    """Step 7 of validate --gpu (gpu_run._time_items): the OpenMP versions in rounds, then
    the ports in rounds; what does not fit the budget is skipped and said."""
    from types import SimpleNamespace

    from automatch.validate.gpu.run import Clock, _time_items

    log, port = tmp_path / "log", program  # the program prints what a port prints too
    items = [SimpleNamespace(name=n) for n in ("x", "yy", "zzz")]
    rows = {n: {"argv": [str(log), n]} for n in ("x", "yy", "zzz")}
    binaries = {"x": (program, port), "yy": (program, None), "zzz": (program, port)}
    cfg = SimpleNamespace(repetitions=2, timeout_s=60.0)
    said: list[str] = []
    _time_items(items, binaries, rows, 1, cfg, Clock(None), said.append)
    # OpenMP: x yy zzz, then yy zzz x; ports (x and zzz only): x zzz, then zzz x
    assert log.read_text().split() == ["x", "yy", "zzz", "yy", "zzz", "x",
                                       "x", "zzz", "zzz", "x"]
    assert rows["yy"]["cpu_measured"]["n"] == 2 and "gpu_measured" not in rows["yy"]
    assert rows["zzz"]["gpu_checksum"] == "zzz" and rows["x"]["omp_checksum"] == "x"
    assert len(said) == 2
    # a budget that holds nothing but the report's reserve: everything skipped, and said
    clock = Clock(1e-9)
    rows2 = {n: {"argv": [str(log), n]} for n in ("x", "yy", "zzz")}
    _time_items(items, binaries, rows2, 1, cfg, clock, said.append)
    assert all("cpu_measured" not in r and "gpu_measured" not in r for r in rows2.values())
    assert len(clock.skipped) == 5 and "x: OpenMP timing" in clock.skipped[0]


def test_the_timed_openmp_threads_are_pinned_unless_the_user_says_otherwise(tmp_path, monkeypatch):
    """OmpRun sets OMP_PROC_BIND/OMP_PLACES (measure.PINNED) for the program, and a value
    the user set stands; the record says which."""
    from automatch.validate.measure import OmpRun

    prog = tmp_path / "prog.sh"
    prog.write_text('#!/bin/sh\necho "kernel_time_s 0.001"\n'
                    'echo "checksum $OMP_PROC_BIND/$OMP_PLACES/$OMP_NUM_THREADS"\n')
    prog.chmod(0o755)
    monkeypatch.delenv("OMP_PROC_BIND", raising=False)
    monkeypatch.delenv("OMP_PLACES", raising=False)
    run = OmpRun(prog, (), 2)
    assert run.once(30)[1] == "true/cores/2"
    assert "OMP_PROC_BIND=true, OMP_PLACES=cores" in run.what()
    monkeypatch.setenv("OMP_PROC_BIND", "false")
    assert run.once(30)[1] == "false/cores/2"
    assert "OMP_PROC_BIND=false" in run.what()
