"""Whole-program mode in the terminal: the regions table and the offload plan.

One row per region (an outermost loop nest or a function named with ``--kernel a,b``),
ranked by share of native time: source lines, share, W with its unit (flop or int op,
decided per region), D, W/D,
the best device and the predicted speedup (over the region's native sequential time)
on each device, and where to run it (automatch.decide.regions). Below it, the
program-level result of offloading the recommended set.
"""

from __future__ import annotations

from typing import Any

from automatch.decide.regions import RegionPlan
from automatch.report.terminal import fmt_count, fmt_time, safe

# W's unit per region (issue 40: decided per region, so an integer region beside a
# floating-point timer counts its integer operations)
_UNIT = {"flop": "flop", "int op": "int op", "flop + int op": "flop+int"}


def _speedup(x: float) -> str:
    return f"{x:.3g}x" if x == x and x != float("inf") else "-"


def render_regions(plan: RegionPlan, console: Any = None) -> None:
    """Print the regions table and the plan to ``console`` (a rich Console; None: stdout)."""
    from rich.console import Console
    from rich.table import Table

    console = console or Console()
    if not plan.regions:
        console.print("Whole-program mode: no region ran (no loop nest, no named function "
                      "called outside another region).")
        return
    devices = [d.device for d in sorted(plan.regions[0].devices, key=lambda d: d.device)]
    kinds = {a.region.kind for a in plan.regions}
    what = {frozenset({"loop"}): "outermost loop nests", frozenset({"function"}): "named functions"}.get(
        frozenset(kinds), "outermost loop nests, named functions")
    table = Table(
        title=f"Regions ({what}) by share of native time; "
        "speedup over the region's native sequential time"
    )
    for col in ("region (lines)", "share", "W", "D", "W/D", "S", "best device"):
        table.add_column(
            col,
            justify="left" if col in ("region (lines)", "best device") else "right",
            overflow="fold",
        )
    for name in devices:
        table.add_column(safe(name), justify="right", overflow="fold")
    table.add_column("run on", overflow="fold")
    for a in plan.regions:
        r, p = a.region, a.region.profile
        row = [
            safe(r.name),
            f"{100 * r.native_share:.1f}%",
            f"{fmt_count(p.work)} {_UNIT.get(p.work_unit, p.work_unit)}",
            fmt_count(p.depth),
            fmt_count(a.parallelism),
            fmt_count(p.sync_points),
            safe(a.devices[0].device),
        ]
        row += [_speedup(a.device(n).speedup) for n in devices]
        row.append(
            f"[bold]{safe(a.target)}[/bold] (offload)" if a.offload else safe(a.target or "host")
        )
        table.add_row(*row)
    console.print(table)
    off = plan.offloaded
    if off:
        names = ", ".join(f"{safe(a.region.name)} -> {safe(a.target)}" for a in off)
        console.print(f"Offload: {names}.")
    else:
        console.print(
            "Offload: nothing (no GPU beats the best CPU on any region, transfers included)."
        )
    console.print(
        f"Program: native {fmt_time(plan.native_s)} (outside regions {fmt_time(plan.outside_s)}); "
        f"every region on the best CPU {fmt_time(plan.all_cpu_s)}; with the offloads "
        f"{fmt_time(plan.plan_s)} ({_speedup(plan.speedup)} over native"
        + (
            f", {fmt_time(plan.saved_transfer_s)} of transfers counted once between consecutive "
            "offloaded regions, approximated from their footprints"
            if plan.saved_transfer_s
            else ""
        )
        + "). Region native times are the native run's time split by each region's share of "
        "the instructions executed."
    )


def print_region_plan(
    profile, specs, *, variant: str = "default", console: Any = None, json_path: Any = None,
    plan: RegionPlan | None = None,
) -> RegionPlan:
    """Plan the regions of a whole-program ``profile`` on ``specs`` (or take ``plan``,
    the one the result JSON holds) and print the table (to stderr when ``json_path`` is
    stdout, as the rest of the report)."""
    from automatch.decide.regions import plan_regions
    from automatch.fileio import is_stdout

    if console is None and is_stdout(json_path):
        from rich.console import Console

        console = Console(stderr=True)
    if plan is None:
        plan = plan_regions(profile, list(specs), variant=variant)
    render_regions(plan, console)
    return plan
