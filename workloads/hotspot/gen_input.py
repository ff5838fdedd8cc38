#!/usr/bin/env python3
"""Deterministic input generator for the HOTSPOT workload (2-D chip thermal model).

Layout: int32 rows, cols, iters; double temp[rows][cols]; double power[rows][cols].
Temperatures are 323-343 K; power is a low background with a few hot functional
blocks, like a floorplan.
"""

import argparse
import os

import numpy as np

SIZES = {
    # rows, cols, iters
    "small": (64, 64, 4),
    "medium": (1024, 1024, 250),
    "large": (4096, 4096, 120),
    # validation: profiled exactly in < ~60 s, OpenMP kernel timed (automatch validate)
    "validate": (1024, 1024, 8),
}
SEED = 7007


def write(path, size):
    rows, cols, iters = SIZES[size]
    rng = np.random.RandomState(SEED)
    temp = 323.0 + 20.0 * rng.random_sample((rows, cols))
    power = 1e-6 * rng.random_sample((rows, cols))
    for _ in range(6):
        r0, c0 = rng.randint(0, rows), rng.randint(0, cols)
        h, w = max(1, rows // 8), max(1, cols // 8)
        power[r0 : r0 + h, c0 : c0 + w] += 5e-4 * rng.random_sample()
    tmp = path + ".tmp"
    with open(tmp, "wb") as f:
        f.write(np.array([rows, cols, iters], dtype="<i4").tobytes())
        temp.astype("<f8").tofile(f)
        power.astype("<f8").tofile(f)
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
