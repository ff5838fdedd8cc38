"""``automatch``: the command line. Builds config, calls the library, prints, returns a code."""

from __future__ import annotations

import argparse
import sys
import warnings

# command -> (module under automatch.cli, its parser-adding function)
COMMANDS = {
    "analyze": ("analyze_cmd", "add_parser"),
    "profile": ("analyze_cmd", "add_profile_parser"),
    "predict": ("predict_cmd", "add_parser"),
    "partition": ("partition_cmd", "add_parser"),
    "inspect": ("inspect_cmd", "add_parser"),
    "validate": ("validate_cmd", "add_parser"),
    "sweep": ("sweep_cmd", "add_parser"),
    "warm": ("warm_cmd", "add_parser"),
    "archspec": ("archspec_cmd", "add_parser"),
    "bench": ("bench_cmd", "add_parser"),
}


class _VersionAction(argparse.Action):
    """``--version``: ``automatch X.Y.Z`` from the package metadata (automatch/version.py),
    looked up only when asked (not on every command's start-up)."""

    def __init__(self, option_strings, dest, **kwargs):
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS,
                         help="show the tool's version and exit")

    def __call__(self, parser, namespace, values, option_string=None):
        from automatch.version import version

        print(f"automatch {version()}")
        parser.exit()


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The whole parser, or (``command``: one of :data:`COMMANDS`) one with only that
    command's subparser, so that a run imports its own command module and no other's
    (``bench_cmd`` alone took 0.04 s of every ``analyze``: issue 14, start-up)."""
    import importlib

    parser = argparse.ArgumentParser(
        prog="automatch",
        description="Predict how a sequential kernel would run when parallelised on CPUs and "
        "GPUs: the best device, what bounds it, and how to split the work.",
    )
    parser.add_argument("--version", action=_VersionAction)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    names = [command] if command in COMMANDS else list(COMMANDS)
    for name in names:
        module, adder = COMMANDS[name]
        getattr(importlib.import_module(f"automatch.cli.{module}"), adder)(sub)
    return parser


def _show_warning(message, category, filename, lineno, file=None, line=None) -> None:
    """automatch's own warnings as one line, ``automatch: warning: ...``, control
    characters escaped; other libraries' warnings as Python shows them."""
    if getattr(category, "__module__", "").startswith("automatch"):
        from automatch.errors import escape_control

        print(f"automatch: warning: {escape_control(str(message))}", file=file or sys.stderr)
        return
    _PYTHON_SHOWWARNING(message, category, filename, lineno, file, line)


_PYTHON_SHOWWARNING = warnings.showwarning


def _stdout_is_broken() -> bool:
    try:
        sys.stdout.flush()
    except (BrokenPipeError, ValueError):
        return True
    return False


def internal_error(exc: BaseException) -> int:
    """An exception that is not an AutomatchError reached the CLI: a bug. One paragraph
    naming a crash report (the traceback) and asking for a bug report; exit 3."""
    import traceback

    from automatch.errors import escape_control, internal_error_message, write_crash_report

    text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    report = write_crash_report(text)
    what = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
    if len(what) > 300:
        what = what[:300] + "..."
    print(f"automatch: error: {escape_control(internal_error_message(what, report))}",
          file=sys.stderr)
    return 3


def main(argv: list[str] | None = None) -> int:
    import os

    from automatch.errors import AutomatchError, escape_control
    from automatch.proc.blas_threads import limit_blas_threads

    limit_blas_threads(os.environ)  # before any command module imports numpy

    warnings.showwarning = _show_warning
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser(argv[0] if argv else None)
    program_args: list[str] = []
    if "--" in argv:  # everything after '--' goes to the analysed program's main
        cut = argv.index("--")
        argv, program_args = argv[:cut], argv[cut + 1 :]
    args = parser.parse_args(argv)
    args.program_args = program_args
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    from automatch.cli.stdout import failed_message, guard_stdout

    guard = guard_stdout()  # a failed write to stdout (/dev/full) is said as such, exit 2
    try:
        code = int(args.func(args) or 0)
        guard.flush()  # what is still buffered fails here, not silently at exit
        return code
    except AutomatchError as exc:
        print(f"automatch: error: {escape_control(str(exc))}", file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:
        print("automatch: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError as exc:
        if not _stdout_is_broken():
            return internal_error(exc)
        # the reader of our stdout went away (`automatch ... | head`): stop quietly
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141
    except Exception as exc:  # a bug: one paragraph and a crash report, no traceback
        message = failed_message(guard)
        if message is not None:
            print(f"automatch: error: {message}", file=sys.stderr)
            return 2
        return internal_error(exc)
    finally:
        guard.restore()


if __name__ == "__main__":
    sys.exit(main())
