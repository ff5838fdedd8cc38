"""``automatch``: the command line. Builds config, calls the library, prints, returns a code."""

from __future__ import annotations

import argparse
import sys

from automatch import __version__


def build_parser() -> argparse.ArgumentParser:
    from automatch.cli import analyze_cmd, inspect_cmd, partition_cmd, predict_cmd

    parser = argparse.ArgumentParser(
        prog="automatch",
        description="Predict how a sequential kernel would run when parallelised on CPUs and "
        "GPUs: the best device, what bounds it, and how to split the work.",
    )
    parser.add_argument("--version", action="version", version=f"automatch {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    analyze_cmd.add_parser(sub)
    analyze_cmd.add_profile_parser(sub)
    predict_cmd.add_parser(sub)
    partition_cmd.add_parser(sub)
    inspect_cmd.add_parser(sub)
    __import__("automatch.cli.validate_cmd", fromlist=["add_parser"]).add_parser(sub)
    __import__("automatch.cli.sweep_cmd", fromlist=["add_parser"]).add_parser(sub)
    for optional in ("archspec_cmd", "bench_cmd"):
        try:
            mod = __import__(f"automatch.cli.{optional}", fromlist=["add_parser"])
        except ImportError:  # pragma: no cover - optional until that package lands
            continue
        mod.add_parser(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    from automatch.errors import AutomatchError

    parser = build_parser()
    argv = list(sys.argv[1:] if argv is None else argv)
    program_args: list[str] = []
    if "--" in argv:  # everything after '--' goes to the analysed program's main
        cut = argv.index("--")
        argv, program_args = argv[:cut], argv[cut + 1 :]
    args = parser.parse_args(argv)
    args.program_args = program_args
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    try:
        return int(args.func(args) or 0)
    except AutomatchError as exc:
        print(f"automatch: error: {exc}", file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:
        print("automatch: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
