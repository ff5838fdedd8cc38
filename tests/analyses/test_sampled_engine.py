"""The engine-side SHARDS filter: a reuse-only sampled run emits only sampled accesses
yet keeps exact totals and a histogram close to the exact one."""

from __future__ import annotations

from pathlib import Path

from automatch.analyses.consumers import ReuseConsumer
from automatch.exec.child import prefilter
from automatch.exec.protocol import ConsumerOptions, SampleFilter
from automatch.pipeline import AnalysisOptions, profile_program

ROOT = Path(__file__).resolve().parents[2]
STENCIL = str(ROOT / "workloads" / "stencil" / "stencil.ll")
SMALL = str(ROOT / "workloads" / "stencil" / "inputs" / "small.bin")


def test_filter_only_for_fixed_rate_without_a_numba_replay():
    """The child decides (exec.child.prefilter) from the options the parent sent and the
    consumers it built; the sample itself is the parent's (ConsumerOptions.sample_filter)."""
    reuse = [ReuseConsumer(line_sizes=(64,))]  # needs no block words
    assert prefilter(ConsumerOptions(analyses=("reuse",), sample_rate=0.1, line_sizes=(64,)),
                     reuse) == SampleFilter(line_shifts=(6,), threshold=round(0.1 * 2**24))
    assert prefilter(ConsumerOptions(analyses=("reuse",), sample_rate=0.1), reuse) == SampleFilter(
        line_shifts=(5, 6, 7), threshold=round(0.1 * 2**24))
    # with the schedule, only when the program replays itself (the numba replay reads
    # every event)
    assert prefilter(ConsumerOptions(sample_rate=0.1, line_sizes=(64,)), reuse) is not None
    assert prefilter(ConsumerOptions(sample_rate=0.1, line_sizes=(64,), engine="replay"), reuse) is None
    assert prefilter(ConsumerOptions(analyses=("reuse",), line_sizes=(64,)), reuse) is None  # exact
    assert prefilter(ConsumerOptions(analyses=("reuse",), sample_rate=0.1, sample_lines=4096),
                     reuse) is None  # fixed-size SHARDS changes its threshold as it goes
    assert prefilter(ConsumerOptions(analyses=("reuse",), sample_rate=0.1, regions=True),
                     reuse) is None
    # a consumer that reads block words (the replay in numba, a count) keeps every event
    from automatch.analyses.consumers import CountingConsumer

    assert prefilter(ConsumerOptions(analyses=("reuse",), sample_rate=0.1), [CountingConsumer()]) is None


def test_prefiltered_sampling_keeps_totals_and_shape():
    common = dict(kernel="stencil", input_path=SMALL, analyses=("reuse",), line_sizes=(64,))
    exact = profile_program(STENCIL, AnalysisOptions(**common))
    sampled = profile_program(STENCIL, AnalysisOptions(sample_rate=0.25, **common))
    assert sampled.events < exact.events / 2
    e, s = exact.profile.memory, sampled.profile.memory
    assert (s.loads, s.stores, s.bytes) == (e.loads, e.stores, e.bytes)
    he, hs = e.reuse[0], s.reuse[0]
    assert hs.sampled_rate == 0.25 and he.sampled_rate == 1.0
    assert abs(hs.accesses - he.accesses) <= 0.02 * he.accesses
    for z in (16, 64, 256, 1024):  # SHARDS resolves distances above ~1/R lines
        assert abs(hs.q_slow(z) / hs.accesses - he.q_slow(z) / he.accesses) < 0.1



def test_prefiltered_line_sizes_each_keep_their_own_sample():
    """With several line sizes the program emits an access when its line at any size is
    sampled, and each size's analyzer keeps its own sample of that: totals stay exact
    and each size's histogram close to its exact one. (Sampled lines are chosen by
    address, and the heap moves between runs: two sampled runs differ as two samples.)"""
    common = dict(kernel="stencil", input_path=SMALL, analyses=("reuse",))
    exact = profile_program(STENCIL, AnalysisOptions(**common))
    sampled = profile_program(STENCIL, AnalysisOptions(sample_rate=0.25, **common))
    assert sampled.events < 0.8 * exact.events  # about 3 x 0.25 of the accesses
    e, s = exact.profile.memory, sampled.profile.memory
    assert (s.loads, s.stores, s.bytes) == (e.loads, e.stores, e.bytes)
    assert [h.line_bytes for h in s.reuse] == [h.line_bytes for h in e.reuse] == [32, 64, 128]
    for he, hs in zip(e.reuse, s.reuse, strict=True):
        assert hs.sampled_rate == 0.25
        assert abs(hs.accesses - he.accesses) <= 0.02 * he.accesses
        for z in (16, 64, 256, 1024):
            assert abs(hs.q_slow(z) / hs.accesses - he.q_slow(z) / he.accesses) < 0.1
