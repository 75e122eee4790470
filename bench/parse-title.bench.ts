/**
 * parseTitle throughput over the 513 hand-labelled real titles, single core.
 * Baseline: one `toLowerCase().split(" ")` pass over the same titles, measured in the same run.
 *   bun bench/parse-title.bench.ts
 */
import { bench, do_not_optimize, run } from "mitata";
import { parseTitle } from "../packages/core/src/catalog/index.ts";
import { avgNs, labelledTitles, perCpuSecond } from "./bench-titles.ts";

const titles = labelledTitles();

bench("baseline: lowercase + split", () => {
  for (const t of titles) do_not_optimize(t.toLowerCase().split(" "));
}).baseline(true);

bench("parseTitle", () => {
  for (const t of titles) do_not_optimize(parseTitle(t));
});

const { benchmarks } = await run();
const base = avgNs(benchmarks, "baseline: lowercase + split");
const parse = avgNs(benchmarks, "parseTitle");
const perSecond = (ns: number) => Math.round(titles.length / (ns / 1e9));
console.log(`\n${titles.length} titles per iteration`);
console.log(`parseTitle: ${perSecond(parse).toLocaleString("en-US")} titles/s (${(parse / titles.length / 1000).toFixed(2)} µs a title)`);
console.log(`baseline:   ${perSecond(base).toLocaleString("en-US")} titles/s`);
console.log(`parseTitle costs ${(parse / base).toFixed(1)}x the baseline pass; target 100,000 titles/s`);

const cpuParse = perCpuSecond(titles.length, 200, () => { for (const t of titles) do_not_optimize(parseTitle(t)); });
const cpuBase = perCpuSecond(titles.length, 200, () => { for (const t of titles) do_not_optimize(t.toLowerCase().split(" ")); });
console.log(`by CPU time: parseTitle ${cpuParse.toLocaleString("en-US")} titles/s, baseline ${cpuBase.toLocaleString("en-US")} titles/s (${(cpuBase / cpuParse).toFixed(1)}x)`);
