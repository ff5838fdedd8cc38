"""analyses/tripslope.py: how an inner loop's trip count moves with its parent's counter,
from the exit test (hand-derived slopes on kernels/triangles.c), and through the profile
to the model's static-chunk share (model/incore.static_chunk_share)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from automatch.analyses.tripslope import trip_slopes
from automatch.model.incore import static_chunk_share
from automatch.pipeline import AnalysisOptions, load_program, profile_program

SOURCE = Path(__file__).parent / "kernels" / "triangles.c"
needs_clang = pytest.mark.skipif(not (shutil.which("clang-19") or shutil.which("clang")),
                                 reason="needs clang")
# inner loop line -> its trip count's change per outer iteration
SLOPES = {12: -1.0, 17: 1.0, 20: 0.0, 23: -1.0, 26: 0.0}


@needs_clang
def test_inner_trip_slopes_from_the_exit_tests():
    _, program = load_program([str(SOURCE)], "shapes")
    slopes = trip_slopes(program)
    inner = {lp.line: lp.id for lp in program.loops if lp.parent >= 0}
    assert set(inner) == set(SLOPES)
    assert {line: slopes.get(lid, 0.0) for line, lid in inner.items()} == SLOPES


@needs_clang
def test_the_profile_carries_the_slope_and_its_counts_agree():
    r = profile_program(str(SOURCE), AnalysisOptions(kernel="shapes", analyses=("schedule",)))
    by_line = {lp.line: lp for lp in r.profile.loops if lp.parent >= 0}
    n = 40
    tri = by_line[12]
    assert tri.trip_slope == -1.0 and (tri.instances, tri.iterations) == (n, n * (n + 1) // 2)
    assert by_line[20].trip_slope == 0.0


def test_static_chunk_share_of_a_triangle():
    n = 320
    # uniform: ceil(n / threads) of n
    assert static_chunk_share(n, 2) == 0.5
    assert static_chunk_share(10, 4) == pytest.approx(3 / 10)
    # j = i .. n-1: iteration i does n - i; the first half holds sum(n - i, i < n/2)
    first = sum(n - i for i in range(n // 2)) / sum(n - i for i in range(n))
    assert static_chunk_share(n, 2, (n + 1) / 2, -1.0) == pytest.approx(first)
    # j <= i: the second half is the busier, by the same share
    assert static_chunk_share(n, 2, (n + 1) / 2, 1.0) == pytest.approx(first)
    # three threads, chunks of 100: the first one's
    w = [300 - i for i in range(300)]
    assert static_chunk_share(300, 3, sum(w) / 300, -1.0) == pytest.approx(sum(w[:100]) / sum(w))
