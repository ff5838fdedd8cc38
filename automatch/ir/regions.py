"""Whole-program mode: the regions of a Program (outermost loop nests, named functions).

A region is an outermost loop (depth 1) of a defined function that loop-simplify left
in canonical form: one preheader (the only predecessor of the header outside the loop,
whose only successor is the header) and dedicated exit blocks (every predecessor of an
exit block is inside the loop). The instrumented program emits a region-enter word at
the end of the preheader and a region-exit word at the start of each exit block
(``automatch.exec.instrument.rewrite``), both only when a program-wide nesting counter goes
from 0 to 1 and back, so a loop nest reached from inside another region's loop (a call
in its body) belongs to the outer one: outermost wins. A loop without that form (rare
after loop-simplify: an indirectbr into the header) is not a region; its work counts
as outside any region.

A named function (``--kernel a,b``) is a region too: every call of it from the
program's instrumented code goes through a thin wrapper (``__am_rf.<f>``) that emits the
region-enter word before the call and the region-exit word after it, under the same
nesting counter, so a loop nest inside a named function belongs to the function, and a
named function called from inside another region belongs to that region. The replay
closes a function region at the ``ret`` of the frame it entered (the exit word that
follows is consumed there), since after a ``ret`` it is in the middle of the caller's
block (``automatch.analyses.schedule.replay_kernel``).

The list is a pure function of the Program and the options (loops or not, which
functions), so the instrumenter (in the child), the consumers (in the child) and the
assembler (in the parent) agree on region ids: loop regions first (ids 0..L-1, the
order of ``region_loops``), then the named functions in the order given.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

from automatch.ir.program import Program


@dataclass(frozen=True)
class RegionLoop:
    """One candidate region: an outermost loop nest with its entry and exit edges."""

    id: int  # region id: index in region_loops(program)
    loop: int  # the outermost loop's id
    function: str
    preheader: int  # global block id
    exit_blocks: tuple[int, ...]  # global block ids outside the loop
    first_line: int  # source lines of the nest's instructions (0 when unknown)
    last_line: int
    # the lines' file when it is not the function's (a loop in an #included file), else ""
    file: str = ""

    kind = "loop"

    @property
    def name(self) -> str:
        """``function:L<first>-L<last>`` (``function:loop<id>`` without debug info);
        ``function:file:L<first>-L<last>`` when the lines are in another file."""
        if self.first_line:
            where = f"{self.file}:" if self.file else ""
            return f"{self.function}:{where}L{self.first_line}-L{self.last_line}"
        return f"{self.function}:loop{self.loop}"


def _lines_and_file(program: Program, function: int, header: int,
                    ids: list[int]) -> tuple[int, int, str]:
    """(first line, last line, file) of the instructions ``ids`` of a function.

    All in the function's own file (or without file information): their range, no file,
    as always. Otherwise the range covers the lines of the file of the ``header`` block's
    first located instruction only (a loop of an #included helper; code inlined from
    another file into a loop does not stretch its range), and that file is named (by its
    base name) when it is not the function's."""
    located = [i for i in ids if program.instructions[i].line]
    files = program.instruction_files
    home = program.function_files[function] if function < len(program.function_files) else 0
    if not files or all(files[i] == home for i in located):
        lines = [program.instructions[i].line for i in located]
        return min(lines, default=0), max(lines, default=0), ""
    head = [i for i in program.blocks[header].instructions if program.instructions[i].line]
    own = files[head[0]] if head else files[located[0]]
    lines = [program.instructions[i].line for i in located if files[i] == own]
    name = os.path.basename(program.files[own]) if own != home and own else ""
    return min(lines, default=0), max(lines, default=0), name


def region_loops(program: Program) -> tuple[RegionLoop, ...]:
    """The candidate regions of ``program``, in loop-id order."""
    preds: dict[int, list[int]] = {}
    for b in program.blocks:
        for s in b.successors:
            preds.setdefault(s, []).append(b.id)
    out: list[RegionLoop] = []
    for lp in program.loops:
        if lp.depth != 1:
            continue
        body = set(lp.blocks)
        outside = [p for p in preds.get(lp.header, []) if p not in body]
        if len(outside) != 1 or program.blocks[outside[0]].successors != (lp.header,):
            continue
        exits = sorted({s for b in lp.exits for s in program.blocks[b].successors if s not in body})
        if any(p not in body for e in exits for p in preds.get(e, [])):
            continue
        if outside[0] in exits:
            continue
        first, last, file = _lines_and_file(
            program, lp.function, lp.header,
            [i for b in lp.blocks for i in program.blocks[b].instructions])
        out.append(
            RegionLoop(
                id=len(out),
                loop=lp.id,
                function=lp.function_name,
                preheader=outside[0],
                exit_blocks=tuple(exits),
                first_line=first,
                last_line=last,
                file=file,
            )
        )
    return tuple(out)


@dataclass(frozen=True)
class RegionFunction:
    """A named function as a region: the dynamic extent of its outermost calls."""

    id: int  # region id: index in program_regions(...)
    function: str  # the function's IR (mangled) name
    entry: int  # its entry block (global block id): the region's place in the module
    first_line: int  # source lines of its instructions (0 when unknown)
    last_line: int

    loop = -1  # no loop: a function region
    kind = "function"

    @property
    def name(self) -> str:
        """The IR name (region_profiles shows the demangled one)."""
        return self.function


def program_regions(program: Program, *, loops: bool = True,
                    functions: tuple[str, ...] | list[str] = ()) -> tuple[RegionLoop | RegionFunction, ...]:
    """The regions of ``program``: its outermost loop nests when ``loops``, then the
    defined functions named in ``functions`` (IR names, already resolved)."""
    out: list[RegionLoop | RegionFunction] = list(region_loops(program)) if loops else []
    for name in functions:
        fn = program.function(name)
        lines = [program.instructions[i].line for b in fn.blocks
                 for i in program.blocks[b].instructions if program.instructions[i].line]
        out.append(RegionFunction(id=len(out), function=name, entry=fn.blocks[0],
                                  first_line=min(lines, default=0), last_line=max(lines, default=0)))
    return tuple(out)


def region_order(region: RegionLoop | RegionFunction, program: Program) -> int:
    """The region's first block in the module (a loop's header, a function's entry):
    the static program order the offload plan uses."""
    if isinstance(region, RegionFunction):
        return region.entry
    return program.loops[region.loop].header


class NativeFunctionWarning(UserWarning):
    """Functions with inline assembly ran natively, their work outside the figures."""


def check_native_calls(program: Program) -> tuple[str, ...]:
    """Refuse a program whose analysed code calls a function that runs natively (inline
    assembly, ``Program.native_functions``); return the native functions it calls where
    that is allowed.

    A native function has no instrumented copy: what it does would be missing from the
    figures without a word. It is accepted where it cannot hold a loop's work: called
    from ``main`` outside every loop (a timer such as ``rdtsc`` around the computation,
    pathfinder's habit), or from code the kernel does not reach (``main`` around a named
    kernel). Called from inside a loop of ``main`` or from any function the kernel
    reaches (direct calls), it is refused, naming the function and the line. The returned
    names are those main calls, as the analysed kernel, outside its loops."""
    native = set(program.native_functions)
    if not native:
        return ()
    from automatch.errors import UnsupportedProgramError

    callees: dict[int, set[int]] = {}
    ids = {f.name: f.id for f in program.functions}
    sites: list = []
    for ins in program.instructions:
        if ins.opclass.name != "CALL" or not ins.callee:
            continue
        if ins.callee in native:
            sites.append(ins)
        elif ins.callee in ids:
            callees.setdefault(ins.function, set()).add(ids[ins.callee])
    kernel = ids.get(program.kernel, -1)
    reached, todo = {kernel}, [kernel]
    while todo:
        for g in callees.get(todo.pop(), ()):
            if g not in reached:
                reached.add(g)
                todo.append(g)
    main = ids.get("main", -1)
    in_loop = {b for lp in program.loops if lp.function == main for b in lp.blocks}
    used: list[str] = []
    for ins in sites:
        caller = program.functions[ins.function].name
        if ins.function == main and ins.block not in in_loop:
            if kernel == main:  # in the analysed extent, though no loop's work
                used.append(ins.callee)
            continue
        if ins.function not in reached:
            continue
        where = f"line {ins.line} of {caller}()" if ins.line else f"{caller}()"
        inside = "a loop of main" if ins.function == main else f"code the kernel {program.kernel!r} runs"
        raise UnsupportedProgramError(
            f"Function {ins.callee!r} contains inline assembly, which automatch cannot analyse "
            f"(it needs LLVM IR for every operation), and {inside} calls it ({where}): its "
            "work would be missing from the figures. Replace the asm with C; inline assembly "
            "is accepted only in functions called outside the analysed code, or from main "
            "outside its loops (a timer such as rdtsc), which then run natively.")
    return tuple(dict.fromkeys(used))
