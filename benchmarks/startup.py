"""Start-up: native process time vs ``automatch analyze`` wall on small kernels (issue 14).

For each kernel (about 1 ms of kernel time natively) it measures, in one run:

* native:  the whole process of the clang -O2 build (``-march=native``), median of 5;
* analyze: ``automatch analyze SRC --kernel K -q --timings`` as a whole process (median
  of 3), with the phase breakdown of the median run from its saved profile
  (``extra.timings``) and its stderr (model, report), and the CPU seconds (user + sys)
  of the whole process tree, which the load of a shared machine changes far less than
  the wall. The children start early and overlap (``runner.EarlyRun``): a child's
  sub-phases are measured from its own start, so they overlap the parent's phases.

* the same analyze with ``AUTOMATCH_KERNELS=numba`` (the analyses' kernels run by numba,
  not by the ahead-of-time objects of ``automatch warm``), alternated with the above;
* the same analyze again with the JIT cache filled by a first run (exec/jit/cache.py: the
  children load the native and instrumented modules' machine code instead of compiling
  it) and the compiled loops' cache on (ir/compiled/llvm_tools.py: llvm-mca's times of the loops
  as written), as when a program is analysed again. Every other run has both caches
  off: the first analysis of a program.

Target (issue 14): analyze <= 1 s wall on a kernel that runs ~1 ms natively. With
``--workloads`` also four whole programs of ``workloads/`` on their small inputs (srad,
lavamd, lbm, hotspot: regions of 0.05-0.2 ms, larger instrumented modules, whose JIT
took most of an analysis). Prints a table and writes benchmarks/results/startup.json.
Run ``automatch warm`` first, or the first run compiles the numba kernels.

    python3 benchmarks/startup.py [--runs 3] [--workloads]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORKLOADS = ROOT / "workloads"
# (name, source under workloads/, kernel, argv): ~1 ms of kernel time natively at -O2 here
CASES = (
    ("gemm 100", "kernels/gemm/gemm.c", "gemm", ("100",)),
    ("jacobi-2d 200 x 10", "kernels/jacobi-2d/jacobi-2d.c", "jacobi_2d", ("200", "10")),
    ("dot 200k", "kernels/dot/dot.c", "dot", ("200000",)),
)
WORKLOAD_CASES = tuple(
    (f"{w} small", f"{w}/{w}.c", w, (f"workloads/{w}/inputs/small.bin",))
    for w in ("srad", "lavamd", "lbm", "hotspot")
)
_PHASE = re.compile(r"^  (\S.*?)\s{2,}(\d+\.\d+) s")


def _cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def _wall(cmd: list[str], env: dict) -> tuple[float, subprocess.CompletedProcess]:
    t0 = time.perf_counter()
    r = subprocess.run(cmd, capture_output=True, text=True, env=env, cwd=ROOT)
    return time.perf_counter() - t0, r


def measure(
    name: str, rel: str, kernel: str, argv: tuple[str, ...], runs: int, env: dict, tmp: Path
) -> dict:
    src = WORKLOADS / rel
    exe = tmp / (src.stem + ".bin")
    clang = os.environ.get("CLANG", "clang-19")
    subprocess.run([clang, "-O2", "-march=native", str(src), "-o", str(exe), "-lm"], check=True)
    native = sorted(_wall([str(exe), *argv], env)[0] for _ in range(5))
    walls = []
    numba_walls = []  # the same command with the kernels run by numba (no AOT objects)
    cached_walls = []  # the same command with both modules' machine code in the JIT cache
    # the first analysis of a program: nothing in the JIT cache (exec/jit/cache.py) nor
    # in the compiled loops' (ir/compiled/llvm_tools.py)
    env = {**env, "AUTOMATCH_JIT_CACHE": "off", "AUTOMATCH_INCORE_CACHE": "off"}
    numba_env = {**env, "AUTOMATCH_KERNELS": "numba"}
    cached_env = {**env, "AUTOMATCH_JIT_CACHE": str(tmp / "jit-cache"),
                  "AUTOMATCH_INCORE_CACHE": "on"}
    for i in range(runs):
        out = tmp / f"{src.stem}-{i}.json"
        cmd = [
            sys.executable,
            "-m",
            "automatch.cli.main",
            "analyze",
            str(src),
            "--kernel",
            kernel,
            "-q",
            "--timings",
            "-o",
            str(out),
            "--",
            *argv,
        ]
        numba_walls.append(_wall(cmd, numba_env)[0])  # alternated with the runs below
        if i == 0:
            _wall(cmd, cached_env)  # fills the cache
        cached_walls.append(_wall(cmd, cached_env)[0])
        cpu0 = _cpu()
        wall, r = _wall(cmd, env)
        cpu = _cpu() - cpu0
        if r.returncode != 0:
            raise SystemExit(f"{name}: automatch failed:\n{r.stderr}")
        phases = {}
        for line in r.stderr.splitlines():
            m = _PHASE.match(line)
            if m and m.group(1) in ("arch specs", "compiled loops as written (mca)", "model",
                                    "report"):
                phases[m.group(1)] = float(m.group(2))
        profile = json.loads(out.read_text())["profile"]
        walls.append(
            (
                wall,
                {**profile["extra"]["timings"], **phases},
                profile.get("native_time_s", 0.0),
                cpu,
            )
        )
    walls.sort(key=lambda w: w[0])
    wall, phases, region, _ = walls[len(walls) // 2]
    return {
        "kernel": name,
        "native_process_s": statistics.median(native),
        "native_region_s": region,
        "analyze_wall_s": wall,
        "analyze_min_s": walls[0][0],
        "analyze_max_s": walls[-1][0],
        "analyze_cpu_s": statistics.median(w[3] for w in walls),
        "analyze_numba_wall_s": statistics.median(numba_walls),
        "analyze_cached_wall_s": statistics.median(cached_walls),
        "ratio": wall / statistics.median(native),
        "phases": phases,
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--workloads", action="store_true",
                    help="also four whole programs on their small inputs")
    args = ap.parse_args()
    env = {
        **os.environ,
        "NUMBA_CACHE_DIR": os.environ.get(
            "NUMBA_CACHE_DIR", str(Path(tempfile.gettempdir()) / "automatch-numba-cache")
        ),
    }
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for case in CASES + (WORKLOAD_CASES if args.workloads else ()):
            rows.append(measure(*case, runs=args.runs, env=env, tmp=Path(tmp)))
    print(
        f"{'kernel':<20} {'native proc':>11} {'region':>9} {'analyze':>9} {'min-max':>11} "
        f"{'cpu':>7} {'ratio':>7} {'numba kernels':>14} {'cached':>11}"
    )
    for r in rows:
        print(
            f"{r['kernel']:<20} {r['native_process_s'] * 1e3:9.1f} ms {r['native_region_s'] * 1e3:6.2f} ms "
            f"{r['analyze_wall_s']:7.2f} s {r['analyze_min_s']:5.2f}-{r['analyze_max_s']:<5.2f} "
            f"{r['analyze_cpu_s']:5.2f} s {r['ratio']:6.0f}x {r['analyze_numba_wall_s']:12.2f} s"
            f" {r['analyze_cached_wall_s']:9.2f} s"
        )
    print("\nphases of the median analyze run (s):")
    names = list(dict.fromkeys(k for r in rows for k in r["phases"]))
    print(f"{'phase':<42}" + "".join(f"{r['kernel'][:12]:>13}" for r in rows))
    for k in names:
        print(f"{k:<42}" + "".join(f"{r['phases'].get(k, 0.0):13.3f}" for r in rows))
    doc = {
        "machine": platform.platform(),
        "cpus": os.cpu_count(),
        "python": platform.python_version(),
        "date": time.strftime("%Y-%m-%d"),
        "rows": rows,
    }
    out = ROOT / "benchmarks" / "results" / "startup.json"
    out.write_text(json.dumps(doc, indent=1) + "\n")
    print(f"\nwritten {out.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
