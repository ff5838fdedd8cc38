"""The terminal report (rich): profile summary, device table, advice."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from automatch.analyses.profile import Profile
from automatch.decide.advice import advice, sequential_loops
from automatch.decide.partition import PartitionPlan
from automatch.decide.rank import TERM_LABELS
from automatch.model.predict import Prediction


def fmt_time(s: float) -> str:
    if s is None or not math.isfinite(s):
        return "inf"
    if s == 0:
        return "0 s"
    for unit, scale in (("s", 1.0), ("ms", 1e-3), ("us", 1e-6), ("ns", 1e-9)):
        if abs(s) >= scale:
            return f"{s / scale:.3g} {unit}"
    return f"{s / 1e-9:.3g} ns"


def fmt_bytes(b: float) -> str:
    for unit, scale in (("GiB", 2**30), ("MiB", 2**20), ("KiB", 2**10)):
        if b >= scale:
            return f"{b / scale:.3g} {unit}"
    return f"{b:.0f} B"


def fmt_count(n: float) -> str:
    for unit, scale in (("G", 1e9), ("M", 1e6), ("k", 1e3)):
        if abs(n) >= scale:
            return f"{n / scale:.3g}{unit}"
    return f"{n:.4g}"


def _fractions(partition: Any) -> dict[str, float]:
    if partition is None:
        return {}
    if isinstance(partition, PartitionPlan):
        return partition.fractions
    return dict(partition)


def profile_summary_rows(profile: Profile, predictions: Sequence[Prediction]) -> list[tuple[str, str]]:
    f = profile.flops
    W = f.total
    rows = [
        ("kernel", f"{profile.kernel} in {profile.program}" if profile.program else profile.kernel),
    ]
    if profile.input_description:
        rows.append(("input", profile.input_description))
    rows += [
        ("work W", f"{fmt_count(W)} flop ({profile.precision})"),
        ("depth D", fmt_count(profile.depth)),
        ("average parallelism W/D", f"{profile.average_parallelism:,.1f}"),
    ]
    if profile.parallelism.widths:
        rows.append(("widest level", f"{max(profile.parallelism.widths):,}"))
    if W:
        parts = [("add", f.add), ("mul", f.mul), ("fma", 2 * f.fma), ("div", f.div),
                 ("special", f.special)]
        rows.append(("op mix", ", ".join(f"{k} {v / W:.0%}" for k, v in parts if v)))
    rows += [
        ("f_im (instruction mix)", f"{profile.f_im:.3f}"),
        ("f_v (vectorisable)", f"{profile.f_v:.3f}"),
    ]
    m = profile.memory
    rows += [
        ("memory accesses", f"{fmt_count(m.loads)} loads, {fmt_count(m.stores)} stores, "
                            f"{fmt_bytes(m.bytes)}"),
        ("footprint", fmt_bytes(m.footprint_bytes)),
    ]
    for p in predictions:
        bd = p.breakdown
        tot = bd.q_fast + bd.q_slow
        if tot:
            z = bd.z_lines * bd.line_bytes_used
            rows.append((f"Q_s at Z of {p.device}",
                         f"{bd.q_slow / tot:.1%} of accesses miss {fmt_bytes(z)} "
                         f"({bd.line_bytes_used} B lines)"))
    rows.append(("sync points S", f"{profile.sync_points:,} ({profile.sync_source})"))
    for lp in sequential_loops(profile)[:5]:
        where = f"line {lp.line}" if lp.line else "line ?"
        rows.append(("sequential loop", f"{lp.function}() {where}: {lp.iterations:,} iterations, "
                                        f"{lp.carried_raw:,} carried RAW"))
    return rows


def render_report(
    profile: Profile,
    predictions: Sequence[Prediction],
    partition: PartitionPlan | Mapping[str, float] | None = None,
    console=None,
) -> None:
    """Print the profile summary, the device table and advice to a rich console."""
    from rich.console import Console
    from rich.panel import Panel
    from rich.table import Table

    console = console or Console()
    summary = Table.grid(padding=(0, 2))
    summary.add_column(style="bold")
    summary.add_column()
    for k, v in profile_summary_rows(profile, predictions):
        summary.add_row(k, v)
    console.print(Panel(summary, title="Profile", expand=False))
    if not predictions:
        return

    shares = _fractions(partition)
    table = Table(title="Predicted best parallel implementation", show_lines=False)
    for col, just in (("rank", "right"), ("device", "left"), ("kind", "left"),
                      ("time", "right"), ("range", "right"), ("GFLOP/s", "right"),
                      ("bottleneck", "left"), ("relative cost", "right")):
        table.add_column(col, justify=just)
    if shares:
        table.add_column("share", justify="right")
    for p in sorted(predictions, key=lambda p: p.rank):
        bd = p.breakdown
        row = [
            str(p.rank), p.device, p.kind, fmt_time(bd.time_s),
            f"{fmt_time(bd.time_low_s)} - {fmt_time(bd.time_high_s)}",
            f"{bd.gflops:,.2f}", TERM_LABELS.get(bd.bottleneck, bd.bottleneck),
            "inf" if not math.isfinite(p.relative_cost) else f"{p.relative_cost:.2f}x",
        ]
        if shares:
            row.append(f"{shares.get(p.device, 0.0):.1%}")
        table.add_row(*row, style="bold green" if p.rank == 1 else None)
    console.print(table)

    terms = Table(title="EC terms", show_lines=False)
    terms.add_column("device")
    for name in ("compute", "fast memory", "slow memory", "sync", "transfer"):
        terms.add_column(name, justify="right")
    for p in sorted(predictions, key=lambda p: p.rank):
        bd = p.breakdown
        tr = fmt_time(bd.transfer_s) + ("" if bd.transfer_included or not bd.transfer_s
                                        else " (excl.)")
        terms.add_row(p.device, fmt_time(bd.compute_s), fmt_time(bd.fast_memory_s),
                      fmt_time(bd.slow_memory_s), fmt_time(bd.sync_s), tr)
    console.print(terms)

    if isinstance(partition, PartitionPlan) and len(partition.shares) > 1:
        console.print(
            f"Partition ({partition.method}"
            + (f", {partition.granularity} units" if partition.granularity else "")
            + f"): predicted finish {fmt_time(partition.finish_time_s)}, "
            f"{partition.speedup_over_best:.2f}x the best single device."
        )
    words = advice(profile, predictions)
    if words:
        console.print(Panel("\n".join(f"- {w}" for w in words), title="Advice", expand=False))
