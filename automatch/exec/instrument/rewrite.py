"""Rewrite the canonical IR into the modules the engine JIT-compiles.

Two modules come from the same canonical text:

* native: the program unchanged, with calls to the kernel routed through a region
  wrapper that times the outermost calls (clock_gettime, in IR: no Python per call);
* instrumented: the same, plus an instrumented copy ``__am_i.<f>`` of every defined
  function; the region wrapper calls the kernel's copy, and copies call copies. Each
  copy appends event words (see ``events``) to a buffer with inlined stores,
  reserving room once per block segment; a full buffer calls ``__am_flush``, the one
  place where control leaves the program, once per ~1 M events, which hands the
  buffer to the consumers and returns the one to fill next (exec/batches.py).

The instruction texts come from the canonical module as LLVM printed it (see
``automatch.ir.program.function_texts``), so their attribute-group and metadata
references stay valid in these modules. Every name the engine adds starts with
``__am_``; the libc function it needs itself (clock_gettime) is reached under a private
name bound by ``register_engine_symbols``, so a program that declares or defines the
same libc names does not clash with the engine's prelude.

A store of a selected value is checked for silence first (``silent``). Calls that do
not name their callee still reach the copies (``automatch.exec.instrument.indirect``): inside a copy, the pointer of an indirect call and the pointer arguments of an external
call that may call back (qsort's comparator) go through ``@__am_fnmap``, to the copy when
the pointer is a defined function's address; the values the program stores and compares
stay its own. Such a call may run instrumented code in the middle of a block's segment,
so it ends the segment like a call to a defined function (the callee reserves and may
flush the buffer; the caller reserves again after the call). In the program's own
functions an indirect call to the address-taken kernel enters ``@__am_region``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from automatch.exec import events as ev
from automatch.exec.instrument.emitter import STRIDE, Emitter, SampleFilter
from automatch.exec.instrument.indirect import (
    ENTRY_NONE,
    address_taken,
    call_entry_kind,
    calls_back_never,
    fnmap_function,
    indirect_callee,
    map_call,
)
from automatch.exec.instrument.region_wrapper import (
    ALIGN_STACK_IR,
    entry_supported,
    function_region_wrapper,
    program_entry,
)
from automatch.exec.instrument.signatures import abi_attrs, arg_attrs, region_marker, signature
from automatch.exec.instrument.silent import selected_values, silent_flag
from automatch.exec.levels.inline import free_metadata_id
from automatch.exec.levels.inline_access import inlined_runtime
from automatch.exec.levels.ir import DECLARATIONS as LEVEL_DECLARATIONS
from automatch.exec.levels.ir import SA_N, FunctionLevels, LevelPlan
from automatch.exec.levels.ir import args_slot as level_args
from automatch.ir.irtext import GLOBAL_NAME, llvm_ident, split_top, unquote_ident
from automatch.ir.program import Function, Instruction, OpClass, Program

_DBG_SUFFIX = re.compile(r",\s*!dbg !\d+")
_DEFINE = re.compile(r"^define [^\n]*\{$")

PRELUDE = """
@__am_buf = internal global [{words} x i64] zeroinitializer, align 64
@__am_bufp = internal global ptr @__am_buf, align 8
@__am_pos = internal global i64 0, align 8
@__am_depth = internal global i32 0, align 4
@__am_rdepth = internal global i32 0, align 4
@__am_region_ns = internal global i64 0, align 8
@__am_region_calls = internal global i64 0, align 8
@__am_region_began = internal global i1 false, align 1
@__am_counts = internal global [3 x i64] zeroinitializer, align 8
declare ptr @__am_flush(ptr, i64)
declare void @__am_exit_hook(i32)
declare i32 @__am_clock_gettime(i32, ptr)

define internal i64 @__am_reserve_at(i64 %n) alwaysinline {{
entry:
  %p = load i64, ptr @__am_pos, align 8
  %e = add i64 %p, %n
  %full = icmp ugt i64 %e, {cap}
  br i1 %full, label %flush, label %done, !prof !{{!"branch_weights", i32 1, i32 100000}}
flush:
  %b = load ptr, ptr @__am_bufp, align 8
  %nb = call ptr @__am_flush(ptr %b, i64 %p)
  store ptr %nb, ptr @__am_bufp, align 8
  store i64 0, ptr @__am_pos, align 8
  br label %done
done:
  %r = phi i64 [ 0, %flush ], [ %p, %entry ]
  ret i64 %r
}}

define internal void @__am_emit(i64 %w) alwaysinline {{
entry:
  %p = load i64, ptr @__am_pos, align 8
  %b = load ptr, ptr @__am_bufp, align 8
  %s = getelementptr inbounds i64, ptr %b, i64 %p
  store i64 %w, ptr %s, align 8
  %q = add i64 %p, 1
  store i64 %q, ptr @__am_pos, align 8
  ret void
}}

define internal i64 @__am_now() alwaysinline {{
entry:
  %ts = alloca {{ i64, i64 }}, align 8
  %r = call i32 @__am_clock_gettime(i32 1, ptr %ts)
  %sp = getelementptr inbounds {{ i64, i64 }}, ptr %ts, i32 0, i32 0
  %np = getelementptr inbounds {{ i64, i64 }}, ptr %ts, i32 0, i32 1
  %s = load i64, ptr %sp, align 8
  %ns = load i64, ptr %np, align 8
  %m = mul i64 %s, 1000000000
  %t = add i64 %m, %ns
  ret i64 %t
}}

define i64 @__am_get_pos() {{
entry:
  %p = load i64, ptr @__am_pos, align 8
  ret i64 %p
}}

define ptr @__am_get_buf() {{
entry:
  %b = load ptr, ptr @__am_bufp, align 8
  ret ptr %b
}}

define void @__am_reset_pos() {{
entry:
  store i64 0, ptr @__am_pos, align 8
  ret void
}}

define ptr @__am_get_counts() {{
entry:
  ret ptr @__am_counts
}}

define internal void @__am_count(i64 %k, i64 %n) alwaysinline {{
entry:
  %p = getelementptr inbounds [3 x i64], ptr @__am_counts, i64 0, i64 %k
  %v = load i64, ptr %p, align 8
  %w = add i64 %v, %n
  store i64 %w, ptr %p, align 8
  ret void
}}

define i64 @__am_get_region_ns() {{
entry:
  %v = load i64, ptr @__am_region_ns, align 8
  ret i64 %v
}}

define i64 @__am_get_region_calls() {{
entry:
  %v = load i64, ptr @__am_region_calls, align 8
  ret i64 %v
}}

define i32 @__am_get_depth() {{
entry:
  %v = load i32, ptr @__am_depth, align 4
  ret i32 %v
}}

define void @__am_exit(i32 %code) noreturn {{
entry:
  call void @__am_exit_hook(i32 %code)
  unreachable
}}
"""



# libc functions the prelude calls, under the private names it declares them by.
_ENGINE_LIBC = {"__am_clock_gettime": "clock_gettime"}
_REGISTERED = False


def register_engine_symbols() -> None:
    """Bind the prelude's private names to libc's functions for the JIT (once)."""
    global _REGISTERED
    if _REGISTERED:
        return
    import ctypes

    import llvmlite.binding as llvm

    libc = ctypes.CDLL(None)
    for private, name in _ENGINE_LIBC.items():
        llvm.add_symbol(private, ctypes.cast(getattr(libc, name), ctypes.c_void_p).value)
    _REGISTERED = True


_CONST_EXPR = re.compile(r"\b(getelementptr|bitcast|inttoptr|addrspacecast|ptrtoint)\b")


def _last_value(arg: str) -> str:
    """The value of a typed operand: 'ptr noundef align 8 %x' -> '%x'; a constant
    expression ('ptr align 8 getelementptr inbounds (...)') is kept whole, without the
    type and parameter attributes before it."""
    arg = arg.strip()
    if arg.endswith(")") and "(" in arg:
        m = _CONST_EXPR.search(arg)
        if m:
            return arg[m.start() :].strip()
    return arg.split()[-1]


# what follows the pointer of an atomic load or store: its ordering and sync scope
_ATOMIC_SUFFIX = re.compile(
    r'(\s+syncscope\("[^"]*"\))?\s+(unordered|monotonic|acquire|release|acq_rel|seq_cst)\s*$')


def _pointer_operand(arg: str) -> str:
    """The pointer of a load's or store's pointer operand ('ptr @x', or 'ptr @x seq_cst'
    in an atomic one)."""
    return _last_value(_ATOMIC_SUFFIX.sub("", arg))


def load_pointer(text: str) -> str:
    body = text.split("= load ", 1)[1]
    parts = split_top(body, ",")
    return _pointer_operand(parts[1])


def store_pointer(text: str) -> str:
    body = text.split("store ", 1)[1]
    parts = split_top(body, ",")
    return _pointer_operand(parts[1])


def call_args(text: str) -> list[str]:
    inside = text[text.index("(", text.index("@")) + 1 : text.rindex(")")]
    return split_top(inside, ",")


@dataclass(frozen=True)
class InstrumentedText:
    native: str
    instrumented: str



def event_words(ins: Instruction) -> int:
    """How many words ``ins`` appends (not counting the events of a callee)."""
    if ins.opclass in (OpClass.LOAD, OpClass.STORE):
        return 1
    if ins.opclass == OpClass.MEM_INTRINSIC:
        return 4 if ("memcpy" in ins.callee or "memmove" in ins.callee) else 2
    return 0


def _segments(block_ins: list[Instruction], enters) -> list[int]:
    """Words needed before the first call that may run instrumented code, and after each
    such call (``enters(ins)``: the call is one)."""
    segs = [1]
    for ins in block_ins:
        if enters(ins):
            segs.append(0)
        segs[-1] += event_words(ins)
    return segs


def _strip_dbg(line: str) -> str:
    return _DBG_SUFFIX.sub("", line)


_CALLEE_REF = re.compile(r"@(" + GLOBAL_NAME + r")\(")


def _rename_calls(text: str, mapping: dict[str, str]) -> str:
    """Point the call in ``text`` at ``mapping[callee]`` (names unquoted, as in the model)."""
    def fix(m: re.Match) -> str:
        name = unquote_ident(m.group(1))
        return f"@{llvm_ident(mapping[name])}(" if name in mapping else m.group(0)
    head, sep, tail = text.partition(" call ")
    if not sep:
        head, sep, tail = text.partition("call ")
        if not sep:
            return text
    return head + sep + _CALLEE_REF.sub(fix, tail, count=1)


def _instrument_function(program: Program, fn: Function, defined: set[str], calls: dict[str, str],
                         sample: SampleFilter | None = None, taken: set[str] | frozenset = frozenset(),
                         enter_at: dict[int, int] | None = None,
                         exit_at: dict[int, int] | None = None, levels: tuple[LevelPlan, ...] = (),
                         block_words: bool = True) -> str:
    enter_at = enter_at or {}
    exit_at = exit_at or {}
    e = Emitter()
    e.lines.append(signature(fn, f"__am_i.{fn.name}", "internal", list(fn.args)))
    selected = selected_values(program, fn)
    shadows = [FunctionLevels(plan, program, fn) for plan in levels]

    def entry_kind(ins: Instruction) -> int:  # ENTRY_NONE when nothing can be mapped
        return call_entry_kind(ins, defined) if taken else ENTRY_NONE

    def enters(ins: Instruction) -> bool:
        return ins.opclass == OpClass.CALL and (ins.callee in defined or entry_kind(ins) != ENTRY_NONE)

    for bid in fn.blocks:
        block = program.blocks[bid]
        ins_list = [program.instructions[i] for i in block.instructions]
        segs = _segments(ins_list, enters)
        segs[0] += bid in exit_at  # a region-exit word before the block word
        segs[-1] += bid in enter_at  # a region-enter word before the terminator
        e.lines.append(f"{llvm_ident(block.name)}:")
        n_phi = sum(1 for i in ins_list if i.opclass == OpClass.PHI)
        for ins in ins_list[:n_phi]:
            e.lines.append("  " + _strip_dbg(ins.text))
        for shadow in shadows:
            e.lines += shadow.phis(ins_list[:n_phi])
        for shadow in shadows:
            if bid == fn.blocks[0]:
                e.lines += shadow.entry()
        e.reserve(segs[0])
        if bid in exit_at:
            region_marker(e, ev.region_exit_word(exit_at[bid]), enter=False, levels=levels)
        for shadow in shadows:  # after a region's exit, as the replay reads them
            e.lines += shadow.block(bid)
        if sample is None:
            if block_words:
                e.emit_const(ev.block_word(bid))
        else:  # no block events: count the block's loads, stores and bytes in place
            loads = [i for i in ins_list if i.opclass == OpClass.LOAD]
            stores = [i for i in ins_list if i.opclass == OpClass.STORE]
            for k, n in ((0, len(loads)), (1, len(stores)),
                         (2, sum(i.access_bytes for i in loads + stores))):
                if n:
                    e.lines.append(f"  call void @__am_count(i64 {k}, i64 {n})")
        seg = 1
        for ins in ins_list[n_phi:]:
            text = _strip_dbg(ins.text)
            oc = ins.opclass
            if oc == OpClass.DEBUG and ins.callee.startswith("llvm.dbg."):
                continue
            after: list[str] = []
            if oc in (OpClass.LOAD, OpClass.STORE):
                is_store = oc == OpClass.STORE
                ptr = store_pointer(text) if is_store else load_pointer(text)
                tag = ev.access_tag(ins.access_bytes, is_store)
                silent = (silent_flag(e.fresh, text, ptr) if is_store and (not sample or shadows)
                          and ins.operands[0] in selected else None)
                e.lines += silent[0] if silent else []
                if sample is None:
                    e.emit_addr(ptr, tag, silent[1] if silent else None, site=ins.id)
                else:
                    e.emit_sampled(ptr, tag, sample, site=ins.id)
                for shadow in shadows:
                    after += shadow.after(ins, ptr=ptr, silent=silent[1] if silent else None)
            elif oc == OpClass.MEM_INTRINSIC:
                args = call_args(text)
                e.emit_addr(_last_value(args[0]), ev.access_tag(1, True, True))
                length = e.emit_value(args[2])
                if "memset" not in ins.callee:
                    e.emit_addr(_last_value(args[1]), ev.access_tag(1, False, True))
                    e.emit_value(args[2])
                ends = (_last_value(args[0]),) if "memset" in ins.callee else tuple(
                    _last_value(a) for a in args[:2])
                for shadow in shadows:
                    after += shadow.after(ins, range_args=(*ends, length))
            else:
                for shadow in shadows:
                    e.lines += shadow.before(ins)
                    after += shadow.after(ins)
            if oc in (OpClass.CALL, OpClass.FSPECIAL, OpClass.FMA) and ins.callee:
                text = _rename_calls(text, calls)
            kind = entry_kind(ins)
            if kind != ENTRY_NONE:
                text = map_call(e, text, kind, taken)
            if bid in enter_at and ins is ins_list[-1]:  # the preheader's terminator
                region_marker(e, ev.region_enter_word(enter_at[bid]), enter=True, levels=levels)
            if shadows and ins is ins_list[-1]:  # a ret: its value's shadow first
                e.lines += after
                after = []
            e.lines.append("  " + text)
            if enters(ins):
                e.reserve(segs[seg])
                seg += 1
            elif oc == OpClass.CALL and not calls_back_never(ins.callee):
                e.resync()
            e.lines += after
    e.lines.append("}")
    return "\n".join(e.lines)


def _region_wrapper(fn: Function, target: str, instrumented: bool, levels: tuple[LevelPlan, ...] = ()) -> str:
    """``@__am_region``: the kernel's signature (attributes and calling convention
    included, so a struct passed by value arrives as the caller passed it), timing the
    outermost calls and bracketing them with region events."""
    define = signature(fn, "__am_region", "", [f"p{i}" for i in range(len(fn.arg_types))])
    if fn.is_vararg:
        raise ValueError("a variadic kernel has no region wrapper")
    args = ", ".join(" ".join(x for x in (t, abi_attrs(attrs), f"%p{i}") if x)
                     for i, (t, attrs) in enumerate(zip(fn.arg_types, arg_attrs(fn), strict=True)))
    void = fn.return_type == "void"
    call_head = " ".join(x for x in ("call", fn.calling_conv, abi_attrs(fn.return_attrs), fn.return_type) if x)
    call = f"{call_head} @{llvm_ident(target)}({args}) noinline"  # its frame below the padding
    # the first outermost entry only tells the child (one callback, not one per call)
    enter = ("  %began = load i1, ptr @__am_region_began, align 1\n"
             "  br i1 %began, label %entered, label %first\n"
             "first:\n  store i1 true, ptr @__am_region_began, align 1\n"
             f"  %rb = call ptr @__am_flush(ptr null, i64 {ev.REGION_BEGINS_FLUSH})\n"
             "  br label %entered\nentered:\n"
             f"  call i64 @__am_reserve_at(i64 1)\n  call void @__am_emit(i64 {ev.REGION_ENTER})\n"
             if instrumented else "")
    leave = (f"  call i64 @__am_reserve_at(i64 1)\n  call void @__am_emit(i64 {ev.REGION_EXIT})\n"
             if instrumented else "")
    # a bare kernel is called from Python: its stack too at one offset in its page
    r1 = "" if void else "%r1 = "
    r2 = "" if void else "%r2 = "
    # the kernel's first frame gets its arguments at level 0 (exec/levels/ir.py)
    reset = "".join(f"  store i64 0, ptr {level_args(plan.context, SA_N)}, align 8\n" for plan in levels)
    ret1 = "ret void" if void else f"ret {fn.return_type} %r1"
    ret2 = "ret void" if void else f"ret {fn.return_type} %r2"
    return f"""
{define}
entry:
{reset}  %d = load i32, ptr @__am_depth, align 4
  %d1 = add i32 %d, 1
  store i32 %d1, ptr @__am_depth, align 4
  %outer = icmp eq i32 %d, 0
  br i1 %outer, label %timed, label %nested
timed:
{ALIGN_STACK_IR}{enter}  %t0 = call i64 @__am_now()
  {r1}{call}
  %t1 = call i64 @__am_now()
{leave}  %dt = sub i64 %t1, %t0
  %acc = load i64, ptr @__am_region_ns, align 8
  %acc1 = add i64 %acc, %dt
  store i64 %acc1, ptr @__am_region_ns, align 8
  %n = load i64, ptr @__am_region_calls, align 8
  %n1 = add i64 %n, 1
  store i64 %n1, ptr @__am_region_calls, align 8
  store i32 %d, ptr @__am_depth, align 4
  {ret1}
nested:
  {r2}{call}
  store i32 %d, ptr @__am_depth, align 4
  {ret2}
}}
"""


def _route_original(text: str, kernel: str, kernel_taken: bool = False) -> str:
    """In the program's own functions: kernel calls go through the region; exit to our
    hook. With ``kernel_taken`` (its address is used as a value), an indirect call whose
    pointer is the kernel's address goes through the region too."""
    mapping = {kernel: "__am_region", "exit": "__am_exit"}
    out = []
    n = 0
    for line in text.split("\n"):
        if "call " in line and "@" in line:
            line = _rename_calls(line, mapping)
        if kernel_taken and line.startswith("  ") and "call " in line:
            m = indirect_callee(line)
            if m is not None:
                n += 1
                c, v = f"%__am.k{n}", f"%__am.r{n}"
                out.append(f"  {c} = icmp eq ptr {m.group(1)}, @{llvm_ident(kernel)}")
                out.append(f"  {v} = select i1 {c}, ptr @__am_region, ptr {m.group(1)}")
                line = line[: m.start(1)] + v + line[m.end(1):]
        out.append(line)
    return "\n".join(out)


def build_modules(canonical_text: str, program: Program, *, buffer_words: int = ev.BUFFER_WORDS,
                  sample: SampleFilter | None = None, regions: bool = False,
                  region_functions: tuple[str, ...] | list[str] = (),
                  levels: tuple[LevelPlan, ...] = (), block_words: bool = True) -> InstrumentedText:
    """The native and instrumented module texts for ``program`` (kernel = program.kernel).

    With ``sample``, the instrumented module emits only sampled accesses (see SampleFilter).
    With ``regions`` (whole-program mode), it also emits region enter/exit words at the
    entry and exit edges of every outermost loop nest, and with ``region_functions``
    (IR names) around every call of those functions from instrumented code, direct or
    through a pointer (automatch.ir.regions). With ``levels``, the copies also run those
    replays themselves (exec/levels/ir.py); the module then needs the
    runtime library of exec/levels/runtime.py. Without ``block_words`` the stream holds
    no block words (no consumer replays it).
    """
    kernel_fn = program.function(program.kernel)
    if kernel_fn.is_vararg:
        from automatch.errors import UnsupportedProgramError

        raise UnsupportedProgramError(f"The kernel {kernel_fn.name!r} is variadic, which automatch cannot call.")
    register_engine_symbols()
    defined = {f.name for f in program.functions}
    taken = address_taken(canonical_text, defined)
    text = _route_original(canonical_text, program.kernel, kernel_taken=program.kernel in taken)
    prelude = PRELUDE.format(words=buffer_words + ev.BUFFER_HEADROOM, cap=buffer_words)
    entry = ""
    main_fn = next((f for f in program.functions if f.name == "main"), None)
    if main_fn is not None:
        if entry_supported(main_fn):
            entry = program_entry(main_fn, "__am_region" if program.kernel == "main" else "main")
    native = text + prelude + _region_wrapper(kernel_fn, program.kernel, instrumented=False) + entry
    calls = {name: f"__am_i.{name}" for name in defined}
    enter_at: dict[int, int] = {}
    exit_at: dict[int, int] = {}
    wrappers = ""
    if regions or region_functions:
        from automatch.ir.regions import RegionFunction, program_regions

        routed = dict(calls)  # the copies call a region function's wrapper, not its copy
        for r in program_regions(program, loops=regions, functions=tuple(region_functions)):
            if isinstance(r, RegionFunction):
                routed[r.function] = f"__am_rf.{r.function}"
                wrappers += function_region_wrapper(program.function(r.function), r.id, tuple(levels))
            else:
                enter_at[r.preheader] = r.id
                exit_at.update((b, r.id) for b in r.exit_blocks)
        calls = routed
    copies = [_instrument_function(program, fn, defined, {**calls, "exit": "__am_exit"}, sample, set(taken),
                                   enter_at, exit_at, levels, block_words)
              for fn in program.functions]
    fnmap = (fnmap_function(taken, calls) if taken else "") + wrappers
    page = ev.IRREGULAR_PAGE_BYTES
    step = ev.STRIDED_MIN_BYTES
    stride = STRIDE.format(sites=max(1, len(program.instructions)), near=page - 1,
                           span=2 * page - 2, bit=ev.IRREGULAR_BIT, near2=step - 1,
                           span2=2 * step - 2, sbit=ev.STRIDED_BIT)
    fresh = (LEVEL_DECLARATIONS + inlined_runtime(len(program.instructions), free_metadata_id(text))
             if levels else "")
    instrumented = (text + prelude + stride + fresh
                    + _region_wrapper(kernel_fn, f"__am_i.{program.kernel}", True, tuple(levels))
                    + entry + fnmap + "\n\n".join(copies) + "\n")
    return InstrumentedText(native=native, instrumented=instrumented)
