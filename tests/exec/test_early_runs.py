"""Early runs (issue 14: start-up): the instrumented child starts beside the native
one and is stopped while the native region runs, crash or not."""

from __future__ import annotations

from pathlib import Path

import pytest

SPIN = r"""
#include <stdio.h>
#include <time.h>
double kernel(int crash) {
    struct timespec d = {0, 400000000};
    double s = 0.0;
    nanosleep(&d, 0); /* the native region lasts 0.4 s; the work is the same each run */
    for (int i = 0; i < 1000; i++) s += 0.5 * i;
    if (crash) { volatile int *p = 0; *p = 1; }
    return s;
}
int main(int argc, char **argv) { printf("%d\n", kernel(argc > 1) > 0); return 0; }
"""


def _state(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0]
    except OSError:
        return "gone"


@pytest.mark.parametrize("crash", [False, True])
def test_early_instrumented_run_is_stopped_during_the_native_region(tmp_path, crash):
    import threading

    from automatch.errors import ProgramRunError
    from automatch.exec.supervise.runner import EarlyRun, RunConfig, run_program
    from automatch.pipeline import load_program

    src = tmp_path / "spin.c"
    src.write_text(SPIN)
    canonical, _ = load_program([str(src)], "kernel")
    argv = ("spin", "crash") if crash else ("spin",)
    common = dict(ir_text=canonical.text, kernel=canonical.kernel, argv=argv)
    inst_cfg = RunConfig(
        mode="instrumented",
        consumer="automatch.analyses.consumers:make_consumers",
        consumer_options={"analyses": ["count"]},
        **common,
    )
    seen: list[str] = []
    with (
        EarlyRun("native") as native,
        EarlyRun("instrumented", consumer=inst_cfg.consumer, beside=native) as inst,
    ):
        assert native.stop_pgid == inst.pgid and inst.t.parent == native.t
        inst.submit(inst_cfg, hold=True)
        done = threading.Event()

        def watch():
            while not done.is_set():
                seen.append(_state(inst.pgid))

        watcher = threading.Thread(target=watch)
        watcher.start()
        try:
            if crash:
                with pytest.raises(ProgramRunError, match="segmentation fault"):
                    native.run(RunConfig(mode="native", **common))
            else:
                res = native.run(RunConfig(mode="native", **common))
                assert res.region_time_s >= 0.4 and res.stdout.strip() == "1"
        finally:
            done.set()
            watcher.join()
        assert "T" in seen  # stopped while the native program ran
        assert _state(inst.pgid) != "T"  # and resumed once it ended, crash or not
        if not crash:
            early = inst.run(inst_cfg)
    if not crash:  # the same results as a run started the plain way
        plain = run_program(inst_cfg)
        assert early.results == plain.results and early.events == plain.events
        assert early.stdout_sha256 == plain.stdout_sha256 and early.started > 0
