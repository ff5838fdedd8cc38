"""Inputs and options are checked before anything runs; a kernel must be called and return.

Issues 16 and 11.7/11.9: bad --args literals, unreadable raw inputs, .npz arrays a C
kernel cannot take (objects, complex, a header declaring 2^40 elements), scalars that do
not fit their C type, dtypes that do not match the pointee, inputs larger than
--max-memory, arrays shorter than the kernel reads (a guard page names the parameter),
--args given to a program with main, bad numeric options, a kernel never called and a
program that exits inside the kernel: each is one paragraph and exit 2, checked through
the real CLI (tests/hostile/cli_case.py). Plus the job's clock: its default run limits,
its deadline over every phase, and the phases it reports.
"""

from __future__ import annotations

import io
import os
import time
import zipfile

import numpy as np
import pytest

from automatch.cli.main import main
from automatch.errors import InputError, ProgramRunError
from automatch.exec.inputs.binding import Param, check_binding, plan_npz, plan_raw
from automatch.exec.inputs.params import kernel_c_types
from automatch.pipeline import AnalysisOptions, load_program, profile_program
from automatch.preflight import INSTRUMENTED_MIN_S, NATIVE_TIMEOUT_S, Job, check_options
from tests.hostile.cli_case import assert_clean_exit, run_cli


@pytest.fixture(scope="module")
def fx(exec_fixtures, clang):
    return exec_fixtures


def _npz(path, **arrays):
    np.savez(path, **arrays)
    return path


def _profile(program, *args):
    return ["profile", str(program), "-q", *map(str, args)]


# ---- numeric options: refused before anything runs -------------------------------------

BAD_OPTIONS = [
    (["--max-memory", "nan"], "--max-memory"), (["--max-memory", "inf"], "--max-memory"),
    (["--max-memory", "0"], "--max-memory"), (["--max-memory", "-1"], "--max-memory"),
    (["--timeout", "nan"], "--timeout"), (["--timeout", "0"], "--timeout"),
    (["--timeout", "-1"], "--timeout"), (["--sync-points", "-1"], "--sync-points"),
    (["--line-sizes", "48"], "power of two"), (["--line-sizes", "0"], "--line-sizes"),
    (["--sample-rate", "0"], "--sample-rate"), (["--sample-rate", "1.5"], "--sample-rate"),
    (["--sample-lines", "0"], "--sample-lines"), (["--granularity", "0"], "--granularity"),
]


@pytest.mark.parametrize(("option", "words"), BAD_OPTIONS, ids=[" ".join(o) for o, _ in BAD_OPTIONS])
def test_bad_numeric_options_are_refused_first(capsys, tmp_path, option, words):
    # The program does not even exist: the option is refused before it is looked at.
    rc = main(["analyze", str(tmp_path / "absent.c"), "--kernel", "k", *option])
    err = capsys.readouterr().err
    assert rc == 2, err
    assert err.startswith("automatch: error: ") and words in err and "Traceback" not in err
    assert "\n\n" not in err.strip()


def test_bad_option_through_the_cli(fx, tmp_path):
    out = run_cli(["analyze", fx / "bare_kernel.c", "--kernel", "stats", "--max-memory", "nan",
                   "--json", tmp_path / "r.json"])
    assert_clean_exit(out, code=2, outputs=(tmp_path / "r.json",), message="--max-memory nan")


def test_library_options_are_checked_too():
    with pytest.raises(InputError, match="--sync-points -3"):
        check_options(AnalysisOptions(sync_points=-3))
    with pytest.raises(InputError, match="--sample-rate nan"):
        check_options(AnalysisOptions(sample_rate=float("nan")))
    check_options(AnalysisOptions(line_sizes=(64,), sample_rate=1.0, sync_points=0, timeout_s=5))


def test_missing_input_is_reported_before_compiling(fx, tmp_path):
    broken = tmp_path / "broken.c"
    broken.write_text("int main(void) { return syntax error }\n")
    out = run_cli(_profile(broken, "--input", tmp_path / "absent.bin"))
    assert_clean_exit(out, code=2, message="Input file not found")


# ---- raw inputs and --args -------------------------------------------------------------

@pytest.mark.parametrize(("spec", "words"), [
    ("f64=abc,i32=4", "'abc' is not a number"),
    ("f64[4],i32=1e3", "'1e3' is not an integer literal"),
    ("f64[4],i32=99999999999", "99999999999 is out of the range of int32"),
    ("f64[4],i8=300", "300 is out of the range of int8"),
])
def test_bad_args_literals_name_the_item(tmp_path, spec, words):
    raw = tmp_path / "x.bin"
    raw.write_bytes(np.ones(4).tobytes())
    with pytest.raises(InputError, match=words) as info:
        plan_raw(raw, spec)
    assert "--args item" in str(info.value) and "the kernel's parameter" in str(info.value)


def test_bad_args_literal_through_the_cli(fx, tmp_path):
    raw = tmp_path / "x.bin"
    raw.write_bytes(np.ones(4).tobytes())
    out = run_cli(_profile(fx / "raw_kernel.c", "--kernel", "total", "--input", raw,
                           "--args", "f64=abc,i32=4", "-o", tmp_path / "p.json"))
    assert_clean_exit(out, code=2, outputs=(tmp_path / "p.json",),
                      message="--args item 1 'f64=abc' (the kernel's parameter 1): 'abc' is not a number")


def test_unreadable_raw_inputs(fx, tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    out = run_cli(_profile(fx / "raw_kernel.c", "--kernel", "total", "--input", folder,
                           "--args", "f64[4],i32=4"))
    assert_clean_exit(out, code=2, message="the raw input is a directory")
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    with pytest.raises(InputError, match="not a regular file"):
        plan_raw(fifo, "f64[4],i32=4")
    if os.geteuid() != 0:  # root reads anything
        locked = tmp_path / "locked.bin"
        locked.write_bytes(b"\0" * 64)
        locked.chmod(0)
        with pytest.raises(InputError, match="cannot be read"):
            plan_raw(locked, "f64[4],i32=4")


def test_args_for_a_program_with_main_is_refused(fx, tmp_path):
    raw = tmp_path / "x.bin"
    raw.write_bytes(b"\0" * 8)
    out = run_cli(_profile(fx / "kernel_reach.c", "--kernel", "kernel", "--input", raw,
                           "--args", "i32=1,i32=0"))
    assert_clean_exit(out, code=2, message=("--args describes a bare kernel's parameters",
                                            "this program has main()"))


# ---- .npz inputs: checked from their headers --------------------------------------------

@pytest.mark.parametrize(("array", "words"), [
    (np.array([1, "a", None], dtype=object), "Python objects"),
    (np.ones(3, dtype=complex), "complex numbers"),
    (np.array(["ab", "cd", "ef"]), "strings"),
    (np.zeros(3, dtype=[("a", "f8"), ("b", "i4")]), "structured records"),
])
def test_npz_arrays_a_kernel_cannot_take(tmp_path, array, words):
    p = _npz(tmp_path / "in.npz", x=array, y=np.zeros(3), n=np.int32(3))
    with pytest.raises(InputError, match=words) as info:
        plan_npz(p)  # from the header: np.load would need the pickle for the object array
    assert "in.npz: x:" in str(info.value)


def _huge_header_npz(path):
    header = io.BytesIO()
    np.lib.format.write_array_header_1_0(header, {"descr": "<f8", "fortran_order": False,
                                                  "shape": (2**40,)})
    with zipfile.ZipFile(path, "w") as z:
        z.writestr("x.npy", header.getvalue() + np.ones(4).tobytes())
        for key, value in (("y", np.zeros(4)), ("n", np.int32(4))):
            buf = io.BytesIO()
            np.save(buf, value)
            z.writestr(f"{key}.npy", buf.getvalue())
    return path


def test_npz_object_array_through_the_cli(fx, tmp_path):
    p = _npz(tmp_path / "obj.npz", x=np.array([1, None, "a"], dtype=object), y=np.zeros(3),
             n=np.int32(3))
    out = run_cli(_profile(fx / "bare_kernel.c", "--kernel", "stats", "--input", p))
    assert_clean_exit(out, code=2, message="obj.npz: x: the array holds Python objects")


def test_npz_header_declaring_2_to_the_40_elements(fx, tmp_path):
    p = _huge_header_npz(tmp_path / "huge.npz")
    out = run_cli(_profile(fx / "bare_kernel.c", "--kernel", "stats", "--input", p))
    assert_clean_exit(out, code=2, message=("huge.npz: x: the header declares 1,099,511,627,776",
                                            "holds only 32 bytes"))


def test_integer_scalar_that_does_not_fit_its_c_type(fx, tmp_path):
    p = _npz(tmp_path / "n.npz", x=np.ones(3), y=np.zeros(3), n=np.int64(2**40))
    out = run_cli(_profile(fx / "bare_kernel.c", "--kernel", "stats", "--input", p))
    assert_clean_exit(out, code=2, message="the value 1099511627776 does not fit parameter 3 (n), an int")


def test_npz_dtype_checked_against_the_pointee(fx, tmp_path):
    p = _npz(tmp_path / "i8.npz", x=np.ones(3, dtype=np.int8), y=np.zeros(3), n=np.int32(3))
    out = run_cli(_profile(fx / "bare_kernel.c", "--kernel", "stats", "--input", p))
    assert_clean_exit(out, code=2, message="parameter 1 (x) is a double * but the array holds int8 "
                                           "values; give it float64 data")


def test_debug_info_types_and_scalar_rules(fx, tmp_path):
    canonical, program = load_program([str(fx / "bare_kernel.c")], "stats")
    c = kernel_c_types(canonical.text, "stats", 3)
    assert [t.spelling for t in c] == ["double *", "double *", "int"]
    assert c[0].pointee.kind == "f" and c[0].pointee.size == 8 and c[2].kind == "i"
    params = tuple(Param(i, t, n, ct) for i, (t, n, ct)
                   in enumerate(zip(("ptr", "ptr", "i32"), ("x", "y", "n"), c, strict=True)))
    ok = _npz(tmp_path / "ok.npz", x=np.ones(3), y=np.zeros(3), n=np.uint8(3))
    check_binding(plan_npz(ok), params)
    fl = _npz(tmp_path / "fl.npz", x=np.ones(3), y=np.zeros(3), n=np.float64(3.5))
    with pytest.raises(InputError, match="is an integer \\(int\\) but the input holds the float64"):
        check_binding(plan_npz(fl), params)
    f32 = _npz(tmp_path / "f32.npz", x=np.ones(3, np.float32), y=np.zeros(3), n=np.int32(3))
    with pytest.raises(InputError, match="holds float32 values; give it float64 data"):
        check_binding(plan_npz(f32), params)


def test_input_larger_than_max_memory(fx, tmp_path):
    p = _npz(tmp_path / "big.npz", x=np.ones(1 << 18), y=np.zeros(1 << 18), n=np.int32(1 << 18))
    out = run_cli(_profile(fx / "bare_kernel.c", "--kernel", "stats", "--input", p,
                           "--max-memory", "0.001"))
    assert_clean_exit(out, code=2, message=("the input's arrays take", "--max-memory limit"))


# ---- arrays shorter than the kernel reads: a guard page names the parameter --------------

def test_short_array_is_caught_at_its_guard_page(fx, tmp_path):
    p = _npz(tmp_path / "short.npz", x=np.ones(4), y=np.zeros(3), n=np.int32(4))
    out = run_cli(_profile(fx / "bare_kernel.c", "--kernel", "stats", "--input", p))
    assert_clean_exit(out, code=2, message=(
        "read or wrote past the end of the array bound to its parameter 2 (y) during the native run",
        "3 float64 values, the array 'y' of"))


# ---- the kernel must be called, and return ------------------------------------------------

def test_kernel_never_called(fx):
    out = run_cli(_profile(fx / "kernel_reach.c", "--kernel", "kernel"))
    assert_clean_exit(out, code=2, message="The kernel 'kernel' was not called on this input")


def test_program_exits_inside_the_kernel(fx):
    out = run_cli(_profile(fx / "kernel_reach.c", "--kernel", "kernel", "--", "exit"))
    assert_clean_exit(out, code=2, message="The program exited inside the kernel 'kernel'")


# ---- the job's clock and its phases ---------------------------------------------------------

def test_default_run_limits():
    job = Job(None)
    assert job.run_timeout("native") == NATIVE_TIMEOUT_S
    assert job.run_timeout("instrumented", native_wall_s=0.01) == INSTRUMENTED_MIN_S
    assert job.run_timeout("instrumented", native_wall_s=10.0) == 2000.0
    bounded = Job(100.0)
    assert bounded.run_timeout("native") <= 100.0
    assert bounded.run_timeout("instrumented", native_wall_s=50.0) <= 100.0
    # the job's deadline, not the defaults, bounds each run (less the time already spent)
    assert bounded.run_timeout("native") == pytest.approx(100.0, abs=1.0)


def test_timeout_bounds_every_phase():
    job = Job(0.001)
    job.current = "compiling"
    time.sleep(0.01)
    with pytest.raises(ProgramRunError, match="within the 0.001 s timeout \\(it was still compiling"):
        job.phase("canonicalising")


def test_timeout_help_says_the_defaults(capsys):
    with pytest.raises(SystemExit):
        main(["analyze", "--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    assert "compile, native and instrumented runs together" in help_text
    assert "10 minutes for the native run" in help_text and "200x the native run" in help_text


def test_progress_reports_every_phase(fx, tmp_path):
    p = _npz(tmp_path / "ok.npz", x=np.arange(4.0), y=np.zeros(4), n=np.int32(4))
    seen = []
    run = profile_program(str(fx / "bare_kernel.c"), AnalysisOptions(kernel="stats", input_path=str(p)),
                          on_progress=seen.append)
    assert run.native_stdout == "n=4 sum=6 y0=0\n"
    phases = list(dict.fromkeys(info["phase"] for info in seen))
    assert phases == ["compiling", "canonicalising", "native run", "instrumented run", "analysing",
                      "analysing: vectoriser pass", "analysing: loops and dependences"]
