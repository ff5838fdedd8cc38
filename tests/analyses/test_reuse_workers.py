"""reuse_workers.LineWorkers: each line size sees every batch, in order, whatever the
number of threads; the memory stays at ``depth`` buffers; errors reach the caller."""

import threading
import time

import numpy as np
import pytest

from automatch.analyses.reuse.stack_distance import ReuseAnalyzer
from automatch.analyses.reuse.workers import LineWorkers


def _recorder(delays):
    seen = {k: [] for k in range(len(delays))}
    active = set()
    lock = threading.Lock()

    def run(k, addrs, sizes, n):
        with lock:
            assert k not in active, f"line size {k} ran on two threads at once"
            active.add(k)
            seen[k].append((addrs[:n].copy(), sizes[:n].copy()))
        # line sizes of unequal speed (32-byte lines are slower), batches too
        time.sleep(delays[k] * (1 + int(addrs[0]) % 3))
        with lock:
            active.discard(k)

    return run, seen


@pytest.mark.parametrize("threads", [1, 2, 3])
def test_every_line_size_sees_every_batch_in_order(threads):
    rng = np.random.default_rng(7)
    addrs = rng.integers(0, 1 << 40, 10_000).astype(np.uint64)
    sizes = rng.integers(1, 64, 10_000).astype(np.uint8)
    run, seen = _recorder([0.002, 0.0, 0.001])
    w = LineWorkers(run, 3, threads=threads, capacity=700, depth=2)
    for start in range(0, 10_000, 1_300):  # calls larger than a buffer: split in order
        w.submit(addrs[start:start + 1_300], sizes[start:start + 1_300], min(1_300, 10_000 - start))
    w.drain()
    w.close()
    for k in range(3):
        got_a = np.concatenate([a for a, _ in seen[k]])
        got_s = np.concatenate([s for _, s in seen[k]])
        assert np.array_equal(got_a, addrs) and np.array_equal(got_s, sizes)
        assert max(a.shape[0] for a, _ in seen[k]) <= 700


def test_an_error_in_a_line_sizes_thread_reaches_the_caller():
    def run(k, addrs, sizes, n):
        if k == 1:
            raise ValueError("line size 1 failed")

    w = LineWorkers(run, 3, threads=2, capacity=100, depth=2)
    with pytest.raises(ValueError, match="line size 1 failed"):
        for _ in range(20):  # the error surfaces at a later submit or at drain
            w.submit(np.zeros(100, np.uint64), np.ones(100, np.uint8), 100)
        w.drain()
    w.close()


def test_threaded_analyser_over_many_buffers_equals_the_serial_one():
    """More batches than buffers, three line sizes on two threads: the histograms, cold
    counts and footprints are those of one thread."""
    rng = np.random.default_rng(3)
    lines = rng.integers(0, 40_000, 600_000)
    addrs = (lines * 24 + (1 << 30)).astype(np.uint64)
    addrs[::5] |= np.uint64(1 << 63)  # stores
    sizes = rng.choice(np.array([4, 8, 32], np.uint8), addrs.shape[0])
    one = ReuseAnalyzer(line_sizes=(32, 64, 128))
    two = ReuseAnalyzer(line_sizes=(32, 64, 128), threads=2)
    for start in range(0, addrs.shape[0], 150_000):
        one.consume(addrs[start:start + 150_000], sizes[start:start + 150_000])
        two.consume(addrs[start:start + 150_000], sizes[start:start + 150_000])
    assert two.footprint_lines(32) == one.footprint_lines(32)  # waits for the threads
    two.close()
    assert one.result() == two.result()
