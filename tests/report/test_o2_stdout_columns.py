"""Found by a verifier after issues 11 and 16 (the report's outputs): ``--cflags=-O2``
let LLVM inline the kernel into main before automatch saw the IR (clang now always stops
after its front end); ``analyze -o -`` printed the report onto the profile JSON on
stdout; the compact EC-terms table cut values and its header in 80 columns; predict and
partition took an absurd ``--granularity``."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from rich.console import Console

from tests.hostile.cli_case import assert_clean_exit, run_cli

KERNEL_C = """#include <stdio.h>
double kern(double *a, int n) { double s = 0; for (int i = 0; i < n; i++) s += a[i] * a[i]; return s; }
int main() { double a[50]; for (int i = 0; i < 50; i++) a[i] = i; printf("%f\\n", kern(a, 50)); }
"""
SPECS = ["dev-host", "nvidia-h100-sxm5-80gb"]


@pytest.fixture(scope="module")
def kernel_c(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("followups") / "k.c"
    path.write_text(KERNEL_C)
    return path


@pytest.fixture(scope="module")
def o2_run(kernel_c):
    """One analyze of the kernel at -O2 with the profile on stdout (-o -), the result
    JSON and plots in files."""
    folder = kernel_c.parent
    out = run_cli(
        [
            "analyze",
            kernel_c,
            "--kernel",
            "kern",
            "--cflags=-O2",
            "-o",
            "-",
            "--json",
            folder / "result.json",
            "--plots",
            folder / "plots",
        ]
    )
    return out, folder


# ---------------------------------------------------------------- -O2, stdout, 80 columns


def test_optimised_cflags_keep_the_kernel_and_stdout_holds_only_the_profile(o2_run):
    out, folder = o2_run
    assert out.returncode == 0, out.stderr
    profile = json.loads(out.stdout)["profile"]  # only the profile: the report went to stderr
    assert profile["kernel"] == "kern" and profile["flops"]["total"] == 100
    assert "Predicted best parallel implementation" in out.stderr
    result = json.loads((folder / "result.json").read_text())
    assert result["profile"]["flops"]["total"] == 100
    assert list((folder / "plots").iterdir())


def test_o3_with_json_on_stdout(kernel_c):
    out = run_cli(
        ["analyze", kernel_c, "--kernel", "kern", "--cflags=-O3", "--json", "-", "--arch", *SPECS]
    )
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["profile"]["flops"]["total"] == 100
    assert "EC terms" in out.stderr


def _render(profile_text: str, width: int, rename: str | None = None) -> tuple[str, list]:
    import dataclasses

    from automatch.analyses.profile_json import profile_from_dict
    from automatch.arch import find_specs
    from automatch.decide.partition import plan_partition
    from automatch.model.predict import predict
    from automatch.report.terminal import render_report

    prof = profile_from_dict(json.loads(profile_text))
    specs = find_specs()
    if rename:
        specs[0] = dataclasses.replace(specs[0], name=rename)
    predictions = predict(prof, specs, "default")
    console = Console(width=width, record=True, force_terminal=False)
    render_report(prof, predictions, plan_partition(prof, specs), console)
    return console.export_text(), predictions


@pytest.mark.parametrize("rename", [None, "a-user-spec-with-a-device-name-of-fifty-characters"])
def test_compact_tables_cut_no_value_at_80_columns(o2_run, rename):
    """Sub-nanosecond terms printed as '0.0694 ns' no longer fit: the compact tables use
    short times (69.4 ps) and fold only a device name too long for the terminal."""
    from automatch.report.terminal import fmt_time_short

    out, _ = o2_run
    assert out.returncode == 0, out.stderr
    text, predictions = _render(out.stdout, 80, rename)
    assert "…" not in text, text
    assert max(len(ln) for ln in text.splitlines()) <= 80
    terms = text.split("EC terms")[1].split("Partition")[0]
    assert re.search(r"compute\s+on-chip\s+off-chip\s+sync\s+transfer", terms), terms
    for p in predictions:
        bd = p.breakdown
        for value in (bd.compute_s, bd.fast_memory_s, bd.slow_memory_s, bd.sync_s):
            assert fmt_time_short(value) in terms
        assert len(fmt_time_short(bd.fast_memory_s)) <= 8


def test_short_times():
    from automatch.report.terminal import fmt_time_short

    assert fmt_time_short(6.94e-11) == "69.4 ps"
    assert fmt_time_short(0.99996) == "1 s"
    assert fmt_time_short(3830.0) == "3830 s"
    assert fmt_time_short(3.83e23) == "4e+23 s" and fmt_time_short(999999.7) == "1e+06 s"
    assert fmt_time_short(0.0) == "0 s" and fmt_time_short(float("inf")) == "inf"


@pytest.mark.parametrize("command", ["predict", "partition"])
def test_huge_granularity_is_refused_by_predict_and_partition(o2_run, tmp_path, command):
    """predict/partition take --granularity too: beyond 2^53 units the rounding loop
    of the partition is no longer exact (and may not end), so it is refused first."""
    out, _ = o2_run
    profile = tmp_path / "prof.json"
    profile.write_text(out.stdout)
    res = run_cli([command, profile, "--granularity", str(10**20), "--arch", "dev-host"])
    assert_clean_exit(res, code=2, message="--granularity")
