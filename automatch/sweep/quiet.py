"""Keep Dask's own logging and Ctrl-C tracebacks off the terminal during a sweep.

Dask logs heartbeat failures, closed connections and cancelled coroutines (often with
tracebacks) when workers are slow, die or shut down, and a worker process that gets
the terminal's Ctrl-C prints a ``KeyboardInterrupt`` traceback. None of it is about the
sweep's results: a failing task is an error row of the table and a line of the
summary, a lost worker a ``KilledWorker`` row. So during a sweep

* in the client process (which also hosts the local cluster's scheduler and nannies),
  the ``distributed``, ``tornado``, ``bokeh`` and ``asyncio`` loggers write their
  warnings and errors to a log file (``<output>/dask.log``, created only when there is
  something to log) instead of stderr, and Python warnings raised inside
  ``distributed`` are dropped; :func:`dask_logs_to` restores all of it afterwards;
* the local cluster's worker processes load this module as a Dask *preload*
  (:func:`dask_setup`): they ignore SIGINT (the client handles Ctrl-C: it cancels the
  tasks and closes the cluster) and log to the same file, named by ``$`` :data:`LOG_ENV`.
"""

from __future__ import annotations

import logging
import os
import signal
import threading
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

LOG_ENV = "AUTOMATCH_SWEEP_DASK_LOG"
NOISY = ("distributed", "tornado", "bokeh", "asyncio")
_FORMAT = "%(asctime)s %(process)d %(name)s %(levelname)s: %(message)s"


def _handler(path: str | os.PathLike | None) -> logging.Handler:
    if path:
        try:
            Path(path).parent.mkdir(parents=True, exist_ok=True)
            h: logging.Handler = logging.FileHandler(path, delay=True, encoding="utf-8")
        except OSError:
            h = logging.NullHandler()
    else:
        h = logging.NullHandler()
    h.setLevel(logging.WARNING)
    h.setFormatter(logging.Formatter(_FORMAT))
    return h


def _noisy_loggers() -> list[logging.Logger]:
    """The top-level noisy loggers and every descendant that has handlers of its own."""
    names = set(NOISY)
    for name, lg in list(logging.root.manager.loggerDict.items()):
        if name.split(".")[0] in NOISY and isinstance(lg, logging.Logger) and lg.handlers:
            names.add(name)
    return [logging.getLogger(n) for n in sorted(names)]


def redirect(handler: logging.Handler) -> list[tuple[logging.Logger, list, bool]]:
    """Send every noisy logger's records to ``handler`` only; what to restore."""
    saved = []
    for lg in _noisy_loggers():
        saved.append((lg, list(lg.handlers), lg.propagate))
        lg.handlers = [handler] if lg.name in NOISY else []
        lg.propagate = lg.name not in NOISY
    return saved


@contextmanager
def dask_logs_to(path: str | os.PathLike | None) -> Iterator[None]:
    """While inside, Dask's logs go to ``path`` (None: nowhere), not to stderr."""
    try:  # distributed installs its stderr handlers when first imported: before, not inside
        import distributed  # noqa: F401
    except ImportError:  # pragma: no cover - run_sweep says how to install it
        pass
    handler = _handler(path)
    saved = redirect(handler)
    try:
        with warnings.catch_warnings():  # e.g. "Port 8787 is already in use"
            warnings.filterwarnings("ignore", module=r"distributed(\.|$)")
            yield
    finally:
        for lg, handlers, propagate in saved:
            lg.handlers = handlers
            lg.propagate = propagate
        handler.close()


def dask_setup(worker) -> None:
    """Dask preload hook, run in each local worker process as it starts."""
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    redirect(_handler(os.environ.get(LOG_ENV)))
