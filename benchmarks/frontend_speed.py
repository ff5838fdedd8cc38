"""Front-end speed: seconds and MB/s per phase on generated IR of growing size.

A C program of straight-line code (a kernel of N statements, and helpers that the
canonical pipeline inlines into main) is generated so that clang -O0 -g makes about
1, 4 and 10 MB of IR; each phase then runs on it once:

* parse:         parse and verify the IR (``parse_and_link``)
* canonicalise:  the canonical pipeline (``canonicalise``)
* build_program: the static Program model (``build_program``)
* build_modules: the native and instrumented module texts (``build_modules``)

MB/s is the input IR's size over the phase's time. The phases should be linear in the
IR's size (similar MB/s at every size); printing instructions one at a time made
build_program quadratic (a 10.8 MB IR took over 200 s). Prints a table and writes
benchmarks/results/frontend_speed.json.

    python3 benchmarks/frontend_speed.py [--sizes 1,4,10]
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from automatch.exec.instrument.rewrite import build_modules  # noqa: E402
from automatch.fileio import atomic_write_text  # noqa: E402
from automatch.ir.canonical import canonicalise, parse_and_link  # noqa: E402
from automatch.ir.compile import compile_to_ir  # noqa: E402
from automatch.ir.program import build_program  # noqa: E402

HELPERS = 4  # helper functions inlined into main, each a quarter of the kernel's size


def _statements(k: int, n: int, name: str) -> str:
    body = "\n".join(f"  y[{(i * 7) % 97}] = x[{(i * 13) % 89}] * c + y[{(i * 5) % 97}] * x[{i % 89}];"
                     for i in range(k * n, (k + 1) * n))
    return f"void {name}(double *x, double *y, double c) {{\n{body}\n}}\n"


def generate(statements: int) -> str:
    """A whole C program: kernel() with ``statements`` statements, helpers inlined into main."""
    parts = ["#include <stdio.h>\n", _statements(0, statements, "kernel")]
    helper_n = max(1, statements // HELPERS)
    for h in range(HELPERS):
        parts.append("static " + _statements(h + 1, helper_n, f"helper{h}"))
    calls = "\n".join(f"  helper{h}(x, y, 0.5);" for h in range(HELPERS))
    parts.append("int main(void) {\n  double x[100], y[100];\n"
                 "  for (int i = 0; i < 100; i++) { x[i] = i * 0.01; y[i] = 1.0; }\n"
                 f"  kernel(x, y, 0.25);\n{calls}\n  printf(\"%g\\n\", y[3]);\n  return 0;\n}}\n")
    return "".join(parts)


def measure(statements: int, tmp: Path) -> dict:
    src = tmp / f"gen{statements}.c"
    src.write_text(generate(statements))
    t = time.perf_counter()
    ir = compile_to_ir(src)
    row = {"statements": statements, "ir_mb": len(ir) / 1e6, "clang_s": time.perf_counter() - t}
    t = time.perf_counter()
    mod = parse_and_link([(src.name, ir)])
    row["parse_s"] = time.perf_counter() - t
    t = time.perf_counter()
    canonical = canonicalise(mod, "kernel")
    row["canonicalise_s"] = time.perf_counter() - t
    row["canonical_mb"] = len(canonical.text) / 1e6
    t = time.perf_counter()
    program = build_program(canonical.text, canonical.kernel, src.name)
    row["build_program_s"] = time.perf_counter() - t
    row["instructions"] = len(program.instructions)
    t = time.perf_counter()
    mods = build_modules(canonical.text, program)
    row["build_modules_s"] = time.perf_counter() - t
    row["instrumented_mb"] = len(mods.instrumented) / 1e6
    return row


PHASES = ("parse", "canonicalise", "build_program", "build_modules")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sizes", default="1,4,10", help="target IR sizes in MB (default 1,4,10)")
    args = ap.parse_args()
    targets = [float(x) for x in args.sizes.split(",")]
    rows = []
    with tempfile.TemporaryDirectory(prefix="automatch-bench-") as tmp:
        probe = compile_to_ir(_write(Path(tmp) / "probe.c", generate(200)))
        per_statement = len(probe) / (200 * (1 + 1))  # kernel + helpers of the same total size
        for mb in targets:
            n = max(10, int(mb * 1e6 / per_statement / 2))
            row = measure(n, Path(tmp))
            rows.append(row)
            print(f"IR {row['ir_mb']:6.2f} MB ({row['instructions']} canonical instructions, "
                  f"clang {row['clang_s']:.1f} s)")
            for ph in PHASES:
                s = row[f"{ph}_s"]
                print(f"  {ph:14s} {s:8.2f} s  {row['ir_mb'] / s if s else float('inf'):8.2f} MB/s")
    out = ROOT / "benchmarks" / "results" / "frontend_speed.json"
    atomic_write_text(out, json.dumps({"machine": platform.node(), "python": platform.python_version(),
                                       "rows": rows}, indent=1) + "\n")
    print(f"wrote {out.relative_to(ROOT)}")


def _write(path: Path, text: str) -> Path:
    path.write_text(text)
    return path


if __name__ == "__main__":
    main()
