"""The skew factor of wavefront loop pairs (analyses/skew.py) and the fronts S counts with
it (analyses/syncphases.py), on small C kernels with hand-derived distance vectors.

kernels/skew.c holds one loop pair per function; each is analysed on its own (its
``n`` a parameter: symbolic strides) and, through the whole program's profile, inlined
into main (``n`` = 10 propagated: constant strides, bounded by the trip counts).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from automatch.analyses.skew import _need, _solve, skew_factor
from automatch.pipeline import AnalysisOptions, load_program, profile_program

KERNELS = Path(__file__).parent / "kernels"
SEIDEL = Path(__file__).parents[2] / "workloads" / "kernels" / "seidel-2d" / "seidel-2d.c"
pytestmark = pytest.mark.skipif(
    not (shutil.which("clang-19") or shutil.which("clang")), reason="needs clang"
)
N = 10  # as in kernels/skew.c


def pair_of(kernel: str):
    """(program, outer loop id, inner loop id) of the kernel's one loop pair."""
    _, program = load_program([str(KERNELS / "skew.c")], kernel)
    loops = program.loops_of(program.function(kernel).id)
    ((outer, inner),) = [(p.id, c.id) for p in loops for c in loops if c.parent == p.id]
    return program, outer, inner


@pytest.mark.parametrize(
    ("d1", "d2", "need"),
    [
        (1, 0, 1),
        (0, 1, 1),
        (1, -1, 2),
        (1, -2, 3),
        (2, -3, 2),
        (-1, 1, 2),
        (0, -4, 1),
        (0, 0, 1),
    ],
)
def test_need_per_distance(d1, d2, need):
    # the smallest a >= 1 with a*d1 + d2 >= 1 once the distance points forward
    assert _need(d1, d2) == need


def test_solve_symbolic_and_constant_strides():
    # row stride 8n, column 8: A[(i-1)*n + j+1] against A[i*n + j] is (d1, d2) = (1, -1)
    n8, one = {("%n",): 8}, {(): 8}
    assert _solve({("%n",): 8}, one, {("%n",): 8, (): -8}) == ("point", 1, -1)
    assert _solve(n8, one, {("%m",): 8}) == ("none",)  # another base: no common address
    # row stride 80 (a static double[10][10]): 80 d1 + 8 d2 = 72 is the line (1, -1) + k (1, -10)
    kind, x0, y0, sx, sy = _solve({(): 80}, one, {(): 72})
    assert kind == "line" and (sx, sy) in ((1, -10), (-1, 10))
    assert 80 * x0 + 8 * y0 == 72
    assert _solve({}, {}, {}) == ("all",)


def test_gauss_seidel_5_point_needs_no_skew():
    program, outer, inner = pair_of("gs5")
    # static G[10][10]: constant strides, the trip counts (8, 8) pick (1, 0), (0, 1)
    assert skew_factor(program, outer, inner, trips=(N - 2, N - 2)) == 1
    # without them the solutions (1, 0) + k (1, -10) are not bounded
    assert skew_factor(program, outer, inner) is None


def test_seidel_9_point_needs_skew_2():
    # A[(i-1)*n + j+1] is read one row after it is written, one column later: (1, -1)
    program, outer, inner = pair_of("seidel9")
    assert skew_factor(program, outer, inner) == 2
    assert skew_factor(program, outer, inner, trips=(N - 2, N - 2)) == 2


def test_vla_reading_two_columns_ahead_needs_skew_3():
    program, outer, inner = pair_of("skew3")
    assert skew_factor(program, outer, inner) == 3


def test_indirect_subscript_is_unanalysable():
    program, outer, inner = pair_of("indirect")
    assert skew_factor(program, outer, inner, trips=(N - 1, N - 1)) is None


def test_backward_inner_loop_and_memory_reduction():
    # j runs down: in the normalised counters A[i-1][j+1] is (1, -1); the rowsum[0]
    # load-op-store is a reduction, left out (else every iteration would depend)
    program, outer, inner = pair_of("backwards")
    assert skew_factor(program, outer, inner) == 2


@pytest.fixture(scope="module")
def skew_profile():
    r = profile_program(
        str(KERNELS / "skew.c"), AnalysisOptions(kernel="main", analyses=("schedule",))
    )
    assert r.native_stdout == r.instrumented_stdout
    return r.profile


@pytest.mark.parametrize(
    ("line", "fronts"),
    [
        (10, 1 * (N - 2 - 1) + (N - 2)),  # gs5: skew 1, 8 x 8
        (18, 2 * (N - 2 - 1) + (N - 2)),  # seidel9: skew 2, 8 x 8
        (28, 3 * (N - 1 - 1) + (N - 3)),  # skew3: skew 3, 9 x 7
        (35, 1 * (N - 1 - 1) + (N - 1)),  # indirect: unknown, counted with skew 1, 9 x 9
        (45, 2 * (N - 2 - 1) + (N - 2)),  # backwards: skew 2, 8 x 8
    ],
)
def test_wavefront_fronts_in_the_profile(skew_profile, line, fronts):
    (lp,) = [lp for lp in skew_profile.loops if lp.line == line]
    assert (lp.kind, lp.sync_kind, lp.instances) == ("sequential", "wavefront", 1)
    assert lp.sync_points == fronts


def test_seidel_2d_profile_counts_skewed_fronts():
    # the corpus kernel, N = 10, T = 2: t = 2i + j has 2 (N-3) + (N-2) fronts per step
    n, t = 10, 2
    opts = AnalysisOptions(
        kernel="seidel_2d", program_args=(str(n), str(t)), analyses=("schedule",)
    )
    p = profile_program(str(SEIDEL), opts).profile
    assert p.sync_source == "loops"
    (pair,) = [lp for lp in p.loops if lp.sync_kind == "wavefront"]
    assert pair.depth == 2 and pair.instances == t
    assert p.sync_points == t * (2 * (n - 3) + (n - 2))


def test_a_line_of_distances_outside_the_loops_asks_for_no_skew():
    from automatch.analyses.skew import _line_need

    # d2 fixed at -3, d1 any multiple of 4: (4, -3) needs skew 1 (4a - 3 >= 1), and the
    # reversed (4, 3) none; an inner distance of 3 beyond trips of 2 cannot occur at all
    assert _line_need(0, -3, 4, 0, None) == 1
    assert _line_need(0, -9, 2, 0, (10, 10)) == 5  # (2, -9): 2a - 9 >= 1 -> a = 5
    assert _line_need(0, -9, 2, 0, (10, 2)) == 1  # |d2| = 9 > 2: outside the inner loop
