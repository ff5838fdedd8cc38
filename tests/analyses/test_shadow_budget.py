"""The replay's shadow grows only into memory the machine has (analyses.replay.shadow_pages,
exec.memory_budget): when it is not there, the analysis stops with its own message
instead of being killed by the kernel's OOM killer."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from automatch.analyses.schedule.replay import (
    OTHER_BYTES_PER_PROGRAM_BYTE,
    PROGRAM_PAGE_BYTES,
    SHADOW_PAGE_BYTES,
    shadow_pages,
)
from automatch.errors import ProgramRunError
from automatch.exec.supervise.runner import RunConfig, run_program
from automatch.pipeline import load_program
from automatch.proc import memory_budget

HERE = Path(__file__).parent
MiB = 1 << 20


def test_the_pool_doubles_while_memory_allows():
    assert shadow_pages(used=4000, need=4100, proposed=8192, available=10 * 8192 * SHADOW_PAGE_BYTES,
                        reserve=0) == 8192


def test_the_pool_grows_only_into_the_memory_left():
    room = 1000  # pages' worth of memory beyond the reserve, the program's and its reuse's included
    per_page = SHADOW_PAGE_BYTES + OTHER_BYTES_PER_PROGRAM_BYTE * PROGRAM_PAGE_BYTES
    got = shadow_pages(used=4000, need=4100, proposed=8192,
                       available=room * per_page + 64 * MiB, reserve=64 * MiB)
    assert got == 4000 + room


def test_two_replays_share_the_memory_left():
    room = 1000
    per_page = 2 * SHADOW_PAGE_BYTES + OTHER_BYTES_PER_PROGRAM_BYTE * PROGRAM_PAGE_BYTES
    got = shadow_pages(used=4000, need=4100, proposed=8192, shares=2,
                       available=room * per_page, reserve=0)
    assert got == 4000 + room


def test_no_room_for_the_pages_needed_stops_the_analysis_with_a_message():
    with pytest.raises(ProgramRunError) as err:
        shadow_pages(used=4000, need=4100, proposed=8192, available=50 * SHADOW_PAGE_BYTES,
                     reserve=0, tree=True, shares=2)
    msg = str(err.value)
    assert err.value.exit_code == 3
    assert f"{4000 * PROGRAM_PAGE_BYTES / 2**20:.0f} MiB" in msg  # the program memory touched
    per_byte = (2 * SHADOW_PAGE_BYTES) // PROGRAM_PAGE_BYTES + OTHER_BYTES_PER_PROGRAM_BYTE
    assert f"about {per_byte} bytes per byte touched" in msg
    assert "reductions as trees" in msg and "in this copy" in msg and "smaller" in msg


def test_unknown_memory_keeps_the_proposal(monkeypatch):
    monkeypatch.setattr(memory_budget, "available_bytes", lambda: None)
    assert shadow_pages(used=10, need=20, proposed=64) == 64


def test_this_machine_reports_its_memory():
    avail = memory_budget.available_bytes()
    assert avail is None or avail > 0
    assert memory_budget.reserve_bytes() >= 256 * MiB


SOURCE = r"""
#include <stdio.h>
#include <stdlib.h>
void kernel(double *a, long n) { for (long i = 0; i < n; i++) a[i] = 0.5 * i; }
int main(void) {
    long n = 2000000;  /* 16 MB: 192 MB of shadow */
    double *a = malloc(n * sizeof(double));
    kernel(a, n);
    printf("%f\n", a[n / 3]);
    return 0;
}
"""


@pytest.mark.skipif(not (shutil.which("clang-19") or shutil.which("clang")), reason="needs clang")
def test_a_full_machine_gives_a_message_not_a_kill(tmp_path, monkeypatch):
    src = tmp_path / "fill.c"
    src.write_text(SOURCE)
    canonical, _ = load_program([str(src)], "kernel")
    monkeypatch.setenv("PYTHONPATH", str(HERE / "consumers"))
    monkeypatch.setenv("AM_TEST_ROOM", str(64 * MiB))
    with pytest.raises(ProgramRunError, match="The analysis ran out of memory") as err:
        run_program(RunConfig(mode="instrumented", consumer="tight_memory:make",
                              consumer_options={"analyses": ["schedule", "reuse"]},
                              ir_text=canonical.text, kernel=canonical.kernel, argv=("fill",)))
    assert "Traceback" not in str(err.value)
