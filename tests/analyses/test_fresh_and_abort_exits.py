"""Issue 40 items 1 and 2: an undefined local of an inlined callee and an ``assert`` on
a loaded value are no dependences of the loops that hold them.

Both kernels run through the whole pipeline (clang, canonicalisation, native and
instrumented runs, the replay) and their loops, W, D and S are checked against the
figures derived by hand in the kernels' comments and below.

nearest.c (kmeans' ``find_nearest_point``): per point and cluster ``dist2`` is 4 x
(2 fsub + 1 fmuladd) = 16 flops (8 adds, 4 FMAs); 200 points x 5 clusters: W = 16 000
(add 8 000, fma 4 000). D: the subs at 1, the 4 FMAs of one sum chained from 0.0: 5;
the compares select, they are no flops. Each point is independent: the point loop is
parallel, the cluster loop an argmin (a min/max reduction), S = 0.

forceassert.c (CoMD's force loop): per atom and neighbour one sub and two fmuladds:
5 flops, 128 x 8: W = 5 120 (add 1 024, fma 2 048). ``energy`` chains through all
1 024 FMAs after the first sub: D = 1 025. Both loops are reductions, S = 0, as with
-DNDEBUG. ``scale_checked``: one mul per atom, W = 128, D = 1, parallel.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from automatch.pipeline import AnalysisOptions, profile_program

KERNELS = Path(__file__).parent / "kernels"
pytestmark = pytest.mark.skipif(
    not (shutil.which("clang-19") or shutil.which("clang")), reason="needs clang"
)
_cache: dict[tuple, object] = {}


def profile(source: str, kernel: str, *cflags: str):
    key = (source, kernel, cflags)
    if key not in _cache:
        opts = AnalysisOptions(kernel=kernel, cflags=cflags)
        _cache[key] = profile_program(str(KERNELS / source), opts)
    return _cache[key]


def marked_loop(prof, source: str, marker: str):
    text = (KERNELS / source).read_text().splitlines()
    (line,) = [i for i, t in enumerate(text, 1) if marker in t]
    (lp,) = [lp for lp in prof.loops if lp.line == line]
    return lp


@pytest.mark.parametrize("cflags", [(), ("-DINIT",)], ids=["uninitialised", "initialised"])
def test_uninitialised_index_of_an_inlined_search_is_private(cflags):
    run = profile("nearest.c", "assign", *cflags)
    assert run.native_stdout == run.instrumented_stdout
    p = run.profile
    assert p.flops.total == 16_000 and p.flops.add == 8_000 and p.flops.fma == 4_000
    assert p.depth == 5
    points = marked_loop(p, "nearest.c", "nearest:points")
    assert points.kind == "parallel" and points.register_recurrences == ()
    assert marked_loop(p, "nearest.c", "nearest:search").kind == "reduction"
    assert p.sync_points == 0


def test_uninitialised_local_declared_in_the_loop_body_is_private():
    p = profile("nearest.c", "assign_inline").profile
    assert p.flops.total == 16_000 and p.depth == 5 and p.sync_points == 0
    assert marked_loop(p, "nearest.c", "nearest:body").kind == "parallel"


def test_uninitialised_local_declared_before_the_loop_still_carries():
    """``int last;`` before the loop keeps its value from one iteration to the next:
    the same undefined entry value, a real scan."""
    p = profile("nearest.c", "last_large").profile
    lp = marked_loop(p, "nearest.c", "nearest:last")
    assert lp.kind == "sequential"
    assert any(r.startswith("scan") for r in lp.register_recurrences)
    assert "last" in lp.recurrence_names


@pytest.mark.parametrize("cflags", [(), ("-DNDEBUG",)], ids=["assert", "ndebug"])
def test_assert_on_a_loaded_index_is_no_search_exit(cflags):
    run = profile("forceassert.c", "compute_force", *cflags)
    assert run.native_stdout == run.instrumented_stdout
    p = run.profile
    assert p.flops.total == 5_120 and p.flops.add == 1_024 and p.flops.fma == 2_048
    assert p.depth == 1_025 and p.sync_points == 0
    # the atom loop's header phi of ``energy`` carries the line of its declaration
    for depth in (1, 2):
        (lp,) = [lp for lp in p.loops if lp.depth == depth]
        assert lp.kind == "reduction", (depth, lp.register_recurrences)
        assert "search" not in lp.register_recurrences


def test_exit_on_an_error_path_is_no_search_exit():
    p = profile("forceassert.c", "scale_checked").profile
    assert p.flops.total == 128 and p.flops.mul == 128 and p.depth == 1
    lp = marked_loop(p, "forceassert.c", "force:checked")
    assert lp.kind == "parallel" and lp.register_recurrences == ()
    assert p.sync_points == 0
