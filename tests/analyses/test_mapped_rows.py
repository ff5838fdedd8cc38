"""analyses.mapped_rows.MappedRows: a mapping grown in place keeps its rows."""

from __future__ import annotations

import gc

import numpy as np

from automatch.analyses.schedule import mapped_rows
from automatch.analyses.schedule.mapped_rows import MappedRows


def test_growth_keeps_the_rows_written():
    m = MappedRows(3, (5, 4))
    a = m.array
    assert a.shape == (3, 5, 4) and a.dtype == np.int64 and a.flags.c_contiguous and a.flags.writeable
    a[:] = np.arange(60).reshape(3, 5, 4)
    b = m.grow(1000)
    assert b.shape == (1000, 5, 4)
    np.testing.assert_array_equal(b[:3], np.arange(60).reshape(3, 5, 4))
    b[999] = 7
    c = m.grow(50_000)
    np.testing.assert_array_equal(c[:3], np.arange(60).reshape(3, 5, 4))
    assert (c[999] == 7).all()
    assert m.grow(10) is c  # never shrinks


def test_growth_without_mremap_copies(monkeypatch):
    m = MappedRows(2, (3,))
    m.array[:] = [[1, 2, 3], [4, 5, 6]]

    class NoRemap:  # a libc without mremap (not Linux): a new mapping and one copy
        def __init__(self, libc):
            self._libc = libc

        def __getattr__(self, name):
            if name == "mremap":
                raise AttributeError(name)
            return getattr(self._libc, name)

    m._libc = NoRemap(m._libc)
    g = m.grow(5000)
    np.testing.assert_array_equal(g[:2], [[1, 2, 3], [4, 5, 6]])


def test_the_mapping_lives_while_a_view_does():
    m = MappedRows(4, (2,))
    view = m.array
    view[:] = 3
    del m
    gc.collect()
    assert (view == 3).all()  # the view keeps the mapping
    assert mapped_rows._MAP_FAILED == 2**64 - 1
