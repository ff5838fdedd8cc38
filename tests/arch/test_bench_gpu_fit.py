"""`bench gpu`'s raw-to-spec fit on recorded sweeps (no GPU needed).

tests/data/gpu_h100_standin_raw.json is a datasheet-shaped STAND-IN for an H100 run
(built by tests/data/gpu_make_h100_standin.py from published figures with seeded
noise; see its docstring): the fit must recover the figures that went in.
tests/data/gpu_h100_raw.json is a REAL recording (`bench gpu` inside `validate --gpu`,
raw_version 3, an H100 80GB HBM3 SXM in a Firecracker VM lent to the 2026-11-25 session;
the same file as validation/results/gpu-nvidia-h100-80gb-hbm3/bench_gpu_raw.json): the fit must
find the plateaus that can be read off its rows, and land near the datasheet where the
datasheet applies.
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path

import pytest

from automatch.arch.fit.gpu import fit_link, gpu_levels, gpu_spec_from_raw, l1_bytes_per_sm
from automatch.arch.spec.files import load_spec, spec_to_toml

DATA = Path(__file__).resolve().parents[1] / "data"
RAW = DATA / "gpu_h100_standin_raw.json"
REAL = DATA / "gpu_h100_raw.json"
CLOCK = 1.98e9


@pytest.fixture(scope="module")
def raw() -> dict:
    return json.loads(RAW.read_text())


def test_standin_says_it_is_not_a_measurement(raw):
    assert raw["_standin"].startswith("NOT MEASURED")
    assert raw["raw_version"] == 2


def test_h100_standin_fits_published_figures(raw):
    spec, warnings = gpu_spec_from_raw(raw)
    assert warnings == []
    assert spec.kind == "gpu" and spec.cores == 132 * 128
    assert spec.peak_fp64_flops_per_s == pytest.approx(132 * 64 * 2 * CLOCK * 0.93, rel=0.01)
    assert spec.peak_fp32_flops_per_s == pytest.approx(2 * spec.peak_fp64_flops_per_s, rel=0.02)
    assert spec.latency_fma_s == pytest.approx(4 / CLOCK, rel=0.02)
    l1, l2, hbm = spec.memory_levels
    assert [lv.name for lv in spec.memory_levels] == ["L1/shared", "L2", "HBM"]
    assert l1.latency_s == pytest.approx(33 / CLOCK, rel=0.05)
    assert l2.latency_s == pytest.approx(262 / CLOCK, rel=0.05)
    assert hbm.latency_s == pytest.approx(479 / CLOCK, rel=0.05)
    assert l1.bandwidth_all_Bps == pytest.approx(20e12, rel=0.12)
    assert l2.bandwidth_all_Bps == pytest.approx(7.0e12, rel=0.06)
    assert hbm.bandwidth_all_Bps == pytest.approx(2.95e12, rel=0.04)
    assert l1.capacity_bytes == 132 * (256 << 10) and l2.capacity_bytes == 50 << 20
    assert hbm.capacity_bytes == raw["device"]["global_bytes"]
    # the paper's two levels are the fitted L2 and HBM
    assert (spec.alpha_f_s, spec.beta_f_bytes_per_s) == (l2.latency_s, l2.bandwidth_all_Bps)
    assert (spec.alpha_s_s, spec.beta_s_bytes_per_s) == (hbm.latency_s, hbm.bandwidth_all_Bps)
    assert spec.sync_s == pytest.approx(4.5e-6, rel=0.05)
    assert spec.fork_join_s == pytest.approx(10e-6, rel=0.05)  # launch + synchronise
    assert spec.extra["measured"]["launch_s"]["median"] == pytest.approx(4e-6, rel=0.05)
    assert spec.host_link.bandwidth_bytes_per_s == pytest.approx(55e9, rel=0.05)
    assert spec.host_link.latency_s == pytest.approx(9e-6, rel=0.05)
    d2h = spec.extra["measured"]["host_link_d2h_bytes_per_s"]["median"]
    assert d2h == pytest.approx(53e9, rel=0.05)


def test_fitted_spec_round_trips_through_toml(raw, tmp_path):
    spec, _ = gpu_spec_from_raw(raw, name="h100-standin")
    path = tmp_path / "h.toml"
    path.write_text(spec_to_toml(spec))
    back = load_spec(path)
    assert back.memory_levels == spec.memory_levels
    assert back.latency_fma_s == spec.latency_fma_s and back.fork_join_s == spec.fork_join_s


def test_a_noisy_point_does_not_move_a_plateau(raw):
    bad = copy.deepcopy(raw)
    sizes = bad["latency"]["sizes_bytes"]
    i = next(k for k, s in enumerate(sizes) if s > 4 << 20)  # inside the L2 plateau
    bad["latency"]["seconds_per_load"][i] = [x * 3 for x in bad["latency"]["seconds_per_load"][i]]
    good_l2 = gpu_levels(raw)[0][1].latency_s
    assert gpu_levels(bad)[0][1].latency_s == pytest.approx(good_l2, rel=0.05)


def test_a_chase_step_far_from_the_attribute_is_flagged(raw):
    odd = copy.deepcopy(raw)
    odd["device"]["l2_bytes"] = 2 << 30  # the attribute says 2 GiB: the step at ~40 MB disagrees
    _, warnings = gpu_spec_from_raw(odd)
    assert any(w.startswith("L2: the pointer chase steps") for w in warnings)


def test_fit_link_separates_latency_and_bandwidth():
    sizes = [8, 512, 4096, 1 << 20, 64 << 20]
    lat, bw = fit_link(sizes, [1e-5 + n / 50e9 for n in sizes])
    assert lat == pytest.approx(1e-5, rel=1e-2) and bw == pytest.approx(50e9, rel=1e-3)
    with pytest.raises(ValueError):
        fit_link([8], [1e-5])


def test_l1_table_and_fallback():
    assert l1_bytes_per_sm(9, 0) == 256 << 10 and l1_bytes_per_sm(8, 0) == 192 << 10
    assert l1_bytes_per_sm(12, 0, 100 << 10) == 128 << 10  # unknown: shared + 28 KiB


def test_cli_refits_saved_raw_without_a_gpu(tmp_path):
    out, saved = tmp_path / "h100.toml", tmp_path / "copy.json"
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "automatch.cli.main",
            "bench",
            "gpu",
            "-q",
            "--from-raw",
            str(RAW),
            "--save-raw",
            str(saved),
            "-o",
            str(out),
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert load_spec(out).memory_levels[2].name == "HBM"
    assert json.loads(saved.read_text())["device"]["sms"] == 132


def test_cli_refuses_a_file_that_is_not_raw_sweeps(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"device": {}}')
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "automatch.cli.main",
            "bench",
            "gpu",
            "--from-raw",
            str(bad),
            "-o",
            str(tmp_path / "x.toml"),
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 2 and "not the raw sweeps" in proc.stderr
    assert "Traceback" not in proc.stderr and not (tmp_path / "x.toml").exists()


def _row_median(rows: list[list[float]], sizes: list[int], lo: int, hi: int) -> float:
    import statistics

    return statistics.median(
        statistics.median(r) for r, s in zip(rows, sizes, strict=True) if lo <= s <= hi
    )


def test_real_h100_recording_fits_its_own_plateaus():
    raw = json.loads(REAL.read_text())
    assert raw["raw_version"] == 3 and raw["device"]["name"] == "NVIDIA H100 80GB HBM3"
    spec, warnings = gpu_spec_from_raw(raw)
    assert all("L2: the pointer chase" not in w for w in warnings)
    lat = raw["latency"]
    l1, l2, hbm = spec.memory_levels
    # plateaus read off the recorded chase: <= 128 KiB (L1), 0.5-16 MiB (L2), >= 128 MiB
    for lv, lo, hi in ((l1, 0, 128 << 10), (l2, 512 << 10, 16 << 20), (hbm, 128 << 20, 1 << 40)):
        want = _row_median(lat["seconds_per_load"], lat["sizes_bytes"], lo, hi)
        assert lv.latency_s == pytest.approx(want, rel=0.05), lv.name
    assert 130e-9 < l2.latency_s < 150e-9 and 300e-9 < hbm.latency_s < 400e-9
    # HBM3 of the SXM5 card: 3.35 TB/s datasheet; a triad reaches 75-90 % of it
    assert 0.75 * 3.35e12 < hbm.bandwidth_all_Bps < 0.9 * 3.35e12
    # fp64 FMA without tensor cores: 132 SMs x 64 lanes x 2 x 1.98 GHz = 33.5 Tflop/s
    assert spec.peak_fp64_flops_per_s == pytest.approx(132 * 64 * 2 * CLOCK, rel=0.03)
    assert spec.latency_fma_s == pytest.approx(8 / CLOCK, rel=0.1)  # Hopper DFMA: 8 cycles
    # the spec's link is the pageable one (a port's cudaMemcpy from malloc'd memory);
    # pinned copies reach 75-90 % of PCIe 5.0 x16 (64 GB/s raw; 52-55 GB/s in 3 runs)
    m = spec.extra["measured"]
    assert 0.75 * 64e9 < m["host_link_pinned_h2d_bytes_per_s"]["median"] < 0.9 * 64e9
    big = raw["host_link"]["pageable_h2d_seconds"][-1]
    want_bw = raw["host_link"]["sizes_bytes"][-1] / _row_median([big], [0], 0, 0)
    assert spec.host_link.bandwidth_bytes_per_s == pytest.approx(want_bw, rel=0.05)
    assert (
        spec.host_link.bandwidth_bytes_per_s < 0.5 * m["host_link_pinned_h2d_bytes_per_s"]["median"]
    )


# -- issue 46: memory behaviour by access class -----------------------------------------


def _need_nvrtc():
    from automatch.validate.gpu import cuda_build as cb

    if not sys.platform.startswith("linux"):
        pytest.skip("the NVRTC wheel of the dev extra is Linux-only")
    cb.nvrtc_version()  # CudaToolNotFound (a failure) if the dev extra is missing
    return cb


@pytest.mark.parametrize("arch", ["compute_80", "compute_90"])
def test_bench_gpu_kernels_compile_with_nvrtc(tmp_path, arch):
    """Every CUDA kernel `bench gpu` runs (the existing sweeps and the memory kernels)
    compiles to PTX, one .entry per kernel, without a GPU."""
    from automatch.arch.bench import gpu as bench_gpu

    cb = _need_nvrtc()
    base = tmp_path / "base.cu"
    base.write_text(bench_gpu._KERNELS)
    ptx = cb.compile_ptx(base, arch=arch, defines=[f"CHAINS={bench_gpu.CHAINS}"])
    assert set(cb.ptx_entries(ptx)) >= {"flops_f64", "triad", "chase", "empty"}
    mem = tmp_path / "memory.cu"
    mem.write_text(bench_gpu.MEMORY_KERNELS)
    ptx = cb.compile_ptx(mem, arch=arch)
    assert set(cb.ptx_entries(ptx)) == set(bench_gpu.MEMORY_KERNEL_NAMES)
    assert "atom.global.add.f64" in ptx and "ld.global.nc" in ptx  # atomics, __ldg


def _synthetic_memory(raw: dict) -> dict:
    """A raw ``gpu_memory`` section with known rates (accesses / median seconds)."""
    from automatch.arch.bench.gpu import STRIDES_ELEMS

    n = 1_000_000
    rows = []
    for k, (op, b, where) in enumerate(
        (op, b, w)
        for op in ("gather_load", "scatter_store", "atomic_add")
        for b in (4, 8)
        for w in ("l2", "hbm")
    ):
        t = (1 + k) * 1e-4  # rate n / t
        rows.append(
            {
                "op": op,
                "bytes": b,
                "where": where,
                "footprint_bytes": 1 << 24,
                "accesses_per_call": n,
                "seconds": [t * 1.1, t, t * 0.9],
            }
        )
    return {
        **raw,
        "raw_version": 4,
        "gpu_memory": {
            "random": rows,
            "strided": {
                "strides_bytes": [8 * s for s in STRIDES_ELEMS],
                "accesses_per_call": n,
                "seconds": [[1e-5 * (1 + i)] * 3 for i in range(len(STRIDES_ELEMS))],
            },
            "l1_hit": {"accesses_per_call": 4 * n, "seconds": [1e-5, 2e-5, 1e-5]},
            "launch_tail": {"launches": 10, "seconds_per_launch": [3e-6, 4e-6, 5e-6]},
        },
    }


def test_memory_sweeps_fit_into_the_spec(tmp_path):
    from automatch.arch.fit.gpu import STRIDED_CHARGE_BYTES

    real = json.loads(REAL.read_text())
    plain, _ = gpu_spec_from_raw(real)
    assert plain.gpu_memory is None  # a raw without the sweeps: nothing new in the spec
    spec, _ = gpu_spec_from_raw(_synthetic_memory(real))
    g = spec.gpu_memory
    assert g.gather_load_4b_l2_per_s == pytest.approx(1e6 / 1e-4)
    assert g.gather_load_4b_hbm_per_s == pytest.approx(1e6 / 2e-4)
    assert g.gather_load_8b_l2_per_s == pytest.approx(1e6 / 3e-4)
    assert g.atomic_add_8b_hbm_per_s == pytest.approx(1e6 / 12e-4)
    assert g.l1_hit_load_per_s == pytest.approx(4e6 / 1e-5)
    assert g.launch_tail_s == pytest.approx(4e-6)
    assert g.strided_bytes[0] == 8 and g.strided_load_per_s[0] == pytest.approx(1e11)
    lv = {x.name: x for x in spec.levels}
    assert lv["L2"].irregular_access_all_s == pytest.approx(3e-4 / 1e6)
    assert lv["HBM"].irregular_access_all_s == pytest.approx(4e-4 / 1e6)
    assert lv["HBM"].strided_access_all_s == pytest.approx(1 / g.strided_rate(STRIDED_CHARGE_BYTES))
    assert lv["L1/shared"].irregular_access_all_s == 0.0
    others = {x.name: x for x in plain.levels}
    assert lv["L2"].bandwidth_all_Bps == others["L2"].bandwidth_all_Bps  # only the rates
    path = tmp_path / "g.toml"
    path.write_text(spec_to_toml(spec))
    back = load_spec(str(path))
    assert back.gpu_memory == g
    assert {x.name: x.irregular_access_all_s for x in back.levels} == {
        k: v.irregular_access_all_s for k, v in lv.items()
    }


def test_gpu_memory_table_is_checked(tmp_path):
    real = json.loads(REAL.read_text())
    spec, _ = gpu_spec_from_raw(_synthetic_memory(real))
    text = spec_to_toml(spec)
    bad = tmp_path / "bad.toml"
    bad.write_text(text.replace("strided_bytes = [\n    8,\n", "strided_bytes = [\n", 1))
    from automatch.errors import InputError

    with pytest.raises(InputError, match="strided_bytes has 7 entries"):
        load_spec(str(bad))
    bad.write_text(text.replace("[gpu_memory]", "[gpu_memory]\ngather_load_2b_l2_per_s = 1.0", 1))
    with pytest.raises(InputError, match="gather_load_2b_l2_per_s"):
        load_spec(str(bad))


def _profile(name: str):
    from automatch.analyses.profile_json import profile_from_dict

    doc = json.loads(
        (
            Path(__file__).resolve().parents[2]
            / "validation/gpu/profiles"
            / f"{name}.validate.json"
        ).read_text()
    )
    return profile_from_dict(doc["document"])


def test_model_charges_access_classes_at_measured_rates():
    """With [gpu_memory] rates the irregular kernel (SpMV: a gather of x) and the column
    walk (atax-cols) cost more on the GPU, the rates making up the difference; without
    them every prediction is what it was (no rates: no access-class term at all)."""
    from dataclasses import replace

    from automatch.model.predict import predict

    real = json.loads(REAL.read_text())
    plain, _ = gpu_spec_from_raw(real)
    slow = _synthetic_memory(real)
    for row in slow["gpu_memory"]["random"]:  # 1e9 accesses/s: slower than any line
        row["seconds"] = [row["accesses_per_call"] / 1e9] * 3
    spec, _ = gpu_spec_from_raw(slow)
    for name in ("spmv", "atax-cols", "jacobi-1d"):
        prof = _profile(name)
        (p0,) = predict(prof, [plain])
        (p1,) = predict(prof, [spec])
        terms = {t.name: t for t in p1.breakdown.memory_levels}
        irr = sum(t.irregular for t in p1.breakdown.memory_levels)
        if name == "spmv":
            assert irr > 0 and p1.time_s > p0.time_s
        if irr == 0 and sum(t.strided for t in p1.breakdown.memory_levels) == 0:
            assert p1.time_s == p0.time_s
        assert terms
        (p2,) = predict(prof, [replace(spec, gpu_memory=None)])  # rates, but no table
        assert p2.time_s == p0.time_s or p2.time_s == pytest.approx(p0.time_s)


def test_shipped_gpu_specs_have_no_access_class_rates():
    """Every shipped GPU spec predicts as before: none has the [gpu_memory] table, so
    the model counts no access classes on it."""
    from automatch.model.gpu import gpu_counts_access_classes

    root = Path(__file__).resolve().parents[2]
    paths = [*root.glob("archspecs/*.toml"), *root.glob("validation/results/gpu-*/gpu-spec.toml")]
    gpus = [s for s in (load_spec(str(p)) for p in paths) if s.kind == "gpu"]
    assert len(gpus) >= 6
    assert not any(gpu_counts_access_classes(s) for s in gpus)


def test_docs_gpu_memory_example_is_a_valid_table(tmp_path):
    """docs/archspecs.md's [gpu_memory] example loads into a measured spec's file."""
    import re

    docs = (Path(__file__).resolve().parents[2] / "docs/archspecs.md").read_text()
    block = re.search(r"```toml\n(\[gpu_memory\]\n.*?)```", docs, re.S).group(1)
    spec, _ = gpu_spec_from_raw(json.loads(REAL.read_text()))
    text = spec_to_toml(spec).replace("[provenance]", block + "\n[provenance]", 1)
    path = tmp_path / "doc.toml"
    path.write_text(text)
    g = load_spec(str(path)).gpu_memory
    assert g.gather_load_8b_hbm_per_s == 1.1e10 and g.strided_rate(256) == 1.8e10
    assert g.launch_tail_s == 4.0e-6 and len(g.strided_bytes) == 8
