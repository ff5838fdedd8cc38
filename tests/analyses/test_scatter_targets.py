"""The targets of reductions through memory (``LoopProfile.reduction_target_bytes``) and
the private copies or atomic updates the model charges for them (model/privatise.py).

Kernel: ``kernels/scatter.c`` (loops found by their ``loop:`` markers). Hand-derived:
- ``scatter``: ``y[col[i]] += v[i]`` with col[i] = 7i mod 997 over 4096 i: columns
  0..996 are hit (7 and 997 are coprime), 997..999 never: 997 doubles, 7976 bytes;
- ``hist`` in ``steps``: ``bins[key[i]] += 1``, key[i] = 31i mod 300 hits all 300 ints
  (1200 bytes) in each of the 3 steps; ``reset`` rewrites them with plain stores in
  between, so each step's first update of a bin counts again: 3600 bytes over 3
  instances; ``steps`` holds it (nested loops count): 3600;
- ``sum``: ``total[0] += v[i]``, one double: 8 bytes;
- ``bytes``: a char histogram, ``cbins[key[i] & 63] += 1``, which C computes in int
  and truncates (the analysed IR: load i8, sext, add i32, trunc, store i8): still a
  reduction (arithmetic modulo 256), replayed on a byte-mode page; key[i] & 63 takes all
  64 values: 64 bytes;
- ``shorts``: ``sbins[key[i] & 15] += 3`` on unsigned shorts (zext, add, trunc): a
  reduction, 16 shorts, 32 bytes;
- ``floats``: ``fbins[key[i] & 63] += 0.5 * v[i]`` on floats, which C computes in
  double (fpext, fmul, fadd, fptrunc): a reduction, 64 floats, 256 bytes;
- ``maxbin``: ``if (v[i] > dmax[k]) dmax[k] = v[i]``, k = key[i] & 31: a max kept in
  memory by a guarded store (C reloads v[i] and recomputes the address in the
  assignment), a reduction; every bin gets a positive v: 32 doubles, 256 bytes;
- ``maxptr``: the same through a pointer argument, ``*out``: a reduction, 8 bytes;
- ``notmax``: ``if (v[i] > d[k]) d[k] = 2 * v[i]`` stores something else than it
  compared: no selection, a sequential loop, 0;
- ``plain``: ``p[k] = p[k] + v[i]``, k = key[i] & 15, not a compound assignment: C
  evaluates the index twice (two loads of key[i] with nothing stored between), the
  same update as ``+=``: 16 doubles, 128 bytes;
- ``fmaxbin``: ``f[k] = fmax(f[k], v[i])`` (llvm.maxnum): a selection, 128 bytes;
- ``ternbin``: ``t[k] = t[k] > v[i] ? t[k] : v[i]`` (a phi of a reload of t[k] and of
  v[i] after the branch): a selection, 128 bytes;
- ``ternelse``: ``t[k] = t[k] > v[i] ? v[i] : t[k] + v[i]``: not a selection, sequential;
- ``halve``: ``cbins[k] = cbins[k] / 2``: a division, no reduction (sequential), 0;
- ``zero``, ``reset``: plain stores, no reduction: 0.
Which loops get copies: the outermost loops that run in parallel with reductions through
memory: ``scatter``, ``sum``, ``bytes``, ``shorts``, ``floats``, ``maxbin``,
``maxptr``, ``plain``, ``fmaxbin`` and ``ternbin`` (``hist`` runs inside the parallel ``steps``
loop: one thread's share of the steps, one copy; ``steps`` carries only output
dependences).
"""

from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path

import pytest

from automatch.arch import find_specs
from automatch.model.ec import ModelOptions
from automatch.model.implementation import device_model
from automatch.model.privatise import (
    atomic_time_s,
    atomic_update_s,
    privatise_time_s,
    privatised_loops,
)
from automatch.pipeline import AnalysisOptions, profile_program
from tests.source_markers import marked_loop

SCATTER = Path(__file__).parent / "kernels" / "scatter.c"
pytestmark = pytest.mark.skipif(not (shutil.which("clang-19") or shutil.which("clang")),
                                reason="needs clang")


@pytest.fixture(scope="module")
def prof():
    run = profile_program(str(SCATTER), AnalysisOptions(kernel="kernel"))
    assert run.native_stdout == run.instrumented_stdout
    return run.profile


def loop(prof, marker: str):
    return marked_loop(prof, SCATTER, marker)


def test_target_bytes(prof):
    got = {m: loop(prof, m).reduction_target_bytes
           for m in ("zero", "scatter", "steps", "reset", "hist", "sum", "bytes", "shorts",
                     "floats", "maxbin", "maxptr", "notmax", "plain", "fmaxbin", "ternbin",
                     "ternelse", "halve")}
    assert got == {"zero": 0, "scatter": 7976, "steps": 3600, "reset": 0, "hist": 3600,
                   "sum": 8, "bytes": 64, "shorts": 32, "floats": 256, "maxbin": 256,
                   "maxptr": 8, "notmax": 0, "plain": 128, "fmaxbin": 128, "ternbin": 128,
                   "ternelse": 0, "halve": 0}
    for m in ("maxbin", "maxptr", "plain", "fmaxbin", "ternbin"):
        lp = loop(prof, m)
        assert lp.kind == "reduction" and lp.carried_raw == 0 and lp.reduction_raw > 0, m
    assert loop(prof, "notmax").kind == "sequential"
    assert loop(prof, "ternelse").kind == "sequential"
    assert loop(prof, "hist").instances == 3 and loop(prof, "steps").kind == "parallel"
    b = loop(prof, "bytes")
    assert b.kind == "reduction" and b.carried_raw == 0 and b.reduction_raw == 4096 - 64
    h = loop(prof, "halve")
    assert h.kind == "sequential" and h.carried_raw == 4096 - 64 and h.reduction_raw == 0


def test_privatised_loops(prof):
    assert {lp.id for lp in privatised_loops(prof)} == {
        loop(prof, m).id for m in ("scatter", "sum", "bytes", "shorts", "floats", "maxbin",
                                   "maxptr", "plain", "fmaxbin", "ternbin")}


TARGETS = (7976, 8, 64, 32, 256, 256, 8, 128, 128, 128)  # the privatised loops' bytes


def _cpu(**kw):
    cpu = next(s for s in find_specs() if s.kind == "cpu")
    return dataclasses.replace(cpu, **kw)


def test_privatise_time_hand_computed(prof):
    spec = _cpu(first_touch_bytes_per_s=1e9)
    levels = spec.levels
    first = levels[0]  # 2 copies of 7976 B (and 8 B) fit the first level of any CPU
    assert 3 * 7976 <= first.capacity_bytes * (1 if first.shared else 2)
    bw = first.bandwidth_all_Bps
    want = sum(t / 1e9 + 4 * t / bw for t in TARGETS)  # touch + (t + 2) T merged, t = 2
    assert privatise_time_s(prof, spec, 2) == pytest.approx(want)
    # without a first-touch figure: the copies written at the level's bandwidth
    plain = _cpu(first_touch_bytes_per_s=None)
    assert privatise_time_s(prof, plain, 2) == pytest.approx(sum(6 * t / bw for t in TARGETS))
    assert privatise_time_s(prof, spec, 1) == 0.0  # one thread keeps the target
    gpu = next(s for s in find_specs() if s.kind == "gpu")
    assert privatise_time_s(prof, gpu, 1024) == 0.0  # atomics on a GPU


def test_in_the_estimate_not_in_the_bound(prof):
    spec = _cpu(first_touch_bytes_per_s=1e6)  # slow enough to show in the sum
    m = device_model(prof, spec)
    bd = m.breakdown()
    if bd.implementation == "sequential":
        assert bd.privatise_s == 0.0  # one core: no copies
        m = m.alternative
        bd = m.breakdown()
    assert bd.privatise_s == pytest.approx(privatise_time_s(prof, spec, m.threads_used))
    assert bd.privatise_s > 0
    assert m.terms(1.0, bound=True)["privatise"] == 0.0
    assert bd.time_s >= bd.privatise_s


CURVE = ((64.0, 16e-9), (1024.0, 8e-9), (16384.0, 4e-9))  # a made-up measured curve


def test_atomic_update_read_log_linearly_at_the_target_size():
    spec = _cpu(atomic_update_curve=CURVE)
    assert atomic_update_s(spec, 8) == 16e-9  # below the first size: its figure
    assert atomic_update_s(spec, 64) == pytest.approx(16e-9)
    assert atomic_update_s(spec, 256) == pytest.approx(12e-9)  # half way in log2 bytes
    assert atomic_update_s(spec, 4096) == pytest.approx(6e-9)
    assert atomic_update_s(spec, 1 << 30) == 4e-9  # past the last: its figure
    assert atomic_update_s(_cpu(atomic_update_curve=()), 256) == 0.0  # not measured


def test_atomic_time_hand_computed(prof):
    spec = _cpu(atomic_update_curve=CURVE)
    loops = privatised_loops(prof)
    # each loop's updates after every slot's first, split over 2 threads, at a(T)
    want = sum(lp.reduction_raw / 2 * atomic_update_s(spec, lp.reduction_target_bytes)
               for lp in loops)
    assert all(lp.instances == 1 for lp in loops)
    b = loop(prof, "bytes")  # 4096 - 64 updates into 64 bytes: 16 ns each
    assert b.reduction_raw / 2 * atomic_update_s(spec, 64) == pytest.approx(2016 * 16e-9)
    assert atomic_time_s(prof, spec, 2) == pytest.approx(want) and want > 0
    assert atomic_time_s(prof, spec, 1) == 0.0
    gpu = next(s for s in find_specs() if s.kind == "gpu")
    assert atomic_time_s(prof, gpu, 1024) == 0.0


def test_atomic_scatter_replaces_the_copies_and_stays_parallel(prof):
    spec = _cpu(atomic_update_curve=((64.0, 1e-6), (16384.0, 1e-6)), first_touch_bytes_per_s=1e9)
    m = device_model(prof, spec, ModelOptions(scatter="atomic"))
    bd = m.breakdown()
    # 1 us an update makes the parallel code far slower than one core; it is what was
    # written, so it is the prediction
    assert bd.implementation == "parallel" and m.alternative is None
    assert bd.privatise_s == 0.0
    assert bd.atomic_s == pytest.approx(atomic_time_s(prof, spec, m.threads_used))
    assert bd.time_s >= bd.atomic_s > 0
    assert m.terms(1.0, bound=True)["atomic"] == 0.0
    private = device_model(prof, spec, ModelOptions()).breakdown()
    assert private.atomic_s == 0.0
    assert ModelOptions.from_dict(ModelOptions(scatter="atomic").to_dict()).scatter == "atomic"
    assert "scatter" not in ModelOptions().to_dict()


def test_advice_names_heavy_atomics_and_specs_without_the_curve(prof):
    from automatch.decide.advice import _ms, advice
    from automatch.model.predict import predict

    slow = _cpu(name="slow", atomic_update_curve=((64.0, 1e-6), (16384.0, 1e-6)))
    bare = _cpu(name="bare", atomic_update_curve=())
    opts = ModelOptions(scatter="atomic")
    preds = predict(prof, [slow, bare], options=opts)
    text = advice(prof, preds, [slow, bare], options=opts)
    assert any(t.startswith("bare: the spec has no atomic_update_curve") for t in text)
    (heavy,) = [t for t in text if t.startswith("slow: the atomic updates")]
    private = predict(prof, [slow], options=ModelOptions())[0].breakdown.time_s
    assert f"private copies (reduction(+: target[:n])) predict {_ms(private)}" in heavy
    # the default (private copies) says nothing of atomics
    plain = advice(prof, predict(prof, [slow, bare]), [slow, bare])
    assert not any("atomic" in t for t in plain)
