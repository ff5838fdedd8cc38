"""The replay computed by the instrumented program itself (issue 14: compiled levels).

The replay (analyses/schedule/replay_kernel.py) rebuilds every value's ASAP level and every
loop's carried dependences from the event stream, walking each block's static
instructions in numba: 25-50 ns an event. Here the instrumented copies do it as they
run. Beside each SSA value that keeps a level stand three i64 shadow values (its level
and the two path words of that level, analyses/schedule/critical.py), computed by inlined IR as
the replay would: a node takes 1 + its operands' highest level, an operation or phi the
highest, a load the highest level stored at its bytes (the shadow memory of
``levels_*.c``, a library the code calls), a store leaves
its value's level there. Calls between instrumented functions pass their arguments'
shadows, and the return value's, in ``@__am_lv_args``. With ``deps``, each block entered
also runs the replay's block entry (loops left and begun, iteration stamps, block
counts, branch predictors: ``__am_dp_block``), and each access checks the stamps of its
granules for carried dependences.

A run may hold two such replays (contexts): the chain schedule with its dependences,
and the tree schedule (levels only). What each instruction does in one comes from a
:class:`LevelPlan`, which the analyses build from the replay's own tables
(``analyses.compiled_levels``), so that both engines run one definition; the tests hold
their results to identical ones.
"""

from __future__ import annotations

import ctypes
from dataclasses import dataclass

import numpy as np

from automatch.exec.levels.inline import BRANCH_DYNAMIC, BRANCH_NONE, CONTEXTS
from automatch.exec.levels.inline_access import LOAD_SIZES, STORE_NAMES
from automatch.ir.irtext import llvm_ident
from automatch.ir.program import Function, Instruction, OpClass, Program

# What an instruction does to the levels (LevelPlan.action).
(ACT_NONE, ACT_MAX, ACT_NODE, ACT_LOAD, ACT_STORE, ACT_COPY, ACT_SET, ACT_PHI, ACT_RET,
 ACT_CALL_DEFINED, ACT_CALL_OPAQUE, ACT_CALL_INDIRECT, ACT_CALL_EXTERNAL) = range(13)
MAX_ARGS = 256  # argument shadows a call can pass (levels_rt.h)
ARGS_WORDS = 3 * MAX_ARGS + 5  # a context's row of @__am_lv_args (levels_rt.h)
SA_N, SR, SR_SET = 3 * MAX_ARGS, 3 * MAX_ARGS + 1, 3 * MAX_ARGS + 4
ONE_HI = 1 << 32  # a path word's high half (analyses/shadow_kernels.ONE_HI)
CLASS_DIV, CLASS_SPECIAL, CLASS_INT = 1, 2, 3  # node classes (analyses/schedule/critical.py)
REPORT_WORDS = 15

DECLARATIONS = f"""
@__am_lv_ctx0 = external global i8
@__am_lv_ctx1 = external global i8
@__am_lv_args = external global [{CONTEXTS * ARGS_WORDS} x i64]
declare i64 @__am_lv_load(ptr, i64, i64, i64, i64, i64, ptr, ptr)
declare void @__am_lv_store(ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64)
declare void @__am_lv_node(ptr, i64, i64, i64, i64)
declare void @__am_lv_w(ptr, i64, i64)
declare void @__am_lv_copy(ptr, i64, i64, i64)
declare void @__am_lv_set(ptr, i64, i64)
declare i64 @__am_dp_frame(ptr)
declare void @__am_dp_leave(ptr, i64)
declare void @__am_dp_block(ptr, i64, ptr, i64)
declare void @__am_dp_region(ptr, i64, i64)
declare void @__am_dp_count_read(ptr, i64, i64, i64)
@__am_lv_floor = external global [{CONTEXTS} x i64]

"""


@dataclass(frozen=True)
class DepsTables:
    """What the replay's block entry and dependence counting read (analyses/schedule/tables.py),
    and the arrays they count into (rows of the replay's own result arrays)."""

    blk_loop: np.ndarray  # int32 per block: innermost loop, -1
    blk_header_of: np.ndarray  # int32 per block
    loop_parent: np.ndarray  # int32 per loop
    loop_header: np.ndarray  # int32 per loop
    loop_self_latch: np.ndarray  # uint8 per loop
    red_store: np.ndarray  # uint8 per instruction
    br_succ0: np.ndarray  # int64 per block
    outputs: tuple[np.ndarray, ...]  # int64: blk_count, br_state, br_miss, then the loop
    # statistics inst, iters, raw, war, waw, red, silent, span, tgt (__am_lv_init's order)


@dataclass(frozen=True)
class RegionTables:
    """Whole-program mode (automatch.ir.regions): which region ids are named functions
    (closed at the ``ret`` of the frame their call opened), and the array each region's
    depth, path words and instances accumulate in (regions x 4, the replay's reg_acc)."""

    reg_fn: np.ndarray  # int8 per region
    reg_acc: np.ndarray  # int64 (regions, 4)


@dataclass(frozen=True)
class LevelPlan:
    """Per instruction (global ids of the Program), what one compiled replay does.

    ``action``: ACT_*; operands come from ``ops_flat[ops_start[i]:ops_start[i + 1]]``
    (local slots, -1 for constants), ``ops_skip`` marks those a node or operation leaves
    out (a reduction's running value, with reductions as trees); ``weight`` and
    ``node_class``: a node's operations and latency class; ``red``: a load's or store's
    reduction family (0: none); ``n_args``: the arguments a call passes; ``tree``:
    reductions run as trees (a reduction load of a whole chain keeps its address's
    level); ``context``: which of the runtime's contexts runs it; ``deps``: the loops'
    dependences too (the chain replay), with these tables; ``regions``: whole-program
    mode's regions (None: kernel mode)."""

    action: np.ndarray  # int8
    ops_start: np.ndarray  # int32, n + 1
    ops_flat: np.ndarray  # int32
    ops_skip: np.ndarray  # uint8
    weight: np.ndarray  # int64
    node_class: np.ndarray  # int8
    red: np.ndarray  # uint8
    n_args: np.ndarray  # int32
    tree: bool
    context: int = 1
    deps: DepsTables | None = None
    regions: RegionTables | None = None


@dataclass(frozen=True)
class LevelResults:
    """What one context's levels came to: the depth, its path words, w_i (index 0
    unused), pages of shadow and those in byte mode, shadow bytes mapped, pages that
    took dword mode and those of them that left it (levels_rt.h), shadow bytes a helper
    thread was asked to fault in ahead of the program (levels_ahead.c), loads and
    stores the runtime did rather than the inlined code (exec/levels/inline_access.py)."""

    depth: int
    path_a: int
    path_b: int
    widths: np.ndarray  # int64, w[0 .. depth]
    pages: int
    byte_pages: int
    shadow_bytes: int
    bands: np.ndarray  # int64 (n, 3): whole-program mode's (region, lo, hi] level bands
    dword_pages: int = 0
    dword_splits: int = 0
    ahead_bytes: int = 0
    runtime_loads: int = 0
    runtime_stores: int = 0


def init_context(lib: ctypes.CDLL, plan: LevelPlan) -> None:
    """Give the runtime ``plan``'s context: with deps, its tables and result arrays
    (which must outlive the run: the plan holds them)."""
    r, d = plan.regions, plan.deps
    arrays = [r.reg_fn, r.reg_acc] if r is not None else []
    if d is not None:
        arrays += [d.blk_loop, d.blk_header_of, d.loop_parent, d.loop_header, d.loop_self_latch, d.red_store,
                   d.br_succ0, *d.outputs]
    assert all(a.flags["C_CONTIGUOUS"] for a in arrays)
    addresses = ([] if r is not None else [0, 0]) + [a.ctypes.data for a in arrays]
    block = (ctypes.c_int64 * len(addresses))(*addresses)
    # a result array's row: one count per block, or per loop (loop_parent: at least one)
    nblocks, nloops = (len(d.blk_loop), len(d.loop_parent)) if d is not None else (0, 0)
    lib.__am_lv_init(plan.context, int(d is not None), 0 if r is None else len(r.reg_fn), nblocks, nloops,
                     ctypes.addressof(block))


def read_results(lib: ctypes.CDLL, context: int) -> LevelResults:
    """The results of ``context`` after a run (``lib``: the runtime library that run
    used, exec.levels_runtime.load)."""
    out = (ctypes.c_int64 * REPORT_WORDS)()
    lib.__am_lv_report(context, ctypes.addressof(out))
    depth, pa, pb, w_ptr, w_cap = out[0], out[1], out[2], out[3], out[4]
    if w_ptr and depth > 0:
        w = np.ctypeslib.as_array(ctypes.cast(w_ptr, ctypes.POINTER(ctypes.c_int64)), shape=(w_cap,))
        widths = w[: depth + 1].copy()
    else:
        widths = np.zeros(depth + 1, np.int64)
    bands = np.zeros((0, 3), np.int64)
    if out[8] and out[9]:
        bands = np.ctypeslib.as_array(ctypes.cast(out[8], ctypes.POINTER(ctypes.c_int64)),
                                      shape=(out[9], 3)).copy()
    return LevelResults(depth=depth, path_a=pa, path_b=pb, widths=widths, pages=out[5],
                        byte_pages=out[6], shadow_bytes=out[7], bands=bands, dword_pages=out[10],
                        dword_splits=out[11], ahead_bytes=out[12], runtime_loads=out[13],
                        runtime_stores=out[14])


def plan_supported(plan: LevelPlan, program: Program) -> bool:
    """Can the compiled replay run this program exactly as the replay would? Not when a
    call passes more arguments than a shadow area holds, or a defined function is
    variadic (the replay hands a call's extra arguments to the callee's first slots)."""
    if any(f.is_vararg for f in program.functions):
        return False
    return int(plan.n_args.max(initial=0)) <= MAX_ARGS


def region_call(plans, word: int, emitted: str, fresh) -> list[str]:
    """Whole-program mode: the replays' region word ``word``, when ``emitted`` (an i1: the
    outermost region's word was emitted); ``fresh`` names a new IR value."""
    lines: list[str] = []
    for plan in plans:
        if plan.regions is not None:
            x = fresh()
            lines += [f"  {x} = zext i1 {emitted} to i64",
                      f"  call void @__am_dp_region(ptr @__am_lv_ctx{plan.context}, i64 {word}, i64 {x})"]
    return lines


def args_slot(k: int, word: int) -> str:
    """The address of word ``word`` of context ``k``'s row of @__am_lv_args, as a constant."""
    return f"getelementptr inbounds (i64, ptr @__am_lv_args, i64 {k * ARGS_WORDS + word})"


class FunctionLevels:
    """The shadow IR of one compiled replay in one instrumented copy: :meth:`entry` at
    its entry block's top, :meth:`block` at each block's top (after its phis and
    :meth:`phis`), :meth:`before` and :meth:`after` around each instruction
    (instrument._instrument_function calls them)."""

    def __init__(self, plan: LevelPlan, program: Program, fn: Function):
        self.plan = plan
        self.program = program
        self.fn = fn
        self.k = plan.context
        self.ctx = f"@__am_lv_ctx{plan.context}"
        self.deps = plan.deps is not None
        # the frames' loop-stack height and block before, block entries: with deps, and
        # in whole-program mode (a function region closes at its frame's ret, a region's
        # exit at the next block)
        self.frames = self.deps or plan.regions is not None
        self.pre = f"%__am.{plan.context}"
        self.n = 0
        # the inlined nodes since the last flush: highest level, its path words, the first
        # node's level (levels_inline._node_flush), as IR values; None when there are none
        self.pending: tuple[str, str, str, str] | None = None
        self.loop_blocks = {b for lp in program.loops_of(fn.id) for b in lp.blocks}
        self.preds: dict[int, list[int]] = {b: [] for b in fn.blocks}
        for b in fn.blocks:
            for s in program.blocks[b].successors:
                self.preds.setdefault(s, []).append(b)
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
        return f"{self.pre}s{self.n}"

    def shadow(self, slot: int) -> tuple[str, str, str]:
        if slot >= 0 and slot in self.shadowed:
            return f"{self.pre}v{slot}", f"{self.pre}a{slot}", f"{self.pre}b{slot}"
        return "0", "0", "0"

    def _ops(self, i: int) -> range:
        return range(int(self.plan.ops_start[i]), int(self.plan.ops_start[i + 1]))

    def _highest(self, lines: list[str], i: int, skip: bool) -> tuple[str, str, str]:
        """The highest level among i's operands, with the path words of the first operand
        that has it (the replay's strict >), as IR values."""
        lv, pa, pb = "0", "0", "0"
        for j in self._ops(i):
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

    def _define(self, lines: list[str], slot: int, v: str, a: str, b: str) -> None:
        sv, sa, sb = self.shadow(slot)
        if sv != "0":
            lines += [f"  {sv} = add i64 {v}, 0", f"  {sa} = add i64 {a}, 0", f"  {sb} = add i64 {b}, 0"]

    def entry(self) -> list[str]:
        """Scratch slots for a load's path words, the arguments' shadows (those a call
        passed in; 0 for the region's first frame and an external's callback), and with
        deps the frame's loop-stack height and its block before."""
        p = self.pre
        lines = [f"  {p}ta = alloca i64, align 8", f"  {p}tb = alloca i64, align 8",
                 f"  {p}na = load i64, ptr {args_slot(self.k, SA_N)}, align 8",
                 f"  store i64 0, ptr {args_slot(self.k, SA_N)}, align 8"]
        for a in range(len(self.fn.args)):
            k = self._fresh()
            lines.append(f"  {k} = icmp sgt i64 {p}na, {a}")
            for f, name in enumerate(self.shadow(a)):
                x = self._fresh()
                lines.append(f"  {x} = load i64, ptr {args_slot(self.k, 3 * a + f)}, align 8")
                lines.append(f"  {name} = select i1 {k}, i64 {x}, i64 0")
        if self.frames:
            lines += [f"  {p}prev = alloca i64, align 8", f"  store i64 -1, ptr {p}prev, align 8",
                      f"  {p}lsp = call i64 @__am_dp_frame(ptr {self.ctx})"]
        return lines

    def flush(self) -> list[str]:
        """The deepest level and the loop instance's levels raised by the inlined nodes
        since the last flush (levels_inline._node_flush): before a call and before the
        block's terminator, so that no runtime code in between reads them stale."""
        if self.pending is None:
            return []
        v, a, b, first = self.pending
        self.pending = None
        return [f"  call void @__am_lv_node_flush{int(self.deps)}(ptr {self.ctx}, i64 {v}, i64 {a}, i64 {b}, "
                f"i64 {first})"]

    def block(self, bid: int) -> list[str]:
        """With deps or regions, the replay's block entry: inside a loop, with deps, the
        inlined one (levels_inline._block_entry) where this block's predicted branch is
        known statically or from the block before."""
        assert self.pending is None, "nodes left unflushed at a block's end"  # before() flushes at terminators
        if not self.frames:
            return []
        args = f"ptr {self.ctx}, i64 {bid}, ptr {self.pre}prev, i64 {self.pre}lsp"
        d = self.plan.deps
        if d is None or bid not in self.loop_blocks:
            return [f"  call void @__am_dp_block({args})"]
        inner, header = int(d.blk_loop[bid]), int(d.blk_header_of[bid])
        if header >= 0 and header != inner:
            return [f"  call void @__am_dp_block({args})"]
        preds = self.preds.get(bid, [])
        predicted = [p for p in preds if d.br_succ0[p] >= 0]
        bp, taken = BRANCH_NONE, False
        if len(preds) == 1 and predicted:
            bp, taken = predicted[0], int(d.br_succ0[predicted[0]]) == bid
        elif predicted:
            bp = BRANCH_DYNAMIC
        flags = (f"i1 {str(header >= 0).lower()}, i64 {bp}, i1 {str(taken).lower()}, "
                 f"i1 {str(self.plan.regions is not None).lower()}")
        return [f"  call void @__am_dp_block_in({args}, i64 {inner}, {flags})"]

    def phis(self, phis: list[Instruction]) -> list[str]:
        lines = []
        for ins in phis:
            if self.plan.action[ins.id] != ACT_PHI or ins.slot < 0:
                continue
            for f, name in enumerate(self.shadow(ins.slot)):
                incoming = []
                for j, blk in zip(self._ops(ins.id), ins.incoming_blocks, strict=True):
                    value = self.shadow(int(self.plan.ops_flat[j]))[f]
                    incoming.append(f"[ {value}, %{llvm_ident(self.program.blocks[blk].name)} ]")
                lines.append(f"  {name} = phi i64 {', '.join(incoming)}")
        return lines

    def before(self, ins: Instruction) -> list[str]:
        """Before a call or a block's terminator: the pending nodes flushed
        (:meth:`flush`); before a call, its arguments' shadows for an instrumented callee."""
        act = self.plan.action[ins.id]
        last = self.program.blocks[ins.block].instructions[-1] == ins.id
        call = ins.opclass == OpClass.CALL or self.program.defines(ins.callee)  # a defined sqrt too
        lines: list[str] = self.flush() if last or call else []
        if act in (ACT_CALL_DEFINED, ACT_CALL_INDIRECT):
            js = list(self._ops(ins.id))[: int(self.plan.n_args[ins.id])]
            for a, j in enumerate(js):
                for f, value in enumerate(self.shadow(int(self.plan.ops_flat[j]))):
                    lines.append(f"  store i64 {value}, ptr {args_slot(self.k, 3 * a + f)}, align 8")
            lines.append(f"  store i64 {len(js)}, ptr {args_slot(self.k, SA_N)}, align 8")
            if act == ACT_CALL_INDIRECT:
                lines.append(f"  store i64 0, ptr {args_slot(self.k, SR_SET)}, align 8")
        elif act == ACT_CALL_EXTERNAL:  # its callbacks get their arguments at level 0
            lines.append(f"  store i64 0, ptr {args_slot(self.k, SA_N)}, align 8")
        return lines

    def after(self, ins: Instruction, *, ptr: str = "", silent: str | None = None,
              range_args: tuple[str, ...] = ()) -> list[str]:
        """After ``ins`` (before it, for a ``ret``): its result's shadow, and its effect
        on the shadow memory. ``ptr``: a load's or store's address operand; ``silent``:
        the store's silent flag (an i64, non-zero when it wrote the value already
        there); ``range_args``: a memcpy's (dst, src, i64 length) or a memset's (dst,
        i64 length) values."""
        i = ins.id
        p = self.plan
        act = p.action[i]
        lines: list[str] = []
        ctx = f"ptr {self.ctx}"
        if act == ACT_MAX:
            self._define(lines, ins.slot, *self._highest(lines, i, skip=True))
        elif act == ACT_NODE:
            lv, pa, pb = self._highest(lines, i, skip=True)
            if p.regions is not None:  # a value made before the region began is ready: the floor
                lv, pa, pb = self._floor(lines, lv, pa, pb)
            cls = int(p.node_class[i])
            add_a = ONE_HI if cls == CLASS_DIV else 1 if cls == CLASS_SPECIAL else 0
            add_b = ONE_HI if cls == CLASS_INT else 0
            v, a, b = self._fresh(), self._fresh(), self._fresh()
            lines += [f"  {v} = add i64 {lv}, 1", f"  {a} = add i64 {pa}, {add_a}", f"  {b} = add i64 {pb}, {add_b}"]
            if ins.block in self.loop_blocks:  # inline: w now, the rest at the flush
                lines.append(f"  call void @__am_lv_w_in({ctx}, i64 {v}, i64 {int(p.weight[i])})")
                self._pend(lines, v, a, b)
            else:
                lines.append(f"  call void @__am_lv_node({ctx}, i64 {v}, i64 {int(p.weight[i])}, i64 {a}, i64 {b})")
            self._define(lines, ins.slot, v, a, b)
        elif act == ACT_LOAD:
            lv, pa, pb = self.shadow(int(p.ops_flat[p.ops_start[i]]))
            addr, v, a, b = self._fresh(), self._fresh(), self._fresh(), self._fresh()
            lines += [f"  store i64 {pa}, ptr {self.pre}ta, align 8", f"  store i64 {pb}, ptr {self.pre}tb, align 8",
                      f"  {addr} = ptrtoint ptr {ptr} to i64",
                      f"  {v} = {self._load_call(ins, ctx, addr, lv)}",
                      f"  {a} = load i64, ptr {self.pre}ta, align 8", f"  {b} = load i64, ptr {self.pre}tb, align 8"]
            self._define(lines, ins.slot, v, a, b)
        elif act == ACT_STORE:
            lv, pa, pb = self.shadow(int(p.ops_flat[p.ops_start[i]]))
            addr = self._fresh()
            tgt = int(p.deps.blk_loop[ins.block]) if p.deps is not None else -1
            size = _pow2(ins.access_bytes)
            args = f"i64 {int(p.red[i])}, i64 {silent or 0}, i64 {lv}, i64 {pa}, i64 {pb}, i64 {i}, i64 {tgt}"
            if size in STORE_NAMES and ins.block in self.loop_blocks:  # inline, inside loops
                call = f"call void @__am_lv_store_{STORE_NAMES[size]}{int(self.deps)}({ctx}, i64 {addr}, {args})"
            else:
                call = f"call void @__am_lv_store({ctx}, i64 {addr}, i64 {size}, {args})"
            lines += [f"  {addr} = ptrtoint ptr {ptr} to i64", f"  {call}"]
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
            lines.append(f"  call void @{fn}({ctx}, {', '.join('i64 ' + x for x in ints)})")
        elif act == ACT_RET:
            lv, pa, pb = (self.shadow(int(p.ops_flat[p.ops_start[i]])) if p.ops_start[i + 1] > p.ops_start[i]
                          else ("0", "0", "0"))
            for f, value in enumerate((lv, pa, pb)):
                lines.append(f"  store i64 {value}, ptr {args_slot(self.k, SR + f)}, align 8")
            lines.append(f"  store i64 1, ptr {args_slot(self.k, SR_SET)}, align 8")
            if self.frames:
                lines.append(f"  call void @__am_dp_leave({ctx}, i64 {self.pre}lsp)")
        elif act in (ACT_CALL_DEFINED, ACT_CALL_INDIRECT, ACT_CALL_OPAQUE, ACT_CALL_EXTERNAL) and ins.slot >= 0:
            self._call_result(lines, ins, act)
        return lines

    def _pend(self, lines: list[str], v: str, a: str, b: str) -> None:
        """A node at level ``v`` joins the pending ones: the highest so far keeps the
        first path words that reached it (the replay's strict >)."""
        if self.pending is None:
            self.pending = (v, a, b, v)
            return
        pv, pa, pb, first = self.pending
        c, nv, na, nb = self._fresh(), self._fresh(), self._fresh(), self._fresh()
        lines += [f"  {c} = icmp sgt i64 {v}, {pv}", f"  {nv} = select i1 {c}, i64 {v}, i64 {pv}",
                  f"  {na} = select i1 {c}, i64 {a}, i64 {pa}", f"  {nb} = select i1 {c}, i64 {b}, i64 {pb}"]
        self.pending = (nv, na, nb, first)

    def _load_call(self, ins: Instruction, ctx: str, addr: str, lv: str) -> str:
        """The call of a load's replay: a 4- or 8-byte load inside a loop checks for a
        fresh page inline first (:func:`_fresh_load`)."""
        p, i, size = self.plan, ins.id, _pow2(ins.access_bytes)
        common = f"i64 {int(p.red[i])}, i64 {int(p.tree)}, i64 {lv}, ptr {self.pre}ta, ptr {self.pre}tb"
        if size in LOAD_SIZES and ins.block in self.loop_blocks:
            miss = f"getelementptr inbounds (i8, ptr @__am_fresh_miss, i64 {4 * (CONTEXTS * i + self.k)})"
            return (f"call i64 @__am_lv_load_fresh{int(self.deps)}_{size}({ctx}, i64 {addr}, {common}, "
                    f"ptr {miss})")
        return f"call i64 @__am_lv_load({ctx}, i64 {addr}, i64 {size}, {common})"

    def _floor(self, lines: list[str], lv: str, pa: str, pb: str) -> tuple[str, str, str]:
        """A node's operands' level raised to the floor (the level at which the open
        region began) with no path, when it lies at or below it."""
        f, c1, c2, c, v, a, b = (self._fresh() for _ in range(7))
        lines += [f"  {f} = load i64, ptr getelementptr inbounds (i64, ptr @__am_lv_floor, i64 {self.k}), align 8",
                  f"  {c1} = icmp sgt i64 {f}, 0", f"  {c2} = icmp sle i64 {lv}, {f}", f"  {c} = and i1 {c1}, {c2}",
                  f"  {v} = select i1 {c}, i64 {f}, i64 {lv}", f"  {a} = select i1 {c}, i64 0, i64 {pa}",
                  f"  {b} = select i1 {c}, i64 0, i64 {pb}"]
        return v, a, b

    def _call_result(self, lines: list[str], ins: Instruction, act: int) -> None:
        """A call's result: an instrumented callee's return value's shadow; an opaque or
        external callee's, its operands' highest level (an indirect call: whichever ran)."""
        returned = []
        if act in (ACT_CALL_DEFINED, ACT_CALL_INDIRECT):
            for f in range(3):
                x = self._fresh()
                lines.append(f"  {x} = load i64, ptr {args_slot(self.k, SR + f)}, align 8")
                returned.append(x)
        if act == ACT_CALL_DEFINED:
            self._define(lines, ins.slot, *returned)
            return
        highest = self._highest(lines, ins.id, skip=False)
        if act == ACT_CALL_INDIRECT:  # a copy ran (it set the flag): its return value's level
            s, e = self._fresh(), self._fresh()
            lines += [f"  {s} = load i64, ptr {args_slot(self.k, SR_SET)}, align 8", f"  {e} = icmp ne i64 {s}, 0"]
            chosen = []
            for r, h in zip(returned, highest, strict=True):
                x = self._fresh()
                lines.append(f"  {x} = select i1 {e}, i64 {r}, i64 {h}")
                chosen.append(x)
            highest = tuple(chosen)
        self._define(lines, ins.slot, *highest)


def _pow2(size: int) -> int:
    """The access size the replay sees: rounded up to a power of two (events.access_tag)."""
    return 1 << max(0, (max(size, 1) - 1).bit_length())
