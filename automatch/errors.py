"""Errors that reach the user as one clear paragraph and an exit code, never a traceback."""

from __future__ import annotations


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


class ProgramRunError(AutomatchError):
    """The analysed program crashed, exited non-zero, ran out of time or memory."""

    exit_code = 3
