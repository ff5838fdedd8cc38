"""A command builds only its own sub-parser (issue 14: start-up)."""

from __future__ import annotations

import subprocess
import sys


def test_a_command_imports_only_its_own_cli_module():
    """``automatch analyze`` builds only its own subparser: the other commands' modules
    (bench_cmd's imports took 0.04 s of every run) stay unimported; --help lists all."""

    code = (
        "import sys; from automatch.cli.main import build_parser, COMMANDS; "
        "p = build_parser('analyze'); "
        "print(sorted(m for m in sys.modules if m.startswith('automatch.cli.') "
        "and m.endswith('_cmd'))); "
        "full = build_parser(); "
        "print(sorted(full._subparsers._group_actions[0].choices) == sorted(COMMANDS))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout.splitlines()
    loaded = out[0]
    assert "automatch.cli.analyze_cmd" in loaded
    for other in ("bench_cmd", "validate_cmd", "sweep_cmd", "archspec_cmd", "warm_cmd"):
        assert other not in loaded
    assert out[1] == "True"
