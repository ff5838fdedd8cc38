"""Output files: written whole or not at all, and never over something that is not a file.

:func:`atomic_write_bytes` writes a regular file (or a new path) through a temporary
file beside it and a rename, so a reader never sees half a file. Everything else is
written *through*, never replaced: ``-`` is standard output, a character device
(``/dev/null``, ``/dev/full``, a terminal) or a FIFO is opened and written like a shell
redirection would, and a symbolic link is followed to its final target (the temporary
file goes beside the target, the link stays). A directory, a socket or a block device
at the path is refused. Write errors (ENOSPC on ``/dev/full``, EACCES...) become an
:class:`~automatch.errors.InputError` naming the path.

:func:`replace_file_bytes` is for files automatch owns in a folder others may share (a
sweep's profile cache): the entry is always replaced, by a rename in its own folder, and
never written through: a symbolic link planted under the entry's name is replaced by
the file, its target left as it was (a dangling link creates nothing at its target).

:func:`check_output_path` checks an output location before a long run, so a command
fails in a second with one paragraph instead of at the end with a traceback.
"""

from __future__ import annotations

import contextlib
import errno
import math
import os
import re
import stat
import sys
import tempfile
from pathlib import Path
from typing import Any

from automatch.errors import InputError

__all__ = ["STDOUT", "atomic_write_bytes", "atomic_write_text", "check_output_path",
           "is_stdout", "read_input_bytes", "replace_file_bytes"]

STDOUT = "-"  # an output path meaning standard output


def _why(exc: OSError) -> str:
    return exc.strerror or str(exc)


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a directory"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISBLK(mode):
        return "a block device"
    if stat.S_ISCHR(mode):
        return "a character device"
    if stat.S_ISFIFO(mode):
        return "a FIFO"
    return "a regular file"


def _stat(path: str) -> os.stat_result | None:
    """``os.stat`` following links; None when nothing is there (or a dangling link)."""
    try:
        return os.stat(path)
    except (FileNotFoundError, NotADirectoryError):  # a file on the way: the caller says so
        return None
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise InputError(f"cannot write {path}: a loop of symbolic links") from None
        raise InputError(f"cannot write {path}: {_why(exc)}") from None


_FD_ENTRY = re.compile(r"^/(?:proc/(?:self|thread-self|\d+)(?:/task/\d+)?|dev)/fd/\d+$")
_PSEUDO_FS = ("/proc", "/sys")  # the kernel's files: never an output (/proc/version...)


def _via_proc(name: str) -> bool:
    """Whether ``name`` is, or links through, a ``/proc/PID/fd/N`` entry (``/dev/stdout``,
    ``/dev/fd/N``): an open file of some process, written through and never replaced.
    Other files under /proc (``/proc/version``) are not: see :func:`_pseudo_fs`."""
    hop = os.path.abspath(name)
    for _ in range(40):
        if _FD_ENTRY.match(hop):
            return True
        try:
            link = os.readlink(hop)
        except OSError:
            return False
        hop = os.path.normpath(os.path.join(os.path.dirname(hop), link))
    return False


def _pseudo_fs(st: os.stat_result) -> str | None:
    """``/proc`` or ``/sys`` when ``st`` is a file of that pseudo-filesystem (on the same
    device as it), else None: such files are the kernel's, not a place for output."""
    for root in _PSEUDO_FS:
        with contextlib.suppress(OSError):
            if os.stat(root).st_dev == st.st_dev and os.path.ismount(root):
                return root
    return None


def _own_stream(st: os.stat_result) -> int | None:
    """1 or 2 when ``st`` is this process's stdout or stderr, else None."""
    for fd in (1, 2):
        with contextlib.suppress(OSError):
            own = os.fstat(fd)
            if (own.st_dev, own.st_ino) == (st.st_dev, st.st_ino):
                return fd
    return None


def is_stdout(path: str | os.PathLike | None) -> bool:
    """Whether writing ``path`` writes this process's standard output (``-``,
    ``/dev/stdout``, a link to it): a report printed there would mix with the file."""
    if path is None:
        return False
    name = os.fspath(path)
    if name == STDOUT:
        return True
    try:
        st = os.stat(name)
    except OSError:
        return False
    return _via_proc(name) and _own_stream(st) == 1


def _to_stream(stream, data: bytes) -> None:
    """``data`` onto a Python text stream, through its byte buffer when it has one."""
    stream.flush()
    buffer = getattr(stream, "buffer", None)
    if buffer is None:  # a StringIO standing in for stdout (tests, notebooks)
        stream.write(data.decode("utf-8", errors="replace"))
    else:
        buffer.write(data)
        buffer.flush()


def _write_through(path: str, data: bytes, *, truncate: bool = True) -> None:
    """Write to stdout, a device or a FIFO as it is: no temporary file, no rename."""
    try:
        if path == STDOUT:
            _to_stream(sys.stdout, data)
            return
        flags = os.O_WRONLY | getattr(os, "O_CLOEXEC", 0) | (os.O_TRUNC if truncate else 0)
        fd = os.open(path, flags)
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
    except BrokenPipeError:
        raise InputError(f"cannot write {path}: nothing reads from it any more "
                         "(broken pipe)") from None
    except OSError as exc:
        raise InputError(f"cannot write {path}: {_why(exc)}") from None


def atomic_write_bytes(path: str | os.PathLike, data: bytes) -> None:
    """Write ``data`` to ``path``: atomically onto a regular file or a new path, straight
    through onto ``-`` (stdout), a character device or a FIFO; refuse anything else."""
    name = os.fspath(path)
    if name == STDOUT:
        _write_through(name, data)
        return
    st = _stat(name)
    if st is not None and _via_proc(name):  # /dev/stdout, /dev/fd/N, /proc/PID/fd/N
        stream = _own_stream(st)
        if stream is not None:  # our own stdout/stderr: through the Python stream
            try:
                _to_stream(sys.stdout if stream == 1 else sys.stderr, data)
            except OSError as exc:
                raise InputError(f"cannot write {name}: {_why(exc)}") from None
            return
        _write_through(name, data, truncate=not stat.S_ISREG(st.st_mode))
        return
    if st is not None and not stat.S_ISREG(st.st_mode):
        if stat.S_ISCHR(st.st_mode) or stat.S_ISFIFO(st.st_mode):
            _write_through(name, data)
            return
        raise InputError(f"cannot write {name}: it is {_kind(st.st_mode)}, not a file; give a "
                         "file name")
    target = Path(os.path.realpath(name))  # a symlink: write beside its final target
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    except OSError as exc:
        raise InputError(f"cannot write {name}: {_why(exc)}") from None
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        mode = stat.S_IMODE(st.st_mode) if st is not None else 0o644 & ~_umask()
        os.chmod(tmp, mode)
        os.replace(tmp, target)
    except OSError as exc:
        Path(tmp).unlink(missing_ok=True)
        raise InputError(f"cannot write {name}: {_why(exc)}") from None
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def replace_file_bytes(path: str | os.PathLike, data: bytes) -> None:
    """Write ``data`` as a new file renamed over ``path`` (whatever is there: a file, a
    link, which is replaced and not followed), its folder created if need be; OSError
    when it cannot be."""
    target = Path(os.path.abspath(path))
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        os.chmod(tmp, 0o644 & ~_umask())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def atomic_write_text(path: str | os.PathLike, text: str) -> None:
    atomic_write_bytes(path, text.encode())


# ---------------------------------------------------------------- checking before a run


def _probe(folder: Path) -> str | None:
    """Why a file cannot be created in the existing folder ``folder`` (None: it can).

    ``os.access`` with the effective ids first; then a real probe file, created and
    removed at once, because root passes ``os.access`` on folders it still cannot write
    (``/proc``, ``/sys``, a read-only mount reports EROFS only on creation).
    """
    effective = os.access in os.supports_effective_ids
    if not os.access(folder, os.W_OK | os.X_OK, effective_ids=effective):
        return "permission denied"
    try:
        fd, probe = tempfile.mkstemp(prefix=".automatch-probe-", dir=folder)
    except OSError as exc:
        return _why(exc)
    os.close(fd)
    with contextlib.suppress(OSError):
        os.unlink(probe)
    return None


def _existing_ancestor(path: Path, option: str, shown: str) -> Path:
    """The nearest existing ancestor of ``path``; it must be a folder, since the file
    (and any missing folders on the way) will be created in it."""
    parent = path.parent
    while True:
        st = _stat(str(parent))
        if st is not None:
            if not stat.S_ISDIR(st.st_mode):
                raise InputError(f"{option}{shown}: cannot create it, {parent} is "
                                 f"{_kind(st.st_mode)}, not a folder")
            return parent
        if parent.parent == parent:  # pragma: no cover - '/' always exists
            return parent
        parent = parent.parent


def check_output_path(path: str | os.PathLike | None, kind: str = "file", *,
                      option: str = "") -> None:
    """Check that ``path`` can be written as an output file or folder, before a run.

    ``kind`` is ``"file"`` (written with :func:`atomic_write_bytes`: ``-``, a device or a
    FIFO are fine) or ``"dir"`` (a folder, created if missing, that files are written
    into). ``option`` names the command-line option in the message (e.g. ``"--json "``).
    Nothing is written (a probe file may be created and removed at once). Raises
    :class:`InputError` saying what is wrong; None passes.
    """
    if path is None:
        return
    name = os.fspath(path)
    shown = name
    if kind not in ("file", "dir"):
        raise ValueError(f"kind must be 'file' or 'dir', got {kind!r}")
    if name == "":
        raise InputError(f"{option}'': an empty output path")
    if name == STDOUT:
        if kind == "dir":
            raise InputError(f"{option}-: standard output cannot hold a folder of files; "
                             "give a folder name")
        return
    st = _stat(name)
    if st is not None and not _via_proc(name):
        root = _pseudo_fs(st)
        if root is not None:
            raise InputError(f"{option}{shown}: it is in the kernel's {root} pseudo-filesystem, "
                             f"not a place for output; give a {'folder' if kind == 'dir' else 'file'} "
                             "name elsewhere")
    if kind == "file":
        if st is not None:
            mode = st.st_mode
            if stat.S_ISCHR(mode) or stat.S_ISFIFO(mode):
                if not os.access(name, os.W_OK):
                    raise InputError(f"{option}{shown}: cannot write it (permission denied)")
                return
            if not stat.S_ISREG(mode):
                raise InputError(f"{option}{shown}: it is {_kind(mode)}, not a file; give a "
                                 "file name")
        if st is not None and _via_proc(name):
            return  # /dev/stdout and friends: written through
        folder = _existing_ancestor(Path(os.path.realpath(name)), option, shown)
    else:
        if st is not None:
            if not stat.S_ISDIR(st.st_mode):
                raise InputError(f"{option}{shown}: it is {_kind(st.st_mode)}, not a folder; "
                                 "give a folder name")
            folder = Path(os.path.realpath(name))
        else:
            folder = _existing_ancestor(Path(os.path.realpath(name)), option, shown)
    why = _probe(folder)
    if why is not None:
        raise InputError(f"{option}{shown}: cannot create files in {folder} ({why}); "
                         "choose a writable location")


# ---------------------------------------------------------------- bounded input files


def read_input_bytes(path: str | os.PathLike, *, what: str, limit: int) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them.

    Refuses what could make a read endless or blocking (``/dev/zero``, a FIFO, a
    folder) and files over ``limit`` bytes, with an :class:`InputError` naming ``what``
    (e.g. "architecture spec") and the path. A missing file raises FileNotFoundError so
    the caller can word that case itself.
    """
    name = os.fspath(path)
    try:
        st = os.stat(name)
    except (FileNotFoundError, NotADirectoryError):
        raise FileNotFoundError(errno.ENOENT, "no such file", name) from None
    except OSError as exc:
        raise InputError(f"{name}: cannot read the {what}: {_why(exc)}") from None
    if not stat.S_ISREG(st.st_mode):
        raise InputError(f"{name}: the {what} must be a regular file, this is "
                         f"{_kind(st.st_mode)}")
    if st.st_size > limit:
        raise InputError(f"{name}: the {what} is {st.st_size:,} bytes, more than the "
                         f"{limit:,} accepted; is this the right file?")
    try:
        fd = os.open(name, os.O_RDONLY | getattr(os, "O_CLOEXEC", 0) | os.O_NONBLOCK)
        with os.fdopen(fd, "rb") as fh:
            if not stat.S_ISREG(os.fstat(fh.fileno()).st_mode):  # swapped since the stat
                raise InputError(f"{name}: the {what} must be a regular file")
            data = fh.read(limit + 1)
    except OSError as exc:
        raise InputError(f"{name}: cannot read the {what}: {_why(exc)}") from None
    if len(data) > limit:
        raise InputError(f"{name}: the {what} is more than the {limit:,} bytes accepted; "
                         "is this the right file?")
    return data


def finite_json(v: Any) -> Any:
    """``v`` with every non-finite float (nan, inf) replaced by None: strict JSON has no
    infinity (dicts, lists and tuples are walked; tuples become lists)."""
    if isinstance(v, float) and not math.isfinite(v):
        return None
    if isinstance(v, dict):
        return {k: finite_json(x) for k, x in v.items()}
    if isinstance(v, list | tuple):
        return [finite_json(x) for x in v]
    return v
