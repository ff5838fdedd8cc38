"""The tool's version: the installed package's metadata, or the checkout's pyproject.toml.

A wheel (or ``pip install .``) records the version in its metadata
(:func:`importlib.metadata.version`). Run from a source checkout (``PYTHONPATH``, or an
editable install whose metadata may be older than the file), the checkout's own
``pyproject.toml`` is the truth. ``pyproject.toml``'s ``[project] version`` is the one
place the number is written (CHANGELOG.md names each version's changes).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path


@cache
def version() -> str:
    """``"0.2.0"``; ``"unknown"`` when neither the metadata nor a pyproject is found."""
    root = Path(__file__).resolve().parents[1]
    pyproject = root / "pyproject.toml"
    if pyproject.is_file() and (root / "automatch" / "__init__.py").is_file():
        import tomllib

        try:
            project = tomllib.loads(pyproject.read_text()).get("project", {})
            if project.get("name") == "automatch" and isinstance(project.get("version"), str):
                return project["version"]
        except (OSError, tomllib.TOMLDecodeError):
            pass
    from importlib import metadata

    try:
        return metadata.version("automatch")
    except metadata.PackageNotFoundError:
        return "unknown"
