#!/usr/bin/env python3
"""Deterministic input generator for the LBM workload (D3Q19 lid-driven cavity).

Layout: int32 nx, ny, nz, steps; double omega, ulid; double rho[nz][ny][nx].
"""

import argparse
import os

import numpy as np

SIZES = {
    # nx, ny, nz, steps
    "small": (10, 10, 10, 2),
    "medium": (64, 64, 64, 20),
    "large": (100, 100, 130, 40),
    # validation: profiled exactly in < ~60 s, OpenMP kernel timed (automatch validate)
    "validate": (32, 32, 32, 12),
}
SEED = 3003
OMEGA = 1.2
ULID = 0.05


def write(path, size):
    nx, ny, nz, steps = SIZES[size]
    rng = np.random.RandomState(SEED)
    rho = 1.0 + 0.01 * rng.random_sample(nx * ny * nz)
    tmp = path + ".tmp"
    with open(tmp, "wb") as f:
        f.write(np.array([nx, ny, nz, steps], dtype="<i4").tobytes())
        f.write(np.array([OMEGA, ULID], dtype="<f8").tobytes())
        rho.astype("<f8").tofile(f)
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
