"""Static recognition of reductions through memory, confirmed at run time by the replay.

A load-op-store update of one address (``s[0] += a[i]``, ``h[key[i]] += 1``, ``y[col[p]]
+= v``) is a reduction when the loaded value feeds only the operation and the result
only the store (``memory_reduction_pairs``); C's narrow types computed wider (a char
counter updated in int, a float updated with a double) are the same update. A max or
min kept in memory by a guarded store (``if (v > m[k]) m[k] = v``) is the ``minmax``
family. The replay pairs the two at run time (replay_kernel.py): a load that reads what
its family's store wrote carries a reduction, not a RAW, and whether anything else
reads the partial value inside the loop is seen there. ``invariant_memory_chains``
lists the updates of one fixed address per innermost loop (one chain, a link per
iteration: model/latency.py).
"""

from __future__ import annotations

import re

from automatch.analyses.recurrences import _FAMILY, _MINMAX_CALLS, _invariant, _slot_defs
from automatch.ir.loops import Loop
from automatch.ir.program import Instruction, OpClass, Program

MEMORY_FAMILIES = ("fadd", "fmul", "add", "mul", "and", "or", "xor", "minmax")  # code = index + 1
_ORDER_PREDICATES = frozenset({"ogt", "oge", "olt", "ole", "ugt", "uge", "ult", "ule",
                               "sgt", "sge", "slt", "sle"})


def memory_reduction_pairs(program: Program) -> list[tuple[int, int, int]]:
    """(load id, store id, family code) of load-op-store updates of one address, e.g.
    ``s[0] += a[i]``; the code is 1 + the family's index in ``MEMORY_FAMILIES``.

    Statically the update must be a chain link and nothing else: the loaded value is
    used only by the operation (as an FMA's addend, as the left operand of a
    subtraction), the operation's result only by the store. Whether another access reads
    the location's partial value inside the loop (``acc[0] += x[i]; out[i] = acc[0]``,
    a scan) is seen at run time: the replay then counts the next update's carried
    dependence as a true RAW (replay_kernel.py). Updates of one location by different
    families (``v = fma(a, b, v); v *= d``) are no reduction either: the replay pairs
    a load only with a store of its own family. The load's and the store's addresses
    may be computed twice (``y[i] = y[i] + a``: clang evaluates each ``y[i]`` on its
    own): equal address arithmetic over the same values is the same address
    (:func:`_same_address`)."""
    pairs = []
    for fn in program.functions:
        defs = _slot_defs(program, fn.id)
        by_name = {d.name: d for d in defs.values() if d.name}
        uses: dict[int, list[Instruction]] = {}
        for b in fn.blocks:
            for i in program.blocks[b].instructions:
                ins = program.instructions[i]
                if ins.opclass != OpClass.DEBUG:
                    for op in ins.operands:
                        if op >= 0:
                            uses.setdefault(op, []).append(ins)
        preds: dict[int, list[int]] = {}
        for b in fn.blocks:
            for succ in program.blocks[b].successors:
                preds.setdefault(succ, []).append(b)
        for b in fn.blocks:
            for i in program.blocks[b].instructions:
                st = program.instructions[i]
                if st.opclass != OpClass.STORE or len(st.operands) < 2:
                    continue
                val = defs.get(st.operands[0])
                if val is None or [u.id for u in uses.get(val.slot, [])] != [st.id]:
                    continue  # the new value is used by more than the store
                if val.opcode == "phi":
                    pairs += _phi_selection(program, st, val, defs, by_name, uses, preds)
                    continue
                val = _through_widening(val, defs, uses)
                if val is None:
                    continue
                if val.opcode == "call" and val.callee.startswith(_MINMAX_CALLS):
                    family, chain_ops = "minmax", val.operands[:2]  # m = fmax(m, v)
                elif val.opcode in _FAMILY or val.opclass == OpClass.FMA:
                    family = "fadd" if val.opclass == OpClass.FMA else _FAMILY[val.opcode]
                    if val.opclass == OpClass.FMA:
                        chain_ops = val.operands[2:3]
                    elif val.opcode in ("sub", "fsub"):
                        chain_ops = val.operands[:1]
                    else:
                        chain_ops = val.operands
                else:
                    continue
                for op in chain_ops:
                    ld = defs.get(op)
                    if (ld is not None and ld.opcode in _WIDEN
                            and (val.opcode in _MODULAR or val.opcode in _WIDE_FP
                                 or val.opclass == OpClass.FMA)
                            and [u.id for u in uses.get(ld.slot, [])] == [val.id]):
                        # ``(char)(c[k] + 1)``: the load widened for the operation only
                        cast, ld = ld, defs.get(ld.operands[0])
                        if ld is None or [u.id for u in uses.get(ld.slot, [])] != [cast.id]:
                            continue
                        if ld.opclass == OpClass.LOAD and _updates(program, ld, st, defs, by_name):
                            pairs.append((ld.id, st.id, 1 + MEMORY_FAMILIES.index(family)))
                            break
                        continue
                    if (ld is not None and ld.opclass == OpClass.LOAD
                            and _updates(program, ld, st, defs, by_name)
                            and [u.id for u in uses.get(ld.slot, [])]
                            == [val.id] * val.operands.count(ld.slot)):
                        pairs.append((ld.id, st.id, 1 + MEMORY_FAMILIES.index(family)))
                        break
        pairs += _guarded_selections(program, fn, defs, by_name, uses, preds)
    return pairs


def _updates(program: Program, ld: Instruction, st: Instruction, defs: dict, by_name: dict) -> bool:
    """Whether store ``st`` writes the address load ``ld`` read: the same pointer or the
    same address arithmetic; or, when both sit in one block with no store or call
    between them, arithmetic over loads of the same addresses (``y[idx[i]] =
    y[idx[i]] + v``: C evaluates the index twice, and nothing can change it in between)."""
    a, b = ld.operands[0], st.operands[1]
    if a < 0 or b < 0:
        return a < 0 and b < 0 and _ptr_text(ld) == _ptr_text(st)
    if _same_address(a, b, defs, by_name):
        return True
    return _quiet_between(program, ld, st) and _same_address(a, b, defs, by_name, True)


def _writes(ins: Instruction) -> bool:
    """Whether ``ins`` may write memory: a store, or a call other than an LLVM intrinsic
    that computes a value (``llvm.maxnum``; not ``llvm.memcpy``/``memset``)."""
    if ins.opclass == OpClass.STORE:
        return True
    return ins.opclass == OpClass.CALL and not (ins.callee.startswith("llvm.")
                                                and not ins.callee.startswith("llvm.mem"))


def _quiet_between(program: Program, first: Instruction, last: Instruction) -> bool:
    """``first`` and ``last`` are in one block with nothing that may write memory
    strictly between."""
    if first.block != last.block or first.id >= last.id:
        return False
    return not any(_writes(program.instructions[i]) for i in range(first.id + 1, last.id))


def _phi_selection(program: Program, st: Instruction, phi: Instruction, defs: dict,
                   by_name: dict, uses: dict, preds: dict) -> list[tuple[int, int, int]]:
    """(load id, store id, minmax code) of ``m[k] = m[k] > v ? m[k] : v``: ``st`` stores
    a phi of two values from the two successors of a block that branches on an ordering
    comparison of a load ``m`` (used by it only) with ``v``; one value reloads ``m``'s
    address, the other is ``v`` (or reloads ``v``'s), no store or call on the way, and
    ``st`` writes ``m``'s address. Whichever the predicate, the location ends as the max
    or the min: a selection. Both the compared load and the reload are the reduction's
    reads (the reload reads the partial value only to store it back); [] when not so."""
    if len(phi.operands) != 2 or len(phi.incoming_blocks) != 2:
        return []
    arms = [program.blocks[b] for b in phi.incoming_blocks]
    heads = {tuple(preds.get(a.id, ())) for a in arms}
    if len(heads) != 1:
        return []
    (head,) = heads
    if len(head) != 1:
        return []
    block = program.blocks[head[0]]
    if sorted(block.successors) != sorted(a.id for a in arms):
        return []
    cmp = _ordering_branch(program, block, defs)
    if cmp is None:
        return []
    quiet = not any(_writes(program.instructions[i])
                    for b in (*[a.id for a in arms], st.block) for i in program.blocks[b].instructions
                    if b != st.block or i < st.id)
    if not quiet:
        return []
    for mine, other in ((0, 1), (1, 0)):
        m, v = defs.get(cmp.operands[mine]), defs.get(cmp.operands[other])
        if (m is None or m.opclass != OpClass.LOAD or v is None
                or [u.id for u in uses.get(m.slot, [])] != [cmp.id]):
            continue
        if not _same_address(m.operands[0], st.operands[1], defs, by_name, True):
            continue
        vals = [defs.get(x) for x in phi.operands]
        if any(x is None for x in vals):
            continue
        reload = [x.opclass == OpClass.LOAD and _same_address(x.operands[0], m.operands[0], defs,
                                                              by_name, True) for x in vals]
        same_v = [x.slot == v.slot or (x.opclass == OpClass.LOAD and v.opclass == OpClass.LOAD
                                       and _same_address(x.operands[0], v.operands[0], defs,
                                                         by_name, True)) for x in vals]
        code = 1 + MEMORY_FAMILIES.index("minmax")
        for r, o in ((0, 1), (1, 0)):
            if reload[r] and same_v[o]:
                return [(m.id, st.id, code), (vals[r].id, st.id, code)]
    return []


def _ordering_branch(program: Program, block, defs: dict) -> Instruction | None:
    """The comparison ``block`` ends by branching on, two ways, when it orders its two
    operands (gt, ge, lt, le: signed, unsigned or fp); None otherwise."""
    if not block.instructions or len(block.successors) != 2:
        return None
    br = program.instructions[block.instructions[-1]]
    cmp = defs.get(br.operands[0]) if br.operands else None
    if cmp is None or cmp.opcode not in ("fcmp", "icmp") or len(cmp.operands) != 2:
        return None
    words = cmp.text.split(" = ", 1)[-1].split()
    return cmp if len(words) >= 2 and words[1] in _ORDER_PREDICATES else None


def _guarded_selections(program: Program, fn, defs: dict, by_name: dict, uses: dict,
                        preds: dict) -> list[tuple[int, int, int]]:
    """(load id, store id, minmax code) of maxima and minima kept in memory by a guarded
    store: ``if (v > m[k]) m[k] = v`` (``*out`` of a max search through a pointer). The
    block ends with a branch on an ordering comparison of a loaded value ``m`` (used by
    that comparison only) with a value ``v``; a successor entered only from it stores
    ``v`` (the same value, or a load of the same address) to ``m``'s address. Whichever
    the predicate and the branch taken, the location ends as the max or the min of what
    was compared: an associative selection, a reduction."""
    code = 1 + MEMORY_FAMILIES.index("minmax")
    out = []
    for b in fn.blocks:
        block = program.blocks[b]
        cmp = _ordering_branch(program, block, defs)
        if cmp is None:
            continue
        for mine, other in ((0, 1), (1, 0)):
            ld = defs.get(cmp.operands[mine])
            v_slot = cmp.operands[other]
            if (ld is None or ld.opclass != OpClass.LOAD or v_slot < 0
                    or [u.id for u in uses.get(ld.slot, [])] != [cmp.id]):
                continue
            found = _guarded_store(program, block.successors, b, preds, ld, v_slot, defs,
                                   by_name)
            if found is not None:
                out.append((ld.id, found, code))
                break
    return out


def _guarded_store(program: Program, successors, b: int, preds: dict, ld, v_slot: int,
                   defs: dict, by_name: dict) -> int | None:
    """The id of a store of ``v_slot``'s value to ``ld``'s address in a successor of
    ``b`` entered from ``b`` only, with no call or other store before it there, or None.
    C evaluates ``m[k[i]]`` and ``x[i]`` again in the guarded assignment: addresses and
    values computed from loads of the same addresses match (nothing stored since the
    comparison, by the two conditions)."""
    v = defs.get(v_slot)
    for succ in successors:
        if preds.get(succ) != [b] or program.blocks[b].function != program.blocks[succ].function:
            continue
        for i in program.blocks[succ].instructions:
            st = program.instructions[i]
            if st.opclass == OpClass.CALL:
                break
            if st.opclass != OpClass.STORE:
                continue
            if len(st.operands) < 2:
                break
            same = (_same_address(ld.operands[0], st.operands[1], defs, by_name, True)
                    or (ld.operands[0] < 0 and st.operands[1] < 0
                        and _ptr_text(ld) == _ptr_text(st)))
            val = st.operands[0]
            w = defs.get(val)
            if same and (val == v_slot or (
                    v is not None and w is not None and v.opclass == OpClass.LOAD
                    and w.opclass == OpClass.LOAD
                    and (_same_address(v.operands[0], w.operands[0], defs, by_name, True)
                         or (v.operands[0] < 0 and _ptr_text(v) == _ptr_text(w))))):
                return st.id
            break  # another store first: it may have changed what was compared
    return None


# integer operations whose result, truncated, is the narrow type's own operation on the
# truncated operands (arithmetic modulo 2^n): a char or short counter updated in int
_MODULAR = frozenset({"add", "sub", "mul", "and", "or", "xor"})
# fp operations computed wider and rounded back (a float updated with a double:
# ``h[k] += 0.5 * v``): the same reduction, each step rounded as a float sum's steps are
_WIDE_FP = frozenset({"fadd", "fsub", "fmul"})
_WIDEN = frozenset({"sext", "zext", "fpext"})


def _through_widening(val: Instruction, defs: dict, uses: dict) -> Instruction | None:
    """The operation behind a stored value: ``val`` itself, or, when ``val`` narrows an
    operation used only by it (C's ``c[k] += 1`` on a ``char``: widened, added in int,
    truncated; ``f[k] += 0.5 * v`` on a ``float``: extended, added in double, rounded),
    that operation; None when the narrowed value is something else."""
    if val.opcode not in ("trunc", "fptrunc") or not val.operands or val.operands[0] < 0:
        return val
    inner = defs.get(val.operands[0])
    ok = (_MODULAR if val.opcode == "trunc" else _WIDE_FP)
    if inner is None or not (inner.opcode in ok
                             or (val.opcode == "fptrunc" and inner.opclass == OpClass.FMA)):
        return None
    if [u.id for u in uses.get(inner.slot, [])] != [val.id]:
        return None
    return inner


# pure address arithmetic: equal instructions over equal values give equal results
PURE_ADDRESS_OPS = frozenset({"getelementptr", "sext", "zext", "trunc", "add", "sub", "mul",
                              "shl", "or", "bitcast"})
_VALUE_NAME = re.compile(r"%([-\w.$]+)")
# more pure integer operations an index is computed with (``m[key[i] & 63]``)
_PURE_INDEX_OPS = frozenset({"and", "xor", "lshr", "ashr", "udiv", "sdiv", "urem", "srem"})


def _address_key(ins: Instruction, by_name: dict[str, Instruction], depth: int = 8,
                 through_loads: bool = False) -> str:
    """``ins``'s computation as text, each pure operand replaced by its own computation
    (``depth`` levels), metadata dropped: equal keys are equal values (the leaves are
    SSA values: arguments, phis, loads, named once each). ``through_loads``: a load is
    expanded too, as what its address holds: equal only while nothing stores in between,
    which the caller vouches for."""
    body = ins.text.split(" = ", 1)[1] if " = " in ins.text else ins.text
    body = body.split(", !", 1)[0]

    def expand(m: re.Match) -> str:
        d = by_name.get(m.group(1))
        if d is not None and depth > 0 and (d.opcode in PURE_ADDRESS_OPS or (
                through_loads and (d.opcode == "load" or d.opcode in _PURE_INDEX_OPS))):
            return "(" + _address_key(d, by_name, depth - 1, through_loads) + ")"
        return m.group(0)

    return _VALUE_NAME.sub(expand, body)


def _same_address(a: int, b: int, defs: dict[int, Instruction],
                  by_name: dict[str, Instruction], through_loads: bool = False) -> bool:
    """Whether pointer slots ``a`` and ``b`` hold the same address: the same slot, or
    the same pure address arithmetic over the same values (``through_loads``: or over
    loads of the same addresses, :func:`_address_key`)."""
    if a == b:
        return a >= 0
    da, db = defs.get(a), defs.get(b)
    if da is None or db is None or da.opcode not in PURE_ADDRESS_OPS or db.opcode not in PURE_ADDRESS_OPS:
        return False
    return (_address_key(da, by_name, through_loads=through_loads)
            == _address_key(db, by_name, through_loads=through_loads))


def _ptr_text(ins: Instruction) -> str:
    return ins.text.rsplit(", ptr ", 1)[-1].split(",")[0].strip()


def invariant_memory_chains(program: Program) -> dict[int, tuple[str, ...]]:
    """Loop id -> the families of its load-op-store reductions of one fixed address
    (``y[i] += A[i][j] * x[j]`` in the j loop): the innermost loop holding the store,
    where the address is loop-invariant, so each of its iterations adds one link to one
    chain. A scatter (``h[b[i]] += 1``) or an update an outer loop carries across
    sweeps (``a[i][j] -= ...`` over k) has many independent chains: not listed.
    Whether the address is invariant is static: the pointer is defined outside the loop,
    or computed inside it from such values by address arithmetic only
    (:func:`_invariant_address`).

    A family is listed as ``"<family>:register"`` when the loop has no other store and
    no call: nothing between the store and the next iteration's load can write memory,
    so compilers forward the stored value (GVN's load PRE; gcc -O3 keeps the sum in a
    register and only stores it each iteration) and the chain runs at the operation's
    latency. Otherwise the next load must read memory back: the plain family."""
    pairs = memory_reduction_pairs(program)
    if not pairs:
        return {}
    innermost: dict[int, Loop] = {}
    for lp in program.loops:
        for b in lp.blocks:
            if b not in innermost or innermost[b].depth < lp.depth:
                innermost[b] = lp
    out: dict[int, list[str]] = {}
    defs_of: dict[int, dict[int, Instruction]] = {}
    for _ld, st_id, code in pairs:
        st = program.instructions[st_id]
        lp = innermost.get(st.block)
        if lp is None:
            continue
        defs = defs_of.setdefault(lp.function, _slot_defs(program, lp.function))
        blocks = set(lp.blocks)
        if _invariant_address(st.operands[1], defs, blocks):
            family = MEMORY_FAMILIES[code - 1]
            if _only_store(program, lp, st_id):
                family += ":register"
            if family not in out.setdefault(lp.id, []):
                out[lp.id].append(family)
    return {k: tuple(v) for k, v in out.items()}


def _only_store(program: Program, lp: Loop, st_id: int) -> bool:
    """Whether ``st_id`` is the only instruction of the loop that may write memory
    (calls and memory intrinsics count as writes)."""
    for b in lp.blocks:
        for i in program.blocks[b].instructions:
            ins = program.instructions[i]
            if i != st_id and ins.opclass in (OpClass.STORE, OpClass.CALL,
                                              OpClass.MEM_INTRINSIC):
                return False
    return True


_ADDRESS_OPS = PURE_ADDRESS_OPS | {"ptrtoint", "inttoptr"}


def _invariant_address(slot: int, defs: dict[int, Instruction], loop_blocks: set[int],
                       depth: int = 8) -> bool:
    """Whether ``slot`` has the same value on every iteration of the loop: defined
    outside it, or computed inside it (``C + (i * n + j)`` left in the loop body) by
    address arithmetic from such values, ``depth`` levels deep at most."""
    if _invariant(slot, defs, loop_blocks):
        return True
    d = defs.get(slot)
    if d is None or depth <= 0 or d.opcode not in _ADDRESS_OPS:
        return False
    return all(_invariant_address(o, defs, loop_blocks, depth - 1) for o in d.operands)
