"""``automatch predict PROFILE.json --arch SPEC...``: EC on each device, ranked.

Prints the profile summary, the device table (time, GFLOP/s, bottleneck, rank,
relative cost, partition share) and advice; ``--json`` writes the result document
(docs/result-schema.md), ``--plots`` the PNG/SVG plots.
"""

from __future__ import annotations

import argparse

from automatch.cli.incore_opts import (
    add_incore_argument,
    add_scatter_argument,
    model_options,
)


def resolve_specs(arch: list[str] | None) -> list:
    """--arch values: spec files, folders of specs, or names (default: all known specs)."""
    from automatch.arch import resolve_specs as resolve

    return resolve(arch)


# output options of every command: attribute on the parsed args, option shown, kind
OUTPUT_OPTIONS = (
    ("save_profile", "--save-profile", "file"),
    ("json", "--json", "file"),
    ("plots", "--plots", "plots"),
    ("html", "--html", "file"),
)
# input options: attribute on the parsed args, what it is (for the messages)
INPUT_OPTIONS = (
    ("program", "the program file"),
    ("profile", "the profile"),
    ("input", "the --input file"),
    ("stdin", "the --stdin file"),
)  # and the --arch specs: "the --arch spec" (cli.checks.spec_inputs)


def check_outputs(args) -> None:
    """Check every output option present on ``args`` before any work is done: each
    writable (fileio.check_output_path), none an input of the command (the program, the
    profile, --input, --stdin, the --arch specs), no two the same (cli.checks), at most
    one on stdout: a bad location fails in a second, with nothing written."""
    from automatch.cli.checks import check_paths, spec_inputs
    from automatch.errors import InputError
    from automatch.fileio import is_stdout

    inputs = []
    for attr, what in INPUT_OPTIONS:
        value = getattr(args, attr, None)
        inputs += [(what, v) for v in (value if isinstance(value, list) else [value])]
    if hasattr(args, "arch"):
        inputs += spec_inputs(args.arch)
    check_paths([(option, getattr(args, attr, None), kind)
                 for attr, option, kind in OUTPUT_OPTIONS], inputs)
    to_stdout = [option for attr, option, _ in OUTPUT_OPTIONS
                 if is_stdout(getattr(args, attr, None))]
    if len(to_stdout) > 1:
        raise InputError(f"{' and '.join(to_stdout)} both write to standard output; send at "
                         "most one of them there")


def add_arch_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("profile", help="profile JSON written by `automatch analyze` (--save-profile)")
    p.add_argument("--arch", nargs="+", metavar="SPEC",
                   help="spec files (.toml), folders of them, or spec names "
                        "(default: all shipped specs)")
    p.add_argument("--variant", choices=("default", "paper"), default="default",
                   help="model variant: 'paper' evaluates eq. 3-5 as printed; 'default' "
                        "adds the fixes in docs/model.md (default: %(default)s)")
    p.add_argument("--no-transfer", dest="include_transfer", action="store_false", default=None,
                   help="leave host-device transfers out of EC (still reported)")
    p.add_argument("--json", metavar="FILE", help="write the result document (JSON) to FILE")
    add_incore_argument(p)
    add_scatter_argument(p)
    p.add_argument("--program", metavar="FILE",
                   help="the profiled program's source (.c, .cpp or .ll): --incore mca compiles "
                        "its loops (a profile holds no IR); also the source lines of --html")
    p.add_argument("--cflags", metavar="FLAGS",
                   help="clang flags for --program, one shell-quoted string (also "
                        "$AUTOMATCH_CFLAGS)")


def add_parser(subparsers) -> None:
    p = subparsers.add_parser(
        "predict",
        help="predict the kernel's best parallel time on each device from a saved profile",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    add_arch_arguments(p)
    p.add_argument("--plots", metavar="DIR", help="write PNG and SVG plots into DIR")
    p.add_argument("--rank-by", choices=RANK_BY, default="time", help=RANK_BY_HELP)
    p.add_argument("--html", metavar="FILE", help=HTML_HELP)
    p.add_argument("--granularity", type=int, metavar="N",
                   help="partition in N whole units (rows, planes...)")
    p.add_argument("--method", choices=("equal-finish", "paper"), default="equal-finish",
                   help="partition method for the share column (default: %(default)s)")
    p.set_defaults(func=run)


def run(args) -> int:
    from automatch.analyses.profile_json import load_profile
    from automatch.preflight import check_granularity
    from automatch.report import write_outputs

    check_granularity("--granularity", args.granularity)
    check_outputs(args)
    profile = load_profile(args.profile)
    specs = resolve_specs(args.arch)
    options = model_options(args, [args.program], specs, profile)
    result = write_outputs(
        profile,
        specs,
        options=options,
        json_path=args.json,
        plots_dir=args.plots,
        console=report_console(args),
        granularity=args.granularity,
        partition_method=args.method,
        rank_by=args.rank_by,
    )
    write_html(args, result, specs, programs=[args.program] if args.program else ())
    return 0


# --html (issue 15): the single-file HTML report, report/html.py
HTML_HELP = "write a single-file HTML report (tables, plots; nothing loaded at view time)"


def report_console(args):
    """None (the report on stdout), or a stderr console when --html writes to stdout."""
    from automatch.fileio import is_stdout

    if is_stdout(getattr(args, "html", None)):
        from rich.console import Console

        return Console(stderr=True)
    return None


def write_html(args, result, specs, programs=(), plan=None) -> None:
    """Write ``--html`` when given; ``programs``: files to find the source lines in;
    ``plan``: whole-program mode's RegionPlan (automatch.decide.regions), as its table."""
    if getattr(args, "html", None) is None:
        return
    from automatch.report.html import HtmlReport, RegionRow, find_source, write_html_report

    rows = ()
    if plan is not None:
        rows = tuple(
            RegionRow(name=a.region.name,
                      source_lines=f"{a.region.function}:{a.region.first_line}-{a.region.last_line}",
                      native_share=a.region.native_share,
                      best_device=a.target or "native",
                      speedup=a.device(a.target).speedup if a.target else 1.0,
                      work=f"{a.region.profile.work:,} {a.region.profile.work_unit}")
            for a in plan.regions)
    write_html_report(HtmlReport(result=result, specs=tuple(specs), regions=rows,
                                 source=find_source(programs)), args.html)


# --rank-by (issue 15): order the devices by time, energy or cost per run (model/energy.py)
RANK_BY = ("time", "energy", "cost")
RANK_BY_HELP = ("order the devices by predicted time, energy per run or cost per run "
                "(default: %(default)s; docs/energy.md)")
