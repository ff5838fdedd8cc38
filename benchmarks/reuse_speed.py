"""Speed of the LRU stack distance analyser (automatch.analyses.reuse).

Prints accesses/s of the exact mode per line size on (a) a 3-D 7-point stencil trace
and (b) random traces over 4K, 64K and 1M distinct 64-byte lines, then the SHARDS
sampled mode's speed and its error against the exact histograms. Writes
benchmarks/results/reuse_speed.json. JIT compile time is measured in a fresh numba
cache directory and reported separately; timings exclude it.

    python3 benchmarks/reuse_speed.py [--quick] [--out PATH]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import tempfile
import time
from pathlib import Path

if "--use-cache" not in sys.argv:  # a fresh cache, so the compile time is real
    os.environ["NUMBA_CACHE_DIR"] = tempfile.mkdtemp(prefix="reuse_bench_numba_")

import numpy as np  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from automatch.analyses.reuse import ReuseAnalyzer, mrc_mean_abs_error  # noqa: E402

BATCH = 1 << 16
LINE_SIZES = (32, 64, 128)


def stencil_trace(n: int, sweeps: int) -> np.ndarray:
    """Byte addresses of a 7-point Jacobi sweep v = f(u) over an n^3 grid of doubles.

    Per interior point: u[i,j,k], u[i+-1,j,k], u[i,j+-1,k], u[i,j,k+-1], then v[i,j,k];
    the arrays swap roles between sweeps.
    """
    i, j, k = np.meshgrid(*(np.arange(1, n - 1),) * 3, indexing="ij")
    c = (i * n * n + j * n + k).ravel()
    offs = np.array([0, -n * n, n * n, -n, n, -1, 1])
    reads = c[:, None] + offs[None, :]
    base_u, base_v = 1 << 30, (1 << 30) + n**3 * 8 + 4096
    out = []
    for s in range(sweeps):
        src, dst = (base_u, base_v) if s % 2 == 0 else (base_v, base_u)
        t = np.empty((c.shape[0], 8), dtype=np.uint64)
        t[:, :7] = src + reads * 8
        t[:, 7] = dst + c * 8
        out.append(t.ravel())
    return np.concatenate(out)


def random_trace(distinct_lines: int, n: int, seed: int = 1) -> np.ndarray:
    rng = np.random.default_rng(seed)
    lines = rng.integers(0, distinct_lines, size=n, dtype=np.int64)
    return ((1 << 32) + lines * 64 + rng.integers(0, 8, size=n) * 8).astype(np.uint64)


def run(addrs: np.ndarray, line_sizes, sample_rate=None) -> tuple[ReuseAnalyzer, float]:
    sizes = np.full(BATCH, 8, dtype=np.uint8)
    ra = ReuseAnalyzer(line_sizes=line_sizes, sample_rate=sample_rate)
    t0 = time.perf_counter()
    for lo in range(0, addrs.shape[0], BATCH):
        chunk = addrs[lo : lo + BATCH]
        ra.consume(chunk, sizes[: chunk.shape[0]], chunk.shape[0])
    return ra, time.perf_counter() - t0


def best_of(addrs, line_sizes, reps, sample_rate=None):
    best = None
    for _ in range(reps):
        ra, dt = run(addrs, line_sizes, sample_rate)
        if best is None or dt < best[1]:
            best = (ra, dt)
    return best


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="shorter traces")
    ap.add_argument("--use-cache", action="store_true", help="keep numba's on-disk cache")
    ap.add_argument("--reps", type=int, default=2)
    ap.add_argument(
        "--out", default=str(Path(__file__).resolve().parent / "results" / "reuse_speed.json")
    )
    args = ap.parse_args()
    scale = 4 if args.quick else 1

    # warm-up touching every kernel: consume, compaction, page and directory growth
    wa = (np.arange(20000, dtype=np.uint64) * 4099 * 64) % np.uint64(1 << 40)
    ws = np.full(wa.shape, 8, np.uint8)
    t0 = time.perf_counter()
    warm = ReuseAnalyzer(line_sizes=(64,), initial_time_space=64)
    warm.consume(wa, ws, wa.shape[0])
    warm.result()
    compile_exact = time.perf_counter() - t0
    t0 = time.perf_counter()
    warm = ReuseAnalyzer(line_sizes=(64,), sample_rate=0.5, initial_time_space=64)
    warm.consume(wa, ws, wa.shape[0])
    warm.result()
    compile_sampled = time.perf_counter() - t0
    print(f"numba first call (compile): exact {compile_exact:.2f} s, sampled {compile_sampled:.2f} s")

    cases = {
        "stencil3d_n40": stencil_trace(40, 4 // min(scale, 2)),
        "stencil3d_n128": stencil_trace(128, 1)[: 16_000_000 // scale],
        "random_4K": random_trace(4096, 8_000_000 // scale),
        "random_64K": random_trace(65536, 8_000_000 // scale),
        "random_1M": random_trace(1 << 20, 16_000_000 // scale),
    }
    results = {
        "machine": platform.processor() or platform.machine(),
        "python": platform.python_version(),
        "compile_s": {"exact": compile_exact, "sampled": compile_sampled},
        "batch": BATCH,
        "exact": {},
        "exact_all_line_sizes": {},
        "sampled": {},
    }
    exact_hists = {}
    print(f"{'case':16s} {'accesses':>10s} " + " ".join(f"{ls:>5d}B M/s" for ls in LINE_SIZES)
          + "   footprint(64B)")  # fmt: skip
    for name, addrs in cases.items():
        row = {}
        for ls in LINE_SIZES:
            ra, dt = best_of(addrs, (ls,), args.reps)
            (h,) = ra.result()
            exact_hists[(name, ls)] = h
            row[str(ls)] = {
                "accesses": int(addrs.shape[0]),
                "seconds": dt,
                "accesses_per_s": addrs.shape[0] / dt,
                "footprint_lines": ra.footprint_lines(ls),
            }
        results["exact"][name] = row
        print(f"{name:16s} {addrs.shape[0]:10d} "
              + " ".join(f"{row[str(ls)]['accesses_per_s'] / 1e6:10.1f}" for ls in LINE_SIZES)
              + f"   {row['64']['footprint_lines']}")  # fmt: skip
        ra, dt = best_of(addrs, LINE_SIZES, 1)
        results["exact_all_line_sizes"][name] = {
            "seconds": dt,
            "accesses_per_s": addrs.shape[0] / dt,
        }
        print(f"{'':16s} all three line sizes in one analyser: {addrs.shape[0] / dt / 1e6:.1f} M/s")

    print("\nSHARDS sampled mode (64-byte lines): speed, MRC mean abs error, Q_s relative error")
    zs = (256, 4096, 65536)
    for name, addrs in cases.items():
        exact = exact_hists[(name, 64)]
        for rate in (0.1, 0.01, 0.001):
            ra, dt = best_of(addrs, (64,), args.reps, sample_rate=rate)
            (h,) = ra.result()
            mae = mrc_mean_abs_error(exact, h)
            qerr = {}
            for z in zs:
                qe = exact.q_slow(z)
                qerr[str(z)] = abs(h.q_slow(z) - qe) / qe if qe else 0.0
            results["sampled"][f"{name}@{rate}"] = {
                "accesses_per_s": addrs.shape[0] / dt,
                "mrc_mae": mae,
                "q_slow_rel_err": qerr,
                "footprint_est": ra.footprint_lines(64),
                "footprint_exact": exact.cold,
            }
            print(f"{name:16s} R={rate:<6g} {addrs.shape[0] / dt / 1e6:7.1f} M/s  MAE {mae:.4f}  "
                  + " ".join(f"Qs({z}) {qerr[str(z)] * 100:5.2f}%" for z in zs))  # fmt: skip

    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_suffix(".tmp")
    tmp.write_text(json.dumps(results, indent=2) + "\n")
    tmp.replace(out)
    print(f"\nwrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
