"""The partition's equal-finish search (issue 14's cut): the same split as plain
bisection with fewer evaluations of the devices' models."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _bisection_reference(models) -> dict[str, float]:
    """The equal-finish split by plain bisection (the partition before issue 14's cut)."""
    import math

    def share_within(m, t):
        if m.fixed_time() > t:
            return 0.0
        if m.time(1.0) <= t:
            return 1.0
        lo, hi = 0.0, 1.0
        for _ in range(100):
            mid = 0.5 * (lo + hi)
            lo, hi = (mid, hi) if m.time(mid) <= t else (lo, mid)
            if hi - lo <= 1e-15:
                break
        return lo

    hi = min(m.time(1.0) for m in models.values())
    lo = min(min(m.fixed_time() for m in models.values()), hi)
    for _ in range(200):
        mid = 0.5 * (lo + hi)
        if sum(share_within(m, mid) for m in models.values()) >= 1.0:
            hi = mid
        else:
            lo = mid
        if hi - lo <= 1e-12 * max(hi, 1e-300):
            break
    shares = {k: share_within(m, hi) for k, m in models.items()}
    assert math.isfinite(hi)
    return {k: v / sum(shares.values()) for k, v in shares.items()}


@pytest.mark.parametrize("name", ["gemm", "dot", "atax-cols", "cutcp", "hotspot"])
def test_partition_search_matches_plain_bisection_with_fewer_evaluations(tmp_path, name):
    from automatch.analyses.profile_json import load_profile
    from automatch.arch.spec.search import resolve_specs
    from automatch.decide.partition import plan_partition
    from automatch.model import ec

    doc = json.loads(
        (ROOT / "validation" / "gpu" / "profiles" / f"{name}.validate.json").read_text()
    )
    path = tmp_path / "p.json"
    path.write_text(json.dumps(doc["document"]))
    profile = load_profile(path)
    specs = resolve_specs(None)
    calls = [0]
    terms = ec.DeviceModel.terms

    def counted(self, *a, **k):
        calls[0] += 1
        return terms(self, *a, **k)

    for subset in (specs, specs[::3]):
        models = {s.name: ec.DeviceModel(profile, s, ec.ModelOptions()) for s in subset}
        try:
            ec.DeviceModel.terms = counted
            calls[0] = 0
            want = _bisection_reference(models)
            reference_calls = calls[0]
            calls[0] = 0
            plan = plan_partition(profile, subset)
            new_calls = calls[0]
        finally:
            ec.DeviceModel.terms = terms
        assert new_calls * 3 < reference_calls, (new_calls, reference_calls)
        # the same split within the searches' widths (T to 1e-12 relative, x to 1e-15)
        for share in plan.shares:
            assert share.fraction == pytest.approx(want[share.device], rel=1e-10, abs=1e-11)
            want_t = models[share.device].time(want[share.device]) if want[share.device] else 0.0
            assert share.time_s == pytest.approx(want_t, rel=1e-10, abs=1e-300)
