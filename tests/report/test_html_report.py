"""The single-file HTML report (``--html``, report/html.py), checked in a real browser.

The report is generated through the real CLI on the shipped stencil workload, then
opened in headless Chromium (Debian's ``chromium-headless-shell`` or ``chromium``,
installed by ``make browser``, which ``make test`` runs): ``--dump-dom`` gives the DOM
after the page's script ran, and the page's ``?selftest`` mode clicks every sortable
header in the browser and writes what it saw into ``<pre id="selftest">``. A screenshot
goes into the test's tmp dir and must be a non-blank PNG. The browser tests skip only
when no Chromium binary exists, and say so.
"""

from __future__ import annotations

import dataclasses
import json
import math
import re
import shutil
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "model"))  # am_builders (hand-built inputs)

from am_builders import make_gpu, make_profile, make_spec  # noqa: E402

from automatch.cli.main import main  # noqa: E402
from automatch.model.predict import predict  # noqa: E402
from automatch.report.html import (  # noqa: E402
    HtmlReport,
    RegionRow,
    inline_svg,
    render_html,
    write_html_report,
)
from automatch.report.result_json import Result  # noqa: E402

ROOT = Path(__file__).parents[2]
STENCIL = ROOT / "workloads" / "stencil"
SPECS = [
    str(ROOT / "archspecs" / "dev-host.toml"),
    str(ROOT / "archspecs" / "nvidia-h100-sxm5-80gb.toml"),
]
HOSTILE = "<script>document.title='pwned'</script>"
BROWSER_TIMEOUT_S = 120


def _chromium() -> str | None:
    for name in ("chromium-headless-shell", "chromium", "chromium-browser"):
        path = shutil.which(name)
        if path:
            return path
    return None


needs_browser = pytest.mark.skipif(
    _chromium() is None,
    reason="no Chromium binary on PATH (chromium-headless-shell or chromium): run "
    "`make browser` (Debian package chromium-headless-shell) to run the browser tests",
)


def _browser(*args: str) -> subprocess.CompletedProcess:
    """Headless Chromium; ``--no-sandbox`` because tests run as root in containers."""
    cmd = [
        _chromium(),
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--hide-scrollbars",
        "--no-first-run",
        "--disable-extensions",
        *args,
    ]
    proc = subprocess.run(
        cmd, capture_output=True, text=True, timeout=BROWSER_TIMEOUT_S, check=False
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    return proc


def _selftest(html_file: Path, *window: str) -> dict:
    dom = _browser(*window, "--dump-dom", html_file.as_uri() + "?selftest").stdout
    m = re.search(r'<pre id="selftest">(.*?)</pre>', dom, re.S)
    assert m and m.group(1), "the page's self-check wrote nothing (did its script run?)"
    import html

    return json.loads(html.unescape(m.group(1)))


class _Tags(HTMLParser):
    """Start tags of a document, and the text of the whole body."""

    def __init__(self):
        super().__init__()
        self.tags: list[tuple[str, dict]] = []
        self.text: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))

    def handle_data(self, data):
        self.text.append(data)


def _parse(doc: str) -> _Tags:
    p = _Tags()
    p.feed(doc)
    return p


# ------------------------------------------------------------ the CLI, a real workload


@pytest.fixture(scope="module")
def cli_report(tmp_path_factory):
    """``automatch analyze --html`` on the shipped stencil, the program and its input in
    folders named like markup (a path the report must show as text)."""
    tmp = tmp_path_factory.mktemp("html")
    where = tmp / "<script>document.title='pwned'<" / "script>"
    where.mkdir(parents=True)
    shutil.copy(STENCIL / "stencil.ll", where / "stencil.ll")
    shutil.copy(STENCIL / "stencil.c", where / "stencil.c")
    shutil.copy(STENCIL / "inputs" / "small.bin", where / "small.bin")
    out, js = tmp / "report.html", tmp / "result.json"
    rc = main(
        [
            "analyze",
            str(where / "stencil.ll"),
            "--kernel",
            "stencil",
            "--input",
            str(where / "small.bin"),
            "--arch",
            *SPECS,
            "--html",
            str(out),
            "--json",
            str(js),
            "-q",
        ]
    )
    assert rc == 0
    return out, json.loads(js.read_text()), tmp


def test_cli_report_is_one_self_contained_file(cli_report):
    out, doc, _ = cli_report
    text = out.read_text()
    parsed = _parse(text)
    tags = [t for t, _ in parsed.tags]
    assert tags.count("script") == 1  # the report's own, inline
    assert not any(a.get("src") for _, a in parsed.tags)  # nothing loaded from elsewhere
    assert "link" not in tags and "iframe" not in tags and "img" not in tags
    hrefs = [v for _, a in parsed.tags for k, v in a.items() if k.endswith("href")]
    assert hrefs and all(h.startswith("#") for h in hrefs)  # SVG <use> references only
    csp = [
        a["content"]
        for t, a in parsed.tags
        if t == "meta" and a.get("http-equiv") == "Content-Security-Policy"
    ]
    assert csp and "default-src 'none'" in csp[0]  # no network load at view time
    # the input path (folders named like markup) is text, escaped
    assert "&lt;script&gt;document.title=&#x27;pwned&#x27;&lt;/script&gt;" in text
    # the source lines of the loops and advice are quoted from stencil.c beside the .ll
    assert "for (int t = 0; t &lt; iters; t++) {" in text
    # one device row per prediction, one terms row each, the per-level rows
    n_levels = sum(len(p["detail"]["memory_levels"]) for p in doc["predictions"])
    assert n_levels > 0
    ids = {a.get("id") for _, a in parsed.tags}
    assert {"summary", "reuse", "loops", "devices", "terms", "levels", "advice"} <= ids
    assert len(re.findall(r'<figure id="plot-', text)) >= 5


@needs_browser
def test_cli_report_renders_and_sorts_in_chromium(cli_report):
    out, doc, _ = cli_report
    st = _selftest(out)
    assert st["title"] == "automatch: stencil"  # no script from the path ran
    assert st["scripts"] == 1
    preds = doc["predictions"]
    tables = st["tables"]
    assert tables["devices"] == len(preds) == 2
    assert tables["terms"] == len(preds)
    assert tables["levels"] == sum(len(p["detail"]["memory_levels"]) for p in preds)
    assert tables["loops"] == len(doc["profile"]["loops"])
    assert tables["reuse"] == len(doc["profile"]["memory"]["reuse"]) == 3
    assert tables["summary"] >= 15
    # every plot is an inline SVG the browser laid out with a non-empty box
    assert st["plots"] >= 5
    assert st["plots_rendered"] == st["plots"]
    # every header of every sortable table sorted its column both ways in the browser
    sorted_tables = {s["table"] for s in st["sorts"]}
    assert {"devices", "terms", "levels", "loops", "reuse"} <= sorted_tables
    bad = [s for s in st["sorts"] if not (s["ascending"] and s["descending"])]
    assert not bad, bad
    by_time = [p["device"] for p in sorted(preds, key=lambda p: p["time_s"])]
    assert st["device_order_by_time"] == by_time

    # the DOM as the browser built it: the tables' rows and the svg elements are there
    dom = _parse(_browser("--dump-dom", out.as_uri()).stdout)
    svgs = [t for t, _ in dom.tags if t == "svg"]
    assert len(svgs) == st["plots"]
    assert [t for t, _ in dom.tags].count("tr") > 20
    assert any("pwned" in chunk for chunk in dom.text)  # the path, shown as text


@needs_browser
def test_cli_report_screenshot_is_a_picture(cli_report):
    from PIL import Image

    out, _, tmp = cli_report
    shot = tmp / "report.png"
    _browser("--window-size=1280,2000", f"--screenshot={shot}", out.as_uri())
    with Image.open(shot) as img:
        assert img.format == "PNG"
        assert img.size == (1280, 2000)
        rgb = img.convert("RGB")
        colours = rgb.getcolors(maxcolors=1 << 20)
        assert colours is not None and len(colours) > 50  # text, tables, plot colours
        white = (
            max(c for c, rgb_ in colours if rgb_ == (255, 255, 255))
            if any(rgb_ == (255, 255, 255) for _, rgb_ in colours)
            else 0
        )
        assert white < 0.97 * 1280 * 2000  # not a blank page


@pytest.fixture(scope="module")
def wide_report(tmp_path_factory):
    """The report with the widest tables a user gets: every shipped device (energy and
    cost columns, the energy table, the partition share), through the real CLI."""
    tmp = tmp_path_factory.mktemp("wide")
    out = tmp / "all.html"
    rc = main(["analyze", str(STENCIL / "stencil.ll"), "--kernel", "stencil", "--input",
               str(STENCIL / "inputs" / "small.bin"), "--html", str(out), "-q"])
    assert rc == 0
    return out


@needs_browser
def test_report_fits_a_1280_pixel_window(wide_report):
    """Issue 41: the tables scrolled sideways at 1280 px. At a 1280-px viewport the page is
    no wider than the window and no table (or its scrolling box) or plot is wider than
    its box; the Pareto plot takes the full width."""
    text = wide_report.read_text()
    assert text.count('<tr><td class="num"') >= 11  # eleven device rows (and more)
    st = _selftest(wide_report, "--window-size=1280,2000")
    assert st["viewport_width"] == 1280
    assert st["page_width"] <= 1280
    assert st["overflowing"] == []
    assert "pareto" in text and st["plots_rendered"] == st["plots"] >= 6


# ------------------------------------------------------------ hand-built results


def _result(kernel: str = "k", program: str = "p.c") -> Result:
    prof = dataclasses.replace(
        make_profile(
            widths=(1, 4, 100, 3000, 7), repeats=(3, 5, 10, 20, 4), line_bytes=(32, 64, 128)
        ),
        kernel=kernel,
        program=program,
        input_description=f"in/{HOSTILE}.bin",
    )
    specs = [
        make_spec("cpu-a"),
        make_gpu("gpu-x", cores=2048, speed=5, fast_memory_bytes=2**17, line_bytes=128),
    ]
    from automatch.model.ec import ModelOptions

    return Result(
        profile=prof, predictions=tuple(predict(prof, specs, "default")), options=ModelOptions()
    ), specs


REGIONS = (
    RegionRow(
        name=f"loop {HOSTILE}",
        source_lines="p.c:10-20",
        native_share=0.25,
        best_device="gpu-x",
        speedup=12.5,
    ),
    RegionRow(
        name="main loop",
        source_lines="p.c:30-60",
        native_share=0.7,
        best_device="cpu-a",
        speedup=1.8,
    ),
    RegionRow(
        name="tail", source_lines="p.c:70", native_share=0.05, best_device="cpu-a", speedup=math.inf
    ),
)


def test_hostile_names_are_text_and_regions_render(tmp_path):
    result, specs = _result(kernel=HOSTILE, program="a<img src=x onerror=alert(1)>.c")
    out = tmp_path / "r.html"
    write_html_report(
        HtmlReport(result=result, specs=tuple(specs), regions=REGIONS, plots=False), out
    )
    text = out.read_text()
    tags = [t for t, _ in _parse(text).tags]
    assert tags.count("script") == 1 and "img" not in tags
    assert len(re.findall(r"<script", text, re.I)) == 1
    assert "&lt;img src=x onerror=alert(1)&gt;" in text
    # the regions table: largest share first, inf speedup written as inf
    body = text[text.index('id="regions"') :]
    body = body[: body.index("</table>")]
    names = re.findall(r'<tr><td data-v="([^"]*)"', body)
    assert names[0] == "main loop" and names[-1] == "tail"
    assert ">inf<" in body and "12.50x" in body and "70.0%" in body
    assert RegionRow.from_dict(REGIONS[0].to_dict()) == REGIONS[0]
    if _chromium() is None:
        pytest.skip("no Chromium binary on PATH: run `make browser` for the browser part")
    st = _selftest(out)
    assert st["title"] == f"automatch: {HOSTILE}"  # the name is the title's text
    assert st["scripts"] == 1
    assert st["tables"]["regions"] == 3
    region_sorts = [s for s in st["sorts"] if s["table"] == "regions"]
    assert len(region_sorts) == 6  # with the work W (unit) column (issue 40)
    assert all(s["ascending"] and s["descending"] for s in region_sorts)


def test_extra_numeric_fields_become_columns():
    """Fields a prediction's JSON gains (energy, cost...) are shown without code here."""
    result, specs = _result()

    class WithEnergy(Result):
        def to_dict(self):
            doc = super().to_dict()
            for i, p in enumerate(doc["predictions"]):
                p["watts_w"] = 100.0 * (i + 1)
                p["power"] = {"device": p["device"], "idle_w": 10.0 * (i + 1), "source": "tdp"}
            doc["pareto"] = [doc["predictions"][0]["device"]]
            return doc

    doc = render_html(
        HtmlReport(
            result=WithEnergy(
                **{f.name: getattr(result, f.name) for f in dataclasses.fields(result)}
            ),
            specs=tuple(specs),
            plots=False,
        )
    )
    head = doc[doc.index('id="devices"') :]
    head = head[: head.index("</thead>")]
    assert ">watts (W)<" in head and ">Pareto set<" in head
    assert "200&nbsp;W" in doc and 'id="group-power"' in doc and ">idle (W)<" in doc
    assert ">tdp<" in doc


def test_inline_svg_strips_the_document_wrapper():
    svg = (
        '<?xml version="1.0" encoding="utf-8" standalone="no"?>\n<!DOCTYPE svg PUBLIC '
        '"-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n'
        '<svg xmlns="http://www.w3.org/2000/svg"><metadata>x</metadata><!-- a<b -->'
        '<path d="M0 0"/></svg>\n'
    )
    assert inline_svg(svg) == '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0"/></svg>'
    assert inline_svg("<svg><script>alert(1)</script></svg>") is None
    assert inline_svg("<svg><foreignObject/></svg>") is None


# ------------------------------------------------------------ the option itself


@pytest.fixture
def saved_profile(tmp_path):
    from automatch.analyses.profile_json import save_profile

    result, _ = _result()
    path = tmp_path / "prof.json"
    save_profile(result.profile, path)
    return path


@pytest.mark.parametrize("bad", ["{tmp}", "{tmp}/file.txt/x.html", "/proc/version"])
def test_bad_html_path_gets_the_json_message(tmp_path, saved_profile, capsys, bad):
    (tmp_path / "file.txt").write_text("x")
    path = bad.format(tmp=tmp_path)
    messages = {}
    for option in ("--json", "--html"):
        rc = main(["predict", str(saved_profile), "--arch", *SPECS, option, path])
        assert rc == 2
        messages[option] = capsys.readouterr().err
    assert "--html" in messages["--html"]
    assert messages["--html"] == messages["--json"].replace("--json", "--html")


def test_html_to_stdout_moves_the_report_to_stderr(saved_profile, capfd):
    assert main(["predict", str(saved_profile), "--arch", *SPECS, "--html", "-"]) == 0
    out, err = capfd.readouterr()
    assert out.startswith("<!DOCTYPE html>") and out.rstrip().endswith("</html>")
    assert "Predicted best parallel implementation" in err
    assert (
        main(["predict", str(saved_profile), "--arch", *SPECS, "--html", "-", "--json", "-"]) == 2
    )
    assert "both write to standard output" in capfd.readouterr().err
