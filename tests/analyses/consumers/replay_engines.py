"""A consumer for tests/analyses/test_compiled_levels.py: the whole replay of one run
twice, by the instrumented program itself (the default engine: the chain schedule with
the loops' dependences, and the tree schedule) and by the numba replay on the same run's
events (``--engine replay``, the reference). ``AM_TEST_READS_EVERY_ACCESS=1``: it says it
reads every access, as the reuse analysis does."""

from __future__ import annotations

import os

from automatch.analyses.schedule.replay import ReplayConsumer
from automatch.exec.protocol import ConsumerBase
from automatch.ir.regions import program_regions


class ReplayEngines(ConsumerBase):
    def __init__(self, program, options):
        # whole-program mode's regions
        listed = program_regions(program, loops=options.regions, functions=options.region_functions)
        kw = {"count_int_ops": options.count_int_ops,
              "parallel_reductions": options.parallel_reductions,
              "regions": len(listed), "function_regions": sum(1 for r in listed if r.kind == "function")}
        # as a consumer of every access would (the reuse analysis): no shadow populated ahead
        self.reads_every_access = os.environ.get("AM_TEST_READS_EVERY_ACCESS") == "1"
        self.compiled = ReplayConsumer(program, engine="compiled", **kw)
        self.reference = ReplayConsumer(program, engine="replay", **kw)

    def level_plans(self) -> list:
        return self.compiled.level_plans()

    def take_levels(self, context: int, results) -> None:
        self.compiled.take_levels(context, results)

    def warm_up(self) -> None:
        self.reference.warm_up()

    def consume(self, words) -> None:
        self.reference.consume(words)

    def finish(self) -> dict:
        runs = [s.results for s in (self.compiled.compiled_main, self.compiled.compiled_tree)
                if s is not None and s.results is not None]
        return {"compiled": self.compiled.finish(), "replay": self.reference.finish(),
                "plans": len(self.compiled.level_plans()),
                "dword_pages": sum(r.dword_pages for r in runs),
                "dword_splits": sum(r.dword_splits for r in runs),
                "ahead_bytes": sum(r.ahead_bytes for r in runs),
                "runtime_loads": [r.runtime_loads for r in runs]}


def make(program, options) -> list:
    return [ReplayEngines(program, options)]
