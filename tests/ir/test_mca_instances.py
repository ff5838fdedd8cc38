"""Short loop instances in llvm-mca (automatch.ir.compiled.mca_instances): the accumulators of
hand-written bodies, and a chain of FMAs timed as instances against its steady state
by the real llvm-mca-19 (znver3's model: an FMA's latency 4 cycles, two FMA pipes)."""

from __future__ import annotations

import pytest

from automatch.ir.compiled import machine_loops as ml
from automatch.ir.compiled.mca_instances import (
    MAX_REGION_INSTRUCTIONS,
    accumulators,
    instance_region,
    time_instances,
)

MCPU = "znver3"
# one link of a dot product's chain: load, FMA into xmm0, pointer step, latch
DOT = ("vmovsd (%rdi,%rax,8), %xmm1", "vfmadd231sd (%rsi,%rax,8), %xmm1, %xmm0",
       "incq %rax", "cmpq %rax, %rdx", "jne .LBB0_1")


def test_accumulators_are_the_registers_fp_arithmetic_reads_and_writes():
    assert accumulators(DOT) == (0,)
    # a sum: the destination is a source; a product into a fresh register is not
    assert accumulators(("vaddsd %xmm1, %xmm0, %xmm0", "vmulpd %ymm2, %ymm3, %ymm4")) == (0,)
    assert accumulators(("vfmadd213pd %zmm5, %zmm6, %zmm7",)) == (7,)
    assert accumulators(("vmovupd (%rax), %ymm1", "addq $32, %rax")) == ()


def test_instance_region_repeats_the_body_and_breaks_the_chains():
    region = instance_region(DOT, 3)
    assert region == DOT * 3 + ("vxorpd %xmm0, %xmm0, %xmm0",)
    assert instance_region(("vmovupd (%rax), %ymm1",), 4) is None  # nothing to overlap
    assert instance_region(DOT, MAX_REGION_INSTRUCTIONS) is None  # too long to time


def test_short_instances_of_a_chain_overlap_long_ones_do_not():
    (c0, _), = ml.run_mca([DOT], MCPU, 100)
    (c1, _), = ml.run_mca([DOT], MCPU, 200)
    steady = (c1 - c0) / 100  # the FMA chain: its latency a link
    assert steady == pytest.approx(4.0, abs=0.05)
    short, long_ = time_instances([instance_region(DOT, 4), instance_region(DOT, 200)], MCPU)
    # 4 links an instance: several instances' chains in flight, the ports' bound near
    assert short / 4 < 0.6 * steady
    # 200 links (1000 micro-ops, several windows): the chain is most of the time again,
    # the next instance overlapping only the window's worth of its start
    assert 0.75 * steady < long_ / 200 <= steady + 1e-9
    assert time_instances([], MCPU) == []


def test_a_register_written_earlier_in_the_body_carries_no_chain():
    # z[i] = y[i] + a * w[i]: the FMA's destination was loaded this iteration
    body = ("vmovupd (%rsi,%rax,8), %ymm1", "vfmadd213pd (%rdx,%rax,8), %ymm0, %ymm1",
            "vmovupd %ymm1, (%rdi,%rax,8)", "addq $4, %rax", "cmpq %rax, %rcx", "jne .LBB0_2")
    assert accumulators(body) == ()
    # a compare reads its operands only: the sum after it is still carried
    assert accumulators(("vucomisd %xmm2, %xmm0", "vaddsd %xmm1, %xmm0, %xmm0")) == (0,)


def test_a_chain_rotated_through_registers_is_carried_by_the_one_read_first():
    # clang's unrolled filter sum: xmm0 -> xmm1 -> xmm0, each link an FMA with a load
    body = ("vmovsd -16(%r14,%r13,8), %xmm1", "vfmadd132sd -16(%rbx,%r13,8), %xmm0, %xmm1",
            "vmovsd -8(%r14,%r13,8), %xmm0", "vfmadd132sd -8(%rbx,%r13,8), %xmm1, %xmm0",
            "addq $2, %r13", "cmpq %r13, %r11", "jne .LBB0_6")
    assert accumulators(body) == (0,)
    # a constant read every iteration but never written is no chain
    assert accumulators(("vmulsd %xmm7, %xmm1, %xmm2", "vmovsd %xmm2, (%rdi)")) == ()
