"""S as an implementation synchronises, the critical path's composition, and the two
reduction schedules, on small C kernels with hand-derived figures (issue 12 items 1-3).

kernels/syncphases.c runs once as a whole program (its functions are inlined into
main; loops are found by source line); kernels/pathchains.c once per kernel.
"""

from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path

import pytest

from automatch.analyses.profile import CriticalPath
from automatch.analyses.profile_json import profile_from_dict, profile_to_dict
from automatch.arch.spec.files import load_spec
from automatch.model.implementation import execution_cost
from automatch.pipeline import AnalysisOptions, profile_program

KERNELS = Path(__file__).parent / "kernels"
INCLUDE = Path(__file__).parents[2] / "automatch" / "include"
ARCHSPECS = Path(__file__).parents[2] / "archspecs"
pytestmark = pytest.mark.skipif(not (shutil.which("clang-19") or shutil.which("clang")),
                                reason="needs clang")
N, T, NF, NV = 10, 4, 100, 64  # as in the C sources
NS = 12  # serialwork.c's N

_cache: dict[tuple[str, str], object] = {}


def run(source: str, kernel: str):
    key = (source, kernel)
    if key not in _cache:
        opts = AnalysisOptions(kernel=kernel, cflags=(f"-I{INCLUDE}",))
        _cache[key] = profile_program(str(KERNELS / source), opts)
    return _cache[key]


def loop_at(prof, line: int):
    (lp,) = [lp for lp in prof.loops if lp.line == line]
    return lp


@pytest.fixture(scope="module")
def sync_profile():
    r = run("syncphases.c", "main")
    assert r.native_stdout == r.instrumented_stdout
    return r.profile


def test_triangular_solve_two_barriers_per_row(sync_profile):
    # rows i = 1..N-1 are sequential (x[j] of earlier rows); each row's j reduction is a
    # parallel phase: N - 1 barriers (not ~N^2 / 2); then one thread stores x[i] (serial
    # work between the row's phase and the next row's, which reads it): N - 1 more
    i_loop, j_loop = loop_at(sync_profile, 13), loop_at(sync_profile, 15)
    assert (i_loop.kind, j_loop.kind) == ("sequential", "reduction")
    assert (j_loop.sync_kind, j_loop.sync_points) == ("phase", N - 1)
    assert (i_loop.sync_kind, i_loop.sync_points) == ("serial", N - 1)


def test_sequential_loop_inside_a_parallel_one_costs_nothing(sync_profile):
    # i parallel > j sequential (C[i][j-1]) > k parallel: the j chain runs inside the
    # thread of row i, so the i phase, outside any sequential loop, has no barrier
    i_loop, j_loop, k_loop = (loop_at(sync_profile, line) for line in (23, 24, 25))
    assert (i_loop.kind, j_loop.kind, k_loop.kind) == ("parallel", "sequential", "parallel")
    assert j_loop.iterations == N * (N - 1) // 2  # the old rule's S: one per j iteration
    assert (i_loop.sync_kind, i_loop.sync_points) == ("phase", 0)
    assert j_loop.sync_points == k_loop.sync_points == 0 and not k_loop.sync_kind


def test_jacobi_with_copy_back_two_barriers_per_step(sync_profile):
    t_loop = loop_at(sync_profile, 31)
    sweep, copy = loop_at(sync_profile, 32), loop_at(sync_profile, 35)
    assert t_loop.kind == "sequential" and sweep.kind == copy.kind == "parallel"
    assert (sweep.sync_points, copy.sync_points) == (T, T)  # 2 T in all


def test_gauss_seidel_wavefronts(sync_profile):
    # i and j both carry RAW through memory: a skewed schedule has (N-2) + (N-2) - 1
    # anti-diagonals per sweep, T sweeps
    t_loop, i_loop, j_loop = (loop_at(sync_profile, line) for line in (43, 44, 45))
    assert t_loop.kind == i_loop.kind == j_loop.kind == "sequential"
    assert (i_loop.sync_kind, i_loop.sync_points) == ("wavefront", T * (2 * (N - 2) - 1))
    assert t_loop.sync_points == j_loop.sync_points == 0


def test_total_sync_and_regions(sync_profile):
    p = sync_profile
    assert p.sync_source == "loops"
    # trisolve's phases and its serial stores, trinest none, jacobi two per step, seidel's fronts
    assert p.sync_points == 2 * (N - 1) + 0 + 2 * T + T * (2 * (N - 2) - 1)
    # one fork/join per outermost nest holding a phase or a wavefront: the init nest,
    # trisolve, trinest, jacobi's and seidel's time loops, the final sum
    assert p.parallel_regions == 6
    # the JSON keeps the phases and the regions
    q = profile_from_dict(profile_to_dict(p))
    assert q.parallel_regions == 6 and q.loops == p.loops


def test_dependent_fma_chain_composition():
    p = run("pathchains.c", "fmachain").profile
    assert p.depth == NF
    assert p.critical_path == CriticalPath(add_mul=NF)
    # on a device with a 1 ns dependent-FMA latency the chain takes NF ns at least
    spec = dataclasses.replace(load_spec(ARCHSPECS / "dev-host.toml"), latency_fma_s=1e-9)
    b = execution_cost(p, spec)
    assert b.critical_path_s == pytest.approx(NF * 1e-9)
    assert b.compute_s >= b.critical_path_s


def test_division_chain_composition():
    # x = p / (x + 1): an add then a division per step
    p = run("pathchains.c", "divchain").profile
    assert p.depth == 2 * NF
    assert p.critical_path == CriticalPath(add_mul=NF, div=NF)


def test_chain_through_memory_counts_its_links():
    # v[i] = sqrt(v[i-1] * p + 1): fmuladd + sqrt per element, each v[i-1] read back
    # from memory except v[0] (initial data, no producer)
    p = run("pathchains.c", "memchain").profile
    assert p.depth == 2 * (NV - 1)
    assert p.critical_path == CriticalPath(add_mul=NV - 1, special=NV - 1, memory_links=NV - 2)


def test_reductions_per_device_dot_vs_gemm():
    cpu = load_spec(ARCHSPECS / "dev-host.toml")
    lanes = cpu.cores * cpu.vector_width("fp64")
    # dot: the reduction is the only parallelism (W / D = 2 < lanes): a tree on the CPU
    dot = run("pathchains.c", "dot").profile
    assert (dot.depth, dot.reductions_as) == (NV, "chain")
    assert dot.reduction_trees is not None and dot.reduction_trees.depth == 1
    bd = execution_cost(dot, cpu)
    assert dot.flops.total / dot.depth < lanes
    assert (bd.reduction_schedule, bd.depth_used) == ("tree", 1)
    # gemm 8x8x8: W / D = 1024 / 8 = 128 from the i, j loops fills the lanes: each k sum
    # stays a chain inside its thread (D = 8)
    gemm = run("pathchains.c", "gemm").profile
    assert (gemm.depth, gemm.reduction_trees.depth) == (8, 1)
    assert gemm.flops.total / gemm.depth >= lanes
    bg = execution_cost(gemm, cpu)
    assert (bg.reduction_schedule, bg.depth_used) == ("chain", 8)
    # both depths survive the JSON
    q = profile_from_dict(profile_to_dict(gemm))
    assert q.reduction_trees == gemm.reduction_trees and q.critical_path == gemm.critical_path


def test_dp_table_fronts_over_its_rows_not_once_per_row():
    """kernels/dpchain.c: i, j and k all sequential, each carrying a RAW through memory;
    the (i, j) pair, with the k loop inside each cell's thread, synchronises less than
    (j, k) once per row, and i indexes the rows it stores (not a time loop)."""
    p = run("dpchain.c", "dp").profile
    i_loop, j_loop, k_loop = (loop_at(p, line) for line in (18, 19, 21))
    assert i_loop.kind == j_loop.kind == k_loop.kind == "sequential"
    assert min(i_loop.carried_raw, j_loop.carried_raw, k_loop.carried_raw) > 0
    assert (i_loop.sync_kind, i_loop.sync_points) == ("wavefront", 16)
    assert j_loop.sync_points == k_loop.sync_points == 0
    assert p.sync_points == 16 and p.parallel_regions == 1
    # the innermost pair, (j, k) once per row at skew 1 at least, would have had more
    innermost = j_loop.instances * (j_loop.iterations / j_loop.instances - 1
                                    + k_loop.iterations / k_loop.instances)
    assert innermost > 16


def test_serial_stores_between_phases_cost_a_barrier_registers_do_not():
    # durbin_like: per k, three phases (a reduction, two parallel loops) and y[k] stored by
    # one thread: 4 barriers per k, as the OpenMP reference's omp for x 3 + omp single
    d = run("serialwork.c", "durbin_like").profile
    k_loop = loop_at(d, 10)
    assert (k_loop.kind, k_loop.sync_kind, k_loop.sync_points) == ("sequential", "serial", NS - 1)
    assert d.sync_points == 4 * (NS - 1)
    # damped: the factor f lives in a register (every thread computes it): one barrier
    # per step, the phase's
    p = run("serialwork.c", "damped").profile
    t_loop = loop_at(p, 27)
    assert (t_loop.kind, t_loop.sync_kind, t_loop.sync_points) == ("sequential", "", 0)
    assert p.sync_points == 5
