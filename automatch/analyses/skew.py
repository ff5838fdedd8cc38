"""The skew factor a wavefront loop pair's dependences require, from its affine subscripts.

A wavefront pair (two nested sequential loops, both carrying a RAW through memory,
``syncphases.py``) runs as a skewed schedule: iteration (i, j) goes to front
``t = a*i + j``. The schedule is legal when every dependence distance (d_i, d_j)
(lexicographically positive: the source runs first) has ``a*d_i + d_j >= 1``, so the
smallest legal skew factor is

    a = max(1, max over dependences with d_i >= 1 of ceil((1 - d_j) / d_i))

(d_i == 0 needs d_j >= 1, which a lexicographically positive distance has). With skew
a the pair has ``a*(n1 - 1) + n2`` fronts: PolyBench seidel-2d reads A[i-1][j+1],
which was written one outer iteration earlier and one inner iteration *later*
(distance (1, -1)): t = i + j is illegal, t = 2i + j is the schedule its OpenMP
reference runs (3N - 8 fronts per step for n1 = n2 = N - 2).

The replay records which loop carries a dependence, not its distance, so the distances
are found here statically, as a dependence test on the loads and stores of the inner
loop's body (accesses of the outer body outside the inner loop are not looked at):

* every address is evaluated to a polynomial over the two loops' normalised iteration
  counters K1, K2 (each header phi of the pair that steps by a loop-invariant amount is
  ``start + step*K``: ``i``, ``i - 1`` and a pointer IV of ``-O2`` code all are),
  integer constants and loop-invariant leaves (arguments, globals, values defined
  outside the outer loop). GEPs contribute ``index * sizeof(element)``; add, sub,
  mul, shl by a constant, ``or disjoint`` and integer casts are followed (casts as
  the identity: C's signed subscripts do not wrap). So clang's ``A[i*n + j]``,
  ``A[i][j]`` on a VLA or a static 2-D array, at -O0 or after -O1/-O2 (LICM'd row
  pointers, ``getelementptr i8, %p, -8``), all become ``B + c1*K1 + c2*K2 + r``;
* a store at iteration k and an access at k' touch the same address when
  ``c1*(k1 - k1') + c2*(k2 - k2') = r' - r`` holds; the strides c1, c2 must be the
  same polynomials in both (else the dependence is not uniform: ``A[i][j]`` against
  ``A[j][i]``, no distance vector, unanalysable). The equation is solved per monomial
  of the loop-invariant symbols, i.e. symbols such as ``n`` are taken as generic
  (delinearisation: ``A[(i-1)*n + j+1]`` is row i-1, column j+1, never row i, column
  j+1-n), and accesses through different base pointers are taken not to alias (the
  replay has already seen that the pair carries dependences; this test only sizes
  them). With constant strides (a static ``G[N][N]``, ``A[i*N + j]`` with N a macro)
  the solutions form a line that only the loops' trip counts bound (``trips``).

``skew_factor`` returns None, and the caller keeps skew 1, when the subscripts cannot
be analysed: an address that depends on a value loaded or computed non-affinely in the
loops (an indirect index ``A[idx[j]]``, a row pointer loaded from ``double **``), a
counter of a third loop (the inner loop has loops of its own), a call or memory
intrinsic in the inner body, accesses of one base with different widths, non-uniform
dependences, or dependences no fixed factor orders: a location written on every
iteration of the pair (a scalar kept in memory), an inner dependence spanning the whole
inner range (d_i >= 1 for every d_j), or, without ``trips``, constant strides. An inner
loop that -O2 unrolled with a prologue or remainder starts its counter from a merge phi,
not affine: also None (clang's -O2 code for seidel-2d is not unrolled: skew 2; its
-O1/-O2 inner loops keep A[i][j-1] in a register, a recurrence that stops the pair
being a wavefront before this test is asked). Pointers are taken as 8 bytes wide.
Load-op-store reductions of one location (``memory_reductions.memory_reduction_pairs``)
are not dependences a parallel schedule must keep and are left out.
"""

from __future__ import annotations

import math
import re
from fractions import Fraction

from automatch.analyses.memory_reductions import PURE_ADDRESS_OPS, memory_reduction_pairs
from automatch.ir.irtext import split_top
from automatch.ir.program import Instruction, OpClass, Program

Poly = dict[tuple[str, ...], int]  # monomial (sorted symbol names) -> integer coefficient

K1, K2 = "#K1", "#K2"  # the outer and inner loops' normalised iteration counters
_PHI = "$"  # prefix of the placeholder standing for a header phi while its step is read
_FLAGS = frozenset("inbounds nuw nsw nusw exact disjoint nneg samesign".split())
_CASTS = frozenset("sext zext trunc bitcast".split())
_AFFINE = PURE_ADDRESS_OPS  # GEPs, add/sub/mul/shl/or and the integer casts
_MAX_LINE_POINTS = 200_000  # solutions of a constant-stride line enumerated at most
_MAX_DEPTH = 100  # instructions followed from an address at most (Python's stack)
_SCALARS = {
    "i1": 1,
    "i8": 1,
    "i16": 2,
    "i32": 4,
    "i64": 8,
    "i128": 16,
    "half": 2,
    "bfloat": 2,
    "float": 4,
    "double": 8,
    "fp128": 16,
    "x86_fp80": 16,
    "ppc_fp128": 16,
    "ptr": 8,
}
_AGGREGATE = re.compile(r"^\[\s*(\d+) x (.*)\]$")  # arrays (a vector's stride may be padded)


class _Unanalysable(Exception):
    """An address is not affine in the pair's counters (caught by ``skew_factor``)."""


def _type_size(t: str) -> int:
    """ABI size in bytes of a scalar, array or vector type (structs are not read)."""
    t = t.strip()
    if t in _SCALARS:
        return _SCALARS[t]
    m = _AGGREGATE.match(t)
    if m:
        return int(m.group(1)) * _type_size(m.group(2))
    raise _Unanalysable(f"type {t!r}")


def _element(t: str) -> str:
    m = _AGGREGATE.match(t.strip())
    if not m:
        raise _Unanalysable(f"index into {t!r}")
    return m.group(2)


def _add(a: Poly, b: Poly, k: int = 1) -> Poly:
    out = dict(a)
    for m, c in b.items():
        v = out.get(m, 0) + k * c
        if v:
            out[m] = v
        else:
            out.pop(m, None)
    return out


def _mul(a: Poly, b: Poly) -> Poly:
    out: Poly = {}
    for ma, ca in a.items():
        for mb, cb in b.items():
            out = _add(out, {tuple(sorted(ma + mb)): ca * cb})
    return out


def _const(c: int) -> Poly:
    return {(): c} if c else {}


def _body(ins: Instruction) -> str:
    """The instruction after ``%x = `` and before its metadata."""
    body = ins.text.split(" = ", 1)[1] if ins.slot >= 0 and " = " in ins.text else ins.text
    return body.split(", !", 1)[0]


class _Addresses:
    """Evaluates values of one function as polynomials in the pair's counters."""

    def __init__(self, program: Program, outer, inner):
        fn = program.functions[outer.function]
        self.by_name: dict[str, Instruction] = {}
        for b in fn.blocks:
            for i in program.blocks[b].instructions:
                ins = program.instructions[i]
                if ins.name:
                    self.by_name[ins.name] = ins
        self.block_name = {program.blocks[b].name: b for b in fn.blocks}
        self.outer_blocks = set(outer.blocks)
        self.counters = {
            outer.header: (K1, set(outer.blocks)),
            inner.header: (K2, set(inner.blocks)),
        }
        self.memo: dict[int, Poly] = {}
        self.open: set[int] = set()  # header phis whose step is being read
        self.depth = 0  # instructions being evaluated (recursion depth)

    def value(self, token: str) -> Poly:
        token = token.strip()
        if re.fullmatch(r"-?\d+", token):
            return _const(int(token))
        if token in ("null", "false", "zeroinitializer"):
            return {}
        if token == "true":
            return _const(1)
        if token.startswith("@"):
            return {(token,): 1}
        if token.startswith("%"):
            d = self.by_name.get(token[1:])
            return {(token,): 1} if d is None else self.instruction(d)  # an argument
        raise _Unanalysable(f"operand {token!r}")

    def instruction(self, d: Instruction) -> Poly:
        if d.slot in self.memo:
            return self.memo[d.slot]
        if d.slot in self.open:
            return {(_PHI + d.name,): 1}
        if self.depth >= _MAX_DEPTH:
            raise _Unanalysable("address arithmetic too deep")
        self.depth += 1
        try:
            out = self._evaluate(d)
        finally:
            self.depth -= 1
        if not any(s.startswith(_PHI) for m in out for s in m):
            self.memo[d.slot] = out
        return out

    def _evaluate(self, d: Instruction) -> Poly:
        inside = d.block in self.outer_blocks
        if d.opcode == "phi" and d.block in self.counters:
            out = self._counter(d)
        elif d.opcode in _AFFINE and inside:
            out = self._arithmetic(d)
        elif d.opcode in _AFFINE:
            try:  # expanded so that equal invariant arithmetic cancels (two ``n*8``)
                out = self._arithmetic(d)
            except _Unanalysable:
                out = {("%" + d.name,): 1}
        elif not inside:
            out = {("%" + d.name,): 1}  # loop-invariant leaf: a load, a phi of a time loop...
        else:
            raise _Unanalysable(f"{d.opcode} %{d.name} inside the loops")
        return out

    def _arithmetic(self, d: Instruction) -> Poly:
        words = _body(d).split(" ", 1)
        rest = words[1] if len(words) > 1 else ""
        flags = set()
        while rest.split(" ", 1)[0] in _FLAGS:
            word, _, rest = rest.partition(" ")
            flags.add(word)
        if d.opcode in _CASTS:
            src = rest.rpartition(" to ")[0]
            return self.value(src.rsplit(" ", 1)[-1])
        pieces = split_top(rest, ",")
        if d.opcode == "getelementptr":
            return self._gep(pieces)
        if len(pieces) != 2:
            raise _Unanalysable(d.text)
        a = self.value(pieces[0].rsplit(" ", 1)[-1])
        b = self.value(pieces[1])
        if d.opcode == "add" or (d.opcode == "or" and "disjoint" in flags):
            return _add(a, b)
        if d.opcode == "sub":
            return _add(a, b, -1)
        if d.opcode == "mul":
            return _mul(a, b)
        if d.opcode == "shl" and set(b) <= {()} and 0 <= b.get((), 0) < 63:
            return _mul(a, _const(1 << b.get((), 0)))
        raise _Unanalysable(d.text)

    def _gep(self, pieces: list[str]) -> Poly:
        if len(pieces) < 2 or any(p.startswith("inrange") for p in pieces):
            raise _Unanalysable(", ".join(pieces))
        ty = pieces[0]
        out = self.value(pieces[1].rsplit(" ", 1)[-1])
        for k, p in enumerate(pieces[2:]):
            if k:
                ty = _element(ty)
            out = _add(out, _mul(self.value(p.rsplit(" ", 1)[-1]), _const(_type_size(ty))))
        return out

    def _counter(self, phi: Instruction) -> Poly:
        """``start + step * K`` for a header phi of the pair stepping by an invariant."""
        k, blocks = self.counters[phi.block]
        pairs = re.findall(r"\[\s*([^\[\],]+?)\s*,\s*%([-\w.$]+)\s*\]", _body(phi))
        starts = [v for v, b in pairs if self.block_name.get(b) not in blocks]
        latches = [v for v, b in pairs if self.block_name.get(b) in blocks]
        if len(starts) != 1 or not latches or len(pairs) != len(phi.incoming_blocks):
            raise _Unanalysable(phi.text)
        start = self.value(starts[0])
        self.open.add(phi.slot)
        try:
            steps = [_add(self.value(v), {(_PHI + phi.name,): 1}, -1) for v in latches]
        finally:
            self.open.discard(phi.slot)
        step = steps[0]
        if any(s != step for s in steps) or any(s.startswith(("#", _PHI)) for m in step for s in m):
            raise _Unanalysable(f"{phi.text}: not an induction")
        return _add(start, _mul(step, {(k,): 1}))


def _split(p: Poly) -> tuple[Poly, Poly, Poly]:
    """(c1, c2, r) with p = c1*K1 + c2*K2 + r; raises when p is not affine in K1, K2."""
    c1: Poly = {}
    c2: Poly = {}
    r: Poly = {}
    for m, c in p.items():
        ks = [s for s in m if s in (K1, K2)]
        rest = tuple(s for s in m if s not in (K1, K2))
        if not ks:
            r[rest] = c
        elif len(ks) == 1:
            (c1 if ks[0] == K1 else c2)[rest] = c
        else:
            raise _Unanalysable("address not affine in the loop counters")
    return c1, c2, r


def _base(p: Poly, pointers: set[str]) -> frozenset[str]:
    """The pointer leaves of an address (a global is a pointer)."""
    return frozenset(
        m[0]
        for m, c in p.items()
        if len(m) == 1 and (m[0] in pointers or m[0].startswith("@")) and c == 1
    )


def _solve(c1: Poly, c2: Poly, delta: Poly):
    """Integer solutions (d1, d2) of c1*d1 + c2*d2 = delta, monomial by monomial:
    ("none",), ("point", d1, d2), ("line", x0, y0, sx, sy): (x0 + k sx, y0 + k sy) for
    every integer k, or ("all",)."""
    rows = [(c1.get(m, 0), c2.get(m, 0), delta.get(m, 0)) for m in set(c1) | set(c2) | set(delta)]
    rows = [r for r in rows if r != (0, 0, 0)]
    if any(a == 0 and b == 0 for a, b, _ in rows):
        return ("none",)
    if not rows:
        return ("all",)
    p = rows[0]
    for q in rows[1:]:
        det = p[0] * q[1] - q[0] * p[1]
        if det:
            d1 = Fraction(p[2] * q[1] - q[2] * p[1], det)
            d2 = Fraction(p[0] * q[2] - q[0] * p[2], det)
            if d1.denominator != 1 or d2.denominator != 1:
                return ("none",)
            if any(a * d1 + b * d2 != c for a, b, c in rows):
                return ("none",)
            return ("point", int(d1), int(d2))
    # rank 1: every row a multiple of p
    if any(p[0] * q[2] != q[0] * p[2] or p[1] * q[2] != q[1] * p[2] for q in rows[1:]):
        return ("none",)
    a, b, c = p
    g, x, y = _ext_gcd(a, b)
    if c % g:
        return ("none",)
    return ("line", x * (c // g), y * (c // g), b // g, -a // g)


def _ext_gcd(a: int, b: int) -> tuple[int, int, int]:
    """(g, x, y) with a*x + b*y = g = gcd(a, b) > 0 (a, b not both zero)."""
    x0, y0, x1, y1, r0, r1 = 1, 0, 0, 1, a, b
    while r1:
        q = r0 // r1
        r0, r1 = r1, r0 - q * r1
        x0, x1 = x1, x0 - q * x1
        y0, y1 = y1, y0 - q * y1
    return (r0, x0, y0) if r0 > 0 else (-r0, -x0, -y0)


def _need(d1: int, d2: int) -> int:
    """The skew factor one distance (either sign) requires: 1 when it asks for none."""
    if d1 < 0 or (d1 == 0 and d2 < 0):
        d1, d2 = -d1, -d2
    return 1 if d1 == 0 else max(1, -((d2 - 1) // d1))  # ceil((1 - d2) / d1)


def _line_need(x0: int, y0: int, sx: int, sy: int, bounds: tuple[int, int] | None) -> int | None:
    """The largest need over the line's points inside ``bounds`` (|d1| <= b1, |d2| <= b2)."""
    if sx == 0 and x0 == 0:
        return 1  # same outer iteration only: (0, d2) needs no skew
    if sy == 0:
        # d2 fixed, d1 any value = x0 (mod |sx|): the worst points have the smallest
        # |d1| > 0, one of each sign (d1 < 0 is the distance (-d1, -d2) reversed)
        r = x0 % abs(sx)
        worst = 1
        for d1, d2 in ((r or abs(sx), y0), (abs(sx) - r if r else abs(sx), -y0)):
            if bounds is None or (d1 <= bounds[0] and abs(d2) <= bounds[1]):
                worst = max(worst, _need(d1, d2))
        return worst
    if bounds is None:
        return None
    lo, hi = -math.inf, math.inf
    for base, step, b in ((x0, sx, bounds[0]), (y0, sy, bounds[1])):
        if step == 0:
            if abs(base) > b:
                return 1
            continue
        k1, k2 = (-b - base) / step, (b - base) / step
        lo, hi = max(lo, math.ceil(min(k1, k2))), min(hi, math.floor(max(k1, k2)))
    if hi - lo > _MAX_LINE_POINTS:
        return None
    worst = 1
    for k in range(int(lo), int(hi) + 1):
        worst = max(worst, _need(x0 + k * sx, y0 + k * sy))
    return worst


def skew_factor(
    program: Program, outer: int, inner: int, *, trips: tuple[float, float] | None = None
) -> int | None:
    """The smallest skew factor a >= 1 that orders every dependence between the stores
    and the accesses of ``inner``'s body (``inner`` nested in ``outer``, loop ids) by
    fronts ``a*i + j``; None when the subscripts cannot be analysed (module docstring).

    ``trips`` (the loops' trip counts, e.g. their average over the run) bound the
    distances: |d_i| < trips[0], |d_j| < trips[1]. They are needed only with constant
    strides, where the address equation alone has a line of solutions."""
    loops = {lp.id: lp for lp in program.loops}
    lo, li = loops[outer], loops[inner]
    if lo.function != li.function or not set(li.blocks) < set(lo.blocks):
        return None
    bounds = None
    if trips is not None:
        bounds = (max(0, math.ceil(trips[0]) - 1), max(0, math.ceil(trips[1]) - 1))
    fn = program.functions[lo.function]
    pointers = {"%" + a for a, t in zip(fn.args, fn.arg_types, strict=False) if t == "ptr"}
    accesses: list[tuple[Instruction, Poly]] = []
    ev = _Addresses(program, lo, li)
    try:
        for b in li.blocks:
            for i in program.blocks[b].instructions:
                ins = program.instructions[i]
                if ins.opclass in (OpClass.CALL, OpClass.MEM_INTRINSIC):
                    return None
                if ins.opclass not in (OpClass.LOAD, OpClass.STORE):
                    continue
                pieces = split_top(_body(ins).split(" ", 1)[1], ",")
                ptr = pieces[1].rsplit(" ", 1)[-1]
                accesses.append((ins, ev.value(ptr)))
        split = [(ins, p, _split(p)) for ins, p in accesses]
    except (_Unanalysable, IndexError, ValueError):  # ValueError: odd text, e.g. no " to "
        return None
    for d in ev.by_name.values():
        if d.type == "ptr":
            pointers.add("%" + d.name)
    reductions = {(ld, st) for ld, st, _ in memory_reduction_pairs(program)}
    reduction_stores = {st for _, st in reductions}
    need = 1
    for s_ins, s_poly, (s1, s2, sr) in split:
        if s_ins.opclass != OpClass.STORE:
            continue
        for x_ins, x_poly, (x1, x2, xr) in split:
            if (x_ins.id, s_ins.id) in reductions or (
                x_ins is s_ins and s_ins.id in reduction_stores
            ):
                continue
            if _base(s_poly, pointers) != _base(x_poly, pointers):
                continue  # different base pointers: taken not to alias
            if s_ins.access_bytes != x_ins.access_bytes:
                return None
            if s1 != x1 or s2 != x2:
                return None  # strides differ: not a uniform dependence
            sol = _solve(s1, s2, _add(xr, sr, -1))
            if sol[0] == "none":
                continue
            if sol[0] == "point":
                d1, d2 = sol[1], sol[2]
                if bounds is not None and (abs(d1) > bounds[0] or abs(d2) > bounds[1]):
                    continue
                need = max(need, _need(d1, d2))
            elif sol[0] == "line":
                n = _line_need(*sol[1:], bounds)
                if n is None:
                    return None
                need = max(need, n)
            else:
                return None  # one location on every iteration: no fixed skew orders it
    return need


def outer_counter_indexes(program: Program, outer: int, inner: int) -> bool:
    """Whether a store of ``inner``'s own body (not of a loop nested in it) has an address
    that moves with ``outer``'s counter: ``outer`` walks the data (a row of a DP table),
    it is not a time loop re-sweeping the same locations (``syncphases``: a wavefront
    over such a pair is a spatial one, never time skewing). Stores whose address cannot
    be analysed say nothing; False when none can."""
    loops = {lp.id: lp for lp in program.loops}
    lo, li = loops[outer], loops[inner]
    if lo.function != li.function or not set(li.blocks) < set(lo.blocks):
        return False
    deeper = {b for lp in program.loops if lp.id != inner and lp.depth > li.depth
              and set(lp.blocks) < set(li.blocks) for b in lp.blocks}
    ev = _Addresses(program, lo, li)
    for b in li.blocks:
        if b in deeper:
            continue
        for i in program.blocks[b].instructions:
            ins = program.instructions[i]
            if ins.opclass != OpClass.STORE:
                continue
            try:
                ptr = split_top(_body(ins).split(" ", 1)[1], ",")[1].rsplit(" ", 1)[-1]
                c1, _, _ = _split(ev.value(ptr))
            except (_Unanalysable, IndexError, ValueError):
                continue
            if any(c != 0 for c in c1.values()):
                return True
    return False
