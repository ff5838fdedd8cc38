"""The C types of a kernel's parameters, read from the debug info of the canonical IR.

With opaque pointers the IR says only ``ptr``: whether a parameter is a ``double *``
or an ``unsigned char *`` is known only from the debug info (``-g``, which automatch
always compiles with). Binding inputs uses it to refuse data of the wrong element type
(int8 data for a ``double *``) and integer scalars that do not fit the C type's range
(signedness is also only there). Everything degrades to "unknown" when the debug
info is absent, or when the C parameters do not map one to one onto the IR's (a
struct coerced into registers, an ``sret`` result): the checks then use the IR types
alone.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_NODE = re.compile(r"^!(\d+) = (?:distinct )?(.*)$", re.M)
_FIELD = {name: re.compile(rf"\b{name}: (!\d+|null|\"[^\"]*\"|[\w|]+)")
          for name in ("tag", "baseType", "name", "size", "encoding", "type", "types")}
_SKIP_TAGS = ("DW_TAG_typedef", "DW_TAG_const_type", "DW_TAG_volatile_type",
              "DW_TAG_restrict_type", "DW_TAG_atomic_type")
_ENCODING_KIND = {"DW_ATE_float": "f", "DW_ATE_signed": "i", "DW_ATE_signed_char": "i",
                  "DW_ATE_unsigned": "u", "DW_ATE_unsigned_char": "u", "DW_ATE_boolean": "b"}


@dataclass(frozen=True)
class CType:
    """A C type reduced to what binding needs.

    ``kind``: ``f`` floating, ``i`` signed, ``u`` unsigned integer, ``b`` bool, ``p``
    pointer, ``s`` struct/union/array, ``v`` void, ``F`` function (a function pointer's
    pointee), ``?`` unknown. ``size``: bytes
    (0 when unknown). ``pointee``: for a pointer, the type it points to.
    """

    kind: str
    size: int
    spelling: str
    pointee: CType | None = None


UNKNOWN = CType("?", 0, "")


def _field(text: str, name: str) -> str | None:
    m = _FIELD[name].search(text)
    return m.group(1).strip('"') if m else None


class _DebugInfo:
    def __init__(self, ir_text: str):
        start = ir_text.find("\n!")
        self.nodes = {int(k): v for k, v in _NODE.findall(ir_text[max(start, 0):])}

    def node(self, ref: str | None) -> str | None:
        if not ref or not ref.startswith("!"):
            return None
        return self.nodes.get(int(ref[1:]))

    def ctype(self, ref: str | None, depth: int = 0) -> CType:
        if ref == "null":
            return CType("v", 0, "void")
        text = self.node(ref)
        if text is None or depth > 32:
            return UNKNOWN
        size = int(_field(text, "size") or 0) // 8
        name = _field(text, "name") or ""
        if text.startswith("!DIBasicType"):
            kind = _ENCODING_KIND.get(_field(text, "encoding") or "", "?")
            return CType(kind, size, name)
        tag = _field(text, "tag") or ""
        if text.startswith("!DIDerivedType"):
            if tag in _SKIP_TAGS:
                return self.ctype(_field(text, "baseType") or "null", depth + 1)
            if tag in ("DW_TAG_pointer_type", "DW_TAG_reference_type", "DW_TAG_rvalue_reference_type"):
                pointee = self.ctype(_field(text, "baseType") or "null", depth + 1)
                inner = pointee.spelling or "?"
                return CType("p", size or 8, inner + ("*" if inner.endswith("*") else " *"), pointee)
            return UNKNOWN
        if text.startswith("!DISubroutineType"):  # what a function pointer points to
            return CType("F", 0, "function")
        if text.startswith("!DICompositeType"):
            words = {"DW_TAG_structure_type": "struct", "DW_TAG_union_type": "union",
                     "DW_TAG_class_type": "class", "DW_TAG_array_type": "array"}
            if tag in words:
                return CType("s", size, f"{words[tag]} {name}".strip())
            if tag == "DW_TAG_enumeration_type":  # signedness depends on the enumerators
                return CType("?", size, f"enum {name}".strip())
        return UNKNOWN


def _define_line(ir_text: str, kernel: str) -> str | None:
    for head in (f"@{kernel}(", f'@"{kernel}"('):
        for m in re.finditer(re.escape(head), ir_text):
            line_start = ir_text.rfind("\n", 0, m.start()) + 1
            line = ir_text[line_start:ir_text.find("\n", m.start())]
            if line.startswith("define "):
                return line
    return None


def kernel_c_types(ir_text: str, kernel: str, n_params: int) -> tuple[CType, ...]:
    """The C type of each of the kernel's ``n_params`` IR parameters (UNKNOWN where not known)."""
    unknown = (UNKNOWN,) * n_params
    define = _define_line(ir_text, kernel)
    m = re.search(r"!dbg (!\d+)", define or "")
    if not m:
        return unknown
    info = _DebugInfo(ir_text)
    sub = info.node(m.group(1)) or ""
    sig = info.node(_field(sub, "type")) or ""
    types = info.node(_field(sig, "types")) or ""
    refs = [r.strip() for r in types.strip()[2:-1].split(",")] if types.startswith("!{") else []
    if len(refs) != n_params + 1:  # [return type, params...]; else not one to one
        return unknown
    return tuple(info.ctype(r) for r in refs[1:])
