"""Where the analyses' numba kernels are cached on disk, one folder per version of them.

numba's ``cache=True`` checks only the source file of the function it loads: a kernel
that inlines a constant or another kernel from a second module (``PAGE_BITS`` of
shadow_kernels.py inside replay_kernel.py's replay) is loaded stale when only that
second module changed, by an upgrade or an edit, and then indexes arrays laid out for
the new constant: wrong figures or a crash. So the cache folder is keyed by a digest of
every module that holds numba code, and of numba's version: any change to them starts
an empty folder (``automatch warm`` fills it again).

numba loads pickled indexes and machine code from the folder, and the levels runtime
(a shared library) and the ahead-of-time objects live there too: it is a private
folder of the user's (proc/private_dirs.py), ``numba/<digest>`` under the user's cache
root by default, created 0700 and checked before anything is loaded from it.
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

_OWN = ("kernels.py", "build.py")  # how the kernels are compiled and built ahead of time


@dataclass(frozen=True)
class KernelSet:
    """Which modules hold numba kernels, and which code they are made of. ``modules``:
    the modules whose ``Kernel`` objects a child readies and ``warm`` builds objects of;
    ``sources``: modules or packages (a package: every module under it) whose code the
    kernels compile in, so that the cache folder is keyed by all of it. The analyses
    give theirs (analyses/kernel_modules.py); this package names none."""

    modules: tuple[str, ...]
    sources: tuple[str, ...]


def _source_files(name: str) -> list[Path]:
    import importlib.util

    spec = importlib.util.find_spec(name)
    if spec is None:
        raise ModuleNotFoundError(name)
    if spec.submodule_search_locations:
        return sorted(f for loc in spec.submodule_search_locations for f in Path(loc).rglob("*.py"))
    return [Path(spec.origin)]


@lru_cache(maxsize=8)
def kernels_digest(sources: tuple[str, ...]) -> str:
    """16 hex digits over the kernels' ``sources`` (:class:`KernelSet`), this package's
    own compiling code and numba's version."""
    import importlib.metadata

    h = hashlib.sha256()
    try:
        h.update(importlib.metadata.version("numba").encode())
    except importlib.metadata.PackageNotFoundError:
        pass
    files = [Path(__file__).resolve().parent / n for n in _OWN]
    for name in sources:
        files += _source_files(name)
    for f in files:
        h.update(f.name.encode())
        h.update(f.read_bytes())
    return h.hexdigest()[:16]


def numba_cache_dir(sources: tuple[str, ...], env: dict[str, str] | None = None) -> str:
    """The cache folder for this version of the kernels (their ``sources``:
    :class:`KernelSet`), created and checked private
    (proc/private_dirs.py: an InputError naming the folder when it is not, or cannot be
    made): ``$NUMBA_CACHE_DIR`` (from ``env``, default the process's environment), else
    ``numba`` under the user's cache root, with the digest appended unless it is already
    the last component. The resolved path."""
    from automatch.proc.private_dirs import cache_root, private_folder

    env = os.environ if env is None else env
    given = env.get("NUMBA_CACHE_DIR")
    root = Path(os.path.abspath(given)) if given else cache_root(env) / "numba"
    digest = kernels_digest(tuple(sources))
    folder = root if root.name == digest else root / digest
    return str(private_folder(folder, root))


def run_cache_dir(env: dict[str, str] | None = None) -> str:
    """In a process whose parent chose the folder (a run's child, ``warm``'s steps):
    ``$NUMBA_CACHE_DIR`` as the parent set it, checked private again; without it, the
    folder of no kernel sources (numba's version and this package's code)."""
    from automatch.proc.private_dirs import private_folder

    env = os.environ if env is None else env
    given = env.get("NUMBA_CACHE_DIR")
    if not given:
        return numba_cache_dir((), env)
    folder = Path(os.path.abspath(given))
    return str(private_folder(folder, folder))
