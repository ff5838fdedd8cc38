"""Energy and cost per run (model/energy.py), --rank-by, the Pareto set (issue 15).

The hand-derived cases build the model's output (a Breakdown) by hand, so the power
rule is checked on numbers worked out below, independently of the EC model's terms;
the CLI case runs the real pipeline on the committed stencil workload.
"""

from __future__ import annotations

import dataclasses
import json
import math
import os
import subprocess
import sys
from pathlib import Path

import pytest

from automatch.arch.spec import ArchSpec, Provenance
from automatch.decide.rank import pareto_front, rank_by
from automatch.errors import InputError
from automatch.model.ec import Breakdown, LevelTerm
from automatch.model.energy import (
    IDLE_FRACTION_DEFAULT,
    MEMORY_POWER_FRACTION,
    SECONDS_PER_YEAR,
    CostAssumptions,
    EnergyCost,
    energy_cost,
)
from automatch.model.predict import Prediction

ROOT = Path(__file__).resolve().parents[2]


def _spec(
    name, kind, *, cores, pi0, beta_s, tdp, idle=None, price=None, hourly=None, lifetime=None
) -> ArchSpec:
    return ArchSpec(
        name=name,
        kind=kind,
        vendor="test",
        model=name,
        cores=cores,
        clock_hz=1e9,
        fma=True,
        vector_width_fp64=1,
        vector_width_fp32=1,
        peak_fp64_flops_per_s=cores * pi0,
        peak_fp32_flops_per_s=2 * cores * pi0,
        fast_memory_bytes=1 << 20,
        line_bytes=64,
        alpha_f_s=1e-9,
        beta_f_bytes_per_s=10 * beta_s,
        alpha_s_s=1e-7,
        beta_s_bytes_per_s=beta_s,
        sync_s=1e-6,
        provenance=Provenance(source="datasheet", reference="hand-built", notes="test"),
        tdp_w=tdp,
        price_usd=price,
        idle_w=idle,
        hourly_usd=hourly,
        lifetime_years=lifetime,
    )


def _breakdown(spec: ArchSpec, *, time_s, gflops, slow_bytes, bottleneck) -> Breakdown:
    """A hand-made model output: EC, the achieved GFLOP/s and the bytes the last memory
    level moves (the first level moves none)."""
    fast, slow = spec.levels
    return Breakdown(
        compute_s=time_s / 2,
        fast_memory_s=0.0,
        slow_memory_s=time_s / 2,
        sync_s=0.0,
        transfer_s=0.0,
        time_s=time_s,
        gflops=gflops,
        bottleneck=bottleneck,
        time_low_s=time_s,
        time_high_s=time_s,
        pi0_flops_per_s=spec.pi0("fp64"),
        cores=spec.cores,
        memory_levels=(
            LevelTerm(fast.name, 0.0, 0.0, fast.bandwidth_all_Bps, fast.capacity_bytes, 0.0),
            LevelTerm(
                slow.name,
                slow_bytes / 64,
                slow_bytes,
                slow.bandwidth_all_Bps,
                slow.capacity_bytes,
                slow_bytes / slow.bandwidth_all_Bps,
            ),
        ),
    )


# CPU: 8 cores x 1 Gflop/s = 8 Gflop/s peak, 10 GB/s, TDP 100 W, idle 20 W (spec),
# price 4000 USD over 4 years (spec). GPU: 1000 x 1 Gflop/s = 1 Tflop/s, 10 GB/s,
# TDP 300 W, no idle_w (default fraction), rented at 2 USD/hour.
CPU = _spec(
    "cpu-hand",
    "cpu",
    cores=8,
    pi0=1e9,
    beta_s=1e10,
    tdp=100.0,
    idle=20.0,
    price=4000.0,
    lifetime=4.0,
)
GPU = _spec("gpu-hand", "gpu", cores=1000, pi0=1e9, beta_s=1e10, tdp=300.0, hourly=2.0)


def test_compute_bound_cpu_by_hand():
    """1 ms at 6 GFLOP/s (a_c = 6/8 = 0.75) moving 1 MB from DRAM (1e6 / 1e10 = 0.1 ms:
    a_m = 0.1): u = 0.75 + 0.52 x 0.1 = 0.802; P = 20 + 80 x 0.802 = 84.16 W."""
    e = energy_cost(
        CPU, _breakdown(CPU, time_s=1e-3, gflops=6.0, slow_bytes=1e6, bottleneck="compute")
    )
    assert MEMORY_POWER_FRACTION["cpu"] == 0.52
    assert e.compute_activity == pytest.approx(0.75)
    assert e.memory_activity == pytest.approx(0.1)
    assert e.utilisation == pytest.approx(0.802)
    assert e.idle_source == "spec" and e.idle_w == 20.0
    assert e.power_w == pytest.approx(84.16)
    assert e.energy_j == pytest.approx(0.08416)
    # owned: 4000 USD x 1 ms / 4 years + 0.08416 J at 0.127 USD/kWh
    capital = 4000.0 * 1e-3 / (4 * 365.25 * 86400)
    electricity = 0.08416 / 3.6e6 * 0.127
    assert e.cost_basis == "owned"
    assert e.capital_usd == pytest.approx(capital)
    assert e.electricity_usd == pytest.approx(electricity)
    assert e.cost_usd == pytest.approx(capital + electricity)


def test_memory_bound_gpu_by_hand():
    """1 ms at 0.1 GFLOP/s (a_c = 1e-4) streaming 9 MB at 10 GB/s (a_m = 0.9):
    u = 1e-4 + 0.63 x 0.9 = 0.5671; idle = 0.5 x 300 = 150 W; P = 150 + 150 u."""
    e = energy_cost(
        GPU, _breakdown(GPU, time_s=1e-3, gflops=0.1, slow_bytes=9e6, bottleneck="slow_memory")
    )
    assert IDLE_FRACTION_DEFAULT == 0.5 and MEMORY_POWER_FRACTION["gpu"] == 0.63
    assert e.utilisation == pytest.approx(0.5671)
    assert e.idle_source == "default fraction" and e.idle_w == 150.0
    assert e.power_w == pytest.approx(150 + 150 * 0.5671)
    assert e.energy_j == pytest.approx((150 + 150 * 0.5671) * 1e-3)
    assert e.cost_basis == "hourly" and e.cost_usd == pytest.approx(2.0 * 1e-3 / 3600)


def test_memory_bound_draws_less_than_compute_bound():
    """The rule: on one device, for the same time, a kernel at peak flop rate draws TDP,
    one streaming at full bandwidth draws idle + m (TDP - idle), m < 1."""
    peak = energy_cost(
        CPU, _breakdown(CPU, time_s=1e-3, gflops=8.0, slow_bytes=0.0, bottleneck="compute")
    )
    stream = energy_cost(
        CPU, _breakdown(CPU, time_s=1e-3, gflops=0.0, slow_bytes=1e7, bottleneck="slow_memory")
    )
    assert peak.power_w == pytest.approx(100.0)
    assert stream.power_w == pytest.approx(20 + 80 * 0.52)
    assert stream.energy_j < peak.energy_j
    # activities above 1 (compute and memory both saturated) stay at TDP
    both = energy_cost(
        CPU, _breakdown(CPU, time_s=1e-3, gflops=8.0, slow_bytes=1e7, bottleneck="compute")
    )
    assert both.utilisation == 1.0 and both.power_w == pytest.approx(100.0)


def test_missing_figures_and_assumptions():
    bare = dataclasses.replace(CPU, tdp_w=None, idle_w=None, price_usd=None)
    e = energy_cost(
        bare, _breakdown(bare, time_s=1e-3, gflops=1.0, slow_bytes=0.0, bottleneck="compute")
    )
    assert e.energy_j is None and e.cost_usd is None and math.isinf(e.metric("energy"))
    no_life = dataclasses.replace(CPU, lifetime_years=None)
    a = CostAssumptions(electricity_usd_per_kwh=0.0, lifetime_years=2.0, busy_fraction=0.5)
    e2 = energy_cost(
        no_life,
        _breakdown(no_life, time_s=1e-3, gflops=1.0, slow_bytes=0.0, bottleneck="compute"),
        a,
    )
    assert e2.cost_usd == pytest.approx(4000.0 * 1e-3 / (2.0 * SECONDS_PER_YEAR * 0.5))
    with pytest.raises(InputError, match="busy_fraction"):
        CostAssumptions(busy_fraction=0.0)
    with pytest.raises(InputError, match="electricity"):
        CostAssumptions(electricity_usd_per_kwh=float("nan"))


def test_energy_cost_round_trip():
    e = energy_cost(
        CPU, _breakdown(CPU, time_s=1e-3, gflops=6.0, slow_bytes=1e6, bottleneck="compute")
    )
    assert EnergyCost.from_dict(json.loads(json.dumps(e.to_dict()))) == e
    a = CostAssumptions(0.2, 5.0, 0.7)
    assert CostAssumptions.from_dict(a.to_dict()) == a


def test_pareto_front_constructed():
    """(time, energy, cost): b is beaten by a everywhere; c is the cheapest; d ties a in
    time and energy but costs more; e has no energy or cost (inf) and is the fastest;
    f has no energy and is slower than a: dominated."""
    pts = {
        "a": (1.0, 10.0, 5.0),
        "b": (2.0, 11.0, 6.0),
        "c": (3.0, 12.0, 1.0),
        "d": (1.0, 10.0, 7.0),
        "e": (0.5, math.inf, math.inf),
        "f": (4.0, math.inf, 2.0),
    }
    assert pareto_front(pts) == ["a", "c", "e"]
    assert pareto_front({"x": (1.0, 1.0), "y": (1.0, 1.0)}) == ["x", "y"]  # ties: both
    assert pareto_front({}) == []


def test_rank_by_reorders_and_refuses_unknown_keys():
    preds = [
        Prediction(
            "fast-hot",
            "gpu",
            _breakdown(GPU, time_s=1e-3, gflops=1e3, slow_bytes=0.0, bottleneck="compute"),
            1,
            1.0,
        ),
        Prediction(
            "slow-cool",
            "cpu",
            _breakdown(CPU, time_s=2e-3, gflops=1.0, slow_bytes=0.0, bottleneck="compute"),
            2,
            2.0,
        ),
    ]
    specs = {
        "fast-hot": dataclasses.replace(GPU, name="fast-hot"),
        "slow-cool": dataclasses.replace(CPU, name="slow-cool"),
    }
    energy = {p.device: energy_cost(specs[p.device], p.breakdown) for p in preds}
    # GPU: u = 1e12/1e12 = 1 -> 300 W x 1 ms = 0.3 J; CPU: u = 1/8 -> 30 W x 2 ms = 0.06 J
    assert energy["fast-hot"].energy_j == pytest.approx(0.3)
    assert energy["slow-cool"].energy_j == pytest.approx(0.06)
    assert [p.device for p in rank_by(preds, energy, "time")] == ["fast-hot", "slow-cool"]
    by_e = rank_by(preds, energy, "energy")
    assert [(p.device, p.rank) for p in by_e] == [("slow-cool", 1), ("fast-hot", 2)]
    with pytest.raises(InputError, match="rank-by"):
        rank_by(preds, energy, "watts")


# ---------------------------------------------------------------- the real CLI


def _analyze(tmp_path, key):
    out = tmp_path / f"{key}.json"
    env = {
        **os.environ,
        "NUMBA_CACHE_DIR": os.environ.get("NUMBA_CACHE_DIR", "/tmp/automatch-numba-cache"),
        "COLUMNS": "80",
    }
    cmd = [
        sys.executable,
        "-m",
        "automatch.cli.main",
        "analyze",
        str(ROOT / "workloads/stencil/stencil.ll"),
        "--kernel",
        "stencil",
        "--input",
        str(ROOT / "workloads/stencil/inputs/small.bin"),
        "--arch",
        str(ROOT / "archspecs/nvidia-h100-sxm5-80gb.toml"),
        str(ROOT / "archspecs/nvidia-a100-sxm4-40gb.toml"),
        "--rank-by",
        key,
        "--json",
        str(out),
        "-q",
    ]
    if key == "energy":
        cmd += ["--plots", str(tmp_path / "plots")]
    proc = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=600)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout, json.loads(out.read_text())


@pytest.fixture(scope="module")
def stencil_runs(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("rank")
    return {k: _analyze(tmp, k) for k in ("time", "energy")}, tmp


def test_cli_rank_by_energy_on_stencil(stencil_runs):
    """The same profile ranked by time and by energy: the JSON order follows each key,
    the energy order is the order of energy_j, and the table prints that order."""
    runs, tmp = stencil_runs
    (text_t, doc_t), (text_e, doc_e) = runs["time"], runs["energy"]
    assert doc_e["format_version"] == 4 and doc_e["rank_by"] == "energy"
    preds = {p["device"]: p for p in doc_e["predictions"]}
    assert set(preds) == {"nvidia-h100-sxm5-80gb", "nvidia-a100-sxm4-40gb"}
    by_time = sorted(preds, key=lambda d: preds[d]["time_s"])
    by_energy = sorted(preds, key=lambda d: preds[d]["energy_j"])
    assert doc_t["ranking"] == by_time and doc_e["ranking"] == by_energy
    assert by_time != by_energy, "this input was chosen so that energy reorders the devices"
    for text, order in ((text_t, by_time), (text_e, by_energy)):
        lines = [ln for ln in text.splitlines() if any(d in ln for d in order)]
        table = [next(d for d in order if d in ln) for ln in lines]
        assert table[:2] == order, text
        assert max(len(ln) for ln in text.splitlines()) <= 80
    for p in preds.values():  # E = P x EC with P between idle and TDP
        e = p["energy"]
        assert e["energy_j"] == pytest.approx(e["power_w"] * p["time_s"])
        assert e["idle_w"] <= e["power_w"] <= e["tdp_w"]
    assert set(doc_e["pareto"]) <= set(preds) and doc_e["pareto"]
    for ext in ("png", "svg"):
        assert (tmp / "plots" / f"pareto.{ext}").stat().st_size > 1000


def test_result_json_round_trip(stencil_runs, tmp_path):
    from automatch.report.result_json import Result, read_result_json

    runs, tmp = stencil_runs
    doc = runs["energy"][1]
    res = Result.from_dict(doc)
    assert res.rank_by == "energy" and list(res.pareto) == doc["pareto"]
    assert {e.device for e in res.energy} == {p["device"] for p in doc["predictions"]}
    again = res.to_dict()
    again.pop("tool_version"), doc.pop("tool_version")
    assert json.loads(json.dumps(again)) == doc
    path = tmp_path / "r.json"
    path.write_text(json.dumps({**doc, "format_version": 2}))
    assert read_result_json(path).predictions  # a version 2 document still reads


def test_spec_files_with_the_new_fields_load(tmp_path):
    """idle_w, hourly_usd and lifetime_years load from TOML; shipped v2 files without
    them load unchanged; idle above TDP is refused."""
    from automatch.arch.spec.files import load_spec, spec_to_toml

    base = (ROOT / "archspecs/nvidia-h100-sxm5-80gb.toml").read_text()
    shipped = load_spec(ROOT / "archspecs/nvidia-h100-sxm5-80gb.toml")
    assert shipped.hourly_usd is None and shipped.lifetime_years is None
    text = base.replace("tdp_w = 700.0", "tdp_w = 700.0\nidle_w = 70.0").replace(
        "price_usd = 30000.0", "price_usd = 30000.0\nhourly_usd = 3.5\nlifetime_years = 5.0"
    )
    f = tmp_path / "h.toml"
    f.write_text(text)
    spec = load_spec(f)
    assert (spec.idle_w, spec.hourly_usd, spec.lifetime_years) == (70.0, 3.5, 5.0)
    f.write_text(spec_to_toml(spec))
    assert load_spec(f) == spec
    f.write_text(base.replace("tdp_w = 700.0", "tdp_w = 700.0\nidle_w = 800.0"))
    with pytest.raises(InputError, match="idle_w"):
        load_spec(f)


def test_terminal_table_with_energy_fits_80_columns():
    """Every shipped spec, ranked by cost, at 80 columns: one line per device with its
    whole name, energy and cost columns present."""
    from rich.console import Console

    from automatch.arch import find_specs
    from automatch.decide.rank import energy_costs
    from automatch.model.predict import predict
    from automatch.report.terminal import render_report

    sys.path.insert(0, str(ROOT / "tests"))
    from model.am_builders import make_profile

    prof = make_profile()
    specs = find_specs()
    preds = predict(prof, specs)
    energy = energy_costs(preds, specs)
    console = Console(width=80, record=True, force_terminal=False)
    render_report(
        prof, rank_by(preds, energy, "cost"), None, console, energy=energy, rank_by="cost"
    )
    text = console.export_text()
    section = text.split("Predicted best parallel implementation (by cost)")[1].split("EC terms")[0]
    assert "energy" in section and "cost $" in section
    assert max(len(ln) for ln in text.splitlines()) <= 80
    for s in specs:
        assert sum(1 for ln in section.splitlines() if s.name in ln.split()) == 1, section
