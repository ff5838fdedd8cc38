"""Long-run scale of the exact analysis (issue 44): native, cachegrind and automatch side by side.

profile_speed.py measures regions of 10-60 ms, where the cost per native second of the
exact profile looked settled; issue 44 found it growing with the run (PolyBench gemm
and heat-3d at LARGE: 5.7x and 11.2x cachegrind's time). This benchmark runs native
programs of about 1, 10 or 60 seconds (``--scale``; sizes chosen on the development VM,
a 2-vCPU AMD EPYC Zen 5, for a clang -O2 binary's wall time, and printed) and, per
workload, in one run:

* native: the JIT's native region (automatch's native run) and the clang -O2 binary's
  wall time;
* cachegrind (``valgrind --tool=cachegrind --cache-sim=yes``) on that binary;
* the exact analysis (schedule, loops, reuse) with one line size (64 B) and with three
  (32/64/128 B), and the SHARDS-sampled mode (``sample_rate=0.01``, with the schedule).

Workloads: a stencil (workloads/stencil), SpMV (workloads/spmv), a dense product
(workloads/kernels/gemm, i-j-k, its kernel), and a whole program (heat-3d's main:
initialisation, the time loop and the checksum). Every analysed run goes through
automatch.exec.supervise.runner.run_program with the JIT cache off, as
benchmarks/profile_speed.py does; whole-process wall times are compared with
cachegrind's (both include start-up), region times (plus the consumers' catch-up) with
the native region. Peak resident memory (ru_maxrss) beside each. The machine may be
shared: the figures are indicative.

    python3 benchmarks/long_scale.py [--scale 1s|10s|60s] [--only gemm,heat3d] [-o FILE]

Writes benchmarks/results/long_scale_<scale>.json.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from automatch.proc.blas_threads import limit_blas_threads

limit_blas_threads(os.environ)  # before numpy: one OpenBLAS thread (see profile_speed.py)
sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_inputs import ROOT, spmv_input, stencil_input  # noqa: E402

from automatch.exec.supervise.runner import RunConfig, run_program  # noqa: E402
from automatch.fileio import atomic_write_text  # noqa: E402
from automatch.pipeline import load_program  # noqa: E402

# workload -> scale -> size parameters (clang -O2 binary ~1 s / 10 s / 60 s on the Zen 5 VM;
# 10 s and 60 s scaled from the 1 s sizes by the work, not measured one by one; "quick":
# a smoke test of the script, seconds in all)
SIZES = {
    "stencil": {"1s": (192, 64), "10s": (320, 140), "60s": (448, 300), "quick": (32, 4)},  # n^3 grid, iterations
    "spmv": {"1s": (1_000_000, 16, 20), "10s": (4_000_000, 16, 50), "60s": (8_000_000, 16, 150),
             "quick": (8000, 12, 2)},
    "gemm": {"1s": (1000,), "10s": (2150,), "60s": (3900,), "quick": (64,)},  # n
    "heat3d": {"1s": (120, 200), "10s": (200, 430), "60s": (300, 770), "quick": (16, 4)},  # n, time steps
}
MODES = {  # name -> consumer options of the instrumented run
    "exact1": dict(analyses=["schedule", "reuse"], line_sizes=[64]),
    "exact3": dict(analyses=["schedule", "reuse"], line_sizes=[32, 64, 128]),
    "sampled": dict(analyses=["schedule", "reuse"], line_sizes=[64], sample_rate=0.01),
}
CONSUMER = "automatch.analyses.consumers:make_consumers"


def workload(name: str, scale: str, tmp: Path) -> tuple[Path, str, tuple[str, ...], str]:
    """(C source, kernel, the program's arguments, what the size is) of one workload."""
    p = SIZES[name][scale]
    if name == "stencil":
        inp = stencil_input(tmp / "stencil.bin", p[0], p[1])
        return ROOT / "workloads/stencil/stencil.c", "stencil", (str(inp),), f"{p[0]}^3 grid, {p[1]} iterations"
    if name == "spmv":
        inp = spmv_input(tmp / "spmv.bin", *p)
        return (ROOT / "workloads/spmv/spmv.c", "spmv", (str(inp),),
                f"{p[0]} rows, ~{p[1]} non-zeros a row, {p[2]} repetitions")
    if name == "gemm":
        return ROOT / "workloads/kernels/gemm/gemm.c", "gemm", (str(p[0]),), f"n = {p[0]}"
    return (ROOT / "workloads/kernels/heat-3d/heat-3d.c", "main", tuple(str(x) for x in p),
            f"n = {p[0]}, {p[1]} steps, whole program (main)")


def _timed(cmd: list[str]) -> tuple[float, float]:
    """(wall seconds, peak RSS MiB) of a command, its output discarded."""
    t = time.perf_counter()
    with subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) as p:
        _, status, usage = os.wait4(p.pid, 0)
        p.returncode = os.waitstatus_to_exitcode(status)
    wall = time.perf_counter() - t
    if p.returncode:
        raise RuntimeError(f"{cmd[0]} exited with {p.returncode}")
    return wall, usage.ru_maxrss / 1024


def measure(name: str, scale: str, tmp: Path, clang: str | None, modes: list[str]) -> dict:
    src, kernel, args, what = workload(name, scale, tmp)
    print(f"{name}: {what}", flush=True)
    canonical, _ = load_program([str(src)], kernel)
    base = dict(ir_text=canonical.text, kernel=kernel, argv=(src.stem, *args))
    os.environ["AUTOMATCH_JIT_CACHE"] = "off"  # the first analysis of a program
    out: dict = {"workload": name, "size": what, "kernel": kernel, "args": list(args)}
    t = time.perf_counter()
    nat = run_program(RunConfig(mode="native", **base))
    out["native_region_s"] = nat.region_time_s
    out["native_wall_s"] = time.perf_counter() - t
    out["native_peak_rss_mib"] = nat.peak_rss_bytes / 2**20
    if clang:
        exe = tmp / f"{name}.exe"
        subprocess.run([clang, "-O2", "-g", str(src), "-o", str(exe), "-lm"], check=True)
        out["native_binary_wall_s"], out["native_binary_peak_rss_mib"] = _timed([str(exe), *args])
        if shutil.which("valgrind"):
            out["cachegrind_wall_s"], out["cachegrind_peak_rss_mib"] = _timed(
                ["valgrind", "--tool=cachegrind", "--cache-sim=yes",
                 f"--cachegrind-out-file={tmp / 'cg.out'}", str(exe), *args])
    print(f"  native: JIT region {out['native_region_s']:.2f} s, clang -O2 binary "
          f"{out.get('native_binary_wall_s', float('nan')):.2f} s; cachegrind "
          f"{out.get('cachegrind_wall_s', float('nan')):.1f} s", flush=True)
    for mode in modes:
        t = time.perf_counter()
        r = run_program(RunConfig(mode="instrumented", consumer=CONSUMER,
                                  consumer_options=MODES[mode], **base))
        wall = time.perf_counter() - t
        region = r.region_time_s + r.catch_up_s
        row = {"wall_s": wall, "region_s": region, "peak_rss_mib": r.peak_rss_bytes / 2**20,
               "over_native_region": region / out["native_region_s"]}
        if out.get("native_binary_wall_s"):
            row["over_native_binary"] = wall / out["native_binary_wall_s"]
        if out.get("cachegrind_wall_s"):
            row["over_cachegrind"] = wall / out["cachegrind_wall_s"]
        if mode == "exact1":
            mem = r.results["memory"]
            out["accesses"] = mem["loads"] + mem["stores"]
            row["ns_per_access"] = 1e9 * region / max(1, out["accesses"])
        out[mode] = row
        print(f"  {mode:8s} wall {wall:7.1f} s, {row['over_native_region']:6.0f}x the native region, "
              f"{row.get('over_native_binary', float('nan')):6.0f}x the binary, "
              f"{row.get('over_cachegrind', float('nan')):5.2f}x cachegrind; peak {row['peak_rss_mib']:.0f} MiB",
              flush=True)
    return out


def _commit() -> str:
    r = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"], capture_output=True, text=True)
    return r.stdout.strip()


def _cpu_name() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--scale", choices=("1s", "10s", "60s", "quick"), default="1s")
    ap.add_argument("--only", default="", help="comma-separated workloads (default: all)")
    ap.add_argument("--modes", default=",".join(MODES), help="comma-separated: exact1,exact3,sampled")
    ap.add_argument("-o", default=None, help="JSON output (default benchmarks/results/long_scale_<scale>.json)")
    args = ap.parse_args()
    names = [n for n in args.only.split(",") if n] or list(SIZES)
    modes = [m for m in args.modes.split(",") if m]
    clang = next((c for c in ("clang-19", "clang") if shutil.which(c)), None)
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for name in names:
            rows.append(measure(name, args.scale, Path(tmp), clang, modes))
    doc = {"scale": args.scale, "machine": _cpu_name(),
           "cpus": os.cpu_count(), "commit": _commit(), "this_process_peak_rss_mib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
           "results": rows}
    out = args.o or str(ROOT / "benchmarks" / "results" / f"long_scale_{args.scale}.json")
    atomic_write_text(out, json.dumps(doc, indent=2))
    print(f"wrote {out}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
