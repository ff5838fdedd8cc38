"""The static Program model: plain frozen records with integer ids.

Built once from the canonical IR. Instructions are numbered globally in module order
(function, block, instruction); values are numbered per function in *slots* (arguments
first, then every instruction that produces a value), which is how the analyses keep
one register file per call frame.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from enum import IntEnum
from itertools import accumulate

import llvmlite.binding as llvm

from automatch.ir.irtext import (
    BARE_NAME,
    callee_of,
    constant_globals,
    constant_table_loads,
    descriptor_loads,
    fast_fields,
    function_texts,
    opcode_of,
    parse_signature,
    result_name,
    type_text,
)
from automatch.ir.loops import Loop, find_loops


class OpClass(IntEnum):
    """What an instruction is to the analyses."""

    OTHER = 0  # casts, GEPs, integer compares... (carry levels, add none)
    FADD = 1  # fadd, fsub (fneg is a sign flip: OTHER)
    FMUL = 2
    FDIV = 3  # fdiv, frem
    FMA = 4  # llvm.fma, llvm.fmuladd: one level, two flops
    FSPECIAL = 5  # sqrt and libm calls: one level, one flop, counted by name
    FCMP = 6
    LOAD = 7
    STORE = 8
    PHI = 9
    CALL = 10  # a call to a function that is not an FP special or a memory intrinsic
    RET = 11
    TERMINATOR = 12  # br, switch, unreachable
    SELECT = 13
    INT_ARITH = 14  # integer arithmetic, counted as work with --work
    MEM_INTRINSIC = 15  # llvm.memcpy/memmove/memset: a ranged access
    ALLOCA = 16
    DEBUG = 17  # llvm.dbg.*, lifetime markers: ignored
    # a load from a small constant table (a compiler folds it) or of a Fortran array
    # descriptor's field (a compiler hoists it out of the loops): no access
    CONST_LOAD = 18


FP_SPECIAL_NAMES = frozenset(
    "sqrt exp exp2 expm1 log log2 log10 log1p pow sin cos tan asin acos atan atan2 sinh cosh "
    "tanh asinh acosh atanh cbrt hypot erf erfc tgamma lgamma".split()
)
_INT_ARITH = frozenset("add sub mul udiv sdiv urem srem shl lshr ashr and or xor".split())
_TERMINATORS = frozenset("br switch indirectbr unreachable".split())


def special_name(callee: str) -> str | None:
    """'sqrt' for sqrt, sqrtf, llvm.sqrt.f64...; None if the callee is not an FP special."""
    base = callee
    if base.startswith("llvm."):
        base = base.split(".")[1]
    if base in FP_SPECIAL_NAMES:
        return base
    if base == "powi":  # llvm.powi (Fortran's x**n, n an integer variable): a pow
        return "pow"
    if base.endswith("f") and base[:-1] in FP_SPECIAL_NAMES:
        return base[:-1]
    return None


def classify(opcode: str, callee: str, is_float: bool) -> OpClass:
    if opcode in ("fadd", "fsub"):
        return OpClass.FADD
    if opcode == "fmul":
        return OpClass.FMUL
    if opcode in ("fdiv", "frem"):
        return OpClass.FDIV
    if opcode == "fcmp":
        return OpClass.FCMP
    if opcode == "load":
        return OpClass.LOAD
    if opcode == "store":
        return OpClass.STORE
    if opcode == "phi":
        return OpClass.PHI
    if opcode == "ret":
        return OpClass.RET
    if opcode in _TERMINATORS:
        return OpClass.TERMINATOR
    if opcode == "select":
        return OpClass.SELECT
    if opcode == "alloca":
        return OpClass.ALLOCA
    if opcode in _INT_ARITH:
        return OpClass.INT_ARITH
    if opcode == "call":
        if callee.startswith(("llvm.fma.", "llvm.fmuladd.")):
            return OpClass.FMA
        if callee.startswith(("llvm.memcpy", "llvm.memmove", "llvm.memset")):
            return OpClass.MEM_INTRINSIC
        if callee.startswith(("llvm.dbg.", "llvm.lifetime.", "llvm.assume", "llvm.experimental.noalias")):
            return OpClass.DEBUG
        if is_float and special_name(callee):
            return OpClass.FSPECIAL
        return OpClass.CALL
    return OpClass.OTHER


@dataclass(frozen=True)
class Instruction:
    id: int  # global, module order
    function: int
    block: int  # global block id
    slot: int  # local value slot of the result, -1 when it produces none
    opcode: str
    opclass: OpClass
    name: str  # result name without '%', "" when none
    type: str  # result type (for stores: the stored value's type)
    operands: tuple[int, ...]  # local slots of operand values; -1 for constants and globals
    incoming_blocks: tuple[int, ...] = ()  # phi: global block id for each operand
    access_bytes: int = 0  # load/store width in bytes
    callee: str = ""  # direct call: the callee's name; "" for indirect calls
    is_float: bool = False  # result (or stored value) is floating point
    line: int = 0  # source line from debug info, 0 when unknown
    text: str = ""  # the instruction as printed in the canonical IR


@dataclass(frozen=True)
class Block:
    id: int
    function: int
    name: str
    instructions: tuple[int, ...]
    successors: tuple[int, ...]


@dataclass(frozen=True)
class Function:
    id: int
    name: str
    args: tuple[str, ...]
    blocks: tuple[int, ...]  # entry block first
    n_slots: int
    line: int = 0
    return_type: str = "void"
    arg_types: tuple[str, ...] = ()
    is_vararg: bool = False
    param_names: tuple[str, ...] = ()  # source names from debug info, "" when unknown
    # ABI-relevant parts of the signature, as written in the IR: each parameter's
    # attributes ("noundef byval(%struct.P) align 8"), the return attributes
    # ("zeroext") and the calling convention ("" for C), which the engine's wrapper and
    # instrumented copies must repeat to receive the arguments the way callers pass them.
    arg_attrs: tuple[str, ...] = ()
    return_attrs: str = ""
    calling_conv: str = ""


@dataclass(frozen=True)
class Program:
    functions: tuple[Function, ...]
    blocks: tuple[Block, ...]
    instructions: tuple[Instruction, ...]
    loops: tuple[Loop, ...]
    declarations: tuple[str, ...]  # external functions the program calls
    kernel: str
    source_name: str = ""
    # defined functions with inline assembly: not modelled, they run natively as library
    # code does (their names are among the declarations; see build_program)
    native_functions: tuple[str, ...] = ()
    # debug info's source files: ``files[k]`` a path (index 0: unknown), the file of
    # each instruction's line (by instruction id) and of each function's definition;
    # empty when the IR has no debug locations
    files: tuple[str, ...] = ("",)
    instruction_files: tuple[int, ...] = ()
    function_files: tuple[int, ...] = ()
    _by_name: dict[str, int] = field(default_factory=dict, compare=False, repr=False)
    # per-function indexes that analyses build once instead of once per loop (a program
    # with hundreds of loops in one huge function made that quadratic: issue 40)
    cache: dict = field(default_factory=dict, compare=False, repr=False)

    def _names(self) -> dict[str, int]:
        if not self._by_name:
            self._by_name.update({f.name: f.id for f in self.functions})
        return self._by_name

    def function(self, name: str) -> Function:
        return self.functions[self._names()[name]]

    def defines(self, name: str) -> bool:
        """Does the program define a function of that name?"""
        return name in self._names()

    def file_of(self, instruction_id: int) -> int:
        """The index in ``files`` of the file of an instruction's line (0: unknown)."""
        f = self.instruction_files
        return f[instruction_id] if instruction_id < len(f) else 0

    def loops_of(self, function_id: int) -> tuple[Loop, ...]:
        return tuple(lp for lp in self.loops if lp.function == function_id)

    def innermost_loops(self) -> list[int]:
        """Per block id: the innermost loop that holds it, -1 outside every loop."""
        out = [-1] * len(self.blocks)
        for lp in sorted(self.loops, key=lambda q: q.depth):  # inner loops overwrite outer
            for b in lp.blocks:
                out[b] = lp.id
        return out

    def instruction_mix(self, function_ids: set[int] | None = None) -> dict[str, int]:
        """Static count of instructions by opcode class name."""
        mix: dict[str, int] = {}
        for ins in self.instructions:
            if function_ids is None or ins.function in function_ids:
                key = ins.opclass.name.lower()
                mix[key] = mix.get(key, 0) + 1
        return mix


_ARGUMENT = llvm.ValueKind.argument.value
_BLOCK = llvm.ValueKind.basic_block.value
_INSTRUCTION = llvm.ValueKind.instruction.value
_DBG_REF = re.compile(r"!dbg !(\d+)")
_DILOC = re.compile(r"^!(\d+) = (?:distinct )?!DILocation\(line: (\d+)(?:, column: \d+)?"
                    r"(?:, scope: !(\d+))?", re.M)
# the scopes a location names (functions, blocks) with their file, and the files
_DISCOPE = re.compile(r"^!(\d+) = (?:distinct )?!DI(?:Subprogram|LexicalBlock|LexicalBlockFile)\("
                      r"[^\n]*?\bfile: !(\d+)", re.M)
_DIFILE = re.compile(r'^!(\d+) = (?:distinct )?!DIFile\(filename: "((?:[^"\\]|\\.)*)", '
                     r'directory: "((?:[^"\\]|\\.)*)"', re.M)
_DISUB = re.compile(r"^!(\d+) = (?:distinct )?!DISubprogram\(.*?line: (\d+)", re.M)
_DIARG = re.compile(r'^!\d+ = !DILocalVariable\(name: "([^"]+)", arg: (\d+), scope: !(\d+)', re.M)
# A constant table no larger than this is one a compiler can hold in registers or fold
# into immediates once it unrolls the loops that index it (a filter's weights): 16 vector
# registers of 32 bytes, the AVX2 register file, the smallest of current x86-64 cores.
# Loads from it are no memory accesses (OpClass.CONST_LOAD); larger tables are memory.
CONST_TABLE_MAX_BYTES = 512


def _constant_tables(text: str, mod, td) -> frozenset[str]:
    """The module's constant globals of at most CONST_TABLE_MAX_BYTES."""
    names = set(constant_globals(text))
    if not names:
        return frozenset()
    return frozenset(gv.name for gv in mod.global_variables
                     if gv.name in names and td.get_abi_size(gv.global_value_type) <= CONST_TABLE_MAX_BYTES)


_ASM_INSTRUCTION = re.compile(r'^(?:%\S+ = )?(?:(?:tail|musttail|notail) )?call [^"@]*? asm ')


def build_program(text: str, kernel: str, source_name: str = "") -> Program:
    """Build the Program model from canonical IR text (linear in its size); a program the
    engine cannot run (threads, TLS, computed goto: ir/unrunnable.py) is refused first.

    A function whose body holds inline assembly is left out of the model, as if only
    declared: the engine runs it natively (it has no instrumented copy), the analyses see
    its calls as calls of library code (``Program.native_functions``). The canonical
    front end keeps such functions apart and refuses them where they would be analysed
    (``ir.canonical.check_asm``)."""
    from automatch.errors import AutomatchError
    from automatch.ir.unrunnable import check_runnable

    check_runnable(text)
    mod = llvm.parse_assembly(text)
    td = llvm.create_target_data(mod.data_layout)
    locs = _DILOC.findall(text)
    lines = {int(a): int(b) for a, b, _ in locs}
    sub_lines = {int(a): int(b) for a, b in _DISUB.findall(text)}
    files, scope_file = _debug_files(text)
    loc_file = {int(a): scope_file.get(int(c), 0) for a, _, c in locs if c} if len(files) > 2 else {}
    instr_files: list[int] = []
    function_files: list[int] = []
    arg_names: dict[int, dict[int, str]] = {}
    for name, argno, scope in _DIARG.findall(text):
        arg_names.setdefault(int(scope), {})[int(argno)] = name
    texts = function_texts(text)
    tables = _constant_tables(text, mod, td)
    sizes: dict[str, int] = {}  # access size of each load/store type
    functions: list[Function] = []
    blocks: list[Block] = []
    instrs: list[Instruction] = []
    loops: list[Loop] = []
    native = [f.name for f in mod.functions if " asm " in text and not f.is_declaration
              and f.name in texts and any(" asm " in t and _ASM_INSTRUCTION.match(t)
                                          for t in texts[f.name].instructions)]
    defined = [f for f in mod.functions if not f.is_declaration and f.name not in native]
    declarations = [f.name for f in mod.functions if f.is_declaration] + native
    for fid, fn in enumerate(defined):
        ftext = texts.get(fn.name)
        arguments = list(fn.arguments)
        args = [a.name for a in arguments]
        slot_of = {name: i for i, name in enumerate(args)}
        block_refs = list(fn.blocks)
        bnames = [b.name for b in block_refs]
        block_id = {nm: len(blocks) + i for i, nm in enumerate(bnames)}
        if ftext is None:
            raise AutomatchError(f"internal error: no text for function {fn.name!r}", exit_code=3)
        # The blocks as printed, when every one has a plain label, give the instructions
        # without asking llvmlite for them (each llvmlite call costs microseconds).
        by_text = [lbl for lbl, _ in ftext.blocks] == bnames and all(BARE_NAME.match(n) for n in bnames)
        counts = ([c for _, c in ftext.blocks] if by_text
                  else [sum(1 for _ in b.instructions) for b in block_refs])
        if sum(counts) != len(ftext.instructions):
            raise AutomatchError(f"internal error: the text of function {fn.name!r} does not match "
                                 "its parsed instructions", exit_code=3)
        starts = list(accumulate([0, *counts[:-1]]))
        table_loads = constant_table_loads(ftext.instructions, tables)
        table_loads |= descriptor_loads(ftext.instructions)
        # First pass: slots for every value-producing instruction.
        names_of = [result_name(t) for t in ftext.instructions]
        for nm in names_of:
            if nm:
                slot_of[nm] = len(slot_of)
        fblocks = []
        for k, b in enumerate(block_refs):
            bid = block_id[bnames[k]]
            ids = []
            succ: list[int] = []
            llvm_ins: list | None = None  # this block's llvmlite instructions, when needed
            for j in range(counts[k]):
                itext = ftext.instructions[starts[k] + j]
                name = names_of[starts[k] + j]
                fast = None if name is None else fast_fields(opcode_of(itext, None), itext)
                if fast is None:
                    if llvm_ins is None:
                        llvm_ins = list(b.instructions)
                    ins = llvm_ins[j]
                    name = ins.name if name is None else name
                m = _DBG_REF.search(itext)
                line = lines.get(int(m.group(1)), 0) if m else 0
                if loc_file:
                    instr_files.append(loc_file.get(int(m.group(1)), 0) if m else 0)
                opcode = opcode_of(itext, ins if fast is None else None)
                callee = callee_of(itext) if opcode == "call" else ""
                incoming: tuple[int, ...] = ()
                if fast is not None:
                    locals_, type_str, inc, succ_names = fast
                    operands = [-1 if nm is None else slot_of.get(nm, -1) for nm in locals_]
                    incoming = tuple(block_id[nm] for nm in inc)
                    for nm in succ_names:
                        if block_id[nm] not in succ:
                            succ.append(block_id[nm])
                else:
                    ops = list(ins.operands)
                    vtype = ops[0].type if opcode == "store" else ins.type
                    type_str = type_text(vtype)
                    operands = []
                    is_branch = opcode in ("br", "switch", "indirectbr")
                    for op in ops:
                        op_name = op.name  # constants have none: no need to ask their kind
                        kind = op.value_kind if op_name else -1
                        local = kind in (_ARGUMENT, _INSTRUCTION)
                        operands.append(slot_of.get(op_name, -1) if local else -1)
                        if is_branch and kind == _BLOCK and block_id[op_name] not in succ:
                            succ.append(block_id[op_name])
                    if opcode == "phi":
                        incoming = tuple(block_id[ib.name] for ib in ins.incoming_blocks)
                is_float = _is_float_type(type_str)
                opclass = classify(opcode, callee, is_float)
                if starts[k] + j in table_loads:
                    opclass = OpClass.CONST_LOAD
                access = 0
                if opcode in ("load", "store"):
                    if type_str not in sizes:
                        if llvm_ins is None:
                            llvm_ins = list(b.instructions)
                        li = llvm_ins[j]
                        sizes[type_str] = td.get_abi_size(next(iter(li.operands)).type
                                                          if opcode == "store" else li.type)
                    access = sizes[type_str]
                iid = len(instrs)
                ids.append(iid)
                instrs.append(Instruction(
                    id=iid, function=fid, block=bid,
                    slot=slot_of[name] if name else -1,
                    opcode=opcode, opclass=opclass, name=name, type=type_str,
                    operands=tuple(operands), incoming_blocks=incoming, access_bytes=access,
                    callee=callee, is_float=is_float, line=line, text=itext,
                ))
            blocks.append(Block(id=bid, function=fid, name=b.name, instructions=tuple(ids),
                                successors=tuple(succ)))
            fblocks.append(bid)
        m = re.search(r"!dbg !(\d+)", ftext.define)
        sub = int(m.group(1)) if m else -1
        fline = sub_lines.get(sub, 0)
        function_files.append(scope_file.get(sub, 0))
        names = arg_names.get(sub, {})
        fty = fn.global_value_type
        sig = parse_signature(ftext.define, fn.name)
        if sig is None or len(sig.params) != len(args) or not sig.return_type:
            raise AutomatchError(f"internal error: cannot read the signature of function {fn.name!r} "
                                 f"from {ftext.define!r}", exit_code=3)
        functions.append(Function(
            id=fid, name=fn.name, args=tuple(args), blocks=tuple(fblocks), n_slots=len(slot_of),
            line=fline, return_type=sig.return_type, arg_types=tuple(t for t, _ in sig.params),
            is_vararg=fty.is_function_vararg,
            param_names=tuple(names.get(i + 1, "") for i in range(len(args))),
            arg_attrs=tuple(a for _, a in sig.params), return_attrs=sig.return_attrs,
            calling_conv=sig.calling_conv))
        loops.extend(find_loops(fid, fn.name, blocks, fblocks, instrs, first_loop_id=len(loops)))
    return Program(functions=tuple(functions), blocks=tuple(blocks), instructions=tuple(instrs),
                   loops=tuple(loops), declarations=tuple(declarations), kernel=kernel,
                   source_name=source_name, native_functions=tuple(native),
                   files=files, instruction_files=tuple(instr_files),
                   function_files=tuple(function_files) if loc_file else ())


def _debug_files(text: str) -> tuple[tuple[str, ...], dict[int, int]]:
    """(the source files debug info names, index 0 unknown; each scope's file index):
    one entry per distinct path, however many compile units name it."""
    paths: dict[str, int] = {"": 0}
    file_index: dict[int, int] = {}
    for ident, name, directory in _DIFILE.findall(text):
        path = name if name.startswith("/") or not directory else f"{directory}/{name}"
        file_index[int(ident)] = paths.setdefault(os.path.normpath(path), len(paths))
    scopes = {int(a): file_index.get(int(b), 0) for a, b in _DISCOPE.findall(text)}
    return tuple(paths), scopes


def _is_float_type(t: str) -> bool:
    base = t.split(" x ")[-1].rstrip(">") if t.startswith("<") else t
    return base in ("half", "bfloat", "float", "double", "fp128", "x86_fp80", "ppc_fp128")
