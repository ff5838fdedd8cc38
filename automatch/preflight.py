"""What the pipeline checks before and between its phases, and its clock.

* :func:`check_options`: every numeric option, before anything runs (a ``nan``
  timeout, a line size of 48, a sample rate of 2 are refused with the option's name);
* :func:`check_input`: the input file and a raw input's ``--args`` (literals, sizes),
  before compiling: a missing or unreadable input is reported in a second, not after a
  long front end;
* :func:`bare_kernel_binding`: once the kernel's parameters are known and before the
  first run, the whole binding of a bare kernel (exec.binding), or the refusal of
  ``--args`` for a program with ``main``;
* :func:`check_region`: after a run, that the kernel was called and returned;
* :func:`check_work`: after the instrumented run, that the kernel did something (a
  negative count in ``--args`` makes a loop run zero times: "0 s" everywhere is no answer);
* :class:`Job`: the job's deadline (``--timeout`` bounds the whole job: front end,
  native and instrumented runs), the default run timeouts when there is none, and the
  phase names reported to ``on_progress``.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from pathlib import Path

from automatch.errors import InputError, ProgramRunError

NATIVE_TIMEOUT_S = 600.0  # the native run's limit when --timeout is not given
INSTRUMENTED_MIN_S = 60.0  # ... and the instrumented run's: max(this, FACTOR x the native run)
INSTRUMENTED_FACTOR = 200.0
# Upper bounds of the numeric options: beyond them a value is a typo, and it would
# overflow what it is converted to (setrlimit's C long, a deadline in nanoseconds, int64).
MAX_MEMORY_GIB = 2**20  # 1 PiB (2^50 bytes): more than any machine's memory and swap
MAX_TIMEOUT_S = 1e6  # about 11.6 days (poll() takes a C int of milliseconds: 24.8 days)
MAX_COUNT = 2**53  # sync points, sampled lines, partition units: exact as a double
MIN_SAMPLE_LINES = 64  # what fixed-size SHARDS needs (analyses.reuse)
TIMEOUT_HELP = (f"stop the job (compile, native and instrumented runs together) after SECONDS; "
                f"default: no limit on the compile, {NATIVE_TIMEOUT_S / 60:g} minutes for the "
                f"native run and max({INSTRUMENTED_MIN_S:g} s, {INSTRUMENTED_FACTOR:g}x the native "
                "run) for the instrumented run")


def _fmt(x: float) -> str:
    """A bound as people write it: 10,000,000 rather than 1e+07."""
    return f"{int(x):,}" if float(x).is_integer() and abs(x) < 1e18 else f"{x:g}"


def _number(name: str, value, *, integer: bool = False, minimum: float = 0.0,
            inclusive: bool = False, maximum: float | None = None, what: str = "") -> None:
    ok = isinstance(value, int | float) and not isinstance(value, bool)
    if ok and integer and isinstance(value, float):
        ok = value.is_integer()
    if ok:
        ok = math.isfinite(value) and (value >= minimum if inclusive else value > minimum)
        ok = ok and (maximum is None or value <= maximum)
    if not ok:
        bound = f"at least {_fmt(minimum)}" if inclusive else f"more than {_fmt(minimum)}"
        if maximum is not None:
            bound += f" and at most {_fmt(maximum)}"
        kind = "an integer" if integer else "a number"
        raise InputError(f"{name} {value!r}: expected {kind} {bound}{what}.")


def check_options(opts) -> None:
    """Refuse bad numeric options (AnalysisOptions) before anything runs."""
    sizes = tuple(opts.line_sizes)
    if not sizes:
        raise InputError("--line-sizes: give at least one cache line size, e.g. 32,64,128.")
    for size in sizes:
        _number("--line-sizes", size, integer=True, maximum=2**30, what=", a power of two")
        if int(size) & (int(size) - 1):
            raise InputError(f"--line-sizes {size}: a cache line size must be a power of two "
                             "(e.g. 32, 64, 128).")
    _number("bins_per_octave", opts.bins_per_octave, integer=True)
    if opts.sample_rate is not None:
        _number("--sample-rate", opts.sample_rate, maximum=1.0, what=" (the sampled fraction, e.g. 0.01)")
    if opts.sample_lines is not None:
        _number("--sample-lines", opts.sample_lines, integer=True, minimum=MIN_SAMPLE_LINES,
                inclusive=True, maximum=MAX_COUNT, what=" (lines tracked, e.g. 65536)")
    if opts.sync_points is not None:
        _number("--sync-points", opts.sync_points, integer=True, inclusive=True,
                maximum=MAX_COUNT)
    if opts.timeout_s is not None:
        _number("--timeout", opts.timeout_s, maximum=MAX_TIMEOUT_S, what=" seconds")
    if opts.max_memory_bytes is not None:
        _number("--max-memory", opts.max_memory_bytes, maximum=MAX_MEMORY_GIB * 2**30,
                what=" bytes")
    regions = getattr(opts, "regions", None)
    if regions is not None and regions != "auto":
        raise InputError(f"--regions {regions!r}: the only mode is 'auto' (every outermost loop "
                         "nest of every function the program runs).")
    kernel_names(opts.kernel)  # several names: each well formed


def kernel_names(kernel: str | None) -> tuple[str, ...]:
    """Whole-program mode's named functions: ``--kernel a,b,c`` (commas outside ``()``
    and ``<>``, so a C++ signature is one name) gives ('a', 'b', 'c'), each a region of
    its own in a run of all of main; one name (single-kernel mode) gives ()."""
    if not kernel:
        return ()
    names, depth, cur = [], 0, []
    for ch in kernel:
        depth += {"(": 1, "<": 1, ")": -1, ">": -1}.get(ch, 0)
        if ch == "," and depth == 0:
            names.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
    names.append("".join(cur).strip())
    if len(names) == 1:
        return ()
    if "" in names:
        raise InputError(f"--kernel {kernel!r}: an empty function name in the list (write the "
                         "names separated by single commas, e.g. --kernel a,b).")
    if "main" in names:
        raise InputError(f"--kernel {kernel!r}: main is the whole program, which the regions "
                         "are part of; name the functions it calls.")
    return tuple(dict.fromkeys(names))


def check_gib(name: str, gib) -> int | None:
    """A GiB option (``--max-memory``) as bytes, refused unless finite, positive and at
    most :data:`MAX_MEMORY_GIB` (1 PiB: a bigger limit would overflow setrlimit)."""
    if gib is None:
        return None
    _number(name, gib, maximum=MAX_MEMORY_GIB, what=" GiB (1048576 GiB is 1 PiB)")
    return max(1, int(gib * 2**30))


def check_granularity(name: str, units) -> None:
    """A partition granularity (whole work units): a positive integer up to
    :data:`MAX_COUNT` (beyond it the units' rounding would no longer be exact)."""
    if units is not None:
        _number(name, units, integer=True, maximum=MAX_COUNT, what=" work units")


def check_input(opts):
    """Before compiling: the input exists; with ``--args``, the raw input's whole layout;
    the standard input's file is a regular file (both runs read it from its start)."""
    stdin = getattr(opts, "stdin_path", None)
    if stdin and not Path(stdin).is_file():
        raise InputError(f"Standard input file not found (or not a regular file): {stdin}"
                         if not Path(stdin).exists() else
                         f"--stdin {stdin}: not a regular file; both runs read the program's "
                         "standard input from its start, so give a file (or --stdin - to pass "
                         "this command's own).")
    if not opts.input_path:
        return None
    from automatch.exec.inputs.binding import plan_input  # numpy: only when there is an input

    path = Path(opts.input_path)
    if not path.exists():
        raise InputError(f"Input file not found: {opts.input_path}")
    if opts.args_spec:
        return plan_input("raw", path, opts.args_spec)
    return None


def bare_kernel_binding(opts, canonical, program, plan):
    """The runner's Binding for a bare kernel, checked against its parameters; None for main."""
    if canonical.has_main:
        if opts.args_spec:
            raise InputError("--args describes a bare kernel's parameters, but this program has "
                             "main(): its input is argv[1] (--input) and the arguments after '--'; "
                             "drop --args (or analyse a module without main).")
        return None
    if not opts.input_path:
        raise InputError(f"The program has no main: the kernel {canonical.kernel!r} needs its "
                         "arguments from --input data.npz (or a raw file with --args).")
    path = Path(opts.input_path).resolve()
    if not opts.args_spec and path.suffix != ".npz":
        raise InputError(f"{opts.input_path}: a bare kernel's input must be an .npz file, or "
                         "raw bytes described by --args (e.g. --args 'f64[1000],f64[1000],i32=1000').")
    from automatch.exec.inputs.binding import check_binding, kernel_params, plan_input  # numpy
    from automatch.exec.supervise.runner import Binding

    fn = program.function(canonical.kernel)
    params = kernel_params(fn, canonical.text)
    if plan is None:
        plan = plan_input("npz", path)
    check_binding(plan, params, return_type=fn.return_type, max_memory_bytes=opts.max_memory_bytes)
    if opts.args_spec:
        return Binding(kind="raw", path=str(path), args=opts.args_spec)
    return Binding(kind="npz", path=str(path))


def check_region(kernel: str, run) -> None:
    """Refuse a run whose kernel was never called, or never returned (exit() inside it)."""
    if kernel == "main":
        return
    what = "instrumented run" if run.mode == "instrumented" else "native run"
    if getattr(run, "exited_in_kernel", False):
        raise InputError(f"The program exited inside the kernel {kernel!r} (it called exit() before "
                         f"the kernel returned, in the {what}), so the kernel's run has no end to "
                         "measure: analyse a function that returns, or let the kernel return "
                         "before the program exits.")
    if run.region_calls == 0:
        raise InputError(f"The kernel {kernel!r} was not called on this input (the {what} ended "
                         "without calling it): there is nothing to analyse. Check --input and the "
                         "program's arguments, or name a --kernel that this input reaches.")


def check_work(kernel: str, program, results: dict) -> None:
    """Refuse an instrumented run in which the kernel did nothing: no floating-point or
    integer data operation and no memory access (e.g. ``--args '...,i32=-5'`` makes its
    loop run zero times); its predictions would all be "0 s". ``main`` is not checked."""
    from automatch.analyses.assemble import count_flops

    if kernel == "main":
        return
    counts = results.get("block_counts")
    memory = results.get("memory")
    if counts is None and memory is None:
        return  # no analysis that counts (nothing to judge by)
    if counts is not None:
        ops = count_flops(program, counts, count_int_ops=True)
        if ops.total or ops.compare:
            return
    if memory is not None and (memory.get("loads") or memory.get("stores")):
        return
    raise InputError(f"The kernel {kernel!r} did nothing on this input (no operations, no memory "
                     "accesses), so there is nothing to predict: check its arguments (--input, "
                     "--args: a zero or negative count makes its loops run zero times).")


class Job:
    """The job's clock: its deadline (``timeout_s``: the whole job), its phases, its runs."""

    def __init__(self, timeout_s: float | None, on_progress: Callable[[dict], None] | None = None):
        self.timeout_s = timeout_s
        self.start = time.monotonic()
        self.deadline = None if timeout_s is None else self.start + timeout_s
        self.on_progress = on_progress
        self.current = "checking inputs"

    def remaining(self) -> float | None:
        return None if self.deadline is None else self.deadline - time.monotonic()

    def _expired(self, note: str = "") -> ProgramRunError:
        elapsed = time.monotonic() - self.start
        if self.current.endswith(" run"):
            head = (f"The program did not finish within the {self.timeout_s:g} s timeout ({self.current}, "
                    f"{elapsed:.1f} s into the job: --timeout bounds the whole job, compile included)")
        else:
            head = (f"The job did not finish within the {self.timeout_s:g} s timeout (it was still "
                    f"{self.current} after {elapsed:.1f} s)")
        return ProgramRunError(f"{head}; raise --timeout or use a smaller input.{note}")

    def phase(self, name: str) -> None:
        """Enter phase ``name`` (after checking the deadline) and report it."""
        left = self.remaining()
        if left is not None and left <= 0:
            raise self._expired()
        self.current = name
        if self.on_progress:
            self.on_progress({"phase": name})

    def progress(self, info: dict) -> None:
        if self.on_progress:
            self.on_progress({"phase": self.current, **info})

    def run_timeout(self, mode: str, native_wall_s: float = 0.0) -> float:
        """A run's limit: what is left of --timeout, else the default for ``mode``."""
        left = self.remaining()
        if left is not None:
            return max(left, 0.001)
        if mode == "native":
            return NATIVE_TIMEOUT_S
        return max(INSTRUMENTED_MIN_S, INSTRUMENTED_FACTOR * native_wall_s)

    def run(self, run_program: Callable, cfg):
        """``run_program(cfg)``; a run stopped by the job's deadline says it was --timeout."""
        try:
            return run_program(cfg, on_progress=self.progress)
        except ProgramRunError as exc:
            left = self.remaining()
            if left is not None and left <= 0:
                note = str(exc).partition("\nIts stderr ends with:")
                raise self._expired(note[1] + note[2]) from None
            raise
