"""exec.batches.ConsumerThreads: every consumer sees every batch in order, on its own
thread, through a bounded set of buffers; errors reach the program's side."""

from __future__ import annotations

import threading
import time

import numpy as np
import pytest

from automatch.exec.batches import ConsumerThreads


class Recorder:
    def __init__(self, delay: float = 0.0):
        self.seen: list[np.ndarray] = []
        self.calls: list[tuple] = []
        self.delay = delay
        self.threads: set[int] = set()

    def consume(self, words):
        self.threads.add(threading.get_ident())
        if self.delay:
            time.sleep(self.delay)
        self.seen.append(np.array(words, copy=True))

    def region_begins(self, *args):
        self.calls.append((len(self.seen), args))


class Failing:
    def __init__(self, after: int):
        self.after = after
        self.n = 0

    def consume(self, words):
        self.n += 1
        if self.n > self.after:
            raise RuntimeError("consumer broke")


def _timed(c, method, *args):
    return getattr(c, method)(*args)


def _assert_received(consumers, sent):
    """Each consumer saw exactly the batches ``sent``, in order."""
    for c in consumers:
        assert len(c.seen) == len(sent)
        for a, b in zip(c.seen, sent, strict=True):
            np.testing.assert_array_equal(a, b)


def test_every_consumer_sees_every_batch_in_order_on_its_own_thread():
    slow, fast = Recorder(delay=0.002), Recorder()
    t = ConsumerThreads([slow, fast], _timed, buffer_words=8, depth=2)
    program_buffer = np.zeros(8, np.int64)
    sent = []
    for b in range(20):
        n = 1 + b % 8
        program_buffer[:n] = np.arange(n) + 100 * b
        sent.append(program_buffer[:n].copy())
        t.submit(program_buffer[:n])
        program_buffer[:] = -1  # the program overwrites its buffer as soon as flush returns
        if b == 9:
            t.call("region_begins", "pages")
    t.drain()
    t.close()
    assert len(sent) == 20
    _assert_received((slow, fast), sent)
    for c in (slow, fast):
        assert c.calls == [(10, ("pages",))]  # after the ten batches queued before it
        assert len(c.threads) == 1 and threading.main_thread().ident not in c.threads
    assert slow.threads != fast.threads


def test_the_buffers_in_flight_are_bounded():
    gate = threading.Event()

    class Blocked(Recorder):
        def consume(self, words):
            gate.wait(5)
            super().consume(words)

    c = Blocked()
    t = ConsumerThreads([c], _timed, buffer_words=4, depth=2)
    t.submit(np.ones(4, np.int64))
    t.submit(np.ones(4, np.int64))
    third = threading.Thread(target=t.submit, args=(np.ones(4, np.int64),))
    third.start()
    third.join(0.2)
    assert third.is_alive()  # both buffers are taken: the program waits
    gate.set()
    third.join(5)
    assert not third.is_alive()
    t.drain()
    assert len(c.seen) == 3


def test_a_consumer_error_reaches_the_program_side():
    ok = Recorder()
    t = ConsumerThreads([ok, Failing(after=2)], _timed, buffer_words=4, depth=2)
    with pytest.raises(RuntimeError, match="consumer broke"):
        for _ in range(50):
            t.submit(np.ones(4, np.int64))
        t.drain()
    with pytest.raises(RuntimeError, match="consumer broke"):
        t.drain()
    t.close()


def test_a_batch_larger_than_the_buffers_is_still_delivered():
    c = Recorder()
    t = ConsumerThreads([c], _timed, buffer_words=4, depth=1)
    t.submit(np.arange(10, dtype=np.int64))
    t.drain()
    np.testing.assert_array_equal(c.seen[0], np.arange(10))


def test_swap_hands_the_programs_buffer_over_and_gives_it_a_free_one():
    """The program fills the buffer swap returns; each full one reaches every consumer as
    it was (ours without a copy), the module's own first buffer by a copy, in order; a
    buffer the consumers still read is never handed back to the program."""
    slow, fast = Recorder(delay=0.002), Recorder()
    t = ConsumerThreads([slow, fast], _timed, buffer_words=8, depth=3)
    first = np.zeros(8, np.int64)  # the module's own buffer, not ConsumerThreads'
    current = first
    sent, handed = [], []
    for b in range(25):
        n = 1 + b % 8
        current[:n] = np.arange(n) + 100 * b
        sent.append(current[:n].copy())
        address = t.swap(current.ctypes.data, n)
        owners = [buf for buf in t._buffers if buf.ctypes.data == address]
        assert len(owners) == 1 and owners[0] is not current
        current = owners[0]
        handed.append(address)
        current[:] = -7  # the program writes over what it was given at once
    t.drain()
    t.close()
    assert len(sent) == 25
    _assert_received((slow, fast), sent)
    assert len(set(handed)) == 3  # the three buffers take turns
