"""The analysis options' defaults, in one place (issue 43).

Every default an option of ``analyze``/``profile`` has is written here once and read
everywhere else: the CLI (``cli/analyze_cmd.py``), the library's
``pipeline.AnalysisOptions``, the parent <-> child contract
(``exec/protocol.ConsumerOptions``) and the analyses' own constructors
(``analyses/consumers.py``, ``analyses/reuse/stack_distance.py``). Changing a default here changes it
for all of them; no other module may repeat one of these values.
"""

from __future__ import annotations

# --line-sizes: the cache line sizes, in bytes, the reuse histograms are measured at
LINE_SIZES: tuple[int, ...] = (32, 64, 128)
# histogram bins per octave of stack distance (a power of two, 8 to 1024)
BINS_PER_OCTAVE = 8
# --sample-rate: SHARDS sampling rate; None = exact stack distances
SAMPLE_RATE: float | None = None
# --sample-lines: fixed-size SHARDS (at most about this many lines); None = off
SAMPLE_LINES: int | None = None
# --engine: how the schedule and the loops' dependences are computed
ENGINES: tuple[str, ...] = ("compiled", "replay")
ENGINE = "compiled"  # the instrumented program replays itself where it can
# the analyses a run makes (library: AnalysisOptions.analyses)
ANALYSES: tuple[str, ...] = ("schedule", "reuse")
# the instrumented program's event buffer, in 64-bit words
BUFFER_WORDS = 1 << 20
# the native run's optimisation level (the instrumented one: child.INSTRUMENTED_OPT)
OPT_LEVEL = 2
# the factory the child imports to build the analyses' event consumers
CONSUMER = "automatch.analyses.consumers:make_consumers"


def line_sizes_text(sizes: tuple[int, ...] = LINE_SIZES) -> str:
    """``--line-sizes``' spelling of ``sizes`` (its default: ``32,64,128``)."""
    return ",".join(str(s) for s in sizes)
