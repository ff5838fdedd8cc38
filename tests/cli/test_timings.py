"""``--timings`` (issue 14): it prints every phase of a run to stderr and keeps the
pipeline's phases in the saved profile's ``extra["timings"]`` (names only: no timing
thresholds); a profile made with it has the same W, D, S, f_v, loops and reuse as one
made without; ``automatch.timings`` records nothing unless started."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from automatch import timings

ROOT = Path(__file__).resolve().parents[2]
KERNELS = ROOT / "workloads" / "kernels"
GEMM = KERNELS / "gemm" / "gemm.c"
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
