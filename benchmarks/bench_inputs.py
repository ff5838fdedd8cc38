"""Inputs for the benchmarks: the stencil, SpMV and LU workloads at chosen sizes.

Written directly in each workload's documented input layout (workloads/README.md), so
a benchmark can pick a size between the tests' small and the validation's medium.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]


def stencil_input(path: Path, n: int, iters: int) -> Path:
    rng = np.random.default_rng(1)
    with open(path, "wb") as f:
        np.array([n, n, n, iters], "<i4").tofile(f)
        np.array([0.5, 1.0 / 12.0], "<f8").tofile(f)
        rng.random(n * n * n).astype("<f8").tofile(f)
    return path


def lud_input(path: Path, n: int) -> Path:
    rng = np.random.default_rng(2)
    a = rng.random((n, n)) + np.eye(n) * n
    with open(path, "wb") as f:
        np.array([n], "<i4").tofile(f)
        a.astype("<f8").tofile(f)
    return path


def spmv_input(path: Path, rows: int, per_row: int, reps: int) -> Path:
    rng = np.random.default_rng(3)
    lengths = np.clip(rng.poisson(per_row, rows), 1, rows)
    rowptr = np.concatenate(([0], np.cumsum(lengths))).astype("<i4")
    nnz = int(rowptr[-1])
    cols = rng.integers(0, rows, nnz).astype("<i4")
    for i in range(rows):  # sorted columns per row, as CSR usually has
        cols[rowptr[i] : rowptr[i + 1]].sort()
    with open(path, "wb") as f:
        np.array([rows, rows, nnz, reps], "<i4").tofile(f)
        rowptr.tofile(f)
        cols.tofile(f)
        rng.random(nnz).astype("<f8").tofile(f)
        rng.random(rows).astype("<f8").tofile(f)
    return path


def workload_inputs(tmp: Path, scale: str = "bench") -> dict[str, Path]:
    """name -> input file: ~10^7 memory accesses per kernel for 'bench', ~5x that for 'large'."""
    if scale == "large":
        return {
            "stencil": stencil_input(tmp / "stencil.bin", 96, 8),
            "spmv": spmv_input(tmp / "spmv.bin", 250000, 16, 4),
            "lud": lud_input(tmp / "lud.bin", 320),
        }
    if scale == "bench":
        return {
            "stencil": stencil_input(tmp / "stencil.bin", 64, 6),
            "spmv": spmv_input(tmp / "spmv.bin", 60000, 16, 4),
            "lud": lud_input(tmp / "lud.bin", 192),
        }
    return {
        "stencil": stencil_input(tmp / "stencil.bin", 32, 4),
        "spmv": spmv_input(tmp / "spmv.bin", 8000, 12, 2),
        "lud": lud_input(tmp / "lud.bin", 96),
    }
