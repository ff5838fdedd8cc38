"""Which integer instructions are work: the data operations, not the loop bookkeeping.

An integer kernel (shortest paths, alignment, graph traversal) has no floating-point
operation, so W counted in flops is 0 and the prediction is memory alone. Its work is
its integer data operations: arithmetic and logic on the data, compares, selects,
min/max. Loop counters and address arithmetic are not work a parallel implementation
repeats per element in the same way (it recomputes indices in registers, often for
free in the addressing modes), and counting them would also put the induction chain
``i = i + 1`` into the critical path: a perfectly parallel loop would get D = trip count.

The split is static, per function, as a greatest fixed point: every integer or pointer
value starts as *overhead* and stays so while each of its uses is overhead, i.e.

* an address: a GEP operand, the pointer of a load or store, an argument of a
  memcpy/memset;
* another overhead value (so ``sext i`` feeding a GEP, ``i + 1`` feeding the induction
  phi, a scaled index ``3 * k + 1`` feeding a GEP are overhead);
* the condition of a loop's exit branch, when the compare reads nothing computed
  inside that loop but overhead values (``i < n``; ``x[i] != 0`` stays data).

Members of an induction cycle (recurrences.classify_phi == "induction") are overhead
whatever their uses (``out[i] = i`` stores the counter, but the counter is still a
counter). The integer operations that are not overhead are the work.
"""

from __future__ import annotations

from automatch.analyses.recurrences import _cycle, _slot_defs, classify_phi
from automatch.ir.program import Instruction, OpClass, Program

_FLOAT_WORK = (OpClass.FADD, OpClass.FMUL, OpClass.FDIV, OpClass.FMA, OpClass.FSPECIAL)
_INT_CALLS = ("llvm.smin.", "llvm.smax.", "llvm.umin.", "llvm.umax.", "llvm.abs.")
_MEM_CALLS = ("llvm.memcpy", "llvm.memmove", "llvm.memset")
_VALUE_OPS = frozenset("add sub mul udiv sdiv urem srem shl lshr ashr and or xor icmp select phi "
                       "getelementptr sext zext trunc bitcast ptrtoint inttoptr freeze".split())

WORK_FLOP, WORK_INT, WORK_BOTH = "flop", "int op", "flop + int op"


def is_int_data_candidate(ins: Instruction) -> bool:
    """An integer operation that is work unless it is only bookkeeping (see module doc)."""
    if ins.is_float or ins.type == "ptr" or ins.type.startswith("<") and "ptr" in ins.type:
        return False
    if ins.opclass == OpClass.INT_ARITH or ins.opcode in ("icmp", "select"):
        return True
    return ins.opcode == "call" and ins.callee.startswith(_INT_CALLS)


def reachable_functions(program: Program) -> set[int]:
    """Ids of the kernel's function and everything it calls directly, transitively, and
    of the functions whose address an instruction takes (it may call them through it)."""
    from automatch.exec.instrument.indirect import address_taken

    by_name = {f.name: f.id for f in program.functions}
    start = by_name.get(program.kernel)
    if start is None:
        return set(by_name.values())
    refs = "\n".join(ins.text for ins in program.instructions if "@" in ins.text)
    seen = {start} | {by_name[name] for name in address_taken(refs, by_name)}
    stack = list(seen)
    while stack:
        f = program.functions[stack.pop()]
        for b in f.blocks:
            for i in program.blocks[b].instructions:
                callee = by_name.get(program.instructions[i].callee)
                if callee is not None and callee not in seen:
                    seen.add(callee)
                    stack.append(callee)
    return seen


def has_float_work(program: Program) -> bool:
    """Does the kernel (or anything it calls) hold a floating-point operation?"""
    fns = reachable_functions(program)
    return any(ins.opclass in _FLOAT_WORK for ins in program.instructions if ins.function in fns)


def counts_int_work(program: Program, count_int_ops: bool) -> bool:
    """Integer work is counted when asked (--work) or when there is no float work at all."""
    return bool(count_int_ops) or not has_float_work(program)


def work_unit(program: Program, count_int_ops: bool) -> str:
    has_float = has_float_work(program)
    if has_float and not count_int_ops:
        return WORK_FLOP
    return WORK_BOTH if has_float else WORK_INT


def region_units(program: Program, regions,
                 count_int_ops: bool) -> tuple[frozenset[int], dict[int, bool]]:
    """Whole-program mode (issue 40): the work unit decided per region.

    Returns the blocks whose integer data operations are work although the program has
    floating point elsewhere (a ``double`` timer beside a BFS), and per region id
    whether its code has floating-point work. A region's code is its own blocks (its
    loop nest, or its function) and the functions it may call (directly, transitively,
    and every function whose address is taken). A region without floating-point work
    counts its integer data operations, as a kernel without floating point does; a
    block that a floating-point region may also run is left out (its integer operations
    would be counted in that region's W and D, whose unit is flops). The blocks are
    empty when integer work is counted everywhere anyway (--work, or no floating point
    in the program). Linear in the program per region: the call graph and the
    functions' float flags are computed once."""
    from automatch.exec.instrument.indirect import address_taken

    if not regions:
        return frozenset(), {}
    by_name = {f.name: f.id for f in program.functions}
    refs = "\n".join(ins.text for ins in program.instructions if "@" in ins.text)
    taken = {by_name[name] for name in address_taken(refs, by_name)}
    calls: dict[int, set[int]] = {}
    fn_float: dict[int, bool] = {}
    for f in program.functions:
        ins = [program.instructions[i] for b in f.blocks for i in program.blocks[b].instructions]
        calls[f.id] = {by_name[x.callee] for x in ins if x.callee in by_name}
        fn_float[f.id] = any(x.opclass in _FLOAT_WORK for x in ins)
    counted = counts_int_work(program, count_int_ops)
    ints: set[int] = set()
    floats: set[int] = set()
    has_float: dict[int, bool] = {}
    for r in regions:
        if r.kind == "function":
            root = by_name[r.function]
            own: list[int] = []
            start = {root}
        else:
            own = list(program.loops[r.loop].blocks)
            start = {by_name[c] for b in own for i in program.blocks[b].instructions
                     if (c := program.instructions[i].callee) in by_name}
        fns, stack = set(start | taken), list(start | taken)
        while stack:
            for g in calls[stack.pop()]:
                if g not in fns:
                    fns.add(g)
                    stack.append(g)
        flt = any(fn_float[f] for f in fns) or any(
            program.instructions[i].opclass in _FLOAT_WORK
            for b in own for i in program.blocks[b].instructions)
        has_float[r.id] = flt
        if not counted:
            (floats if flt else ints).update(own)
            for f in fns:
                (floats if flt else ints).update(program.functions[f].blocks)
    return frozenset(ints - floats), has_float


def int_data_ops(program: Program) -> frozenset[int]:
    """Instruction ids of the integer data operations of the whole program."""
    out: set[int] = set()
    for fn in program.functions:
        out |= _function_data_ops(program, fn.id)
    return frozenset(out)


def _function_data_ops(program: Program, fid: int) -> set[int]:
    fn = program.functions[fid]
    defs = _slot_defs(program, fid)
    ins_of_fn = [program.instructions[i] for b in fn.blocks for i in program.blocks[b].instructions]
    loops = program.loops_of(fid)
    loop_blocks = {lp.id: set(lp.blocks) for lp in loops}
    # innermost loop of each block, and which branches leave a loop
    inner: dict[int, int] = {}
    for lp in sorted(loops, key=lambda lp: lp.depth):
        for b in lp.blocks:
            inner[b] = lp.id
    forced: set[int] = set()  # induction cycles
    for lp in loops:
        blocks = loop_blocks[lp.id]
        for i in program.blocks[lp.header].instructions:
            phi = program.instructions[i]
            if phi.opclass != OpClass.PHI:
                break
            if classify_phi(phi, defs, blocks) == "induction":
                forced.add(phi.slot)
                forced |= {m.slot for m in _cycle(phi, defs, blocks) or []}
    uses: dict[int, list[tuple[Instruction, int]]] = {}
    for ins in ins_of_fn:
        for k, op in enumerate(ins.operands):
            if op >= 0:
                uses.setdefault(op, []).append((ins, k))
    overhead = {ins.slot for ins in ins_of_fn if ins.slot >= 0 and ins.opcode in _VALUE_OPS
                and not ins.is_float} | forced

    def exit_loop(br: Instruction) -> int:
        """The innermost loop that ``br`` leaves, -1 when it leaves none."""
        lid = inner.get(br.block, -1)
        succ = program.blocks[br.block].successors
        while lid >= 0:
            if any(s not in loop_blocks[lid] for s in succ):
                return lid
            lid = program.loops[lid].parent
        return -1

    def use_is_overhead(user: Instruction, k: int, v: Instruction) -> bool:
        op = user.opcode
        if op == "getelementptr" or (op == "load" and k == 0) or (op == "store" and k == 1):
            return True
        if op == "call" and user.callee.startswith(_MEM_CALLS):
            return True
        if user.slot >= 0 and user.slot in overhead:
            return True
        if op == "br":
            lid = exit_loop(user)
            if lid < 0:
                return False
            blocks = loop_blocks[lid]
            return all(o < 0 or o in overhead or defs.get(o) is None or defs[o].block not in blocks
                       for o in v.operands)
        return False

    # Worklist: a value leaving the overhead set re-examines the values it uses.
    work = list(overhead - forced)
    while work:
        slot = work.pop()
        if slot not in overhead or slot in forced:
            continue
        v = defs.get(slot)
        if v is None or not all(use_is_overhead(u, k, v) for u, k in uses.get(slot, [])):
            overhead.discard(slot)
            # its operands lost an overhead use; a loop-exit compare reading it, an operand
            work.extend(o for o in (v.operands if v is not None else ()) if o in overhead)
            work.extend(u.slot for u, _ in uses.get(slot, []) if u.slot in overhead)
    return {ins.id for ins in ins_of_fn if is_int_data_candidate(ins) and ins.slot not in overhead}


def int_bits(ins: Instruction) -> int:
    """Width in bits of the integers an operation works on (a compare: its operands)."""
    t = ins.type
    if ins.opcode == "icmp":
        parts = ins.text.split("icmp ", 1)[-1].split()
        t = parts[1] if len(parts) > 1 else t
        if t.startswith("<"):
            t = ins.text.split("icmp ", 1)[-1].split("<", 1)[-1].split(">", 1)[0].split(" x ")[-1]
    elif t.startswith("<") and " x " in t:
        t = t[1:].split(" x ")[1].rstrip(">")
    try:
        return int(t.strip().lstrip("i"))
    except ValueError:
        return 64
