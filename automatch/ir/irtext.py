"""Reading LLVM IR text as LLVM prints it: names, function bodies, signatures and the
operands of common instructions.

The front end parses the module with llvmlite once, but asks it as little as possible:
each llvmlite call costs microseconds, and printing one instruction or function on its
own builds a slot table of the whole function (quadratic in its size). The module text,
printed once, already says most of what the Program model needs.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

GLOBAL_NAME = r'(?:"[^"]*"|[-\w$.]+)'
_CALLEE = re.compile(r"@(" + GLOBAL_NAME + r")\(")
BARE_NAME = re.compile(r"[-a-zA-Z._][-a-zA-Z._0-9]*\Z")  # what LLVM prints unquoted
_ESCAPE = re.compile(r"\\([0-9A-Fa-f]{2}|\\)")
# Tokens before a function's return type in a 'define' line that are not return attributes.
_LINKAGE_WORDS = frozenset(
    "private internal available_externally linkonce weak common appending extern_weak "
    "linkonce_odr weak_odr external dso_local dso_preemptable default hidden protected "
    "dllimport dllexport".split()
)


def llvm_ident(name: str) -> str:
    """``name`` as LLVM IR writes it after '@' or '%': bare when it can be, else quoted
    with every byte that is not printable ASCII (and '"', '\\') escaped as \\XX."""
    if BARE_NAME.match(name):
        return name
    out = []
    for byte in name.encode():
        ch = chr(byte)
        out.append(ch if 0x20 <= byte < 0x7F and ch not in '"\\' else f"\\{byte:02X}")
    return '"' + "".join(out) + '"'


def unquote_ident(token: str) -> str:
    """The name behind a printed identifier (the inverse of ``llvm_ident``)."""
    if not (len(token) >= 2 and token[0] == '"' and token[-1] == '"'):
        return token
    raw = _ESCAPE.sub(lambda m: "\\" if m.group(1) == "\\" else chr(int(m.group(1), 16)),
                      token[1:-1])
    try:
        return raw.encode("latin-1").decode()
    except (UnicodeEncodeError, UnicodeDecodeError):
        return raw


def type_text(t) -> str:
    """A type as it is written in an instruction (a named struct by its name: printing
    a named struct TypeRef on its own gives its whole definition)."""
    s = str(t)
    return s.split(" = type ", 1)[0] if " = type " in s else s


_OPCODES = frozenset(
    "ret br switch indirectbr invoke resume unreachable cleanupret catchret catchswitch callbr "
    "fneg add fadd sub fsub mul fmul udiv sdiv fdiv urem srem frem shl lshr ashr and or xor "
    "extractelement insertelement shufflevector extractvalue insertvalue alloca load store "
    "fence cmpxchg atomicrmw getelementptr trunc zext sext fptrunc fpext fptoui fptosi uitofp "
    "sitofp ptrtoint inttoptr bitcast addrspacecast icmp fcmp phi select call va_arg "
    "landingpad catchpad cleanuppad freeze ptrtoaddr".split()
)
_OPCODE_WORD = re.compile(r'(?:%(?:"[^"]*"|[-\w$.]+) = )?(?:(?:tail|musttail|notail) )?([a-z_]+)')


def opcode_of(text: str, ins) -> str:
    """The opcode as printed (no FFI call); llvmlite's answer when the text is unusual
    ("" when there is no llvmlite instruction to ask)."""
    m = _OPCODE_WORD.match(text)
    if m and m.group(1) in _OPCODES:
        return m.group(1)
    return ins.opcode if ins is not None else ""


def result_name(text: str) -> str | None:
    """The result's name ("" for none or a number, as llvmlite says), None when quoted."""
    if not text.startswith("%"):
        return ""
    if text.startswith('%"'):
        return None
    name = text[1 : text.index(" = ")] if " = " in text else ""
    return "" if name.isdigit() else name


@dataclass(frozen=True)
class _FunctionText:
    define: str  # the 'define ...{' line
    instructions: list[str]  # each instruction line of the body, in order, stripped
    blocks: list[tuple[str, int]]  # (label as printed, "" before any label; instruction count)


def function_texts(text: str) -> dict[str, _FunctionText]:
    """Each defined function's define line and instruction lines, from the module text.

    The canonical text is printed once by LLVM with module-wide numbering of attribute
    groups and metadata; reading the instructions from it (not printing them one at a
    time) keeps every '#N' and '!N' reference valid in the engine's modules, and is linear
    in the size of the IR (printing one instruction builds a slot table of its function).
    """
    out: dict[str, _FunctionText] = {}
    lines = text.split("\n")
    i, n = 0, len(lines)
    while i < n:
        line = lines[i]
        i += 1
        if not line.startswith("define ") or not line.rstrip().endswith("{"):
            continue
        m = re.search(r" @(" + GLOBAL_NAME + r")\(", line)
        name = unquote_ident(m.group(1)) if m else ""
        body: list[str] = []
        blocks: list[tuple[str, int]] = []
        while i < n and lines[i] != "}":
            ln = lines[i]
            i += 1
            if ln.startswith("  "):
                s = ln.strip()
                if s and not s.startswith(("#dbg_", ";")):
                    if not blocks:
                        blocks.append(("", 0))
                    if s.endswith("["):  # a switch: its cases follow, one per line, up to ']'
                        while i < n and not lines[i].strip().startswith("]"):
                            s += " " + lines[i].strip()
                            i += 1
                        if i < n:
                            s += " " + lines[i].strip()
                            i += 1
                    body.append(s)
                    blocks[-1] = (blocks[-1][0], blocks[-1][1] + 1)
            elif ln and not ln.startswith(";"):
                blocks.append((ln.split(":", 1)[0] if not ln.startswith('"') else
                               ln[: ln.index('":') + 1], 0))
        out[name] = _FunctionText(define=line, instructions=body, blocks=blocks)
    return out


def callee_of(text: str) -> str:
    # The callee is the global name followed directly by '(' after the 'call' keyword.
    head = text.split(" call ", 1)[-1] if " call " in text else text
    m = _CALLEE.search(head)
    return unquote_ident(m.group(1)) if m else ""


_SPECIAL = {",": re.compile(r'[()\[\]{}<>",]'), " ": re.compile(r'[()\[\]{}<>" ]')}


def split_top(s: str, sep: str) -> list[str]:
    """Split on ``sep`` (',' or ' ') outside brackets and quotes."""
    if not any(c in s for c in '([{<"'):
        return [p for p in (q.strip() for q in s.split(sep)) if p]
    parts, depth, start, quoted = [], 0, 0, False
    for m in _SPECIAL[sep].finditer(s):  # visits only the characters that matter
        ch = m.group()
        if ch == '"':
            quoted = not quoted
        elif quoted:
            continue
        elif ch in "([{<":
            depth += 1
        elif ch in ")]}>":
            depth -= 1
        elif depth == 0:
            parts.append(s[start : m.start()])
            start = m.end()
    parts.append(s[start:])
    return [p for p in (q.strip() for q in parts) if p]


_RETURN_ATTR_WORDS = frozenset("zeroext signext noext inreg noalias nonnull noundef".split())
_RETURN_ATTR_PREFIXES = ("dereferenceable(", "dereferenceable_or_null(", "range(", "nofpclass(")


@dataclass(frozen=True)
class _Signature:
    calling_conv: str
    return_attrs: str
    return_type: str
    params: tuple[tuple[str, str], ...]  # (type, attributes) of each parameter


def _split_param(param: str) -> tuple[str, str]:
    """('ptr', 'noundef byval(%struct.P) align 8') from 'ptr noundef byval(...) align 8 %p'."""
    words = split_top(param, " ")
    if words and words[-1].startswith("%") and len(words) > 1:
        words = words[:-1]  # the parameter's name
    n_type = 2 if len(words) > 1 and words[1].startswith("addrspace(") else 1
    return " ".join(words[:n_type]), " ".join(words[n_type:])


def parse_signature(define: str, name: str) -> _Signature | None:
    """The signature of a 'define' line as written (types by the module's own names: a
    TypeRef of a module parsed in a shared context may carry a renamed struct type)."""
    cut = define.find(" @" + llvm_ident(name) + "(")
    if not define.startswith("define ") or cut < 0:
        return None
    head = split_top(define[len("define "):cut], " ")
    close, depth = -1, 0
    start = cut + len(llvm_ident(name)) + 2
    quoted = False
    for i in range(start, len(define)):
        ch = define[i]
        if ch == '"':
            quoted = not quoted
        elif not quoted and ch in "([{<":
            depth += 1
        elif not quoted and ch in ")]}>":
            depth -= 1
            if depth == 0:
                close = i
                break
    if close < 0:
        return None
    cconv, attrs, k = [], [], 0
    while k < len(head):
        w = head[k]
        if w in _LINKAGE_WORDS:
            pass
        elif w == "cc" and k + 1 < len(head):
            cconv += [w, head[k + 1]]
            k += 1
        elif w.endswith("cc"):  # fastcc, coldcc, x86_stdcallcc, preserve_mostcc...
            cconv.append(w)
        elif w in _RETURN_ATTR_WORDS or w.startswith(_RETURN_ATTR_PREFIXES):
            attrs.append(w)
        elif w == "align" and k + 1 < len(head):
            attrs += [w, head[k + 1]]
            k += 1
        else:
            break
        k += 1
    params = tuple(_split_param(p) for p in split_top(define[start + 1 : close], ",") if p != "...")
    return _Signature(calling_conv=" ".join(cconv), return_attrs=" ".join(attrs),
                      return_type=" ".join(head[k:]), params=params)


_FLAGS = frozenset("nuw nsw exact disjoint nneg samesign inbounds nusw volatile fast nnan ninf nsz "
                   "arcp contract afn reassoc".split())
_BINARY = frozenset("add sub mul udiv sdiv urem srem shl lshr ashr and or xor fadd fsub fmul fdiv frem".split())
_CASTS = frozenset("trunc zext sext fptrunc fpext fptoui fptosi uitofp sitofp ptrtoint inttoptr bitcast".split())
_FAST = _BINARY | _CASTS | frozenset("fneg icmp fcmp load store getelementptr select phi br ret "
                                     "unreachable freeze insertvalue".split())


def _local(piece: str) -> str | None:
    """The local value a (typed) operand names, None for a constant or a global."""
    tok = piece.rsplit(" ", 1)[-1]
    return ("" if tok[1:].isdigit() else tok[1:]) if tok.startswith("%") else None


def _type_of(piece: str) -> str:
    """The type of a typed operand, without leading flags: 'fast double %x' -> 'double'."""
    words = piece.split()[:-1]
    while words and words[0] in _FLAGS:
        words.pop(0)
    return " ".join(words)


def fast_fields(opcode: str, text: str):
    fields = _fast_fields_of(opcode, text)
    # A constant expression where the type is read ('ptr getelementptr (...)'): ask llvmlite.
    return None if fields is None or not fields[1] or "(" in fields[1] else fields


def _fast_fields_of(opcode: str, text: str):
    """(local operand names, result type, phi incoming block names, successor names) of a
    common instruction read from its text, in llvmlite's operand order; None when the
    instruction needs llvmlite (calls, allocas, quoted names, atomics, vectors of pointers)."""
    if opcode not in _FAST or '"' in text or " atomic " in text or "addrspace" in text:
        return None
    body = text.split(" = ", 1)[1] if text.startswith("%") else text
    if not body.startswith(opcode):
        return None
    rest = body[len(opcode) + 1 :]
    pieces = [p for p in split_top(rest, ",") if not p.startswith("!")]
    if opcode in _BINARY or opcode in ("icmp", "fcmp"):
        if len(pieces) < 2:
            return None
        ty = _type_of(pieces[0])
        if opcode in ("icmp", "fcmp"):
            ty = ty.split(" ", 1)[1] if " " in ty else ty
            ty = f"<{ty[1:].split(' x ')[0]} x i1>" if ty.startswith("<") else "i1"
        return [_local(pieces[0]), _local(pieces[1])], ty, (), ()
    if opcode in _CASTS:
        left, _, right = rest.rpartition(" to ")
        return [_local(left)], right.split(",")[0].strip(), (), ()
    if opcode in ("fneg", "freeze"):
        return [_local(pieces[0])], _type_of(pieces[0]), (), ()
    if opcode == "load":
        return [_local(pieces[1])], _type_of(pieces[0] + " x"), (), ()
    if opcode == "store":
        return [_local(pieces[0]), _local(pieces[1])], _type_of(pieces[0]), (), ()
    if opcode == "getelementptr":
        if "<" in rest:
            return None
        return [_local(p) for p in pieces[1:]], "ptr", (), ()
    if opcode == "select":
        return [_local(p) for p in pieces[:3]], _type_of(pieces[1]), (), ()
    if opcode == "insertvalue":
        return [_local(pieces[0]), _local(pieces[1])], _type_of(pieces[0]), (), ()
    if opcode == "phi":
        head, _, tail = rest.partition(" [")
        pairs = [split_top(p.strip()[1:-1] if p.strip().startswith("[") else p, ",")
                 for p in split_top("[" + tail, ",")]
        if any(len(pr) != 2 or not pr[1].startswith("%") for pr in pairs):
            return None
        return ([_local(pr[0]) for pr in pairs], _type_of(head + " x"),
                tuple(pr[1][1:] for pr in pairs), ())
    if opcode == "br":
        if rest.startswith("label "):
            return [None], "void", (), (pieces[0].split()[-1][1:],)
        if len(pieces) < 3:
            return None
        f, t = pieces[2].split()[-1][1:], pieces[1].split()[-1][1:]
        return [_local(pieces[0]), None, None], "void", (), (f, t)
    if opcode == "ret":
        return ([] if rest.startswith("void") else [_local(pieces[0])]), "void", (), ()
    return [], "void", (), ()  # unreachable


_CONSTANT_GLOBAL = re.compile(r"^@(" + GLOBAL_NAME + r") = (?:[\w()]+ )*?constant ", re.M)
_GLOBAL_REF = re.compile(r"@(" + GLOBAL_NAME + r")")


def constant_globals(text: str) -> list[str]:
    """Names (as printed, unquoted) of the module's ``constant`` globals: memory the program
    can never write, so every read of it yields its initial value."""
    return [unquote_ident(m.group(1)) for m in _CONSTANT_GLOBAL.finditer(text)]


def _table_base(ptr: str, bases: dict[str, str], tables: frozenset[str]) -> str | None:
    """The table a pointer operand's text points into: a global named in it (a constant
    expression), or the base recorded for the local getelementptr it names."""
    if ptr.startswith("%"):
        return bases.get(ptr[1:])
    for m in _GLOBAL_REF.finditer(ptr):
        name = unquote_ident(m.group(1))
        if name in tables:
            return name
    return None


# A Fortran array descriptor as flang lays it out (the C interoperability CFI_cdesc_t:
# base address, element length, version, rank, type, attribute, extra, then the bounds
# and strides): the getelementptr that reaches one of its fields names this type.
_DESCRIPTOR_GEP = re.compile(r"^(?:inbounds )?\{ ptr, i64, i32, i8, i8, i8, i8[,} ]")


def descriptor_loads(instructions: list[str]) -> set[int]:
    """Positions, in one function's instruction texts, of the plain loads of a Fortran
    array descriptor's fields (through a getelementptr over flang's descriptor type).
    flang reloads the base address and the strides at every element access; any
    optimising compiler hoists them out of the loops (flang's own alias tags say that a
    store to an element cannot change a descriptor), so they are the language's
    bookkeeping, not the program's traffic (a j-k-i product's profile counted 8 loads per
    multiply-add instead of 2). C has no such type: none there."""
    fields: set[str] = set()
    found: set[int] = set()
    for pos, t in enumerate(instructions):
        if " = getelementptr " in t:
            lhs, rhs = t.split(" = getelementptr ", 1)
            if _DESCRIPTOR_GEP.match(rhs):
                fields.add(lhs.strip())
        elif fields and " = load " in t and " volatile " not in t and " atomic " not in t:
            pieces = split_top(t.split(" = load ", 1)[1], ",")
            if len(pieces) > 1:
                if pieces[1].strip().split(" ", 1)[-1] in fields:
                    found.add(pos)
    return found


def constant_table_loads(instructions: list[str], tables: frozenset[str]) -> set[int]:
    """Positions, in one function's instruction texts, of the plain loads whose address is
    a global of ``tables`` or a getelementptr chain over one (a filter's weight table)."""
    if not tables:
        return set()
    bases: dict[str, str] = {}
    found: set[int] = set()
    for pos, t in enumerate(instructions):
        if " = getelementptr " in t:
            name = result_name(t)
            pieces = split_top(t.split(" = getelementptr ", 1)[1], ",")
            base = _table_base(pieces[1].split(" ", 1)[-1], bases, tables) if len(pieces) > 1 else None
            if name and base:
                bases[name] = base
        elif " = load " in t and " volatile " not in t and " atomic " not in t:
            pieces = split_top(t.split(" = load ", 1)[1], ",")
            if len(pieces) > 1 and _table_base(pieces[1].split(" ", 1)[-1], bases, tables):
                found.add(pos)
    return found
