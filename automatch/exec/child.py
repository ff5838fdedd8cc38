"""The child process that runs the program (``python -m automatch.exec.child CONFIG``).

It JIT-compiles the native or instrumented module, calls main(argc, argv) or the bare
kernel with bound arguments, feeds every full event buffer to the consumers (one Python
call per ~1 M events, the work itself in numba), and writes a JSON result file. The
program's own stdout/stderr are this process's, which the parent redirects to files.
Exit status: the program's (main's return value or its exit() code).
"""

from __future__ import annotations

import ctypes
import importlib
import json
import os
import sys
import time
from pathlib import Path

import numpy as np

_libc = ctypes.CDLL(None)


class _Session:
    def __init__(self, cfg: dict):
        self.cfg = cfg
        self.consumers = []
        self.events = 0
        self.flushes = 0
        self.consume_s = 0.0
        self.jit = None
        self.finished = False
        self.t_start = time.perf_counter()
        self.pool = None
        self.progress_path = cfg.get("progress_path")
        self.last_progress = 0.0

    def flush(self, buf: int, n: int) -> None:
        if n <= 0:
            return
        t0 = time.perf_counter()
        words = np.ctypeslib.as_array(ctypes.cast(buf, ctypes.POINTER(ctypes.c_int64)), shape=(n,))
        if self.pool is not None:
            # The consumers' numba kernels release the GIL: run them side by side on the
            # other cores; the buffer is reused only after all of them are done with it.
            futures = [self.pool.submit(c.consume, words) for c in self.consumers[1:]]
            self.consumers[0].consume(words)
            for f in futures:
                f.result()
        else:
            for c in self.consumers:
                c.consume(words)
        self.events += n
        self.flushes += 1
        now = time.perf_counter()
        self.consume_s += now - t0
        if self.progress_path and now - self.last_progress > 0.5:
            self.last_progress = now
            tmp = self.progress_path + ".tmp"
            Path(tmp).write_text(json.dumps({"events": self.events, "elapsed_s": now - self.t_start}))
            os.replace(tmp, self.progress_path)

    def finish(self, exit_code: int) -> None:
        if self.finished:
            return
        self.finished = True
        _libc.fflush(None)
        if self.jit is not None and self.cfg["mode"] == "instrumented":
            pos = self.jit.cfunc("__am_get_pos", ctypes.c_int64)()
            buf = self.jit.cfunc("__am_get_buf", ctypes.c_void_p)()
            self.flush(buf, pos)
            self.jit.cfunc("__am_reset_pos", None)()
        if self.jit is not None and self.cfg.get("sample_filter") and self.cfg["mode"] == "instrumented":
            ptr = self.jit.cfunc("__am_get_counts", ctypes.c_void_p)()
            loads, stores, nbytes = (int(x) for x in (ctypes.c_int64 * 3).from_address(ptr))
            for c in self.consumers:
                if hasattr(c, "set_prefiltered_totals"):
                    c.set_prefiltered_totals(loads, stores, nbytes)
        region_ns = self.jit.cfunc("__am_get_region_ns", ctypes.c_int64)() if self.jit else 0
        calls = self.jit.cfunc("__am_get_region_calls", ctypes.c_int64)() if self.jit else 0
        t0 = time.perf_counter()
        results = {}
        for c in self.consumers:
            results.update(c.finish())
        finish_s = time.perf_counter() - t0
        out = {
            "mode": self.cfg["mode"], "exit_code": exit_code, "region_time_s": region_ns * 1e-9,
            "region_calls": calls, "events": self.events, "flushes": self.flushes,
            "consume_s": self.consume_s, "finish_s": finish_s,
            "wall_s": time.perf_counter() - self.t_start, "results": results,
        }
        path = self.cfg["result_path"]
        Path(path + ".tmp").write_text(json.dumps(out))
        os.replace(path + ".tmp", path)


def _build_argv(args: list[str]):
    arr = (ctypes.c_char_p * (len(args) + 1))()
    for i, a in enumerate(args):
        arr[i] = a.encode()
    arr[len(args)] = None
    return arr


def main(config_path: str) -> int:
    from automatch.exec.binding import bind_npz, bind_raw, ctype_of
    from automatch.exec.instrument import SampleFilter, build_modules
    from automatch.exec.jit import compile_module
    from automatch.ir.program import build_program

    cfg = json.loads(Path(config_path).read_text())
    session = _Session(cfg)
    text = Path(cfg["ir_path"]).read_text()
    program = build_program(text, cfg["kernel"], cfg.get("source_name", ""))
    if cfg["mode"] == "instrumented" and cfg.get("consumer"):
        mod_name, func = cfg["consumer"].split(":")
        factory = getattr(importlib.import_module(mod_name), func)
        session.consumers = factory(program, cfg.get("consumer_options", {}))
        for c in session.consumers:  # load the numba code now, not inside the timed region
            if hasattr(c, "warm_up"):
                c.warm_up()
        if len(session.consumers) > 1 and (os.cpu_count() or 1) > 1:
            from concurrent.futures import ThreadPoolExecutor

            session.pool = ThreadPoolExecutor(max_workers=len(session.consumers) - 1)
    sample = cfg.get("sample_filter")
    mods = build_modules(text, program, buffer_words=cfg.get("buffer_words", 1 << 20),
                         sample=SampleFilter(**sample) if sample else None)
    module_text = mods.instrumented if cfg["mode"] == "instrumented" else mods.native

    flush_t = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_int64)(session.flush)

    def on_exit(code: int) -> None:
        session.finish(int(code))
        os._exit(int(code) & 0xFF)

    exit_t = ctypes.CFUNCTYPE(None, ctypes.c_int32)(on_exit)
    # automatch_sync() (automatch.h) marks a global synchronisation point: a no-op to run.
    sync_t = ctypes.CFUNCTYPE(None)(lambda: None)
    symbols = {"__am_flush": ctypes.cast(flush_t, ctypes.c_void_p).value,
               "__am_exit_hook": ctypes.cast(exit_t, ctypes.c_void_p).value,
               "automatch_sync": ctypes.cast(sync_t, ctypes.c_void_p).value}
    session.jit = compile_module(module_text, opt=cfg.get("opt_level", 2), symbols=symbols)
    kernel_fn = program.function(cfg["kernel"])
    if cfg.get("entry", "main") == "main":
        entry_name = "__am_region" if cfg["kernel"] == "main" else "main"
        main_fn = program.function("main")
        argv = _build_argv(cfg.get("argv", ["program"]))
        if len(main_fn.arg_types) >= 2:
            f = session.jit.cfunc(entry_name, ctypes.c_int32, ctypes.c_int32, ctypes.c_void_p)
            code = f(len(cfg.get("argv", ["program"])), ctypes.cast(argv, ctypes.c_void_p))
        else:
            code = session.jit.cfunc(entry_name, ctypes.c_int32)()
    else:
        bind = cfg["binding"]
        if bind["kind"] == "npz":
            bound = bind_npz(Path(bind["path"]), kernel_fn.arg_types, kernel_fn.param_names)
        else:
            bound = bind_raw(Path(bind["path"]), bind["args"], kernel_fn.arg_types)
        f = session.jit.cfunc("__am_region", ctype_of(kernel_fn.return_type),
                              *[ctype_of(t) for t in kernel_fn.arg_types])
        f(*bound.values)
        code = 0
    session.finish(int(code))
    return int(code) & 0xFF


if __name__ == "__main__":
    try:
        rc = main(sys.argv[1])
    except Exception as exc:  # noqa: BLE001 - reported to the parent as a clean message
        import traceback

        from automatch.errors import AutomatchError

        cfg = json.loads(Path(sys.argv[1]).read_text())
        if isinstance(exc, AutomatchError):
            err = {"message": str(exc), "exit_code": exc.exit_code, "internal": False}
        else:
            traceback.print_exc()
            err = {"message": traceback.format_exc(), "exit_code": 3, "internal": True}
        Path(cfg["error_path"]).write_text(json.dumps(err))
        os._exit(1)
    sys.stdout.flush()
    os._exit(rc)
