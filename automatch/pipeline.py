"""The library entry point: program + input -> Profile (the ``analyze``/``profile`` job).

One function readable top to bottom: check the options and the input (before anything
runs: ``automatch.preflight``), load and canonicalise the IR, build the static model,
check a bare kernel's binding against its parameters, run the program natively (the
baseline; the kernel must have been called and have returned), run it instrumented with
the analyses consuming its events, and assemble the Profile. ``--timeout`` bounds the
whole job; each phase is reported to ``on_progress``.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from automatch import options as defaults
from automatch.analyses.kernel_modules import KERNELS
from automatch.preflight import (
    Job,
    bare_kernel_binding,
    check_input,
    check_options,
    check_region,
    check_work,
    kernel_names,
)
from automatch.timings import add_child_stamps, phase, record, with_timings
from automatch.timings import now as _now
from automatch.version import version


@dataclass(frozen=True)
class AnalysisOptions:
    """Everything a run needs besides the program files."""

    kernel: str | None = None  # region to analyse; default: all of main
    input_path: str | None = None  # main programs get it as argv[1]; bare kernels bind it
    stdin_path: str | None = None  # the program's standard input in both runs; None: empty
    program_args: tuple[str, ...] = ()  # more argv for main programs
    args_spec: str | None = None  # raw-bytes binding for bare kernels (see exec.binding)
    line_sizes: tuple[int, ...] = defaults.LINE_SIZES
    bins_per_octave: int = defaults.BINS_PER_OCTAVE
    sample_rate: float | None = defaults.SAMPLE_RATE  # SHARDS sampling; None = exact
    sample_lines: int | None = defaults.SAMPLE_LINES  # fixed-size SHARDS: at most ~ this many lines
    count_int_ops: bool = False  # --work
    parallel_reductions: bool = False  # schedule recognised reductions as trees (D excludes their chains)
    engine: str = defaults.ENGINE  # "replay": every level replayed from the events (the reference)
    sync_points: int | None = None  # override S
    timeout_s: float | None = None
    max_memory_bytes: int | None = None
    cflags: tuple[str, ...] = ()
    analyses: tuple[str, ...] = defaults.ANALYSES
    regions: str | None = None  # "auto": whole-program mode, a Profile per outermost loop nest
    cwd: str | None = None
    extra: dict = field(default_factory=dict)


@dataclass(frozen=True)
class ProfileRun:
    """A Profile with the evidence of how it was made."""

    profile: object  # automatch.analyses.profile.Profile
    native_stdout: str
    instrumented_stdout: str
    native_region_s: float
    instrumented_region_s: float
    native_wall_s: float
    instrumented_wall_s: float
    events: int


def consumer_options(opts: AnalysisOptions, region_functions: tuple[str, ...]):
    """What of ``opts`` the analyses in the instrumented child get (exec.protocol): the
    SHARDS sample of ``--sample-rate`` is computed here, once; whether the program
    applies it itself is the child's choice (child.prefilter)."""
    from automatch.exec.protocol import ConsumerOptions

    return ConsumerOptions(analyses=tuple(opts.analyses), line_sizes=tuple(opts.line_sizes),
                           bins_per_octave=opts.bins_per_octave, sample_rate=opts.sample_rate,
                           sample_lines=opts.sample_lines, count_int_ops=opts.count_int_ops,
                           parallel_reductions=opts.parallel_reductions, engine=opts.engine,
                           regions=bool(opts.regions), region_functions=tuple(region_functions))


def load_program(paths: list[str], kernel: str | None, cflags: tuple[str, ...] = (), *,
                 job=None, region_functions: tuple[str, ...] = (),
                 warnings: list[str] | None = None):
    """(CanonicalIR, Program) for the given source files (``job``: a preflight.Job whose
    deadline bounds the compile and which is told each phase; ``region_functions``:
    whole-program mode's named functions, kept as functions; ``warnings``: gets clang's
    legacy-C warnings, quoted if a run fails)."""
    from automatch.ir.canonical import canonicalise, parse_and_link
    from automatch.ir.program import build_program
    from automatch.ir.sources import read_sources

    if job is not None:
        job.phase("compiling")
    with phase("compile (clang)"):
        sources = read_sources(paths, cflags=cflags, timeout_s=job.remaining() if job else None,
                               warnings=warnings)
    if job is not None:
        job.phase("canonicalising")
    with phase("parse"):
        module = parse_and_link(sources)
    with phase("canonicalise"):
        canonical = canonicalise(module, kernel, region_functions)
    with phase("build_program"):
        program = build_program(canonical.text, canonical.kernel, source_name=Path(paths[0]).name)
    if program.native_functions:
        _warn_native(program)
    return canonical, program


def _warn_native(program) -> None:
    """Refuse native functions (inline assembly) that the analysed code calls in its
    loops or beyond main; warn about those main calls outside its loops, which run
    natively (ir.regions.check_native_calls)."""
    import warnings

    from automatch.ir.regions import NativeFunctionWarning, check_native_calls

    used = check_native_calls(program)
    if used:
        names = ", ".join(f"{n}()" for n in used)
        warnings.warn(NativeFunctionWarning(
            f"{names} contain{'s' if len(used) == 1 else ''} inline assembly: "
            f"{'it runs' if len(used) == 1 else 'they run'} natively (uninstrumented, as "
            "library code), outside the analysed loops; what it does is not in the figures."),
            stacklevel=2)


def profile_program(paths: list[str] | str, options: AnalysisOptions | None = None, *,
                    on_progress: Callable[[dict], None] | None = None) -> ProfileRun:
    """Analyse ``paths`` (one program, several files are linked) on one input.

    ``on_progress`` gets ``{"phase": name}`` at each phase (compiling, canonicalising,
    native run, instrumented run, analysing) and, during the instrumented run, its
    ``events`` so far. ``options.timeout_s`` bounds the whole job; without it the runs
    get the default limits of ``automatch.preflight``.
    """
    from automatch.exec.supervise.runner import EarlyRun

    opts = options or AnalysisOptions()
    check_options(opts)  # every check that needs no compile comes first
    # Both children start now (runner.EarlyRun): their imports, numba's set-up in the
    # instrumented one, overlap the compile and the native run; its region still runs alone.
    preload = tuple(m for a, m in (("schedule", "automatch.analyses.schedule.replay"),
                                   ("reuse", "automatch.analyses.reuse.stack_distance")) if a in opts.analyses)
    plan = check_input(opts)  # a missing input: before any child starts
    with EarlyRun("native", cwd=opts.cwd, stdin_path=opts.stdin_path) as native_run, \
            EarlyRun("instrumented", consumer=CONSUMER, preload=preload, kernels=KERNELS,
                     cwd=opts.cwd, beside=native_run, stdin_path=opts.stdin_path) as inst_run:
        return _profile_program(paths, opts, plan, on_progress, native_run, inst_run)


CONSUMER = defaults.CONSUMER


def warn_unread_stdin(opts: AnalysisOptions, ir_text: str) -> None:
    """A program that reads its standard input gets an empty one unless ``--stdin`` gives
    it: its runs would analyse whatever it does without its data, so say so."""
    if opts.stdin_path:
        return
    from automatch.ir.canonical import standard_input_use

    what = standard_input_use(ir_text)
    if what:
        import warnings

        from automatch.errors import ProgramInputWarning

        warnings.warn(ProgramInputWarning(
            f"The program reads its standard input ({what}), which is empty in these runs: "
            "give it its data with --stdin FILE (or --stdin - to pass this command's own)."),
            stacklevel=2)


@contextmanager
def _quoting_warnings(cc_warnings: list[str]):
    """A failed run's message (ProgramRunError) ends with clang's legacy-C warnings, when
    it gave any: an implicitly declared function, read as returning ``int``, or an
    integer taken as a pointer, is a likely cause of a crash or a wrong exit status."""
    from automatch.errors import ProgramRunError

    try:
        yield
    except ProgramRunError as exc:
        if not cc_warnings:
            raise
        raise ProgramRunError(f"{exc}\nclang warned about legacy C when compiling it (a likely "
                              "cause):\n" + "\n".join(cc_warnings)) from None


def _profile_program(paths, opts: AnalysisOptions, plan, on_progress, native_run,
                     inst_run) -> ProfileRun:
    from dataclasses import replace

    from automatch.exec.supervise.runner import RunConfig
    from automatch.ir.vectorize import vectorized_loop_lines

    job = Job(opts.timeout_s, on_progress)
    paths = [paths] if isinstance(paths, str) else list(paths)
    named = kernel_names(opts.kernel)  # --kernel a,b: regions of their own in all of main
    cc_warnings: list[str] = []
    canonical, program = load_program(paths, None if named else opts.kernel, opts.cflags, job=job,
                                      region_functions=named, warnings=cc_warnings)
    binding = bare_kernel_binding(opts, canonical, program, plan)
    warn_unread_stdin(opts, canonical.text)
    argv = (Path(paths[0]).stem,)
    if canonical.has_main:
        argv += ((opts.input_path,) if opts.input_path else ()) + tuple(opts.program_args)
    common = dict(ir_text=canonical.text, kernel=canonical.kernel, argv=argv, binding=binding,
                  max_memory_bytes=opts.max_memory_bytes, source_name=program.source_name,
                  cwd=opts.cwd)
    inst_cfg = RunConfig(mode="instrumented", consumer=CONSUMER, kernels=KERNELS,
                         consumer_options=consumer_options(opts, canonical.region_functions),
                         **common)
    inst_run.submit(inst_cfg, hold=True)  # it prepares beside the native run, its program waits
    # the vectoriser pass needs only the IR: it runs while the parent waits for its
    # children (LLVM's passes release the GIL)
    pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="automatch-vectoriser")
    vectoriser = pool.submit(vectorized_loop_lines, canonical.text)
    pool.shutdown(wait=False)
    job.phase("native run")
    with phase("native run"):
        t_run = _now()
        with _quoting_warnings(cc_warnings):
            native = job.run(native_run.run,
                             RunConfig(mode="native", timeout_s=job.run_timeout("native"), **common))
        add_child_stamps("native run", native.started or t_run, native.stamps)
    check_region(canonical.kernel, native)
    inst_run.note_native(native)  # a short program: its JIT may be faster
    job.phase("instrumented run")
    t0 = time.perf_counter()
    with phase("instrumented run"):
        t_run = _now()
        with _quoting_warnings(cc_warnings):
            inst = job.run(inst_run.run, replace(
                inst_cfg, timeout_s=job.run_timeout("instrumented", native.wall_s)))
        add_child_stamps("instrumented run", inst.started or t_run, inst.stamps)
    check_region(canonical.kernel, inst)
    check_work(canonical.kernel, program, inst.results)
    job.phase("analysing")
    analysis_s = time.perf_counter() - t0
    job.phase("analysing: vectoriser pass")  # long for a large program: say what it waits for
    with phase("vectoriser pass"):  # what is left of it after the runs
        vec_lines = vectoriser.result()
    job.phase("analysing: loops and dependences")
    t_assemble = _now()
    from automatch.analyses.assemble import assemble_profile  # numpy: not before the runs
    extra = {"events": inst.events, "parallel_reductions": opts.parallel_reductions, "instrumented_region_s": inst.region_time_s + inst.catch_up_s,
             "output_matches_native": inst.stdout_sha256 == native.stdout_sha256, **opts.extra}
    if program.native_functions:  # inline assembly: ran natively (ir.regions.check_native_calls)
        extra["native_functions"] = list(program.native_functions)
    int_blocks = frozenset()
    if opts.regions or named:  # the work unit per region (issue 40), as the child decided it
        from automatch.analyses.intwork import region_units
        from automatch.ir.regions import program_regions

        int_blocks = region_units(program, program_regions(
            program, loops=bool(opts.regions), functions=canonical.region_functions),
            opts.count_int_ops)[0]
    profile = assemble_profile(
        program, inst.results, vec_lines=vec_lines, count_int_ops=opts.count_int_ops,
        sync_override=opts.sync_points, native_time_s=native.region_time_s,
        analysis_time_s=analysis_s, input_description=opts.input_path or "",
        tool_version=version(), extra=extra, ir_text=canonical.text, int_blocks=int_blocks)
    if opts.regions or named:  # whole-program mode: a Profile per region, from the same run
        import dataclasses

        job.phase("analysing: regions")

        from automatch.analyses.region_profiles import region_profiles

        profile = dataclasses.replace(profile, regions=region_profiles(
            program, inst.results, profile, vec_lines=vec_lines, count_int_ops=opts.count_int_ops,
            ir_text=canonical.text, loops=bool(opts.regions), functions=canonical.region_functions))
    record("assemble", t_assemble)
    profile = with_timings(profile)  # --timings: the phases so far in extra["timings"]
    return ProfileRun(profile=profile, native_stdout=native.stdout, instrumented_stdout=inst.stdout,
                      native_region_s=native.region_time_s, instrumented_region_s=inst.region_time_s + inst.catch_up_s,
                      native_wall_s=native.wall_s, instrumented_wall_s=inst.wall_s, events=inst.events)
