"""Natural loops from the CFG (dominators with networkx), nested into a loop tree."""

from __future__ import annotations

from dataclasses import dataclass

import networkx as nx


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


def find_loops(fid, fname, blocks, fblocks, instrs, first_loop_id: int) -> list[Loop]:
    """Natural loops of one function; loops sharing a header are merged (LLVM's convention)."""
    g = nx.DiGraph()
    g.add_nodes_from(fblocks)
    for b in fblocks:
        for s in blocks[b].successors:
            g.add_edge(b, s)
    entry = fblocks[0]
    idom = nx.immediate_dominators(g, entry)

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
    for u, h in g.edges:
        if u in idom and dominates(h, u):
            body = bodies.setdefault(h, {h})
            latches.setdefault(h, []).append(u)
            stack = [u]
            while stack:
                n = stack.pop()
                if n not in body:
                    body.add(n)
                    stack.extend(p for p in g.predecessors(n) if p in idom)
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
    lines = [instrs[i].line for i in block.instructions if instrs[i].line]
    return min(lines) if lines else 0
