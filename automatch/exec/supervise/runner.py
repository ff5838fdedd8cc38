"""Run the program in a child process and turn every way it can fail into a clear error.

Lifetime: the child and everything it starts die with the run, and the run's
``automatch-run-*`` folder goes on every exit path (``lifetime.py``: the child is a
supervisor, a child subreaper that runs the program in a worker it forks and kills
whatever the program leaves behind; process group, parent-death signal, a watch pipe,
signal handlers, ``atexit``, and a sweep of folders left by a parent that was
SIGKILLed). Every kill happens before the child is reaped.

Output: the program's stdout and stderr stream to files in the run folder and are never
read whole: a run keeps the byte count, the SHA-256 (read in 1 MiB chunks) and the last
64 KiB of each (``RunResult``), so native and instrumented outputs compare by hash.

Memory (``max_memory_bytes``, ``--max-memory``): the child applies the limit itself just
before the program runs (before a bare kernel's inputs are bound), as ``RLIMIT_AS`` =
the address space the child uses at that point (Python, LLVM, the JIT-compiled code:
the *baseline*, about 0.3 to 0.5 GiB of address space) + the limit, and lifts it when the program
ends. So the limit bounds the program's own allocations (and, in the instrumented run,
what the analyses allocate meanwhile), not automatch's start-up: ``--max-memory 0.25``
means a quarter GiB for the program. Running out gives exit 3 and a message naming the
limit; a program whose ``malloc`` returns NULL and then crashes gets the crash message
with a hint at the limit.

Early start (``EarlyRun``, issue 14): ``analyze`` starts both children before the
compile; the instrumented one imports numba and sets it up beside the parent's compile
and the native run, and is stopped (SIGSTOP) while the native program runs, so the
native timed region still runs alone. The runs themselves are the same as
:func:`run_program`'s.

Crashes: SIGSEGV from a stack overflow is told apart from other faults by a native
handler in the child (``exec/faults/stackguard.py``). A program ended by a signal that is not a
fault (``raise(SIGINT)``, ``kill(getpid(), SIGTERM)``) is reported as ended by that
signal, and an exit status is its low 8 bits (``exit(256)`` is 0), as a shell sees them.
fds 0-2 are filled with /dev/null when automatch runs with one closed
(``lifetime.ensure_std_fds``), so no pipe or file of a run takes their numbers. An error automatch did not foresee in the child
is one paragraph (exit 3) pointing to a crash report with the traceback, saved under
``$XDG_CACHE_HOME/automatch`` (``~/.cache/automatch``); no traceback reaches the terminal.
"""

from __future__ import annotations

import hashlib
import json
import os
import select
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path

from automatch.errors import AutomatchError, InputError, ProgramRunError, escape_control
from automatch.exec.aot.cache import KernelSet, numba_cache_dir
from automatch.exec.protocol import (
    Binding,
    ChildConfig,
    ChildJob,
    ChildResult,
    ConsumerOptions,
    NativeTimes,
    ProtocolError,
    RunFiles,
    required_results,
)
from automatch.fileio import atomic_write_text
from automatch.options import BUFFER_WORDS, CONSUMER, OPT_LEVEL
from automatch.proc.blas_threads import limit_blas_threads
from automatch.proc.lifetime import RunGuard, make_run_dir, sweep_stale_run_dirs

__all__ = ["Binding", "EarlyRun", "RunConfig", "RunResult", "run_program"]

TAIL_BYTES = 64 * 1024  # what a run keeps of the program's stdout and stderr

SIGNAL_WORDS = {
    signal.SIGSEGV: "a segmentation fault (SIGSEGV): an invalid memory access",
    signal.SIGABRT: "an abort (SIGABRT), e.g. a failed assert() or abort()",
    signal.SIGFPE: "an arithmetic exception (SIGFPE), e.g. an integer division by zero",
    signal.SIGBUS: "a bus error (SIGBUS)",
    signal.SIGILL: "an illegal instruction (SIGILL)",
    signal.SIGKILL: "being killed (SIGKILL), often for running out of memory or by another process",
}


@dataclass(frozen=True)
class RunConfig:
    """One run of a canonical program, natively or instrumented."""

    ir_text: str
    kernel: str
    mode: str = "native"  # "native" | "instrumented"
    argv: tuple[str, ...] = ("program",)  # main mode: argv[0] and the program's arguments
    binding: Binding | None = None  # bare-kernel mode
    timeout_s: float | None = None
    max_memory_bytes: int | None = None
    consumer: str = ""  # "module:factory" building the event consumers in the child
    kernels: KernelSet | None = None  # the consumers' numba kernels (exec/aot)
    # the analyses' options (a dict is taken as ConsumerOptions' keywords: a misspelt key
    # is refused, a missing one gets automatch.options' default)
    consumer_options: ConsumerOptions = field(default_factory=ConsumerOptions)
    opt_level: int = OPT_LEVEL
    buffer_words: int = BUFFER_WORDS
    source_name: str = ""
    cwd: str | None = None
    stdin_path: str | None = None  # the program's standard input; None: empty

    def __post_init__(self) -> None:
        object.__setattr__(self, "consumer_options", ConsumerOptions.of(self.consumer_options))

    def job(self) -> ChildJob:
        """What of this run crosses to the child (protocol.ChildJob)."""
        instrumented = self.mode == "instrumented"
        return ChildJob(mode=self.mode, kernel=self.kernel, argv=self.argv, binding=self.binding,
                        consumer_options=self.consumer_options if instrumented else None,
                        opt_level=self.opt_level, buffer_words=self.buffer_words,
                        max_memory_bytes=self.max_memory_bytes, source_name=self.source_name)


@dataclass(frozen=True)
class RunResult:
    """One finished run. Output is summarised, never held whole (see the module docstring)."""

    mode: str
    exit_code: int
    stdout_tail: str  # the last TAIL_BYTES of the program's stdout (all of it when shorter)
    stdout_bytes: int
    stdout_sha256: str
    stderr: str  # the last TAIL_BYTES of its stderr
    region_time_s: float  # the kernel's (region's) time inside the run
    region_calls: int
    exited_in_kernel: bool  # the program called exit() inside the kernel (the region never returned)
    wall_s: float  # the whole child, start-up and JIT included
    events: int
    consume_s: float
    finish_s: float
    results: dict
    stamps: dict = field(default_factory=dict)  # the child's phases (automatch.timings, --timings)
    # the consumers' work still queued when the program ended (exec.batches): the region's
    # analysis took region_time_s + catch_up_s
    catch_up_s: float = 0.0
    peak_rss_bytes: int = 0  # the child's peak resident memory (ru_maxrss)
    started: float = 0.0  # CLOCK_MONOTONIC at an EarlyRun child's start (0.0: started by the run)

    @property
    def stdout(self) -> str:
        """The end of stdout (``stdout_tail``); compare whole outputs by ``stdout_sha256``."""
        return self.stdout_tail

    @property
    def stdout_complete(self) -> bool:
        return self.stdout_bytes <= TAIL_BYTES

    @property
    def program_s(self) -> float:
        """How long the program itself ran (its child's ``program`` phase, from the stamp
        before it), else the region's time."""
        names = [k for k in self.stamps if not k.startswith("busy/")]
        if "program" in names[1:]:
            k = names.index("program")
            return max(0.0, float(self.stamps["program"]) - float(self.stamps[names[k - 1]]))
        return self.region_time_s


@dataclass(frozen=True)
class _Output:
    nbytes: int
    sha256: str
    tail: str


def _summarise(path: Path) -> _Output:
    """Size, SHA-256 and decoded tail of ``path``, reading it in chunks."""
    h = hashlib.sha256()
    n = 0
    tail = b""
    try:
        with open(path, "rb") as f:
            while chunk := f.read(1 << 20):
                h.update(chunk)
                n += len(chunk)
                tail = (tail + chunk)[-TAIL_BYTES:]
    except OSError:
        pass
    return _Output(n, h.hexdigest(), tail.decode(errors="replace"))


def _tail(text: str, lines: int = 15) -> str:
    """The last lines of the program's output, fit to quote in a one-paragraph message:
    blank lines dropped, control characters (terminal escapes) shown escaped."""
    kept = [ln.rstrip() for ln in text.splitlines() if ln.strip()][-lines:]
    return "\n".join(escape_control(ln) for ln in kept)


def _stderr_note(stderr: str, lead: str = "\nIts stderr ends with:\n", empty: str = "") -> str:
    tail = _tail(stderr)
    return lead + tail if tail else empty


def _stdout_note(stdout: str) -> str:
    """The end of the program's stdout, for a non-zero exit: many programs (XSBench,
    RSBench) print why they fail their own check there, not on stderr."""
    tail = _tail(stdout, lines=10)
    return "\nIts stdout ends with:\n" + tail if tail else ""


def _save_crash_report(err_info: dict, cfg: RunConfig, what: str) -> str | None:
    """Write the child's traceback to a crash report (errors.write_crash_report); its
    path, or None if it cannot be saved."""
    from automatch.version import version

    __version__ = version()
    from automatch.errors import write_crash_report

    report = write_crash_report(
        f"automatch {__version__} internal error in the {what}\n"
        f"program: {cfg.source_name or '?'}  kernel: {cfg.kernel}  "
        f"phase: {err_info.get('phase', '?')}\npython: {sys.version.split()[0]}\n\n"
        f"{err_info.get('traceback', err_info.get('message', ''))}")
    return str(report) if report is not None else None


def _internal_error(err_info: dict, cfg: RunConfig, what: str) -> AutomatchError:
    report = _save_crash_report(err_info, cfg, what)
    first = " ".join(str(err_info.get("message", "")).split())[:300]
    where = (f"please report it with the crash report saved in {report}" if report
             else "please report it with the command line that caused it")
    return AutomatchError(f"internal error in the {what} ({first}). This is a bug in automatch, "
                          f"not in your program: {where}.", exit_code=3)


def _exited(proc: subprocess.Popen, pidfd: int | None, wait_s: float) -> bool:
    """Wait up to ``wait_s`` for the child to exit, without reaping it (so its pgid stays ours)."""
    def peek() -> bool:
        try:
            return os.waitid(os.P_PID, proc.pid, os.WEXITED | os.WNOWAIT | os.WNOHANG) is not None
        except ChildProcessError:  # reaped behind our back (SIGCHLD ignored): it has exited
            return True

    if pidfd is not None:
        select.select([pidfd], [], [], wait_s)
    elif not peek():
        time.sleep(min(wait_s, 0.05))
    return peek()


def _child_config(cfg: RunConfig, watch_fd: int) -> ChildConfig:
    """The child's config (``watch_fd``: the watch pipe's read end)."""
    return ChildConfig(mode=cfg.mode, consumer=cfg.consumer, watch_fd=watch_fd,
                       kernel_modules=cfg.kernels.modules if cfg.kernels else (),
                       parent_pid=os.getpid(), job=cfg.job())


def _spawn(t: Path, first: ChildConfig, cwd: str | None, pass_fds: tuple[int, ...],
           stdin_path: str | None = None, kernels: KernelSet | None = None) -> subprocess.Popen:
    """Start ``python -m automatch.exec.child`` on ``t/config.json`` (holding ``first``),
    its stdout and stderr going to files in ``t``, its stdin ``stdin_path`` (else empty),
    in a session of its own."""
    RunFiles(t).config.write_text(json.dumps(first.to_json()))
    env = dict(os.environ)
    if kernels is not None:  # one folder per version of the kernels
        env["NUMBA_CACHE_DIR"] = numba_cache_dir(kernels.sources, env)
    limit_blas_threads(env)
    try:
        stdin = open(stdin_path or os.devnull, "rb")
    except OSError as exc:  # checked up front (cli); changed since
        raise InputError(f"The program's standard input {stdin_path} cannot be read: "
                         f"{(exc.strerror or str(exc)).lower()}.") from None
    with open(t / "stdout", "wb") as out, open(t / "stderr", "wb") as err, stdin:
        try:
            return subprocess.Popen(
                [sys.executable, "-m", "automatch.exec.child", str(RunFiles(t).config)],
                stdout=out, stderr=err, stdin=stdin, cwd=cwd, env=env,
                pass_fds=pass_fds, start_new_session=True)
        except OSError as exc:
            raise InputError(f"Cannot start the program's process"
                             f"{f' in {cwd}' if cwd else ''}: {exc.strerror or exc}.") from None


class EarlyRun:
    """A run whose child starts before its program is known, so that its start-up
    overlaps the parent's compile and the other run (issue 14: start-up).

    ``with EarlyRun("instrumented", consumer=...) as inst:`` starts the child: it imports
    what every run needs (the instrumented one numba, its CPU target and the consumer
    modules) and waits. ``submit(cfg, hold=True)`` hands it its config: it builds its
    program, consumers and JIT, then waits again before the program runs;
    ``run(cfg)`` lets the program run and returns its RunResult as :func:`run_program`
    does (``cfg`` is the submitted one, ``timeout_s`` may change: the limit counts from
    here). An instrumented EarlyRun started ``beside`` a native one keeps its files in a
    folder inside the native run's (one ``automatch-run-*`` folder per job) and is
    stopped (SIGSTOP) while the native program runs, so that the native timed region
    runs alone (``stop_pgid`` in ``child.py``); the native run's end resumes it on every
    path. Leaving the block kills the child and removes its folder, as for any run.
    Enter the native one first, so that it is left last."""

    def __init__(self, mode: str, *, consumer: str = "", preload: tuple[str, ...] = (),
                 kernels: KernelSet | None = None, cwd: str | None = None,
                 beside: EarlyRun | None = None, stdin_path: str | None = None):
        self.mode, self.consumer, self.preload = mode, consumer, tuple(preload)
        self.kernels = kernels
        self.cwd = cwd
        self.stdin_path = stdin_path
        self.beside = beside  # the native run this one prepares beside (see the class docstring)
        self.stop_pgid: int | None = None  # a native run: the group its region stops
        self.t: Path | None = None
        self.guard: RunGuard | None = None
        self.proc: subprocess.Popen | None = None
        self.fds: dict[str, int | None] = {}
        self.spawned = 0.0  # CLOCK_MONOTONIC when the child was started
        self.submitted: RunConfig | None = None
        self.held = False
        self.child_fds: tuple[int, int] = (-1, -1)

    @property
    def pgid(self) -> int | None:
        return self.proc.pid if self.proc is not None else None

    def __enter__(self) -> EarlyRun:
        if self.beside is not None:
            self.t = self.beside.t / self.mode
            self.t.mkdir()
        else:
            sweep_stale_run_dirs()
            self.t = make_run_dir()
        self.guard = RunGuard(self.t).__enter__()
        try:
            self.fds["watch_r"], self.fds["watch_w"] = os.pipe()
            self.fds["go_r"], self.fds["go_w"] = os.pipe()
            first = ChildConfig(mode=self.mode, consumer=self.consumer, preload=self.preload,
                                kernel_modules=self.kernels.modules if self.kernels else (),
                                watch_fd=self.fds["watch_r"], go_fd=self.fds["go_r"],
                                parent_pid=os.getpid())
            self.spawned = time.clock_gettime(time.CLOCK_MONOTONIC)
            self.proc = _spawn(self.t, first, self.cwd, (self.fds["watch_r"], self.fds["go_r"]),
                               self.stdin_path, self.kernels)
            self.guard.started(self.proc.pid)  # setsid: the child's pgid is its pid
            if self.beside is not None:
                self.beside.stop_pgid = self.proc.pid
        except BaseException:
            self.__exit__(None, None, None)
            raise
        self.child_fds = (self.fds.pop("watch_r"), self.fds.pop("go_r"))  # the child's numbers
        for fd in self.child_fds:
            os.close(fd)
        return self

    def _go(self) -> None:
        try:
            os.write(self.fds["go_w"], b"g")
        except OSError:  # the child has ended: its outcome says how
            pass

    def submit(self, cfg: RunConfig, *, hold: bool = False) -> None:
        """Hand the child its config (``hold``: it waits before the program runs)."""
        if (cfg.mode != self.mode or cfg.consumer != self.consumer or cfg.cwd != self.cwd
                or cfg.kernels != self.kernels):
            raise ValueError("an EarlyRun's config must keep its mode, consumer, kernels and cwd")
        files = RunFiles(self.t)
        files.ir.write_text(cfg.ir_text)
        doc = replace(_child_config(cfg, self.child_fds[0]), go_fd=self.child_fds[1],
                      hold=hold, stop_pgid=self.stop_pgid)
        atomic_write_text(files.config, json.dumps(doc.to_json()))
        self.submitted, self.held = cfg, hold
        self._go()

    def note_native(self, native: RunResult) -> None:
        """Tell a held child how long the native program and its region ran, before
        ``run`` lets it go: a child still compiling then may generate its code faster
        (jit.tiers.HeldJit)."""
        atomic_write_text(RunFiles(self.t).native, json.dumps(
            NativeTimes(program_s=native.program_s, region_s=native.region_time_s).to_json()))

    def run(self, cfg: RunConfig, *, on_progress: Callable[[dict], None] | None = None) -> RunResult:
        """Run ``cfg`` (submitted now if it was not); see the class docstring."""
        if self.submitted is None:
            self.submit(cfg)
        elif replace(self.submitted, timeout_s=cfg.timeout_s) != cfg:
            raise ValueError("EarlyRun.run: the config differs from the submitted one")
        if self.held:
            self._go()
        try:
            res = _watch(self.proc, self.guard, self.t, cfg, on_progress, self.fds)
        finally:
            if self.stop_pgid is not None:  # however the run ended, the group it stopped goes on
                try:
                    os.killpg(self.stop_pgid, signal.SIGCONT)
                except OSError:
                    pass
        return replace(res, started=self.spawned)

    def __exit__(self, *exc) -> None:
        try:
            if self.proc is not None and self.proc.returncode is None:
                self.guard.kill()
                self.proc.wait()
                self.guard.reaped()
        finally:
            for k in list(self.fds):
                fd = self.fds.pop(k)
                if fd is not None:
                    os.close(fd)
            if self.guard is not None:
                self.guard.__exit__(*exc)


def _watch(proc: subprocess.Popen, guard: RunGuard, t: Path, cfg: RunConfig,
           on_progress: Callable[[dict], None] | None, fds: dict) -> RunResult:
    """Wait for the child (progress, timeout from now), kill its group, reap it, and
    return its outcome; ``fds`` (pipe ends the parent holds) are closed on the way."""
    pidfd = None
    timed_out = False
    start = time.perf_counter()
    try:
        try:
            pidfd = os.pidfd_open(proc.pid)
        except (AttributeError, OSError):
            pidfd = None
        while not _exited(proc, pidfd, 0.25):
            if on_progress and RunFiles(t).progress.exists():
                try:
                    on_progress(json.loads(RunFiles(t).progress.read_text()))
                except (OSError, ValueError):
                    pass
            if cfg.timeout_s is not None and time.perf_counter() - start > cfg.timeout_s:
                timed_out = True
                break
    finally:
        guard.kill()  # the child has exited or must die: its group goes, zombie still unreaped
        proc.wait()
        guard.reaped()
        for k in list(fds):
            fd = fds.pop(k)
            if fd is not None:
                os.close(fd)
        if pidfd is not None:
            os.close(pidfd)
    return _outcome(cfg, t, proc.returncode, timed_out)


def run_program(cfg: RunConfig, *, on_progress: Callable[[dict], None] | None = None) -> RunResult:
    """Run ``cfg`` in a child process; raise ProgramRunError on a crash, timeout or bad exit."""
    sweep_stale_run_dirs()
    t = make_run_dir()
    with RunGuard(t) as guard:
        RunFiles(t).ir.write_text(cfg.ir_text)
        fds: dict[str, int | None] = {}
        fds["watch_r"], fds["watch_w"] = os.pipe()
        proc = None
        try:
            proc = _spawn(t, _child_config(cfg, fds["watch_r"]), cfg.cwd, (fds["watch_r"],),
                          cfg.stdin_path, cfg.kernels)
            guard.started(proc.pid)  # setsid: the child's pgid is its pid (the supervisor's)
            os.close(fds.pop("watch_r"))
        except BaseException:
            if proc is not None:
                guard.kill()
                proc.wait()
                guard.reaped()
            for fd in fds.values():
                os.close(fd)
            raise
        return _watch(proc, guard, t, cfg, on_progress, fds)


def _outcome(cfg: RunConfig, t: Path, rc: int, timed_out: bool) -> RunResult:
    """The RunResult of a finished child, or the error that describes how it failed."""
    stdout = _summarise(t / "stdout")
    stderr = _summarise(t / "stderr").tail
    what = "instrumented run" if cfg.mode == "instrumented" else "native run"
    limit = cfg.max_memory_bytes
    if timed_out:
        raise ProgramRunError(f"The program did not finish within the {cfg.timeout_s:g} s timeout "
                              f"({what}); raise --timeout or use a smaller input." + _stderr_note(stderr))
    if RunFiles(t).error.exists():
        try:
            err_info = json.loads(RunFiles(t).error.read_text())
        except (OSError, ValueError):
            err_info = {"internal": True, "message": "the child's error report is unreadable"}
        if err_info.get("internal"):
            raise _internal_error(err_info, cfg, what)
        code = int(err_info.get("exit_code", 3))
        cls = {InputError.exit_code: InputError, ProgramRunError.exit_code: ProgramRunError}.get(code)
        raise cls(err_info["message"]) if cls else AutomatchError(err_info["message"], exit_code=code)
    if rc < 0:
        sig = -rc
        marker = RunFiles(t).marker
        if sig == signal.SIGSEGV and marker.exists() and marker.stat().st_size > 0:
            raise ProgramRunError(f"The program crashed with a stack overflow (deep or infinite recursion) "
                                  f"during the {what}: it used up its stack ({_stack_limit()}); look for "
                                  "recursion without a base case or a large local (variable-length) "
                                  "array, or raise the limit with 'ulimit -s'."
                                  + _stderr_note(stderr))
        if sig not in SIGNAL_WORDS:  # not a fault: the program (or someone) sent it a signal
            raise ProgramRunError(f"The program was ended by {_signal_name(sig)} during the {what}"
                                  " (it raised it itself, e.g. raise() or kill(), or another "
                                  "process sent it)." + _stderr_note(stderr))
        words = SIGNAL_WORDS[sig]
        hint = " (the --max-memory limit may be too low)" if limit and sig in (signal.SIGKILL, signal.SIGSEGV, signal.SIGABRT) else ""
        raise ProgramRunError(f"The program crashed with {words}{hint} during the {what}." + _stderr_note(stderr))
    if not RunFiles(t).result.exists():
        raise ProgramRunError(f"The program ended (exit status {rc}) without finishing the {what}"
                              + (" (it may have run out of memory: see --max-memory)" if limit else "")
                              + _stderr_note(stderr, empty="."))
    required = (required_results(cfg.consumer_options)
                if cfg.mode == "instrumented" and cfg.consumer == CONSUMER else ())
    try:
        res = ChildResult.from_json(json.loads(RunFiles(t).result.read_text()), required)
    except (ProtocolError, ValueError) as exc:  # both sides are this automatch: a bug
        raise _internal_error({"message": f"{type(exc).__name__}: {exc}"}, cfg, what) from None
    if res.exit_code != 0:
        inside = f" inside the kernel {cfg.kernel!r}" if res.in_region and cfg.kernel != "main" else ""
        raise ProgramRunError(f"The program exited with status {res.exit_code}{inside} during the {what}."
                              + _stdout_note(stdout.tail) + _stderr_note(stderr))
    return RunResult(mode=cfg.mode, exit_code=res.exit_code, stdout_tail=stdout.tail,
                     stdout_bytes=stdout.nbytes, stdout_sha256=stdout.sha256, stderr=stderr,
                     region_time_s=res.region_time_s, region_calls=res.region_calls,
                     exited_in_kernel=res.in_region and cfg.kernel != "main",
                     wall_s=res.wall_s, events=res.events, consume_s=res.consume_s,
                     finish_s=res.finish_s, results=res.results, stamps=res.stamps,
                     catch_up_s=res.catch_up_s, peak_rss_bytes=res.peak_rss_bytes)


def _signal_name(sig: int) -> str:
    """'signal SIGINT (2)'; a number with no name as itself."""
    try:
        return f"signal {signal.Signals(sig).name} ({sig})"
    except ValueError:
        return f"signal {sig}"


def _stack_limit() -> str:
    import resource

    soft = resource.getrlimit(resource.RLIMIT_STACK)[0]
    return "no stack limit" if soft == resource.RLIM_INFINITY else f"{soft / (1 << 20):g} MiB, ulimit -s"
