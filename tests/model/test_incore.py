"""The opt-in in-core term from the compiled loops (automatch.model.incore).

Real profiles of small C programs (JIT runs), real clang/opt/llc/llvm-mca; the expected
in-core time is derived by hand from the profile's trip counts, mca's cycles per source
iteration and the spec's clock, and the default options must leave every figure as it was.
"""

from __future__ import annotations

import dataclasses
import math
from pathlib import Path

import pytest

from automatch.arch.spec.files import load_spec, spec_from_document, spec_to_document
from automatch.errors import InputError
from automatch.ir.compiled.machine_loops import host_mcpu, machine_loops, source_ir
from automatch.model.breakdown import ModelOptions
from automatch.model.implementation import device_model
from automatch.model.incore import incore_time
from automatch.model.predict import predict

SPEC = Path(__file__).resolve().parents[2] / "archspecs" / "dev-host.toml"
MCPU = "znver3"
GEMM_LINE, EXP_LINE = 6, 9  # the j loop and the exp loop
WORK = """\
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
void work(int n, double *C, double *A, double *B, double *y) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
        C[i*n+j] += A[i*n+k] * B[k*n+j];
  for (int i = 0; i < n * n; i++)
    y[i] = exp(A[i] * 0.01);
}
int main(int argc, char **argv) {
  int n = 23 + argc;  /* 24, unknown to the compiler */
  double *A = malloc(n*n*8), *B = malloc(n*n*8), *C = calloc(n*n, 8), *y = malloc(n*n*8);
  for (int i = 0; i < n*n; i++) { A[i] = i % 7; B[i] = i % 5; }
  work(n, C, A, B, y);
  printf("%f %f\\n", C[5], y[3]);
  return 0;
}
"""
# a static kernel called once: compiled only where it is inlined, with n = 24 known
CONST = WORK.replace("23 + argc", "24 + 0 * sizeof(argv)").replace("void work", "static void work")


def _profile(tmp_path_factory, name: str, text: str):
    from automatch.pipeline import AnalysisOptions, profile_program

    path = tmp_path_factory.mktemp("incore") / name
    path.write_text(text)
    prof = profile_program(str(path), AnalysisOptions(kernel="work")).profile
    return prof, machine_loops(source_ir(path), MCPU)


@pytest.fixture(scope="module")
def work(tmp_path_factory):
    return _profile(tmp_path_factory, "work.c", WORK)


@pytest.fixture(scope="module")
def spec():
    return dataclasses.replace(load_spec(SPEC), mcpu=MCPU)


def _loop(prof, line):
    return next(lp for lp in prof.loops if lp.line == line)


def test_default_options_change_nothing(work, spec):
    prof, loops = work
    plain = dataclasses.replace(spec, mcpu=None)
    base = device_model(prof, plain).breakdown().to_dict()
    assert device_model(prof, spec).breakdown().to_dict() == base
    hand = ModelOptions(incore="hand", machine_loops=(loops,))
    assert device_model(prof, spec, hand).breakdown().to_dict() == base
    assert [p.to_dict() for p in predict(prof, [spec])] == [p.to_dict() for p in predict(prof, [plain])]
    assert "incore" not in ModelOptions().to_dict()
    assert base["incore"] == "hand" and base["incore_s"] == 0.0


def test_incore_term_is_iterations_times_mca_cycles_over_clock(work, spec):
    prof, loops = work
    b = device_model(prof, spec, ModelOptions(incore="mca", machine_loops=(loops,))).breakdown()
    assert b.incore == f"mca ({MCPU})"
    k = _loop(prof, GEMM_LINE + 1)  # the k loop: innermost, the compiler keeps it a loop
    assert k.iterations == 24 ** 3
    cps = loops.main_loop(k.line).cycles_per_source_iteration
    threads = 1 if b.implementation == "sequential" else spec.cores
    outer = _loop(prof, GEMM_LINE - 1)
    assert outer.kind == "parallel" and outer.iterations == 24
    share = math.ceil(24 / min(threads, 24)) / 24
    assert b.incore_s == pytest.approx(k.iterations * cps * share / spec.clock_hz, rel=1e-9)
    # the exp loop calls code mca does not see: the hand term stays for it, labelled
    assert b.incore_loops_timed == 1 and b.incore_loops_hand == 1
    assert b.incore_hand_s > 0
    assert b.compute_s >= b.incore_s + b.incore_hand_s - 1e-18
    # the bound (attainable end) is not the in-core estimate's business
    base = device_model(prof, spec).breakdown()
    assert b.time_low_s == base.time_low_s


def test_hand_term_labels_the_loop_with_a_call(work, spec):
    prof, loops = work
    ic = incore_time(prof, spec, loops)
    by_line = {lp.line: lp for lp in ic.loops}
    assert by_line[GEMM_LINE + 1].source == "mca"
    assert by_line[EXP_LINE].source.startswith("hand: the loop calls")
    assert 0 < ic.hand_share < 1


def test_unrolled_inner_loop_is_charged_through_its_parent(tmp_path_factory, spec):
    """With n a constant the compiler unrolls the k loop completely into an enclosing
    loop: the nearest enclosing loop that is an innermost machine loop is charged, its
    own iterations x its cycles per source iteration, once."""
    prof, loops = _profile(tmp_path_factory, "const.c", CONST)
    ic = incore_time(prof, spec, loops)
    assert loops.main_loop(GEMM_LINE + 1) is None
    by_id = {lp.id: lp for lp in prof.loops}
    lp = _loop(prof, GEMM_LINE + 1)
    while loops.main_loop(lp.line) is None:
        lp = by_id[lp.parent]
    charged = [c for c in ic.loops if c.source == "mca"]
    assert [c.loop for c in charged] == [lp.id]
    assert charged[0].cycles == lp.iterations * loops.main_loop(lp.line).cycles_per_source_iteration


def test_spec_mcpu_field_round_trips_and_is_checked(spec):
    doc = spec_to_document(spec)
    assert doc["compute"]["mcpu"] == MCPU
    assert spec_from_document(doc).mcpu == MCPU
    bad = {**doc, "compute": {**doc["compute"], "mcpu": "zen 3; rm"}}
    with pytest.raises(InputError, match="mcpu"):
        spec_from_document(bad)
    assert "mcpu" not in spec_to_document(dataclasses.replace(spec, mcpu=None))["compute"]
    from automatch.arch.bench.cpu import with_host_mcpu

    assert with_host_mcpu(dataclasses.replace(spec, mcpu=None)).mcpu == host_mcpu()


def test_unknown_incore_choice_is_refused():
    with pytest.raises(InputError, match="in-core model"):
        ModelOptions(incore="osaca")


def test_the_mca_variant_of_predict_is_the_default_with_the_compiled_loops(work, spec):
    """predict(..., "mca") = the default variant with ModelOptions(incore="mca"): the
    same breakdown as device_model with those options; without machine loops for the
    spec's mcpu it is the default's own figures."""
    prof, loops = work
    (p,) = predict(prof, [spec], "mca", machine_loops=(loops,))
    want = device_model(prof, spec, ModelOptions(incore="mca", machine_loops=(loops,)))
    assert p.breakdown.to_dict() == want.breakdown().to_dict()
    assert p.breakdown.incore.startswith("mca") and p.breakdown.incore_s > 0
    (bare,) = predict(prof, [spec], "mca")
    (default,) = predict(prof, [spec], "default")
    assert bare.breakdown.time_s == default.breakdown.time_s
    with pytest.raises(InputError, match="variant"):
        predict(prof, [spec], "fast")


def _lp(id, line, parent, kind, **kw):
    from automatch.analyses.profile import LoopProfile

    kw = {"instances": 1, "iterations": 10, **kw}
    return LoopProfile(id=id, function="f", line=line, depth=1 if parent < 0 else 2,
                       parent=parent, kind=kind, **kw)


def test_as_written_pragmas_are_the_outermost_parallel_loops_with_their_reductions(work):
    from automatch.model.incore import as_written_pragmas

    loops = (
        _lp(0, 3, -1, "sequential"),
        _lp(1, 4, 0, "parallel"),  # outermost parallel loop, inside a sequential one
        _lp(2, 5, 1, "parallel"),  # nested in a parallel loop: no pragma of its own
        _lp(3, 9, -1, "reduction", register_recurrences=("reduction:fadd", "reduction:fmax"),
            recurrence_names=("s", "m")),
        _lp(4, 12, -1, "reduction", reduction_raw=100,  # hist[k[i]]++: atomics or copies
            register_recurrences=(), recurrence_names=()),
        _lp(5, 15, -1, "reduction", register_recurrences=("reduction:add",),
            recurrence_names=("%add7",)),  # no source name: no clause can name it
        _lp(6, 0, -1, "parallel"),  # line unknown
    )
    prof = dataclasses.replace(work[0], loops=loops)
    assert as_written_pragmas(prof) == {
        4: "parallel for schedule(static)",
        9: "parallel for schedule(static) reduction(+: s) reduction(max: m)",
    }


def test_as_written_loops_compile_the_pragmas_and_time_the_outlined_loop(work, spec, tmp_path):
    from automatch.model.incore import as_written_loops

    prof, _ = work
    path = tmp_path / "work.c"
    path.write_text(WORK)
    loops, note = as_written_loops(path, prof, [spec])
    assert note.startswith("OpenMP compile"), note
    inner = loops[0].main_loop(GEMM_LINE + 1)  # the k loop, inside the parallel i loop
    assert inner is not None and "omp_outlined" in inner.function
    # a program whose parallel loops cannot take the pragma keeps the sequential compile
    _, note = as_written_loops(path, dataclasses.replace(prof, loops=()), [spec])
    assert note == "sequential compile: no parallel loop"


BRANCHY = """\
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
void work(int n, double *a, double *y, double *z) {
  for (int i = 0; i < n; i++)
    y[i] = a[i] > 0.5 ? a[i] * 2.0 : a[i] + 1.0;
  for (int i = 0; i < n; i++)
    if (a[i] > 0.5)
      z[i] = exp(a[i]);
}
int main(void) {
  int n = 4000;
  double *a = malloc(n * 8), *y = malloc(n * 8), *z = calloc(n, 8);
  unsigned s = 12345;
  for (int i = 0; i < n; i++) { s = s * 1103515245u + 12345u; a[i] = (s >> 8) % 1000 / 1000.0; }
  work(n, a, y, z);
  printf("%f %f\\n", y[7], z[9]);
  return 0;
}
"""
SELECT_LINE, CALL_LINE = 5, 7


def test_branches_the_compiler_vectorised_away_are_not_charged(tmp_path_factory, spec):
    """Random data: the select loop's and the call loop's branches both mispredict in the
    replay. The compiler vectorises the select loop (a blend, no conditional jump but
    the latch): its mispredictions are not charged; the call loop keeps its branch (and
    the hand term): its mispredictions are."""
    prof, loops = _profile(tmp_path_factory, "branchy.c", BRANCHY)
    sel, call = _loop(prof, SELECT_LINE), _loop(prof, CALL_LINE)
    assert sel.branch_misses > 400 and call.branch_misses > 400
    assert prof.branch_misses == sel.branch_misses + call.branch_misses
    vec = loops.main_loop(SELECT_LINE)
    assert vec.role == "vector" and vec.conditional_jumps == 1
    ic = incore_time(prof, spec, loops)
    assert ic.branch_misses_left == call.branch_misses
    # the mispredictions' time before any is hidden behind the divider (charged_branch_s)
    mca = device_model(prof, spec, ModelOptions(incore="mca", machine_loops=(loops,)))
    hand = device_model(prof, spec)
    assert mca.branch_s == pytest.approx(hand.branch_s * call.branch_misses / prof.branch_misses)


CONV = """\
#include <stdio.h>
#include <stdlib.h>
void work(int n, const double *in, const double *w, double *out) {
  for (int k = 1; k < n - 1; k++) {
    double s = 0.0;
    for (int c = -1; c <= 1; c++)
      s += w[c + 1] * in[k + c];
    out[k] = s;
  }
}
int main(int argc, char **argv) {
  int n = 3000 + argc;
  double *in = malloc(n * 8), *out = calloc(n, 8), w[3] = {0.25, 0.5, 0.25};
  for (int i = 0; i < n; i++) in[i] = i % 11;
  work(n, in, w, out);
  printf("%f\\n", out[17]);
  return 0;
}
"""
CONV_K_LINE = 4


def test_vectorised_share_is_the_compiled_codes(tmp_path_factory, spec):
    """-O3 unrolls the 3-tap sum completely and vectorises the k loop over it: the
    compiled code's f_v (the vector loops' share of the instructions, with the profile's
    f_v for the part the hand term charges) is what the model uses, whatever the
    profile's own analysis said (here set to 0, as it reads a 27-tap 3-D sum whose
    innermost loop is a chain)."""
    prof, loops = _profile(tmp_path_factory, "conv.c", CONV)
    assert loops.main_loop(CONV_K_LINE).role == "vector"
    scalar = dataclasses.replace(prof, f_v=0.0)
    ic = incore_time(scalar, spec, loops)
    assert ic.vector_share > 0.9 and ic.hand_share < 0.1
    mca = ModelOptions(incore="mca", machine_loops=(loops,))
    assert device_model(scalar, spec, mca).breakdown().f_v_used == pytest.approx(ic.f_v(0.0))
    assert device_model(scalar, spec).breakdown().f_v_used == 0.0
    slow = device_model(scalar, spec).breakdown().fast_memory_s
    assert device_model(scalar, spec, mca).breakdown().fast_memory_s < slow


FILTER = """\
#include <stdio.h>
#include <stdlib.h>
void work(int n, int kw, const double *in, const double *w, double *out) {
  int m = n + kw - 1;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double s = 0.0;
      for (int a = 0; a < kw; a++)
        for (int b = 0; b < kw; b++)
          s += w[a * kw + b] * in[(i + a) * m + j + b];
      out[i * n + j] = s;
    }
}
int main(int argc, char **argv) {
  int n = 40, kw = 4 + argc;  /* 5, unknown to the compiler */
  int m = n + kw - 1;
  double *in = malloc(m * m * 8), *w = malloc(kw * kw * 8), *out = malloc(n * n * 8);
  for (int i = 0; i < m * m; i++) in[i] = i % 13;
  for (int i = 0; i < kw * kw; i++) w[i] = 0.04 * i;
  work(n, kw, in, w, out);
  printf("%f\\n", out[77]);
  return 0;
}
"""
FILTER_B_LINE = 9


def test_a_filters_chain_is_timed_as_the_short_instances_it_runs_in(tmp_path_factory, spec):
    """The sum s runs through the a and b loops: one chain of kw^2 = 25 FMAs per output
    point, the instance mca times (the b loop's 5 iterations are not one: s carries on
    into the next a). Its instances overlap in the window: fewer cycles a link than
    mca's endless chain, never more. The b loop's 5 trips are fewer than the unrolled
    body's 8: every instance runs in the remainder loop, at its own short-instance rate."""
    from automatch.model.incore import chain_copies, with_instances

    prof, loops = _profile(tmp_path_factory, "filter.c", FILTER)
    b = _loop(prof, FILTER_B_LINE)
    by_id = {lp.id: lp for lp in prof.loops}
    ml = loops.main_loop(FILTER_B_LINE)
    assert b.iterations == 40 * 40 * 25
    assert chain_copies(b, ml, by_id) == max(1, round(25 / ml.source_per_iteration))
    timed = with_instances(prof, loops)
    short = dict(timed.main_loop(FILTER_B_LINE).instance_cps)
    assert set(short) == {chain_copies(b, ml, by_id)}
    cps = short[chain_copies(b, ml, by_id)]
    assert cps < ml.cycles_per_source_iteration
    tail = timed.tail_loops(timed.main_loop(FILTER_B_LINE))
    assert ml.source_per_iteration > 5 and [t.source_per_iteration for t in tail] == [1]
    rest = dict(tail[0].instance_cps)[chain_copies(b, tail[0], by_id)]
    assert rest < tail[0].cycles_per_source_iteration
    ic = next(c for c in incore_time(prof, spec, timed).loops if c.line == FILTER_B_LINE)
    assert ic.cycles_per_source_iteration == pytest.approx(rest)
    steady = next(c for c in incore_time(prof, spec, loops).loops if c.line == FILTER_B_LINE)
    assert steady.cycles_per_source_iteration == ml.cycles_per_source_iteration


# a tridiagonal forward sweep down every column (adi's): p[i][j] = c / (d - a p[i-1][j])
# next to a store into q, which may alias p, so the compiler reloads p[i-1][j] that the
# previous iteration stored; SWEEP1 stores p alone, and keeps the value in a register
SWEEP = """\
#include <stdio.h>
#include <stdlib.h>
void work(int n, double *p, double *q, const double *u) {
  for (int j = 0; j < n; j++) {
    p[j] = 0.5; q[j] = u[j];
    for (int i = 1; i < n; i++) {
      double den = 1.5 + 0.25 * p[(i - 1) * n + j];
      p[i * n + j] = -0.25 / den;
      q[i * n + j] = (u[i * n + j] + 0.25 * q[(i - 1) * n + j]) / den;
    }
  }
}
int main(int argc, char **argv) {
  int n = 62 + argc;  /* 63, unknown to the compiler */
  double *p = malloc(n*n*8), *q = malloc(n*n*8), *u = malloc(n*n*8);
  for (int i = 0; i < n*n; i++) u[i] = i % 7;
  work(n, p, q, u);
  printf("%f %f\\n", p[n*n-1], q[n*n-1]);
  return 0;
}
"""
SWEEP1 = SWEEP.replace("      q[i * n + j] = (u[i * n + j] + 0.25 * q[(i - 1) * n + j]) / den;\n", "")


def test_a_recurrence_through_memory_is_charged_its_chain(tmp_path_factory, spec):
    """mca assumes loads and stores do not alias, so the sweep's chain through p (a load
    of what the previous iteration stored, a multiply-add and a division per link) is
    not in its cycles; the in-core term charges the hand chain instead where longer,
    labelled. With one store the compiler keeps the value in a register: mca's."""
    from automatch.model.latency import memory_recurrence_chains_s

    prof, loops = _profile(tmp_path_factory, "sweep.c", SWEEP)
    inner = _loop(prof, 6)
    assert inner.kind == "sequential" and inner.carried_raw > 0 and inner.memory_writers >= 2
    assert _loop(prof, 4).kind == "parallel"
    threads = spec.cores
    chains = memory_recurrence_chains_s(prof, spec, threads)
    assert set(chains) == {inner.id} and chains[inner.id] > 0
    ic = incore_time(prof, spec, loops)
    (lp,) = [x for x in ic.loops if x.loop == inner.id]
    mca = inner.iterations * loops.main_loop(inner.line).cycles_per_source_iteration
    assert chains[inner.id] * spec.clock_hz > mca * lp.thread_share  # the chain is longer
    assert lp.source == "mca; its chain through memory by hand"
    assert lp.cycles * lp.thread_share == pytest.approx(chains[inner.id] * spec.clock_hz)
    assert ic.loops_timed == 1

    one, loops1 = _profile(tmp_path_factory, "sweep1.c", SWEEP1)
    inner1 = _loop(one, 6)
    assert inner1.carried_raw > 0 and inner1.memory_writers == 1
    assert memory_recurrence_chains_s(one, spec, threads) == {}
    assert all(x.source == "mca" for x in incore_time(one, spec, loops1).loops)


def test_a_wavefronts_cells_are_split_over_the_threads():
    """Outside any parallel loop, a loop in a wavefront pair runs as the skewed schedule
    the predictions assume: each front's cells in static chunks. 300 fronts of 3000
    inner iterations: 10 cells a front, 5 for each of 2 threads, 4 of 10 (ceil(10/3))
    for the busiest of 3."""
    from automatch.model.incore import _thread_share

    loops = (
        _lp(0, 3, -1, "sequential"),  # a time loop
        _lp(1, 4, 0, "sequential", sync_kind="wavefront", sync_points=300),
        _lp(2, 5, 1, "sequential", iterations=3000),
        _lp(3, 9, -1, "sequential"),  # a plain sequential nest: one thread
        _lp(4, 10, 3, "sequential"),
    )
    by_id = {lp.id: lp for lp in loops}
    assert _thread_share(loops[2], by_id, 2) == pytest.approx(0.5)
    assert _thread_share(loops[2], by_id, 3) == pytest.approx(0.4)
    assert _thread_share(loops[2], by_id, 1) == 1.0
    assert _thread_share(loops[4], by_id, 2) == 1.0


def _machine(line, step, cycles, role, block, body=("addq $8, %rax", "jne .LBB0_1")):
    from automatch.ir.compiled.machine_loops import MachineLoop

    return MachineLoop(function="f", header=block, block=block, line=line, lines=(line,),
                       instructions=len(body), source_per_iteration=step, role=role,
                       cycles_per_iteration=cycles, throughput_cycles=cycles, body=body)


def test_an_instance_runs_whole_machine_iterations_and_the_tails_the_rest():
    """78 trips through an 8-wide body (6 cycles), a 4-wide epilogue (22) and the scalar
    loop (5.5): 9 x 8 = 72 in the body, 4 in the epilogue, 2 scalar: 9*6 + 22 + 2*5.5 =
    87 cycles. The last loop of a chain takes what is left rounded up (a masked tail)."""
    from automatch.model.incore import instance_cycles

    chain = ((8, 6.0), (4, 22.0), (1, 5.5))
    assert instance_cycles(78, chain) == pytest.approx(87.0)
    assert instance_cycles(80, chain) == pytest.approx(60.0)
    assert instance_cycles(3, chain) == pytest.approx(16.5)
    assert instance_cycles(0, chain) == 0.0
    assert instance_cycles(13, ((8, 6.0),)) == pytest.approx(12.0)  # 2 masked iterations


def test_remainder_iterations_are_charged_at_the_tails_rate():
    """A line's 4-wide vector body (2 cycles a machine iteration: 0.5 a source iteration)
    and its scalar remainder (3 cycles). 100 instances of 10 trips: 8 in the body, 2 in
    the remainder: (2*2 + 2*3) / 10 = 1.0 a source iteration. With a triangular trip
    count (trip_slope != 0) of mean 10, the mean over 4 consecutive trip counts around
    it (8..11): (4 + 7 + 10 + 13) / 38. A tail with a branch of its own is charged at
    the body's rate."""
    from automatch.ir.compiled.machine_loops import MachineLoops
    from automatch.model.incore import with_remainders

    body = _machine(5, 4, 2.0, "vector", "vector.body")
    tail = _machine(5, 1, 3.0, "remainder", "for.body.epil")
    other = _machine(9, 1, 7.0, "scalar", "for.body")  # another line: not a tail
    loops = MachineLoops("znver3", (body, tail, other))
    assert loops.tail_loops(body) == (tail,)
    assert loops.tail_loops(tail) == ()
    lp = _lp(0, 5, -1, "parallel", instances=100, iterations=1000)
    by_id = {0: lp}
    assert with_remainders(lp, body, loops, 0.5, by_id) == pytest.approx(1.0)
    tri = dataclasses.replace(lp, trip_slope=1.0)
    assert with_remainders(tri, body, loops, 0.5, by_id) == pytest.approx(34 / 38)
    # no tail loop: the body masks or rounds up its last machine iteration
    alone = MachineLoops("znver3", (body,))
    assert with_remainders(lp, body, alone, 0.5, by_id) == pytest.approx(3 * 2.0 / 10)
    branchy = _machine(5, 1, 30.0, "remainder", "for.body.epil",
                       body=("ucomisd %xmm1, %xmm0", "ja .LBB0_3", "jne .LBB0_1"))
    two = MachineLoops("znver3", (body, branchy))
    assert with_remainders(lp, body, two, 0.5, by_id) == pytest.approx(0.5)
    # a trip count the body's step divides: no remainder
    even = dataclasses.replace(lp, iterations=800)
    assert with_remainders(even, body, loops, 0.5, by_id) == pytest.approx(0.5)


DOT = """\
#include <stdio.h>
#include <stdlib.h>
void work(int n, const double *x, const double *y, double *out) {
  double s = 0.0;
  for (int i = 0; i < n; i++)
    s += x[i] * y[i];
  *out = s;
}
int main(int argc, char **argv) {
  int n = 1999 + argc;  /* 32 KiB of data, summed 100 times: the chain, not memory, bounds */
  double *x = malloc(n * 8), *y = malloc(n * 8), s, t = 0.0;
  for (int i = 0; i < n; i++) { x[i] = i % 7; y[i] = i % 5; }
  for (int r = 0; r < 100; r++) { work(n, x, y, &s); t += s; }
  printf("%f\\n", t);
  return 0;
}
"""


def test_reassociation_is_predicted_from_the_loops_compiled_with_it(tmp_path_factory, spec):
    """A dot product's fma chain: as written (no fast-math) the compiler keeps one chain,
    a source iteration per fma latency; with the sums reassociated it vectorises the
    loop. The gap note's predicted time for reassociating is the model of the
    reassociated profile with the reassociated compile's loops, below as written; without
    that compile the compiled loops' device gets no predicted time (the as-written
    loops would predict no gain)."""
    from automatch.decide.gap import gap_notes, reassociated
    from automatch.model.incore import ReassociatedLoops, as_written_loops

    path = tmp_path_factory.mktemp("dot") / "dot.c"
    path.write_text(DOT)
    from automatch.pipeline import AnalysisOptions, profile_program

    prof = profile_program(str(path), AnalysisOptions(kernel="work")).profile
    cpu = dataclasses.replace(spec, name="cpu")
    written, _note = as_written_loops(path, prof, [cpu])
    again = ReassociatedLoops(str(path), prof, (cpu,))
    loops = again()
    assert written[0].main_loop(5).role in ("scalar", "unrolled")
    assert loops[0].main_loop(5).role == "vector"
    opts = ModelOptions(incore="mca", machine_loops=written, reassociated_loops=again)
    preds = predict(prof, [cpu], options=opts)
    notes = [n for n in gap_notes(prof, preds, [cpu], opts) if n.transformation == "reassociate"]
    assert len(notes) == 1
    want = predict(reassociated(prof), [cpu],
                   options=dataclasses.replace(opts, machine_loops=loops))[0].time_s
    assert notes[0].predicted_s == pytest.approx(want)
    assert notes[0].predicted_s < 0.8 * preds[0].as_written_s
    bare = dataclasses.replace(opts, reassociated_loops=None)
    notes = [n for n in gap_notes(prof, preds, [cpu], bare) if n.transformation == "reassociate"]
    assert len(notes) == 1 and notes[0].predicted_s is None
    # an IR file takes no flags: nothing to recompile
    assert ReassociatedLoops(str(path.with_suffix(".ll")), prof, (cpu,))() == ()
