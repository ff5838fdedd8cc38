"""From a C file to the result JSON and plots, through the CLI as a user runs it."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from automatch.cli.main import main

ROOT = Path(__file__).resolve().parents[2]
KERNEL = ROOT / "tests" / "analyses" / "kernels" / "stencil2d.c"
SPECS = [str(ROOT / "archspecs" / "dev-host.toml"), str(ROOT / "archspecs" / "nvidia-h100-sxm5-80gb.toml")]

pytestmark = pytest.mark.skipif(not (shutil.which("clang-19") or shutil.which("clang")), reason="needs clang")


def test_analyze_c_file_to_json_and_plots(tmp_path, capsys):
    out = tmp_path / "result.json"
    plots = tmp_path / "plots"
    prof = tmp_path / "prof.json"
    rc = main(["analyze", str(KERNEL), "--kernel", "stencil2d", "--arch", *SPECS, "--json", str(out),
               "--plots", str(plots), "--save-profile", str(prof), "--quiet"])
    assert rc == 0
    printed = capsys.readouterr().out
    assert "dev-host" in printed and "nvidia-h100-sxm5-80gb" in printed
    doc = json.loads(out.read_text())
    assert doc["format_version"] >= 1
    p = doc["profile"]
    assert p["flops"]["total"] == 5 * 14 * 14 * 3 and p["depth"] == 15 and p["sync_points"] == 3
    preds = {d["device"]: d for d in doc["predictions"]}
    assert set(preds) == {"dev-host", "nvidia-h100-sxm5-80gb"}
    for d in preds.values():
        for key in ("time_s", "compute_s", "fast_memory_s", "slow_memory_s", "sync_s", "transfer_s",
                    "gflops", "bottleneck", "rank", "relative_cost"):
            assert key in d
        # compute overlaps the memory terms (ECM) where the spec's first level is an L1
        memory = d["fast_memory_s"] + d["slow_memory_s"]
        assert d["time_s"] >= (max(d["compute_s"], memory) + d["sync_s"]) * (1 - 1e-9)
        assert d["time_s"] <= (d["compute_s"] + memory + d["sync_s"] + d["transfer_s"]) * (1 + 1e-9)
        assert d["gflops"] == pytest.approx(p["flops"]["total"] / d["time_s"] / 1e9, rel=1e-6)
    assert sorted(d["rank"] for d in preds.values()) == [1, 2]
    assert sum(doc["partition"].values()) == pytest.approx(1.0)
    pngs = sorted(f.name for f in plots.glob("*.png"))
    svgs = sorted(f.name for f in plots.glob("*.svg"))
    assert len(pngs) >= 5 and len(svgs) == len(pngs)
    assert all((plots / f).stat().st_size > 1000 for f in pngs)
    # the saved profile predicts the same without a re-run
    out2 = tmp_path / "again.json"
    assert main(["predict", str(prof), "--arch", *SPECS, "--json", str(out2)]) == 0
    again = {d["device"]: d["time_s"] for d in json.loads(out2.read_text())["predictions"]}
    assert again == pytest.approx({k: v["time_s"] for k, v in preds.items()})
    # and a scheduler's view of the split
    assert main(["partition", str(prof), "--arch", *SPECS]) == 0
