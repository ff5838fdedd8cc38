"""``automatch sweep SWEEP.toml``: profile many kernels x inputs on Dask, predict every device.

Each (kernel, input) is profiled once, as an independent Dask task (an in-process
LocalCluster of --workers single-threaded processes, or the scheduler at --scheduler,
e.g. a dask-jobqueue cluster's), and cached by a content hash in the cache folder, so
a re-run computes only what changed and an interrupted sweep resumes. Every profile is
then evaluated on every device. Writes DIR/results.csv and DIR/results.json (and
results.parquet when pyarrow is installed): one row per kernel x input x device. A
failing task is an error row; the exit code is 3 when any task failed, else 0 (2 for
a bad sweep file or an unwritable output or cache folder, 130 after Ctrl-C: the
profiles finished so far stay in the cache). Dask's own log goes to DIR/dask.log.
The sweep file format is in docs/sweep.md.
"""

from __future__ import annotations

import argparse
import sys


def add_parser(subparsers) -> None:
    p = subparsers.add_parser(
        "sweep",
        help="profile many kernels x inputs on Dask and predict them on many devices",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("sweep_file", metavar="SWEEP.toml", help="the sweep file (docs/sweep.md)")
    p.add_argument("--scheduler", metavar="ADDRESS",
                   help="Dask scheduler address (e.g. tcp://host:8786); default: a local "
                        "cluster in this process")
    p.add_argument("--workers", type=int, metavar="N",
                   help="worker processes of the local cluster, one thread each (default: "
                        "the CPU count, at most the number of tasks)")
    p.add_argument("-o", "--output", metavar="DIR",
                   help="output folder (default: [sweep] output of the file)")
    p.add_argument("--cache", metavar="DIR",
                   help="profile cache folder (default: [sweep] cache, else DIR/profiles)")
    p.add_argument("--dashboard", action="store_true",
                   help="start the local cluster's Dask dashboard, on 127.0.0.1 only (its "
                        "address is printed); default: no dashboard")
    p.add_argument("--quiet", "-q", action="store_true", help="no progress bar or table")
    p.set_defaults(func=run)


def run(args) -> int:
    from rich.console import Console

    from automatch.errors import InputError
    from automatch.sweep.config import load_sweep
    from automatch.sweep.runner import run_sweep

    if args.workers is not None and args.workers < 1:
        raise InputError(f"--workers must be at least 1, got {args.workers}")
    config = load_sweep(args.sweep_file).with_dirs(args.output, args.cache)
    console = Console(stderr=True)
    try:
        result = _run(args, config, console, run_sweep)
    except KeyboardInterrupt:
        print(_plain(f"automatch: interrupted; the profiles finished so far are in the cache "
                     f"{config.cache_dir}: run the sweep again to go on from there"),
              file=sys.stderr)
        return 130
    for line in result.warnings:
        print(_plain(f"automatch: warning: {line}"), file=sys.stderr)
    errors = result.count("error")
    if errors and args.quiet:  # the exit status 3 is explained even without the table
        first = next(o for o in result.outcomes if o.status == "error")
        print(_plain(f"automatch: {errors} of {len(result.outcomes)} task(s) failed (first: "
                     f"{first.kernel}/{first.input}: {_first_line(first.error)}); the table "
                     f"is in {result.files.get('csv', config.output_dir)}"), file=sys.stderr)
    return 3 if errors else 0


def _run(args, config, console, run_sweep):
    """Run the sweep, with a progress bar and a summary table unless --quiet."""
    n_tasks = sum(len(k.inputs) for k in config.kernels)

    def on_note(text: str) -> None:  # a cut in --workers, the dashboard's address
        console.print(_markup(f"automatch: note: {text}"), highlight=False)

    common = {"scheduler": args.scheduler, "workers": args.workers,
              "dashboard": getattr(args, "dashboard", False), "on_note": on_note}
    if args.quiet:
        result = run_sweep(config, **common)
    else:
        from rich.progress import (
            BarColumn,
            MofNCompleteColumn,
            Progress,
            TextColumn,
            TimeElapsedColumn,
        )

        with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                      TimeElapsedColumn(), console=console) as progress:
            bar = progress.add_task(_markup(f"sweep {config.name}"), total=n_tasks)

            def on_progress(done: int, total: int, outcome) -> None:
                progress.update(bar, completed=done, total=total)
                if outcome.status == "error":
                    progress.console.print(
                        "[red]error[/red] " + _markup(f"{outcome.kernel}/{outcome.input}: "
                                                     f"{_first_line(outcome.error)}"))

            result = run_sweep(config, on_progress=on_progress, **common)
        _summary(console, result)
    return result


def _plain(text: str) -> str:
    """A message quoting sweep-file names and program output, control characters escaped."""
    from automatch.errors import escape_control

    return escape_control(text)


def _markup(text: str) -> str:
    """As :func:`_plain`, and safe inside rich markup (a name like ``[/x]`` stays text)."""
    from rich.markup import escape

    return escape(_plain(text))


def _first_line(text: str | None, limit: int = 160) -> str:
    line = (text or "").strip().splitlines()[0] if (text or "").strip() else ""
    return line if len(line) <= limit else line[: limit - 3] + "..."


def _summary(console, result) -> None:
    from rich.table import Table

    from automatch.report.terminal import fmt_time

    table = Table(title=_markup(f"sweep {result.name}: best device per kernel x input"))
    for col in ("kernel", "input", "best device", "time", "bottleneck", "profile"):
        table.add_column(col)
    best: dict[tuple[str, str], dict] = {}
    for r in result.rows:
        k = (r["kernel"], r["input"])
        if r["status"] != "ok":
            best.setdefault(k, r)
        elif r["rank"] == 1:
            best[k] = r
    for (kernel, inp), r in best.items():
        if r["status"] == "ok":
            table.add_row(_markup(kernel), _markup(inp), _markup(r["device"]),
                          fmt_time(r["time_s"]), r["bottleneck"], r["source"])
        else:
            table.add_row(_markup(kernel), _markup(inp), "[red]error[/red]", "",
                          _markup(_first_line(r["error"], 60)), "")
    console.print(table)
    console.print(_markup(f"{result.count('computed')} computed, {result.count('cached')} from "
                          f"the cache, {result.count('error')} failed; wrote "
                          f"{', '.join(result.files.values())}"))
