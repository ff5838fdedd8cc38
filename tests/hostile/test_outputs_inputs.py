"""Issue 39 (items 3, 20, 22): an output never replaces an input or another output.

``analyze p.c --json p.c`` replaced the program, ``--json x.npz`` the kernel's input,
``predict prof.json --json prof.json`` the profile; ``--json a --html a`` lost one
output; a read-only output file was replaced without a word; ``--json newdir/`` wrote
a file named ``newdir``. Every such command is now refused before anything runs
(exit 2, one paragraph naming both paths). The analysed program here never ends, so a
command that gets past its up-front checks cannot return at all (the run's timeout
fails the test).
"""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from tests.hostile.cli_case import NUMBA_CACHE, assert_clean_exit, run_cli

ENDLESS_LL = "define i32 @main() {\nentry:\n  br label %loop\nloop:\n  br label %loop\n}\n"
ENDLESS_C = "int main(void) { for (;;) { } }\n"
SPECS = ["dev-host", "nvidia-h100-sxm5-80gb"]
REFUSED = "would replace an input of the command"


@pytest.fixture
def endless(tmp_path) -> Path:
    path = tmp_path / "endless.ll"
    path.write_text(ENDLESS_LL)
    return path


@pytest.fixture(scope="module")
def profile_file(tmp_path_factory) -> Path:
    """A real profile (automatch profile of a small kernel)."""
    folder = tmp_path_factory.mktemp("outputs-inputs")
    src = folder / "k.c"
    src.write_text(
        "double kern(double *a, int n) { double s = 0; for (int i = 0; i < n; i++)"
        " s += a[i] * a[i]; return s; }\nint main(void) { double a[40];"
        " for (int i = 0; i < 40; i++) a[i] = i; return kern(a, 40) > 0 ? 0 : 1; }\n"
    )
    out = run_cli(["profile", src, "--kernel", "kern", "-q", "-o", folder / "prof.json"])
    assert out.returncode == 0, out.stderr
    return folder / "prof.json"


def _refused(args, *, keep: dict[Path, bytes], message, outputs=()) -> None:
    out = run_cli(args, timeout=120)
    assert_clean_exit(out, code=2, message=message, outputs=outputs)
    for path, data in keep.items():
        assert path.read_bytes() == data, f"{path} was changed"


# ---------------------------------------------------------------- an output that is an input


def test_analyze_and_profile_refuse_writing_over_the_program(tmp_path, endless):
    program = tmp_path / "p.c"
    program.write_text(ENDLESS_C)
    keep = {program: program.read_bytes(), endless: endless.read_bytes()}
    _refused(
        ["analyze", program, "--json", program],
        keep=keep,
        message=(f"--json {program} is the program file {program}", REFUSED),
    )
    _refused(
        ["profile", program, "-o", program], keep=keep, message=f"is the program file {program}"
    )
    link = tmp_path / "link.ll"  # a symbolic link to the program: the same file
    link.symlink_to(endless)
    _refused(
        ["analyze", endless, "--html", link],
        keep=keep,
        message=(f"--html {link} is the program file {endless}",),
    )
    hard = tmp_path / "hard.ll"  # a hard link: the same inode under another name
    os.link(endless, hard)
    _refused(
        ["analyze", hard, "--arch", "dev-host", "--plots", tmp_path / "plots", "--json", endless],
        keep=keep,
        message=f"is the program file {hard}",
        outputs=(tmp_path / "plots",),
    )
    # the second program of a linked pair counts as much as the first
    _refused(
        ["profile", program, endless, "-o", endless],
        keep=keep,
        message=f"is the program file {endless}",
    )


def test_output_over_the_input_data_or_stdin_file(tmp_path, endless):
    np = pytest.importorskip("numpy")
    data = tmp_path / "x.npz"
    np.savez(data, a=np.arange(8.0))
    stdin = tmp_path / "stdin.txt"
    stdin.write_text("1 2 3\n")
    keep = {data: data.read_bytes(), stdin: stdin.read_bytes()}
    _refused(
        ["analyze", endless, "--input", data, "--arch", "dev-host", "--json", data],
        keep=keep,
        message=f"--json {data} is the --input file {data}",
    )
    _refused(
        ["profile", endless, "--stdin", stdin, "-o", stdin],
        keep=keep,
        message=f"is the --stdin file {stdin}",
    )


def test_predict_and_partition_refuse_writing_over_the_profile_or_a_spec(tmp_path, profile_file):
    spec = tmp_path / "mine.toml"
    spec.write_text((Path(__file__).parents[2] / "archspecs" / "dev-host.toml").read_text())
    keep = {profile_file: profile_file.read_bytes(), spec: spec.read_bytes()}
    _refused(
        ["predict", profile_file, "--arch", *SPECS, "--json", profile_file],
        keep=keep,
        message=f"--json {profile_file} is the profile {profile_file}",
    )
    _refused(
        ["partition", profile_file, "--arch", *SPECS, "--json", profile_file],
        keep=keep,
        message="is the profile",
    )
    _refused(
        ["predict", profile_file, "--arch", spec, "--html", spec],
        keep=keep,
        message=f"--html {spec} is the --arch spec {spec}",
    )
    _refused(
        ["predict", profile_file, "--arch", tmp_path, "--json", spec],
        keep=keep,
        message=f"is the --arch spec {spec}",
    )  # a folder of specs: its files


def test_analyze_refuses_writing_over_a_spec_it_reads_by_name(tmp_path, endless):
    """``--arch NAME`` (or no --arch) reads the specs of the search path."""
    folder = tmp_path / "specs"
    folder.mkdir()
    spec = folder / "mine.toml"
    spec.write_text(
        (Path(__file__).parents[2] / "archspecs" / "dev-host.toml")
        .read_text()
        .replace('name = "dev-host"', 'name = "mine"')
    )
    keep = {spec: spec.read_bytes()}
    out = run_cli(
        ["analyze", endless, "--arch", "mine", "--json", spec],
        env={"AUTOMATCH_ARCHSPECS": str(folder)},
        timeout=120,
    )
    assert_clean_exit(out, code=2, message=f"is the --arch spec {spec}")
    assert spec.read_bytes() == keep[spec]


# ---------------------------------------------------------------- two outputs, one file


def test_two_outputs_naming_one_file_are_refused(tmp_path, profile_file):
    a = tmp_path / "a.json"
    plots = tmp_path / "plots"
    cases = [
        (["--json", a, "--html", a], f"--json {a} and --html {a} name the same path"),
        (["--json", a, "--html", tmp_path / "." / "a.json"], "name the same path"),
        (
            ["--plots", plots, "--json", plots / "roofline.png"],
            f"--json {plots / 'roofline.png'} and --plots {plots} (its plot roofline.png)",
        ),
        (["--json", a, "--html", a / "r.html"], f"--json {a} is a file, but --html"),
        (["--json", plots, "--plots", plots], "name the same path"),
    ]
    for opts, message in cases:
        out = run_cli(["predict", profile_file, "--arch", *SPECS, *opts])
        assert_clean_exit(out, code=2, message=message, outputs=(a, plots))
    hard = tmp_path / "hard.json"  # an existing file and a hard link to it
    hard.write_text("{}")
    os.link(hard, a)
    out = run_cli(["predict", profile_file, "--arch", *SPECS, "--json", hard, "--html", a])
    assert_clean_exit(out, code=2, message="name the same path")
    assert hard.read_text() == "{}"


def test_devices_may_take_several_outputs(tmp_path, profile_file):
    """/dev/null is written through, never replaced: naming it twice is fine."""
    out = run_cli(
        [
            "predict",
            profile_file,
            "--arch",
            *SPECS,
            "--json",
            os.devnull,
            "--html",
            os.devnull,
            "--plots",
            tmp_path / "plots",
        ]
    )
    assert out.returncode == 0, out.stderr
    from automatch.cli.checks import PLOT_EXTS, PLOT_NAMES

    written = {p.name for p in (tmp_path / "plots").iterdir()}
    known = {f"{n}.{e}" for n in PLOT_NAMES for e in PLOT_EXTS}
    assert written and written <= known, written - known  # the check knows every plot


# ---------------------------------------------------------------- read-only, folder names


def test_read_only_output_file_is_refused(tmp_path, profile_file):
    ro = tmp_path / "ro.json"
    ro.write_text("keep")
    ro.chmod(0o444)
    out = run_cli(["predict", profile_file, "--arch", *SPECS, "--json", ro])
    assert_clean_exit(out, code=2, message=(f"--json {ro}", "read-only (mode 0444)"))
    assert ro.read_text() == "keep" and stat.S_IMODE(ro.stat().st_mode) == 0o444
    plots = tmp_path / "plots"  # a read-only plot inside --plots
    plots.mkdir()
    (plots / "reuse.svg").write_text("keep")
    (plots / "reuse.svg").chmod(0o444)
    out = run_cli(["predict", profile_file, "--arch", *SPECS, "--plots", plots])
    assert_clean_exit(out, code=2, message=("reuse.svg, one of the plots", "read-only"))
    assert sorted(os.listdir(plots)) == ["reuse.svg"]


def test_output_named_as_a_folder_is_refused(tmp_path, profile_file, endless):
    for args in (
        ["predict", profile_file, "--arch", *SPECS, "--json", f"{tmp_path}/newdir/"],
        ["predict", profile_file, "--arch", *SPECS, "--html", f"{tmp_path}/newdir/."],
        ["profile", endless, "-o", f"{tmp_path}/newdir/"],
    ):
        out = run_cli(args, timeout=120)
        assert_clean_exit(out, code=2, message="names a folder", outputs=(tmp_path / "newdir",))


# ---------------------------------------------------------------- the same for the others


def test_bench_and_validate_outputs_and_inputs(tmp_path):
    """Refused before any benchmark runs (each refusal is immediate)."""
    raw = tmp_path / "raw.json"
    raw.write_text("{}")
    registry = tmp_path / "reg.toml"
    registry.write_text('[[workload]]\nname = "x"\n')
    cases = [
        (["bench", "gpu", "--from-raw", raw, "-o", raw], f"-o {raw} is the --from-raw sweeps"),
        (
            ["bench", "gpu", "--from-raw", raw, "-o", tmp_path / "s.toml", "--save-raw", raw],
            "--save-raw",
        ),
        (["bench", "cpu", "-o", f"{tmp_path}/specs/"], "names a folder"),
        (["validate", "--registry", registry, "-o", registry], "is the --registry file"),
        (["validate", "-o", tmp_path / "r.md"], "and --readme"),  # r.md beside r.md
        (["validate", "-o", tmp_path / "r.png"], "-o (its plot)"),
    ]
    for args, message in cases:
        out = run_cli(args, timeout=120)
        assert_clean_exit(
            out, code=2, message=message, outputs=(tmp_path / "s.toml", tmp_path / "specs")
        )
    assert raw.read_text() == "{}" and registry.read_text().startswith("[[workload]]")


# ---------------------------------------------------------------- item 22 and 11 (stdout)


def test_predict_given_a_result_document_says_what_it_is(tmp_path, profile_file):
    result = tmp_path / "result.json"
    out = run_cli(["predict", profile_file, "--arch", *SPECS, "--json", result])
    assert out.returncode == 0, out.stderr
    out = run_cli(["predict", result, "--arch", *SPECS])
    assert_clean_exit(out, code=2, message=("is a result document", "not a profile"))
    assert "regenerate" not in out.stderr
    plan = tmp_path / "plan.json"
    out = run_cli(["partition", profile_file, "--arch", *SPECS, "--json", plan])
    assert out.returncode == 0, out.stderr
    out = run_cli(["predict", plan, "--arch", *SPECS])
    assert_clean_exit(out, code=2, message="is a partition plan")


def test_archspec_validate_errors_carry_the_prefix(tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text("kind = 3\n")
    out = run_cli(["archspec", "validate", bad])
    assert_clean_exit(out, code=2, message=str(bad))
    good = Path(__file__).parents[2] / "archspecs" / "dev-host.toml"
    out = run_cli(["archspec", "validate", good, bad])
    assert out.returncode == 2 and "ok (dev-host" in out.stdout
    lines = out.stderr.strip().splitlines()
    assert lines[0].startswith(f"automatch: error: {bad}")
    assert lines[-1] == "automatch: 1 of 2 spec file(s) invalid"


def _to_dev_full(args: list) -> subprocess.CompletedProcess:
    env = {**os.environ, "NUMBA_CACHE_DIR": NUMBA_CACHE, "COLUMNS": "120"}
    with open("/dev/full", "w") as full:
        return subprocess.run(
            [sys.executable, "-m", "automatch.cli.main", *map(str, args)],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
            timeout=300,
            stdin=subprocess.DEVNULL,
        )


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_stdout_on_dev_full_is_a_clear_error(profile_file):
    for args in (
        ["archspec", "list"],
        ["predict", profile_file, "--arch", *SPECS],
        ["archspec", "validate", Path(__file__).parents[2] / "archspecs" / "dev-host.toml"],
    ):
        proc = _to_dev_full(args)
        err = proc.stderr.strip()
        assert proc.returncode == 2, (args, proc.returncode, err)
        assert err.startswith(
            "automatch: error: cannot write the standard output: No space left on device"
        ), err
        assert "Traceback" not in err and "internal error" not in err
        assert "Exception ignored" not in err and len(err.splitlines()) == 1, err


def test_bench_gpu_without_a_gpu_exits_4_as_its_help_says(tmp_path):
    from automatch.arch.bench.gpu import NoGpuError, import_cupy

    try:
        import_cupy()
    except NoGpuError:
        pass
    else:
        pytest.skip("this machine has a GPU")
    out = run_cli(["bench", "gpu", "-o", tmp_path / "g.toml"])
    assert_clean_exit(out, code=4, message="no NVIDIA GPU", outputs=(tmp_path / "g.toml",))
    helptext = run_cli(["bench", "gpu", "--help"]).stdout
    assert "4 no usable GPU" in " ".join(helptext.split())
