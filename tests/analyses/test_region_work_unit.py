"""Issue 40 item 3: whole-program mode decides the work unit per region, and the
reports say which unit each region uses.

``tests/corpus/bfs_timer`` is bfs_bool's traversal beside a ``double`` timer and a
floating-point average. With ``--regions auto`` the traversal (inlined into main) is a
region of integer work: W = 356 int ops (``cost[tid] + 1`` per frontier edge into an
unvisited node, derived in tests/corpus/README.md), where the unit taken from the whole
program made it 0 flop; the average's loop is a region of 192 flops. The terminal
regions table and the HTML report show the unit next to W.
"""

from __future__ import annotations

import json
import re
import shutil
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parents[1] / "hostile"))
from cli_case import run_cli  # noqa: E402

ROOT = Path(__file__).parents[2]
PROGRAM = ROOT / "tests" / "corpus" / "bfs_timer"
pytestmark = pytest.mark.skipif(
    not (shutil.which("clang-19") or shutil.which("clang")), reason="needs clang"
)


def test_regions_table_and_html_name_each_regions_unit(tmp_path):
    html, out = tmp_path / "report.html", tmp_path / "result.json"
    run = run_cli(["analyze", PROGRAM / "bfs_timer.c", "--regions", "auto", "--input",
                   PROGRAM / "graph.txt", "--arch", ROOT / "archspecs" / "dev-host.toml",
                   "--json", out, "--html", html], cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    regions = json.loads(out.read_text())["profile"]["regions"]
    units = {r["profile"]["flops"]["total"]: r["profile"]["work_unit"] for r in regions}
    assert units[356] == "int op" and units[192] == "flop"
    # the terminal table: W with its unit in one cell
    table = run.stdout
    assert re.search(r"│\s*356 int op\s*│", table), table
    assert re.search(r"│\s*192 flop\s*│", table), table
    page = html.read_text()
    assert "work W (unit)" in page and "356 int op" in page and "192 flop" in page
