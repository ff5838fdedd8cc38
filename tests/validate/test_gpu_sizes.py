"""The large size of ``validate --gpu`` (issue 46): every GPU-validated item has one,
and each is estimated >= 1 ms from the committed H200 run (validation/gpu/sizes.toml)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from automatch.errors import InputError
from automatch.validate.gpu import sizes as gpu_sizes

ROOT = Path(__file__).resolve().parents[2]
H200 = ROOT / "validation/results/gpu-nvidia-h200/validation.json"


def test_every_item_has_a_large_size_estimated_over_a_millisecond():
    doc = json.loads(H200.read_text())
    est = gpu_sizes.estimates(doc)
    assert len(est) == len(doc["items"]) == 25
    for name, e in est.items():
        if e["same"]:
            assert e["measured_s"] >= 1e-3, name  # already over a millisecond, measured
        else:
            assert e["work_ratio"] > 1.0 and e["estimate_s"] >= 1.5e-3, (name, e)
    sizes = gpu_sizes.load_sizes()
    for e in sizes.values():  # within an H100's 80 GB (and the host's copy)
        assert e.same or 0 < e.footprint_mb <= 8000, e.name


def test_work_ratios_of_the_workloads_match_their_generators():
    """The workloads' work_ratio is the generator's sizes' ratio (time steps x points)."""
    import importlib.util

    sizes = gpu_sizes.load_sizes()
    steps = {"stencil": 3, "hotspot": 2, "minighost": 3, "lbm": 3, "srad": 2}
    for name, last in steps.items():
        spec = importlib.util.spec_from_file_location(
            f"gen_{name}", ROOT / "workloads" / name / "gen_input.py"
        )
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        e = sizes[("workload", name)]
        big, val = mod.SIZES[e.generator_size], mod.SIZES["validate"]
        prod = 1.0
        for a, b in zip(big[: last + 1], val[: last + 1], strict=True):
            prod *= a / b
        assert e.work_ratio == pytest.approx(prod, rel=0.01), name


def test_work_expression():
    assert gpu_sizes.work_of("a0**2*a1", ("3", "4")) == 36.0
    for bad in ("__import__('os')", "a5", "a0.real", "1 +"):
        with pytest.raises(InputError, match="work expression"):
            gpu_sizes.work_of(bad, ("3",))


def test_missing_entry_names_the_file(tmp_path):
    p = tmp_path / "s.toml"
    p.write_text('[kernel.gemm]\nargs = ["10"]\nwork = "a0"\n[workload.x]\nwork_ratio = 2\n')
    with pytest.raises(InputError, match=r"\[workload.x\] needs generator_size"):
        gpu_sizes.load_sizes(p)
    p.write_text('[kernel.gemm]\nargs = ["10"]\n')
    with pytest.raises(InputError, match="no large size"):
        gpu_sizes.item_size("corpus", "dot", gpu_sizes.load_sizes(p))
