"""Where architecture specs are found: the search path and lookup by name.

``find_specs`` searches the paths given, then ``$AUTOMATCH_ARCHSPECS``, then the specs
shipped with automatch (or ``$AUTOMATCH_ARCHSPECS_DIR`` in their place), the first spec
of each name winning; ``resolve_specs`` turns
command-line items (files, folders, names) into specs. Reading and validating one file
is :mod:`automatch.arch.spec.files`'s.
"""

from __future__ import annotations

import os
import warnings
from collections.abc import Iterable
from importlib import resources
from pathlib import Path

from automatch.arch.spec import ArchSpec
from automatch.arch.spec.files import ENV_VAR, load_spec
from automatch.errors import InputError

#: Replaces the shipped folder (``$AUTOMATCH_ARCHSPECS`` adds folders before it).
DIR_ENV_VAR = "AUTOMATCH_ARCHSPECS_DIR"


def shipped_specs_dir() -> Path | None:
    """The folder of specs shipped with automatch, or None.

    ``automatch/data/archspecs/``, package data found with :mod:`importlib.resources`,
    so a wheel and a source checkout find the same files (the checkout's top-level
    ``archspecs`` is a link to it). ``$AUTOMATCH_ARCHSPECS_DIR``, when set, replaces it:
    a folder of specs to use instead of the shipped ones (a missing folder means none).
    """
    override = os.environ.get(DIR_ENV_VAR, "")
    if override:
        path = Path(override)
        return path if path.is_dir() else None
    try:
        data = resources.files("automatch").joinpath("data", "archspecs")
        if data.is_dir():
            return Path(str(data))
    except (ModuleNotFoundError, NotADirectoryError, TypeError):  # pragma: no cover
        pass
    return None  # pragma: no cover (a package without its data)


def checkout_root() -> Path | None:
    """The source checkout automatch runs from (the folder holding ``pyproject.toml``
    beside the ``automatch`` package), or None for an installed wheel. Where a command
    writes beside the repository's own records (``bench cpu``'s raw sweeps under
    ``microbench/results/``), it asks this, not the specs' folder."""
    root = Path(__file__).resolve().parents[3]
    return root if (root / "pyproject.toml").is_file() and (root / "automatch").is_dir() else None


def search_path(paths: Iterable[str | os.PathLike] = ()) -> list[Path]:
    """Files and folders searched by :func:`find_specs`, in precedence order."""
    out = [Path(p) for p in paths]
    env = os.environ.get(ENV_VAR, "")
    out += [Path(d) for d in env.split(os.pathsep) if d]
    shipped = shipped_specs_dir()
    if shipped is not None:
        out.append(shipped)
    return out


class SpecSkippedWarning(UserWarning):
    """A spec file on the search path (not named explicitly) was unreadable or invalid
    and was left out; the CLI prints it as ``automatch: warning: ...``."""


def _spec_files(entry: Path, explicit: bool) -> list[Path]:
    if entry.is_dir():
        return sorted(entry.glob("*.toml"))
    if entry.exists():  # a file, or a FIFO/device that load_spec refuses by name
        return [entry]
    if explicit:
        raise InputError(f"{entry}: no such architecture spec file or folder")
    return []  # a missing folder in $AUTOMATCH_ARCHSPECS is skipped


def find_specs(
    paths: Iterable[str | os.PathLike] = (),
    names: Iterable[str] = (),
    *,
    include_default: bool = True,
) -> list[ArchSpec]:
    """Specs on the search path, the first of each name winning.

    ``paths`` are spec files or folders searched first; then ``$AUTOMATCH_ARCHSPECS``
    and the shipped folder unless ``include_default`` is false. With ``names``, only
    those specs are returned, in that order (a name matches the spec's ``name`` or its
    file stem); an unknown name raises :class:`InputError` listing the known ones.
    """
    explicit = [Path(p) for p in paths]
    entries = search_path(explicit) if include_default else explicit
    found: dict[str, ArchSpec] = {}
    stems: dict[str, str] = {}
    skipped: dict[str, tuple[InputError, str]] = {}  # stem -> (error, warning): bad files
    for i, entry in enumerate(entries):
        named = i < len(explicit)
        for f in _spec_files(entry, explicit=named):
            try:
                spec = load_spec(f)
            except InputError as exc:
                if named and not entry.is_dir():
                    raise  # a spec file given by path is an error, not skipped
                first = str(exc).splitlines()[0].removeprefix(f"{f}: ")
                skipped.setdefault(f.stem, (exc, f"skipped the architecture spec {f} (found "
                                                 f"by searching {entry}): {first}"))
                continue
            if spec.name not in found:
                found[spec.name] = spec
                stems.setdefault(f.stem, spec.name)
    wanted = list(names)
    for n in wanted:
        if n not in found and n not in stems and n in skipped:
            raise skipped[n][0]  # the one asked for by name is the bad file: an error
    for _, message in skipped.values():
        warnings.warn(SpecSkippedWarning(message), stacklevel=2)
    if not wanted:
        return list(found.values())
    out = []
    for n in wanted:
        key = n if n in found else stems.get(n)
        if key is None:
            raise InputError(
                f"unknown architecture {n!r}; known: {', '.join(sorted(found))}. "
                f"Add a spec file to ${ENV_VAR} or pass its path."
            )
        out.append(found[key])
    return out


def resolve_specs(items: Iterable[str] | None) -> list[ArchSpec]:
    """Specs for command-line style items: spec files, folders of them, or spec names.

    No items: every spec on the search path (shipped ones included). Duplicated names
    are kept once, first one wins; nothing found is an InputError.
    """
    items = list(items or [])
    if not items:
        specs = find_specs()
        if not specs:
            raise InputError("no architecture specs found; pass --arch FILE.toml (or a folder "
                             "of them), or write one with `automatch bench cpu -o FILE.toml`")
        return specs
    specs: list[ArchSpec] = []
    seen: set[str] = set()
    for item in items:
        found = (find_specs([item], include_default=False) if Path(item).exists()
                 else find_specs(names=[item]))
        for s in found:
            if s.name not in seen:
                seen.add(s.name)
                specs.append(s)
    if not specs:
        raise InputError(f"no architecture specs in {', '.join(items)}")
    return specs
