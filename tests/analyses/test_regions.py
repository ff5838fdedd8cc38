"""Whole-program mode (--regions auto, issue 15): per-region W, D, S, w_i, reuse, native
share, the ranking, the offload recommendation, the JSON, and that single-kernel
results do not change.

The program (tests/data/regions/three_regions.c) has three regions, one outermost loop
nest each, with sizes N_A, K_A, M_B, T_B, M_C (read from its #defines). Hand-derived:

* A, compute (``for i < N_A { x = a[i]; for j < K_A: x = x*0.999 + 0.5; out[i] = x }``):
  one llvm.fmuladd (2 flops, one level) per inner iteration, so W = 2 N_A K_A. Each
  element's chain starts from a[i], which was read before the region (ready at its
  start), so D = K_A, and every level holds the N_A chains' fmuladds: w_i = 2 N_A for
  i = 1..K_A. The j loop carries x (a register recurrence: sequential), the i loop
  carries nothing (parallel); no sequential loop holds a parallel one: S = 0.
* B, stream (``for t < T_B { for i < M_B: y[i] = x[i]*0.5 + 1.0; swap x, y }``): W =
  2 M_B T_B; sweep t + 1 reads what sweep t wrote (a carried RAW through memory: the t
  loop is sequential), each element's chain gains one level per sweep: D = T_B, w_i =
  2 M_B. The i loop is parallel inside the sequential t loop: one phase per sweep, S =
  T_B. Memory: M_B T_B loads and stores; footprint the two arrays, 2 * 8 M_B bytes.
* C, recurrence (``for 1 <= i < M_C: y[i] = y[i-1]*0.5 + b[i]``): W = 2 (M_C - 1), each
  iteration depends on the previous one through memory, D = M_C - 1, w_i = 2; the loop
  is sequential with no parallel loop inside: S = 0.

Native share: regions are ranked by their share of the instructions executed; A runs
N_A K_A = 4.2 M inner iterations, B M_B T_B = 1.0 M, C 16 K, and their loop bodies are
of similar size, so the ranking is A, B, C. Recommendation (the model, dev-host vs H100,
transfers included): A (W/D = 8192, compute-bound) goes to the GPU; B (64 sweeps over
256 KiB that stay in the CPU's L2, one kernel launch per sweep on the GPU) and C (no
parallelism) stay on the CPU.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import re
import types
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parents[2]
PROG = ROOT / "tests" / "data" / "regions" / "three_regions.c"
JACOBI = ROOT / "workloads" / "kernels" / "jacobi-1d" / "jacobi-1d.c"
SPECS = [ROOT / "archspecs" / "dev-host.toml", ROOT / "archspecs" / "nvidia-h100-sxm5-80gb.toml"]

pytestmark = pytest.mark.skipif(
    not any(Path(p).exists() for p in ("/usr/bin/clang-19", "/usr/bin/clang")), reason="needs clang"
)


def _defines() -> dict[str, int]:
    return {k: int(v) for k, v in re.findall(r"#define (\w+) (\d+)", PROG.read_text())}


def _line_of(text: str) -> int:
    return next(i for i, ln in enumerate(PROG.read_text().splitlines(), 1) if text in ln)


@pytest.fixture(scope="module")
def cli_run(tmp_path_factory):
    """One CLI run in whole-program mode: its exit code, terminal output and profile."""
    d = _defines()
    tmp = tmp_path_factory.mktemp("regions")
    data = tmp / "data.bin"
    np.random.default_rng(0).random(d["N_A"] + d["M_B"]).astype("<f8").tofile(data)
    prof = tmp / "prof.json"
    from automatch.cli.main import main

    out = io.StringIO()
    old = os.environ.get("COLUMNS")
    os.environ["COLUMNS"] = "200"  # rich wraps at 80 columns otherwise
    try:
        with contextlib.redirect_stdout(out):
            rc = main(
                [
                    "analyze",
                    str(PROG),
                    "--input",
                    str(data),
                    "--regions",
                    "auto",
                    "--arch",
                    *map(str, SPECS),
                    "-q",
                    "-o",
                    str(prof),
                    "--html",
                    str(tmp / "report.html"),
                ]
            )
    finally:
        if old is None:
            del os.environ["COLUMNS"]
        else:
            os.environ["COLUMNS"] = old
    assert rc == 0
    res = types.SimpleNamespace(stdout=out.getvalue(),
                                html=(tmp / "report.html").read_text(encoding="utf-8"))
    from automatch.analyses.profile_json import load_profile

    return res, load_profile(prof), json.loads(prof.read_text())


def _by_line(profile) -> dict[str, object]:
    """The regions keyed A, B, C by the source line their outermost loop starts on."""
    starts = {
        "A": _line_of("for (int i = 0; i < N_A; i++)"),
        "B": _line_of("for (int t = 0; t < T_B; t++)"),
        "C": _line_of("for (int i = 1; i < M_C; i++)"),
    }
    out = {}
    for key, line in starts.items():
        (r,) = [r for r in profile.regions if r.first_line == line]
        out[key] = r
    return out


def test_region_work_depth_sync_and_parallelism_as_derived(cli_run):
    _, profile, _ = cli_run
    d = _defines()
    assert len(profile.regions) == 3
    r = _by_line(profile)
    a, b, c = r["A"].profile, r["B"].profile, r["C"].profile
    assert (a.work, a.depth, a.sync_points) == (2 * d["N_A"] * d["K_A"], d["K_A"], 0)
    assert (b.work, b.depth, b.sync_points) == (2 * d["M_B"] * d["T_B"], d["T_B"], d["T_B"])
    assert (c.work, c.depth, c.sync_points) == (2 * (d["M_C"] - 1), d["M_C"] - 1, 0)
    assert (a.parallelism.widths, a.parallelism.repeats) == ((2 * d["N_A"],), (d["K_A"],))
    assert (b.parallelism.widths, b.parallelism.repeats) == ((2 * d["M_B"],), (d["T_B"],))
    assert (c.parallelism.widths, c.parallelism.repeats) == ((2,), (d["M_C"] - 1,))
    kinds = {lp.line: lp.kind for lp in a.loops}
    assert kinds[_line_of("for (int i = 0; i < N_A; i++)")] == "parallel"
    assert kinds[_line_of("for (int j = 0; j < K_A; j++)")] == "sequential"
    assert {lp.kind for lp in c.loops} == {"sequential"}
    assert r["A"].name == f"main:L{r['A'].first_line}-L{r['A'].last_line}"
    assert all(x.instances == 1 for x in profile.regions)


def test_region_memory_is_its_own(cli_run):
    _, profile, _ = cli_run
    d = _defines()
    r = _by_line(profile)
    a, b = r["A"].profile.memory, r["B"].profile.memory
    assert (a.loads, a.stores) == (d["N_A"], d["N_A"])
    assert (b.loads, b.stores) == (d["M_B"] * d["T_B"], d["M_B"] * d["T_B"])
    # two arrays of M_B doubles (32-byte lines: malloc may start each mid-line)
    assert 2 * 8 * d["M_B"] <= b.footprint_bytes <= 2 * 8 * d["M_B"] + 2 * 32
    h = b.reuse_for(64)
    assert h.cold == pytest.approx(2 * 8 * d["M_B"] / 64, abs=2)  # first touches only
    assert h.accesses == 2 * d["M_B"] * d["T_B"]


def test_ranking_and_recommendation(cli_run):
    res, profile, _ = cli_run
    r = _by_line(profile)
    assert [x.name for x in profile.regions] == [r["A"].name, r["B"].name, r["C"].name]
    assert (
        profile.regions[0].native_share
        > profile.regions[1].native_share
        > profile.regions[2].native_share
    )
    assert sum(x.native_share for x in profile.regions) <= 1.0
    from automatch.arch.spec.files import load_spec
    from automatch.decide.regions import plan_regions

    plan = plan_regions(profile, [load_spec(p) for p in SPECS])
    assert [a.region.name for a in plan.offloaded] == [r["A"].name]
    assert plan.offloaded[0].target == "nvidia-h100-sxm5-80gb"
    assert plan.plan_s < plan.all_cpu_s  # offloading A pays at program level
    assert f"Offload: {r['A'].name} -> nvidia-h100-sxm5-80gb." in res.stdout
    assert "Regions (outermost loop nests)" in res.stdout


def test_regions_json_schema_and_round_trip(cli_run):
    _, profile, doc = cli_run
    inner = doc["profile"]
    assert inner["regions_format_version"] == 2
    assert [x["name"] for x in inner["regions"]] == [x.name for x in profile.regions]
    first = inner["regions"][0]
    assert set(first) >= {
        "name",
        "function",
        "first_line",
        "last_line",
        "loop",
        "instances",
        "native_share",
        "native_time_s",
        "time_source",
        "kind",
        "order",
        "profile",
    }
    assert {x["kind"] for x in inner["regions"]} == {"loop"}
    from automatch.analyses.profile_json import profile_from_dict, profile_to_dict
    from automatch.errors import InputError

    again = profile_from_dict(json.loads(json.dumps(profile_to_dict(profile))))
    assert again.regions == profile.regions
    inner["regions_format_version"] = 99
    with pytest.raises(InputError, match="regions_format_version"):
        profile_from_dict(doc)


def test_single_kernel_unchanged_by_region_machinery():
    """jacobi-1d's kernel holds one loop nest: with --regions its profile (W, D, S, w_i,
    memory) is what it was without, and the one region's is the same."""
    from automatch.pipeline import AnalysisOptions, profile_program

    base = dict(kernel="jacobi_1d", program_args=("600", "6"))
    plain = profile_program([str(JACOBI)], AnalysisOptions(**base)).profile
    whole = profile_program([str(JACOBI)], AnalysisOptions(**base, regions="auto")).profile

    # (stack distances are compared by their totals: where malloc puts the arrays moves
    # line boundaries, and a cold miss or two, from run to run)
    def key(p):
        return (
            p.work,
            p.depth,
            p.sync_points,
            p.parallelism,
            p.memory.loads,
            p.memory.stores,
            [h.accesses for h in p.memory.reuse],
            p.critical_path,
        )

    assert plain.regions == ()
    assert key(whole) == key(plain)
    assert [lp.kind for lp in whole.loops] == [lp.kind for lp in plain.loops]
    (region,) = whole.regions
    assert key(region.profile) == key(plain)
    assert region.native_share == pytest.approx(1.0, abs=0.05)


def test_bad_regions_options_are_refused():
    from automatch.errors import InputError
    from automatch.pipeline import AnalysisOptions
    from automatch.preflight import check_options

    with pytest.raises(InputError, match="only mode is 'auto'"):
        check_options(AnalysisOptions(regions="all"))
    check_options(AnalysisOptions(regions="auto", kernel="a,b"))  # named functions as regions
    check_options(AnalysisOptions(kernel="void f<int, double>(double*, int)"))  # one C++ name
    with pytest.raises(InputError, match="empty function name"):
        check_options(AnalysisOptions(kernel="a,,b"))
    with pytest.raises(InputError, match="main is the whole program"):
        check_options(AnalysisOptions(kernel="main,a"))


def test_html_report_has_the_regions_table(cli_run):
    """The HTML report of a whole-program run lists every region with its lines and
    device (issue 15: the regions table in whole-program mode)."""
    res, profile, _ = cli_run
    section = res.html.split('id="regions"', 1)[1].split("</table>", 1)[0]
    for r in profile.regions:
        assert f"{r.function}:{r.first_line}-{r.last_line}" in section
    assert "nvidia-h100-sxm5-80gb" in section


# -- named kernels as regions (--kernel a,b) and the plan in the result JSON -------------
#
# tests/data/regions/named_kernels.c: two named kernels and one loop nest in main, sizes
# N1, N2, N3 from its #defines. Hand-derived (the program's comments say the same):
# * scale (``y[i] = x[i]*2.0 + 1.0``, i < N1): one fmuladd (2 flops, 1 level) per
#   element, the elements independent: W = 2 N1, D = 1, w = (2 N1) once, S = 0;
#   N1 loads, N1 stores.
# * chain (``s = s*0.5 + x[i]``, i < N2, returns s): one chain of N2 fmuladds: W = 2 N2,
#   D = N2, w = 2 at each of N2 levels, S = 0; N2 loads, no store.
# * main's loop (``z[i] = (x[i] + 1.0) * x[i]``, i < N3): an fadd then an fmul: W = 2 N3,
#   D = 2, w = (N3, N3), S = 0; N3 stores, 2 N3 loads (x[i] is read twice in the
#   source, and the canonical passes have no GVN to merge the two loads).
# The kernels' own loops are no regions of their own: they run inside the kernels'
# regions (outermost wins).

NAMED = ROOT / "tests" / "data" / "regions" / "named_kernels.c"


def _named_defines() -> dict[str, int]:
    return {k: int(v) for k, v in re.findall(r"#define (\w+) (\d+)", NAMED.read_text())}


def _named_line(text: str) -> int:
    return next(i for i, ln in enumerate(NAMED.read_text().splitlines(), 1) if text in ln)


@pytest.fixture(scope="module")
def named_data(tmp_path_factory):
    data = tmp_path_factory.mktemp("named") / "data.bin"
    np.random.default_rng(1).random(_named_defines()["N_X"]).astype("<f8").tofile(data)
    return data


@pytest.fixture(scope="module")
def named_cli_run(named_data, tmp_path_factory):
    """``analyze named_kernels.c --kernel scale,chain --regions auto --json``: exit code,
    terminal output, the profile and the result JSON."""
    tmp = tmp_path_factory.mktemp("named_cli")
    from automatch.cli.main import main

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        rc = main(["analyze", str(NAMED), "--input", str(named_data), "--kernel", "scale,chain",
                   "--regions", "auto", "--arch", *map(str, SPECS), "-q",
                   "-o", str(tmp / "prof.json"), "--json", str(tmp / "result.json")])
    assert rc == 0
    from automatch.analyses.profile_json import load_profile

    return (out.getvalue(), load_profile(tmp / "prof.json"),
            json.loads((tmp / "result.json").read_text()))


def _named_regions(profile) -> dict[str, object]:
    loop_line = _named_line("for (int i = 0; i < N3; i++)")
    out = {r.name: r for r in profile.regions if r.kind == "function"}
    (loop,) = [r for r in profile.regions if r.kind == "loop" and r.first_line == loop_line]
    out["main-loop"] = loop
    return out


def test_named_kernels_and_loop_nest_as_derived(named_cli_run):
    _, profile, _ = named_cli_run
    d = _named_defines()
    r = _named_regions(profile)
    assert sorted(r) == ["chain", "main-loop", "scale"]
    assert len(profile.regions) == 3  # the kernels' loops belong to the kernels
    s, c, m = r["scale"].profile, r["chain"].profile, r["main-loop"].profile
    assert (s.work, s.depth, s.sync_points) == (2 * d["N1"], 1, 0)
    assert (c.work, c.depth, c.sync_points) == (2 * d["N2"], d["N2"], 0)
    assert (m.work, m.depth, m.sync_points) == (2 * d["N3"], 2, 0)
    assert (s.parallelism.widths, s.parallelism.repeats) == ((2 * d["N1"],), (1,))
    assert (c.parallelism.widths, c.parallelism.repeats) == ((2,), (d["N2"],))
    assert (m.parallelism.widths, m.parallelism.repeats) == ((d["N3"],), (2,))
    assert (s.memory.loads, s.memory.stores) == (d["N1"], d["N1"])
    assert (c.memory.loads, c.memory.stores) == (d["N2"], 0)
    assert (m.memory.loads, m.memory.stores) == (2 * d["N3"], d["N3"])
    assert [lp.kind for lp in s.loops] == ["parallel"]
    assert [lp.kind for lp in c.loops] == ["sequential"]
    for name, sig, nxt in (("scale", "void scale(", "double chain("), ("chain", "double chain(", "int main(")):
        x = r[name]
        assert (x.kind, x.function, x.loop, x.instances) == ("function", name, -1, 1)
        assert _named_line(sig) < x.first_line <= x.last_line < _named_line(nxt)
    assert r["main-loop"].name.startswith("main:L")
    # the program: the three bands one after another
    assert (profile.work, profile.depth) == (2 * (d["N1"] + d["N2"] + d["N3"]), 1 + d["N2"] + 2)
    assert sum(x.native_share for x in profile.regions) <= 1.0


def test_named_kernels_without_regions_auto(named_data):
    """Without --regions, the named functions are the only regions."""
    from automatch.pipeline import AnalysisOptions, profile_program

    prof = profile_program([str(NAMED)], AnalysisOptions(kernel="scale,chain",
                                                         input_path=str(named_data))).profile
    assert sorted(r.name for r in prof.regions) == ["chain", "scale"]
    assert prof.kernel == "main"


def test_named_kernel_region_is_the_single_kernel_profile(named_cli_run, named_data):
    """`--kernel scale` (one name: single-kernel mode, as before) and the region of
    scale in `--kernel scale,chain --regions auto` have the same W, D, S, w_i, memory
    and reuse totals; the same for chain."""
    from automatch.pipeline import AnalysisOptions, profile_program

    _, whole, _ = named_cli_run
    r = _named_regions(whole)

    def key(p):
        return (p.work, p.depth, p.sync_points, p.parallelism, p.memory.loads, p.memory.stores,
                [h.accesses for h in p.memory.reuse], p.critical_path,
                [lp.kind for lp in p.loops if lp.instances])

    for name in ("scale", "chain"):
        single = profile_program([str(NAMED)], AnalysisOptions(kernel=name, input_path=str(named_data))).profile
        assert single.regions == () and single.kernel == name
        assert key(r[name].profile) == key(single)
        # cold misses: where malloc puts each array moves its line boundaries from run
        # to run, a line per array at most
        for a, b in zip(r[name].profile.memory.reuse, single.memory.reuse, strict=True):
            assert abs(a.cold - b.cold) <= 2


def test_unknown_named_kernel_is_refused(named_data):
    from automatch.errors import InputError
    from automatch.pipeline import AnalysisOptions, profile_program

    with pytest.raises(InputError, match="Unknown kernel 'nope'.*Defined functions: .*chain"):
        profile_program([str(NAMED)], AnalysisOptions(kernel="scale,nope", input_path=str(named_data)))


def test_named_regions_table_and_plan_in_result_json(named_cli_run):
    out, profile, doc = named_cli_run
    assert "Regions (outermost loop nests, named functions)" in out
    assert doc["format_version"] == 4
    plan = doc["region_plan"]
    assert plan["format_version"] == 1
    assert [x["name"] for x in plan["regions"]] == [x.name for x in profile.regions]
    for x in plan["regions"]:
        assert {d["device"] for d in x["devices"]} == {"dev-host", "nvidia-h100-sxm5-80gb"}
        assert x["target"] in {d["device"] for d in x["devices"]}
        assert x["offload"] == (x["target"] == "nvidia-h100-sxm5-80gb")
        assert {"kind", "first_line", "last_line", "native_share", "work", "depth"} <= set(x)
    assert {x["name"]: x["kind"] for x in plan["regions"]}["scale"] == "function"
    assert plan["native_s"] == pytest.approx(profile.native_time_s)
    times = {x["name"]: {d["device"]: d["time_s"] for d in x["devices"]}[x["target"]]
             for x in plan["regions"]}
    assert plan["plan_s"] == pytest.approx(
        plan["outside_s"] + sum(times.values()) - plan["saved_transfer_s"])
    from automatch.report.result_json import Result

    res = Result.from_dict(doc)
    assert res.region_plan is not None
    assert res.region_plan.to_dict() == plan
    assert Result.from_dict(json.loads(json.dumps(res.to_dict()))).region_plan == res.region_plan
    # an older result (format_version 3) has no plan and still reads
    old = {k: v for k, v in doc.items() if k != "region_plan"}
    old["format_version"] = 3
    assert Result.from_dict(old).region_plan is None
    # a plan that does not fit the profile's regions is refused
    from automatch.errors import InputError

    bad = json.loads(json.dumps(doc))
    bad["region_plan"]["regions"].pop()
    with pytest.raises(InputError, match="malformed"):
        Result.from_dict(bad)


def test_regions_format_version_1_reads_as_loops(cli_run):
    """A profile written before named regions (regions_format_version 1: no kind, no
    order) reads back with every region a loop nest."""
    _, profile, doc = cli_run
    from automatch.analyses.profile_json import profile_from_dict

    old = json.loads(json.dumps(doc))
    old["profile"]["regions_format_version"] = 1
    for r in old["profile"]["regions"]:
        del r["kind"], r["order"]
    again = profile_from_dict(old)
    assert [(r.kind, r.order) for r in again.regions] == [("loop", -1)] * len(profile.regions)
    assert [r.profile for r in again.regions] == [r.profile for r in profile.regions]
