"""Operation costs (model/opcost.py): divisions, square roots and libm calls in flop
slots, against hand-derived values."""

from __future__ import annotations

import dataclasses

import pytest
from am_builders import make_gpu, make_profile, make_spec, parallel_cost

from automatch.analyses.profile import FlopCounts
from automatch.model.opcost import cost_factor, relative_costs

REL = 1e-12


def _flops(total=1000, div=0, special=0, by_name=()):
    return FlopCounts(total=total, add=total - div - special, mul=0, fma=0, div=div,
                      special=special, special_by_name=by_name)


def test_measured_throughputs_set_the_costs():
    # cpu8: pi0 1e9 per core, vector width 4 -> a scalar flop at f_im 1 is charged
    # 4 / 1e9 = 4 ns; a 40 ns division is 10 slots, a 80 ns sqrt 20, a 200 ns exp 50
    spec = dataclasses.replace(make_spec(), throughput_div_s=40e-9, throughput_sqrt_s=80e-9,
                               throughput_libm_s=200e-9)
    r = relative_costs(spec)
    assert r == pytest.approx({"div": 10.0, "sqrt": 20.0, "libm": 50.0}, rel=REL)
    # at f_im 0.5 (adds only) a flop is charged twice as long: the ratios halve
    assert relative_costs(spec, 0.5)["div"] == pytest.approx(5.0, rel=REL)
    f = _flops(div=100, special=30, by_name=(("sqrt", 10), ("exp", 20)))
    # (1000 - 130 + 100 x 10 + 10 x 20 + 20 x 50) / 1000
    assert cost_factor(f, spec) == pytest.approx((870 + 1000 + 200 + 1000) / 1000, rel=REL)


def test_datasheet_cycles_when_not_measured():
    # THROUGHPUT_CYCLES: div 4 cycles at 1 GHz = 4 ns = 1 slot of 4 ns: never below 1
    spec = make_spec()
    assert relative_costs(spec)["div"] == pytest.approx(1.0, rel=REL)
    fast = dataclasses.replace(spec, peak_fp64_flops_per_s=8 * 8e9)  # pi0 8e9: 0.5 ns a flop
    assert relative_costs(fast)["div"] == pytest.approx(8.0, rel=REL)


def test_plain_work_costs_one_slot_and_gpu_slots():
    assert cost_factor(_flops(), make_spec()) == 1.0
    assert cost_factor(_flops(total=0), make_spec()) == 1.0
    g = cost_factor(_flops(div=100), make_gpu())  # fp64 division: 16 slots on a GPU
    assert g == pytest.approx((900 + 1600) / 1000, rel=REL)


def test_compute_levels_scale_by_the_factor():
    p = make_profile()
    p_div = dataclasses.replace(p, flops=dataclasses.replace(p.flops, div=102, add=408))
    spec = dataclasses.replace(make_spec(), throughput_div_s=40e-9)
    base = parallel_cost(p, spec)
    with_div = parallel_cost(p_div, spec)
    factor = with_div.op_cost_factor
    assert factor == pytest.approx(cost_factor(p_div.flops, spec, base.f_im_used), rel=REL)
    assert with_div.compute_levels_s == pytest.approx(base.compute_levels_s * factor, rel=REL)
    # the paper variant charges every flop alike
    assert parallel_cost(p_div, spec, "paper").op_cost_factor == 1.0
