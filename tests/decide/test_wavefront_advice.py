"""The advice says when a prediction assumes a wavefront (decide/advice.py).

``kernels/cholesky.c`` (n = 120): the profile runs the i and j loops as a wavefront, so
S counts fronts. A programmer who parallelises only the k sums instead synchronises once
per instance of each: the ``offdiag`` loop runs once per entry below the diagonal,
n (n - 1) / 2 = 7140 times, the ``diag`` loop once per row, 120 times: 7260 barriers at
least. The advice names both loops and what those barriers add at the CPU's barrier
cost (its sync term over S).
"""

from __future__ import annotations

import dataclasses
import re
import shutil
from pathlib import Path

import pytest

from automatch.arch import find_specs
from automatch.decide.advice import advice
from automatch.model.predict import predict
from automatch.pipeline import AnalysisOptions, profile_program
from tests.source_markers import marker_line

KERNEL = Path(__file__).parent / "kernels" / "cholesky.c"
pytestmark = pytest.mark.skipif(not (shutil.which("clang-19") or shutil.which("clang")),
                                reason="needs clang")


def _line(marker: str) -> int:
    return marker_line(KERNEL, marker)


def test_wavefront_assumption_is_said():
    run = profile_program(str(KERNEL), AnalysisOptions(kernel="cholesky"))
    prof = run.profile
    (wf,) = [lp for lp in prof.loops if lp.sync_kind == "wavefront"]
    inner = {lp.line: lp for lp in prof.loops if lp.kind == "reduction"}
    assert inner[_line("offdiag")].instances == 7140 and inner[_line("diag")].instances == 120
    assert 0 < wf.sync_points < 7260
    # a 4-core CPU with cheap barriers, so that the parallel schedule is the one predicted
    cpu = dataclasses.replace(next(s for s in find_specs() if s.kind == "cpu"), cores=4,
                              sync_s=5e-8)
    (pred,) = predict(prof, [cpu], "default")
    assert pred.breakdown.implementation == "parallel" and pred.breakdown.sync_s > 0
    (note,) = [a for a in advice(prof, [pred]) if "as a wavefront" in a]
    assert f"({wf.sync_points:,} barriers, one per front)" in note
    assert f"(line {_line('offdiag')}, {_line('diag')})" in note
    assert "at least 7,260 times" in note
    want = (7260 - wf.sync_points) * pred.breakdown.sync_s / prof.sync_points
    got = re.search(r"about ([0-9.]+) (ms|us) more", note)
    assert got and float(got.group(1)) * (1e-3 if got.group(2) == "ms" else 1e-6) == \
        pytest.approx(want, rel=0.01)


def test_no_note_without_a_wavefront():
    run = profile_program(str(KERNEL), AnalysisOptions(kernel="cholesky"))
    prof = run.profile
    flat = type(prof)(**{**prof.__dict__, "loops": tuple(
        type(lp)(**{**lp.__dict__, "sync_kind": "phase" if lp.sync_kind == "wavefront" else lp.sync_kind})
        for lp in prof.loops)})
    cpu = next(s for s in find_specs() if s.kind == "cpu")
    (pred,) = predict(flat, [cpu], "default")
    assert not any("as a wavefront" in a for a in advice(flat, [pred]))
