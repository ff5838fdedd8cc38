"""CPU+GPU splits measured with the ports' fraction (issue 46), run here without a GPU:
the CPU slabs are real inputs the OpenMP builds run, the GPU part is the port's g++
emulation (workloads/cuda_compat.h) with ``AM_FRACTION``, timed as on the device."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import numpy as np
import pytest

from automatch.validate import measure
from automatch.validate.gpu import cuda_build as cb
from automatch.validate.gpu import split as gpu_split

ROOT = Path(__file__).resolve().parents[2]
WL = ROOT / "workloads"
SMALL = {n: WL / n / "inputs" / "small.bin" for n in gpu_split.SPLITTERS}


@pytest.mark.parametrize("units", [1, 3, 7, 10, 99, 100, 1000])
def test_gpu_fraction_starts_at_the_cpu_units(units):
    for u in range(0, units + 1, max(1, units // 13)):
        f0, f1 = gpu_split.gpu_fraction(u, units)
        assert f1 == 1.0 and int(f0 * units) == u  # the port's floor(F0 * G)


@pytest.mark.parametrize("name", sorted(gpu_split.SPLITTERS))
def test_share_input_is_a_valid_slab(name, tmp_path):
    """The slab's header and arrays: its first units' rows of every array, and the
    OpenMP build runs on it."""
    src = SMALL[name]
    n = gpu_split.split_units(name, src)
    sp = gpu_split.SPLITTERS[name]
    head = gpu_split._header(name, src)
    u = max(1, n // 3)
    out = gpu_split.share_input(name, src, tmp_path / "part.bin", u)
    new_head, rows = sp.slab(head, u)
    got = np.frombuffer(out.read_bytes()[: 4 * sp.header_ints], "<i4")
    assert tuple(int(x) for x in got) == new_head
    shape = sp.dims(head)
    row_elems = int(np.prod(shape[1:]))
    n_arrays = (src.stat().st_size - sp.offset) // (int(np.prod(shape)) * 8)
    assert out.stat().st_size == sp.offset + n_arrays * rows * row_elems * 8
    full = np.frombuffer(src.read_bytes(), "<f8", offset=sp.offset).reshape(n_arrays, *shape)
    part = np.frombuffer(out.read_bytes(), "<f8", offset=sp.offset).reshape(
        n_arrays, rows, *shape[1:]
    )
    assert np.array_equal(full[:, :rows], part)
    omp = measure.build_omp(
        WL / name / "omp" / f"{name}_omp.c", tmp_path / "omp", cc=measure.GCC_CC
    )
    t = measure.time_omp(omp, out, 1, 1)
    assert t.measured_s >= 0.0


def test_measure_splits_runs_every_split_measured(tmp_path):
    """The split step end to end for Stencil: every split point runs the OpenMP slab and
    the (emulated) port with its fraction; the oracle is the best measured point."""
    from automatch.analyses.profile_json import profile_from_dict
    from automatch.arch.spec.files import load_spec
    from automatch.validate.gpu.ports import time_port
    from automatch.validate.gpu.run import Clock, GpuValidationConfig

    name, src = "stencil", SMALL["stencil"]
    omp = measure.build_omp(
        WL / name / "omp" / "stencil_omp.c", tmp_path / "omp", cc=measure.GCC_CC
    )
    port = cb.build_emulated(WL / name / "cuda" / "stencil.cu", tmp_path / "port")
    cpu = measure.time_omp(omp, src, 1, 1)
    gpu = time_port(port, (str(src),), 1)
    rows = {
        name: {"argv": [str(src)], "cpu_measured": cpu.to_dict(), "gpu_measured": gpu.to_dict()}
    }
    doc = json.loads((ROOT / "validation/gpu/profiles/stencil.validate.json").read_text())
    profiles = {name: profile_from_dict(doc["document"])}
    cpu_spec = load_spec(str(ROOT / "archspecs/dev-host.toml"))
    gpu_spec = load_spec(str(ROOT / "archspecs/nvidia-h100-sxm5-80gb.toml"))
    cfg = GpuValidationConfig(repetitions=1, split_workloads=(name, "lbm"))

    class Item:
        pass

    it = Item()
    it.name = name
    said: list[str] = []
    out = gpu_split.measure_splits(
        cfg,
        [it],
        rows,
        profiles,
        cpu_spec,
        gpu_spec,
        {name: (omp, port)},
        tmp_path,
        Clock(None),
        said.append,
    )
    s = out[name]
    assert s["status"] == "ok" and s["units"] == gpu_split.split_units(name, src)
    assert s["method"].startswith("measured")
    pts = s["splits"]
    assert {"even", "model", "all GPU", "all CPU", "oracle"} <= set(pts)
    assert pts["oracle"]["makespan_s"] == min(p["makespan_s"] for p in pts.values())
    for p in pts.values():
        assert p["makespan_s"] == max(p["cpu_s"], p["gpu_s"])
    assert any("units on the CPU" in m for m in said)
    assert out["lbm"]["status"] == "skipped"


def test_port_reads_the_split_fraction(tmp_path):
    """The fraction the split step passes reaches the port (it says so on stderr) and a
    GPU share of nothing leaves the input unchanged (Stencil: no plane updated)."""
    port = cb.build_emulated(WL / "stencil" / "cuda" / "stencil.cu", tmp_path / "port")
    src = SMALL["stencil"]
    n = gpu_split.split_units("stencil", src)
    env = {**os.environ, "AM_FRACTION": "{!r}:{!r}".format(*gpu_split.gpu_fraction(n, n))}
    proc = subprocess.run(
        [str(port), str(src)], capture_output=True, text=True, env=env, timeout=120
    )
    assert proc.returncode == 0 and "am_fraction 1.000000 1.000000" in proc.stderr
    raw = np.frombuffer(src.read_bytes(), "<f8", offset=32)
    assert float(cb.parse_port_output(proc.stdout).checksum) == pytest.approx(raw.sum(), rel=1e-12)
