"""automatch.report: terminal report, result JSON and plots.

``write_outputs`` is the one call the commands (``predict``, ``analyze``) make after
profiling: predict, partition, print, and write the JSON and plots requested.
Heavy imports (rich, matplotlib) happen inside the functions.
"""

from __future__ import annotations

from collections.abc import Sequence
from os import PathLike
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from automatch.analyses.profile import Profile
    from automatch.arch.spec import ArchSpec
    from automatch.report.result_json import Result

__all__ = ["write_outputs"]


def write_outputs(
    profile: Profile,
    specs: Sequence[ArchSpec],
    *,
    variant: str = "default",
    include_transfer: bool | None = None,
    json_path: str | PathLike | None = None,
    plots_dir: str | PathLike | None = None,
    console: Any = None,
    granularity: int | None = None,
    partition_method: str = "equal-finish",
) -> Result:
    """Predict on ``specs``, partition across them, print the report to ``console``
    (a rich Console; None: stdout, or stderr when ``json_path`` is stdout; False: print
    nothing), write ``json_path`` and ``plots_dir`` when given. Returns the Result (what
    the JSON holds)."""
    from automatch.decide.partition import plan_partition
    from automatch.fileio import is_stdout
    from automatch.model.ec import ModelOptions
    from automatch.model.predict import predict
    from automatch.report.result_json import Result, write_result_json

    specs = list(specs)
    options = ModelOptions(variant=variant, include_transfer=include_transfer)
    predictions = predict(profile, specs, variant, include_transfer=include_transfer)
    plan = plan_partition(profile, specs, granularity=granularity, method=partition_method,
                          variant=variant, include_transfer=include_transfer)
    result = Result(profile=profile, predictions=tuple(predictions), options=options,
                    partition=plan)
    if console is not False:
        from automatch.report.terminal import render_report

        if console is None and is_stdout(json_path):
            from rich.console import Console

            console = Console(stderr=True)  # stdout carries the JSON document
        render_report(profile, predictions, plan, console)
    if json_path is not None:
        write_result_json(result, json_path)
    if plots_dir is not None:
        from automatch.report.plots import write_plots

        write_plots(profile, predictions, specs, plots_dir)
    return result
