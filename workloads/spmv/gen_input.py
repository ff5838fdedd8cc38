#!/usr/bin/env python3
"""Deterministic input generator for the SPMV workload (CSR sparse matrix x vector).

Layout: int32 nrows, ncols, nnz, reps; int32 rowptr[nrows+1]; int32 colidx[nnz];
double val[nnz]; double x[ncols].

Rows have irregular, heavy-tailed lengths (log-normal); about 70% of the non-zeros
lie in a band around the diagonal and 30% are scattered uniformly, so x is read
with partial locality.  Column indices are sorted within a row (repeats allowed).
"""

import argparse
import os

import numpy as np

SIZES = {
    # nrows (= ncols), mean row length, reps
    "small": (1500, 8, 2),
    "medium": (200000, 16, 40),
    "large": (500000, 16, 200),
    # validation: profiled exactly in < ~60 s, OpenMP kernel timed (automatch validate)
    "validate": (100000, 16, 8),
}
SEED = 2002


def build(size):
    n, mean_len, reps = SIZES[size]
    rng = np.random.RandomState(SEED)
    lengths = np.exp(rng.normal(0.0, 0.8, size=n))
    lengths = np.maximum(1, np.rint(lengths / lengths.mean() * mean_len)).astype(np.int64)
    lengths = np.minimum(lengths, n)
    nnz = int(lengths.sum())
    rowptr = np.zeros(n + 1, dtype=np.int64)
    np.cumsum(lengths, out=rowptr[1:])
    rows = np.repeat(np.arange(n, dtype=np.int64), lengths)
    band = rng.random_sample(nnz) < 0.7
    offs = np.rint(rng.normal(0.0, max(2.0, 0.01 * n), size=nnz)).astype(np.int64)
    scattered = rng.randint(0, n, size=nnz).astype(np.int64)
    cols = np.where(band, np.mod(rows + offs, n), scattered)
    order = np.lexsort((cols, rows))
    cols = cols[order]
    vals = rng.random_sample(nnz) * 2.0 - 0.5
    x = rng.random_sample(n)
    return n, nnz, reps, rowptr, cols, vals, x


def write(path, size):
    n, nnz, reps, rowptr, cols, vals, x = build(size)
    tmp = path + ".tmp"
    with open(tmp, "wb") as f:
        f.write(np.array([n, n, nnz, reps], dtype="<i4").tobytes())
        rowptr.astype("<i4").tofile(f)
        cols.astype("<i4").tofile(f)
        vals.astype("<f8").tofile(f)
        x.astype("<f8").tofile(f)
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
