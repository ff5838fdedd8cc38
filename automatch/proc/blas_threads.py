"""One BLAS thread in automatch's own processes, the user's setting in the program's.

numpy's OpenBLAS starts a thread per core when numpy is imported, and each spins before
it sleeps: ``python -c "import numpy"`` took 0.20-0.23 s of user time, 0.09-0.12 s with
``OPENBLAS_NUM_THREADS=1`` (2-vCPU AMD EPYC VM). automatch calls no BLAS routine, and one
analysis starts three Python processes (the CLI, the native and the instrumented child)
that share the cores while it starts up. So the variable is set to 1 for them, unless
the user set it; the child takes it out again before the analysed program runs, so
that the program's ``getenv`` sees the user's environment.
"""

from __future__ import annotations

import os
from collections.abc import MutableMapping

VARIABLE = "OPENBLAS_NUM_THREADS"
MARK = "AUTOMATCH_SET_OPENBLAS_THREADS"  # the variable was set here, not by the user


def limit_blas_threads(env: MutableMapping[str, str]) -> None:
    """One BLAS thread for a process started with ``env`` (before it imports numpy)."""
    if VARIABLE not in env:
        env[VARIABLE] = "1"
        env[MARK] = "1"


def restore_user_env(env: MutableMapping[str, str] = os.environ) -> None:
    """Take out what :func:`limit_blas_threads` added (the analysed program's view)."""
    if env.pop(MARK, None) is not None:
        env.pop(VARIABLE, None)
