"""``automatch bench cpu|gpu -o FILE.toml``: measure this machine's ArchSpec.

The raw sweeps go beside the output file (``<host>-<date>.json``), or to
``microbench/results/`` when the output is inside a source checkout that has that folder
(a spec being added to the repository); ``--raw-dir`` chooses; the fitted spec to ``-o``.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import sys
from pathlib import Path

from automatch.arch.spec import ArchSpec
from automatch.errors import InputError
from automatch.fileio import atomic_write_text

EXIT_CODES = (" Exit codes: 0 the spec was written, 2 bad options or outputs (checked "
              "before anything runs), 3 a failed run, 4 no usable GPU (bench gpu without "
              "--from-raw).")


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser(
        "bench",
        help="measure this machine's architecture spec with micro-benchmarks",
        description="Run the micro-benchmarks (peak flop/s, bandwidth and latency sweeps, "
        "line size, synchronisation cost) and write a measured archspec TOML file."
        + EXIT_CODES,
    )
    sub = p.add_subparsers(dest="bench_target", metavar="{cpu,gpu}")
    sub.required = True
    for target, help_ in (
        ("cpu", "the CPUs of this host (C kernels, OpenMP)"),
        ("gpu", "an NVIDIA GPU (CuPy raw kernels); exit code 4 when this machine has no "
                "usable GPU (no CuPy, driver or device)"),
    ):
        q = sub.add_parser(target, help=help_, description="Measure "
                           + help_.split(";")[0] + "." + EXIT_CODES)
        q.add_argument("-o", "--output", required=True, metavar="FILE.toml",
                       help="spec file to write")
        q.add_argument("--quick", action="store_true", help="a few seconds, rough figures")
        q.add_argument("--name", help="spec name (default: from the host / device name)")
        q.add_argument("--repetitions", type=int, help="repetitions of each measurement")
        q.add_argument(
            "--raw-dir", type=Path, help="folder for the raw sweeps (default: beside the output; "
                 "microbench/results for an output inside the source checkout)"
        )
        q.add_argument("-q", "--quiet", action="store_true", help="no progress lines")
        if target == "cpu":
            q.add_argument("--threads", type=int, help="threads for all-core figures")
            q.add_argument("--cc", help="C compiler (default $CC, cc, gcc, clang)")
            q.add_argument("--max-bytes", type=int, help="largest working set in bytes")
        else:
            q.add_argument("--device", type=int, default=0, help="CUDA device index")
            q.add_argument("--save-raw", metavar="FILE.json",
                           help="also write the raw sweeps to FILE.json (e.g. to replace "
                                "the recorded sweeps of tests/data/)")
            q.add_argument("--from-raw", type=Path, metavar="FILE.json",
                           help="fit the spec from raw sweeps saved by an earlier run "
                                "(no GPU needed; nothing is measured)")
        q.set_defaults(func=run)


def _default_raw_dir(output: Path) -> Path:
    from automatch.arch.spec.search import checkout_root

    root = checkout_root()
    out = output.resolve()
    if root is not None and (root / "microbench").is_dir() and out.is_relative_to(root):
        return root / "microbench" / "results"
    return out.parent


def _shown(path: Path) -> str:
    """``path`` relative to the repository root when inside it (for provenance)."""
    from automatch.arch.spec.search import checkout_root

    root = checkout_root()
    try:
        return str(path.resolve().relative_to(root)) if root else str(path)
    except ValueError:
        return str(path)


MIN_BENCH_BYTES = 1 << 20  # the sweeps start at 4 KiB: below 1 MiB no level is found
MAX_REPETITIONS = 1000


def _ram_bytes() -> int | None:
    try:
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError, AttributeError):  # pragma: no cover - not POSIX
        return None


def _check_before_run(args: argparse.Namespace) -> None:
    """Every option and output before minutes of benchmarks (issue 39): --threads from 1
    to the logical CPUs (all-core figures; 1000000 crashed the run and left its folder), --max-bytes from 1 MiB to half the memory (-4096 or 10^18 failed after a
    minute, 0 meant the default), --repetitions from 1 to 1000; the outputs writable,
    none the same file as another or as --from-raw."""
    from automatch.cli.checks import check_paths, check_range

    check_range("--repetitions", args.repetitions, minimum=1, maximum=MAX_REPETITIONS,
                integer=True)
    if args.bench_target == "cpu":
        cpus = os.cpu_count() or 1
        check_range("--threads", args.threads, minimum=1, maximum=cpus, integer=True,
                    unit=f" (the logical CPUs of this machine: {cpus})")
        ram = _ram_bytes()
        top = max(MIN_BENCH_BYTES, ram // 2) if ram else 2**50
        check_range("--max-bytes", args.max_bytes, minimum=MIN_BENCH_BYTES, maximum=top,
                    integer=True, unit=" bytes (the largest working set" + (
                        ": half of this machine's memory at most)" if ram else ")"))
    outputs = [("-o", args.output, "file"),
               ("--raw-dir", args.raw_dir or _default_raw_dir(Path(args.output)), "dir"),
               ("--save-raw", getattr(args, "save_raw", None), "file")]
    check_paths(outputs, [("the --from-raw sweeps", getattr(args, "from_raw", None))])


def run(args: argparse.Namespace) -> int:
    from automatch.arch.bench.cpu import raw_results_name
    from automatch.arch.spec.files import save_spec

    _check_before_run(args)
    args.output = Path(args.output)  # a str until checked: Path() drops a trailing '/'

    def log(msg: str) -> None:
        if not args.quiet:
            print(msg, file=sys.stderr, flush=True)

    if args.bench_target == "cpu":
        from automatch.arch.bench.cpu import CpuBenchConfig, run_cpu_bench

        result = run_cpu_bench(
            CpuBenchConfig(
                quick=args.quick,
                threads=args.threads,
                repetitions=args.repetitions,
                name=args.name,
                cc=args.cc,
                max_bytes=args.max_bytes,
            ),
            log=log,
        )
    else:  # gpu
        from automatch.arch.bench.gpu import GpuBenchConfig, run_gpu_bench

        if args.from_raw is not None:
            result = _gpu_result_from_raw(args.from_raw, args.name)
        else:
            result = run_gpu_bench(
                GpuBenchConfig(
                    quick=args.quick, repetitions=args.repetitions, name=args.name,
                    device=args.device,
                ),
                log=log,
            )
        if args.save_raw is not None:
            atomic_write_text(args.save_raw, json.dumps(result.raw, indent=1) + "\n")
    if getattr(args, "from_raw", None) is not None:
        raw_path = args.from_raw  # refitted: the raw sweeps are already on disk
    else:
        raw_dir = args.raw_dir or _default_raw_dir(args.output)
        raw_path = raw_dir / raw_results_name(result.raw)
        atomic_write_text(raw_path, json.dumps(result.raw, indent=1) + "\n")
    spec = dataclasses.replace(
        result.spec, extra={**result.spec.extra, "raw_results": _shown(raw_path)}
    )
    save_spec(spec, args.output)
    for w in result.warnings:
        print(f"warning: {w}", file=sys.stderr)
    _print_summary(spec, args.output, raw_path)
    return 0


def _gpu_result_from_raw(path: Path, name: str | None):
    """``bench gpu --from-raw``: the spec fitted from saved sweeps (no GPU)."""
    from automatch.arch.bench.gpu import GpuBenchResult, gpu_spec_from_raw
    from automatch.fileio import read_input_bytes

    try:
        raw = json.loads(read_input_bytes(path, what="raw GPU sweeps", limit=64 << 20))
        spec, warnings = gpu_spec_from_raw(raw, name=name)
    except FileNotFoundError:
        raise InputError(f"--from-raw {path}: no such file") from None
    except (ValueError, KeyError, TypeError, IndexError) as exc:
        raise InputError(f"--from-raw {path}: not the raw sweeps of `bench gpu` "
                         f"({type(exc).__name__}: {exc})") from None
    return GpuBenchResult(spec=spec, raw=raw, warnings=tuple(warnings))


def _print_summary(spec: ArchSpec, output: Path, raw_path: Path) -> None:
    from rich.console import Console
    from rich.table import Table

    meas = spec.extra.get("measured", {})
    t = Table(title=f"{spec.name}: {spec.model}", show_lines=False)
    t.add_column("figure")
    t.add_column("value", justify="right")
    t.add_column("spread", justify="right")
    rows = [
        ("cores", f"{spec.cores}", None),
        ("clock_hz", f"{spec.clock_hz / 1e9:.3g} GHz", "clock_hz"),
        ("peak fp64", f"{spec.peak_fp64_flops_per_s / 1e9:.4g} Gflop/s", "peak_fp64_flops_per_s"),
        ("peak fp32", f"{spec.peak_fp32_flops_per_s / 1e9:.4g} Gflop/s", "peak_fp32_flops_per_s"),
        ("Z (fast memory)", f"{spec.fast_memory_bytes / 2**20:.4g} MiB", "fast_memory_bytes"),
        ("L (line)", f"{spec.line_bytes} B", None),
        ("alpha_f", f"{spec.alpha_f_s * 1e9:.4g} ns", "alpha_f_s"),
        ("beta_f", f"{spec.beta_f_bytes_per_s / 1e9:.4g} GB/s", "beta_f_bytes_per_s"),
        ("alpha_s", f"{spec.alpha_s_s * 1e9:.4g} ns", "alpha_s_s"),
        ("beta_s", f"{spec.beta_s_bytes_per_s / 1e9:.4g} GB/s", "beta_s_bytes_per_s"),
        ("s_0 (sync)", f"{spec.sync_s * 1e6:.4g} us", "sync_s"),
    ]
    for label, value, key in rows:
        sp = meas.get(key, {}).get("spread") if key else None
        t.add_row(label, value, "" if sp is None else f"{sp:.1%}")
    console = Console(stderr=False)
    console.print(t)
    console.print(f"spec written to {output}; raw sweeps to {raw_path}")
