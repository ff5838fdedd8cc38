"""The innermost loops of the machine code LLVM emits for a CPU, timed by llvm-mca.

Issue 42, item 2: in-core time comes from what the compiler does (vectorisation,
unrolling, FMA contraction, which values stay in registers), not from IR counts. For a
module (:func:`source_ir`: the IR clang -O3 starts from, debug lines included; not the
canonical module, whose text llvmlite's newer LLVM prints) and an LLVM CPU
name (``znver3``, ``sapphirerapids``; ``native`` is the host's):

1. ``opt -O3 -mcpu=CPU`` optimises it as ``clang -O3 -march=CPU`` would (no fast-math:
   the module's own flags stand), after the functions' own ``target-cpu`` /
   ``target-features`` attributes are dropped (clang wrote the CPU the source was
   compiled for, which would override ``-mcpu``); the loop vectoriser's and unroller's
   remarks are kept;
2. ``llc -O3 -mcpu=CPU`` emits assembly, whose comments name each block's IR block and
   mark each loop (``# =>This Inner Loop Header: Depth=N``, ``# in Loop: Header=...``);
3. each innermost machine loop is mapped to its source loop: the start line of the
   IR loop's ``!llvm.loop`` location (the ``for`` line, which is the profile's loop
   line), else the smallest line of its ``.loc`` directives;
4. how many source iterations one machine iteration runs: the vector body's induction
   step (the vectoriser's ``%index`` advances by VF x interleave) or the unroller's
   remark for that loop ("unrolled loop by a factor of N"), else 1; remainder loops
   (``.prol``/``.epil`` copies, the scalar loop left after vectorisation, the vector
   epilogue, whose step is its own induction step) are marked so, and
   :meth:`MachineLoops.tail_loops` names a body's;
5. ``llvm-mca -mcpu=CPU`` runs every innermost body as a code region of one file, at
   two iteration counts (100 and 200 for a body of up to 80 instructions;
   ir/compiled/llvm_tools.py): the slope is the steady-state cycles per machine iteration (loop-carried register
   chains included, the pipeline's fill left out), and the Block RThroughput is the
   throughput bound.

llvm-mca models one core's scheduling: the loop body is straight-line code (both sides
of a branch inside it count every iteration), loads hit L1, loads and stores do not
alias (its default: no store-to-load forwarding chain through memory), and a call
costs its call instruction only (:attr:`MachineLoop.calls` says where that happens).

Results are cached by content (the module text, the CPU, the tools' versions) under
``$XDG_CACHE_HOME/automatch/incore`` (``~/.cache/automatch``), folders made 0700.
"""

from __future__ import annotations

import os
import re
import tempfile
from collections.abc import Mapping
from dataclasses import asdict, dataclass
from functools import cache
from pathlib import Path

from automatch.errors import InputError
from automatch.ir.canonical import untargeted
from automatch.ir.compiled.llvm_tools import cached, mca_slopes, run_mca, run_tool, tool

__all__ = ["MachineLoop", "MachineLoops", "compile_for_cpu", "host_mcpu", "known_mcpus",
           "machine_loops", "openmp_source_ir", "parse_asm_loops", "resolve_mcpu", "run_mca",
           "source_ir", "with_pragmas"]

# a conditional jump: x86 jcc (not jmp), AArch64 b.<cond>, cbz/cbnz, tbz/tbnz
_COND_JUMP = re.compile(r"^(?:j(?!mp\b)[a-z]{1,4}|b\.[a-z]{2}|cbn?z|tbn?z)\s")
FORMAT = 5  # bump when the analysis changes what it caches
_FUNC = re.compile(r"^([\w.$]+):\s*#\s*@")
_BLOCK = re.compile(r"^(\.LBB\d+_\d+|# %bb\.\d+):(.*)$")
_IR_NAME = re.compile(r"#\s*%([-\w.$]+)")
_INNER = re.compile(r"=>\s*This Inner Loop Header: Depth=(\d+)")
_IN_LOOP = re.compile(r"in Loop: Header=(BB\d+_\d+) Depth=(\d+)")
_LOC = re.compile(r"^\s*\.loc\s+(\d+)\s+(\d+)\s+(\d+)")
_REMARK_UNROLL = re.compile(r":(\d+):(\d+): (?:completely )?unrolled loop by a factor of (\d+)")
_REMARK_VECTOR = re.compile(r":(\d+):(\d+): vectorized loop \(vectorization width: (\d+), "
                            r"interleaved count: (\d+)\)")
_DEFINE = re.compile(r"^define [^@]*@\"?([^\"(]+)\"?\(")
_IR_LABEL = re.compile(r"^([-\w.$]+):")
_IR_PHI = re.compile(r"^\s*%([-\w.$]+) = phi (i\d+) (.*)$")
_IR_ADD = re.compile(r"^\s*%([-\w.$]+) = (?:add|or disjoint)(?: nuw)?(?: nsw)? (i\d+) "
                     r"%([-\w.$]+), (-?\d+)")
_IR_LOOP_BR = re.compile(r"^\s*br .*label %([-\w.$]+).*!llvm\.loop (!\d+)")
_IR_COND_BR = re.compile(r"^\s*br i1 %([-\w.$]+), label %([-\w.$]+), label %([-\w.$]+)")
_IR_BR = re.compile(r"^\s*br label %([-\w.$]+)")
_IR_LOGIC = re.compile(r"^\s*%([-\w.$]+) = (?:and|or|xor|select)\b[^%]*(.*)$")
_IR_MD_TUPLE = re.compile(r"^(!\d+) = (?:distinct )?!\{(.*)\}$", re.M)
_IR_DILOC = re.compile(r"^(!\d+) = !DILocation\(line: (\d+), column: (\d+)", re.M)
_CALL = re.compile(r"^\s*call", re.I)


@dataclass(frozen=True)
class MachineLoop:
    """One innermost machine loop and what llvm-mca says of it.

    ``line``: the source line of the loop it came from (0: unknown); ``lines``: the
    lines of its ``.loc`` directives; ``source_per_iteration``: source iterations one
    machine iteration runs (vector width x interleave, or the unroll factor);
    ``role``: "vector" | "unrolled" | "scalar" | "remainder" | "versioned" (a vector
    body entered only when a symbolic stride is 1: never the loop that runs a column
    walk; :meth:`MachineLoops.main_loop` passes it over); ``cycles_per_iteration``:
    llvm-mca's steady-state cycles per machine iteration; ``throughput_cycles``: its
    Block RThroughput (the bound from the ports alone); ``calls``: call instructions in
    the body, whose callees mca does not see; ``body``: its instructions as llvm-mca
    read them."""

    function: str
    header: str
    block: str
    line: int
    lines: tuple[int, ...]
    instructions: int
    source_per_iteration: int
    role: str
    cycles_per_iteration: float
    throughput_cycles: float
    calls: int = 0
    body: tuple[str, ...] = ()
    # (machine iterations an instance runs, cycles per source iteration) of the loop
    # timed as short instances whose chains overlap (ir/compiled/mca_instances.py), for the
    # instance lengths a profile asked for (model/incore.with_instances)
    instance_cps: tuple[tuple[int, float], ...] = ()

    @property
    def conditional_jumps(self) -> int:
        """Conditional jumps in the body (x86 ``jcc``, AArch64 ``b.cond``, ``cbz``,
        ``tbz``): 1 is the latch alone, the compiler having if-converted or vectorised
        every data-dependent branch of the source loop."""
        return sum(bool(_COND_JUMP.match(i)) for i in self.body)

    @property
    def cycles_per_source_iteration(self) -> float:
        return self.cycles_per_iteration / max(self.source_per_iteration, 1)


@dataclass(frozen=True)
class MachineLoops:
    """Every innermost machine loop of one module compiled for ``mcpu``."""

    mcpu: str
    loops: tuple[MachineLoop, ...]

    def main_loop(self, line: int) -> MachineLoop | None:
        """The machine loop that runs most of source loop ``line``'s iterations: of the
        loops mapped to it, the one with the most source iterations per machine
        iteration, remainders last (None: the compiler left no innermost loop there,
        e.g. it unrolled it completely or merged it into another)."""
        found = [lp for lp in self.loops if lp.line == line and lp.role != "versioned"]
        if not found:
            return None
        return max(found, key=lambda lp: (lp.role != "remainder", lp.source_per_iteration,
                                          -self.loops.index(lp)))

    def tail_loops(self, main: MachineLoop) -> tuple[MachineLoop, ...]:
        """The loops that run what ``main`` leaves of an instance's iterations: those of
        its function and source line with fewer source iterations a machine iteration
        (a vector body's epilogue, the scalar loop after it, an unrolled loop's
        remainder), one per step, the largest step first."""
        found: dict[int, MachineLoop] = {}
        for lp in self.loops:
            if (lp is not main and lp.function == main.function and lp.line == main.line
                    and lp.role != "versioned"
                    and lp.source_per_iteration < main.source_per_iteration):
                found.setdefault(lp.source_per_iteration, lp)
        return tuple(found[k] for k in sorted(found, reverse=True))

    def to_dict(self) -> dict:
        return {"mcpu": self.mcpu, "loops": [asdict(lp) for lp in self.loops]}

    @classmethod
    def from_dict(cls, d: dict) -> MachineLoops:
        return cls(str(d["mcpu"]), tuple(
            MachineLoop(**{**lp, "lines": tuple(lp["lines"]), "body": tuple(lp["body"]),
                           "instance_cps": tuple((int(c), float(v))
                                                 for c, v in lp.get("instance_cps", ()))})
            for lp in d["loops"]))


# ---------------------------------------------------------------- tools and CPU names


def host_mcpu() -> str:
    """This machine's CPU as LLVM names it (llvmlite's ``get_host_cpu_name``)."""
    import llvmlite.binding as llvm

    return str(llvm.get_host_cpu_name())


@cache
def known_mcpus(triple: str | None = None) -> frozenset[str]:
    """The CPU names ``llc -mcpu=help`` lists for ``triple`` (the host's by default)."""
    if triple is None:
        import llvmlite.binding as llvm

        triple = llvm.get_process_triple()
    cmd = [tool("llc"), "-mcpu=help", f"-mtriple={triple}"]
    proc = run_tool(cmd, "llc -mcpu=help")
    text = proc.stdout + proc.stderr
    cpus = text.split("Available CPUs for this target:", 1)[-1]
    cpus = cpus.split("Available features for this target:", 1)[0]
    return frozenset(m.group(1) for m in re.finditer(r"^\s+([\w.-]+)\s+- ", cpus, re.M))


def resolve_mcpu(name: str) -> str:
    """``name`` checked against LLVM's CPU list; ``native``/``host``: :func:`host_mcpu`."""
    mcpu = host_mcpu() if name in ("native", "host") else name
    known = known_mcpus()
    if mcpu not in known:
        raise InputError(f"LLVM does not know the CPU {name!r} (mcpu): use a name from "
                         "'llc-19 -mcpu=help', e.g. znver3, znver4, sapphirerapids, icelake-server, "
                         "neoverse-v1, or 'native' for this machine's.")
    return mcpu


# ---------------------------------------------------------------- compile


def source_ir(path: str | os.PathLike, cflags: tuple[str, ...] = ()) -> str:
    """The IR ``clang -O3`` starts its passes from, for one C/C++ file (the user's
    ``cflags``, then ``-O3``; no pass run yet: TBAA and lifetime markers as -O3 emits
    them), or a .ll file's own text. Why not the canonical module: it is printed by
    llvmlite's LLVM, whose IR text the Debian llvm-19 tools may not read (attributes
    newer than 19); the source lines, which map the loops to the profile's, are the same."""
    from automatch.ir.compile import compile_to_ir, env_cflags

    p = Path(path)
    if p.suffix.lower() == ".ll":
        return p.read_text(errors="replace")
    from automatch.ir.fortran import O3_LOOPS_FOR_OPT, compile_fortran, is_fortran

    if is_fortran(p):  # flang -O3 but its loop passes: opt vectorises for the mcpu
        return compile_fortran([p], tuple(cflags), deadline=None, max_memory_bytes=None,
                               level=O3_LOOPS_FOR_OPT)[str(p)]
    return compile_to_ir(p, extra_flags=env_cflags() + tuple(cflags) + ("-O3",))


_FOR_TOKEN = re.compile(r"\bfor\s*\(")


def with_pragmas(text: str, pragmas: Mapping[int, str]) -> tuple[str, tuple[int, ...]]:
    """``text`` (C or C++ source) with ``_Pragma("omp PRAGMA")`` put before the first
    ``for (`` of each line named in ``pragmas`` (line -> the directive after ``omp``), so
    that no line moves: the loops keep the lines the profile knows them by. Returns the
    text and the lines that got their pragma (a line without a ``for`` keeps none)."""
    lines = text.split("\n")
    done = []
    for line, directive in sorted(pragmas.items()):
        if not 1 <= line <= len(lines):
            continue
        m = _FOR_TOKEN.search(lines[line - 1])
        if m is None:
            continue
        body = lines[line - 1]
        lines[line - 1] = (body[:m.start()] + f'_Pragma("omp {directive}") ' + body[m.start():])
        done.append(line)
    return "\n".join(lines), tuple(done)


def openmp_source_ir(path: str | os.PathLike, pragmas: Mapping[int, str],
                     cflags: tuple[str, ...] = ()) -> tuple[str, tuple[int, ...]]:
    """The IR ``clang -O3 -fopenmp`` starts from for the file at ``path`` with an OpenMP
    directive on each loop of ``pragmas`` (:func:`with_pragmas`): the code a developer
    gets by adding those pragmas, whose loop bodies the compiler outlines into
    ``.omp_outlined.`` functions and may vectorise or not as it does the sequential
    ones. The copy is compiled from a private folder with ``#line`` naming the original
    file and the original folder first on the quote include path, so that the lines and
    the includes are the original's. Returns the IR and the lines that got a pragma;
    InputError when clang refuses the annotated copy (a loop not in OpenMP's canonical
    form, say)."""
    from automatch.ir.compile import compile_to_ir, env_cflags

    src = Path(path)
    text, done = with_pragmas(src.read_text(errors="replace"), pragmas)
    with tempfile.TemporaryDirectory(prefix="automatch-incore-omp-") as tmp:
        copy = Path(tmp) / src.name
        copy.write_text(f'#line 1 "{src.resolve()}"\n' + text)
        flags = ("-iquote", str(src.resolve().parent)) + env_cflags() + tuple(cflags) + (
            "-O3", "-fopenmp")
        ir = compile_to_ir(copy, extra_flags=flags)
    # the module's name is the copy's: the original's instead, so that the text (the
    # compiled loops' cache key) is the same from one analysis to the next
    return ir.replace(str(copy), str(src.resolve())).replace(tmp, str(src.resolve().parent)), done


def compile_for_cpu(ir_text: str, mcpu: str) -> tuple[str, str, str]:
    """(optimised IR, assembly, opt's remarks) of ``ir_text`` at -O3 for ``mcpu``."""
    with tempfile.TemporaryDirectory(prefix="automatch-incore-") as tmp:
        src, opt_ll, asm = (Path(tmp) / n for n in ("in.ll", "opt.ll", "out.s"))
        src.write_text(untargeted(ir_text))
        # instnamer after -O3 names the blocks -O3 left numbered: llc prints a header's IR
        # block name only when it has one, and the loop facts are found by that name (the
        # machine code is the same, only names change)
        proc = run_tool([tool("opt"), "-passes=default<O3>,instnamer", f"-mcpu={mcpu}", "-S",
                         str(src), "-o", str(opt_ll),
                         "-pass-remarks=loop-vectorize|loop-unroll"], f"opt -O3 -mcpu={mcpu}")
        run_tool([tool("llc"), "-O3", f"-mcpu={mcpu}", str(opt_ll), "-o", str(asm)],
                 f"llc -O3 -mcpu={mcpu}")
        return opt_ll.read_text(errors="replace"), asm.read_text(errors="replace"), proc.stderr


@dataclass(frozen=True)
class _AsmLoop:
    function: str
    header: str  # "BB2_6"
    block: str  # the IR block name of its header
    body: tuple[str, ...]  # instruction lines
    lines: tuple[int, ...]


def parse_asm_loops(asm: str) -> list[_AsmLoop]:
    """Every innermost loop of ``asm`` (llc's output with its loop comments): its header
    block and the blocks llc marks as in the loop, in layout order."""
    blocks: list[dict] = []  # {func, label, ir, inner, in_loop, instrs, lines}
    func = ""
    cur: dict | None = None
    for raw in asm.splitlines():
        m = _FUNC.match(raw)
        if m:
            func, cur = m.group(1), None
            continue
        m = _BLOCK.match(raw)
        if m:
            label = m.group(1)
            name = label[2:] if label.startswith(".L") else label
            ir = _IR_NAME.search(m.group(2))
            cur = {"func": func, "label": name, "ir": ir.group(1) if ir else "",
                   "inner": None, "in_loop": None, "instrs": [], "lines": []}
            blocks.append(cur)
            raw = m.group(2)  # the comment on the label's line may name the loop
        if cur is None:
            continue
        inner, in_loop = _INNER.search(raw), _IN_LOOP.search(raw)
        if inner:
            cur["inner"] = cur["label"]
        if in_loop:
            cur["in_loop"] = in_loop.group(1)
        loc = _LOC.match(raw)
        if loc:
            if int(loc.group(2)) > 0:
                cur["lines"].append(int(loc.group(2)))
            continue
        text = raw.split("#", 1)[0].strip()
        if raw.startswith("\t") and text and not text.startswith(".") and not text.endswith(":"):
            cur["instrs"].append(text)
    loops = []
    for b in blocks:
        if b["inner"] is None:
            continue
        members = [c for c in blocks if c["func"] == b["func"]
                   and (c is b or c["in_loop"] == b["label"])]
        body = tuple(i for c in members for i in c["instrs"])
        lines = tuple(sorted({ln for c in members for ln in c["lines"]}))
        loops.append(_AsmLoop(b["func"], b["label"], b["ir"], body, lines))
    return loops


def _stride_versioned(header: str, conds: dict[str, tuple[str, tuple[str, str]]],
                      jumps: dict[str, str], logic: dict[str, list[str]]) -> bool:
    """Whether the loop at ``header`` (a vector body) is entered only when a symbolic
    stride is 1: the loop vectoriser versions a loop on ``n == 1`` for an access
    ``a[k * n + j]`` (its ``ident.check``), and the vector code then runs for n = 1 alone;
    for any other n the scalar loop runs. ``conds``: block -> (condition, targets) of its
    conditional branch; ``jumps``: block -> target of its unconditional branch;
    ``logic``: i1 value -> the values an and/or/xor/select of it reads."""
    entry = {header}
    for _ in range(4):  # vector.ph (and blocks before it) jump straight into the body
        entry |= {b for b, t in jumps.items() if t in entry}

    def from_ident(v: str, depth: int = 0) -> bool:
        if v.startswith("ident.check"):
            return True
        return depth < 8 and any(from_ident(o, depth + 1) for o in logic.get(v, ()))

    return any(from_ident(c) for b, (c, targets) in conds.items()
               if b not in entry and any(t in entry for t in targets))


def _ir_loop_facts(opt_ir: str) -> dict[tuple[str, str], tuple[int, int, int, bool, bool]]:
    """Per (function, header block) of the optimised IR's loops: (start line, column,
    the induction step of its header's integer phis (``%index`` first; 0: none),
    whether the vectoriser marked the loop ``isvectorized``, and whether it is a vector
    body versioned on a unit stride (:func:`_stride_versioned`))."""
    dilocs = {k: (int(a), int(b)) for k, a, b in _IR_DILOC.findall(opt_ir)}
    tuples = {k: v for k, v in _IR_MD_TUPLE.findall(opt_ir)}
    facts: dict[tuple[str, str], tuple[int, int, int, bool, bool]] = {}
    func, label = "", ""
    phis: dict[str, dict[str, str]] = {}  # block -> {phi name: incoming text}
    adds: dict[str, tuple[str, int]] = {}  # value -> (operand, step)
    pending: list[tuple[str, str, str]] = []  # (function, header, loop metadata)
    conds: dict[str, tuple[str, tuple[str, str]]] = {}
    jumps: dict[str, str] = {}
    logic: dict[str, list[str]] = {}

    def flush() -> None:
        for f, hdr, md in pending:
            parts = [p.strip() for p in tuples.get(md, "").split(",")]
            start = next((dilocs[p] for p in parts[1:] if p in dilocs), (0, 0))
            vectorized = '"llvm.loop.isvectorized"' in tuples.get(md, "") or any(
                '"llvm.loop.isvectorized"' in tuples.get(p, "") for p in parts[1:])
            steps = []
            for phi, incoming in phis.get(hdr, {}).items():
                for val in re.findall(r"%([-\w.$]+)", incoming):
                    if val in adds and adds[val][0] == phi and adds[val][1] > 0:
                        steps.append((phi != "index", adds[val][1]))
            step = min(steps)[1] if steps else 0
            versioned = hdr.startswith("vector.body") and _stride_versioned(hdr, conds, jumps, logic)
            facts[(f, hdr)] = (start[0], start[1], step, vectorized, versioned)

    for ln in opt_ir.splitlines():
        d = _DEFINE.match(ln)
        if d:
            func, label, phis, adds, pending = d.group(1), "", {}, {}, []
            conds, jumps, logic = {}, {}, {}
            continue
        if ln.startswith("}"):
            flush()
            pending = []
            continue
        lab = _IR_LABEL.match(ln)
        if lab:
            label = lab.group(1)
            continue
        p = _IR_PHI.match(ln)
        if p:
            phis.setdefault(label, {})[p.group(1)] = p.group(3)
            continue
        a = _IR_ADD.match(ln)
        if a:
            adds[a.group(1)] = (a.group(3), int(a.group(4)))
        g = _IR_LOGIC.match(ln)
        if g:
            logic[g.group(1)] = re.findall(r"%([-\w.$]+)", g.group(2))
        cb = _IR_COND_BR.match(ln)
        if cb:
            conds[label] = (cb.group(1), (cb.group(2), cb.group(3)))
        jb = _IR_BR.match(ln)
        if jb:
            jumps[label] = jb.group(1)
        br = _IR_LOOP_BR.match(ln)
        if br:
            for target in re.findall(r"label %([-\w.$]+)", ln):
                pending.append((func, target, br.group(2)))
    return facts


def _remarks(stderr: str) -> tuple[dict[tuple[int, int], int], dict[tuple[int, int], int]]:
    unroll = {(int(a), int(b)): int(c) for a, b, c in _REMARK_UNROLL.findall(stderr)}
    vector = {(int(a), int(b)): int(w) * int(c) for a, b, w, c in _REMARK_VECTOR.findall(stderr)}
    return unroll, vector


# ---------------------------------------------------------------- llvm-mca


# ---------------------------------------------------------------- the whole analysis


def _role_and_factor(lp: _AsmLoop, fact, unroll, vector) -> tuple[str, int]:
    line, col, step, vectorized, versioned = fact if fact else (0, 0, 0, False, False)
    name = lp.block
    if versioned:  # runs only for a unit stride: the scalar loop beside it runs otherwise
        return "versioned", max(step or vector.get((line, col), 1), 1)
    if "prol" in name or "epil" in name:
        # a vector body's own remainder (the vectoriser's epilogue ``vec.epilog.vector.body``,
        # the unroller's ``vector.body.epil``) still runs its induction step a machine
        # iteration
        vec = name.startswith(("vec.epilog.vector.body", "vector.body"))
        return "remainder", max(step, 1) if vec else 1
    if name.startswith("vector.body"):
        factor = step or vector.get((line, col), 1)
        return "vector", max(factor, 1)
    if (line, col) in unroll:
        return ("remainder" if vectorized else "unrolled"), unroll[(line, col)]
    if not line and lp.lines:  # no loop location (flang's loops): the remark of its line
        at = {f for (ln, _c), f in unroll.items() if ln == lp.lines[0]}
        if len(at) == 1:
            return "unrolled", at.pop()
    return ("remainder" if vectorized else "scalar"), 1


def _located_line(lp: _AsmLoop, vector: dict[tuple[int, int], int]) -> int:
    """The source line of a loop whose IR carries no loop location (flang's): its first
    ``.loc`` line; for a vectorised body, the line of the vectoriser's remark just above
    it. The vector body holds the loop's statements but not its ``do`` line (the header's
    increment and compare are the vectoriser's own, without a location), so its first
    line is the body's (19 for the loop of line 18), which no profile loop has."""
    first = lp.lines[0] if lp.lines else 0
    if lp.block.startswith("vector.body") and first:
        above = [ln for ln, _col in vector if 0 < ln <= first]
        if above:
            return max(above)
    return first


def analyse(ir_text: str, mcpu: str) -> MachineLoops:
    """:class:`MachineLoops` of ``ir_text`` for ``mcpu`` (a name LLVM knows), uncached."""
    opt_ir, asm, remarks = compile_for_cpu(ir_text, mcpu)
    facts = _ir_loop_facts(opt_ir)
    unroll, vector = _remarks(remarks)
    raw = parse_asm_loops(asm)
    timed = [lp for lp in raw if lp.body]
    slopes = mca_slopes([lp.body for lp in timed], mcpu, use_cache=False)
    loops = []
    for lp, (cycles, rt) in zip(timed, slopes, strict=True):
        fact = facts.get((lp.function, lp.block))
        role, factor = _role_and_factor(lp, fact, unroll, vector)
        line = fact[0] if fact and fact[0] else _located_line(lp, vector)
        loops.append(MachineLoop(
            function=lp.function, header=lp.header, block=lp.block, line=line, lines=lp.lines,
            instructions=len(lp.body), source_per_iteration=factor, role=role,
            cycles_per_iteration=cycles,
            throughput_cycles=rt, calls=sum(bool(_CALL.match(i)) for i in lp.body),
            body=lp.body))
    return MachineLoops(mcpu, tuple(loops))


def machine_loops(ir_text: str, mcpu: str, *, use_cache: bool = True) -> MachineLoops:
    """:func:`analyse` through the content-addressed cache (``use_cache=False``: not)."""
    mcpu = resolve_mcpu(mcpu)
    return cached((str(FORMAT), mcpu, ir_text), lambda: analyse(ir_text, mcpu),
                  load=MachineLoops.from_dict, dump=MachineLoops.to_dict, use_cache=use_cache)
