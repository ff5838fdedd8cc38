"""Advice in words, only where the numbers make it clear."""

from __future__ import annotations

from collections.abc import Sequence

from automatch.analyses.profile import Profile
from automatch.decide.gap import gap_notes, gap_sentences, irregular_s
from automatch.decide.rank import TERM_LABELS, term_shares
from automatch.model.latency import loop_ancestors, thread_sequential_loops
from automatch.model.predict import Prediction
from automatch.model.privatise import privatised_loops

DOMINANT = 0.5  # a term is "the bound" when it is at least half of EC
BRANCH_SHARE = 0.25  # mispredictions worth a sentence: a quarter of a CPU's EC
COPIES_SHARE = 0.2  # private copies of a scatter's target worth a sentence (privatise.py)
FAULTS_SHARE = 0.2  # page faults on fresh output pages worth a sentence (first_touch.py)
IRREGULAR_SHARE = 0.25  # irregular accesses worth a sentence: a quarter of a device's EC


def _loop_where(loop) -> str:
    where = f"line {loop.line}" if loop.line else "an unknown line"
    return f"the loop at {where} of {loop.function}()"


def sequential_loops(profile: Profile) -> list:
    """Loops that carry a dependence (kind "sequential") and ran, most iterations first."""
    loops = [lp for lp in profile.loops if lp.kind == "sequential" and lp.iterations > 0]
    return sorted(loops, key=lambda lp: (-lp.iterations, lp.line))


def advice(profile: Profile, predictions: Sequence[Prediction], specs: Sequence = (), *,
           variant: str = "default", include_transfer: bool | None = None,
           options=None, gap=None) -> list[str]:
    """Short sentences about what bounds the kernel and why; empty when nothing is clear.

    ``specs`` (the predictions' devices, with ``variant`` and ``include_transfer`` as
    they were predicted, or the whole ModelOptions ``options``) let a sentence predict an
    alternative version: a loop sequential only through one scalar, with that scalar
    private; a reduction reassociated, a loop vectorised (decide/gap.py: what closes
    the gap between *as written* and *attainable*; ``gap``: those notes when already
    computed)."""
    from automatch.model.predict import model_options

    if options is None:
        options = model_options(variant, include_transfer=include_transfer)
    out = _advice(profile, predictions)
    if predictions:
        out += _atomic_notes(profile, predictions, specs, options)
        out += _private_scalar_notes(profile, predictions, specs, options)
        if gap is None:
            gap = gap_notes(profile, predictions, specs, options)
        out += gap_sentences(gap)
    return out


def _atomic_notes(profile: Profile, predictions: Sequence[Prediction], specs: Sequence,
                  options) -> list[str]:
    """With ``--scatter atomic``: the CPUs whose spec has no measured atomic cost (their
    updates are not charged), and those where the atomics take a large share, with the
    private copies' prediction beside (model/privatise.py)."""
    from dataclasses import replace

    from automatch.model.breakdown import SCATTER_DEFAULT
    from automatch.model.predict import predict

    loops = privatised_loops(profile)
    if getattr(options, "scatter", None) != "atomic" or not loops:
        return []
    lines = sorted({lp.line for lp in loops if lp.line})
    where = f" (the loop at line {', '.join(map(str, lines))})" if lines else ""
    out = []
    cpus = {s.name: s for s in specs if s.kind == "cpu" and s.cores > 1}
    unmeasured = [n for n, s in cpus.items() if not s.atomic_update_curve]
    if unmeasured:
        out.append(f"{', '.join(unmeasured)}: the spec has no atomic_update_curve "
                   f"(`automatch bench cpu` measures it): the atomic updates{where} are not "
                   "charged.")
    heavy = [p for p in predictions if p.device in cpus and p.breakdown.time_s > 0
             and p.breakdown.atomic_s >= COPIES_SHARE * p.breakdown.time_s]
    if heavy:
        private = {q.device: q.breakdown.time_s for q in predict(
            profile, [cpus[p.device] for p in heavy], options=replace(options, scatter=SCATTER_DEFAULT))}
        for p in heavy:
            out.append(
                f"{p.device}: the atomic updates of the scatter target{where} take "
                f"{p.breakdown.atomic_s / p.breakdown.time_s:.0%} of the time; private "
                f"copies (reduction(+: target[:n])) predict {_ms(private[p.device])} "
                f"against {_ms(p.breakdown.time_s)}.")
    return out


def _private_scalar_notes(profile: Profile, predictions: Sequence[Prediction], specs: Sequence,
                          options) -> list[str]:
    """A loop that is sequential only through one scalar carried from an iteration to
    the next (``analyses/privatescalar.py``: hotspot's stale ``delta``): its name and
    line, and the loop with the scalar private as a parallel version declares it: its
    kind, S, and (with ``specs``) the predicted times."""
    from dataclasses import replace

    from automatch.analyses.syncphases import parallel_regions
    from automatch.model.predict import predict

    out = []
    now = {p.device: p.time_s for p in predictions}
    for alt in profile.extra.get("private_scalars", ())[:2]:
        sync = {int(k): int(v) for k, v in alt.get("sync_by_loop", ())}
        kinds = {int(k): str(v) for k, v in alt.get("kinds", ())}
        where = f" (line {alt['line']})" if alt.get("line") else ""
        text = (f"The loop at line {alt['loop_line']} of {alt['function']}() is sequential only "
                f"through the scalar '{alt['name']}'{where}, whose value one iteration leaves "
                "for the next. If that is not meant (a parallel version declares it private: "
                f"OpenMP private({alt['name']})), the loop is {alt['kind']} with S = "
                f"{alt['sync_points']:,} instead of {profile.sync_points:,}")
        if specs:
            loops = tuple(replace(lp, kind=kinds.get(lp.id, lp.kind),
                                  sync_points=sync.get(lp.id, 0)) for lp in profile.loops)
            private = replace(profile, loops=loops, sync_points=int(alt["sync_points"]),
                              parallel_regions=parallel_regions(loops))
            times = predict(private, specs, options=options)
            text += "; predicted " + ", ".join(
                f"{p.device} {_ms(p.time_s)} (now {_ms(now[p.device])})"
                for p in times if p.device in now)
        out.append(text + ".")
    return out


def _advice(profile: Profile, predictions: Sequence[Prediction]) -> list[str]:
    out: list[str] = []
    if not predictions:
        return out
    if profile.extra.get("output_matches_native") is False:
        out.append("The instrumented run printed other output than the native run (a clock, a "
                   "time-seeded rand(), addresses, or uninitialised memory): the profile "
                   "describes a run that differs from the native one.")
    calls = profile.unanalysed_calls
    if calls:
        names = ", ".join(f"{c.name}()" for c in calls[:3]) + (" ..." if len(calls) > 3 else "")
        out.append(f"Not in these figures: {names} ran as uninstrumented library code "
                   f"({sum(c.calls for c in calls):,} calls); what it loads, stores and "
                   "computes is missing, so the predictions are low by its share.")
    bns = {p.breakdown.bottleneck for p in predictions}
    seq = sequential_loops(profile)
    if len(bns) == 1:
        (bn,) = bns
        dominant = all(term_shares(p).get(bn, 0.0) >= DOMINANT for p in predictions)
        msg = f"Bounded by {TERM_LABELS[bn]} on all devices"
        if not dominant:
            msg = f"{TERM_LABELS[bn].capitalize()} is the largest term on all devices"
        if bn in ("compute", "sync") and seq:
            msg += f"; {_loop_where(seq[0])} carries a dependence"
        out.append(msg + ".")
    else:
        for p in predictions:
            share = term_shares(p).get(p.breakdown.bottleneck, 0.0)
            if share >= DOMINANT and p.breakdown.bottleneck != "transfer":  # said below
                out.append(
                    f"{p.device}: bounded by {TERM_LABELS[p.breakdown.bottleneck]} "
                    f"({share:.0%} of its time)."
                )
    if seq and not any("carries a dependence" in s for s in out):
        names = ", ".join(_loop_where(lp) for lp in seq[:3])
        out.append(f"Sequential (dependence-carrying) loops: {names}.")
    avg = profile.average_parallelism
    if profile.depth and avg > 0:
        narrow = [p for p in predictions if _cores(p) and avg < _cores(p)]
        if narrow and len(narrow) == len(predictions):
            out.append(
                f"Average parallelism W/D = {avg:,.0f} is below the core count of every "
                "device: the critical path, not the device, limits the speed."
            )
        elif narrow:
            out.append(
                f"Average parallelism W/D = {avg:,.0f} cannot fill "
                + ", ".join(p.device for p in narrow)
                + "."
            )
    cpus = [p for p in predictions if p.kind == "cpu" and p.breakdown.bottleneck == "compute"]
    chained = [p for p in cpus if p.breakdown.thread_chain_s > 0
               and p.breakdown.thread_chain_s >= p.breakdown.compute_s]
    recurrences = thread_sequential_loops(profile)
    if chained and recurrences:
        where = _loop_where(max(recurrences, key=lambda lp: lp.instance_levels))
        out.append(
            f"{', '.join(p.device for p in chained)}: the recurrence ({where}) runs whole "
            "inside each thread of the parallel loop around it, one dependent operation "
            "after another; interchanging the loops so that the parallel one is innermost "
            "would let the core (or its SIMD lanes) interleave the independent chains."
        )
    elif chained:
        loops = [lp for lp in profile.loops
                 if lp.memory_chains or any(r.startswith(("reduction:f", "scan:f"))
                                            for r in lp.register_recurrences)]
        where = f" ({_loop_where(max(loops, key=lambda lp: lp.iterations))})" if loops else ""
        out.append(
            f"{', '.join(p.device for p in chained)}: the floating-point sums{where} run "
            "as dependent chains inside each thread; several partial sums, "
            "`omp simd reduction` or -ffast-math would let the core overlap them."
        )
    alone = [p for p in predictions if p.breakdown.implementation == "sequential"]
    if alone and profile.sync_points > 0:
        out.append(
            f"{', '.join(p.device for p in alone)}: fastest run sequentially on one core: "
            f"the {profile.sync_points:,} barriers of the parallel loops cost more than the "
            "work they would share; parallelise an enclosing loop (or a wavefront of the "
            "sequential ones) instead."
        )
    elif alone:
        # No barrier to blame (a copy, issue 40): one core draws as much memory
        # bandwidth as the spec gives all of them, or the fork/join outweighs the work.
        memory = [p for p in alone if p.breakdown.bottleneck in ("fast_memory", "slow_memory")]
        other = [p for p in alone if p not in memory]
        if memory:
            out.append(
                f"{', '.join(p.device for p in memory)}: fastest run sequentially on one "
                "core: the kernel is bound by memory traffic, and by the spec one thread "
                "already draws the bandwidth that all the cores share; more threads would "
                "not move the data faster."
            )
        if other:
            out.append(
                f"{', '.join(p.device for p in other)}: fastest run sequentially on one "
                "core: starting and joining the threads costs more than the work they "
                "would share."
            )
    branchy = [p for p in predictions if p.kind == "cpu" and p.breakdown.time_s > 0
               and p.breakdown.branch_s >= BRANCH_SHARE * p.breakdown.time_s]
    if branchy:
        share = max(p.breakdown.branch_s / p.breakdown.time_s for p in branchy)
        out.append(
            f"{', '.join(p.device for p in branchy)}: mispredicted data-dependent branches "
            f"are up to {share:.0%} of the time ({profile.branch_misses:,} misses); a "
            "branch-free form (a select, min/max, arithmetic on the condition) avoids them."
        )
    scattered = [(p, irregular_s(p)) for p in predictions if p.breakdown.time_s > 0
                 and p.breakdown.bottleneck in ("fast_memory", "slow_memory")]
    scattered = [(p, t) for p, t in scattered if t >= IRREGULAR_SHARE * p.breakdown.time_s]
    if scattered:
        share = max(t / p.breakdown.time_s for p, t in scattered)
        out.append(
            f"{', '.join(p.device for p, _ in scattered)}: accesses two lines or more from "
            f"their instruction's previous one (column walks, gathers, scatters"
            f"{_sites(profile)}) "
            f"take up to {share:.0%} of the time: no prefetcher follows them; a loop "
            "interchange or a transposed layout turns them into streams."
        )
    if cpus and profile.f_v < 0.5:
        out.append(
            f"Only {profile.f_v:.0%} of the flops are in vectorisable loops; "
            "compute-bound CPUs lose most of their SIMD peak."
        )
    out += _wavefront_notes(profile, predictions)
    copied = [p for p in predictions if p.kind == "cpu" and p.breakdown.time_s > 0
              and getattr(p.breakdown, "privatise_s", 0.0) >= COPIES_SHARE * p.breakdown.time_s]
    if copied:
        share = max(p.breakdown.privatise_s / p.breakdown.time_s for p in copied)
        lines = sorted({lp.line for lp in privatised_loops(profile) if lp.line})
        where = f" (the loop at line {', '.join(map(str, lines))})" if lines else ""
        out.append(
            f"{', '.join(p.device for p in copied)}: the private copies of the scatter "
            f"target{where} that each thread zeroes and the merge that adds them take up "
            f"to {share:.0%} of the time; sorting or binning the updates by target (a "
            "gather), or reusing the copies across calls, avoids most of it."
        )
    touched = [p for p in predictions if p.kind == "cpu" and p.breakdown.time_s > 0
               and getattr(p.breakdown, "first_touch_s", 0.0) >= FAULTS_SHARE * p.breakdown.time_s]
    if touched:
        share = max(p.breakdown.first_touch_s / p.breakdown.time_s for p in touched)
        fresh = profile.memory.untouched_store_bytes or 0
        out.append(
            f"{', '.join(p.device for p in touched)}: the kernel is the first to write "
            f"{fresh / 1e6:.1f} MB of its outputs' pages, and the page faults take up to "
            f"{share:.0%} of the time; touching the buffers before (in parallel, where the "
            "threads that use them run) or reusing them across calls avoids it."
        )
    for p in predictions:
        bd = p.breakdown
        if bd.transfer_included and bd.time_s > 0 and bd.transfer_s >= DOMINANT * bd.time_s:
            out.append(
                f"{p.device}: host-device transfer is {bd.transfer_s / bd.time_s:.0%} of the "
                "time; worth it only if the data stays on the device across calls."
            )
    return out


def _wavefront_notes(profile: Profile, predictions: Sequence[Prediction]) -> list[str]:
    """Where S counts a wavefront (a skewed schedule of two loops, one barrier per
    front; analyses/syncphases.py), the prediction assumes that schedule. Parallelising
    only the parallel loops inside instead synchronises at least once per instance of
    each of them (the loop rule); say so with what those barriers would add on the CPUs,
    at each one's barrier cost (its sync term over S)."""
    by_id = {lp.id: lp for lp in profile.loops}
    out = []
    for wf in (lp for lp in profile.loops if lp.sync_kind == "wavefront" and lp.sync_points > 0):
        inner = []
        for lp in profile.loops:
            if lp.kind not in ("parallel", "reduction") or lp.instances <= 0:
                continue
            around = [q.id for q in loop_ancestors(lp, by_id)]
            if wf.id in around and not any(  # no phase between it and the wavefront
                    by_id[q].kind in ("parallel", "reduction") for q in around[:around.index(wf.id)]):
                inner.append(lp)
        naive = sum(lp.instances for lp in inner)
        if naive <= wf.sync_points:
            continue
        lines = sorted({lp.line for lp in inner if lp.line})
        where = f" (line {', '.join(map(str, lines))})" if lines else ""
        costs = [(p.device, (naive - wf.sync_points) * p.breakdown.sync_s / profile.sync_points)
                 for p in predictions if p.kind == "cpu" and p.breakdown.sync_s > 0
                 and profile.sync_points > 0]
        extra = ("; on " + ", ".join(f"{d} about {_ms(t)} more" for d, t in costs[:3])
                 if costs else "")
        out.append(
            f"These predictions run {_loop_where(wf)} and the loop inside it as a wavefront "
            f"({wf.sync_points:,} barriers, one per front). Parallelising only the loops "
            f"inside{where} synchronises at least {naive:,} times instead{extra}."
        )
    return out


def _ms(seconds: float) -> str:
    return f"{seconds * 1e3:.3g} ms" if seconds >= 1e-4 else f"{seconds * 1e6:.3g} us"


def _sites(profile: Profile) -> str:
    """", mostly the loads at line 12 of f()": the lines most irregular accesses come
    from (those with at least a quarter of them, at most two), or nothing when unknown."""
    sites = profile.memory.irregular_sites
    total = sum(site.accesses for site in sites)
    top = [site for site in sites[:2] if total and site.accesses >= 0.25 * total]
    if not top:
        return ""
    where = " and ".join(
        f"the {'stores' if site.store else 'loads'} at "
        f"{f'line {site.line}' if site.line else 'an unknown line'} of {site.function}()"
        for site in top)
    return f"; mostly {where}"


def _cores(p: Prediction) -> float:
    return float(p.breakdown.cores)
