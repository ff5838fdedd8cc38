"""Throughput of expensive scalar fp64 operations, for ``automatch bench cpu`` (issue 12).

The model charges a division, a square root or a libm call as several flops; the
figures here say how many, on the machine that runs the bench. Measured on ONE core
(the calling thread), as reciprocal throughput: seconds per operation when the
operations are independent, not a dependent chain (that is ``latency_*_s``).

The kernels (``am_op_tput`` in ``kernels/cpubench.c``) are the scalar code that
``gcc -O3`` emits for plain C without ``-ffast-math``: ``divsd``, ``sqrtsd`` with its
errno check, a call to libm's ``exp`` / ``log``; they are kept from being vectorised,
because a kernel whose division is not vectorised by the compiler runs these
instructions. Division, sqrt, exp and log run as ``y[i] = f(x[i])`` over a 256-element
L1-resident array; the reference, one scalar fp64 add (one flop), runs as 16
independent register chains (an array loop would be bound by its stores).

Spec fields (seconds per operation per core): ``throughput_div_s``,
``throughput_sqrt_s``, ``throughput_libm_s`` (exp) and ``throughput_scalar_flop_s``
(the add); log is recorded in ``extra.measured`` only (``throughput_log_s``).

:func:`measure_ops` measures (it needs the compiled kernels); :func:`fit_ops`,
:func:`spec_fields`, :func:`ops_warnings` and :func:`ops_notes` are pure functions of
the recorded raw numbers, so a raw results file can be re-fitted anywhere.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from automatch.arch.bench.cpukernels import Kernels
from automatch.arch.fit import curves as fit

__all__ = [
    "OP_FIELDS",
    "fit_ops",
    "measure_ops",
    "ops_notes",
    "ops_warnings",
    "spec_fields",
]

# operation (am_op_tput op name) -> the key it is fitted under; the first four are
# ArchSpec fields, log goes to extra.measured only
OP_FIELDS: dict[str, str] = {
    "div": "throughput_div_s",
    "sqrt": "throughput_sqrt_s",
    "exp": "throughput_libm_s",
    "add": "throughput_scalar_flop_s",
    "log": "throughput_log_s",
}
SPEC_FIELDS = (
    "throughput_div_s",
    "throughput_sqrt_s",
    "throughput_libm_s",
    "throughput_scalar_flop_s",
)
SUB_RUNS = 5  # a repetition = the fastest of this many short runs (measure_ops)
KERNEL = (
    "one thread; y[i] = f(x[i]) over 256 L1-resident doubles (divsd, sqrtsd + errno "
    "check, libm exp/log calls), add: 16 independent register chains; scalar code as "
    "gcc -O3 emits it without -ffast-math, vectorisation disabled"
)


def measure_ops(
    k: Kernels,
    *,
    reps: int,
    calibrate: Callable[[Callable[[int], float]], int] | None = None,
    iters: int = 100,
    sub_runs: int = SUB_RUNS,
    log: Callable[[str], None] = lambda _m: None,
) -> dict[str, Any]:
    """Time each operation ``reps`` times on the calling thread; the raw record.

    ``calibrate(run)`` picks the pass count of one repetition (``run(passes)`` returns
    seconds; the bench's calibration also makes the warm-up call); without it every
    repetition runs ``iters`` passes, after one warm-up call. A repetition is the
    fastest of ``sub_runs`` back-to-back runs of 1/``sub_runs`` of its passes: on a
    shared host another process can only make a run slower, and one preemption would
    otherwise decide a repetition. Returns ``{"kernel", "ops_per_iter", "sub_runs",
    "ops": {op: {"iters" (passes per sub-run), "seconds": [one per repetition]}}}``.
    """
    if reps < 1 or iters < 1 or sub_runs < 1:
        raise ValueError(
            f"reps, iters and sub_runs must be at least 1, got {reps}, {iters}, {sub_runs}"
        )
    per = k.op_ops_per_iter()
    ops: dict[str, Any] = {}
    for op in OP_FIELDS:

        def run(n: int, o: str = op) -> float:
            return k.op_tput(o, n)

        if calibrate is not None:
            n = calibrate(run)
        else:
            run(iters)  # warm-up: page faults, lazy binding of exp/log, clock ramp
            n = iters
        n = max(1, n // sub_runs)
        secs = [min(run(n) for _ in range(sub_runs)) for _ in range(reps)]
        ops[op] = {"iters": n, "seconds": secs}
    raw = {"kernel": KERNEL, "ops_per_iter": per, "sub_runs": sub_runs, "ops": ops}
    m = fit_ops(raw)
    add = m["throughput_scalar_flop_s"].median
    log(
        "operation throughput (1 core): "
        + ", ".join(
            f"{op} {m[key].median * 1e9:.2f} ns ({m[key].median / add:.1f} adds)"
            for op, key in OP_FIELDS.items()
            if op != "add"
        )
        + f"; scalar add {add * 1e9:.3f} ns"
    )
    return raw


def fit_ops(raw_ops: Mapping[str, Any]) -> dict[str, fit.Stat]:
    """Seconds per operation (median, spread over repetitions) for each recorded op,
    keyed by :data:`OP_FIELDS`. ``raw_ops`` is what :func:`measure_ops` returned."""
    per = int(raw_ops["ops_per_iter"])
    out: dict[str, fit.Stat] = {}
    for op, rec in raw_ops["ops"].items():
        if op not in OP_FIELDS:
            continue
        n_ops = int(rec["iters"]) * per
        if n_ops < 1 or not rec["seconds"]:
            raise ValueError(f"operation throughput {op!r}: no operations recorded")
        out[OP_FIELDS[op]] = fit.stat([float(s) / n_ops for s in rec["seconds"]])
    return out


def spec_fields(measured: Mapping[str, fit.Stat]) -> dict[str, float]:
    """The ArchSpec keyword arguments among ``measured`` (medians); absent ones are
    left out, so the spec keeps its default (None: not measured)."""
    return {k: measured[k].median for k in SPEC_FIELDS if k in measured}


def ops_warnings(measured: Mapping[str, fit.Stat]) -> list[str]:
    """Figures that cannot be right: an expensive operation as fast as a scalar add
    (the compiler vectorised or dropped the kernel, or the timer is too coarse)."""
    add = measured.get("throughput_scalar_flop_s")
    if add is None:
        return []
    return [
        f"{key}: {measured[key].median * 1e9:.3g} ns per operation is not above the "
        f"scalar add's {add.median * 1e9:.3g} ns (vectorised or eliminated by the "
        "compiler, or too few iterations?)"
        for key in ("throughput_div_s", "throughput_sqrt_s", "throughput_libm_s")
        if key in measured and measured[key].median <= add.median
    ]


def ops_notes(measured: Mapping[str, fit.Stat]) -> list[str]:
    """Provenance-note lines for the operation throughputs (none if not measured)."""
    if "throughput_scalar_flop_s" not in measured:
        return []
    add = measured["throughput_scalar_flop_s"].median
    m = measured
    ratios = ", ".join(
        f"{op} {m[key].median / add:.1f}"
        for op, key in OP_FIELDS.items()
        if op != "add" and key in m
    )
    n = m["throughput_scalar_flop_s"].n
    spreads = ", ".join(f"{key} {m[key].spread:.1%}" for key in OP_FIELDS.values() if key in m)
    return [
        "throughput_div_s / _sqrt_s / _libm_s (exp) / _scalar_flop_s (one fp64 add): "
        f"seconds per independent scalar operation on one core ({KERNEL}); median of "
        f"{n} repetitions (each the fastest of {SUB_RUNS} short runs), spreads "
        f"{spreads}. In scalar adds: {ratios} "
        "(throughput_log_s in [extra] only)."
    ]
