"""What ``automatch warm`` runs (``make install`` calls it): a small built-in program
through every analysis mode that selects different numba kernels, so that the kernels
are compiled into the cache and their ahead-of-time objects built before the first
measured run (exec/aot/warm.py does the filling; it is told the runs and the kernels).
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from functools import partial
from pathlib import Path

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


def warm(*, on_mode: Callable[[str], None] | None = None) -> list[tuple[str, float]]:
    """Run :data:`WARM_PROGRAM` in every mode of :data:`WARM_MODES` and fill the
    analyses' kernel cache (exec/aot/warm.warm_caches); (label, seconds) of each step.
    Raises what ``profile_program`` raises (e.g. no C compiler: InputError)."""
    from automatch.analyses.kernel_modules import KERNELS
    from automatch.exec.aot.warm import warm_caches
    from automatch.exec.levels.runtime import runtime
    from automatch.pipeline import AnalysisOptions, profile_program

    with tempfile.TemporaryDirectory(prefix="automatch-warm-src-") as tmp:
        src = Path(tmp) / "warm.c"
        src.write_text(WARM_PROGRAM)
        runs = [
            (
                label,
                partial(profile_program, [str(src)], AnalysisOptions(kernel="kernel", **fields)),
            )
            for label, fields in WARM_MODES
        ]
        # the compiled levels' runtime: clang builds it into the cache (exec/levels/runtime.py)
        builds = [("compiled levels' runtime", runtime)]
        return warm_caches(KERNELS, runs, builds=builds, on_mode=on_mode)
