"""Fill numba's on-disk cache before the first measured run (``automatch warm``).

The analyses' numba kernels are compiled with ``cache=True``; a fresh install has an
empty cache, so its first ``analyze`` would spend about 8 s compiling them (some of it
inside the instrumented run, where a kernel such as the reuse compaction is first called
late). :func:`warm_caches` runs what it is given (automatch/warmup.py: the real pipeline
on a small built-in program in each mode that selects different kernels) in the same
child processes and with the same ``NUMBA_CACHE_DIR`` as ``analyze`` uses, so every
kernel those runs call is compiled once and later runs only load it. The children
record the argument types of the kernels they call from Python, and ``warm`` then
builds those calls' ahead-of-time objects (automatch.exec.aot.build), which spare later
children numba's import, checking first that a fresh process loads them.
"""

from __future__ import annotations

import os
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from automatch.exec.aot.cache import KernelSet, numba_cache_dir


def warm_caches(kernels: KernelSet, runs: Sequence[tuple[str, Callable[[], object]]], *,
                builds: Sequence[tuple[str, Callable[[], object]]] = (),
                on_mode: Callable[[str], None] | None = None) -> list[tuple[str, float]]:
    """Fill the cache of ``kernels``: the package's bytecode, each of ``builds`` (label,
    a call that builds into the cache folder, once ``$NUMBA_CACHE_DIR`` names it: the
    compiled levels' runtime), then each of ``runs`` (label, a call that analyses a small
    program in the child processes ``analyze`` uses) while the children record their
    kernels' calls, then those calls' ahead-of-time objects. (label, seconds) of each
    step; ``on_mode`` is told each label before it. Raises what a run raises."""
    from automatch.exec.aot import build as kernel_aot

    out = []
    if on_mode is not None:
        on_mode("bytecode")
    t0 = time.perf_counter()
    compile_bytecode()
    out.append(("bytecode", time.perf_counter() - t0))
    cache = numba_cache_dir(kernels.sources)
    os.environ["NUMBA_CACHE_DIR"] = cache
    for label, build in builds:
        if on_mode is not None:
            on_mode(label)
        t0 = time.perf_counter()
        build()
        out.append((label, time.perf_counter() - t0))
    kernel_aot.remove(cache)  # the children run numba while they record
    with tempfile.TemporaryDirectory(prefix="automatch-warm-") as tmp:
        record = Path(tmp) / "signatures"
        record.mkdir()
        os.environ[kernel_aot.RECORD_ENV] = str(record)
        try:
            for label, run in runs:
                if on_mode is not None:
                    on_mode(label)
                t0 = time.perf_counter()
                run()
                out.append((label, time.perf_counter() - t0))
        finally:
            del os.environ[kernel_aot.RECORD_ENV]
        if on_mode is not None:
            on_mode("ahead-of-time objects")
        t0 = time.perf_counter()
        built, _ = kernel_aot.build(cache, kernel_aot.read_recorded(record), kernels.modules)
        if built and not aot_loads(cache):
            kernel_aot.remove(cache)
        out.append(("ahead-of-time objects", time.perf_counter() - t0))
    return out


def compile_bytecode() -> bool:
    """Write the package's bytecode (``__pycache__``) where Python may not have: an
    editable install under ``PYTHONDONTWRITEBYTECODE`` recompiled automatch's modules
    from source in each of an analysis's three processes (37 modules, 0.06 s of the
    CLI's start-up alone). False when the package's folder is not writable (an
    installed package, whose bytecode pip wrote)."""
    import compileall

    root = Path(__file__).resolve().parents[2]
    if not os.access(root, os.W_OK):
        return False
    return bool(compileall.compile_dir(str(root), quiet=2))


def aot_loads(cache: str) -> bool:
    """Whether a fresh process loads ``cache``'s ahead-of-time objects: an object whose
    symbols LLVM cannot resolve ends that process (LLVM reports it fatally), so this is
    tried in a child before any analysis relies on it."""
    import subprocess
    import sys

    code = ("import sys; from automatch.exec.aot.load import load_aot; "
            "sys.exit(0 if load_aot(sys.argv[1]) else 3)")
    r = subprocess.run([sys.executable, "-c", code, cache], capture_output=True, timeout=120)
    return r.returncode == 0
