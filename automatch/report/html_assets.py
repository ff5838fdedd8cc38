"""The inline CSS and JavaScript of the single-file HTML report (report/html.py).

Kept apart from the page builder so the builder stays readable. Nothing here is
fetched at view time: the page's Content-Security-Policy (``CSP``) forbids every
network load, and allows only these inline styles and this one inline script.

The script does two things:

* **sorting**: a click on a header of a ``table.sortable`` orders its body rows by
  that column, ascending on the first click and descending on the next (the header's
  ``aria-sort`` says which). A cell's ``data-v`` attribute holds the raw value (a
  number, ``Infinity``, or text); rows without one sort last.
* **self-check** (``report.html?selftest``): counts every table's body rows and the
  rendered plots (an inline ``<svg>`` with a non-empty bounding box), clicks each
  sortable header twice and checks the column came out ascending then descending,
  records the device order after sorting by predicted time, measures the page's width
  and lists every table or figure wider than its box or the window, and writes all of it as
  JSON into ``<pre id="selftest">``. The browser test reads it with
  ``chromium --headless --dump-dom``: the page tests itself in a real browser engine.
"""

from __future__ import annotations

CSP = (
    "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; "
    "img-src data:; base-uri 'none'; form-action 'none'"
)

CSS = """
:root { --fg: #1d2430; --muted: #5b6475; --line: #d8dde6; --band: #f4f6fa;
        --accent: #2f5fa7; --best: #e7f4ea; --seq: #fdf0e6; }
* { box-sizing: border-box; }
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
       color: var(--fg); margin: 0 auto; max-width: 1200px; padding: 1.2rem 1.6rem 3rem;
       line-height: 1.4; font-size: 15px; }
h1 { font-size: 1.5rem; margin: 0 0 .2rem; }
h2 { font-size: 1.15rem; margin: 2rem 0 .6rem; border-bottom: 2px solid var(--line);
     padding-bottom: .2rem; }
h3 { font-size: 1rem; margin: 1.2rem 0 .4rem; }
.sub { color: var(--muted); margin: 0 0 1rem; }
/* Tables fit the page (1280 px windows and up: tests/report/test_html_report.py): headers and
   text cells wrap, a number keeps its unit (a no-break space, html_parts._td). */
table { border-collapse: collapse; margin: .3rem 0 1rem; font-size: .8rem; }
div.scroll > table { width: 100%; }
th, td { border-bottom: 1px solid var(--line); padding: .22rem .35rem; text-align: left;
         vertical-align: top; overflow-wrap: break-word; }
th { background: var(--band); font-weight: 600; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
td { overflow-wrap: anywhere; }
td.num { overflow-wrap: normal; }
table.kv th { background: none; text-align: left; color: var(--muted); font-weight: 500; }
table.sortable th { cursor: pointer; user-select: none; }
table.sortable th::after { content: " \\2195"; color: #aab; font-size: .8em; }
table.sortable th[aria-sort="ascending"]::after { content: " \\2191"; color: var(--accent); }
table.sortable th[aria-sort="descending"]::after { content: " \\2193"; color: var(--accent); }
tr.best td { background: var(--best); font-weight: 600; }
tr.seq td { background: var(--seq); }
code, .src { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace;
             font-size: .85em; white-space: pre-wrap; }
.src { color: #374151; background: var(--band); padding: 0 .3rem; border-radius: 3px; }
td .src { white-space: pre; }
div.scroll { overflow-x: auto; max-width: 100%; }
#loops td:last-child { min-width: 12rem; }
caption { text-align: left; caption-side: top; padding: 0 0 .2rem; }
#terms td:first-child, #devices td:nth-child(2), #levels td:first-child,
table[id^=group-] td:first-child { min-width: 7.5rem; overflow-wrap: normal; }
ul.advice li { margin: .3rem 0; }
ul.advice .src { display: block; margin-top: .15rem; }
.plots { display: grid; grid-template-columns: repeat(auto-fit, minmax(520px, 1fr));
         gap: 1rem; }
#plot-pareto { grid-column: 1 / -1; }  /* two panels with device labels: full width */
figure { margin: 0; border: 1px solid var(--line); border-radius: 4px; padding: .4rem; }
figure svg { width: 100%; height: auto; display: block; }
figcaption { color: var(--muted); font-size: .85rem; margin-top: .2rem; }
details { margin: .2rem 0; }
summary { cursor: pointer; color: var(--accent); }
.note { color: var(--muted); font-size: .85rem; }
pre#selftest { display: none; }
"""

JS = r"""
(function () {
  "use strict";
  function key(cell) {
    if (!cell || !cell.hasAttribute("data-v")) return null;
    var raw = cell.getAttribute("data-v");
    if (raw === "") return null;
    var n = Number(raw);
    return isNaN(n) ? raw.toLowerCase() : n;
  }
  function compare(a, b) {
    if (a === null && b === null) return 0;
    if (a === null) return 1;              // missing values last, both ways
    if (b === null) return -1;
    if (typeof a === "number" && typeof b === "number") return a < b ? -1 : (a > b ? 1 : 0);
    return String(a).localeCompare(String(b));
  }
  function sortBy(table, col, dir) {
    var body = table.tBodies[0];
    var rows = Array.prototype.slice.call(body.rows);
    rows.sort(function (r1, r2) {
      var a = key(r1.cells[col]), b = key(r2.cells[col]);
      if (a === null || b === null) return compare(a, b);
      return dir * compare(a, b);
    });
    rows.forEach(function (r) { body.appendChild(r); });
    Array.prototype.forEach.call(table.tHead.rows[0].cells, function (th, i) {
      if (i === col) th.setAttribute("aria-sort", dir > 0 ? "ascending" : "descending");
      else th.removeAttribute("aria-sort");
    });
  }
  function install(table) {
    Array.prototype.forEach.call(table.tHead.rows[0].cells, function (th, i) {
      th.addEventListener("click", function () {
        sortBy(table, i, th.getAttribute("aria-sort") === "ascending" ? -1 : 1);
      });
    });
  }
  var tables = document.querySelectorAll("table.sortable");
  Array.prototype.forEach.call(tables, install);

  if (!/(^|[?&])selftest(=|&|$)/.test(location.search.slice(1))) return;
  function column(table, col) {
    return Array.prototype.map.call(table.tBodies[0].rows, function (r) {
      return key(r.cells[col]);
    });
  }
  function ordered(values, dir) {
    var present = values.filter(function (v) { return v !== null; });
    var tail = values.slice(present.length);     // the missing values, all at the end
    if (tail.some(function (v) { return v !== null; })) return false;
    for (var i = 1; i < present.length; i++) {
      if (dir * compare(present[i - 1], present[i]) > 0) return false;
    }
    return true;
  }
  var out = { title: document.title, tables: {}, plots: 0, plots_rendered: 0, sorts: [],
              device_order_by_time: [], scripts: document.scripts.length };
  Array.prototype.forEach.call(document.querySelectorAll("table[id]"), function (t) {
    out.tables[t.id] = t.tBodies.length ? t.tBodies[0].rows.length : 0;
  });
  Array.prototype.forEach.call(document.querySelectorAll("figure svg"), function (svg) {
    out.plots += 1;
    var box = svg.getBBox();
    var drawn = svg.querySelectorAll("path, use, rect, line, polyline, text").length;
    if (box.width > 0 && box.height > 0 && drawn > 0) out.plots_rendered += 1;
  });
  Array.prototype.forEach.call(tables, function (t) {
    Array.prototype.forEach.call(t.tHead.rows[0].cells, function (th, col) {
      th.click();
      var up = ordered(column(t, col), 1) && th.getAttribute("aria-sort") === "ascending";
      th.click();
      var down = ordered(column(t, col), -1) && th.getAttribute("aria-sort") === "descending";
      out.sorts.push({ table: t.id, column: th.textContent.trim(), ascending: up,
                       descending: down });
    });
  });
  var devices = document.getElementById("devices");
  if (devices) {
    var heads = Array.prototype.map.call(devices.tHead.rows[0].cells, function (th) {
      return th.getAttribute("data-col");
    });
    var tcol = heads.indexOf("time_s"), dcol = heads.indexOf("device");
    devices.tHead.rows[0].cells[tcol].click();
    if (devices.tHead.rows[0].cells[tcol].getAttribute("aria-sort") !== "ascending") {
      devices.tHead.rows[0].cells[tcol].click();
    }
    out.device_order_by_time = Array.prototype.map.call(devices.tBodies[0].rows, function (r) {
      return r.cells[dcol].textContent;
    });
  }
  // the layout at this window's width: the page and every table must fit it (no
  // sideways scrolling of the page or of a table's box)
  out.viewport_width = window.innerWidth;
  out.page_width = document.documentElement.scrollWidth;
  out.overflowing = [];
  Array.prototype.forEach.call(document.querySelectorAll("table, div.scroll, figure"),
    function (el) {
      var box = el.getBoundingClientRect();
      if (el.scrollWidth > el.clientWidth + 1 || box.right > window.innerWidth + 1) {
        out.overflowing.push((el.id || el.tagName.toLowerCase()) + ": " + el.scrollWidth +
                             " > " + el.clientWidth + " (right " + Math.round(box.right) + ")");
      }
    });
  document.getElementById("selftest").textContent = JSON.stringify(out);
})();
"""
