"""exec/jit/cache.py: machine code compiled once is loaded the next time, for the same
text, level and machine only; a damaged entry is compiled again; the folder stays under
its limit; an instrumented run from the cache gives the same profile."""

from __future__ import annotations

import ctypes
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from automatch.errors import InputError
from automatch.exec.jit.cache import JitCache, cache_folder
from automatch.exec.jit.engine import compile_module

ROOT = Path(__file__).resolve().parents[2]
GEMM = ROOT / "workloads" / "kernels" / "gemm" / "gemm.c"

MODULE = """
@scale = global i64 5
declare double @sqrt(double)
define i64 @f(i64 %x) {
  %a = load i64, ptr @scale
  %b = mul i64 %x, %a
  %r = call double @sqrt(double 16.0)
  %c = fptosi double %r to i64
  %d = add i64 %b, %c
  ret i64 %d
}
"""


def _call(module) -> int:
    return module.cfunc("f", ctypes.c_int64, ctypes.c_int64)(7)


def test_a_module_compiled_once_is_loaded_the_next_time(tmp_path):
    cache = JitCache(tmp_path)
    first = compile_module(MODULE, opt=2, cache=cache)
    assert not first.from_cache and _call(first) == 39
    assert len(list(tmp_path.glob("*.o"))) == 1
    second = compile_module(MODULE, opt=2, cache=cache)
    assert second.from_cache and _call(second) == 39
    # another level or another text is another entry
    assert not compile_module(MODULE, opt=1, cache=cache).from_cache
    other = compile_module(MODULE.replace("i64 5", "i64 6"), opt=2, cache=cache)
    assert not other.from_cache and _call(other) == 46
    assert len(list(tmp_path.glob("*.o"))) == 3


class _Tiers:
    """jit.CodeTiers answering as told, recording what it was asked."""

    def __init__(self, light: bool, fast: bool):
        self.answers, self.asked = (light, fast), []

    def light(self, inline_s: float, wait: bool) -> bool:
        self.asked.append(("light", inline_s, wait))
        return self.answers[0]

    def fast_codegen(self, optimise_s: float, wait: bool) -> bool:
        self.asked.append(("fast_codegen", optimise_s, wait))
        return self.answers[1]


@pytest.mark.parametrize("light,fast", [(True, False), (False, True)], ids=["light", "fast-codegen"])
def test_a_lighter_compile_is_asked_for_and_cached_apart(tmp_path, light, fast):
    cache = JitCache(tmp_path)
    tiers = _Tiers(light, fast)
    first = compile_module(MODULE, opt=1, cache=cache, tiers=tiers)
    assert not first.from_cache and _call(first) == 39
    assert [k for k, _, _ in tiers.asked] == (["light"] if light else ["light", "fast_codegen"])
    assert all(s > 0 and not wait for _, s, wait in tiers.asked)  # nothing cached yet
    # asked again, knowing the lighter code is there to load
    again = _Tiers(light, fast)
    assert compile_module(MODULE, opt=1, cache=cache, tiers=again).from_cache
    assert again.asked[-1][2] is True
    # the full compile's entry is another: not loaded in its place, then loaded unasked
    normal = compile_module(MODULE, opt=1, cache=cache)
    assert not normal.from_cache and _call(normal) == 39
    third = _Tiers(light, fast)
    assert compile_module(MODULE, opt=1, cache=cache, tiers=third).from_cache and not third.asked
    # lighter code in the cache, not chosen this time: compiled fully
    other = JitCache(tmp_path / "other")
    compile_module(MODULE, opt=1, cache=other, tiers=_Tiers(light, fast))
    assert not compile_module(MODULE, opt=1, cache=other, tiers=_Tiers(False, False)).from_cache


def test_a_short_program_loads_fast_generated_code_rather_than_compile_light(tmp_path):
    """The first analysis chose fast code generation (the native run ended during the
    pipeline), the second would skip the pipeline: it loads the first's code."""
    cache = JitCache(tmp_path)
    compile_module(MODULE, opt=1, cache=cache, tiers=_Tiers(False, True))
    second = _Tiers(True, False)
    module = compile_module(MODULE, opt=1, cache=cache, tiers=second)
    assert module.from_cache and _call(module) == 39
    assert [(k, wait) for k, _, wait in second.asked] == [("light", True)]


def test_a_light_compile_drops_declarations_nothing_calls():
    unused = MODULE + "declare void @no_such_function_anywhere(i64)\n"
    with pytest.raises(InputError, match="no_such_function_anywhere"):
        compile_module(unused, opt=0)  # kept without a pipeline: refused
    assert _call(compile_module(unused, opt=1, tiers=_Tiers(True, False))) == 39


def test_a_constructor_the_optimiser_evaluated_is_not_run_from_the_cache(tmp_path):
    """O1 and O2 evaluate a constructor that only stores constants into its global's
    initial value and drop it from llvm.global_ctors: the module the cached code is loaded
    with must say so too, or MCJIT would look for the dropped function and abort. In a
    process of its own, so that such an abort fails this test only."""
    code = f"""
import ctypes
from automatch.exec.jit.engine import compile_module
from automatch.exec.jit.cache import JitCache
text = {CTOR_MODULE!r}
cache = JitCache({str(tmp_path)!r})
for run in range(2):
    for opt in (0, 1, 2):
        m = compile_module(text, opt=opt, cache=cache)
        print(run, opt, int(m.from_cache), m.cfunc("get", ctypes.c_int64)())
"""
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                          cwd=ROOT)
    assert proc.returncode == 0, proc.stderr
    rows = [line.split() for line in proc.stdout.splitlines()]
    assert rows == [[str(r), str(o), str(r), "42"] for r in range(2) for o in range(3)]


def test_code_whose_external_name_is_no_longer_bound_is_compiled_and_refused(tmp_path):
    """A cached entry records the names its code needs: a process that binds fewer gets
    the compiler's message naming the missing one, not code that would call address 0."""
    module = """
declare i64 @my_external(i64)
define i64 @f(i64 %x) {
  %y = call i64 @my_external(i64 %x)
  ret i64 %y
}
"""
    code = f"""
import ctypes, sys
from automatch.errors import InputError
from automatch.exec.jit.engine import compile_module
from automatch.exec.jit.cache import JitCache
cache = JitCache({str(tmp_path)!r})
bind = sys.argv[1] == "bind"
symbols = {{}}
if bind:
    twice = ctypes.CFUNCTYPE(ctypes.c_int64, ctypes.c_int64)(lambda x: 2 * x)
    symbols["my_external"] = ctypes.cast(twice, ctypes.c_void_p).value
try:
    m = compile_module({module!r}, opt=1, symbols=symbols, cache=cache)
    print("ran", int(m.from_cache), m.cfunc("f", ctypes.c_int64, ctypes.c_int64)(21))
except InputError as exc:
    print("refused", "my_external" in str(exc))
"""
    outs = []
    for how in ("bind", "bind", "unbound"):
        proc = subprocess.run([sys.executable, "-c", code, how], capture_output=True, text=True,
                              timeout=120, cwd=ROOT)
        assert proc.returncode == 0, proc.stderr
        outs.append(proc.stdout.strip())
    assert outs == ["ran 0 42", "ran 1 42", "refused True"]


CTOR_MODULE = """
@g = internal global i64 0
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]
define internal void @init() {
  store i64 42, ptr @g
  ret void
}
define i64 @get() {
  %v = load i64, ptr @g
  ret i64 %v
}
"""


@pytest.mark.parametrize("damage", ["truncate", "flip", "empty"])
def test_a_damaged_entry_is_compiled_again(tmp_path, damage):
    cache = JitCache(tmp_path)
    compile_module(MODULE, opt=2, cache=cache)
    (entry,) = tmp_path.glob("*.o")
    data = bytearray(entry.read_bytes())
    if damage == "truncate":
        data = data[: len(data) // 2]
    elif damage == "flip":
        data[-10] ^= 0xFF
    else:
        data = bytearray()
    entry.write_bytes(bytes(data))
    again = compile_module(MODULE, opt=2, cache=cache)
    assert not again.from_cache and _call(again) == 39
    assert compile_module(MODULE, opt=2, cache=cache).from_cache  # stored whole again


def test_the_folder_keeps_the_most_recently_used_entries_under_its_limit(tmp_path):
    cache = JitCache(tmp_path, limit_bytes=2500)
    for k in range(5):
        cache.store(f"{k:064x}", bytes(1000))
        os.utime(tmp_path / f"{k:064x}.o", (k, k))  # oldest first
    kept = sorted(p.name for p in tmp_path.glob("*.o"))
    assert kept == [f"{3:064x}.o", f"{4:064x}.o"]
    assert cache.load(f"{4:064x}").obj == bytes(1000)
    assert cache.load(f"{0:064x}") is None


def test_a_folder_that_cannot_be_written_leaves_the_compile_alone(tmp_path):
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    module = compile_module(MODULE, opt=2, cache=JitCache(blocked / "jit"))
    assert _call(module) == 39


def test_the_environment_names_the_folder_or_turns_it_off(monkeypatch, tmp_path):
    monkeypatch.setenv("AUTOMATCH_JIT_CACHE", "off")
    assert cache_folder() is None
    monkeypatch.setenv("AUTOMATCH_JIT_CACHE", str(tmp_path))
    assert cache_folder() == tmp_path / "automatch-jit"  # a folder of its own inside
    assert (tmp_path / "automatch-jit").stat().st_mode & 0o777 == 0o700
    monkeypatch.delenv("AUTOMATCH_JIT_CACHE")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert cache_folder() == tmp_path / "automatch" / "jit"
    assert (tmp_path / "automatch").stat().st_mode & 0o777 == 0o700


def test_trimming_removes_only_the_caches_own_entries(monkeypatch, tmp_path):
    """AUTOMATCH_JIT_CACHE=DIR: the user's own object files in DIR (and any other file,
    even one named like an entry, in its folder) survive a store past the limit."""
    user = tmp_path / "build"
    user.mkdir()
    (user / "libuser.o").write_bytes(bytes(4000))
    os.utime(user / "libuser.o", (1, 1))  # older than every entry
    monkeypatch.setenv("AUTOMATCH_JIT_CACHE", str(user))
    folder = cache_folder()
    (folder / "notes.o").write_bytes(bytes(4000))
    os.utime(folder / "notes.o", (1, 1))
    cache = JitCache(folder, limit_bytes=2500)
    for k in range(4):
        cache.store(f"{k:064x}", bytes(1000))
        os.utime(folder / f"{k:064x}.o", (10 + k, 10 + k))
    assert (user / "libuser.o").stat().st_size == 4000
    assert (folder / "notes.o").stat().st_size == 4000
    assert sorted(p.name for p in folder.glob("0*.o")) == [f"{2:064x}.o", f"{3:064x}.o"]
    # the old layout's trim ran over DIR itself: the user's file must survive it too
    JitCache(user, limit_bytes=2500)._trim()
    assert (user / "libuser.o").exists()


def test_an_analysis_from_the_cache_gives_the_same_profile(tmp_path):
    """Both children (native and instrumented) load their code the second time, and the
    profile's schedule, loops and reuse are those of the compiled run."""
    env = {**os.environ, "AUTOMATCH_JIT_CACHE": str(tmp_path / "jit"), "COLUMNS": "160"}
    profiles = []
    for run in range(2):
        out = tmp_path / f"p{run}.json"
        proc = subprocess.run(
            [sys.executable, "-m", "automatch.cli.main", "analyze", str(GEMM), "--kernel", "gemm",
             "-q", "--timings", "-o", str(out), "--", "40"],
            capture_output=True, text=True, env=env, cwd=tmp_path, timeout=300)
        assert proc.returncode == 0, proc.stderr
        cached = proc.stderr.count("machine code from the cache")
        assert cached == (0 if run == 0 else 2), proc.stderr
        profiles.append(json.loads(out.read_text()))
    a, b = profiles
    for key in ("schedule", "loops", "flops"):
        if key in a:
            assert a[key] == b[key], key
    assert a.get("memory", {}).get("reuse") == b.get("memory", {}).get("reuse")
