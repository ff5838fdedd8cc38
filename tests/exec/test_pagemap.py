"""Pages the program never touched before the kernel, and the kernel's first stores to
them (automatch/exec/pagemap.py): a GPU port copies its results back into such pages at
a much lower rate (docs/model.md, "GPU terms", transfers)."""

from __future__ import annotations

import mmap
import shutil
from pathlib import Path

import numpy as np
import pytest

from automatch.exec.pagemap import UntouchedPages, page_size, untouched_page_ranges
from automatch.pipeline import AnalysisOptions, profile_program

SRC = Path(__file__).parent.parent / "analyses" / "kernels" / "outputs.c"
needs_clang = pytest.mark.skipif(not (shutil.which("clang-19") or shutil.which("clang")),
                                 reason="needs clang")
needs_pagemap = pytest.mark.skipif(not Path("/proc/self/pagemap").exists(),
                                   reason="needs /proc/self/pagemap (Linux)")

_STORE = np.uint64(1 << 63)


@needs_pagemap
def test_a_fresh_mapping_is_untouched_until_written():
    page = page_size()
    region = mmap.mmap(-1, 8 * page, flags=mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS)
    view = np.frombuffer(region, dtype=np.uint8)
    base = view.ctypes.data // page
    view[3 * page] = 1  # touch the fourth page only
    starts, ends = untouched_page_ranges()
    assert (starts[1:] >= ends[:-1]).all() and (starts < ends).all()  # sorted, disjoint
    pages = {p for s, e in zip(starts, ends, strict=True) for p in range(s, e)
             if base <= p < base + 8}
    assert pages == {base + i for i in range(8)} - {base + 3}
    # first touches: a store to page 0, a load then a store to page 1, a store to the
    # already-touched page 3 (not untouched: not counted)
    up = UntouchedPages(starts, ends, page)
    a = view.ctypes.data
    addrs = np.array([a | int(_STORE), a + page, (a + page) | int(_STORE),
                      (a + 3 * page) | int(_STORE), a + 8 | int(_STORE)], dtype=np.uint64)
    up.consume(addrs, len(addrs))
    assert up.stored_pages == 1 and up.stored_bytes == page
    del view
    region.close()


def test_irregular_and_strided_stores_count_as_first_touches():
    """The reuse consumer marks irregular and strided accesses in bits 62 and 61 of the
    address (consumers.decode_accesses): a scatter's or a column walk's stores first
    touch their pages all the same, and a load so marked makes a later store no first."""
    page = 4096
    up = UntouchedPages(np.array([16], np.int64), np.array([32], np.int64), page)
    store, irregular, strided = int(_STORE), 1 << 62, 1 << 61
    addrs = np.array([(20 * page) | store | irregular, (21 * page) | store | strided, (22 * page) | store,
                      (23 * page) | irregular, (23 * page) | store], np.uint64)
    up.consume(addrs, addrs.shape[0])
    assert up.stored_pages == 3
    assert up.stored_bytes == 3 * page


@needs_pagemap
def test_ranges_read_in_chunks_join_back(monkeypatch):
    from automatch.exec import pagemap

    page = page_size()
    region = mmap.mmap(-1, 16 * page, flags=mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS)
    base = np.frombuffer(region, dtype=np.uint8).ctypes.data // page
    monkeypatch.setattr(pagemap, "_CHUNK_PAGES", 3)  # cuts every range into pieces
    starts, ends = untouched_page_ranges()
    assert (starts[1:] > ends[:-1]).all()  # pieces that touch are joined back
    (i,) = np.flatnonzero((starts <= base) & (base < ends))
    assert ends[i] >= base + 16  # the 16 fresh pages in one range
    region.close()


@needs_clang
@needs_pagemap
@pytest.mark.parametrize("touch", [0, 1])
def test_kernel_outputs_in_untouched_memory(touch):
    n = 1 << 17  # 1 MiB of y: malloc maps it fresh (above the mmap threshold)
    prof = profile_program(str(SRC), AnalysisOptions(kernel="scale",
                                                     program_args=(str(n), str(touch)))).profile
    got = prof.memory.untouched_store_bytes
    if touch:
        assert got == 0
    else:
        # every page of y but the first, which holds malloc's header
        assert n * 8 - 2 * page_size() <= got <= n * 8
