"""The consumers of an instrumented run, each on a thread of its own, behind a bounded
set of batch buffers: the program runs on while they work.

Before, every flush of the program's event buffer ran all consumers on that batch and
returned when the slowest was done: the program stood still meanwhile, and a consumer
that had finished its part of a batch waited for the others before it got the next.
The time of a run was then the sum over batches of the slowest consumer's time; a
replay that is slow where the reuse analyser is fast (calls, scattered shadow) and the
other way round paid both. Measured per batch on captured streams (this project's
2-vCPU EPYC VM, 1 M-word batches, each consumer alone): SpMV 60 k rows, sum of the
per-batch maxima 1.55 s against 1.30 s for the slowest consumer's total; LU n = 192,
on two cores, 0.72 s against at least 0.58 s.

Now a flush hands the program's buffer to every consumer as it is and gives the program
a free one to fill next (:meth:`ConsumerThreads.swap`; only the module's first buffer is
copied, 8 MiB in about a millisecond: the large stencil's 53 M events were 425 MB of
copies on the program's thread before);
each consumer takes its batches in order, at its own pace, and a buffer is free again
once every consumer is done with it. At most ``depth`` buffers are in flight, so the
memory stays bounded whatever the length of the run; when all are in use the program
waits for the oldest. Calls that must reach the consumers between two batches
(``region_begins``) are queued in order with them.

A consumer that raises stops taking work; the error is raised to the program's thread at
its next flush or at :meth:`ConsumerThreads.drain`, and the session reports it as it
reported any consumer error before.
"""

from __future__ import annotations

import ctypes
import queue
import threading
from collections.abc import Callable

import numpy as np

_STOP = ("stop",)


class ConsumerThreads:
    """One worker thread per consumer, fed batches through ``depth`` shared buffers.

    ``timed(consumer, method, *args)`` runs a consumer's method and accounts its busy time
    (the session's ``--timings``); it is called on the consumer's own thread.
    """

    def __init__(self, consumers: list, timed: Callable, *, buffer_words: int, depth: int = 4):
        self.consumers = list(consumers)
        self._timed = timed
        self._buffers = [np.empty(buffer_words, np.int64) for _ in range(max(2, depth))]
        self._index = {b.ctypes.data: i for i, b in enumerate(self._buffers)}  # address -> buffer
        self._free = list(range(len(self._buffers)))
        self._pending = [0] * len(self._buffers)  # consumers still to finish each buffer
        self._cond = threading.Condition()
        self._error: BaseException | None = None
        self._queues: list[queue.SimpleQueue] = [queue.SimpleQueue() for _ in self.consumers]
        self._threads = [threading.Thread(target=self._work, args=(c, q), daemon=True,
                                          name=f"automatch-{type(c).__name__}")
                         for c, q in zip(self.consumers, self._queues, strict=True)]
        for t in self._threads:
            t.start()

    def _release(self, idx: int) -> None:
        with self._cond:
            self._pending[idx] -= 1
            if self._pending[idx] == 0:
                self._free.append(idx)
                self._cond.notify_all()

    def _fail(self, exc: BaseException) -> None:
        with self._cond:
            if self._error is None:
                self._error = exc
            self._cond.notify_all()

    def _work(self, consumer, q: queue.SimpleQueue) -> None:
        failed = False
        while True:
            item = q.get()
            if item is _STOP:
                return
            kind = item[0]
            try:
                if not failed and self._error is None:
                    if kind == "words":
                        self._timed(consumer, "consume", self._buffers[item[1]][: item[2]])
                    elif kind == "call" and hasattr(consumer, item[1]):
                        getattr(consumer, item[1])(*item[2])
            except BaseException as exc:  # noqa: BLE001 - raised again on the program's thread
                failed = True
                self._fail(exc)
            finally:
                if kind == "words":
                    self._release(item[1])
                elif kind == "fence":
                    item[1].set()

    def _raise_error(self) -> None:
        if self._error is not None:
            raise self._error

    def submit(self, words: np.ndarray) -> None:
        """Queue a copy of ``words`` to every consumer; wait only while every buffer is
        still in use."""
        n = int(words.shape[0])
        with self._cond:
            while not self._free and self._error is None:
                self._cond.wait()
            self._raise_error()
            idx = self._free.pop()
            self._pending[idx] = len(self.consumers)
        if n > self._buffers[idx].shape[0]:
            with self._cond:
                del self._index[self._buffers[idx].ctypes.data]
                self._buffers[idx] = np.empty(n, np.int64)
                self._index[self._buffers[idx].ctypes.data] = idx
        np.copyto(self._buffers[idx][:n], words)
        for q in self._queues:
            q.put(("words", idx, n))

    def swap(self, address: int, n: int) -> int:
        """The program's buffer at ``address`` is full with ``n`` words: queue it to every
        consumer and return the address of a free buffer (of ``buffer_words``) for the
        program to fill next, waiting only while every buffer is in use. A buffer of ours
        goes to the consumers as it is; another (the module's first) is copied."""
        idx = self._index.get(address)
        if idx is None:
            self.submit(np.ctypeslib.as_array(ctypes.cast(address, ctypes.POINTER(ctypes.c_int64)), shape=(n,)))
        else:
            with self._cond:
                self._pending[idx] = len(self.consumers)
            for q in self._queues:
                q.put(("words", idx, n))
        with self._cond:
            while not self._free and self._error is None:
                self._cond.wait()
            self._raise_error()
            nxt = self._free.pop()  # the program's now: neither free nor queued
        return self._buffers[nxt].ctypes.data

    def call(self, method: str, *args) -> None:
        """``consumer.method(*args)`` on every consumer that has it, after the batches
        queued so far."""
        for q in self._queues:
            q.put(("call", method, args))

    def drain(self) -> None:
        """Wait until every consumer has done all that was queued; raise a consumer's error."""
        fences = []
        for q in self._queues:
            done = threading.Event()
            q.put(("fence", done))
            fences.append(done)
        for done in fences:
            done.wait()
        self._raise_error()

    def close(self) -> None:
        for q in self._queues:
            q.put(_STOP)
