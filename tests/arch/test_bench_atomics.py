"""The cost of `omp atomic` increments into a shared table (automatch/arch/bench/atomics.py)
and the spec's ``[sync] atomic_update_curve`` it fills.

The fit is pure and tested on a hand-written raw record; one real measurement on this
machine, with few updates, checks only that every figure is positive and finite and
that an atomic increment costs more than the table's plain one-thread increment would
need at one a cycle (no timing thresholds beyond that).
"""

from __future__ import annotations

import json
import math
import shutil
from pathlib import Path

import pytest

from automatch.arch.bench import atomics
from automatch.arch.fit.cpu import spec_from_measurements
from automatch.arch.spec.files import parse_spec_text, spec_to_toml, validate_document
from automatch.errors import InputError

needs_cc = pytest.mark.skipif(
    not any(shutil.which(c) for c in ("cc", "gcc", "clang")), reason="no C compiler"
)

RECORD = {
    "kernel": "test",
    "threads": 2,
    "updates": 100,
    "table_bytes": [64, 1024, 16384],
    "seconds_per_update": [[16e-9, 15e-9, 18e-9], [20e-9, 19e-9, 21e-9], [6e-9, 6e-9, 7e-9]],
}
OLD_RUN = Path(__file__).resolve().parents[2] / "microbench/results/vm-20261122T024355Z.json"


def _flat(curve) -> list[float]:
    return [x for point in curve for x in point]


def test_fit_gives_medians_per_size_and_the_curve():
    pts = atomics.fit_atomics(RECORD)
    assert [b for b, _ in pts] == [64, 1024, 16384]
    assert [st.median for _, st in pts] == pytest.approx([16e-9, 20e-9, 6e-9])
    assert _flat(atomics.spec_curve(pts)) == pytest.approx([64, 16e-9, 1024, 20e-9, 16384, 6e-9])
    (note,) = atomics.atomics_notes(pts, 2)
    assert "64 B 16.00 ns" in note and "16 KiB 6.00 ns" in note
    assert atomics.fit_atomics(None) == [] and atomics.spec_curve([]) == ()
    assert atomics.atomics_notes([], 2) == []


def test_spec_from_measurements_carries_the_curve_and_it_round_trips():
    raw = json.loads(OLD_RUN.read_text())
    old, _ = spec_from_measurements(raw, name="x")  # a run from before: no curve
    assert old.atomic_update_curve == ()
    assert "atomic_update_curve" not in spec_to_toml(old)
    raw["atomic"] = RECORD
    spec, _ = spec_from_measurements(raw, name="x")
    assert _flat(spec.atomic_update_curve) == pytest.approx([64, 16e-9, 1024, 20e-9, 16384, 6e-9])
    assert "atomic_update_curve: 2 threads" in spec.provenance.notes
    text = spec_to_toml(spec)
    assert "atomic_update_curve" in text
    back = parse_spec_text(text)
    assert back == spec


def test_bad_curves_are_refused(valid_doc):
    for bad, msg in (
        ([[64, 1e-8], [64, 2e-8]], "table bytes increasing"),
        ([[64, 1e-8], [1024, -1.0]], "expected a positive number"),
        ([[64, 1e-8], [1024, math.inf]], "finite"),
        ([[64, 1e-8]], "atomic_update_curve"),
    ):
        doc = dict(valid_doc, sync=dict(valid_doc["sync"], atomic_update_curve=bad))
        with pytest.raises(InputError, match=msg):
            validate_document(doc, "x.toml")


@needs_cc
def test_real_measurement_is_positive_and_above_a_cycle(tmp_path):
    from automatch.arch.bench.cpukernels import Kernels, compile_kernels

    k = Kernels(compile_kernels(tmp_path))
    raw = atomics.measure_atomics(k, reps=2, threads=2, quick=True)
    assert raw["table_bytes"] == list(atomics.TABLE_BYTES)
    pts = atomics.fit_atomics(raw)
    assert len(pts) == len(atomics.TABLE_BYTES)
    for b, st in pts:  # a locked add takes well over one cycle (< 1 ns on any host)
        assert math.isfinite(st.median) and st.median > 1e-9, b
