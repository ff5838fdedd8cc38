"""The library entry point: program + input -> Profile (the ``analyze``/``profile`` job).

One function readable top to bottom: load and canonicalise the IR, build the static
model, run the program natively (the baseline), run it instrumented with the analyses
consuming its events, and assemble the Profile.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from automatch import __version__
from automatch.errors import InputError


@dataclass(frozen=True)
class AnalysisOptions:
    """Everything a run needs besides the program files."""

    kernel: str | None = None  # region to analyse; default: all of main
    input_path: str | None = None  # main programs get it as argv[1]; bare kernels bind it
    program_args: tuple[str, ...] = ()  # more argv for main programs
    args_spec: str | None = None  # raw-bytes binding for bare kernels (see exec.binding)
    line_sizes: tuple[int, ...] = (32, 64, 128)
    bins_per_octave: int = 8
    sample_rate: float | None = None  # SHARDS sampling; None = exact stack distances
    sample_lines: int | None = None  # fixed-size SHARDS: track at most about this many lines
    count_int_ops: bool = False  # --work
    parallel_reductions: bool = False  # schedule recognised reductions as trees (D excludes their chains)
    sync_points: int | None = None  # override S
    timeout_s: float | None = None
    max_memory_bytes: int | None = None
    cflags: tuple[str, ...] = ()
    analyses: tuple[str, ...] = ("schedule", "reuse")
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


def _sample_filter(opts: AnalysisOptions) -> dict | None:
    """A reuse-only fixed-rate sampled run with one line size filters accesses in the
    program itself (events shrink by the rate); anything else needs every event."""
    if (tuple(opts.analyses) != ("reuse",) or opts.sample_rate is None or opts.sample_lines
            or len(opts.line_sizes) != 1):
        return None
    from automatch.analyses.reuse import shards_threshold

    line = int(opts.line_sizes[0])
    return {"line_shift": line.bit_length() - 1, "threshold": shards_threshold(opts.sample_rate)}


def load_program(paths: list[str], kernel: str | None, cflags: tuple[str, ...] = ()):
    """(CanonicalIR, Program) for the given source files."""
    from automatch.ir.canonical import load_canonical
    from automatch.ir.compile import read_sources
    from automatch.ir.program import build_program

    canonical = load_canonical(read_sources(paths, cflags=cflags), kernel)
    program = build_program(canonical.text, canonical.kernel, source_name=Path(paths[0]).name)
    return canonical, program


def profile_program(paths: list[str] | str, options: AnalysisOptions | None = None, *,
                    on_progress: Callable[[dict], None] | None = None) -> ProfileRun:
    """Analyse ``paths`` (one program, several files are linked) on one input."""
    from automatch.analyses.assemble import assemble_profile
    from automatch.exec.runner import Binding, RunConfig, run_program
    from automatch.ir.vectorize import vectorized_loop_lines

    opts = options or AnalysisOptions()
    paths = [paths] if isinstance(paths, str) else list(paths)
    canonical, program = load_program(paths, opts.kernel, opts.cflags)
    binding = None
    argv = (Path(paths[0]).stem,)
    if canonical.has_main:
        argv += ((opts.input_path,) if opts.input_path else ()) + tuple(opts.program_args)
    else:
        if not opts.input_path:
            raise InputError(f"The program has no main: the kernel {canonical.kernel!r} needs its "
                             "arguments from --input data.npz (or a raw file with --args).")
        if not Path(opts.input_path).is_file():
            raise InputError(f"Input file not found: {opts.input_path}")
        if opts.args_spec:
            binding = Binding(kind="raw", path=str(Path(opts.input_path).resolve()), args=opts.args_spec)
        elif opts.input_path.endswith(".npz"):
            binding = Binding(kind="npz", path=str(Path(opts.input_path).resolve()))
        else:
            raise InputError(f"{opts.input_path}: a bare kernel's input must be an .npz file, or "
                             "raw bytes described by --args (e.g. --args 'f64[1000],f64[1000],i32=1000').")
    if opts.input_path and not Path(opts.input_path).exists():
        raise InputError(f"Input file not found: {opts.input_path}")
    common = dict(ir_text=canonical.text, kernel=canonical.kernel, argv=argv, binding=binding,
                  timeout_s=opts.timeout_s, max_memory_bytes=opts.max_memory_bytes,
                  source_name=program.source_name, cwd=opts.cwd)
    native = run_program(RunConfig(mode="native", **common))
    t0 = time.perf_counter()
    consumer_options = {"analyses": list(opts.analyses), "line_sizes": list(opts.line_sizes),
                        "bins_per_octave": opts.bins_per_octave, "sample_rate": opts.sample_rate,
                        "sample_lines": opts.sample_lines,
                        "count_int_ops": opts.count_int_ops,
                        "parallel_reductions": opts.parallel_reductions}
    inst = run_program(RunConfig(mode="instrumented", consumer="automatch.analyses.consumers:make_consumers",
                                 consumer_options=consumer_options, sample_filter=_sample_filter(opts),
                                 **common), on_progress=on_progress)
    analysis_s = time.perf_counter() - t0
    vec_lines = vectorized_loop_lines(canonical.text)
    extra = {"events": inst.events, "parallel_reductions": opts.parallel_reductions, "instrumented_region_s": inst.region_time_s,
             "output_matches_native": inst.stdout == native.stdout, **opts.extra}
    profile = assemble_profile(
        program, inst.results, vec_lines=vec_lines, count_int_ops=opts.count_int_ops,
        sync_override=opts.sync_points, native_time_s=native.region_time_s,
        analysis_time_s=analysis_s, input_description=opts.input_path or "",
        tool_version=__version__, extra=extra)
    return ProfileRun(profile=profile, native_stdout=native.stdout, instrumented_stdout=inst.stdout,
                      native_region_s=native.region_time_s, instrumented_region_s=inst.region_time_s,
                      native_wall_s=native.wall_s, instrumented_wall_s=inst.wall_s, events=inst.events)
