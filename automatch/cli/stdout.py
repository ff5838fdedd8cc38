"""Standard output that cannot be written (``automatch archspec list > /dev/full``, a
full disk under a redirection): one ``automatch: error:`` paragraph and exit 2, like an
output file that cannot be written, instead of an "internal error" (issue 39).

:func:`guard_stdout` puts a thin wrapper around ``sys.stdout`` for the command's run
that remembers a write or flush that failed with an OSError; the CLI then knows the error
came from standard output (a later flush may succeed: Python drops data it could not
write) and says so.
"""

from __future__ import annotations

import contextlib
import os
import sys


class _Guard:
    """``stream`` as it is, except that an OSError of ``write``/``flush`` is kept."""

    def __init__(self, stream):
        self._stream = stream
        self.error: OSError | None = None

    def _call(self, name: str, *args):
        try:
            return getattr(self._stream, name)(*args)
        except BrokenPipeError:  # the reader went away: the CLI's own case (exit 141)
            raise
        except OSError as exc:
            self.error = exc
            raise

    def restore(self) -> None:
        if self._stream is None:
            return
        with contextlib.suppress(OSError, ValueError):
            self.flush()
        if sys.stdout is self:
            sys.stdout = self._stream

    def write(self, text):
        return self._call("write", text)

    def writelines(self, lines):
        return self._call("writelines", lines)

    def flush(self):
        return None if self._stream is None else self._call("flush")

    def __getattr__(self, name):
        return getattr(self._stream, name)


def guard_stdout() -> _Guard:
    """Wrap ``sys.stdout`` (when there is one) in a guard, returned; ``restore()`` puts
    the stream back (flushing it; a failure then is recorded, not raised)."""
    guard = _Guard(sys.stdout)
    if sys.stdout is not None:
        sys.stdout = guard
    return guard


def failed_message(guard: _Guard) -> str | None:
    """The error paragraph when standard output failed under ``guard``, else None; the
    descriptor is then pointed at /dev/null, so that the interpreter's last flush at
    exit does not print an "Exception ignored" trace of the same failure."""
    if guard.error is None:
        return None
    why = guard.error.strerror or str(guard.error)
    with contextlib.suppress(OSError, ValueError, AttributeError):
        os.dup2(os.open(os.devnull, os.O_WRONLY), guard._stream.fileno())
    return (
        f"cannot write the standard output: {why}; the output was lost (redirect it to "
        "a file on a device with space, or to a pipe)"
    )
