"""The corpus side of ``automatch validate`` (issue 12): the four figures, the kernel
registry reader, the host-fingerprint spec cache, and one end-to-end run on a fixture
kernel (tests/validate/fixtures/kernels/, 1 repetition, an explicit --spec so no
benchmark runs). No timing thresholds."""

from __future__ import annotations

import dataclasses
import json
import math
import shutil
from pathlib import Path

import pytest

from automatch.arch import find_specs
from automatch.cli.validate_cmd import readme_path
from automatch.errors import InputError
from automatch.validate import metrics as m
from automatch.validate.corpus import WORKLOAD_CLASSES, load_corpus, read_kernel_registry
from automatch.validate.hostspec import host_fingerprint, matches_host, measured_host_spec
from tests.hostile.cli_case import assert_clean_exit, run_cli

FIXTURES = Path(__file__).parent / "fixtures" / "kernels"
REGISTRY = FIXTURES / "registry_fixture.toml"


def _dev_host():
    try:
        return find_specs(names=["dev-host"])[0]
    except Exception:
        pytest.skip("archspecs/dev-host.toml is not there")


# ---------------------------------------------------------------- the four figures


# (predicted, measured): hand-checked below
PAIRS = [(1.0, 2.0), (3.0, 2.0), (0.5, 4.0), (8.0, 8.0), (10.0, 1.0)]


def test_accuracy_figures_hand_computed():
    f = m.accuracy_figures(PAIRS)
    assert f["n"] == 5
    # p <= m: (1,2) (0.5,4) (8,8)
    assert f["bound_holds"] == 3 and f["bound_holds_fraction"] == pytest.approx(0.6)
    # max(p/m, m/p) <= 2: (1,2)=2 (3,2)=1.5 (8,8)=1; not (0.5,4)=8, (10,1)=10
    assert f["within_factor"] == 3 and f["within_factor_fraction"] == pytest.approx(0.6)
    # |p-m|/m: 0.5, 0.5, 0.875, 0, 9 -> median 0.5
    assert f["median_abs_error"] == pytest.approx(0.5)
    # the 10 pairs: concordant 0-3 1-3 2-3; tied in m 0-1; the other 6 discordant
    # -> tau-b = (3 - 6) / sqrt((3 + 6 + 0) * (3 + 6 + 1))
    assert f["kendall_tau"] == pytest.approx(-3 / math.sqrt(90))


def test_accuracy_figures_judge_the_bound_apart_from_the_estimate():
    lows = [0.5, 1.0, 0.25, 9.0, 0.5]  # (3,2) now below; (8,8)'s bound 9 above
    f = m.accuracy_figures(PAIRS, lows=lows)
    # low <= m: 0.5<=2, 1<=2, 0.25<=4, 0.5<=1; not 9 > 8
    assert f["bound_holds"] == 4
    assert f["estimate_below"] == 3  # the estimates as in the hand-computed test
    assert f["within_factor"] == 3 and f["median_abs_error"] == pytest.approx(0.5)
    gaps = [2 / 0.5, 2 / 1.0, 4 / 0.25, 8 / 9.0, 1 / 0.5]  # m / low
    assert f["bound_gap_median"] == pytest.approx(2.0)
    assert f["bound_gap_geomean"] == pytest.approx(math.prod(gaps) ** (1 / 5))
    with pytest.raises(ValueError):
        m.accuracy_figures(PAIRS, lows=lows[:2])


def test_figures_edge_cases():
    assert m.accuracy_figures([]) == {"n": 0}
    f = m.accuracy_figures([(math.inf, 1.0), (1.0, 1.0), (2.0, math.nan)])
    assert f["n"] == 2 and f["bound_holds"] == 1 and f["within_factor"] == 1
    assert f["median_abs_error"] == math.inf  # median of (inf, 0) is the mean: inf
    assert math.isnan(f["kendall_tau"])  # one finite pair
    assert m.within_factor(1.0, 2.0) and not m.within_factor(1.0, 2.01)
    assert not m.within_factor(0.0, 1.0)
    assert m.kendall_tau_b([1, 2, 3], [3, 2, 1]) == pytest.approx(-1.0)


def test_figures_by_class():
    rows = [("dense", 1.0, 2.0), ("stencil", 3.0, 2.0), ("dense", 10.0, 1.0)]
    by = m.figures_by_class(rows)
    assert list(by) == ["dense", "stencil"]
    assert by["dense"]["n"] == 2 and by["dense"]["bound_holds"] == 1
    assert by["dense"]["within_factor"] == 1
    assert by["dense"]["median_abs_error"] == pytest.approx((0.5 + 9.0) / 2)
    assert by["stencil"]["bound_holds"] == 0 and by["stencil"]["within_factor"] == 1
    by = m.figures_by_class([(c, p, mm, p / 4) for c, p, mm in rows])
    assert by["stencil"]["bound_holds"] == 1 and by["stencil"]["estimate_below"] == 0


# ---------------------------------------------------------------- the registry reader


def test_registry_reader_fixture():
    (k,) = read_kernel_registry(REGISTRY)
    assert (k.name, k.kernel, k.cls) == ("tinyjacobi", "sweep", "stencil-jacobi")
    assert k.source == FIXTURES / "tinyjacobi" / "tinyjacobi.c" and k.source.is_file()
    assert k.omp_source.is_file()
    assert k.tuned_omp_source == FIXTURES / "tinyjacobi" / "tinyjacobi_tuned_omp.c"
    assert k.tuned_omp_source.is_file() and k.tuned_note.startswith("overlapped tiling")
    assert k.args("small") == ("64", "3") and k.args("validate") == ("96", "4")
    assert k.scatter == "private"
    assert set(WORKLOAD_CLASSES) == {"stencil", "spmv", "lbm", "lud", "lavamd", "cutcp",
                                     "hotspot", "srad", "minighost"}


BASE = ('name = "k"\nkernel = "f"\nsource = "k.c"\nomp_source = "k_omp.c"\n'
        'small_args = ["8 2"]\nvalidate_args = [16, "4"]\n')


@pytest.mark.parametrize("body, message", [
    (BASE + 'class = "dense"\n', None),
    (BASE, "missing class"),
    (BASE + 'class = "quantum"\n', "unknown class 'quantum'"),
    (BASE.replace('kernel = "f"\n', "") + 'class = "dense"\n', "missing kernel"),
    (BASE.replace('["8 2"]', "8") + 'class = "dense"\n', "small_args"),
    (BASE + 'class = "dense"\ntuned_omp_source = ""\n', "tuned_omp_source must be a non-empty"),
    (BASE + 'class = "dense"\ntuned_omp_source = 3\n', "tuned_omp_source must be a non-empty"),
    (BASE + 'class = "dense"\ntuned_note = "blocked"\n', "tuned_note without tuned_omp_source"),
    (BASE + 'class = "dense"\nscatter = "locks"\n', "scatter must be one of private, atomic"),
])
def test_registry_reader_checks(tmp_path, body, message):
    p = tmp_path / "registry_x.toml"
    p.write_text("[[kernel]]\n" + body)
    if message is None:
        (k,) = read_kernel_registry(p)
        assert k.small_args == ("8", "2") and k.validate_args == ("16", "4")
        assert k.tuned_omp_source is None and k.tuned_note == "" and k.scatter == "private"
        return
    with pytest.raises(InputError, match=message.replace("(", r"\(")):
        read_kernel_registry(p)


def test_registry_reader_bad_files(tmp_path):
    bad = tmp_path / "registry_bad.toml"
    bad.write_text("[[kernel]\n")
    with pytest.raises(InputError, match="not a TOML"):
        read_kernel_registry(bad)
    with pytest.raises(InputError, match="no such file"):
        read_kernel_registry(tmp_path / "none.toml")
    with pytest.raises(InputError, match="tinyjacobi"):
        load_corpus([REGISTRY, REGISTRY])  # the same name twice


# ---------------------------------------------------------------- the fingerprint cache


def test_fingerprint_cache_benches_once(tmp_path):
    base = _dev_host()
    calls = []

    def bench(log):
        calls.append(1)
        return dataclasses.replace(base, name="this-host")

    first = measured_host_spec(cache_dir=tmp_path, bench=bench)
    assert first.benched and first.bench_runs == 1 and len(calls) == 1
    path = Path(first.path)
    assert path.parent == tmp_path and path.name == f"{host_fingerprint()['id']}.toml"
    assert matches_host(first.spec)
    mtime = path.stat().st_mtime_ns
    second = measured_host_spec(cache_dir=tmp_path, bench=bench)
    assert not second.benched and second.bench_runs == 0 and len(calls) == 1
    assert path.stat().st_mtime_ns == mtime
    assert second.spec.name == "this-host" and matches_host(second.spec)
    third = measured_host_spec(cache_dir=tmp_path, bench=bench, rebench=True)
    assert third.benched and len(calls) == 2


def test_cache_entry_of_another_host_is_measured_again(tmp_path):
    from automatch.arch.spec.files import save_spec

    base = _dev_host()
    fp = host_fingerprint()
    other = dataclasses.replace(base, extra={**base.extra, "host_fingerprint": {
        **fp, "id": "0" * 16, "cpu_model": "another CPU"}})
    save_spec(other, tmp_path / f"{fp['id']}.toml")
    got = measured_host_spec(cache_dir=tmp_path, bench=lambda log: base)
    assert got.benched and matches_host(got.spec)


def test_committed_dev_host_is_not_judged():
    """A spec without this host's fingerprint, given with --arch, is predicted for but
    never timed or judged."""
    from automatch.validate.harness import _device_plan

    spec = _dev_host()
    assert not matches_host(spec)
    (plan,) = _device_plan([spec], False, "no GPU")
    assert plan["measured"] is False and "never used to judge accuracy" in plan["reason"]
    (plan,) = _device_plan([spec], False, "no GPU", measured_specs=(spec.name,))
    assert plan["measured"] is True


# ---------------------------------------------------------------- CLI


def test_the_summary_goes_beside_a_json_kept_elsewhere(tmp_path):
    root = tmp_path / "repo"
    assert readme_path(None, None, str(root / "validation/results/x.json"), root) == str(
        root / "validation" / "README.md")
    assert readme_path(None, "/tmp/run/r.json", "/tmp/run/r.json", root) == "/tmp/run/r.md"
    assert readme_path(None, "-", "-", root) is None
    assert readme_path("none", None, "x.json", root) is None
    assert readme_path("s.md", "/tmp/run/r.json", "/tmp/run/r.json", root) == "s.md"


def test_unknown_name_is_refused_before_any_bench(tmp_path):
    out = run_cli(["validate", "--no-workloads", "--kernel-registry", REGISTRY, "--only",
                   "nosuch", "-o", tmp_path / "r.json", "--readme", tmp_path / "README.md"])
    assert_clean_exit(out, code=2, outputs=(tmp_path / "r.json", tmp_path / "README.md"),
                      message=("nosuch", "tinyjacobi"))
    assert not (out.tmpdir / "cache" / "automatch" / "specs").exists()  # nothing benched


@pytest.mark.parametrize("field", ["omp_source", "tuned_omp_source"])
def test_missing_program_is_refused_before_profiling(tmp_path, field):
    body = (f'name = "tj"\nkernel = "sweep"\nclass = "stencil-jacobi"\nsource = "{FIXTURES}/'
            f'tinyjacobi/tinyjacobi.c"\nomp_source = "{FIXTURES}/tinyjacobi/tinyjacobi_omp.c"\n'
            'small_args = ["64", "3"]\nvalidate_args = ["96", "4"]\n')
    body = body.replace(f'omp_source = "{FIXTURES}/tinyjacobi/tinyjacobi_omp.c"',
                        f'omp_source = "{FIXTURES}/tinyjacobi/tinyjacobi_omp.c"\n'
                        f'{field} = "{tmp_path}/gone.c"') if field != "omp_source" else \
        body.replace("tinyjacobi/tinyjacobi_omp.c", "tinyjacobi/gone_omp.c")
    reg = tmp_path / "registry_x.toml"
    reg.write_text("[[kernel]]\n" + body)
    out = run_cli(["validate", "--no-workloads", "--kernel-registry", reg, "--size", "small",
                   "--repetitions", "1", "--spec", _spec_path(_dev_host()),
                   "-o", tmp_path / "r.json", "--readme", tmp_path / "README.md"])
    # the committed dev-host spec is not this host's: validate warns first, on its own line
    lines = out.stderr.strip().splitlines()
    assert out.returncode == 2 and "Traceback" not in out.stderr, out.stderr
    assert lines[-1].startswith("automatch: error: corpus kernel tj"), out.stderr
    assert "gone" in lines[-1] and lines[-1].endswith("is not a file")
    assert all(x.startswith("[validate] warning:") for x in lines[:-1]), out.stderr
    assert "profiling" not in out.stdout + out.stderr
    assert not (tmp_path / "r.json").exists() and not (tmp_path / "README.md").exists()


def test_end_to_end_fixture_kernel(tmp_path):
    if shutil.which("gcc") is None or shutil.which("clang-19") is None:
        pytest.skip("gcc and clang-19 are needed to build the kernels")
    spec = _dev_host()
    from automatch.arch.spec.files import spec_to_toml
    from automatch.ir.compiled.machine_loops import host_mcpu

    spec = dataclasses.replace(spec, mcpu=host_mcpu())  # for the mca variant
    spec_file = tmp_path / "dev-host-mcpu.toml"
    spec_file.write_text(spec_to_toml(spec))
    res = tmp_path / "results" / "r.json"
    readme = tmp_path / "README.md"
    broken = tmp_path / "registry_broken.toml"  # --keep-going records it and goes on
    broken.write_text("[[kernel]]\n" + BASE.replace('"k"', '"broken"') + 'class = "stencil-jacobi"\n')
    out = run_cli(["validate", "--no-workloads", "--kernel-registry", REGISTRY, "--kernel-registry",
                   broken, "--keep-going", "--classes",
                   "stencil-jacobi", "--spec", spec_file,
                   "--repetitions", "1", "--size", "small", "--variants", "default,mca",
                   "--one-thread", "-o", res, "--readme", readme])
    assert out.returncode == 0, out.stderr
    doc = json.loads(res.read_text())
    assert doc["format_version"] == 2
    assert doc["config"]["kernels"] == ["tinyjacobi"] and doc["config"]["workloads"] == []
    assert doc["config"]["judged_device"] == spec.name
    assert [x["name"] for x in doc["config"]["failed"]] == ["broken"]
    assert doc["config"]["host_spec"]["how"].startswith("given with --spec")
    (w,) = doc["workloads"]
    assert w["class"] == "stencil-jacobi" and w["argv"] == ["64", "3"]
    assert w["checksums"]["agree"] is True
    dev = w["devices"][spec.name]
    assert dev["measured"]["n"] == 1
    pred, meas = dev["predicted"]["default"]["time_s"], dev["measured"]["median_s"]
    # the mca variant: the in-core time of the compiled loops for the spec's mcpu
    mca = dev["predicted"]["mca"]
    assert mca["time_s"] > 0 and doc["summary"]["mca"]["figures"][spec.name]["n"] == 1
    f = doc["summary"]["default"]["figures"][spec.name]
    assert f["n"] == 1 and f["bound_holds"] == int(pred <= meas)
    assert f["within_factor"] == int(m.within_factor(pred, meas))
    assert doc["summary"]["default"]["by_class"][spec.name]["stencil-jacobi"]["n"] == 1
    assert res.with_suffix(".png").read_bytes()[:4] == b"\x89PNG"
    md = readme.read_text()
    assert "| within 2x of measured |" in md and "| stencil-jacobi | 1 |" in md
    assert "Left out because they failed" in md and "`broken`" in md
    assert "Machine: **" in md and "| tinyjacobi | stencil-jacobi |" in md
    assert "figures (default, 1 kernels)" in out.stdout
    # --one-thread: the one-thread run against the one-core model, and its section
    assert doc["config"]["one_thread"] is True
    one = dev["one_thread"]
    assert one["measured"]["n"] == 1 and one["measured"]["what"].count("OMP_NUM_THREADS=1")
    assert 0 < one["predicted_s"] < math.inf
    assert one["comparison"]["relative_error"] == pytest.approx(
        (one["predicted_s"] - one["measured"]["measured_s"]) / one["measured"]["measured_s"])
    assert "## One thread: the one-core model" in md and "| tinyjacobi | " in md
    # the restructured program: timed in the same rounds, beside, not in the figures
    tuned = dev["tuned"]
    assert tuned["source"] == "tinyjacobi_tuned_omp.c" and tuned["checksum_agrees"] is True
    assert tuned["measured"]["n"] == 1 and "OMP_NUM_THREADS=" in tuned["measured"]["what"]
    t = tuned["measured"]["measured_s"]
    assert tuned["reference_over_tuned"] == pytest.approx(dev["measured"]["measured_s"] / t)
    assert tuned["comparison"]["default"]["relative_error"] == pytest.approx((pred - t) / t)
    assert f["n"] == 1  # one item, judged against its omp_source only
    # issue 42: clang's build is judged, gcc's timed beside it; the fixture is in dev
    assert "clang-19 -O3 -march=native -fopenmp" in dev["measured"]["what"]
    gcc = dev["gcc"]
    assert gcc["checksum_agrees"] is True and gcc["measured"]["n"] == 1
    assert "gcc -O3" in gcc["measured"]["what"] and gcc["compiler"].startswith("gcc ")
    assert gcc["clang_over_gcc"] == pytest.approx(
        dev["measured"]["measured_s"] / gcc["measured"]["measured_s"])
    assert w["split"] == "dev" and doc["config"]["splits"] == {"tinyjacobi": "dev"}
    sp = doc["summary"]["default"]["splits"]
    assert list(sp) == ["dev"] and sp["dev"]["per_device"][spec.name]["n"] == 1
    assert "## Splits: model `default`" in md and "| dev | 1 | " in md
    assert "dev split (1)" in out.stdout
    assert "## Restructured references (not in the figures)" in md
    assert "| tinyjacobi | " in md.split("## Restructured references")[1]


def _spec_path(spec) -> str:
    from automatch.arch.spec.search import shipped_specs_dir

    return str(shipped_specs_dir() / f"{spec.name}.toml")
