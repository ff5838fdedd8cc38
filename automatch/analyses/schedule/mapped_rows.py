"""An array of rows in an anonymous mapping that grows in place (Linux ``mremap``).

The replay's shadow pool holds 12 bytes of shadow per byte of program memory the
program touches, and grows by doubling while the program runs. Grown as numpy arrays,
each growth allocated a fresh array twice the size and copied the old one into it: the
copy touched every page again, and on a VM every first touch of a page is a fault whose
page the kernel zeroes. On a 60,000-row SpMV (12.7 MB of program data) the two replays
touched about 600 MB for about 300 MB of shadow, and zeroing pages was 10-13% of the
whole analysis's CPU samples (``clear_page_erms`` under a ``memmove``, perf on the
2-vCPU EPYC VM).

``mremap(MREMAP_MAYMOVE)`` grows a mapping by moving its page tables: the pages written
so far keep their contents, nothing is copied, and only pages the replay later writes
are ever faulted in. Where ``mremap`` is missing (not Linux) or fails, growth falls back
to a new mapping and one copy.

Growth invalidates the arrays handed out before it (the mapping may move): the owner
must replace every view it keeps, as :class:`automatch.analyses.schedule.replay.ReplayConsumer`
does after a kernel returns GROW.
"""

from __future__ import annotations

import ctypes
import functools
import mmap
import weakref

import numpy as np

_MREMAP_MAYMOVE = 1
_MADV_HUGEPAGE = getattr(mmap, "MADV_HUGEPAGE", None)
_MAP_FAILED = ctypes.c_void_p(-1).value


@functools.cache
def _libc():
    libc = ctypes.CDLL(None, use_errno=True)
    libc.mmap.restype = ctypes.c_void_p
    libc.mmap.argtypes = (ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int, ctypes.c_int,
                          ctypes.c_long)
    libc.madvise.restype = ctypes.c_int
    libc.madvise.argtypes = (ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int)
    libc.munmap.restype = ctypes.c_int
    libc.munmap.argtypes = (ctypes.c_void_p, ctypes.c_size_t)
    if hasattr(libc, "mremap"):
        libc.mremap.restype = ctypes.c_void_p
        libc.mremap.argtypes = (ctypes.c_void_p, ctypes.c_size_t, ctypes.c_size_t, ctypes.c_int)
    return libc


def _unmap(libc, state: list[int]) -> None:
    if state[0]:
        libc.munmap(state[0], state[1])
        state[0] = 0


class _Mapping:
    """The address and length of one mapping, unmapped when the last reference goes."""

    def __init__(self, libc, addr: int, nbytes: int):
        self.state = [addr, nbytes]  # shared with the finaliser
        weakref.finalize(self, _unmap, libc, self.state)


class MappedRows:
    """``rows`` x ``row_shape`` items of ``dtype``, uninitialised, in a mapping of their own.

    ``array`` is the current view; :meth:`grow` enlarges it keeping the first rows' contents
    and returns the new view. The mapping is released when the last view is gone.
    """

    def __init__(self, rows: int, row_shape: tuple[int, ...], dtype=np.int64):
        self._libc = _libc()
        self._row_shape = tuple(row_shape)
        self._dtype = np.dtype(dtype)
        self._row_bytes = int(np.prod(self._row_shape, dtype=np.int64)) * self._dtype.itemsize
        nbytes = self._bytes(rows)
        addr = self._libc.mmap(None, nbytes, mmap.PROT_READ | mmap.PROT_WRITE,
                               mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS, -1, 0)
        if addr in (None, _MAP_FAILED):
            raise MemoryError(f"cannot map {nbytes} bytes for the replay's shadow")
        self._mapping = _Mapping(self._libc, addr, nbytes)
        self._huge_pages()
        self.array = self._view(rows)

    def _bytes(self, rows: int) -> int:
        page = mmap.PAGESIZE
        return max(page, -(-max(1, rows) * self._row_bytes // page) * page)

    def _huge_pages(self) -> None:
        """Transparent huge pages where the system gives them on request, as numpy asks
        for its large arrays: the shadow is read at scattered places, and 4 KiB pages
        cost the replay TLB misses and more faults."""
        if _MADV_HUGEPAGE is not None:
            self._libc.madvise(self._mapping.state[0], self._mapping.state[1], _MADV_HUGEPAGE)

    def _view(self, rows: int) -> np.ndarray:
        raw = (ctypes.c_char * (rows * self._row_bytes)).from_address(self._mapping.state[0])
        raw.mapping = self._mapping  # every view keeps the mapping alive
        return np.frombuffer(raw, dtype=self._dtype).reshape((rows,) + self._row_shape)

    def grow(self, rows: int) -> np.ndarray:
        """At least ``rows`` rows; the rows held so far keep their contents. Earlier
        views are invalid afterwards (the mapping may have moved)."""
        old_rows = self.array.shape[0]
        if rows <= old_rows:
            return self.array
        state = self._mapping.state
        addr, old_bytes = state
        new_bytes = self._bytes(rows)
        moved = _MAP_FAILED
        if hasattr(self._libc, "mremap"):
            moved = self._libc.mremap(addr, old_bytes, new_bytes, _MREMAP_MAYMOVE)
        if moved in (None, _MAP_FAILED):
            moved = self._libc.mmap(None, new_bytes, mmap.PROT_READ | mmap.PROT_WRITE,
                                    mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS, -1, 0)
            if moved in (None, _MAP_FAILED):
                raise MemoryError(f"cannot grow the replay's shadow to {new_bytes} bytes")
            ctypes.memmove(moved, addr, old_bytes)
            self._libc.munmap(addr, old_bytes)
        state[0], state[1] = moved, new_bytes
        self._huge_pages()
        self.array = self._view(rows)
        return self.array
