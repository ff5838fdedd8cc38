"""Throughput of division, sqrt, libm exp/log and a scalar add (automatch/arch/bench/ops.py).

The fit is pure and tested on hand-written raw records; one real measurement on this
machine, with a tiny iteration count, checks only that the figures are positive,
finite and that division and sqrt are slower than an add (no timing thresholds).
"""

from __future__ import annotations

import json
import math
import shutil
from pathlib import Path

import pytest

from automatch.arch.bench import ops as bench_ops
from automatch.arch.fit.cpu import spec_from_measurements
from automatch.arch.spec.files import (
    load_spec,
    parse_spec_text,
    spec_to_toml,
    validate_document,
)
from automatch.arch.spec.search import shipped_specs_dir
from automatch.errors import InputError

needs_cc = pytest.mark.skipif(
    not any(shutil.which(c) for c in ("cc", "gcc", "clang")), reason="no C compiler"
)

PER = 256
SHIPPED = shipped_specs_dir()
assert SHIPPED is not None


def _raw(seconds_per_op: dict[str, list[float]], iters: int = 10) -> dict:
    """A raw record as measure_ops writes it, from seconds per operation."""
    return {
        "kernel": "test",
        "ops_per_iter": PER,
        "ops": {
            op: {"iters": iters, "seconds": [s * iters * PER for s in secs]}
            for op, secs in seconds_per_op.items()
        },
    }


RECORD = _raw(
    {
        "div": [2.0e-9, 2.2e-9, 1.9e-9],
        "sqrt": [3.0e-9, 3.0e-9, 3.3e-9],
        "exp": [6.0e-9, 5.0e-9, 5.5e-9],
        "log": [7.0e-9, 7.0e-9, 7.0e-9],
        "add": [2.0e-10, 2.5e-10, 2.0e-10],
    }
)


def test_fit_ops_gives_median_seconds_per_op_and_spread():
    m = bench_ops.fit_ops(RECORD)
    assert set(m) == set(bench_ops.OP_FIELDS.values())
    assert m["throughput_div_s"].median == pytest.approx(2.0e-9)
    assert m["throughput_div_s"].spread == pytest.approx((2.2 - 1.9) / 2.0)
    assert m["throughput_libm_s"].median == pytest.approx(5.5e-9)  # exp, not log
    assert m["throughput_log_s"].median == pytest.approx(7.0e-9)
    assert m["throughput_scalar_flop_s"].median == pytest.approx(2.0e-10)
    assert m["throughput_sqrt_s"].n == 3
    # the per-call op count matters: twice the passes, same seconds = half per op
    twice = json.loads(json.dumps(RECORD))
    twice["ops"]["div"]["iters"] *= 2
    assert bench_ops.fit_ops(twice)["throughput_div_s"].median == pytest.approx(1.0e-9)


def test_fit_ops_refuses_an_empty_record_and_skips_unknown_ops():
    bad = json.loads(json.dumps(RECORD))
    bad["ops"]["div"]["seconds"] = []
    with pytest.raises(ValueError, match="div"):
        bench_ops.fit_ops(bad)
    extra = json.loads(json.dumps(RECORD))
    extra["ops"]["tan"] = {"iters": 1, "seconds": [1.0]}
    assert set(bench_ops.fit_ops(extra)) == set(bench_ops.OP_FIELDS.values())


def test_spec_fields_warnings_and_notes():
    m = bench_ops.fit_ops(RECORD)
    assert bench_ops.spec_fields(m) == {
        "throughput_div_s": pytest.approx(2.0e-9),
        "throughput_sqrt_s": pytest.approx(3.0e-9),
        "throughput_libm_s": pytest.approx(5.5e-9),
        "throughput_scalar_flop_s": pytest.approx(2.0e-10),
    }
    assert bench_ops.ops_warnings(m) == []
    (note,) = bench_ops.ops_notes(m)
    assert "div 10.0, sqrt 15.0, exp 27.5, log 35.0" in note
    # a "division" as fast as an add was vectorised or eliminated: flagged
    fast = bench_ops.fit_ops(_raw({"div": [1e-10], "sqrt": [3e-9], "add": [2e-10]}))
    (w,) = bench_ops.ops_warnings(fast)
    assert w.startswith("throughput_div_s")
    assert bench_ops.spec_fields({}) == {} and bench_ops.ops_notes({}) == []


def test_spec_from_measurements_carries_the_throughputs():
    raw = json.loads(((Path(__file__).resolve().parents[2]) / "microbench/results/vm-20261122T024355Z.json").read_text())
    old, _ = spec_from_measurements(raw, name="x")  # a run from before: fields absent
    assert old.throughput_div_s is None and old.throughput_scalar_flop_s is None
    raw["op_throughput"] = RECORD
    spec, _ = spec_from_measurements(raw, name="x")
    assert spec.throughput_div_s == pytest.approx(2.0e-9)
    assert spec.throughput_sqrt_s == pytest.approx(3.0e-9)
    assert spec.throughput_libm_s == pytest.approx(5.5e-9)
    assert spec.throughput_scalar_flop_s == pytest.approx(2.0e-10)
    assert spec.extra["measured"]["throughput_log_s"]["median"] == pytest.approx(7.0e-9)
    assert "In scalar adds: div 10.0" in spec.provenance.notes
    # written and read back: the [throughput] table round-trips
    text = spec_to_toml(spec)
    assert "[throughput]" in text
    back = parse_spec_text(text)
    assert back == spec and back.throughput_sqrt_s == spec.throughput_sqrt_s


def test_old_spec_files_load_and_bad_throughputs_are_refused(valid_doc):
    # the table is optional: a file without it loads with the fields None
    doc = {k: v for k, v in valid_doc.items() if k != "throughput"}
    validate_document(doc, "x.toml")
    for path in sorted(SHIPPED.glob("*.toml")):
        spec = load_spec(path)
        fields = [getattr(spec, f) for f in bench_ops.SPEC_FIELDS]
        assert all(v is None or v > 0 for v in fields), path.name
    for bad, msg in (
        (-1.0, "throughput.throughput_div_s: expected a positive number"),
        (math.nan, "throughput.throughput_div_s: expected a finite number"),
        ("slow", "throughput.throughput_div_s: expected a positive number"),
    ):
        doc = dict(valid_doc, throughput={"throughput_div_s": bad})
        with pytest.raises(InputError, match=msg.replace(".", r"\.")):
            validate_document(doc, "x.toml")
    doc = dict(valid_doc, throughput={"throughput_tan_s": 1e-9})
    with pytest.raises(InputError, match="unknown key 'throughput_tan_s'"):
        validate_document(doc, "x.toml")


@needs_cc
def test_real_measurement_is_positive_finite_and_ordered(tmp_path):
    from automatch.arch.bench.cpukernels import Kernels, compile_kernels

    k = Kernels(compile_kernels(tmp_path))
    lines: list[str] = []
    raw = bench_ops.measure_ops(k, reps=5, iters=50, log=lines.append)
    assert set(raw["ops"]) == set(bench_ops.OP_FIELDS)
    assert all(len(r["seconds"]) == 5 for r in raw["ops"].values())
    m = bench_ops.fit_ops(raw)
    for key, s in m.items():
        assert math.isfinite(s.median) and s.median > 0, key
    assert lines and lines[0].startswith("operation throughput (1 core)")
    # Ordering on the fastest repetition: another process can only make a run slower,
    # so the minimum of 5 is what the core does. A division or sqrt as fast as a
    # scalar add means the compiler vectorised or dropped the kernel.
    per = raw["ops_per_iter"] * (50 // bench_ops.SUB_RUNS)
    fastest = {op: min(r["seconds"]) / per for op, r in raw["ops"].items()}
    assert fastest["div"] > fastest["add"]
    assert fastest["sqrt"] > fastest["add"]
    with pytest.raises(ValueError):
        bench_ops.measure_ops(k, reps=0)
