"""Start-up work of issue 14: ``--timings``, and the profile unchanged by the cuts.

* ``--timings`` prints every phase of a run to stderr and keeps the pipeline's phases
  in the saved profile's ``extra["timings"]`` (names only: no timing thresholds);
* the in-house dominators (``ir.loops``) and recurrence components
  (``analyses.recurrences._cycle``) that replaced networkx on the analyze path give
  exactly networkx's answers, on random graphs and on every loop and phi of the
  workload kernels;
* a profile made with ``--timings`` has the same W, D, S, f_v, loops and reuse as one
  made without.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

import networkx as nx
import pytest

from automatch import timings
from automatch.analyses.recurrences import _cycle, _slot_defs
from automatch.ir.loops import immediate_dominators

ROOT = Path(__file__).resolve().parents[1]
KERNELS = ROOT / "workloads" / "kernels"
GEMM = KERNELS / "gemm" / "gemm.c"
ENV = {
    **os.environ,
    "NUMBA_CACHE_DIR": str(Path(tempfile.gettempdir()) / "automatch-numba-cache"),
    "COLUMNS": "160",
}
PIPELINE_PHASES = (
    "python start-up + imports",
    "compile (clang)",
    "parse",
    "canonicalise",
    "build_program",
    "native run",
    "native run/start-up + imports",
    "native run/jit",
    "native run/program",
    "instrumented run",
    "instrumented run/consumers load",
    "instrumented run/jit",
    "instrumented run/program",
    "vectoriser pass",
    "assemble",
)


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "automatch.cli.main", *args],
        capture_output=True,
        text=True,
        env=ENV,
        cwd=ROOT,
        timeout=600,
    )


def _nx_idom(succ: dict[int, list[int]], entry: int) -> dict[int, int]:
    g = nx.DiGraph()
    g.add_nodes_from(succ)
    g.add_edges_from((a, b) for a in succ for b in succ[a])
    idom = nx.immediate_dominators(g, entry)
    idom[entry] = entry  # networkx >= 3.5 leaves the entry out
    return idom


def test_dominators_match_networkx_on_random_graphs():
    rng = random.Random(14)
    for _ in range(300):
        n = rng.randint(1, 25)
        succ = {v: rng.sample(range(n), rng.randint(0, min(3, n))) for v in range(n)}
        assert immediate_dominators(succ, 0) == _nx_idom(succ, 0)


def _nx_cycle(phi, defs, loop_blocks):
    """The reference: networkx's strongly connected component of the phi."""
    g = nx.DiGraph()
    for slot, ins in defs.items():
        if ins.block in loop_blocks:
            for op in ins.operands:
                src = defs.get(op)
                if src is not None and src.block in loop_blocks:
                    g.add_edge(op, slot)
    if phi.slot not in g:
        return None
    for comp in nx.strongly_connected_components(g):
        if phi.slot in comp:
            if len(comp) == 1 and not g.has_edge(phi.slot, phi.slot):
                return None
            return sorted(s for s in comp if s != phi.slot)
    return None


@pytest.mark.parametrize("source", sorted(KERNELS.glob("*/*[!p].c")), ids=lambda p: p.stem)
def test_loops_and_recurrences_match_networkx(source):
    from automatch.pipeline import load_program

    canonical, program = load_program([str(source)], None)
    checked = 0
    for f in program.functions:
        fblocks = list(f.blocks)
        if not fblocks:
            continue
        succ = {b: list(dict.fromkeys(program.blocks[b].successors)) for b in fblocks}
        assert immediate_dominators(succ, fblocks[0]) == _nx_idom(succ, fblocks[0])
    for loop in program.loops:
        blocks = set(loop.blocks)
        defs = _slot_defs(program, loop.function)
        for b in loop.blocks:
            for i in program.blocks[b].instructions:
                ins = program.instructions[i]
                if ins.opcode == "phi":
                    mine = _cycle(ins, defs, blocks)
                    assert (None if mine is None else [m.slot for m in mine]) == _nx_cycle(
                        ins, defs, blocks
                    )
                    checked += 1
    assert checked > 0 or not program.loops


def test_timings_module_records_nothing_unless_started():
    timings.stop()
    with timings.phase("x"):
        pass
    assert timings.active() is None
    t = timings.start()
    try:
        with timings.phase("outer"):
            with timings.phase("outer/inner"):
                pass
        names = [n for n, _ in t.phases]
        assert names == [timings.STARTUP, "outer", "outer/inner"]  # a phase before its parts
        assert set(t.to_dict()) == {timings.STARTUP, "outer", "outer/inner", "total"}
        assert "  inner" in t.render() and "total" in t.render()
    finally:
        timings.stop()


def _profile_json(tmp_path, name, *extra):
    out = tmp_path / f"{name}.json"
    r = _cli(
        "analyze",
        str(GEMM),
        "--kernel",
        "gemm",
        "-q",
        "--arch",
        "amd-epyc-9654",
        "-o",
        str(out),
        *extra,
        "--",
        "40",
    )
    assert r.returncode == 0, r.stderr
    return json.loads(out.read_text())["profile"], r.stderr


def test_timings_flag_prints_and_records_phases_and_changes_nothing_else(tmp_path):
    plain, plain_err = _profile_json(tmp_path, "plain")
    timed, err = _profile_json(tmp_path, "timed", "--timings")
    assert "automatch timings" not in plain_err and "timings" not in plain.get("extra", {})
    assert "automatch timings (wall seconds):" in err
    for name in (
        "python start-up + imports",
        "compile (clang)",
        "canonicalise",
        "native run",
        "instrumented run",
        "consumers load",
        "busy: ReplayConsumer",
        "vectoriser pass",
        "assemble",
        "arch specs",
        "model",
        "report",
        "total",
    ):
        assert name in err, name
    recorded = timed["extra"]["timings"]
    for name in PIPELINE_PHASES + ("total",):
        assert name in recorded, name
        assert recorded[name] >= 0.0
    # the profile itself is the same with and without --timings
    keys = (
        "flops",
        "depth",
        "f_im",
        "f_v",
        "sync_points",
        "parallelism",
        "loops",
        "memory",
        "critical_path",
        "parallel_regions",
    )
    for k in keys:
        a, b = plain.get(k), timed.get(k)
        if k == "memory":  # stack distances and the footprint in lines depend on where
            # malloc puts the arrays in the child (run to run); the access counts do not
            a, b = (
                {
                    **m,
                    "reuse": {s: r["accesses"] for s, r in m["reuse"].items()},
                    "footprint_bytes": 0,
                }
                for m in (a, b)
            )
        assert a == b, k


def test_profile_command_takes_timings(tmp_path):
    out = tmp_path / "p.json"
    r = _cli(
        "profile", str(GEMM), "--kernel", "gemm", "-q", "--timings", "-o", str(out), "--", "20"
    )
    assert r.returncode == 0, r.stderr
    assert "instrumented run" in r.stderr and "report" in r.stderr
    assert "instrumented run/jit" in json.loads(out.read_text())["profile"]["extra"]["timings"]


# ---------------------------------------------------------------- partition search


def _bisection_reference(models) -> dict[str, float]:
    """The equal-finish split by plain bisection (the partition before issue 14's cut)."""
    import math

    def share_within(m, t):
        if m.fixed_time() > t:
            return 0.0
        if m.time(1.0) <= t:
            return 1.0
        lo, hi = 0.0, 1.0
        for _ in range(100):
            mid = 0.5 * (lo + hi)
            lo, hi = (mid, hi) if m.time(mid) <= t else (lo, mid)
            if hi - lo <= 1e-15:
                break
        return lo

    hi = min(m.time(1.0) for m in models.values())
    lo = min(min(m.fixed_time() for m in models.values()), hi)
    for _ in range(200):
        mid = 0.5 * (lo + hi)
        if sum(share_within(m, mid) for m in models.values()) >= 1.0:
            hi = mid
        else:
            lo = mid
        if hi - lo <= 1e-12 * max(hi, 1e-300):
            break
    shares = {k: share_within(m, hi) for k, m in models.items()}
    assert math.isfinite(hi)
    return {k: v / sum(shares.values()) for k, v in shares.items()}


@pytest.mark.parametrize("name", ["gemm", "dot", "atax-cols", "cutcp", "hotspot"])
def test_partition_search_matches_plain_bisection_with_fewer_evaluations(tmp_path, name):
    from automatch.analyses.profile_json import load_profile
    from automatch.arch.spec.search import resolve_specs
    from automatch.decide.partition import plan_partition
    from automatch.model import ec

    doc = json.loads(
        (ROOT / "validation" / "gpu" / "profiles" / f"{name}.validate.json").read_text()
    )
    path = tmp_path / "p.json"
    path.write_text(json.dumps(doc["document"]))
    profile = load_profile(path)
    specs = resolve_specs(None)
    calls = [0]
    terms = ec.DeviceModel.terms

    def counted(self, *a, **k):
        calls[0] += 1
        return terms(self, *a, **k)

    for subset in (specs, specs[::3]):
        models = {s.name: ec.DeviceModel(profile, s, ec.ModelOptions()) for s in subset}
        try:
            ec.DeviceModel.terms = counted
            calls[0] = 0
            want = _bisection_reference(models)
            reference_calls = calls[0]
            calls[0] = 0
            plan = plan_partition(profile, subset)
            new_calls = calls[0]
        finally:
            ec.DeviceModel.terms = terms
        assert new_calls * 3 < reference_calls, (new_calls, reference_calls)
        # the same split within the searches' widths (T to 1e-12 relative, x to 1e-15)
        for share in plan.shares:
            assert share.fraction == pytest.approx(want[share.device], rel=1e-10, abs=1e-11)
            want_t = models[share.device].time(want[share.device]) if want[share.device] else 0.0
            assert share.time_s == pytest.approx(want_t, rel=1e-10, abs=1e-300)


# ---------------------------------------------------------------- spec validation cache


def test_spec_validation_cache_skips_only_texts_that_passed(tmp_path, monkeypatch):
    from automatch.arch.spec import cache as spec_cache
    from automatch.arch.spec import files as specio
    from automatch.arch.spec import search as specsearch
    from automatch.errors import InputError

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setattr(spec_cache, "_keys", [])
    monkeypatch.setattr(spec_cache, "_loaded", [False])
    text = sorted(Path(specsearch.shipped_specs_dir()).glob("*.toml"))[0].read_text()
    first = specio.parse_spec_text(text, "a.toml")
    assert spec_cache.cache_path().exists()
    validations = []
    real = specio.validate_document
    monkeypatch.setattr(specio, "validate_document", lambda *a: validations.append(a) or real(*a))
    monkeypatch.setattr(spec_cache, "_keys", [])  # a new process: the file is read again
    monkeypatch.setattr(spec_cache, "_loaded", [False])
    assert specio.parse_spec_text(text, "a.toml") == first and validations == []
    # a changed text is validated; a bad one is never remembered and keeps its message
    bad = text.replace("cores = ", "cores = -", 1)
    assert bad != text
    messages = []
    for _ in range(2):
        with pytest.raises(InputError) as exc:
            specio.parse_spec_text(bad, "bad.toml")
        messages.append(str(exc.value))
    assert len(validations) == 2 and messages[0] == messages[1] and "bad.toml" in messages[0]
    monkeypatch.setattr(specio, "validate_document", real)
    with pytest.raises(InputError) as exc:  # the message without any cache
        specio.spec_from_document(__import__("tomllib").loads(bad), "bad.toml")
    assert str(exc.value) == messages[0]


# ---------------------------------------------------------------- early runs


SPIN = r"""
#include <stdio.h>
#include <time.h>
double kernel(int crash) {
    struct timespec d = {0, 400000000};
    double s = 0.0;
    nanosleep(&d, 0); /* the native region lasts 0.4 s; the work is the same each run */
    for (int i = 0; i < 1000; i++) s += 0.5 * i;
    if (crash) { volatile int *p = 0; *p = 1; }
    return s;
}
int main(int argc, char **argv) { printf("%d\n", kernel(argc > 1) > 0); return 0; }
"""


def _state(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0]
    except OSError:
        return "gone"


@pytest.mark.parametrize("crash", [False, True])
def test_early_instrumented_run_is_stopped_during_the_native_region(tmp_path, crash):
    import threading

    from automatch.errors import ProgramRunError
    from automatch.exec.supervise.runner import EarlyRun, RunConfig, run_program
    from automatch.pipeline import load_program

    src = tmp_path / "spin.c"
    src.write_text(SPIN)
    canonical, _ = load_program([str(src)], "kernel")
    argv = ("spin", "crash") if crash else ("spin",)
    common = dict(ir_text=canonical.text, kernel=canonical.kernel, argv=argv)
    inst_cfg = RunConfig(
        mode="instrumented",
        consumer="automatch.analyses.consumers:make_consumers",
        consumer_options={"analyses": ["count"]},
        **common,
    )
    seen: list[str] = []
    with (
        EarlyRun("native") as native,
        EarlyRun("instrumented", consumer=inst_cfg.consumer, beside=native) as inst,
    ):
        assert native.stop_pgid == inst.pgid and inst.t.parent == native.t
        inst.submit(inst_cfg, hold=True)
        done = threading.Event()

        def watch():
            while not done.is_set():
                seen.append(_state(inst.pgid))

        watcher = threading.Thread(target=watch)
        watcher.start()
        try:
            if crash:
                with pytest.raises(ProgramRunError, match="segmentation fault"):
                    native.run(RunConfig(mode="native", **common))
            else:
                res = native.run(RunConfig(mode="native", **common))
                assert res.region_time_s >= 0.4 and res.stdout.strip() == "1"
        finally:
            done.set()
            watcher.join()
        assert "T" in seen  # stopped while the native program ran
        assert _state(inst.pgid) != "T"  # and resumed once it ended, crash or not
        if not crash:
            early = inst.run(inst_cfg)
    if not crash:  # the same results as a run started the plain way
        plain = run_program(inst_cfg)
        assert early.results == plain.results and early.events == plain.events
        assert early.stdout_sha256 == plain.stdout_sha256 and early.started > 0


def test_a_command_imports_only_its_own_cli_module():
    """``automatch analyze`` builds only its own subparser: the other commands' modules
    (bench_cmd's imports took 0.04 s of every run) stay unimported; --help lists all."""
    import subprocess
    import sys

    code = ("import sys; from automatch.cli.main import build_parser, COMMANDS; "
            "p = build_parser('analyze'); "
            "print(sorted(m for m in sys.modules if m.startswith('automatch.cli.') "
            "and m.endswith('_cmd'))); "
            "full = build_parser(); "
            "print(sorted(full._subparsers._group_actions[0].choices) == sorted(COMMANDS))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.splitlines()
    loaded = out[0]
    assert "automatch.cli.analyze_cmd" in loaded
    for other in ("bench_cmd", "validate_cmd", "sweep_cmd", "archspec_cmd", "warm_cmd"):
        assert other not in loaded
    assert out[1] == "True"
