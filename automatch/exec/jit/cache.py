"""Machine code of JIT-compiled modules kept on disk, so that a module compiled once is
loaded, not compiled, the next time (exec/jit/engine.py).

Optimising and compiling the instrumented copy of a program is most of a child's time
outside the program's own run: 0.14-0.2 s for the large workloads, about 1 s for srad,
0.1-0.15 s for a 1 ms kernel. Analysing the same program again (another input, other
options that leave the instrumented module as it was, a benchmark's repetitions) then
skips it: MCJIT loads the object file that its ObjectCache hook handed over the first
time (relocated and linked as then: external names are resolved at load, not stored).

An entry is named by a digest of everything its machine code depends on: the module's
text, the optimisation level, LLVM's version, the target triple, the host CPU's name and
features, and :data:`FORMAT`. The file holds a digest of its contents, checked before
use, so that a truncated or damaged file is compiled again rather than loaded, and the
external names the code needs: one that nothing defines any more (the process binds
other libraries) sends the module to the compiler, which names it.
Files are written whole under a temporary name and renamed. The folder is kept under
:data:`LIMIT_BYTES`: after a store the least recently used entries go, and only
entries: files named ``<64 hex digits>.o`` in the cache's own folder, never another
file that happens to sit there.

``AUTOMATCH_JIT_CACHE``: ``off`` (or ``0``) turns the cache off; a path ``DIR`` puts it
in ``DIR/automatch-jit`` (a folder of its own, so a user's files in DIR are never
touched). The default folder is ``jit`` under the user's cache root
(``$XDG_CACHE_HOME/automatch``, ``~/.cache/automatch``). The code is loaded and run, so
the folder must be private (proc/private_dirs.py: created 0700, this user's, nobody
else can write it, nor the folders on its way); a cache folder that is not is an
InputError naming it, and a file in it that is not this user's own is never loaded.
"""

from __future__ import annotations

import hashlib
import os
import re
from dataclasses import dataclass
from pathlib import Path

FORMAT = "automatch-jit-2"
ENV = "AUTOMATCH_JIT_CACHE"
LIMIT_BYTES = 256 << 20
_DIGEST = 32  # sha256 bytes ahead of the object in a file
_SUFFIX = ".o"
SUBFOLDER = "automatch-jit"  # the cache's own folder inside an AUTOMATCH_JIT_CACHE folder
_ENTRY = re.compile(r"^[0-9a-f]{64}\.o$")  # the names key() gives: the only files trimmed


def cache_folder() -> Path | None:
    """The cache's own folder (``AUTOMATCH_JIT_CACHE/automatch-jit``, or ``jit`` under the
    user's cache root), created and checked private; None when off. UnsafeFolderError
    (an InputError) when it is not private."""
    from automatch.proc.private_dirs import cache_root, private_folder

    value = os.environ.get(ENV, "")
    if value.lower() in ("off", "0", "no", "false"):
        return None
    if value:
        own = Path(os.path.abspath(value)) / SUBFOLDER
        return private_folder(own, own, writable=False)
    root = cache_root()
    return private_folder(root / "jit", root, writable=False)


@dataclass(frozen=True)
class CachedCode:
    """A cache entry: an object file and the external names (functions, globals) it
    needs bound when it is loaded (jit.py checks them, as a compile does)."""

    obj: bytes
    externals: tuple[str, ...]


class JitCache:
    """Object files by key in ``folder`` (:func:`cache_folder`, which checks it)."""

    def __init__(self, folder: str | os.PathLike, *, limit_bytes: int = LIMIT_BYTES):
        self.folder = Path(folder)
        self.limit_bytes = int(limit_bytes)

    @staticmethod
    def key(text: str, opt: int, target: str) -> str:
        """The entry of module ``text`` compiled at ``opt`` for ``target`` (LLVM version,
        triple, CPU name and features, in one string)."""
        h = hashlib.sha256()
        for part in (FORMAT, target, str(int(opt)), text):
            h.update(part.encode())
            h.update(b"\0")
        return h.hexdigest()

    def _path(self, key: str) -> Path:
        return self.folder / f"{key}{_SUFFIX}"

    def load(self, key: str) -> CachedCode | None:
        """The code stored under ``key``, or None (absent, unreadable or damaged)."""
        from automatch.proc.private_dirs import own_file

        path = self._path(key)
        if not own_file(path):  # absent, or not this user's own: never loaded
            return None
        try:
            data = path.read_bytes()
        except OSError:
            return None
        body = data[_DIGEST:]
        if len(data) < _DIGEST + 4 or hashlib.sha256(body).digest() != data[:_DIGEST]:
            return None
        n = int.from_bytes(body[:4], "little")
        if 4 + n > len(body):
            return None
        names = tuple(x for x in body[4 : 4 + n].decode("utf-8", "replace").split("\n") if x)
        try:
            os.utime(path)  # recently used: the last to go
        except OSError:
            pass
        return CachedCode(obj=body[4 + n :], externals=names)

    def store(self, key: str, obj: bytes, externals: tuple[str, ...] = ()) -> None:
        """Keep ``obj`` under ``key``, with the external names it needs bound when it is
        loaded; a folder that cannot be written is left alone."""
        path = self._path(key)
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        names = "\n".join(externals).encode()
        body = len(names).to_bytes(4, "little") + names + bytes(obj)
        try:
            self.folder.mkdir(mode=0o700, parents=True, exist_ok=True)
            tmp.write_bytes(hashlib.sha256(body).digest() + body)
            os.replace(tmp, path)
        except OSError:
            try:
                tmp.unlink(missing_ok=True)
            except OSError:
                pass
            return
        self._trim()

    def _trim(self) -> None:
        """Remove the least recently used entries while the folder holds more than the limit."""
        entries = []
        for p in self.folder.glob(f"*{_SUFFIX}"):  # not the temporary files (.tmp)
            if not _ENTRY.match(p.name):
                continue  # not an entry of ours: never removed
            try:
                st = p.lstat()
            except OSError:
                continue
            entries.append((st.st_mtime, st.st_size, p))
        total = sum(size for _, size, _ in entries)
        for _, size, p in sorted(entries):
            if total <= self.limit_bytes:
                break
            try:
                p.unlink(missing_ok=True)
            except OSError:
                continue
            total -= size
