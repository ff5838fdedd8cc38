"""Calls that reach a defined function without naming it, and how the engine maps them.

A call through a function pointer, or a libc function handed a pointer that it calls
back (qsort's comparator), names no defined function, yet may run one. Inside the
instrumented copies (``automatch.exec.instrument.rewrite``) the pointer of an indirect call and
every pointer argument of such an external call go through ``@__am_fnmap``, which turns
the address of a defined function whose address the module takes into its copy's and
leaves any other pointer as it is; the replay (``automatch.analyses.schedule.tables``) asks the
same ``call_entry_kind`` where a callee may be entered after such a call. Only call
operands change: the values the program stores and compares stay its own.
"""

from __future__ import annotations

import re

from automatch.ir.irtext import GLOBAL_NAME, llvm_ident, unquote_ident
from automatch.ir.program import Instruction, OpClass

_CALLEE_REF = re.compile(r"@(" + GLOBAL_NAME + r")\(")

# What a call site may do besides a direct call to a defined function (see
# ``call_entry_kind``); the replay tables encode the same answer for each call.
ENTRY_NONE, ENTRY_INDIRECT, ENTRY_EXTERNAL = 0, 1, 2
# External functions never handed a copy: they keep the pointer to call it later, outside
# the analysed region or on another thread (the buffer is the program's one thread's),
# or they never call back and are common enough in loops not to pay for the mapping.
_NO_CALLBACK = frozenset(
    "atexit at_quick_exit on_exit __cxa_atexit __cxa_thread_atexit __cxa_thread_atexit_impl "
    "signal bsd_signal sysv_signal sigset sigaction thrd_create call_once tss_create "
    "__cxa_throw _Unwind_RaiseException "
    "free malloc calloc realloc aligned_alloc posix_memalign memcpy memmove memset memcmp "
    "strlen strcmp strncmp strcpy strncpy strcat strchr strrchr strstr strdup printf fprintf "
    "sprintf snprintf puts fputs fputc putc putchar fwrite fread fopen fclose fscanf scanf "
    "sscanf fgets fgetc getc fflush _Znwm _Znam _ZdlPv _ZdaPv _ZdlPvm _ZdaPvm "
    "clock_gettime gettimeofday time clock".split())
_NO_CALLBACK_PREFIXES = ("llvm.", "__am_", "pthread_", "__kmpc_", "omp_")
_LOCAL_CALLEE = re.compile(r"%(?:\"[^\"]*\"|[-\w$.]+)\(")
_LOCAL_CALLEE_NAME = re.compile(r"(%(?:\"[^\"]*\"|[-\w$.]+))\(")


def _call_parts(text: str) -> tuple[str, list[str], str] | None:
    """A call split around its argument list: (text up to and with '(', the arguments,
    text from ')' on); None when it cannot be read."""
    head = text.find("call ")
    if head < 0:
        return None
    found = [m for m in (_CALLEE_REF.search(text, head), _LOCAL_CALLEE.search(text, head)) if m]
    if not found:
        return None
    start = min(m.end() for m in found) - 1
    args, depth, quoted, last = [], 0, False, start + 1
    for k in range(start, len(text)):
        ch = text[k]
        if ch == '"':
            quoted = not quoted
        elif quoted:
            continue
        elif ch in "([{<":
            depth += 1
        elif ch == "," and depth == 1:
            args.append(text[last:k].strip())
            last = k + 1
        elif ch in ")]}>":
            depth -= 1
            if depth == 0:
                if text[last:k].strip():
                    args.append(text[last:k].strip())
                return text[: start + 1], args, text[k:]
    return None


def _fn_pointer_arg(arg: str, defined) -> bool:
    """Can this typed argument be the address of a defined function (a 'ptr' that is a
    local value, or a defined function named directly)?"""
    words = arg.split()
    if len(words) < 2 or words[0] != "ptr":
        return False
    v = words[-1]
    return v.startswith("%") or (v.startswith("@") and unquote_ident(v[1:]) in defined)


def calls_back_never(callee: str) -> bool:
    """True for a named callee known never to run a function of the program (libc,
    LLVM intrinsics, automatch's runtime); an indirect call (no name) is not."""
    return bool(callee) and (callee.startswith(_NO_CALLBACK_PREFIXES) or callee in _NO_CALLBACK)


def call_entry_kind(ins: Instruction, defined) -> int:
    """ENTRY_INDIRECT for a call through a pointer (it runs a defined function's copy
    when the pointer is one's address), ENTRY_EXTERNAL for a call to an external function
    handed a pointer that may be a defined function's (it may call the copy back, any
    number of times), else ENTRY_NONE (direct calls to defined functions included).
    The instrumenter maps those calls' pointers (``@__am_fnmap``); the replay looks for a
    callee's entry block after them (``automatch.analyses.schedule.tables``)."""
    if ins.opclass != OpClass.CALL or ins.opcode != "call" or ins.callee in defined:
        return ENTRY_NONE
    if not ins.callee:
        return ENTRY_INDIRECT
    if calls_back_never(ins.callee):
        return ENTRY_NONE
    parts = _call_parts(ins.text)
    if parts is not None and any(_fn_pointer_arg(a, defined) for a in parts[1]):
        return ENTRY_EXTERNAL
    return ENTRY_NONE


_GLOBAL_REF = re.compile(r"@(" + GLOBAL_NAME + r")(\(?)")


def address_taken(text: str, defined) -> tuple[str, ...]:
    """The defined functions whose address the module uses as a value (stored, passed,
    in a global's initializer), not only as the callee of direct calls; in order of
    first use. A name inside a string constant may be counted: that only adds a compare."""
    found: dict[str, None] = {}
    for line in text.split("\n"):
        if "@" not in line or line.startswith(("define ", "declare ", "attributes ", "!", ";")):
            continue
        for m in _GLOBAL_REF.finditer(line):
            if not m.group(2):
                name = unquote_ident(m.group(1))
                if name in defined:
                    found.setdefault(name)
    return tuple(found)


def fnmap_function(targets: tuple[str, ...], mapped: dict[str, str]) -> str:
    """``@__am_fnmap(p)``: ``mapped[f]`` when p is @f for f in ``targets``, else p."""
    lines = ["define internal ptr @__am_fnmap(ptr %p)"
             + (" alwaysinline" if len(targets) <= 16 else "") + " {", "entry:"]
    cur = "%p"
    for k, name in enumerate(targets):
        lines.append(f"  %c{k} = icmp eq ptr %p, @{llvm_ident(name)}")
        lines.append(f"  %s{k} = select i1 %c{k}, ptr @{llvm_ident(mapped[name])}, ptr {cur}")
        cur = f"%s{k}"
    lines += [f"  ret ptr {cur}", "}"]
    return "\n" + "\n".join(lines) + "\n"


def map_call(e, text: str, kind: int, taken: set[str]) -> str:
    """``text`` with its callee (indirect) or pointer arguments (external) mapped to the
    copies: constants in place, values through ``@__am_fnmap`` (lines emitted to ``e``)."""
    parts = _call_parts(text)
    if parts is None:
        return text
    head, args, tail = parts
    if kind == ENTRY_INDIRECT:
        m = _LOCAL_CALLEE.search(head, head.find("call "))
        if m is None or m.end() != len(head):
            return text
        v = e.fresh()
        e.lines.append(f"  {v} = call ptr @__am_fnmap(ptr {head[m.start():m.end() - 1]})")
        return head[: m.start()] + v + "(" + ", ".join(args) + tail
    out = []
    for a in args:
        words = a.split()
        if len(words) >= 2 and words[0] == "ptr":
            val = words[-1]
            if val.startswith("@") and unquote_ident(val[1:]) in taken:
                a = a[: a.rindex(val)] + "@" + llvm_ident("__am_i." + unquote_ident(val[1:]))
            elif val.startswith("%"):
                v = e.fresh()
                e.lines.append(f"  {v} = call ptr @__am_fnmap(ptr {val})")
                a = a[: a.rindex(val)] + v
        out.append(a)
    return head + ", ".join(out) + tail


_CALL_KEYWORD = re.compile(r"(?:^|[\s=])call\s")


def indirect_callee(line: str) -> re.Match | None:
    """The callee of an indirect call instruction line (group 1), None for anything else."""
    k = _CALL_KEYWORD.search(line)
    if k is None:
        return None
    m = _LOCAL_CALLEE_NAME.search(line, k.end())
    g = _CALLEE_REF.search(line, k.end())
    if m is None or (g is not None and g.start() < m.start()):
        return None
    return m
