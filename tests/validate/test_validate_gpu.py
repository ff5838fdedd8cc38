"""`automatch validate --gpu` on a machine without a GPU: every step that needs none runs,
then it stops with exit code 4 and a clear message, leaving no results behind."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from automatch.validate import measure
from automatch.validate.gpu.report import figures, markdown

ROOT = Path(__file__).resolve().parents[2]
HAVE_GPU = measure.gpu_status()[0]


def _cli(*args: str, tmp: Path) -> subprocess.CompletedProcess:
    env = dict(
        os.environ,
        NUMBA_CACHE_DIR=os.environ.get("NUMBA_CACHE_DIR", "/tmp/automatch-numba-cache"),
        XDG_CACHE_HOME=str(tmp / "cache"),
    )
    return subprocess.run(
        [sys.executable, "-m", "automatch.cli.main", "validate", "--gpu", *args],
        capture_output=True,
        text=True,
        timeout=600,
        env=env,
        cwd=ROOT,
    )


@pytest.mark.skipif(HAVE_GPU, reason="this machine has a GPU: the run would not stop")
def test_without_a_gpu_it_stops_after_the_cpu_steps(tmp_path):
    out, prof, work = tmp_path / "out", tmp_path / "prof", tmp_path / "work"
    proc = _cli(
        "--only",
        "gemm",
        "--size",
        "small",
        "--spec",
        "archspecs/dev-host.toml",
        "--out-dir",
        str(out),
        "--profile-dir",
        str(prof),
        "--work-dir",
        str(work),
        tmp=tmp_path,
    )
    assert proc.returncode == 4, proc.stderr
    assert "needs a usable NVIDIA GPU" in proc.stderr and "Traceback" not in proc.stderr
    assert "Nothing was written to the results folder" in proc.stderr
    assert not out.exists()  # nothing half-written
    assert (prof / "gemm.small.json").is_file()  # the profile is cached for the GPU machine
    assert (work / "bin" / "gemm_omp").is_file()  # the OpenMP build was done


def test_dry_run_prints_the_plan_and_writes_nothing(tmp_path):
    out = tmp_path / "out"
    proc = _cli("--dry-run", "--only", "gemm,minighost", "--out-dir", str(out), tmp=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "gemm" in proc.stdout and "minighost" in proc.stdout and "5. GPU:" in proc.stdout
    assert not out.exists()


def test_unknown_name_is_an_input_error(tmp_path):
    proc = _cli("--dry-run", "--only", "no-such-kernel", tmp=tmp_path)
    assert proc.returncode == 2 and "no-such-kernel" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_profile_cache_is_reused(tmp_path):
    from automatch.validate.gpu.run import GpuValidationConfig, _profile, _select

    cfg = GpuValidationConfig(only=("gemm",), size="small", profile_dir=str(tmp_path))
    (item,), _reg = _select(cfg)
    first, how1 = _profile(item, item.argv, "k", cfg, lambda _m: None)
    second, how2 = _profile(item, item.argv, "k", cfg, lambda _m: None)
    assert (how1, how2) == ("profiled", "cached")
    assert second.work == first.work and second.depth == first.depth
    _, how3 = _profile(item, item.argv, "another key", cfg, lambda _m: None)
    assert how3 == "profiled"  # a changed input is profiled again


def test_profile_key_covers_the_replay_runtime():
    """The program's own replay is C (exec/levels_*.c): a change to it must profile again."""
    from automatch.validate.gpu.run import _analysis_sources

    names = {p.name for p in _analysis_sources()}
    assert {"levels_access.c", "levels_pages.c", "levels_loops.c", "levels_rt.h", "replay.py"} <= names


def _item(name, pc, mc, pg, mg):
    d = {
        "name": name,
        "class": "dense",
        "item": {},
        "predicted_faster": "cpu" if pc <= pg else "gpu",
        "cpu": {"predicted_s": pc, "measured_s": mc},
        "gpu": {"predicted_s": pg, "measured_s": mg},
        "gpu_measured": {"kernel": {"median_s": mg}, "transfer": {"median_s": 0.0}},
    }
    d["measured_faster"] = "cpu" if mc <= mg else "gpu"
    d["choice_right"] = d["predicted_faster"] == d["measured_faster"]
    d["gpu_within_2x"] = max(pg / mg, mg / pg) <= 2
    return d


def test_figures_and_markdown():
    items = [
        _item("a", 1.0, 1.0, 0.5, 0.6),
        _item("b", 1.0, 1.0, 2.0, 0.5),
        _item("c", 1.0, 2.0, 3.0, 4.0),
    ]
    splits = {
        "minighost": {
            "status": "ok",
            "model_within_10pct": True,
            "method": "measured",
            "splits": {
                "model": {"cpu_fraction": 0.2, "makespan_s": 1.0},
                "oracle": {"cpu_fraction": 0.25, "makespan_s": 0.95},
            },
            "model_over_oracle": 1.0 / 0.95,
            "even_over_oracle": 1.5,
        },
        "stencil": {"status": "skipped", "reason": "not among the validated items"},
    }
    f = figures(items, splits)
    assert f["device_choice"]["right"] == 2 and f["device_choice"]["n"] == 3
    assert f["device_choice"]["met"] is False
    assert f["gpu_within_2x"]["right"] == 2  # b: predicted 2.0 vs 0.5 measured is 4x off
    assert f["split_within_10pct"] == {
        "n": 1,
        "right": 1,
        "fraction": 1.0,
        "target": 1.0,
        "met": True,
    }
    doc = {
        "figures": f,
        "record": {
            "cpu_spec": {"how": "x"},
            "gpu_spec": {"how": "y"},
            "gpu": "H100",
            "skipped": ["c: GPU timing"],
        },
        "gpu_spec": "g",
        "cpu_spec": "c",
        "machine": "m",
        "host": {},
        "variant": "default",
        "size": "validate",
        "repetitions": 5,
        "items": items,
        "splits": splits,
    }
    md = markdown(doc)
    assert "| model chose the faster device (with transfers) | 2 / 3 (67%) | >= 95% | **no** |" in md
    assert "Skipped to fit the time budget: c: GPU timing" in md
    assert "stencil: skipped" in md


@pytest.mark.parametrize(
    "machine, within_2x, median, resident_right, link, choice_right",
    [
        ("gpu-nvidia-h200", 19, 0.46, 24, 15, 24),
        ("gpu-nvidia-h100-80gb-hbm3", 20, 0.51, 24, 14, 23),
    ],
)
def test_resident_regime_from_the_committed_runs(machine, within_2x, median, resident_right,
                                                 link, choice_right):
    """Issue 46's table, computed from the committed runs (which predate the resident
    regime): the GPU kernel alone within 2x, its median error, the device choice with
    the data resident, the choices the host link decides; and both regimes' table."""
    import json

    doc = json.loads((ROOT / "validation/results" / machine / "validation.json").read_text())
    f = figures(doc["items"], doc["splits"])
    assert f["gpu_kernel_within_2x"]["right"] == within_2x and f["gpu_kernel_within_2x"]["n"] == 25
    assert f["gpu_kernel_median_abs_error"]["value"] == pytest.approx(median, abs=0.005)
    assert f["gpu_kernel_median_abs_error"]["met"] is False
    assert f["device_choice_resident"]["right"] == resident_right
    assert f["link_decides"] == {"n": 25, "count": link}
    assert f["device_choice"]["right"] == choice_right
    md = markdown({**doc, "figures": f})
    assert "## Two regimes: data resident (kernel times only) and with transfers" in md
    spmv = next(i for i in doc["items"] if i["name"] == "spmv")
    from automatch.validate.gpu.report import resident

    r = resident(spmv)
    assert r["gpu_kernel_measured_s"] == min(spmv["gpu_measured"]["kernel"]["samples_s"])
    gp = spmv["gpu"]
    assert r["gpu_kernel_predicted_s"] == pytest.approx(
        gp["predicted_s"] - gp["predicted_transfer_s"])
    row = next(ln for ln in md.splitlines() if ln.startswith("| spmv | ") and "/" in ln
               and ln.count("|") == 9)
    assert row.endswith("| yes |") == r["link_decides"]


def test_gpu_large_plan_lists_each_items_large_size(tmp_path):
    proc = _cli("--dry-run", "--size", "gpu-large", "--only", "gemm,stencil,lud,bitcount",
                tmp=tmp_path)
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    assert "size gpu-large" in out and "(1024)" in out  # validation/gpu/sizes.toml
    assert "stencil" in out and "(input medium)" in out
    assert "lud" in out and "(input validate)" in out  # already >= 1 ms: same size
    assert "bitcount" not in out.split("5. GPU:")[1]  # no GPU port: not at the large size


def test_device_script_plans_both_sizes(tmp_path):
    """run_on_device.sh --plan: the two runs (validate size with bench gpu, then
    gpu-large with that GPU spec), their budgets adding up to --budget-s."""
    script = ROOT / "validation/gpu/run_on_device.sh"
    proc = subprocess.run(["bash", str(script), "--plan", "--budget-s", "500", "--quick",
                           "--only", "gemm"], capture_output=True, text=True, timeout=60,
                          env={**os.environ, "OUT": str(tmp_path)})
    assert proc.returncode == 0, proc.stderr
    one, two = (ln for ln in proc.stdout.splitlines() if ln[:2] in ("1.", "2."))
    assert "make validate-gpu" in one and "--budget-s 275" in one and "--quick-bench" in one
    assert f"--out-dir {tmp_path}/results " in one
    assert "--size gpu-large" in two and f"--gpu-spec {tmp_path}/gpu-spec.toml" in two
    assert "up to 225" in two and f"--out-dir {tmp_path}/results-large" in two
    assert two.count("--repetitions") == 1  # --quick's, not a second one
    assert not any(tmp_path.iterdir())  # a plan writes nothing
    bad = subprocess.run(["bash", str(script), "--plan", "--budget-s", "x"],
                         capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "whole seconds" in bad.stderr


@pytest.mark.skipif(HAVE_GPU, reason="this machine has a GPU: the run would not stop")
def test_make_validate_gpu_stops_with_exit_4_after_the_cpu_steps(tmp_path):
    """`make validate-gpu` (what run_on_device.sh runs first) without a GPU: the CPU
    steps are done (profile cached, OpenMP built), then the command exits 4."""
    out, prof, work = tmp_path / "out", tmp_path / "prof", tmp_path / "work"
    args = (f"--only gemm --size small --spec archspecs/dev-host.toml --out-dir {out} "
            f"--profile-dir {prof} --work-dir {work}")
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path / "cache"),
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""),
               NUMBA_CACHE_DIR=os.environ.get("NUMBA_CACHE_DIR", "/tmp/automatch-numba-cache"))
    proc = subprocess.run(["make", "--no-print-directory", "validate-gpu",
                           f"PYTHON={sys.executable}", f"VALIDATE_GPU_ARGS={args}"],
                          capture_output=True, text=True, timeout=600, env=env, cwd=ROOT)
    assert proc.returncode != 0 and "Error 4" in proc.stderr, proc.stderr
    assert "needs a usable NVIDIA GPU" in proc.stderr and "Traceback" not in proc.stderr
    assert (prof / "gemm.small.json").is_file() and (work / "bin" / "gemm_omp").is_file()
    assert not out.exists()


@pytest.mark.skipif(HAVE_GPU, reason="this machine has a GPU: the run would not stop")
def test_gpu_large_fills_the_profile_cache_of_its_size(tmp_path):
    """--size gpu-large without a GPU: the CPU steps of the large size (its profile
    cached under the size its entry names: trisolv keeps the validate size), exit 4."""
    out, prof, work = tmp_path / "out", tmp_path / "prof", tmp_path / "work"
    proc = _cli("--only", "trisolv", "--size", "gpu-large", "--spec", "archspecs/dev-host.toml",
                "--out-dir", str(out), "--profile-dir", str(prof), "--work-dir", str(work),
                tmp=tmp_path)
    assert proc.returncode == 4, proc.stderr
    assert [p.name for p in prof.iterdir()] == ["trisolv.validate.json"]
    assert not out.exists()
