"""A consumer for tests/analyses/test_compiled_levels.py: the levels of one run computed
twice, by the instrumented program itself (its LevelPlan, exec/levels_ir.py) and by the
numba replay's levels-only mode on the same run's events (the reference). The option
``tree`` picks reductions as trees (the tree schedule) or as chains (the schedule)."""

from __future__ import annotations

from automatch.analyses.compiled_levels import CompiledSchedule, level_plan
from automatch.analyses.replay import ReplayConsumer
from automatch.analyses.tables import build_tables


class LevelsPair:
    def __init__(self, program, options: dict):
        tree = bool(options.get("tree", True))
        tables = build_tables(program, parallel_reductions=tree, whole_program=False,
                              count_int_ops=bool(options.get("count_int_ops")))
        self.reference = ReplayConsumer(program, tables=tables, parallel_reductions=tree, tree_schedule=False,
                                        levels_only=True, engine="replay")
        self.plan = level_plan(tables, self.reference.node_class, tree=tree)
        self.compiled = CompiledSchedule(tree=tree)

    def level_plan(self):
        return self.plan

    def take_levels(self, results) -> None:
        self.compiled.take_levels(results)

    def warm_up(self) -> None:
        self.reference.warm_up()

    def consume(self, words) -> None:
        self.reference.consume(words)

    def finish(self) -> dict:
        ref = self.reference.finish()
        r = self.compiled.results
        return {"compiled": self.compiled.schedule(), "replay": ref["schedule"],
                "byte_pages": [r.byte_pages, ref["shadow_byte_pages"]], "pages": r.pages}


def make(program, options: dict) -> list:
    return [LevelsPair(program, options)]
