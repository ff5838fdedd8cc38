"""S as a real implementation synchronises: parallel phases, wavefronts, regions.

An OpenMP (or CUDA) version of a loop nest parallelises its outermost parallel loop
and runs everything inside it within one thread. So:

* a **phase** is a parallel (or reduction) loop with no parallel ancestor. Each of its
  dynamic instances that runs inside a sequential loop ends with one barrier (CPU) or
  is one kernel launch (GPU): two consecutive parallel nests in one time step are two
  barriers per step. A phase outside any sequential loop runs once per entry; its end
  is the join of its parallel region, charged as a fork/join, not as a barrier.
* sequential loops **inside** a phase cost no synchronisation (they run inside one
  thread; counting them gave triangular kernels S ~ N^2 / 2).
* **serial work between phases**: a sequential loop that holds phases and, in its own
  blocks, a store (trisolv's ``x[i] = (b[i] - s) / L[i][i]`` after its row's
  reduction, Durbin's ``y[k] = alpha``, Gram-Schmidt's ``R[k][k] = sqrt(nrm)``) runs it
  on one thread (OpenMP ``single``) and publishes it before the next phase reads it:
  one more barrier per iteration (kind "serial"). A value that stays in a register
  (Durbin's alpha and beta) every thread computes for itself, a write to the
  function's own stack objects (a ``std::vector`` swapped between sweeps) each thread
  makes to its own copy, and loop control is no such work: a stencil's time loop costs
  only its phases' barriers. The OpenMP references synchronise so: Durbin's ``single`` (four barriers per k for three
  phases), Gram-Schmidt's region per k, trisolv's fork/join per row.
* a **wavefront**: two nested sequential loops, not inside a phase,
  both carrying a RAW through memory (Gauss-Seidel: distance vectors (1, 0) and
  (0, 1)), and no scalar register recurrence, can run as a skewed schedule whose
  fronts t = a*i + j are parallel: a*(n1 - 1) + n2 fronts per instance of the pair,
  one barrier each (n1, n2: the loops' average trip counts). The skew factor a is the
  smallest one every dependence distance (d_i, d_j) allows, a*d_i + d_j >= 1: 1 for
  the 5-point Gauss-Seidel (n1 + n2 - 1 anti-diagonals), 2 for PolyBench seidel-2d's
  9-point sweep (A[i-1][j+1] is distance (1, -1): 2 (n1 - 1) + n2 fronts, as its
  OpenMP reference runs), 3 for ``A[i-1][j+2]``. The replay records which loop
  carries a dependence but not its distance, so the distances come from the affine
  subscripts of the inner body (``skew.skew_factor``, bounded by the average trip
  counts); where those cannot be analysed (indirect indices, row pointers loaded from
  memory, a dependence spanning the whole inner range) the pair is counted with a = 1,
  as before. Deeper nests use their innermost pair (per sweep of a time loop, as
  implementations do; time skewing is not assumed), unless the pair above it
  synchronises less and its outer loop walks the data: a store of the pair's inner body
  moves with the outer counter (``skew.outer_counter_indexes``; a time loop's counter
  indexes nothing). A DP table whose cell is a chain over k kept in memory (Nussinov's
  ``T[i][j] = max(T[i][j], T[i][k] + T[k+1][j])``, a sequential k loop) then runs as
  fronts over (i, j) with the k loop inside each cell's thread (899 fronts at n = 600),
  not as fronts over (j, k) once per row i (298,700). A pair that holds parallel loops
  (a DP table whose cell is a max over k: Nussinov) has two schedules: the nested
  phases, one barrier per instance, or fronts over the pair with the nested loops inside
  each front's threads; it is counted as whichever synchronises less (Nussinov at
  n = 600: 898 fronts instead of 179,700 barriers around a 200-iteration k loop). Such
  a pair's fronts use skew 1: the nested loop's counter is a third one, which
  ``skew_factor`` does not analyse.

A **parallel region** (a fork/join on CPUs) is entered once per instance of the
outermost loop that holds a phase or a wavefront pair (the time loop of a stencil).
Loops are nested per function: a phase in a function called from a sequential loop
elsewhere is not seen as inside it (each call counts as the phase's instance, still
one barrier or launch each, but as no barrier when the callee has no loop of its own
around it).
"""

from __future__ import annotations

from automatch.analyses.skew import outer_counter_indexes, skew_factor
from automatch.ir.program import OpClass, Program

PARALLEL_KINDS = ("parallel", "reduction")
# what a loop's own blocks hold when one thread must do it between phases: a write to
# memory the next phase may read (a value kept in a register, every thread computes)
_SERIAL_WORK = frozenset((OpClass.STORE, OpClass.MEM_INTRINSIC))


def _avg_trip(stats: dict[str, list[int]], lid: int) -> float:
    inst = stats["inst"][lid]
    return stats["iters"][lid] / inst if inst else 0.0


def sync_phases(program: Program, kinds: dict[int, str], recs: dict[int, tuple[str, ...]],
                stats: dict[str, list[int]], children: dict[int, list[int]]
                ) -> tuple[dict[int, int], dict[int, str]]:
    """Per loop id: its sync points and their kind ("phase" | "wavefront"), for the loops
    that synchronise; see the module docstring for the rules."""
    parent = {lp.id: lp.parent for lp in program.loops}

    def ancestors(lid: int) -> list[int]:
        out = []
        p = parent.get(lid, -1)
        while p >= 0:
            out.append(p)
            p = parent.get(p, -1)
        return out

    sync: dict[int, int] = {}
    sync_kind: dict[int, str] = {}
    for lp in program.loops:
        lid = lp.id
        if kinds[lid] not in PARALLEL_KINDS or stats["inst"][lid] == 0:
            continue
        anc = ancestors(lid)
        if any(kinds[a] in PARALLEL_KINDS for a in anc):
            continue  # inside another phase: runs within one thread
        sync_kind[lid] = "phase"
        sync[lid] = stats["inst"][lid] if any(kinds[a] == "sequential" for a in anc) else 0

    def wavefront_ok(lid: int) -> bool:
        return (kinds[lid] == "sequential" and stats["raw"][lid] > 0 and stats["inst"][lid] > 0
                and not any(r in ("sequential", "search") or r.startswith("scan")
                            for r in recs[lid]))

    def phases_below(lid: int) -> list[int]:
        out = []
        for c in children.get(lid, []):
            out += [c] if sync_kind.get(c) == "phase" else phases_below(c)
        return out

    def pair(outer: int) -> tuple[int, int] | None:
        """(inner loop, barriers) of the wavefront pair ``outer`` heads, its deeper
        loops inside each front's threads; None when it heads none."""
        if not wavefront_ok(outer) or any(kinds[a] in PARALLEL_KINDS for a in ancestors(outer)):
            return None
        kids = [c for c in children.get(outer, []) if stats["iters"][c] > 0]
        if not kids:
            return None
        inner = max(kids, key=lambda c: stats["iters"][c])
        if not wavefront_ok(inner):
            return None
        t1, t2 = _avg_trip(stats, outer), _avg_trip(stats, inner)
        skew = skew_factor(program, outer, inner, trips=(t1, t2)) or 1
        fronts = max(0.0, skew * (t1 - 1.0) + t2) if t2 >= 1.0 else 0.0
        return inner, int(round(stats["inst"][outer] * fronts))

    pairs = {lp.id: pr for lp in program.loops if (pr := pair(lp.id)) is not None}
    # the innermost pair of a nest, unless the pair above it synchronises less and its
    # outer loop walks the data (a DP table's rows, not a time loop): Nussinov's (i, j)
    # with the k loop inside each cell, not (j, k) once per row
    dropped: set[int] = set()
    for lp in sorted(program.loops, key=lambda q: q.depth):
        outer = lp.id
        if outer not in pairs or outer in dropped:
            continue
        inner, waves = pairs[outer]
        below = pairs.get(inner)
        if below is None and any(wavefront_ok(c) for c in children.get(inner, [])
                                 if stats["iters"][c] > 0):
            continue  # the inner loop starts a pair of another shape: that one
        if below is not None:
            if waves >= below[1] or not outer_counter_indexes(program, outer, inner):
                continue  # the innermost pair, as implementations of a time loop run it
            dropped |= _descendants(children, inner)  # they run inside the fronts' threads
        nested = phases_below(outer)
        if nested:  # the cheaper schedule: the nested phases, or fronts running them inside
            if waves >= sum(sync[d] for d in nested):
                continue
            for d in nested:
                del sync[d], sync_kind[d]
        sync[outer] = waves
        sync_kind[outer] = "wavefront"
    in_fronts = set()
    for o, kind in sync_kind.items():
        if kind == "wavefront":
            in_fronts |= _descendants(children, o)
    serial = _loops_with_serial_work(program)
    for lp in program.loops:
        s = lp.id
        if (kinds[s] in PARALLEL_KINDS or s in sync or s in in_fronts or s not in serial
                or stats["iters"][s] == 0 or any(kinds[a] in PARALLEL_KINDS for a in ancestors(s))):
            continue
        if phases_below(s):
            sync[s] = stats["iters"][s]
            sync_kind[s] = "serial"
    return sync, sync_kind


def _loops_with_serial_work(program: Program) -> set[int]:
    """Loops whose own blocks (not those of a loop nested in them) write shared memory:
    a store or memory intrinsic whose address is not based on one of the function's own
    stack objects (a local array, struct or ``std::vector`` header, which each thread
    of an implementation keeps for itself)."""
    defining = {(ins.function, ins.slot): ins for ins in program.instructions if ins.slot >= 0}

    def on_stack(fn: int, slot: int) -> bool:
        for _ in range(64):  # through address arithmetic and casts to the base object
            ins = defining.get((fn, slot))
            if ins is None:
                return False  # an argument
            if ins.opclass == OpClass.ALLOCA:
                return True
            if ins.opclass != OpClass.OTHER or not ins.operands or ins.operands[0] < 0:
                return False  # loaded, returned, a global: memory others may read
            slot = ins.operands[0]
        return False

    def shared_write(ins) -> bool:
        if ins.opclass not in _SERIAL_WORK:
            return False
        at = 1 if ins.opclass == OpClass.STORE else 0  # store value, ptr; memset/memcpy dst, ...
        ptr = ins.operands[at] if len(ins.operands) > at else -1
        return not (ptr >= 0 and on_stack(ins.function, ptr))

    out = set()
    for b, lid in enumerate(program.innermost_loops()):
        if lid >= 0 and lid not in out and any(shared_write(program.instructions[i])
                                               for i in program.blocks[b].instructions):
            out.add(lid)
    return out


def _descendants(children: dict[int, list[int]], lid: int) -> set[int]:
    """``lid`` and every loop nested in it."""
    out = {lid}
    for c in children.get(lid, []):
        out |= _descendants(children, c)
    return out


def parallel_regions(loops) -> int:
    """Fork/joins: instances of the outermost loop above each phase or wavefront pair
    (``loops``: the LoopProfiles of one run)."""
    by_id = {lp.id: lp for lp in loops}
    roots = set()
    for lp in loops:
        if not lp.sync_kind:
            continue
        r = lp
        while r.parent >= 0 and r.parent in by_id:
            r = by_id[r.parent]
        roots.add(r.id)
    return sum(by_id[r].instances for r in roots)
