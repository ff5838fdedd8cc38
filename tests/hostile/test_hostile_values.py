"""Issue 39 (item 11): numbers no profile or spec holds are bad input, not a crash.

An integer of more than 4,300 digits (Python's int-from-text limit) in a profile JSON
or a spec TOML was an "internal error" (exit 3); NaN or infinity in a profile's
``extra`` (refused only when the result JSON was written) or in
``reduction_trees.depth``, and ``cold_stores = 2^70`` (numpy's int64 overflowed) went
through or crashed. Each is now refused when the file is read: exit 2, one paragraph
naming the field.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from automatch.analyses.profile_json import load_profile, profile_document
from automatch.errors import InputError
from tests.hostile.cli_case import assert_clean_exit, run_cli

sys.path.insert(0, str(Path(__file__).parents[1] / "model"))
from am_builders import make_profile  # noqa: E402 - tests/model's hand-built profiles

SPEC = Path(__file__).parents[2] / "archspecs" / "dev-host.toml"
SPECS = ["dev-host", "nvidia-h100-sxm5-80gb"]


def _document() -> dict:
    return json.loads(json.dumps(profile_document(make_profile())))


def _set(doc: dict, dotted: str, value) -> None:
    *path, last = dotted.split("/")
    node = doc["profile"]
    for key in path:
        node = node.setdefault(key, {})
    node[last] = value


CASES = [
    ("extra/foo", float("nan"), "'profile.extra.foo' must be finite, got nan"),
    ("extra/timings/total", float("inf"), "'profile.extra.timings.total' must be finite"),
    ("extra/list", [1, 2, float("-inf")], "'profile.extra.list[2]' must be finite"),
    ("extra/big", 2**70, "'profile.extra.big' is 1180591620717411303424"),
    (
        "reduction_trees",
        {"depth": float("nan"), "widths": [1], "repeats": [1]},
        "'profile.reduction_trees.depth' must be finite",
    ),
    (
        "reduction_trees",
        {"depth": float("inf"), "widths": [1], "repeats": [1]},
        "'profile.reduction_trees.depth' must be finite",
    ),
    (
        "reduction_trees",
        {"depth": 1e300, "widths": [1], "repeats": [1]},
        "'profile.reduction_trees.depth' should be int",
    ),
    (
        "reduction_trees",
        {"depth": 3, "widths": [2**64], "repeats": [1]},
        "'profile.reduction_trees.widths[0]' is 18446744073709551616",
    ),
    ("memory/reuse/64/cold_stores", 2**70, "'profile.memory.reuse['64'].cold_stores' is "),
    ("memory/reuse/64/cold", 2**70, "cold' is 1180591620717411303424, beyond the 64-bit"),
    ("flops/total", -(2**70), "'profile.flops.total' is -1180591620717411303424"),
    ("parallelism/widths", [4, 2**63], "'profile.parallelism.widths' holds"),
    ("critical_path/add_mul", 2**64, "'profile.critical_path.add_mul' is"),
]


@pytest.mark.parametrize(
    ("field", "value", "message"), CASES, ids=[f"{c[0]}={str(c[1])[:20]}" for c in CASES]
)
def test_profile_values_no_profile_holds_are_refused(tmp_path, field, value, message):
    doc = _document()
    _set(doc, field, value)
    path = tmp_path / "p.json"
    path.write_text(json.dumps(doc))
    with pytest.raises(InputError) as ei:
        load_profile(path)
    assert message in str(ei.value)


def test_profile_values_through_the_cli(tmp_path):
    """The three cases of the issue, as the user met them (--json and --plots given: the
    paths where they crashed), and a 5,000-digit integer."""
    base = _document()
    cases = [
        ("extra/foo", float("nan"), "profile.extra.foo"),
        (
            "reduction_trees",
            {"depth": float("inf"), "widths": [1], "repeats": [1]},
            "profile.reduction_trees.depth",
        ),
        ("memory/reuse/64/cold", 2**70, "profile.memory.reuse['64'].cold"),
    ]
    for field, value, named in cases:
        doc = json.loads(json.dumps(base))
        _set(doc, field, value)
        path = tmp_path / "p.json"
        path.write_text(json.dumps(doc))
        out = run_cli(
            [
                "predict",
                path,
                "--arch",
                *SPECS,
                "--json",
                tmp_path / "r.json",
                "--plots",
                tmp_path / "plots",
            ]
        )
        assert_clean_exit(
            out, code=2, message=named, outputs=(tmp_path / "r.json", tmp_path / "plots")
        )
    text = json.dumps(base).replace(
        f'"depth": {base["profile"]["depth"]}', '"depth": ' + "7" * 5000
    )
    path.write_text(text)
    out = run_cli(["predict", path, "--arch", *SPECS])
    assert_clean_exit(out, code=2, message=("field 'profile.depth' is an integer of 5,000 digits",))
    assert "internal error" not in out.stderr


def test_a_real_profile_still_loads(tmp_path):
    """The checks refuse nothing automatch writes (ints, finite floats, extra dicts)."""
    doc = _document()
    _set(doc, "extra/timings", {"total": 1.5, "phases": [["compile", 0.2]]})
    _set(
        doc,
        "reduction_trees",
        {"depth": 3, "widths": [2, 1], "repeats": [1, 1], "critical_path": {"add_mul": 3}},
    )
    path = tmp_path / "p.json"
    path.write_text(json.dumps(doc))
    profile = load_profile(path)
    assert profile.reduction_trees.depth == 3 and profile.extra["timings"]["total"] == 1.5


def _spec_with_cores(tmp_path: Path, cores: str) -> tuple[Path, int]:
    """dev-host's spec with ``cores = <cores>``; the file and the line of that key."""
    text, n = re.subn(r"(?m)^cores = .*$", f"cores = {cores}", SPEC.read_text(), count=1)
    assert n == 1
    bad = tmp_path / "bad.toml"
    bad.write_text(text)
    line = next(i for i, ln in enumerate(text.splitlines(), 1) if ln.startswith("cores = "))
    return bad, line


def test_spec_integer_of_5000_digits_names_its_line(tmp_path):
    bad, line = _spec_with_cores(tmp_path, "9" * 5000)
    prof = tmp_path / "prof.json"
    prof.write_text(json.dumps(_document()))
    for args in (["archspec", "validate", bad], ["predict", prof, "--arch", bad]):
        out = run_cli(args)
        assert_clean_exit(out, code=2, message=f"line {line} (cores): an integer of 5,000 digits")


def test_spec_integer_past_64_bits_is_refused(tmp_path):
    bad, _ = _spec_with_cores(tmp_path, str(2**70))
    out = run_cli(["archspec", "validate", bad])
    assert_clean_exit(out, code=2, message="compute.cores: expected an integer of at most 64 bits")
