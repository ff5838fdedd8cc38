"""``automatch partition PROFILE.json --arch SPEC...``: split the work across devices.

``equal-finish`` (default) equalises the predicted finish times, evaluating the model
on each device's share; ``paper`` splits inversely to each device's EC.
"""

from __future__ import annotations

import argparse
import json


def add_parser(subparsers) -> None:
    from automatch.cli.predict_cmd import add_arch_arguments

    p = subparsers.add_parser(
        "partition",
        help="split the kernel's work across several devices",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    add_arch_arguments(p)
    p.add_argument("--granularity", type=int, metavar="N",
                   help="the work is N whole units (rows, planes...): fractions are "
                        "multiples of 1/N")
    p.add_argument("--method", choices=("equal-finish", "paper"), default="equal-finish",
                   help="%(default)s by default")
    p.set_defaults(func=run)


def plan_document(plan) -> dict:
    from automatch.version import version

    __version__ = version()

    return {"format_version": 1, "tool_version": __version__, "partition": plan.fractions,
            "plan": plan.to_dict()}


def run(args) -> int:
    from rich.console import Console
    from rich.table import Table

    from automatch.analyses.profile_json import load_profile
    from automatch.cli.incore_opts import model_options
    from automatch.cli.predict_cmd import check_outputs, resolve_specs
    from automatch.decide.partition import plan_partition
    from automatch.fileio import atomic_write_text
    from automatch.preflight import check_granularity
    from automatch.report.terminal import fmt_time

    check_granularity("--granularity", args.granularity)
    check_outputs(args)
    profile = load_profile(args.profile)
    specs = resolve_specs(args.arch)
    options = model_options(args, [args.program], specs, profile)
    plan = plan_partition(profile, specs, granularity=args.granularity, method=args.method,
                          options=options)
    incore = ", in-core mca" if options.incore == "mca" else ""
    table = Table(title=f"Partition ({plan.method}, model {plan.variant}{incore}; "
                        "times as written)")
    table.add_column("device")
    table.add_column("fraction", justify="right")
    if plan.granularity:
        table.add_column("units", justify="right")
    table.add_column("predicted time", justify="right")
    for s in plan.shares:
        row = [s.device, f"{s.fraction:.4f}"]
        if plan.granularity:
            row.append(str(s.units))
        row.append(fmt_time(s.time_s))
        table.add_row(*row)
    console = Console()
    console.print(table)
    console.print(f"finish {fmt_time(plan.finish_time_s)}; best single device "
                  f"{fmt_time(plan.best_single_time_s)} ({plan.speedup_over_best:.2f}x)")
    if args.json:
        atomic_write_text(args.json, json.dumps(plan_document(plan), indent=1) + "\n")
    return 0
