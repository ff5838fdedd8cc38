"""Assemble the Profile from the static Program and the consumers' results."""

from __future__ import annotations

from automatch.analyses.debugscopes import fresh_iteration_locals
from automatch.analyses.intwork import (
    WORK_BOTH,
    WORK_FLOP,
    WORK_INT,
    counts_int_work,
    int_bits,
    int_data_ops,
    work_unit,
)
from automatch.analyses.memory_reductions import invariant_memory_chains
from automatch.analyses.privatescalar import private_scalar_alternatives
from automatch.analyses.profile import (
    FlopCounts,
    IrregularSite,
    LoopProfile,
    MemoryProfile,
    ParallelismProfile,
    Profile,
    ReuseHistogram,
    UnanalysedCall,
)
from automatch.analyses.recurrences import debug_variable_names, loop_recurrence_details
from automatch.analyses.schedule.critical import schedule_fields
from automatch.analyses.schedule.tables import SYNC_MARKER
from automatch.analyses.syncphases import parallel_regions, sync_phases
from automatch.analyses.tripslope import trip_slopes
from automatch.ir.program import OpClass, Program, special_name


def count_flops(program: Program, block_counts: list[int], *, count_int_ops: bool,
                int_nodes: frozenset[int] | None = None) -> FlopCounts:
    """Dynamic operation counts by kind: every instruction runs once per block entry.

    Integer data operations (intwork.py) are counted with ``count_int_ops`` (--work) or
    when the kernel has no floating-point work (``int_nodes``: their ids, when known)."""
    add = mul = fma = div = special = compare = fp32 = int_ops = int32 = 0
    if int_nodes is None:
        int_nodes = int_data_ops(program) if counts_int_work(program, count_int_ops) else frozenset()
    by_name: dict[str, int] = {}
    for ins in program.instructions:
        c = block_counts[ins.block]
        if not c:
            continue
        lanes = int(ins.type[1:].split(" x ")[0]) if ins.type.startswith("<") and " x " in ins.type else 1
        c *= lanes
        oc = ins.opclass
        flops = 0
        if oc == OpClass.FADD:
            add += c
            flops = c
        elif oc == OpClass.FMUL:
            mul += c
            flops = c
        elif oc == OpClass.FMA:
            fma += c
            flops = 2 * c
        elif oc == OpClass.FDIV:
            div += c
            flops = c
        elif oc == OpClass.FSPECIAL:
            special += c
            flops = c
            name = special_name(ins.callee) or ins.callee
            by_name[name] = by_name.get(name, 0) + c
        elif oc == OpClass.FCMP:
            compare += c
        elif ins.id in int_nodes:
            int_ops += c
            if int_bits(ins) <= 32:
                int32 += c
        if flops and (ins.type in ("float", "half") or ins.type.endswith("x float>")):
            fp32 += flops
    total = add + mul + 2 * fma + div + special + int_ops
    return FlopCounts(total=total, add=add, mul=mul, fma=fma, div=div, special=special,
                      compare=compare, special_by_name=tuple(sorted(by_name.items())),
                      fp32=fp32, int_ops=int_ops, int32=int32)


def _precision(flops: FlopCounts, unit: str) -> str:
    """The dominant precision; integer-only work is rated as the float of its width."""
    if unit == WORK_INT:
        return "fp32" if flops.int32 * 2 > flops.int_ops else "fp64"
    fl = flops.total - flops.int_ops
    return "fp32" if fl and flops.fp32 * 2 > fl else "fp64"


def instruction_mix_factor(f: FlopCounts) -> float:
    """Paper eq. 1: f_im = (W_add + W_mul) / (2 max(W_add, W_mul)), FMAs in both."""
    a, m = f.add + f.fma, f.mul + f.fma
    return (a + m) / (2 * max(a, m)) if max(a, m) else 1.0


# IR instructions that stay instructions on a CPU: phis, address arithmetic (GEPs, and
# the integer operations that only compute their indices: address_arithmetic), casts and
# compares (OTHER), branches and debug records fold into other x86 instructions (addressing
# modes, macro-fused compare-and-branch) or vanish, so they are not counted as micro-ops
_UOP_CLASSES = frozenset({
    OpClass.FADD, OpClass.FMUL, OpClass.FDIV, OpClass.FMA, OpClass.FSPECIAL, OpClass.FCMP,
    OpClass.LOAD, OpClass.STORE, OpClass.CALL, OpClass.SELECT, OpClass.INT_ARITH,
    OpClass.MEM_INTRINSIC,
})


_ADDRESS_USERS = frozenset({"getelementptr"})
_INDEX_CASTS = frozenset({"sext", "zext", "trunc"})


def address_arithmetic(program: Program) -> frozenset[int]:
    """Integer operations (and the casts between them) whose every use is an address:
    ``i * n + j`` computed only to index an array. The unoptimised canonical IR keeps
    them per access; an optimising compiler strength-reduces them to pointer increments
    or folds them into the load's or store's addressing mode, so they are no micro-ops
    of their own. A loop counter's increment (used by its phi and its compare) stays."""
    users: dict[tuple[int, int], list] = {}
    defs: dict[tuple[int, int], object] = {}
    for ins in program.instructions:
        if ins.slot >= 0:
            defs[(ins.function, ins.slot)] = ins
        for op in ins.operands:
            if op >= 0:
                users.setdefault((ins.function, op), []).append(ins)
    # the largest set whose members are used only by GEPs and by members (a worklist:
    # a member with another user leaves, and its operands are looked at again)
    kept = {ins.id for ins in program.instructions
            if ins.slot >= 0 and users.get((ins.function, ins.slot))
            and (ins.opclass == OpClass.INT_ARITH or ins.opcode in _INDEX_CASTS)}
    todo = [program.instructions[i] for i in kept]
    while todo:
        ins = todo.pop()
        if ins.id not in kept:
            continue
        if all(u.opcode in _ADDRESS_USERS or u.id in kept
               for u in users.get((ins.function, ins.slot), [])):
            continue
        kept.discard(ins.id)
        todo.extend(d for d in (defs.get((ins.function, op)) for op in ins.operands if op >= 0)
                    if d is not None and d.id in kept)
    return frozenset(i for i in kept if program.instructions[i].opclass == OpClass.INT_ARITH)


# Instructions that may write memory: what stops a compiler forwarding a stored value
# to the next iteration's load through a register.
_WRITERS = frozenset({OpClass.STORE, OpClass.CALL, OpClass.MEM_INTRINSIC})


def classify_loops(program: Program, stats: dict[str, list[int]],
                   var_names: dict[tuple[int, int], str] | None = None, *,
                   block_counts: list[int] | None = None,
                   fresh: frozenset[tuple[int, int]] = frozenset(),
                   block_branch_misses: list[int] | None = None) -> list[LoopProfile]:
    """Each loop's kind from its carried dependences and register recurrences; each
    recurrence named (``var_names``: debug_variable_names) with its source line, and
    (``block_counts``: entries per block) the micro-op-like IR instructions it executed
    (``_UOP_CLASSES``), and (``block_branch_misses``: mispredictions per block) the
    mispredictions of its branches. ``fresh``: header phis of locals fresh in each iteration
    (``debugscopes``), which carry nothing.

    A scan (an associative chain whose partial values the loop uses, recurrences.py)
    makes its loop sequential, as a true recurrence does: S and D treat it as a chain;
    so does a data-dependent exit (``search``: no worksharing loop can run it)."""
    loops = []
    kinds: dict[int, str] = {}
    recs: dict[int, tuple[str, ...]] = {}
    details = {}
    for lp in program.loops:
        details[lp.id] = loop_recurrence_details(program, lp, var_names, fresh=fresh,
                                                 block_counts=block_counts)
        recs[lp.id] = tuple(r.kind for r in details[lp.id])
        inst, raw, red = stats["inst"][lp.id], stats["raw"][lp.id], stats["red"][lp.id]
        if inst == 0:
            kinds[lp.id] = "not-run"
        elif raw > 0 or any(r in ("sequential", "search") or r.startswith("scan")
                            for r in recs[lp.id]):
            kinds[lp.id] = "sequential"
        elif red > 0 or any(r.startswith("reduction") for r in recs[lp.id]):
            kinds[lp.id] = "reduction"
        else:
            kinds[lp.id] = "parallel"
    children: dict[int, list[int]] = {}
    for lp in program.loops:
        children.setdefault(lp.parent, []).append(lp.id)

    def has_parallel_descendant(lid: int) -> bool:
        return any(kinds[c] in ("parallel", "reduction") or has_parallel_descendant(c)
                   for c in children.get(lid, []))

    def subtree(lid: int) -> list[int]:
        return [lid] + [d for c in children.get(lid, []) for d in subtree(c)]

    sync, sync_kind = sync_phases(program, kinds, recs, stats, children)
    slopes = trip_slopes(program)
    mem_chains = invariant_memory_chains(program)
    addresses = address_arithmetic(program) if block_counts is not None else frozenset()
    block_size = [sum(program.instructions[i].opclass in _UOP_CLASSES and i not in addresses
                      for i in b.instructions)
                  for b in program.blocks] if block_counts is not None else None
    for lp in program.loops:
        kind = kinds[lp.id]
        loops.append(LoopProfile(
            id=lp.id, function=lp.function_name, line=lp.line, depth=lp.depth, parent=lp.parent,
            instances=stats["inst"][lp.id], iterations=stats["iters"][lp.id], kind=kind,
            carried_raw=stats["raw"][lp.id],
            carried_war=stats["war"][lp.id], carried_waw=stats["waw"][lp.id],
            carried_silent=stats["silent"][lp.id] if "silent" in stats else 0,
            reduction_raw=stats["red"][lp.id], register_recurrences=recs[lp.id],
            contains_parallel=has_parallel_descendant(lp.id), sync_points=sync.get(lp.id, 0),
            recurrence_names=tuple(r.name for r in details[lp.id]),
            recurrence_lines=tuple(r.line for r in details[lp.id]),
            sync_kind=sync_kind.get(lp.id, ""),
            instructions=(sum(block_counts[b] * block_size[b] for b in lp.blocks)
                          if block_size is not None else 0),
            memory_chains=mem_chains.get(lp.id, ()),
            instance_levels=stats["span"][lp.id] if "span" in stats else 0,
            memory_writers=sum(1 for b in lp.blocks for i in program.blocks[b].instructions
                               if program.instructions[i].opclass in _WRITERS),
            reduction_target_bytes=(sum(int(stats["tgt"][c]) for c in subtree(lp.id))
                                    if "tgt" in stats else 0),
            trip_slope=slopes.get(lp.id, 0.0),
            branch_misses=(sum(int(block_branch_misses[b]) for b in lp.blocks)
                           if block_branch_misses else 0),
        ))
    return loops


def _simd_friendly(program: Program, lp, ops: list, block_counts: list[int]) -> bool:
    """Whether a proven-independent innermost loop is one a compiler vectorises once told
    it may (``omp simd``): no call, every store on every iteration (a store under a
    data-dependent branch needs masking), and no store address computed from a value
    loaded in the loop (a scatter: lbm's ``dst[(cell + off[q]) * Q + q]``)."""
    if any(ins.opclass in (OpClass.CALL, OpClass.FSPECIAL) for ins in ops):
        return False
    iterations = sum(block_counts[b] for b in lp.latches)
    in_loop = {ins.slot: ins for ins in ops if ins.slot >= 0}
    for st in (ins for ins in ops if ins.opclass == OpClass.STORE):
        if block_counts[st.block] < iterations:
            return False
        todo, seen = [st.operands[-1]], set()
        while todo:
            slot = todo.pop()
            d = in_loop.get(slot)
            if d is None or slot in seen or d.opclass == OpClass.PHI:
                continue  # defined outside the loop, or an induction variable
            if d.opclass == OpClass.LOAD:
                return False
            seen.add(slot)
            todo.extend(o for o in d.operands if o >= 0)
    return True


def vector_fraction(program: Program, block_counts: list[int], vec_lines: frozenset[int], total: int,
                    int_nodes: frozenset[int] = frozenset(),
                    parallel_loops: frozenset[int] = frozenset(),
                    silent_loops: frozenset[int] = frozenset()) -> float:
    """f_v: work executed in vectorisable innermost loops, over W (the integer data
    operations ``int_nodes`` are work when integer work is counted).

    An innermost loop is vectorisable when LLVM's vectoriser vectorised it, or when the
    run proved its iterations independent (``parallel_loops``: no carried dependence
    through memory or registers) and its body is one a compiler vectorises once told it
    may (:func:`_simd_friendly`: no call, no conditional store, no scatter): what
    ``#pragma omp simd`` asserts in a parallel implementation, and what LLVM refuses on
    the sequential source only for want of a proof (aliasing, array bounds it cannot
    compute). Reductions stay scalar: reordering them changes the floating-point
    result, which compilers do only under -ffast-math. A loop whose iterations are
    independent only because a store was silent (``silent_loops``: Floyd-Warshall's
    ``path[i][k]`` rewritten unchanged at ``j == k``) is not vectorisable: no compiler
    knows the store is silent, and the run-time alias check LLVM and gcc put before
    their vector loop fails on it (the store's range holds the load's address), so the
    scalar loop runs. A kernel without work (W = 0: a
    copy, a fill) takes the share of its executed loads and stores in those loops (what
    the load/store issue level, the one term f_v still sets there, needs).
    """
    inner = {lp.id for lp in program.loops} - {lp.parent for lp in program.loops}
    vec_loops = set()
    for lp in program.loops:
        if lp.id not in inner or lp.id in silent_loops:
            continue
        ops = [program.instructions[i] for b in lp.blocks for i in program.blocks[b].instructions]
        lines = [ins.line for ins in ops
                 if ins.opclass in (OpClass.FADD, OpClass.FMUL, OpClass.FMA,
                                    OpClass.FDIV, OpClass.LOAD, OpClass.STORE)]
        if lines and sum(1 for x in lines if x in vec_lines) * 2 >= len(lines):
            vec_loops.add(lp.id)
        elif lp.id in parallel_loops and _simd_friendly(program, lp, ops, block_counts):
            vec_loops.add(lp.id)
    blocks = {b for lp in program.loops if lp.id in vec_loops for b in lp.blocks}
    if not total:
        mem = (OpClass.LOAD, OpClass.STORE)
        per_block = [sum(1 for i in program.blocks[b].instructions
                         if program.instructions[i].opclass in mem) * c
                     for b, c in enumerate(block_counts)]
        accesses = sum(per_block)
        return sum(per_block[b] for b in blocks) / accesses if accesses else 0.0
    w = 0
    for b in blocks:
        c = block_counts[b]
        for i in program.blocks[b].instructions:
            ins = program.instructions[i]
            if ins.opclass in (OpClass.FADD, OpClass.FMUL, OpClass.FDIV, OpClass.FSPECIAL):
                w += c
            elif ins.opclass == OpClass.FMA:
                w += 2 * c
            elif ins.id in int_nodes:
                w += c
    return min(1.0, w / total)


def sync_marker_calls(program: Program, block_counts: list[int]) -> int:
    return sum(block_counts[ins.block] for ins in program.instructions
               if ins.opclass == OpClass.CALL and ins.callee == SYNC_MARKER)


IRREGULAR_SITES_KEPT = 16


def irregular_sites(program: Program, counts) -> tuple[IrregularSite, ...]:
    """The child's per-instruction irregular-access counts ([[instruction id, count],
    ...]) as source lines: loads and stores of one line of one function together, most
    first, the first :data:`IRREGULAR_SITES_KEPT`."""
    by_line: dict[tuple[str, int, bool], int] = {}
    for ins_id, n in counts:
        if not 0 <= int(ins_id) < len(program.instructions) or int(n) <= 0:
            continue
        ins = program.instructions[int(ins_id)]
        key = (program.functions[ins.function].name, int(ins.line), ins.opclass == OpClass.STORE)
        by_line[key] = by_line.get(key, 0) + int(n)
    ranked = sorted(by_line.items(), key=lambda kv: (-kv[1], kv[0]))[:IRREGULAR_SITES_KEPT]
    return tuple(IrregularSite(function=f, line=ln, store=st, accesses=n)
                 for (f, ln, st), n in ranked)


# External functions whose uninstrumented code changes none of the profile's figures
# that matter: allocation, output, file handles, clocks, process exit, OpenMP queries.
# Anything else the region calls is reported (``UnanalysedCall``).
HARMLESS_EXTERNALS = frozenset(
    "malloc calloc realloc free aligned_alloc posix_memalign memalign valloc "
    "_Znwm _Znam _ZdlPv _ZdaPv _ZdlPvm _ZdaPvm "
    "printf fprintf vprintf vfprintf puts fputs fputc putc putchar fflush fwrite perror "
    "fopen fclose fseek fseeko ftell ftello rewind feof ferror fileno setvbuf "
    "clock_gettime gettimeofday time clock omp_get_wtime omp_get_thread_num "
    "omp_get_num_threads omp_get_max_threads "
    "exit _exit abort __assert_fail __stack_chk_fail".split())


def unanalysed_calls(program: Program, block_counts) -> tuple[UnanalysedCall, ...]:
    """Calls the region made to external functions the engine does not model, by name,
    most called first: fp specials (counted as flops), memory intrinsics (ranged
    accesses), LLVM intrinsics (operations), the engine's own ``__am_`` hooks and
    :data:`HARMLESS_EXTERNALS` are left out."""
    defined = {f.name for f in program.functions}
    calls: dict[str, int] = {}
    for ins in program.instructions:
        if ins.opclass != OpClass.CALL or not ins.callee or ins.callee in defined:
            continue
        name = ins.callee
        if name.startswith(("llvm.", "__am_")) or name in HARMLESS_EXTERNALS or name == SYNC_MARKER:
            continue
        n = int(block_counts[ins.block]) if ins.block < len(block_counts) else 0
        if n:
            calls[name] = calls.get(name, 0) + n
    return tuple(UnanalysedCall(name=k, calls=v)
                 for k, v in sorted(calls.items(), key=lambda kv: (-kv[1], kv[0])))


def _absent_or(results: dict, key: str, absent):
    """``results[key]``, else ``absent``: the empty value of an analysis the run did not
    make (a reuse-only run has no schedule, a schedule-only one no memory, a run without
    irregular accesses no sites). Whether a run of the default consumers returned every
    key of the analyses it asked for is checked where the result crosses the process
    boundary (``exec.protocol.required_results``), not here."""
    return results[key] if key in results else absent


def assemble_profile(program: Program, results: dict, *, vec_lines: frozenset[int],
                     count_int_ops: bool, sync_override: int | None, native_time_s: float,
                     analysis_time_s: float, input_description: str, tool_version: str,
                     extra: dict | None = None, ir_text: str | None = None,
                     int_blocks: frozenset[int] = frozenset(),
                     region_float: bool | None = None) -> Profile:
    """The Profile of one run. ``ir_text`` (the canonical IR) lets loop records name a
    recurrence by its source variable; without it the IR name is used.

    Whole-program mode decides the work unit per region (issue 40): ``int_blocks`` are
    the blocks of the regions without floating point, whose integer data operations
    the replay scheduled, and ``region_float`` whether the region this Profile is of
    has floating-point work (``intwork.region_units``; None: the whole run). A region
    without it counts integer operations; the whole run counts both when it has such
    regions."""
    # A reuse-only run has no schedule: its flops, levels and loops are left empty.
    counts = _absent_or(results, "block_counts", [0] * len(program.blocks))
    unit = work_unit(program, count_int_ops)
    int_nodes = int_data_ops(program) if unit != "flop" else frozenset()
    if unit == WORK_FLOP and int_blocks:
        int_nodes = frozenset(i for i in int_data_ops(program)
                              if program.instructions[i].block in int_blocks)
        if region_float is None:
            unit = WORK_BOTH if int_nodes else unit
        elif not region_float:
            unit = WORK_INT
        else:
            int_nodes = frozenset()
    flops = count_flops(program, counts, count_int_ops=count_int_ops, int_nodes=int_nodes)
    sched = _absent_or(results, "schedule", {"depth": 0, "widths": [], "repeats": []})
    no_loops = {k: [0] * len(program.loops) for k in ("inst", "iters", "raw", "war", "waw", "red")}
    ran = {program.blocks[b].function for b, c in enumerate(counts) if c}
    var_names = debug_variable_names(program, ir_text) if ir_text else None
    fresh = fresh_iteration_locals(program, ir_text) if ir_text else frozenset()
    stats = _absent_or(results, "loops", no_loops)
    every_loop = classify_loops(program, stats, var_names, block_counts=counts, fresh=fresh,
                                block_branch_misses=results.get("block_branch_misses") or None)
    loops = [lp for lp in every_loop if program.function(lp.function).id in ran]
    marker = sync_marker_calls(program, counts)
    if sync_override is not None:
        sync, source = int(sync_override), "override"
    elif marker:
        sync, source = marker, "marker"
    else:
        sync, source = sum(lp.sync_points for lp in loops), "loops"
        # a loop sequential only through one scalar: S with that scalar private (issue 40)
        private = private_scalar_alternatives(
            program, every_loop, stats, {program.functions[f].name for f in ran})
        if private:
            extra = {**(extra or {}), "private_scalars": private}
    mem = _absent_or(results, "memory", None)
    hists = tuple(ReuseHistogram.from_dict(h) for h in (mem or {}).get("reuse", []))
    memory = MemoryProfile(
        loads=mem["loads"] if mem else 0, stores=mem["stores"] if mem else 0,
        bytes_loaded=mem["bytes_loaded"] if mem else 0, bytes_stored=mem["bytes_stored"] if mem else 0,
        footprint_bytes=mem["footprint_bytes"] if mem else 0, reuse=hists,
        untouched_store_bytes=(mem or {}).get("untouched_store_bytes"),
        irregular_sites=irregular_sites(program, _absent_or(results, "irregular_sites", ())))
    return Profile(
        program=program.source_name, kernel=program.kernel, flops=flops, depth=sched["depth"],
        parallelism=ParallelismProfile(widths=tuple(sched["widths"]), repeats=tuple(sched["repeats"])),
        f_im=instruction_mix_factor(flops),
        f_v=vector_fraction(program, counts, vec_lines, flops.total, int_nodes,
                            frozenset(lp.id for lp in loops if lp.kind == "parallel"),
                            frozenset(lp.id for lp in loops if lp.carried_silent)),
        sync_points=sync, sync_source=source, memory=memory, loops=tuple(loops),
        parallel_regions=parallel_regions(loops),
        branch_misses=int(_absent_or(results, "branch_misses", 0)),
        **schedule_fields(sched),
        precision=_precision(flops, unit), work_unit=unit,
        native_time_s=native_time_s, analysis_time_s=analysis_time_s,
        input_description=input_description, tool_version=tool_version, extra=extra or {},
        unanalysed_calls=unanalysed_calls(program, counts),
    )
