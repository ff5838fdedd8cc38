"""Event collection overhead: native JIT run vs instrumented run, side by side in one run.

For each workload (stencil, SpMV, LU) the same canonical module runs natively and
instrumented (events produced and consumed by a no-op consumer), alternating, a few
times; the kernel region's time of each is measured inside the program (clock_gettime
around the kernel call), so process start-up and JIT compilation are excluded. Prints
the median ratio per workload and writes benchmarks/results/engine_overhead.json.

    python3 benchmarks/engine_overhead.py [--repetitions 3] [--scale bench|quick]
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_inputs import ROOT, workload_inputs  # noqa: E402

from automatch.exec.supervise.runner import RunConfig, run_program  # noqa: E402
from automatch.fileio import atomic_write_text  # noqa: E402
from automatch.pipeline import load_program  # noqa: E402


def measure(name: str, inp: Path, reps: int) -> dict:
    canonical, _ = load_program([str(ROOT / "workloads" / name / f"{name}.ll")], name)
    base = dict(ir_text=canonical.text, kernel=name, argv=(name, str(inp)))
    native, instr, events = [], [], 0
    for _ in range(reps):
        n = run_program(RunConfig(mode="native", **base))
        i = run_program(RunConfig(mode="instrumented", consumer="automatch.analyses.consumers:make_consumers",
                                  consumer_options={"analyses": ["count"]}, **base))
        if n.stdout != i.stdout:
            raise SystemExit(f"{name}: instrumented output differs from native")
        native.append(n.region_time_s)
        instr.append(i.region_time_s + i.catch_up_s)  # the consumer's work left at the end too
        events = i.events
    ratios = [b / a for a, b in zip(native, instr, strict=True)]
    return {"workload": name, "native_s": statistics.median(native), "instrumented_s": statistics.median(instr),
            "events": events, "ratio_median": statistics.median(ratios), "ratio_min": min(ratios),
            "ratio_max": max(ratios), "events_per_s": events / statistics.median(instr)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repetitions", type=int, default=3)
    ap.add_argument("--scale", choices=("bench", "large", "quick"), default="bench")
    ap.add_argument("-o", default=str(ROOT / "benchmarks" / "results" / "engine_overhead.json"))
    args = ap.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for name, inp in workload_inputs(Path(tmp), args.scale).items():
            r = measure(name, inp, args.repetitions)
            rows.append(r)
            print(f"{name:8s} native {r['native_s'] * 1e3:9.2f} ms  instrumented {r['instrumented_s'] * 1e3:9.2f} ms"
                  f"  ratio {r['ratio_median']:5.2f}x (min {r['ratio_min']:.2f}, max {r['ratio_max']:.2f})"
                  f"  {r['events']:.3g} events, {r['events_per_s'] / 1e6:.0f} M events/s", flush=True)
    atomic_write_text(args.o, json.dumps({"machine": platform.processor() or platform.machine(),
                                          "node": platform.node(), "target_ratio": 10.0,
                                          "results": rows}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
