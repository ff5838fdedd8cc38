"""What would close the gap between a device's two predictions (issue 42, item 1).

Every device gets two predictions (model/predict.py): *as written* (the estimate: the
parallel loops split as they stand, the body as the compiler emits it) and *attainable*
(the same schedule at the device's limits, the model's lower bound). Where the first is
more than :data:`GAP` times the second, :func:`gap_notes` lists the transformations the
profile points at, each with the time it is predicted to buy where the model can compute
it cheaply (a re-prediction of a changed profile), else "up to the attainable time":

- reassociating a reduction: the reductions' chains inside each thread dominate the
  time; re-predicted with every floating-point reduction reassociated (partial sums,
  ``omp simd reduction`` or ``-ffast-math``: ``--parallel-reductions`` semantics, the
  tree schedule where the profile recorded one) and, on the devices whose in-core time
  comes from the compiled loops, with the loops the compiler emits when it may reorder
  the sums (model/incore.ReassociatedLoops, the options' ``reassociated_loops``);
- vectorisation: f_v is low while a loop is parallel and the device is compute-bound;
  re-predicted with f_v = 1 on the devices with hand-derived in-core terms (the
  compiled loops' code does not change with f_v: those get "up to the attainable");
- interchange: strided or irregular accesses of a parallel loop take a quarter of the
  time or more (a loop order or layout that walks memory in order);
- blocking: the reuse does not fit the fast memory (the off-chip term bounds);
- collapsing: an outermost parallel loop has fewer iterations than the device's threads;
- a wavefront: a sequential loop nest with a diagonal dependence (``sync_kind
  "wavefront"``): its skewed schedule is what these predictions assume.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from automatch.analyses.profile import Profile
from automatch.errors import AutomatchError
from automatch.model.ec import ModelOptions
from automatch.model.predict import Prediction, predict

__all__ = ["GAP", "GapNote", "gap_notes", "gap_sentences", "reassociated"]

GAP = 1.5  # as written / attainable above which the gap is worth a note
CHAIN_SHARE = 0.5  # the reductions' chains "dominate" from half the time
IRREGULAR_SHARE = 0.25  # strided/irregular accesses worth an interchange note
LOW_F_V = 0.5
NO_GAIN = 0.97  # a predicted time above this share of as written buys nothing to speak of
PARALLEL = ("parallel", "reduction")
REASSOCIATED = "reduction:reassociated"


@dataclass(frozen=True)
class GapNote:
    """One transformation for one device: ``transformation`` (reassociate, vectorise,
    interchange, block, collapse, wavefront), ``action`` (what to do and why, in words),
    the device's two predictions, and the time the transformation is predicted to buy
    (None: not computed; the note then says "up to the attainable time")."""

    device: str
    transformation: str
    action: str
    as_written_s: float
    attainable_s: float
    predicted_s: float | None = None

    @property
    def outcome(self) -> str:
        if self.predicted_s is not None and self.predicted_s >= NO_GAIN * self.as_written_s:
            return f"predicted no gain: {_t(self.predicted_s)} (now {_t(self.as_written_s)})"
        if self.predicted_s is not None:
            return f"predicted {_t(self.predicted_s)} (now {_t(self.as_written_s)})"
        return f"up to the attainable {_t(self.attainable_s)} (now {_t(self.as_written_s)})"

    @property
    def text(self) -> str:
        return f"{self.device}: {self.action}: {self.outcome}."

    def to_dict(self) -> dict[str, Any]:
        return {
            "device": self.device,
            "transformation": self.transformation,
            "action": self.action,
            "predicted_s": self.predicted_s,
            "as_written_s": self.as_written_s,
            "attainable_s": self.attainable_s,
            "text": self.text,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> GapNote:
        t = d.get("predicted_s")
        return cls(
            str(d["device"]),
            str(d["transformation"]),
            str(d["action"]),
            float(d["as_written_s"]),
            float(d["attainable_s"]),
            None if t is None else float(t),
        )


def gap_sentences(notes: Sequence[GapNote]) -> list[str]:
    """The notes as advice, one sentence per transformation naming every device it
    applies to (the devices in the notes' order), prefixed by what the gap is."""
    out: list[str] = []
    groups: dict[tuple[str, str], list[GapNote]] = {}
    for n in notes:
        groups.setdefault((n.transformation, n.action), []).append(n)
    for (_, action), group in groups.items():
        devices = "; ".join(f"{n.device} {n.outcome}" for n in group)
        out.append(f"To close the gap between as written and attainable, {action}: {devices}.")
    return out


def reassociated(profile: Profile) -> Profile:
    """``profile`` with every floating-point reduction reassociated: no register
    reduction chain (``reduction:fadd``/``fmul``) nor fp memory chain left in a loop, and
    the tree schedule (reductions out of D) where the profile recorded one."""
    loops = tuple(
        replace(
            lp,
            register_recurrences=tuple(
                REASSOCIATED if r.startswith("reduction:f") else r for r in lp.register_recurrences
            ),
            memory_chains=tuple(
                f for f in lp.memory_chains if f.split(":")[0] not in ("fadd", "fmul")
            ),
        )
        for lp in profile.loops
    )
    out = replace(profile, loops=loops)
    tree = profile.reduction_trees
    if tree is not None and profile.reductions_as == "chain":
        out = replace(
            out,
            depth=tree.depth,
            parallelism=tree.parallelism,
            critical_path=tree.critical_path,
            reductions_as="tree",
            reduction_trees=None,
        )
    return out


def _has_chains(profile: Profile) -> bool:
    return any(
        r.startswith("reduction:f") for lp in profile.loops for r in lp.register_recurrences
    ) or any(f.split(":")[0] in ("fadd", "fmul") for lp in profile.loops for f in lp.memory_chains)


def _outermost_parallel(profile: Profile) -> list:
    by_id = {lp.id: lp for lp in profile.loops}
    out = []
    for lp in profile.loops:
        if lp.kind not in PARALLEL or lp.instances <= 0:
            continue
        up, inside = by_id.get(lp.parent), False
        while up is not None:
            inside |= up.kind in PARALLEL
            up = by_id.get(up.parent)
        if not inside:
            out.append(lp)
    return out


def _t(s: float) -> str:
    from automatch.units import fmt_time

    return fmt_time(s)


def _where(lp) -> str:
    return (
        f"the loop at line {lp.line} of {lp.function}()"
        if lp.line
        else f"a loop of {lp.function}()"
    )


def gap_notes(
    profile: Profile,
    predictions: Sequence[Prediction],
    specs: Sequence = (),
    options: ModelOptions | None = None,
) -> list[GapNote]:
    """The transformations that would close each device's gap between *as written* and
    *attainable* (where it exceeds :data:`GAP`); ``specs`` and ``options`` (as the
    predictions were made) let the reassociation and vectorisation notes re-predict."""

    options = options or ModelOptions()
    wide = [p for p in predictions if p.attainable_s > 0 and p.as_written_s > GAP * p.attainable_s]
    if not wide:
        return []
    by_name = {s.name: s for s in specs}
    wanted = [by_name[p.device] for p in wide if p.device in by_name]
    repredict: dict[str, dict[str, float]] = {}
    # the devices whose in-core time comes from the compiled loops: a changed profile does
    # not change their machine code, so only a recompile (the reassociated one) re-predicts
    compiled = {
        s.name
        for s in wanted
        if options.incore == "mca" and options.loops_for(getattr(s, "mcpu", None)) is not None
    }
    recompiled: set[str] = set()  # the kinds re-predicted with recompiled loops

    def again(kind: str, changed: Profile, opts: ModelOptions = options) -> dict[str, float]:
        if kind not in repredict:
            times = (
                {q.device: q.time_s for q in predict(changed, wanted, options=opts)}
                if wanted
                else {}
            )
            keep = kind in recompiled
            repredict[kind] = {d: t for d, t in times.items() if keep or d not in compiled}
        return repredict[kind]

    def reassociated_again() -> dict[str, float]:
        loops = _reassociated_loops(options) if compiled and "reassociate" not in repredict else ()
        if loops:
            recompiled.add("reassociate")
            return again(
                "reassociate", reassociated(profile), replace(options, machine_loops=loops)
            )
        return again("reassociate", reassociated(profile))

    outer = _outermost_parallel(profile)
    parallel = bool(outer)
    wavefronts = [lp for lp in profile.loops if lp.sync_kind == "wavefront" and lp.sync_points > 0]
    out: list[GapNote] = []
    for p in wide:
        bd = p.breakdown
        written, best = p.as_written_s, p.attainable_s

        def note(kind: str, text: str, t: float | None, p=p, written=written, best=best):
            # a hand re-prediction that does not lower the time has nothing to say (the
            # change it models is not what limits the device); a recompile that does not
            # is the answer: the compiler makes no faster code of it
            if t is not None and t >= written and not (kind in recompiled and p.device in compiled):
                t = None
            out.append(GapNote(p.device, kind, text, written, best, t))

        if bd.thread_chain_s >= CHAIN_SHARE * written and _has_chains(profile):
            note(
                "reassociate",
                "reassociating the floating-point reductions (several partial "
                "sums, `omp simd reduction` or -ffast-math; --parallel-reductions) takes "
                "their dependent chains out of each thread",
                reassociated_again().get(p.device),
            )
        if profile.f_v < LOW_F_V and parallel and bd.bottleneck == "compute":
            note(
                "vectorise",
                f"vectorising the parallel loops (f_v = {profile.f_v:.2f} of the "
                "flops are in vectorisable loops) fills the SIMD lanes",
                again("vectorise", replace(profile, f_v=1.0)).get(p.device),
            )
        if parallel and bd.time_s > 0 and irregular_s(p) >= IRREGULAR_SHARE * bd.time_s:
            note(
                "interchange",
                "interchanging the loops (or transposing the data) so the "
                "parallel loop's strided and irregular accesses become streams removes up to "
                f"{_t(irregular_s(p))} of access cost",
                None,
            )
        tot = bd.q_fast + bd.q_slow
        if parallel and bd.bottleneck == "slow_memory" and tot and bd.q_slow / tot >= 0.05:
            note(
                "block",
                f"blocking (tiling) the loops so the reuse fits the fast memory "
                f"({bd.q_slow / tot:.0%} of the accesses miss it)",
                None,
            )
        narrow = [lp for lp in outer if 1 < lp.iterations / max(lp.instances, 1) < max(bd.cores, 1)]
        if narrow and bd.cores > 1:
            lp = max(narrow, key=lambda lp: lp.iterations)
            trips = lp.iterations / max(lp.instances, 1)
            note(
                "collapse",
                f"collapsing {_where(lp)} ({trips:,.0f} iterations for "
                f"{bd.cores} threads) with the loop inside it",
                None,
            )
        for lp in wavefronts[:1]:
            note(
                "wavefront",
                f"{_where(lp)} and the loop inside it carry a diagonal dependence; "
                f"skewing them into a wavefront ({lp.sync_points:,} fronts, one barrier each) "
                "is the schedule these predictions assume",
                written,
            )
    return out


def _reassociated_loops(options: ModelOptions) -> tuple:
    """The machine loops compiled with the reductions reassociated (the options'
    ``reassociated_loops``, called here), or () when there are none or the compile
    failed: the compiled loops' devices then get no predicted time."""
    make = options.reassociated_loops
    if make is None:
        return ()
    try:
        return tuple(make())
    except AutomatchError:
        return ()


def irregular_s(p: Prediction) -> float:
    """What a device's irregular and strided accesses cost beyond their lines at the
    bandwidth (each memory level's time less its bytes at its bandwidth; docs/model.md,
    "Irregular accesses")."""
    out = 0.0
    for lv in getattr(p.breakdown, "memory_levels", ()):
        if (lv.irregular > 0 or lv.strided > 0) and lv.bandwidth_Bps > 0:
            out += max(0.0, lv.time_s - lv.bytes / lv.bandwidth_Bps)
    return out
