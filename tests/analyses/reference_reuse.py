"""Reference LRU stack distance: the paper's binary-search-tree method (section III-C).

A SortedList holds the last access time of every line touched so far; the distance of
an access is the number of lines whose last access is later than this line's. Slow
(Python per access) and obviously right: the fast numba analyser is tested against it.
"""

from __future__ import annotations

from collections.abc import Iterable

from sortedcontainers import SortedList

COLD = -1


def line_trace(addrs: Iterable[int], sizes: Iterable[int], line_bytes: int) -> list[int]:
    """Lines touched, in order; an access straddling k lines touches each (ascending)."""
    out = []
    for a, s in zip(addrs, sizes, strict=True):
        a = int(a)
        s = max(1, int(s))
        end = min(a + s - 1, 2**63 - 1)  # an access cannot run past the address space
        out.extend(range(a // line_bytes, end // line_bytes + 1))
    return out


def line_stores(sizes_and_stores: Iterable[tuple[int, int, bool]], line_bytes: int) -> list[bool]:
    """Per line access of :func:`line_trace`, whether it was a store."""
    out: list[bool] = []
    for a, s, store in sizes_and_stores:
        end = min(int(a) + max(1, int(s)) - 1, 2**63 - 1)
        out.extend([store] * (end // line_bytes - int(a) // line_bytes + 1))
    return out


def lru_writebacks(lines: list[int], stores: list[bool], capacity: int) -> int:
    """Dirty lines a fully associative write-back LRU cache of ``capacity`` lines evicts,
    plus those still dirty at the end: the write-backs, simulated line by line."""
    from collections import OrderedDict

    cache: OrderedDict[int, bool] = OrderedDict()
    out = 0
    for line, store in zip(lines, stores, strict=True):
        if line in cache:
            cache.move_to_end(line)
        else:
            if len(cache) == capacity:
                _, dirty = cache.popitem(last=False)
                out += dirty
            cache[line] = False
        if store:
            cache[line] = True
    return out + sum(cache.values())


def stack_distances(lines: Iterable[int]) -> list[int]:
    """LRU stack distance of each access (COLD for a first touch)."""
    last: dict[int, int] = {}
    tree = SortedList()
    out = []
    for t, line in enumerate(lines):
        prev = last.get(line)
        if prev is None:
            out.append(COLD)
        else:
            out.append(len(tree) - tree.bisect_right(prev))
            tree.remove(prev)
        tree.add(t)
        last[line] = t
    return out


def distance_bin(d: int, bins_per_octave: int = 8) -> tuple[int, int]:
    """[lower, upper) of the histogram bin holding the finite distance d."""
    b = bins_per_octave
    if d < 2 * b:
        return d, d + 1
    o = d.bit_length() - 1
    width = (1 << o) // b
    lower = (d // width) * width
    return lower, lower + width


def histogram(distances: Iterable[int], bins_per_octave: int = 8):
    """(cold, {(lower, upper): count}) of a distance list."""
    cold = 0
    bins: dict[tuple[int, int], int] = {}
    for d in distances:
        if d == COLD:
            cold += 1
        else:
            key = distance_bin(d, bins_per_octave)
            bins[key] = bins.get(key, 0) + 1
    return cold, bins
