"""Fortran programs through the real flang-19, the real runtime in the JIT and the CLI
(issue 45): the runtime's I/O, ALLOCATE, intrinsics and STOP, the preprocessor and
--cflags, kernel names as Fortran writes them, omp_lib's one-thread stubs, and the
refusals (flang's errors, a module not given, coarrays)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import llvmlite.binding as llvm
import pytest

from automatch.ir.fortran import newer_llvm_text, small_powers
from automatch.ir.fortran_names import demangle_all, fortran_name
from automatch.ir.program import special_name
from tests.hostile.cli_case import assert_clean_exit, run_cli

CASES = Path(__file__).resolve().parent / "cases"
FLANG = shutil.which("flang-new-19") or shutil.which("flang-19") or shutil.which("flang-new")
needs_flang = pytest.mark.skipif(FLANG is None, reason="needs flang-19 (make flang)")


def native_output(
    sources: list[Path], args: list[str], tmp: Path, flags: tuple[str, ...] = ()
) -> str:
    """What the program prints built by flang as an executable and run."""
    exe = tmp / "native.exe"
    subprocess.run(
        [FLANG, *flags, "-module-dir", str(tmp), "-o", str(exe), *map(str, sources)],
        check=True,
        capture_output=True,
        cwd=tmp,
    )
    return subprocess.run([str(exe), *args], check=True, capture_output=True, text=True).stdout


def test_fortran_names_from_flang_mangling() -> None:
    assert fortran_name("_QMmodPsub") == "mod::sub"
    assert fortran_name("_QPsub") == "sub"
    assert fortran_name("_QMmodFhostPinner") == "mod::host::inner"
    assert fortran_name("_QFPinner") == "inner"
    assert fortran_name("main") is None and fortran_name("_Z3fooi") is None
    # flang's external name of the procedure sub, in a Fortran program only
    assert demangle_all(["_QQmain", "solo_", "_QMaPw"]) == {"solo_": "solo", "_QMaPw": "a::w"}
    assert demangle_all(["solo_", "main"]) == {}


def test_size_constant_expressions_rewritten_for_newer_llvm() -> None:
    text = (
        "%T = type { double, [3 x double] }\n"
        "@g = global i64 mul (i64 ptrtoint (ptr getelementptr (%T, ptr null, i32 1) to i64), i64 3)\n"
        "@h = global i64 mul (i64 2, i64 ptrtoint (ptr getelementptr (i8, ptr null, i32 1) to i64))\n"
    )
    with pytest.raises(RuntimeError):
        llvm.parse_assembly(text)
    mod = llvm.parse_assembly(newer_llvm_text(text))
    g, h = str(mod.get_global_variable("g")), str(mod.get_global_variable("h"))
    assert "ptr null, i64 3) to i64)" in g and "mul" not in g
    assert "getelementptr (i8, ptr null, i64 2) to i64)" in h and "mul" not in h


@needs_flang
def test_runtime_io_allocate_intrinsics_stop(tmp_path: Path) -> None:
    """A .F90 program preprocessed with --cflags -D, reading its input file, printing
    list-directed and formatted, ending in STOP: the analysis runs it as natively."""
    from automatch.pipeline import AnalysisOptions, profile_program

    src, data = CASES / "io_stop.F90", CASES / "n12.txt"
    run = profile_program(
        [str(src)], AnalysisOptions(input_path=str(data), cflags=("-DSCALE=2.0d0",))
    )
    assert run.native_stdout == native_output([src], [str(data)], tmp_path, ("-DSCALE=2.0d0",))
    assert "2.0000E+00  2.8284E+00" in run.native_stdout  # SCALE applied
    assert run.instrumented_stdout == run.native_stdout
    assert run.profile.extra["output_matches_native"] is True
    # the fill loop: one sqrt and one multiplication per element, n = 12
    assert run.profile.flops.special == 12 and run.profile.flops.mul == 12


@needs_flang
def test_kernel_names_as_fortran_writes_them(tmp_path: Path) -> None:
    src = CASES / "two_subs.f90"
    for given, mangled in (
        ("alpha::WORK", "_QMalphaPwork"),
        ("Beta::work", "_QMbetaPwork"),
        ("SOLO", "solo_"),
    ):
        out = tmp_path / f"{mangled}.json"
        res = run_cli(["analyze", src, "--kernel", given, "-q", "--json", out])
        assert res.returncode == 0, res.stderr
        assert json.loads(out.read_text())["profile"]["kernel"] == mangled
    res = run_cli(["analyze", src, "--kernel", "Work", "-q"])
    assert_clean_exit(
        res,
        code=2,
        message=(
            "ambiguous",
            "alpha::work [_QMalphaPwork]",
            "beta::work [_QMbetaPwork]",
            "mod::sub",
        ),
    )
    res = run_cli(["analyze", src, "--kernel", "nothere", "-q"])
    assert_clean_exit(
        res, code=2, message=("Unknown kernel 'nothere'", "alpha::work, beta::work, solo")
    )


@needs_flang
def test_openmp_ignored_and_omp_lib_one_thread() -> None:
    from automatch.pipeline import AnalysisOptions, profile_program

    run = profile_program([str(CASES / "omp_timing.f90")], AnalysisOptions())
    assert run.native_stdout.split() == "threads 1 1 0 F sum 2525. timer ok T".split()
    assert run.profile.extra["output_matches_native"] is True
    assert run.profile.flops.mul == 100 and run.profile.flops.add == 100


@needs_flang
def test_flang_error_shown() -> None:
    res = run_cli(["analyze", CASES / "uses_missing.f90", "-q"])
    assert_clean_exit(res, code=2, message=("flang could not compile", "not_given"))


@needs_flang
def test_module_order_matters(tmp_path: Path) -> None:
    """Modules first, as a Makefile compiles them: the other order is flang's error."""
    d = Path(__file__).resolve().parent / "programs" / "multifile"
    res = run_cli(
        ["analyze", d / "main.f90", d / "grid.f90", d / "ops.f90", "--input", d / "input.txt", "-q"]
    )
    assert_clean_exit(res, code=2, message=("flang could not compile", "main.f90", "grid"))


@needs_flang
def test_coarrays_refused() -> None:
    res = run_cli(["analyze", CASES / "coarray.f90", "-q"])
    assert_clean_exit(res, code=2, message=("does not implement yet", "coarray"))


def test_unknown_suffix_lists_fortran(tmp_path: Path) -> None:
    bad = tmp_path / "prog.f77x"
    bad.write_text("program p\nend program p\n")
    res = run_cli(["analyze", bad, "-q"])
    assert_clean_exit(res, code=2, message=("Unknown program file type", ".f90"))


def test_small_integer_powers_become_multiplications() -> None:
    text = (
        "define double @f(double %x, i32 %n) {\n"
        "  %a = call contract double @llvm.powi.f64.i32(double %x, i32 2)\n"
        "  %1 = call contract double @llvm.powi.f64.i32(double %a, i32 3)\n"
        "  %b = call double @llvm.powi.f64.i32(double %1, i32 4)\n"
        "  %c = call double @llvm.powi.f64.i32(double %b, i32 %n)\n"
        "  ret double %c\n}\n"
        "declare double @llvm.powi.f64.i32(double, i32)\n"
    )
    out = small_powers(text)
    llvm.parse_assembly(out).verify()
    assert out.count("fmul") == 1 + 2 + 2 and out.count("call double @llvm.powi") == 1
    assert special_name("llvm.powi.f64.i32") == "pow"


@needs_flang
def test_polymorphism_and_do_concurrent(tmp_path: Path) -> None:
    """Type-bound procedures through flang's type descriptors, class(*) allocation and
    select type run and are analysed: 5 circle areas pi*r**2 (2 muls each), one square
    area a**2 (1 mul), 5 + 2 adds; do concurrent with local(t): a parallel loop."""
    from automatch.pipeline import AnalysisOptions, profile_program

    src = CASES / "poly.f90"
    run = profile_program([str(src)], AnalysisOptions(kernel="shapes::total"))
    assert run.native_stdout == native_output([src], [], tmp_path)
    assert run.profile.extra["output_matches_native"] is True
    fl = run.profile.flops
    assert (fl.mul, fl.add, fl.total) == (11, 7, 18)
    out = tmp_path / "dc.json"
    res = run_cli(
        ["analyze", CASES / "do_concurrent.f90", "--kernel", "scale", "-q", "--json", out]
    )
    assert res.returncode == 0, res.stderr
    prof = json.loads(out.read_text())["profile"]
    assert prof["flops"]["total"] == 20 and prof["depth"] == 2
    assert [lp["kind"] for lp in prof["loops"]] == ["parallel"]


@needs_flang
def test_runtime_cache_unwritable_or_runtime_missing(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    src = CASES / "omp_timing.f90"
    res = run_cli(["analyze", src, "-q"], env={"XDG_CACHE_HOME": str(blocked)})
    assert_clean_exit(res, code=2, message=("user cache folder", "XDG_CACHE_HOME"))
    res = run_cli(
        ["analyze", src, "-q"], env={"AUTOMATCH_FORTRAN_RUNTIME": str(tmp_path / "no.so")}
    )
    assert_clean_exit(res, code=2, message=("AUTOMATCH_FORTRAN_RUNTIME", "not a file"))


@needs_flang
def test_reads_stdin_and_runtime_errors_are_shown(tmp_path: Path) -> None:
    out = tmp_path / "rd.json"
    res = run_cli(["analyze", CASES / "read_stdin.f90", "--stdin", CASES / "three.txt", "-q",
                   "--json", out])  # fmt: skip
    assert res.returncode == 0, res.stderr
    prof = json.loads(out.read_text())["profile"]
    assert prof["flops"]["add"] == 3 and prof["extra"]["output_matches_native"] is True
    res = run_cli(["analyze", CASES / "bad_open.f90", "-q"])
    assert_clean_exit(res, code=3, message=("fatal Fortran runtime error", "No such file"))


@needs_flang
def test_c_main_calls_a_fortran_kernel(tmp_path: Path) -> None:
    """C and Fortran files linked into one program; the Fortran kernel (bind(c)) prints
    through the Fortran runtime, main through libc."""
    out = tmp_path / "mix.json"
    res = run_cli(["analyze", CASES / "mixed_main.c", CASES / "mixed_axpy.f90", "--kernel", "axpy",
                   "-q", "--json", out])  # fmt: skip
    assert res.returncode == 0, res.stderr
    prof = json.loads(out.read_text())["profile"]
    assert prof["flops"]["total"] == 200 and prof["depth"] == 2
    assert prof["extra"]["output_matches_native"] is True


@needs_flang
def test_runtime_built_once_into_a_private_cache_folder(tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    src = CASES / "omp_timing.f90"
    res = run_cli(["analyze", src, "-q"], env={"XDG_CACHE_HOME": str(cache)})
    assert res.returncode == 0, res.stderr
    folder = cache / "automatch" / "fortran"
    assert folder.stat().st_mode & 0o777 == 0o700
    built = list(folder.glob("fortran-runtime-*.so"))
    assert len(built) == 1 and not list(folder.glob("*.tmp"))
    stamp = built[0].stat().st_mtime_ns
    res = run_cli(["analyze", src, "-q"], env={"XDG_CACHE_HOME": str(cache)})
    assert res.returncode == 0 and built[0].stat().st_mtime_ns == stamp  # reused, not rebuilt
    folder.chmod(0o777)
    res = run_cli(["analyze", src, "-q"], env={"XDG_CACHE_HOME": str(cache)})
    assert_clean_exit(res, code=2, message=("not private", "chmod 700"))


@needs_flang
def test_omp_lib_stubs_for_a_fortran_file_without_runtime_calls() -> None:
    from automatch.pipeline import AnalysisOptions, profile_program

    files = [str(CASES / "omp_sub_main.c"), str(CASES / "omp_sub.f90")]
    run = profile_program(files, AnalysisOptions(kernel="omp_work"))
    assert run.native_stdout == "threads 1 x[49] 147\n"
    assert run.profile.flops.mul == 50


@needs_flang
def test_sum_is_program_code_with_the_runtimes_result(tmp_path: Path) -> None:
    """SUM over whole arrays and strided sections of rank 1 to 3 prints, bit for bit, what
    flang's runtime prints, and its additions are counted: Kahan's 4 per element."""
    from automatch.pipeline import AnalysisOptions, profile_program

    src = CASES / "sums.f90"
    run = profile_program([str(src)], AnalysisOptions())
    assert run.native_stdout == native_output([src], [], tmp_path)
    assert run.profile.extra["output_matches_native"] is True
    # 7 + 30 + 3*3 + 24 + 3*2 real(8) elements and 5 real(4) ones through sum.c; the
    # DIM= and MASK= sums run in the runtime (not analysed)
    elements = 7 + 30 + 9 + 24 + 6 + 5
    assert run.profile.flops.add == 4 * elements


@needs_flang
def test_descriptor_fields_are_no_memory_traffic() -> None:
    """The loads of an assumed-shape array's descriptor (base address, strides), which
    flang's IR repeats at every element access and any optimising compiler hoists, are
    not counted: the j-k-i product of N = 12 loads c(i,j) and a(i,k) per multiply-add
    and b(k,j) once per (k, j): 2 N^3 + N^2 loads; it stores N^2 zeros and N^3 sums."""
    from automatch.pipeline import AnalysisOptions, profile_program

    run = profile_program([str(CASES / "descriptors.f90")], AnalysisOptions(kernel="desc_mod::jki"))
    n = 12
    mem = run.profile.memory
    assert (mem.loads, mem.stores) == (2 * n**3 + n**2, n**2 + n**3)
    assert run.profile.flops.mul == n**3 and run.profile.flops.add == n**3
