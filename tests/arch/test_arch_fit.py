"""The pure fitting functions recover the parameters of synthetic sweeps exactly."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from automatch.arch.bench.cpu import size_grid
from automatch.arch.bench.gpu import fit_name, fp32_lanes_per_sm, gpu_spec_from_raw
from automatch.arch.fit import curves as fit
from automatch.arch.fit.cpu import spec_from_measurements
from automatch.arch.host import microarch
from automatch.arch.host.info import (
    CacheLevel,
    HostCpu,
    has_fma,
    isa_vector_bytes,
    parse_cache_size,
    parse_cpuinfo,
)
from automatch.arch.spec.files import parse_spec_text, spec_to_toml

KiB, MiB = 1 << 10, 1 << 20
SIZES = [1 << e for e in range(12, 31)]  # 4 KiB .. 1 GiB


def step_curve(sizes, bounds, values):
    """values[i] for sizes <= bounds[i]; the last value beyond the last bound."""
    out = []
    for s in sizes:
        for b, v in zip(bounds, values, strict=False):
            if s <= b:
                out.append(v)
                break
        else:
            out.append(values[-1])
    return out


def test_stat_and_rate_stat():
    s = fit.stat([1.0, 2.0, 4.0])
    assert (s.median, s.spread, s.n) == (2.0, 1.5, 3)
    r = fit.rate_stat(8.0, [1.0, 2.0, 4.0])  # rates 8, 4, 2
    assert (r.median, r.spread) == (4.0, 1.5)
    assert fit.stat([3.0]).spread == 0.0
    with pytest.raises(ValueError):
        fit.stat([])


def test_segment_levels_exact():
    v = [1, 1, 1, 5, 5, 30, 30, 30, 100, 100]
    assert fit.segment_levels(v, 4) == [(0, 3), (3, 5), (5, 8), (8, 10)]
    assert fit.segment_levels(v, 1) == [(0, 10)]
    assert fit.segment_levels([2.0, 3.0], 4) == [(0, 1), (1, 2)]


def test_isotonic():
    assert list(fit.isotonic([1.0, 3.0, 2.0, 4.0])) == [1.0, 2.5, 2.5, 4.0]
    assert list(fit.isotonic([4.0, 2.0, 3.0, 1.0], increasing=False)) == [4.0, 2.5, 2.5, 1.0]
    assert list(fit.isotonic([1.0, 2.0, 2.0, 5.0])) == [1.0, 2.0, 2.0, 5.0]


@given(st.lists(st.floats(-1e6, 1e6), min_size=1, max_size=30))
def test_isotonic_is_monotone_and_keeps_the_mean(xs):
    y = fit.isotonic(xs)
    assert np.all(np.diff(y) >= -1e-9 * (1 + np.abs(y[1:])))
    assert np.sum(y) == pytest.approx(np.sum(xs), rel=1e-9, abs=1e-6)


def test_latency_fit_is_robust_to_a_spike():
    lat = step_curve(SIZES, [48 * KiB, 2 * MiB, 32 * MiB], [1e-9, 5e-9, 4e-8, 1.2e-7])
    lat[SIZES.index(16 * MiB)] = 5e-7  # a descheduled thread during one working set
    f = fit.fit_memory_curve(SIZES, lat, 4)
    assert f.fast < f.slow


def test_latency_fit_exact():
    lat = step_curve(SIZES, [48 * KiB, 2 * MiB, 32 * MiB], [1e-9, 5e-9, 4e-8, 1.2e-7])
    f = fit.fit_memory_curve(SIZES, lat, 4)
    assert (f.fast, f.slow, f.z_bytes) == (4e-8, 1.2e-7, 32 * MiB)
    assert SIZES[f.step_index] == 64 * MiB
    assert [lv[2] for lv in f.levels] == [1e-9, 5e-9, 4e-8, 1.2e-7]


@given(
    st.lists(st.floats(1.5, 20.0), min_size=3, max_size=3),
    st.integers(1, 4),
    st.integers(1, 4),
    st.integers(1, 4),
)
def test_latency_fit_exact_on_random_staircases(ratios, w1, w2, w3):
    sizes = SIZES[: w1 + w2 + w3 + 3]
    levels = np.cumprod([1e-9, *ratios])
    lat = [levels[0]] * w1 + [levels[1]] * w2 + [levels[2]] * w3
    lat += [levels[3]] * (len(sizes) - len(lat))
    f = fit.fit_memory_curve(sizes, lat, 4)
    assert f.fast == pytest.approx(levels[2], rel=1e-12)
    assert f.slow == pytest.approx(levels[3], rel=1e-12)
    assert f.z_bytes == sizes[w1 + w2 + w3 - 1]


def test_bandwidth_fit_exact():
    lat = step_curve(SIZES, [48 * KiB, 2 * MiB, 32 * MiB], [1e-9, 5e-9, 4e-8, 1.2e-7])
    lf = fit.fit_memory_curve(SIZES, lat, 4)
    # all-thread bandwidth: L1/L2 fast, LLC 60 GB/s, cache-assisted just past Z, DRAM 30
    bw = step_curve(SIZES, [2 * MiB, 4 * MiB, 32 * MiB, 64 * MiB], [300e9, 150e9, 60e9, 45e9, 30e9])
    b = fit.fit_bandwidth(SIZES, bw, lf, private_bytes=4 * MiB)
    assert (b.fast, b.slow) == (60e9, 30e9)
    assert b.fast_sizes == (8 * MiB, 16 * MiB, 32 * MiB)
    assert min(b.slow_sizes) == 128 * MiB
    # without the private-cache cut the L2-resident 4 MiB point joins the plateau
    assert fit.fit_bandwidth(SIZES, bw, lf).fast_sizes[0] == 4 * MiB


def test_bandwidth_fit_slow_sizes_beyond_the_os_llc():
    # a VM: latency steps after 32 MiB, but a 480 MiB LLC still helps streams to 256 MiB
    lat = step_curve(SIZES, [48 * KiB, 2 * MiB, 32 * MiB], [1e-9, 5e-9, 4e-8, 1.5e-7])
    lf = fit.fit_memory_curve(SIZES, lat, 4)
    bw = step_curve(SIZES, [32 * MiB, 256 * MiB], [60e9, 57e9, 33e9])
    b = fit.fit_bandwidth(SIZES, bw, lf, min_slow_bytes=480 * MiB)
    assert b.slow == 33e9 and b.slow_sizes == (512 * MiB, 1024 * MiB)
    assert fit.fit_bandwidth(SIZES, bw, lf).slow_sizes[0] == 128 * MiB  # 4 Z only
    short = fit.fit_bandwidth(SIZES[:17], bw[:17], lf, min_slow_bytes=2048 * MiB)
    assert short.slow_sizes == (128 * MiB, 256 * MiB)  # LLC bound dropped, 4 Z kept


def test_bandwidth_fit_short_sweep_uses_largest_point():
    sizes = SIZES[:12]  # up to 8 MiB
    lat = step_curve(sizes, [48 * KiB, 2 * MiB], [1e-9, 5e-9, 1e-7])
    lf = fit.fit_memory_curve(sizes, lat, 3)
    bw = step_curve(sizes, [2 * MiB], [100e9, 20e9])
    b = fit.fit_bandwidth(sizes, bw, lf)
    assert b.slow_sizes == (8 * MiB,) and b.slow == 20e9


def test_line_size_fit_exact():
    strides = [8, 16, 32, 64, 128, 256, 512]
    for line in (32, 64, 128):
        t = [min(s, line) / line * 3e-9 for s in strides]
        assert fit.fit_line_size(strides, t) == line


def test_vector_lanes_and_fma_pipes():
    assert fit.vector_lanes([2, 4, 8], [1.0, 2.0, 4.0]) == 8
    assert fit.vector_lanes([2, 4, 8], [1.0, 2.0, 2.05]) == 4  # double-pumped 512-bit
    assert fit.fma_pipes(4 * 2 * 2 * 3e9, 3e9, 4) == 2.0


def test_sync_fit():
    s = fit.fit_sync([1e-6, 2e-6, 3e-6])
    assert s.median == 2e-6 and s.spread == pytest.approx(1.0)


def test_size_grid():
    g = size_grid(4096, 1 << 20, 1)
    assert g == [4096 << k for k in range(9)]
    g2 = size_grid(4096, 1 << 20, 2)
    assert all(x % 4096 == 0 for x in g2) and len(g2) == 16 and g2 == sorted(set(g2))


def test_hostinfo_parsers():
    assert parse_cache_size("48K") == 48 * KiB
    assert parse_cache_size("480M\n") == 480 * MiB
    info = parse_cpuinfo("processor : 0\nmodel name : X\nflags : fma avx2\n\nprocessor : 1\n")
    assert info["model name"] == "X" and info["flags"] == "fma avx2"
    assert isa_vector_bytes({"avx512f", "avx2"}, "x86_64") == 64
    assert isa_vector_bytes({"avx2", "avx"}, "x86_64") == 32
    assert isa_vector_bytes({"sse2"}, "x86_64") == 16
    assert isa_vector_bytes({"asimd"}, "aarch64") == 16
    assert has_fma({"fma"}, "x86_64") and not has_fma({"sse2"}, "x86_64")
    assert has_fma(set(), "aarch64")


# ------------------------------------------------------------------ raw -> spec


def _host() -> HostCpu:
    caches = (
        CacheLevel(1, "Data", 48 * KiB, 64, "0"),
        CacheLevel(1, "Instruction", 32 * KiB, 64, "0"),
        CacheLevel(2, "Unified", 2 * MiB, 64, "0"),
        CacheLevel(3, "Unified", 32 * MiB, 64, "0-3"),
    )
    return HostCpu(
        "x86_64", "GenuineIntel", "Synthetic", frozenset({"avx512f", "fma"}), 3e9, 4, caches
    )


def _synthetic_cpu_raw(spread: float = 0.0) -> dict:
    reps = 3
    jitter = [1.0, 1.0 + spread, 1.0 - spread / 2]

    def secs(t):
        return [t * j for j in jitter]

    lat = step_curve(SIZES, [48 * KiB, 2 * MiB, 32 * MiB], [1e-9, 5e-9, 4e-8, 1.2e-7])
    bw = step_curve(SIZES, [8 * MiB, 32 * MiB], [300e9, 60e9, 30e9])

    def flops(lanes, rate, threads):
        fpc = 1000 * 16 * lanes * 2 * threads
        return {
            "lanes": lanes,
            "iters": 1000,
            "threads": threads,
            "flops_per_call": fpc,
            "seconds": secs(fpc / rate),
        }

    return {
        "tool": "automatch test",
        "mode": "quick",
        "host": "synthetic",
        "date": "2024-01-01",
        "threads": 4,
        "repetitions": reps,
        "cpu": {"model": "Synthetic", "fma_flag": True, "isa_vector_bytes": 64},
        "clock": {"iters": 1000, "cycles_per_iter": 16, "seconds": secs(16000 / 3e9)},
        "flops": {
            "f64": {
                "one_core": {
                    "16": flops(2, 24e9, 1),
                    "32": flops(4, 48e9, 1),
                    "64": flops(8, 96e9, 1),
                },
                "all": flops(8, 384e9, 4),
            },
            "f32": {
                "one_core": {
                    "16": flops(4, 48e9, 1),
                    "32": flops(8, 96e9, 1),
                    "64": flops(16, 192e9, 1),
                },
                "all": flops(16, 768e9, 4),
            },
        },
        "latency": {"sizes_bytes": SIZES, "seconds_per_load": [secs(x) for x in lat]},
        "bandwidth": {"sizes_bytes": SIZES, "bytes_per_s": [[x] * reps for x in bw]},
        "stride": {
            "strides_bytes": [8, 16, 32, 64, 128],
            "seconds_per_access": [secs(min(s, 64) / 64 * 3e-9) for s in [8, 16, 32, 64, 128]],
        },
        "barrier": {"seconds_per_barrier": secs(1e-6)},
    }


def test_cpu_spec_from_synthetic_raw_is_exact():
    spec, warnings = spec_from_measurements(_synthetic_cpu_raw(), _host(), name="synth")
    assert spec.clock_hz == pytest.approx(3e9)
    assert spec.peak_fp64_flops_per_s == pytest.approx(384e9)
    assert spec.peak_fp32_flops_per_s == pytest.approx(768e9)
    assert (spec.vector_width_fp64, spec.vector_width_fp32, spec.cores) == (8, 16, 4)
    assert (spec.alpha_f_s, spec.alpha_s_s, spec.fast_memory_bytes) == (4e-8, 1.2e-7, 32 * MiB)
    assert (spec.beta_f_bytes_per_s, spec.beta_s_bytes_per_s) == (60e9, 30e9)
    assert spec.sync_s == pytest.approx(1e-6) and spec.line_bytes == 64
    assert spec.provenance.source == "measured" and spec.provenance.max_spread == 0.0
    assert spec.extra["fma_pipes_per_core"] == 2.0
    assert warnings == []
    spec_to_toml(spec)  # valid


def test_add_latency_and_the_datasheet_window():
    # 16 dependent adds per iteration, 1000 iterations in 48 us: 3 ns per add; the host's
    # CPUID family 25 model 17 is a Zen 4 in microarch.json: a 320-entry window
    raw = _synthetic_cpu_raw()
    raw["add_chain"] = {"iters": 1000, "ops_per_iter": 16, "seconds": [48e-6] * 3}
    # 2^20 branches, half mispredicted: 3.1 ms against 0.5 ms always taken = 5 ns each
    raw["branch"] = {"n": 1 << 20, "seconds_random": [0.5e-3 + (1 << 19) * 5e-9] * 3,
                     "seconds_same": [0.5e-3] * 3}
    host = dataclasses.replace(_host(), vendor="AuthenticAMD", cpu_family=25, cpu_model=17)
    spec, _ = spec_from_measurements(raw, host, name="synth")
    assert spec.latency_add_s == pytest.approx(3e-9)
    assert spec.branch_mispredict_s == pytest.approx(5e-9)
    assert spec.reorder_buffer_uops == 320 and spec.dispatch_width_uops == 6
    assert "reorder_buffer_uops: 320, dispatch_width_uops: 6 (Zen 4" in spec.provenance.notes
    back = parse_spec_text(spec_to_toml(spec))  # round trip
    assert back.reorder_buffer_uops == 320 and back.dispatch_width_uops == 6
    # a CPU the table does not know: no window, and the notes say so
    host = dataclasses.replace(_host(), cpu_family=6, cpu_model=1)
    spec, _ = spec_from_measurements(_synthetic_cpu_raw(), host, name="synth")
    assert spec.latency_add_s is None and spec.reorder_buffer_uops is None
    assert spec.dispatch_width_uops is None
    assert "not in the datasheet table" in spec.provenance.notes
    # a raw file recorded before CPUID family/model were: nothing said
    spec, _ = spec_from_measurements(_synthetic_cpu_raw(), _host(), name="synth")
    assert spec.reorder_buffer_uops is None and "reorder_buffer" not in spec.provenance.notes


def test_scalar_load_rates_reach_the_spec():
    # 2048 words x 2000 passes: 0.1 ns per load on one thread, 0.03 ns for the team
    raw = _synthetic_cpu_raw()
    raw["scalar_loads"] = {"words_per_thread": 2048, "passes": 2000, "threads": 4,
                           "seconds_per_load_1t": [1e-10] * 3,
                           "seconds_per_load_all": [3e-11] * 3}
    spec, _ = spec_from_measurements(raw, _host(), name="synth")
    assert spec.throughput_scalar_access_s == pytest.approx(1e-10)
    assert spec.throughput_scalar_access_all_s == pytest.approx(3e-11)
    assert "throughput_scalar_access_s" in spec.provenance.notes
    back = parse_spec_text(spec_to_toml(spec))  # round trip, schema-valid
    assert back.throughput_scalar_access_all_s == pytest.approx(3e-11)
    # a raw file recorded before the kernel existed: no fields
    spec, _ = spec_from_measurements(_synthetic_cpu_raw(), _host(), name="synth")
    assert spec.throughput_scalar_access_s is None
    # the team slower than one thread (a co-runner; the 2-vCPU EPYC VM measured 1.26e-10
    # s for 2 threads against 1.02e-10 for one once): the one-thread figure, flagged
    raw["scalar_loads"]["seconds_per_load_all"] = [1.3e-10] * 3
    spec, warnings = spec_from_measurements(raw, _host(), name="synth")
    assert spec.throughput_scalar_access_all_s == pytest.approx(1e-10)
    assert any(w.startswith("throughput_scalar_access_all_s: 4 threads loaded slower")
               for w in warnings)


def test_microarch_table():
    table = microarch.load_table()
    assert all(e["source"] for e in table)
    assert microarch.lookup("AuthenticAMD", 25, 17).reorder_buffer_uops == 320  # Zen 4 (Genoa)
    assert microarch.lookup("AuthenticAMD", 25, 1).name == "Zen 3"
    assert microarch.lookup("GenuineIntel", 6, 143).reorder_buffer_uops == 512  # Sapphire Rapids
    assert microarch.lookup("GenuineIntel", 6, 85).reorder_buffer_uops == 224  # Skylake-SP
    # every shipped entry has a dispatch width: Zen 4 6, Skylake 4, Golden Cove 6
    assert all(isinstance(e.get("dispatch_width_uops"), int) for e in table)
    assert microarch.lookup("AuthenticAMD", 25, 17).dispatch_width_uops == 6
    assert microarch.lookup("GenuineIntel", 6, 85).dispatch_width_uops == 4
    assert microarch.lookup("GenuineIntel", 6, 143).dispatch_width_uops == 6
    old_entry = ('{"entries": [{"vendor": "X", "family": 1, "models": [[2, 3]], "name": "n", '
                 '"reorder_buffer_uops": 1, "source": "s"}]}')  # the width is optional
    assert microarch.lookup("X", 1, 2, microarch.load_table(old_entry)).dispatch_width_uops is None
    with pytest.raises(ValueError, match="entry 0"):
        microarch.load_table(old_entry.replace('"source"', '"dispatch_width_uops": 0, "source"'))
    assert microarch.lookup("GenuineIntel", 6, 1) is None
    assert microarch.lookup("ARM", -1, -1) is None
    with pytest.raises(ValueError, match="entry 0"):
        microarch.load_table('{"entries": [{"vendor": "X", "family": 1, "models": [[2, 1]],'
                             ' "name": "n", "reorder_buffer_uops": 1, "source": "s"}]}')
    with pytest.raises(ValueError, match="entries"):
        microarch.load_table("[]")


def test_cpu_flags_noise_and_peaks_above_datasheet():
    raw = _synthetic_cpu_raw(spread=0.3)
    raw["flops"]["f64"]["all"]["seconds"] = [t / 2 for t in raw["flops"]["f64"]["all"]["seconds"]]
    spec, warnings = spec_from_measurements(raw, _host(), name="synth")
    text = " | ".join(warnings)
    assert "sync_s: spread 45%" in text
    assert "peak_fp64_flops_per_s: measured" in text and "exceeds the datasheet peak" in text
    assert spec.provenance.max_spread == pytest.approx(0.45)
    assert "FLAGGED:\n- " in spec.provenance.notes


def _synthetic_gpu_raw() -> dict:
    sizes = [1 << e for e in range(14, 31)]
    lat = step_curve(sizes, [256 * KiB, 32 * MiB], [3e-8, 1.5e-7, 4e-7])
    bw = step_curve(sizes, [256 * KiB, 32 * MiB, 64 * MiB], [2e13, 6e12, 4e12, 2e12])
    return {
        "tool": "automatch bench gpu",
        "mode": "quick",
        "host": "h",
        "date": "2024-01-01",
        "repetitions": 2,
        "device": {
            "name": "NVIDIA Test GPU",
            "sms": 100,
            "cc": [8, 0],
            "clock_hz": 1.5e9,
            "l2_bytes": 40 * MiB,
            "smem_per_sm_bytes": 164 * KiB,
            "global_bytes": 40 << 30,
            "lanes_per_sm": 64,
        },
        "flops": {
            "f64": {"flops_per_call": 1e10, "seconds": [1e10 / 9.6e12] * 2},
            "f32": {"flops_per_call": 1e10, "seconds": [1e10 / 19.2e12] * 2},
        },
        "latency": {"sizes_bytes": sizes, "seconds_per_load": [[x, x] for x in lat]},
        "bandwidth": {"sizes_bytes": sizes, "bytes_per_s": [[x, x] for x in bw]},
        "sync": {"seconds_per_launch": [4e-6, 4e-6]},
        "host_link": {
            "bytes": 64 << 20,
            "seconds": [(64 << 20) / 25e9] * 2,
            "small_seconds": [1e-5, 1e-5],
        },
    }


def test_gpu_spec_from_synthetic_raw_is_exact():
    spec, warnings = gpu_spec_from_raw(_synthetic_gpu_raw())
    assert warnings == []
    assert spec.name == "nvidia-test-gpu" and spec.kind == "gpu" and spec.cores == 6400
    assert spec.peak_fp64_flops_per_s == pytest.approx(9.6e12)
    assert spec.peak_fp32_flops_per_s == pytest.approx(19.2e12)
    assert spec.fast_memory_bytes == 40 * MiB + 100 * 164 * KiB
    assert (spec.alpha_f_s, spec.alpha_s_s) == (1.5e-7, 4e-7)
    assert (spec.beta_f_bytes_per_s, spec.beta_s_bytes_per_s) == (6e12, 2e12)
    assert spec.sync_s == 4e-6
    assert spec.host_link is not None
    assert spec.host_link.bandwidth_bytes_per_s == pytest.approx(25e9)
    assert spec.host_link.latency_s == 1e-5
    spec_to_toml(spec)  # valid


def test_gpu_helpers():
    assert fp32_lanes_per_sm(8, 0) == 64 and fp32_lanes_per_sm(9, 0) == 128
    assert fp32_lanes_per_sm(12, 0) == 128
    assert fit_name("NVIDIA H100 80GB HBM3") == "nvidia-h100-80gb-hbm3"
