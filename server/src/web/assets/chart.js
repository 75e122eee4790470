// Rackhunt price charts: draws the uPlot chart of every `.chart` element from its data-chart JSON.
// Runs on load and again when htmx swaps new content in (the period switch). The page says the
// same in words and tables, so nothing is lost without it.
(function () {
  "use strict";
  function cssVar(name) {
    return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || "#0b57b0";
  }

  function money(v) {
    return v == null ? "" : "$" + (Math.abs(v) >= 100 ? Math.round(v).toLocaleString("en-US") : v.toFixed(2));
  }

  // uPlot wants one x array shared by every series: merge the times, null where a series has no point.
  function aligned(data) {
    var times = {};
    data.series.forEach(function (s) { s.points.forEach(function (p) { times[p[0]] = true; }); });
    data.band.t.forEach(function (t) { times[t] = true; });
    var xs = Object.keys(times).map(Number).sort(function (a, b) { return a - b; });
    var index = {};
    xs.forEach(function (t, i) { index[t] = i; });
    var columns = [xs];
    data.series.forEach(function (s) {
      var ys = new Array(xs.length).fill(null);
      s.points.forEach(function (p) { ys[index[p[0]]] = p[1]; });
      columns.push(ys);
    });
    ["p75", "median", "p25"].forEach(function (k) {
      var ys = new Array(xs.length).fill(null);
      data.band.t.forEach(function (t, i) { ys[index[t]] = data.band[k][i]; });
      columns.push(ys);
    });
    return columns;
  }

  function draw(el) {
    if (el.dataset.drawn === "1" || typeof uPlot === "undefined") return;
    if (!el.dataset.chart) return;
    var data = JSON.parse(el.dataset.chart);
    var bg = cssVar("--surface");
    var series = [{}];
    data.series.forEach(function (s) {
      var colour = cssVar("--" + s.stratum);
      series.push({
        label: s.label,
        stroke: colour,
        paths: function () { return null; },
        points: { show: true, size: 7, width: 2, stroke: colour, fill: s.kind === "sold" ? colour : bg },
        value: function (u, v) { return money(v); },
      });
    });
    var median = cssVar("--median");
    series.push({ label: "p75", stroke: median, width: 1, dash: [4, 4], spanGaps: true, points: { show: false }, value: function (u, v) { return money(v); } });
    series.push({ label: "median", stroke: median, width: 2, spanGaps: true, points: { show: false }, value: function (u, v) { return money(v); } });
    series.push({ label: "p25", stroke: median, width: 1, dash: [4, 4], spanGaps: true, points: { show: false }, value: function (u, v) { return money(v); } });
    var n = series.length;
    var fg = cssVar("--muted");
    var grid = { stroke: cssVar("--border"), width: 1 };
    var opts = {
      width: Math.max(280, el.clientWidth - 16),
      height: 320,
      series: series,
      bands: [{ series: [n - 3, n - 1], fill: cssVar("--band") }],
      axes: [
        { stroke: fg, grid: grid, ticks: grid },
        { stroke: fg, grid: grid, ticks: grid, size: 70, values: function (u, vals) { return vals.map(money); } },
      ],
      // The page draws its own legend (colour and fill explained in words).
      legend: { show: false },
      cursor: { points: { size: 9 } },
    };
    el.dataset.drawn = "1";
    var plot = new uPlot(opts, aligned(data), el);
    window.addEventListener("resize", function () {
      plot.setSize({ width: Math.max(280, el.clientWidth - 16), height: 320 });
    });
  }

  function drawAll(root) {
    (root || document).querySelectorAll(".chart").forEach(draw);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", function () { drawAll(); });
  else drawAll();
  document.addEventListener("htmx:load", function (e) { drawAll(e.target); });
})();
