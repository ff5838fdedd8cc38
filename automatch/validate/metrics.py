"""Pure comparisons between predicted and measured times (no I/O, no timing).

Conventions: times in seconds; a prediction is an *upper bound on performance* when
the predicted time is not larger than the measured one (the model is optimistic, as
the paper's EC is meant to be); the relative error is signed,
``(predicted - measured) / measured`` (negative = optimistic).
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Mapping, Sequence


def is_upper_bound(predicted_s: float, measured_s: float, tolerance: float = 0.0) -> bool:
    """True when ``predicted_s <= measured_s * (1 + tolerance)``."""
    if not (math.isfinite(predicted_s) and math.isfinite(measured_s)):
        return False
    return predicted_s <= measured_s * (1.0 + tolerance)


def relative_error(predicted_s: float, measured_s: float) -> float:
    """``(predicted - measured) / measured``; inf when nothing was measured."""
    if measured_s <= 0 or not math.isfinite(measured_s):
        return math.inf
    return (predicted_s - measured_s) / measured_s


def compare_times(predicted_s: float, measured_s: float | None) -> dict:
    """A prediction against a measurement: upper bound, relative error and measured over
    predicted (all None when nothing was measured)."""
    if measured_s is None:
        return {"upper_bound": None, "relative_error": None, "measured_over_predicted": None}
    return {"upper_bound": is_upper_bound(predicted_s, measured_s),
            "relative_error": relative_error(predicted_s, measured_s),
            "measured_over_predicted": measured_s / predicted_s if predicted_s > 0 else math.inf}


def spread(samples: Sequence[float]) -> float:
    """Relative spread (max - min) / median of repeated timings (0 for one sample)."""
    if not samples:
        return math.nan
    med = statistics.median(samples)
    return (max(samples) - min(samples)) / med if med > 0 else math.inf


def kendall_tau(xs: Sequence[float], ys: Sequence[float]) -> float:
    """Kendall's tau-b of two paired sequences (ties handled); nan for < 2 items or
    when either side is constant. +1: same order, -1: reversed."""
    if len(xs) != len(ys):
        raise ValueError("kendall_tau needs sequences of the same length")
    n = len(xs)
    concordant = discordant = ties_x = ties_y = 0
    for i in range(n):
        for j in range(i + 1, n):
            dx = xs[i] - xs[j]
            dy = ys[i] - ys[j]
            if dx == 0 and dy == 0:
                continue
            if dx == 0:
                ties_x += 1
            elif dy == 0:
                ties_y += 1
            elif (dx > 0) == (dy > 0):
                concordant += 1
            else:
                discordant += 1
    denom = math.sqrt((concordant + discordant + ties_x) * (concordant + discordant + ties_y))
    if denom == 0:
        return math.nan
    return (concordant - discordant) / denom


def pairwise_order_accuracy(predicted: Mapping[str, float], measured: Mapping[str, float]) -> float:
    """Fraction of device pairs (measured on both sides) that the prediction orders
    like the measurement; nan when there is no pair. Measured ties count as right."""
    keys = sorted(set(predicted) & set(measured))
    right = total = 0
    for i, a in enumerate(keys):
        for b in keys[i + 1:]:
            total += 1
            dm = measured[a] - measured[b]
            dp = predicted[a] - predicted[b]
            if dm == 0 or (dm > 0) == (dp > 0):
                right += 1
    return right / total if total else math.nan


def best_device(times: Mapping[str, float]) -> str | None:
    """The device with the smallest time (ties by name); None when empty."""
    if not times:
        return None
    return min(sorted(times), key=lambda k: times[k])


def ranking_summary(per_workload: Mapping[str, tuple[Mapping[str, float], Mapping[str, float]]]
                    ) -> dict:
    """Across workloads: how well the predicted device ranking matches the measured one.

    ``per_workload``: name -> (predicted time per device, measured time per device).
    Only devices measured for a workload count, and only workloads with >= 2 such
    devices. Returns ``status`` "ok" with the best-device accuracy, the pairwise-order
    accuracy, the mean Kendall tau and the per-workload values, or ``status``
    "insufficient" with a reason.
    """
    rows = {}
    for name, (pred, meas) in per_workload.items():
        keys = sorted(k for k in meas if k in pred and math.isfinite(meas[k]))
        if len(keys) < 2:
            continue
        p = {k: pred[k] for k in keys}
        m = {k: meas[k] for k in keys}
        rows[name] = {
            "devices": keys,
            "predicted_best": best_device(p),
            "measured_best": best_device(m),
            "best_match": best_device(p) == best_device(m),
            "pairwise_accuracy": pairwise_order_accuracy(p, m),
            "kendall_tau": kendall_tau([p[k] for k in keys], [m[k] for k in keys]),
        }
    if not rows:
        return {"status": "insufficient",
                "reason": "needs >= 2 devices with measured times for at least one workload "
                          "(only one device was measured on this machine)"}
    taus = [r["kendall_tau"] for r in rows.values() if not math.isnan(r["kendall_tau"])]
    return {
        "status": "ok",
        "workloads": len(rows),
        "best_device_accuracy": sum(r["best_match"] for r in rows.values()) / len(rows),
        "pairwise_accuracy": statistics.fmean(r["pairwise_accuracy"] for r in rows.values()),
        "mean_kendall_tau": statistics.fmean(taus) if taus else math.nan,
        "per_workload": rows,
    }


def even_split(devices: Sequence[str]) -> dict[str, float]:
    """The default partition: equal shares."""
    if not devices:
        return {}
    return {d: 1.0 / len(devices) for d in devices}


def oracle_split(measured_s: Mapping[str, float]) -> dict[str, float]:
    """The paper's oracle: shares inversely proportional to each device's measured time
    for the whole work ({cpu: 3, gpu: 1} -> {cpu: 0.25, gpu: 0.75})."""
    if not measured_s:
        return {}
    if any(t <= 0 or not math.isfinite(t) for t in measured_s.values()):
        raise ValueError("oracle_split needs positive finite measured times")
    inv = {k: 1.0 / t for k, t in measured_s.items()}
    total = sum(inv.values())
    return {k: v / total for k, v in inv.items()}


def round_split(fractions: Mapping[str, float], units: int) -> dict[str, int]:
    """Whole units per device (largest remainder), summing to ``units``."""
    raw = {k: f * units for k, f in fractions.items()}
    alloc = {k: math.floor(v) for k, v in raw.items()}
    left = units - sum(alloc.values())
    for k in sorted(raw, key=lambda k: (alloc[k] - raw[k], k))[:left]:
        alloc[k] += 1
    return alloc


def linear_makespan(fractions: Mapping[str, float], full_time_s: Mapping[str, float]) -> float:
    """max over devices of share x time for the whole work (devices run concurrently,
    time linear in the share): the estimate used when shares cannot be run."""
    return max((f * full_time_s[k] for k, f in fractions.items() if f > 0), default=0.0)


def summarize_errors(pairs: Sequence[tuple[float, float]]) -> dict:
    """(predicted, measured) pairs -> upper-bound fraction, median |error|, geometric
    mean of measured/predicted (the gap factor)."""
    pairs = [(p, m) for p, m in pairs if math.isfinite(m) and m > 0]
    infinite = sum(not (math.isfinite(p) and p > 0) for p, _ in pairs)
    pairs = [(p, m) for p, m in pairs if math.isfinite(p) and p > 0]
    if not pairs:
        return {"n": 0, "non_finite_predictions": infinite}
    errs = [relative_error(p, m) for p, m in pairs]
    gaps = [m / p for p, m in pairs]
    return {
        "n": len(pairs),
        "non_finite_predictions": infinite,
        "upper_bound_fraction": sum(is_upper_bound(p, m) for p, m in pairs) / len(pairs),
        "median_abs_relative_error": statistics.median(abs(e) for e in errs),
        "geomean_measured_over_predicted": math.exp(statistics.fmean(math.log(g) for g in gaps)),
        "workload_order_kendall_tau": kendall_tau([p for p, _ in pairs], [m for _, m in pairs])
        if len(pairs) >= 2 else math.nan,
    }


# ---------------------------------------------------------------- the four figures


def within_factor(predicted_s: float, measured_s: float, factor: float = 2.0) -> bool:
    """True when ``max(p/m, m/p) <= factor`` (both positive and finite)."""
    if not (math.isfinite(predicted_s) and math.isfinite(measured_s)) or min(
            predicted_s, measured_s) <= 0:
        return False
    return max(predicted_s / measured_s, measured_s / predicted_s) <= factor


def kendall_tau_b(xs: Sequence[float], ys: Sequence[float]) -> float:
    """Kendall's tau-b: ``scipy.stats.kendalltau`` where SciPy is installed, else
    :func:`kendall_tau` (the same statistic, O(n^2)); nan for < 2 pairs."""
    if len(xs) < 2:
        return math.nan
    try:
        from scipy.stats import kendalltau
    except ImportError:
        return kendall_tau(xs, ys)
    tau = kendalltau(list(xs), list(ys)).statistic
    return float(tau)


def accuracy_figures(pairs: Sequence[tuple[float, float]], factor: float = 2.0,
                     lows: Sequence[float] | None = None) -> dict:
    """The issue's four figures over (predicted, measured) pairs: the fraction where the
    model's lower bound is one (``low <= m``; ``lows`` are the bounds, one per pair,
    default the predictions themselves), the fraction of predictions within
    ``factor``, the median of ``|p - m| / m`` and Kendall's tau-b of the two orders.
    Beside them: how many point estimates are below the measured time
    (``estimate_below``) and how far below the measured times the bounds sit (median
    and geometric mean of ``m / low``, 1 = tight). A non-finite or non-positive
    prediction counts as neither a bound nor within the factor, and as an infinite
    error; pairs without a positive finite measurement are left out."""
    if lows is None:
        lows = [p for p, _ in pairs]
    if len(lows) != len(pairs):
        raise ValueError("accuracy_figures: one bound per pair")
    triples = [(p, lo, m) for (p, m), lo in zip(pairs, lows, strict=True)
               if math.isfinite(m) and m > 0]
    n = len(triples)
    if not n:
        return {"n": 0}
    bound = sum(is_upper_bound(lo, m) and lo > 0 for _, lo, m in triples)
    below = sum(is_upper_bound(p, m) and p > 0 for p, _, m in triples)
    within = sum(within_factor(p, m, factor) for p, _, m in triples)
    errs = [abs(relative_error(p, m)) if math.isfinite(p) and p > 0 else math.inf
            for p, _, m in triples]
    finite = [(p, m) for p, _, m in triples if math.isfinite(p)]
    gaps = [m / lo for _, lo, m in triples if math.isfinite(lo) and lo > 0]
    return {
        "n": n,
        "bound_holds": bound,
        "bound_holds_fraction": bound / n,
        "estimate_below": below,
        "bound_gap_median": statistics.median(gaps) if gaps else math.nan,
        "bound_gap_geomean": (math.exp(statistics.fmean(math.log(g) for g in gaps))
                              if gaps else math.nan),
        "within_factor": within,
        "within_factor_fraction": within / n,
        "factor": factor,
        "median_abs_error": statistics.median(errs),
        "kendall_tau": kendall_tau_b([p for p, _ in finite], [m for _, m in finite]),
    }


def figures_by_class(rows: Sequence[tuple], factor: float = 2.0) -> dict[str, dict]:
    """``(class, predicted, measured)`` or ``(class, predicted, measured, bound)`` rows
    -> :func:`accuracy_figures` per class (classes sorted by name)."""
    groups: dict[str, list[tuple[float, float, float]]] = {}
    for cls, p, m, *low in rows:
        groups.setdefault(cls, []).append((p, m, low[0] if low else p))
    return {c: accuracy_figures([(p, m) for p, m, _ in groups[c]], factor,
                                lows=[lo for _, _, lo in groups[c]])
            for c in sorted(groups)}
