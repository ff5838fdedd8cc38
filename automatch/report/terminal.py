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
from automatch.units import fmt_time


def fmt_time_short(s: float) -> str:
    """A time in at most 8 characters, for the compact tables: 3 significant digits with
    a unit down to ps and fs ("69.4 ps", never "0.0694 ns"), whole seconds up to a
    million, then one digit and an exponent ("4e+23 s")."""
    if s is None or not math.isfinite(s):
        return "inf"
    if s == 0:
        return "0 s"
    a = abs(s)
    if a >= 999_999.5:
        return f"{s:.0e} s"
    if a >= 999.5:  # whole seconds ("1000 s", not "1e+03 s")
        return f"{s:.0f} s"
    units = (("s", 1.0), ("ms", 1e-3), ("us", 1e-6), ("ns", 1e-9), ("ps", 1e-12), ("fs", 1e-15))
    for i, (unit, scale) in enumerate(units):
        if a >= scale:
            text = f"{s / scale:.3g}"
            if abs(float(text)) >= 1000 and i:  # 999.96 ms rounds to 1e+03: 1 s
                unit, scale = units[i - 1]
                text = f"{s / scale:.3g}"
            return f"{text} {unit}"
    return f"{s:.0e} s"


def fmt_energy(j: float | None) -> str:
    """Joules in at most 7 characters ("1.23 mJ", "456 J", "1.2e+09 J"); "-" when unknown."""
    if j is None:
        return "-"
    if not math.isfinite(j):
        return "inf"
    if j == 0:
        return "0 J"
    for unit, scale in (("MJ", 1e6), ("kJ", 1e3), ("J", 1.0), ("mJ", 1e-3), ("uJ", 1e-6),
                        ("nJ", 1e-9), ("pJ", 1e-12)):
        if abs(j) >= scale and f"{j / scale:.3g}" != "1e+03":
            return f"{j / scale:.3g} {unit}"
    return f"{j:.0e} J"


def fmt_usd(v: float | None) -> str:
    """US dollars in at most 7 characters, no sign ("12.3", "0.0123", "3.1e-9"); "-"
    when unknown."""
    if v is None:
        return "-"
    if not math.isfinite(v):
        return "inf"
    if v == 0 or v >= 0.01:
        return f"{v:.3g}" if v < 1e5 else f"{v:.1e}".replace("e+0", "e").replace("e+", "e")
    mant, exp = f"{v:.1e}".split("e")
    return f"{mant}e{int(exp)}"


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


def capacity_rows(predictions: Sequence[Prediction]) -> list[tuple[str, str]]:
    """One ``Q_s at Z = <size>`` row per distinct fast-memory capacity (and line size),
    naming the devices that share it: the eleven shipped devices, ten distinct capacities, give
    ten rows, not eleven. Rows and names follow ``predictions``' order (the ranking)."""
    groups: dict[tuple[int, int], tuple[float, list[str]]] = {}
    for p in predictions:
        bd = p.breakdown
        tot = bd.q_fast + bd.q_slow
        if tot:
            key = (bd.z_lines * bd.line_bytes_used, bd.line_bytes_used)
            groups.setdefault(key, (bd.q_slow / tot, []))[1].append(p.device)
    return [(f"Q_s at Z = {fmt_bytes(z)}",
             f"{frac:.1%} of accesses miss ({line} B lines): {', '.join(devices)}")
            for (z, line), (frac, devices) in groups.items()]


def profile_summary_rows(profile: Profile, predictions: Sequence[Prediction]) -> list[tuple[str, str]]:
    f = profile.flops
    W = f.total
    rows = [
        ("kernel", f"{profile.kernel} in {profile.program}" if profile.program else profile.kernel),
    ]
    if profile.input_description:
        rows.append(("input", profile.input_description))
    rows += [
        ("work W", f"{fmt_count(W)} {profile.work_label}"),
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
    rows += capacity_rows(predictions)
    rows.append(("sync points S", f"{profile.sync_points:,} ({profile.sync_source})"))
    for lp in sequential_loops(profile)[:5]:
        where = f"line {lp.line}" if lp.line else "line ?"
        rows.append(("sequential loop", f"{lp.function}() {where}: {lp.iterations:,} iterations, "
                                        f"{lp.reason or f'{lp.carried_raw:,} carried RAW'}"))
    calls = profile.unanalysed_calls
    if calls:
        named = ", ".join(f"{c.name}() x{c.calls:,}" for c in calls[:5])
        more = f" and {len(calls) - 5} more" if len(calls) > 5 else ""
        rows.append(("not analysed", f"{named}{more}: library code that ran uninstrumented; "
                                     "its accesses and operations are missing from W, D, "
                                     "the dependences and the reuse histograms"))
    return rows


WIDE_COLUMNS = 120  # the full device table from this terminal width; compact below
SHORT_LABELS = {
    "compute": "compute",
    "fast_memory": "on-chip mem",
    "slow_memory": "off-chip mem",
    "sync": "sync",
    "transfer": "transfer",
}


def safe(text: object) -> str:
    """``text`` for a rich console: control characters escaped (a hostile kernel or
    file name cannot drive the terminal) and rich markup escaped (``[red]`` is text)."""
    from rich.markup import escape

    from automatch.errors import escape_control

    return escape(escape_control(str(text)))


def _device_tables(predictions: Sequence[Prediction], shares: Mapping[str, float],
                   compact: bool, energy: Mapping[str, Any] | None = None,
                   rank_by: str = "time"):
    """The ranking and the EC terms tables; ``compact`` fits one device per line in 80
    columns: fewer columns, short labels, no borders, device names never cut. With
    ``energy`` (device -> EnergyCost) the ranking shows energy and cost per run (compact:
    in place of the relative cost)."""
    from rich import box
    from rich.table import Table

    ranked = sorted(predictions, key=lambda p: p.rank)
    name_width = max(len(safe(p.device)) for p in ranked)
    style = ({"box": box.SIMPLE_HEAD, "show_edge": False, "padding": (0, 1), "pad_edge": False}
             if compact else {})
    when = fmt_time_short if compact else fmt_time
    with_energy = energy is not None
    heads = ((("#", "right"), ("device", "left"), ("written", "right"), ("attain.", "right"),
              ("bound" if with_energy else "bottleneck", "left"))
             + ((("energy", "right"), ("cost $", "right")) if with_energy
                else ()) if compact else
             (("rank", "right"), ("device", "left"), ("kind", "left"), ("as written", "right"),
              ("attainable", "right"), ("high", "right"), ("GFLOP/s", "right"), ("bottleneck", "left"),
              ("relative cost", "right"))
             + ((("energy", "right"), ("cost (USD)", "right")) if with_energy else ()))
    heads += (("share", "right"),) if shares else ()
    ranking = []
    for p in ranked:
        bd = p.breakdown
        cost = "inf" if not math.isfinite(p.relative_cost) else f"{p.relative_cost:.2f}x"
        ec = (energy or {}).get(p.device)
        per_run = [fmt_energy(ec.energy_j if ec else None),
                   fmt_usd(ec.cost_usd if ec else None)] if with_energy else []
        if compact:
            row = [str(p.rank), safe(p.device), when(bd.time_s), when(p.attainable_s),
                   safe(bd.bottleneck_level) if getattr(bd, "bottleneck_level", "")
                   else SHORT_LABELS.get(bd.bottleneck, safe(bd.bottleneck))]
            row += per_run  # the relative cost gave its columns to "attain."
        else:
            row = [str(p.rank), safe(p.device), safe(p.kind), fmt_time(bd.time_s),
                   fmt_time(p.attainable_s), fmt_time(bd.time_high_s),
                   f"{bd.gflops:,.2f}",
                   f"memory ({safe(bd.bottleneck_level)})" if getattr(bd, "bottleneck_level", "")
                   else TERM_LABELS.get(bd.bottleneck, safe(bd.bottleneck)),
                   cost] + per_run
        if shares:
            row.append(f"{shares.get(p.device, 0.0):.1%}")
        ranking.append(row)
    title = "Predicted best parallel implementation"
    # compact with energy: adjacent paddings collapse (2 columns between cells, not 3)
    table = Table(title=title + (f" (by {rank_by})" if rank_by != "time" else ""),
                  show_lines=False, collapse_padding=compact and with_energy, **style)
    for i, (col, just) in enumerate(heads):
        if col == "device":
            # Compact: a device name too long for the terminal folds, nothing else is cut.
            table.add_column(col, justify=just, no_wrap=not compact,
                             overflow="fold" if compact else "ellipsis",
                             min_width=None if compact else name_width)
        elif compact or col == "share":
            table.add_column(col, justify=just, no_wrap=True,
                             min_width=max([len(col)] + [len(r[i]) for r in ranking]))
        else:
            table.add_column(col, justify=just)
    for p, row in zip(ranked, ranking, strict=True):
        table.add_row(*row, style="bold green" if p.rank == 1 else None)

    # Compact: short times (8 characters at most) in columns that are never cut.
    labels = (("compute", "on-chip", "off-chip", "sync", "transfer") if compact else
              ("compute", "fast memory", "slow memory", "sync", "transfer"))
    rows = []
    excluded = False
    for p in ranked:
        bd = p.breakdown
        mark = not bd.transfer_included and bool(bd.transfer_s)
        excluded |= mark
        tr = when(bd.transfer_s) + (("*" if compact else " (excl.)") if mark else "")
        rows.append([safe(p.device), when(bd.compute_s), when(bd.fast_memory_s),
                     when(bd.slow_memory_s), when(bd.sync_s), tr])
    terms = Table(title="EC terms", show_lines=False, **style)
    if compact:
        terms.add_column("device", no_wrap=False, overflow="fold")
    else:
        terms.add_column("device", no_wrap=True, min_width=name_width)
    for i, name in enumerate(labels, start=1):
        widest = max([len(name)] + [len(r[i]) for r in rows])
        terms.add_column(name, justify="right", no_wrap=compact,
                         min_width=widest if compact else None)
    for row in rows:
        terms.add_row(*row)
    if compact and excluded:
        terms.caption = "* transfer not included in the time"
    return table, terms


def _levels_table(predictions: Sequence[Prediction], compact: bool):
    """Per device: the critical path's latency (T_path), the reductions' chains each
    thread runs (T_chain), its mispredicted branches, and each memory level's time (bytes it serves / its
    bandwidth), nearest the cores first (issue 12)."""
    from rich import box
    from rich.table import Table

    when = fmt_time_short if compact else fmt_time
    style = ({"box": box.SIMPLE_HEAD, "show_edge": False, "padding": (0, 1), "pad_edge": False}
             if compact else {})
    table = Table(title="Critical path and memory levels", show_lines=False, **style)
    # the reductions' chains, the dispatch bound and the branch mispredictions only where
    # some device has them
    extra = [(key, head) for key, head in (("thread_chain_s", "chains"), ("dispatch_s", "dispatch"),
                                           ("branch_s", "branches"), ("privatise_s", "copies"),
                                           ("atomic_s", "atomics"),
                                           ("first_touch_s", "fresh pages"))
             if any(getattr(p.breakdown, key, 0.0) > 0 for p in predictions)]
    table.add_column("device", overflow="fold")
    table.add_column("path", justify="right", no_wrap=True)
    for _, head in extra:
        table.add_column(head, justify="right", no_wrap=True)
    table.add_column("levels (time at each level's bandwidth)", overflow="fold")
    for p in sorted(predictions, key=lambda p: p.rank):
        bd = p.breakdown
        levels = " | ".join(f"{safe(lv.name)} {when(lv.time_s)}"
                            for lv in getattr(bd, "memory_levels", ()))
        table.add_row(safe(p.device), when(getattr(bd, "critical_path_s", 0.0)),
                      *(when(getattr(bd, key, 0.0)) for key, _ in extra), levels)
    return table


def two_predictions_sentence() -> str:
    """What the two predictions of each device mean, in one sentence (issue 42)."""
    from automatch.model.predict import AS_WRITTEN, ATTAINABLE, PREDICTION_MEANINGS

    return (f"As written: {PREDICTION_MEANINGS[AS_WRITTEN]}. "
            f"Attainable: {PREDICTION_MEANINGS[ATTAINABLE]}.")


def incore_sentence(predictions: Sequence[Prediction], note: str = "") -> str:
    """Where the CPUs' in-core time came from when some came from the compiled loops
    (``--incore mca``, or ``auto`` where it could); when every device kept the
    hand-derived terms, ``note`` (why ``--incore auto`` kept them) or nothing."""
    mca = [p for p in predictions if getattr(p.breakdown, "incore", "hand") != "hand"]
    if not mca:
        return (f"In-core time from the hand-derived terms, not the compiled loops: {note}"
                .rstrip(".") + "." if note else "")
    parts = [f"{p.device} {p.breakdown.incore}: {p.breakdown.incore_loops_timed} innermost "
             f"loop(s) timed, {p.breakdown.incore_loops_hand} left to the hand terms"
             for p in mca]
    rest = len(predictions) - len(mca)
    return ("In-core time from the compiled loops (llvm-mca): " + "; ".join(parts)
            + (f"; the other {rest} device(s) keep the hand-derived terms" if rest else "")
            + ".")


def render_report(
    profile: Profile,
    predictions: Sequence[Prediction],
    partition: PartitionPlan | Mapping[str, float] | None = None,
    console=None,
    *,
    energy: Mapping[str, Any] | None = None,
    rank_by: str = "time",
    specs: Sequence[Any] = (),
    variant: str = "default",
    include_transfer: bool | None = None,
    options: Any = None,
    gap: Sequence[Any] | None = None,
) -> None:
    """Print the profile summary, the device table and advice to a rich console.

    Under :data:`WIDE_COLUMNS` columns, or when the full device tables would wrap a row,
    they take a compact layout: one line per device, whole device names. Every name that
    comes from the input (kernel, file, functions) is printed through :func:`safe`.
    """
    from rich.console import Console
    from rich.panel import Panel
    from rich.table import Table

    console = console or Console()
    summary = Table.grid(padding=(0, 2))
    summary.add_column(style="bold", no_wrap=True)
    summary.add_column()
    for k, v in profile_summary_rows(profile, predictions):
        summary.add_row(safe(k), safe(v))
    console.print(Panel(summary, title="Profile", expand=False))
    if not predictions:
        return

    shares = _fractions(partition)
    table, terms = _device_tables(predictions, shares, compact=False, energy=energy,
                                  rank_by=rank_by)
    unbounded = console.options.update_width(10_000)  # the width each table wants
    if console.width < WIDE_COLUMNS or any(
            console.measure(t, options=unbounded).maximum > console.width
            for t in (table, terms)):
        table, terms = _device_tables(predictions, shares, compact=True, energy=energy,
                                      rank_by=rank_by)
    console.print(table)
    console.print(terms)
    if any(getattr(p.breakdown, "memory_levels", ()) for p in predictions):
        console.print(_levels_table(predictions, compact=console.width < WIDE_COLUMNS))
    console.print(safe(two_predictions_sentence()))
    incore = incore_sentence(predictions, getattr(options, "incore_note", ""))
    if incore:
        console.print(safe(incore))

    if isinstance(partition, PartitionPlan) and len(partition.shares) > 1:
        console.print(
            f"Partition ({partition.method}"
            + (f", {partition.granularity} units" if partition.granularity else "")
            + f"): predicted finish {fmt_time(partition.finish_time_s)}, "
            f"{partition.speedup_over_best:.2f}x the best single device."
        )
    words = advice(profile, predictions, specs, variant=variant,
                   include_transfer=include_transfer, options=options, gap=gap)
    if words:
        console.print(Panel("\n".join(f"- {safe(w)}" for w in words), title="Advice",
                            expand=False))
