"""Errors that reach the user as one clear paragraph and an exit code, never a traceback."""

from __future__ import annotations

import re
from pathlib import Path


class AutomatchError(Exception):
    """A failure the user can act on. ``exit_code`` 2 means bad input, 3 a failed run."""

    exit_code = 2

    def __init__(self, message: str, *, exit_code: int | None = None):
        super().__init__(message)
        if exit_code is not None:
            self.exit_code = exit_code


class InputError(AutomatchError):
    """Bad input: a missing file, IR that does not parse, an unknown kernel, a bad spec."""

    exit_code = 2


class UnsupportedProgramError(AutomatchError):
    """The program uses a construct the execution engine cannot run (invoke, inline asm...)."""

    exit_code = 2


class ProgramInputWarning(UserWarning):
    """The analysed program reads an input that these runs do not give it."""


class ProgramRunError(AutomatchError):
    """The analysed program crashed, exited non-zero, ran out of time or memory."""

    exit_code = 3


_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e"
                      "\u2066-\u2069]")


def escape_control(text: str) -> str:
    """``text`` with terminal control characters shown, not obeyed: ``\\x1b`` for ESC.

    Newline and tab stay; the other C0/C1 controls, DEL and the Unicode bidirectional
    overrides are written as Python escapes, so a hostile file or kernel name cannot move
    the cursor, recolour or rewrite what the terminal shows. Used on every message that
    quotes input (the CLI's errors and warnings, the report's names).
    """
    return _CONTROL.sub(lambda m: (f"\\x{ord(m.group()):02x}" if ord(m.group()) < 0x100
                                   else f"\\u{ord(m.group()):04x}"), text)


BUG_REPORT_HINT = (
    "This is a bug in automatch, not a problem with your input; please report it with the "
    "command line and the crash report"
)


def write_crash_report(exc_text: str) -> Path | None:
    """Write an internal error's traceback to a crash file and return its path.

    The file goes to ``$XDG_CACHE_HOME/automatch`` (default ``~/.cache/automatch``), else
    to the temporary folder; None when neither can be written. The CLI prints one
    paragraph naming the file instead of the traceback, so a user sees what to report and
    a bug report carries the whole trace. Never raises.
    """
    import os
    import sys
    import tempfile
    import time

    from automatch.version import version

    __version__ = version()

    header = (f"automatch {__version__}, python {sys.version.split()[0]}, "
              f"{time.strftime('%Y-%m-%d %H:%M:%S')}, pid {os.getpid()}\n"
              f"command: {' '.join(sys.argv)}\n\n")
    stamp = time.strftime("%Y%m%d-%H%M%S")
    cache = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    for folder, prefix in ((Path(cache) / "automatch", "crash-"),
                           (Path(tempfile.gettempdir()), "am-crash-")):
        try:
            folder.mkdir(parents=True, exist_ok=True)
            fd, name = tempfile.mkstemp(prefix=f"{prefix}{stamp}-", suffix=".txt", dir=folder)
            with os.fdopen(fd, "w", encoding="utf-8", errors="replace") as fh:
                fh.write(header + exc_text)
            return Path(name)
        except OSError:
            continue
    return None


def internal_error_message(what: str, report: Path | None) -> str:
    """The one paragraph shown for an internal error ``what`` (e.g. ``KeyError: 'x'``)."""
    where = (f"; the traceback is in {report}" if report is not None
             else "; the traceback could not be saved")
    return f"internal error: {what}{where}. {BUG_REPORT_HINT}."
