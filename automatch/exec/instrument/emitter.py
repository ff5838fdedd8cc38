"""The IR text the instrumenter emits around each event (instrument.py): the emitter of
event words, the SHARDS sample filter, and the irregular-access check of each access
site (events.IRREGULAR_BIT)."""

from __future__ import annotations

from automatch.exec import protocol

# Irregular and strided accesses (events.IRREGULAR_BIT, STRIDED_BIT): one i64 per static
# access site, its last address; the irregular flag is set when the address moved by a
# page or more, either way, the strided flag when it moved by two lines (``near2``) or
# more but less than a page (neither on the site's first access: nothing to compare
# with). A second i64 per site counts the accesses with either flag (a move of two lines
# or more: ``__am_get_irregular``, which loads and stores they are, for the report).
STRIDE = """
@__am_last = internal global [{sites} x i64] zeroinitializer, align 8
@__am_irr = internal global [{sites} x i64] zeroinitializer, align 8

define ptr @__am_get_irregular() {{
entry:
  ret ptr @__am_irr
}}

define internal i64 @__am_stride(i64 %a, i64 %site) alwaysinline {{
entry:
  %slot = getelementptr inbounds [{sites} x i64], ptr @__am_last, i64 0, i64 %site
  %p = load i64, ptr %slot, align 8
  store i64 %a, ptr %slot, align 8
  %d = sub i64 %a, %p
  %d1 = add i64 %d, {near}
  %jump = icmp ugt i64 %d1, {span}
  %d2 = add i64 %d, {near2}
  %skip = icmp ugt i64 %d2, {span2}
  %seen = icmp ne i64 %p, 0
  %far = and i1 %jump, %seen
  %mid = and i1 %skip, %seen
  %cslot = getelementptr inbounds [{sites} x i64], ptr @__am_irr, i64 0, i64 %site
  %c = load i64, ptr %cslot, align 8
  %one = zext i1 %mid to i64
  %c1 = add i64 %c, %one
  store i64 %c1, ptr %cslot, align 8
  %s = select i1 %mid, i64 {sbit}, i64 0
  %f = select i1 %far, i64 {bit}, i64 %s
  ret i64 %f
}}
"""


# the program-side SHARDS filter: emit only accesses whose line, at one of the line sizes,
# is sampled, and no block events (the child decides when: child.prefilter)
SampleFilter = protocol.SampleFilter


def _signed(u: int) -> int:
    return u - (1 << 64) if u >= 1 << 63 else u


class Emitter:
    """Writes the event words of one function. Inside a *segment* (``reserve`` .. the
    next call that may run instrumented code) the buffer and its position are SSA
    values: a word is a store at ``buf + pos`` and ``pos + 1`` (or ``+ keep``) in a
    register. Loading ``@__am_pos`` and ``@__am_bufp`` again for each word (the program's
    own stores may alias them, so LLVM kept both loads) chained every access of the
    program through a store-to-load forwarding. ``@__am_pos`` is still stored after each
    word, so whatever reads it (the exit hook, a callee) sees it current."""

    def __init__(self) -> None:
        self.n = 0
        self.lines: list[str] = []
        self.pos: str | None = None  # the buffer position inside a segment, else None
        self.buf: str | None = None

    def fresh(self) -> str:
        self.n += 1
        return f"%__am.{self.n}"

    def reserve(self, words: int) -> None:
        """Open a segment: room for ``words`` words (the buffer handed over when full)."""
        p, b = self.fresh(), self.fresh()
        self.lines.append(f"  {p} = call i64 @__am_reserve_at(i64 {words})")
        self.lines.append(f"  {b} = load ptr, ptr @__am_bufp, align 8")
        self.pos, self.buf = p, b

    def resync(self) -> None:
        """After a call to code outside the program that is not known to stay out of it
        (libc's are, indirect.calls_back_never): the position and buffer read back, so
        that the words never depend on which callees may emit."""
        if self.pos is None:
            return
        p, b = self.fresh(), self.fresh()
        self.lines.append(f"  {p} = load i64, ptr @__am_pos, align 8")
        self.lines.append(f"  {b} = load ptr, ptr @__am_bufp, align 8")
        self.pos, self.buf = p, b

    def put(self, word: str | int, keep: str | None = None) -> None:
        """One event word, inside a segment; with ``keep`` (an i1) it counts only when true."""
        if self.pos is None:
            raise ValueError("an event word outside a segment (call reserve first)")
        slot, q = self.fresh(), self.fresh()
        self.lines.append(f"  {slot} = getelementptr inbounds i64, ptr {self.buf}, i64 {self.pos}")
        self.lines.append(f"  store i64 {word}, ptr {slot}, align 8")
        if keep is None:
            self.lines.append(f"  {q} = add i64 {self.pos}, 1")
        else:
            k = self.fresh()
            self.lines.append(f"  {k} = zext i1 {keep} to i64")
            self.lines.append(f"  {q} = add i64 {self.pos}, {k}")
        self.lines.append(f"  store i64 {q}, ptr @__am_pos, align 8")
        self.pos = q

    def emit_const(self, word: int) -> None:
        self.put(word)

    def stride_flag(self, a: str, site: int | None) -> str | None:
        """The i64 ``IRREGULAR_BIT``, ``STRIDED_BIT`` or 0 for the address ``a`` of access
        site ``site``."""
        if site is None:
            return None
        f = self.fresh()
        self.lines.append(f"  {f} = call i64 @__am_stride(i64 {a}, i64 {site})")
        return f

    def emit_addr(self, ptr: str, tag: int, flag: str | None = None, site: int | None = None) -> None:
        """An access word; ``flag``: an i64 value ORed on as well (silent.py); ``site``:
        the access's static instruction id, for the irregular-access flag."""
        a = self.fresh()
        self.lines.append(f"  {a} = ptrtoint ptr {ptr} to i64")
        for t in (tag, flag, self.stride_flag(a, site)):
            if t:
                w = self.fresh()
                self.lines.append(f"  {w} = or i64 {a}, {t}")
                a = w
        self.put(a)

    def emit_sampled(self, ptr: str, tag: int, sample: SampleFilter, site: int) -> None:
        """Emit the access only if its line at some line size is in the SHARDS sample
        (branch-free): the same splitmix64 hash and threshold as the reuse analysis, so
        filtering here first changes nothing but the number of events (the irregular
        flag follows every access of the site, sampled or not)."""
        a = self.fresh()
        self.lines.append(f"  {a} = ptrtoint ptr {ptr} to i64")
        irr = self.stride_flag(a, site)
        keep = ""
        for line_shift in sample.line_shifts:
            k = self._in_sample(a, line_shift, sample.threshold)
            if keep:
                both = self.fresh()
                self.lines.append(f"  {both} = or i1 {keep}, {k}")
                k = both
            keep = k
        w = self.fresh()
        self.lines.append(f"  {w} = or i64 {a}, {tag}")
        w2 = self.fresh()
        self.lines.append(f"  {w2} = or i64 {w}, {irr}")
        self.put(w2, keep)

    def _in_sample(self, a: str, line_shift: int, threshold: int) -> str:
        """The i1: the line of address ``a`` at 2^line_shift bytes is in the sample."""
        v = self.fresh()
        self.lines.append(f"  {v} = lshr i64 {a}, {line_shift}")
        z = self.fresh()
        self.lines.append(f"  {z} = add i64 {v}, {_signed(0x9E3779B97F4A7C15)}")
        for shift, mul in ((30, 0xBF58476D1CE4E5B9), (27, 0x94D049BB133111EB), (31, None)):
            t, x = self.fresh(), self.fresh()
            self.lines.append(f"  {t} = lshr i64 {z}, {shift}")
            self.lines.append(f"  {x} = xor i64 {z}, {t}")
            z = x
            if mul is not None:
                m = self.fresh()
                self.lines.append(f"  {m} = mul i64 {z}, {_signed(mul)}")
                z = m
        h, keep = self.fresh(), self.fresh()
        self.lines.append(f"  {h} = and i64 {z}, {(1 << 24) - 1}")
        self.lines.append(f"  {keep} = icmp ult i64 {h}, {threshold}")
        return keep

    def emit_value(self, typed_value: str) -> str:
        """A word holding an integer value (zero-extended); returns that i64 value."""
        ty, val = typed_value.split()[0], typed_value.split()[-1]
        if ty != "i64":
            w = self.fresh()
            self.lines.append(f"  {w} = zext {ty} {val} to i64")
            val = w
        self.put(val)
        return val
