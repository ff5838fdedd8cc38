"""The first touch of fresh pages inside the kernel (automatch.model.first_touch).

Hand-built profiles: 8 MiB of fresh pages on a device of 8 threads at 2 GB/s each is
8 MiB / 8 / 2e9 s; a share x of the work writes x of them; the bound, the paper
variant, GPUs and a spec or profile without the figures charge nothing.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from am_builders import make_gpu, make_profile, make_spec, parallel_cost

from automatch.model.ec import DeviceModel, ModelOptions
from automatch.model.first_touch import first_touch_time_s

REL = 1e-12
FRESH = 8 << 20
RATE = 2e9


def _fresh(profile, fresh=FRESH):
    return dataclasses.replace(profile, memory=dataclasses.replace(
        profile.memory, untouched_store_bytes=fresh))


def test_fresh_pages_cost_their_share_per_thread_at_the_measured_rate():
    cpu = dataclasses.replace(make_spec(), first_touch_bytes_per_s=RATE)
    plain = make_profile(sync_points=0)
    p = _fresh(plain)
    assert first_touch_time_s(p, cpu, 8) == pytest.approx(FRESH / 8 / RATE, rel=REL)
    assert first_touch_time_s(p, cpu, 1) == pytest.approx(FRESH / RATE, rel=REL)
    base, b = parallel_cost(plain, cpu), parallel_cost(p, cpu)
    threads = DeviceModel(p, cpu, ModelOptions()).threads_used
    assert b.first_touch_s == pytest.approx(FRESH / threads / RATE, rel=REL)
    assert b.time_s == pytest.approx(base.time_s + b.first_touch_s, rel=REL)
    # the bound leaves it out: the pages can be touched before the kernel
    assert b.time_low_s == pytest.approx(base.time_low_s, rel=REL)
    # a share of the work writes its share of the pages
    model = DeviceModel(p, cpu, ModelOptions())
    half = model.terms(0.5)
    assert half["first_touch"] == pytest.approx(0.5 * b.first_touch_s, rel=REL)


def test_nothing_is_charged_where_nothing_is_known():
    cpu = dataclasses.replace(make_spec(), first_touch_bytes_per_s=RATE)
    p = _fresh(make_profile(sync_points=0))
    assert parallel_cost(_fresh(p, None), cpu).first_touch_s == 0.0  # no pagemap
    assert parallel_cost(_fresh(p, 0), cpu).first_touch_s == 0.0
    no_rate = dataclasses.replace(cpu, first_touch_bytes_per_s=None)
    assert parallel_cost(p, no_rate).first_touch_s == 0.0
    assert parallel_cost(p, cpu, "paper").first_touch_s == 0.0
    gpu = dataclasses.replace(make_gpu(), first_touch_bytes_per_s=RATE)
    assert parallel_cost(p, gpu).first_touch_s == 0.0


def test_the_advice_names_the_fresh_pages_when_they_are_a_fifth_of_the_time():
    from automatch.decide.advice import advice
    from automatch.model.predict import predict

    slow = dataclasses.replace(make_spec(), first_touch_bytes_per_s=1e6)  # 1 MB/s
    p = _fresh(make_profile(sync_points=0))
    preds = predict(p, [slow])
    assert preds[0].breakdown.first_touch_s >= 0.2 * preds[0].breakdown.time_s
    notes = " ".join(advice(p, preds))
    assert "first to write 8.4 MB" in notes and "page faults" in notes
    quick = dataclasses.replace(slow, first_touch_bytes_per_s=1e15)
    assert "page faults" not in " ".join(advice(p, predict(p, [quick])))


@pytest.mark.skipif(not Path("/proc/self/pagemap").exists(), reason="needs /proc/self/pagemap")
@pytest.mark.parametrize("touch", [0, 1])
def test_a_real_kernel_writing_a_fresh_output_is_charged_its_pages(touch):
    """The whole path on a real run: outputs.c's kernel writes y, 1 MiB that main only
    malloc'd (touch 0) or wrote before the call (touch 1). The profile's fresh bytes
    reach the breakdown over the threads at the spec's rate, and the terminal's levels
    table gets a "fresh pages" column only where there are some."""
    from rich.console import Console

    from automatch.model.predict import predict
    from automatch.pipeline import AnalysisOptions, profile_program
    from automatch.report.terminal import render_report

    src = Path(__file__).parent.parent / "analyses" / "kernels" / "outputs.c"
    prof = profile_program(str(src), AnalysisOptions(
        kernel="scale", program_args=(str(1 << 17), str(touch)))).profile
    fresh = prof.memory.untouched_store_bytes
    cpu = dataclasses.replace(make_spec(cores=2), first_touch_bytes_per_s=RATE)
    (pred,) = predict(prof, [cpu])
    threads = 1 if pred.breakdown.implementation == "sequential" else 2
    if touch:
        assert fresh == 0 and pred.breakdown.first_touch_s == 0.0
    else:
        assert fresh > (1 << 20) // 2
        assert pred.breakdown.first_touch_s == pytest.approx(fresh / threads / RATE, rel=REL)
    console = Console(width=160, record=True, force_terminal=False)
    render_report(prof, [pred], None, console)
    levels = console.export_text().split("Critical path and memory levels")[1]
    assert ("fresh pages" in levels) == (not touch)
