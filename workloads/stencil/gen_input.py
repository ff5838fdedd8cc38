#!/usr/bin/env python3
"""Deterministic input generator for the STENCIL workload (3-D 7-point Jacobi).

Layout: int32 nx, ny, nz, iters; double c0, c1; double grid[nz][ny][nx].
"""

import argparse
import os

import numpy as np

SIZES = {
    # nx, ny, nz, iters
    "small": (16, 16, 16, 2),
    "medium": (128, 128, 128, 250),
    "large": (256, 256, 256, 300),
    # validation: profiled exactly in < ~60 s, OpenMP kernel timed (automatch validate)
    "validate": (128, 128, 128, 4),
    # make demo: a GPU wins with the grid resident, loses with one transfer (README)
    "demo": (64, 64, 64, 8),
}
SEED = 1001


def write(path, size):
    nx, ny, nz, iters = SIZES[size]
    rng = np.random.RandomState(SEED)
    grid = rng.random_sample(nx * ny * nz)
    tmp = path + ".tmp"
    with open(tmp, "wb") as f:
        f.write(np.array([nx, ny, nz, iters], dtype="<i4").tobytes())
        f.write(np.array([0.4, 0.1], dtype="<f8").tobytes())
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
