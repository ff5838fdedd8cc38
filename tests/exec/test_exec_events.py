"""The event stream of tiny kernels equals hand-derived word sequences.

The kernels run in this process the way ``automatch.exec.child`` runs them: the
instrumented module is JIT-compiled with ctypes callbacks bound to ``__am_flush`` and
``__am_exit_hook``, ``__am_region`` is called with ctypes arguments, and the words of
every flush (plus the final partial buffer) are collected.
"""

from __future__ import annotations

import ctypes

import numpy as np
import pytest

from automatch.exec import events as ev
from automatch.exec.instrument.rewrite import build_modules
from automatch.exec.jit.engine import compile_module
from automatch.pipeline import load_program

# __am_flush(buffer, words) returns the buffer the program fills next: here the same one
FLUSH_T = ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64)
EXIT_T = ctypes.CFUNCTYPE(None, ctypes.c_int32)


class Collector:
    """JIT a program's instrumented module and collect the words of its region calls."""

    def __init__(self, canonical_text, program, buffer_words):
        self.words: list[int] = []
        self.flushes = 0
        self._flush = FLUSH_T(self.flush)  # kept alive as long as the JIT module
        self._exit = EXIT_T(self.on_exit)
        mods = build_modules(canonical_text, program, buffer_words=buffer_words)
        self.jit = compile_module(mods.instrumented, symbols={
            "__am_flush": ctypes.cast(self._flush, ctypes.c_void_p).value,
            "__am_exit_hook": ctypes.cast(self._exit, ctypes.c_void_p).value})

    def flush(self, buf, n):
        if n > 0:
            arr = np.ctypeslib.as_array(ctypes.cast(buf, ctypes.POINTER(ctypes.c_int64)), shape=(n,))
            self.words.extend(int(w) for w in arr)
            self.flushes += 1
        return buf

    def on_exit(self, code):  # pragma: no cover - these kernels never call exit
        raise AssertionError(f"exit({code}) called")

    def call(self, restype, argtypes, *args):
        self.words = []
        self.flushes = 0
        f = self.jit.cfunc("__am_region", restype, *argtypes)
        result = f(*args)
        pos = self.jit.cfunc("__am_get_pos", ctypes.c_int64)()
        buf = self.jit.cfunc("__am_get_buf", ctypes.c_void_p)()
        self.flush(buf, pos)
        self.jit.cfunc("__am_reset_pos", None)()
        return result


def load(ev_fixture):
    return load_program([str(ev_fixture)], ev_fixture.stem)


def ld(addr, size):
    return addr | ev.access_tag(size, False)


def st(addr, size):
    return addr | ev.access_tag(size, True)


# ---- add_one.ll: a[i] = b[i] + 1.0 for i < n, then memcpy(c, b, 8 n) ----

@pytest.fixture(scope="module")
def add_one(exec_fixtures):
    return load(exec_fixtures / "add_one.ll")


def test_add_one_blocks(add_one):
    _, program = add_one
    assert [(b.id, b.name) for b in program.blocks] == [(0, "entry"), (1, "loop"), (2, "exit")]


def expected_add_one(a, b, c, n):
    A, B, C = a.ctypes.data, b.ctypes.data, c.ctypes.data
    words = [ev.REGION_ENTER, ev.block_word(0)]
    for i in range(n):
        words += [ev.block_word(1), ld(B + 8 * i, 8), st(A + 8 * i, 8)]
    words += [ev.block_word(2),
              C | ev.access_tag(1, True, True), 8 * n,  # memcpy destination, length
              B | ev.access_tag(1, False, True), 8 * n,  # memcpy source, length
              ev.REGION_EXIT]
    return words


def _call_add_one(col):
    """Run add_one on two fresh elements through ``col``; its arrays (a, b, c)."""
    a, b, c = np.zeros(2), np.array([1.0, 2.5]), np.zeros(2)
    argtypes = (ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64)
    col.call(None, argtypes, a.ctypes.data, b.ctypes.data, c.ctypes.data, 2)
    return a, b, c


@pytest.mark.parametrize("buffer_words", [1 << 16, 4, 1])
def test_add_one_event_stream(add_one, buffer_words):
    canonical, program = add_one
    col = Collector(canonical.text, program, buffer_words)
    a, b, c = _call_add_one(col)
    assert a.tolist() == [2.0, 3.5] and c.tolist() == [1.0, 2.5]
    assert col.words == expected_add_one(a, b, c, 2)
    if buffer_words < 16:
        assert col.flushes > 1  # the same stream across several flushes


class SwappingCollector(Collector):
    """Hands the program another buffer at every flush, as ConsumerThreads.swap does."""

    def __init__(self, canonical_text, program, buffer_words):
        super().__init__(canonical_text, program, buffer_words)
        self.spare = [np.full(buffer_words + ev.BUFFER_HEADROOM, -9, np.int64) for _ in range(2)]
        self.given: list[int] = []

    def flush(self, buf, n):
        super().flush(buf, n)
        nxt = self.spare[len(self.given) % 2]
        nxt[:] = -9  # what the program finds there is not its own
        self.given.append(nxt.ctypes.data)
        return nxt.ctypes.data


@pytest.mark.parametrize("buffer_words", [4, 1])
def test_the_program_fills_the_buffer_its_flush_returns(add_one, buffer_words):
    canonical, program = add_one
    col = SwappingCollector(canonical.text, program, buffer_words)
    a, b, c = _call_add_one(col)
    assert col.words == expected_add_one(a, b, c, 2)
    assert len(col.given) > 2
    # the program's last buffer: the one before the final flush, which call() makes itself
    assert col.jit.cfunc("__am_get_buf", ctypes.c_void_p)() == col.given[-2]


def test_add_one_second_call_is_a_new_region(add_one):
    canonical, program = add_one
    col = Collector(canonical.text, program, 1 << 16)
    a, b, c = np.zeros(3), np.arange(3.0), np.zeros(3)
    argtypes = (ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64)
    col.call(None, argtypes, a.ctypes.data, b.ctypes.data, c.ctypes.data, 3)
    assert col.words == expected_add_one(a, b, c, 3)
    col.call(None, argtypes, a.ctypes.data, b.ctypes.data, c.ctypes.data, 1)
    assert col.words == expected_add_one(a, b, c, 1)
    assert col.jit.cfunc("__am_get_region_calls", ctypes.c_int64)() == 2


# ---- sum3.c: a straight-line C kernel over mixed widths ----

@pytest.fixture(scope="module")
def sum3(exec_fixtures, clang):
    return load(exec_fixtures / "sum3.c")


def test_sum3_event_stream(sum3):
    canonical, program = sum3
    kernel = program.function("sum3")
    assert len(kernel.blocks) == 1
    col = Collector(canonical.text, program, 1 << 16)
    x = np.array([1.0, 2.0, 4.0])
    k = np.array([5], dtype=np.int32)
    out = np.zeros(1, dtype=np.float32)
    r = col.call(ctypes.c_double, (ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p),
                 x.ctypes.data, k.ctypes.data, out.ctypes.data)
    assert r == 7.0 + 5 and out[0] == np.float32(12.0)
    xa, ka, oa = x.ctypes.data, k.ctypes.data, out.ctypes.data
    assert col.words == [
        ev.REGION_ENTER, ev.block_word(kernel.blocks[0]),
        ld(xa, 8), ld(xa + 8, 8), ld(xa + 16, 8),  # x[0] + x[1] + x[2]
        ld(ka, 4),  # *k
        st(oa, 4),  # *out = (float)s
        ev.REGION_EXIT,
    ]


def test_native_module_emits_nothing(add_one):
    canonical, program = add_one
    mods = build_modules(canonical.text, program)
    assert "@__am_i.add_one" not in mods.native
    assert "@__am_i.add_one" in mods.instrumented
    col_words: list[int] = []
    flush = FLUSH_T(lambda buf, n: col_words.append(n) or buf)
    exit_hook = EXIT_T(lambda code: None)
    jit = compile_module(mods.native, symbols={
        "__am_flush": ctypes.cast(flush, ctypes.c_void_p).value,
        "__am_exit_hook": ctypes.cast(exit_hook, ctypes.c_void_p).value})
    a, b, c = np.zeros(2), np.ones(2), np.zeros(2)
    jit.cfunc("__am_region", None, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64)(
        a.ctypes.data, b.ctypes.data, c.ctypes.data, 2)
    assert a.tolist() == [2.0, 2.0]
    assert col_words == [] and jit.cfunc("__am_get_pos", ctypes.c_int64)() == 0


def test_access_tag_words():
    assert ev.access_tag(1, False) == 0
    assert ev.access_tag(8, False) == 3 << ev.SIZE_SHIFT
    assert ev.access_tag(4, True) == (2 << ev.SIZE_SHIFT) | ev.STORE_BIT
    assert ev.access_tag(12, False) == 4 << ev.SIZE_SHIFT  # rounded up to 16
    assert ev.access_tag(1, True, True) == ev.STORE_BIT | ev.RANGE_BIT
    assert ev.block_word(0) == -1 and ev.block_word(41) == -42
    assert ev.REGION_EXIT < ev.REGION_ENTER < ev.block_word(1 << 30)


# ---- col_walk.c: the irregular and strided flags (events.IRREGULAR_BIT, STRIDED_BIT) ----

@pytest.fixture(scope="module")
def col_walk(exec_fixtures, clang):
    return load(exec_fixtures / "col_walk.c")


@pytest.mark.parametrize("stride,flagged,strided", [
    (1, False, False), (8, False, False), (15, False, False), (16, False, True),
    (256, False, True), (511, False, True), (512, True, False), (4096, True, False)])
def test_irregular_flag_follows_the_sites_stride(col_walk, stride, flagged, strided):
    """An access 4 KiB or more from its site's previous one is flagged irregular, one
    128 B (two lines) to 4 KiB away strided; the site's first access never is (nothing
    to compare with); a walk of 120-byte steps is a stream, one of 128 strided, one of
    4088 strided, one of 4096 irregular. Two calls: the second call's first access
    compares with the first call's last."""
    canonical, program = col_walk
    kernel = program.function("col_walk")
    col = Collector(canonical.text, program, 1 << 16)
    n = 5
    a = np.arange(n * stride, dtype=np.float64)
    argtypes = (ctypes.c_void_p, ctypes.c_int64, ctypes.c_int64)
    seen = 0
    for call in range(2):
        r = col.call(ctypes.c_double, argtypes, a.ctypes.data, n, stride)
        assert r == sum(float(i * stride) for i in range(n))
        loads = [w for w in col.words if w >= 0]
        assert [w & ev.ADDR_MASK for w in loads] == [a.ctypes.data + 8 * stride * i
                                                    for i in range(n)]
        irregular = [bool(w & ev.IRREGULAR_BIT) for w in loads]
        steps = [bool(w & ev.STRIDED_BIT) for w in loads]
        back = 8 * stride * (n - 1)  # last -> first address
        first = call == 1 and back >= ev.IRREGULAR_PAGE_BYTES
        first_step = call == 1 and ev.STRIDED_MIN_BYTES <= back < ev.IRREGULAR_PAGE_BYTES
        assert irregular == [first] + [flagged] * (n - 1)
        assert steps == [first_step] + [strided] * (n - 1)
        assert not any(i and s for i, s in zip(irregular, steps, strict=True))
        seen += sum(irregular) + sum(steps)
    # the program counts each site's flagged accesses, either flag (__am_get_irregular):
    # all at the load
    sites = len(program.instructions)
    ptr = col.jit.cfunc("__am_get_irregular", ctypes.c_void_p)()
    counts = list((ctypes.c_int64 * sites).from_address(ptr))
    load_ids = [i.id for i in program.instructions if i.function == kernel.id
                and i.opclass.name == "LOAD"]
    assert sum(counts) == seen and sum(counts[i] for i in load_ids) == seen
    assert len(kernel.blocks) >= 2


def test_a_segments_words_keep_the_buffer_position_in_registers(sum3):
    canonical, program = sum3
    text = build_modules(canonical.text, program).instrumented
    body = next(f for f in text.split("\ndefine ") if f.split("(")[0].endswith("@__am_i.sum3"))
    body = body[: body.index("\n}\n")]
    # one block, no call: one segment of six words (the block's, five accesses'), each
    # stored at buf + pos with buf and pos in registers; the position kept in memory too
    assert body.count("call i64 @__am_reserve_at(i64 6)") == 1
    assert "load i64, ptr @__am_pos" not in body and "@__am_emit" not in body
    assert body.count("load ptr, ptr @__am_bufp") == 1
    assert body.count(", ptr @__am_pos, align 8") == 6
