"""The reuse consumer's decoding of memory words (consumers.decode_accesses) against a
reference written from its documented rules: every access, size, flag, count and stop
(a full output, a region word) the same, on streams that mix runs of plain words (the
vectorised path decodes DECODE_RUN of them at a time) with ranges, block words and region
words that break the runs anywhere."""

from __future__ import annotations

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from automatch.analyses.consumers import DECODE_RUN, decode_accesses
from automatch.exec.events import (
    ADDR_MASK,
    IRREGULAR_BIT,
    RANGE_BIT,
    REGION_WORD_BASE,
    SILENT_BIT,
    SIZE_MASK,
    SIZE_SHIFT,
    STORE_BIT,
    STRIDED_BIT,
)


def reference_decode(words: list[int], start: int, cap: int):
    """(next word, [(address with flags, size)], [loads, stores, bytes loaded, bytes stored])."""
    out, counts, i = [], [0, 0, 0, 0], start
    while i < len(words):
        w = words[i]
        if w < 0:
            if w <= REGION_WORD_BASE:
                break
            i += 1
            continue
        addr = w & ADDR_MASK
        if w & STORE_BIT:
            addr |= 1 << 63
        if w & IRREGULAR_BIT:
            addr |= 1 << 62
        elif w & STRIDED_BIT:
            addr |= 1 << 61
        store = bool(w & STORE_BIT)
        if w & RANGE_BIT:
            length = words[i + 1]
            pieces = (length + 63) >> 6
            if len(out) + pieces > cap:
                if out:
                    break
                pieces = cap
            out += [(addr + 64 * p, min(64, length - 64 * p)) for p in range(pieces)]
            counts[1 if store else 0] += 1
            counts[3 if store else 2] += length
            i += 2
            continue
        if len(out) >= cap:
            break
        size = 1 << ((w >> SIZE_SHIFT) & SIZE_MASK)
        out.append((addr, min(size, 255)))
        counts[1 if store else 0] += 1
        counts[3 if store else 2] += size
        i += 1
    return i, out, counts


def _plain(draw_bits: np.random.Generator) -> int:
    w = int(draw_bits.integers(0, 1 << 48)) | (int(draw_bits.integers(0, 9)) << SIZE_SHIFT)
    for bit in (STORE_BIT, IRREGULAR_BIT, STRIDED_BIT, SILENT_BIT):
        if draw_bits.random() < 0.3:
            w |= bit
    return w


@st.composite
def streams(draw):
    rng = np.random.default_rng(draw(st.integers(0, 2**32 - 1)))
    words: list[int] = []
    for kind, count in draw(st.lists(st.tuples(st.sampled_from(["run", "range", "block", "region"]),
                                               st.integers(1, 3 * DECODE_RUN)), max_size=12)):
        if kind == "run":
            words += [_plain(rng) for _ in range(count)]
        elif kind == "range":
            words += [_plain(rng) | RANGE_BIT, count]
        elif kind == "block":
            words.append(-count)
        else:
            words.append(REGION_WORD_BASE - count)
    return words


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(words=streams(), cap=st.sampled_from([1, 3, DECODE_RUN - 1, DECODE_RUN, 2 * DECODE_RUN + 5, 4096]))
def test_decoding_matches_the_reference(words, cap):
    arr = np.array(words, np.int64)
    addrs, sizes = np.zeros(cap, np.uint64), np.zeros(cap, np.uint8)
    counts = np.zeros(4, np.int64)
    i = ref_i = 0
    ref_counts = [0, 0, 0, 0]
    while i < len(words):
        i_next, k = decode_accesses(arr, i, addrs, sizes, counts)
        ref_next, ref_out, got_counts = reference_decode(words, ref_i, cap)
        ref_counts = [a + b for a, b in zip(ref_counts, got_counts, strict=True)]
        assert (i_next, k) == (ref_next, len(ref_out))
        assert [(int(a), int(s)) for a, s in zip(addrs[:k], sizes[:k], strict=True)] == ref_out
        assert counts.tolist() == ref_counts
        i = ref_i = i_next
        if i < len(words) and words[i] <= REGION_WORD_BASE:
            i = ref_i = i + 1
        else:
            assert k > 0 or i == len(words)  # progress unless the stream ended
