"""The parts of the compiled replay's runtime (``levels_*.c``) that the instrumented
code runs inline: IR functions marked ``alwaysinline`` that do a runtime call's most
frequent case themselves and call the runtime for the rest, and the part of the
runtime's context (am_ctx) they read. levels_rt.h checks that layout when the runtime is
built (:func:`layout_defines` gives its compiler the offsets).

Inlining has a price paid on every run: the JIT's O2 pipeline over the inlined code
(levels_rt.h), so only the cases that dominate loops are inlined, inside loops: a load
of a fresh page (read-only data), an 8-byte load or store of a dword page (data written
by 8-byte stores), a node, and a block entry that neither leaves nor begins a loop. The
loads and stores carry TBAA tags (:data:`TBAA_KINDS`), so that LLVM keeps the context's
fields in registers across a block's inlined code.
"""

from __future__ import annotations

import re

from automatch.exec.events import ADDR_MASK

CONTEXTS = 2  # replays a run can hold (levels_rt.h: __am_lv_ctx0, __am_lv_ctx1)

PCACHE_OFFSET = 40  # am_ctx.pcache: entries of 32 bytes {key + 1, page, data, aux}
PCACHE_ENTRIES = 4096
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
FRESH_TRIES = 64  # loads in a row a site checks for a fresh page before it stops checking
FRESH_RETRY = 1024  # loads a site counts (those not checked included) before it checks again
FRESH_SIZES = (4, 8)  # the loads (bytes) that check for a fresh page inline, inside loops
PCACHE_PAGE = 256  # granules a shadow page (levels_rt.h PAGE)


def _cache_lookup(size: int) -> list[str]:
    """IR lines: the page cache's entry %e for address %ptr (%a without its tag bits),
    whether it holds %a's page (%hit), its ``aux`` word (%aux), and whether %a is
    aligned to ``size`` (%aligned)."""
    return [f"  %a = and i64 %ptr, {ADDR_MASK}",
            f"  %al = and i64 %a, {size - 1}",
            "  %aligned = icmp eq i64 %al, 0",
            "  %key = lshr i64 %a, 10",
            f"  %slot = and i64 %key, {PCACHE_ENTRIES - 1}",
            "  %off = shl i64 %slot, 5",
            f"  %cache = getelementptr inbounds i8, ptr %c, i64 {PCACHE_OFFSET}",
            "  %e = getelementptr inbounds i8, ptr %cache, i64 %off",
            "  %k1 = load i64, ptr %e, align 8",
            "  %key1 = add i64 %key, 1",
            "  %hit = icmp eq i64 %k1, %key1",
            "  %ap = getelementptr inbounds i8, ptr %e, i64 24",
            "  %aux = load i64, ptr %ap, align 8"]


def _dword_page() -> list[str]:
    """IR lines after :func:`_cache_lookup`: the entry's page is a dword page (%isdw)
    with no word-mode arrays (%noword)."""
    return [f"  %dwf = and i64 %aux, {AUX_DW}",
            "  %isdw = icmp ne i64 %dwf, 0",
            "  %dp = getelementptr inbounds i8, ptr %e, i64 16",
            "  %data = load ptr, ptr %dp, align 8",
            "  %noword = icmp eq ptr %data, null"]


def _dword_cell(words: int) -> list[str]:
    """IR lines: %cell, the shadow entry (``words`` i64) of %a's dword on a dword page."""
    return ["  %cells = and i64 %aux, -8",
            "  %cellsp = inttoptr i64 %cells to ptr",
            "  %dwa = lshr i64 %a, 3",
            f"  %dwo = and i64 %dwa, {PCACHE_PAGE // 2 - 1}",
            f"  %cell = getelementptr inbounds [{words} x i64], ptr %cellsp, i64 %dwo"]


def _page_cell(size: int, words: int) -> list[str]:
    """IR lines after :func:`_dword_page`: whether %a's ``size``-byte access lies on a
    page of the kind the inlined code handles for that size (%onpage: 8 bytes a dword
    page, 4 bytes a word page, in the cache, aligned) and %cell, its shadow entry there
    (``words`` i64: a dword's, or a granule's in the word-mode arrays %data)."""
    if size == 8:
        return ["  %pg0 = and i1 %hit, %isdw",
                "  %pg1 = and i1 %pg0, %noword",
                "  %onpage = and i1 %pg1, %aligned"], _dword_cell(words)
    return (["  %inword = xor i1 %noword, true",
             "  %pg1 = and i1 %hit, %inword",
             "  %onpage = and i1 %pg1, %aligned"],
            ["  %ga = lshr i64 %a, 2",
             f"  %go = and i64 %ga, {PCACHE_PAGE - 1}",
             f"  %cell = getelementptr inbounds [{words} x i64], ptr %data, i64 %go"])


def _fresh_load(deps: bool, size: int) -> str:
    """``@__am_lv_load_fresh<deps>_<size>``: a load of ``size`` (4 or 8) bytes, inlined,
    that does itself what the runtime's fast path would for a fresh page (one nothing has
    written: level 0, no writer) in the page cache: nothing but, with deps, stamp its
    read stamps, and leave the address's level (read-only data: a matrix's values, a
    gathered vector); 8 bytes also from a dword page (data written by 8-byte stores), 4
    from a word page (:func:`_page_load`); any other load calls __am_lv_load
    (levels_access.c). An access aligned to its size covers whole granules of one page.
    ``%miss``: the site's count of such loads in a row that found their page in the
    cache as none of those, so that a site reading other data (byte pages, doubles on
    word pages) stops checking after FRESH_TRIES of
    them (a page missing from the cache is not counted: a gather's first loads, each on
    a page not seen yet, turned the check off on the large SpMV), and checks again once
    its count reaches FRESH_RETRY: a stop for good sent 15.9 M of the large LU's 16 M
    loads of dword pages to the runtime, after a row's walk over one page in word mode
    had stopped its sites (the sampled run with its schedule 1.1x as long). The dword
    path resets the count and returns on its own: merged with the fresh path's end, the
    hot fresh path's code got worse (the large SpMV's sampled run, which reads only
    fresh pages, took 1.25x as long)."""
    lines = [f"define internal i64 @__am_lv_load_fresh{int(deps)}_{size}(ptr %c, i64 %ptr, i64 %red, i64 %tree, "
             "i64 %lv, ptr %ta, ptr %tb, ptr %miss) alwaysinline {",
             "entry:",
             "  %tries = load i32, ptr %miss, align 4",
             f"  %try = icmp ult i32 %tries, {FRESH_TRIES}",
             "  br i1 %try, label %check, label %wait",
             "wait:",  # counts on to FRESH_RETRY, which wraps to 0: checked again
             "  %waited = add i32 %tries, 1",
             f"  %wrapped = and i32 %waited, {FRESH_RETRY - 1}",
             "  store i32 %wrapped, ptr %miss, align 4",
             "  br label %call",
             "check:",
             *_cache_lookup(size),
             f"  %f = and i64 %aux, {AUX_FRESH}",
             "  %isfresh = icmp ne i64 %f, 0",
             "  %ok0 = and i1 %hit, %isfresh",
             "  %ok1 = and i1 %ok0, %aligned",
             f"  %w = and i64 %aux, {AUX_LRW}",
             "  %lrw = icmp ne i64 %w, 0"]
    # with deps, 4 bytes need the read stamps one a granule already (else the runtime splits)
    lines += ["  %ok = and i1 %ok1, %lrw" if deps and size == 4 else "  %ok = and i1 %ok1, true",
              "  br i1 %ok, label %fresh, label %other",
              "fresh:"]
    if deps:
        lines += ["  %lr = and i64 %aux, -8",
                  "  %lrp = inttoptr i64 %lr to ptr",
                  f"  %sp = getelementptr inbounds i8, ptr %c, i64 {STAMP_OFFSET}",
                  "  %s = load i64, ptr %sp, align 8",
                  "  %g = lshr i64 %a, 2",
                  f"  %gi = and i64 %g, {PCACHE_PAGE - 1}"]
        if size == 4:
            lines += ["  %p0 = getelementptr inbounds i64, ptr %lrp, i64 %gi", "  store i64 %s, ptr %p0, align 8"]
        else:  # one stamp a dword, or the two granules' when they are one a granule
            lines += ["  %di = lshr i64 %gi, 1",
                      "  %i0 = select i1 %lrw, i64 %gi, i64 %di",
                      "  %g1 = add i64 %gi, 1",
                      "  %i1 = select i1 %lrw, i64 %g1, i64 %di",
                      "  %p0 = getelementptr inbounds i64, ptr %lrp, i64 %i0",
                      "  store i64 %s, ptr %p0, align 8",
                      "  %p1 = getelementptr inbounds i64, ptr %lrp, i64 %i1",
                      "  store i64 %s, ptr %p1, align 8"]
    lines += ["  %missed = icmp ne i32 %tries, 0",
              "  br i1 %missed, label %reset, label %done",
              "reset:",
              "  store i32 0, ptr %miss, align 4",
              "  br label %done",
              "done:",
              "  ret i64 %lv",
              "other:", *_page_load(deps, size),
              "none:",  # a page the cache does not hold says nothing of the site's data
              "  %counted = zext i1 %hit to i32",
              "  %more = add i32 %tries, %counted",
              "  store i32 %more, ptr %miss, align 4",
              "  br label %call",
              "call:",
              f"  %r = call i64 @__am_lv_load(ptr %c, i64 %ptr, i64 {size}, i64 %red, i64 %tree, i64 %lv, ptr %ta, "
              "ptr %tb)",
              "  ret i64 %r",
              "}"]
    return _text(lines, LOAD_KINDS)


def _page_load(deps: bool, size: int) -> list[str]:
    """The IR blocks of an 8-byte load from a dword page or a 4-byte load from a word page
    in the page cache (``load_run`` over one dword or granule: levels_access.c; with deps
    a granule a silent store marked goes to the runtime), after ``other:`` in
    :func:`_fresh_load`: the stored
    level and its path words (one more link for the path through memory) when above the
    address's, the writer marked as observed unless it is a reduction load (%red: its
    family), and with deps a carried RAW or reduction link counted
    (``__am_dp_count_read``) and the read stamped. Without deps, a reduction load with
    reductions as trees (%tree) keeps its address's level while the value it reads is
    its own family's chain (load_packed's ``chain``); with deps that case, which needs
    the reduction stores' table, goes to the runtime. Returns the loaded value's level,
    or goes on at ``%none``. Memory reductions (``C[i][j] += ...`` in a loop over k, a
    histogram's counts) took the runtime's path before: half the loads of a right-looking
    LU and of a histogram, nearly all of cutcp's. 4-byte data (ints, floats) written by
    4-byte stores lives on word pages, which took the runtime's path too (every load of
    an integer dynamic-programming table)."""
    words = 6 if deps else 3  # an entry: am_cell, or the packed word and its path words
    page, cell = _page_cell(size, words)
    lines = [*_dword_page(), *page,
             "  %plain = icmp eq i64 %red, 0"]
    if deps:
        lines += ["  %chains = icmp eq i64 %tree, 0",
                  "  %redok = or i1 %plain, %chains",
                  "  %okpg = and i1 %onpage, %redok"]
    else:
        lines += ["  %okpg = and i1 %onpage, true"]
    lines += ["  br i1 %okpg, label %dword, label %none",
              "dword:", *cell,
              "  %hot = load i64, ptr %cell, align 8"]
    if deps:
        lines += ["  %level = add i64 %hot, 0",
                  "  %lwip = getelementptr inbounds i64, ptr %cell, i64 1",
                  "  %lwi = load i64, ptr %lwip, align 8"]
        if size == 4:  # a silent store's mark: the runtime counts the RAW it would have been
            lines += [f"  %marked = icmp sle i64 %lwi, {SILENT_BASE}",
                      "  br i1 %marked, label %none, label %unmarked",
                      "unmarked:"]
        lines += ["  %lwp = getelementptr inbounds i64, ptr %cell, i64 2",
                  "  %lw = load i64, ptr %lwp, align 8",
                  "  %written = icmp sge i64 %lw, 0",
                  "  br i1 %written, label %dstack, label %dread",
                  "dstack:", *_field("lsp", "i64", "%dlsp"),
                  "  %dactive = icmp sgt i64 %dlsp, 0",
                  "  br i1 %dactive, label %dtop, label %dcount",
                  "dtop:",
                  "  %dt = add i64 %dlsp, -1", *_element("ls_iter", "%dt", "%dit"),
                  "  %same = icmp sge i64 %lw, %dit",  # written in this iteration: no carried RAW
                  "  br i1 %same, label %dread, label %dcount",
                  "dcount:",
                  "  call void @__am_dp_count_read(ptr %c, i64 %lw, i64 %lwi, i64 %red)",
                  "  br label %dread",
                  "dread:",
                  "  %byred = icmp sge i64 %lwi, 0",
                  "  %mark = and i1 %byred, %plain",
                  "  br i1 %mark, label %dobserved, label %dstamp",
                  "dobserved:",
                  f"  store i64 {OBSERVED}, ptr %lwip, align 8",
                  "  br label %dstamp",
                  "dstamp:",
                  f"  %dsp = getelementptr inbounds i8, ptr %c, i64 {STAMP_OFFSET}",
                  "  %dst = load i64, ptr %dsp, align 8",
                  "  %dlrp = getelementptr inbounds i64, ptr %cell, i64 3",
                  "  store i64 %dst, ptr %dlrp, align 8",
                  "  %above = icmp sgt i64 %level, %lv"]
    else:
        lines += [f"  %level = and i64 %hot, {LV_MASK}",
                  f"  %code = lshr i64 %hot, {CODE_SHIFT}",
                  "  %byred = icmp uge i64 %code, 2",
                  "  %mark = and i1 %byred, %plain",
                  "  br i1 %mark, label %dobserved, label %dstamp",
                  "dobserved:",
                  f"  %obs = or i64 %level, {OBSERVED_CODE << CODE_SHIFT}",
                  "  store i64 %obs, ptr %cell, align 8",
                  "  br label %dstamp",
                  "dstamp:",
                  # load_packed's chain: broken by an observed value or another family's
                  f"  %seen = icmp eq i64 %code, {OBSERVED_CODE}",
                  "  %fam1 = add i64 %red, 1",
                  "  %unlike = icmp ne i64 %code, %fam1",
                  "  %foreign = and i1 %byred, %unlike",
                  "  %broken = or i1 %seen, %foreign",
                  "  %treed = icmp ne i64 %tree, 0",
                  "  %isred = xor i1 %plain, true",
                  "  %k0 = and i1 %treed, %isred",
                  "  %whole = xor i1 %broken, true",
                  "  %keep = and i1 %k0, %whole",  # finish_load: the address's level stays
                  "  %higher = icmp sgt i64 %level, %lv",
                  "  %free = xor i1 %keep, true",
                  "  %above = and i1 %higher, %free"]
    lines += ["  br i1 %above, label %dtake, label %dfound",
              "dtake:",
              f"  %dpap = getelementptr inbounds i64, ptr %cell, i64 {words - 2}",
              "  %dpa = load i64, ptr %dpap, align 8",
              f"  %dpbp = getelementptr inbounds i64, ptr %cell, i64 {words - 1}",
              "  %dpb = load i64, ptr %dpbp, align 8",
              "  %dpb1 = add i64 %dpb, 1",
              "  store i64 %dpa, ptr %ta, align 8",
              "  store i64 %dpb1, ptr %tb, align 8",
              "  br label %dfound",
              "dfound:",
              "  %dv = phi i64 [ %level, %dtake ], [ %lv, %dstamp ]",
              "  store i32 0, ptr %miss, align 4",
              "  ret i64 %dv"]
    return lines


# What each inlined load or store reaches, for type-based alias analysis: the memories
# are disjoint (the context's fields, and each array the runtime allocates), so LLVM may
# keep a field or an array element in a register across the inlined code of a block
# (a node's loads of w, max and the loop stack's tops, once, not at every node). The
# program's own accesses carry no such tag, or clang's (another root): they may alias all.
TBAA_KINDS = ("ctx", "w", "ls_max", "ls_first", "ls_iter", "ls_loop", "cell", "count", "branch", "succ", "miss")
_POINTER = re.compile(r"ptr (%[\w.]+), align")
# what the pointers of the inlined functions' loads and stores reach (_tagged)
LOAD_KINDS = {"%miss": "miss", "%e": "ctx", "%ap": "ctx", "%sp": "ctx", "%p0": "cell",
              "%p1": "cell", "%dp": "ctx", "%cell": "cell", "%lwip": "cell", "%lwp": "cell",
              "%dit": "ls_iter", "%dsp": "ctx", "%dlrp": "cell", "%dpap": "cell", "%dpbp": "cell",
              "%ta": None, "%tb": None}
BLOCK_KINDS = {"%tl": "ls_loop", "%prevp": None, "%bc": "count", "%s0": "succ", "%s": "branch",
               "%m": "branch", "%stp": "ctx", "%li": "ls_iter", "%it": "count"}
STORE_KINDS = {"%e": "ctx", "%ap": "ctx", "%dp": "ctx", "%lwp": "cell", "%lrp": "cell",
               "%it": "ls_iter", "%cell": "cell", "%lwip": "cell", "%sp": "ctx", "%pap": "cell",
               "%pbp": "cell", "%lt": "count"}
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


def inlined_runtime(sites: int, first_metadata_id: int) -> str:
    """The runtime's inlined parts: the loads (:func:`_fresh_load`, fresh and dword
    pages) with the module's per-site, per-context counts of their misses in a row, the
    block entry inside a loop (:func:`_block_entry`), the nodes (:func:`_node`) and the
    8-byte stores to dword pages and 4-byte ones to word pages (:func:`_page_store`);
    their TBAA nodes numbered from
    ``first_metadata_id`` (:func:`free_metadata_id` of the module they join)."""
    misses = f"@__am_fresh_miss = internal global [{CONTEXTS * max(1, sites)} x i32] zeroinitializer, align 4\n"
    loads = "".join(_fresh_load(deps, size) for deps in (False, True) for size in FRESH_SIZES)
    stores = "".join(_page_store(deps, size) for deps in (False, True) for size in STORE_NAMES)
    text = _block_entry() + _node(False) + _node(True) + misses + loads + stores
    return _resolve_tbaa(text, first_metadata_id)


def ctx_offset(field: str) -> int:
    """The byte offset of ``field`` (one of CTX_FIELDS) in am_ctx."""
    return STAMP_OFFSET + 8 * CTX_FIELDS.index(field)


INLINED_FIELDS = ("stamp", "lsp", "ls_loop", "ls_inst", "ls_iter", "ls_first", "ls_max", "br_succ0", "blk_count",
                  "br_state", "br_miss", "loop_iters", "loop_tgt", "pexit")
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


def _node(deps: bool) -> str:
    """``@__am_lv_node_in<deps>``: a node at level %lv (``__am_lv_node``, levels_access.c)
    done inline: w[%lv] += %weight, the deepest level and its path words, and with deps
    the innermost active loop instance's highest level and its first iteration's; the
    runtime only when w must grow."""
    lines = [f"define internal void @__am_lv_node_in{int(deps)}(ptr %c, i64 %lv, i64 %weight, i64 %pa, i64 %pb) "
             "alwaysinline {",
             "entry:",
             f"  %capp = getelementptr inbounds i8, ptr %c, i64 {WCAP_OFFSET}",
             "  %cap = load i64, ptr %capp, align 8",
             "  %next = add i64 %lv, 1",
             "  %room = icmp slt i64 %next, %cap",
             "  br i1 %room, label %fast, label %slow",
             "slow:",
             "  call void @__am_lv_node(ptr %c, i64 %lv, i64 %weight, i64 %pa, i64 %pb)",
             "  ret void",
             "fast:",
             f"  %wpp = getelementptr inbounds i8, ptr %c, i64 {W_OFFSET}",
             "  %w = load ptr, ptr %wpp, align 8",
             "  %wp = getelementptr inbounds i64, ptr %w, i64 %lv",
             "  %wv = load i64, ptr %wp, align 8",
             "  %wv1 = add i64 %wv, %weight",
             "  store i64 %wv1, ptr %wp, align 8",
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
              "  %open = or i1 %firstiter, %unset",
              "  %above = icmp sgt i64 %lv, %ls_first",
              "  %raise = and i1 %open, %above",
              "  %first = select i1 %raise, i64 %lv, i64 %ls_first",
              "  store i64 %first, ptr %ls_first.e, align 8", *_RETURN]
    return _text(lines, NODE_KINDS)


STORE_NAMES = {8: "dw", 4: "w"}  # the inlined stores: @__am_lv_store_<name><deps>


def _page_store(deps: bool, size: int) -> str:
    """``@__am_lv_store_<dw|w><deps>``: an 8-byte store to a dword page or a 4-byte store
    to a word page in the page cache (``store_run`` over one dword or granule:
    levels_access.c) done inline, unless it is a silent store of no reduction: the
    value's level and path words stored, its writer (with deps the store %ins of
    reduction family %fam, else -1; without, the family packed above the level) and
    with deps the write stamped, a carried WAR or WAW counted (``__am_dp_count_write``)
    and a reduction target's bytes new to this store counted in loop %tgt; any other
    store calls __am_lv_store."""
    words = 6 if deps else 3
    page, cell = _page_cell(size, words)
    lines = [f"define internal void @__am_lv_store_{STORE_NAMES[size]}{int(deps)}(ptr %c, i64 %ptr, i64 %fam, "
             "i64 %silent, i64 %lv, i64 %pa, i64 %pb, i64 %ins, i64 %tgt) alwaysinline {",
             "entry:",
             *_cache_lookup(size), *_dword_page(), *page,
             "  %plain = icmp eq i64 %fam, 0",
             "  %loud = icmp eq i64 %silent, 0",
             "  %red = xor i1 %plain, true",
             "  %counts = or i1 %loud, %red",  # a silent store of no reduction: the runtime
             "  %ok = and i1 %onpage, %counts",
             "  br i1 %ok, label %dword, label %call",
             "call:",
             f"  call void @__am_lv_store(ptr %c, i64 %ptr, i64 {size}, i64 %fam, i64 %silent, i64 %lv, i64 %pa, "
             "i64 %pb, i64 %ins, i64 %tgt)",
             "  ret void",
             "dword:", *cell]
    if deps:
        lines += ["  %lwp = getelementptr inbounds i64, ptr %cell, i64 2",
                  "  %lw = load i64, ptr %lwp, align 8",
                  "  %lrp = getelementptr inbounds i64, ptr %cell, i64 3",
                  "  %lr = load i64, ptr %lrp, align 8", *_stack_top("0", "stacktop", "stamps"),
                  *_element("ls_iter", "%t", "%it"),
                  "  br label %stamps",
                  "stamps:",
                  f"  %top = phi i64 [ %it, %stacktop ], [ {2**63 - 1}, %dword ]",
                  "  %r0 = icmp sge i64 %lr, 0",
                  "  %r1 = icmp slt i64 %lr, %top",
                  "  %war = and i1 %r0, %r1",
                  "  %s0 = icmp sge i64 %lw, 0",
                  "  %s1 = icmp slt i64 %lw, %top",
                  "  %waw = and i1 %s0, %s1",
                  "  %carried = or i1 %war, %waw",
                  "  br i1 %carried, label %count, label %write",
                  "count:",
                  "  call void @__am_dp_count_write(ptr %c, i64 %lr, i64 %lw)",
                  "  br label %write",
                  "write:",
                  "  store i64 %lv, ptr %cell, align 8",
                  "  %lwip = getelementptr inbounds i64, ptr %cell, i64 1",
                  "  %lwi = load i64, ptr %lwip, align 8",
                  "  %inloop = icmp sge i64 %tgt, 0",
                  "  %t0 = and i1 %red, %inloop",
                  "  %anew = icmp ne i64 %lwi, %ins",
                  "  %newtgt = and i1 %t0, %anew",
                  "  br i1 %newtgt, label %target, label %writer",
                  "target:", *_element("loop_tgt", "%tgt", "%lt"),
                  f"  %lt.n = add i64 %lt, {size}",  # bytes the entry stands for
                  "  store i64 %lt.n, ptr %lt.e, align 8",
                  "  br label %writer",
                  "writer:",
                  "  %wr = select i1 %red, i64 %ins, i64 -1",
                  "  store i64 %wr, ptr %lwip, align 8",
                  f"  %sp = getelementptr inbounds i8, ptr %c, i64 {STAMP_OFFSET}",
                  "  %st = load i64, ptr %sp, align 8",
                  "  store i64 %st, ptr %lwp, align 8"]
    else:
        lines += ["  %fam1 = add i64 %fam, 1",
                  "  %code = select i1 %red, i64 %fam1, i64 0",
                  f"  %codes = shl i64 %code, {CODE_SHIFT}",
                  "  %packed = or i64 %lv, %codes",
                  "  store i64 %packed, ptr %cell, align 8"]
    lines += [f"  %pap = getelementptr inbounds i64, ptr %cell, i64 {words - 2}",
              "  store i64 %pa, ptr %pap, align 8",
              f"  %pbp = getelementptr inbounds i64, ptr %cell, i64 {words - 1}",
              "  store i64 %pb, ptr %pbp, align 8",
              "  ret void",
              "}"]
    return _text(lines, STORE_KINDS)
