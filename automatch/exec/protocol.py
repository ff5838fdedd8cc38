"""The one typed contract between automatch and the child that runs the program.

Everything that crosses the process boundary is one of these frozen dataclasses, written
with ``to_json`` and read back with ``from_json``:

* parent -> child, ``config.json`` in the run folder: :class:`ChildConfig` (how the
  child starts and waits: ``runner.EarlyRun``), holding, once the program is known, a
  :class:`ChildJob` (the program's entry, arguments, limits) with the analyses'
  :class:`ConsumerOptions`, whose :class:`SampleFilter` is the run's SHARDS hash test,
  computed once here in the parent (:meth:`SampleFilter.for_rate`);
* parent -> held child, ``native.json``: :class:`NativeTimes`;
* child -> parent, ``result.json``: :class:`ChildResult`.

Each document carries ``"version": PROTOCOL_VERSION``. Reading is strict: a key that is
missing, one that is not known, another version or a value of the wrong type raises
:class:`ProtocolError` naming the key, never a default taken without a word (both sides
are the same automatch, so any mismatch is a bug in it: the child reports it as an
internal error, the parent raises one). Building these classes in Python takes the
defaults of :mod:`automatch.options`, the one place they are written.

The files the run folder holds are named by :class:`RunFiles`; the consumers the child
builds from :class:`ConsumerOptions` implement :class:`Consumer`. Not here: the child's
``progress.json`` (``{"events", "elapsed_s"}``, handed to ``on_progress`` as it is) and
``error.json`` (``child_errors.error_record``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any, ClassVar, Protocol, runtime_checkable

from automatch import options as defaults

PROTOCOL_VERSION = 1


class ProtocolError(ValueError):
    """A document across the parent <-> child boundary does not match this protocol."""


# -- reading and writing ---------------------------------------------------------------


def _is(value: Any, kind: str) -> bool:
    if kind == "bool":
        return isinstance(value, bool)
    if kind == "int":
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == "float":
        return isinstance(value, int | float) and not isinstance(value, bool)
    if kind == "str":
        return isinstance(value, str)
    if kind == "dict":
        return isinstance(value, dict)
    raise AssertionError(kind)


def _check(where: str, key: str, value: Any, kind: str) -> Any:
    """``value`` of ``key`` as the protocol types it: ``kind`` is ``int``, ``float``,
    ``str``, ``bool``, ``dict``, a ``[kind]`` tuple, a trailing ``?`` allowing None."""
    if kind.endswith("?"):
        if value is None:
            return None
        kind = kind[:-1]
    if kind.startswith("["):
        inner = kind[1:-1]
        if not isinstance(value, list | tuple):
            raise ProtocolError(f"{where}: key {key!r} must be a list, got {type(value).__name__}")
        return tuple(_check(where, key, v, inner) for v in value)
    if not _is(value, kind):
        raise ProtocolError(f"{where}: key {key!r} must be {kind}, got {value!r}")
    return float(value) if kind == "float" else value


def _read(cls, doc: Any, where: str) -> dict:
    """The fields of ``cls`` from ``doc`` (a JSON object): every key present and typed
    (``cls.KINDS``), none unknown, the version this protocol's."""
    if not isinstance(doc, dict):
        raise ProtocolError(f"{where} must be a JSON object, got {type(doc).__name__}")
    names = [f.name for f in fields(cls)]
    unknown = sorted(set(doc) - set(names) - {"version"})
    if unknown:
        raise ProtocolError(f"{where}: unknown key {unknown[0]!r} (known: {', '.join(names)})")
    missing = [k for k in ("version", *names) if k not in doc]
    if missing:
        raise ProtocolError(f"{where}: missing key {missing[0]!r}")
    if doc["version"] != PROTOCOL_VERSION:
        raise ProtocolError(
            f"{where}: protocol version {doc['version']!r}, this automatch "
            f"speaks version {PROTOCOL_VERSION}"
        )
    return {k: _check(where, k, doc[k], cls.KINDS[k]) if k in cls.KINDS else doc[k] for k in names}


def _write(obj) -> dict:
    return {
        "version": PROTOCOL_VERSION,
        **{f.name: _plain(getattr(obj, f.name)) for f in fields(obj)},
    }


def _plain(value: Any) -> Any:
    if hasattr(value, "to_json"):
        return value.to_json()
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


# the bits of the SHARDS hash (analyses/reuse_bits.SHARDS_P_BITS, which the numba kernels
# use; kept here so the parent computes thresholds without numba; tests check they agree)
SHARDS_P_BITS = 24


def shards_threshold(rate: float) -> int:
    """The hash threshold of a fixed SHARDS rate: a line is sampled when its 24-bit
    splitmix64 hash is below it (the one place it is computed)."""
    return max(1, round(float(rate) * (1 << SHARDS_P_BITS)))


# -- parent -> child -------------------------------------------------------------------


@dataclass(frozen=True)
class SampleFilter:
    """A fixed-rate SHARDS sample: a line of ``2**shift`` bytes (one shift per line size)
    is sampled when ``splitmix64(line) & (2^24 - 1) < threshold``. The reuse analyzers
    sample with it; when nothing else reads the stream the program itself emits only the
    sampled accesses (``child.prefilter``, the one place that is decided)."""

    line_shifts: tuple[int, ...]  # log2 of each line size
    threshold: int
    KINDS: ClassVar[dict] = {"line_shifts": "[int]", "threshold": "int"}

    @classmethod
    def for_rate(cls, rate: float, line_sizes: tuple[int, ...]) -> SampleFilter:
        """The sample of ``rate`` at ``line_sizes`` (the threshold is computed here only)."""
        return cls(
            line_shifts=tuple(sorted({int(s).bit_length() - 1 for s in line_sizes})),
            threshold=shards_threshold(rate),
        )

    def to_json(self) -> dict:
        return _write(self)

    @classmethod
    def from_json(cls, doc: Any) -> SampleFilter:
        return cls(**_read(cls, doc, "sample_filter"))


@dataclass(frozen=True)
class ConsumerOptions:
    """What the analyses in the child are asked for (``analyses/consumers.make_consumers``).

    ``sample_filter`` is derived from ``sample_rate`` and ``line_sizes`` when built in
    the parent (None without a rate) and travels as it is: the child never recomputes it.
    """

    analyses: tuple[str, ...] = defaults.ANALYSES
    line_sizes: tuple[int, ...] = defaults.LINE_SIZES
    bins_per_octave: int = defaults.BINS_PER_OCTAVE
    sample_rate: float | None = defaults.SAMPLE_RATE
    sample_lines: int | None = defaults.SAMPLE_LINES
    count_int_ops: bool = False  # --work
    parallel_reductions: bool = False
    engine: str = defaults.ENGINE
    regions: bool = False  # --regions auto: a region per outermost loop nest
    region_functions: tuple[str, ...] = ()  # --kernel a,b: functions as regions (IR names)
    sample_filter: SampleFilter | None = None
    KINDS: ClassVar[dict] = {
        "analyses": "[str]",
        "line_sizes": "[int]",
        "bins_per_octave": "int",
        "sample_rate": "float?",
        "sample_lines": "int?",
        "count_int_ops": "bool",
        "parallel_reductions": "bool",
        "engine": "str",
        "regions": "bool",
        "region_functions": "[str]",
    }

    def __post_init__(self) -> None:
        for name in ("analyses", "line_sizes", "region_functions"):
            object.__setattr__(self, name, tuple(getattr(self, name)))
        if (
            self.sample_filter is None
            and self.sample_rate is not None
            and not math.isnan(float(self.sample_rate))
            and 0 < float(self.sample_rate) <= 1
        ):
            object.__setattr__(
                self, "sample_filter", SampleFilter.for_rate(self.sample_rate, self.line_sizes)
            )

    @classmethod
    def of(cls, options: ConsumerOptions | dict | None) -> ConsumerOptions:
        """``options`` as ConsumerOptions: a dict (a test's or a bench's) is taken as
        keyword arguments, so a misspelt key is refused (TypeError), a missing one gets
        its default from :mod:`automatch.options`."""
        if options is None:
            return cls()
        if isinstance(options, cls):
            return options
        return cls(**options)

    def to_json(self) -> dict:
        return _write(self)

    @classmethod
    def from_json(cls, doc: Any) -> ConsumerOptions:
        kw = _read(cls, doc, "consumer_options")
        sf = kw.pop("sample_filter")
        return cls(**kw, sample_filter=None if sf is None else SampleFilter.from_json(sf))


@dataclass(frozen=True)
class Binding:
    """How a bare kernel's parameters get their values: ``npz`` or ``raw`` with ``args``."""

    kind: str
    path: str
    args: str = ""
    KINDS: ClassVar[dict] = {"kind": "str", "path": "str", "args": "str"}

    def to_json(self) -> dict:
        return _write(self)

    @classmethod
    def from_json(cls, doc: Any) -> Binding:
        return cls(**_read(cls, doc, "binding"))


@dataclass(frozen=True)
class ChildJob:
    """The program a child runs, once it is known (``runner.RunConfig`` less what stays
    in the parent: the IR text goes in ``RunFiles.ir``, the timeout is the parent's)."""

    mode: str  # "native" | "instrumented"
    kernel: str
    argv: tuple[str, ...] = ("program",)
    binding: Binding | None = None  # a bare kernel's; None: main(argc, argv)
    consumer_options: ConsumerOptions | None = None  # instrumented runs with a consumer
    opt_level: int = defaults.OPT_LEVEL
    buffer_words: int = defaults.BUFFER_WORDS
    max_memory_bytes: int | None = None
    source_name: str = ""
    KINDS: ClassVar[dict] = {
        "mode": "str",
        "kernel": "str",
        "argv": "[str]",
        "opt_level": "int",
        "buffer_words": "int",
        "max_memory_bytes": "int?",
        "source_name": "str",
    }

    def __post_init__(self) -> None:
        object.__setattr__(self, "argv", tuple(self.argv))

    @property
    def entry(self) -> str:
        """``kernel`` (a bare kernel called with its binding) or ``main``."""
        return "kernel" if self.binding is not None else "main"

    def to_json(self) -> dict:
        return _write(self)

    @classmethod
    def from_json(cls, doc: Any) -> ChildJob:
        kw = _read(cls, doc, "job")
        b, co = kw.pop("binding"), kw.pop("consumer_options")
        return cls(
            **kw,
            binding=None if b is None else Binding.from_json(b),
            consumer_options=None if co is None else ConsumerOptions.from_json(co),
        )


@dataclass(frozen=True)
class ChildConfig:
    """A child's ``config.json``. Started early (``go_fd``), the child gets one without
    ``job`` first, prepares (``consumer``, ``preload``), waits for a byte on ``go_fd`` and
    reads the full one; ``hold``: it waits for a second byte before the program runs.
    ``stop_pgid``: the process group a native run stops while its program runs."""

    mode: str
    consumer: str = ""  # "module:factory" building the event consumers in the child
    preload: tuple[str, ...] = ()  # modules an early instrumented child imports
    kernel_modules: tuple[str, ...] = ()  # the modules whose numba kernels it readies (exec/aot)
    watch_fd: int | None = None  # the watch pipe's read end (EOF: the parent is gone)
    go_fd: int | None = None
    parent_pid: int = 0
    hold: bool = False
    stop_pgid: int | None = None
    job: ChildJob | None = None
    KINDS: ClassVar[dict] = {
        "mode": "str",
        "consumer": "str",
        "preload": "[str]",
        "kernel_modules": "[str]",
        "watch_fd": "int?",
        "go_fd": "int?",
        "parent_pid": "int",
        "hold": "bool",
        "stop_pgid": "int?",
    }

    def __post_init__(self) -> None:
        object.__setattr__(self, "preload", tuple(self.preload))
        object.__setattr__(self, "kernel_modules", tuple(self.kernel_modules))

    def to_json(self) -> dict:
        return _write(self)

    @classmethod
    def from_json(cls, doc: Any) -> ChildConfig:
        kw = _read(cls, doc, "config.json")
        job = kw.pop("job")
        return cls(**kw, job=None if job is None else ChildJob.from_json(job))

    def error_context(self) -> dict:
        """What ``child_errors.error_record`` reads of the run."""
        return {
            "mode": self.mode,
            "max_memory_bytes": self.job.max_memory_bytes if self.job else None,
        }


@dataclass(frozen=True)
class NativeTimes:
    """``native.json``: how long the native program and its region ran, for a held
    instrumented child choosing how to compile (``jit.tiers.HeldJit``)."""

    program_s: float
    region_s: float
    KINDS: ClassVar[dict] = {"program_s": "float", "region_s": "float"}

    def to_json(self) -> dict:
        return _write(self)

    @classmethod
    def from_json(cls, doc: Any) -> NativeTimes:
        return cls(**_read(cls, doc, "native.json"))


@dataclass(frozen=True)
class RunFiles:
    """The files of a run folder (the one ``config.json`` is in): both sides name them."""

    folder: Path

    @classmethod
    def of_config(cls, config_path: str | Path) -> RunFiles:
        return cls(Path(config_path).parent)

    config = property(lambda self: self.folder / "config.json")
    ir = property(lambda self: self.folder / "program.ll")
    result = property(lambda self: self.folder / "result.json")
    error = property(lambda self: self.folder / "error.json")
    progress = property(lambda self: self.folder / "progress.json")
    marker = property(lambda self: self.folder / "stack-overflow")  # stackguard's
    native = property(lambda self: self.folder / "native.json")


# -- child -> parent -------------------------------------------------------------------


@dataclass(frozen=True)
class ChildResult:
    """A finished child's ``result.json``. ``results`` maps each consumer's result keys to
    its JSON (``Consumer.finish``); a run of the default consumers holds at least the keys
    :func:`required_results` names for its options."""

    mode: str
    exit_code: int
    region_time_s: float
    region_calls: int
    in_region: bool  # the program ended inside the region (exit() in the kernel)
    events: int
    flushes: int
    consume_s: float
    finish_s: float
    catch_up_s: float
    peak_rss_bytes: int
    wall_s: float
    results: dict = field(default_factory=dict)
    stamps: dict = field(default_factory=dict)  # phase -> CLOCK_MONOTONIC; busy/<consumer> -> s
    KINDS: ClassVar[dict] = {
        "mode": "str",
        "exit_code": "int",
        "region_time_s": "float",
        "region_calls": "int",
        "in_region": "bool",
        "events": "int",
        "flushes": "int",
        "consume_s": "float",
        "finish_s": "float",
        "catch_up_s": "float",
        "peak_rss_bytes": "int",
        "wall_s": "float",
        "results": "dict",
        "stamps": "dict",
    }

    def to_json(self) -> dict:
        return _write(self)

    @classmethod
    def from_json(cls, doc: Any, required: tuple[str, ...] = ()) -> ChildResult:
        """Read ``doc``; ``required``: result keys that must be there (the default
        consumers': :func:`required_results`)."""
        res = cls(**_read(cls, doc, "result.json"))
        missing = [k for k in required if k not in res.results]
        if missing:
            raise ProtocolError(f"result.json: the analyses' results have no key {missing[0]!r}")
        return res


# the result keys each analysis of the default consumers always writes
ANALYSIS_RESULTS: dict[str, tuple[str, ...]] = {
    "schedule": ("schedule", "block_counts", "loops", "branch_misses"),
    "reuse": ("memory",),
    "count": ("words",),
}


def required_results(options: ConsumerOptions) -> tuple[str, ...]:
    """The result keys a run of the default consumers with ``options`` must return."""
    return tuple(k for a in options.analyses for k in ANALYSIS_RESULTS.get(a, ()))


# -- the consumers' side ---------------------------------------------------------------


@runtime_checkable
class Consumer(Protocol):
    """An event consumer in the child (``ChildConfig.consumer`` builds them).

    ``consume`` gets every full event buffer, ``finish`` returns its results (merged into
    ``ChildResult.results``). The rest tells the child what it needs:
    ``needs_block_words`` (the program emits block events for it; False lets a sampled
    run emit its sampled accesses only), ``reads_every_access`` (a core's worth of work:
    no shadow populated ahead of the program), ``replays_events`` (a thread of its own),
    ``wants_untouched_pages`` (``region_begins`` gets the pages untouched when the
    region starts), ``level_plans``/``take_levels`` (replays the program runs itself),
    ``set_prefiltered_totals`` (a prefiltered run's true access counts), ``warm_up``
    (load its compiled code before the timed region). :class:`ConsumerBase` gives the
    defaults."""

    needs_block_words: bool
    reads_every_access: bool
    replays_events: bool
    wants_untouched_pages: bool

    def consume(self, words) -> None: ...
    def finish(self) -> dict: ...
    def warm_up(self) -> None: ...
    def region_begins(self, starts, ends, page_bytes: int) -> None: ...
    def set_prefiltered_totals(self, loads: int, stores: int, nbytes: int) -> None: ...
    def level_plans(self) -> list: ...
    def take_levels(self, context: int, results) -> None: ...


class ConsumerBase:
    """The defaults of :class:`Consumer`: block words wanted, nothing else."""

    needs_block_words = True
    reads_every_access = False
    replays_events = False
    wants_untouched_pages = False

    def warm_up(self) -> None:
        pass

    def region_begins(self, starts, ends, page_bytes: int) -> None:
        pass

    def set_prefiltered_totals(self, loads: int, stores: int, nbytes: int) -> None:
        pass

    def level_plans(self) -> list:
        return []

    def take_levels(self, context: int, results) -> None:
        raise ProtocolError(f"{type(self).__name__} has no level plans to take results for")


def check_consumers(consumers, factory: str) -> list:
    """``consumers`` (what ``factory`` built) if each is a :class:`Consumer`; else a
    ProtocolError naming the first member missing."""
    out = list(consumers)
    for c in out:
        if not isinstance(c, Consumer):
            lacking = next(
                m
                for m in (
                    "consume",
                    "finish",
                    "warm_up",
                    "region_begins",
                    "set_prefiltered_totals",
                    "level_plans",
                    "take_levels",
                    "needs_block_words",
                    "reads_every_access",
                    "replays_events",
                    "wants_untouched_pages",
                )
                if not hasattr(c, m)
            )
            raise ProtocolError(
                f"{factory} built a {type(c).__name__} that is not a Consumer "
                f"(no {lacking!r}; derive it from protocol.ConsumerBase)"
            )
    return out
