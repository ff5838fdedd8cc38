"""The validation corpus: the kernels of ``workloads/kernels/registry_*.toml``.

Each ``[[kernel]]`` table names a self-contained sequential C program
(``prog N [T]`` generates its data and prints ``checksum <x>``), the C function that
is the analysed region, its OpenMP twin (same argv, prints ``checksum`` and
``kernel_time_s <s>``), the argv for the small and the validation size, and the
kernel's class (the model flaw it exercises; the per-class table groups by it).
Paths are relative to the folder holding the registry.

Splits (issue 42): a registry's top-level ``split`` (``"dev"``, the default, or
``"holdout"``) puts its kernels in that split; a holdout registry may also name
workloads of workloads/registry.toml in ``holdout_workloads``. The holdout
(``registry_holdout.toml``) is a seeded draw, :func:`draw_holdout`, made once before the
model was changed and never used to tune it.
"""

from __future__ import annotations

import hashlib
import math
import shlex
from dataclasses import dataclass
from pathlib import Path

from automatch.errors import InputError
from automatch.model.breakdown import SCATTER, SCATTER_DEFAULT
from automatch.validate.tuned import registry_fields

CLASSES = ("dense", "matvec-rows", "matvec-cols", "triangular", "recurrence", "stencil-jacobi",
           "stencil-gauss-seidel", "reduction", "scatter", "sparse", "transpose-strided",
           "integer-dp")

# The class of each of the 9 workloads of workloads/registry.toml, used when its table
# has no ``class`` key.
WORKLOAD_CLASSES = {"stencil": "stencil-jacobi", "spmv": "sparse", "lbm": "stencil-jacobi",
                    "lud": "triangular", "lavamd": "dense", "cutcp": "scatter",
                    "hotspot": "stencil-jacobi", "srad": "stencil-jacobi",
                    "minighost": "stencil-jacobi"}

SPLITS = ("dev", "holdout")
_REQUIRED = ("name", "kernel", "class", "source", "omp_source", "small_args", "validate_args")
MAX_REGISTRY_BYTES = 4 << 20


@dataclass(frozen=True)
class KernelEntry:
    """One corpus kernel; ``root`` is the folder its paths are relative to."""

    name: str
    kernel: str
    cls: str
    source: Path
    omp_source: Path
    small_args: tuple[str, ...]
    validate_args: tuple[str, ...]
    description: str = ""
    expected: str = ""
    registry: str = ""
    tuned_omp_source: Path | None = None  # a restructured program (validate/tuned.py)
    tuned_note: str = ""
    split: str = "dev"  # "dev" or "holdout" (the registry's top-level ``split``)
    # how the OpenMP version runs its scatter (``private`` copies or ``atomic`` updates):
    # the model is asked for the same implementation (ModelOptions.scatter)
    scatter: str = SCATTER_DEFAULT

    def args(self, size: str) -> tuple[str, ...]:
        """argv (without the program name) for ``size``: ``small`` or anything else
        (the validation size)."""
        return self.small_args if size == "small" else self.validate_args


def default_kernel_registries() -> list[Path]:
    folder = Path(__file__).resolve().parents[2] / "workloads" / "kernels"
    return sorted(folder.glob("registry_*.toml")) if folder.is_dir() else []


def _argv(value, where: str) -> tuple[str, ...]:
    """A list of argv strings; a string with spaces inside is split like a shell would."""
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(x, str | int) for x in value):
        raise InputError(f"{where}: expected a list of argv strings, got {value!r}")
    out: list[str] = []
    for x in value:
        out += shlex.split(str(x)) if isinstance(x, str) else [str(x)]
    return tuple(out)


def read_kernel_registry(path: str | Path) -> list[KernelEntry]:
    """The kernels of one registry file; bad files and entries raise InputError naming
    the file, the entry and what is wrong."""
    p = Path(path)
    doc = _registry_doc(p)
    split = doc.get("split", "dev")
    if split not in SPLITS:
        raise InputError(f"kernel registry {p}: split must be one of {', '.join(SPLITS)}, "
                         f"got {split!r}")
    tables = doc.get("kernel")
    if not isinstance(tables, list) or not all(isinstance(t, dict) for t in tables):
        raise InputError(f"kernel registry {p}: expected [[kernel]] tables")
    out = []
    for i, t in enumerate(tables):
        where = f"kernel registry {p}, [[kernel]] #{i + 1} ({t.get('name', '?')})"
        missing = [k for k in _REQUIRED if k not in t]
        if missing:
            raise InputError(f"{where}: missing {', '.join(missing)}")
        if t["class"] not in CLASSES:
            raise InputError(f"{where}: unknown class {t['class']!r}; one of {', '.join(CLASSES)}")
        for key in ("name", "kernel", "source", "omp_source"):
            if not isinstance(t[key], str) or not t[key]:
                raise InputError(f"{where}: {key} must be a non-empty string")
        tuned_src, tuned_note = registry_fields(t, where)
        scatter = t.get("scatter", SCATTER_DEFAULT)
        if scatter not in SCATTER:
            raise InputError(f"{where}: scatter must be one of {', '.join(SCATTER)}, "
                             f"got {scatter!r}")
        out.append(KernelEntry(
            name=t["name"], kernel=t["kernel"], cls=t["class"],
            source=p.parent / t["source"], omp_source=p.parent / t["omp_source"],
            small_args=_argv(t["small_args"], f"{where}: small_args"),
            validate_args=_argv(t["validate_args"], f"{where}: validate_args"),
            description=str(t.get("description", "")), expected=str(t.get("expected", "")),
            registry=str(p),
            tuned_omp_source=None if tuned_src is None else p.parent / tuned_src,
            tuned_note=tuned_note, split=split, scatter=scatter))
    return out


def load_corpus(paths: list[str | Path] | None = None) -> list[KernelEntry]:
    """Kernels of every registry in ``paths`` (default: workloads/kernels/registry_*.toml);
    names must be unique across them."""
    entries: list[KernelEntry] = []
    for p in (default_kernel_registries() if paths is None else paths):
        entries += read_kernel_registry(p)
    seen: dict[str, str] = {}
    for e in entries:
        if e.name in seen:
            raise InputError(f"kernel {e.name!r} is in {seen[e.name]} and in {e.registry}")
        seen[e.name] = e.registry
    return entries


def _registry_doc(path: str | Path) -> dict:
    import tomllib

    from automatch.fileio import read_input_bytes

    p = Path(path)
    try:
        return tomllib.loads(read_input_bytes(p, what="kernel registry",
                                              limit=MAX_REGISTRY_BYTES).decode("utf-8"))
    except FileNotFoundError:
        raise InputError(f"kernel registry {p}: no such file") from None
    except (UnicodeDecodeError, tomllib.TOMLDecodeError, RecursionError) as exc:
        raise InputError(f"kernel registry {p}: not a TOML file ({exc})") from None


def holdout_workloads(paths: list[str | Path] | None = None) -> frozenset[str]:
    """Names of workloads/registry.toml's workloads that the holdout registries among
    ``paths`` (default: workloads/kernels/registry_*.toml) put in the holdout split
    (their ``holdout_workloads`` lists); every other workload is in the dev split."""
    out: set[str] = set()
    for p in (default_kernel_registries() if paths is None else paths):
        doc = _registry_doc(p)
        names = doc.get("holdout_workloads", [])
        if not isinstance(names, list) or not all(isinstance(x, str) for x in names):
            raise InputError(f"kernel registry {p}: holdout_workloads must be a list of names")
        if names and doc.get("split") != "holdout":
            raise InputError(f"kernel registry {p}: holdout_workloads in a registry whose split "
                             "is not \"holdout\"")
        out.update(names)
    return frozenset(out)


def draw_holdout(population: list[str], salt: str, size: int | None = None) -> list[str]:
    """The holdout draw of issue 42: the ``size`` (default ceil(len/3)) names of
    ``population`` whose ``sha256(salt + name)`` hex digests sort first, returned sorted
    by name. A seeded draw anyone can recompute, with no choice by hand."""
    names = sorted(set(population))
    k = math.ceil(len(names) / 3) if size is None else size
    ranked = sorted(names, key=lambda n: hashlib.sha256((salt + n).encode()).hexdigest())
    return sorted(ranked[:k])


__all__ = ["CLASSES", "KernelEntry", "SPLITS", "WORKLOAD_CLASSES", "default_kernel_registries",
           "draw_holdout", "holdout_workloads", "load_corpus", "read_kernel_registry"]
