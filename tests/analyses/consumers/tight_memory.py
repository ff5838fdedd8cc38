"""A consumer factory for tests/analyses/test_shadow_budget.py: the default consumers in a
child that believes the machine had only ``AM_TEST_ROOM`` bytes beyond the reserve when
its consumers were made, less what the process has taken since, so the replay's shadow
runs out of room as it would on a machine that is full."""

from __future__ import annotations

import os

from automatch.analyses.consumers import make_consumers
from automatch.proc import memory_budget


def _rss() -> int:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def make(program, options: dict) -> list:
    room = int(os.environ["AM_TEST_ROOM"])
    start = _rss()
    memory_budget.available_bytes = lambda: memory_budget.reserve_bytes() + room - (_rss() - start)
    return make_consumers(program, options)
