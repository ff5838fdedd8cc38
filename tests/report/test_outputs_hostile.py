"""Hostile output locations and terminal safety (issue 16 High/Medium/Low, issue 11.10).

The atomic writer replaces only regular files: devices, FIFOs, ``-`` and the targets of
symbolic links are written through, folders refused; every output location is checked
before a run; control characters from input never reach the terminal; an 80-column
terminal gets a compact device table; an internal error is one paragraph and a crash
report.
"""

from __future__ import annotations

import json
import os
import stat
import threading
from pathlib import Path

import pytest
from am_builders import make_profile
from rich.console import Console

from automatch.analyses.profile_json import save_profile
from automatch.errors import InputError
from automatch.fileio import atomic_write_text, check_output_path
from tests.hostile.cli_case import assert_clean_exit, run_cli

ROOT = os.geteuid() == 0
needs_root = pytest.mark.skipif(not ROOT, reason="mknod of a character device needs root")
SPECS = ["dev-host", "nvidia-h100-sxm5-80gb"]


def _mkchr(path: Path, minor: int) -> Path:
    """A character device node in tmp: minor 3 is /dev/null, 7 is /dev/full."""
    os.mknod(path, stat.S_IFCHR | 0o666, os.makedev(1, minor))
    return path


def _read_fifo(path: Path, into: list) -> threading.Thread:
    t = threading.Thread(target=lambda: into.append(path.read_bytes()), daemon=True)
    t.start()
    return t


# ---------------------------------------------------------------- the writer itself


def test_fifo_is_written_through_not_replaced(tmp_path):
    fifo = tmp_path / "out.fifo"
    os.mkfifo(fifo)
    got: list = []
    reader = _read_fifo(fifo, got)
    atomic_write_text(fifo, '{"a": 1}\n')
    reader.join(10)
    assert got == [b'{"a": 1}\n']
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    assert os.listdir(tmp_path) == ["out.fifo"]  # no temporary file left beside it


@needs_root
def test_device_copies_are_written_through(tmp_path):
    null = _mkchr(tmp_path / "null", 3)
    full = _mkchr(tmp_path / "full", 7)
    atomic_write_text(null, "discarded")
    with pytest.raises(InputError, match=r"cannot write .*full: No space left on device"):
        atomic_write_text(full, "x" * 100)
    for node in (null, full):
        assert stat.S_ISCHR(os.lstat(node).st_mode), f"{node} was replaced"
    assert sorted(os.listdir(tmp_path)) == ["full", "null"]


def test_symlink_is_followed_to_its_target(tmp_path):
    real = tmp_path / "data" / "result.json"
    real.parent.mkdir()
    real.write_text("old")
    real.chmod(0o640)
    link = tmp_path / "link.json"
    link.symlink_to(real)
    atomic_write_text(link, "new")
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert real.read_text() == "new" and stat.S_IMODE(real.stat().st_mode) == 0o640
    dangling = tmp_path / "dangling.json"
    dangling.symlink_to(tmp_path / "made" / "here.json")
    atomic_write_text(dangling, "fresh")
    assert dangling.is_symlink() and (tmp_path / "made" / "here.json").read_text() == "fresh"


def test_directory_and_link_loop_are_refused(tmp_path):
    (tmp_path / "d").mkdir()
    with pytest.raises(InputError, match="it is a directory, not a file"):
        atomic_write_text(tmp_path / "d", "x")
    (tmp_path / "a").symlink_to(tmp_path / "b")
    (tmp_path / "b").symlink_to(tmp_path / "a")
    with pytest.raises(InputError, match="loop of symbolic links"):
        atomic_write_text(tmp_path / "a", "x")
    assert (tmp_path / "d").is_dir() and (tmp_path / "a").is_symlink()


def test_dash_is_stdout(capfd):
    atomic_write_text("-", "to stdout\n")
    assert capfd.readouterr().out == "to stdout\n"


@pytest.mark.parametrize("make, kind, match", [
    (lambda t: t / "d", "file", "it is a directory, not a file"),
    (lambda t: t / "f", "dir", "it is a regular file, not a folder"),
    (lambda t: t / "f" / "x.json", "file", "f is a regular file, not a folder"),
    (lambda t: t / "f" / "plots", "dir", "f is a regular file, not a folder"),
    (lambda t: Path("/proc/automatch-test.json"), "file", "cannot create files in /proc"),
    (lambda t: Path("/proc/automatch-plots"), "dir", "cannot create files in /proc"),
    (lambda t: "-", "dir", "standard output cannot hold a folder"),
])
def test_check_output_path_refuses(tmp_path, make, kind, match):
    (tmp_path / "d").mkdir()
    (tmp_path / "f").write_text("")
    with pytest.raises(InputError, match=match):
        check_output_path(make(tmp_path), kind, option="--json ")
    assert sorted(os.listdir(tmp_path)) == ["d", "f"]  # the probe leaves nothing


@pytest.mark.skipif(ROOT, reason="root may write into a read-only folder")
def test_check_output_path_read_only_folder(tmp_path):
    ro = tmp_path / "ro"
    ro.mkdir(mode=0o555)
    with pytest.raises(InputError, match="cannot create files in .*ro"):
        check_output_path(ro / "x.json")


def test_check_output_path_accepts(tmp_path):
    os.mkfifo(tmp_path / "fifo")
    for path, kind in ((tmp_path / "new" / "deeper" / "x.json", "file"),
                       (tmp_path / "plots", "dir"), ("-", "file"), (tmp_path / "fifo", "file"),
                       (tmp_path, "dir")):
        check_output_path(path, kind)
    assert sorted(os.listdir(tmp_path)) == ["fifo"]  # nothing created by checking


# ---------------------------------------------------------------- through the CLI


@pytest.fixture
def profile_file(tmp_path) -> Path:
    path = tmp_path / "prof.json"
    save_profile(make_profile(), path)
    return path


def test_cli_outputs_onto_device_fifo_and_stdout(tmp_path, profile_file):
    """--json onto a FIFO (read by a thread), '-' (the report goes to stderr) and, as
    root, a copy of /dev/full (one paragraph, exit 2, the node intact)."""
    fifo = tmp_path / "r.fifo"
    os.mkfifo(fifo)
    got: list = []
    reader = _read_fifo(fifo, got)
    out = run_cli(["predict", profile_file, "--arch", *SPECS, "--json", fifo])
    reader.join(10)
    assert out.returncode == 0, out.stderr
    assert json.loads(got[0])["format_version"] == 4 and stat.S_ISFIFO(os.lstat(fifo).st_mode)

    to_stdout = tmp_path / "to-stdout.json"
    to_stdout.symlink_to("/dev/stdout")
    for target in ("-", to_stdout):
        out = run_cli(["predict", profile_file, "--arch", *SPECS, "--json", target])
        assert out.returncode == 0, out.stderr
        assert len(json.loads(out.stdout)["predictions"]) == 2  # stdout holds only the JSON
        assert "Predicted best parallel implementation" in out.stderr
    assert os.readlink(to_stdout) == "/dev/stdout"

    if ROOT:
        full = _mkchr(tmp_path / "full", 7)
        out = run_cli(["predict", profile_file, "--arch", *SPECS, "--json", full])
        assert_clean_exit(out, code=2, message="No space left on device")
        assert stat.S_ISCHR(os.lstat(full).st_mode)


def test_cli_unwritable_outputs_fail_before_anything(tmp_path, profile_file):
    (tmp_path / "afile").write_text("keep")
    (tmp_path / "adir").mkdir()
    cases = [
        (["predict", profile_file, "--arch", *SPECS, "--plots", tmp_path / "afile"],
         "--plots", "not a folder"),
        (["predict", profile_file, "--arch", *SPECS, "--json", tmp_path / "adir"],
         "--json", "it is a directory"),
        (["partition", profile_file, "--arch", *SPECS, "--json", "/proc/am.json"],
         "--json /proc/am.json", "cannot create files in /proc"),
        (["predict", profile_file, "--arch", *SPECS, "--json", tmp_path / "ok.json",
          "--plots", tmp_path / "afile" / "plots"], "--plots", "not a folder"),
    ]
    for args, option, why in cases:
        out = run_cli(args)
        assert_clean_exit(out, code=2, message=(option, why), outputs=(tmp_path / "ok.json",))
    assert (tmp_path / "afile").read_text() == "keep"


def test_cli_analyze_checks_outputs_before_the_run(tmp_path):
    """The program never ends: only a check made before the run can return at all."""
    endless = tmp_path / "endless.ll"
    endless.write_text("define i32 @main() {\nentry:\n  br label %loop\nloop:\n"
                       "  br label %loop\n}\n")
    (tmp_path / "afile").write_text("")
    for cmd, opts in (("analyze", ["--arch", "dev-host", "--json", "/proc/am.json"]),
                      ("profile", ["-o", tmp_path / "afile" / "p.json"])):
        out = run_cli([cmd, endless, *opts], timeout=120)
        assert_clean_exit(out, code=2, message=("cannot",))


def test_cli_escapes_control_characters(tmp_path, profile_file):
    """A file name quoted in an error cannot clear the screen or retitle the terminal."""
    hostile = tmp_path / "evil\x1b[2J\x1b]0;owned\x07.toml"
    hostile.write_text("kind = 3\n")
    out = run_cli(["predict", profile_file, "--arch", hostile])
    assert_clean_exit(out, code=2, message="evil\\x1b[2J\\x1b]0;owned\\x07.toml")
    assert "\x1b" not in out.stderr and "\x07" not in out.stderr


# ---------------------------------------------------------------- the terminal report


def _report_text(width: int, **profile_fields) -> str:
    import dataclasses

    from automatch.arch import find_specs
    from automatch.decide.partition import plan_partition
    from automatch.model.predict import predict
    from automatch.report.terminal import render_report

    prof = dataclasses.replace(make_profile(), **profile_fields)
    specs = find_specs()
    console = Console(width=width, record=True, force_terminal=False)
    render_report(prof, predict(prof, specs, "default"), plan_partition(prof, specs), console)
    return console.export_text()


@pytest.mark.parametrize("width", [80, 100, 120, 200])
def test_device_rows_are_one_line_with_whole_names(width):
    """Issue 11.10: at 80 columns names were cut to 7 characters and rows wrapped."""
    from automatch.arch import find_specs

    names = [s.name for s in find_specs()]
    text = _report_text(width)
    assert max(len(ln) for ln in text.splitlines()) <= width
    levels = text.split("Critical path and memory levels")[1].split("Partition")[0]
    assert all(n in levels for n in names)  # the per-level table may fold its level list
    for title, end in (("Predicted best parallel implementation", "EC terms"),
                       ("EC terms", "Critical path and memory levels")):
        section = text.split(title)[1].split(end)[0].splitlines()
        rows = [ln for ln in section if set(ln.split()) & set(names)]
        assert len(rows) == len(names), f"{title} at width {width}:\n" + "\n".join(section)
        others = [ln for ln in section if ln not in rows and "device" not in ln
                  and ln.strip(" │┃┏┓┗┛┡┩└┘─━┳┻╇┴┼+*") and "transfer not included" not in ln]
        assert not others, f"wrapped rows in {title} at width {width}:\n" + "\n".join(section)


def test_report_escapes_hostile_names():
    text = _report_text(120, kernel="k\x1b[31m[bold]x\u202e", program="p\x07.ll")
    assert "\x1b" not in text and "\x07" not in text and "\u202e" not in text
    assert "k\\x1b[31m[bold]x\\u202e in p\\x07.ll" in text


# ---------------------------------------------------------------- internal errors


def test_internal_error_is_one_paragraph_and_a_crash_report(tmp_path, monkeypatch, capsys,
                                                            profile_file):
    """A bug (here a KeyError injected into predict) is exit 3, one paragraph naming the
    crash report; the report holds the traceback."""
    from automatch.cli import main as cli_main
    from automatch.cli import predict_cmd

    def broken(args):
        raise KeyError("\x1b[31mno-such-key")

    monkeypatch.setattr(predict_cmd, "run", broken)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    assert cli_main.main(["predict", str(profile_file)]) == 3
    err = capsys.readouterr().err.strip()
    assert err.startswith("automatch: error: internal error: KeyError")
    assert "\n" not in err and "Traceback" not in err and "\x1b" not in err
    assert "please report it" in err
    reports = list((tmp_path / "cache" / "automatch").glob("crash-*.txt"))
    assert len(reports) == 1 and str(reports[0]) in err
    assert "Traceback" in reports[0].read_text() and "in broken" in reports[0].read_text()


# ---------------------------------------------------------------- issue 39: cli.checks


def test_check_paths_outputs_against_inputs_and_each_other(tmp_path):
    """The shared check of every command, in process: links, FIFOs, devices, folders."""
    from automatch.cli.checks import check_paths

    src = tmp_path / "p.c"
    src.write_text("int main(void) { return 0; }\n")
    (tmp_path / "link.c").symlink_to(src)
    dangling = tmp_path / "dangling.json"
    dangling.symlink_to(tmp_path / "nowhere.json")
    fifo = tmp_path / "f.fifo"
    os.mkfifo(fifo)
    refused = [
        ([("--json", tmp_path / "link.c", "file")], [("the program file", src)], "is the program"),
        ([("--json", dangling, "file"), ("--html", tmp_path / "nowhere.json", "file")], [],
         "name the same path"),
        ([("--json", fifo, "file"), ("--html", fifo, "file")], [], "name the same path"),
        ([("--plots", tmp_path / "pl", "plots"), ("--html", tmp_path / "pl" / "reuse.svg",
                                                  "file")], [], "its plot reuse.svg"),
        ([("-o", tmp_path / "x", "file"), ("--raw-dir", tmp_path / "x", "dir")], [],
         "name the same path"),
    ]
    for outputs, inputs, message in refused:
        with pytest.raises(InputError, match=message):
            check_paths(outputs, inputs)
    accepted = [
        ([("--json", os.devnull, "file"), ("--html", os.devnull, "file")],
         [("the --stdin file", os.devnull)]),
        ([("--json", "-", "file")], [("the --stdin file", "-")]),
        ([("--raw-dir", tmp_path, "dir"), ("--work-dir", tmp_path, "dir")],
         [("the program file", src)]),  # folders of outputs: an input inside is fine
        ([("--plots", tmp_path / "pl", "plots"), ("--json", tmp_path / "pl" / "r.json", "file")],
         [("the program file", tmp_path / "missing.c")]),  # a missing input: said elsewhere
    ]
    for outputs, inputs in accepted:
        check_paths(outputs, inputs)
    assert sorted(os.listdir(tmp_path)) == ["dangling.json", "f.fifo", "link.c", "p.c"]
