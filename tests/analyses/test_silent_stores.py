"""Silent stores: a store that writes the value already there is no dependence
(automatch/exec/instrument/silent.py), on kernels/silent.c with hand-derived loop kinds."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from automatch.exec.events import SILENT_BIT
from automatch.exec.instrument.silent import silent_flag
from automatch.pipeline import AnalysisOptions, profile_program
from tests.source_markers import marker_line

SRC = Path(__file__).parent / "kernels" / "silent.c"
N = 12
needs_clang = pytest.mark.skipif(not (shutil.which("clang-19") or shutil.which("clang")),
                                 reason="needs clang")


def _line(marker: str) -> int:
    return marker_line(SRC, marker)


def _loops(kernel: str):
    prof = profile_program(str(SRC), AnalysisOptions(kernel=kernel, program_args=(str(N),))).profile
    return prof, {lp.line: lp for lp in prof.loops}


@needs_clang
def test_floyd_warshall_parallel_in_i_and_j():
    prof, loops = _loops("floyd")
    k, i, j = loops[_line("k")], loops[_line("i")], loops[_line("j")]
    assert (k.kind, i.kind, j.kind) == ("sequential", "parallel", "parallel")
    assert (i.carried_raw, j.carried_raw) == (0, 0)
    # one barrier per step k (the i loop is the phase), none for a wavefront
    assert prof.sync_points == N and i.sync_points == N and k.sync_kind == ""


@needs_clang
def test_floyd_warshall_is_parallel_but_not_vectorisable():
    """A compiler cannot know the stores are silent: the j loop vectorised by LLVM (with a
    run-time alias check) would fail that check, as path[i][k] lies in the row it
    writes, so f_v = 0. By hand (n = 12): at j == k the silent store marks path[i][k];
    the loads of it at j = k+1..n-1 are the RAW a compiler sees, carried by j: n - 1 - k
    per (k, i), n * n(n-1)/2 = 792 in all; at i == k every store of row k is silent,
    and the loads of path[k][j] at i = k+1..n-1 (n per i) are carried by i: 792 too."""
    from automatch.ir.vectorize import vectorized_loop_lines
    from automatch.pipeline import load_program

    prof, loops = _loops("floyd")
    i, j = loops[_line("i")], loops[_line("j")]
    assert j.carried_silent == N * N * (N - 1) // 2 and i.carried_silent == N * N * (N - 1) // 2
    assert (j.carried_raw, j.carried_war, j.carried_waw) == (0, 0, 0)
    canonical, _ = load_program([str(SRC)], "floyd")
    assert any(_line("j") <= ln <= _line("j") + 2 for ln in vectorized_loop_lines(canonical.text))
    assert prof.f_v == 0.0


@needs_clang
def test_a_store_that_changes_the_value_is_a_dependence():
    _, loops = _loops("shift")
    lp = loops[_line("shift")]
    assert lp.kind == "sequential" and lp.carried_raw == N - 2 and lp.carried_silent == 0


def _fresh():
    n = iter(range(100))
    return lambda: f"%t{next(n)}"


def test_the_check_compares_bit_for_bit():
    lines, flag = silent_flag(_fresh(), "store double %v, ptr %p, align 8", "%p")
    text = "\n".join(lines)
    assert "load volatile double, ptr %p" in text
    assert "bitcast double %v to i64" in text and "icmp eq i64" in text
    assert f"select i1 %t1, i64 {SILENT_BIT}, i64 0" in text and flag == "%t4"
    lines, _ = silent_flag(_fresh(), "store <4 x float> %w, ptr %q, align 16", "%q")
    assert any("to i128" in x for x in lines)
    lines, _ = silent_flag(_fresh(), "store ptr @g, ptr %q, align 8", "%q")
    assert any("ptrtoint ptr @g to i64" in x for x in lines)
    lines, _ = silent_flag(_fresh(), "store i32 0, ptr %q, align 4", "%q")
    assert any(x.strip().startswith("%t1 = icmp eq i32 %t0, 0") for x in lines)
    # never marked: volatile and atomic stores, aggregates, constant expressions
    for text in ("store volatile i32 1, ptr %q, align 4",
                 "store atomic i32 1, ptr %q seq_cst, align 4",
                 "store { i32, i32 } %s, ptr %q, align 4",
                 "store <2 x i32> <i32 1, i32 2>, ptr %q, align 8",
                 "store ptr getelementptr (i8, ptr @g, i64 8), ptr %q, align 8"):
        assert silent_flag(_fresh(), text, "%q") is None, text


@needs_clang
def test_a_dp_table_runs_fronts_with_the_max_inside():
    # kernels/dptable.c: the k loop's stores are all silent (parallel); fronts over
    # (i, j) synchronise 16 times where the k loop as a phase would 66 times
    src = SRC.with_name("dptable.c")
    prof = profile_program(str(src), AnalysisOptions(kernel="dp", program_args=("12",))).profile
    loops = {lp.line: lp for lp in prof.loops}
    lines = {m: marker_line(src, m) for m in "ijk"}
    i, j, k = (loops[lines[m]] for m in "ijk")
    assert (i.kind, j.kind, k.kind) == ("sequential", "sequential", "parallel")
    assert k.instances == 66 and k.carried_raw == 0
    assert i.sync_kind == "wavefront" and i.sync_points == 16
    assert (k.sync_kind, k.sync_points) == ("", 0)
    assert prof.sync_points == 16 and prof.parallel_regions == 1
