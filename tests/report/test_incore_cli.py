"""Issue 42 item 2 through the real CLI: ``--incore mca`` on ``analyze`` (the program's
loops compiled for the spec's mcpu before the run) and on ``predict``/``partition`` with
``--program FILE``, and its refusals (exit 2, one paragraph, nothing written).

Real clang, opt, llc and llvm-mca; the spec is the shipped dev-host spec with
``mcpu = "znver3"`` (an x86 CPU llc knows on any x86 host).
"""

from __future__ import annotations

import json
import platform
import shutil
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parents[1] / "hostile"))
from cli_case import assert_clean_exit, run_cli  # noqa: E402

ROOT = Path(__file__).parents[2]
HOST = ROOT / "archspecs" / "dev-host.toml"
pytestmark = pytest.mark.skipif(
    not (shutil.which("clang-19") and shutil.which("llvm-mca-19"))
    or platform.machine() not in ("x86_64", "AMD64"),
    reason="needs clang-19 and llvm-mca-19 on x86",
)
MATVEC = """\
#include <stdio.h>
#include <stdlib.h>
void mv(int n, double *y, const double *A, const double *x) {
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (int j = 0; j < n; j++)
      s += A[i * n + j] * x[j];
    y[i] = s;
  }
}
int main(int argc, char **argv) {
  int n = 150 + argc;
  double *A = malloc(n * n * 8), *x = malloc(n * 8), *y = malloc(n * 8);
  for (int i = 0; i < n * n; i++) A[i] = i % 7;
  for (int i = 0; i < n; i++) x[i] = i % 5;
  mv(n, y, A, x);
  printf("%f\\n", y[3]);
  return 0;
}
"""


def _spec(folder: Path, mcpu: str, name: str = "host-mca") -> Path:
    text = HOST.read_text().replace('name = "dev-host"', f'name = "{name}"', 1)
    text = text.replace("[compute]\n", f'[compute]\nmcpu = "{mcpu}"\n', 1)
    path = folder / f"{name}.toml"
    path.write_text(text)
    return path


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    """analyze with --incore hand and mca (the mca run saves the profile)."""
    tmp = tmp_path_factory.mktemp("incore-cli")
    src = tmp / "mv.c"
    src.write_text(MATVEC)
    spec = _spec(tmp, "znver3")
    out = {}
    for incore in ("hand", "mca"):
        res = run_cli(
            [
                "analyze",
                src,
                "--kernel",
                "mv",
                "--arch",
                spec,
                "--incore",
                incore,
                "--json",
                tmp / f"{incore}.json",
                "--save-profile",
                tmp / "prof.json",
                "-q",
                "--html",
                tmp / f"{incore}.html",
            ]
        )
        assert res.returncode == 0, res.stderr
        out[incore] = (res.stdout, json.loads((tmp / f"{incore}.json").read_text()))
        out[f"{incore} html"] = (tmp / f"{incore}.html").read_text()
    return tmp, src, spec, out


def test_analyze_incore_mca_changes_the_cpu_compute_term_and_names_mca(runs):
    _, _, _, out = runs
    (text_h, hand), (text_m, mca) = out["hand"], out["mca"]
    (ph,), (pm,) = hand["predictions"], mca["predictions"]
    assert ph["detail"]["incore"] == "hand" and "incore" not in hand["model"]
    assert pm["detail"]["incore"] == "mca (znver3)" and mca["model"]["incore"] == "mca"
    assert pm["detail"]["incore_loops_timed"] >= 1 and pm["detail"]["incore_s"] > 0
    assert pm["compute_s"] != ph["compute_s"]
    assert pm["attainable_s"] <= pm["as_written_s"] == pm["time_s"]
    assert "mca (znver3)" in " ".join(text_m.split()) and "llvm-mca" in text_m
    assert "mca (znver3)" not in text_h
    assert "as written" in text_m and "attainable" in text_m
    assert "mca (znver3)" in out["mca html"] and "id=incore" in out["mca html"]
    assert "id=incore" not in out["hand html"] and ">attainable<" in out["hand html"]


def test_predict_and_partition_with_program_give_the_same_mca_terms(runs):
    tmp, src, spec, out = runs
    res = run_cli(
        [
            "predict",
            tmp / "prof.json",
            "--arch",
            spec,
            "--incore",
            "mca",
            "--program",
            src,
            "--json",
            tmp / "p.json",
        ]
    )
    assert res.returncode == 0, res.stderr
    (p,) = json.loads((tmp / "p.json").read_text())["predictions"]
    (pm,) = out["mca"][1]["predictions"]
    assert p["detail"]["incore"] == "mca (znver3)"
    assert p["compute_s"] == pytest.approx(pm["compute_s"], rel=1e-9)
    res = run_cli(
        [
            "partition",
            tmp / "prof.json",
            "--arch",
            spec,
            "--incore",
            "mca",
            "--program",
            src,
            "--json",
            tmp / "plan.json",
        ]
    )
    assert res.returncode == 0, res.stderr
    plan = json.loads((tmp / "plan.json").read_text())["plan"]
    (share,) = plan["shares"]
    assert share["time_s"] == pytest.approx(pm["time_s"], rel=1e-9)
    assert "in-core mca" in " ".join(res.stdout.split())


def test_predict_incore_mca_without_a_program_is_refused(runs):
    tmp, _, spec, _ = runs
    out = tmp / "none.json"
    res = run_cli(["predict", tmp / "prof.json", "--arch", spec, "--incore", "mca", "--json", out])
    assert_clean_exit(res, code=2, outputs=(out,), message=("--incore mca", "--program FILE"))


def test_an_mcpu_llvm_does_not_know_is_refused_before_the_run(runs):
    tmp, src, _, _ = runs
    bad = _spec(tmp, "zen99", name="bad-cpu")
    out = tmp / "bad.json"
    for args in (
        ["analyze", src, "--kernel", "mv", "--json", out],
        ["predict", tmp / "prof.json", "--program", src, "--json", out],
    ):
        res = run_cli([*args, "--arch", bad, "--incore", "mca"])
        assert_clean_exit(
            res, code=2, outputs=(out,), message=("bad-cpu", "does not know the CPU 'zen99'")
        )
        assert "instrumented" not in res.stderr


def test_incore_mca_with_the_paper_variant_is_refused(runs):
    tmp, src, spec, _ = runs
    res = run_cli(
        [
            "partition",
            tmp / "prof.json",
            "--arch",
            spec,
            "--incore",
            "mca",
            "--program",
            src,
            "--variant",
            "paper",
        ]
    )
    assert_clean_exit(res, code=2, message="--variant paper")


def test_analyze_by_default_times_the_compiled_loops_as_incore_mca_does(runs):
    """--incore auto (the default) gives what --incore mca gives where it can be done."""
    tmp, src, spec, out = runs
    res = run_cli(["analyze", src, "--kernel", "mv", "--arch", spec, "--json", tmp / "auto.json",
                   "-q"])
    assert res.returncode == 0, res.stderr
    doc = json.loads((tmp / "auto.json").read_text())
    (pa,), (pm,) = doc["predictions"], out["mca"][1]["predictions"]
    assert doc["model"]["incore"] == "mca" and "incore_note" not in doc["model"]
    assert pa["detail"]["incore"] == "mca (znver3)"
    # a new run: the heap layout moves the footprint by a few bytes
    assert pa["time_s"] == pytest.approx(pm["time_s"], rel=1e-3)


@pytest.mark.parametrize("case", ["no program", "unknown mcpu"])
def test_incore_auto_keeps_the_hand_terms_and_says_why(runs, case):
    """Where the compiled loops cannot be timed, auto predicts with the hand terms (exit 0,
    the same times as --incore hand) and the report and JSON say why."""
    tmp, src, spec, out = runs
    args = ["predict", tmp / "prof.json", "--arch", spec, "--json", tmp / f"{case}.json"]
    reason = {"no program": "--program FILE", "unknown mcpu": "zen99"}[case]
    if case == "unknown mcpu":
        args = ["predict", tmp / "prof.json", "--program", src, "--arch",
                _spec(tmp, "zen99", name="auto-bad"), "--json", tmp / f"{case}.json"]
    res = run_cli(args)
    assert res.returncode == 0, res.stderr
    doc = json.loads((tmp / f"{case}.json").read_text())
    assert "incore" not in doc["model"] and reason in doc["model"]["incore_note"]
    (p,) = doc["predictions"]
    assert p["detail"]["incore"] == "hand"
    (ph,) = out["hand"][1]["predictions"]
    assert p["time_s"] == pytest.approx(ph["time_s"], rel=1e-3)  # another run's profile
    text = " ".join(res.stdout.split())
    assert "hand-derived terms, not the compiled loops" in text and reason in text


def test_of_several_program_files_the_kernels_file_is_compiled(tmp_path):
    """A program in two files (the kernel in one, main and a helper in the other, as
    benchmark suites ship a kernel beside their utilities): auto times the kernel's file."""
    (tmp_path / "k.c").write_text(MATVEC.split("int main")[0])
    (tmp_path / "m.c").write_text(
        "#include <stdio.h>\n#include <stdlib.h>\n"
        "void mv(int n, double *y, const double *A, const double *x);\n"
        "static double *zeros(int n) { return calloc(n, 8); }\n"
        "int main(int argc, char **argv) {\n  int n = 150 + argc;\n"
        "  double *A = zeros(n * n), *x = zeros(n), *y = zeros(n);\n"
        "  for (int i = 0; i < n * n; i++) A[i] = i % 7;\n"
        "  for (int i = 0; i < n; i++) x[i] = i % 5;\n"
        "  mv(n, y, A, x);\n  printf(\"%f\\n\", y[3]);\n  return 0;\n}\n")
    spec = _spec(tmp_path, "znver3")
    out = tmp_path / "two.json"
    res = run_cli(["analyze", tmp_path / "m.c", tmp_path / "k.c", "--kernel", "mv", "--arch",
                   spec, "--json", out, "-q"])
    assert res.returncode == 0, res.stderr
    doc = json.loads(out.read_text())
    (p,) = doc["predictions"]
    assert doc["model"]["incore"] == "mca" and p["detail"]["incore_loops_timed"] >= 1
    # a kernel two of the files define (k.c and its copy k2.c; m.c's prototype is no
    # definition) is refused by --incore mca before the run, exit 2, nothing written
    (tmp_path / "k2.c").write_text(MATVEC.split("int main")[0])
    res = run_cli(["analyze", tmp_path / "m.c", tmp_path / "k.c", tmp_path / "k2.c", "--kernel",
                   "mv", "--arch", spec, "--incore", "mca", "--json", tmp_path / "no.json"])
    assert_clean_exit(res, code=2, outputs=(tmp_path / "no.json",),
                      message=("defines the kernel 'mv'", "2 ("))
