#!/usr/bin/env python3
"""Deterministic input generator for the MINIGHOST workload (7-point stencil, explicit
time stepping, one variable on a single global grid; the paper uses 100 steps).

Layout: int32 nx, ny, nz, steps; double grid[nz][ny][nx] (interior values only; the
program adds the zero ghost layer).
"""

import argparse
import os

import numpy as np

SIZES = {
    # nx, ny, nz, steps
    "small": (16, 16, 16, 3),
    "medium": (128, 128, 128, 100),
    "large": (256, 256, 256, 100),
    # validation: profiled exactly in < ~60 s, OpenMP kernel timed (automatch validate)
    "validate": (96, 96, 96, 8),
}
SEED = 9009


def write(path, size):
    nx, ny, nz, steps = SIZES[size]
    rng = np.random.RandomState(SEED)
    grid = rng.random_sample(nx * ny * nz)
    tmp = path + ".tmp"
    with open(tmp, "wb") as f:
        f.write(np.array([nx, ny, nz, steps], dtype="<i4").tobytes())
        grid.astype("<f8").tofile(f)
    os.replace(tmp, path)


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--size", choices=sorted(SIZES), default="small")
    p.add_argument("-o", "--output", required=True)
    args = p.parse_args(argv)
    write(args.output, args.size)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
