"""CPU+GPU splits of a few workloads for ``validate --gpu``: even, model, oracle, measured.

The model's split is :func:`automatch.decide.partition.plan_partition` (equal-finish,
in whole units). Every split workload (MiniGhost, Stencil, Hotspot: :data:`SPLITTERS`)
is split *measured* (issue 46), in the units of its GPU port's outermost grid dimension
(MiniGhost: z planes, Stencil: interior z planes, Hotspot: 16-row block rows):

- the CPU's first ``u`` units: an input holding only that slab (:func:`share_input`),
  run by the OpenMP build with all host cores;
- the GPU's remaining units: the CUDA port on the whole input with ``AM_FRACTION``
  (workloads/cuda_compat.h), so that every launch does only the blocks from ``u`` on;
  its time is the fastest run's kernel time plus that run's transfer time times the
  GPU's share (the port copies all of its arrays; its share's data is that part of them);
- the two run one after the other (no halo exchange), the finish time is the larger of
  the two; the oracle is the best of the measured splits (even, model, 10 .. 90 % and
  all on either device).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from automatch.validate import measure
from automatch.validate.gpu.ports import time_port

MEASURED_FRACTIONS = (0.1, 0.25, 0.5, 0.75, 0.9)  # CPU shares tried for the oracle


def gpu_total_s(row: dict[str, Any], transfer: bool = True) -> float | None:
    """The port's time as judged (measure.py: the fastest run, interference only ever
    slows): the fastest run's kernel time plus, with ``transfer``, that same run's
    transfer time."""
    g = row.get("gpu_measured")
    if g is None:
        return None
    ks = g["kernel"].get("samples_s") or ()
    ts = g["transfer"].get("samples_s") or ()
    if ks and len(ks) == len(ts):
        return min(k + (t if transfer else 0.0) for k, t in zip(ks, ts, strict=True))
    return measure.measured_s(g["kernel"]) + (
        measure.measured_s(g["transfer"]) if transfer else 0.0
    )


@dataclass(frozen=True)
class Splitter:
    """How one workload is cut: its input's header, the unit (the GPU port's outermost
    grid dimension), and what a CPU slab of ``u`` units holds."""

    unit: str
    header_ints: int  # int32 fields at the start of the input
    offset: int  # bytes before the grid data
    dims: Callable[[tuple[int, ...]], tuple[int, ...]]  # header -> array shape (slow first)
    units: Callable[[tuple[int, ...]], int]  # header -> units (the port's grid extent)
    slab: Callable[[tuple[int, ...], int], tuple[tuple[int, ...], int]]  # -> header, rows


def _mg_slab(h, u):
    return (h[0], h[1], u, h[3]), u


def _st_slab(h, u):
    return (h[0], h[1], u + 2, h[3]), u + 2  # u interior planes and their two halo planes


def _hs_slab(h, u):
    r = min(h[0], 16 * u)
    return (r, h[1], h[2]), r


SPLITTERS: dict[str, Splitter] = {
    "minighost": Splitter(
        "z planes", 4, 16, lambda h: (h[2], h[1], h[0]), lambda h: h[2], _mg_slab
    ),
    "stencil": Splitter(
        "interior z planes", 4, 32, lambda h: (h[2], h[1], h[0]), lambda h: h[2] - 2, _st_slab
    ),
    "hotspot": Splitter(
        "16-row block rows", 3, 12, lambda h: (h[0], h[1]), lambda h: (h[0] + 15) // 16, _hs_slab
    ),
}


def _header(name: str, src: Path) -> tuple[int, ...]:
    import numpy as np

    sp = SPLITTERS[name]
    return tuple(int(x) for x in np.frombuffer(src.read_bytes()[: 4 * sp.header_ints], "<i4"))


def split_units(name: str, src: Path) -> int:
    """The number of units the workload's input splits into."""
    return SPLITTERS[name].units(_header(name, src))


def share_input(name: str, src: Path, out: Path, u: int) -> Path:
    """An input holding the CPU's first ``u`` units of ``src`` (same steps): the slab's
    header and, of every array of the input, its first rows (Hotspot has two arrays,
    temperature and power; Stencil keeps its coefficients and the slab's halo planes)."""
    import numpy as np

    sp = SPLITTERS[name]
    raw = src.read_bytes()
    head = _header(name, src)
    shape = sp.dims(head)
    new_head, rows = sp.slab(head, u)
    per_array = int(np.prod(shape)) * 8
    n_arrays = (len(raw) - sp.offset) // per_array
    with open(out, "wb") as f:
        f.write(np.array(new_head, dtype="<i4").tobytes())
        f.write(raw[4 * sp.header_ints : sp.offset])  # Stencil's two coefficients
        for a in range(n_arrays):
            arr = np.frombuffer(
                raw, "<f8", count=int(np.prod(shape)), offset=sp.offset + a * per_array
            ).reshape(shape)
            f.write(arr[:rows].tobytes())
    return out


def gpu_fraction(u: int, units: int) -> tuple[float, float]:
    """``AM_FRACTION`` for the GPU's units ``u .. units-1``: floor(F0 * units) = u."""
    return (0.0 if u <= 0 else min(1.0, (u + 0.5) / units)), 1.0


def measure_splits(
    cfg,
    items,
    rows,
    profiles,
    cpu_spec,
    gpu_spec,
    binaries,
    work: Path,
    clock,
    say: Callable[[str], None],
) -> dict[str, Any]:
    from automatch.decide.partition import plan_partition

    out: dict[str, Any] = {}
    names = {it.name for it in items}
    for name in cfg.split_workloads:
        row = rows.get(name)
        if name not in names or row is None or name not in SPLITTERS:
            out[name] = {
                "status": "skipped",
                "reason": "not among the validated items"
                if name in SPLITTERS
                else "no splitter for it (gpu_split.SPLITTERS)",
            }
            continue
        t_cpu = measure.measured_s(row["cpu_measured"]) if row.get("cpu_measured") else None
        t_gpu = gpu_total_s(row)
        if t_cpu is None or t_gpu is None:
            out[name] = {
                "status": "skipped",
                "reason": "needs both the OpenMP and the GPU time of the whole problem",
            }
            continue
        units = split_units(name, Path(row["argv"][0]))
        plan = plan_partition(
            profiles[name],
            [cpu_spec, gpu_spec],
            granularity=units,
            method="equal-finish",
            variant=cfg.variant,
        )
        f_model = plan.fractions[cpu_spec.name]
        full = {"cpu": t_cpu, "gpu": t_gpu}
        if not clock.fits(12.0 * cfg.repetitions, f"{name} measured splits"):
            out[name] = {"status": "skipped", "reason": "did not fit the budget"}
            continue
        doc = _measured(name, row, binaries[name], units, f_model, cfg, cpu_spec, work, say)
        sp = doc["splits"]
        doc.update(
            status="ok",
            units=units,
            unit=SPLITTERS[name].unit,
            full_s=full,
            model_plan=plan.to_dict(),
            model_over_oracle=sp["model"]["makespan_s"] / sp["oracle"]["makespan_s"],
            even_over_oracle=sp["even"]["makespan_s"] / sp["oracle"]["makespan_s"],
        )
        doc["model_within_10pct"] = doc["model_over_oracle"] <= 1.10
        out[name] = doc
    return out


def _measured(name, row, bins, n: int, f_model: float, cfg, cpu_spec, work: Path, say) -> dict:
    omp, cuda = bins
    src = Path(row["argv"][0])
    cache: dict[int, dict[str, float]] = {
        0: {"cpu_s": 0.0, "gpu_s": gpu_total_s(row)},
        n: {"cpu_s": measure.measured_s(row["cpu_measured"]), "gpu_s": 0.0},
    }

    def point(u: int) -> dict[str, float]:
        if u not in cache:
            part = share_input(name, src, work / f"{name}.cpu.{u}.bin", u)
            tc = measure.time_omp(omp, part, cpu_spec.cores, cfg.repetitions, cfg.timeout_s)
            tg = time_port(
                cuda, (str(src),), cfg.repetitions, cfg.timeout_s, fraction=gpu_fraction(u, n)
            )
            share = (n - u) / n
            gpu_s = min(
                k + t * share for k, t in zip(tg.kernel.samples, tg.transfer.samples, strict=True)
            )
            cache[u] = {"cpu_s": tc.measured_s, "gpu_s": gpu_s}
            say(
                f"{name} split: {u}/{n} units on the CPU: CPU {tc.measured_s * 1e3:.2f} ms, "
                f"GPU {gpu_s * 1e3:.2f} ms"
            )
        return cache[u]

    splits = {"even": n // 2, "model": min(n, max(0, round(f_model * n)))}
    for f in MEASURED_FRACTIONS:
        splits[f"cpu {f:.0%}"] = min(n - 1, max(1, round(f * n)))
    splits["all GPU"], splits["all CPU"] = 0, n
    docs = {}
    for k, u in splits.items():
        p = point(u)
        docs[k] = {
            "cpu_fraction": u / n,
            "cpu_units": u,
            **p,
            "makespan_s": max(p["cpu_s"], p["gpu_s"]),
        }
    best = min(docs.values(), key=lambda d: d["makespan_s"])
    docs["oracle"] = {**best, "note": "the best of the measured splits"}
    return {
        "method": "measured: the CPU's slab of units run by the OpenMP build (all host "
        "cores), the GPU's by the CUDA port with AM_FRACTION (kernel + the share's part of "
        "the transfer), one after the other (no halo exchange); makespan = the larger time",
        "splits": docs,
    }


__all__ = [
    "MEASURED_FRACTIONS",
    "SPLITTERS",
    "gpu_fraction",
    "gpu_total_s",
    "measure_splits",
    "share_input",
    "split_units",
]
