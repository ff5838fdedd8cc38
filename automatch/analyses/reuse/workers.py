"""The line sizes' LRU stacks on threads, without a barrier a batch
(``ReuseAnalyzer(threads > 1)``).

Before, a batch went to a pool of threads, one task a line size, and ``consume``
returned when all were done: the line size that finished first then waited for the
others. Three line sizes on two threads took max(t32, t64 + t128) a batch, not half the
sum (the large SpMV: 1.6 s against 1.1 + 1.0 s), and the cores idled for 16-26 % of the
full profile with three line sizes (the large SpMV and stencil, ``time``: CPU seconds
over twice the wall).

Now ``submit`` copies the batch into one of ``depth`` buffers and queues it to every line
size; a free thread takes the line size, not in hand on another thread, whose next batch
is the oldest, so that each line size runs its batches in order and at its own pace, and
a buffer is free again once every line size is done with it. The caller waits only while
every buffer is in use, so the memory stays bounded whatever the length of the trace. A
line size's results do not depend on any of this: its stack sees the same accesses in
the same order. An error in a line size's work is raised to the caller at its next
``submit`` or at ``drain``. (A thread a line size, three on two cores, made the large
SpMV's CPU time grow 1.15x: the stacks took turns on the cores batch by batch.)
"""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Callable

import numpy as np

BATCH = 1 << 18  # accesses a copied batch holds at most (2.3 MiB)


class LineWorkers:
    """``run(k, addrs, sizes, n)`` for each line size ``k`` on ``threads`` threads, batch by
    batch: a free thread takes the line size, not in hand elsewhere, whose next batch is
    the oldest, so each line size's batches run in order and none waits for another's."""

    def __init__(self, run: Callable[[int, np.ndarray, np.ndarray, int], None], lines: int, *,
                 threads: int, capacity: int = BATCH, depth: int = 4):
        self._run = run
        self._addrs = [np.empty(capacity, np.uint64) for _ in range(depth)]
        self._sizes = [np.empty(capacity, np.uint8) for _ in range(depth)]
        self._free = list(range(depth))
        self._pending = [0] * depth  # line sizes still to finish each buffer
        self._todo: list[deque] = [deque() for _ in range(lines)]  # (seq, buffer, n) a line size
        self._busy = [False] * lines
        self._seq = 0
        self._stop = False
        self._cond = threading.Condition()
        self._error: BaseException | None = None
        self._threads = [threading.Thread(target=self._work, daemon=True, name=f"automatch-reuse-{t}")
                         for t in range(max(1, min(threads, lines)))]
        for t in self._threads:
            t.start()

    def _next(self) -> tuple[int, int, int] | None:
        """(line size, buffer, n) to run next, under the lock; None when none can run."""
        best = -1
        for k, todo in enumerate(self._todo):
            if todo and not self._busy[k] and (best < 0 or todo[0][0] < self._todo[best][0][0]):
                best = k
        if best < 0:
            return None
        _, idx, n = self._todo[best].popleft()
        self._busy[best] = True
        return best, idx, n

    def _work(self) -> None:
        while True:
            with self._cond:
                while (task := self._next()) is None:
                    if self._stop:
                        return
                    self._cond.wait()
            k, idx, n = task
            try:
                if self._error is None:
                    self._run(k, self._addrs[idx], self._sizes[idx], n)
            except BaseException as exc:  # noqa: BLE001 - raised again on the caller's thread
                with self._cond:
                    if self._error is None:
                        self._error = exc
            finally:
                with self._cond:
                    self._busy[k] = False
                    self._pending[idx] -= 1
                    if self._pending[idx] == 0:
                        self._free.append(idx)
                    self._cond.notify_all()

    def _raise_error(self) -> None:
        if self._error is not None:
            raise self._error

    def submit(self, addrs: np.ndarray, sizes: np.ndarray, n: int) -> None:
        """Queue a copy of the first ``n`` accesses to every line size."""
        capacity = self._addrs[0].shape[0]
        for start in range(0, n, capacity):
            m = min(capacity, n - start)
            with self._cond:
                while not self._free and self._error is None:
                    self._cond.wait()
                self._raise_error()
                idx = self._free.pop()
            np.copyto(self._addrs[idx][:m], addrs[start : start + m])
            np.copyto(self._sizes[idx][:m], sizes[start : start + m])
            with self._cond:
                self._pending[idx] = len(self._todo)
                for todo in self._todo:
                    todo.append((self._seq, idx, m))
                self._seq += 1
                self._cond.notify_all()

    def drain(self) -> None:
        """Wait until every line size has done every batch queued; raise an error of theirs."""
        with self._cond:
            while len(self._free) < len(self._addrs):
                self._cond.wait()
        self._raise_error()

    def close(self) -> None:
        """Stop the threads once they are done (results stay readable)."""
        with self._cond:
            self._stop = True
            self._cond.notify_all()
        for t in self._threads:
            t.join()
