"""A consumer for tests/analyses/test_level_free.py: two replays of the same events, one
that skips level-free instructions (the default tables) and one that runs every
instruction (the reference), each with its tree replay inside."""

from __future__ import annotations

from automatch.analyses.schedule.replay import ReplayConsumer
from automatch.analyses.schedule.tables import build_tables
from automatch.exec.protocol import ConsumerBase
from automatch.ir.regions import program_regions


class ReplayPair(ConsumerBase):
    def __init__(self, program, options):
        listed = program_regions(program, loops=options.regions, functions=options.region_functions)
        regions = len(listed)
        functions = sum(1 for r in listed if r.kind == "function")
        whole = regions > 0
        self.replays = {}
        for name, skip in (("skipping", True), ("reference", False)):
            tables = build_tables(program, whole_program=whole, skip_level_free=skip)
            rc = ReplayConsumer(program, tables=tables, regions=regions, function_regions=functions,
                                engine="replay")
            if rc.tree is not None:  # the tree replay with the same choice of tables
                tree_tables = build_tables(program, parallel_reductions=True, whole_program=whole,
                                           skip_level_free=skip)
                rc.tree = ReplayConsumer(program, tables=tree_tables, parallel_reductions=True,
                                         tree_schedule=False, regions=regions,
                                         function_regions=functions, levels_only=True)
            self.replays[name] = rc

    def consume(self, words) -> None:
        for rc in self.replays.values():
            rc.consume(words)

    def finish(self) -> dict:
        return {name: rc.finish() for name, rc in self.replays.items()}


def make(program, options) -> list:
    return [ReplayPair(program, options)]
