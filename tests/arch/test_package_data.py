"""What an installed automatch needs beside its modules (issue 41).

The shipped specs and the registries the commands read at run time are package data
(``pyproject.toml``'s ``[tool.setuptools.package-data]``), found through
:mod:`importlib.resources`; ``$AUTOMATCH_ARCHSPECS_DIR`` replaces the shipped folder.
The wheel itself is built and installed in a fresh venv by ``.ci/wheel_check.sh``; these
checks are the fast half: every data file the package holds is matched by a package-data
pattern, the Python range is one, and the version comes from the metadata.
"""

from __future__ import annotations

import ast
import fnmatch
import re
import subprocess
import sys
import tomllib
from importlib import resources
from pathlib import Path

import pytest

from automatch.arch.spec.files import ENV_VAR, spec_to_toml
from automatch.arch.spec.search import DIR_ENV_VAR, checkout_root, find_specs, resolve_specs
from automatch.arch.spec.tomlw import dumps
from automatch.errors import InputError

REPO = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((REPO / "pyproject.toml").read_text())


def test_every_data_file_of_the_package_is_package_data():
    """A file under automatch/ that no pattern names would be missing from the wheel."""
    patterns = PYPROJECT["tool"]["setuptools"]["package-data"]["automatch"]
    pkg = REPO / "automatch"
    data = [
        p.relative_to(pkg).as_posix()
        for p in pkg.rglob("*")
        if p.is_file() and p.suffix not in (".py", ".pyc") and "__pycache__" not in p.parts
    ]
    assert any(d.startswith("data/archspecs/") for d in data)
    missing = [d for d in data if not any(fnmatch.fnmatchcase(d, pat) for pat in patterns)]
    assert missing == []


def test_shipped_specs_are_found_inside_the_package(monkeypatch):
    monkeypatch.delenv(ENV_VAR, raising=False)
    monkeypatch.delenv(DIR_ENV_VAR, raising=False)
    folder = Path(str(resources.files("automatch").joinpath("data", "archspecs")))
    names = {s.name for s in find_specs()}
    assert names == {p.stem for p in folder.glob("*.toml")} and len(names) >= 10
    assert (REPO / "archspecs").resolve() == folder.resolve()  # the checkout's link


def test_dir_env_var_replaces_the_shipped_specs(tmp_path, monkeypatch, valid_doc):
    monkeypatch.delenv(ENV_VAR, raising=False)
    (tmp_path / "only.toml").write_text(dumps(valid_doc))
    monkeypatch.setenv(DIR_ENV_VAR, str(tmp_path))
    assert [s.name for s in find_specs()] == [valid_doc["name"]]
    monkeypatch.setenv(DIR_ENV_VAR, str(tmp_path / "missing"))  # a missing folder: none
    assert find_specs() == []
    with pytest.raises(InputError, match="no architecture specs found"):
        resolve_specs(None)
    extra = tmp_path / "extra"
    extra.mkdir()
    (extra / "more.toml").write_text(dumps({**valid_doc, "name": "more"}))
    monkeypatch.setenv(ENV_VAR, str(extra))  # $AUTOMATCH_ARCHSPECS still adds
    assert [s.name for s in find_specs()] == ["more"]


def test_checkout_root_is_the_repository():
    assert checkout_root() == REPO


def test_one_python_range():
    """requires-python, ruff's target and the TOML reader agree: 3.11+, tomllib."""
    assert PYPROJECT["project"]["requires-python"] == ">=3.11"
    assert PYPROJECT["tool"]["ruff"]["target-version"] == "py311"
    deps = PYPROJECT["project"]["dependencies"]
    assert not [d for d in deps if re.match(r"tomli\b(?!-w)", d)]  # tomllib is stdlib
    assert any(d.startswith("tomli-w") for d in deps)


def _imported_modules(root: Path) -> set[str]:
    out = set()
    for f in root.rglob("*.py"):
        for node in ast.walk(ast.parse(f.read_text())):
            if isinstance(node, ast.Import):
                out |= {a.name.split(".")[0] for a in node.names}
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                out.add(node.module.split(".")[0])
    return out


def test_test_only_libraries_are_dev_dependencies():
    """networkx and sortedcontainers are the tests' references, not the tool's."""
    runtime = " ".join(PYPROJECT["project"]["dependencies"])
    dev = " ".join(PYPROJECT["project"]["optional-dependencies"]["dev"])
    used = _imported_modules(REPO / "automatch")
    for lib in ("networkx", "sortedcontainers"):
        assert lib not in runtime and lib in dev and lib not in used
    assert {"networkx", "sortedcontainers"} <= _imported_modules(REPO / "tests")
    assert "tomli_w" in used


def test_spec_text_is_byte_stable_and_keeps_comments_and_notes(monkeypatch):
    monkeypatch.delenv(ENV_VAR, raising=False)
    spec = find_specs(names=["nvidia-h100-sxm5-80gb"])[0]
    text = spec_to_toml(spec)
    assert text == spec_to_toml(spec) and text.startswith("# automatch architecture spec")
    assert 'notes = """' in text  # multi-line provenance notes stay readable
    assert dumps({"a": None, "b": [1, None], "c": {"d": None}}) == "b = [\n    1,\n]\n\n[c]\n"


def test_version_is_the_package_metadata():
    version = PYPROJECT["project"]["version"]
    out = subprocess.run(
        [sys.executable, "-m", "automatch.cli.main", "--version"],
        capture_output=True,
        text=True,
        cwd=REPO,
        check=True,
    ).stdout
    assert out == f"automatch {version}\n"
    import automatch

    assert automatch.__version__ == version
    changelog = (REPO / "CHANGELOG.md").read_text()
    assert f"## {version} " in changelog
