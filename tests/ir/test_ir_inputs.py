"""Every input kind the pipeline reads: .ll, .bc, .c, .cpp and several files linked."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from automatch.ir.canonical import load_canonical
from automatch.ir.sources import read_sources
from automatch.pipeline import load_program


def test_ll_is_read_as_text(ir_fixtures):
    sources = read_sources([ir_fixtures / "small.ll"])
    assert len(sources) == 1
    name, data = sources[0]
    assert name.endswith("small.ll")
    assert isinstance(data, str) and "define i32 @sum_to" in data


def test_ll_loads_with_default_kernel_main(ir_fixtures):
    canonical, program = load_program([str(ir_fixtures / "small.ll")], None)
    assert canonical.kernel == "main"
    assert canonical.has_main
    assert "main" in canonical.defined_functions
    # sum_to is externally visible: inlined into main but kept as a function.
    assert "sum_to" in canonical.defined_functions
    assert program.kernel == "main"
    assert program.source_name == "small.ll"
    assert [lp.function_name for lp in program.loops].count("sum_to") == 1


def test_ll_with_named_kernel(ir_fixtures):
    canonical, program = load_program([str(ir_fixtures / "small.ll")], "sum_to")
    assert canonical.kernel == "sum_to"
    fn = program.function("sum_to")
    assert fn.arg_types == ("i32",)
    assert fn.return_type == "i32"
    # main still calls the kernel: it is not inlined.
    main_calls = [i.callee for i in program.instructions
                  if i.function == program.function("main").id and i.opcode == "call"]
    assert "sum_to" in main_calls


def _bitcode_from_ll(ll, out, clang):
    llvm_as = shutil.which("llvm-as-19") or shutil.which("llvm-as")
    cmd = [llvm_as, str(ll), "-o", str(out)] if llvm_as else [clang, "-c", "-emit-llvm", str(ll), "-o", str(out)]
    subprocess.run(cmd, check=True, capture_output=True)


def test_bc_from_llvm_as(ir_fixtures, tmp_path, clang):
    bc = tmp_path / "small.bc"
    _bitcode_from_ll(ir_fixtures / "small.ll", bc, clang)
    sources = read_sources([bc])
    assert isinstance(sources[0][1], bytes)
    canonical = load_canonical(sources, "sum_to")
    assert canonical.defined_functions == load_canonical(read_sources([ir_fixtures / "small.ll"]), "sum_to").defined_functions


def test_bc_from_clang_c(ir_fixtures, tmp_path, clang):
    bc = tmp_path / "loops.bc"
    subprocess.run([clang, "-c", "-emit-llvm", "-O0", "-Xclang", "-disable-O0-optnone", "-g",
                    str(ir_fixtures / "loops.c"), "-o", str(bc)], check=True, capture_output=True)
    canonical, program = load_program([str(bc)], "kernel")
    assert canonical.has_main
    assert {"kernel", "main"} <= set(canonical.defined_functions)
    assert len(program.loops_of(program.function("kernel").id)) == 7


def test_c_is_compiled_with_debug_info(ir_fixtures, clang):
    [(name, text)] = read_sources([ir_fixtures / "loops.c"])
    assert isinstance(text, str)
    assert "define dso_local void @kernel" in text
    assert "!DISubprogram" in text  # -g
    assert "optnone" not in text  # -disable-O0-optnone


def test_cpp_is_compiled_as_cxx(ir_fixtures, clang):
    canonical, program = load_program([str(ir_fixtures / "kernel.cpp")], "kernel")
    assert canonical.has_main
    # The template helper and the member function are inlined into the kernel.
    assert set(canonical.defined_functions) == {"kernel", "main"}
    fn = program.function("kernel")
    assert fn.return_type == "double"
    assert fn.param_names == ("a", "n")
    assert not any(i.opcode in ("invoke", "landingpad") for i in program.instructions)


def test_two_c_files_are_linked(ir_fixtures, clang):
    paths = [str(ir_fixtures / "main_part.c"), str(ir_fixtures / "kernel_part.c")]
    canonical, program = load_program(paths, "kernel")
    assert canonical.has_main
    assert set(canonical.defined_functions) == {"main", "kernel"}  # twice() inlined
    assert program.source_name == "main_part.c"
    kernel = program.function("kernel")
    assert kernel.param_names == ("n", "a")
    assert len(program.loops_of(kernel.id)) == 1
    main_calls = {i.callee for i in program.instructions
                  if i.function == program.function("main").id and i.opcode == "call"}
    assert "kernel" in main_calls


def test_two_c_files_run_linked(ir_fixtures, clang):
    from automatch.exec.supervise.runner import RunConfig, run_program

    paths = [str(ir_fixtures / "kernel_part.c"), str(ir_fixtures / "main_part.c")]
    canonical, _ = load_program(paths, "kernel")
    res = run_program(RunConfig(ir_text=canonical.text, kernel=canonical.kernel, mode="native"))
    assert res.stdout == "2 4 6 8\n"
    assert res.region_calls == 1


@pytest.mark.parametrize("suffix", [".LL", ".Ll"])
def test_suffix_case_is_ignored(ir_fixtures, tmp_path, suffix):
    src = ir_fixtures / "small.ll"
    p = tmp_path / ("prog" + suffix)
    p.write_bytes(src.read_bytes())
    [(name, data)] = read_sources([p])
    assert "define" in data
