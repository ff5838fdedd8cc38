"""ASAP levels computed by the instrumented program itself (issue 14: compiled levels).

The replay (analyses/replay_kernel.py) rebuilds every value's level from the event
stream, walking each block's static instructions in numba: 25-50 ns an event. Here the
instrumented copies carry the levels themselves. Beside each SSA value that keeps a
level stand three i64 shadow values (``%__am.v<slot>``: its level, ``%__am.a<slot>``
and ``%__am.b<slot>``: the path words of that level, analyses/critical.py), computed by
inlined IR as the replay would: a node takes 1 + its operands' highest level, an
operation or phi the highest, a load the highest level stored at its bytes (the shadow
memory of ``levels_rt.c``, linked into the module), a store leaves its value's level
there. Calls between instrumented functions pass their arguments' shadows in
``@__am_lv_sa`` and the return value's in ``@__am_lv_sr``. Only the level histogram
(w_i), the depth and its path words leave the program, once, at the end.

What each instruction does comes from a :class:`LevelPlan`, which the analyses build
from the replay's own tables (``analyses.compiled_levels``), so that both engines run
one definition; the tests hold their schedules to bit-identical results.
"""

from __future__ import annotations

import ctypes
from dataclasses import dataclass

import numpy as np

from automatch.ir.irtext import llvm_ident
from automatch.ir.program import Function, Instruction, Program

# What an instruction does to the levels (LevelPlan.action).
(ACT_NONE, ACT_MAX, ACT_NODE, ACT_LOAD, ACT_STORE, ACT_COPY, ACT_SET, ACT_PHI, ACT_RET,
 ACT_CALL_DEFINED, ACT_CALL_OPAQUE, ACT_CALL_INDIRECT, ACT_CALL_EXTERNAL) = range(13)
MAX_ARGS = 256  # argument shadows a call can pass (levels_rt.c: __am_lv_sa)
ONE_HI = 1 << 32  # a path word's high half (analyses/shadow_kernels.ONE_HI)
CLASS_DIV, CLASS_SPECIAL, CLASS_INT = 1, 2, 3  # node classes (analyses/critical.py)
REPORT_WORDS = 8

DECLARATIONS = f"""
@__am_lv_sa = external global [{3 * MAX_ARGS} x i64]
@__am_lv_sa_n = external global i64
@__am_lv_sr = external global [3 x i64]
@__am_lv_sr_set = external global i64
declare i64 @__am_lv_load(i64, i64, i64, i64, i64, ptr, ptr)
declare void @__am_lv_store(i64, i64, i64, i64, i64, i64, i64)
declare void @__am_lv_node(i64, i64, i64, i64)
declare void @__am_lv_copy(i64, i64, i64)
declare void @__am_lv_set(i64, i64)
declare void @__am_lv_report(ptr)
"""


@dataclass(frozen=True)
class LevelPlan:
    """Per instruction (global ids of the Program), what the compiled levels do.

    ``action``: ACT_*; operands come from ``ops_flat[ops_start[i]:ops_start[i + 1]]``
    (local slots, -1 for constants), ``ops_skip`` marks those a node or operation leaves
    out (a reduction's running value, with reductions as trees); ``weight`` and
    ``node_class``: a node's operations and latency class; ``red``: a load's or store's
    reduction family (0: none); ``n_args``: the arguments a call passes; ``tree``:
    reductions run as trees (a reduction load of a whole chain keeps its address's
    level)."""

    action: np.ndarray  # int8
    ops_start: np.ndarray  # int32, n + 1
    ops_flat: np.ndarray  # int32
    ops_skip: np.ndarray  # uint8
    weight: np.ndarray  # int64
    node_class: np.ndarray  # int8
    red: np.ndarray  # uint8
    n_args: np.ndarray  # int32
    tree: bool


@dataclass(frozen=True)
class LevelResults:
    """What the program's levels came to: the depth, its path words, w_i (index 0 unused)."""

    depth: int
    path_a: int
    path_b: int
    widths: np.ndarray  # int64, w[0 .. depth]
    pages: int
    byte_pages: int
    shadow_bytes: int


def read_results(lib: ctypes.CDLL) -> LevelResults:
    """The results of a run of a module built with a LevelPlan (``lib``: the runtime
    library that run used, exec.levels_runtime.load)."""
    out = (ctypes.c_int64 * REPORT_WORDS)()
    lib.__am_lv_report(ctypes.addressof(out))
    depth, pa, pb, w_ptr, w_cap = out[0], out[1], out[2], out[3], out[4]
    if w_ptr and depth > 0:
        w = np.ctypeslib.as_array(ctypes.cast(w_ptr, ctypes.POINTER(ctypes.c_int64)), shape=(w_cap,))
        widths = w[: depth + 1].copy()
    else:
        widths = np.zeros(depth + 1, np.int64)
    return LevelResults(depth=depth, path_a=pa, path_b=pb, widths=widths, pages=out[5],
                        byte_pages=out[6], shadow_bytes=out[7])


def plan_supported(plan: LevelPlan, program: Program) -> bool:
    """Can the compiled levels run this program exactly as the replay would? Not when a
    call passes more arguments than a shadow area holds, or a defined function is
    variadic (the replay hands a call's extra arguments to the callee's first slots)."""
    if any(f.is_vararg for f in program.functions):
        return False
    return int(plan.n_args.max(initial=0)) <= MAX_ARGS


class FunctionLevels:
    """The shadow IR of one instrumented copy: :meth:`entry` at its entry block's top,
    :meth:`phis` after each block's phis, :meth:`before` and :meth:`after` around each
    instruction (instrument._instrument_function calls them)."""

    def __init__(self, plan: LevelPlan, program: Program, fn: Function):
        self.plan = plan
        self.program = program
        self.fn = fn
        self.n = 0
        act = plan.action
        self.shadowed = set(range(len(fn.args)))
        for bid in fn.blocks:
            for i in program.blocks[bid].instructions:
                ins = program.instructions[i]
                if ins.slot >= 0 and act[i] in (ACT_MAX, ACT_NODE, ACT_LOAD, ACT_PHI, ACT_CALL_DEFINED,
                                                ACT_CALL_OPAQUE, ACT_CALL_INDIRECT, ACT_CALL_EXTERNAL):
                    self.shadowed.add(ins.slot)

    def _fresh(self) -> str:
        self.n += 1
        return f"%__am.s{self.n}"

    def shadow(self, slot: int) -> tuple[str, str, str]:
        if slot >= 0 and slot in self.shadowed:
            return f"%__am.v{slot}", f"%__am.a{slot}", f"%__am.b{slot}"
        return "0", "0", "0"

    def _ops(self, i: int) -> range:
        return range(int(self.plan.ops_start[i]), int(self.plan.ops_start[i + 1]))

    def _highest(self, lines: list[str], i: int, skip: bool, limit: int | None = None) -> tuple[str, str, str]:
        """The highest level among i's operands, with the path words of the first operand
        that has it (the replay's strict >), as IR values."""
        lv, pa, pb = "0", "0", "0"
        js = list(self._ops(i))
        for j in js[:limit] if limit is not None else js:
            if skip and self.plan.ops_skip[j]:
                continue
            v, a, b = self.shadow(int(self.plan.ops_flat[j]))
            if v == "0":
                continue
            if lv == "0":
                lv, pa, pb = v, a, b
                continue
            c, nv, na, nb = self._fresh(), self._fresh(), self._fresh(), self._fresh()
            lines += [f"  {c} = icmp sgt i64 {v}, {lv}", f"  {nv} = select i1 {c}, i64 {v}, i64 {lv}",
                      f"  {na} = select i1 {c}, i64 {a}, i64 {pa}", f"  {nb} = select i1 {c}, i64 {b}, i64 {pb}"]
            lv, pa, pb = nv, na, nb
        return lv, pa, pb

    def _define(self, lines: list[str], slot: int, v: str, a: str, b: str, add: tuple[int, int, int] = (0, 0, 0)) -> None:
        sv, sa, sb = self.shadow(slot)
        if sv == "0":
            return
        lines += [f"  {sv} = add i64 {v}, {add[0]}", f"  {sa} = add i64 {a}, {add[1]}",
                  f"  {sb} = add i64 {b}, {add[2]}"]

    def entry(self) -> list[str]:
        """Scratch slots for a load's path words, and the arguments' shadows (those a
        call passed in; 0 for the region's first frame and an external's callback)."""
        lines = ["  %__am.ta = alloca i64, align 8", "  %__am.tb = alloca i64, align 8",
                 "  %__am.na = load i64, ptr @__am_lv_sa_n, align 8",
                 "  store i64 0, ptr @__am_lv_sa_n, align 8"]
        for a in range(len(self.fn.args)):
            k = self._fresh()
            lines.append(f"  {k} = icmp sgt i64 %__am.na, {a}")
            for f, name in enumerate(self.shadow(a)):
                x = self._fresh()
                lines.append(f"  {x} = load i64, ptr getelementptr inbounds (i64, ptr @__am_lv_sa, i64 {3 * a + f}), align 8")
                lines.append(f"  {name} = select i1 {k}, i64 {x}, i64 0")
        return lines

    def phis(self, phis: list[Instruction]) -> list[str]:
        lines = []
        for ins in phis:
            if self.plan.action[ins.id] != ACT_PHI or ins.slot < 0:
                continue
            names = self.shadow(ins.slot)
            for f, name in enumerate(names):
                incoming = []
                for j, blk in zip(self._ops(ins.id), ins.incoming_blocks, strict=True):
                    value = self.shadow(int(self.plan.ops_flat[j]))[f]
                    incoming.append(f"[ {value}, %{llvm_ident(self.program.blocks[blk].name)} ]")
                lines.append(f"  {name} = phi i64 {', '.join(incoming)}")
        return lines

    def before(self, ins: Instruction) -> list[str]:
        """Before a call: its arguments' shadows for an instrumented callee."""
        act = self.plan.action[ins.id]
        lines: list[str] = []
        if act in (ACT_CALL_DEFINED, ACT_CALL_INDIRECT):
            js = list(self._ops(ins.id))[: int(self.plan.n_args[ins.id])]
            for a, j in enumerate(js):
                for f, value in enumerate(self.shadow(int(self.plan.ops_flat[j]))):
                    lines.append(f"  store i64 {value}, ptr getelementptr inbounds (i64, ptr @__am_lv_sa, "
                                 f"i64 {3 * a + f}), align 8")
            lines.append(f"  store i64 {len(js)}, ptr @__am_lv_sa_n, align 8")
            if act == ACT_CALL_INDIRECT:
                lines.append("  store i64 0, ptr @__am_lv_sr_set, align 8")
        elif act == ACT_CALL_EXTERNAL:  # its callbacks get their arguments at level 0
            lines.append("  store i64 0, ptr @__am_lv_sa_n, align 8")
        return lines

    def after(self, ins: Instruction, *, ptr: str = "", silent: str | None = None,
              range_args: tuple[str, ...] = ()) -> list[str]:
        """After ``ins``: its result's shadow, and its effect on the shadow memory.
        ``ptr``: a load's or store's address operand; ``silent``: the store's silent
        flag (an i64, non-zero when it wrote the value already there); ``range_args``:
        a memcpy's (dst, src, i64 length) or a memset's (dst, i64 length) values."""
        i = ins.id
        p = self.plan
        act = p.action[i]
        lines: list[str] = []
        if act == ACT_MAX:
            self._define(lines, ins.slot, *self._highest(lines, i, skip=True))
        elif act == ACT_NODE:
            lv, pa, pb = self._highest(lines, i, skip=True)
            cls = int(p.node_class[i])
            add = (1, ONE_HI if cls == CLASS_DIV else 1 if cls == CLASS_SPECIAL else 0,
                   ONE_HI if cls == CLASS_INT else 0)
            v, a, b = self._fresh(), self._fresh(), self._fresh()
            lines += [f"  {v} = add i64 {lv}, 1", f"  {a} = add i64 {pa}, {add[1]}", f"  {b} = add i64 {pb}, {add[2]}",
                      f"  call void @__am_lv_node(i64 {v}, i64 {int(p.weight[i])}, i64 {a}, i64 {b})"]
            self._define(lines, ins.slot, v, a, b)
        elif act == ACT_LOAD:
            lv, pa, pb = self.shadow(int(p.ops_flat[p.ops_start[i]]))
            addr, v, a, b = self._fresh(), self._fresh(), self._fresh(), self._fresh()
            lines += [f"  store i64 {pa}, ptr %__am.ta, align 8", f"  store i64 {pb}, ptr %__am.tb, align 8",
                      f"  {addr} = ptrtoint ptr {ptr} to i64",
                      f"  {v} = call i64 @__am_lv_load(i64 {addr}, i64 {_pow2(ins.access_bytes)}, "
                      f"i64 {int(p.red[i])}, i64 {int(p.tree)}, i64 {lv}, ptr %__am.ta, ptr %__am.tb)",
                      f"  {a} = load i64, ptr %__am.ta, align 8", f"  {b} = load i64, ptr %__am.tb, align 8"]
            self._define(lines, ins.slot, v, a, b)
        elif act == ACT_STORE:
            lv, pa, pb = self.shadow(int(p.ops_flat[p.ops_start[i]]))
            addr = self._fresh()
            lines += [f"  {addr} = ptrtoint ptr {ptr} to i64",
                      f"  call void @__am_lv_store(i64 {addr}, i64 {_pow2(ins.access_bytes)}, i64 {int(p.red[i])}, "
                      f"i64 {silent or 0}, i64 {lv}, i64 {pa}, i64 {pb})"]
        elif act in (ACT_COPY, ACT_SET):
            ints = []
            for k, value in enumerate(range_args):
                if k == len(range_args) - 1:  # the length, already an i64
                    ints.append(value)
                    continue
                x = self._fresh()
                lines.append(f"  {x} = ptrtoint ptr {value} to i64")
                ints.append(x)
            fn = "__am_lv_copy" if act == ACT_COPY else "__am_lv_set"
            lines.append(f"  call void @{fn}({', '.join('i64 ' + x for x in ints)})")
        elif act == ACT_RET:
            lv, pa, pb = (self.shadow(int(p.ops_flat[p.ops_start[i]])) if p.ops_start[i + 1] > p.ops_start[i]
                          else ("0", "0", "0"))
            for f, value in enumerate((lv, pa, pb)):
                lines.append(f"  store i64 {value}, ptr getelementptr inbounds (i64, ptr @__am_lv_sr, i64 {f}), align 8")
            lines.append("  store i64 1, ptr @__am_lv_sr_set, align 8")
        elif act in (ACT_CALL_DEFINED, ACT_CALL_INDIRECT, ACT_CALL_OPAQUE, ACT_CALL_EXTERNAL) and ins.slot >= 0:
            returned = []
            if act in (ACT_CALL_DEFINED, ACT_CALL_INDIRECT):
                for f in range(3):
                    x = self._fresh()
                    lines.append(f"  {x} = load i64, ptr getelementptr inbounds (i64, ptr @__am_lv_sr, i64 {f}), align 8")
                    returned.append(x)
            if act == ACT_CALL_DEFINED:
                self._define(lines, ins.slot, *returned)
                return lines
            highest = self._highest(lines, i, skip=False)
            if act == ACT_CALL_INDIRECT:  # a copy ran (it set @__am_lv_sr_set): its return value's level
                s, e = self._fresh(), self._fresh()
                lines += [f"  {s} = load i64, ptr @__am_lv_sr_set, align 8", f"  {e} = icmp ne i64 {s}, 0"]
                chosen = []
                for r, h in zip(returned, highest, strict=True):
                    x = self._fresh()
                    lines.append(f"  {x} = select i1 {e}, i64 {r}, i64 {h}")
                    chosen.append(x)
                highest = tuple(chosen)
            self._define(lines, ins.slot, *highest)
        return lines


def _pow2(size: int) -> int:
    """The access size the replay sees: rounded up to a power of two (events.access_tag)."""
    return 1 << max(0, (max(size, 1) - 1).bit_length())
