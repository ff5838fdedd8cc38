"""``automatch validate``: predicted vs measured performance of the registry's workloads.

For every workload in workloads/registry.toml: generate its input (--size), profile
it, predict its time on each --arch spec (model variants default and paper), build and
time its OpenMP implementation here (OMP_NUM_THREADS = the spec's cores, median of
--repetitions runs) and, where a GPU is usable, its GPU implementation; then report per
device the predicted vs measured time, whether the prediction is an upper bound on
performance, the relative error, the device-ranking accuracy and Kendall tau, and the
MiniGhost CPU+GPU partition (even / AutoMatch / oracle). CPU specs are timed here only
when they were measured (`automatch bench cpu`), i.e. describe this machine.

Writes the JSON result (-o), a plot beside it (.png) and a markdown summary (--readme).
"""

from __future__ import annotations

import argparse
import datetime as _dt
import socket
import sys


def add_parser(subparsers) -> None:
    p = subparsers.add_parser(
        "validate",
        help="compare predicted and measured times of the bundled workloads on this machine",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--workloads", metavar="A,B,...",
                   help="comma-separated workload names (default: all in the registry)")
    p.add_argument("--size", choices=("validate", "small", "medium", "large"), default="validate",
                   help="input size from each gen_input.py (default: %(default)s)")
    p.add_argument("--arch", nargs="+", metavar="SPEC",
                   help="spec files, folders or names (default: dev-host, this machine's "
                        "measured spec); add GPU specs on a GPU machine")
    p.add_argument("--repetitions", type=int, default=5, metavar="N",
                   help="timed runs per implementation; the median is reported (default: "
                        "%(default)s)")
    p.add_argument("--variants", default="default,paper",
                   help="model variants, comma-separated (default: %(default)s)")
    p.add_argument("-o", "--output", metavar="FILE.json",
                   help="result JSON (default: validation/results/<host>-<date>.json); the "
                        "plot goes beside it as .png")
    p.add_argument("--readme", metavar="FILE.md", default=None,
                   help="markdown summary (default: validation/README.md; 'none' to skip)")
    p.add_argument("--registry", metavar="FILE", help="workload registry (default: the bundled one)")
    p.add_argument("--work-dir", metavar="DIR",
                   help="keep generated inputs and binaries here (default: a temporary folder)")
    p.add_argument("--sequential-reductions", dest="parallel_reductions", action="store_false",
                   help="profile reductions as the source's sequential chain (default: as "
                        "trees, like the OpenMP/CUDA implementations being timed)")
    p.add_argument("--timeout", type=float, default=600.0, metavar="S",
                   help="limit per profiled or timed run (default: %(default)s)")
    p.set_defaults(func=run)


MAX_REGISTRY_BYTES = 4 << 20


def _check_before_run(args, out: str, readme: str | None) -> None:
    """Every output location and the registry, before an hour of profiling and timing."""
    from pathlib import Path

    from automatch.errors import InputError
    from automatch.fileio import check_output_path, read_input_bytes

    check_output_path(out, option="-o ")
    if out != "-":
        check_output_path(Path(out).with_suffix(".png"), option="-o (its plot) ")
    check_output_path(readme, option="--readme ")
    check_output_path(args.work_dir, "dir", option="--work-dir ")
    if args.registry is None:
        return
    import tomllib

    try:
        data = read_input_bytes(args.registry, what="workload registry", limit=MAX_REGISTRY_BYTES)
        doc = tomllib.loads(data.decode("utf-8"))
    except FileNotFoundError:
        raise InputError(f"--registry {args.registry}: no such file") from None
    except (UnicodeDecodeError, tomllib.TOMLDecodeError, RecursionError) as exc:
        why = "nested too deeply" if isinstance(exc, RecursionError) else str(exc)
        raise InputError(f"--registry {args.registry}: not a TOML workload registry ({why}); "
                         "see workloads/registry.toml for the format") from None
    entries = doc.get("workload")
    if not isinstance(entries, list) or not entries or not all(
            isinstance(e, dict) and isinstance(e.get("name"), str) for e in entries):
        raise InputError(f"--registry {args.registry}: expected [[workload]] tables, each with "
                         "a name; see workloads/registry.toml for the format")


def run(args) -> int:
    from pathlib import Path

    from automatch.cli.predict_cmd import resolve_specs
    from automatch.errors import InputError
    from automatch.validate.harness import ValidationConfig, run_validation
    from automatch.validate.report import write_all

    specs = resolve_specs(args.arch or ["dev-host"])
    workloads = tuple(w.strip() for w in (args.workloads or "").split(",") if w.strip())
    variants = tuple(v.strip() for v in args.variants.split(",") if v.strip())
    bad = [v for v in variants if v not in ("default", "paper")]
    if bad or not variants:
        raise InputError(f"--variants: use default and/or paper, got {args.variants!r}")
    root = Path(__file__).resolve().parents[2]
    out = args.output or str(root / "validation" / "results" /
                             f"{socket.gethostname()}-{_dt.date.today().isoformat()}.json")
    readme = None if args.readme == "none" else (args.readme or str(root / "validation" / "README.md"))
    _check_before_run(args, out, readme)
    cfg = ValidationConfig(specs=tuple(specs), workloads=workloads, size=args.size,
                           repetitions=args.repetitions, variants=variants,
                           registry=args.registry, work_dir=args.work_dir,
                           timeout_s=args.timeout, spec_sources=tuple(args.arch or ["dev-host"]),
                           parallel_reductions=args.parallel_reductions)

    def progress(msg: str) -> None:
        print(f"[validate] {msg}", file=sys.stderr, flush=True)

    result = run_validation(cfg, on_progress=progress)
    written = write_all(result, out, readme=readme)
    for w in result.workloads:
        for dev, x in w["devices"].items():
            m = x["measured"]
            parts = [f"{w['name']:<10} {dev:<14}",
                     f"measured {m['median_s'] * 1e3:9.3f} ms (spread {m['spread'] * 100:3.0f}%)"
                     if m else f"measured {'-':>9}   ({x['not_measured_reason']})"]
            for v, p in x["predicted"].items():
                c = x["comparison"][v]
                err = "" if c["relative_error"] is None else \
                    f" err {c['relative_error'] * 100:+5.0f}% bound {'yes' if c['upper_bound'] else 'no'}"
                parts.append(f"{v} {p['time_s'] * 1e3:9.3f} ms{err}")
            print("  ".join(parts))
    for v, s in result.summary.items():
        r = s["device_ranking"]
        print(f"ranking ({v}): " + (f"best-device accuracy {r['best_device_accuracy']:.2f}, mean "
                                    f"Kendall tau {r['mean_kendall_tau']:.2f}"
                                    if r["status"] == "ok" else r["reason"]))
    print(f"partition: {result.partition.get('status')}")
    for k, path in written.items():
        print(f"wrote {k}: {path}")
    return 0
