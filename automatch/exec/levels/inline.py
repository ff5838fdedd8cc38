"""The parts of the compiled replay's runtime (``levels_*.c``) that the instrumented
code runs inline: IR functions marked ``alwaysinline`` that do a runtime call's most
frequent case themselves and call the runtime for the rest, and the part of the
runtime's context (am_ctx) they read. levels_rt.h checks that layout when the runtime is
built (:func:`layout_defines` gives its compiler the offsets).

Inlining has a price paid on every run: the JIT's O2 pipeline over the inlined code
(levels_rt.h), so only the cases that dominate loops are inlined, inside loops: a node
and a block entry that neither leaves nor begins a loop (here), and the loads and stores
of the pages that hold most data (:mod:`levels_inline_access`, which assembles the
whole). The loads and stores carry TBAA tags (:data:`TBAA_KINDS`), so that LLVM keeps
the context's fields in registers across a block's inlined code.
"""

from __future__ import annotations

import re

CONTEXTS = 2  # replays a run can hold (levels_rt.h: __am_lv_ctx0, __am_lv_ctx1)

PCACHE_OFFSET = 40  # am_ctx.pcache: entries of 32 bytes {key + 1, page, data, aux}
PCACHE_ENTRIES = 16384
# am_ctx's fields after the page cache, 8 bytes each (levels_rt.h), up to the last one
# the inlined code reads
CTX_FIELDS = ("stamp", "lsp", "lscap", "ls_loop", "ls_inst", "ls_iter", "ls_first", "ls_max", "blk_loop",
              "blk_header_of", "loop_parent", "loop_header", "loop_self_latch", "red_store", "br_succ0",
              "blk_count", "br_state", "br_miss", "loop_inst", "loop_iters", "loop_raw", "loop_war", "loop_waw",
              "loop_red", "loop_silent", "loop_span", "loop_tgt", "k", "depth", "curreg", "rframe", "renter",
              "pexit")
STAMP_OFFSET = PCACHE_OFFSET + 32 * PCACHE_ENTRIES  # am_ctx.stamp
AUX_DW, AUX_FRESH, AUX_LRW = 1, 2, 4
CODE_SHIFT, OBSERVED_CODE = 55, 1  # without deps, an entry's packed word: level below, writer above
LV_MASK = (1 << CODE_SHIFT) - 1
OBSERVED = -3  # with deps, the writer (LWI) of a value a load that is no reduction load read
SILENT_BASE = -16  # with deps, a writer (LWI) at or below it: a silent store's mark
PCACHE_PAGE = 256  # granules a shadow page (levels_rt.h PAGE)


# What each inlined load or store reaches, for type-based alias analysis: the memories
# are disjoint (the context's fields, and each array the runtime allocates), so LLVM may
# keep a field or an array element in a register across the inlined code of a block
# (a node's loads of w, max and the loop stack's tops, once, not at every node). The
# program's own accesses carry no such tag, or clang's (another root): they may alias all.
TBAA_KINDS = ("ctx", "w", "ls_max", "ls_first", "ls_iter", "ls_loop", "cell", "count", "branch", "succ", "miss")
_POINTER = re.compile(r"ptr (%[\w.]+), align")
# what the pointers of the inlined functions' loads and stores reach (_tagged)
BLOCK_KINDS = {"%tl": "ls_loop", "%prevp": None, "%bc": "count", "%s0": "succ", "%s": "branch",
               "%m": "branch", "%stp": "ctx", "%li": "ls_iter", "%it": "count"}
NODE_KINDS = {"%capp": "ctx", "%wpp": "ctx", "%wp": "w", "%maxp": "ctx", "%pap": "ctx", "%pbp": "ctx",
              "%ls_max": "ls_max", "%ls_first": "ls_first", "%ls_iter": "ls_iter", "%ls_inst": "ls_iter"}


def _tagged(lines: list[str], kinds: dict[str, str | None]) -> list[str]:
    """``lines`` with each load and store tagged by what its pointer reaches: ``kinds``
    maps a pointer's name (or, for _bump's ``X.e``, X) to a TBAA_KINDS entry or None
    (an alloca: no tag); _field's ``X.p`` reach the context."""
    out = []
    for line in lines:
        m = _POINTER.search(line)
        if m and (" = load " in line or line.lstrip().startswith("store ")):
            name = m.group(1)
            if name.endswith(".p"):
                kind = "ctx"
            elif name.endswith(".e"):
                kind = kinds[name[:-2]]
            else:
                kind = kinds[name]
            if kind is not None:
                line += f", !tbaa !@{kind}@"
        out.append(line)
    return out


def _stack_top(floor: str, top: str, other: str) -> list[str]:
    """The loop stack's height %lsp; when above ``floor`` go to label ``top`` with %t the
    index of its innermost active loop instance, else to ``other``."""
    return [*_field("lsp", "i64", "%lsp"),
            f"  %active = icmp sgt i64 %lsp, {floor}",
            f"  br i1 %active, label %{top}, label %{other}",
            f"{top}:",
            "  %t = add i64 %lsp, -1"]


# the end of an inlined function whose paths meet at %done
_RETURN = ("  br label %done", "done:", "  ret void", "}")


def _text(lines: list[str], kinds: dict[str, str | None]) -> str:
    """An inlined function's IR text from its lines, loads and stores tagged (_tagged)."""
    return "\n".join(_tagged(lines, kinds)) + "\n"


def _resolve_tbaa(text: str, first_id: int) -> str:
    """``text`` with the !@kind@ placeholders numbered from ``first_id`` (the first
    metadata id the module leaves free), and the TBAA nodes appended."""
    root = first_id
    nodes = [f'!{root} = !{{!"automatch shadow"}}']
    for k, kind in enumerate(TBAA_KINDS):
        t, tag = first_id + 1 + 2 * k, first_id + 2 + 2 * k
        nodes += [f'!{t} = !{{!"am.{kind}", !{root}, i64 0}}', f"!{tag} = !{{!{t}, !{t}, i64 0}}"]
        text = text.replace(f"!@{kind}@", f"!{tag}")
    return text + "\n".join(nodes) + "\n"


def free_metadata_id(module_text: str) -> int:
    """The first metadata id no node of ``module_text`` uses."""
    return 1 + max((int(x) for x in re.findall(r"!(\d+)\b", module_text)), default=-1)


def ctx_offset(field: str) -> int:
    """The byte offset of ``field`` (one of CTX_FIELDS) in am_ctx."""
    return STAMP_OFFSET + 8 * CTX_FIELDS.index(field)


INLINED_FIELDS = ("stamp", "lsp", "ls_loop", "ls_inst", "ls_iter", "ls_first", "ls_max", "br_succ0", "blk_count",
                  "br_state", "br_miss", "loop_iters", "loop_raw", "loop_war", "loop_waw",
                  "loop_tgt", "pexit")
# am_ctx's first fields: the deepest level, its path words, w's capacity and w
MAX_OFFSET, MAXPA_OFFSET, MAXPB_OFFSET, WCAP_OFFSET, W_OFFSET = 0, 8, 16, 24, 32


def layout_defines() -> list[str]:
    """The runtime compiler's -D flags that levels_rt.h checks am_ctx's layout against."""
    return ([f"-DAM_PCACHE_OFFSET={PCACHE_OFFSET}", f"-DAM_W_OFFSET={W_OFFSET}",
             f"-DAM_PCACHE_ENTRIES={PCACHE_ENTRIES}", f"-DAM_SHADOW_PAGE={PCACHE_PAGE}",
             f"-DAM_AUX_DW={AUX_DW}", f"-DAM_AUX_FRESH={AUX_FRESH}", f"-DAM_AUX_LRW={AUX_LRW}",
             f"-DAM_CODE_SHIFT={CODE_SHIFT}", f"-DAM_OBSERVED_CODE={OBSERVED_CODE}",
             f"-DAM_OBSERVED=({OBSERVED})", f"-DAM_SILENT_BASE=({SILENT_BASE})"]
            + [f"-DAM_{f.upper()}_OFFSET={ctx_offset(f)}" for f in INLINED_FIELDS])


BRANCH_NONE, BRANCH_DYNAMIC = -1, -2  # _block_entry's %bp: no predicted branch, prev's own


def _field(name: str, ty: str, out: str) -> list[str]:
    """IR lines: ``out`` = am_ctx's field ``name`` (of type ``ty``) of context %c."""
    return [f"  {out}.p = getelementptr inbounds i8, ptr %c, i64 {ctx_offset(name)}",
            f"  {out} = load {ty}, ptr {out}.p, align 8"]


def _element(array: str, index: str, out: str, *, load: bool = True) -> list[str]:
    """IR lines: ``out.e``, the address of element ``index`` of am_ctx's i64 array field
    ``array``, and (``load``) its value ``out``."""
    lines = [*_field(array, "ptr", f"{out}.a"), f"  {out}.e = getelementptr inbounds i64, ptr {out}.a, i64 {index}"]
    return [*lines, f"  {out} = load i64, ptr {out}.e, align 8"] if load else lines


def _bump(array: str, index: str, out: str) -> list[str]:
    """IR lines: am_ctx's i64 array field ``array``, element ``index``, plus one."""
    return [*_element(array, index, out), f"  {out}.n = add i64 {out}, 1", f"  store i64 {out}.n, ptr {out}.e, align 8"]


def _block_entry() -> str:
    """``@__am_dp_block_in``: the deps replay's block entry (``__am_dp_block``,
    levels_loops.c) of block %b of innermost loop %inner, done inline when the frame's
    innermost active loop instance is %inner's (and, in whole-program mode, no region
    exit is pending): no loop is left or begun, so it only records the block before,
    counts the block, steps the 2-bit predictor of the branch that led here and, at
    %inner's header (%hdr), starts an iteration. ``%bp``: the block whose data-dependent
    branch led here when it is the only predecessor (``%taken``: this is its first
    successor), BRANCH_NONE when no predecessor has one, BRANCH_DYNAMIC to look at the
    block before. Anything else calls the runtime, which does it all."""
    lines = ["define internal void @__am_dp_block_in(ptr %c, i64 %b, ptr %prevp, i64 %lsp0, i64 %inner, i1 %hdr, "
             "i64 %bp, i1 %taken, i1 %regions) alwaysinline {",
             "entry:", *_stack_top("%lsp0", "top", "slow"), *_element("ls_loop", "%t", "%tl"),
             "  %same = icmp eq i64 %tl, %inner",
             "  br i1 %same, label %pending, label %slow",
             "pending:",
             "  br i1 %regions, label %exitcheck, label %fast",
             "exitcheck:", *_field("pexit", "i64", "%pe"),
             "  %noexit = icmp eq i64 %pe, 0",
             "  br i1 %noexit, label %fast, label %slow",
             "slow:",
             "  call void @__am_dp_block(ptr %c, i64 %b, ptr %prevp, i64 %lsp0)",
             "  ret void",
             "fast:",
             "  %pv = load i64, ptr %prevp, align 8",
             "  store i64 %b, ptr %prevp, align 8", *_bump("blk_count", "%b", "%bc"),
             f"  %dyn = icmp eq i64 %bp, {BRANCH_DYNAMIC}",
             "  br i1 %dyn, label %dynamic, label %static",
             "dynamic:", *_element("br_succ0", "%pv", "%s0"),
             "  %dhas = icmp sge i64 %s0, 0",
             "  %dtaken = icmp eq i64 %s0, %b",
             "  br label %chosen",
             "static:",
             "  %shas = icmp sge i64 %bp, 0",
             "  br label %chosen",
             "chosen:",
             "  %idx = phi i64 [ %pv, %dynamic ], [ %bp, %static ]",
             "  %has = phi i1 [ %dhas, %dynamic ], [ %shas, %static ]",
             "  %tk = phi i1 [ %dtaken, %dynamic ], [ %taken, %static ]",
             "  br i1 %has, label %predict, label %header",
             # replay_kernel's 2-bit counter: -1 unset, then 0..3, 2 and 3 predict succ0
             "predict:", *_element("br_state", "%idx", "%s"), *_element("br_miss", "%idx", "%m"),
             "  %unset = icmp slt i64 %s, 0",
             "  %lt2 = icmp slt i64 %s, 2",
             "  %ge2 = xor i1 %lt2, true",
             "  %wrong = select i1 %tk, i1 %lt2, i1 %ge2",
             "  %set = xor i1 %unset, true",
             "  %miss = and i1 %wrong, %set",
             "  %mi = zext i1 %miss to i64",
             "  %m1 = add i64 %m, %mi",
             "  store i64 %m1, ptr %m.e, align 8",
             "  %up = add i64 %s, 1",
             "  %lt3 = icmp slt i64 %s, 3",
             "  %sup = select i1 %lt3, i64 %up, i64 %s",
             "  %down = add i64 %s, -1",
             "  %gt0 = icmp sgt i64 %s, 0",
             "  %sdown = select i1 %gt0, i64 %down, i64 %s",
             "  %stepped = select i1 %tk, i64 %sup, i64 %sdown",
             "  %first = select i1 %tk, i64 3, i64 0",
             "  %snew = select i1 %unset, i64 %first, i64 %stepped",
             "  store i64 %snew, ptr %s.e, align 8",
             "  br label %header",
             "header:",
             "  br i1 %hdr, label %iteration, label %done",
             "iteration:",
             f"  %stp = getelementptr inbounds i8, ptr %c, i64 {ctx_offset('stamp')}",
             "  %st0 = load i64, ptr %stp, align 8",
             "  %st = add i64 %st0, 1",
             "  store i64 %st, ptr %stp, align 8", *_element("ls_iter", "%t", "%li", load=False),
             "  store i64 %st, ptr %li.e, align 8", *_bump("loop_iters", "%inner", "%it"), *_RETURN]
    return _text(lines, BLOCK_KINDS)


def _node_w() -> str:
    """``@__am_lv_w_in``: a node at level %lv inside a loop, inlined: w[%lv] += %weight
    (``__am_lv_w``, levels_access.c, when w must grow). The deepest level and the loop
    instance's levels are raised once at the block's end (:func:`_node_flush`)."""
    lines = ["define internal void @__am_lv_w_in(ptr %c, i64 %lv, i64 %weight) alwaysinline {",
             "entry:",
             f"  %capp = getelementptr inbounds i8, ptr %c, i64 {WCAP_OFFSET}",
             "  %cap = load i64, ptr %capp, align 8",
             "  %next = add i64 %lv, 1",
             "  %room = icmp slt i64 %next, %cap",
             "  br i1 %room, label %fast, label %slow",
             "slow:",
             "  call void @__am_lv_w(ptr %c, i64 %lv, i64 %weight)",
             "  ret void",
             "fast:",
             f"  %wpp = getelementptr inbounds i8, ptr %c, i64 {W_OFFSET}",
             "  %w = load ptr, ptr %wpp, align 8",
             "  %wp = getelementptr inbounds i64, ptr %w, i64 %lv",
             "  %wv = load i64, ptr %wp, align 8",
             "  %wv1 = add i64 %wv, %weight",
             "  store i64 %wv1, ptr %wp, align 8",
             "  ret void",
             "}"]
    return _text(lines, NODE_KINDS)


def _node_flush(deps: bool) -> str:
    """``@__am_lv_node_flush<deps>``: what the nodes of a block's stretch inside a loop
    (no call between them: levels_ir.FunctionLevels) do beyond w, done once with their
    highest level %lv and its path words (the first node's that reached it) and the first
    node's level %lv0: the deepest level and its path words, and with deps the innermost
    active loop instance's highest level and its first iteration's (in that iteration
    the highest; in a later one, while none was set, the first node's). The replay does
    it node by node (``__am_lv_node``); the same comes out, since nothing between the
    nodes and the block's end reads them and a block stays in one iteration of one loop
    instance. Per node this left 13 loads, 3 stores and 4 branches for a compare and 3
    selects."""
    lines = [f"define internal void @__am_lv_node_flush{int(deps)}(ptr %c, i64 %lv, i64 %pa, i64 %pb, i64 %lv0) "
             "alwaysinline {",
             "entry:",
             f"  %maxp = getelementptr inbounds i8, ptr %c, i64 {MAX_OFFSET}",
             "  %max = load i64, ptr %maxp, align 8",
             "  %deeper = icmp sgt i64 %lv, %max",
             "  br i1 %deeper, label %deepest, label %loops",
             "deepest:",
             "  store i64 %lv, ptr %maxp, align 8",
             f"  %pap = getelementptr inbounds i8, ptr %c, i64 {MAXPA_OFFSET}",
             "  store i64 %pa, ptr %pap, align 8",
             f"  %pbp = getelementptr inbounds i8, ptr %c, i64 {MAXPB_OFFSET}",
             "  store i64 %pb, ptr %pbp, align 8",
             "  br label %loops",
             "loops:"]
    if not deps:
        return _text([*lines, "  ret void", "}"], NODE_KINDS)
    lines += _stack_top("0", "stack", "done")
    for name in ("ls_max", "ls_first", "ls_iter", "ls_inst"):
        lines += _element(name, "%t", f"%{name}")
    # the replay's order: the instance's highest level, then its first iteration's
    lines += ["  %higher = icmp sgt i64 %lv, %ls_max",
              "  %hi = select i1 %higher, i64 %lv, i64 %ls_max",
              "  store i64 %hi, ptr %ls_max.e, align 8",
              "  %firstiter = icmp eq i64 %ls_iter, %ls_inst",
              "  %unset = icmp slt i64 %ls_first, 0",
              "  %above = icmp sgt i64 %lv, %ls_first",
              "  %raise = and i1 %firstiter, %above",
              "  %firstmax = select i1 %raise, i64 %lv, i64 %ls_first",
              # a later iteration: the first node's level sets it when none did (lv0 >= 1)
              "  %first = select i1 %firstiter, i64 %firstmax, i64 %lv0",
              "  %keep = or i1 %firstiter, %unset",
              "  %chosen = select i1 %keep, i64 %first, i64 %ls_first",
              "  store i64 %chosen, ptr %ls_first.e, align 8", *_RETURN]
    return _text(lines, NODE_KINDS)
