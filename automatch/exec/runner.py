"""Run the program in a child process and turn every way it can fail into a clear error."""

from __future__ import annotations

import json
import os
import resource
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from automatch.errors import AutomatchError, InputError, ProgramRunError

SIGNAL_WORDS = {
    signal.SIGSEGV: "a segmentation fault (SIGSEGV): an invalid memory access",
    signal.SIGABRT: "an abort (SIGABRT), e.g. a failed assert() or abort()",
    signal.SIGFPE: "an arithmetic exception (SIGFPE), e.g. an integer division by zero",
    signal.SIGBUS: "a bus error (SIGBUS)",
    signal.SIGILL: "an illegal instruction (SIGILL)",
    signal.SIGKILL: "being killed (SIGKILL), often the memory limit",
}


@dataclass(frozen=True)
class Binding:
    """How a bare kernel's parameters get their values: ``npz`` or ``raw`` with ``args``."""

    kind: str
    path: str
    args: str = ""


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
    consumer_options: dict = field(default_factory=dict)
    opt_level: int = 2
    buffer_words: int = 1 << 20
    sample_filter: dict | None = None  # {"line_shift", "threshold"}: see instrument.SampleFilter
    source_name: str = ""
    cwd: str | None = None


@dataclass(frozen=True)
class RunResult:
    mode: str
    exit_code: int
    stdout: str
    stderr: str
    region_time_s: float  # the kernel's (region's) time inside the run
    region_calls: int
    wall_s: float  # the whole child, start-up and JIT included
    events: int
    consume_s: float
    finish_s: float
    results: dict


def _tail(text: str, lines: int = 15) -> str:
    return "\n".join(text.rstrip().splitlines()[-lines:])


def run_program(cfg: RunConfig, *, on_progress: Callable[[dict], None] | None = None) -> RunResult:
    """Run ``cfg`` in a child process; raise ProgramRunError on a crash, timeout or bad exit."""
    with tempfile.TemporaryDirectory(prefix="automatch-run-") as tmp:
        t = Path(tmp)
        (t / "program.ll").write_text(cfg.ir_text)
        child_cfg = {
            "ir_path": str(t / "program.ll"), "kernel": cfg.kernel, "mode": cfg.mode,
            "argv": list(cfg.argv), "entry": "kernel" if cfg.binding else "main",
            "binding": cfg.binding.__dict__ if cfg.binding else None,
            "consumer": cfg.consumer, "consumer_options": cfg.consumer_options,
            "opt_level": cfg.opt_level, "buffer_words": cfg.buffer_words,
            "sample_filter": cfg.sample_filter,
            "result_path": str(t / "result.json"), "error_path": str(t / "error.json"),
            "progress_path": str(t / "progress.json"), "source_name": cfg.source_name,
        }
        (t / "config.json").write_text(json.dumps(child_cfg))
        limit = cfg.max_memory_bytes

        def preexec() -> None:
            os.setsid()
            if limit:
                resource.setrlimit(resource.RLIMIT_AS, (limit, limit))

        env = dict(os.environ)
        env.setdefault("NUMBA_CACHE_DIR", str(Path(tempfile.gettempdir()) / "automatch-numba-cache"))
        with open(t / "stdout", "wb") as out, open(t / "stderr", "wb") as err:
            start = time.perf_counter()
            proc = subprocess.Popen([sys.executable, "-m", "automatch.exec.child", str(t / "config.json")],
                                    stdout=out, stderr=err, stdin=subprocess.DEVNULL,
                                    cwd=cfg.cwd, env=env, preexec_fn=preexec)
            timed_out = False
            while proc.poll() is None:
                try:
                    proc.wait(timeout=0.25)
                except subprocess.TimeoutExpired:
                    pass
                if on_progress and (t / "progress.json").exists():
                    try:
                        on_progress(json.loads((t / "progress.json").read_text()))
                    except (OSError, ValueError):
                        pass
                if cfg.timeout_s is not None and time.perf_counter() - start > cfg.timeout_s:
                    timed_out = True
                    os.killpg(proc.pid, signal.SIGKILL)
                    proc.wait()
        stdout = (t / "stdout").read_text(errors="replace")
        stderr = (t / "stderr").read_text(errors="replace")
        what = "instrumented run" if cfg.mode == "instrumented" else "native run"
        if timed_out:
            raise ProgramRunError(f"The program did not finish within the {cfg.timeout_s:g} s timeout "
                                  f"({what}); raise --timeout or use a smaller input."
                                  + (f"\nIts stderr ends with:\n{_tail(stderr)}" if stderr.strip() else ""))
        if (t / "error.json").exists():
            err_info = json.loads((t / "error.json").read_text())
            if err_info.get("internal"):
                raise AutomatchError(f"internal error in the {what}:\n{err_info['message']}", exit_code=3)
            if err_info["exit_code"] == InputError.exit_code:
                raise InputError(err_info["message"])
            raise AutomatchError(err_info["message"], exit_code=err_info["exit_code"])
        rc = proc.returncode
        if rc < 0:
            sig = -rc
            words = SIGNAL_WORDS.get(sig, f"signal {sig}")
            hint = " (the --max-memory limit may be too low)" if limit and sig in (signal.SIGKILL, signal.SIGSEGV, signal.SIGABRT) else ""
            raise ProgramRunError(f"The program crashed with {words}{hint} during the {what}."
                                  + (f"\nIts stderr ends with:\n{_tail(stderr)}" if stderr.strip() else ""))
        if not (t / "result.json").exists():
            raise ProgramRunError(f"The program ended (exit status {rc}) without finishing the {what}"
                                  + (" (it may have run out of memory: see --max-memory)" if limit else "")
                                  + (f"\nIts stderr ends with:\n{_tail(stderr)}" if stderr.strip() else "."))
        res = json.loads((t / "result.json").read_text())
        if res["exit_code"] != 0:
            raise ProgramRunError(f"The program exited with status {res['exit_code']} during the {what}."
                                  + (f"\nIts stderr ends with:\n{_tail(stderr)}" if stderr.strip() else ""))
        return RunResult(mode=cfg.mode, exit_code=res["exit_code"], stdout=stdout, stderr=stderr,
                         region_time_s=res["region_time_s"], region_calls=res["region_calls"],
                         wall_s=res["wall_s"], events=res["events"], consume_s=res["consume_s"],
                         finish_s=res["finish_s"], results=res["results"])
