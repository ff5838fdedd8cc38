"""The static Program model: plain frozen records with integer ids.

Built once from the canonical IR. Instructions are numbered globally in module order
(function, block, instruction); values are numbered per function in *slots* (arguments
first, then every instruction that produces a value), which is how the analyses keep
one register file per call frame.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import IntEnum

import llvmlite.binding as llvm

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


@dataclass(frozen=True)
class Program:
    functions: tuple[Function, ...]
    blocks: tuple[Block, ...]
    instructions: tuple[Instruction, ...]
    loops: tuple[Loop, ...]
    declarations: tuple[str, ...]  # external functions the program calls
    kernel: str
    source_name: str = ""
    _by_name: dict[str, int] = field(default_factory=dict, compare=False, repr=False)

    def function(self, name: str) -> Function:
        if not self._by_name:
            self._by_name.update({f.name: f.id for f in self.functions})
        return self.functions[self._by_name[name]]

    def loops_of(self, function_id: int) -> tuple[Loop, ...]:
        return tuple(lp for lp in self.loops if lp.function == function_id)

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
_DILOC = re.compile(r"^!(\d+) = (?:distinct )?!DILocation\(line: (\d+)", re.M)
_DISUB = re.compile(r"^!(\d+) = (?:distinct )?!DISubprogram\(.*?line: (\d+)", re.M)
_DIARG = re.compile(r'^!\d+ = !DILocalVariable\(name: "([^"]+)", arg: (\d+), scope: !(\d+)', re.M)
_CALLEE = re.compile(r"@([-\w$.]+|\"[^\"]+\")\(")


def _instruction_dbg_lines(fn_text: str, lines: dict[int, int]) -> list[int]:
    """Source line of each instruction of a printed function, in order (0 when none)."""
    out = []
    body = fn_text[fn_text.index("{\n") + 2 :] if "{\n" in fn_text else ""
    for ln in body.splitlines():
        if not ln.startswith("  ") or ln.lstrip().startswith(("#dbg_", ";")):
            continue
        m = _DBG_REF.search(ln)
        out.append(lines.get(int(m.group(1)), 0) if m else 0)
    return out


def _callee_of(text: str) -> str:
    # The callee is the global name followed directly by '(' after the 'call' keyword.
    head = text.split(" call ", 1)[-1] if " call " in text else text
    m = _CALLEE.search(head)
    return m.group(1).strip('"') if m else ""


def build_program(text: str, kernel: str, source_name: str = "") -> Program:
    """Build the Program model from canonical IR text."""
    mod = llvm.parse_assembly(text)
    td = llvm.create_target_data(mod.data_layout)
    lines = {int(a): int(b) for a, b in _DILOC.findall(text)}
    sub_lines = {int(a): int(b) for a, b in _DISUB.findall(text)}
    arg_names: dict[int, dict[int, str]] = {}
    for name, argno, scope in _DIARG.findall(text):
        arg_names.setdefault(int(scope), {})[int(argno)] = name
    functions: list[Function] = []
    blocks: list[Block] = []
    instrs: list[Instruction] = []
    loops: list[Loop] = []
    declarations: list[str] = []
    defined = [f for f in mod.functions if not f.is_declaration]
    declarations = [f.name for f in mod.functions if f.is_declaration]
    for fid, fn in enumerate(defined):
        args = [a.name for a in fn.arguments]
        slot_of = {name: i for i, name in enumerate(args)}
        block_refs = list(fn.blocks)
        block_id = {b.name: len(blocks) + i for i, b in enumerate(block_refs)}
        # First pass: slots for every value-producing instruction.
        for b in block_refs:
            for ins in b.instructions:
                if ins.name:
                    slot_of[ins.name] = len(slot_of)
        fblocks = []
        # Debug locations must be read from the function as printed with the module's
        # metadata numbering; str(ins) numbers metadata locally.
        dbg_lines = iter(_instruction_dbg_lines(str(fn), lines))
        for b in block_refs:
            bid = block_id[b.name]
            ids = []
            succ: list[int] = []
            for ins in b.instructions:
                itext = str(ins).strip()
                line = next(dbg_lines, 0)
                opcode = ins.opcode
                callee = _callee_of(itext) if opcode == "call" else ""
                if opcode == "store":
                    vtype = next(iter(ins.operands)).type
                elif opcode == "load":
                    vtype = ins.type
                else:
                    vtype = ins.type
                type_str = str(vtype)
                is_float = _is_float_type(type_str)
                opclass = classify(opcode, callee, is_float)
                operands = []
                for op in ins.operands:
                    local = op.value_kind in (_ARGUMENT, _INSTRUCTION)
                    operands.append(slot_of.get(op.name, -1) if local else -1)
                incoming = ()
                if opcode == "phi":
                    incoming = tuple(block_id[ib.name] for ib in ins.incoming_blocks)
                if opcode in ("br", "switch", "indirectbr"):
                    for op in ins.operands:
                        if op.value_kind == _BLOCK and block_id[op.name] not in succ:
                            succ.append(block_id[op.name])
                access = td.get_abi_size(vtype) if opcode in ("load", "store") else 0
                iid = len(instrs)
                ids.append(iid)
                instrs.append(Instruction(
                    id=iid, function=fid, block=bid,
                    slot=slot_of[ins.name] if ins.name else -1,
                    opcode=opcode, opclass=opclass, name=ins.name, type=type_str,
                    operands=tuple(operands), incoming_blocks=incoming, access_bytes=access,
                    callee=callee, is_float=is_float, line=line, text=itext,
                ))
            blocks.append(Block(id=bid, function=fid, name=b.name, instructions=tuple(ids),
                                successors=tuple(succ)))
            fblocks.append(bid)
        define = next((ln for ln in str(fn).splitlines() if ln.startswith("define ")), "")
        m = re.search(r"!dbg !(\d+)", define)
        sub = int(m.group(1)) if m else -1
        fline = sub_lines.get(sub, 0)
        names = arg_names.get(sub, {})
        fty = str(fn.global_value_type)  # e.g. "double (ptr, ptr, i32)"
        functions.append(Function(id=fid, name=fn.name, args=tuple(args), blocks=tuple(fblocks),
                                  n_slots=len(slot_of), line=fline,
                                  return_type=fty.split(" (", 1)[0],
                                  arg_types=tuple(str(a.type) for a in fn.arguments),
                                  is_vararg=fty.endswith("...)"),
                                  param_names=tuple(names.get(i + 1, "") for i in range(len(args)))))
        loops.extend(find_loops(fid, fn.name, blocks, fblocks, instrs, first_loop_id=len(loops)))
    return Program(functions=tuple(functions), blocks=tuple(blocks), instructions=tuple(instrs),
                   loops=tuple(loops), declarations=tuple(declarations), kernel=kernel,
                   source_name=source_name)


def _is_float_type(t: str) -> bool:
    base = t.split(" x ")[-1].rstrip(">") if t.startswith("<") else t
    return base in ("half", "bfloat", "float", "double", "fp128", "x86_fp80", "ppc_fp128")
