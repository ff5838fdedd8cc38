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
    rank_by: str = "time",
    cost_assumptions: Any = None,
    options: Any = None,
) -> Result:
    """Predict on ``specs``, partition across them, print the report to ``console``
    (a rich Console; None: stdout, or stderr when ``json_path`` is stdout; False: print
    nothing), write ``json_path`` and ``plots_dir`` when given. Returns the Result (what
    the JSON holds). ``rank_by`` orders the devices by time, energy or cost per run
    (model/energy.py, under ``cost_assumptions``: a CostAssumptions or None for the
    defaults); the JSON keeps the time ranks and adds the order and the Pareto set.
    ``options``: the whole ModelOptions (``--incore mca`` with its machine loops) in place
    of ``variant`` and ``include_transfer``; the predictions, the partition, the advice
    and the documents then all use it (the regions' plan too)."""
    from automatch.decide.partition import plan_partition
    from automatch.fileio import is_stdout
    from automatch.model.ec import ModelOptions
    from automatch.model.predict import predict
    from automatch.report.result_json import Result, write_result_json
    from automatch.timings import now, record

    t_model = now()  # --timings: "model" (predict, energy, partition), then "report"
    specs = list(specs)
    if options is None:
        options = ModelOptions(variant=variant, include_transfer=include_transfer)
    variant, include_transfer = options.variant, options.include_transfer
    from automatch.decide.gap import gap_notes
    from automatch.decide.rank import energy_costs, pareto_devices
    from automatch.decide.rank import rank_by as order_by

    predictions = predict(profile, specs, options=options)
    energy = energy_costs(predictions, specs, cost_assumptions)
    shown = order_by(predictions, energy, rank_by)  # bad keys refused before printing
    pareto = pareto_devices(predictions, energy)
    plan = plan_partition(profile, specs, granularity=granularity, method=partition_method,
                          options=options)
    gap = tuple(gap_notes(profile, predictions, specs, options))
    region_plan = None
    if profile.regions:  # whole-program mode: the offload plan goes into the JSON too
        from automatch.decide.regions import plan_regions

        region_plan = plan_regions(profile, specs, options=options)
    result = Result(profile=profile, predictions=tuple(predictions), options=options,
                    partition=plan, energy=tuple(energy[p.device] for p in predictions),
                    rank_by=rank_by, ranking=tuple(p.device for p in shown),
                    pareto=tuple(pareto), cost_assumptions=cost_assumptions,
                    region_plan=region_plan, gap=gap)
    record("model", t_model)
    t_report = now()
    if console is not False:
        from automatch.report.terminal import render_report

        if console is None and is_stdout(json_path):
            from rich.console import Console

            console = Console(stderr=True)  # stdout carries the JSON document
        render_report(profile, shown, plan, console, energy=energy, rank_by=rank_by,
                      specs=specs, variant=variant, include_transfer=include_transfer,
                      options=options, gap=gap)
    if json_path is not None:
        write_result_json(result, json_path)
    if plots_dir is not None:
        from automatch.report.plots import write_plots

        write_plots(profile, predictions, specs, plots_dir, energy=energy, pareto=pareto)
    record("report", t_report)
    return result
