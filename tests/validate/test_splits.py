"""The development and holdout splits (issue 42): the committed holdout is the seeded
draw its registry's header states, the two splits are disjoint and cover the corpus,
``--split`` selects, and the split figures are right on a hand-made result list."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from automatch.errors import InputError
from automatch.validate.corpus import (
    default_kernel_registries,
    draw_holdout,
    holdout_workloads,
    load_corpus,
    read_kernel_registry,
)
from automatch.validate.harness import (
    ValidationConfig,
    default_registry,
    load_registry,
    select_items,
)
from automatch.validate.splits import split_figures, summary_by_split
from tests.hostile.cli_case import assert_clean_exit, run_cli

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib

KERNELS = Path(__file__).resolve().parents[2] / "workloads" / "kernels"
FORTRAN = KERNELS / "registry_fortran.toml"
HOLDOUT = KERNELS / "registry_holdout.toml"


def _splits() -> dict[str, str]:
    """name -> split of every item of the corpus (kernels and workloads)."""
    held = holdout_workloads()
    out = {k.name: k.split for k in load_corpus()}
    for w in load_registry(default_registry()):
        assert w["name"] not in out
        out[w["name"]] = "holdout" if w["name"] in held else "dev"
    return out


def test_holdout_and_dev_are_disjoint_and_cover_the_corpus():
    splits = _splits()
    holdout = {n for n, s in splits.items() if s == "holdout"}
    dev = {n for n, s in splits.items() if s == "dev"}
    assert holdout and dev and not holdout & dev and holdout | dev == set(splits)
    assert set(splits.values()) == {"dev", "holdout"}
    # the holdout is exactly what registry_holdout.toml holds: its kernels and the
    # workloads it names; no other registry holds a holdout kernel
    in_file = {k.name for k in read_kernel_registry(HOLDOUT)} | holdout_workloads([HOLDOUT])
    assert holdout == in_file
    others = [p for p in default_kernel_registries() if p != HOLDOUT]
    assert all(k.split == "dev" for p in others for k in read_kernel_registry(p))
    assert len(splits) >= 45 and len(holdout) >= 15
    # a third of the items the seeded draw was made from; items added after the draw
    # (the Fortran kernels of issue 45, registry_fortran.toml) are dev
    population = tomllib.loads(HOLDOUT.read_text())["draw"]["population"]
    assert len(holdout) == math.ceil(len(population) / 3)
    assert set(splits) - set(population) <= {k.name for k in read_kernel_registry(FORTRAN)}


def test_the_holdout_is_the_stated_seeded_draw():
    doc = tomllib.loads(HOLDOUT.read_text())
    draw = doc["draw"]
    population = draw["population"]
    assert len(population) == len(set(population))
    assert set(population) <= set(_splits())  # every item drawn from is still there
    drawn = draw_holdout(population, draw["salt"], draw["size"])
    holdout = sorted(n for n, s in _splits().items() if s == "holdout")
    assert drawn == holdout
    assert draw["size"] == math.ceil(len(population) / 3)
    # new kernels (part C) and older items are both in it
    part_c = {k.name for k in read_kernel_registry(KERNELS / "registry_c.toml")}
    older = {
        k.name
        for p in ("registry_a.toml", "registry_b.toml")
        for k in read_kernel_registry(KERNELS / p)
    } | {w["name"] for w in load_registry(default_registry())}
    new_in = set(holdout) - older
    assert new_in and set(holdout) & older and not new_in & part_c


def test_draw_holdout_is_a_function_of_the_names_and_the_salt():
    names = [f"k{i}" for i in range(30)]
    a = draw_holdout(names, "s1:")
    assert len(a) == 10 and a == sorted(a) and set(a) <= set(names)
    assert draw_holdout(list(reversed(names)), "s1:") == a  # order does not matter
    assert draw_holdout(names, "s2:") != a  # the salt does
    assert len(draw_holdout(names, "s1:", 4)) == 4


def test_split_selects_items_before_any_bench():
    def names(split):
        wl, ks = select_items(ValidationConfig(specs=(), split=split))
        return {w["name"] for w in wl} | {k.name for k in ks}

    splits = _splits()
    assert names("holdout") == {n for n, s in splits.items() if s == "holdout"}
    assert names("dev") == {n for n, s in splits.items() if s == "dev"}
    assert names("all") == set(splits)
    wl, _ = select_items(ValidationConfig(specs=(), split="holdout"))
    assert all(w["split"] == "holdout" for w in wl)
    with pytest.raises(InputError, match="--split"):
        select_items(ValidationConfig(specs=(), split="test"))


def test_split_and_only_that_match_nothing_are_refused(tmp_path):
    dev_kernel = next(n for n, s in _splits().items() if s == "dev")
    out = run_cli(
        [
            "validate",
            "--split",
            "holdout",
            "--only",
            dev_kernel,
            "-o",
            tmp_path / "r.json",
            "--readme",
            tmp_path / "README.md",
        ]
    )
    assert_clean_exit(
        out,
        code=2,
        outputs=(tmp_path / "r.json", tmp_path / "README.md"),
        message=("nothing to validate", "--split"),
    )


def test_a_bad_split_in_a_registry_is_refused(tmp_path):
    p = tmp_path / "registry_x.toml"
    p.write_text('split = "test"\n[[kernel]]\nname = "k"\n')
    with pytest.raises(InputError, match="split must be one of dev, holdout"):
        read_kernel_registry(p)
    p.write_text('holdout_workloads = ["lud"]\n')
    with pytest.raises(InputError, match="holdout_workloads in a registry whose split"):
        holdout_workloads([p])


# ---------------------------------------------------------------- the split figures


def _rec(name, split, p, m, lo):
    return {
        "name": name,
        "split": split,
        "devices": {
            "cpu": {
                "measured": None if m is None else {"measured_s": m, "median_s": m},
                "predicted": {"default": {"time_s": p, "time_low_s": lo}},
            }
        },
    }


RECORDS = [  # (estimate, measured, lower bound)
    _rec("a", "dev", 1.0, 2.0, 0.5),
    _rec("b", "dev", 3.0, 2.0, 1.0),
    _rec("c", "dev", 4.0, 4.0, 5.0),
    _rec("d", "holdout", 2.0, 1.0, 1.0),
    _rec("e", "holdout", 1.0, 4.0, 1.0),
    _rec("f", "holdout", 1.0, None, 1.0),  # not measured: in no figure
]


def test_split_summaries_hand_computed():
    s = summary_by_split(RECORDS, "default", [{"name": "cpu"}, {"name": "gpu"}])
    assert list(s) == ["dev", "holdout"]
    assert s["dev"]["items"] == ["a", "b", "c"] and s["holdout"]["items"] == ["d", "e", "f"]
    assert list(s["dev"]["per_device"]) == ["cpu"]  # nothing measured on the gpu
    dev, hold = s["dev"]["per_device"]["cpu"], s["holdout"]["per_device"]["cpu"]
    # dev: m/p = 2, 2/3, 1: all within 2x; |p - m| / m = 0.5, 0.5, 0 -> median 0.5
    assert dev["n"] == 3 and dev["within_factor"] == 3
    assert dev["median_abs_error"] == pytest.approx(0.5)
    # pairs: (a,b) tied in m, (a,c) and (b,c) concordant: tau-b = 2 / sqrt(2 * 3)
    assert dev["kendall_tau"] == pytest.approx(2 / math.sqrt(6))
    assert dev["geomean_measured_over_estimate"] == pytest.approx((2 * 2 / 3 * 1) ** (1 / 3))
    assert dev["bound_holds"] == 2  # 0.5 <= 2, 1 <= 2; not 5 > 4
    # holdout: m/p = 0.5 (within 2x), 4 (not); errors 1.0, 0.75; one discordant pair
    assert hold["n"] == 2 and hold["within_factor"] == 1
    assert hold["median_abs_error"] == pytest.approx(0.875)
    assert hold["kendall_tau"] == pytest.approx(-1.0)
    assert hold["geomean_measured_over_estimate"] == pytest.approx(math.sqrt(2))
    assert hold["bound_holds"] == 2
    # a record without a split is in the development split
    s = summary_by_split(
        [{k: v for k, v in RECORDS[0].items() if k != "split"}], "default", [{"name": "cpu"}]
    )
    assert list(s) == ["dev"] and s["dev"]["per_device"]["cpu"]["n"] == 1


def test_split_figures_skip_non_finite_estimates_in_the_geomean():
    f = split_figures([(math.inf, 2.0, 1.0), (1.0, 2.0, 1.0)])
    assert f["n"] == 2 and f["median_abs_error"] == math.inf
    assert f["geomean_measured_over_estimate"] == pytest.approx(2.0)
    assert math.isnan(split_figures([(0.0, 1.0, 0.0)])["geomean_measured_over_estimate"])


def test_the_summary_renders_both_splits_and_gcc():
    from automatch.validate.harness import ValidationResult
    from automatch.validate.report import markdown

    recs = [dict(r, profile={"S": 0}, sequential={"median_s": 1.0}) for r in RECORDS]
    for r in recs:
        d = r["devices"]["cpu"]
        d["predicted"]["default"]["bottleneck"] = "memory"
        d["comparison"] = {"default": {"relative_error": None, "upper_bound": None}}
        if d["measured"]:
            d["measured"]["spread"] = 0.0
            d["gcc"] = {
                "measured": {"measured_s": d["measured"]["measured_s"] / 2},
                "clang_over_gcc": 2.0,
            }
    devices = (
        {"name": "cpu", "kind": "cpu", "cores": 2, "provenance": "measured", "measured": True},
    )
    res = ValidationResult(
        host={
            "cpu": "x",
            "logical_cpus": 2,
            "load_average_start": [0.0],
            "load_average_end": [0.0],
        },
        config={"judged_device": "cpu", "variants": ["default"], "size": "small", "repetitions": 1},
        devices=devices,
        workloads=tuple(recs),
        summary={
            "default": {
                "per_device": {},
                "figures": {},
                "by_class": {},
                "device_ranking": {"status": "insufficient", "reason": "-"},
                "splits": summary_by_split(recs, "default", devices),
            }
        },
        partition={"status": "skipped", "reason": "-"},
    )
    md = markdown(res)
    assert "## Splits: model `default`" in md
    assert "| dev | 3 | 3 / 3 | 50% | 0.82 | 1.10 | 2 / 3 | 2.00 |" in md
    assert "| holdout | 2 | 1 / 2 | 88% | -1.00 | 1.41 | 2 / 2 | 2.00 |" in md
    assert "| a | - | dev | 0 | 2 s | 2 s | 0% | 1 s (2.00x) | 1 s |" in md


def test_the_plot_draws_both_splits(tmp_path):
    from automatch.validate.harness import ValidationResult
    from automatch.validate.report import _points, plot

    res = ValidationResult(
        host={"cpu": "x"},
        config={"judged_device": "cpu", "variants": ["default"]},
        devices=(),
        workloads=tuple(RECORDS),
        summary={},
        partition={},
    )
    pts = _points(res, "default", "cpu")
    assert [(p[0], p[4]) for p in pts] == [
        ("a", "dev"),
        ("b", "dev"),
        ("c", "dev"),
        ("d", "holdout"),
        ("e", "holdout"),
    ]
    plot(res, tmp_path / "p.png")
    assert (tmp_path / "p.png").read_bytes()[:4] == b"\x89PNG"
