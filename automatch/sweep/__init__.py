"""automatch.sweep: many kernels x inputs x devices, profiles computed on Dask and cached.

Public API: :func:`load_sweep` (read a sweep TOML file), :func:`run_sweep`,
:class:`SweepResult`, :func:`load_result`, :func:`read_results`. The format of the
sweep file and of the result table is in docs/sweep.md. Nothing is imported eagerly
(Dask is only needed by ``run_sweep``).
"""

__all__ = ["SweepConfig", "SweepResult", "TaskOutcome", "load_result", "load_sweep",
           "parse_sweep", "read_results", "run_sweep"]

_WHERE = {
    "SweepConfig": "automatch.sweep.config",
    "load_sweep": "automatch.sweep.config",
    "parse_sweep": "automatch.sweep.config",
    "SweepResult": "automatch.sweep.runner",
    "TaskOutcome": "automatch.sweep.runner",
    "load_result": "automatch.sweep.runner",
    "run_sweep": "automatch.sweep.runner",
    "read_results": "automatch.sweep.table",
}


def __getattr__(name):
    if name in _WHERE:
        import importlib

        return getattr(importlib.import_module(_WHERE[name]), name)
    raise AttributeError(f"module 'automatch.sweep' has no attribute {name!r}")
