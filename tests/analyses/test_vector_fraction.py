"""f_v: which innermost loops count as vectorisable (analyses/assemble.py).

kernels/vecfrac.c, n = 1000: ``clamped`` does one fadd per iteration in a loop whose
iterations are independent but whose clamped indices keep LLVM's vectoriser from
computing the array bounds, so f_v = 1000 / 1000 = 1; ``dotk`` is an fp sum (1000
fmuladd = 2000 flops), a reduction: f_v = 0; ``expk`` calls exp (1000 flops), which
LLVM does not vectorise without a vector math library: f_v = 0; ``scatterk`` stores
through an index loaded in the loop (1000 fmul), independent since the index is a
permutation, but a scatter: f_v = 0; ``copyk`` copies without arithmetic (W = 0), so f_v
is the share of its 2000 loads and stores in vectorisable loops: 1.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from automatch.ir.vectorize import vectorized_loop_lines
from automatch.pipeline import AnalysisOptions, load_program, profile_program

SRC = Path(__file__).parent / "kernels" / "vecfrac.c"
pytestmark = pytest.mark.skipif(not (shutil.which("clang-19") or shutil.which("clang")),
                                reason="needs clang")


def _line(marker: str) -> int:
    (line,) = [i for i, t in enumerate(SRC.read_text().splitlines(), 1) if f"loop:{marker} " in t]
    return line


@pytest.mark.parametrize(("kernel", "work", "f_v"),
                         [("clamped", 1000, 1.0), ("dotk", 2000, 0.0), ("expk", 1000, 0.0),
                          ("scatterk", 1000, 0.0), ("copyk", 0, 1.0)])
def test_vector_fraction(kernel, work, f_v):
    prof = profile_program(str(SRC), AnalysisOptions(kernel=kernel, program_args=("1000",))).profile
    assert prof.flops.total == work
    assert prof.f_v == pytest.approx(f_v)


def test_llvm_alone_refuses_the_clamped_and_scatter_loops():
    """What makes the first case count is the run's proof, not LLVM (so the test above
    fails if the dynamic rule is dropped), and the scatter is refused by both."""
    canonical, _ = load_program([str(SRC)], "clamped")
    lines = vectorized_loop_lines(canonical.text)
    assert _line("clamped") not in lines and _line("scatter") not in lines


def test_a_kernel_without_arithmetic_says_so():
    prof = profile_program(str(SRC), AnalysisOptions(kernel="copyk", program_args=("1000",))).profile
    assert prof.flops.total == 0 and prof.depth == 0
    assert "no arithmetic" in prof.work_label
