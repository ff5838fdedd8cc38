"""Static per-instruction, per-block, per-loop tables (numpy) that the numba replay reads.

The replay never touches Python objects: everything it needs to know about an
instruction (class, result slot, operand slots, phi incoming blocks, callee, flops) is
here, indexed by the global ids of the Program model.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from automatch.analyses.intwork import counts_int_work, int_data_ops
from automatch.analyses.recurrences import memory_reduction_pairs, reduction_chain_operands
from automatch.exec.indirect import ENTRY_EXTERNAL, ENTRY_INDIRECT, ENTRY_NONE, call_entry_kind
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
                 parallel_reductions: bool = False) -> ReplayTables:
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
    blk_loop = np.full(nb, -1, np.int32)
    blk_header_of = np.full(nb, -1, np.int32)
    for lp in sorted(program.loops, key=lambda lp: lp.depth):  # inner loops overwrite outer
        for b in lp.blocks:
            blk_loop[b] = lp.id
        blk_header_of[lp.header] = lp.id
    return ReplayTables(
        kind=kind, slot=slot, ops_start=ops_start, ops_flat=np.array(ops, np.int32),
        phi_in_flat=np.array(phi_in, np.int32), ops_skip=ops_skip, value_op=value_op, node_weight=node_weight,
        callee_fn=callee_fn, n_args=n_args, red_load=red_load, red_store=red_store,
        blk_start=blk_start, blk_end=blk_end, blk_fn=blk_fn, blk_loop=blk_loop,
        blk_header_of=blk_header_of,
        fn_nslots=np.array([f.n_slots for f in program.functions], np.int32),
        fn_entry=np.array([f.blocks[0] for f in program.functions], np.int32),
        loop_parent=np.array([lp.parent for lp in program.loops] or [0], np.int32),
        loop_header=np.array([lp.header for lp in program.loops] or [0], np.int32),
        loop_self_latch=np.array([lp.header in lp.latches for lp in program.loops] or [0], np.uint8),
    )


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
