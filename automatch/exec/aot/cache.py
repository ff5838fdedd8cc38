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
from functools import lru_cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parents[2]
# the modules whose numba kernels the children compile, what they import, and how they
# are compiled and built ahead of time (kernel_jit, kernel_aot: the objects live here too)
_KERNEL_SOURCES = ("analyses", "exec/pagemap.py", "exec/aot/kernels.py", "exec/aot/build.py")


@lru_cache(maxsize=1)
def kernels_digest() -> str:
    """16 hex digits over the numba modules' sources and numba's version."""
    import importlib.metadata

    h = hashlib.sha256()
    try:
        h.update(importlib.metadata.version("numba").encode())
    except importlib.metadata.PackageNotFoundError:
        pass
    for rel in _KERNEL_SOURCES:
        path = _PACKAGE / rel
        files = sorted(path.rglob("*.py")) if path.is_dir() else [path]
        for f in files:
            h.update(f.name.encode())
            h.update(f.read_bytes())
    return h.hexdigest()[:16]


def numba_cache_dir(env: dict[str, str] | None = None) -> str:
    """The cache folder for this version of the kernels, created and checked private
    (proc/private_dirs.py: an InputError naming the folder when it is not, or cannot be
    made): ``$NUMBA_CACHE_DIR`` (from ``env``, default the process's environment), else
    ``numba`` under the user's cache root, with the digest appended unless it is already
    the last component. The resolved path."""
    from automatch.proc.private_dirs import cache_root, private_folder

    env = os.environ if env is None else env
    given = env.get("NUMBA_CACHE_DIR")
    root = Path(os.path.abspath(given)) if given else cache_root(env) / "numba"
    digest = kernels_digest()
    folder = root if root.name == digest else root / digest
    return str(private_folder(folder, root))
