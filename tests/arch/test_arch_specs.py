"""Spec files: the shipped ones validate and round-trip; bad ones get precise messages."""

from __future__ import annotations

import math
import tomllib
from pathlib import Path

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from automatch.arch import find_specs, load_spec, save_spec, spec_to_toml
from automatch.arch.spec.files import (
    ENV_VAR,
    load_schema,
    parse_spec_text,
    validate_document,
)
from automatch.arch.spec.search import shipped_specs_dir
from automatch.arch.spec.tomlw import dumps
from automatch.errors import InputError

SHIPPED = shipped_specs_dir()

SHIPPED_FILES = sorted(SHIPPED.glob("*.toml")) if SHIPPED else []


def test_shipped_folder_has_the_required_devices():
    specs = [load_spec(p) for p in SHIPPED_FILES]
    datasheet = [s for s in specs if s.provenance.source == "datasheet"]
    assert len(datasheet) >= 10
    gpus = {s.vendor for s in datasheet if s.kind == "gpu"}
    cpus = {s.vendor for s in datasheet if s.kind == "cpu"}
    assert {"NVIDIA", "AMD"} <= gpus
    assert len(cpus) >= 2
    assert any("Neoverse" in s.model or "Graviton" in s.model for s in datasheet)  # an Arm CPU
    dev = load_spec(SHIPPED / "dev-host.toml")
    assert dev.provenance.source == "measured" and dev.kind == "cpu"
    assert dev.provenance.repetitions >= 3 and dev.provenance.host and dev.provenance.date


@pytest.mark.parametrize("path", SHIPPED_FILES, ids=lambda p: p.stem)
def test_shipped_spec_validates_and_round_trips(path: Path):
    spec = load_spec(path)
    assert spec.name == path.stem
    validate_document(tomllib.loads(path.read_text()), str(path))
    text = spec_to_toml(spec)
    again = parse_spec_text(text)
    assert again == spec and again.extra == spec.extra
    assert spec_to_toml(again) == text  # the writer (tomli-w) is byte-stable
    assert parse_spec_text(path.read_text()) == spec  # the shipped text: same spec
    assert spec.beta_f_bytes_per_s >= spec.beta_s_bytes_per_s
    assert spec.alpha_f_s <= spec.alpha_s_s
    assert spec.pi0("fp64") * spec.cores == pytest.approx(spec.peak_fp64_flops_per_s)
    if spec.provenance.source == "datasheet":
        assert len(spec.provenance.notes) > 100  # every figure's derivation


def test_every_shipped_spec_validates_against_the_json_schema():
    import jsonschema

    schema = load_schema()
    for p in SHIPPED_FILES:
        jsonschema.validate(tomllib.loads(p.read_text()), schema)


# ------------------------------------------------------------------ bad specs


def _error(write_doc, doc) -> str:
    path = write_doc(doc)
    with pytest.raises(InputError) as ei:
        load_spec(path)
    assert ei.value.exit_code == 2
    msg = str(ei.value)
    assert msg.startswith(f"{path}: ")
    return msg


def test_missing_key(write_doc, valid_doc):
    del valid_doc["memory"]["beta_s_bytes_per_s"]
    assert "memory: missing required key 'beta_s_bytes_per_s'" in _error(write_doc, valid_doc)


def test_missing_table(write_doc, valid_doc):
    del valid_doc["sync"]
    assert ": missing required key 'sync'" in _error(write_doc, valid_doc)


def test_wrong_type(write_doc, valid_doc):
    valid_doc["memory"]["beta_s_bytes_per_s"] = "fast"
    msg = _error(write_doc, valid_doc)
    assert "memory.beta_s_bytes_per_s: expected a positive number, got 'fast'" in msg


def test_boolean_is_not_a_count(write_doc, valid_doc):
    valid_doc["compute"]["cores"] = True
    assert "compute.cores: expected a positive integer, got True" in _error(write_doc, valid_doc)


def test_negative_number(write_doc, valid_doc):
    valid_doc["memory"]["alpha_s_s"] = -1e-7
    assert "memory.alpha_s_s: expected a positive number, got -1e-07" in _error(
        write_doc, valid_doc
    )


def test_zero_cores(write_doc, valid_doc):
    valid_doc["compute"]["cores"] = 0
    assert "compute.cores: expected a positive integer, got 0" in _error(write_doc, valid_doc)


def test_unknown_kind(write_doc, valid_doc):
    valid_doc["kind"] = "tpu"
    assert "kind: expected one of 'cpu', 'gpu', got 'tpu'" in _error(write_doc, valid_doc)


def test_unknown_key(write_doc, valid_doc):
    valid_doc["memory"]["beta_x"] = 1.0
    assert "memory: unknown key 'beta_x'" in _error(write_doc, valid_doc)


def test_wrong_format_version(write_doc, valid_doc):
    # format_version 2 (N memory levels) is valid since issue 12; 3 is not
    valid_doc["format_version"] = 3
    assert "format_version: expected one of 1, 2, got 3" in _error(write_doc, valid_doc)


def test_beta_f_below_beta_s(write_doc, valid_doc):
    valid_doc["memory"]["beta_f_bytes_per_s"] = valid_doc["memory"]["beta_s_bytes_per_s"] / 2
    msg = _error(write_doc, valid_doc)
    assert "memory.beta_f_bytes_per_s: expected at least memory.beta_s_bytes_per_s" in msg


def test_alpha_f_above_alpha_s(write_doc, valid_doc):
    valid_doc["memory"]["alpha_f_s"] = valid_doc["memory"]["alpha_s_s"] * 2
    assert "memory.alpha_f_s: expected at most memory.alpha_s_s" in _error(write_doc, valid_doc)


def test_line_not_a_power_of_two(write_doc, valid_doc):
    valid_doc["memory"]["line_bytes"] = 96
    assert "memory.line_bytes: expected a power of two, got 96" in _error(write_doc, valid_doc)


def test_measured_provenance_needs_host_and_date(write_doc, valid_doc):
    valid_doc["provenance"] = {"source": "measured", "reference": "x", "notes": ""}
    msg = _error(write_doc, valid_doc)
    assert "provenance: missing required key 'host'" in msg
    assert "provenance: missing required key 'date'" in msg


def test_unknown_provenance_source(write_doc, valid_doc):
    valid_doc["provenance"]["source"] = "guess"
    msg = _error(write_doc, valid_doc)
    assert "provenance.source: expected one of 'measured', 'datasheet', got 'guess'" in msg


def test_several_problems_reported_together(write_doc, valid_doc):
    valid_doc["kind"] = "tpu"
    valid_doc["memory"]["line_bytes"] = "x"
    msg = _error(write_doc, valid_doc)
    assert "kind:" in msg and "memory.line_bytes:" in msg


def test_not_toml(tmp_path):
    p = tmp_path / "bad.toml"
    p.write_text("name = [unclosed\n")
    with pytest.raises(InputError, match=r"bad.toml: not valid TOML"):
        load_spec(p)


def test_missing_file(tmp_path):
    with pytest.raises(InputError, match="no such architecture spec file"):
        load_spec(tmp_path / "nope.toml")


# ------------------------------------------------------------------ round trip, writer


def test_round_trip_with_host_link_and_extra(tmp_path):
    spec = load_spec(SHIPPED / "amd-mi300x.toml")
    assert spec.host_link is not None and spec.extra
    save_spec(spec, tmp_path / "sub" / "m.toml")
    back = load_spec(tmp_path / "sub" / "m.toml")
    assert back == spec and back.extra == spec.extra and back.host_link == spec.host_link
    assert not list((tmp_path / "sub").glob(".*tmp"))  # the atomic write left nothing


_scalars = st.one_of(
    st.booleans(),
    st.integers(min_value=-(2**63), max_value=2**63 - 1),
    st.floats(allow_nan=False),
    st.text(),
)
_keys = st.text(min_size=1, max_size=12)
_docs = st.recursive(
    st.dictionaries(_keys, st.one_of(_scalars, st.lists(_scalars, max_size=4)), max_size=5),
    lambda children: st.dictionaries(_keys, children, max_size=3),
    max_leaves=12,
)


@given(_docs)
@example({"0\n": False, "t": {"a b": {}}})
def test_toml_writer_round_trips(doc):
    back = tomllib.loads(dumps(doc))

    def same(a, b):
        if isinstance(a, dict):
            return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
        if isinstance(a, list):
            return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
        if isinstance(a, float):
            return a == b or (math.isinf(a) and a == b)
        return a == b and type(a) is type(b)

    assert same(doc, back)


# ------------------------------------------------------------------ search path


def test_find_specs_all_and_by_name(monkeypatch):
    monkeypatch.delenv(ENV_VAR, raising=False)
    names = [s.name for s in find_specs()]
    assert "nvidia-h100-sxm5-80gb" in names and "dev-host" in names
    assert len(names) == len(set(names))
    got = find_specs(names=["amd-mi250x", "dev-host"])
    assert [s.name for s in got] == ["amd-mi250x", "dev-host"]


def test_find_specs_unknown_name(monkeypatch):
    monkeypatch.delenv(ENV_VAR, raising=False)
    with pytest.raises(InputError, match="unknown architecture 'nope'; known: .*amd-mi250x"):
        find_specs(names=["nope"])


def test_search_path_precedence(tmp_path, monkeypatch, valid_doc, write_doc):
    env_dir, explicit_dir = tmp_path / "env", tmp_path / "explicit"
    env_dir.mkdir()
    explicit_dir.mkdir()
    valid_doc["compute"]["cores"] = 7
    (env_dir / "amd-epyc-9654.toml").write_text(dumps(valid_doc))
    monkeypatch.setenv(ENV_VAR, f"{env_dir}:{tmp_path / 'missing'}")
    assert find_specs(names=["amd-epyc-9654"])[0].cores == 7  # env beats shipped
    valid_doc["compute"]["cores"] = 9
    (explicit_dir / "mine.toml").write_text(dumps(valid_doc))
    assert find_specs([explicit_dir], names=["amd-epyc-9654"])[0].cores == 9  # explicit first
    only = find_specs([explicit_dir / "mine.toml"], include_default=False)
    assert [s.cores for s in only] == [9]


def test_find_specs_bad_file_on_path_names_it(tmp_path, monkeypatch):
    """A bad file found by searching is skipped with a warning naming it (issue 16);
    asked for by name or path, it is an error."""
    from automatch.arch.spec.search import SpecSkippedWarning

    (tmp_path / "broken.toml").write_text("kind = 3\n")
    monkeypatch.setenv(ENV_VAR, str(tmp_path))
    with pytest.warns(SpecSkippedWarning, match="broken.toml.*missing required key"):
        assert find_specs()  # the shipped specs are still found
    with pytest.raises(InputError, match="broken.toml: missing required key"):
        find_specs(names=["broken"])
    with pytest.raises(InputError, match="broken.toml: missing required key"):
        find_specs([tmp_path / "broken.toml"])


def test_find_specs_missing_explicit_path(tmp_path):
    with pytest.raises(InputError, match="no such architecture spec file or folder"):
        find_specs([tmp_path / "nope"])


# ------------------------------------------------------------------ CLI


def test_cli_validate(cli, capsys, valid_doc, write_doc):
    good = SHIPPED / "nvidia-a100-sxm4-40gb.toml"
    assert cli("archspec", "validate", good) == 0
    assert "ok (nvidia-a100-sxm4-40gb, gpu, datasheet)" in capsys.readouterr().out
    valid_doc["memory"]["beta_s_bytes_per_s"] = "fast"
    bad = write_doc(valid_doc, "bad.toml")
    assert cli("archspec", "validate", good, bad) == 2
    err = capsys.readouterr().err
    assert f"{bad}: memory.beta_s_bytes_per_s: expected a positive number, got 'fast'" in err
    assert "1 of 2 spec file(s) invalid" in err


def test_cli_list(cli, capsys, monkeypatch):
    monkeypatch.delenv(ENV_VAR, raising=False)
    monkeypatch.setenv("COLUMNS", "200")
    assert cli("archspec", "list") == 0
    out = capsys.readouterr().out
    for name in ("nvidia-h100-sxm5-80gb", "amd-epyc-9654", "dev-host", "datasheet", "measured"):
        assert name in out
    assert cli("archspec", "list", "--only", "amd-mi250x") == 0
    out = capsys.readouterr().out
    assert "amd-mi250x" in out and "nvidia-h100" not in out


def test_dev_host_spec_is_the_fit_of_its_raw_sweeps():
    import json

    from automatch.arch.fit.cpu import spec_from_measurements

    dev = load_spec(SHIPPED / "dev-host.toml")
    raw_path = (Path(__file__).resolve().parents[2]) / dev.extra["raw_results"]
    refit, _ = spec_from_measurements(json.loads(raw_path.read_text()), name="dev-host")
    # issue 12: dev-host's memory levels were converted from these sweeps, not re-measured
    # (that run had no one-thread bandwidth sweep; docs/archspecs.md): the latencies are
    # the fit's, the rest of the spec is the fit exactly
    assert [lv.latency_s for lv in refit.levels] == [lv.latency_s for lv in dev.levels]
    import dataclasses

    assert dataclasses.replace(refit, memory_levels=dev.memory_levels,
                               provenance=dev.provenance) == dev
    assert refit.provenance.notes in dev.provenance.notes
