"""CPU+GPU splits of a few workloads for ``validate --gpu``: even, model, oracle.

The model's split is :func:`automatch.decide.partition.plan_partition` (equal-finish,
in whole units). MiniGhost's inputs can be cut into z-plane slabs
(``harness._write_minighost_share``), so its splits are *measured*: the OpenMP build
runs the CPU's slab with all host cores, the CUDA port the GPU's slab, one after the
other (no halo exchange), and the finish time is the larger of the two; the oracle is
the best of several measured splits. The other ports take no fraction argument, so
their splits are *modelled* from the whole-problem times, each device's time scaling
linearly with its share (:func:`automatch.validate.metrics.linear_makespan`); their
oracle is the split that equalises those times (:func:`metrics.oracle_split`). The
GPU's time is kernel + transfer (its share's data has to go there and back).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from automatch.validate import measure
from automatch.validate.gpu_ports import time_port
from automatch.validate.metrics import linear_makespan, oracle_split

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
    return measure.measured_s(g["kernel"]) + (measure.measured_s(g["transfer"]) if transfer else 0.0)


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
        if name not in names or row is None:
            out[name] = {"status": "skipped", "reason": "not among the validated items"}
            continue
        t_cpu = measure.measured_s(row["cpu_measured"]) if row.get("cpu_measured") else None
        t_gpu = gpu_total_s(row)
        if t_cpu is None or t_gpu is None:
            out[name] = {
                "status": "skipped",
                "reason": "needs both the OpenMP and the GPU time of the whole problem",
            }
            continue
        units = _units(row, name)
        plan = plan_partition(
            profiles[name],
            [cpu_spec, gpu_spec],
            granularity=units,
            method="equal-finish",
            variant=cfg.variant,
        )
        f_model = plan.fractions[cpu_spec.name]
        full = {"cpu": t_cpu, "gpu": t_gpu}
        if name == "minighost" and clock.fits(6.0 * cfg.repetitions, "minighost measured splits"):
            doc = _measured(row, binaries[name], units, f_model, cfg, cpu_spec, work, say)
        else:
            f_oracle = oracle_split(full)["cpu"]
            cands = {"even": 0.5, "model": f_model, "oracle": f_oracle}
            doc = {
                "method": "modelled: whole-problem times scaled linearly with the share "
                "(the ports take no fraction argument)",
                "splits": {
                    k: {
                        "cpu_fraction": f,
                        "makespan_s": linear_makespan({"cpu": f, "gpu": 1 - f}, full),
                    }
                    for k, f in cands.items()
                },
            }
        sp = doc["splits"]
        doc.update(
            status="ok",
            units=units,
            full_s=full,
            model_plan=plan.to_dict(),
            model_over_oracle=sp["model"]["makespan_s"] / sp["oracle"]["makespan_s"],
            even_over_oracle=sp["even"]["makespan_s"] / sp["oracle"]["makespan_s"],
        )
        doc["model_within_10pct"] = doc["model_over_oracle"] <= 1.10
        out[name] = doc
    return out


def _units(row: dict[str, Any], name: str) -> int:
    if name == "minighost":
        import numpy as np

        head = Path(row["argv"][0]).read_bytes()[:16]
        return int(np.frombuffer(head, dtype="<i4")[2])  # nz: z planes
    return 1000  # modelled splits: a thousandth of the work per unit


def _measured(row, bins, nz: int, f_model: float, cfg, cpu_spec, work: Path, say) -> dict:
    from automatch.validate.harness import _write_minighost_share

    omp, cuda = bins
    src = Path(row["argv"][0])
    cache: dict[int, float] = {
        0: gpu_total_s(row),
        nz: measure.measured_s(row["cpu_measured"]),
    }

    def makespan(z_cpu: int) -> float:
        if z_cpu not in cache:
            cpu_part = _write_minighost_share(src, work / f"mg.cpu.{z_cpu}.bin", 0, z_cpu)
            gpu_part = _write_minighost_share(src, work / f"mg.gpu.{z_cpu}.bin", z_cpu, nz)
            tc = measure.time_omp(omp, cpu_part, cpu_spec.cores, cfg.repetitions, cfg.timeout_s)
            tg = time_port(cuda, (str(gpu_part),), cfg.repetitions, cfg.timeout_s)
            gpu_fastest = min(k + t for k, t in zip(tg.kernel.samples, tg.transfer.samples, strict=True))
            cache[z_cpu] = max(tc.measured_s, gpu_fastest)
            say(f"minighost split: {z_cpu}/{nz} planes on the CPU: {cache[z_cpu] * 1e3:.2f} ms")
        return cache[z_cpu]

    z_model = min(nz, max(0, round(f_model * nz)))
    splits = {"even": nz // 2, "model": z_model}
    for f in MEASURED_FRACTIONS:
        splits[f"cpu {f:.0%}"] = min(nz - 1, max(1, round(f * nz)))
    docs = {
        k: {"cpu_fraction": z / nz, "cpu_planes": z, "makespan_s": makespan(z)}
        for k, z in splits.items()
    }
    for z in (0, nz):
        docs[f"{'all GPU' if z == 0 else 'all CPU'}"] = {
            "cpu_fraction": z / nz,
            "cpu_planes": z,
            "makespan_s": cache[z],
        }
    best = min(docs.values(), key=lambda d: d["makespan_s"])
    docs["oracle"] = {**best, "note": "the best of the measured splits"}
    return {
        "method": "measured: z-plane slabs, OpenMP slab with all host cores and CUDA slab "
        "run one after the other (no halo exchange); makespan = the larger time",
        "splits": docs,
    }


__all__ = ["gpu_total_s", "measure_splits"]
