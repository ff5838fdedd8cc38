"""A schedule's level histogram as the profile holds it: run-length encoded, whole and per
region. Both schedules write it: the numba replay (replay.py) and the replay the program
computes itself (compiled_levels.py)."""

from __future__ import annotations

import numpy as np

from automatch.analyses.schedule.critical import path_to_dict, unpack_path


def run_length(w: np.ndarray) -> tuple[list[int], list[int]]:
    """Run-length encode a level histogram: (values, repeat counts)."""
    if w.size == 0:
        return [], []
    change = np.flatnonzero(np.diff(w)) + 1
    starts = np.concatenate(([0], change))
    ends = np.concatenate((change, [w.size]))
    return w[starts].tolist(), (ends - starts).tolist()


def region_schedules(
    reg_acc: np.ndarray, bands: np.ndarray, w: np.ndarray, trees: bool
) -> dict[int, dict]:
    """Per region that ran (reg_acc: depth, path words, instances per region), its
    schedule: its level bands (region, lo, hi] of w concatenated (the instances run one
    after another), its depth and its deepest chain's composition."""
    out = {}
    for r in range(reg_acc.shape[0]):
        acc = reg_acc[r]
        if not acc[3]:
            continue
        parts = [w[lo + 1 : hi + 1] for reg, lo, hi in bands if reg == r]
        widths, repeats = run_length(np.concatenate(parts) if parts else np.zeros(0, np.int64))
        depth = int(acc[0])
        out[r] = {
            "depth": depth,
            "widths": widths,
            "repeats": repeats,
            "critical_path": path_to_dict(unpack_path(depth, acc[1], acc[2])),
            "reductions_as": "tree" if trees else "chain",
        }
    return out
