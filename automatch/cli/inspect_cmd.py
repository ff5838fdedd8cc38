"""``automatch inspect PROGRAM``: functions, the loop tree with source lines, instruction mix."""

from __future__ import annotations


def add_parser(subparsers) -> None:
    p = subparsers.add_parser("inspect", help="show the canonical program: functions, loops, mix")
    p.add_argument("program", nargs="+", metavar="PROGRAM", help=".ll, .bc, .c or .cpp files")
    p.add_argument("--kernel", metavar="NAME", help="kernel to keep as a function (default: main)")
    p.add_argument("--ir", action="store_true", help="print the canonical IR as well")
    p.add_argument("--cflags", metavar="FLAGS",
                   help="flags for clang, one shell-quoted string, e.g. --cflags='-std=gnu89 -DN=100' "
                        "(also $AUTOMATCH_CFLAGS)")
    p.set_defaults(func=run)


def run(args) -> int:
    from rich.console import Console
    from rich.table import Table
    from rich.tree import Tree

    from automatch.ir.compile import split_cflags
    from automatch.pipeline import load_program
    from automatch.report.terminal import safe

    canonical, program = load_program(args.program, args.kernel, split_cflags(args.cflags))
    console = Console()
    if args.ir:
        console.print(canonical.text, markup=False, highlight=False)
    table = Table(title=f"{safe(program.source_name)}: functions (kernel: {safe(program.kernel)})")
    for col in ("function", "line", "params", "blocks", "instructions", "loops"):
        table.add_column(col)
    for fn in program.functions:
        n_ins = sum(len(program.blocks[b].instructions) for b in fn.blocks)
        params = ", ".join(n or t for n, t in zip(fn.param_names or fn.arg_types, fn.arg_types, strict=False))
        table.add_row(safe(fn.name) + (" *" if fn.name == program.kernel else ""),
                      str(fn.line or "-"), safe(params), str(len(fn.blocks)), str(n_ins),
                      str(len(program.loops_of(fn.id))))
    console.print(table)
    tree = Tree("loops")
    for fn in program.functions:
        loops = program.loops_of(fn.id)
        if not loops:
            continue
        node = tree.add(f"[bold]{safe(fn.name)}[/bold]")
        nodes = {-1: node}
        for lp in sorted(loops, key=lambda x: (x.depth, x.id)):
            header = program.blocks[lp.header].name
            nodes[lp.id] = nodes[lp.parent].add(
                f"loop {lp.id} at line {lp.line or '?'}: header {safe(header)}, depth {lp.depth}, "
                f"{len(lp.blocks)} blocks, {len(lp.latches)} latch(es), {len(lp.exits)} exit(s)")
    console.print(tree)
    mix = Table(title="static instruction mix")
    mix.add_column("class")
    mix.add_column("count", justify="right")
    for k, v in sorted(program.instruction_mix().items(), key=lambda kv: -kv[1]):
        mix.add_row(k, str(v))
    console.print(mix)
    return 0
