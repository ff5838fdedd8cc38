"""EC terms against hand-computed values (see am_builders for the inputs)."""

from __future__ import annotations

import dataclasses
import math

import pytest
from am_builders import make_gpu, make_profile, make_spec, parallel_cost
from hypothesis import given, settings
from hypothesis import strategies as st

from automatch.arch.spec import HostLink
from automatch.errors import InputError
from automatch.model.ec import DeviceModel, LevelSum, ModelOptions
from automatch.model.predict import predict

REL = 1e-12

# Hand computation for small_profile on cpu8 (pi0 = 1e9, n_p = 8):
#   level units: 5 levels of width 4 -> 5 * 1; 10 of width 100 -> 10 * 100/8 = 125: 130
#   D/pi0 = 15e-9
# paper:   130 / (1e9 * f_v 0.5 * f_im 0.8) = 3.25e-7       -> Tcomp = 3.40e-7
# memory:  Q_f = 700 (bins below Z = 64 lines), Q_s = 100 cold + 200 = 300, L = 64
#          fast = 1e-9 * 15 + 700 * 64 / 1e11 = 1.5e-8 + 4.48e-7 = 4.63e-7
#          slow = 1e-7 * 15 + 300 * 64 / 1e10 = 1.5e-6 + 1.92e-6 = 3.42e-6
# sync:    3 * 1e-6 = 3e-6
PAPER_EC = 3.40e-7 + 4.63e-7 + 3.42e-6 + 3e-6  # 7.223e-6


def test_eq3_paper_compute(small_profile, cpu8):
    b = parallel_cost(small_profile, cpu8, "paper")
    assert b.compute_depth_s == pytest.approx(15e-9, rel=REL)
    assert b.compute_levels_s == pytest.approx(3.25e-7, rel=REL)
    assert b.compute_s == pytest.approx(3.40e-7, rel=REL)


def test_eq4_memory(small_profile, cpu8):
    b = parallel_cost(small_profile, cpu8, "paper")
    assert b.q_fast == pytest.approx(700)
    assert b.q_slow == pytest.approx(300)
    assert b.z_lines == 64
    assert b.fast_memory_s == pytest.approx(4.63e-7, rel=REL)
    assert b.slow_memory_s == pytest.approx(3.42e-6, rel=REL)
    assert b.latency_s == pytest.approx((1e-9 + 1e-7) * 15, rel=REL)
    assert b.slow_memory_bytes == pytest.approx(300 * 64)


def test_eq5_sync_and_total(small_profile, cpu8):
    b = parallel_cost(small_profile, cpu8, "paper")
    assert b.sync_s == pytest.approx(3e-6, rel=REL)
    assert b.time_s == pytest.approx(PAPER_EC, rel=REL)
    assert b.gflops == pytest.approx(1020 / PAPER_EC / 1e9, rel=REL)
    assert b.bottleneck == "slow_memory"


def test_z_interpolates_inside_a_bin(cpu8):
    # Z = 24 lines: half of the [16, 32) bin hits
    spec = dataclasses.replace(cpu8, fast_memory_bytes=24 * 64)
    b = parallel_cost(make_profile(), spec, "paper")
    assert b.q_fast == pytest.approx(400 + 150)
    assert b.q_slow == pytest.approx(100 + 150 + 200)


def test_default_amdahl_vectorisation(small_profile, cpu8):
    # f_v 0.5, vw 4: factor 0.5 + 0.5 * 4 = 2.5; f_im 0.8 (device has FMA)
    b = parallel_cost(small_profile, cpu8, "default")
    assert b.compute_levels_s == pytest.approx(130 * 2.5 / (1e9 * 0.8), rel=REL)
    # the critical path (15 dependent add/mul levels, 4 cycles each) is shorter than the
    # levels' throughput time: compute = max(T_path, levels)
    assert b.critical_path_s == pytest.approx(15 * 4 / cpu8.clock_hz, rel=REL)
    assert b.compute_s == pytest.approx(130 * 2.5 / 0.8e9, rel=REL)
    assert b.transfer_s == 0.0  # CPUs have no host transfer
    fast_fix = _fast_memory_saving(small_profile, cpu8)
    assert b.time_s == pytest.approx(PAPER_EC - 3.25e-7 + 130 * 2.5 / 0.8e9 - fast_fix
                                     - _paper_depth_terms(small_profile, cpu8), rel=REL)


def _paper_depth_terms(profile, spec) -> float:
    """What the paper charges per level of D and the default variant replaces by
    max(T_path, levels) (docs/model.md "Critical path"): D / pi0 + (alpha_f + alpha_s) D."""
    d = profile.depth
    return d / spec.pi0(profile.precision) + (spec.alpha_f_s + spec.alpha_s_s) * d


def _fast_memory_saving(profile, spec) -> float:
    """Default variant: fast-memory hits move their own bytes, not whole lines."""
    paper = parallel_cost(profile, spec, "paper")
    mem = profile.memory
    mean = mem.bytes / mem.accesses
    return paper.q_fast * (paper.line_bytes_used - min(mean, paper.line_bytes_used)) / spec.beta_f_bytes_per_s


def test_default_fast_memory_moves_access_bytes(small_profile, cpu8):
    paper = parallel_cost(small_profile, cpu8, "paper")
    default = parallel_cost(small_profile, cpu8, "default")
    mean = small_profile.memory.bytes / small_profile.memory.accesses
    assert default.fast_memory_s == pytest.approx(
        paper.q_fast * mean / cpu8.beta_f_bytes_per_s, rel=REL)  # latency: in T_path
    assert default.slow_memory_s == pytest.approx(
        paper.slow_memory_s - cpu8.alpha_s_s * small_profile.depth, rel=REL)


def test_fv_zero_paper_infinite_default_finite(cpu8):
    p = make_profile(f_v=0.0)
    assert math.isinf(parallel_cost(p, cpu8, "paper").time_s)
    b = parallel_cost(p, cpu8, "default")
    assert math.isfinite(b.time_s)
    # all ops scalar: vw = 4 times the fully vectorised time
    full = parallel_cost(make_profile(f_v=1.0), cpu8, "default")
    assert b.compute_levels_s == pytest.approx(4 * full.compute_levels_s, rel=REL)


def test_fv_one_default_equals_paper_but_for_fast_memory(cpu8):
    p = make_profile(f_v=1.0)
    assert parallel_cost(p, cpu8, "default").time_s == pytest.approx(
        parallel_cost(p, cpu8, "paper").time_s - _fast_memory_saving(p, cpu8)
        - _paper_depth_terms(p, cpu8), rel=REL
    )


def test_gpu_has_no_vector_factor(small_profile):
    gpu = make_gpu()
    b = parallel_cost(small_profile, gpu, "default", include_transfer=False)
    assert b.f_v_used == 1.0 and b.vector_width_used == 1
    # occupancy floor (model/gpu.py): one dependent FMA, 4 cycles at 1 GHz, is
    # 4e-9 s x pi0 1e9 x f_im 0.8 = 3.2 units per level: the 5 levels of width 4
    # (0.5 units on 8 cores) take 3.2 each, the 10 of width 100 stay at 12.5
    assert b.compute_levels_s == pytest.approx((5 * 3.2 + 125) / (1e9 * 0.8), rel=REL)
    assert b.level_floor_s == pytest.approx(4e-9, rel=REL)
    # the paper applies f_v everywhere
    bp = parallel_cost(small_profile, gpu, "paper")
    assert bp.compute_levels_s == pytest.approx(130 / (1e9 * 0.5 * 0.8), rel=REL)


def test_no_fma_device_ignores_f_im(small_profile):
    spec = make_spec(fma=False)
    b = parallel_cost(small_profile, spec, "default")
    assert b.f_im_used == 1.0
    assert b.compute_levels_s == pytest.approx(130 * 2.5 / 1e9, rel=REL)
    assert parallel_cost(small_profile, spec, "paper").f_im_used == 0.8


def test_transfer_term(small_profile, gpu8):
    # in: latency 1e-5 + footprint 1e6 B; out: latency 1e-5 + 250 stores x 8 B,
    # at 1e10 B/s: 2e-5 + 1.002e-4 = 1.202e-4 (model/gpu.py transfer_bytes)
    t = 1.202e-4
    b = parallel_cost(small_profile, gpu8, "default")
    assert b.transfer_s == pytest.approx(t, rel=REL)
    assert b.transfer_included
    others = b.compute_s + b.fast_memory_s + b.slow_memory_s + b.sync_s
    assert b.time_s == pytest.approx(others + t, rel=REL)
    assert b.bottleneck == "transfer"
    off = parallel_cost(small_profile, gpu8, "default", include_transfer=False)
    assert off.time_s == pytest.approx(others, rel=REL)
    assert off.transfer_s == pytest.approx(t, rel=REL)  # still reported
    assert off.bottleneck != "transfer"
    paper = parallel_cost(small_profile, gpu8, "paper")
    assert not paper.transfer_included
    assert parallel_cost(small_profile, gpu8, "paper", include_transfer=True).transfer_included


@pytest.mark.parametrize(
    ("bus", "expected_ms"),
    [(5.1e9, 6.579), (2.1e9, 15.978)],  # boat hull Table 2: GTX470, GTS250 B_bus
)
def test_boat_hull_t0(bus, expected_ms):
    # boat hull t0 = d / B_bus for the class 2048x2048|element -> 2048x2048|element:
    # d = 2 * 2048 * 2048 elements of 4 bytes (copy in and out)
    d = 2 * 2048 * 2048 * 4
    p = make_profile(footprint=d, precision="fp32")
    gpu = make_gpu(bw=bus, latency=0.0)
    b = parallel_cost(p, gpu, "default")
    assert b.transfer_s * 1e3 == pytest.approx(expected_ms, rel=1e-3)


@pytest.mark.parametrize("peak", [40e9, 90e9])  # boat hull Table 3: Q8300, i7-930
def test_boat_hull_cpu_scalar_floor(peak):
    # boat hull: without the vector extensions the compute time grows by W_vector
    # (128-bit lanes, 32-bit data: 4). One level of 2048*2048 ops, f_v = 0 vs 1.
    n = 2048 * 2048
    spec = dataclasses.replace(
        make_spec(cores=4, fma=False, vw=2), peak_fp32_flops_per_s=peak, vector_width_fp32=4
    )
    pi0 = peak / 4
    scalar = parallel_cost(make_profile(widths=(n,), repeats=(1,), f_v=0.0, precision="fp32"),
                            spec, "default")
    vector = parallel_cost(make_profile(widths=(n,), repeats=(1,), f_v=1.0, precision="fp32"),
                            spec, "default")
    c0 = n / peak  # boat hull compute equation, multi-threaded vector
    # one level: its 4-cycle latency is far below the throughput time c0
    assert vector.compute_s == pytest.approx(max(c0, 4 / spec.clock_hz), rel=REL)
    assert scalar.compute_s == pytest.approx(4 * c0, rel=REL)
    assert pi0 > 0


def test_range_over_fma_and_vectorisation(small_profile, cpu8):
    b = parallel_cost(small_profile, cpu8, "default")
    best = parallel_cost(make_profile(f_v=1.0, f_im=1.0), cpu8, "default")
    # the low end is the roofline bound of the most favourable f_v, f_im: the larger of
    # the critical path and the level sum against the slowest memory level (levels
    # overlap), plus the barriers; no chains, dispatch or branch estimates
    roofline = max(best.critical_path_s, best.compute_levels_s,
                   max(lv.time_s for lv in best.memory_levels)) + best.sync_s
    assert b.time_low_s == pytest.approx(roofline, rel=REL)
    assert b.time_high_s == pytest.approx(b.time_s, rel=REL)
    assert b.time_low_s <= best.time_s <= b.time_s <= b.time_high_s


def test_nearest_histogram_line_size(small_profile):
    spec = make_spec(line_bytes=128, fast_memory_bytes=64 * 128)
    d = parallel_cost(small_profile, spec, "default")
    assert d.histogram_line_bytes == 64
    assert d.line_bytes_used == 64 and d.z_lines == 128
    p = parallel_cost(small_profile, spec, "paper")
    assert p.line_bytes_used == 128 and p.z_lines == 64


def test_no_histogram_means_all_slow(cpu8):
    p = make_profile()
    p = dataclasses.replace(p, memory=dataclasses.replace(p.memory, reuse=()))
    b = parallel_cost(p, cpu8, "default")
    assert b.q_fast == 0 and b.q_slow == p.memory.accesses


def test_zero_work_profile(cpu8):
    p = make_profile(widths=(), repeats=(), counts=(), lower=(), upper=(), cold=0)
    b = parallel_cost(p, cpu8)
    assert b.compute_s == 0 and b.gflops == 0.0
    assert b.time_s == pytest.approx(3e-6)  # only sync


def test_bad_variant_is_input_error():
    with pytest.raises(InputError, match="variant"):
        ModelOptions(variant="fancy")


def test_predict_ranks_and_relative_cost(small_profile, cpu8):
    fast = make_spec("fast", speed=3.0)
    preds = predict(small_profile, [cpu8, fast], "paper")
    assert [p.device for p in preds] == ["fast", "cpu8"]
    assert [p.rank for p in preds] == [1, 2]
    assert preds[0].relative_cost == 1.0
    assert preds[1].relative_cost == pytest.approx(3.0, rel=1e-12)
    assert preds[1].time_s == pytest.approx(PAPER_EC, rel=REL)


def test_predict_rejects_duplicates_and_empty(small_profile, cpu8):
    with pytest.raises(InputError):
        predict(small_profile, [])
    with pytest.raises(InputError, match="unique"):
        predict(small_profile, [cpu8, cpu8])


def test_prediction_round_trip(small_profile, cpu8, gpu8):
    from automatch.model.predict import Prediction

    for p in predict(small_profile, [cpu8, gpu8]):
        assert Prediction.from_dict(p.to_dict()) == p


def test_share_scaling(small_profile, gpu8):
    m = DeviceModel(small_profile, gpu8, ModelOptions())
    assert m.time(0.0) == 0.0
    half = m.terms(0.5)
    full = m.terms(1.0)
    # D, S and latencies fixed; bandwidth terms and footprint halve
    assert half["sync"] == full["sync"]
    assert half["compute_depth"] == full["compute_depth"]
    # two legs' latency stay; half of (1e6 B in + 2000 B out) at 1e10 B/s
    assert half["transfer"] == pytest.approx(2e-5 + 0.5 * 1.002e-4, rel=REL)
    # levels: width 4 -> 2 (the GPU's floor, 3.2 units), width 100 -> 50 -> 50/8
    assert half["compute_levels"] == pytest.approx((5 * 3.2 + 10 * 50 / 8) / 0.8e9, rel=REL)


@settings(max_examples=60, deadline=None)
@given(
    widths=st.lists(st.integers(1, 10_000), min_size=1, max_size=12),
    data=st.data(),
    n_p=st.integers(1, 5000),
    x=st.floats(1e-6, 1.0),
    floor=st.floats(1.0, 64.0),
)
def test_level_sum_matches_reference(widths, data, n_p, x, floor):
    repeats = data.draw(st.lists(st.integers(1, 50), min_size=len(widths), max_size=len(widths)))
    ref = sum(r * max(1.0, x * w / n_p) for w, r in zip(widths, repeats, strict=True))
    assert LevelSum(tuple(widths), tuple(repeats)).units(n_p, x) == pytest.approx(ref, rel=1e-9)
    ref_floor = sum(r * max(floor, x * w / n_p) for w, r in zip(widths, repeats, strict=True))
    assert LevelSum(tuple(widths), tuple(repeats)).units(n_p, x, floor) == pytest.approx(
        ref_floor, rel=1e-9)
    paper = sum(r * w / min(w, n_p) for w, r in zip(widths, repeats, strict=True))
    assert LevelSum(tuple(widths), tuple(repeats)).units(n_p) == pytest.approx(paper)


@settings(max_examples=40, deadline=None)
@given(f_v=st.floats(0, 1), f_im=st.floats(0.05, 1), vw=st.sampled_from([1, 2, 4, 8]))
def test_default_time_monotone_in_fv(f_v, f_im, vw):
    spec = make_spec(vw=vw)
    lo = parallel_cost(make_profile(f_v=f_v, f_im=f_im), spec)
    hi = parallel_cost(make_profile(f_v=min(1.0, f_v + 0.1), f_im=f_im), spec)
    assert math.isfinite(lo.time_s)
    assert hi.time_s <= lo.time_s * (1 + 1e-12)
    assert lo.time_low_s <= lo.time_s <= lo.time_high_s


def test_host_link_only_on_gpus(small_profile):
    cpu = make_spec(host_link=HostLink(1e9, 1e-3))
    assert parallel_cost(small_profile, cpu).transfer_s == 0.0


def test_the_line_size_fallback_is_recorded_in_the_breakdown(small_profile):
    """Issue 43: a device whose line size the profile did not measure gets the nearest
    histogram, and its breakdown says so (device_line_bytes != histogram_line_bytes);
    at a measured line size the two agree."""
    from automatch.model.ec import histogram_at

    wanted = make_spec(line_bytes=128, fast_memory_bytes=64 * 128)
    d = parallel_cost(small_profile, wanted, "default")
    assert (d.device_line_bytes, d.histogram_line_bytes) == (128, 64)
    measured = make_spec(line_bytes=64, fast_memory_bytes=64 * 128)
    m = parallel_cost(small_profile, measured, "default")
    assert m.device_line_bytes == m.histogram_line_bytes == 64
    assert histogram_at(small_profile, 64).line_bytes == 64
    assert histogram_at(small_profile, 128) is small_profile.memory.reuse_for(128)
