"""Full-profile speed, side by side in one run: automatch vs native and vs cachegrind.

Per workload (stencil, SpMV, LU at ~10^7 accesses): the native JIT run of the kernel,
the instrumented run with the whole exact analysis (schedule, loops, reuse) at one line
size and at the default three, the same at one line size with the numba replay of the
event stream (``--engine replay``, the reference engine) instead of the program's own
replay, the sampled reuse alone and with the schedule (SHARDS at rate 0.01, filtered in
the program itself), and valgrind's cachegrind (one simulated cache) on a clang -O2
build of the same C source and input. Every analysed run has the JIT cache off (the
first analysis of a program, exec/jit/cache.py) but one more at one line size with the
cache filled (``full1_cached``: the program analysed again). Whole-process
wall times are compared with cachegrind's (both include start-up); the region times
(kernel only, measured in the program; for an analysed run plus the consumers' work still
queued when the program ended) give the ratio to native. Peak resident memory of each
child (ru_maxrss) is reported beside. The sampled mode's
Q_s error against the exact histogram is printed beside it.

Ends with the geometric means of those ratios over the workloads. The issue's targets
are stated at sizes where native runs take 10 ms or more: ``--scale large`` (native
regions 12-54 ms on the development VM; ``bench``: 2-9 ms, where start-up weighs more).

    python3 benchmarks/profile_speed.py [--scale bench|large|quick] [--repetitions 1]
"""

from __future__ import annotations

import argparse
import json
import math
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from automatch.proc.blas_threads import limit_blas_threads

# before numpy is imported: one OpenBLAS thread here, as in automatch's own CLI; this
# process's spinning BLAS threads took a core's share from the runs it times
limit_blas_threads(os.environ)
sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_inputs import ROOT, workload_inputs  # noqa: E402

from automatch.analyses.profile import ReuseHistogram  # noqa: E402
from automatch.exec.supervise.runner import RunConfig, run_program  # noqa: E402
from automatch.fileio import atomic_write_text  # noqa: E402
from automatch.pipeline import load_program  # noqa: E402


def _wall(cmd: list[str]) -> float:
    t = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - t


def _hists(res) -> list[ReuseHistogram]:
    return [ReuseHistogram.from_dict(h) for h in res.results["memory"]["reuse"]]


def qs_error(exact: ReuseHistogram, sampled: ReuseHistogram) -> float:
    """Largest |Q_s/accesses| difference over caches of 2^4 .. 2^20 lines."""
    worst = 0.0
    for e in range(4, 21):
        z = float(2**e)
        a = exact.q_slow(z) / max(1, exact.accesses)
        b = sampled.q_slow(z) / max(1, sampled.accesses)
        worst = max(worst, abs(a - b))
    return worst


def measure(name: str, inp: Path, tmp: Path, reps: int, clang: str | None) -> dict:
    canonical, _ = load_program([str(ROOT / "workloads" / name / f"{name}.ll")], name)
    base = dict(ir_text=canonical.text, kernel=name, argv=(name, str(inp)))
    consumer = "automatch.analyses.consumers:make_consumers"

    def instrumented(cached=False, **opts):
        os.environ["AUTOMATCH_JIT_CACHE"] = str(tmp / f"jit-cache-{name}") if cached else "off"
        # the child samples in the program where the options allow (exec.child.prefilter)
        return run_program(RunConfig(mode="instrumented", consumer=consumer, consumer_options=opts,
                                     **base))

    out: dict = {"workload": name}
    rows = {"native": [], "full1": [], "full3": [], "full1_replay": [], "sampled": [], "sampled_sched": [],
            "full1_cached": [], "cachegrind": [], "native_bin": []}
    exe = None
    if clang:
        exe = tmp / f"{name}.exe"
        subprocess.run([clang, "-O2", "-g", str(ROOT / "workloads" / name / f"{name}.c"), "-o", str(exe), "-lm"],
                       check=True)
    for rep in range(reps):
        os.environ["AUTOMATCH_JIT_CACHE"] = "off"  # the first analysis of a program (but full1_cached)
        nat = run_program(RunConfig(mode="native", **base))
        f1 = instrumented(analyses=["schedule", "reuse"], line_sizes=[64])
        f3 = instrumented(analyses=["schedule", "reuse"], line_sizes=[32, 64, 128])
        fr = instrumented(analyses=["schedule", "reuse"], line_sizes=[64], engine="replay")
        sm = instrumented(analyses=["reuse"], line_sizes=[64], sample_rate=0.01)
        ss = instrumented(analyses=["schedule", "reuse"], line_sizes=[64], sample_rate=0.01)
        if rep == 0:  # fills the JIT cache
            instrumented(cached=True, analyses=["schedule", "reuse"], line_sizes=[64])
        fc = instrumented(cached=True, analyses=["schedule", "reuse"], line_sizes=[64])
        # an instrumented region's analysis: the program's region plus the consumers' work
        # still queued when it ended (exec.batches)
        rows["native"].append((nat.region_time_s, nat.wall_s, nat.peak_rss_bytes))
        for key, r in (("full1", f1), ("full3", f3), ("full1_replay", fr), ("sampled", sm), ("sampled_sched", ss),
                       ("full1_cached", fc)):
            rows[key].append((r.region_time_s + r.catch_up_s, r.wall_s, r.peak_rss_bytes))
        if exe is not None and shutil.which("valgrind"):
            rows["native_bin"].append(_wall([str(exe), str(inp)]))
            rows["cachegrind"].append(_wall(["valgrind", "--tool=cachegrind", "--cache-sim=yes",
                                             f"--cachegrind-out-file={tmp / 'cg.out'}", str(exe), str(inp)]))
        out["accesses"] = f1.results["memory"]["loads"] + f1.results["memory"]["stores"]
        out["sampled_qs_error"] = qs_error(_hists(f1)[0], _hists(sm)[0])

    def med(key, idx=None):
        vals = [v if idx is None else v[idx] for v in rows[key]]
        return statistics.median(vals) if vals else None

    nat_region = med("native", 0)
    out.update({
        "native_region_s": nat_region,
        "full1_region_s": med("full1", 0), "full1_wall_s": med("full1", 1),
        "full3_region_s": med("full3", 0), "full3_wall_s": med("full3", 1),
        "full1_replay_region_s": med("full1_replay", 0), "full1_replay_wall_s": med("full1_replay", 1),
        "full1_cached_wall_s": med("full1_cached", 1),
        "sampled_region_s": med("sampled", 0), "sampled_sched_region_s": med("sampled_sched", 0),
        "native_binary_wall_s": med("native_bin"), "cachegrind_wall_s": med("cachegrind"),
        "native_peak_rss_mib": med("native", 2) / 2**20, "full1_peak_rss_mib": med("full1", 2) / 2**20,
        "full3_peak_rss_mib": med("full3", 2) / 2**20, "sampled_peak_rss_mib": med("sampled", 2) / 2**20,
        "full1_replay_peak_rss_mib": med("full1_replay", 2) / 2**20,
        "sampled_sched_peak_rss_mib": med("sampled_sched", 2) / 2**20,
    })
    out["full1_over_native"] = out["full1_region_s"] / nat_region
    out["full3_over_native"] = out["full3_region_s"] / nat_region
    out["sampled_over_native"] = out["sampled_region_s"] / nat_region
    out["sampled_sched_over_native"] = out["sampled_sched_region_s"] / nat_region
    out["full1_replay_over_native"] = out["full1_replay_region_s"] / nat_region
    if out["cachegrind_wall_s"]:
        out["full1_over_cachegrind"] = out["full1_wall_s"] / out["cachegrind_wall_s"]
        out["full3_over_cachegrind"] = out["full3_wall_s"] / out["cachegrind_wall_s"]
        out["full1_replay_over_cachegrind"] = out["full1_replay_wall_s"] / out["cachegrind_wall_s"]
        out["full1_cached_over_cachegrind"] = out["full1_cached_wall_s"] / out["cachegrind_wall_s"]
        out["cachegrind_over_native_binary"] = out["cachegrind_wall_s"] / out["native_binary_wall_s"]
    out["exact_accesses_per_s_full1"] = out["accesses"] / out["full1_region_s"]
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repetitions", type=int, default=1)
    ap.add_argument("--scale", choices=("bench", "large", "quick"), default="bench")
    ap.add_argument("-o", default=str(ROOT / "benchmarks" / "results" / "profile_speed.json"))
    args = ap.parse_args()
    clang = next((c for c in ("clang-19", "clang") if shutil.which(c)), None)
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for name, inp in workload_inputs(Path(tmp), args.scale).items():
            r = measure(name, inp, Path(tmp), args.repetitions, clang)
            rows.append(r)
            cg = (f"  vs cachegrind: 1 line size {r['full1_over_cachegrind']:.2f}x, 3 sizes {r['full3_over_cachegrind']:.2f}x,"
                  f" 1 line size with --engine replay {r['full1_replay_over_cachegrind']:.2f}x,"
                  f" 1 line size with the JIT cache filled {r['full1_cached_over_cachegrind']:.2f}x"
                  f" (cachegrind {r['cachegrind_over_native_binary']:.0f}x its native binary)"
                  if r.get("cachegrind_wall_s") else "  (no valgrind/clang: cachegrind skipped)")
            print(f"{name:8s} {r['accesses']:.3g} accesses; over native: full(64B) {r['full1_over_native']:.0f}x,"
                  f" full(32/64/128B) {r['full3_over_native']:.0f}x, full(64B, --engine replay)"
                  f" {r['full1_replay_over_native']:.0f}x, sampled {r['sampled_over_native']:.1f}x"
                  f" (Q_s error {r['sampled_qs_error']:.4f}), sampled with schedule {r['sampled_sched_over_native']:.1f}x;"
                  f" exact {r['exact_accesses_per_s_full1'] / 1e6:.1f} M acc/s",
                  flush=True)
            print(f"  peak memory: native {r['native_peak_rss_mib']:.0f} MiB, full(64B) {r['full1_peak_rss_mib']:.0f} MiB,"
                  f" full(32/64/128B) {r['full3_peak_rss_mib']:.0f} MiB, full(64B, --engine replay)"
                  f" {r['full1_replay_peak_rss_mib']:.0f} MiB, sampled {r['sampled_peak_rss_mib']:.0f} MiB,"
                  f" sampled with schedule {r['sampled_sched_peak_rss_mib']:.0f} MiB",
                  flush=True)
            print(cg, flush=True)
    summary = geomeans(rows)
    if summary:
        print("geometric mean over the workloads (issue 14's figures): "
              + ", ".join(f"{k} {v:.2f}x" for k, v in summary.items()), flush=True)
    atomic_write_text(args.o, json.dumps({"scale": args.scale, "results": rows, "geomean": summary}, indent=2))
    return 0


def geomeans(rows: list[dict]) -> dict[str, float]:
    """The geometric means of the ratios the targets are stated in, over the workloads
    that have them (cachegrind's only where valgrind and clang ran)."""
    out = {}
    for key in ("full1_over_cachegrind", "full3_over_cachegrind", "full1_cached_over_cachegrind",
                "sampled_sched_over_native",
                "full1_over_native", "full3_over_native"):
        vals = [r[key] for r in rows if r.get(key)]
        if vals:
            out[key] = math.exp(sum(math.log(v) for v in vals) / len(vals))
    return out


if __name__ == "__main__":
    sys.exit(main())
