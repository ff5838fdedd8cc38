"""Fill numba's on-disk cache before the first measured run (``automatch warm``).

The analyses' numba kernels are compiled with ``cache=True``; a fresh install has an
empty cache, so its first ``analyze`` would spend about 8 s compiling them (some of it
inside the instrumented run, where a kernel such as the reuse compaction is first called
late). ``warm`` runs the real pipeline on a small built-in program in each mode that
selects different kernels (exact reuse with growth of every table, fixed-rate and
fixed-size sampling, whole-program regions, reductions as trees), in the same child
processes and with the same ``NUMBA_CACHE_DIR`` as ``analyze`` uses, so every kernel
those modes call is compiled once and later runs only load it. The children record the
argument types of the kernels they call from Python, and ``warm`` then builds those
calls' ahead-of-time objects (automatch.exec.aot.build), which spare later children
numba's import, checking first that a fresh process loads them. ``make install`` calls
it.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

from automatch.exec.aot.cache import numba_cache_dir

# A small program whose kernel reaches the growth paths of the analyses: a footprint of
# 2 x 2^18 doubles (64K-128K lines of 32 B: the stack's time space compacts, its page
# directory grows, scattered reads switch to the chunked kernel), a reduction, a call and
# a loop nest; a few milliseconds natively.
WARM_PROGRAM = r"""
#include <stdio.h>
#include <stdlib.h>

static double scale(double x, double c) { return x * c + 1.0; }

double kernel(int n, int reps, double *a, double *b)
{
    double s = 0.0;
    for (int r = 0; r < reps; r++) {
        for (int i = 1; i < n; i++)
            b[i] = scale(a[i], 0.5) + a[i - 1];
        for (int i = 0; i < n; i++)
            s += b[(i * 7919) % n];
    }
    for (int i = 0; i < 64; i++)
        for (int j = 0; j < 64; j++)
            a[i * 64 + j] += b[j * 64 + i];
    return s;
}

int main(void)
{
    int n = 1 << 18;
    double *a = malloc(sizeof(double) * n), *b = malloc(sizeof(double) * n);
    if (!a || !b)
        return 1;
    for (int i = 0; i < n; i++) {
        a[i] = (i % 13) * 0.25;
        b[i] = 0.0;
    }
    printf("%g\n", kernel(n, 3, a, b));
    free(a);
    free(b);
    return 0;
}
"""

# (label, AnalysisOptions fields): the modes that call different numba kernels.
WARM_MODES = (
    ("exact", {}),
    ("reductions as trees", {"parallel_reductions": True}),
    ("sampled, fixed rate", {"sample_rate": 0.1}),
    ("sampled, fixed size", {"sample_lines": 1024}),
    ("sampled, reuse only", {"sample_rate": 0.1, "analyses": ("reuse",), "line_sizes": (64,)}),
    ("whole program", {"regions": "auto"}),
    # the numba replay of the event stream: the reference engine, and the fallback
    # (variadic functions, no clang)
    ("numba replay", {"engine": "replay"}),
    ("numba replay, whole program", {"engine": "replay", "regions": "auto"}),
)


def warm_caches(*, on_mode=None) -> list[tuple[str, float]]:
    """Run :data:`WARM_PROGRAM` in every mode of :data:`WARM_MODES`; (label, seconds) each.
    ``on_mode(label)`` is told before each. Raises what ``profile_program`` raises (e.g.
    no C compiler: InputError)."""
    from automatch.exec.aot import build as kernel_aot
    from automatch.pipeline import AnalysisOptions, profile_program

    out = []
    if on_mode is not None:
        on_mode("bytecode")
    t0 = time.perf_counter()
    compile_bytecode()
    out.append(("bytecode", time.perf_counter() - t0))
    cache = numba_cache_dir()
    os.environ["NUMBA_CACHE_DIR"] = cache
    if on_mode is not None:
        on_mode("compiled levels' runtime")
    t0 = time.perf_counter()
    from automatch.exec.levels.runtime import runtime

    runtime()  # clang builds it into the cache (exec/levels/runtime.py)
    out.append(("compiled levels' runtime", time.perf_counter() - t0))
    kernel_aot.remove(cache)  # the children run numba while they record
    with tempfile.TemporaryDirectory(prefix="automatch-warm-") as tmp:
        src = Path(tmp) / "warm.c"
        src.write_text(WARM_PROGRAM)
        record = Path(tmp) / "signatures"
        record.mkdir()
        os.environ[kernel_aot.RECORD_ENV] = str(record)
        try:
            for label, fields in WARM_MODES:
                if on_mode is not None:
                    on_mode(label)
                t0 = time.perf_counter()
                profile_program([str(src)], AnalysisOptions(kernel="kernel", **fields))
                out.append((label, time.perf_counter() - t0))
        finally:
            del os.environ[kernel_aot.RECORD_ENV]
        if on_mode is not None:
            on_mode("ahead-of-time objects")
        t0 = time.perf_counter()
        built, _ = kernel_aot.build(cache, kernel_aot.read_recorded(record))
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
