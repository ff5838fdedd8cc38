"""The loads and stores of the compiled replay's runtime (``levels_access.c``) that the
instrumented code runs inline, and the inlined runtime assembled (:func:`inlined_runtime`):
a 4- or 8-byte load of a fresh page (read-only data), an 8-byte load or store of a
dword page (data written by 8-byte stores), a 4-byte one of a word page (data written
by 4-byte stores) and a 1-byte one of a byte page, reductions through memory included;
anything else calls the runtime.
The context's layout and the helpers they share are in :mod:`levels_inline`.
"""

from __future__ import annotations

from automatch.exec.events import ADDR_MASK
from automatch.exec.levels.inline import (
    AUX_DW,
    AUX_FRESH,
    AUX_LRW,
    CODE_SHIFT,
    CONTEXTS,
    LV_MASK,
    OBSERVED,
    OBSERVED_CODE,
    PCACHE_ENTRIES,
    PCACHE_OFFSET,
    PCACHE_PAGE,
    SILENT_BASE,
    STAMP_OFFSET,
    _block_entry,
    _element,
    _field,
    _node_flush,
    _node_w,
    _resolve_tbaa,
    _stack_top,
    _text,
)

FRESH_TRIES = 64  # loads in a row a site checks for a fresh page before it stops checking
FRESH_RETRY = 1024  # loads a site counts (those not checked included) before it checks again
LOAD_SIZES = (1, 4, 8)  # the loads (bytes) inlined inside loops (1: byte pages only)
# a site's count wraps with a mask: past FRESH_TRIES, a power of two
assert FRESH_RETRY > FRESH_TRIES and FRESH_RETRY & (FRESH_RETRY - 1) == 0


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
    (``words`` i64: a dword's, a granule's in the word-mode arrays %data, or for 1 byte,
    a byte page's entry of that byte)."""
    if size == 8:
        return ["  %pg0 = and i1 %hit, %isdw",
                "  %pg1 = and i1 %pg0, %noword",
                "  %onpage = and i1 %pg1, %aligned"], _dword_cell(words)
    if size == 1:  # a byte page: no word-mode arrays and no aux; its bytes' entries
        return (["  %plainaux = icmp eq i64 %aux, 0",
                 "  %pg0 = and i1 %hit, %plainaux",
                 "  %onpage = and i1 %pg0, %noword"],
                ["  %pgp = getelementptr inbounds i8, ptr %e, i64 8",
                 "  %page = load ptr, ptr %pgp, align 8",
                 "  %bytes = load ptr, ptr %page, align 8",  # am_page.bytes, its first field
                 f"  %bo = and i64 %a, {4 * PCACHE_PAGE - 1}",
                 f"  %cell = getelementptr inbounds [{words} x i64], ptr %bytes, i64 %bo"])
    return (["  %inword = xor i1 %noword, true",
             "  %pg1 = and i1 %hit, %inword",
             "  %onpage = and i1 %pg1, %aligned"],
            ["  %ga = lshr i64 %a, 2",
             f"  %go = and i64 %ga, {PCACHE_PAGE - 1}",
             f"  %cell = getelementptr inbounds [{words} x i64], ptr %data, i64 %go"])


def _carrier_count(tag: str, stamp: str, lsp: str, counts: str, done: str) -> list[str]:
    """IR blocks from label ``tag``: levels_loops.c carrier() inline, the outermost of the
    %lsp (``lsp``) active loop instances whose current iteration began after ``stamp``
    and which itself began before it; when there is one, its loop's entry of am_ctx's
    array ``counts`` (loop_raw, loop_war, loop_waw) plus one. Goes on at ``done``."""
    return [f"{tag}:",
            f"  br label %{tag}loop",
            f"{tag}loop:",
            f"  %{tag}k = phi i64 [ 0, %{tag} ], [ %{tag}k1, %{tag}next ]",
            *_element("ls_inst", f"%{tag}k", f"%{tag}s"), *_element("ls_iter", f"%{tag}k", f"%{tag}i"),
            f"  %{tag}after = icmp sle i64 %{tag}s, {stamp}",
            f"  %{tag}before = icmp slt i64 {stamp}, %{tag}i",
            f"  %{tag}in = and i1 %{tag}after, %{tag}before",
            f"  br i1 %{tag}in, label %{tag}found, label %{tag}next",
            f"{tag}next:",
            f"  %{tag}k1 = add i64 %{tag}k, 1",
            f"  %{tag}more = icmp slt i64 %{tag}k1, {lsp}",
            f"  br i1 %{tag}more, label %{tag}loop, label %{done}",
            f"{tag}found:", *_element("ls_loop", f"%{tag}k", f"%{tag}l"), *_element(counts, f"%{tag}l", f"%{tag}r"),
            f"  %{tag}r.n = add i64 %{tag}r, 1",
            f"  store i64 %{tag}r.n, ptr %{tag}r.e, align 8",
            f"  br label %{done}"]


def _carrier_kinds(*tags: str) -> dict[str, str]:
    """The TBAA kinds of :func:`_carrier_count`'s loads and stores for ``tags``."""
    return {f"%{t}{x}": kind for t in tags for x, kind in (("s", "ls_iter"), ("i", "ls_iter"), ("l", "ls_loop"),
                                                           ("r", "count"))}


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
             *_cache_lookup(size)]
    if size == 1:  # a byte of a fresh page: the runtime turns the page to byte mode
        lines += ["  br label %other", *_fresh_stretch_end(deps, size)]
        return _text(lines, LOAD_KINDS)
    lines += [f"  %f = and i64 %aux, {AUX_FRESH}",
              "  %isfresh = icmp ne i64 %f, 0",
              "  %ok0 = and i1 %hit, %isfresh",
              "  %ok1 = and i1 %ok0, %aligned",
              f"  %w = and i64 %aux, {AUX_LRW}",
              "  %lrw = icmp ne i64 %w, 0",
              # with deps, 4 bytes need the read stamps one a granule already (else the
              # runtime splits them)
              "  %ok = and i1 %ok1, %lrw" if deps and size == 4 else "  %ok = and i1 %ok1, true",
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
              "  ret i64 %lv", *_fresh_stretch_end(deps, size)]
    return _text(lines, LOAD_KINDS)


def _fresh_stretch_end(deps: bool, size: int) -> list[str]:
    """The blocks of :func:`_fresh_load` after its fresh page's: the other pages
    (:func:`_page_load`), the site's count of misses and the runtime's call."""
    return ["other:", *_page_load(deps, size),
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


def _page_load(deps: bool, size: int) -> list[str]:
    """The IR blocks of an 8-byte load from a dword page, a 4-byte load from a word page
    or a 1-byte load from a byte page in the page cache (``load_run`` over one entry:
    levels_access.c; with deps a granule a silent store marked goes to the runtime),
    after ``other:`` in :func:`_fresh_load`: the stored level and its path words (one
    more link for the path through memory) when above the
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
                  "  %dactive = icmp sgt i64 %dlsp, 0",  # no loop: no carrier
                  "  br i1 %dactive, label %dtop, label %dread",
                  "dtop:",
                  "  %dt = add i64 %dlsp, -1", *_element("ls_iter", "%dt", "%dit"),
                  "  %same = icmp sge i64 %lw, %dit",  # written in this iteration: no carried RAW
                  "  br i1 %same, label %dread, label %dcount",
                  "dcount:",  # a reduction's link needs the reduction stores' table: the runtime
                  "  br i1 %plain, label %carrier, label %dcall",
                  "dcall:",
                  "  call void @__am_dp_count_read(ptr %c, i64 %lw, i64 %lwi, i64 %red)",
                  "  br label %dread",
                  *_carrier_count("carrier", "%lw", "%dlsp", "loop_raw", "dread"),
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


# what the pointers of the inlined functions' loads and stores reach (levels_inline._tagged)
LOAD_KINDS = {"%miss": "miss", "%e": "ctx", "%ap": "ctx", "%sp": "ctx", "%p0": "cell",
              "%p1": "cell", "%dp": "ctx", "%pgp": "ctx", "%page": "cell", "%cell": "cell", "%lwip": "cell",
              "%lwp": "cell",
              "%dit": "ls_iter", "%dsp": "ctx", "%dlrp": "cell", "%dpap": "cell", "%dpbp": "cell",
              **_carrier_kinds("carrier"),
              "%ta": None, "%tb": None}
STORE_KINDS = {"%e": "ctx", "%ap": "ctx", "%dp": "ctx", "%pgp": "ctx", "%page": "cell", "%lwp": "cell",
               "%lrp": "cell", "%it": "ls_iter", "%cell": "cell", "%lwip": "cell", "%sp": "ctx", "%pap": "cell",
               "%pbp": "cell", "%lt": "count", **_carrier_kinds("warc", "wawc")}

STORE_NAMES = {8: "dw", 4: "w", 1: "b"}  # the inlined stores: @__am_lv_store_<name><deps>


def _page_store(deps: bool, size: int) -> str:
    """``@__am_lv_store_<dw|w|b><deps>``: an 8-byte store to a dword page, a 4-byte one
    to a word page or a 1-byte one to a byte page in the page cache (``store_run`` over
    one dword or granule: levels_access.c) done inline, unless it is a silent store of
    no reduction: the value's level and path words stored, its writer (with deps the
    store %ins of reduction family %fam, else -1; without, the family packed above the
    level) and with deps the write stamped, a carried WAR or WAW counted (count_write,
    levels_loops.c, inline) and a reduction target's bytes new to this store counted in
    loop %tgt; any other store calls __am_lv_store."""
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
             # (without deps one the runtime leaves as it is: nothing to do)
             f"  br i1 %ok, label %dword, label %{'call' if deps else 'other'}",
             *([] if deps else ["other:", "  br i1 %counts, label %call, label %quiet",
                                "quiet:", "  ret void"]),
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
                  "  br i1 %war, label %warcheck, label %wawcheck",
                  # count_write (levels_loops.c) inline; with no active loop, no carrier
                  "warcheck:",
                  "  br i1 %active, label %warc, label %write",
                  *_carrier_count("warc", "%lr", "%lsp", "loop_war", "wawcheck"),
                  "wawcheck:",
                  "  %wawloop = and i1 %waw, %active",
                  "  br i1 %wawloop, label %wawc, label %write",
                  *_carrier_count("wawc", "%lw", "%lsp", "loop_waw", "write"),
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


def inlined_runtime(sites: int, first_metadata_id: int) -> str:
    """The runtime's inlined parts: the loads (:func:`_fresh_load`: fresh, dword and word
    pages) with the module's per-site, per-context counts of their misses in a row, the
    block entry inside a loop (:func:`_block_entry`), the nodes (:func:`_node_w`,
    :func:`_node_flush`) and the 8-byte stores to dword pages and 4-byte ones to word
    pages (:func:`_page_store`); their TBAA nodes numbered from ``first_metadata_id``
    (:func:`free_metadata_id` of the module they join)."""
    misses = f"@__am_fresh_miss = internal global [{CONTEXTS * max(1, sites)} x i32] zeroinitializer, align 4\n"
    loads = "".join(_fresh_load(deps, size) for deps in (False, True) for size in LOAD_SIZES)
    stores = "".join(_page_store(deps, size) for deps in (False, True) for size in STORE_NAMES)
    nodes = _node_w() + _node_flush(False) + _node_flush(True)
    text = _block_entry() + nodes + misses + loads + stores
    return _resolve_tbaa(text, first_metadata_id)
