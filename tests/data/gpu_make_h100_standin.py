"""Write gpu_h100_standin_raw.json: a STAND-IN for `bench gpu --save-raw` on an H100.

NOT A MEASUREMENT. No GPU was lent to the session that wrote this (issue 13), so the
recorded sweeps that test the raw-to-spec fit (automatch/arch/fit/gpu.py) are built
here from published H100 figures, in the shape `bench gpu` records them (raw_version
2), with seeded multiplicative noise (lognormal, 1.5 % on sweeps, 2 % on launches).
Replace the JSON with a real run when a GPU session has one:

    automatch bench gpu -o /tmp/h100.toml --save-raw tests/data/gpu_h100_raw.json

Figures (H100 SXM5 80GB HBM3: 132 SMs, cc 9.0, 1.98 GHz boost, 50 MiB L2). Citation
review 2026 (stored copies only; "UNVERIFIED" = the number could not be read in its
source and is this file's estimate):
- latencies: L1 hit ~33 cycles, L2 hit ~262 cycles, HBM ~479 cycles, attributed to Luo
  et al., "Benchmarking and Dissecting the Nvidia Hopper GPU Architecture", IPDPS 2024
  (arXiv:2402.13499). UNVERIFIED: the paper's latency table could not be read, and
  Luo et al. measured an H800 PCIe (1.755 GHz boost), not an H100 SXM5. An independent
  Hopper pointer chase (GH200, 132 SMs) gives L1 40, L2 281, memory 690 cycles
  (github.com/markdewing/AI_kernels, latency/README.md), i.e. 20-45 % above these.
  Converted at 1.98 GHz. The L1 step is put at ~200 KiB (256 KiB unified L1/shared,
  part carved out), the L2 step at ~40 MB (50 MiB, the far partition's copies).
- L2 bandwidth ~7 TB/s: Chips and Cheese, "Nvidia's H100: Funny L2, and Tons of
  Bandwidth" (2023-07-02, chipsandcheese.com/2023/07/02/nvidias-h100-funny-l2-and-tons-
  of-bandwidth/) tested the PCIe H100 (114 SMs, 1755 MHz boost, 50 MB L2, 350 W; it
  fell to 1395 MHz under L2 load): confirmed. The ~5.5 TB/s measured figure is
  UNVERIFIED (not readable in the stored copy); scaled x 132/114 x 1.98/1.755 = 7.2.
- L1 bandwidth ~20 TB/s: 128 B/clk/SM for loads (Hopper whitepaper, 2022; also 144 SMs
  x 128 B x 1.755 GHz = 32.3 TB/s in Table 3 of doi:10.1016/j.ultsonch.2023.106546)
  = 132 x 128 x 1.98 GHz = 33.5 TB/s; a triad reaching ~60 % of it is this file's
  assumption.
- HBM triad ~2.95 TB/s: datasheet 3.35 TB/s; ~3.0 TB/s device-to-device copy, bytes
  read plus written, seen on the lent H100 of this workplace
  (.library/device/KINDS.md, 2026-11-13): confirmed.
- fp64/fp32 FMA peak: 132 x 64 / 128 lanes x 2 x 1.98 GHz (datasheet 33.5 / 66.9
  Tflop/s), taken at 93 % (clock under load; the 93 % is an assumption). Dependent FMA:
  4 cycles. The CUDA C++ Programming Guide gives ~4 cycles for most arithmetic
  instructions on compute capability 7.x and Jia et al., "Dissecting the NVIDIA Volta
  GPU Architecture via Microbenchmarking" (arXiv:1804.06826, 2018) measured 4 on Volta;
  for Hopper (cc 9.0) 4 cycles is an UNVERIFIED extrapolation.
- launches through CuPy: ~4 us back to back, ~4.5 us for a full grid, ~10 us launch +
  synchronise: UNVERIFIED estimates (no source; CUDA launch overhead plus Python's call).
- pinned copies: ~55 GB/s host->device, ~53 GB/s back, ~9 / 11 us for a small copy
  through CuPy: UNVERIFIED estimates (no source found); PCIe Gen5 x16 carries at most
  32 GT/s x 16 x 128/130 / 8 = 63 GB/s each way.

Run: python3 tests/data/gpu_make_h100_standin.py  (deterministic: seed 13)
"""

from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np

RNG = np.random.default_rng(13)
REPS = 7
SMS, CLOCK = 132, 1.98e9
L2 = 50 << 20
GRID_THREADS = SMS * 8 * 256
FIG = {
    "lat": (33 / CLOCK, 262 / CLOCK, 479 / CLOCK),
    "l1_step": 200 << 10,
    "l2_step": 40e6,
    "bw": (20e12, 7.0e12, 2.95e12),
    "peak64": 132 * 64 * 2 * CLOCK * 0.93,
    "fma_lat": 4 / CLOCK,
    "launch": 4e-6,
    "grid_launch": 4.5e-6,
    "launch_sync": 10e-6,
    "h2d": (9e-6, 55e9),
    "d2h": (11e-6, 53e9),
}


def noisy(x: float, sigma: float = 0.015) -> list[float]:
    return [float(x * math.exp(RNG.normal(0.0, sigma))) for _ in range(REPS)]


def step(s: float, at: float, lo: float, hi: float, width: float = 1.0) -> float:
    """Log-smooth step from lo to hi around size ``at`` over ``width`` octaves."""
    t = min(1.0, max(0.0, (math.log2(s / at) + width / 2) / width))
    return math.exp(math.log(lo) + t * (math.log(hi) - math.log(lo)))


def main() -> None:
    sizes = sorted(
        {int(2 ** (14 + k / 2)) // 128 * 128 for k in range(0, 38) if 2 ** (14 + k / 2) <= 8 * L2}
    )
    l1, l2, hbm = FIG["lat"]
    lat = [noisy(step(s, FIG["l2_step"], step(s, FIG["l1_step"], l1, l2), hbm)) for s in sizes]
    b1, b2, b3 = FIG["bw"]
    starve = [min(1.0, s / (24 * GRID_THREADS)) ** 0.85 for s in sizes]  # too few elements
    moving = [noisy(f * step(s, 1.3 * L2, b2, b3)) for s, f in zip(sizes, starve, strict=True)]
    own = [
        noisy(f * step(s, 1.3 * L2, step(s, 0.8 * SMS * FIG["l1_step"], b1, b2), b3))
        for s, f in zip(sizes, starve, strict=True)
    ]
    flops64 = 1056 * 256 * (1 << 15) * 8 * 2
    link = [8 << (3 * k) for k in range(9) if 8 << (3 * k) <= 64 << 20] + [64 << 20]

    def copies(lat_bw: tuple[float, float]) -> list[list[float]]:
        return [noisy(lat_bw[0] + n / lat_bw[1], 0.02) for n in link]

    h2d, d2h = copies(FIG["h2d"]), copies(FIG["d2h"])
    raw = {
        "_standin": "NOT MEASURED: a datasheet-shaped stand-in built by "
        "gpu_make_h100_standin.py from published H100 figures (sources in its "
        "docstring) with seeded noise, until a GPU session records a real "
        "`bench gpu --save-raw` run.",
        "raw_version": 2,
        "tool": "automatch bench gpu",
        "mode": "full",
        "host": "standin-h100",
        "date": "2026-11-24T00:00:00+00:00",
        "repetitions": REPS,
        "device": {
            "name": "NVIDIA H100 80GB HBM3",
            "sms": SMS,
            "cc": [9, 0],
            "clock_hz": CLOCK,
            "l2_bytes": L2,
            "smem_per_sm_bytes": 233472,
            "l1_per_sm_bytes": 256 << 10,
            "global_bytes": 85520809984,
            "lanes_per_sm": 128,
        },
        "flops": {
            "f64": {"flops_per_call": flops64, "seconds": noisy(flops64 / FIG["peak64"], 0.004)},
            "f32": {
                "flops_per_call": flops64,
                "seconds": noisy(flops64 / (2 * FIG["peak64"]), 0.004),
            },
        },
        "fma_chain": {
            p: {"iters": 1 << 21, "threads": 1, "seconds": noisy((1 << 21) * FIG["fma_lat"], 0.003)}
            for p in ("f64", "f32")
        },
        "latency": {
            "sizes_bytes": sizes,
            "stride_bytes": 128,
            "steps": 100_000,
            "seconds_per_load": lat,
        },
        "bandwidth": {
            "sizes_bytes": sizes,
            "grid_threads": GRID_THREADS,
            "kernel": "triad, chunks move between blocks at every pass, 24 B/element",
            "bytes_per_s": moving,
        },
        "bandwidth_l1": {
            "sizes_bytes": sizes,
            "grid_threads": GRID_THREADS,
            "kernel": "triad, each block re-reads its own chunk, 24 B/element",
            "bytes_per_s": own,
        },
        "sync": {
            "launches": 2000,
            "grid_blocks": 4 * SMS,
            "block": [32, 32],
            "seconds_per_launch": noisy(FIG["grid_launch"], 0.02),
        },
        "launch": {
            "launches": 2000,
            "seconds_per_launch": noisy(FIG["launch"], 0.02),
            "launch_sync_seconds": noisy(FIG["launch_sync"], 0.02),
        },
        "host_link": {
            "bytes": link[-1],
            "seconds": h2d[-1],
            "small_seconds": h2d[0],
            "sizes_bytes": link,
            "h2d_seconds": h2d,
            "d2h_seconds": d2h,
            "pinned": True,
        },
    }
    out = Path(__file__).with_name("gpu_h100_standin_raw.json")
    out.write_text(json.dumps(raw, indent=1) + "\n")
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
