#!/usr/bin/env python3
"""Deterministic input generator for the CUTCP workload (cutoff Coulomb potential).

Layout: int32 natoms, nx, ny, nz; double h, cutoff; double atoms[natoms][4]
(x, y, z, charge).  Atoms are uniform in the lattice box [0, (n-1)*h]^3 with
charges in [-1, 1] biased positive, like a solvated-molecule box.
"""

import argparse
import os

import numpy as np

SIZES = {
    # natoms, nx, ny, nz, h, cutoff
    "small": (200, 16, 16, 16, 0.5, 2.0),
    "medium": (16000, 96, 96, 96, 0.5, 6.0),
    "large": (100000, 160, 160, 160, 0.5, 8.0),
    # validation: profiled exactly in < ~60 s, OpenMP kernel timed (automatch validate)
    "validate": (30000, 48, 48, 48, 0.5, 3.0),
}
SEED = 6006


def write(path, size):
    natoms, nx, ny, nz, h, cutoff = SIZES[size]
    rng = np.random.RandomState(SEED)
    atoms = np.empty((natoms, 4))
    atoms[:, 0] = rng.random_sample(natoms) * (nx - 1) * h
    atoms[:, 1] = rng.random_sample(natoms) * (ny - 1) * h
    atoms[:, 2] = rng.random_sample(natoms) * (nz - 1) * h
    atoms[:, 3] = rng.random_sample(natoms) * 2.0 - 0.8
    tmp = path + ".tmp"
    with open(tmp, "wb") as f:
        f.write(np.array([natoms, nx, ny, nz], dtype="<i4").tobytes())
        f.write(np.array([h, cutoff], dtype="<f8").tobytes())
        atoms.astype("<f8").tofile(f)
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
