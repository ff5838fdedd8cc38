"""The compiled innermost loops and llvm-mca's view of them (automatch.ir.compiled.machine_loops).

Real clang-19, opt-19, llc-19 and llvm-mca-19 on small C kernels; every expected figure is
derived from llvm-mca's own model (a one-instruction chain run through the same tool), from
the C source's line numbers, or from the AVX2 vector width, never typed in as cycles.
"""

from __future__ import annotations

import os
import re
import shutil
import stat
from pathlib import Path

import pytest

from automatch.errors import InputError
from automatch.ir.compiled import machine_loops as ml

MCPU = "znver3"  # AVX2 + FMA: 4 doubles per vector register

SUM = """\
double sum(const double *a, long n) {
  double s = 0;
  for (long i = 0; i < n; i++)
    s += a[i];
  return s;
}
"""
TRIAD = """\
void triad(double *a, const double *b, const double *c, double q, long n) {
  for (long i = 0; i < n; i++)
    a[i] = b[i] + q * c[i];
}
"""
GEMM = """\
void gemm(int n, double *C, double *A, double *B) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
        C[i*n+j] += A[i*n+k] * B[k*n+j];
}
"""
TWO_NESTS = """\
void two(int n, double *restrict x, double *restrict y, double *restrict z, double *out) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      x[i*n+j] = y[i*n+j] * 2.0 + z[i*n+j];
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      s += x[j*n+i] / y[i*n+j];
  *out = s;
}
"""


def canonical(tmp_path: Path, source: str, name: str = "k.c") -> str:
    path = tmp_path / name
    path.write_text(source)
    return ml.source_ir(path)


def chain_cycles(instruction: str) -> float:
    """Cycles per instruction llvm-mca gives a chain of ``instruction`` dependent on
    itself (its result is its own input): the latency in mca's model of MCPU."""
    (c0, _), = ml.run_mca([(instruction,)], MCPU, 100)
    (c1, _), = ml.run_mca([(instruction,)], MCPU, 200)
    return (c1 - c0) / 100


def test_sum_reduction_is_bound_by_the_fadd_chain(tmp_path):
    loops = ml.machine_loops(canonical(tmp_path, SUM), MCPU, use_cache=False)
    main = loops.main_loop(3)
    assert main is not None and main.function == "sum"
    # no fast-math: one chain of adds in source order, never vectorised
    assert main.role in ("scalar", "unrolled")
    assert not any(re.match(r"vaddpd", i) for i in main.body)
    fadd = chain_cycles("vaddsd %xmm1, %xmm0, %xmm0")
    assert fadd >= 2
    assert main.cycles_per_source_iteration >= fadd * 0.99
    assert main.cycles_per_iteration >= main.throughput_cycles


def test_triad_vectorises_with_avx2(tmp_path):
    loops = ml.machine_loops(canonical(tmp_path, TRIAD), MCPU, use_cache=False)
    main = loops.main_loop(2)
    assert main.role == "vector"
    assert main.source_per_iteration >= 4 and main.source_per_iteration % 4 == 0
    # its scalar remainder is mapped to the same line and marked as such
    rest = [lp for lp in loops.loops if lp.line == 2 and lp is not main]
    assert rest and all(lp.role == "remainder" for lp in rest)
    assert main.cycles_per_source_iteration < min(lp.cycles_per_source_iteration for lp in rest)


def test_gemm_ijk_stores_c_every_iteration_and_chains_the_fma(tmp_path):
    """C, A, B may alias: the compiler keeps C[i][j] in a register across k but must
    store it every iteration. mca sees the FMA chain through the register (its default
    assumes loads and stores do not alias), so a source iteration costs at least one FMA
    latency; the store is there once per source iteration."""
    loops = ml.machine_loops(canonical(tmp_path, GEMM), MCPU, use_cache=False)
    main = loops.main_loop(4)
    assert main is not None and main.role in ("scalar", "unrolled")
    body = main.body
    stores = [i for i in body if re.match(r"vmovsd\s+%xmm\d+, .*\(", i)]
    fmas = [i for i in body if i.startswith("vfmadd")]
    assert len(stores) == main.source_per_iteration == len(fmas)
    fma = chain_cycles("vfmadd231sd %xmm2, %xmm1, %xmm0")
    assert main.cycles_per_source_iteration >= fma * 0.99
    # the outer loops are not innermost machine loops
    assert all(lp.line == 4 for lp in loops.loops)


def test_two_nests_map_to_their_own_lines(tmp_path):
    loops = ml.machine_loops(canonical(tmp_path, TWO_NESTS), MCPU, use_cache=False)
    first, second = loops.main_loop(3), loops.main_loop(7)
    assert first is not None and second is not None and first is not second
    assert 4 in first.lines and 8 not in first.lines
    assert 8 in second.lines and 4 not in second.lines
    assert first.role == "vector"  # restrict, unit stride
    assert loops.main_loop(2) is None and loops.main_loop(6) is None  # outer loops


def test_cache_is_private_and_returns_the_same(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    text = canonical(tmp_path, TRIAD)
    first = ml.machine_loops(text, MCPU)
    files = list((tmp_path / "cache" / "automatch" / "incore").glob("*.json"))
    assert len(files) == 1
    for p in (tmp_path / "cache" / "automatch", files[0].parent):
        assert stat.S_IMODE(os.stat(p).st_mode) == 0o700
    calls = []
    monkeypatch.setattr(ml, "analyse", lambda *a: calls.append(a) or first)
    assert ml.machine_loops(text, MCPU) == first and not calls
    ml.machine_loops(text.replace("triad", "triad2"), MCPU)  # another module: analysed
    assert len(calls) == 1


def test_mcpu_names(tmp_path):
    assert ml.resolve_mcpu("native") == ml.host_mcpu()
    assert {"znver3", "sapphirerapids"} <= ml.known_mcpus()
    with pytest.raises(InputError, match="llc-19 -mcpu=help"):
        ml.resolve_mcpu("pentium-9000")


SRAD = Path(__file__).resolve().parents[2] / "workloads" / "srad" / "srad.c"


def test_unrolled_loop_in_a_numbered_block_counts_its_unroll_factor():
    # -O3 leaves the unrolled body of srad's ROI sum (line 25) in a block with a number,
    # not a name; its unroll factor must still come from the unroller's remark for it
    ir = ml.source_ir(SRAD)
    _opt, _asm, remarks = ml.compile_for_cpu(ir, MCPU)
    factors = [int(f) for f in re.findall(r":25:\d+: unrolled loop by a factor of (\d+)", remarks)]
    assert factors, remarks
    # every copy of the loop the compiler kept
    bodies = [lp for lp in ml.machine_loops(ir, MCPU, use_cache=False).loops
              if lp.line == 25 and lp.role != "remainder"]
    assert bodies
    fadd = chain_cycles("vaddsd %xmm1, %xmm0, %xmm0")
    for lp in bodies:
        assert lp.role == "unrolled" and lp.source_per_iteration == factors[0], lp
        # two dependent add chains in source order: one add latency per source iteration
        assert lp.cycles_per_source_iteration >= fadd * 0.99


def test_pragmas_go_before_the_for_of_their_line_and_move_no_line():
    text = "int f(int n, int *a) {\n  for (int i = 0; i < n; i++)\n    a[i] = i;\n  return 0;\n}\n"
    out, done = ml.with_pragmas(text, {2: "parallel for schedule(static)", 3: "parallel for",
                                       99: "parallel for"})
    assert done == (2,)
    lines = out.split("\n")
    assert len(lines) == len(text.split("\n"))
    assert lines[1] == '  _Pragma("omp parallel for schedule(static)") for (int i = 0; i < n; i++)'
    assert lines[2] == text.split("\n")[2]


SCALE = """\
void scale(int n, double *a, const double *b) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i * n + j] = 2.0 * b[i * n + j];
}
"""


def test_openmp_copy_outlines_the_parallel_loop_at_its_own_lines(tmp_path):
    path = tmp_path / "scale.c"
    path.write_text(SCALE)
    ir, done = ml.openmp_source_ir(path, {2: "parallel for schedule(static)"})
    assert done == (2,)
    assert "__kmpc_fork_call" in ir and "omp_outlined" in ir
    loops = ml.machine_loops(ir, MCPU, use_cache=False)
    inner = loops.main_loop(3)
    assert inner is not None and "omp_outlined" in inner.function
    # the debug info names the original file, not the annotated copy
    assert str(path.resolve()) in ir


def test_openmp_copy_ir_is_the_same_each_compile(tmp_path):
    """The compiled loops' cache keys on the IR text: no trace of the private copy's folder."""
    path = tmp_path / "scale.c"
    path.write_text(SCALE)
    first, _ = ml.openmp_source_ir(path, {2: "parallel for schedule(static)"})
    second, _ = ml.openmp_source_ir(path, {2: "parallel for schedule(static)"})
    assert first == second
    assert "automatch-incore-omp-" not in first
    assert f'source_filename = "{path.resolve()}"' in first


def test_openmp_copy_that_clang_refuses_is_an_input_error(tmp_path):
    path = tmp_path / "w.c"
    path.write_text("void w(int *p) {\n  for (; *p; p++)\n    *p = 0;\n}\n")
    with pytest.raises(InputError):
        ml.openmp_source_ir(path, {2: "parallel for"})


FORTRAN_DOT = """\
module d
contains
  function dot(a, b, n) result(s)
    integer, intent(in) :: n
    real(8), intent(in) :: a(n), b(n)
    real(8) :: s
    integer :: i
    s = 0.0d0
    do i = 1, n
      s = s + a(i) * b(i)
    end do
  end function dot
end module d
"""


@pytest.mark.skipif(not any(shutil.which(f) for f in ("flang-new-19", "flang-19", "flang-new")),
                    reason="needs flang-19 (make flang)")
def test_fortran_loops_take_the_unroll_factor_of_their_line(tmp_path):
    # flang's loops carry no location of their own: the unroller's remark for the line
    path = tmp_path / "d.f90"
    path.write_text(FORTRAN_DOT)
    ir = ml.source_ir(path)
    _opt, _asm, remarks = ml.compile_for_cpu(ir, MCPU)
    factors = {int(f) for f in re.findall(r":9:\d+: unrolled loop by a factor of (\d+)", remarks)}
    loops = [lp for lp in ml.machine_loops(ir, MCPU, use_cache=False).loops if lp.line == 9]
    body = [lp for lp in loops if lp.role != "remainder"]
    assert len(factors) == 1 and body, remarks
    assert all(lp.role == "unrolled" and lp.source_per_iteration in factors for lp in body)
    # the FMA chain in source order (no fast-math): one FMA latency a source iteration
    fma = chain_cycles("vfmadd231sd %xmm1, %xmm2, %xmm0")
    assert all(lp.cycles_per_source_iteration >= fma * 0.99 for lp in body)


FORTRAN_AXPY_ASSUMED = """\
module u
contains
  subroutine upd(c, a, s)
    real(8), intent(inout) :: c(:)
    real(8), intent(in) :: a(:)
    real(8), intent(in) :: s
    integer :: i
    do i = 1, size(c)
      c(i) = c(i) + a(i) * s
    end do
  end subroutine upd
end module u
"""


@pytest.mark.skipif(not any(shutil.which(f) for f in ("flang-new-19", "flang-19", "flang-new")),
                    reason="needs flang-19 (make flang)")
def test_fortran_assumed_shape_update_is_vectorised_as_flang_o3_does(tmp_path):
    """flang's -O3 front end (its alias tags, the descriptor's loads out of the loop) with
    the loop passes left to opt: the c(i) += a(i) * s loop vectorises for the mcpu, as
    flang -O3 compiles it; from flang's -O0 IR every iteration reloaded the descriptors
    (scalar, 8 cycles a source iteration on znver5)."""
    path = tmp_path / "u.f90"
    path.write_text(FORTRAN_AXPY_ASSUMED)
    loops = ml.machine_loops(ml.source_ir(path), "znver4", use_cache=False).loops
    body = [lp for lp in loops if lp.line in (8, 9) and lp.role == "vector"
            and "upd" in lp.function]
    assert body, loops
    # 8 doubles a zmm register (or 4 a ymm), several source iterations a machine one
    assert all(lp.source_per_iteration >= 4 for lp in body)
    assert min(lp.cycles_per_source_iteration for lp in body) < 1.0


@pytest.mark.skipif(not any(shutil.which(f) for f in ("flang-new-19", "flang-19", "flang-new")),
                    reason="needs flang-19 (make flang)")
def test_fortran_vector_body_is_the_loop_of_its_do_line(tmp_path):
    """A vectorised flang loop's body holds only the statement's line (9): the machine
    loop is the loop of the ``do`` line above it (8), the vectoriser's remark there, so
    that the profile's loop of line 8 is timed by its vector body, not its scalar
    remainder."""
    path = tmp_path / "u.f90"
    path.write_text(FORTRAN_AXPY_ASSUMED)
    found = ml.machine_loops(ml.source_ir(path), "znver4", use_cache=False)
    vector = [lp for lp in found.loops if lp.role == "vector" and "upd" in lp.function]
    assert vector and all(lp.line == 8 and lp.lines[0] == 9 for lp in vector), found.loops
    assert found.main_loop(8).role == "vector"


def test_located_line_of_a_vector_body_is_the_remark_above_it():
    lp = ml._AsmLoop("f", "BB0_3", "vector.body12", ("vaddpd %zmm0, %zmm1, %zmm1",), (19,))
    remarks = {(13, 7): 32, (18, 9): 32, (36, 5): 8}
    assert ml._located_line(lp, remarks) == 18
    assert ml._located_line(lp, {}) == 19  # no remark: its first line
    scalar = ml._AsmLoop("f", "BB0_4", "scalar.ph", ("addsd %xmm0, %xmm1",), (18, 19))
    assert ml._located_line(scalar, remarks) == 18


BYTES = """\
void add(unsigned char *restrict a, const unsigned char *restrict b, long n) {
  for (long i = 0; i < n; i++)
    a[i] += b[i];
}
"""


def test_vector_epilogue_runs_its_own_width_and_is_a_tail_of_the_body(tmp_path):
    """A byte loop: the vector body runs width x interleave bytes a machine iteration (the
    vectoriser's remark), its epilogue one 16-byte register (AVX2's xmm, the epilogue's
    own induction step), the scalar loop one: the body's tails, the widest first."""
    loops = ml.machine_loops(canonical(tmp_path, BYTES), MCPU, use_cache=False)
    _opt, _asm, remarks = ml.compile_for_cpu(canonical(tmp_path, BYTES, "k2.c"), MCPU)
    width, count = map(int, re.search(r"width: (\d+), interleaved count: (\d+)", remarks).groups())
    body = loops.main_loop(2)
    assert body.role == "vector" and body.source_per_iteration == width * count
    tails = loops.tail_loops(body)
    assert [t.role for t in tails] == ["remainder", "remainder"]
    assert tails[0].block.startswith("vec.epilog.vector.body")
    assert tails[0].source_per_iteration == 16 and tails[1].source_per_iteration == 1
    assert loops.tail_loops(tails[1]) == ()


SYMM_TAIL = """\
void symm_tail(int n, double *C, const double *A, const double *B) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double s = 0.0;
      for (int k = i + 1; k < n; k++)
        s += A[k * n + i] * B[k * n + j];
      C[i * n + j] = s;
    }
}
"""


def test_a_vector_body_versioned_on_a_unit_stride_is_not_the_loop_that_runs(tmp_path):
    """With the sums reassociated, the vectoriser takes symm's column walks
    ``A[k * n + i] * B[k * n + j]`` in the outlined parallel loop only by versioning them
    on n == 1 (its ``ident.check``): that vector body runs for n = 1 alone. It is marked
    ``versioned``, and the loop of line 6 that runs is a scalar one, one source iteration
    a machine iteration."""
    from automatch.model.incore import REASSOCIATE_CFLAGS

    path = tmp_path / "symm_tail.c"
    path.write_text(SYMM_TAIL)
    ir = ml.source_ir(path, REASSOCIATE_CFLAGS + ("-fopenmp",))
    loops = ml.machine_loops(ir, MCPU, use_cache=False)
    at6 = [lp for lp in loops.loops if lp.line == 6]
    versioned = [lp for lp in at6 if lp.role == "versioned"]
    assert versioned and all(lp.source_per_iteration >= 4 for lp in versioned)
    main = loops.main_loop(6)
    assert main is not None and main.role != "versioned"
    assert main.source_per_iteration == 1
    assert all(lp.role != "versioned" for lp in loops.tail_loops(main))
    # a unit-stride sum reassociated is vectorised without versioning: its body runs
    loops = ml.machine_loops(ml.source_ir(_written(tmp_path, SUM), REASSOCIATE_CFLAGS), MCPU,
                             use_cache=False)
    assert loops.main_loop(3).role == "vector"


def _written(tmp_path: Path, source: str) -> Path:
    path = tmp_path / "sum.c"
    path.write_text(source)
    return path


def test_stride_versioning_is_read_from_the_branch_into_the_vector_body():
    """Hand-written CFG: the branch into vector.ph reads an and of the trip-count check and
    an ident.check; a vector body entered after a runtime alias check alone is not
    versioned."""
    conds = {"ph": ("or.cond", ("scalar.ph", "vector.ph"))}
    jumps = {"vector.ph": "vector.body"}
    logic = {"or.cond": ["min.iters.check", "ident.check.not"]}
    assert ml._stride_versioned("vector.body", conds, jumps, logic)
    logic = {"or.cond": ["min.iters.check", "found.conflict"]}
    assert not ml._stride_versioned("vector.body", conds, jumps, logic)
