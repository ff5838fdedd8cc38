"""Static per-instruction, per-block, per-loop tables (numpy) that the numba replay reads.

The replay never touches Python objects: everything it needs to know about an
instruction (class, result slot, operand slots, phi incoming blocks, callee, flops) is
here, indexed by the global ids of the Program model.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from automatch.analyses.intwork import counts_int_work, int_data_ops, reachable_functions
from automatch.analyses.memory_reductions import memory_reduction_pairs
from automatch.analyses.recurrences import reduction_chain_operands
from automatch.exec.instrument.indirect import (
    ENTRY_EXTERNAL,
    ENTRY_INDIRECT,
    ENTRY_NONE,
    call_entry_kind,
)
from automatch.ir.program import OpClass, Program

# Replay kinds (int8), a coarser view of OpClass.
K_OTHER, K_NODE, K_LOAD, K_STORE, K_PHI, K_CALL, K_RET, K_TERM, K_MEMCPY, K_MEMSET, K_SKIP = range(11)
# callee_fn of a call that names no defined function: it runs no instrumented code
# (OPAQUE), or may: through a pointer (INDIRECT: one callee, like a direct call) or as
# an external that calls back (EXTERNAL: any number of callees, arguments of its own).
CALL_OPAQUE, CALL_INDIRECT, CALL_EXTERNAL = -1, -2, -3
ENTRY_CODES = {ENTRY_NONE: CALL_OPAQUE, ENTRY_INDIRECT: CALL_INDIRECT, ENTRY_EXTERNAL: CALL_EXTERNAL}

NODE_CLASSES = (OpClass.FADD, OpClass.FMUL, OpClass.FDIV, OpClass.FMA, OpClass.FSPECIAL)
SYNC_MARKER = "automatch_sync"


@dataclass(frozen=True)
class ReplayTables:
    kind: np.ndarray  # int8 per instruction
    nxt: np.ndarray  # int32 per instruction: the next one of its block the replay runs
    # (K_SKIP instructions, level_free, are stepped over)
    slot: np.ndarray  # int32 result slot, -1
    ops_start: np.ndarray  # int32, operands of i are ops_flat[ops_start[i]:ops_start[i+1]]
    ops_flat: np.ndarray  # int32 operand slots (-1 for constants)
    phi_in_flat: np.ndarray  # int32 incoming block per operand (phis), -1 otherwise
    ops_skip: np.ndarray  # uint8 per operand: 1 = a reduction's running value (ignored
    # with parallel_reductions; all 0 otherwise)
    value_op: np.ndarray  # int32: for stores the value operand slot, for loads the pointer slot
    node_weight: np.ndarray  # int64 flops (or ops) per execution when a node, else 0
    callee_fn: np.ndarray  # int32 defined callee's function id; else CALL_OPAQUE,
    # CALL_INDIRECT (through a pointer) or CALL_EXTERNAL (an external that may call back)
    n_args: np.ndarray  # int32 number of call arguments
    red_load: np.ndarray  # uint8: load of a load-op-store reduction: its family code, 0
    red_store: np.ndarray  # uint8: store of such a reduction: its family code, 0
    blk_start: np.ndarray  # int32
    blk_end: np.ndarray  # int32
    phi_start: np.ndarray  # int32 per block + 1: its phis that keep a level are
    phi_list: np.ndarray  # int32 phi_list[phi_start[b]:phi_start[b+1]] (level_free)
    blk_body: np.ndarray  # int32 per block: the first instruction the replay runs after its phis
    blk_fn: np.ndarray  # int32
    blk_loop: np.ndarray  # int32 innermost loop, -1
    blk_header_of: np.ndarray  # int32 loop whose header this block is, -1
    fn_nslots: np.ndarray  # int32
    fn_entry: np.ndarray  # int32
    loop_parent: np.ndarray  # int32
    loop_header: np.ndarray  # int32
    loop_self_latch: np.ndarray  # uint8: the header is also a latch (a bottom-tested
    # loop of one block): leaving the loop from its header ends a whole iteration


def build_tables(program: Program, *, count_int_ops: bool = False,
                 parallel_reductions: bool = False, whole_program: bool = True,
                 skip_level_free: bool = True,
                 int_blocks: frozenset[int] = frozenset()) -> ReplayTables:
    """The tables of ``program`` for a replay with these options; ``whole_program``:
    every function may run, not only the kernel and what it may call (level_free).
    ``skip_level_free=False`` has the replay run every instruction (the reference the
    tests compare the skipping replay with). ``int_blocks``: in whole-program mode, the
    blocks of regions without floating point whose integer data operations are work
    (``intwork.region_units``)."""
    n = len(program.instructions)
    kind = np.zeros(n, np.int8)
    slot = np.full(n, -1, np.int32)
    ops_start = np.zeros(n + 1, np.int32)
    value_op = np.full(n, -1, np.int32)
    node_weight = np.zeros(n, np.int64)
    callee_fn = np.full(n, -1, np.int32)
    n_args = np.zeros(n, np.int32)
    red_load = np.zeros(n, np.uint8)
    red_store = np.zeros(n, np.uint8)
    ops: list[int] = []
    phi_in: list[int] = []
    fn_ids = {f.name: f.id for f in program.functions}
    # Integer data operations are nodes when integer work is counted (intwork.py): with
    # --work, or by default when the kernel has no floating-point work.
    int_nodes = int_data_ops(program) if counts_int_work(program, count_int_ops) else frozenset()
    if int_blocks and not int_nodes:
        int_nodes = frozenset(i for i in int_data_ops(program)
                              if program.instructions[i].block in int_blocks)
    for ins in program.instructions:
        i = ins.id
        slot[i] = ins.slot
        ops_start[i] = len(ops)
        oc = ins.opclass
        ops.extend(ins.operands)
        phi_in.extend(ins.incoming_blocks if oc == OpClass.PHI else [-1] * len(ins.operands))
        if oc in NODE_CLASSES or ins.id in int_nodes:
            kind[i] = K_NODE
            lanes = _lanes(ins.type)
            node_weight[i] = (2 if oc == OpClass.FMA else 1) * lanes
        elif oc == OpClass.LOAD:
            kind[i] = K_LOAD
            value_op[i] = ins.operands[0]
        elif oc == OpClass.STORE:
            kind[i] = K_STORE
            value_op[i] = ins.operands[0]
        elif oc == OpClass.PHI:
            kind[i] = K_PHI
        elif oc == OpClass.CALL:
            kind[i] = K_CALL
            callee_fn[i] = fn_ids.get(ins.callee, -1)
            if callee_fn[i] < 0:  # may it run instrumented code all the same (instrument.py)?
                callee_fn[i] = ENTRY_CODES[call_entry_kind(ins, fn_ids)]
            n_args[i] = max(0, len(ins.operands) - 1)
        elif oc == OpClass.RET:
            kind[i] = K_RET
        elif oc == OpClass.TERMINATOR:
            kind[i] = K_TERM
        elif oc == OpClass.MEM_INTRINSIC:
            kind[i] = K_MEMSET if "memset" in ins.callee else K_MEMCPY
        elif oc == OpClass.DEBUG:
            kind[i] = K_SKIP
        else:
            kind[i] = K_OTHER
    ops_start[n] = len(ops)
    free = (level_free(program, kind, callee_fn, ops_start, ops, whole_program=whole_program)
            if skip_level_free else np.zeros(n, bool))
    kind[free & (kind == K_OTHER)] = K_SKIP
    ops_skip = np.zeros(len(ops), np.uint8)
    if parallel_reductions:
        for ins_id, op_slot in reduction_chain_operands(program):
            for j in range(ops_start[ins_id], ops_start[ins_id + 1]):
                if ops[j] == op_slot:
                    ops_skip[j] = 1
    for load_id, store_id, family in memory_reduction_pairs(program):
        red_load[load_id] = family
        red_store[store_id] = family
    nb = len(program.blocks)
    blk_start = np.array([b.instructions[0] if b.instructions else 0 for b in program.blocks], np.int32)
    blk_end = np.array([b.instructions[-1] + 1 if b.instructions else 0 for b in program.blocks], np.int32)
    blk_fn = np.array([b.function for b in program.blocks], np.int32)
    blk_loop = np.array(program.innermost_loops(), np.int32)
    blk_header_of = np.full(nb, -1, np.int32)
    for lp in program.loops:
        blk_header_of[lp.header] = lp.id
    # a block ends with its terminator, never skipped: the next instruction run after i
    # is the first one after it that is not K_SKIP
    run = np.append(np.flatnonzero(kind != K_SKIP), n).astype(np.int32)
    nxt = run[np.searchsorted(run, np.arange(1, n + 1), side="left")]
    phi_start = np.zeros(nb + 1, np.int32)
    phi_list: list[int] = []
    blk_body = np.zeros(nb, np.int32)
    for b in program.blocks:
        k = 0
        for i in b.instructions:
            if kind[i] != K_PHI:
                break
            k += 1
            if not free[i]:
                phi_list.append(i)
        phi_start[b.id + 1] = len(phi_list)
        first = b.instructions[k] if k < len(b.instructions) else blk_end[b.id]
        blk_body[b.id] = run[np.searchsorted(run, first)]
    return ReplayTables(
        kind=kind, nxt=nxt, slot=slot, ops_start=ops_start, ops_flat=np.array(ops, np.int32),
        phi_in_flat=np.array(phi_in, np.int32), ops_skip=ops_skip, value_op=value_op, node_weight=node_weight,
        callee_fn=callee_fn, n_args=n_args, red_load=red_load, red_store=red_store,
        blk_start=blk_start, blk_end=blk_end, phi_start=phi_start,
        phi_list=np.array(phi_list, np.int32), blk_body=blk_body, blk_fn=blk_fn, blk_loop=blk_loop,
        blk_header_of=blk_header_of,
        fn_nslots=np.array([f.n_slots for f in program.functions], np.int32),
        fn_entry=np.array([f.blocks[0] for f in program.functions], np.int32),
        loop_parent=np.array([lp.parent for lp in program.loops] or [0], np.int32),
        loop_header=np.array([lp.header for lp in program.loops] or [0], np.int32),
        loop_self_latch=np.array([lp.header in lp.latches for lp in program.loops] or [0], np.uint8),
    )


def level_free(program: Program, kind: np.ndarray, callee_fn: np.ndarray, ops_start: np.ndarray,
               ops: list[int], *, whole_program: bool = True) -> np.ndarray:
    """bool per instruction: an integer or pointer operation (K_OTHER) or a phi the
    replay may skip, its result's level being 0 on every execution or read by nothing
    that keeps a level. Its slot is zeroed when its frame opens and only it writes
    there, so skipping it changes no result.

    Such an operation (a phi: its incoming value) takes the highest level of its
    operands without adding one. Its result may carry a level when an operand may: a node's, load's or entering call's
    result, an argument that some call the replay sees passes a level in (every
    argument of every function when such a call goes through a pointer), or an
    operation, phi or opaque call over such a value (a forward closure over the def-use
    edges). The replay sees the calls of the functions that run: in the kernel's
    region, the kernel and what it may call (``intwork.reachable_functions``); the
    region's first frame gets its arguments at level 0 (``main``'s calls of the kernel
    do not count), and in ``whole_program`` mode every function runs. A level is kept when
    it reaches a node, a load's address, a store's value, a call or a return, directly
    or through operations and phis (a backward closure); a loop's compare that feeds
    only its branch is not. Loop counters, address arithmetic and compares make up
    most of a kernel's dynamic instructions."""
    n = len(kind)
    fn_of = [ins.function for ins in program.instructions]
    if whole_program:
        runs = np.ones(len(program.functions), bool)
    else:
        runs = np.zeros(len(program.functions), bool)
        runs[list(reachable_functions(program))] = True
    defining: dict[tuple[int, int], int] = {}
    users: dict[tuple[int, int], list[tuple[int, int]]] = {}
    for ins in program.instructions:
        f = fn_of[ins.id]
        if ins.slot >= 0:
            defining[(f, ins.slot)] = ins.id
        for j, op in enumerate(ops[ops_start[ins.id]:ops_start[ins.id + 1]]):
            if op >= 0:
                users.setdefault((f, op), []).append((ins.id, j))
    passes = (K_OTHER, K_PHI)  # results that are the highest level of their operands

    def passes_through(i: int) -> bool:
        return kind[i] in passes or (kind[i] == K_CALL and callee_fn[i] == CALL_OPAQUE)

    # forward: what may carry a level
    carries = np.zeros(n, bool)
    work: list[tuple[int, int]] = []
    if any(kind[i] == K_CALL and callee_fn[i] == CALL_INDIRECT and runs[fn_of[i]] for i in range(n)):
        work = [(fn.id, a) for fn in program.functions for a in range(len(fn.args))]
    for (f, s_), i in defining.items():
        if not passes_through(i):
            carries[i] = True
            work.append((f, s_))
    seen = set(work)
    while work:
        key = work.pop()
        for u, j in users.get(key, ()):
            c = callee_fn[u]
            if kind[u] == K_CALL and c >= 0 and runs[fn_of[u]] and j < len(program.functions[c].args):
                arg = (int(c), j)  # a direct call passes a level in argument j
                if arg not in seen:
                    seen.add(arg)
                    work.append(arg)
            if passes_through(u) and not carries[u]:
                carries[u] = True
                nxt = (fn_of[u], program.instructions[u].slot)
                if nxt[1] >= 0 and nxt not in seen:
                    seen.add(nxt)
                    work.append(nxt)
    # backward: whose level something keeps
    kept = np.zeros(n, bool)
    stack = []
    for i in range(n):
        if kind[i] in passes and any(
                kind[u] in (K_NODE, K_CALL, K_RET) or (kind[u] in (K_LOAD, K_STORE) and j == 0)
                for u, j in users.get((fn_of[i], program.instructions[i].slot), ())):
            kept[i] = True
            stack.append(i)
    while stack:
        i = stack.pop()
        for op in ops[ops_start[i]:ops_start[i + 1]]:
            d = defining.get((fn_of[i], op)) if op >= 0 else None
            if d is not None and kind[d] in passes and not kept[d]:
                kept[d] = True
                stack.append(d)
    return ((kind == K_OTHER) | (kind == K_PHI)) & ~(carries & kept)


def _lanes(type_str: str) -> int:
    if type_str.startswith("<") and " x " in type_str:
        return int(type_str[1:].split(" x ")[0])
    return 1


def data_branch_targets(program: Program) -> np.ndarray:
    """int64 per block: the first successor of a two-way conditional branch that is no
    loop control, else -1. The replay runs a 2-bit saturating counter on each such
    branch (replay_kernel.py) to count the mispredictions a data-dependent branch costs.
    Loop latches and exits are left out: their direction is the trip count, which a
    core's loop and history predictors learn (one miss per instance of a long loop is
    negligible), and a 2-bit counter would charge a short loop's every exit."""
    out = np.full(len(program.blocks), -1, np.int64)
    control = set()
    for lp in program.loops:
        control.update(lp.latches)
        control.update(lp.exits)
    for b in program.blocks:
        succ = b.successors
        if len(succ) == 2 and b.id not in control:  # successors are distinct (program.py)
            out[b.id] = succ[0]
    return out
