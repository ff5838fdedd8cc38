"""Regenerate the corpus's committed input files (deterministic; run from anywhere).

    python3 tests/corpus/gen_inputs.py          # rewrites the files in place

The files are small (a few KB) and committed; this script only documents how they
were made.  Programs whose input is a one-line config (mask_filter, qsort_rank,
montecarlo_math, omp_heat, cpp_templates) generate their data themselves.
"""

from __future__ import annotations

import random
from pathlib import Path

HERE = Path(__file__).resolve().parent


def particles() -> None:
    r = random.Random(1)
    lines = ["64 20 0.01 9.81 0.999"]
    for _ in range(64):
        vals = (r.uniform(0, 10), r.uniform(0, 10), r.uniform(-1, 1), r.uniform(-1, 1))
        lines.append(" ".join(f"{v:.5f}" for v in vals))
    (HERE / "aos_particles" / "particles.txt").write_text("\n".join(lines) + "\n")


def tree_values() -> None:
    r = random.Random(11)
    vals = [round(r.uniform(-500, 500), 3) for _ in range(1023)]
    lines = ["1023"] + [" ".join(f"{v:.3f}" for v in vals[i : i + 8]) for i in range(0, 1023, 8)]
    (HERE / "tree_quicksort" / "values.txt").write_text("\n".join(lines) + "\n")


def sample() -> None:
    r = random.Random(5)
    vals = [round(r.gauss(10, 3), 2) for _ in range(800)]
    lines = [" ".join(f"{v:.2f}" for v in vals[i : i + 10]) for i in range(0, 800, 10)]
    (HERE / "cpp_iostream" / "sample.txt").write_text("\n".join(lines) + "\n")


def words() -> None:
    r = random.Random(3)
    vocab = (
        "the of and to in is that for it as with was on be by this are from at or an have not "
        "which but all were when we there can more if has been one will their would who so no "
        "parallel kernel memory bandwidth latency cache vector thread barrier schedule profile "
        "device speedup compiler loop array pointer structure recursion benchmark input output "
        "checksum matrix stencil particle histogram gradient threshold"
    ).split()
    out = []
    for _ in range(1200):
        w = r.choice(vocab)
        if r.random() < 0.08:
            w = w.capitalize()
        if r.random() < 0.06:
            w += r.choice(",.;")
        out.append(w)
    lines = [" ".join(out[i : i + 12]) for i in range(0, len(out), 12)]
    (HERE / "wordscore" / "text.txt").write_text("\n".join(lines) + "\n")
    wr = random.Random(4)
    (HERE / "wordscore" / "weights.txt").write_text(
        "\n".join(f"{wr.uniform(0.5, 3.0):.4f}" for _ in range(26)) + "\n"
    )


def points() -> None:
    r = random.Random(8)
    lines = ["64 0.25"] + [" ".join(f"{r.random():.6f}" for _ in range(3)) for _ in range(64)]
    (HERE / "pairdist" / "points.txt").write_text("\n".join(lines) + "\n")


def csr() -> None:
    r = random.Random(21)
    nrows, ncols = 48, 40
    rows = []
    for i in range(nrows):
        k = r.choice([0, 1, 2, 3, 3, 4, 4, 5, 6, 9]) if i != 17 else 11
        cols = sorted(r.sample(range(ncols), k))
        rows.append([(c, round(r.uniform(-2, 2), 3)) for c in cols])
    nnz = sum(len(x) for x in rows)
    lines = [f"{nrows} {ncols} {nnz}"]
    lines += [" ".join([str(len(row))] + [f"{c} {v:.3f}" for c, v in row]) for row in rows]
    (HERE / "spmv_files" / "matrix.txt").write_text("\n".join(lines) + "\n")
    vec = [f"{ncols}"] + [f"{r.uniform(-1, 1):.4f}" for _ in range(ncols)]
    (HERE / "spmv_files" / "vector.txt").write_text("\n".join(vec) + "\n")


def grid_graph() -> None:
    """Rodinia's graph format for a 12 x 16 grid with 4-neighbour edges, source 0."""
    rows, cols = 12, 16
    adj = []
    for r in range(rows):
        for c in range(cols):
            nb = [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]
            adj.append([rr * cols + cc for rr, cc in nb if 0 <= rr < rows and 0 <= cc < cols])
    lines, start = [str(rows * cols)], 0
    for a in adj:
        lines.append(f"{start} {len(a)}")
        start += len(a)
    lines += ["0", str(start)] + [f"{d} 1" for a in adj for d in a]
    (HERE / "bfs_bool" / "graph.txt").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    for make in (particles, tree_values, sample, words, points, csr, grid_graph):
        make()
