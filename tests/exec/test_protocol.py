"""The parent <-> child contract (exec/protocol.py, issue 43): every option crosses the
boundary and comes back equal, a misspelt, missing or mistyped key is refused naming
it, and each option's default is written once (automatch/options.py)."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import fields

import pytest

from automatch import options as defaults
from automatch.errors import AutomatchError
from automatch.exec.protocol import (
    PROTOCOL_VERSION,
    Binding,
    ChildConfig,
    ChildJob,
    ChildResult,
    ConsumerOptions,
    NativeTimes,
    ProtocolError,
    RunFiles,
    SampleFilter,
    required_results,
    shards_threshold,
)
from automatch.exec.supervise.runner import RunConfig, run_program


def every_option() -> ConsumerOptions:
    """Each field away from its default."""
    return ConsumerOptions(
        analyses=("schedule", "reuse", "count"),
        line_sizes=(16, 64, 256),
        bins_per_octave=32,
        sample_rate=0.125,
        sample_lines=4096,
        count_int_ops=True,
        parallel_reductions=True,
        engine="replay",
        regions=True,
        region_functions=("f", "g"),
    )


def every_job() -> ChildJob:
    return ChildJob(
        mode="instrumented",
        kernel="k",
        argv=("p", "a b", "ü"),
        binding=Binding(kind="raw", path="/x/in.bin", args="f64[8],i32=8"),
        consumer_options=every_option(),
        opt_level=1,
        buffer_words=4096,
        max_memory_bytes=1 << 30,
        source_name="p.c",
    )


def every_config() -> ChildConfig:
    return ChildConfig(
        mode="instrumented",
        consumer="m:f",
        preload=("a", "b"),
        kernel_modules=("k1", "k2"),
        watch_fd=7,
        go_fd=9,
        parent_pid=1234,
        hold=True,
        stop_pgid=555,
        job=every_job(),
    )


def every_result() -> ChildResult:
    return ChildResult(
        mode="instrumented",
        exit_code=3,
        region_time_s=0.5,
        region_calls=2,
        in_region=True,
        events=10,
        flushes=1,
        consume_s=0.25,
        finish_s=0.125,
        catch_up_s=0.0625,
        peak_rss_bytes=1 << 20,
        wall_s=1.5,
        results={"memory": {"loads": 1}},
        stamps={"jit": 1.0, "busy/X": 0.5},
    )


def _across(obj):
    """``obj`` written, sent as JSON text and read back."""
    return type(obj).from_json(json.loads(json.dumps(obj.to_json())))


@pytest.fixture(scope="module")
def canon(exec_fixtures, clang):
    from automatch.pipeline import load_program

    cache = {}

    def get(name):
        if name not in cache:
            cache[name] = load_program([str(exec_fixtures / f"{name}.c")], None)[0]
        return cache[name]

    return get


@pytest.mark.parametrize(
    "make",
    [
        every_option,
        every_job,
        every_config,
        every_result,
        lambda: SampleFilter((5, 6), 99),
        lambda: NativeTimes(0.5, 0.25),
        lambda: Binding("npz", "/in.npz"),
    ],
    ids=["options", "job", "config", "result", "sample", "native", "binding"],
)
def test_every_option_crosses_the_boundary_unchanged(make):
    obj = make()
    assert _across(obj) == obj
    assert obj.to_json()["version"] == PROTOCOL_VERSION


def test_every_option_is_set_away_from_its_default():
    """The round trip above would not see a field the JSON dropped if it held its default."""
    from dataclasses import MISSING

    for obj in (every_option(), every_job(), every_config()):
        for f in fields(obj):
            default = (
                f.default
                if f.default is not MISSING
                else (f.default_factory() if f.default_factory is not MISSING else MISSING)
            )
            assert getattr(obj, f.name) != default, f.name


def test_the_sample_is_computed_in_the_parent_and_sent():
    o = ConsumerOptions(sample_rate=0.1, line_sizes=(32, 128))
    assert o.sample_filter == SampleFilter(line_shifts=(5, 7), threshold=round(0.1 * 2**24))
    assert ConsumerOptions().sample_filter is None  # exact
    doc = o.to_json()
    doc["sample_filter"]["threshold"] = 12345  # what the child reads is what was sent
    assert ConsumerOptions.from_json(doc).sample_filter.threshold == 12345


@pytest.mark.parametrize(
    "mangle,key",
    [
        (
            lambda d: (o := d["job"]["consumer_options"]).update(line_size=o.pop("line_sizes")),
            "line_size",
        ),
        (lambda d: d["job"].pop("kernel"), "kernel"),
        (lambda d: d["job"]["consumer_options"].pop("engine"), "engine"),
        (lambda d: d.update(stop_pgd=1), "stop_pgd"),
        (lambda d: d.pop("version"), "version"),
        (lambda d: d["job"]["consumer_options"].update(bins_per_octave="8"), "bins_per_octave"),
        (lambda d: d["job"]["consumer_options"].update(analyses="reuse"), "analyses"),
        (lambda d: d["job"]["binding"].pop("args"), "args"),
        (lambda d: d["job"]["consumer_options"]["sample_filter"].update(thresold=3), "thresold"),
    ],
    ids=[
        "misspelt",
        "missing",
        "missing-nested",
        "unknown-top",
        "no-version",
        "mistyped",
        "not-a-list",
        "binding",
        "sample",
    ],
)
def test_a_misspelt_missing_or_mistyped_key_is_refused_by_name(mangle, key):
    doc = every_config().to_json()
    mangle(doc)
    with pytest.raises(ProtocolError, match=repr(key)):
        ChildConfig.from_json(doc)


def test_another_version_is_refused():
    doc = every_result().to_json()
    doc["version"] = PROTOCOL_VERSION + 1
    with pytest.raises(ProtocolError, match="version"):
        ChildResult.from_json(doc)


def test_a_result_without_an_asked_analysis_is_refused():
    o = ConsumerOptions(analyses=("schedule", "reuse"))
    assert set(required_results(o)) == {
        "schedule",
        "block_counts",
        "loops",
        "branch_misses",
        "memory",
    }
    with pytest.raises(ProtocolError, match="'schedule'"):
        ChildResult.from_json(every_result().to_json(), required_results(o))


def test_a_misspelt_option_in_python_is_refused():
    with pytest.raises(TypeError, match="line_size"):
        ConsumerOptions.of({"line_size": [64]})
    with pytest.raises(TypeError, match="engnie"):
        RunConfig(
            ir_text="",
            kernel="main",
            mode="instrumented",
            consumer="m:f",
            consumer_options={"engnie": "replay"},
        )
    assert RunConfig(ir_text="", kernel="main").consumer_options == ConsumerOptions()


def test_each_default_is_written_once():
    """The library, the CLI, the contract and the analyses take automatch.options'."""
    from automatch.analyses.reuse.bits import SHARDS_P_BITS
    from automatch.analyses.reuse.stack_distance import ReuseAnalyzer
    from automatch.cli.analyze_cmd import parse_line_sizes
    from automatch.cli.main import build_parser
    from automatch.pipeline import AnalysisOptions

    lib, wire = AnalysisOptions(), ConsumerOptions()
    assert lib.line_sizes == wire.line_sizes == defaults.LINE_SIZES == ReuseAnalyzer().line_sizes
    assert lib.sample_rate is wire.sample_rate is defaults.SAMPLE_RATE
    assert lib.engine == wire.engine == defaults.ENGINE
    assert lib.bins_per_octave == wire.bins_per_octave == defaults.BINS_PER_OCTAVE
    assert lib.analyses == wire.analyses == defaults.ANALYSES
    args = build_parser().parse_args(["analyze", "x.c"])
    assert parse_line_sizes(args.line_sizes) == defaults.LINE_SIZES
    assert args.sample_rate is defaults.SAMPLE_RATE and args.engine == defaults.ENGINE
    assert SHARDS_P_BITS == 24 and shards_threshold(0.5) == 1 << 23


def test_a_real_child_gets_every_option_and_returns_a_typed_result(
    canon, exec_fixtures, monkeypatch
):
    monkeypatch.setenv("PYTHONPATH", str(exec_fixtures))
    sent = ConsumerOptions(
        analyses=("count",),
        line_sizes=(16, 256),
        bins_per_octave=32,
        sample_rate=0.125,
        sample_lines=4096,
        count_int_ops=True,
        parallel_reductions=True,
        engine="replay",
    )
    res = run_program(
        RunConfig(
            ir_text=canon("life_output").text,
            kernel="main",
            mode="instrumented",
            argv=("p", "20"),
            consumer="protocol_consumers:echo",
            consumer_options=sent,
        )
    )
    assert res.results["type"] == "ConsumerOptions"
    assert ConsumerOptions.from_json(res.results["options"]) == sent
    assert res.results["words"] == res.events > 0


def test_a_factory_that_builds_no_consumer_is_an_internal_error(
    canon, exec_fixtures, monkeypatch, tmp_path
):
    monkeypatch.setenv("PYTHONPATH", str(exec_fixtures))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    with pytest.raises(AutomatchError) as info:
        run_program(
            RunConfig(
                ir_text=canon("life_output").text,
                kernel="main",
                mode="instrumented",
                argv=("p", "2"),
                consumer="protocol_consumers:not_a_consumer",
            )
        )
    assert info.value.exit_code == 3
    assert "not a Consumer" in str(info.value) and "'warm_up'" in str(info.value)


def test_the_child_refuses_a_config_with_a_missing_key(canon, tmp_path):
    """The child itself, started on a config.json whose job lacks ``kernel``: it reports
    an internal error naming the key, and runs nothing."""
    files = RunFiles(tmp_path)
    files.ir.write_text(canon("life_output").text)
    doc = ChildConfig(mode="native", job=ChildJob(mode="native", kernel="main")).to_json()
    del doc["job"]["kernel"]
    files.config.write_text(json.dumps(doc))
    proc = subprocess.run(
        [sys.executable, "-m", "automatch.exec.child", str(files.config)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 1 and proc.stdout == ""
    err = json.loads(files.error.read_text())
    assert err["internal"] and "ProtocolError" in err["message"] and "'kernel'" in err["message"]
    assert not files.result.exists()


def test_the_parent_refuses_a_result_with_a_misspelt_key(tmp_path):
    from automatch.exec.supervise.runner import _outcome

    doc = every_result().to_json()
    doc["exit_code"] = 0
    doc["evnets"] = doc.pop("events")
    RunFiles(tmp_path).result.write_text(json.dumps(doc))
    with pytest.raises(AutomatchError) as info:
        _outcome(RunConfig(ir_text="", kernel="main"), tmp_path, 0, False)
    assert info.value.exit_code == 3 and "'evnets'" in str(info.value)


def test_options_cross_the_boundary_through_the_pipeline(exec_fixtures, clang):
    """One real run of the pipeline with options away from their defaults: the profile
    shows each of them as the child received it."""
    from automatch.pipeline import AnalysisOptions, profile_program

    opts = AnalysisOptions(
        line_sizes=(64, 256),
        bins_per_octave=16,
        sample_rate=0.5,
        parallel_reductions=True,
        engine="replay",
        count_int_ops=True,
        program_args=("40",),
    )
    prof = profile_program(str(exec_fixtures / "life_output.c"), opts).profile
    hists = prof.memory.reuse
    assert [h.line_bytes for h in hists] == [64, 256]
    assert {h.bins_per_octave for h in hists} == {16}
    assert {h.sampled_rate for h in hists} == {shards_threshold(0.5) / 2**24}
    assert prof.reductions_as == "tree"  # --parallel-reductions reached the replay
