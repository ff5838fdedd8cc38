"""Hostile spec, profile and registry files (issue 16 Medium/Low, issue 11.10).

Non-finite figures are refused at read time naming the file and key; files that would
block or never end (a FIFO, /dev/zero), nesting too deep to parse and negative profile
fields are refused with one paragraph; one bad file on ``$AUTOMATCH_ARCHSPECS`` is
skipped with a warning instead of breaking every command.
"""

from __future__ import annotations

import json
import math
import os
import sys
from pathlib import Path

import pytest

from automatch.analyses.profile_json import load_profile, profile_document, save_profile
from automatch.arch.spec.files import ENV_VAR, load_spec
from automatch.arch.spec.tomlw import dumps
from automatch.errors import InputError
from tests.hostile.cli_case import assert_clean_exit, run_cli

sys.path.insert(0, str(Path(__file__).parents[1] / "model"))
from am_builders import make_profile  # noqa: E402


@pytest.mark.parametrize("table, key", [
    ("compute", "clock_hz"), ("compute", "peak_fp64_flops_per_s"),
    ("memory", "alpha_f_s"), ("memory", "beta_s_bytes_per_s"), ("sync", "sync_s"),
])
@pytest.mark.parametrize("value", [math.nan, math.inf, -math.inf])
def test_non_finite_figure_is_refused_naming_file_and_key(write_doc, valid_doc, table, key,
                                                          value):
    valid_doc[table][key] = value
    path = write_doc(valid_doc, "nonfinite.toml")
    with pytest.raises(InputError) as err:
        load_spec(path)
    assert f"{path}: {table}.{key}: expected a finite number, got {value}" in str(err.value)


def test_non_finite_optional_figures_are_refused(write_doc, valid_doc):
    valid_doc["host_link"] = {"bandwidth_bytes_per_s": math.inf, "latency_s": math.nan}
    valid_doc["power"] = {"tdp_w": math.nan}
    msg = str(pytest.raises(InputError, load_spec, write_doc(valid_doc)).value)
    for key in ("host_link.bandwidth_bytes_per_s", "host_link.latency_s", "power.tdp_w"):
        assert f"{key}: expected a finite number" in msg


@pytest.mark.parametrize("table, key, zero_ok", [
    ("compute", "clock_hz", False), ("sync", "sync_s", False), ("memory", "alpha_f_s", False),
    ("cost", "price_usd", True), ("host_link", "latency_s", True),
])
def test_zero_only_where_it_means_something(write_doc, valid_doc, table, key, zero_ok):
    if table == "host_link":
        valid_doc["host_link"] = {"bandwidth_bytes_per_s": 6.4e10}
    valid_doc.setdefault(table, {})[key] = 0.0
    if zero_ok:
        load_spec(write_doc(valid_doc))
    else:
        with pytest.raises(InputError, match=f"{table}.{key}: expected a positive number"):
            load_spec(write_doc(valid_doc))


def test_unbounded_and_blocking_spec_files_are_refused(tmp_path):
    fifo = tmp_path / "spec.toml"
    os.mkfifo(fifo)  # nobody writes: reading it would block forever
    with pytest.raises(InputError, match="must be a regular file, this is a FIFO"):
        load_spec(fifo)
    with pytest.raises(InputError, match="must be a regular file, this is a character device"):
        load_spec("/dev/zero")
    big = tmp_path / "big.toml"
    big.write_bytes(b"# " + b"x" * (2 << 20) + b"\n")
    with pytest.raises(InputError, match="more than the .* accepted"):
        load_spec(big)
    deep = tmp_path / "deep.toml"
    deep.write_text("x = " + "[" * 100_000 + "]" * 100_000 + "\n")
    with pytest.raises(InputError, match="nested too deeply"):
        load_spec(deep)


def test_bad_file_on_the_search_path_is_skipped_with_a_warning(tmp_path, valid_doc):
    """Issue 16: one bad file in $AUTOMATCH_ARCHSPECS broke every command that searches."""
    folder = tmp_path / "specs"
    folder.mkdir()
    valid_doc["compute"]["clock_hz"] = math.nan
    (folder / "broken.toml").write_text(dumps(valid_doc))
    os.mkfifo(folder / "pipe.toml")
    env = {ENV_VAR: str(folder), "COLUMNS": "200"}
    out = run_cli(["archspec", "list"], env=env)
    assert out.returncode == 0, out.stderr
    assert "nvidia-h100-sxm5-80gb" in out.stdout
    warnings = out.stderr.strip().splitlines()
    assert len(warnings) == 2 and all(w.startswith("automatch: warning: skipped") for w in warnings)
    assert "broken.toml" in out.stderr and "compute.clock_hz" in out.stderr
    assert "pipe.toml" in out.stderr and "FIFO" in out.stderr
    # named explicitly (by name or path), the bad file is an error
    prof = tmp_path / "p.json"
    save_profile(make_profile(), prof)
    for arch in ("broken", str(folder / "broken.toml")):
        out = run_cli(["predict", prof, "--arch", arch], env=env)
        assert_clean_exit(out, code=2, message=("broken.toml", "compute.clock_hz",
                                                "expected a finite number"))


# ---------------------------------------------------------------- profiles


def _doc() -> dict:
    return profile_document(make_profile())


@pytest.mark.parametrize("where, key, value", [
    (("flops",), "total", -1020),
    ((), "depth", -15),
    ((), "sync_points", -3),
    ((), "native_time_s", -0.5),
    ((), "f_v", -0.1),
    (("memory",), "loads", -1),
    (("memory",), "footprint_bytes", -4096),
    (("parallelism",), "widths", [4, -100]),
    (("memory", "reuse", "64"), "counts", [400, -300, 200]),
    (("memory", "reuse", "64"), "sampled_rate", 0.0),
])
def test_negative_profile_fields_are_refused(tmp_path, where, key, value):
    doc = _doc()
    node = doc["profile"]
    for w in where:
        node = node[w]
    node[key] = value
    path = tmp_path / "p.json"
    path.write_text(json.dumps(doc))
    with pytest.raises(InputError, match=key):
        load_profile(path)


def test_loop_parent_may_be_minus_one_only(tmp_path):
    doc = _doc()
    doc["profile"]["loops"][0]["parent"] = -1
    path = tmp_path / "p.json"
    path.write_text(json.dumps(doc))
    load_profile(path)
    doc["profile"]["loops"][0]["parent"] = -2
    path.write_text(json.dumps(doc))
    with pytest.raises(InputError, match="parent"):
        load_profile(path)


def test_cli_hostile_profile_and_registry_files(tmp_path):
    """Through the CLI: 100k-deep JSON, /dev/zero, a FIFO, negative W; a registry that
    is not TOML. Exit 2, one paragraph, no traceback."""
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000)
    fifo = tmp_path / "prof.fifo"
    os.mkfifo(fifo)
    neg = tmp_path / "neg.json"
    doc = _doc()
    doc["profile"]["flops"]["total"] = -5
    neg.write_text(json.dumps(doc))
    cases = [
        (["predict", deep, "--arch", "dev-host"], "nested too deeply"),
        (["predict", "/dev/zero", "--arch", "dev-host"], "must be a regular file"),
        (["partition", fifo, "--arch", "dev-host"], "this is a FIFO"),
        (["predict", neg, "--arch", "dev-host"], "'profile.flops.total' must be at least 0"),
        (["validate", "--registry", Path(__file__), "-o", tmp_path / "v.json"],
         "not a TOML workload registry"),
        (["validate", "--registry", "/dev/zero", "-o", tmp_path / "v.json"],
         "must be a regular file"),
    ]
    for args, message in cases:
        out = run_cli(args, timeout=60)
        assert_clean_exit(out, code=2, message=message, outputs=(tmp_path / "v.json",))
