"""Static recognition of register recurrences and load-op-store reductions in loops.

A loop-header phi whose value flows back into itself around the loop is a recurrence:
an *induction* when the cycle holds only integer add/sub/GEP/casts (parallel loops
recompute it), a *reduction* when its arithmetic is one associative family (fadd/fsub,
fmul, add/sub, mul, and, or, xor, min/max), else *sequential* (e.g. p = p->next).
"""

from __future__ import annotations

import networkx as nx

from automatch.ir.loops import Loop
from automatch.ir.program import Instruction, OpClass, Program

_CAST = {"bitcast", "sext", "zext", "trunc", "fpext", "fptrunc", "sitofp", "uitofp", "fptosi",
         "fptoui", "inttoptr", "ptrtoint", "freeze"}
_FAMILY = {"fadd": "fadd", "fsub": "fadd", "fmul": "fmul", "add": "add", "sub": "add",
           "mul": "mul", "and": "and", "or": "or", "xor": "xor"}


def _slot_defs(program: Program, function_id: int) -> dict[int, Instruction]:
    fn = program.functions[function_id]
    defs = {}
    for b in fn.blocks:
        for i in program.blocks[b].instructions:
            ins = program.instructions[i]
            if ins.slot >= 0:
                defs[ins.slot] = ins
    return defs


def _cycle(phi: Instruction, defs: dict[int, Instruction], loop_blocks: set[int]) -> list[Instruction] | None:
    """The instructions of the phi's recurrence: its strongly connected component in the
    loop's def-use graph (so a reduction carried through an inner loop's phis counts)."""
    g = nx.DiGraph()
    for slot, ins in defs.items():
        if ins.block not in loop_blocks:
            continue
        for op in ins.operands:
            src = defs.get(op)
            if src is not None and src.block in loop_blocks:
                g.add_edge(op, slot)
    if phi.slot not in g:
        return None
    for comp in nx.strongly_connected_components(g):
        if phi.slot in comp:
            if len(comp) == 1 and not g.has_edge(phi.slot, phi.slot):
                return None
            return [defs[s] for s in comp if s != phi.slot]
    return None


def classify_phi(phi: Instruction, defs: dict[int, Instruction], loop_blocks: set[int]) -> str | None:
    """'induction', 'reduction:<op>', 'sequential', or None when the phi is no recurrence."""
    members = _cycle(phi, defs, loop_blocks)
    if members is None:
        return None
    ops = [m for m in members if m.opcode != "phi" and m.opcode not in _CAST]
    if not phi.is_float and all(m.opcode in ("add", "sub", "getelementptr", "or") for m in ops):
        return "induction"
    families = set()
    for m in ops:
        if m.opclass == OpClass.FMA:
            families.add("fadd")
        elif m.opcode in _FAMILY:
            families.add(_FAMILY[m.opcode])
        elif m.opcode in ("select", "fcmp", "icmp") or m.callee.startswith(("llvm.minnum", "llvm.maxnum", "llvm.smin", "llvm.smax", "llvm.umin", "llvm.umax", "llvm.minimum", "llvm.maximum")):
            families.add("minmax")
        else:
            return "sequential"
    if len(families - {"minmax"}) <= 1 and families:
        fam = sorted(families - {"minmax"}) or ["minmax"]
        return f"reduction:{fam[0]}"
    return "sequential"


def loop_recurrences(program: Program, loop: Loop) -> tuple[str, ...]:
    """Classification of every recurrent header phi of ``loop``, inductions left out."""
    defs = _slot_defs(program, loop.function)
    blocks = set(loop.blocks)
    out = []
    for i in program.blocks[loop.header].instructions:
        ins = program.instructions[i]
        if ins.opclass != OpClass.PHI:
            break
        c = classify_phi(ins, defs, blocks)
        if c and c != "induction":
            out.append(c)
    return tuple(out)


def reduction_chain_operands(program: Program) -> set[tuple[int, int]]:
    """(instruction id, operand slot) pairs through which register reductions chain.

    For every loop-header phi classified as a reduction, the arithmetic members of its
    recurrence take the running value as one operand: ignoring that operand's level
    schedules the reduction as a parallel implementation would (a tree), which is what
    ``parallel_reductions`` asks of the schedule.
    """
    out: set[tuple[int, int]] = set()
    for loop in program.loops:
        defs = _slot_defs(program, loop.function)
        blocks = set(loop.blocks)
        for i in program.blocks[loop.header].instructions:
            phi = program.instructions[i]
            if phi.opclass != OpClass.PHI:
                break
            c = classify_phi(phi, defs, blocks)
            if not c or not c.startswith("reduction"):
                continue
            members = _cycle(phi, defs, blocks) or []
            cycle_slots = {m.slot for m in members} | {phi.slot}
            for m in members:
                if m.opcode == "phi" or m.opcode in _CAST:
                    continue
                for op in m.operands:
                    if op in cycle_slots:
                        out.add((m.id, op))
    return out


def memory_reduction_pairs(program: Program) -> list[tuple[int, int]]:
    """(load id, store id) of load-op-store updates of one address, e.g. ``s[0] += a[i]``."""
    pairs = []
    for fn in program.functions:
        defs = _slot_defs(program, fn.id)
        for b in fn.blocks:
            for i in program.blocks[b].instructions:
                st = program.instructions[i]
                if st.opclass != OpClass.STORE or len(st.operands) < 2:
                    continue
                val = defs.get(st.operands[0])
                ptr_slot = st.operands[1]
                if val is None or not (val.opcode in _FAMILY or val.opclass == OpClass.FMA):
                    continue
                for op in val.operands:
                    ld = defs.get(op)
                    if ld is not None and ld.opclass == OpClass.LOAD and (
                        (ptr_slot >= 0 and ld.operands[0] == ptr_slot)
                        or (ptr_slot < 0 and _ptr_text(ld) == _ptr_text(st))
                    ):
                        pairs.append((ld.id, st.id))
    return pairs


def _ptr_text(ins: Instruction) -> str:
    return ins.text.rsplit(", ptr ", 1)[-1].split(",")[0].strip()
