"""``automatch validate``: predicted vs measured performance of the workloads and the corpus.

First this machine is measured (`bench cpu`, cached by host fingerprint in
~/.cache/automatch/specs/; --rebench measures again, --spec FILE uses that spec
instead): a spec from another CPU is never used to judge accuracy. Then for every
workload in workloads/registry.toml (input from --size) and every kernel of
workloads/kernels/registry_*.toml (argv from the registry): profile it, predict its
time on this machine's spec and each --arch spec (model variants default and paper), build and
time its OpenMP implementation here (OMP_NUM_THREADS = the spec's cores, the fastest of
--repetitions runs, all programs timed in interleaved rounds after the profiles) and, where a GPU is usable, its GPU implementation; then report per
device the predicted vs measured time, whether the prediction is an upper bound on
performance, the relative error, the device-ranking accuracy and Kendall tau, and the
MiniGhost CPU+GPU partition (even / AutoMatch / oracle). CPU specs are timed here only
when they describe this machine (its own spec, or one recording its fingerprint).
The four figures (prediction <= measured, within 2x, median |error|, Kendall tau) and
a per-class table are reported for the default model.

Writes the JSON result (-o), a predicted-vs-measured plot beside it (.png) and a
markdown summary (--readme).
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
                   help="comma-separated workload or kernel names (same as --only)")
    p.add_argument("--only", metavar="A,B,...",
                   help="validate only these workloads/kernels (default: all)")
    p.add_argument("--classes", metavar="C,D,...",
                   help="validate only kernels of these classes (dense, matvec-rows, "
                        "stencil-jacobi, ...)")
    p.add_argument("--kernel-registry", action="append", metavar="FILE",
                   help="corpus registry (repeatable; default: "
                        "workloads/kernels/registry_*.toml)")
    p.add_argument("--split", choices=("dev", "holdout", "all"), default="all",
                   help="validate the development split, the holdout "
                        "(workloads/kernels/registry_holdout.toml, never used to tune the "
                        "model) or both, reported apart (default: %(default)s)")
    p.add_argument("--no-workloads", dest="include_workloads", action="store_false",
                   help="leave out the 9 workloads of workloads/registry.toml")
    p.add_argument("--spec", metavar="FILE",
                   help="this machine's CPU spec (default: measured by `bench cpu`, cached "
                        "by host fingerprint); judged even when measured elsewhere (recorded)")
    p.add_argument("--one-thread", action="store_true",
                   help="also time each OpenMP program with one thread and judge the model "
                        "of the kernel on one core by it (a section of the report): where "
                        "the two errors agree, the error is the single-core model's")
    p.add_argument("--keep-going", action="store_true",
                   help="record a corpus kernel that fails (build, profile, run) and go on "
                        "(default: stop at the first failure)")
    p.add_argument("--rebench", action="store_true",
                   help="measure this machine again even when a cached spec exists")
    p.add_argument("--spec-cache", metavar="DIR",
                   help="folder of cached host specs (default: ~/.cache/automatch/specs)")
    p.add_argument("--size", choices=("validate", "small", "medium", "large", "gpu-large"),
                   default="validate",
                   help="input size from each gen_input.py (default: %(default)s); gpu-large "
                        "(with --gpu only): validation/gpu/sizes.toml, GPU kernels >= 1 ms")
    p.add_argument("--arch", nargs="+", metavar="SPEC",
                   help="more spec files, folders or names to predict for (GPU specs on a "
                        "GPU machine); a CPU spec is timed only when it records this host's "
                        "fingerprint")
    p.add_argument("--repetitions", type=int, default=5, metavar="N",
                   help="timed runs per implementation, in interleaved rounds over all the "
                        "OpenMP programs; the fastest is judged, the median reported beside "
                        "it (default: %(default)s)")
    p.add_argument("--variants", default="mca,default,paper",
                   help="model variants, comma-separated: mca (what `analyze` gives by "
                        "default: each CPU's in-core time from llvm-mca on the loops as "
                        "written; needs the spec's mcpu; the headline figures judge it when "
                        "listed), default (the hand-derived in-core terms), paper "
                        "(default: %(default)s)")
    p.add_argument("-o", "--output", metavar="FILE.json",
                   help="result JSON (default: validation/results/<host>-<date>.json); the "
                        "plot goes beside it as .png")
    p.add_argument("--readme", metavar="FILE.md", default=None,
                   help="markdown summary ('none' to skip; default: beside -o's JSON as "
                        ".md, or validation/README.md without -o)")
    p.add_argument("--registry", metavar="FILE", help="workload registry (default: the bundled one)")
    p.add_argument("--work-dir", metavar="DIR",
                   help="keep generated inputs and binaries here (default: a temporary folder)")
    p.add_argument("--sequential-reductions", dest="parallel_reductions", action="store_false",
                   default=None,
                   help="profile reductions as the source's sequential chain (default: as "
                        "`automatch analyze` does)")
    p.add_argument("--parallel-reductions", dest="parallel_reductions", action="store_true",
                   help="profile every recognised reduction as a tree")
    p.add_argument("--timeout", type=float, default=600.0, metavar="S",
                   help="limit per profiled or timed run (default: %(default)s)")
    g = p.add_argument_group("GPU validation (--gpu; automatch/validate/gpu/run.py)")
    g.add_argument("--gpu", action="store_true",
                   help="validate CPU (OpenMP, all host cores) vs GPU (the CUDA ports): "
                        "writes validation/results/gpu-<machine>/; without a GPU it stops "
                        "at the first GPU step with exit code 4")
    g.add_argument("--dry-run", action="store_true", help="with --gpu: print the plan only")
    g.add_argument("--gpu-spec", metavar="FILE", help="with --gpu: the GPU's spec (default: "
                   "`bench gpu` here)")
    g.add_argument("--out-dir", metavar="DIR", help="with --gpu: results folder")
    g.add_argument("--profile-dir", metavar="DIR", help="with --gpu: profile cache (default "
                   "validation/gpu/profiles)")
    g.add_argument("--budget-s", type=float, metavar="S", help="with --gpu: skip the steps "
                   "that do not fit this many seconds (and say so)")
    g.add_argument("--quick-bench", action="store_true",
                   help="with --gpu: quick `bench cpu` / `bench gpu`")
    p.set_defaults(func=run)


MAX_REGISTRY_BYTES = 4 << 20


def _check_before_run(args, out: str, readme: str | None) -> None:
    """Every output location and the registry, before an hour of profiling and timing."""
    from pathlib import Path

    from automatch.cli.checks import check_paths, spec_inputs
    from automatch.errors import InputError
    from automatch.fileio import read_input_bytes

    inputs = [("the --spec file", args.spec), ("the --registry file", args.registry),
              *(("the --kernel-registry file", r) for r in args.kernel_registry or ()),
              *(spec_inputs(args.arch) if args.arch else ())]
    check_paths([("-o", out, "file"),
                 ("-o (its plot)", None if out == "-" else Path(out).with_suffix(".png"), "file"),
                 ("--readme", readme, "file"), ("--work-dir", args.work_dir, "dir"),
                 ("--spec-cache", args.spec_cache, "dir")], inputs)
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


def _names(text: str | None) -> tuple[str, ...]:
    return tuple(w.strip() for w in (text or "").split(",") if w.strip())


def _host_spec(args, say):
    """(spec, record) of this machine: --spec, or the fingerprint-cached bench."""
    from automatch.validate.hostspec import host_fingerprint, matches_host, measured_host_spec

    if args.spec:
        from automatch.arch.spec.files import load_spec

        spec = load_spec(args.spec)
        if spec.kind != "cpu":
            from automatch.errors import InputError

            raise InputError(f"--spec {args.spec}: a {spec.kind} spec; give this machine's CPU "
                             "spec (or leave --spec out to measure it)")
        here = host_fingerprint()
        match = matches_host(spec, here)
        if not match:
            say(f"warning: --spec {args.spec} does not record this host's fingerprint "
                f"({here['id']}); its figures judge the model only if it was measured here")
        return spec, {"how": "given with --spec" + ("" if match else
                                                    " (fingerprint not this host's)"),
                      "path": str(args.spec), "fingerprint": here, "fingerprint_matches": match}
    hs = measured_host_spec(cache_dir=args.spec_cache, rebench=args.rebench, log=say)
    how = "measured by `bench cpu` in this run" if hs.benched else "`bench cpu`, cached"
    return hs.spec, {**hs.to_dict(), "how": how, "fingerprint_matches": True}


def readme_path(readme: str | None, output: str | None, out: str, root) -> str | None:
    """Where the markdown summary goes: ``--readme`` (``none``: nowhere); else beside a
    JSON named by ``-o`` (``r.json`` -> ``r.md``; nowhere for ``-o -``), so that a run
    kept elsewhere never rewrites the repository's summary with links into its folder;
    else the repository's ``validation/README.md``, beside the default results."""
    from pathlib import Path

    if readme is not None:
        return None if readme == "none" else readme
    if output is not None:
        return None if out == "-" else str(Path(out).with_suffix(".md"))
    return str(Path(root) / "validation" / "README.md")


def _default_output(root, cpu: str) -> str:
    import re

    slug = re.sub(r"[^a-z0-9]+", "-", cpu.lower()).strip("-")[:48] or socket.gethostname()
    return str(root / "validation" / "results" / f"{slug}-{_dt.date.today().isoformat()}.json")


def _check_numbers(args) -> None:
    """The numeric options, before anything (``--timeout nan`` or ``-5`` were taken)."""
    from automatch.cli.checks import check_range
    from automatch.preflight import MAX_TIMEOUT_S

    check_range("--timeout", args.timeout, minimum=1e-3, maximum=MAX_TIMEOUT_S,
                unit=" seconds")
    check_range("--budget-s", args.budget_s, minimum=1e-3, maximum=MAX_TIMEOUT_S * 100,
                unit=" seconds")
    check_range("--repetitions", args.repetitions, minimum=1, maximum=1000, integer=True)


def run(args) -> int:
    _check_numbers(args)
    if args.gpu:
        from automatch.validate.gpu.cli import run_gpu

        return run_gpu(args)
    from pathlib import Path

    from automatch.cli.predict_cmd import resolve_specs
    from automatch.errors import InputError
    from automatch.validate.harness import ValidationConfig, run_validation
    from automatch.validate.report import write_all

    extra_specs = resolve_specs(args.arch) if args.arch else []
    variants = tuple(v.strip() for v in args.variants.split(",") if v.strip())
    from automatch.model.predict import PREDICT_VARIANTS

    bad = [v for v in variants if v not in PREDICT_VARIANTS]
    if bad or not variants:
        raise InputError(f"--variants: use {', '.join(PREDICT_VARIANTS)} (comma-separated), "
                         f"got {args.variants!r}")
    root = Path(__file__).resolve().parents[2]
    from automatch.validate.harness import host_info

    out = args.output or _default_output(root, str(host_info().get("cpu") or ""))
    readme = readme_path(args.readme, args.output, out, root)
    _check_before_run(args, out, readme)

    def progress(msg: str) -> None:
        print(f"[validate] {msg}", file=sys.stderr, flush=True)

    from automatch.validate.harness import select_items

    select_items(ValidationConfig(  # bad names and registries fail before the bench
        specs=(), workloads=_names(args.workloads), only=_names(args.only),
        classes=_names(args.classes), registry=args.registry,
        kernel_registries=None if args.kernel_registry is None else tuple(args.kernel_registry),
        include_workloads=args.include_workloads, split=args.split))
    host_spec, record = _host_spec(args, progress)
    clash = [s.name for s in extra_specs if s.name == host_spec.name]
    if clash:
        raise InputError(f"--arch {clash[0]}: this machine's spec is already named "
                         f"{host_spec.name!r}; leave it out of --arch")
    specs = [host_spec, *extra_specs]
    cfg = ValidationConfig(specs=tuple(specs), workloads=_names(args.workloads),
                           only=_names(args.only), classes=_names(args.classes),
                           kernel_registries=None if args.kernel_registry is None
                           else tuple(args.kernel_registry),
                           include_workloads=args.include_workloads, size=args.size,
                           repetitions=args.repetitions, variants=variants,
                           registry=args.registry, work_dir=args.work_dir,
                           timeout_s=args.timeout,
                           spec_sources=(record["path"], *(args.arch or [])),
                           parallel_reductions=args.parallel_reductions,
                           measured_specs=(host_spec.name,), host_spec=record,
                           keep_going=args.keep_going, one_thread=args.one_thread,
                           split=args.split)

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
        f = s["figures"].get(result.config["judged_device"] or "", {})
        if f.get("n"):
            tau = f["kendall_tau"]
            print(f"figures ({v}, {f['n']} kernels): bound holds {f['bound_holds']}/{f['n']}, "
                  f"within 2x {f['within_factor']}/{f['n']}, median |error| "
                  f"{f['median_abs_error'] * 100:.0f}%, Kendall tau "
                  + ("n/a" if tau != tau else f"{tau:.2f}"))
        for split, sp in s.get("splits", {}).items():
            g = sp["per_device"].get(result.config["judged_device"] or "", {})
            if g.get("n"):
                print(f"  {split} split ({g['n']}): within 2x {g['within_factor']}/{g['n']}, "
                      f"median |error| {g['median_abs_error'] * 100:.0f}%, Kendall tau "
                      f"{g['kendall_tau']:.2f}, geomean measured/estimate "
                      f"{g['geomean_measured_over_estimate']:.2f}, bound holds "
                      f"{g['bound_holds']}/{g['n']}")
        r = s["device_ranking"]
        print(f"ranking ({v}): " + (f"best-device accuracy {r['best_device_accuracy']:.2f}, mean "
                                    f"Kendall tau {r['mean_kendall_tau']:.2f}"
                                    if r["status"] == "ok" else r["reason"]))
    print(f"partition: {result.partition.get('status')}")
    for k, path in written.items():
        print(f"wrote {k}: {path}")
    return 0
