"""Critical-path latency, reduction schedule per device, and synchronisation cost.

The default variant of the model (ec.py) charges the critical path by what a chain
really waits for, level by level (docs/model.md, "Critical path"):

    T_path = (n_addmul lat_fma + n_div lat_div + n_special lat_special + n_int lat_int)
             / f_clock + n_memory_links * lat_L1

where the counts are the critical path's composition recorded by the replay
(analyses/critical.py). A memory link is a store->load RAW on the path: its value
was just stored, so it is in L1 (store forwarding or an L1 hit) on its next read.

Latencies come from the spec (``latency_fma_s``: ``bench cpu`` measures a dependent
FMA chain; datasheet specs carry theirs), else from :data:`OP_LATENCY_CYCLES`, which
cite their sources. No constant here is fitted to validation results.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from automatch.analyses.profile import CriticalPath, ParallelismProfile, Profile
from automatch.arch.spec import ArchSpec
from automatch.model.opcost import expensive_counts

# Dependent-operation latencies in core clock cycles, when the spec gives none.
# CPU (x86-64, fp64 scalar/SIMD): Agner Fog, "Instruction tables" (2022) and
# uops.info: VFMADD/VADDSD/VMULSD 4 cycles (Zen 2-4: 3-5, Golden Cove/Sapphire Rapids 4),
# VDIVSD 13-15 (Zen 4: 13, Skylake: 13-14), VSQRTSD 15-21 (Zen 4: 15-21, Skylake: 15-16);
# libm calls (exp, log, sin) are 20-50 cycle dependent sequences: 20 is taken as the
# lower bound of the class (sqrt dominates it in the kernels seen); integer add 1.
# GPU (NVIDIA Volta..Hopper): dependent FFMA/DFMA 4 cycles (Jia et al., "Dissecting
# the NVIDIA Volta GPU Architecture via Microbenchmarking", 2018; "... Turing T4", 2019;
# the CUDA C++ Programming Guide's 4-cycle arithmetic latency for cc 7.x+); fp64
# division and sqrt are software Newton sequences of ~8 dependent FMAs plus a MUFU
# reciprocal (~40 cycles); MUFU special functions ~20; IADD3 4.
OP_LATENCY_CYCLES = {
    "cpu": {"fma": 4.0, "add": 3.0, "div": 14.0, "special": 20.0, "int": 1.0, "branch": 12.0},
    "gpu": {"fma": 4.0, "add": 4.0, "div": 40.0, "special": 20.0, "int": 4.0},
}
# A mispredicted branch: 12-20 cycles on recent x86 cores (Agner Fog, "The
# microarchitecture of Intel, AMD and VIA CPUs"); 12, the lower end. ``bench cpu``
# measures it (branch_mispredict_s). GPUs do not predict branches: not charged there.
# A dependent fp add: VADDSD 3 cycles on Zen 2-4, 4 on Skylake..Sapphire Rapids (Agner
# Fog, uops.info); 3 is the lower bound of the class. ``bench cpu`` measures it.
# The out-of-order window when a CPU spec gives none (``reorder_buffer_uops``: microarch.py
# takes it from the vendors' manuals): 224 entries, Skylake's and Zen 2's, the smallest of
# the server cores of the last decade in that table.
DEFAULT_REORDER_BUFFER_UOPS = 224
# Register recurrences whose chain a compiler keeps as written (no -ffast-math): fp sums
# and products. Integer reductions are vectorised (associative), min/max chains are
# 1-2 cycle operations: neither is charged.
CHAINED_RECURRENCES = ("reduction:fadd", "scan:fadd", "reduction:fmul", "scan:fmul")


def op_latencies_s(spec: ArchSpec) -> dict[str, float]:
    """Seconds per dependent operation of each class on ``spec``."""
    table = OP_LATENCY_CYCLES["gpu" if spec.kind == "gpu" else "cpu"]
    clock = spec.clock_hz if spec.clock_hz > 0 else 1e9
    out = {k: v / clock for k, v in table.items()}
    for key, field in (("fma", "latency_fma_s"), ("add", "latency_add_s"), ("div", "latency_div_s"),
                       ("special", "latency_special_s")):
        v = getattr(spec, field, None)
        if v is not None and v > 0:
            out[key] = float(v)
    return out


def _chain_families(lp, inner_names: dict[int, set[str]]) -> tuple[list[str], list[str]]:
    """(families of the loop's chained register recurrences, its fp memory chains): the
    reductions a thread runs as the source's chain. A sum carried through nested loops is
    added to in the innermost one: the outer loops' phis pass it on without an operation
    of their own."""
    chained = [r for r, name in zip(lp.register_recurrences, _names(lp), strict=True)
               if r in CHAINED_RECURRENCES and name not in inner_names.get(lp.id, ())]
    mem = [f for f in lp.memory_chains if f.split(":")[0] in ("fadd", "fmul")]
    return [r.split(":")[1] for r in chained] + [f.split(":")[0] for f in mem], mem


def _chained_loops(profile: Profile):
    """(loop, families, fp memory chains) of every executed loop with a chain to charge."""
    inner_names = _chained_in_descendants(profile)
    for lp in profile.loops:
        if lp.instances <= 0 or lp.iterations <= 0:
            continue
        families, mem = _chain_families(lp, inner_names)
        if families:
            yield lp, families, mem


def _op_link_s(families: list[str], lat: dict[str, float]) -> float:
    """A link's operation: a sum the lower of add and FMA (contracting s += a*b is the
    compiler's choice), a product an FMA-class latency."""
    return min(lat["add"], lat["fma"]) if "fadd" in families else lat["fma"]


def thread_chain_s(profile: Profile, spec: ArchSpec, threads: float) -> float:
    """The time each thread spends on the dependence chains of the reductions it runs
    (docs/model.md, "In-thread chains"); on a GPU :func:`gpu_thread_chain_s`.

    A parallel implementation runs every reduction loop inside a thread: a loop nested
    in a parallel loop whole, a parallel reduction loop as one chunk per thread (OpenMP
    ``reduction``), each as the source's chain, because without -ffast-math the compiler
    may not reassociate it. A link of the chain costs a dependent fp add
    (``latency_add_s``; the lower of add and FMA, since whether the compiler contracts
    ``s += a*b`` is its choice), a product's link an FMA-class latency. An fp
    load-op-store reduction of one fixed address (``LoopProfile.memory_chains``,
    ``C[i][j] += A[i][k] * B[k][j]`` over k) is the same chain when it is the loop's
    only store (``":register"``: compilers forward the stored value; gcc -O3 keeps the
    sum in a register, storing it each iteration: 2mm at n = 200 ran 0.76 ns per link
    on one Zen 4 thread, the add latency is 0.83 ns); with another store or a call in
    the loop the next load reads memory back, and the nearest level's latency is added
    to each link. A scatter's updates are independent chains and not charged. A sum
    carried through nested loops counts in the innermost loop that updates it only.
    The chains of consecutive instances of the loop are independent: the next one
    starts when its first micro-op enters the out-of-order window, so a core runs
    1 + ``reorder_buffer_uops`` / (an instance's micro-ops) of them at once (at most
    the instances each thread runs). Per thread: the sum over the loops of
    links x latency / (threads x overlap).
    """
    if spec.kind == "gpu":
        return max(gpu_thread_chain_s(profile, spec), gpu_thread_issue_s(profile, spec))
    return sum(thread_chain_by_loop_s(profile, spec, threads).values())


def thread_chain_by_loop_s(profile: Profile, spec: ArchSpec, threads: float) -> dict[int, float]:
    """CPU: :func:`thread_chain_s` loop by loop (loop id -> seconds per thread): the
    sequential loops' chains first, then the reduction loops' (the order they add in)."""
    if spec.kind == "gpu" or threads <= 0:
        return {}
    lat = op_latencies_s(spec)
    window = float(spec.reorder_buffer_uops or DEFAULT_REORDER_BUFFER_UOPS)
    sequential = thread_sequential_loops(profile)
    in_sequential = _inside(profile, {lp.id for lp in sequential})
    out = _sequential_chains(profile, spec, threads, sequential)
    for lp, families, mem in _chained_loops(profile):
        if lp.id in in_sequential:
            continue  # its chain is part of the sequential loop's levels, charged there
        link = _op_link_s(families, lat)
        if any(not f.endswith(":register") for f in mem):
            link += memory_link_latency_s(spec)  # the next iteration loads the sum back
        reg = lp.iterations * link
        out[lp.id] = reg / (threads * _overlap(lp, window, threads))
    return out


def chain_nests(profile: Profile, chains: dict[int, float]
                ) -> tuple[tuple[tuple[float, int], ...], int]:
    """The loop nests that carry in-thread chains, for :func:`chains_and_dispatch_s`:
    ((chain seconds per thread, dynamic instructions) of each outermost loop with a
    chain, its nested chains included), and the kernel's loop instructions outside them.
    ``chains``: :func:`thread_chain_by_loop_s`."""
    by_id = {lp.id: lp for lp in profile.loops}
    tops = [c for c in chains if not any(q.id in chains for q in loop_ancestors(by_id[c], by_id))]
    nests = []
    for c in tops:
        inner = _inside(profile, {c})
        nests.append((sum(v for k, v in chains.items() if k in inner), int(by_id[c].instructions)))
    total = sum(lp.instructions for lp in profile.loops if lp.parent == -1)
    return tuple(nests), max(0, int(total) - sum(n for _, n in nests))


def chains_and_dispatch_s(nests: tuple[tuple[float, int], ...], rest: int,
                          dispatch_of) -> float:
    """CPU: the in-thread chains and the front end's dispatch, composed nest by nest
    (docs/model.md, "In-thread chains"). A nest's own instructions issue beside its
    chain: it costs the larger of the two. The rest of the kernel's work does not: a
    chain instance longer than the out-of-order window fills the window with micro-ops
    waiting on it, so the core cannot reach the instructions after it (Durbin's
    inner-product chain, then its update and copy loops, each step) until the chain
    retires: sum over the chained nests of max(chain, dispatch), plus the dispatch of
    the instructions outside them. A chain short enough to overlap its neighbours has
    already been divided by that overlap (:func:`_overlap`), so its nest's dispatch
    dominates and the sum tends to the kernel's dispatch alone. Never below the chains'
    sum or the kernel's dispatch (the two it replaces as max(chains, dispatch)).
    ``dispatch_of(n)``: the dispatch seconds of n of the profile's instructions."""
    return sum(max(chain, dispatch_of(n)) for chain, n in nests) + dispatch_of(rest)


def _overlap(lp, window: float, threads: float) -> float:
    """How many of a loop's instances a core runs at once: the next one starts when its
    first micro-op enters the out-of-order window (at most the instances per thread). A
    profile without instruction counts (before they were recorded) gets the largest
    overlap its instances allow, so that an old profile is not charged more."""
    per_instance = lp.instructions / lp.instances if lp.instructions > 0 else 0.0
    return max(1.0, min(1.0 + window / per_instance if per_instance > 0 else math.inf,
                        lp.instances / threads))


def _inside(profile: Profile, roots: set[int]) -> set[int]:
    """The loops in ``roots`` and every loop nested in one of them."""
    by_id = {lp.id: lp for lp in profile.loops}
    return {lp.id for lp in profile.loops
            if lp.id in roots or any(q.id in roots for q in loop_ancestors(lp, by_id))}


def thread_sequential_loops(profile: Profile) -> list:
    """The sequential loops a parallel implementation runs inside one thread: nested in a
    parallel (or reduction) loop with no sequential loop in between (an outer one holds
    the inner one's levels), executed, with their levels recorded."""
    by_id = {lp.id: lp for lp in profile.loops}
    out = []
    for lp in profile.loops:
        if lp.kind != "sequential" or lp.instances <= 0 or lp.instance_levels <= 0:
            continue
        for q in loop_ancestors(lp, by_id):
            if q.kind in ("parallel", "reduction"):
                out.append(lp)
                break
            if q.kind == "sequential":
                break
    return out


def sequential_chain_s(profile: Profile, spec: ArchSpec, threads: float) -> float:
    """CPU: the time each thread spends on the chains of the sequential loops it runs
    (docs/model.md, "In-thread chains"): a recurrence nested in a parallel loop (the
    forward sweep of each line of a tridiagonal solve) runs whole in one thread, one
    level after another. Per loop: the levels its instances climbed
    (``LoopProfile.instance_levels``) x the critical path's mean latency per level
    (without its memory links when the loop has one instruction that writes memory:
    compilers then forward the stored value through a register),
    shared by min(threads, instances) threads and divided by the instances a core
    overlaps (:func:`_overlap`). 0 on a GPU (its in-order threads: "GPU terms")."""
    return _sequential_chain_s(profile, spec, threads, thread_sequential_loops(profile))


def memory_recurrence_chains_s(profile: Profile, spec: ArchSpec, threads: float
                               ) -> dict[int, float]:
    """CPU: :func:`sequential_chain_s` of the thread's sequential loops whose recurrence
    stays in memory (loop id -> seconds per thread): a carried RAW through memory and
    two or more instructions writing memory, so that the compiler, unable to tell the
    stores apart, reloads the value the previous iteration stored (adi's
    ``p[i][j] = c / (d - a * p[i-1][j])`` beside the store to ``q``). llvm-mca assumes
    loads and stores do not alias, so its time of such a loop has no chain; the
    in-core term charges this one where it is longer (model/incore.py)."""
    loops = [lp for lp in thread_sequential_loops(profile)
             if lp.carried_raw > 0 and lp.memory_writers >= 2]
    return _sequential_chains(profile, spec, threads, loops)


def _sequential_chain_s(profile: Profile, spec: ArchSpec, threads: float, loops: list) -> float:
    return sum(_sequential_chains(profile, spec, threads, loops).values())


def _sequential_chains(profile: Profile, spec: ArchSpec, threads: float, loops: list) -> dict[int, float]:
    if spec.kind == "gpu" or threads <= 0 or profile.depth <= 0 or not loops:
        return {}
    path_s, links_s = path_time_s(_known(profile.critical_path, profile.depth), spec)
    window = float(spec.reorder_buffer_uops or DEFAULT_REORDER_BUFFER_UOPS)
    out: dict[int, float] = {}
    for lp in loops:
        # one instruction writing memory: the stored value reaches the next iteration
        # through a register (as memory_chains ":register"), no load latency per link
        per_level = (path_s - links_s if 0 <= lp.memory_writers <= 1 else path_s) / profile.depth
        out[lp.id] = (lp.instance_levels * per_level
                      / (min(threads, float(lp.instances)) * _overlap(lp, window, threads)))
    return out


# Resident threads per FP32 lane: 2048 threads per SM over 128 lanes per SM on compute
# capability 9.0 (CUDA C++ Programming Guide, "Technical Specifications per Compute
# Capability"); the spec has no SM count, so other generations are approximated by it.
GPU_RESIDENT_THREADS_PER_LANE = 16


def loop_ancestors(lp, by_id: dict) -> list:
    """The loops around ``lp``, innermost first (bounded: a hand-written profile's
    parents may cycle)."""
    out = []
    q = by_id.get(lp.parent)
    while q is not None and len(out) < len(by_id):
        out.append(q)
        q = by_id.get(q.parent)
    return out


def gpu_port_threads(profile: Profile) -> tuple[float, float]:
    """(launches, threads per launch) of a one-thread-per-iteration port: the parallel
    loops around (and including) the innermost loop that executes the most
    instructions; their trip counts per instance multiply, the outermost one's instances
    are the launches. Reduction loops run inside the threads (a port may parallelise an
    outer scatter with atomics instead; that is its choice, not the profile's). (0, 0)
    without parallel loops."""
    by_id = {lp.id: lp for lp in profile.loops}
    children = {lp.parent for lp in profile.loops}
    leaves = [lp for lp in profile.loops if lp.id not in children and lp.instances > 0]
    if not leaves:
        return 0.0, 0.0
    leaf = max(leaves, key=lambda lp: (lp.instructions, lp.iterations))
    nest = [q for q in (leaf, *loop_ancestors(leaf, by_id)) if q.kind == "parallel" and q.instances > 0]
    if not nest:
        return 0.0, 0.0
    return float(nest[-1].instances), math.prod(a.iterations / a.instances for a in nest)


# Instructions per counted operation on an NVIDIA GPU: the flop slots of
# opcost.GPU_FLOP_SLOTS over the 2 flops of an FMA-class instruction.
_GPU_INSTRUCTIONS = {"div": 8.0, "sqrt": 8.0, "libm": 20.0}


def dispatch_time_s(profile: Profile, spec: ArchSpec, threads: float, f_v: float,
                    vector_width: int) -> float:
    """CPU: the time the cores' front ends take to dispatch the kernel's instructions
    (docs/model.md, "Dispatch"): the profile's dynamic instructions that stay
    instructions on a CPU (loads, stores, arithmetic, calls; not phis, address
    arithmetic, casts, compares and branches, which fold into addressing modes and fused
    compare-and-branch), the vectorised share ``f_v`` of them ``vector_width`` to an
    instruction, over ``dispatch_width_uops`` per cycle at ``clock_hz`` on ``threads``
    cores. An estimate, not a strict bound: x86 folds some loads into the instructions
    that use them (fewer macro-ops), while loop counters, left out with the address
    arithmetic, are macro-ops of their own (more), and cores rarely sustain the full
    width (the usual side). 0 on a GPU (its issue is
    :func:`gpu_thread_issue_s`), for a spec without the width or a profile without
    instruction counts."""
    instructions = sum(lp.instructions for lp in profile.loops if lp.parent == -1)
    return dispatch_instructions_s(instructions, spec, threads, f_v, vector_width)


def dispatch_instructions_s(instructions: float, spec: ArchSpec, threads: float, f_v: float,
                            vector_width: int) -> float:
    """CPU: :func:`dispatch_time_s` of ``instructions`` of the profile (0 on a GPU or
    without the spec's dispatch width)."""
    width = spec.dispatch_width_uops
    if spec.kind == "gpu" or not width or threads <= 0 or spec.clock_hz <= 0 or instructions <= 0:
        return 0.0
    f_v = min(max(f_v, 0.0), 1.0)
    per = f_v / max(int(vector_width), 1) + (1.0 - f_v)
    return instructions * per / (width * spec.clock_hz * threads)


def gpu_thread_issue_s(profile: Profile, spec: ArchSpec) -> float:
    """GPU: Little's law for instructions. A warp issues its next dependent
    instruction one operation latency after the last, and the device hides that latency
    only with other warps: a port whose parallel loops give fewer threads than the device
    holds runs each thread's instructions about one latency apart (ILP 1). Time = the
    kernel's instructions (adds, muls, FMAs and integer operations one each, divisions
    and square roots 8, libm calls 20) x ``latency_fma_s`` / (launches x min(threads,
    resident threads)). With a full device it is half the issue-throughput time and
    never binds. Measured on the H100 (lavamd, 4,096 threads on 16 SMs): 6.1 cycles per
    issued instruction, the fp64 FMA latency 8."""
    launches, threads = gpu_port_threads(profile)
    if launches <= 0 or threads <= 0:
        return 0.0
    f = profile.flops
    div, sqrt, libm = expensive_counts(f)
    instr = (f.add + f.mul + f.fma + f.int_ops + _GPU_INSTRUCTIONS["div"] * div
             + _GPU_INSTRUCTIONS["sqrt"] * sqrt + _GPU_INSTRUCTIONS["libm"] * libm)
    resident = spec.cores * GPU_RESIDENT_THREADS_PER_LANE
    return instr * op_latencies_s(spec)["fma"] / (launches * min(threads, resident))


def gpu_thread_chain_s(profile: Profile, spec: ArchSpec) -> float:
    """GPU: the reductions each thread runs as a chain, one thread per iteration of the
    parallel loops around them (docs/model.md, "GPU terms").

    A GPU thread issues in order, and a port's inner-product loop keeps only a few loads
    ahead of its chain, so a link costs the operation's latency plus the latency of the
    level its load is served from: L2 when the parallel loop is launched more than once
    (its instances are kernel launches; L1 does not keep data between them), else L1
    (measured on lud at the validation size, H100: ~80 ns per link with 2 loads in
    flight against an L2 latency of 141 ns). Per loop: launches x links per thread x
    waves x link, with threads = the product of the parallel ancestors' trip counts,
    launches = the outermost parallel ancestor's instances and waves = threads over the
    device's resident threads (at least 1). The loops add.
    """
    lat = op_latencies_s(spec)
    levels = spec.levels
    l1 = levels[0].latency_s
    l2 = levels[1].latency_s if len(levels) > 1 else l1
    resident = spec.cores * GPU_RESIDENT_THREADS_PER_LANE
    by_id = {lp.id: lp for lp in profile.loops}
    total = 0.0
    for lp, families, _mem in _chained_loops(profile):
        parallel = [q for q in loop_ancestors(lp, by_id) if q.kind == "parallel" and q.instances > 0]
        if not parallel:
            continue  # the whole chain is on the critical path (T_path)
        threads = math.prod(a.iterations / a.instances for a in parallel)
        launches = parallel[-1].instances
        links = lp.iterations / (launches * threads)
        waves = max(1.0, threads / resident)
        link = _op_link_s(families, lat) + (l2 if launches > 1 else l1)
        total += launches * links * waves * link
    return total


def branch_time_s(profile: Profile, spec: ArchSpec, threads: float,
                  misses: int | None = None) -> float:
    """Each thread's share of the data-dependent branches' mispredictions
    (``Profile.branch_misses``, a 2-bit counter per branch in the replay, or ``misses``
    of them: those the compiled loops keep, model/incore.py) at ``branch_mispredict_s``
    each (table: 12 cycles); 0 on a GPU (docs/model.md, "Branch mispredictions")."""
    misses = profile.branch_misses if misses is None else misses
    if spec.kind == "gpu" or threads <= 0 or misses <= 0:
        return 0.0
    penalty = spec.branch_mispredict_s
    if not penalty or penalty <= 0:
        clock = spec.clock_hz if spec.clock_hz > 0 else 1e9
        penalty = OP_LATENCY_CYCLES["cpu"]["branch"] / clock
    return misses * float(penalty) / threads


def charged_branch_s(branch_s: float, compute_levels_s: float, bound_s: float,
                     expensive_share: float) -> float:
    """The part of the mispredictions' time that adds to the compute time.

    A misprediction flushes the instructions younger than the branch and stalls the
    front end while it refills; it does not stop the back end. When the loop is bound
    by an unpipelined unit (divisions, square roots, libm calls: ``expensive_share`` of
    the level term ``compute_levels_s``), the front end runs ahead of that unit and the
    older operations it already issued keep the unit busy during the refill, so the
    refill is hidden up to the unit's busy time beyond everything else the loop issues
    (E - (levels - E)). Only when the level term is the compute bound (``bound_s``:
    max(T_path, levels, chains)); otherwise, and without such operations, every
    misprediction adds (docs/model.md, "Branch mispredictions")."""
    if branch_s <= 0 or compute_levels_s < bound_s or expensive_share <= 0:
        return branch_s
    busy = compute_levels_s * expensive_share
    return branch_s - min(branch_s, max(0.0, 2.0 * busy - compute_levels_s))


def _names(lp) -> tuple[str, ...]:
    """The recurrences' variable names, one per register recurrence ('' unknown)."""
    n = len(lp.register_recurrences)
    names = tuple(lp.recurrence_names)[:n]
    return names + ("",) * (n - len(names))


def _chained_in_descendants(profile: Profile) -> dict[int, set[str]]:
    """Loop id -> names of the chained register recurrences of the loops inside it."""
    chained = {lp.id: {n for r, n in zip(lp.register_recurrences, _names(lp), strict=True)
                       if r in CHAINED_RECURRENCES and n}
               for lp in profile.loops}
    parent = {lp.id: lp.parent for lp in profile.loops}
    out: dict[int, set[str]] = {}
    for lid, names in chained.items():
        p = parent.get(lid, -1)
        for _ in range(len(parent)):  # bounded: a hand-written profile's parents may cycle
            if p < 0 or not names:
                break
            out.setdefault(p, set()).update(names)
            p = parent.get(p, -1)
    return out


def memory_link_latency_s(spec: ArchSpec) -> float:
    """Latency of a store->load link on the path: the nearest memory level's."""
    levels = spec.levels
    return float(levels[0].latency_s) if levels else float(spec.alpha_f_s)


def path_time_s(path: CriticalPath, spec: ArchSpec) -> tuple[float, float]:
    """(T_path, its memory-link part) of a critical path on ``spec``, in seconds."""
    lat = op_latencies_s(spec)
    links = path.memory_links * memory_link_latency_s(spec)
    ops = (path.add_mul * lat["fma"] + path.div * lat["div"] + path.special * lat["special"]
           + path.int_ops * lat["int"])
    return ops + links, links


@dataclass(frozen=True)
class Schedule:
    """The schedule the model uses on one device: reductions as chains or as trees."""

    reductions: str  # "chain" | "tree"
    depth: int
    parallelism: ParallelismProfile
    critical_path: CriticalPath
    lanes_needed: float  # the parallel width that fills the device
    width_outside_reductions: float  # W / D with reductions as chains


def pick_schedule(profile: Profile, spec: ArchSpec, *, lanes_needed: float, paper: bool) -> Schedule:
    """Reductions as trees only when the parallelism outside them (W / D with the
    reductions as chains) cannot fill the device's ``lanes_needed`` (CPU: cores x SIMD
    lanes; GPU: its lanes). The paper variant keeps the profile's own schedule."""
    p = profile
    w = float(p.flops.total)
    outside = w / p.depth if p.depth else 0.0
    tree = p.reduction_trees
    use_tree = (not paper and tree is not None and p.reductions_as == "chain"
                and outside < lanes_needed)
    if use_tree:
        return Schedule("tree", tree.depth, tree.parallelism, _known(tree.critical_path, tree.depth),
                        lanes_needed, outside)
    return Schedule(p.reductions_as, p.depth, p.parallelism, _known(p.critical_path, p.depth),
                    lanes_needed, outside)


def _known(path: CriticalPath, depth: int) -> CriticalPath:
    """A profile without the path's composition (format 1, or built by hand): its D
    levels count as dependent add/mul/FMA levels, the cheapest class."""
    if path.levels == 0 and depth > 0:
        return CriticalPath(add_mul=int(depth), memory_links=path.memory_links)
    return path


def as_written_regions(profile: Profile) -> int:
    """Parallel regions the code *as written* enters: one ``parallel for`` (a fork and a
    join) per instance of each outermost loop found parallel (a reduction included;
    one not inside another parallel loop)."""
    by_id = {lp.id: lp for lp in profile.loops}
    n = 0
    for lp in profile.loops:
        if lp.kind not in ("parallel", "reduction"):
            continue
        up = by_id.get(lp.parent)
        while up is not None and up.kind not in ("parallel", "reduction"):
            up = by_id.get(up.parent)
        if up is None:
            n += lp.instances
    return n


def sync_time_s(profile: Profile, spec: ArchSpec, *, as_written: bool = False) -> float:
    """S barriers (CPU) or kernel launches (GPU) at ``sync_s`` each, plus, for S counted
    from the loops, the parallel regions: a fork/join each on a CPU whose spec measured
    it, and on a GPU the launches of the phases that run outside any sequential loop
    (each parallel region has at least one). ``as_written`` (the estimate, not the
    bound) on such a CPU: at least a fork/join per parallel region the code as written
    enters (:func:`as_written_regions`: a ``parallel for`` per instance of a parallel
    loop inside a sequential one), where the schedule's S phases would share one region."""
    t = profile.sync_points * spec.sync_s
    if profile.sync_source != "loops":
        return t
    if spec.kind == "gpu":
        return t + profile.parallel_regions * spec.sync_s
    fj = getattr(spec, "fork_join_s", None)
    if not fj:
        return t
    t += profile.parallel_regions * fj
    if not as_written or spec.cores <= 1:  # one core (the sequential fallback): no regions
        return t
    return max(t, as_written_regions(profile) * fj)
