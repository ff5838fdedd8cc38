"""``run_validation`` on two small workloads (repetitions 1): a valid result document.

No timing thresholds: only the structure and the consistency of the fields. The GPU
path is exercised with a GPU spec on a machine whose GPU detection says no (forced),
and the CuPy timing runs only where a GPU is usable.
"""

from __future__ import annotations

import json
import math
import shutil

import pytest

from automatch.arch import find_specs
from automatch.validate import measure
from automatch.validate.harness import ValidationConfig, ValidationResult, run_validation
from automatch.validate.report import load_result, markdown, write_all

WORKLOADS = ("stencil", "minighost")


def _specs():
    try:
        cpu = find_specs(names=["dev-host"])
    except Exception:  # the host spec is written by `automatch bench cpu`
        pytest.skip("archspecs/dev-host.toml is not there (run `automatch bench cpu`)")
    gpu = find_specs(names=["nvidia-h100-sxm5-80gb"])
    return tuple(cpu + gpu)


@pytest.fixture(scope="module")
def result(tmp_path_factory):
    if shutil.which("gcc") is None or shutil.which("clang-19") is None:
        pytest.skip("gcc and clang-19 are needed to build the workloads")
    mp = pytest.MonkeyPatch()
    mp.setattr(measure, "gpu_status", lambda: (False, "no GPU on this machine (forced by the test)"))
    try:
        cfg = ValidationConfig(specs=_specs(), workloads=WORKLOADS, size="small", repetitions=1,
                               work_dir=str(tmp_path_factory.mktemp("work")),
                               measured_specs=("dev-host",), kernel_registries=())
        yield run_validation(cfg)
    finally:
        mp.undo()


def test_result_fields(result):
    d = result.to_dict()
    assert d["kind"] == "automatch-validation"
    assert [w["name"] for w in d["workloads"]] == list(WORKLOADS)
    assert {x["name"] for x in d["devices"]} == {"dev-host", "nvidia-h100-sxm5-80gb"}
    for w in d["workloads"]:
        assert w["profile"]["S"] >= 0 and w["profile"]["D"] > 0
        assert w["sequential"]["n"] == 1
        cpu = w["devices"]["dev-host"]
        assert cpu["measured"]["n"] == 1 and cpu["measured"]["median_s"] > 0
        for v in ("default", "paper"):
            pred = cpu["predicted"][v]["time_s"]
            c = cpu["comparison"][v]
            meas = cpu["measured"]["median_s"]
            assert c["upper_bound"] == (pred <= meas)
            assert c["relative_error"] == pytest.approx((pred - meas) / meas)
        gpu = w["devices"]["nvidia-h100-sxm5-80gb"]
        assert gpu["measured"] is None
        assert "not measured" in gpu["not_measured_reason"]
        assert gpu["comparison"]["default"]["upper_bound"] is None
        assert gpu["predicted"]["default"]["time_s"] > 0


def test_summary_and_partition_without_gpu(result):
    for v in ("default", "paper"):
        s = result.summary[v]
        assert s["per_device"]["dev-host"]["n"] == 2
        assert s["device_ranking"]["status"] == "insufficient"
    assert result.partition["status"] == "needs a GPU machine"
    shares = result.partition["automatch"]["equal-finish"]["shares"]
    assert sum(s["fraction"] for s in shares) == pytest.approx(1.0)


def test_written_outputs_round_trip(result, tmp_path):
    out = write_all(result, tmp_path / "results" / "r.json", readme=tmp_path / "README.md")
    doc = json.loads((tmp_path / "results" / "r.json").read_text())  # strict JSON
    assert doc["format_version"] == 2
    assert (tmp_path / "results" / "r.png").read_bytes()[:4] == b"\x89PNG"
    again = load_result(out["json"])
    assert isinstance(again, ValidationResult)
    assert [w["name"] for w in again.workloads] == list(WORKLOADS)
    md = (tmp_path / "README.md").read_text()
    assert "| stencil |" in md and "results/r.json" in md
    assert "needs a GPU machine" in markdown(result)


def test_gpu_status_reports_a_reason():
    ok, why = measure.gpu_status()
    assert isinstance(ok, bool) and why


def test_gpu_timing_where_a_gpu_exists(tmp_path):
    ok, why = measure.gpu_status()
    if not ok:
        pytest.skip(why)
    import numpy as np

    path = tmp_path / "mg.bin"
    with open(path, "wb") as f:
        f.write(np.array([16, 16, 16, 3], dtype="<i4").tobytes())
        np.random.RandomState(0).random_sample(16 ** 3).astype("<f8").tofile(f)
    t = measure.time_gpu("minighost", path, 2)
    assert t is not None and len(t.samples) == 2 and all(math.isfinite(s) for s in t.samples)
    assert measure.time_gpu("lud", path, 1) is None


def test_parse_kernel_time():
    assert measure.parse_kernel_time("checksum 1\nkernel_time_s 0.25\n") == 0.25
    from automatch.errors import InputError

    with pytest.raises(InputError):
        measure.parse_kernel_time("checksum 1\n")
