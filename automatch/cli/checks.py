"""Checks every command makes on its command line before anything runs (issue 39).

:func:`check_paths` takes a command's outputs and inputs together and refuses, with
exit 2 and one paragraph naming both paths:

* an output that is one of the command's inputs (the same file: the path, a symbolic
  link to it or a hard link, found by device and inode): ``analyze p.c --json p.c``
  would replace the program, ``predict prof.json --json prof.json`` the profile;
* two outputs naming one file (``--json a --html a``: one would be lost), a plot of
  ``--plots DIR`` that another output names (``--json DIR/roofline.png``), or an
  output file on the way to another (``--json a --html a/r.html``);
* a read-only output file (no write permission for this user, or, for root, no write
  bit at all): the rename would replace it without a word;
* a file output written as a folder (``--json newdir/``).

Each output is also checked as :func:`automatch.fileio.check_output_path` does (its
folder writable, not a directory, not in /proc). Standard output (``-``,
``/dev/stdout``) and character devices (``/dev/null``) are written through, never
replaced, so they may be named more than once (the stdout clash is the callers').

:func:`check_range` refuses a numeric option outside its range (``nan`` included).
"""

from __future__ import annotations

import math
import os
import stat
from collections.abc import Iterable
from pathlib import Path

from automatch.errors import InputError

# what ``--plots DIR`` writes (report/plots.py write_plots): DIR/<name>.<ext>
PLOT_NAMES = ("parallelism", "reuse", "bottlenecks", "roofline", "quadrants", "pareto")
PLOT_EXTS = ("png", "svg")

Output = tuple[str, "str | os.PathLike | None", str]  # (option, path, "file" | "dir" | "plots")
Input = tuple[str, "str | os.PathLike | None"]  # (what it is, e.g. "the program file", path)


def _stat(path: str) -> os.stat_result | None:
    try:
        return os.stat(path)
    except (OSError, ValueError):  # missing, a dangling link, a NUL in the name...
        return None


def _through(path: str, st: os.stat_result | None) -> bool:
    """Written through, never replaced: stdout, a character device (``/dev/null``)."""
    from automatch.fileio import STDOUT, is_stdout

    return path == STDOUT or is_stdout(path) or (st is not None and stat.S_ISCHR(st.st_mode))


class _Target:
    """One path an output writes: its label for messages, its identity for comparing."""

    def __init__(self, label: str, path: str, whole: str, kind: str):
        self.label, self.path, self.kind = label, path, kind
        self.whole = whole  # the option and path as the user wrote them
        self.st = _stat(path)
        self.real = os.path.realpath(path)

    def same(self, other: _Target) -> bool:
        if self.st is not None and other.st is not None:
            return (self.st.st_dev, self.st.st_ino) == (other.st.st_dev, other.st.st_ino)
        return self.real == other.real

    def inside(self, other: _Target) -> bool:
        """Whether ``other`` lies below this path (this one, a file, would block it)."""
        return other.real.startswith(self.real.rstrip(os.sep) + os.sep)


def _shown(option: str, path: str) -> str:
    return f"{option} {path}" if option else path


def _check_one(option: str, name: str, kind: str) -> None:
    """One output on its own: fileio's checks, then a file written as a folder and a
    read-only file (or, for plots, a read-only plot file inside the folder)."""
    from automatch.fileio import STDOUT, check_output_path

    if kind == "file" and name != STDOUT and name.endswith((os.sep, os.sep + ".")):
        raise InputError(
            f"{_shown(option, name)}: names a folder (it ends with "
            f"'{os.sep}'), but this output is a file; give a file name (e.g. "
            f"{name.rstrip(os.sep + '.') or '.'}{os.sep}NAME)"
        )
    check_output_path(name, "file" if kind == "file" else "dir", option=f"{option} ")
    files = [name] if kind == "file" else []
    if kind == "plots":
        files = [os.path.join(name, f"{n}.{e}") for n in PLOT_NAMES for e in PLOT_EXTS]
    for path in files:
        st = _stat(path)
        if st is None or not stat.S_ISREG(st.st_mode) or _through(path, st):
            continue
        effective = os.access in os.supports_effective_ids
        if not st.st_mode & 0o222 or not os.access(path, os.W_OK, effective_ids=effective):
            where = "" if path == name else f" ({path}, one of the plots)"
            raise InputError(
                f"{_shown(option, name)}: the file{where} is read-only (mode "
                f"{stat.S_IMODE(st.st_mode):04o}) and would be replaced; make it "
                f"writable (chmod u+w) or give another name"
            )


def _targets(outputs: Iterable[Output]) -> list[_Target]:
    out = []
    for option, path, kind in outputs:
        name = os.fspath(path)
        whole = _shown(option, name)
        out.append(_Target(whole, name, whole, kind))
        if kind == "plots":  # each plot is a file of its own
            out += [
                _Target(
                    f"{whole} (its plot {n}.{e})", os.path.join(name, f"{n}.{e}"), whole, "file"
                )
                for n in PLOT_NAMES
                for e in PLOT_EXTS
            ]
    return out


def check_paths(outputs: Iterable[Output], inputs: Iterable[Input] = ()) -> None:
    """Refuse outputs that would destroy an input or each other, before anything runs.

    ``outputs``: (option, path, kind) with kind ``"file"``, ``"dir"`` (a folder of
    files with names not known in advance) or ``"plots"`` (a ``--plots`` folder: the
    plot files are checked too); ``inputs``: (what, path), e.g. ("the program file",
    "p.c"). None paths are skipped. Raises :class:`InputError` (exit 2).
    """
    outputs = [(opt, os.fspath(p), kind) for opt, p, kind in outputs if p is not None]
    for option, name, kind in outputs:
        _check_one(option, name, kind)
    targets = [t for t in _targets(outputs) if not _through(t.path, t.st)]
    for what, path in inputs:
        if path is None or os.fspath(path) == "-":
            continue
        name = os.fspath(path)
        st = _stat(name)
        if st is None or stat.S_ISCHR(st.st_mode) or stat.S_ISDIR(st.st_mode):
            continue  # missing: the command reports it; a device is read, never replaced
        src = _Target(f"{what} {name}", name, name, "file")
        for t in targets:
            if t.kind != "dir" and t.same(src):
                raise InputError(
                    f"{t.label} is {what} {name}: writing this output would "
                    "replace an input of the command; give the output another "
                    "name"
                )
    for i, a in enumerate(targets):
        for b in targets[i + 1 :]:
            if a.whole == b.whole and (a.kind == "plots" or b.kind == "plots"):
                continue  # a --plots folder and its own plot files
            if "file" not in (a.kind, b.kind):
                continue  # two folders of outputs may be one (files of different names)
            if a.same(b):
                raise InputError(
                    f"{a.label} and {b.label} name the same path: one output "
                    "would overwrite the other; give each its own name"
                )
            for x, y in ((a, b), (b, a)):
                if x.kind == "file" and x.whole != y.whole and x.inside(y):
                    raise InputError(
                        f"{x.label} is a file, but {y.label} needs a folder "
                        "of that name; give the outputs other names"
                    )


def spec_inputs(items: Iterable[str] | None) -> list[Input]:
    """The spec files an ``--arch`` list reads: the files named, the ``*.toml`` of the
    folders named, and, for spec names or no ``--arch`` at all, every spec on the search
    path ($AUTOMATCH_ARCHSPECS, the shipped folder)."""
    from automatch.arch.spec.search import search_path

    items = list(items or [])
    entries = [Path(i) for i in items if Path(i).exists()]
    if len(entries) < len(items) or not items:
        entries += search_path()
    out: list[Input] = []
    for entry in entries:
        files = sorted(entry.glob("*.toml")) if entry.is_dir() else [entry]
        out += [("the --arch spec", f) for f in files]
    return out


def check_range(
    option: str, value, *, minimum: float, maximum: float, integer: bool = False, unit: str = ""
) -> None:
    """Refuse ``value`` unless a finite number (an integer with ``integer``) in
    ``[minimum, maximum]``; None (the option not given) passes."""
    if value is None:
        return

    def fmt(x: float) -> str:
        return f"{int(x):,}" if float(x).is_integer() else f"{x:g}"

    number = isinstance(value, int | float) and not isinstance(value, bool)
    if not number or not math.isfinite(value):
        raise InputError(
            f"{option} must be a finite number from {fmt(minimum)} to "
            f"{fmt(maximum)}{unit}, got {value!r}"
        )
    if integer and not float(value).is_integer():
        raise InputError(f"{option} must be a whole number, got {value!r}")
    if value < minimum:
        raise InputError(f"{option} must be at least {fmt(minimum)}{unit}, got {value!r}")
    if value > maximum:
        raise InputError(f"{option} must be at most {fmt(maximum)}{unit}, got {value!r}")
