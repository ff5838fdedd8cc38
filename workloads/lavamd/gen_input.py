#!/usr/bin/env python3
"""Deterministic input generator for the LAVAMD workload (particles in boxes).

Layout: int32 nb, ppb; double alpha; double pos[nb^3*ppb][3]; double charge[nb^3*ppb].
Box b = (bz*nb + by)*nb + bx is the unit cube at (bx, by, bz); its ppb particles are
placed uniformly inside it.  Charges are in [0.1, 1.0].
"""

import argparse
import os

import numpy as np

SIZES = {
    # boxes per dimension, particles per box (Rodinia uses 100 per box)
    "small": (2, 12),
    "medium": (7, 100),
    "large": (15, 100),
    # validation: profiled exactly in < ~60 s, OpenMP kernel timed (automatch validate)
    "validate": (4, 64),
}
SEED = 5005
ALPHA = 0.5


def write(path, size):
    nb, ppb = SIZES[size]
    rng = np.random.RandomState(SEED)
    b = np.arange(nb**3)
    corner = np.stack([b % nb, (b // nb) % nb, b // (nb * nb)], axis=1).astype(np.float64)
    pos = np.repeat(corner, ppb, axis=0) + rng.random_sample((nb**3 * ppb, 3))
    charge = 0.1 + 0.9 * rng.random_sample(nb**3 * ppb)
    tmp = path + ".tmp"
    with open(tmp, "wb") as f:
        f.write(np.array([nb, ppb], dtype="<i4").tobytes())
        f.write(np.array([ALPHA], dtype="<f8").tobytes())
        pos.astype("<f8").tofile(f)
        charge.astype("<f8").tofile(f)
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
