"""``automatch archspec validate FILE...`` and ``automatch archspec list``."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from automatch.errors import InputError


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser(
        "archspec",
        help="validate and list architecture spec files",
        description="Architecture specs are TOML files (docs/archspecs.md), searched in "
        "the paths given, then $AUTOMATCH_ARCHSPECS (colon-separated folders), then the "
        "shipped archspecs/ folder.",
    )
    sub = p.add_subparsers(dest="archspec_action", metavar="{validate,list}")
    sub.required = True
    v = sub.add_parser("validate", help="check spec files; exit 0 if all are valid, 2 if not")
    v.add_argument("files", nargs="+", type=Path, metavar="FILE")
    v.set_defaults(func=run)
    ls = sub.add_parser("list", help="table of the specs on the search path")
    ls.add_argument(
        "paths", nargs="*", type=Path, metavar="PATH", help="extra spec files or folders"
    )
    ls.add_argument("--only", action="append", default=[], metavar="NAME", help="only these")
    ls.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    if args.archspec_action == "validate":
        return _validate(args.files)
    return _list(args.paths, args.only)


def _validate(files: list[Path]) -> int:
    from automatch.arch.spec.files import load_spec
    from automatch.errors import escape_control

    problems: list[str] = []
    for f in files:
        try:
            spec = load_spec(f)
        except InputError as e:
            problems.append(str(e))
            continue
        print(escape_control(f"{f}: ok ({spec.name}, {spec.kind}, {spec.provenance.source})"))
    if problems:  # one `automatch: error:` paragraph per bad file, as the CLI's other errors
        for msg in problems:
            print(f"automatch: error: {escape_control(msg)}", file=sys.stderr)
        if len(files) > 1:
            print(f"automatch: {len(problems)} of {len(files)} spec file(s) invalid",
                  file=sys.stderr)
        return 2
    return 0


def _fmt(x: float, unit: str, scale: float) -> str:
    return f"{x / scale:.4g} {unit}"


def _list(paths: list[Path], only: list[str]) -> int:
    from rich.console import Console
    from rich.table import Table

    from automatch.arch.spec.search import find_specs

    specs = find_specs(paths, only)
    t = Table(title="architecture specs")
    for col, just in (
        ("name", "left"),
        ("kind", "left"),
        ("cores", "right"),
        ("peak fp64", "right"),
        ("beta_s", "right"),
        ("Z", "right"),
        ("source", "left"),
    ):
        t.add_column(col, justify=just)  # type: ignore[arg-type]
    for s in specs:
        t.add_row(
            s.name,
            s.kind,
            str(s.cores),
            _fmt(s.peak_fp64_flops_per_s, "Tflop/s", 1e12),
            _fmt(s.beta_s_bytes_per_s, "GB/s", 1e9),
            _fmt(s.fast_memory_bytes, "MiB", 2**20),
            s.provenance.source,
        )
    Console().print(t)
    if not specs:
        print("no architecture specs found", file=sys.stderr)
    return 0
