"""Natural loops from the CFG (dominators), nested into a loop tree."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Loop:
    id: int  # global loop id
    function: int
    function_name: str
    header: int  # global block id
    latches: tuple[int, ...]
    exits: tuple[int, ...]  # blocks inside the loop with a successor outside
    blocks: tuple[int, ...]  # every block of the loop, nested loops' blocks included
    depth: int  # 1 for an outermost loop
    parent: int  # enclosing loop id, -1 at the top
    line: int  # source line of the header, 0 when unknown


def immediate_dominators(succ: dict[int, list[int]], entry: int) -> dict[int, int]:
    """Immediate dominator of every node reachable from ``entry`` (``entry`` maps to
    itself), by Cooper, Harvey and Kennedy's iteration over reverse postorder ("A Simple,
    Fast Dominance Algorithm", 2001). The dominator tree is unique, so this equals
    networkx's ``immediate_dominators``; written here because importing networkx took
    0.12 s of every process's start-up (issue 14)."""
    post: list[int] = []
    seen = {entry}
    stack = [(entry, iter(succ.get(entry, ())))]
    while stack:
        node, it = stack[-1]
        for s in it:
            if s not in seen:
                seen.add(s)
                stack.append((s, iter(succ.get(s, ()))))
                break
        else:
            stack.pop()
            post.append(node)
    order = {n: i for i, n in enumerate(post)}  # postorder number: the entry's is the largest
    preds: dict[int, list[int]] = {n: [] for n in post}
    for n in post:
        for s in succ.get(n, ()):
            preds[s].append(n)
    idom = {entry: entry}

    def intersect(a: int, b: int) -> int:
        while a != b:
            while order[a] < order[b]:
                a = idom[a]
            while order[b] < order[a]:
                b = idom[b]
        return a

    changed = True
    while changed:
        changed = False
        for n in reversed(post):
            if n == entry:
                continue
            new = None
            for p in preds[n]:
                if p in idom:
                    new = p if new is None else intersect(p, new)
            if idom.get(n) != new:
                idom[n] = new
                changed = True
    return idom


def find_loops(fid, fname, blocks, fblocks, instrs, first_loop_id: int) -> list[Loop]:
    """Natural loops of one function; loops sharing a header are merged (LLVM's convention)."""
    succ: dict[int, list[int]] = {b: [] for b in fblocks}
    pred: dict[int, list[int]] = {b: [] for b in fblocks}
    for b in fblocks:
        for s in dict.fromkeys(blocks[b].successors):  # one edge per successor, in order
            succ[b].append(s)
            pred.setdefault(s, []).append(b)
    entry = fblocks[0]
    idom = immediate_dominators(succ, entry)

    def dominates(a: int, b: int) -> bool:
        while True:
            if a == b:
                return True
            p = idom.get(b)
            if p is None or p == b:
                return False
            b = p

    bodies: dict[int, set[int]] = {}
    latches: dict[int, list[int]] = {}
    edges = [(a, b) for a in succ for b in succ[a]]
    for u, h in edges:
        if u in idom and dominates(h, u):
            body = bodies.setdefault(h, {h})
            latches.setdefault(h, []).append(u)
            stack = [u]
            while stack:
                n = stack.pop()
                if n not in body:
                    body.add(n)
                    stack.extend(p for p in pred.get(n, ()) if p in idom)
    headers = sorted(bodies, key=lambda h: (-len(bodies[h]), h))  # outer loops first
    ids = {h: first_loop_id + i for i, h in enumerate(sorted(bodies))}
    parent: dict[int, int] = {}
    depth: dict[int, int] = {}
    for h in headers:
        enclosing = [o for o in headers if o != h and h in bodies[o] and bodies[h] <= bodies[o]]
        if enclosing:
            inner = min(enclosing, key=lambda o: len(bodies[o]))
            parent[h] = ids[inner]
            depth[h] = depth[inner] + 1
        else:
            parent[h] = -1
            depth[h] = 1
    out = []
    for h in sorted(bodies):
        body = bodies[h]
        exits = tuple(sorted(b for b in body if any(s not in body for s in blocks[b].successors)))
        line = _header_line(blocks[h], instrs)
        out.append(Loop(id=ids[h], function=fid, function_name=fname, header=h,
                        latches=tuple(sorted(latches[h])), exits=exits, blocks=tuple(sorted(body)),
                        depth=depth[h], parent=parent[h], line=line))
    return out


def _header_line(block, instrs) -> int:
    """The loop's source line: the smallest line of its header's instructions that are
    not phis (the ``for``'s compare and branch). A header's phis carry the lines of the
    variables they merge: a reduction's accumulator declared before the loop (``double
    ss = 0.0;``) would name that line, where no ``for`` is, and an OpenMP pragma put on
    it (model/incore.as_written_pragmas) would land nowhere. The phis' lines count only
    when nothing else in the header has one."""
    ins = [instrs[i] for i in block.instructions]
    lines = [x.line for x in ins if x.line and x.opcode != "phi"]
    lines = lines or [x.line for x in ins if x.line]
    return min(lines) if lines else 0


# Calls that end the program on an error path: an exit of a loop into a block that
# only makes them (and ``unreachable``) is a check, not a way out of the loop.
ABORT_CALLS = frozenset(
    "__assert_fail __assert_rtn _assert __assert abort exit _exit _Exit quick_exit "
    "__stack_chk_fail __cxa_throw __cxa_rethrow _ZSt9terminatev llvm.trap llvm.debugtrap "
    "llvm.ubsantrap".split())


def only_aborts(blocks, instrs, block: int, limit: int = 16) -> bool:
    """Whether every path from ``block`` ends in ``unreachable`` (an ``assert`` that
    failed: ``__assert_fail``, ``abort``, ``exit(1)`` on an error path, ``__builtin_trap``)
    within ``limit`` blocks, calling nothing but :data:`ABORT_CALLS`, output (an error
    message) and LLVM intrinsics on the way. ``blocks``/``instrs``: the program's."""
    stack, seen = [block], set()
    while stack:
        b = stack.pop()
        if b in seen:
            continue
        seen.add(b)
        if len(seen) > limit:
            return False
        ins = [instrs[i] for i in blocks[b].instructions]
        if not ins:
            return False
        for x in ins:
            if x.opcode == "call" and x.callee and not (
                    x.callee in ABORT_CALLS or x.callee.startswith("llvm.")
                    or x.callee in _MESSAGE_CALLS):
                return False
            if x.opcode in ("store", "invoke", "ret", "resume") or (x.opcode == "call" and not x.callee):
                return False
        term = ins[-1]
        if term.opcode == "unreachable":
            continue
        if term.opcode != "br" or not blocks[b].successors:
            return False
        stack.extend(blocks[b].successors)
    return True


_MESSAGE_CALLS = frozenset("printf fprintf puts fputs fputc fflush perror fwrite".split())
