"""GPU terms of the model (model/gpu.py) against hand-derived values."""

from __future__ import annotations

import dataclasses

import pytest
from am_builders import make_gpu, make_profile, make_spec

from automatch.analyses.profile import ReuseHistogram
from automatch.arch.spec import HostLink
from automatch.model.ec import DeviceModel
from automatch.model.gpu import (
    concurrency_bandwidth,
    level_floor_units,
    sector_efficiency,
    transfer_bytes,
)
from automatch.model.implementation import execution_cost

REL = 1e-12


def test_littles_law_bandwidth():
    # 1 TB/s at 1 us needs 1 MB in flight; 1000 x 32 B = 32 KB reach 32 GB/s
    assert concurrency_bandwidth(1e12, 1e-6, 32, 1000) == pytest.approx(3.2e10, rel=REL)
    assert concurrency_bandwidth(1e12, 1e-6, 32, 1e6) == 1e12
    assert concurrency_bandwidth(1e12, 0.0, 32, 1) == 1e12  # no latency known: no limit


def test_level_floor_is_one_latency():
    # 4 ns x 1 Gflop/s x f_im 1 = 4 units; never below 1
    assert level_floor_units(4e-9, 1e9, 1.0) == pytest.approx(4.0, rel=REL)
    assert level_floor_units(1e-12, 1e9, 1.0) == 1.0
    assert level_floor_units(0.0, 1e9, 1.0) == 1.0


def _hist(line, cold, hits_at_zero):
    return ReuseHistogram(
        line_bytes=line, cold=cold, lower=(0,), upper=(1,), counts=(hits_at_zero,)
    )


def test_sector_efficiency_coalesced_and_scattered():
    n = 1024  # 8-byte words
    # contiguous: a 32-B sector serves 4 words (n/4 misses), a 128-B line 16 (n/16)
    contiguous = sector_efficiency(
        _hist(32, n // 4, 3 * n // 4), _hist(128, n // 16, 15 * n // 16), capacity_bytes=1024
    )
    assert contiguous == pytest.approx(1.0)
    # scattered: every word its own line and sector: 32 B of each 128 B line used
    scattered = sector_efficiency(_hist(32, n, 0), _hist(128, n, 0), capacity_bytes=1024)
    assert scattered == pytest.approx(0.25)
    assert sector_efficiency(None, _hist(128, n, 0), 1024) == 1.0


def test_transfer_reads_in_and_writes_back():
    p = make_profile()  # footprint 1 MB; 250 stores of 8 B
    tb = transfer_bytes(p.memory)
    assert tb.to_device == 1_000_000 and tb.to_host == 2000
    gpu = make_gpu(bw=1e10, latency=1e-5)
    b = execution_cost(p, gpu, "default")
    assert b.transfer_s == pytest.approx(2 * 1e-5 + 1_002_000 / 1e10, rel=REL)
    assert b.transfer_to_device_bytes == 1_000_000 and b.transfer_to_host_bytes == 2000
    # the paper variant keeps one leg of the footprint
    bp = execution_cost(p, gpu, "paper", include_transfer=True)
    assert bp.transfer_s == pytest.approx(1e-5 + 1_000_000 / 1e10, rel=REL)


def test_transfer_from_first_touches_and_lines_written():
    # 32-B lines: 1000 lines touched, 300 of them first by a store (an output array), 500
    # stored to (the output and 200 lines updated in place)
    p = make_profile()
    h32 = dataclasses.replace(_hist(32, 1000, 0), cold_stores=300, lines_written=500)
    mem = dataclasses.replace(p.memory, footprint_bytes=32_000, reuse=(_hist(128, 250, 0), h32))
    tb = transfer_bytes(mem)
    assert (tb.to_device, tb.to_host) == (700 * 32, 500 * 32)
    # in at 1e10, out at 2e10; two latencies
    link = HostLink(1e10, 1e-5, 2e10)
    gpu = make_gpu(bw=1e10, latency=1e-5)
    gpu = dataclasses.replace(gpu, host_link=link)
    b = execution_cost(dataclasses.replace(p, memory=mem), gpu, "default")
    want = 2e-5 + 22_400 / 1e10 + 16_000 / 2e10
    assert b.transfer_s == pytest.approx(want, rel=REL)
    # a link without a device-to-host rate uses its one bandwidth both ways
    assert HostLink(1e10).to_host_Bps == 1e10


def test_deep_schedule_starves_gpu_memory():
    # D = 1500 levels for 1000 accesses: under one access in flight (counted as 1), so
    # the slow level (latency 1e-7 s, 64-B lines) reaches 64 B / 1e-7 s = 0.64 GB/s
    p = make_profile(widths=(4, 100), repeats=(500, 1000))
    gpu = make_gpu()
    m = DeviceModel(p, gpu)
    assert m.level_bw[-1] == pytest.approx(64 / 1e-7, rel=REL)
    # a CPU with the same figures keeps its bandwidth
    cpu = make_spec()
    assert DeviceModel(p, cpu).level_bw[-1] == pytest.approx(1e10, rel=REL)


def test_uncoalesced_gpu_moves_sectors():
    # the same profile at 32 and 128 B with no reuse: each miss moves a 32-B sector
    p = make_profile(line_bytes=(32, 128), lower=(1,), upper=(2,), counts=(0,), cold=1000)
    gpu = make_gpu(line_bytes=128)
    b = execution_cost(p, gpu, "default")
    assert b.sector_efficiency == pytest.approx(0.25)
    last = b.memory_levels[-1]
    assert last.bytes == pytest.approx(1000 * 32)
