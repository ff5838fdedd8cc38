#!/usr/bin/env python3
"""Deterministic input generator for the LUD workload (dense LU, no pivoting).

Layout: int32 n; double a[n][n] (row-major).  The matrix is uniform in [0, 1) plus
n on the diagonal, so it is strictly diagonally dominant and needs no pivoting.
"""

import argparse
import os

import numpy as np

SIZES = {"small": 48, "medium": 896, "large": 1792,
         # validation: profiled exactly in < ~60 s, OpenMP kernel timed (automatch validate)
         "validate": 448}
SEED = 4004


def write(path, size):
    n = SIZES[size]
    rng = np.random.RandomState(SEED)
    a = rng.random_sample((n, n))
    a[np.arange(n), np.arange(n)] += n
    tmp = path + ".tmp"
    with open(tmp, "wb") as f:
        f.write(np.array([n], dtype="<i4").tobytes())
        a.astype("<f8").tofile(f)
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
