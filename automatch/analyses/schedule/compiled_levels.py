"""The replay computed inside the program (exec/levels/ir.py): plans and results.

The schedule and the loops' dependences (the chain replay), and the schedule with
reductions as trees (the tree replay), were numba replays of the whole event stream
(replay.py), 1.1-1.7 s of CPU each on a 60 k-row SpMV, on the two cores the reuse
stacks also need. The program computes them now: :func:`level_plan` turns a replay's
own tables into what each instruction does, the child builds the instrumented module
with the plans, loads the runtime library (exec/levels/runtime.py), and hands the
results back (:class:`CompiledSchedule`, and the replay's own result arrays, which the
runtime fills in place). The replay stays the reference: ``--engine replay`` runs it
instead, and the tests compare the two.
"""

from __future__ import annotations

import numpy as np

from automatch.analyses.schedule.critical import path_to_dict, unpack_path
from automatch.analyses.schedule.histogram import region_schedules, run_length
from automatch.analyses.schedule.tables import (
    CALL_EXTERNAL,
    CALL_INDIRECT,
    CALL_OPAQUE,
    K_CALL,
    K_LOAD,
    K_MEMCPY,
    K_MEMSET,
    K_NODE,
    K_OTHER,
    K_RET,
    K_STORE,
    ReplayTables,
)
from automatch.exec.levels import ir as lv
from automatch.ir.program import Program


def level_plan(t: ReplayTables, node_class: np.ndarray, *, tree: bool, context: int = 1,
               deps: lv.DepsTables | None = None, regions: lv.RegionTables | None = None) -> lv.LevelPlan:
    """The replay's tables as a LevelPlan: the same kinds, operands, skips and weights."""
    n = len(t.kind)
    action = np.full(n, lv.ACT_NONE, np.int8)
    simple = {K_OTHER: lv.ACT_MAX, K_NODE: lv.ACT_NODE, K_LOAD: lv.ACT_LOAD, K_STORE: lv.ACT_STORE,
              K_RET: lv.ACT_RET, K_MEMCPY: lv.ACT_COPY, K_MEMSET: lv.ACT_SET}
    for k, a in simple.items():
        action[t.kind == k] = a
    action[t.phi_list] = lv.ACT_PHI  # the phis that keep a level (level_free)
    calls = t.kind == K_CALL
    action[calls & (t.callee_fn >= 0)] = lv.ACT_CALL_DEFINED
    for code, a in ((CALL_OPAQUE, lv.ACT_CALL_OPAQUE), (CALL_INDIRECT, lv.ACT_CALL_INDIRECT),
                    (CALL_EXTERNAL, lv.ACT_CALL_EXTERNAL)):
        action[calls & (t.callee_fn == code)] = a
    red = np.where(t.kind == K_LOAD, t.red_load, np.where(t.kind == K_STORE, t.red_store, 0)).astype(np.uint8)
    return lv.LevelPlan(action=action, ops_start=t.ops_start, ops_flat=t.ops_flat, ops_skip=t.ops_skip,
                        weight=t.node_weight, node_class=node_class.astype(np.int8), red=red,
                        n_args=t.n_args, tree=tree, context=context, deps=deps, regions=regions)


def compiled_plan(program: Program, t: ReplayTables, node_class: np.ndarray, *, tree: bool, context: int = 1,
                  deps: lv.DepsTables | None = None, regions: lv.RegionTables | None = None) -> lv.LevelPlan | None:
    """The plan, when the program can run this replay itself: the runtime builds here (a
    C compiler) and the program has nothing the compiled path does not cover."""
    from automatch.exec.levels.runtime import runtime

    plan = level_plan(t, node_class, tree=tree, context=context, deps=deps, regions=regions)
    if not lv.plan_supported(plan, program) or runtime() is None:
        return None
    return plan


class CompiledSchedule:
    """A schedule's results as the program left them (exec.levels_ir.LevelResults);
    ``tree``: reductions ran as trees."""

    def __init__(self, tree: bool = True, reg_acc: np.ndarray | None = None):
        self.tree = tree
        self.reg_acc = reg_acc  # whole-program mode: the regions' accumulators it filled
        self.results: lv.LevelResults | None = None

    def take_levels(self, results: lv.LevelResults) -> None:
        self.results = results

    def schedule(self) -> dict:
        """The same dict as a levels-only replay's ``finish()["schedule"]``."""
        r = self.results
        if r is None:
            raise RuntimeError("the program's compiled levels were never read back")
        widths, repeats = run_length(r.widths[1 : r.depth + 1])
        path = unpack_path(r.depth, r.path_a, r.path_b) if r.depth else unpack_path(0, 0, 0)
        return {"depth": int(r.depth), "widths": widths, "repeats": repeats,
                "critical_path": path_to_dict(path), "reductions_as": "tree" if self.tree else "chain"}

    def region_schedules(self) -> dict[int, dict]:
        """Whole-program mode: each region's schedule (histogram.region_schedules)."""
        if self.reg_acc is None or self.results is None:
            return {}
        return region_schedules(self.reg_acc, self.results.bands, self.results.widths, self.tree)
