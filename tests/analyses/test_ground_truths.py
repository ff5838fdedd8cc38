"""Small C kernels whose profile is derived by hand (issue 4's ground truths).

Each kernel runs once (module-scoped fixture) through the whole pipeline: clang,
canonicalisation, native and instrumented runs, the numba replay and reuse analyses.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from automatch.pipeline import AnalysisOptions, profile_program

KERNELS = Path(__file__).parent / "kernels"
INCLUDE = Path(__file__).parents[2] / "automatch" / "include"
pytestmark = pytest.mark.skipif(not (shutil.which("clang-19") or shutil.which("clang")),
                                reason="needs clang")

_cache: dict[str, object] = {}


def profile(name: str, **kw):
    key = name + repr(sorted(kw.items()))
    if key not in _cache:
        opts = AnalysisOptions(kernel=kw.pop("kernel", name), cflags=(f"-I{INCLUDE}",), **kw)
        _cache[key] = profile_program(str(KERNELS / f"{name}.c"), opts)
    return _cache[key]


def loop_at(prof, line: int):
    (lp,) = [lp for lp in prof.loops if lp.line == line]
    return lp


def test_dot_product_is_a_sequential_sum():
    run = profile("dot")
    p = run.profile
    assert run.native_stdout == run.instrumented_stdout == "1008.000\n"
    assert p.flops.fma == 64 and p.flops.total == 128
    assert p.depth == 64  # each FMA waits for the previous partial sum
    assert p.parallelism.widths == (2,) and p.parallelism.repeats == (64,)
    assert loop_at(p, 6).kind == "reduction"
    assert p.f_im == 1.0
    assert p.memory.loads == 128 and p.memory.stores == 0


def test_stencil_2d_five_levels_per_sweep():
    p = profile("stencil2d").profile
    inner = 14 * 14
    assert p.flops.add == 4 * inner * 3 and p.flops.mul == inner * 3
    assert p.depth == 5 * 3
    assert loop_at(p, 6).kind == "sequential"  # the time loop
    assert loop_at(p, 7).kind == "parallel" and loop_at(p, 8).kind == "parallel"
    assert p.sync_points == 3  # one barrier per sweep: the parallel phase ends with one
    # every level of one sweep is as wide as the grid's interior
    assert max(p.parallelism.widths) == inner


def test_fig6_outer_sequential_inner_parallel():
    p = profile("fig6").profile
    n = 16
    assert p.flops.total == (n - 1) ** 2
    assert p.depth == n - 1
    i_loop, j_loop = loop_at(p, 5), loop_at(p, 6)
    assert i_loop.kind == "sequential" and i_loop.carried_raw > 0
    assert j_loop.kind == "parallel" and j_loop.carried_raw == 0
    assert i_loop.iterations == n - 1 and j_loop.iterations == (n - 1) ** 2
    # one barrier per instance of the parallel j phase inside the sequential i loop (the
    # paper's Fig. 6 counted n - 2 barriers between them; an implementation has n - 1)
    assert p.sync_points == n - 1
    assert (j_loop.sync_kind, j_loop.sync_points, i_loop.sync_points) == ("phase", n - 1, 0)


def test_matmul_work_and_depth():
    p = profile("matmul").profile
    n = 8
    assert p.flops.total == 2 * n**3
    assert p.depth == n
    k_loop = loop_at(p, 7)
    assert k_loop.kind == "reduction" and k_loop.reduction_raw > 0 and k_loop.carried_raw == 0
    assert loop_at(p, 5).kind == "parallel" and loop_at(p, 6).kind == "parallel"
    assert p.sync_points == 0


def test_list_walk_has_no_flops_but_a_sequential_chain():
    run = profile("listwalk", kernel="walk")
    p = run.profile
    assert run.native_stdout == "4950\n"
    # No floating point: its integer data work (s += p->value, 64-bit) is W by default
    # (issue 11 item 11), rated at the fp64 peak; the pointer chase is not work.
    assert p.flops.add == p.flops.fma == 0 and p.work_unit == "int op"
    assert p.flops.total == p.flops.int_ops == 100 and p.depth == 100 and p.precision == "fp64"
    walk = loop_at(p, 6)
    assert walk.kind == "sequential" and "sequential" in walk.register_recurrences
    assert walk.iterations == 100
    assert p.memory.loads == 200


def test_list_walk_with_work_counts_integer_ops():
    p = profile("listwalk", kernel="walk", count_int_ops=True).profile
    assert p.flops.int_ops == 100 and p.flops.total == 100
    assert p.depth == 100  # s += value chains through every node


def test_lu_decomposition():
    p = profile("lu").profile
    n = 8
    m = range(n)
    assert p.flops.div == sum(n - k - 1 for k in m)
    assert p.flops.fma == sum((n - k - 1) ** 2 for k in m)
    assert p.depth == 2 * (n - 1)
    assert loop_at(p, 5).kind == "sequential"
    assert loop_at(p, 6).kind == "parallel" and loop_at(p, 9).kind == "parallel"
    # one barrier per instance of the i phase (the j loop runs inside its threads): n,
    # the last instance (k = n - 1) empty
    assert p.sync_points == n
    # the work per level shrinks down the critical path (trailing sub-matrix)
    widths = [w for w, r in zip(p.parallelism.widths, p.parallelism.repeats, strict=True) for _ in range(r)]
    assert widths[1] > widths[-1]


def test_spmv_depth_is_longest_row():
    run = profile("spmv")
    p = run.profile
    assert run.native_stdout == "1.0 13.0 0.0 22.0\n"
    assert p.flops.total == 2 * 6
    assert p.depth == 3
    assert loop_at(p, 11).kind == "reduction"
    assert loop_at(p, 9).kind == "parallel"


def test_cold_misses_equal_the_footprint_in_lines():
    p = profile("footprint", kernel="touch").profile
    by_line = {h.line_bytes: h for h in p.memory.reuse}
    assert by_line[32].cold == 512 // 32
    assert by_line[64].cold == 512 // 64
    assert by_line[128].cold == 512 // 128
    assert p.memory.loads == 128 and p.memory.stores == 128
    assert p.memory.footprint_bytes == 512
    # Per element: load then store of the same line (distance 0); the second sweep
    # finds each line again after the 7 other lines of the array (distance 7).
    h64 = by_line[64]
    assert h64.accesses == 256
    assert h64.q_slow(8) == 8  # only the cold misses miss an 8-line cache
    assert h64.q_slow(7) == 16  # a 7-line cache also misses the 8 re-touches


def test_sync_marker_and_override():
    p = profile("marker", kernel="marked").profile
    assert p.sync_source == "marker" and p.sync_points == 5
    q = profile("marker", kernel="marked", sync_points=42).profile
    assert q.sync_source == "override" and q.sync_points == 42


def test_parallel_reductions_remove_the_sum_chain():
    p = profile("dot", parallel_reductions=True).profile
    assert p.flops.total == 128
    assert p.depth == 1  # every FMA only waits for its loads
    m = profile("matmul", parallel_reductions=True).profile
    assert m.depth == 1 and m.flops.total == 2 * 8**3
    # a true recurrence is not a reduction: the LU chain stays
    assert profile("lu", parallel_reductions=True).profile.depth == 2 * (8 - 1)


def test_small_constant_table_loads_are_no_accesses():
    run = profile("consttable")
    p = run.profile
    inner = 32
    assert run.native_stdout == run.instrumented_stdout == "35.000\n"
    assert p.flops.fma == 3 * inner and p.flops.add == inner
    # x three times and OFFSET once per point; TAPS (24 bytes) is folded, OFFSET (1 KiB)
    # is not; the search's TAPS[k] reads are folded too, its result stored once
    assert p.memory.loads == 4 * inner and p.memory.stores == inner + 1
    assert p.depth == 4  # three chained FMAs, then the offset's add
    assert loop_at(p, 12).kind == "parallel"
    assert loop_at(p, 19).kind == "sequential"  # its exit depends on the entries it reads
