"""The Profile: the architecture-agnostic characteristics of one run (paper section III).

Computed once per (program, input) and evaluated against any number of devices.
Its JSON form (``to_dict``) is a versioned contract documented in docs/profile-schema.md.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

PROFILE_FORMAT_VERSION = 1
REGIONS_FORMAT_VERSION = 2  # the ``regions[]`` array (docs/profile-schema.md)
# 2: named functions as regions (``kind``, ``order``); a version 1 array reads as loops
READABLE_REGIONS_VERSIONS = (1, 2)


@dataclass(frozen=True)
class FlopCounts:
    """Dynamic floating-point operations. An FMA counts two flops (one add, one mul)."""

    total: int  # W
    add: int  # add/sub, FMAs excluded
    mul: int  # mul, FMAs excluded
    fma: int  # fma/fmuladd instances (each is 2 flops)
    div: int
    special: int  # sqrt and libm calls (exp, sin, ...), one flop each
    compare: int = 0  # fcmp, not counted in total
    special_by_name: tuple[tuple[str, int], ...] = ()
    fp32: int = 0  # flops on float (the rest are double or wider)
    int_ops: int = 0  # integer data operations (intwork.py), counted with --work or when
    # the kernel has no floating-point work
    int32: int = 0  # of int_ops, those on integers of 32 bits or fewer

    @property
    def adds_with_fma(self) -> int:
        return self.add + self.fma

    @property
    def muls_with_fma(self) -> int:
        return self.mul + self.fma


@dataclass(frozen=True)
class ParallelismProfile:
    """w_i per level, run-length encoded: ``widths[k]`` repeated ``repeats[k]`` times."""

    widths: tuple[int, ...]
    repeats: tuple[int, ...]

    @property
    def depth(self) -> int:
        return sum(self.repeats)

    @property
    def work(self) -> int:
        return sum(w * r for w, r in zip(self.widths, self.repeats, strict=True))


@dataclass(frozen=True)
class CriticalPath:
    """What the critical path (the D levels of the schedule) is made of: its levels per
    operation class, and how many of its links pass through memory (a store->load RAW).

    ``add_mul`` counts fp add/sub/mul/fma levels, ``special`` sqrt and libm calls,
    ``int_ops`` integer data operations (when counted as work). The levels sum to D;
    ``memory_links`` are extra (a link is a transfer between two levels, not a level).
    """

    add_mul: int = 0
    div: int = 0
    special: int = 0
    int_ops: int = 0
    memory_links: int = 0

    @property
    def levels(self) -> int:
        return self.add_mul + self.div + self.special + self.int_ops


@dataclass(frozen=True)
class TreeSchedule:
    """The schedule with every recognised reduction as a tree (reductions' chains out of
    D), recorded next to the primary one so the model can pick per device."""

    depth: int
    parallelism: ParallelismProfile
    critical_path: CriticalPath = CriticalPath()


def _below(lower: tuple[int, ...], upper: tuple[int, ...], counts: tuple[int, ...],
           z: float) -> float:
    """Counts of bins below ``z`` (x < z), linearly interpolated inside a partial bin."""
    total = 0.0
    for lo, hi, c in zip(lower, upper, counts, strict=True):
        if hi <= z:
            total += c
        elif lo < z:
            total += c * (z - lo) / (hi - lo)
    return total


@dataclass(frozen=True)
class DistanceBins:
    """Counts over the stack-distance bins of a :class:`ReuseHistogram` (same edges)."""

    lower: tuple[int, ...] = ()
    upper: tuple[int, ...] = ()
    counts: tuple[int, ...] = ()

    def below(self, z_lines: float) -> float:
        return _below(self.lower, self.upper, self.counts, z_lines)

    def to_dict(self) -> dict[str, Any]:
        return {"lower": list(self.lower), "upper": list(self.upper), "counts": list(self.counts)}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> DistanceBins:
        return cls(lower=tuple(d["lower"]), upper=tuple(d["upper"]), counts=tuple(d["counts"]))


@dataclass(frozen=True)
class ReuseHistogram:
    """LRU stack distances at one line size: cold (infinite) count plus log-spaced bins.

    Bin k counts accesses with a finite distance d (in lines) where
    ``lower[k] <= d < upper[k]``. Only non-empty bins are stored.

    Write-backs (dirty evictions) of the same trace, when the analysis recorded them:
    every stretch of a line's life in which it is dirty ends at some access (or at the
    end of the run) and is one write-back at every cache size C with m < C <= d, where
    m is the largest stack distance between the store that dirtied it and that access
    and d the access's own distance (infinite at the end of the run).
    ``writeback_from`` bins the m, ``writeback_until`` the finite d
    (docs/model.md, "Write-backs").

    ``irregular`` bins again the accesses flagged irregular (events.IRREGULAR_BIT: their
    static instruction's previous access was more than one 4 KiB page away, so no
    prefetcher runs ahead of them), ``irregular_cold`` their first touches; both a
    subset of the whole histogram, None in profiles written before they were recorded.
    ``strided`` and ``strided_cold`` the same for the accesses flagged strided
    (events.STRIDED_BIT: 128 B to 4 KiB from the instruction's previous access, a column
    walk within a page: each access a line of its own, lines skipped).
    """

    line_bytes: int
    cold: int
    lower: tuple[int, ...]
    upper: tuple[int, ...]
    counts: tuple[int, ...]
    bins_per_octave: int = 8
    sampled_rate: float = 1.0  # 1.0 for the exact histogram
    writeback_from: DistanceBins | None = None
    writeback_until: DistanceBins | None = None
    # first touches by a store (lines written before any read) and distinct lines
    # stored to; None in profiles written before they were recorded
    cold_stores: int | None = None
    lines_written: int | None = None
    irregular: DistanceBins | None = None
    irregular_cold: int | None = None
    strided: DistanceBins | None = None
    strided_cold: int | None = None

    @property
    def accesses(self) -> int:
        return self.cold + sum(self.counts)

    def q_fast(self, z_lines: float) -> float:
        """Accesses served by a fully associative LRU cache of ``z_lines`` lines (d < Z)."""
        return _below(self.lower, self.upper, self.counts, z_lines)

    def q_slow(self, z_lines: float) -> float:
        """Accesses that miss such a cache: cold ones plus those with d >= Z."""
        return self.accesses - self.q_fast(z_lines)

    def writebacks(self, z_lines: float) -> float | None:
        """Dirty lines such a cache writes back (those still dirty at the end included),
        or None when the profile did not record write-backs."""
        if self.writeback_from is None or self.writeback_until is None:
            return None
        return max(0.0, self.writeback_from.below(z_lines) - self.writeback_until.below(z_lines))

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "line_bytes": self.line_bytes, "cold": self.cold, "lower": list(self.lower),
            "upper": list(self.upper), "counts": list(self.counts),
            "bins_per_octave": self.bins_per_octave, "sampled_rate": self.sampled_rate,
        }
        if self.writeback_from is not None and self.writeback_until is not None:
            d["writebacks"] = {"from": self.writeback_from.to_dict(),
                               "until": self.writeback_until.to_dict()}
        if self.cold_stores is not None:
            d["cold_stores"] = self.cold_stores
        if self.lines_written is not None:
            d["lines_written"] = self.lines_written
        if self.irregular is not None and self.irregular_cold is not None:
            d["irregular"] = {"cold": self.irregular_cold, **self.irregular.to_dict()}
        if self.strided is not None and self.strided_cold is not None:
            d["strided"] = {"cold": self.strided_cold, **self.strided.to_dict()}
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> ReuseHistogram:
        """The inverse of :meth:`to_dict` for trusted data (the engine's own results);
        profile files go through profile_json's validating reader."""
        wb = d.get("writebacks")
        return cls(
            line_bytes=int(d["line_bytes"]), cold=int(d["cold"]), lower=tuple(d["lower"]),
            upper=tuple(d["upper"]), counts=tuple(d["counts"]),
            bins_per_octave=int(d.get("bins_per_octave", 8)),
            sampled_rate=float(d.get("sampled_rate", 1.0)),
            writeback_from=DistanceBins.from_dict(wb["from"]) if wb else None,
            writeback_until=DistanceBins.from_dict(wb["until"]) if wb else None,
            cold_stores=None if d.get("cold_stores") is None else int(d["cold_stores"]),
            lines_written=None if d.get("lines_written") is None else int(d["lines_written"]),
            irregular=DistanceBins.from_dict(d["irregular"]) if d.get("irregular") else None,
            irregular_cold=int(d["irregular"]["cold"]) if d.get("irregular") else None,
            strided=DistanceBins.from_dict(d["strided"]) if d.get("strided") else None,
            strided_cold=int(d["strided"]["cold"]) if d.get("strided") else None,
        )


@dataclass(frozen=True)
class IrregularSite:
    """Loads or stores of one source line that made irregular or strided accesses
    (events.IRREGULAR_BIT, STRIDED_BIT: two lines or more from the same instruction's
    previous access; profiles before 2026-11-26's third session counted only a page or
    more), for the report: where the column walks, gathers and scatters are."""

    function: str
    line: int  # source line, 0 when unknown
    store: bool
    accesses: int  # irregular and strided accesses made (all accesses, sampled or not)

    def to_dict(self) -> dict[str, Any]:
        return {"function": self.function, "line": self.line, "store": self.store,
                "accesses": self.accesses}


@dataclass(frozen=True)
class UnanalysedCall:
    """An external function the analysed region called that the engine does not model
    (not an fp special, a memory intrinsic, an allocation, output or a clock): its
    code ran uninstrumented, so its loads, stores and operations are missing from W, D,
    the dependences and the reuse histograms (``qsort``'s swaps, ``strtod``'s reads)."""

    name: str
    calls: int  # dynamic calls in the analysed region

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "calls": self.calls}


@dataclass(frozen=True)
class MemoryProfile:
    loads: int
    stores: int
    bytes_loaded: int
    bytes_stored: int
    footprint_bytes: int  # distinct bytes touched, at the smallest line size's granularity
    reuse: tuple[ReuseHistogram, ...] = ()
    # bytes of the pages the program had never touched before the region whose first
    # access in it is a store (a GPU port's results land there: slow copies); None
    # when unknown (no /proc/self/pagemap, older profiles, regions)
    untouched_store_bytes: int | None = None
    # where the irregular accesses come from, most first (at most IRREGULAR_SITES_KEPT)
    irregular_sites: tuple[IrregularSite, ...] = ()

    @property
    def bytes(self) -> int:
        return self.bytes_loaded + self.bytes_stored

    @property
    def accesses(self) -> int:
        return self.loads + self.stores

    def reuse_for(self, line_bytes: int) -> ReuseHistogram:
        """The histogram at ``line_bytes``, or the nearest line size measured."""
        if not self.reuse:
            raise KeyError("no reuse histogram in this profile")
        return min(self.reuse, key=lambda h: (abs(h.line_bytes - line_bytes), h.line_bytes))


@dataclass(frozen=True)
class LoopProfile:
    """One static loop and what its dynamic instances carried."""

    id: int
    function: str
    line: int  # source line of the header, 0 when unknown
    depth: int  # 1 for outermost
    parent: int  # id of the enclosing loop, -1 for none
    instances: int
    iterations: int
    kind: str  # "parallel" | "reduction" | "sequential" | "not-run"
    carried_raw: int = 0  # dynamic carried dependences through memory
    carried_war: int = 0
    carried_waw: int = 0
    reduction_raw: int = 0  # carried RAW recognised as reductions (load-op-store)
    # carried WAR/WAW that only silent stores made (not counted above: no value flows
    # through them); a compiler cannot know a store is silent, so it cannot vectorise
    # the loop (its run-time alias check fails), while a parallel loop stays parallel
    carried_silent: int = 0
    register_recurrences: tuple[str, ...] = ()  # "reduction:fadd", "sequential", ...
    contains_parallel: bool = False
    sync_points: int = 0  # contribution to S (syncphases.py)
    sync_kind: str = ""  # "phase" (outermost parallel loop) | "wavefront" (skewable pair) |
    # "serial" (serial work between the phases it holds) | ""
    # aligned with register_recurrences: the variable carrying each one (source name
    # from debug info, else the phi's IR name) and the source line of its update
    recurrence_names: tuple[str, ...] = ()
    recurrence_lines: tuple[int, ...] = ()
    # dynamic IR instructions executed inside the loop that stay instructions on a CPU
    # (loads, stores, arithmetic, calls; not phis, address arithmetic, casts, compares or
    # branches), nested loops included, 0 when not recorded: instructions / instances is
    # an instance's length in micro-ops, which decides how far a core's out-of-order
    # window overlaps consecutive instances' dependence chains (model/latency.py)
    instructions: int = 0
    # families ("fadd", "add", ...) of the load-op-store reductions of one fixed address
    # whose innermost loop this is (memory_reductions.invariant_memory_chains): one chain, a
    # link per iteration
    memory_chains: tuple[str, ...] = ()
    # the schedule's levels each instance climbed (its highest node level - the highest
    # of its first iteration + 1, nested loops and callees included), summed over the
    # instances; 0 when not recorded: a sequential loop inside a parallel one runs in one
    # thread, and this is how long its chains are there (model/latency.py,
    # sequential_chain_s)
    instance_levels: int = 0
    # static instructions in the loop (nested loops included) that may write memory:
    # stores, calls, memory intrinsics; -1 when not recorded. With one, compilers forward
    # a value stored in one iteration to the next iteration's load through a register
    memory_writers: int = -1
    # bytes of the targets its load-op-store reductions update (``y[col[p]] += ...``,
    # nested loops included), each counted when one of its reduction stores first writes
    # it after another instruction did (0 when not recorded):
    # what a parallel implementation of the loop gives each thread a private copy of
    # (OpenMP's array reduction), summed over the loop's instances
    reduction_target_bytes: int = 0
    # how its trip count changes per iteration of its parent loop, read from the exit
    # test (analyses/tripslope.py: -1 for ``j = i .. n``, +1 for ``j <= i``), 0 when
    # uniform or not known: a parallel parent split in static chunks gives its threads
    # unequal work when its child is triangular (model/incore.py)
    trip_slope: float = 0.0
    # the data-dependent branches' mispredictions in the loop's blocks, nested loops
    # included (the replay's 2-bit counters, as Profile.branch_misses; 0 when not
    # recorded): a compiler that if-converts or vectorises the loop leaves no branch to
    # mispredict there (model/incore.py)
    branch_misses: int = 0

    @property
    def reason(self) -> str:
        """Why the loop is sequential or a reduction, in words ('' for parallel loops)."""
        parts = []
        if self.kind == "sequential" and self.carried_raw:
            parts.append(f"{self.carried_raw:,} carried RAW through memory")
        wanted = ("sequential", "scan") if self.kind == "sequential" else ("reduction",)
        for k, kind in enumerate(self.register_recurrences):
            line = self.recurrence_lines[k] if k < len(self.recurrence_lines) else 0
            where = f" at line {line}" if line else ""
            if kind == "search" and self.kind == "sequential":
                parts.append(f"its exit depends on data it loads{where} (a search: no "
                             "worksharing loop runs it)")
                continue
            if not kind.startswith(wanted):
                continue
            name = self.recurrence_names[k] if k < len(self.recurrence_names) else "?"
            parts.append(f"scalar recurrence {name!r} ({kind}){where}")
        return "; ".join(parts)


@dataclass(frozen=True)
class Profile:
    """Everything the Execution Cost model needs, and what the reports show."""

    program: str
    kernel: str  # region analysed ("main" for whole program)
    flops: FlopCounts
    depth: int  # D
    parallelism: ParallelismProfile
    f_im: float
    f_v: float
    sync_points: int  # S
    sync_source: str  # "loops" | "marker" | "override"
    memory: MemoryProfile
    loops: tuple[LoopProfile, ...] = ()
    parallel_regions: int = 0  # fork/joins: entries of the loop nests holding phases
    # data-dependent two-way branches mispredicted by a 2-bit counter each (loop control
    # left out; tables.data_branch_targets): what the model charges a misprediction for
    branch_misses: int = 0
    critical_path: CriticalPath = CriticalPath()  # composition of the primary schedule's D
    reductions_as: str = "chain"  # how the primary schedule (depth, parallelism) runs the
    # reductions: "chain" (the source's order) or "tree" (--parallel-reductions)
    reduction_trees: TreeSchedule | None = None  # the tree schedule when it differs
    precision: str = "fp64"  # dominant precision of the flops; for integer work, the peak it
    # is rated at (32-bit integers at the fp32 peak, wider ones at the fp64 peak)
    work_unit: str = "flop"  # "flop" | "int op" (no float work) | "flop + int op" (--work)
    native_time_s: float = 0.0  # the uninstrumented run of the region
    analysis_time_s: float = 0.0
    input_description: str = ""
    tool_version: str = ""
    format_version: int = PROFILE_FORMAT_VERSION
    extra: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)
    # whole-program mode (--regions auto): one profile per outermost loop nest that ran
    regions: tuple[RegionProfile, ...] = ()
    unanalysed_calls: tuple[UnanalysedCall, ...] = ()  # library code that ran unseen

    @property
    def work(self) -> int:
        return self.flops.total

    @property
    def work_label(self) -> str:
        """The unit of W as the reports print it, e.g. 'flop (fp64)'."""
        if self.work_unit == "int op":
            f = self.flops
            if f.int_ops == 0:
                return ("ops (none: the kernel does no arithmetic, it only moves data; its "
                        "loads and stores are its cost)")
            bits = "32-bit" if f.int32 * 2 >= f.int_ops else "64-bit"
            return (f"int ops ({bits} integers, rated at the {self.precision} peak: the kernel "
                    "has no floating-point work, so its integer data operations are its work)")
        if self.work_unit == "flop + int op":
            return (f"flop + int ops ({self.precision}; integer data operations counted by "
                    "--work, or in the regions without floating point)")
        return f"flop ({self.precision})"

    @property
    def average_parallelism(self) -> float:
        return self.flops.total / self.depth if self.depth else 0.0


@dataclass(frozen=True)
class RegionProfile:
    """Whole-program mode: one region (an outermost loop nest, or a function named with
    ``--kernel a,b``: automatch.ir.regions) and the Profile of everything that ran inside
    it, callees included (outermost wins).

    ``profile.depth`` is the region's own critical path: values made before the region
    was entered count as ready at its start, and its instances add up (they run one
    after another). ``native_time_s`` is the native run's time of the whole program
    times ``native_share``, the region's share of the dynamic IR instructions the
    instrumented run executed (``time_source`` says so): no clock runs per region.
    """

    name: str  # "function:L<first>-L<last>"; a function region: its demangled name
    function: str  # the function the region is in (IR name); a function region: itself
    first_line: int
    last_line: int
    loop: int  # id of the outermost loop (Profile.loops); -1 for a function region
    instances: int  # times the region was entered from outside every region
    native_share: float  # of the program's native time, 0..1
    native_time_s: float
    profile: Profile
    time_source: str = "instruction-share"
    kind: str = "loop"  # "loop" | "function"
    order: int = -1  # its first block in the module (static program order); -1: unknown
