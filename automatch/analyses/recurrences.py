"""Static recognition of register recurrences and load-op-store reductions in loops.

A loop-header phi whose value flows back into itself around the loop is a recurrence:
an *induction* when the cycle holds only integer add/sub/GEP/casts stepping by
loop-invariant amounts (parallel loops recompute it), a *reduction* when its
arithmetic is one associative family (fadd/fsub, fmul, add/sub, mul, and, or, xor,
min/max, a conditional update) **and** nothing inside the loop but the chain itself
uses its intermediate values, a *scan* when it is such an associative chain whose
running value is used inside the loop (``s += a[i]; out[i] = s``; ``v *= drag; x +=
v * dt``), else *sequential* (e.g. p = p->next, x = x * a + b).

The use rule is the one parallelising compilers apply (LLVM's RecurrenceDescriptor): a
reduction can be computed as a tree only if its partial values are never observed, so
a use after the loop (through the LCSSA exit phi, outside the loop's blocks) is fine,
a use inside it is not. A scan is reported as ``scan:<op>`` and is *sequential* for
S and D: the loop that carries it is a sequential loop, and --parallel-reductions
leaves its chain alone (a parallel-prefix schedule of scans is not modelled).

Reductions through memory (``s[0] += a[i]``, a histogram, a max kept in memory) are
recognised in ``memory_reductions``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from automatch.ir.loops import Loop, only_aborts
from automatch.ir.program import Instruction, OpClass, Program

_CAST = {"bitcast", "sext", "zext", "trunc", "fpext", "fptrunc", "sitofp", "uitofp", "fptosi",
         "fptoui", "inttoptr", "ptrtoint", "freeze"}
_FAMILY = {"fadd": "fadd", "fsub": "fadd", "fmul": "fmul", "add": "add", "sub": "add",
           "mul": "mul", "and": "and", "or": "or", "xor": "xor"}


class SlotDefs(dict):
    """A function's value-defining instructions by slot (read-only: shared), with the
    same instructions by block (``by_block``) so that a loop's are found without a walk
    over the whole function."""

    by_block: dict[int, list[Instruction]]


def _slot_defs(program: Program, function_id: int) -> SlotDefs:
    """The function's :class:`SlotDefs`, built once per Program (``Program.cache``): the
    analyses ask for it once per loop, and a walk of the function for each loop of a
    large generated program (Rodinia myocyte) was quadratic."""
    key = ("slot_defs", function_id)
    defs = program.cache.get(key)
    if defs is not None:
        return defs
    fn = program.functions[function_id]
    defs = SlotDefs()
    defs.by_block = {}
    for b in fn.blocks:
        here = defs.by_block[b] = []
        for i in program.blocks[b].instructions:
            ins = program.instructions[i]
            if ins.slot >= 0:
                defs[ins.slot] = ins
                here.append(ins)
    program.cache[key] = defs
    return defs


def _cycle(phi: Instruction, defs: dict[int, Instruction], loop_blocks: set[int]) -> list[Instruction] | None:
    """The instructions of the phi's recurrence: its strongly connected component in the
    loop's def-use graph (so a reduction carried through an inner loop's phis counts)."""
    # The component of the phi = what it reaches and what reaches it (no networkx:
    # importing it cost 0.12 s of the analyze path's start-up, issue 14).
    succ: dict[int, set[int]] = {}
    pred: dict[int, set[int]] = {}
    by_block = getattr(defs, "by_block", None)
    inside = ([(ins.slot, ins) for b in loop_blocks for ins in by_block.get(b, ())]
              if by_block is not None else defs.items())
    for slot, ins in inside:
        if ins.block not in loop_blocks:
            continue
        for op in ins.operands:
            src = defs.get(op)
            if src is not None and src.block in loop_blocks:
                succ.setdefault(op, set()).add(slot)
                pred.setdefault(slot, set()).add(op)
    if phi.slot not in succ and phi.slot not in pred:
        return None
    comp = _reach(phi.slot, succ) & _reach(phi.slot, pred)
    if len(comp) == 1 and phi.slot not in succ.get(phi.slot, ()):
        return None
    return [defs[s] for s in sorted(comp) if s != phi.slot]


def _reach(start: int, edges: dict[int, set[int]]) -> set[int]:
    """``start`` and every node reachable from it along ``edges``."""
    seen = {start}
    stack = [start]
    while stack:
        for m in edges.get(stack.pop(), ()):
            if m not in seen:
                seen.add(m)
                stack.append(m)
    return seen


def classify_phi(phi: Instruction, defs: dict[int, Instruction], loop_blocks: set[int],
                 users: dict[int, list[Instruction]] | None = None) -> str | None:
    """'induction', 'reduction:<op>', 'scan:<op>', 'sequential', or None when the phi is
    no recurrence.

    An induction steps by loop-invariant amounts on every iteration (``i += 1``, ``p +=
    stride``; ``if (c) k++`` is a conditional count, not an induction): ``s +=
    a[i]`` has the same opcodes but adds a value computed in the loop, a reduction. An
    FMA is a sum only when the running value is its addend: ``x = x * a + b`` multiplies
    it, a sequential recurrence; likewise ``s = a[i] - s`` subtracts it. A cycle of phis
    alone (``if (a[i] < m) m = a[i]``, a conditional update) is a reduction by selection,
    like min/max. ``users`` (``loop_users``: the instructions of the loop using each
    slot) tells reductions from scans; without it the uses are not checked.
    """
    members = _cycle(phi, defs, loop_blocks)
    if members is None:
        return None
    cycle_slots = {m.slot for m in members} | {phi.slot}
    ops = [m for m in members if m.opcode != "phi" and m.opcode not in _CAST]
    # An induction steps on every iteration: a phi merging paths inside the cycle
    # (``if (c) k++``) makes the step conditional, a count (a reduction or a scan).
    unconditional = not any(m.opcode == "phi" and m.slot != phi.slot for m in members)
    if (unconditional and not phi.is_float and ops and all(m.opcode in ("add", "sub", "getelementptr", "or") for m in ops)
            and all(_invariant(o, defs, loop_blocks) for m in ops for o in m.operands if o not in cycle_slots)):
        return "induction"
    families = set()
    for m in ops:
        if m.opclass == OpClass.FMA:
            if any(o in cycle_slots for o in m.operands[:2]):
                return "sequential"  # the running value is multiplied
            families.add("fadd")
        elif m.opcode in ("sub", "fsub") and len(m.operands) > 1 and m.operands[1] in cycle_slots:
            return "sequential"  # a[i] - s: the running value is negated
        elif m.opcode in _FAMILY:
            families.add(_FAMILY[m.opcode])
        elif m.opcode in ("select", "fcmp", "icmp") or m.callee.startswith(_MINMAX_CALLS):
            families.add("minmax")
        else:
            return "sequential"
    if len(families - {"minmax"}) > 1:
        return "sequential"
    fam = sorted(families - {"minmax"}) or (["minmax"] if families else ["select"])
    observed = users is not None and _observed(cycle_slots, users, selection=fam[0] in ("minmax", "select"))
    return f"{'scan' if observed else 'reduction'}:{fam[0]}"


_MINMAX_CALLS = ("llvm.minnum", "llvm.maxnum", "llvm.smin", "llvm.smax", "llvm.umin", "llvm.umax",
                 "llvm.minimum", "llvm.maximum")


def loop_users(program: Program, loop: Loop) -> dict[int, list[Instruction]]:
    """Slot -> the instructions inside ``loop`` (nested loops included) that use it."""
    out: dict[int, list[Instruction]] = {}
    for b in loop.blocks:
        for i in program.blocks[b].instructions:
            ins = program.instructions[i]
            if ins.opclass == OpClass.DEBUG:
                continue
            for op in ins.operands:
                if op >= 0:
                    out.setdefault(op, []).append(ins)
    return out


def _observed(cycle_slots: set[int], users: dict[int, list[Instruction]], *, selection: bool) -> bool:
    """Whether a value of the chain is used inside the loop by anything but the chain.

    A min/max or conditional update (``selection``) compares its running value to pick
    the next one: a compare that only steers branches or selects, and a select that
    takes the chain's compare as its condition only (argmin's index), do not observe a
    partial value in a way that keeps a tree from computing it."""
    for s in cycle_slots:
        for u in users.get(s, ()):
            if u.slot in cycle_slots:
                continue
            if selection and u.opcode in ("icmp", "fcmp") and all(
                    v.opclass == OpClass.TERMINATOR or (v.opcode == "select" and v.operands[0] == u.slot)
                    for v in users.get(u.slot, ())):
                continue
            if selection and u.opcode == "select" and s not in u.operands[1:]:
                continue
            return True
    return False


def _invariant(slot: int, defs: dict[int, Instruction], loop_blocks: set[int]) -> bool:
    """A constant, an argument or a value defined outside the loop."""
    d = defs.get(slot)
    return slot < 0 or d is None or d.block not in loop_blocks


@dataclass(frozen=True)
class Recurrence:
    """A register recurrence of a loop: its kind, the value that carries it, where."""

    kind: str  # "reduction:fadd", "scan:fadd", "sequential", ...
    name: str  # the source variable (debug info) or the phi's IR name
    line: int  # source line of the update (the first arithmetic of the cycle), 0 unknown


def _varies(slot: int, defs: dict[int, Instruction], loop: Loop, blocks: set[int]) -> bool:
    """Whether the value in ``slot`` changes from one iteration of ``loop`` to the next
    through its header phis: defined inside the loop and reached from a header phi
    through the operands (loads followed through their pointers)."""
    stack, seen = [slot], set()
    while stack:
        s = stack.pop()
        if s < 0 or s in seen:
            continue
        seen.add(s)
        ins = defs.get(s)
        if ins is None or ins.block not in blocks:
            continue
        if ins.opclass == OpClass.PHI and ins.block == loop.header:
            return True
        stack.extend(ins.operands)
    return False


def search_exit(program: Program, loop: Loop, defs: dict[int, Instruction],
                block_counts=None) -> Recurrence | None:
    """A data-dependent exit: a branch that leaves ``loop`` on a value the loop loads
    from an address that moves with the iteration (``while (a[i] < p) i++``, ``if
    (a[i] == key) break``) or returns from a call on such values (``while (ok(a[i]))``).
    No worksharing loop runs such a
    loop in parallel (OpenMP allows no ``break``; the iterations after the exit must
    not run), so it is sequential. Loads from a fixed address (``i < s->n`` reloaded
    because a store might alias it) and inductions compared with bounds are no such
    exit; nor is a check whose failure only aborts (``assert(j < n)`` on a loaded
    neighbour index: ``__assert_fail``, ``abort``, ``exit(1)``, a trap, see
    ``ir.loops.only_aborts``) and which never failed in the run (``block_counts``,
    entries per block, when known). Returns it as a recurrence of kind ``search`` (its
    line), else None."""
    blocks = set(loop.blocks)
    for b in loop.exits:
        term = program.instructions[program.blocks[b].instructions[-1]]
        if term.opcode != "br" or not term.operands or term.operands[0] < 0:
            continue
        if _aborting_exit(program, b, blocks, block_counts):
            continue
        stack, seen = [term.operands[0]], set()
        while stack:
            ins = defs.get(stack.pop())
            if ins is None or ins.block not in blocks or ins.slot in seen:
                continue
            seen.add(ins.slot)
            if ins.opclass == OpClass.PHI and ins.block == loop.header:
                continue  # the induction (or a recurrence, which makes the loop sequential)
            # a constant table's entries vary with the index too (TABLE[i] < x: a search)
            loaded = ins.opclass in (OpClass.LOAD, OpClass.CONST_LOAD)
            if loaded and _varies(ins.operands[0] if ins.operands else -1, defs, loop, blocks):
                return Recurrence(kind="search", name="exit", line=term.line or ins.line)
            if (ins.opclass == OpClass.CALL and not ins.callee.startswith("llvm.")
                    and any(_varies(o, defs, loop, blocks) for o in ins.operands)):
                return Recurrence(kind="search", name="exit", line=term.line or ins.line)
            if not loaded:
                stack.extend(o for o in ins.operands if o >= 0)
    return None


def _aborting_exit(program: Program, b: int, blocks: set[int], block_counts) -> bool:
    """Whether every way out of the loop (``blocks``) from block ``b`` only aborts, and
    none of them ran."""
    outside = [s for s in program.blocks[b].successors if s not in blocks]
    return bool(outside) and all(
        only_aborts(program.blocks, program.instructions, s)
        and (block_counts is None or s >= len(block_counts) or not block_counts[s])
        for s in outside)


def loop_recurrence_details(program: Program, loop: Loop,
                            var_names: dict[tuple[int, int], str] | None = None, *,
                            fresh: frozenset[tuple[int, int]] = frozenset(),
                            block_counts=None) -> tuple[Recurrence, ...]:
    """Every recurrent header phi of ``loop``, inductions left out, with name and line,
    and a data-dependent exit (:func:`search_exit`) last.

    ``var_names`` maps (function id, slot) to source variable names (``#dbg_value``
    records, see ``debug_variable_names``); without it the IR name is used. ``fresh``
    holds the (loop id, slot) of header phis that carry a local declared inside the
    loop and undefined on entry (``debugscopes.fresh_iteration_locals``): each
    iteration has its own, so they carry nothing. ``block_counts`` (entries per
    block) lets an abort check that never failed be no search exit."""
    defs = _slot_defs(program, loop.function)
    blocks = set(loop.blocks)
    users = loop_users(program, loop)
    out = []
    for i in program.blocks[loop.header].instructions:
        ins = program.instructions[i]
        if ins.opclass != OpClass.PHI:
            break
        if (loop.id, ins.slot) in fresh:
            continue
        c = classify_phi(ins, defs, blocks, users)
        if c and c != "induction":
            members = _cycle(ins, defs, blocks) or []
            lines = [m.line for m in members if m.line and m.opcode != "phi" and m.opcode not in _CAST]
            # a cycle of phis alone (a value kept until reassigned): where it is used
            used = [u.line for m in (*members, ins) for u in users.get(m.slot, ())
                    if u.line and u.slot not in {x.slot for x in members}]
            lines = lines or [m.line for m in members if m.line] or used or [ins.line]
            name = (var_names or {}).get((loop.function, ins.slot)) or "%" + (ins.name or "?")
            out.append(Recurrence(kind=c, name=name, line=min(lines)))
    exit_ = search_exit(program, loop, defs, block_counts)
    return tuple(out) + ((exit_,) if exit_ else ())


_DBG_VALUE = re.compile(r"#dbg_value\([^,%]*%([-\w$.]+|\"[^\"]+\"), !(\d+),")
_DILOCALVAR = re.compile(r'^!(\d+) = !DILocalVariable\(name: "([^"]+)"', re.M)
_DEFINE = re.compile(r"^define [^@]*@([-\w$.]+|\"[^\"]+\")\(", re.M)


def debug_variable_names(program: Program, ir_text: str) -> dict[tuple[int, int], str]:
    """(function id, slot) -> source variable name, from the IR's ``#dbg_value`` records.

    The canonical IR keeps clang's debug records, so ``%.08`` is known to be ``x``."""
    variables = {int(a): b for a, b in _DILOCALVAR.findall(ir_text)}
    by_name = {f.name: f.id for f in program.functions}
    out: dict[tuple[int, int], str] = {}
    starts = [(m.start(), m.group(1).strip('"')) for m in _DEFINE.finditer(ir_text)]
    for k, (start, fname) in enumerate(starts):
        fid = by_name.get(fname)
        if fid is None:
            continue
        end = starts[k + 1][0] if k + 1 < len(starts) else len(ir_text)
        slots = {ins.name: ins.slot for b in program.functions[fid].blocks
                 for ins in (program.instructions[i] for i in program.blocks[b].instructions)
                 if ins.name and ins.slot >= 0}
        for value, var in _DBG_VALUE.findall(ir_text, start, end):
            slot = slots.get(value.strip('"'))
            name = variables.get(int(var))
            if slot is not None and name:
                out.setdefault((fid, slot), name)
    return out


def loop_recurrences(program: Program, loop: Loop) -> tuple[str, ...]:
    """Classification of every recurrent header phi of ``loop``, inductions left out."""
    return tuple(r.kind for r in loop_recurrence_details(program, loop))


def reduction_chain_operands(program: Program) -> set[tuple[int, int]]:
    """(instruction id, operand slot) pairs through which register reductions chain.

    For every loop-header phi classified as a reduction (scans are not: their partial
    values are used, so their chain stays), the arithmetic members of its
    recurrence take the running value as one operand: ignoring that operand's level
    schedules the reduction as a parallel implementation would (a tree), which is what
    ``parallel_reductions`` asks of the schedule.
    """
    out: set[tuple[int, int]] = set()
    for loop in program.loops:
        defs = _slot_defs(program, loop.function)
        blocks = set(loop.blocks)
        users = loop_users(program, loop)
        for i in program.blocks[loop.header].instructions:
            phi = program.instructions[i]
            if phi.opclass != OpClass.PHI:
                break
            c = classify_phi(phi, defs, blocks, users)
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
