"""In-core time from the compiled loops (issue 42, item 2): the opt-in ``incore="mca"``
term of the CPU model.

For each innermost loop of the profile, the machine loop the compiler made of it for
the spec's ``mcpu`` (automatch.ir.compiled.machine_loops: ``opt -O3``, ``llc``, ``llvm-mca``)
gives the cycles per source iteration; the loop's in-core time is

    iterations (the profile's dynamic count) x cycles per source iteration / clock_hz,

and a loop inside a parallel loop is split as the outermost parallel loop holding it
is split across the threads (static chunks: the busiest thread runs
ceil(trips / threads) of an instance's trips). An innermost source loop that the
compiler unrolled completely into its parent is charged through the parent's machine
loop (its iterations x the parent's cycles per source iteration). The loops the analyser has nothing to
say about (the compiler removed or merged them, or their body calls a function whose
code mca does not see) and the work outside the innermost loops keep the hand-derived
compute term, in proportion to their share of the dynamic instructions, and are
labelled so in the Breakdown (``incore_hand_s``).
"""

from __future__ import annotations

import math
import os
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from automatch.analyses.profile import LoopProfile, Profile
from automatch.arch.spec import ArchSpec
from automatch.errors import InputError
from automatch.ir.compiled.machine_loops import MachineLoops, machine_loops
from automatch.model.latency import memory_recurrence_chains_s

__all__ = ["REASSOCIATE_CFLAGS", "REASSOCIATE_FFLAGS", "InCore", "InCoreLoop",
           "ReassociatedLoops", "as_written_loops", "as_written_pragmas", "incore_time",
           "loops_for_specs"]

PARALLEL_KINDS = ("parallel", "reduction")


@dataclass(frozen=True)
class InCoreLoop:
    """One innermost source loop as the in-core term charges it (``cycles`` = its
    iterations x cycles per source iteration, on one core; ``thread_share``: the part
    of them the busiest thread runs; ``source``: "mca", or why the hand term stays)."""

    loop: int
    line: int
    iterations: int
    cycles_per_source_iteration: float
    cycles: float
    thread_share: float
    source: str


@dataclass(frozen=True)
class InCore:
    """The in-core term of one profile on one CPU: ``time_s`` the busiest thread's
    seconds in the loops mca timed; ``hand_share`` the dynamic instructions' share that
    the hand term still charges (0..1)."""

    mcpu: str
    time_s: float
    hand_share: float
    loops: tuple[InCoreLoop, ...]
    # the profile's mispredictions outside the loops the compiler left branch-free
    # (vectorised or if-converted: no conditional jump but the latch): what is charged
    branch_misses_left: int | None = None
    # the dynamic instructions' share in loops the compiler vectorised (their machine
    # loop a vector body), of the kernel's: with the hand share's own f_v, the f_v of
    # the compiled code (docs/model.md, "In-core time from the compiled loops")
    vector_share: float = 0.0

    def f_v(self, hand_f_v: float) -> float:
        """The vectorised share of the compiled code: the vector loops' share, and the
        profile's f_v (``hand_f_v``) for the part the hand term still charges."""
        return min(max(self.vector_share + self.hand_share * hand_f_v, 0.0), 1.0)

    @property
    def loops_timed(self) -> int:
        return sum(lp.source.startswith("mca") for lp in self.loops)

    def breakdown_fields(self, incore_s: float, incore_hand_s: float) -> dict:
        """The Breakdown's in-core fields (docs/result-schema.md) for the charged times."""
        return {"incore": f"mca ({self.mcpu})", "incore_s": incore_s,
                "incore_hand_s": incore_hand_s, "incore_loops_timed": self.loops_timed,
                "incore_loops_hand": len(self.loops) - self.loops_timed}


def loops_for_specs(ir_text: str, specs: Iterable[ArchSpec]) -> tuple[MachineLoops, ...]:
    """The machine loops of ``ir_text`` (the canonical module) for every CPU spec's
    ``mcpu``, one compile per distinct CPU: what ``ModelOptions.machine_loops`` holds."""
    return _per_mcpu(specs, lambda name: machine_loops(ir_text, name))


def _per_mcpu(specs: Iterable[ArchSpec], analyse) -> tuple[MachineLoops, ...]:
    """``analyse(mcpu)`` for every distinct mcpu of the CPU specs, in mcpu order, side by
    side: each is a chain of LLVM tool processes (opt, llc, llvm-mca), so threads overlap
    them on the machine's cores."""
    from concurrent.futures import ThreadPoolExecutor

    names = sorted({s.mcpu for s in specs if s.kind == "cpu" and getattr(s, "mcpu", None)})
    if len(names) <= 1:
        return tuple(map(analyse, names))
    with ThreadPoolExecutor(len(names)) as pool:
        return tuple(pool.map(analyse, names))


# the OpenMP reduction operator of a register recurrence's family (register_recurrences
# "reduction:<family>"); what the clause says only sets the private copies' start value and
# the combine, not the loop body the compiler emits, so an unknown family takes "+"
_REDUCTION_OPS = {"fadd": "+", "add": "+", "fsub": "+", "sub": "+", "fmul": "*", "mul": "*",
                  "fmin": "min", "smin": "min", "umin": "min", "min": "min", "fmax": "max",
                  "smax": "max", "umax": "max", "max": "max", "and": "&", "or": "|",
                  "xor": "^"}
_IDENT = re.compile(r"^[A-Za-z_]\w*$")


def as_written_pragmas(profile: Profile) -> dict[int, str]:
    """Source line -> OpenMP directive for each outermost loop the analysis found parallel
    (not inside another parallel loop): ``parallel for schedule(static)``, with a
    ``reduction(op: names)`` clause for a loop whose register recurrences are
    reductions, as a developer first writes them. A reduction through memory
    (``hist[k[i]]++``) or one whose variable has no source name gets none: its loop keeps
    the sequential compile's code."""
    by_id = {lp.id: lp for lp in profile.loops}
    out: dict[int, str] = {}
    for lp in profile.loops:
        if lp.kind not in PARALLEL_KINDS or lp.line <= 0:
            continue
        up, nested = by_id.get(lp.parent), False
        while up is not None:
            nested = nested or up.kind in PARALLEL_KINDS
            up = by_id.get(up.parent)
        if nested:
            continue
        if lp.kind == "parallel":
            out[lp.line] = "parallel for schedule(static)"
            continue
        if lp.reduction_raw:
            continue
        clauses: dict[str, list[str]] = {}
        ok = True
        for k, kind in enumerate(lp.register_recurrences):
            if not kind.startswith("reduction"):
                continue
            name = lp.recurrence_names[k] if k < len(lp.recurrence_names) else ""
            if not _IDENT.match(name):
                ok = False
                break
            op = _REDUCTION_OPS.get(kind.partition(":")[2], "+")
            if name not in clauses.setdefault(op, []):
                clauses[op].append(name)
        if ok and clauses:
            red = " ".join(f"reduction({op}: {', '.join(v)})" for op, v in clauses.items())
            out[lp.line] = f"parallel for schedule(static) {red}"
    return out


def as_written_loops(path: str | os.PathLike, profile: Profile, specs: Iterable[ArchSpec],
                     cflags: tuple[str, ...] = ()) -> tuple[tuple[MachineLoops, ...], str]:
    """The machine loops *as written* (issue 42, item 1): the program at ``path`` compiled
    with an OpenMP directive on each of its outermost parallel loops
    (:func:`as_written_pragmas`, ``clang -O3 -fopenmp``), for every CPU spec's mcpu, and a
    note that says what was compiled. When clang refuses the annotated copy, or the
    profile has no parallel loop, the sequential compile's loops stand (the note says so).
    Each timed loop with an fp accumulator is also timed as the short instances the
    profile runs it in (:func:`with_instances`)."""
    from automatch.ir.compiled.machine_loops import openmp_source_ir, source_ir

    specs = list(specs)
    pragmas = as_written_pragmas(profile)
    from automatch.ir.fortran import is_fortran

    fortran = is_fortran(path)
    if pragmas and Path(path).suffix.lower() != ".ll" and not fortran:
        try:
            ir, done = openmp_source_ir(path, pragmas, cflags)
        except InputError as exc:
            first = str(exc).strip().splitlines()[0] if str(exc).strip() else "clang failed"
            note = f"sequential compile: the program with OpenMP pragmas did not compile ({first})"
        else:
            if done:
                lines = ", ".join(map(str, done))
                return (_timed_for_specs(ir, profile, specs),
                        f"OpenMP compile: pragmas on the parallel loops at lines {lines}")
            note = "sequential compile: no parallel loop's line holds a for"
    else:
        note = ("sequential compile: no parallel loop" if not pragmas
                else "sequential compile: a Fortran directive would move the lines"
                if fortran else "sequential compile: an IR file cannot take pragmas")
    return _timed_for_specs(source_ir(path, cflags), profile, specs), note


# What "reassociating the reductions" lets the compiler do, as flags on the as-written
# compile: reorder fp sums and products (associative math; clang needs signed zeros and
# trapping given up for it to take effect) and treat min/max as NaN- and inf-free, which an
# fcmp/select max reduction needs before the loop vectoriser takes it. These are the
# semantics of `omp simd reduction(...)` on the reduction loop, not all of -ffast-math: no
# reciprocal division, no approximate math functions. flang-19 has no -fno-trapping-math
# and spells the finite-math part -fno-honor-*.
REASSOCIATE_CFLAGS = ("-fassociative-math", "-fno-signed-zeros", "-fno-trapping-math",
                      "-fno-honor-nans", "-fno-honor-infinities")
REASSOCIATE_FFLAGS = ("-fassociative-math", "-fno-signed-zeros", "-fno-honor-nans",
                      "-fno-honor-infinities")


@dataclass(frozen=True)
class ReassociatedLoops:
    """The machine loops of the program *as written* compiled with its reductions
    reassociated (:data:`REASSOCIATE_CFLAGS`), computed when called: what the gap notes'
    "reassociate" re-prediction times in-core (decide/gap.py), so that the time it
    predicts comes from the code the compiler emits once it may reorder the sums (the
    reduction vectorised, several partial sums), not from the as-written loops. A picklable
    value (the options cross process boundaries in sweeps); returns () for an IR file,
    whose code no flag can change."""

    path: str
    profile: Profile = field(repr=False)
    specs: tuple = field(repr=False)
    cflags: tuple[str, ...] = ()

    def __call__(self) -> tuple[MachineLoops, ...]:
        from automatch.ir.fortran import is_fortran

        if Path(self.path).suffix.lower() == ".ll":
            return ()
        extra = REASSOCIATE_FFLAGS if is_fortran(self.path) else REASSOCIATE_CFLAGS
        loops, _note = as_written_loops(self.path, self.profile, self.specs,
                                        tuple(self.cflags) + extra)
        return loops


def _timed_for_specs(ir_text: str, profile: Profile, specs) -> tuple[MachineLoops, ...]:
    """:func:`loops_for_specs` with each CPU's short instances (:func:`with_instances`)."""
    return _per_mcpu(specs, lambda name: with_instances(profile, machine_loops(ir_text, name)))


def _innermost(loops: tuple[LoopProfile, ...]) -> list[LoopProfile]:
    parents = {lp.parent for lp in loops}
    return [lp for lp in loops if lp.id not in parents and lp.iterations > 0]


def _thread_share(lp: LoopProfile, by_id: dict[int, LoopProfile], threads: int) -> float:
    """The busiest thread's share of ``lp``'s iterations when the outermost parallel loop
    holding it (itself included) is split in static chunks over ``threads``: of the
    outer iterations, and of the work when the loop below it on the way to ``lp`` is
    triangular (its ``trip_slope``, :func:`static_chunk_share`). Outside any parallel
    loop, in a wavefront pair (``sync_kind`` "wavefront": the predictions run it as its
    skewed schedule, a barrier per front), the busiest thread's share of a front's
    cells: the pair's inner iterations over its fronts, split in static chunks."""
    outer, below, front = None, None, None
    cur: LoopProfile | None = lp
    child = None
    while cur is not None:
        if cur.kind in PARALLEL_KINDS:
            outer, below = cur, child
        elif cur.sync_kind == "wavefront" and child is not None and cur.sync_points > 0:
            front = (cur, child)
        child, cur = cur, by_id.get(cur.parent)
    if outer is None and front is not None and threads > 1:
        pair, inner = front
        return static_chunk_share(inner.iterations / pair.sync_points, threads)
    if outer is None or threads <= 1:
        return 1.0
    trips = outer.iterations / max(outer.instances, 1)
    if trips <= 1:
        return 1.0
    if below is None or not below.trip_slope or below.instances <= 0:
        return static_chunk_share(trips, threads)
    return static_chunk_share(trips, threads, below.iterations / below.instances,
                              below.trip_slope)


def static_chunk_share(trips: float, threads: int, mean_work: float = 1.0,
                       slope: float = 0.0) -> float:
    """The busiest thread's share of the work of ``trips`` outer iterations split in
    static chunks of ceil(trips / threads) (OpenMP's ``schedule(static)``), iteration r
    doing ``A + slope * r`` work whose mean is ``mean_work`` (``slope`` 0: uniform, the
    share is the chunk's iterations over all). A chunk's work is the sum of that line
    over its iterations, negative work counted as none."""
    n = max(int(round(trips)), 1)
    used = min(threads, n)
    if used <= 1:
        return 1.0
    size = math.ceil(n / used)
    if not slope:
        return size / n
    a = mean_work - slope * (n - 1) / 2.0

    def work(lo: int, hi: int) -> float:  # iterations lo .. hi-1
        k = hi - lo
        return max(0.0, k * a + slope * (hi * (hi - 1) - lo * (lo - 1)) / 2.0) if k > 0 else 0.0

    chunks = [work(t * size, min((t + 1) * size, n)) for t in range(used)]
    total = sum(chunks)
    return max(chunks) / total if total > 0 else size / n


def _timed_loops(profile: Profile, loops: MachineLoops):
    """(profile loop, its main machine loop or None) for each innermost profile loop,
    each charged loop once: the nearest loop (itself or an enclosing one) the compiler
    left as an innermost machine loop (with a constant trip count it may unroll the
    inner loop completely)."""
    by_id = {lp.id: lp for lp in profile.loops}
    charged: set[int] = set()
    for inner in _innermost(profile.loops):
        lp, ml = inner, None
        while lp is not None:
            ml = loops.main_loop(lp.line) if lp.line else None
            if ml is not None:
                break
            lp = by_id.get(lp.parent)
        lp = inner if ml is None else lp
        if lp.id in charged:
            continue
        charged.add(lp.id)
        yield lp, ml


def chain_copies(lp: LoopProfile, ml, by_id: dict[int, LoopProfile]) -> int:
    """The machine iterations of one instance of ``lp``'s chain: its iterations per
    instance of the outermost loop around it that still carries the same register
    recurrence (a filter's sum over two tap loops is one chain per output point), over
    the source iterations a machine iteration runs."""
    names = {n for n in lp.recurrence_names if n}
    owner = lp
    while names:
        parent = by_id.get(owner.parent)
        if parent is None or not names & set(parent.recurrence_names):
            break
        owner = parent
    per_instance = lp.iterations / max(owner.instances, 1)
    return max(1, round(per_instance / max(ml.source_per_iteration, 1)))


def with_instances(profile: Profile, loops: MachineLoops) -> MachineLoops:
    """``loops`` with each timed loop's short-instance cycles for the instance length
    ``profile`` runs it at (:func:`chain_copies`; ir/compiled/mca_instances.py), where its body
    carries an fp accumulator: llvm-mca's steady state charges such a loop one endless
    chain, while consecutive instances overlap in the core's window."""
    import dataclasses

    from automatch.ir.compiled.mca_instances import instance_region, time_instances

    by_id = {lp.id: lp for lp in profile.loops}
    wanted: dict[int, set[int]] = {}  # machine loop index -> copies
    for lp, ml in _timed_loops(profile, loops):
        if ml is None or ml.calls:
            continue
        # the tail loops too: where the trips are short they run the chain
        for t in (ml, *loops.tail_loops(ml)):
            if not t.calls:
                wanted.setdefault(loops.loops.index(t), set()).add(chain_copies(lp, t, by_id))
    jobs = [(k, c, r) for k, cs in sorted(wanted.items()) for c in sorted(cs)
            if (r := instance_region(loops.loops[k].body, c)) is not None]
    if not jobs:
        return loops
    cycles = time_instances([r for _, _, r in jobs], loops.mcpu)
    new = list(loops.loops)
    for (k, c, _r), cyc in zip(jobs, cycles, strict=True):
        ml = new[k]
        cps = cyc / (c * max(ml.source_per_iteration, 1))
        new[k] = dataclasses.replace(ml, instance_cps=(*ml.instance_cps, (c, cps)))
    return MachineLoops(loops.mcpu, tuple(new))


def _cycles_per_source_iteration(lp: LoopProfile, ml, by_id) -> float:
    """mca's cycles per source iteration of ``ml`` for ``lp``: the short-instance
    figure for the instance length ``lp`` runs at when :func:`with_instances` timed it
    (never above the steady state), else the steady state."""
    steady = ml.cycles_per_source_iteration
    if not ml.instance_cps:
        return steady
    copies = chain_copies(lp, ml, by_id)
    return min([steady, *(cps for c, cps in ml.instance_cps if c == copies)])


def instance_cycles(trips: int, steps: tuple[tuple[int, float], ...]) -> float:
    """Cycles of one instance of ``trips`` source iterations run by a chain of machine
    loops, ``steps`` = (source iterations a machine iteration, cycles a machine
    iteration), the largest step first (the vector body, its epilogue, the scalar loop):
    each runs as many whole machine iterations as remain, the last one the rest rounded
    up (no loop after it: the compiler masked the tail or knew the trip count)."""
    cycles, left = 0.0, max(int(trips), 0)
    for k, (step, per) in enumerate(steps):
        step = max(int(step), 1)
        runs = left // step if k < len(steps) - 1 else -(-left // step)
        cycles += runs * per
        left -= runs * step
        if left <= 0:
            break
    return cycles


def with_remainders(lp: LoopProfile, ml, loops: MachineLoops, cps: float,
                    by_id: dict[int, LoopProfile]) -> float:
    """Cycles per source iteration of ``lp`` when its main machine loop ``ml`` (``cps``
    a source iteration) runs whole machine iterations of an instance and the tail
    loops (:meth:`MachineLoops.tail_loops`) the rest: an 8-wide vector body over 78
    trips runs 72 of them, the scalar loop 6 at its own rate. The instance's trips are
    the profile's mean; where they differ between instances (a triangular loop, or
    a total that the instances do not divide), the mean over ``step`` consecutive trip
    counts around it, each remainder as likely."""
    step = max(ml.source_per_iteration, 1)
    if step <= 1 or lp.instances <= 0 or lp.iterations <= 0:
        return cps
    chain = [(step, cps * step)]
    for t in loops.tail_loops(ml):
        # a tail's rate as the main loop's (its short instances where it carries a chain);
        # a tail with a branch of its own (the vector body if-converted it) at the main
        # loop's: mca would count both sides of the branch every iteration
        rate = _cycles_per_source_iteration(lp, t, by_id) if t.conditional_jumps <= 1 else cps
        chain.append((t.source_per_iteration, t.source_per_iteration * rate))
    mean = lp.iterations / lp.instances
    if not lp.trip_slope and lp.iterations % lp.instances == 0:
        trips = (int(mean),)
    else:
        first = max(math.floor(mean - (step - 1) / 2.0), 0)
        trips = tuple(range(first, first + step))
    total = sum(trips)
    if total <= 0:
        return cps
    return sum(instance_cycles(t, tuple(chain)) for t in trips) / total


def incore_time(profile: Profile, spec: ArchSpec, loops: MachineLoops) -> InCore:
    """The in-core term of ``profile`` on ``spec`` from ``loops`` (compiled for its mcpu)."""
    by_id = {lp.id: lp for lp in profile.loops}
    threads = max(int(spec.cores), 1)
    # recurrences through memory: mca's loads never wait for its stores (latency.py)
    in_memory = memory_recurrence_chains_s(profile, spec, threads)
    out: list[InCoreLoop] = []
    cycles = 0.0
    covered = 0
    branch_free = 0
    vector = 0
    for lp, ml in _timed_loops(profile, loops):
        share = _thread_share(lp, by_id, threads)
        if ml is None:
            out.append(InCoreLoop(lp.id, lp.line, lp.iterations, 0.0, 0.0, share,
                                  "hand: no innermost machine loop at this line"))
            continue
        if ml.calls:
            out.append(InCoreLoop(lp.id, lp.line, lp.iterations, ml.cycles_per_source_iteration,
                                  0.0, share, "hand: the loop calls code mca does not see"))
            continue
        cps = with_remainders(lp, ml, loops, _cycles_per_source_iteration(lp, ml, by_id), by_id)
        c = lp.iterations * cps
        chain = in_memory.get(lp.id, 0.0) * spec.clock_hz  # the busiest thread's cycles
        source = "mca"
        if chain > c * share:
            source = "mca; its chain through memory by hand"
            c, cps = chain / share, chain / share / max(lp.iterations, 1)
        cycles += c * share
        if ml.conditional_jumps <= 1:  # the latch alone: nothing data-dependent to mispredict
            branch_free += lp.branch_misses
        covered += lp.instructions
        vector += lp.instructions if ml.role == "vector" else 0
        out.append(InCoreLoop(lp.id, lp.line, lp.iterations, cps, c, share, source))
    total = sum(lp.instructions for lp in profile.loops if lp.parent < 0)
    if total > 0:
        hand = min(max(1.0 - covered / total, 0.0), 1.0)
    else:  # no instruction counts: the hand term stays unless mca timed every loop
        hand = 0.0 if out and all(lp.source.startswith("mca") for lp in out) else 1.0
    return InCore(loops.mcpu, cycles / spec.clock_hz, hand, tuple(out),
                  branch_misses_left=max(profile.branch_misses - branch_free, 0),
                  vector_share=min(vector / total, 1.0) if total > 0 else 0.0)
