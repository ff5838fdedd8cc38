"""The schedule-and-loops consumer: owns the replay state, grows it, summarises it."""

from __future__ import annotations

import numpy as np

from automatch.analyses.schedule import replay_kernel as rk
from automatch.analyses.schedule import shadow_kernels as sk
from automatch.analyses.schedule.compiled_levels import CompiledSchedule, compiled_plan
from automatch.analyses.schedule.critical import (
    CLASS_DIV,
    CLASS_INT,
    CLASS_SPECIAL,
    path_to_dict,
    unpack_path,
)
from automatch.analyses.schedule.histogram import region_schedules, run_length
from automatch.analyses.schedule.mapped_rows import MappedRows
from automatch.analyses.schedule.replay_stack import region_close
from automatch.analyses.schedule.tables import ReplayTables, build_tables, data_branch_targets
from automatch.exec.levels.ir import DepsTables, RegionTables
from automatch.exec.protocol import ConsumerBase
from automatch.ir.program import OpClass, Program
from automatch.options import ENGINE


def _grow(a: np.ndarray, fill=0, factor: int = 2, size: int | None = None) -> np.ndarray:
    shape = (size if size is not None else a.shape[0] * factor,) + a.shape[1:]
    out = np.full(shape, fill, dtype=a.dtype)
    out[: a.shape[0]] = a
    return out


def node_classes(program: Program, t: ReplayTables) -> np.ndarray:
    """Per instruction, the latency class of a node (critical.py): add/mul/fma 0, div 1,
    sqrt/libm 2, integer data operation 3 (any node that is no fp operation)."""
    cls = np.zeros(len(program.instructions), np.int8)
    for ins in program.instructions:
        if t.node_weight[ins.id] == 0:
            continue
        oc = ins.opclass
        if oc == OpClass.FDIV:
            cls[ins.id] = CLASS_DIV
        elif oc == OpClass.FSPECIAL:
            cls[ins.id] = CLASS_SPECIAL
        elif oc not in (OpClass.FADD, OpClass.FMUL, OpClass.FMA):
            cls[ins.id] = CLASS_INT
    return cls


class ReplayConsumer(ConsumerBase):
    """ASAP levels (w_i), block counts and loop-carried dependences from the events.

    With reductions scheduled as chains (the default), a second replay schedules them
    as trees when the program has any (``tree``): the profile records both depths and
    the model picks one per device (docs/model.md "Reductions per device").
    """

    def __init__(self, program: Program, *, count_int_ops: bool = False,
                 parallel_reductions: bool = False, tree_schedule: bool = True,
                 tables: ReplayTables | None = None, regions: int = 0, function_regions: int = 0,
                 levels_only: bool = False, engine: str = ENGINE,
                 int_blocks: frozenset[int] = frozenset()):
        self.program = program
        self.int_blocks = int_blocks  # integer regions' blocks (intwork.region_units)
        self.n_regions = regions  # whole-program mode: region rows (automatch.ir.regions)
        # the last ``function_regions`` region ids are named functions (closed at their ret)
        self.reg_fn = np.zeros(max(1, regions), np.int8)
        if function_regions:
            self.reg_fn[regions - function_regions : regions] = 1
        self.parallel_reductions = parallel_reductions
        # the tree replay reports its schedule only: it keeps no loop stack, stamps,
        # block counts or branch counters (replay_kernel, ``deps``)
        self.levels_only = levels_only
        self.t: ReplayTables = tables or build_tables(program, count_int_ops=count_int_ops,
                                                      parallel_reductions=parallel_reductions,
                                                      whole_program=regions > 0,
                                                      int_blocks=int_blocks)
        self.node_class = node_classes(program, self.t)
        self.tree: ReplayConsumer | None = None
        self._tree_detached = False
        # the tree schedule computed by the program itself (compiled_levels.py), when
        # it can be (a runtime built)
        self.compiled_tree: CompiledSchedule | None = None
        self._tree_plan = None
        if tree_schedule and not parallel_reductions:
            self._make_tree(program, count_int_ops, regions, function_regions, engine)
        rows = regions + 1  # row 0: outside every region; row r + 1: region r
        nl = max(1, len(program.loops))
        self.blk_count = np.zeros((rows, len(program.blocks)), np.int64)
        self.br_succ0 = data_branch_targets(program)  # predicted branches (2-bit counters)
        self.br_state = np.full(len(program.blocks), -1, np.int64)  # -1: not yet run
        self.br_miss = np.zeros((rows, len(program.blocks)), np.int64)
        self.loop_stats = {k: np.zeros((rows, nl), np.int64) for k in ("inst", "iters", "raw", "war", "waw", "red", "silent", "span", "tgt")}
        self.reg_acc = np.zeros((regions, 4), np.int64)  # depth, path words A and B, instances
        self.ivl = np.zeros((64, 3), np.int64)  # (region, lo, hi]: level bands of each region
        self.st = np.zeros(sk.N_STATE, np.int64)
        self.st[rk.PENDING] = -1
        self.st[sk.CURREG] = -1
        # the schedule and the loops' dependences computed by the program itself
        # (compiled_levels.py), into these same arrays; else the numba replay's state
        self.compiled_main: CompiledSchedule | None = None
        self._main_plan = None
        if engine == "compiled" and not levels_only:
            deps = DepsTables(
                blk_loop=self.t.blk_loop, blk_header_of=self.t.blk_header_of, loop_parent=self.t.loop_parent,
                loop_header=self.t.loop_header, loop_self_latch=self.t.loop_self_latch,
                red_store=self.t.red_store, br_succ0=self.br_succ0,
                outputs=(self.blk_count, self.br_state, self.br_miss, *self.loop_stats.values()))
            self._main_plan = compiled_plan(program, self.t, self.node_class, tree=parallel_reductions,
                                            context=0, deps=deps,
                                            regions=RegionTables(self.reg_fn, self.reg_acc) if regions else None)
        if self._main_plan is not None:
            self.compiled_main = CompiledSchedule(tree=parallel_reductions)
        else:
            self._make_replay_state()

    def _make_tree(self, program: Program, count_int_ops: bool, regions: int, function_regions: int,
                   engine: str) -> None:
        """The schedule with reductions as trees, when the program has a reduction the
        region can run: computed by the program itself where it can, else a second
        numba replay."""
        tt = build_tables(program, count_int_ops=count_int_ops, parallel_reductions=True,
                          whole_program=regions > 0, int_blocks=self.int_blocks)
        if not _reduction_runs(program, tt, whole_program=regions > 0):
            return
        if engine == "compiled":
            tree_acc = np.zeros((regions, 4), np.int64)
            self._tree_plan = compiled_plan(program, tt, node_classes(program, tt), tree=True,
                                            regions=RegionTables(self.reg_fn, tree_acc) if regions else None)
            if self._tree_plan is not None:
                self.compiled_tree = CompiledSchedule(tree=True, reg_acc=tree_acc)
                return
        self.tree = ReplayConsumer(program, count_int_ops=count_int_ops, parallel_reductions=True,
                                   tree_schedule=False, tables=tt, regions=regions,
                                   function_regions=function_regions, levels_only=True,
                                   int_blocks=self.int_blocks)

    def _make_replay_state(self) -> None:
        """The numba replay's registers, frames, loop stack, level histogram and shadow
        (not made when the program replays itself)."""
        max_slots = int(self.t.fn_nslots.max()) if len(self.t.fn_nslots) else 1
        self.regs = np.zeros(max(1024, 4 * max_slots), np.int64)
        self.rpa = np.zeros_like(self.regs)  # path composition of each register's value
        self.rpb = np.zeros_like(self.regs)
        self.tmp = np.zeros(int((self.t.blk_end - self.t.blk_start).max(initial=0)) + 64, np.int64)
        self.tmpa = np.zeros_like(self.tmp)
        self.tmpb = np.zeros_like(self.tmp)
        self.w = np.zeros(1 << 16, np.int64)
        self.frames = {k: np.zeros(64, np.int64) for k in ("fn", "base", "block", "prev", "call", "resume", "lsp")}
        self.ls = {k: np.zeros(64, np.int64) for k in ("loop", "inst", "iter", "first", "max")}
        self.hkeys = np.full(1 << 12, -1, np.int64)
        self.hvals = np.zeros(1 << 12, np.int64)
        # 4096 pages of 1 KiB of program memory, 12 KiB of shadow each (48 MiB, twice with
        # the tree replay, as the 256 16-KiB pages before them): a smaller start saved
        # 0.05-0.2 s of page faults but made SpMV's replay 15% slower (growth in the run)
        self.pages = 4096
        self.pcache = np.full((rk.PCACHE, 4), -1, np.int64)  # word pages, byte pages
        # uninitialised: the kernels initialise a page when they create it
        # (shadow_kernels._page_slow), so pages never used are never touched
        self.shadow = MappedRows(self.pages, (sk.ROWS, sk.N_FIELDS))
        self.sh = self.shadow.array
        self.bmode = np.full(self.pages, -1, np.int64)  # byte-mode page of each page, -1
        self.shb = np.zeros((4, 4 * sk.ROWS, sk.N_FIELDS), np.int64)  # byte-mode pages (shadow_kernels)

    def _sizes(self) -> tuple[int, ...]:
        """The lengths of every array :meth:`_grow_state` may enlarge."""
        return (self.sh.shape[0], self.shb.shape[0], self.hkeys.shape[0],
                self.frames["fn"].shape[0], self.ls["loop"].shape[0], self.ivl.shape[0],
                self.w.shape[0], self.regs.shape[0])

    def _grow_state(self) -> None:
        st = self.st
        # a range access (memcpy, memset) may need many new pages at once: grow the
        # shadow and the page hash to fit them
        extra = int(st[sk.NEEDP])
        st[sk.NEEDP] = 0
        need = int(st[rk.NPAGES]) + max(72, extra)
        if need > self.sh.shape[0]:
            size = shadow_pages(used=int(st[rk.NPAGES]), need=need,
                                proposed=max(2 * self.sh.shape[0], need + 72), tree=self.levels_only,
                                shares=2 if (self.levels_only or self.tree is not None) else 1)
            self.sh = self.shadow.grow(size)  # in place: no copy, no page touched twice
            self.bmode = _grow(self.bmode, fill=-1, size=size)
        if st[rk.NBPAGES] + 8 > self.shb.shape[0]:
            self.shb = _grow(self.shb)
        while (st[rk.HUSED] + extra) * 2 + 16 > self.hkeys.shape[0]:
            self._rehash()
        if st[rk.DEPTH] + 4 > self.frames["fn"].shape[0]:
            self.frames = {k: _grow(v) for k, v in self.frames.items()}
        if st[rk.LSP] + 4 > self.ls["loop"].shape[0]:
            self.ls = {k: _grow(v) for k, v in self.ls.items()}
        if st[sk.NIVL] + 4 > self.ivl.shape[0]:
            self.ivl = _grow(self.ivl)
        if st[rk.MAXLVL] + 4 > self.w.shape[0] - 1024:
            self.w = _grow(self.w)
        if st[rk.REGS_TOP] + int(self.t.fn_nslots.max()) * 2 > self.regs.shape[0]:
            self.regs = _grow(self.regs)
            self.rpa = _grow(self.rpa)
            self.rpb = _grow(self.rpb)

    def _rehash(self) -> None:
        old_k, old_v = self.hkeys, self.hvals
        self.hkeys = np.full(old_k.shape[0] * 4, -1, np.int64)
        self.hvals = np.zeros(old_k.shape[0] * 4, np.int64)
        sk.rehash(old_k, old_v, self.hkeys, self.hvals)

    @property
    def replays_events(self) -> bool:
        """Does this consumer replay the event stream (a thread's work), or does the
        program replay itself?"""
        return self.compiled_main is None

    @property
    def needs_block_words(self) -> bool:
        return self.replays_events or self.tree is not None

    def level_plans(self) -> list:
        """The replays the instrumented program runs itself (exec.levels_ir.LevelPlan)."""
        return [p for p in (self._main_plan, self._tree_plan) if p is not None]

    def take_levels(self, context: int, results) -> None:
        """What the program's replay in ``context`` came to (exec.levels_ir.LevelResults)."""
        (self.compiled_main if context == 0 else self.compiled_tree).take_levels(results)

    def warm_up(self) -> None:
        """Compile or load the numba kernel (an empty batch changes no state)."""
        if self.compiled_main is None:
            self.consume(np.zeros(0, np.int64))
        if self.tree is not None:
            self.tree.warm_up()

    def detach_tree(self) -> list:
        """The tree replay as a consumer of its own, so that the child runs it on
        another core beside this one (it reads the same batches and shares nothing);
        this consumer's ``finish`` still gathers its schedule."""
        if self.tree is None:
            return []
        self._tree_detached = True
        return [_TreeSide(self.tree)]

    def consume(self, words: np.ndarray) -> None:
        if self.tree is not None and not self._tree_detached:
            self.tree.consume(words)
        if self.compiled_main is not None:
            return  # the program replays itself
        pos = 0
        n = words.shape[0]
        t, f, ls, L = self.t, self.frames, self.ls, self.loop_stats
        while True:
            status, pos = rk.replay(
                words, n, pos, self.st,
                t.kind, t.nxt, t.slot, t.ops_start, t.ops_flat, t.phi_in_flat, t.ops_skip,
                self.parallel_reductions, t.node_weight, self.node_class, t.callee_fn,
                t.n_args, t.red_load, t.red_store, t.blk_start, t.blk_end, t.phi_start, t.phi_list, t.blk_body, t.blk_fn, t.blk_loop,
                t.blk_header_of, t.fn_nslots, t.loop_parent, t.loop_header, t.loop_self_latch,
                self.regs, self.rpa, self.rpb, self.tmp, self.tmpa, self.tmpb, self.w, f["fn"], f["base"], f["block"], f["prev"], f["call"],
                f["resume"], f["lsp"], ls["loop"], ls["inst"], ls["iter"], ls["first"], ls["max"],
                self.pcache, self.hkeys, self.hvals, self.sh, self.bmode, self.shb,
                self.blk_count, L["inst"], L["iters"], L["raw"], L["war"], L["waw"], L["red"],
                self.reg_acc, self.ivl, self.reg_fn, self.br_succ0, self.br_state, self.br_miss,
                L["silent"], L["span"], L["tgt"], not self.levels_only)
            if status == rk.DONE:
                return
            before = self._sizes()
            self._grow_state()
            if self._sizes() == before:  # the kernel asked for room that no array gave
                raise RuntimeError(
                    f"replay: no progress at event {pos} (instruction {int(self.st[rk.CUR])}): "
                    "a state array the kernel needs did not grow; please report this")
            t, f, ls, L = self.t, self.frames, self.ls, self.loop_stats

    def finish(self) -> dict:
        if self.st[sk.CURREG] >= 0:  # the program ended inside a region (exit() in a loop)
            self._grow_state()
            region_close(self.st, self.reg_acc, self.ivl)
        if self.compiled_main is not None:
            schedule = self.compiled_main.schedule()
            pages = (self.compiled_main.results.pages, self.compiled_main.results.byte_pages)
        else:
            depth = int(self.st[rk.MAXLVL])
            widths, repeats = run_length(self.w[1 : depth + 1])
            path = unpack_path(depth, self.st[rk.MAXPA], self.st[rk.MAXPB]) if depth else unpack_path(0, 0, 0)
            schedule = {"depth": depth, "widths": widths, "repeats": repeats,
                        "critical_path": path_to_dict(path),
                        "reductions_as": "tree" if self.parallel_reductions else "chain"}
            pages = (int(self.st[rk.NPAGES]), int(self.st[rk.NBPAGES]))
        L = {k: v.sum(axis=0) for k, v in self.loop_stats.items()}
        if self.tree is not None:
            schedule["tree"] = self.tree.finish()["schedule"]
        elif self.compiled_tree is not None:
            schedule["tree"] = self.compiled_tree.schedule()
        out = {
            "schedule": schedule,
            "block_counts": self.blk_count.sum(axis=0).tolist(),
            "branch_misses": int(self.br_miss.sum()),
            "block_branch_misses": self.br_miss.sum(axis=0).tolist(),
            "loops": {k: v[: len(self.program.loops)].tolist() for k, v in L.items()},
            "shadow_pages": pages[0],
            "shadow_byte_pages": pages[1],
        }
        if self.n_regions:
            out["regions"] = self._region_results()
        return out

    def _region_schedules(self) -> dict[int, dict]:
        """Per region that ran, its schedule (with its tree schedule when there is one)."""
        if self.compiled_main is not None:
            r = self.compiled_main.results
            out = region_schedules(self.reg_acc, r.bands, r.widths, self.parallel_reductions)
        else:
            out = region_schedules(self.reg_acc, self.ivl[: int(self.st[sk.NIVL])], self.w,
                                   self.parallel_reductions)
        tree = (self.tree._region_schedules() if self.tree is not None
                else self.compiled_tree.region_schedules() if self.compiled_tree is not None else {})
        for r, sched in out.items():
            if r in tree:
                sched["tree"] = tree[r]
        return out

    def _region_results(self) -> list[dict]:
        """Per region that ran: its schedule, block counts and loop statistics."""
        return [{"id": r, "instances": int(self.reg_acc[r, 3]), "schedule": sched,
                 "block_counts": self.blk_count[r + 1].tolist(),
                 "branch_misses": int(self.br_miss[r + 1].sum()),
                 "block_branch_misses": self.br_miss[r + 1].tolist(),
                 "loops": {k: v[r + 1, : len(self.program.loops)].tolist() for k, v in self.loop_stats.items()}}
                for r, sched in self._region_schedules().items()]


SHADOW_PAGE_BYTES = sk.ROWS * sk.N_FIELDS * 8  # a shadow page, for sk.PAGE granules
PROGRAM_PAGE_BYTES = sk.PAGE * sk.GRANULE_BYTES  # the program memory one shadow page covers
# what else grows with each byte the program touches: the byte itself, and the reuse
# stacks at 32, 64 and 128-byte lines (about 24 bytes a line: last access, owner of its
# time, occupancy bits: 0.75 + 0.38 + 0.19), rounded up
OTHER_BYTES_PER_PROGRAM_BYTE = 3


def shadow_pages(*, used: int, need: int, proposed: int, tree: bool = False, shares: int = 1,
                 available: int | None = None, reserve: int | None = None) -> int:
    """The shadow pool's new size in pages: ``proposed`` (double), or as many pages as the
    machine's free memory holds beyond ``used`` when that is fewer but still covers
    ``need``; else ProgramRunError with what the analysis needed (exec.memory_budget).
    Pages are committed as the replay fills them, so only ``size - used`` can still
    cost memory. ``shares``: the replays growing side by side (2 with the tree replay),
    each of which may take its share of the memory left."""
    from automatch.proc import memory_budget

    if available is None:
        available = memory_budget.available_bytes()
    if available is None:
        return proposed
    reserve = memory_budget.reserve_bytes() if reserve is None else reserve
    per_page = SHADOW_PAGE_BYTES * max(1, shares) + OTHER_BYTES_PER_PROGRAM_BYTE * PROGRAM_PAGE_BYTES
    room = (available - reserve) // per_page
    if proposed - used <= room:
        return proposed
    if need - used <= room:
        return used + room
    from automatch.errors import ProgramRunError
    from automatch.exec.faults.child_errors import size_text as gib

    shadow = SHADOW_PAGE_BYTES // PROGRAM_PAGE_BYTES
    raise ProgramRunError(
        f"The analysis ran out of memory: the program has touched about {gib(used * PROGRAM_PAGE_BYTES)} "
        f"of memory so far, and the analysis keeps about {per_page // PROGRAM_PAGE_BYTES} bytes per "
        f"byte touched ({shadow} of shadow for the schedule's replay"
        + (f", {shadow} more for the schedule with reductions as trees" if shares > 1 else "")
        + f"; {gib(used * SHADOW_PAGE_BYTES)} of shadow now{' in this copy' if tree else ''}), "
        f"with {gib(max(0, available))} of this machine's memory left, of which automatch leaves "
        f"{gib(reserve)} to the system. Analyse a smaller input (the profile's figures scale "
        "with it), or on a machine with more memory.")


def _reduction_runs(program, tables: ReplayTables, *, whole_program: bool) -> bool:
    """Is there a reduction to schedule as a tree where the replay will see it: in the
    kernel or a function it may call (``intwork.reachable_functions``: direct calls,
    transitively, and every function whose address is taken), or anywhere in
    whole-program mode? A reduction elsewhere (``main``'s checksum loop) never runs in
    the region, and a second replay for it would repeat the first exactly."""
    if not (tables.ops_skip.any() or tables.red_load.any()):
        return False
    if whole_program:
        return True
    from automatch.analyses.intwork import reachable_functions

    fns = reachable_functions(program)
    starts, skip, red = tables.ops_start, tables.ops_skip, tables.red_load
    return any(red[i] or skip[starts[i]:starts[i + 1]].any()
               for i, ins in enumerate(program.instructions) if ins.function in fns)


class _TreeSide(ConsumerBase):
    """Feeds the batches to a detached tree replay; its results are reported by the
    chain replay that owns it (``ReplayConsumer.finish``)."""

    replays_events = True

    def __init__(self, tree: ReplayConsumer):
        self.tree = tree

    def consume(self, words: np.ndarray) -> None:
        self.tree.consume(words)

    def finish(self) -> dict:
        return {}
