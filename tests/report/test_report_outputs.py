"""Profile JSON, result JSON, terminal report, plots and the two commands."""

from __future__ import annotations

import argparse
import dataclasses
import json
import math

import pytest
from am_builders import make_gpu, make_profile, make_spec
from rich.console import Console

from automatch.analyses.profile_json import (
    load_profile,
    profile_document,
    profile_from_dict,
    profile_to_dict,
    save_profile,
)
from automatch.errors import InputError
from automatch.model.predict import predict
from automatch.report import write_outputs
from automatch.report.result_json import Result, read_result_json
from automatch.report.terminal import render_report


def _profile():
    return dataclasses.replace(
        make_profile(widths=(1, 4, 100, 3000, 7), repeats=(3, 5, 10, 20, 4),
                     line_bytes=(32, 64, 128)),
        extra={"note": "hand-built"},
    )


def _specs():
    return [make_spec("cpu-a"), make_spec("cpu-b", cores=32, speed=2, fast_memory_bytes=2**14),
            make_gpu("gpu-x", cores=2048, speed=5, fast_memory_bytes=2**17, line_bytes=128)]


# -- profile JSON ----------------------------------------------------------------------
def test_profile_json_round_trip(tmp_path):
    p = _profile()
    doc = profile_document(p)
    assert doc["format_version"] == 1
    d = doc["profile"]
    # the field names fixed by the issue
    assert d["flops"]["total"] == p.work
    assert set(d["flops"]) >= {"add", "mul", "fma", "div", "special"}
    assert d["depth"] == p.depth
    assert d["parallelism"]["average"] == pytest.approx(p.work / p.depth)
    assert d["memory"]["reuse"]["64"]["cold"] == 100
    assert set(d["memory"]["reuse"]) == {"32", "64", "128"}
    assert {"function", "line", "depth", "instances", "iterations", "kind"} <= set(d["loops"][0])
    back = profile_from_dict(json.loads(json.dumps(doc)))
    assert back == dataclasses.replace(p, tool_version=back.tool_version)
    assert back.extra == {"note": "hand-built"}
    assert profile_from_dict(profile_to_dict(p)) == p  # the inner object alone
    f = tmp_path / "sub" / "prof.json"
    save_profile(p, f)
    assert load_profile(f) == dataclasses.replace(p, tool_version=back.tool_version)


@pytest.mark.parametrize(
    ("mutate", "match"),
    [
        (lambda d: d.pop("format_version"), "format_version"),
        (lambda d: d.update(format_version=2), "format_version 2"),
        (lambda d: d["profile"].pop("depth"), "profile.depth"),
        (lambda d: d["profile"]["flops"].update(total="many"), "profile.flops.total"),
        (lambda d: d["profile"]["parallelism"]["widths"].append(3), "differ in length"),
        (lambda d: d["profile"]["loops"][0].update(kind="odd"), "kind"),
        (lambda d: d["profile"].update(precision="fp16"), "precision"),
    ],
)
def test_profile_json_errors(tmp_path, mutate, match):
    doc = profile_document(_profile())
    mutate(doc)
    f = tmp_path / "p.json"
    f.write_text(json.dumps(doc))
    with pytest.raises(InputError, match=match):
        load_profile(f)


def test_profile_file_errors(tmp_path):
    with pytest.raises(InputError, match="does not exist"):
        load_profile(tmp_path / "none.json")
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    with pytest.raises(InputError, match="not valid JSON"):
        load_profile(bad)
    bad.write_text("[1, 2]")
    with pytest.raises(InputError, match="format_version"):
        load_profile(bad)


# -- result JSON, terminal, plots --------------------------------------------------------
def test_write_outputs_json_round_trip(tmp_path):
    p, specs = _profile(), _specs()
    out = tmp_path / "r.json"
    res = write_outputs(p, specs, variant="default", json_path=out, plots_dir=None,
                        console=False, granularity=None)
    doc = json.loads(out.read_text())
    assert doc["format_version"] == 4 and doc["model"]["variant"] == "default"  # 3, 4: issue 15
    keys = {"device", "kind", "time_s", "compute_s", "fast_memory_s", "slow_memory_s", "sync_s",
            "transfer_s", "gflops", "bottleneck", "rank", "relative_cost", "time_low_s",
            "time_high_s"}
    for pred in doc["predictions"]:
        assert keys <= set(pred)
    assert sum(doc["partition"].values()) == pytest.approx(1.0)
    assert [x["rank"] for x in doc["predictions"]] == [1, 2, 3]
    back = read_result_json(out)
    assert back.predictions == res.predictions
    assert back.partition == res.partition
    assert back.profile == dataclasses.replace(res.profile, tool_version="")


def test_result_json_infinite_paper_time(tmp_path):
    p = make_profile(f_v=0.0)
    preds = predict(p, [make_spec()], "paper")
    from automatch.model.ec import ModelOptions

    r = Result(p, tuple(preds), ModelOptions("paper"))
    d = r.to_dict()
    assert d["predictions"][0]["time_s"] is None  # JSON has no infinity
    json.dumps(d, allow_nan=False)
    assert math.isinf(Result.from_dict(d).predictions[0].time_s)
    with pytest.raises(InputError, match="format_version"):
        Result.from_dict({**d, "format_version": 9})


def test_terminal_report_mentions_everything():
    p, specs = _profile(), _specs()
    console = Console(record=True, width=140)
    write_outputs(p, specs, console=console, granularity=10)
    text = console.export_text()
    for needle in ("average parallelism", "f_im", "f_v", "footprint", "Q_s at Z = ",
                   "sync points S", "line 12", "GFLOP/s", "bottleneck", "relative cost",
                   "share", "cpu-b", "gpu-x", "Advice"):
        assert needle in text, needle


def test_one_capacity_row_per_distinct_fast_memory():
    """Issue 41: the profile panel had one "Q_s at Z of <device>" row per device (11 rows
    for the shipped specs); now one per distinct capacity, naming the devices."""
    from automatch.arch.spec.search import find_specs
    from automatch.report.terminal import capacity_rows

    specs = find_specs()
    preds = predict(_profile(), specs)
    rows = capacity_rows(preds)
    distinct = {(p.breakdown.z_lines * p.breakdown.line_bytes_used, p.breakdown.line_bytes_used)
                for p in preds}
    assert len(rows) == len(distinct) < len(specs)
    named = [d.strip() for _, v in rows for d in v.split(": ", 1)[1].split(",")]
    assert sorted(named) == sorted(p.device for p in preds)  # each device once
    assert all(k.startswith("Q_s at Z = ") for k, _ in rows)


def test_render_report_with_plain_partition_dict():
    p = _profile()
    preds = predict(p, [make_spec()])
    console = Console(record=True, width=120)
    render_report(p, preds, {"cpu8": 1.0}, console)
    assert "100.0%" in console.export_text()


def test_plots_written(tmp_path):
    p, specs = _profile(), _specs()
    write_outputs(p, specs, plots_dir=tmp_path / "plots", console=False)
    for name in ("parallelism", "reuse", "bottlenecks", "roofline", "quadrants"):
        for ext in ("png", "svg"):
            f = tmp_path / "plots" / f"{name}.{ext}"
            assert f.exists() and f.stat().st_size > 1000, f


def test_bottleneck_plot_shows_levels_and_critical_path():
    """Issue 12: the bottleneck plot splits memory per level and marks T_path."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from automatch.report.plots import plot_bottlenecks

    preds = predict(_profile(), _specs(), "default")
    fig, ax = plt.subplots()
    try:
        plot_bottlenecks(preds, ax)
        labels = set(ax.get_legend_handles_labels()[1])
    finally:
        plt.close(fig)
    assert "critical path (T_path)" in labels
    assert {"mem LLC", "mem DRAM"} <= labels or any(lb.startswith("mem L") for lb in labels)


def test_plots_long_rle_and_no_histogram(tmp_path):
    from automatch.report.plots import write_plots

    n = 9000  # more runs than MAX_STEPS: downsampled
    p = make_profile(widths=tuple(1 + (i % 97) for i in range(n)), repeats=(1,) * n)
    p = dataclasses.replace(p, memory=dataclasses.replace(p.memory, reuse=()))
    preds = predict(p, [make_spec()])
    paths = write_plots(p, preds, [make_spec()], tmp_path)
    assert len(paths) == 10


# -- commands ----------------------------------------------------------------------------
def _parser():
    from automatch.cli import partition_cmd, predict_cmd

    parser = argparse.ArgumentParser(prog="automatch")
    sub = parser.add_subparsers()
    predict_cmd.add_parser(sub)
    partition_cmd.add_parser(sub)
    return parser


def _spec_files(tmp_path):
    arch = pytest.importorskip("automatch.arch")
    if not hasattr(arch, "save_spec"):
        pytest.skip("spec writer not available yet")
    files = []
    for s in _specs():
        f = tmp_path / f"{s.name}.toml"
        arch.save_spec(s, f)
        files.append(str(f))
    return files


def test_predict_command(tmp_path, capsys):
    prof = tmp_path / "p.json"
    save_profile(_profile(), prof)
    files = _spec_files(tmp_path)
    args = _parser().parse_args(["predict", str(prof), "--arch", *files, "--json",
                                 str(tmp_path / "r.json"), "--variant", "paper"])
    assert args.func(args) == 0
    assert "cpu-b" in capsys.readouterr().out
    doc = json.loads((tmp_path / "r.json").read_text())
    assert doc["model"]["variant"] == "paper" and len(doc["predictions"]) == 3


def test_partition_command(tmp_path, capsys):
    prof = tmp_path / "p.json"
    save_profile(_profile(), prof)
    files = _spec_files(tmp_path)
    args = _parser().parse_args(["partition", str(prof), "--arch", *files, "--granularity",
                                 "64", "--json", str(tmp_path / "part.json")])
    assert args.func(args) == 0
    doc = json.loads((tmp_path / "part.json").read_text())
    assert sum(doc["partition"].values()) == pytest.approx(1.0)
    assert all(abs(v * 64 - round(v * 64)) < 1e-9 for v in doc["partition"].values())
    assert "finish" in capsys.readouterr().out


def test_predict_command_bad_profile(tmp_path):
    bad = tmp_path / "p.json"
    bad.write_text("{}")
    args = _parser().parse_args(["predict", str(bad), "--arch", "x.toml"])
    with pytest.raises(InputError):
        args.func(args)
