"""Bad inputs give one clear paragraph and exit 2; --help, --version and inspect work."""

from __future__ import annotations

import pytest

from automatch.cli.main import main
from automatch.errors import InputError, UnsupportedProgramError
from automatch.ir.canonical import load_canonical
from automatch.ir.compile import find_clang
from automatch.ir.sources import read_sources


def _fails(capsys, argv, code=2):
    rc = main(argv)
    out, err = capsys.readouterr()
    assert rc == code, (rc, out, err)
    assert "Traceback" not in err and "Traceback" not in out
    assert err.startswith("automatch: error: ")
    assert "\n\n" not in err.strip()  # one paragraph
    return err


def test_ir_that_does_not_parse(capsys, ir_fixtures):
    err = _fails(capsys, ["inspect", str(ir_fixtures / "broken.ll")])
    assert "broken.ll" in err
    assert "does not parse" in err
    # LLVM's own diagnostic: line:column and its message.
    assert "3:" in err and "error:" in err and "expected" in err


def test_bitcode_that_does_not_parse(capsys, tmp_path):
    bad = tmp_path / "junk.bc"
    bad.write_bytes(b"BC\xc0\xde" + b"\x00" * 20)
    err = _fails(capsys, ["inspect", str(bad)])
    assert "junk.bc" in err and "does not parse" in err


def test_unknown_kernel_lists_defined_functions(capsys, ir_fixtures):
    err = _fails(capsys, ["inspect", str(ir_fixtures / "small.ll"), "--kernel", "nosuch"])
    assert "Unknown kernel 'nosuch'" in err
    assert "Defined functions: sum_to, main." in err


def test_bare_module_without_main_needs_kernel(ir_fixtures):
    with pytest.raises(InputError, match="no main function.*--kernel.*Defined functions: f, g"):
        load_canonical(read_sources([ir_fixtures / "hand_loops.ll"]), None)


def test_no_clang_on_path(monkeypatch, tmp_path, ir_fixtures):
    monkeypatch.delenv("AUTOMATCH_CC", raising=False)
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(InputError) as info:
        find_clang()
    msg = str(info.value)
    assert "clang" in msg and "apt-get install clang" in msg and "AUTOMATCH_CC" in msg
    assert ".ll" in msg  # the alternative


def test_no_clang_on_path_cli(capsys, monkeypatch, tmp_path, ir_fixtures):
    monkeypatch.delenv("AUTOMATCH_CC", raising=False)
    monkeypatch.setenv("PATH", str(tmp_path))
    err = _fails(capsys, ["inspect", str(ir_fixtures / "loops.c")])
    assert "No C compiler found" in err and "install" in err


def test_automatch_cc_not_found_is_named(capsys, monkeypatch, ir_fixtures):
    monkeypatch.setenv("AUTOMATCH_CC", "no-such-compiler-xyz")
    err = _fails(capsys, ["inspect", str(ir_fixtures / "loops.c")])
    assert "AUTOMATCH_CC" in err and "no-such-compiler-xyz" in err


def test_automatch_cc_not_found_says_how_to_get_clang(monkeypatch, ir_fixtures):
    monkeypatch.setenv("AUTOMATCH_CC", "no-such-compiler-xyz")
    with pytest.raises(InputError) as info:
        find_clang()
    assert "clang" in str(info.value) and "install" in str(info.value)


def test_automatch_cc_is_honoured(monkeypatch, clang):
    monkeypatch.setenv("AUTOMATCH_CC", clang)
    assert find_clang() == clang


def test_c_that_does_not_compile(capsys, tmp_path, clang):
    bad = tmp_path / "bad.c"
    bad.write_text("int main(void) { return undefined_thing; }\n")
    err = _fails(capsys, ["inspect", str(bad)])
    assert "clang could not compile" in err and "undefined_thing" in err


def test_invoke_and_landingpad_refused(capsys, ir_fixtures):
    err = _fails(capsys, ["inspect", str(ir_fixtures / "invoke.ll")])
    assert "exception handling" in err and "'invoke'" in err and "'main'" in err
    assert "-fno-exceptions" in err


def test_inline_asm_refused(capsys, ir_fixtures, clang):
    err = _fails(capsys, ["inspect", str(ir_fixtures / "uses_asm.c")])
    assert "inline assembly" in err and "'main'" in err


def test_threads_refused(capsys, ir_fixtures, clang):
    err = _fails(capsys, ["inspect", str(ir_fixtures / "uses_threads.c")])
    assert "threads (pthread_create)" in err and "sequential" in err


def test_setjmp_refused(capsys, ir_fixtures, clang):
    err = _fails(capsys, ["inspect", str(ir_fixtures / "uses_setjmp.c")])
    assert "setjmp/longjmp" in err


def test_unsupported_is_an_unsupported_program_error(ir_fixtures):
    with pytest.raises(UnsupportedProgramError):
        load_canonical(read_sources([ir_fixtures / "invoke.ll"]), None)


def test_missing_file(capsys, tmp_path):
    err = _fails(capsys, ["inspect", str(tmp_path / "nope.c")])
    assert "Program file not found" in err and "nope.c" in err


def test_unknown_extension(capsys, tmp_path):
    p = tmp_path / "prog.pas"
    p.write_text("program x;\nbegin\nend.\n")
    err = _fails(capsys, ["inspect", str(p)])
    assert "Unknown program file type 'prog.pas'" in err and ".ll" in err


def test_no_program_given():
    with pytest.raises(InputError, match="No program given"):
        read_sources([])


def test_profile_reports_bad_input_too(capsys, ir_fixtures):
    err = _fails(capsys, ["profile", str(ir_fixtures / "broken.ll"), "-q"])
    assert "does not parse" in err


# ---- --help, --version, inspect ----

def test_help(capsys):
    with pytest.raises(SystemExit) as info:
        main(["--help"])
    assert info.value.code == 0
    out = capsys.readouterr().out
    for cmd in ("analyze", "profile", "inspect", "predict"):
        assert cmd in out


def test_version(capsys):
    import automatch

    with pytest.raises(SystemExit) as info:
        main(["--version"])
    assert info.value.code == 0
    assert capsys.readouterr().out.strip() == f"automatch {automatch.__version__}"


def test_inspect_help(capsys):
    with pytest.raises(SystemExit) as info:
        main(["inspect", "--help"])
    assert info.value.code == 0
    assert "--kernel" in capsys.readouterr().out


def test_no_command_prints_help(capsys):
    assert main([]) == 2
    assert "usage: automatch" in capsys.readouterr().out


def test_inspect_prints_functions_loops_and_mix(capsys, monkeypatch, ir_fixtures, clang):
    monkeypatch.setenv("COLUMNS", "200")
    assert main(["inspect", str(ir_fixtures / "loops.c"), "--kernel", "kernel"]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    # functions (the kernel starred), with their source lines and parameter names
    assert "functions (kernel: kernel)" in out
    assert "kernel *" in out and "depth" in out and "main" in out
    assert "n, a, b, out" in out
    # loop tree with source lines
    assert "loop 0 at line 32:" in out and "depth 1" in out
    assert "loop 1 at line 33:" in out and "depth 2" in out
    assert "loop 2 at line 34:" in out and "depth 3" in out
    assert "loop 3 at line 37:" in out and "3 exit(s)" in out
    # instruction mix
    assert "static instruction mix" in out
    for cls in ("load", "store", "phi", "fadd", "terminator"):
        assert cls in out


def test_inspect_ir_flag(capsys, monkeypatch, ir_fixtures):
    monkeypatch.setenv("COLUMNS", "200")
    assert main(["inspect", str(ir_fixtures / "small.ll"), "--kernel", "sum_to", "--ir"]) == 0
    out = capsys.readouterr().out
    assert "define" in out and "@sum_to" in out
    assert "sum_to *" in out
