"""LLVM's tools as the compiled-loops analysis runs them (automatch.ir.compiled.llvm_tools): the
iteration counts scaled to a region's length, the slopes they give against llvm-mca's
own at 100 and 200 iterations (the real llvm-mca-19), and the content cache."""

from __future__ import annotations

import pytest

from automatch.ir.compiled import llvm_tools as lt
from automatch.ir.compiled.mca_instances import instance_region

MCPU = "znver3"
DOT = ("vmovsd (%rdi,%rax,8), %xmm1", "vfmadd231sd (%rsi,%rax,8), %xmm1, %xmm0",
       "incq %rax", "cmpq %rax, %rdx", "jne .LBB0_1")
TRIAD = ("vmovupd (%rsi,%rax,8), %ymm1", "vfmadd213pd (%rdx,%rax,8), %ymm0, %ymm1",
         "vmovupd %ymm1, (%rdi,%rax,8)", "addq $4, %rax", "cmpq %rax, %rcx", "jne .LBB0_1")


def _slope_at_100_200(body):
    (c0, rt), = lt.run_mca([body], MCPU, 100)
    (c1, _), = lt.run_mca([body], MCPU, 200)
    return max((c1 - c0) / 100, rt)


def test_counts_shrink_with_the_region_and_stay_in_their_steps():
    assert lt.mca_iterations(5) == lt.MCA_ITERATIONS[0] == 100
    assert lt.mca_iterations(80) == 100  # a loop body: 100 and 200 as before
    assert lt.mca_iterations(81) == 100  # 8000 / 81 rounds up past 50
    assert lt.mca_iterations(160) == 50
    assert lt.mca_iterations(400) == 20
    assert lt.mca_iterations(4096) == lt.MCA_MIN_ITERATIONS
    lengths = range(1, 5000, 37)
    counts = [lt.mca_iterations(n) for n in lengths]
    assert counts == sorted(counts, reverse=True)
    assert all(n * c >= lt.MCA_SIMULATED_INSTRUCTIONS or c == 100
               for n, c in zip(lengths, counts, strict=True) if c > lt.MCA_MIN_ITERATIONS)


def test_scaled_slopes_match_mcas_at_100_and_200():
    regions = [DOT, TRIAD, instance_region(DOT, 40), instance_region(DOT, 400)]
    assert lt.mca_iterations(len(regions[-1])) < 100  # this one is timed at fewer
    got = lt.mca_slopes(regions, MCPU, use_cache=False)
    for region, (cycles, rt) in zip(regions, got, strict=True):
        assert cycles == pytest.approx(_slope_at_100_200(region), rel=0.01)
        assert cycles >= rt > 0
    assert lt.mca_slopes([], MCPU) == []


def test_slopes_are_cached_by_content(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    first = lt.mca_slopes([DOT, TRIAD], MCPU)
    calls = []
    real = lt._slopes
    monkeypatch.setattr(lt, "_slopes", lambda *a: calls.append(a) or real(*a))
    assert lt.mca_slopes([DOT, TRIAD], MCPU) == first and not calls
    lt.mca_slopes([TRIAD, DOT], MCPU)  # another list: timed
    assert len(calls) == 1
