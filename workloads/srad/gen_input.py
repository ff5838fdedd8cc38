#!/usr/bin/env python3
"""Deterministic input generator for the SRAD workload (speckle-reducing diffusion).

Layout: int32 rows, cols, niter, r1, r2, c1, c2; double lambda;
double image[rows][cols].  The image is a smooth pattern multiplied by
exponentially distributed speckle (always positive); the ROI is the top-left
quarter-ish block, as in Rodinia's default parameters.
"""

import argparse
import os

import numpy as np

SIZES = {
    # rows, cols, niter
    "small": (40, 40, 2),
    "medium": (1024, 1024, 20),
    "large": (4096, 4096, 25),
    # validation: profiled exactly in < ~60 s, OpenMP kernel timed (automatch validate)
    "validate": (512, 512, 8),
}
SEED = 8008
LAMBDA = 0.5


def write(path, size):
    rows, cols, niter = SIZES[size]
    rng = np.random.RandomState(SEED)
    y, x = np.mgrid[0:rows, 0:cols]
    base = 1.0 + 0.5 * np.sin(6.0 * x / cols) * np.cos(4.0 * y / rows)
    speckle = rng.exponential(1.0, size=(rows, cols))
    image = base * (0.05 + speckle)
    r1, r2 = 0, max(0, rows // 4 - 1)
    c1, c2 = 0, max(0, cols // 4 - 1)
    tmp = path + ".tmp"
    with open(tmp, "wb") as f:
        f.write(np.array([rows, cols, niter, r1, r2, c1, c2], dtype="<i4").tobytes())
        f.write(np.array([LAMBDA], dtype="<f8").tobytes())
        image.astype("<f8").tofile(f)
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
