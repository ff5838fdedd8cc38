"""Native and instrumented runs print what the same C compiled by clang -O0 prints."""

from __future__ import annotations

import subprocess

import pytest

from automatch.exec.supervise.runner import RunConfig, run_program
from automatch.pipeline import load_program

CONSUMER = "automatch.analyses.consumers:make_consumers"

# name -> (kernel, needs the input file as argv[1])
PROGRAMS = {
    "loops_phi": (None, False),
    "recursion": ("fib", False),
    "libm": (None, False),
    "libc": (None, True),
    "globals_structs": (None, False),
    "int_types": ("main", False),
    "long_double": (None, False),
}
MODES = {
    "native": ("native", None),
    "count": ("instrumented", ["count"]),
    "schedule_reuse": ("instrumented", ["schedule", "reuse"]),
}


@pytest.fixture(scope="module")
def runs(exec_fixtures, clang, input_bytes_file, tmp_path_factory):
    """Lazily computed (program, mode) -> RunResult, and program -> clang -O0 stdout."""
    loaded, results, reference = {}, {}, {}
    build = tmp_path_factory.mktemp("native_builds")

    def argv(name):
        return (name, str(input_bytes_file)) if PROGRAMS[name][1] else (name,)

    def run(name, mode):
        if name not in loaded:
            loaded[name] = load_program([str(exec_fixtures / f"{name}.c")], PROGRAMS[name][0])
        if (name, mode) not in results:
            canonical, _ = loaded[name]
            kind, analyses = MODES[mode]
            results[name, mode] = run_program(RunConfig(
                ir_text=canonical.text, kernel=canonical.kernel, mode=kind, argv=argv(name),
                consumer=CONSUMER if analyses else "",
                consumer_options={"analyses": analyses} if analyses else {}))
        return results[name, mode]

    def native(name):
        if name not in reference:
            exe = build / name
            subprocess.run([clang, "-O0", "-w", str(exec_fixtures / f"{name}.c"), "-o", str(exe), "-lm"],
                           check=True, capture_output=True)
            proc = subprocess.run([str(exe), *argv(name)[1:]], capture_output=True, text=True, check=True)
            reference[name] = proc.stdout
        return reference[name]

    return run, native


@pytest.mark.parametrize("mode", list(MODES))
@pytest.mark.parametrize("name", list(PROGRAMS))
def test_stdout_matches_clang_O0(runs, name, mode):
    run, native = runs
    res = run(name, mode)
    expected = native(name)
    assert expected  # every fixture prints something
    assert res.stdout == expected
    assert res.exit_code == 0
    assert res.region_calls >= 1
    if mode == "native":
        assert res.events == 0 and res.results == {}
    else:
        assert res.events > 0


@pytest.mark.parametrize("name", list(PROGRAMS))
def test_count_consumer_sees_every_word(runs, name):
    run, _ = runs
    res = run(name, "count")
    # beside the consumer's result, the sites of the accesses flagged irregular or
    # strided (the program's own counts), when there are any
    sites = res.results.pop("irregular_sites", [])
    assert res.results == {"words": res.events}
    assert all(n > 0 for _, n in sites)


@pytest.mark.parametrize("name", ["globals_structs", "libc", "int_types"])
def test_schedule_and_reuse_results_present(runs, name):
    run, _ = runs
    res = run(name, "schedule_reuse")
    assert "schedule" in res.results and "memory" in res.results
    mem = res.results["memory"]
    assert mem["loads"] > 0 and mem["stores"] > 0
    # The same event stream whatever the consumers, but for the block words: the program
    # replays itself (analyses/schedule/compiled_levels.py), so no consumer reads them.
    assert res.events + sum(res.results["block_counts"]) == run(name, "count").events


def test_recursive_kernel_region_counts_outer_calls_only(runs):
    run, _ = runs
    # fib(18) is called once from main; its recursive calls are nested, not new regions.
    assert run("recursion", "native").region_calls == 1
    assert run("recursion", "count").region_calls == 1


def test_libc_reads_the_input_file(runs, input_bytes_file):
    run, _ = runs
    assert run("libc", "native").stdout.startswith("bytes: 300 ")


@pytest.fixture(scope="module")
def struct_copy(exec_fixtures, clang):
    return load_program([str(exec_fixtures / "global_struct_copy.c")], None)


def test_global_struct_copy_native(struct_copy):
    canonical, _ = struct_copy
    res = run_program(RunConfig(ir_text=canonical.text, kernel="main", mode="native"))
    assert res.stdout == "1.5 2.5 7 q\n"


def test_global_struct_copy_instrumented(struct_copy):
    canonical, _ = struct_copy
    res = run_program(RunConfig(ir_text=canonical.text, kernel="main", mode="instrumented",
                                consumer=CONSUMER, consumer_options={"analyses": ["count"]}))
    assert res.stdout == "1.5 2.5 7 q\n"
