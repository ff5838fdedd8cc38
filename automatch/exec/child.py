"""The child process that runs the program (``python -m automatch.exec.child CONFIG``).

It JIT-compiles the native or instrumented module, calls main(argc, argv) or the bare
kernel with bound arguments, feeds every full event buffer to the consumers (one Python
call per ~1 M events, the work itself in numba), and writes a JSON result file. The
program's own stdout/stderr are this process's, which the parent redirects to files.
Exit status: the program's (main's return value or its exit() code).

Lifetime (``lifetime.py``, ``supervisor.py``): the process automatch starts is the *supervisor*. It
makes itself a child subreaper, forks the *worker* that does all of the above, and waits;
when the worker ends (in any way) it kills every process the program left behind, then
exits with the worker's status. When automatch dies (the watch pipe reaches EOF) it
kills the worker and everything below it. The worker dies with the supervisor
(``PR_SET_PDEATHSIG``), and the program's ``getppid()`` is the supervisor, not automatch.
Started early (``go_fd`` in its first config: ``runner.EarlyRun``), the child does the
work that needs no program first (its imports; the instrumented one also numba's import,
its target set-up and the consumer modules), then waits for a byte on ``go_fd``, reads
its full config again and goes on; with ``hold`` it waits for a second byte before the
program runs (the native run is done by then). A native child given ``stop_pgid`` stops
that process group (SIGSTOP, checked in /proc) just before its program runs and resumes
it (SIGCONT) when the program ends, so an instrumented child preparing beside it never
runs during the native timed region; its supervisor resumes the group on every exit path.
Just before the program runs, the child installs the stack-overflow detector
(``exec/faults/stackguard.py``) and applies ``--max-memory`` to what is allocated from then on
(``RLIMIT_AS`` = the address space used so far + the limit). Every error, including
those raised inside the callbacks the program calls (buffer flushes, exit), is written
to ``error.json`` (atomically) and never printed as a traceback: an error automatch did
not foresee is marked internal and carries its traceback for the parent's crash report.
"""

from __future__ import annotations

import ctypes
import importlib
import json
import os
import resource
import sys
import time
from pathlib import Path

from automatch.exec.events import BUFFER_HEADROOM, REGION_BEGINS_FLUSH
from automatch.exec.faults.child_errors import error_record, vm_bytes
from automatch.exec.jit.bound_calls import exit_symbols, refusing_symbols
from automatch.exec.jit.tiers import HeldJit, wait_byte
from automatch.exec.protocol import (
    ChildConfig,
    ChildResult,
    ConsumerOptions,
    ProtocolError,
    RunFiles,
    SampleFilter,
    check_consumers,
)
from automatch.exec.supervise.supervisor import fork_worker, resume_group, stop_group
from automatch.proc.blas_threads import restore_user_env

_libc = ctypes.CDLL(None)
_M_MMAP_THRESHOLD = -3  # glibc's mallopt parameter (malloc.h)

# The instrumented module's optimisation level. Its copies of the program's functions
# carry the shadow IR and the inlined runtime (exec/levels/inline.py), several times the
# program's own code, and nothing there gains from O2's vectoriser, unroller or GVN
# (floating point stays exact at both levels). O1 instead of O2 took the JIT of the
# workloads' instrumented modules from 0.61 to 0.51 s (lbm), 1.22 to 0.99 s (srad), 0.35
# to 0.32 s (hotspot) and 0.20 to 0.18 s (jacobi-2d 200 x 10), and the large stencil's,
# LU's and SpMV's sampled runs with their schedule 1.00x, 1.02x and 1.01x the region time
# (3 pairs each). The native run keeps the level asked for (RunConfig.opt_level).
INSTRUMENTED_OPT = 1

def _write_atomic(path: str, data: dict) -> None:
    """``data`` as JSON at ``path`` by a rename. The temporary file is this process's: a
    program that forks with a raw syscall (life_escape.c of tests/exec) leaves a copy of
    the child writing the same progress file, and with one shared name one rename took
    the other's file away (ENOENT, an internal error on a run that had worked)."""
    tmp = f"{path}.{os.getpid()}.tmp"
    Path(tmp).write_text(json.dumps(data))
    os.replace(tmp, path)


class _Session:
    def __init__(self, cfg: ChildConfig, files: RunFiles):
        self.cfg = cfg
        self.files = files
        self.consumers = []
        self.events = 0
        self.flushes = 0
        self.consume_s = 0.0
        self.jit = None
        self.sites = 0  # static access sites of the instrumented module (emitter.STRIDE)
        self.finished = False
        self.written = False  # the result file is written: later events have no consumer
        self.t_start = time.perf_counter()
        self.threads = None  # exec.batches.ConsumerThreads, where there is a core to spare
        self.progress_path = str(files.progress)
        self.last_progress = 0.0
        self.phase = "start-up"
        self.baseline: int | None = None
        self.saved_as_limit = None
        # --timings: CLOCK_MONOTONIC at the end of each phase, and each consumer's busy time
        self.stamps: dict[str, float] = {}
        self.busy: dict[str, float] = {}
        self.region_seen = False
        self.levels_owner = None  # the consumer whose levels the program computes
        self.went = False  # a held child's go byte, taken during its JIT (jit/tiers.HeldJit)
        self.levels_lib = None  # the compiled levels' runtime library (exec/levels/runtime.py)
        self.prefiltered = False  # the program emits sampled accesses only (SampleFilter)

    def stamp(self, name: str) -> None:
        self.stamps[name] = time.clock_gettime(time.CLOCK_MONOTONIC)

    def _timed(self, c, method: str, *args):
        t0 = time.perf_counter()
        out = getattr(c, method)(*args)
        key = type(c).__name__
        self.busy[key] = self.busy.get(key, 0.0) + time.perf_counter() - t0
        return out

    def fail(self, exc: BaseException) -> None:
        """Report ``exc`` to the parent and end the process (from any callback)."""
        try:
            self.lift_memory_limit()  # room to report
            _libc.fflush(None)
            _write_atomic(str(self.files.error),
                          error_record(exc, self.phase, self.cfg.error_context(), self.baseline))
        finally:
            os._exit(1)

    def limit_memory(self) -> None:
        """--max-memory: the address space used so far plus the limit (soft RLIMIT_AS)."""
        limit = self.cfg.job.max_memory_bytes
        if not limit:
            return
        self.baseline = vm_bytes()
        self.saved_as_limit = resource.getrlimit(resource.RLIMIT_AS)
        hard = self.saved_as_limit[1]
        soft = self.baseline + int(limit)
        if hard != resource.RLIM_INFINITY:
            soft = min(soft, hard)
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))

    def lift_memory_limit(self) -> None:
        if self.saved_as_limit is not None:
            try:
                resource.setrlimit(resource.RLIMIT_AS, self.saved_as_limit)
            except (ValueError, OSError):
                pass
            self.saved_as_limit = None

    def flush(self, buf: int | None, n: int) -> int | None:
        """The program's ``__am_flush``: ``n`` event words at ``buf``; returns the buffer
        the program fills next."""
        try:
            return self._flush(buf, n)
        except BaseException as exc:  # noqa: BLE001 - a ctypes callback must not raise
            self.fail(exc)
            return buf

    def _flush(self, buf: int | None, n: int) -> int | None:
        import numpy as np

        if n == REGION_BEGINS_FLUSH:
            self._region_begins()
            return buf
        if n <= 0 or self.written:  # after the results (quick_exit's handlers): nothing to feed
            return buf
        t0 = time.perf_counter()
        if self.threads is not None:
            # each consumer on its own thread (their kernels release the GIL), the
            # program going on meanwhile in another buffer (exec/batches.py)
            buf = self.threads.swap(buf, n)
        else:
            words = np.ctypeslib.as_array(ctypes.cast(buf, ctypes.POINTER(ctypes.c_int64)), shape=(n,))
            for c in self.consumers:
                self._timed(c, "consume", words)
        self.events += n
        self.flushes += 1
        now = time.perf_counter()
        self.consume_s += now - t0
        if self.progress_path and now - self.last_progress > 0.5:
            self.last_progress = now
            _write_atomic(self.progress_path, {"events": self.events, "elapsed_s": now - self.t_start})
        return buf

    def _region_begins(self) -> None:
        """The kernel's first outermost entry: hand the consumers that want it the
        pages the program has not touched yet (exec/pagemap.py). Not for a bare kernel:
        its arrays are the binding's (numpy's), not a program's."""
        if self.region_seen:
            return
        self.region_seen = True
        if self.cfg.job.entry != "main":
            return
        wanting = [c for c in self.consumers if c.wants_untouched_pages]
        if not wanting:
            return
        from automatch.exec.pagemap import page_size, untouched_page_ranges

        ranges = untouched_page_ranges()
        if ranges is None:  # unknown: the profile says nothing about untouched pages
            return
        if self.threads is not None:  # after the batches queued before the region
            self.threads.call("region_begins", *ranges, page_size())
            return
        for c in wanting:
            c.region_begins(*ranges, page_size())

    def finish(self, exit_code: int, *, quick: bool = False) -> None:
        """Write the results of a program that ended with ``exit_code`` (its low 8 bits:
        the status a process has); ``quick`` (``_exit``, ``quick_exit``: exec/jit/bound_calls.py)
        runs no exit handlers and flushes no stdio buffer, as those do not."""
        exit_code = int(exit_code) & 0xFF
        resume_group(self.cfg.stop_pgid)  # the timed region is over
        if self.jit is not None and not self.finished and not quick:
            self.jit.run_exit_handlers()  # atexit, C++ static destructors: what exit() runs
        if self.finished:
            return
        self.finished = True
        self.stamp("program")
        if not quick:
            _libc.fflush(None)
        if self.jit is not None and self.cfg.mode == "instrumented":
            pos = self.jit.cfunc("__am_get_pos", ctypes.c_int64)()
            buf = self.jit.cfunc("__am_get_buf", ctypes.c_void_p)()
            self.flush(buf, pos)
            self.jit.cfunc("__am_reset_pos", None)()
        catch_up_s = 0.0
        if self.threads is not None:
            t_drain = time.perf_counter()
            self.threads.drain()
            self.threads.close()
            catch_up_s = time.perf_counter() - t_drain
            self.stamp("consumers catch up")
        if self.jit is not None and self.prefiltered and self.cfg.mode == "instrumented":
            ptr = self.jit.cfunc("__am_get_counts", ctypes.c_void_p)()
            loads, stores, nbytes = (int(x) for x in (ctypes.c_int64 * 3).from_address(ptr))
            for c in self.consumers:
                c.set_prefiltered_totals(loads, stores, nbytes)
        if self.levels_owner is not None and self.levels_lib is not None:
            from automatch.exec.levels.ir import read_results

            for plan in self.levels_owner.level_plans():
                self.levels_owner.take_levels(plan.context, read_results(self.levels_lib, plan.context))
        irregular = (_irregular_counts(self.jit, self.sites)
                     if self.cfg.mode == "instrumented" else [])
        region_ns = self.jit.cfunc("__am_get_region_ns", ctypes.c_int64)() if self.jit else 0
        calls = self.jit.cfunc("__am_get_region_calls", ctypes.c_int64)() if self.jit else 0
        t0 = time.perf_counter()
        results = {}
        for c in self.consumers:
            results.update(self._timed(c, "finish"))
        finish_s = time.perf_counter() - t0
        if self.consumers:
            self.stamp("consumers finish")
        if irregular:
            results["irregular_sites"] = irregular
        out = ChildResult(
            mode=self.cfg.mode, exit_code=exit_code, region_time_s=region_ns * 1e-9,
            region_calls=calls,
            in_region=bool(self.jit and self.jit.cfunc("__am_get_depth", ctypes.c_int32)()),
            events=self.events, flushes=self.flushes,
            consume_s=self.consume_s, finish_s=finish_s, catch_up_s=catch_up_s,
            peak_rss_bytes=resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024,
            wall_s=time.perf_counter() - self.t_start, results=results,
            stamps={**self.stamps, **{f"busy/{k}": v for k, v in self.busy.items()}},
        ).to_json()
        if self.consumers:  # aot.build is imported already (aot.load.prepare_kernels)
            from automatch.exec.aot.build import dump_recorded

            dump_recorded(self.cfg.kernel_modules)
        self.written = True
        _write_atomic(str(self.files.result), out)


def _irregular_counts(jit, sites: int) -> list[list[int]]:
    """[[instruction id, irregular accesses], ...] of the sites that made any
    (``__am_get_irregular``, instrumented runs only), most first."""
    if jit is None or sites <= 0:
        return []
    ptr = jit.cfunc("__am_get_irregular", ctypes.c_void_p)()
    counts = (ctypes.c_int64 * sites).from_address(ptr)
    return sorted(([i, int(c)] for i, c in enumerate(counts) if c), key=lambda x: -x[1])


_SESSION: list[_Session] = []  # the run's session, for errors raised outside main()


def _native_signals() -> None:
    """The dispositions a native program starts with: Python's SIGINT handler (a program's
    raise(SIGINT) became a KeyboardInterrupt, reported as a bug in automatch) and its
    ignored SIGPIPE and SIGXFSZ go back to the default actions."""
    import signal

    for name in ("SIGINT", "SIGPIPE", "SIGXFSZ"):
        try:
            signal.signal(getattr(signal, name), signal.SIG_DFL)
        except (AttributeError, OSError, ValueError):
            pass


def _build_argv(args: list[str]):
    arr = (ctypes.c_char_p * (len(args) + 1))()
    for i, a in enumerate(args):
        arr[i] = a.encode()
    arr[len(args)] = None
    return arr


def _prepare(cfg: ChildConfig, session: _Session) -> None:
    """An early child's work that needs no program: the instrumented one imports the
    consumer modules and readies their kernels' code (automatch.exec.aot.load.
    prepare_kernels: the ahead-of-time objects, else numba)."""
    if cfg.mode != "instrumented" or not cfg.consumer:
        session.stamp("start-up + imports")
        return
    for name in [cfg.consumer.split(":")[0], *cfg.preload]:
        importlib.import_module(name)
    session.stamp("start-up + imports")
    from automatch.exec.aot.load import prepare_kernels

    session.stamp(f"kernel code: {prepare_kernels(cfg.kernel_modules)}")


def _read_config(config_path: str) -> ChildConfig:
    return ChildConfig.from_json(json.loads(Path(config_path).read_text()))


def prefilter(options: ConsumerOptions | None, consumers: list) -> SampleFilter | None:
    """The sample the program itself applies (it emits only the sampled accesses and no
    block events, counting its loads, stores and bytes itself), decided here only: a
    fixed-rate sampled run (no ``sample_lines``, no regions) of the reuse analysis alone,
    or with the schedule that the program replays itself (``engine`` compiled), when no
    consumer needs the block words (one replays the events in numba after all: every
    event then). Otherwise None: every event, the analyzers sampling what they get."""
    if options is None or options.sample_filter is None or not consumers:
        return None
    if (options.analyses not in (("reuse",), ("schedule", "reuse"))
            or options.sample_lines is not None or options.regions or options.region_functions
            or (options.analyses != ("reuse",) and options.engine != "compiled")):
        return None
    if any(c.needs_block_words for c in consumers):
        return None
    return options.sample_filter


def main(config_path: str) -> int:
    from automatch.exec.instrument.rewrite import build_modules
    from automatch.exec.jit.cache import JitCache, cache_folder
    from automatch.exec.jit.engine import compile_module
    from automatch.ir.program import build_program

    files = RunFiles.of_config(config_path)
    cfg = _read_config(config_path)
    session = _Session(cfg, files)
    _SESSION.append(session)
    go_fd = cfg.go_fd
    if go_fd is not None:  # started early: prepare, then wait for the full config
        _prepare(cfg, session)
        wait_byte(int(go_fd))
        session.stamp("waiting for its program")
        cfg = _read_config(config_path)
        session.cfg = cfg
    else:
        _prepare(cfg, session)
    job = cfg.job
    if job is None:
        raise ProtocolError("config.json: no job (the program to run) in the child's config")
    instrumented = job.mode == "instrumented"
    options = job.consumer_options
    text = files.ir.read_text()
    program = build_program(text, job.kernel, job.source_name)
    session.stamp("build_program")
    if instrumented and cfg.consumer:
        mod_name, func = cfg.consumer.split(":")
        factory = getattr(importlib.import_module(mod_name), func)
        session.consumers = check_consumers(factory(program, options or ConsumerOptions()),
                                            cfg.consumer)
        for c in session.consumers:  # load the numba code now, not inside the timed region
            c.warm_up()
        if session.consumers and (os.cpu_count() or 1) > 1:
            # started now, outside the memory limit (their stacks and buffers)
            from automatch.exec.batches import ConsumerThreads

            # the program fills these buffers itself (ConsumerThreads.swap): room as its own
            session.threads = ConsumerThreads(
                session.consumers, session._timed,
                buffer_words=job.buffer_words + BUFFER_HEADROOM)
        session.stamp("consumers load")
    # block words only for a consumer that replays the stream; a sampled stream (every
    # access filtered in the program) only when none does
    block_words = not session.consumers or any(c.needs_block_words for c in session.consumers)
    sample = prefilter(options, session.consumers)
    session.prefiltered = sample is not None
    # a consumer whose replays the program runs itself (exec/levels/ir.py)
    session.levels_owner = next((c for c in session.consumers if c.level_plans()), None)
    plans = tuple(session.levels_owner.level_plans()) if session.levels_owner is not None else ()
    mods = build_modules(text, program, buffer_words=job.buffer_words, sample=sample,
                         regions=bool(options and options.regions),
                         region_functions=options.region_functions if options else (),
                         levels=plans if instrumented else (),
                         block_words=block_words)
    module_text = mods.instrumented if instrumented else mods.native
    session.sites = len(program.instructions) if instrumented else 0
    session.stamp("build_modules")

    flush_t = ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64)(session.flush)

    def on_exit(code: int) -> None:
        try:
            session.finish(int(code) & 0xFF)
        except BaseException as exc:  # noqa: BLE001 - a ctypes callback must not raise
            session.fail(exc)
        os._exit(int(code) & 0xFF)

    exit_t = ctypes.CFUNCTYPE(None, ctypes.c_int32)(on_exit)
    # automatch_sync() (automatch.h) marks a global synchronisation point: a no-op to run.
    sync_t = ctypes.CFUNCTYPE(None)(lambda: None)
    symbols = {"__am_flush": ctypes.cast(flush_t, ctypes.c_void_p).value,
               "__am_exit_hook": ctypes.cast(exit_t, ctypes.c_void_p).value,
               "automatch_sync": ctypes.cast(sync_t, ctypes.c_void_p).value,
               **refusing_symbols(session.fail), **exit_symbols(session.finish, session.fail)}
    if plans and instrumented:
        from automatch.exec.levels import runtime as levels_runtime
        from automatch.exec.levels.ir import init_context

        session.room_t = levels_runtime.room_callback(session.fail)  # alive as long as the program
        session.levels_lib = levels_runtime.load(levels_runtime.runtime(), session.room_t)
        # shadow populated ahead by a helper thread where a core is idle (levels_ahead.c)
        busy = not session.prefiltered and any(c.reads_every_access for c in session.consumers)
        session.levels_lib.__am_lv_set_ahead(int(not busy and len(os.sched_getaffinity(0)) > 1))
        for plan in plans:
            init_context(session.levels_lib, plan)
    opt = job.opt_level
    if instrumented:  # the replay's results do not depend on it
        opt = min(opt, INSTRUMENTED_OPT)
    folder = cache_folder()
    tiers = (HeldJit(session, int(go_fd))
             if instrumented and cfg.hold and go_fd is not None else None)
    session.jit = compile_module(module_text, opt=opt, symbols=symbols,
                                 cache=JitCache(folder) if folder is not None else None, tiers=tiers)
    session.stamp("jit")
    if session.jit.from_cache:  # a mark in --timings: the compile was skipped
        session.stamp("jit: machine code from the cache (AUTOMATCH_JIT_CACHE=off to compile)")
    kernel_fn = program.function(job.kernel)
    if cfg.hold and go_fd is not None and not session.went:  # the native run goes first
        wait_byte(int(go_fd))
        session.stamp("held (native run)")
    if go_fd is not None:
        os.close(int(go_fd))
    from automatch.exec.faults import stackguard

    if instrumented:
        stackguard.raise_stack_limit()
    marker_fd = os.open(files.marker, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    try:
        stackguard.install(marker_fd)
    except Exception:  # noqa: BLE001 - only the wording of a stack overflow depends on it
        pass
    if job.entry != "main":  # numpy, for bare kernels only: before the limit
        from automatch.exec.inputs.binding import bind_inputs, ctype_of
    # A fresh C process maps each malloc of 128 KiB or more on pages of its own; glibc
    # raises that threshold whenever such a block is freed, which this Python process has
    # done: the program's arrays would then come from the heap, at line offsets that
    # depend on what the child imported, and the profile's reuse with them. Fixed again,
    # large blocks get pages of their own unless a free heap chunk fits them. Smaller
    # blocks, and large ones that such a chunk serves, still lie where this process's
    # history left room: 16-byte aligned at offsets that change from run to run, as a
    # native run's do (the stack is pinned: exec/instrument/region_wrapper.py).
    _libc.mallopt(_M_MMAP_THRESHOLD, 128 * 1024)
    restore_user_env()  # the program's getenv sees the user's environment
    session.limit_memory()
    stop_group(cfg.stop_pgid)  # an instrumented run preparing beside this one
    _native_signals()
    session.phase = "program"
    if job.entry == "main":
        from automatch.exec.instrument.region_wrapper import entry_supported

        entry_name = "__am_region" if job.kernel == "main" else "main"
        main_fn = program.function("main")
        argv = _build_argv(list(job.argv))
        if entry_supported(main_fn):  # its stack at one offset in its page, every run
            f = session.jit.cfunc("__am_entry", ctypes.c_int32, ctypes.c_int32, ctypes.c_void_p,
                                  ctypes.c_void_p)
            envp = ctypes.c_void_p.in_dll(_libc, "environ").value
            code = f(len(job.argv), ctypes.cast(argv, ctypes.c_void_p), envp)
        elif len(main_fn.arg_types) >= 2:
            f = session.jit.cfunc(entry_name, ctypes.c_int32, ctypes.c_int32, ctypes.c_void_p)
            code = f(len(job.argv), ctypes.cast(argv, ctypes.c_void_p))
        else:
            code = session.jit.cfunc(entry_name, ctypes.c_int32)()
    else:
        b = job.binding
        session.phase = "binding"
        bound = bind_inputs({"kind": b.kind, "path": b.path, "args": b.args}, kernel_fn, text,
                            error_path=str(files.error), mode=job.mode)
        f = session.jit.cfunc("__am_region", ctype_of(kernel_fn.return_type),
                              *[ctype_of(t) for t in kernel_fn.arg_types])
        session.phase = "program"
        f(*bound.values)
        code = 0
    session.finish(int(code))
    return int(code) & 0xFF


def _entry(config_path: str) -> None:
    """Run, and turn any exception into ``error.json``; the exit status is the program's."""
    cfg = None
    try:
        cfg = _read_config(config_path)
        fork_worker(cfg, config_path)
        rc = main(config_path)
    except BaseException as exc:  # noqa: BLE001 - reported to the parent as a clean message
        session = _SESSION[0] if _SESSION else None
        if session is not None:
            session.fail(exc)
        try:
            _write_atomic(str(RunFiles.of_config(config_path).error), error_record(
                exc, "start-up", cfg.error_context() if cfg is not None else {}, None))
        finally:
            os._exit(1)
    sys.stdout.flush()
    os._exit(rc)


if __name__ == "__main__":
    _entry(sys.argv[1])
