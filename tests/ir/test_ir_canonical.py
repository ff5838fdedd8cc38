"""The canonical pipeline: scalars promoted, non-kernel functions inlined, kernel and main kept."""

from __future__ import annotations

import re

import pytest

from automatch.ir.program import OpClass
from automatch.pipeline import load_program


def _function_text(text: str, name: str) -> str:
    m = re.search(rf"^define [^\n]*@{re.escape(name)}\(.*?^\}}", text, re.M | re.S)
    assert m, f"function {name} not in the canonical IR"
    return m.group(0)


@pytest.fixture(scope="module")
def polybench(ir_fixtures, clang):
    return load_program([str(ir_fixtures / "polybench.c")], "kernel_gemv")


@pytest.fixture(scope="module")
def loops(ir_fixtures, clang):
    return load_program([str(ir_fixtures / "loops.c")], "kernel")


def test_static_kernel_called_once_survives(polybench):
    canonical, program = polybench
    assert canonical.kernel == "kernel_gemv"
    assert set(canonical.defined_functions) == {"main", "kernel_gemv"}
    assert program.function("kernel_gemv").param_names == ("n", "A", "x", "y")
    main_id = program.function("main").id
    calls = [i.callee for i in program.instructions if i.function == main_id and i.opcode == "call"]
    assert calls.count("kernel_gemv") == 1
    define = _function_text(canonical.text, "kernel_gemv").split("\n", 1)[0]
    group = re.search(r"#(\d+)", define).group(1)
    attrs = re.search(rf"^attributes #{group} = \{{([^}}]*)\}}", canonical.text, re.M).group(1)
    assert "noinline" in attrs.split()


def test_static_kernel_is_inlined_when_not_the_kernel(ir_fixtures, clang):
    canonical, _ = load_program([str(ir_fixtures / "polybench.c")], None)
    assert canonical.kernel == "main"
    assert canonical.defined_functions == ("main",)


def test_static_helper_is_inlined_into_kernel(polybench):
    canonical, program = polybench
    assert "scale" not in canonical.defined_functions
    kid = program.function("kernel_gemv").id
    assert not [i for i in program.instructions if i.function == kid and i.opclass == OpClass.CALL]
    # scale's multiply now lives in the kernel (plus the one of acc += t * x[j]).
    fmuls = [i for i in program.instructions if i.function == kid and i.opclass in (OpClass.FMUL, OpClass.FMA)]
    assert len(fmuls) == 2


def test_no_scalar_alloca_left_in_kernel(polybench, loops):
    for canonical, program in (polybench, loops):
        kid = program.function(program.kernel).id
        allocas = [i for i in program.instructions if i.function == kid and i.opclass == OpClass.ALLOCA]
        assert allocas == []
        assert " alloca " not in _function_text(canonical.text, program.kernel)
        # Loop counters became phis instead of stack slots.
        assert any(i.opclass == OpClass.PHI for i in program.instructions if i.function == kid)


def test_main_scalars_promoted_arrays_kept(loops):
    canonical, program = loops
    main_id = program.function("main").id
    allocas = [i for i in program.instructions if i.function == main_id and i.opclass == OpClass.ALLOCA]
    # Only the arrays a[16], b[16] and out[1] whose addresses escape to the kernel remain.
    assert sorted(i.text.split("alloca ")[1].split(",")[0] for i in allocas) == \
        ["[1 x i32]", "[16 x double]", "[16 x double]"]


def test_helpers_inlined_recursive_function_kept(loops):
    canonical, _ = loops
    assert set(canonical.defined_functions) == {"kernel", "main", "depth"}
    for gone in ("scale", "count_down", "helper_loop"):
        assert f"@{gone}(" not in canonical.text


def test_noinline_attribute_of_helper_is_overridden(loops):
    # count_down is declared __attribute__((noinline)) yet inlined: -O0's noinline is stripped.
    canonical, program = loops
    kid = program.function("kernel").id
    callees = {i.callee for i in program.instructions if i.function == kid and i.opcode == "call"}
    assert "count_down" not in callees
    assert "depth" in callees


def test_canonical_ir_names_every_value(loops):
    canonical, program = loops
    for ins in program.instructions:
        if ins.slot >= 0:
            assert ins.name, ins.text
    assert not re.search(r"^\s*%\d+ = ", canonical.text, re.M)
    assert not re.search(r"^\d+:", canonical.text, re.M)


def test_fmuladd_becomes_fma(polybench):
    canonical, _ = polybench
    assert "@llvm.fmuladd." not in canonical.text
    assert "@llvm.fma.f64" in canonical.text


def test_canonical_code_is_the_hosts_not_generic_x86_64(polybench):
    """clang without -march writes "target-cpu"="x86-64" (SSE2, no FMA) on every function,
    which overrides the JIT's host target machine: each llvm.fma became a call to libm's
    fma() and no AVX was used, in the native run and the instrumented one alike."""
    import llvmlite.binding as llvm

    from automatch.ir.canonical import target_machine

    canonical, _ = polybench
    assert '"target-cpu"' not in canonical.text and '"target-features"' not in canonical.text
    if not llvm.get_host_cpu_features().get("fma", False):
        pytest.skip("the host has no FMA instructions")
    mod = llvm.parse_assembly(canonical.text)
    tm = target_machine(2)
    pb = llvm.create_pass_builder(tm, llvm.create_pipeline_tuning_options(speed_level=2))
    pb.getModulePassManager().run(mod, pb)
    asm = tm.emit_assembly(mod)
    assert re.search(r"\bvfn?madd\d{3}[sp]d\b", asm)  # the FMA instructions themselves
    assert not re.search(r"[$\s]fma\b", asm)  # not libm's fma() (called through a register)


def test_loops_in_lcssa_with_preheaders(loops):
    _, program = loops
    for lp in program.loops:
        preds = [b.id for b in program.blocks if lp.header in b.successors and b.id not in lp.blocks]
        assert len(preds) == 1, f"loop {lp.id} has no unique preheader"
        for ex in lp.exits:
            for s in program.blocks[ex].successors:
                if s not in lp.blocks:
                    outside_preds = [b.id for b in program.blocks if s in b.successors and b.id not in lp.blocks]
                    assert outside_preds == [], f"exit block {s} of loop {lp.id} is not dedicated"
