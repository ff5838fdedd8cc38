"""f_v: which innermost loops count as vectorisable (analyses/assemble.py).

kernels/vecfrac.c, n = 1000: ``clamped`` does one fadd per iteration in a loop whose
iterations are independent but whose clamped indices keep LLVM's vectoriser from
computing the array bounds, so f_v = 1000 / 1000 = 1; ``dotk`` is an fp sum (1000
fmuladd = 2000 flops), a reduction: f_v = 0; ``expk`` calls exp (1000 flops), which
LLVM does not vectorise without a vector math library: f_v = 0; ``scatterk`` stores
through an index loaded in the loop (1000 fmul), independent since the index is a
permutation, but a scatter: f_v = 0; ``copyk`` copies without arithmetic (W = 0), so f_v
is the share of its 2000 loads and stores in vectorisable loops: 1; ``tapk`` sums 3 taps
per point (998 points, 3 fmuladds each = 5988 flops) in a loop LLVM unrolls whole and
vectorises around: 1.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from automatch.ir.vectorize import vectorized_loop_lines
from automatch.pipeline import AnalysisOptions, load_program, profile_program
from tests.source_markers import marker_line

SRC = Path(__file__).parent / "kernels" / "vecfrac.c"
pytestmark = pytest.mark.skipif(not (shutil.which("clang-19") or shutil.which("clang")),
                                reason="needs clang")


def _line(marker: str) -> int:
    return marker_line(SRC, marker)


@pytest.mark.parametrize(("kernel", "work", "f_v"),
                         [("clamped", 1000, 1.0), ("dotk", 2000, 0.0), ("expk", 1000, 0.0),
                          ("scatterk", 1000, 0.0), ("copyk", 0, 1.0), ("tapk", 6 * 998, 1.0)])
def test_vector_fraction(kernel, work, f_v):
    prof = profile_program(str(SRC), AnalysisOptions(kernel=kernel, program_args=("1000",))).profile
    assert prof.flops.total == work
    assert prof.f_v == pytest.approx(f_v)


def test_the_run_s_proof_counts_without_llvm(monkeypatch):
    """What makes the clamped loop count is the run's proof, not LLVM: with LLVM's
    answer taken away (no vectorised lines) it still counts, and the scatter does not.
    (Whether LLVM vectorises either on its own depends on the host: AVX-512 has gathers
    and scatters, which the vectoriser, costing the host's CPU, may use.)"""
    import automatch.ir.vectorize as vz

    monkeypatch.setattr(vz, "vectorized_loop_lines", lambda text: frozenset())
    for kernel, f_v in (("clamped", 1.0), ("scatterk", 0.0), ("tapk", 0.0)):
        prof = profile_program(str(SRC), AnalysisOptions(kernel=kernel,
                                                         program_args=("1000",))).profile
        assert prof.f_v == pytest.approx(f_v), kernel


def test_the_vectoriser_costs_the_host_cpu_not_the_source_s_target():
    """clang without -march writes "target-cpu"="x86-64" (no FMA) on every function;
    costed for it, the canonical llvm.fma calls are library calls and no loop holding
    one vectorises. The taps' point loop does on the host. The canonical module has the
    attributes dropped (ir/canonical.untargeted); put back, the vectoriser drops them too."""
    import re

    canonical, _ = load_program([str(SRC)], "tapk")
    assert '"target-cpu"' not in canonical.text
    generic = re.sub(r"^(attributes #\d+ = \{)", r'\1 "target-cpu"="x86-64" '
                     r'"target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87"',
                     canonical.text, flags=re.M)
    assert '"target-cpu"="x86-64"' in generic
    for text in (canonical.text, generic):
        assert _line("taps") + 1 in vectorized_loop_lines(text)


def test_a_kernel_without_arithmetic_says_so():
    prof = profile_program(str(SRC), AnalysisOptions(kernel="copyk", program_args=("1000",))).profile
    assert prof.flops.total == 0 and prof.depth == 0
    assert "no arithmetic" in prof.work_label
