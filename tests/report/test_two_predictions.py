"""Issue 42 item 1: every device has two named predictions, *as written* (the estimate,
``time_s``: what ranking and partitioning use) and *attainable* (the same schedule at the
device's limits, the model's roofline bound ``time_low_s``), in the result JSON, the
terminal report and the HTML report, and the advice says what closes a wide gap.

The profiles are hand-built (tests/model/am_builders.py); the attainable time is checked
against the roofline terms recomputed here (``DeviceModel.terms(bound=True)`` at the most
favourable f_v and f_im), and the reassociation's predicted time against a re-prediction
of the profile with its floating-point reductions reassociated.
"""

from __future__ import annotations

import dataclasses
import json
import sys
from pathlib import Path

import pytest
from am_builders import make_gpu, make_profile, make_spec
from rich.console import Console

from automatch.analyses.profile import LoopProfile
from automatch.decide.gap import GAP, gap_notes, reassociated
from automatch.model.implementation import device_model
from automatch.model.predict import predict
from automatch.report import write_outputs
from automatch.report.result_json import Result
from automatch.report.terminal import fmt_time

sys.path.insert(0, str(Path(__file__).parents[1] / "model"))

# a parallel loop of 100 iterations around a 500-link floating-point sum per iteration
# (tests/model/test_thread_chains.py): the sums' chains are most of the CPUs' time
OUTER = LoopProfile(
    id=0,
    function="k",
    line=1,
    depth=1,
    parent=-1,
    instances=1,
    iterations=100,
    kind="parallel",
    sync_kind="phase",
)
INNER = LoopProfile(
    id=1,
    function="k",
    line=2,
    depth=2,
    parent=0,
    instances=100,
    iterations=50_000,
    kind="reduction",
    register_recurrences=("reduction:fadd",),
    instructions=300_000,
)
CPU = dataclasses.replace(
    make_spec(), latency_add_s=3e-9, latency_fma_s=5e-9, reorder_buffer_uops=300
)
SPECS = [
    CPU,
    make_spec("cpu-b", cores=32, speed=2, fast_memory_bytes=2**14),
    make_gpu("gpu-x", cores=2048, speed=5, fast_memory_bytes=2**17, line_bytes=128),
]


def _nest(inner: LoopProfile = INNER):
    return make_profile(sync_points=0, loops=(OUTER, inner))


def _roofline(profile, spec) -> float:
    """The attainable time recomputed from the model's roofline terms."""
    m = device_model(profile, spec)
    return min(
        m.terms(f_v=fv, f_im=fi, bound=True)["time"]
        for fv in (profile.f_v, 1.0)
        for fi in (profile.f_im, 1.0)
    )


def test_two_predictions_in_the_json_terminal_and_html(tmp_path):
    from automatch.report.html import HtmlReport, render_html

    prof = _nest()
    console = Console(record=True, width=160)
    result = write_outputs(prof, SPECS, console=console, json_path=tmp_path / "r.json")
    doc = json.loads((tmp_path / "r.json").read_text())
    text = console.export_text()
    ranking = text.split("Predicted best parallel implementation")[1].split("EC terms")[0]
    assert set(doc["predictions_meaning"]) == {"as_written_s", "attainable_s"}
    for p, d in zip(result.predictions, doc["predictions"], strict=True):
        spec = next(s for s in SPECS if s.name == p.device)
        assert d["as_written_s"] == d["time_s"] == p.breakdown.time_s
        assert d["attainable_s"] == pytest.approx(_roofline(prof, spec), rel=1e-12)
        assert d["attainable_s"] <= d["as_written_s"]
        row = next(ln for ln in ranking.splitlines() if f" {p.device} " in ln)
        assert fmt_time(d["as_written_s"]) in row and fmt_time(d["attainable_s"]) in row
    assert "as written" in ranking and "attainable" in ranking
    assert "As written: " in text and "Attainable: the same schedule" in text
    # the CPU's sums: as written is the chains' 17 us and more; attainable far below
    cpu = next(d for d in doc["predictions"] if d["device"] == CPU.name)
    assert cpu["as_written_s"] > 50_000 * 3e-9 / (8 * 1.1)
    assert cpu["as_written_s"] > GAP * cpu["attainable_s"]
    html = render_html(HtmlReport(result=result, specs=tuple(SPECS)))
    assert ">as written<" in html and ">attainable<" in html and "id=meanings" in html
    assert fmt_time(cpu["attainable_s"]) in html
    # the document reads back with its gap notes
    back = Result.from_dict(doc)
    assert [g.transformation for g in back.gap] == [g.transformation for g in result.gap]


def test_a_dominant_reduction_chain_names_reassociation_with_its_predicted_time():
    prof = _nest()
    preds = predict(prof, SPECS)
    notes = [n for n in gap_notes(prof, preds, SPECS) if n.transformation == "reassociate"]
    assert {n.device for n in notes} == {CPU.name, "cpu-b"}  # the GPU's gap is narrow
    again = {p.device: p.time_s for p in predict(reassociated(prof), SPECS)}
    for n in notes:
        now = next(p for p in preds if p.device == n.device)
        assert n.predicted_s == again[n.device] < now.as_written_s
        assert n.predicted_s >= now.attainable_s * (1 - 1e-12)
    # the reassociated profile has no chain left to charge
    assert device_model(reassociated(prof), CPU).breakdown().thread_chain_s == 0
    console = Console(record=True, width=160)
    write_outputs(prof, SPECS, console=console)
    advice = console.export_text().split("Advice")[1]
    n = next(n for n in notes if n.device == CPU.name)
    assert "reassociating the floating-point reductions" in advice
    assert f"{CPU.name} predicted {fmt_time(n.predicted_s)}" in " ".join(advice.split())


def test_no_reassociation_without_a_chain():
    prof = _nest(dataclasses.replace(INNER, register_recurrences=()))
    notes = gap_notes(prof, predict(prof, SPECS), SPECS)
    assert not any(n.transformation == "reassociate" for n in notes)


def test_a_narrow_parallel_loop_names_collapsing():
    # 4 iterations of the parallel loop for 8 threads, each a 5,000-link sum: as written
    # 9.48 us, attainable 1.92 us (the DRAM level)
    outer = dataclasses.replace(OUTER, iterations=4)
    inner = dataclasses.replace(INNER, instances=4, iterations=20_000, instructions=120_000)
    prof = make_profile(sync_points=0, loops=(outer, inner))
    preds = predict(prof, [CPU])
    assert preds[0].as_written_s > GAP * preds[0].attainable_s
    notes = gap_notes(prof, preds, [CPU])
    (col,) = [n for n in notes if n.transformation == "collapse"]
    assert "4 iterations for 8 threads" in col.text and col.predicted_s is None
    assert f"up to the attainable {fmt_time(preds[0].attainable_s)}" in col.text
    # 8 iterations fill the 8 threads: nothing to collapse
    wide = make_profile(
        sync_points=0,
        loops=(dataclasses.replace(OUTER, iterations=8), dataclasses.replace(inner, instances=8)),
    )
    assert not any(
        n.transformation == "collapse" for n in gap_notes(wide, predict(wide, [CPU]), [CPU])
    )


def test_a_predicted_time_near_as_written_reads_as_no_gain():
    from automatch.decide.gap import NO_GAIN, GapNote

    same = GapNote("cpu", "reassociate", "reassociating", 1e-3, 2e-4, NO_GAIN * 1e-3)
    assert same.outcome.startswith("predicted no gain: ")
    gain = GapNote("cpu", "reassociate", "reassociating", 1e-3, 2e-4, 0.5e-3)
    assert gain.outcome.startswith("predicted ") and "no gain" not in gain.outcome
    assert GapNote("cpu", "block", "blocking", 1e-3, 2e-4).outcome.startswith(
        "up to the attainable"
    )
