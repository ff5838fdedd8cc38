"""``automatch analyze`` (profile + predict + report) and ``automatch profile`` (profile only)."""

from __future__ import annotations

import argparse

from automatch import options as defaults
from automatch.cli.incore_opts import (
    add_incore_argument,
    add_scatter_argument,
    model_options,
)
from automatch.cli.predict_cmd import (
    HTML_HELP,
    RANK_BY,
    RANK_BY_HELP,
    check_outputs,
    resolve_specs,
)
from automatch.preflight import TIMEOUT_HELP


def _add_run_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("program", nargs="+", metavar="PROGRAM",
                   help=".ll, .bc, .c, .cpp, .f90, .F90 or .f files (several are linked into one "
                        "program; Fortran modules before the files that use them)")
    p.add_argument("--kernel", metavar="NAME",
                   help="function to analyse: the dynamic extent of its calls (default: all of "
                        "main); several, comma-separated (--kernel a,b): all of main, each "
                        "named function's calls a region of its own (whole-program mode)")
    p.add_argument("--regions", choices=("auto",),
                   help="whole-program mode: profile every outermost loop nest (of main, or of "
                        "--kernel's calls; with several --kernel names, beside those functions) "
                        "in the same run, rank them and say which to offload")
    p.add_argument("--input", metavar="FILE",
                   help="input data: argv[1] of a program with main; for a bare kernel an .npz "
                        "(arrays bound to parameters by name or position) or raw bytes with --args")
    p.add_argument("--stdin", metavar="FILE",
                   help="the program's standard input, in both runs (default: empty); '-' "
                        "passes this command's own standard input")
    p.add_argument("--args", dest="args_spec", metavar="SPEC",
                   help="how a raw --input maps onto the kernel's parameters, e.g. "
                        "'f64[1000],f64[1000],i32=1000'")
    p.add_argument("--line-sizes", default=defaults.line_sizes_text(), metavar="L,L,...",
                   help="cache line sizes in bytes for the reuse histograms (default: %(default)s)")
    p.add_argument("--sample-rate", type=float, metavar="R", default=defaults.SAMPLE_RATE,
                   help="SHARDS-sampled reuse at rate R (e.g. 0.01): faster, approximate")
    p.add_argument("--sample-lines", type=int, metavar="N", default=defaults.SAMPLE_LINES,
                   help="fixed-size SHARDS: sample adaptively, tracking at most about N lines "
                        "(exact while the footprint fits); bounded memory on huge footprints")
    p.add_argument("--parallel-reductions", action="store_true",
                   help="schedule recognised reductions (s += x in a loop) as a parallel "
                        "implementation would (a tree), instead of the sequential chain of "
                        "the source: D then excludes their chains")
    p.add_argument("--engine", choices=defaults.ENGINES, default=defaults.ENGINE,
                   help="how the schedule and the loops' dependences are computed: 'compiled' "
                        "(default) has the instrumented program replay itself where it can "
                        "(clang at hand, no variadic function); 'replay' replays the event stream in "
                        "numba, the reference implementation (same results, slower)")
    p.add_argument("--work", action="store_true",
                   help="count integer data operations as work even in floating-point kernels "
                        "(kernels without floating point count them by default)")
    p.add_argument("--sync-points", type=int, metavar="N",
                   help="override the number of global synchronisation points S")
    p.add_argument("--timeout", type=float, metavar="SECONDS", help=TIMEOUT_HELP)
    p.add_argument("--max-memory", type=float, metavar="GIB",
                   help="memory limit of the analysed program's process, in GiB")
    p.add_argument("--save-profile", "-o", dest="save_profile", metavar="FILE",
                   help="write the profile JSON (reusable by `automatch predict`)")
    p.add_argument("--quiet", "-q", action="store_true", help="no progress display")
    p.add_argument("--timings", action="store_true",
                   help="print where the wall time goes, phase by phase (start-up, compile, "
                        "canonicalise, JIT, runs, model, report), to stderr; the profile keeps "
                        "them in extra.timings")
    p.add_argument("--cflags", metavar="FLAGS",
                   help="flags for clang when the program is C/C++, one shell-quoted string, e.g. "
                        "--cflags='-std=gnu89 -DN=100 -Iinclude' (also $AUTOMATCH_CFLAGS)")


def add_parser(subparsers) -> None:
    p = subparsers.add_parser(
        "analyze", help="profile a program on an input and predict it on each device",
        description="Run PROGRAM (or its kernel) instrumented on a representative input, build "
                    "its profile (parallelism, reuse, synchronisation) and predict the best "
                    "parallel time on each device. Arguments after '--' go to the program's main.")
    _add_run_arguments(p)
    p.add_argument("--arch", nargs="+", metavar="SPEC",
                   help="spec files, folders or names (default: all shipped specs)")
    p.add_argument("--variant", choices=("default", "paper"), default="default",
                   help="EC model variant (default: %(default)s)")
    p.add_argument("--no-transfer", dest="include_transfer", action="store_false", default=None,
                   help="leave host-device transfers out of EC (still reported)")
    p.add_argument("--json", metavar="FILE", help="write the whole result (JSON) to FILE")
    p.add_argument("--plots", metavar="DIR", help="write PNG and SVG plots into DIR")
    p.add_argument("--rank-by", choices=RANK_BY, default="time", help=RANK_BY_HELP)
    p.add_argument("--html", metavar="FILE", help=HTML_HELP)
    add_incore_argument(p)
    add_scatter_argument(p)
    p.add_argument("--granularity", type=int, metavar="N", help="partition in N whole units")
    p.add_argument("--method", choices=("equal-finish", "paper"), default="equal-finish",
                   help="partition method (default: %(default)s)")
    p.set_defaults(func=run_analyze)


def add_profile_parser(subparsers) -> None:
    p = subparsers.add_parser("profile", help="profile a program and save the profile JSON",
                              description="Like analyze, without the device predictions.")
    _add_run_arguments(p)
    p.set_defaults(func=run_profile)


def _stdin_file(value: str | None) -> str | None:
    """``--stdin``: the file (refused here when it cannot be read); '-': this command's
    standard input, saved to a private file both runs read from its start, removed on
    every exit path, the catchable signals included (exec.lifetime.temp_file)."""
    import os

    from automatch.errors import InputError

    if value != "-":
        if value and os.path.isfile(value):
            try:
                open(value, "rb").close()
            except OSError as exc:
                raise InputError(f"--stdin {value} cannot be read: "
                                 f"{(exc.strerror or str(exc)).lower()}.") from None
        return value
    import shutil
    import sys

    from automatch.proc.lifetime import temp_file

    try:
        os.fstat(0)
        source = sys.stdin.buffer
    except (OSError, AttributeError):  # '<&-': no descriptor 0, sys.stdin is None
        raise InputError("--stdin -: this command's standard input is closed, so there is "
                         "nothing to pass to the program; give it a file (--stdin FILE) or "
                         "pipe the data in.") from None
    fd, path = temp_file("automatch-stdin-")
    try:
        with os.fdopen(fd, "wb") as f:
            shutil.copyfileobj(source, f)
    except OSError as exc:
        raise InputError(f"--stdin -: this command's standard input cannot be read "
                         f"({(exc.strerror or str(exc)).lower()}).") from None
    return str(path)


MIN_LINE_BYTES = 4  # the reuse analysis' smallest line (analyses/reuse/stack_distance.py)
MAX_LINE_BYTES = 2**30


def parse_line_sizes(text: str) -> tuple[int, ...]:
    """``--line-sizes``: distinct powers of two from :data:`MIN_LINE_BYTES` to
    :data:`MAX_LINE_BYTES`, checked here, before the runs (the reuse analysis refused 1,
    2 and 64,64 only after them, without naming the option)."""
    from automatch.errors import InputError

    try:
        sizes = tuple(int(x) for x in text.split(",") if x.strip())
    except ValueError:
        raise InputError(f"--line-sizes {text!r}: expected integers like 32,64,128") from None
    if not sizes:
        raise InputError("--line-sizes: give at least one cache line size, e.g. 32,64,128.")
    for size in sizes:
        if not MIN_LINE_BYTES <= size <= MAX_LINE_BYTES or size & (size - 1):
            raise InputError(f"--line-sizes {text!r}: {size} is not a cache line size; each "
                             f"must be a power of two from {MIN_LINE_BYTES} to "
                             f"{MAX_LINE_BYTES:,} bytes (e.g. 32,64,128)")
    repeated = sorted({s for s in sizes if sizes.count(s) > 1})
    if repeated:
        raise InputError(f"--line-sizes {text!r}: {', '.join(map(str, repeated))} given more "
                         "than once; list each size once")
    return sizes


def _options(args):
    from automatch.ir.compile import split_cflags
    from automatch.pipeline import AnalysisOptions
    from automatch.preflight import check_gib, check_granularity, check_options

    line_sizes = parse_line_sizes(args.line_sizes)
    extra = list(getattr(args, "program_args", None) or [])
    options = AnalysisOptions(
        kernel=args.kernel, regions=getattr(args, "regions", None), input_path=args.input,
        stdin_path=_stdin_file(getattr(args, "stdin", None)),
        program_args=tuple(extra),
        args_spec=args.args_spec, line_sizes=line_sizes, sample_rate=args.sample_rate,
        sample_lines=args.sample_lines,
        count_int_ops=args.work, parallel_reductions=args.parallel_reductions, sync_points=args.sync_points, timeout_s=args.timeout,
        engine=getattr(args, "engine", defaults.ENGINE),
        max_memory_bytes=check_gib("--max-memory", args.max_memory),
        cflags=split_cflags(getattr(args, "cflags", None)))
    check_options(options)
    check_granularity("--granularity", getattr(args, "granularity", None))
    return options


# What the parent needs once the runs are done (assemble, model, report): imported in a
# background thread while it only waits for its children (issue 14: start-up), so that
# the imports (numpy among them, ~0.2 s) overlap the runs instead of following them.
AFTER_RUN_MODULES = (
    "automatch.analyses.assemble",
    "automatch.analyses.profile_json",
    "automatch.decide.partition",
    "automatch.decide.rank",
    "automatch.model.predict",
    "automatch.report.result_json",
    "automatch.report.terminal",
    "rich.console",
)


def _import_modules(modules) -> None:
    import importlib

    for name in modules:
        try:
            importlib.import_module(name)
        except Exception:  # noqa: BLE001 - the import where it is needed reports it
            return


def _on_phase(then=None, modules=AFTER_RUN_MODULES):
    """A progress callback that imports ``modules`` in a thread from the start of the
    instrumented run (the native region is over: it runs alone; from then on the parent
    only waits for its child) and joins that thread when the analysis begins (so the
    parent never imports beside it: no two threads importing the same modules in turn),
    then passes ``info`` on to ``then``."""
    import threading

    worker: list[threading.Thread] = []

    def on_progress(info: dict) -> None:
        phase = info.get("phase")
        if phase == "instrumented run" and not worker:
            worker.append(threading.Thread(target=_import_modules, args=(modules,),
                                           name="automatch-imports"))
            worker[0].start()
        elif phase == "analysing" and worker:
            worker[0].join()
        if then is not None:
            then(info)

    return on_progress


def _profile(args, options):
    from automatch.pipeline import profile_program

    if args.quiet:  # no progress display: rich's Progress is not needed
        return profile_program(args.program, options, on_progress=_on_phase())
    from rich.console import Console
    from rich.progress import Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

    console = Console(stderr=True)
    if not console.is_terminal:
        return profile_program(args.program, options, on_progress=_on_phase())
    with Progress(SpinnerColumn(), TextColumn("{task.description}"), TimeElapsedColumn(),
                  console=console, transient=True) as progress:
        task = progress.add_task("checking inputs", total=None)

        def on_progress(info: dict) -> None:  # the phase, and the events of the instrumented run
            events = info.get("events")
            text = info.get("phase", "analysing") + (f": {events:,} events" if events else "")
            progress.update(task, description=text)

        return profile_program(args.program, options, on_progress=_on_phase(on_progress))


def _print_timings() -> None:
    """--timings: the phases of this run, to stderr (automatch.timings)."""
    import sys

    from automatch import timings

    if timings.active() is not None:
        print(timings.active().render(), file=sys.stderr)
        timings.stop()


def run_profile(args) -> int:
    from automatch import timings

    if getattr(args, "timings", False):
        timings.start()
    from automatch.analyses.profile_json import save_profile
    from automatch.fileio import is_stdout
    from automatch.report.terminal import render_report

    options = _options(args)  # bad options are refused before anything else
    check_outputs(args)  # before the (long) run: nothing written when one is unwritable
    run = _profile(args, options)
    if args.save_profile:
        save_profile(run.profile, args.save_profile)
    console = None
    if is_stdout(args.save_profile):  # the profile owns stdout: the report goes to stderr
        from rich.console import Console

        console = Console(stderr=True)
    with timings.phase("report"):
        render_report(run.profile, [], None, console)
    _print_timings()
    return 0


def run_analyze(args) -> int:
    from automatch import timings

    if getattr(args, "timings", False):
        timings.start()
    from automatch.analyses.profile_json import save_profile
    from automatch.cli.predict_cmd import write_html
    from automatch.fileio import is_stdout
    from automatch.report import write_outputs

    options = _options(args)  # bad options are refused before anything else
    check_outputs(args)  # before the (long) run: nothing written when one is unwritable
    with timings.phase("arch specs"):
        specs = resolve_specs(args.arch)  # fail on bad specs before the (long) run
    # --incore mca: the compiled loops timed before the (long) run, so that a reason they
    # cannot be is said first; auto only checks the options here (cli/incore_opts.py)
    with timings.phase("compiled loops (mca)"):
        model = model_options(args, args.program, specs, preflight=True)
    run = _profile(args, options)
    if args.incore != "hand":  # as written: the profile says which loops take pragmas
        with timings.phase("compiled loops as written (mca)"):
            model = model_options(args, args.program, specs, run.profile)
    if args.save_profile:
        save_profile(run.profile, args.save_profile)
    console = None  # stdout, or stderr when the result JSON goes there (write_outputs)
    if is_stdout(args.save_profile) or is_stdout(args.html):  # stdout is taken: report to stderr
        from rich.console import Console

        console = Console(stderr=True)
    result = write_outputs(run.profile, specs, options=model, json_path=args.json,
                           plots_dir=args.plots, console=console,
                           granularity=args.granularity, partition_method=args.method,
                           rank_by=args.rank_by)
    plan = None
    if run.profile.regions:  # whole-program mode: the regions table and offload plan
        from automatch.report.regions_table import print_region_plan

        plan = print_region_plan(run.profile, specs, variant=args.variant, console=console,
                                 json_path=args.json, plan=result.region_plan)
    with timings.phase("report (html)"):
        write_html(args, result, specs, programs=args.program, plan=plan)
    _print_timings()
    return 0
