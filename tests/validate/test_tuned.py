"""``validate.tuned.with_tuned``: a restructured program's result attached to a record,
hand-built records and run results (no programs run here; the end-to-end path is in
test_corpus_validate.py)."""

from __future__ import annotations

import copy
import dataclasses
from pathlib import Path

import pytest

from automatch.arch import find_specs
from automatch.arch.spec import ArchSpec
from automatch.errors import InputError
from automatch.validate.measure import RunResult, Timing
from automatch.validate.tuned import TunedReference, with_tuned


def _cpu(name: str, cores: int) -> ArchSpec:
    """A shipped CPU spec renamed, with ``cores`` cores."""
    cpu = next(s for s in find_specs() if s.kind == "cpu")
    return dataclasses.replace(cpu, name=name, cores=cores)


def _doc(measured: dict | None) -> dict:
    return {"name": "k", "checksums": {"sequential": "1.0e+00"},
            "devices": {"here": {"measured": measured,
                                 "predicted": {"default": {"time_s": 0.004}}}}}


TUNED = TunedReference(Path("/x/k_tuned_omp.c"), "blocked", runs={})


def test_timing_and_comparison():
    doc = _doc(Timing((0.012, 0.010), "k_omp", (0, 0)).to_dict())
    res = {2: RunResult(Timing((0.003, 0.002, 0.0025), "k_tuned", (0, 0, 0)), "1.0e+00")}
    out = with_tuned(doc, TUNED, res, [_cpu("here", 2)], ("default",))
    t = out["devices"]["here"]["tuned"]
    assert t["source"] == "k_tuned_omp.c" and t["note"] == "blocked"
    assert t["measured"]["measured_s"] == 0.002 and t["checksum_agrees"] is True
    assert t["reference_over_tuned"] == pytest.approx(0.010 / 0.002)
    assert t["comparison"]["default"]["relative_error"] == pytest.approx((0.004 - 0.002) / 0.002)
    assert t["comparison"]["default"]["upper_bound"] is False
    assert "tuned" not in doc["devices"]["here"]  # the input record is left as it was
    assert "attainable" not in t or t["attainable"] == {}  # no lower bound in this record


def test_restructured_program_is_judged_against_attainable():
    doc = _doc(Timing((0.010,), "k_omp", (0,)).to_dict())
    doc["devices"]["here"]["predicted"]["default"]["time_low_s"] = 0.0016
    res = {2: RunResult(Timing((0.002,), "k_tuned", (0,)), "1.0e+00")}
    t = with_tuned(doc, TUNED, res, [_cpu("here", 2)], ("default",))["devices"]["here"]["tuned"]
    att = t["attainable"]["default"]
    assert att["time_s"] == 0.0016
    assert att["tuned_over_attainable"] == pytest.approx(0.002 / 0.0016)  # 1.25: within 1.5x


def test_a_failed_rewrite_is_recorded_not_raised():
    doc = _doc(Timing((0.01,), "k_omp", (0,)).to_dict())
    res = {2: RunResult(None, None, InputError("k_tuned_omp exited with status 3"))}
    t = with_tuned(doc, TUNED, res, [_cpu("here", 2)], ("default",))["devices"]["here"]["tuned"]
    assert t["error"].startswith("InputError: k_tuned_omp exited") and "measured" not in t


def test_only_measured_cpu_devices_get_it():
    doc = _doc(None)  # the device was not measured here
    before = copy.deepcopy(doc)
    res = {2: RunResult(Timing((0.002,), "k_tuned", (0,)), "2.0e+00")}
    assert with_tuned(doc, TUNED, res, [_cpu("here", 2)], ("default",)) == before
    doc = _doc(Timing((0.01,), "k_omp", (0,)).to_dict())
    other = with_tuned(doc, TUNED, res, [_cpu("here", 4)], ("default",))  # no 4-thread run
    assert "tuned" not in other["devices"]["here"]
    mism = with_tuned(doc, TUNED, res, [_cpu("here", 2)], ("default",))
    assert mism["devices"]["here"]["tuned"]["checksum_agrees"] is False


def test_a_rewrite_that_did_not_build_is_recorded():
    doc = _doc(Timing((0.01,), "k_omp", (0,)).to_dict())
    broken = TunedReference(Path("/x/k_tuned_omp.c"), "blocked", {},
                            error="InputError: compilation failed: k_tuned_omp.c:3: error")
    t = with_tuned(doc, broken, {}, [_cpu("here", 2)], ("default",))["devices"]["here"]["tuned"]
    assert t == {"source": "k_tuned_omp.c", "note": "blocked",
                 "error": "InputError: compilation failed: k_tuned_omp.c:3: error"}
