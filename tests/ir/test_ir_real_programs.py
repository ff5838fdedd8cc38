"""The front end on what real programs contain (issues 11 and 16): every kernel linkage,
C++ names, names LLVM must quote, foreign targets, processes, and instruction texts that
keep the module's attribute and metadata numbering."""

from __future__ import annotations

import re
import shutil

import pytest

from automatch.errors import InputError, UnsupportedProgramError
from automatch.ir.canonical import load_canonical
from automatch.ir.irtext import llvm_ident, unquote_ident
from automatch.ir.program import build_program
from automatch.ir.sources import read_sources
from automatch.pipeline import load_program

FREE_IN_HELPER = r"""
#include <stdio.h>
#include <stdlib.h>
void mydel(void *p) { free(p); }
double kern(int n) {
  double *a = malloc(n * sizeof(double));
  double s = 0;
  for (int i = 0; i < n; i++) a[i] = i * 0.5;
  for (int i = 0; i < n; i++) s += a[i] * a[i];
  mydel(a);
  return s;
}
int main(void) { printf("%g\n", kern(100)); return 0; }
"""


def test_instruction_texts_are_the_module_lines(tmp_path, clang):
    """Each instruction's text is its line of the canonical module, so '#N' attribute
    groups (free's call site vs malloc's allocsize group) and '!N' metadata keep their
    module-wide meaning in the engine's copies (issue 11 item 1)."""
    src = tmp_path / "free_helper.c"
    src.write_text(FREE_IN_HELPER)
    canonical, program = load_program([str(src)], "kern")
    module_lines = {ln.strip() for ln in canonical.text.splitlines()}
    assert all(ins.text in module_lines for ins in program.instructions)
    groups = dict(re.findall(r"^attributes (#\d+) = \{(.*)\}", canonical.text, re.M))
    free_calls = [i for i in program.instructions if i.callee == "free"]
    assert free_calls
    for ins in free_calls:
        ref = re.search(r"\) (#\d+)", ins.text)
        assert ref is None or "allocsize" not in groups[ref.group(1)]


def test_signature_attributes_are_recorded(tmp_path, clang):
    """By-value structs, struct results and narrow integer returns: the ABI attributes the
    engine's wrapper and copies must repeat (issue 11 item 2)."""
    src = tmp_path / "abi.c"
    src.write_text("#include <stdbool.h>\n"
                   "struct P { double a, b, c; int n; long pad[4]; };\n"
                   "struct R { double x[5]; };\n"
                   "double kern(struct P p, double *v) { return p.a * v[0]; }\n"
                   "struct R mk(double q) { struct R r = {{q, q, q, q, q}}; return r; }\n"
                   "bool pos(short x) { return x > 0; }\n")
    # (LLVM renames a struct type parsed twice in one context: %struct.P.0 is fine.)
    for kernel, check in (("kern", lambda f: re.search(r"byval\(%struct\.P[.\d]*\)", f.arg_attrs[0])),
                          ("mk", lambda f: re.search(r"sret\(%struct\.R[.\d]*\)", f.arg_attrs[0])),
                          ("pos", lambda f: "zeroext" in f.return_attrs and "signext" in f.arg_attrs[0])):
        _, program = load_program([str(src)], kernel)
        fn = program.function(kernel)
        assert check(fn), (kernel, fn.arg_attrs, fn.return_attrs)
        assert fn.calling_conv == ""


@pytest.mark.parametrize("kernel", ["k_internal_never", "k_internal_once", "k_odr_never", "k_avail",
                                    "k_always_once"])
def test_kernel_survives_whatever_its_linkage(ir_fixtures, kernel):
    """Issue 11 item 10: a static, C++ inline or available_externally kernel called once
    or never is neither inlined nor dropped; an alwaysinline one does not abort LLVM."""
    canonical, program = load_program([str(ir_fixtures / "linkages.ll")], kernel)
    assert canonical.kernel == kernel and kernel in canonical.defined_functions
    fn = program.function(kernel)
    assert any(program.instructions[i].opcode == "load"
               for b in fn.blocks for i in program.blocks[b].instructions)


CXX_NAMES = {
    "ns::axpy": "_ZN2ns4axpyEdPKdPdi",
    "axpy": "_ZN2ns4axpyEdPKdPdi",
    "_ZN2ns4axpyEdPKdPdi": "_ZN2ns4axpyEdPKdPdi",
    "ns::axpy(double, double const*, double*, int)": "_ZN2ns4axpyEdPKdPdi",
    "over(int)": "_Z4overi",
    "over(double)": "_Z4overd",
    "twice": "_Z5twiceIdET_S0_",
    "twice<double>": "_Z5twiceIdET_S0_",
    "Box::scaled": "_ZNK3Box6scaledEd",
    "scaled": "_ZNK3Box6scaledEd",
}


@pytest.fixture(scope="module")
def cxx_sources(ir_fixtures):
    if not shutil.which("clang-19") and not shutil.which("clang"):
        pytest.skip("needs clang-19 or clang on PATH")

    return read_sources([str(ir_fixtures / "cxx_names.cpp")])


def test_cxx_kernels_by_their_cxx_names(cxx_sources):
    """Issue 11 item 5: 'ns::f', 'f' when unique, the whole signature or the mangled name;
    the inline member (linkonce_odr) called once survives too."""
    for name, mangled in CXX_NAMES.items():
        canonical = load_canonical(cxx_sources, name)
        assert canonical.kernel == mangled, name
        assert mangled in canonical.defined_functions
        assert build_program(canonical.text, canonical.kernel).function(mangled).name == mangled


def test_cxx_ambiguous_and_unknown_names_are_listed_demangled(cxx_sources):
    with pytest.raises(InputError, match=r"'over' is ambiguous: it names over\(int\) \[_Z4overi\], "
                                         r"over\(double\) \[_Z4overd\]"):
        load_canonical(cxx_sources, "over")
    with pytest.raises(InputError) as err:
        load_canonical(cxx_sources, "nosuch")
    msg = str(err.value)
    assert "Unknown kernel 'nosuch'" in msg
    assert "ns::axpy(double, double const*, double*, int)" in msg
    assert "over(int) [_Z4overi]" in msg and "over(double) [_Z4overd]" in msg
    assert "_ZN2ns4axpyEdPKdPdi" not in msg  # unique names are shown demangled only


def test_cxx_names_without_cxxfilt(cxx_sources, monkeypatch, tmp_path):
    """No c++filt on PATH: names still demangle (one in-process demangler, issue 41)."""
    monkeypatch.setenv("PATH", str(tmp_path))
    assert load_canonical(cxx_sources, "_ZN2ns4axpyEdPKdPdi").kernel == "_ZN2ns4axpyEdPKdPdi"
    assert load_canonical(cxx_sources, "ns::axpy").kernel == "_ZN2ns4axpyEdPKdPdi"


def test_cxx_names_without_a_cxx_runtime(cxx_sources, monkeypatch):
    """No __cxa_demangle: the mangled name still works; C++ names are unknown, listed mangled."""
    from automatch.ir import demangle

    monkeypatch.setattr(demangle, "_cxa_demangle", lambda: None)
    assert load_canonical(cxx_sources, "_ZN2ns4axpyEdPKdPdi").kernel == "_ZN2ns4axpyEdPKdPdi"
    with pytest.raises(InputError, match=r"Unknown kernel 'ns::axpy'.*_ZN2ns4axpyEdPKdPdi"):
        load_canonical(cxx_sources, "ns::axpy")


def test_jit_and_ir_checks_share_one_demangler():
    """exec/jit/engine.py and ir/canonical.py call the same function (issue 41)."""
    from automatch.exec.jit import engine as jit
    from automatch.ir import canonical, demangle

    assert jit.demangle is demangle.demangle_name and canonical.demangle is demangle.demangle
    assert demangle.demangle_name("_ZN2ns4axpyEdPKdPdi") == "ns::axpy(double, double const*, double*, int)"
    assert demangle.demangle_name("_Znot_mangled") == "_Znot_mangled"


def test_quoted_names_in_the_program_model(ir_fixtures):
    """Issue 16: kernel, parameter and block names LLVM writes in quotes."""
    kernel = "my kern.v2$x"
    canonical, program = load_program([str(ir_fixtures / "quoted_names.ll")], kernel)
    assert canonical.kernel == kernel
    fn = program.function(kernel)
    assert fn.args[0] == "a b"
    assert [program.blocks[b].name for b in fn.blocks] == ["entry", "loop head", "the end"]
    assert any(i.callee == kernel for i in program.instructions)
    assert len(program.loops_of(fn.id)) == 1


@pytest.mark.parametrize("name", ["plain", "my kern.v2$x", 'q"uote\\', "1digit", "ünï"])
def test_identifier_quoting_round_trips(name):
    printed = llvm_ident(name)
    assert unquote_ident(printed) == name
    assert (printed == name) == (name == "plain")


def _module(triple: str = "", layout: str = "") -> str:
    head = (f'target datalayout = "{layout}"\n' if layout else "") + (f'target triple = "{triple}"\n' if triple else "")
    return head + "define i32 @main() {\nentry:\n  ret i32 0\n}\n"


@pytest.mark.parametrize("triple", ["", "x86_64-pc-linux-gnu", "x86_64-unknown-linux-gnu", "x86_64-linux-gnu"])
def test_this_machines_targets_are_accepted(triple):
    layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
    assert load_canonical([("p.ll", _module(triple, layout if triple else ""))], None).kernel == "main"


def test_foreign_target_is_refused_up_front(ir_fixtures):
    """Issue 16: aarch64 IR would abort inside the JIT; refuse it by name."""
    with pytest.raises(InputError, match=r"foreign_aarch64.ll: the IR is compiled for another target "
                                         r"\('aarch64-unknown-linux-gnu'\)"):
        load_program([str(ir_fixtures / "foreign_aarch64.ll")], "k")
    with pytest.raises(InputError, match="another target"):
        load_canonical([("w.ll", _module("x86_64-pc-windows-msvc"))], None)
    for layout in ("E-m:e-i64:64-n32:64", "e-p:32:32-i64:64-n32"):  # no triple, foreign layout
        with pytest.raises(InputError, match="data layout"):
            load_canonical([("l.ll", _module("", layout))], None)


@pytest.mark.parametrize("callee, decl", [
    ("system", "i32 @system(ptr)"), ("popen", "ptr @popen(ptr, ptr)"),
    ("execvp", "i32 @execvp(ptr, ptr)"), ("execl", "i32 @execl(ptr, ptr, ...)"),
    ("posix_spawn", "i32 @posix_spawn(ptr, ptr, ptr, ptr, ptr, ptr)"),
])
def test_starting_other_programs_is_refused(callee, decl):
    """Issue 16: like fork, system/exec/popen/posix_spawn are refused with their name
    (clang declares only what the program calls)."""
    text = f"declare {decl}\n" + _module()
    with pytest.raises(UnsupportedProgramError, match=rf"other programs \({callee}\) \(it declares {callee}\)"):
        load_canonical([("p.ll", text)], None)


@pytest.mark.parametrize("fixture, kernel", [("polybench.c", None), ("loops.c", None),
                                             ("quoted_names.ll", "my kern.v2$x"),
                                             ("hand_loops.ll", "f")])
def test_text_reading_agrees_with_llvmlite(ir_fixtures, fixture, kernel, clang):
    """The model reads common instructions from their text (asking llvmlite per operand
    made the front end slow); operands, types, phi blocks and successors must be what
    llvmlite says, instruction by instruction."""
    import llvmlite.binding as llvm

    from automatch.ir import irtext as model

    canonical, program = load_program([str(ir_fixtures / fixture)], kernel)
    mod = llvm.parse_assembly(canonical.text)
    ref = [ins for fn in mod.functions if not fn.is_declaration for b in fn.blocks for ins in b.instructions]
    assert len(ref) == len(program.instructions)
    local = (llvm.ValueKind.argument, llvm.ValueKind.instruction)
    checked = 0
    for ins, mine in zip(ref, program.instructions, strict=True):
        assert (ins.opcode, ins.name) == (mine.opcode, mine.name), mine.text
        fast = model.fast_fields(mine.opcode, mine.text)
        if fast is None:
            continue
        checked += 1
        ops = list(ins.operands)
        assert fast[0] == [o.name if o.value_kind in local else None for o in ops], mine.text
        vtype = ops[0].type if ins.opcode == "store" else ins.type
        assert fast[1] == model.type_text(vtype), mine.text
        if ins.opcode == "phi":
            assert fast[2] == tuple(b.name for b in ins.incoming_blocks), mine.text
        if ins.opcode == "br":
            assert list(fast[3]) == [o.name for o in ops if o.value_kind == llvm.ValueKind.basic_block]
    assert checked * 3 > len(ref)  # most instructions take the text path


def test_front_end_never_prints_a_value_alone(ir_fixtures, monkeypatch, clang):
    """Issue 11 item 7: printing an instruction or function on its own builds a slot table
    of its whole function (quadratic: a 10.8 MB IR took over 200 s in build_program). The
    front end prints the module once; benchmarks/frontend_speed.py measures it."""
    import llvmlite.binding as llvm

    def refuse(self):
        raise AssertionError("str() of a single LLVM value")

    sources = read_sources([str(ir_fixtures / "polybench.c")])
    monkeypatch.setattr(llvm.ValueRef, "__str__", refuse)
    canonical = load_canonical(sources, None)
    program = build_program(canonical.text, canonical.kernel)
    assert program.instructions


FMA_AND_CONTRACTION = r"""
#include <math.h>
void k(double *a, const double *b, int n) {
  for (int i = 0; i < n; i++) a[i] = fma(a[i], b[i], 1.0) + a[i] * b[i];
}
"""


def test_fma_call_beside_contracted_multiply_add(tmp_path, clang):
    """A program that calls fma() and also has a contracted a*b+c declares both
    llvm.fma and llvm.fmuladd; canonicalising fmuladd into fma must not declare
    llvm.fma twice ('invalid redefinition')."""
    src = tmp_path / "fmac.c"
    src.write_text(FMA_AND_CONTRACTION)
    canonical = load_canonical(read_sources([src]), "k")
    assert "llvm.fmuladd" not in canonical.text
    assert len(re.findall(r"^declare [^\n]*@llvm\.fma\.f64\(", canonical.text, re.M)) == 1
    program = build_program(canonical.text, canonical.kernel)
    fmas = [i for i in program.instructions if i.callee == "llvm.fma.f64"]
    assert len(fmas) == 2


CONDITIONAL_WORK = r"""
#include <stdio.h>
double a[1000], b[1000];
void kern(int n) {
  for (int i = 0; i < n; i++) {
    double v = a[i];
    if (v > 0.9) v = v * 3.0;
    b[i] = v;
  }
}
int main(void) {
  for (int i = 0; i < 1000; i++) a[i] = (i % 10 == 0) ? 1.0 : 0.0;
  kern(1000);
  double s = 0;
  for (int i = 0; i < 1000; i++) s += b[i];
  printf("%f\n", s);
  return 0;
}
"""


def test_conditional_work_is_not_speculated(tmp_path, clang):
    """`if (v > 0.9) v *= 3` must stay a branch in the canonical IR: if-converted into
    an unconditional fmul and a select, every iteration would count a multiply that
    the program does for one element in ten (W = 1000 instead of 100)."""
    from automatch.pipeline import AnalysisOptions, profile_program

    src = tmp_path / "cond.c"
    src.write_text(CONDITIONAL_WORK)
    canonical = load_canonical(read_sources([src]), "kern")
    body = canonical.text[canonical.text.index("@kern("):]
    body = body[: body.index("\n}\n")]
    assert "select" not in body and "fmul" in body
    run = profile_program([str(src)], AnalysisOptions(kernel="kern", line_sizes=(64,)))
    assert run.profile.flops.mul == 100
    assert run.profile.extra["output_matches_native"]
