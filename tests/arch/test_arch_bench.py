"""The micro-benchmarks end to end: a quick CPU run gives a valid, self-consistent spec.

No timing thresholds: only relations between the figures and the OS-reported caches.
"""

from __future__ import annotations

import builtins
import json
import shutil
from pathlib import Path

import pytest

from automatch.arch.bench.cpu import CpuBenchConfig, run_cpu_bench
from automatch.arch.host.info import read_host_cpu
from automatch.arch.spec.files import load_spec, spec_to_toml
from automatch.errors import InputError

needs_cc = pytest.mark.skipif(
    not any(shutil.which(c) for c in ("cc", "gcc", "clang")), reason="no C compiler"
)


@pytest.fixture(scope="module")
def quick_result():
    return run_cpu_bench(CpuBenchConfig(quick=True))


@needs_cc
def test_quick_cpu_bench_gives_a_sane_spec(quick_result):
    spec = quick_result.spec
    spec_to_toml(spec)  # validates
    host = read_host_cpu()
    assert spec.kind == "cpu" and spec.cores == host.logical_cpus
    assert spec.provenance.source == "measured" and spec.provenance.repetitions == 3
    assert spec.beta_f_bytes_per_s >= spec.beta_s_bytes_per_s
    assert spec.alpha_f_s < spec.alpha_s_s
    assert spec.peak_fp32_flops_per_s >= spec.peak_fp64_flops_per_s > 0
    assert spec.vector_width_fp32 >= spec.vector_width_fp64 >= 1
    caches = [c.size_bytes for c in host.data_caches()]
    if caches:
        assert caches[0] < spec.fast_memory_bytes <= 4 * caches[-1]
        assert spec.line_bytes == host.line_bytes()
    raw = quick_result.raw
    # fresh pages: faults and zeroing, each thread its own 8 MiB, slower than a stream
    # into the first level of one core
    assert raw["first_touch"]["bytes_per_thread"] == 8 << 20
    assert len(raw["first_touch"]["seconds_per_byte"]) == 3
    assert 0 < spec.first_touch_bytes_per_s < spec.levels[0].bandwidth_1t_Bps
    assert len(raw["latency"]["sizes_bytes"]) == len(raw["latency"]["seconds_per_load"])
    assert all(len(r) == 3 for r in raw["bandwidth"]["bytes_per_s"])
    for key, s in spec.extra["measured"].items():
        assert s["median"] > 0 and s["spread"] >= 0, key
        if s["spread"] > 0.10:
            assert any(w.startswith(key) for w in quick_result.warnings)


@needs_cc
def test_cli_bench_cpu_writes_spec_and_raw(cli, tmp_path, capsys):
    out = tmp_path / "me.toml"
    rc = cli(
        "bench",
        "cpu",
        "--quick",
        "-q",
        "--threads",
        "1",
        "--repetitions",
        "3",
        "--max-bytes",
        str(8 << 20),
        "-o",
        out,
        "--raw-dir",
        tmp_path / "raw",
        "--name",
        "me",
    )
    assert rc == 0
    spec = load_spec(out)
    assert spec.name == "me" and spec.cores == 1
    (raw_file,) = (tmp_path / "raw").glob("*.json")
    raw = json.loads(raw_file.read_text())
    assert raw["threads"] == 1 and raw["fit"]["latency"]["z_bytes"] == spec.fast_memory_bytes
    assert spec.extra["raw_results"] == str(raw_file)
    assert "spec written to" in capsys.readouterr().out


def test_cli_bench_rejects_bad_threads(cli, tmp_path):
    with pytest.raises(InputError, match="--threads must be at least 1"):
        cli("bench", "cpu", "--quick", "--threads", "0", "-o", tmp_path / "x.toml")


def test_bench_without_compiler(monkeypatch, tmp_path):
    from automatch.arch.bench import cpukernels

    monkeypatch.setattr(cpukernels.shutil, "which", lambda _name: None)
    with pytest.raises(InputError, match="needs a C compiler with OpenMP"):
        cpukernels.compile_kernels(tmp_path)


def test_gpu_bench_without_cupy_is_a_clear_no_gpu_error(cli, tmp_path, monkeypatch):
    """Exit 4 (NoGpuError): "needs a GPU machine", told apart from bad input (2)."""
    from automatch.arch.bench.gpu import NoGpuError

    real_import = builtins.__import__

    def no_cupy(name, *args, **kwargs):
        if name == "cupy" or name.startswith("cupy."):
            raise ImportError("No module named 'cupy'")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_cupy)
    with pytest.raises(NoGpuError, match="no NVIDIA GPU / CuPy found") as ei:
        cli("bench", "gpu", "-o", tmp_path / "g.toml")
    assert ei.value.exit_code == 4
    assert not (tmp_path / "g.toml").exists()


def _have_gpu() -> bool:
    try:
        import cupy  # type: ignore[import-not-found]

        return cupy.cuda.runtime.getDeviceCount() > 0
    except Exception:
        return False


@pytest.mark.gpu
@pytest.mark.skipif(not _have_gpu(), reason="needs CuPy and an NVIDIA GPU")
def test_quick_gpu_bench_gives_a_sane_spec():  # pragma: no cover - needs a GPU
    from automatch.arch.bench.gpu import GpuBenchConfig, run_gpu_bench

    spec = run_gpu_bench(GpuBenchConfig(quick=True)).spec
    spec_to_toml(spec)
    assert spec.kind == "gpu" and spec.beta_f_bytes_per_s >= spec.beta_s_bytes_per_s
    assert spec.alpha_f_s <= spec.alpha_s_s and spec.sync_s > 0


def test_raw_sweeps_go_beside_the_output_unless_it_is_in_the_checkout(tmp_path):
    # a user's spec anywhere: its raw sweeps beside it, never into the source checkout
    from automatch.cli.bench_cmd import _default_raw_dir

    assert _default_raw_dir(tmp_path / "mine.toml") == tmp_path.resolve()
    repo = Path(__file__).resolve().parents[2]
    if (repo / "microbench").is_dir():  # a spec added to the repository: its results folder
        assert _default_raw_dir(repo / "archspecs" / "new.toml") == repo / "microbench" / "results"


@needs_cc
def test_bench_team_pinned_one_thread_per_cpu_and_given_back(tmp_path):
    """pin_team puts thread t of the team on the t-th allowed CPU (each thread reports
    the one CPU it may run on), refuses more threads than CPUs, and unpin_team gives the
    calling thread its whole mask back."""
    import os

    from automatch.arch.bench.cpukernels import Kernels, compile_kernels

    k = Kernels(compile_kernels(tmp_path))
    mask = os.sched_getaffinity(0)
    threads = len(mask)
    assert k.pin_team(threads + 1) == "fewer CPUs than threads"
    assert os.sched_getaffinity(0) == mask
    assert k.pin_team(threads) == "pinned"
    try:
        assert os.sched_getaffinity(0) == {min(mask)}  # the caller is team thread 0
        assert k.triad(4096, 2, 1, threads)[0] > 0  # later regions run on the pinned team
    finally:
        k.unpin_team(threads)
    assert os.sched_getaffinity(0) == mask
