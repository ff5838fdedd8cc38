"""The Execution Cost model (paper eq. 3-5) for one device, in two variants.

``paper`` evaluates the equations as printed (our reading of eq. 3, whose layout
was lost in the text, is below). ``default`` keeps their structure and fixes the
weak points listed in docs/model.md; every fix is named in ``DeviceModel``.

Equations, with W the flops, D the depth, w_i the width of level i, S the sync
points and Q_f / Q_s the accesses with LRU stack distance below / at or above Z
lines (cold ones included in Q_s)::

    Tcomp = D / pi0 + sum_i w_i / (min(w_i, n_p) * pi0 * f_v * f_im)     (3)
    Tmem  = (alpha_f + alpha_s) * D + (Q_f / beta_f + Q_s / beta_s) * L  (4)
    Tsyn  = S * s0                                                       (5)
    EC    = Tcomp + Tmem + Tsyn  (+ t_transfer in the default variant)

Reading of eq. 3 (the extracted text lost its layout), memory latency charged once
per level, and the default variant's N levels: docs/model.md ("Memory hierarchy").

Partitioning evaluates the model on a share ``x`` of the work: W, w_i, Q_f, Q_s and
the footprint scale by x, while D, S and the link latency do not.
"""

from __future__ import annotations

import math
from dataclasses import replace

from automatch.analyses.profile import Profile, ReuseHistogram
from automatch.arch.spec import ArchSpec
from automatch.errors import InputError
from automatch.model.breakdown import Breakdown, LevelTerm, ModelOptions
from automatch.model.first_touch import first_touch_time_s
from automatch.model.gpu import (
    SECTOR_BYTES,
    concurrency_bandwidth,
    gpu_counts_access_classes,
    level_floor_units,
    sector_efficiency,
    transfer_bytes,
)
from automatch.model.latency import (
    branch_time_s,
    chain_nests,
    chains_and_dispatch_s,
    charged_branch_s,
    dispatch_instructions_s,
    dispatch_time_s,
    op_latencies_s,
    path_time_s,
    pick_schedule,
    sync_time_s,
    thread_chain_by_loop_s,
    thread_chain_s,
)
from automatch.model.levels import (
    MEMORY_RULE,
    LevelCounts,
    LevelSum,
    combine_level_times,
    irregular_extra_s,
    issue_bandwidth,
    level_counts,
    level_hits,
    scalar_access_s,
    threads_used,
    transfer_bandwidth,
)
from automatch.model.opcost import cost_factor, expensive_share
from automatch.model.privatise import scatter_times_s

__all__ = ["MEMORY_RULE", "Breakdown", "DeviceModel", "LevelSum", "LevelTerm", "ModelOptions",
           "combine_level_times", "level_hits"]

def _amdahl_vector_factor(f_v: float, vw: int) -> float:
    """Time multiplier for a vectorisable fraction f_v at width vw (1 when f_v = 1).

    pi0 is the SIMD peak. Vectorised ops run at pi0, the others at pi0 / vw, so W
    ops take W (f_v / pi0 + (1 - f_v) vw / pi0): the rate is pi0 / (f_v + (1-f_v) vw).
    """
    f_v = min(max(f_v, 0.0), 1.0)
    return f_v + (1.0 - f_v) * max(int(vw), 1)


def histogram_at(profile: Profile, line_bytes: int) -> ReuseHistogram:
    """The profile's reuse histogram at ``line_bytes``, else (``--line-sizes`` left it
    out) the nearest measured, the smaller of two as near: the documented fallback
    (DeviceModel, fix 5) the breakdown records (``histogram_line_bytes`` !=
    ``device_line_bytes``). KeyError for a profile without histograms."""
    return profile.memory.reuse_for(line_bytes)


class DeviceModel:
    """The model of one profile on one device, evaluable at any share of the work.

    Default-variant fixes (each documented in docs/model.md):

    1. Vectorisation (Amdahl): the factor ``1 / f_v`` becomes
       ``f_v + (1 - f_v) * vector_width``, so f_v = 0 costs ``vector_width`` times
       the vector time instead of infinity, and f_v = 1 is unchanged.
    2. GPUs: no SIMD factor (f_v treated as 1, vector width 1): the SIMT lanes are
       the cores, already counted in n_p.
    3. FMA: on devices with FMA, f_im as in the paper; on devices without FMA,
       f_im = 1 (their peak has no x2 to lose). f_im <= 0 (no add/mul) counts as 1.
    4. Host-device transfer: a GPU with a ``host_link`` pays latency + footprint /
       bandwidth (boat hull t0), reported as ``transfer_s`` and added to EC unless
       ``include_transfer=False``.
    5. Line size: when the profile has no histogram at the device's line size, the
       nearest one is used (:func:`histogram_at`; the smaller of two as near) and Z and
       L are taken at that histogram's line size, so the lines counted and the bytes
       per line agree (paper: the device's L). It is never silent: the breakdown's
       ``histogram_line_bytes`` is the histogram's line size and ``device_line_bytes``
       the spec's, different exactly when the fallback was taken.
    """

    def __init__(self, profile: Profile, spec: ArchSpec, options: ModelOptions | None = None):
        self.profile = profile
        self.spec = spec
        self.options = options or ModelOptions()
        self.implementation = "parallel"  # "sequential": device_model's one-core fallback
        self.alternative: DeviceModel | None = None  # the parallel model it was preferred to
        paper = self.options.variant == "paper"
        if spec.cores <= 0:
            raise InputError(f"device {spec.name!r}: cores must be positive, got {spec.cores}")
        self.n_p = float(spec.cores)
        self.pi0 = spec.pi0(profile.precision)
        if not self.pi0 > 0:
            raise InputError(f"device {spec.name!r}: peak {profile.precision} flop/s must be positive")
        self.is_gpu = spec.kind == "gpu"
        self.gpu_terms = self.is_gpu and not paper  # model/gpu.py
        self.issue_level = False  # first level = load/store issue (_issue_level)
        rule = getattr(spec, "memory_rule", None)
        self.memory_rule = rule if (rule in ("sum", "max") and not paper) else MEMORY_RULE
        self.sector_efficiency = 1.0
        self.accesses_in_flight = 0.0
        self.transfer = transfer_bytes(profile.memory)
        # vectorisation and instruction mix as used by this variant
        if paper:
            self.f_v = float(profile.f_v)
            self.vw = max(int(spec.vector_width(profile.precision)), 1)
            self.f_im = float(profile.f_im)
        else:
            self.f_v = 1.0 if self.is_gpu else min(max(float(profile.f_v), 0.0), 1.0)
            self.vw = 1 if self.is_gpu else max(int(spec.vector_width(profile.precision)), 1)
            f_im = float(profile.f_im)
            self.f_im = 1.0 if (not spec.fma or not f_im > 0) else min(f_im, 1.0)
        # divisions, square roots and libm calls in flop slots (model/opcost.py)
        self.op_cost = 1.0 if paper else cost_factor(profile.flops, spec, self.f_im)
        self.expensive_share = 0.0 if paper else expensive_share(profile.flops, spec, self.f_im)
        self.work = float(profile.flops.total)
        self._setup_schedule()
        self.incore = self._setup_incore()
        if self.incore is not None:  # what the compiler vectorised, not what it could
            self.f_v = self.incore.f_v(self.f_v)
        # memory: Q_f, Q_s at the device's Z
        self.hist: ReuseHistogram | None = None
        mem = profile.memory
        if mem.reuse:
            self.hist = histogram_at(profile, spec.line_bytes)
        if self.hist is not None and not paper:
            self.line_bytes = int(self.hist.line_bytes)
        else:
            self.line_bytes = int(spec.line_bytes)
        self.z_lines = spec.fast_memory_bytes / self.line_bytes if self.line_bytes else 0.0
        if self.hist is not None:
            scale = 1.0 / self.hist.sampled_rate if 0 < self.hist.sampled_rate < 1 else 1.0
            self.q_fast = self.hist.q_fast(self.z_lines) * scale
            self.q_slow = self.hist.q_slow(self.z_lines) * scale
        else:  # no locality information: every access goes to slow memory
            self.q_fast, self.q_slow = 0.0, float(mem.accesses)
        self.footprint = float(mem.footprint_bytes)
        self.sync_points = float(profile.sync_points)
        # Fix (default variant): an access served by fast memory moves its own bytes, not
        # a whole line; lines move only between slow and fast memory (the misses).
        mean_access = mem.bytes / mem.accesses if mem.accesses else float(self.line_bytes)
        self.fast_bytes_per_access = (float(self.line_bytes) if paper
                                      else min(float(self.line_bytes), mean_access))
        self._setup_levels()
        self.chain_nests = None  # CPU: the chains' nests, for _chains_and_dispatch
        if paper:
            self.chain_s = 0.0
        elif spec.kind == "gpu":
            self.chain_s = thread_chain_s(profile, spec, self.threads_used)
        else:
            by_loop = thread_chain_by_loop_s(profile, spec, self.threads_used)
            self.chain_s = sum(by_loop.values())  # thread_chain_s, computed once
            self.chain_nests = chain_nests(profile, by_loop)
        self.branch_s = 0.0 if paper else branch_time_s(
            profile, spec, self.threads_used, getattr(self.incore, "branch_misses_left", None))
        # a scatter's private copies and their merge, or its atomic updates (privatise.py)
        self.privatise_s, self.atomic_s = ((0.0, 0.0) if paper else scatter_times_s(
            profile, spec, self.threads_used, self.options.scatter))
        # the kernel's stores into pages never touched before it (first_touch.py)
        self.first_touch_s = 0.0 if paper else first_touch_time_s(profile, spec, self.threads_used)

    # -- memory hierarchy (N levels) ------------------------------------------------
    def _setup_levels(self) -> None:
        """Hits per level of the spec's hierarchy, for the whole work (x = 1).

        Threads used: :func:`threads_used` (W / D, or the loops' parallelism when no
        work is counted): bandwidths are taken at those threads; shared levels hold their
        capacity, per-core ones capacity x threads in the bound (``bound_counts``) and,
        on a CPU, one core's capacity in the estimate. The paper variant keeps its two levels (Q_f at Z, Q_s)
        and reports them as levels.
        """
        spec = self.spec
        paper = self.options.variant == "paper"
        self.threads_used = threads_used(self.profile, self.n_p, self.work, self.depth)
        specs_levels = spec.levels
        if paper:
            two = _replace_levels(spec).levels  # the v1 pair from the figures
            _, lv_s = two
            self.level_specs = two
            zero = (0.0, 0.0)
            self.counts = LevelCounts(
                (float(spec.fast_memory_bytes), float(lv_s.capacity_bytes)),
                (self.q_fast, self.q_slow), zero, zero, zero,
                (float(self.line_bytes), float(self.line_bytes)))
            self.bound_counts = self.counts
            self.level_bytes_per_hit = self.counts.line_bytes
            self.level_bw = (spec.beta_f_bytes_per_s, spec.beta_s_bytes_per_s)
            return
        # the bound: the private levels of the cores used hold their capacities together
        # (a parallel loop whose threads each keep their own share of the data); the
        # estimate, on a CPU: one core's, as each thread's reuse within its share of a
        # parallel loop finds only its own core's caches (docs/model.md, "Capacity")
        mem, cpu = self.profile.memory, not self.is_gpu
        flag = gpu_counts_access_classes(self.spec) if self.is_gpu else None  # model/gpu.py
        bound = level_counts(mem, specs_levels, self.threads_used, cpu=cpu, flagged=flag)
        own = self.threads_used if self.is_gpu else 1.0
        tlb = None if self.is_gpu else self.spec.tlb_pages  # the estimate's page walks
        est = (level_counts(mem, specs_levels, own, cpu=cpu, flagged=flag, tlb_pages=tlb)
               if own != self.threads_used or tlb else bound)
        lbytes = list(bound.line_bytes)
        # the first level serves each hit its own bytes (only misses move whole lines)
        lbytes[0] = min(lbytes[0], self.fast_bytes_per_access)
        bws = [lv.bandwidth_for(self.threads_used, self.n_p) for lv in specs_levels]
        self.issue_level = not self.is_gpu and not specs_levels[0].shared
        if self.issue_level:  # end-to-end bandwidths: the issue is charged at level 0
            bws[1:] = [transfer_bandwidth(b, bws[0], lv.issued_bytes_per_byte)
                       for b, lv in zip(bws[1:], specs_levels[1:], strict=True)]
        if self.gpu_terms:
            self._gpu_levels(specs_levels, est.capacities, lbytes, bws)
        elif self.issue_level:
            est, bound = self._issue_level(est), self._issue_level(bound)
        self.level_specs = tuple(specs_levels)
        self.counts, self.bound_counts = est, bound
        self.level_bytes_per_hit = tuple(lbytes)
        self.level_bw = tuple(bws)

    def _issue_level(self, counts: LevelCounts) -> LevelCounts:
        """A CPU whose first level is a core's own L1 (format 2 specs): that level is the
        load/store issue (ECM's T_nOL): every access goes through a load or
        store port, not only the L1 hits. Its bandwidth, measured by a vectorised
        stream, is reached only by vectorised accesses (a scalar access takes a whole
        port slot): :meth:`level_terms` divides it by the compute's Amdahl factor
        f_v + (1 - f_v) vw. The misses are still charged at the levels that serve them
        (transfers add: ``MEMORY_RULE``). A v1 spec's first level is the LLC: unchanged."""
        mem = self.profile.memory
        h = mem.reuse[0] if mem.reuse else None
        rate = 1.0 / h.sampled_rate if h is not None and 0 < h.sampled_rate < 1 else 1.0
        issued = float(h.accesses) * rate if h is not None else float(mem.accesses)
        return replace(counts, hits=(issued, *counts.hits[1:]))

    def _gpu_levels(self, specs_levels, caps: list[float], lbytes: list[float],
                    bws: list[float]) -> None:
        """GPU coalescing and memory concurrency (model/gpu.py), in place: the levels
        behind the first move the 32-byte sectors their misses need, and each level's
        bandwidth is what the schedule's accesses in flight (accesses / D) can sustain."""
        mem = self.profile.memory
        sector = mem.reuse_for(SECTOR_BYTES) if mem.reuse else None
        if sector is not None and sector.line_bytes != SECTOR_BYTES:
            sector = None
        effs = []
        for k in range(1, len(specs_levels)):
            line = histogram_at(self.profile, specs_levels[k].line_bytes) if mem.reuse else None
            eff = sector_efficiency(sector, line, caps[k - 1])
            effs.append(eff)
            lbytes[k] = lbytes[k] * eff
        self.sector_efficiency = min(effs, default=1.0)
        in_flight = float(mem.accesses) / self.depth if self.depth > 0 else float(mem.accesses)
        self.accesses_in_flight = in_flight
        for k, lv in enumerate(specs_levels):
            bws[k] = concurrency_bandwidth(bws[k], lv.latency_s, lbytes[k], in_flight)

    def level_terms(self, x: float = 1.0, f_v: float | None = None, *,
                    bound: bool = False) -> tuple[LevelTerm, ...]:
        """Each level's hits, bytes and bandwidth time for a share ``x`` of the work
        (``f_v``: the vectorised share the issue level assumes; default: the profile's;
        ``bound``: the hits of the bound, the private levels' capacities together)."""
        c = self.bound_counts if bound else self.counts
        t, n = self.threads_used, self.n_p
        issue_s = scalar_access_s(self.spec, t, n)
        bws = list(self.level_bw)
        if self.issue_level:
            bws[0] = issue_bandwidth(bws[0], self.level_bytes_per_hit[0],
                                     self.f_v if f_v is None else f_v, self.vw, issue_s)
        terms = []
        for k, lv in enumerate(self.level_specs):
            h, wb, irr, st = c.hits[k], c.writebacks[k], c.irregular[k], c.strided[k]
            b, bw = self.level_bytes_per_hit[k], bws[k]
            # each irregular or strided hit: its measured time beyond its line
            e = irregular_extra_s(_div(b, bw), lv.irregular_access_for(t, n), issue_s) if irr else 0.0
            es = irregular_extra_s(_div(b, bw), lv.strided_access_for(t, n), issue_s) if st else 0.0
            walk = c.page_walks[k] * (self.spec.page_walk_s or 0.0) if c.page_walks else 0.0
            terms.append(LevelTerm(
                name=lv.name, hits=x * h, bytes=x * (h + wb) * b, bandwidth_Bps=bw,
                capacity_bytes=c.capacities[k],
                time_s=_div(x * (h + wb) * b, bw) + x * irr * e + x * st * es + x * walk,
                writebacks=x * wb, irregular=x * irr, strided=x * st))
        return tuple(terms)

    def memory_times(self, x: float = 1.0, f_v: float | None = None) -> tuple[float, float]:
        """(fast_memory, slow_memory) seconds: every level but the last, and the last.

        Each keeps its share of eq. 4's latency (alpha_f D, alpha_s D); the levels'
        bandwidth times combine by the spec's measured ``memory_rule`` (``bench cpu``),
        else :data:`MEMORY_RULE` (measured on the first development machine: they add).
        """
        s = self.spec
        times = [t.time_s for t in self.level_terms(x, f_v)]
        near = combine_level_times(times[:-1], self.memory_rule)
        d = self.latency_levels  # D (paper); 0 in the default variant: in T_path
        return s.alpha_f_s * d + near, s.alpha_s_s * d + times[-1]

    # -- schedule, critical path, sync (docs/model.md "Critical path", "Sync") ---------
    def _setup_schedule(self) -> None:
        """The schedule this device runs (reductions as chains or trees: latency.py),
        its level sum, and its critical-path time T_path (default variant)."""
        paper = self.options.variant == "paper"
        lanes = self.n_p * (1 if self.is_gpu else self.vw)
        self.schedule = pick_schedule(self.profile, self.spec, lanes_needed=lanes, paper=paper)
        par = self.schedule.parallelism
        self.levels = LevelSum(par.widths, par.repeats)
        self.depth = float(self.schedule.depth)
        self.path_s, self.path_memory_s = path_time_s(self.schedule.critical_path, self.spec)
        # the paper charges memory latency per level (eq. 4); the default variant charges
        # the path's memory links inside T_path instead
        self.latency_levels = self.depth if paper else 0.0

    def _setup_incore(self):
        """The in-core term from the compiled loops (model/incore.py): only with
        ``incore="mca"``, the default variant, a CPU and machine loops for its mcpu."""
        o = self.options
        loops = o.loops_for(getattr(self.spec, "mcpu", None)) if o.incore == "mca" else None
        if loops is None or self.is_gpu or o.variant == "paper":
            return None
        from automatch.model.incore import incore_time

        return incore_time(self.profile, self.spec, loops)

    # -- terms -----------------------------------------------------------------------
    def _rate_divisor(self, f_v: float, f_im: float) -> float:
        """Time of one operation time unit on one core, per level unit: 1/(pi0 ...)."""
        if self.options.variant == "paper":
            denom = self.pi0 * f_v * f_im
            return math.inf if denom <= 0 else 1.0 / denom
        return _amdahl_vector_factor(f_v, self.vw) / (self.pi0 * f_im)

    def _level_floor(self, f_im: float) -> float:
        """Units one schedule level takes at least: 1, or on a GPU (default variant) one
        dependent-operation latency (model/gpu.py, occupancy)."""
        if not self.gpu_terms:
            return 1.0
        return level_floor_units(op_latencies_s(self.spec)["fma"], self.pi0,
                                 f_im if self.spec.fma else 1.0)

    def transfer_time(self, x: float = 1.0) -> float:
        """Host link time: latency + bytes / bandwidth per direction that moves data
        (default variant: the data read goes in, the data written comes back; paper
        comparison runs: the footprint once)."""
        link = self.spec.host_link
        if not self.is_gpu or link is None or x <= 0:
            return 0.0
        bw = link.bandwidth_bytes_per_s
        if not self.gpu_terms:
            moved = self.footprint * x
            return link.latency_s + (moved / bw if bw > 0 else math.inf)
        tb = self.transfer
        legs = (tb.to_device > 0) + (tb.to_host > 0)
        moved = tb.to_device / bw + tb.to_host / link.to_host_Bps
        return max(legs, 1) * link.latency_s + moved * x

    def terms(self, x: float = 1.0, *, f_v: float | None = None, f_im: float | None = None,
              bound: bool = False) -> dict:
        """All named terms, in seconds, for a share ``x`` of the work.

        ``bound`` (default variant): the roofline end of the model, what no
        implementation of this schedule can beat on this device (docs/model.md,
        "Uncertainty range"): the compute time is the critical path or the level sum,
        whichever is larger, without the terms that a different implementation or
        compiler can remove or that are estimates (the reductions' in-thread chains,
        the dispatch estimate, mispredicted branches), and the memory levels overlap
        (the largest level time, not their sum)."""
        f_v = self.f_v if f_v is None else f_v
        f_im = self.f_im if f_im is None else f_im
        s = self.spec
        if x <= 0:
            zero = dict.fromkeys(("compute_depth", "compute_levels", "compute", "latency",
                                  "fast_memory", "slow_memory", "sync", "transfer", "time",
                                  "branch", "dispatch", "privatise", "atomic", "incore",
                                  "incore_hand", "first_touch"), 0.0)
            return zero
        units = self.levels.units(self.n_p, x, self._level_floor(f_im))
        compute_levels = (0.0 if units == 0
                          else units * self._rate_divisor(f_v, f_im) * self.op_cost)
        fast, slow = self.memory_times(x, f_v)
        branch = dispatch = incore = incore_hand = 0.0
        if self.options.variant == "paper":
            compute_depth = self.depth / self.pi0
            compute = compute_depth + compute_levels
            latency = (s.alpha_f_s + s.alpha_s_s) * self.depth
            sync = self.sync_points * s.sync_s
        else:  # a chain cannot beat its latency; independent work overlaps it
            compute_depth = self.path_s
            dispatch = x * dispatch_time_s(self.profile, s, self.threads_used, f_v, self.vw)
            if bound:
                dispatch = 0.0
                compute = max(compute_depth, compute_levels)
            else:
                hand = (compute_levels, self.chain_s * x, dispatch, self._chains_and_dispatch(x, f_v))
                slowest = max(compute_depth, *hand)
                if self.incore is not None:  # the compiled loops' time, the rest by hand
                    incore = x * self.incore.time_s
                    incore_hand = self.incore.hand_share * max(hand)
                    slowest = max(compute_depth, incore + incore_hand)
                branch = charged_branch_s(self.branch_s * x, compute_levels, slowest,
                                          self.expensive_share)
                compute = slowest + branch
            latency = self.path_memory_s
            sync = sync_time_s(self.profile, s, as_written=not bound)
        transfer = self.transfer_time(x)
        # ECM (kerncraft): with the first level as load/store issue (T_nOL), the core's
        # arithmetic (T_OL) overlaps issue + transfers: max, not sum (docs/model.md); the
        # levels among themselves add or overlap as the spec's measured rule says
        if bound and self.options.variant != "paper":
            memory = max((t.time_s for t in self.level_terms(x, f_v, bound=True)), default=0.0)
            work = max(compute, memory)
        else:
            memory = combine_level_times((fast, slow), self.memory_rule)
            work = max(compute, memory) if self.issue_level else compute + fast + slow
        # the copies are per device whatever its share, and an implementation without
        # them (atomics) exists: not in the bound
        privatise = 0.0 if bound else self.privatise_s
        atomics = 0.0 if bound else self.atomic_s
        # a share of the work writes its share of the fresh pages; not in the bound
        first_touch = 0.0 if bound else self.first_touch_s * x
        time = (work + sync + privatise + atomics + first_touch
                + (transfer if self.options.transfer_included else 0.0))
        return {
            "compute_depth": compute_depth,
            "compute_levels": compute_levels,
            "compute": compute,
            "latency": latency,
            "fast_memory": fast,
            "slow_memory": slow,
            "sync": sync,
            "transfer": transfer,
            "time": time,
            "branch": branch,
            "dispatch": dispatch,
            "privatise": privatise,
            "atomic": atomics,
            "incore": incore,
            "incore_hand": incore_hand,
            "first_touch": first_touch,
        }

    def _chains_and_dispatch(self, x: float, f_v: float) -> float:
        """CPU: the chains and the dispatch composed nest by nest
        (latency.chains_and_dispatch_s), for a share ``x`` of the work."""
        if not self.chain_nests or not self.chain_nests[0]:
            return 0.0
        nests, rest = self.chain_nests
        return x * chains_and_dispatch_s(
            nests, rest, lambda n: dispatch_instructions_s(n, self.spec, self.threads_used, f_v, self.vw))

    def time(self, x: float = 1.0) -> float:
        """EC for a share ``x`` of the work (0 for no work)."""
        return self.terms(x)["time"]

    def fixed_time(self) -> float:
        """EC in the limit of a vanishing share: what a device pays to take any work."""
        return self.time(1e-300)

    def time_range(self, x: float = 1.0) -> tuple[float, float]:
        """(lower bound, high end) of EC over f_im in {measured, 1} and f_v in
        {measured, 1}: the low end is the roofline bound (``terms(bound=True)``) at
        the most favourable of them, the high end the estimate at the least."""
        choices = [(fv, fi) for fv in {self.f_v, 1.0} for fi in {self.f_im, 1.0}]
        low = min(self.terms(x, f_v=fv, f_im=fi, bound=True)["time"] for fv, fi in choices)
        high = max(self.terms(x, f_v=fv, f_im=fi)["time"] for fv, fi in choices)
        if self.alternative is not None:  # either implementation may be the one written
            low = min(low, self.alternative.time_range(x)[0])
        return low, high

    def breakdown(self) -> Breakdown:
        t = self.terms(1.0)
        low, high = self.time_range(1.0)
        candidates = ["compute", "fast_memory", "slow_memory", "sync"]
        if self.options.transfer_included:
            candidates.append("transfer")
        bottleneck = max(candidates, key=lambda k: t[k])
        lterms = self.level_terms(1.0)
        top_level = max(lterms, key=lambda lt: lt.time_s).name if lterms else ""
        ec = t["time"]
        gflops = self.work / ec / 1e9 if ec > 0 and math.isfinite(ec) else 0.0
        return Breakdown(
            compute_s=t["compute"],
            fast_memory_s=t["fast_memory"],
            slow_memory_s=t["slow_memory"],
            sync_s=t["sync"],
            transfer_s=t["transfer"],
            time_s=ec,
            gflops=gflops,
            bottleneck=bottleneck,
            time_low_s=low,
            time_high_s=high,
            compute_depth_s=t["compute_depth"],
            compute_levels_s=t["compute_levels"],
            latency_s=t["latency"],
            transfer_included=self.options.transfer_included,
            pi0_flops_per_s=self.pi0,
            cores=int(self.n_p),
            f_v_used=self.f_v,
            f_im_used=self.f_im,
            vector_width_used=self.vw,
            q_fast=self.q_fast,
            q_slow=self.q_slow,
            z_lines=self.z_lines,
            line_bytes_used=self.line_bytes,
            histogram_line_bytes=int(self.hist.line_bytes) if self.hist is not None else 0,
            device_line_bytes=int(self.spec.line_bytes),
            slow_memory_bytes=self.q_slow * self.line_bytes,
            memory_levels=lterms,
            memory_rule=self.memory_rule,
            bottleneck_level=top_level if bottleneck in ("fast_memory", "slow_memory") else "",
            reduction_schedule=self.schedule.reductions,
            depth_used=int(self.schedule.depth),
            critical_path_s=self.path_s,
            lanes_needed=self.schedule.lanes_needed,
            width_outside_reductions=self.schedule.width_outside_reductions,
            level_floor_s=(self._level_floor(self.f_im) * self._rate_divisor(self.f_v, self.f_im)
                           if self.gpu_terms else 0.0),
            sector_efficiency=self.sector_efficiency,
            accesses_in_flight=self.accesses_in_flight,
            transfer_to_device_bytes=self.transfer.to_device if self.is_gpu else 0.0,
            transfer_to_host_bytes=(self.transfer.to_host if self.gpu_terms else 0.0),
            op_cost_factor=self.op_cost,
            thread_chain_s=self.chain_s,
            branch_s=t["branch"],
            dispatch_s=t["dispatch"],
            privatise_s=t["privatise"],
            atomic_s=t["atomic"],
            first_touch_s=t["first_touch"],
            implementation=self.implementation,
            **({} if self.incore is None
               else self.incore.breakdown_fields(t["incore"], t["incore_hand"])),
        )


def _replace_levels(spec: ArchSpec) -> ArchSpec:
    """``spec`` without explicit levels, so ``levels`` gives the paper's pair."""
    return replace(spec, memory_levels=())


def _div(a: float, b: float) -> float:
    if a == 0:
        return 0.0
    return a / b if b > 0 else math.inf
