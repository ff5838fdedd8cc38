"""Regression tests from the adversarial verification of issues 11 and 16.

Habits of real benchmark code that the corpus (tests/corpus/) does not cover and that
work today, run through the real CLI: a PolyBench-style program (its own header,
array sizes given by ``-D`` through ``--cflags``, ``POLYBENCH_2D`` macros, two
translation units), a C program with ``goto``, ``switch``, a variable-length array,
``alloca``, a ``union``, bit-fields, a ``static`` local, ``setvbuf``, ``atexit`` and a
signal handler, a C++ function-template instantiation named as the kernel, and a
program that reaches ``system`` through ``dlsym`` (its processes must not outlive the
run). Figures are derived by hand in each test's docstring.
"""

from __future__ import annotations

import json
import shutil
import time
from pathlib import Path

import pytest

from tests.hostile.cli_case import assert_clean_exit, processes_with_marker, run_cli

ROOT = Path(__file__).resolve().parents[2]
DEV = str(ROOT / "archspecs" / "dev-host.toml")

pytestmark = pytest.mark.skipif(shutil.which("clang-19") is None and shutil.which("clang") is None,
                                reason="needs clang")

POLYBENCH_H = r"""
#ifndef PB_H
#define PB_H
#define POLYBENCH_2D(var,d1,d2,ddim1,ddim2) var[ddim1][ddim2]
#define POLYBENCH_ARRAY(x) x
#define POLYBENCH_2D_ARRAY_DECL(var,type,d1,d2,ddim1,ddim2) \
  type (*var)[ddim1][ddim2] = (type(*)[ddim1][ddim2])polybench_alloc_data((ddim1)*(ddim2), sizeof(type))
#define _PB_N N
#define DATA_TYPE double
void *polybench_alloc_data(unsigned long n, int size);
#endif
"""

PB_UTIL = r"""
#include <stdlib.h>
#include "polybench.h"
void *polybench_alloc_data(unsigned long n, int size) {
  void *p = NULL; if (posix_memalign(&p, 4096, n * size)) return NULL; return p; }
"""

GEMM = r"""
#include <stdio.h>
#include <stdlib.h>
#include "polybench.h"
static void init_array(int n, DATA_TYPE POLYBENCH_2D(A,N,N,n,n), DATA_TYPE POLYBENCH_2D(B,N,N,n,n),
                       DATA_TYPE POLYBENCH_2D(C,N,N,n,n)) {
  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) {
    A[i][j] = (DATA_TYPE)((i*j+1)%n)/n; B[i][j] = (DATA_TYPE)((i*(j+1)+2)%n)/n;
    C[i][j] = (DATA_TYPE)((i*(j+2)+3)%n)/n; } }
static void kernel_gemm(int n, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE POLYBENCH_2D(C,N,N,n,n),
                        DATA_TYPE POLYBENCH_2D(A,N,N,n,n), DATA_TYPE POLYBENCH_2D(B,N,N,n,n)) {
#pragma scop
  for (int i = 0; i < _PB_N; i++) {
    for (int j = 0; j < _PB_N; j++) C[i][j] *= beta;
    for (int k = 0; k < _PB_N; k++)
      for (int j = 0; j < _PB_N; j++) C[i][j] += alpha * A[i][k] * B[k][j];
  }
#pragma endscop
}
int main(int argc, char **argv) {
  int n = N;
  POLYBENCH_2D_ARRAY_DECL(A, DATA_TYPE, N, N, n, n);
  POLYBENCH_2D_ARRAY_DECL(B, DATA_TYPE, N, N, n, n);
  POLYBENCH_2D_ARRAY_DECL(C, DATA_TYPE, N, N, n, n);
  init_array(n, *A, *B, *C);
  kernel_gemm(n, 1.5, 1.2, POLYBENCH_ARRAY(*C), POLYBENCH_ARRAY(*A), POLYBENCH_ARRAY(*B));
  double s = 0; for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) s += (*C)[i][j];
  printf("%.6f\n", s); free(A); free(B); free(C); return 0; }
"""

C_HABITS = r"""
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <errno.h>
#include <alloca.h>
#include <signal.h>
typedef union { double d; long l; } U;
struct BF { unsigned a:3; unsigned b:5; int c:7; };
static volatile int got;
static void h(int s) { got = s; }
static void bye(void) { printf("bye\n"); }
double kern(int n, int m) {
  static int calls = 0; calls++;
  double vla[n];
  double *al = alloca(m * sizeof(double));
  memset(vla, 0, sizeof(double) * n);
  for (int i = 0; i < m; i++) al[i] = i * 0.25;
  memcpy(vla, al, sizeof(double) * (m < n ? m : n));
  U u; struct BF bf = {5, 17, -3};
  double s = 0; int i = 0;
again:
  switch (i % 3) {
    case 0: s += vla[i]; break;
    case 1: s -= vla[i] * 2.0; break;
    default: u.d = vla[i]; s += u.l ? 1.0 : 0.0;
  }
  i++;
  if (i < n) goto again;
  char buf[64]; sprintf(buf, "%d", bf.a + bf.b + bf.c);
  if (strcmp(buf, "19") == 0) s += 1.0;
  errno = 0; strtol("zz", 0, 10);
  return s + calls;
}
int main(void) {
  setvbuf(stdout, NULL, _IOFBF, 1 << 16); atexit(bye); signal(SIGUSR1, h); raise(SIGUSR1);
  printf("%f %d\n", kern(30, 30), got); return 0; }
"""

TEMPLATES = r"""
#include <cstdio>
template <typename T> T dot(const T *a, const T *b, int n) {
  T s = 0; for (int i = 0; i < n; i++) s += a[i] * b[i]; return s; }
int main() {
  double a[8], b[8]; float fa[8], fb[8];
  for (int i = 0; i < 8; i++) { a[i] = i; b[i] = 2; fa[i] = i; fb[i] = 3; }
  printf("%f %f\n", dot(a, b, 8), (double)dot(fa, fb, 8)); return 0; }
"""

DLSYM_SYSTEM = r"""
#include <stdio.h>
#include <dlfcn.h>
double kern(int n) { double s = 0; for (int i = 0; i < n; i++) s += i; return s; }
int main(void) {
  int (*sy)(const char *) = (int (*)(const char *))dlsym(RTLD_DEFAULT, "sys" "tem");
  if (sy) sy("sleep 300 &");
  printf("%f\n", kern(10)); return 0; }
"""


def _analyze(tmp_path, sources, kernel, *extra):
    out_json = tmp_path / "r.json"
    outcome = run_cli(["analyze", *map(str, sources), "--kernel", kernel, "-q", "--arch", DEV,
                       "--timeout", "120", "--json", str(out_json), *extra], cwd=ROOT)
    return outcome, out_json


def _profile(outcome, out_json):
    assert outcome.returncode == 0, outcome.stderr
    assert "Traceback" not in outcome.stderr
    profile = json.loads(out_json.read_text())["profile"]
    assert profile["extra"]["output_matches_native"] is True
    return profile


def test_polybench_style_gemm(tmp_path):
    """N = 16: C *= beta is 256 muls; C += alpha*A*B is a mul and an fmuladd (3 flops)
    per (i, k, j), 3 x 4096 = 12 288: W = 12 544. D: each C[i][j] is a mul then 16
    fmuladds in a chain, D = 17. The k loop accumulates into C[i][j]: a reduction."""
    inc = tmp_path / "inc"
    inc.mkdir()
    (inc / "polybench.h").write_text(POLYBENCH_H)
    (tmp_path / "pbutil.c").write_text(PB_UTIL)
    (tmp_path / "gemm.c").write_text(GEMM)
    outcome, out_json = _analyze(tmp_path, [tmp_path / "gemm.c", tmp_path / "pbutil.c"], "kernel_gemm",
                                 f"--cflags=-DN=16 -I{inc}")
    p = _profile(outcome, out_json)
    assert p["flops"]["total"] == 12544
    assert p["flops"]["mul"] == 4352 and p["flops"]["fma"] == 4096
    assert p["depth"] == 17
    assert sorted(loop["kind"] for loop in p["loops"]) == ["parallel", "parallel", "parallel", "reduction"]


def test_c_habits_goto_switch_vla_alloca_union_bitfields(tmp_path):
    """n = m = 30: al[i] = i*0.25 is 30 muls; the goto loop takes each switch case 10
    times: case 0 one add, case 1 one fmuladd (s -= v*2.0, 2 flops), default one add;
    then strcmp matches ("19") for one add and `s + calls` one add: 30 + 20 + 20 + 2 = 72
    (mul 30, add 22, fma 10). The native output (-26.75, the handler's signal 10, "bye")
    must match the instrumented run's."""
    (tmp_path / "habits.c").write_text(C_HABITS)
    outcome, out_json = _analyze(tmp_path, [tmp_path / "habits.c"], "kern")
    p = _profile(outcome, out_json)
    assert p["flops"]["total"] == 72
    assert (p["flops"]["mul"], p["flops"]["add"], p["flops"]["fma"]) == (30, 22, 10)


def test_template_instantiation_as_kernel(tmp_path):
    """'dot' names two instantiations: refused with both listed (exit 2); 'dot<float>'
    picks the float one: 8 fmuladds, W = 16 fp32 flops, D = 8 (the chain on s)."""
    src = tmp_path / "dot.cpp"
    src.write_text(TEMPLATES)
    ambiguous = run_cli(["analyze", str(src), "--kernel", "dot", "-q", "--arch", DEV,
                         "--json", str(tmp_path / "amb.json")], cwd=ROOT)
    assert_clean_exit(ambiguous, code=2, outputs=(tmp_path / "amb.json",),
                      message=("ambiguous", "dot<double>", "dot<float>"))
    outcome, out_json = _analyze(tmp_path, [src], "dot<float>")
    p = _profile(outcome, out_json)
    assert p["kernel"] == "_Z3dotIfET_PKS0_S2_i"
    assert p["flops"]["total"] == 16 and p["flops"]["fp32"] == 16
    assert p["precision"] == "fp32" and p["depth"] == 8


def test_system_through_dlsym_leaves_no_process(tmp_path):
    """The refusal of system() looks at declared names; a program that finds it through
    dlsym still runs, but the shell and its background `sleep 300` are in the run's
    process group and must be gone when automatch returns."""
    (tmp_path / "dl.c").write_text(DLSYM_SYSTEM)
    outcome, out_json = _analyze(tmp_path, [tmp_path / "dl.c"], "kern")
    _profile(outcome, out_json)
    deadline = time.monotonic() + 3.0
    while processes_with_marker(outcome.marker) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not processes_with_marker(outcome.marker)
    leftovers = [p.name for p in outcome.tmpdir.iterdir() if p.name.startswith("automatch-")]
    assert not leftovers
