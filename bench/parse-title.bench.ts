/**
 * parseTitle throughput over the 1,648 hand-labelled real titles (test/fixtures/titles), single core.
 * Baseline: one `toLowerCase().split(" ")` pass over the same titles, measured in the same run.
 * CPU time is the figure to judge on a shared machine: each CPU figure is the median of 5 samples.
 * The last lines time adversarial titles (long runs of brackets, digits, `$`, `x`, unicode) to
 * show the cost per title stays bounded whatever the input.
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

/** Median of five CPU-time samples: one busy neighbour slows a sample, not the median. */
function medianPerCpuSecond(n: number, fn: () => void): number {
  const samples = Array.from({ length: 5 }, () => perCpuSecond(n, 60, fn)).sort((a, b) => a - b);
  return samples[2]!;
}
const cpuParse = medianPerCpuSecond(titles.length, () => { for (const t of titles) do_not_optimize(parseTitle(t)); });
const cpuBase = medianPerCpuSecond(titles.length, () => { for (const t of titles) do_not_optimize(t.toLowerCase().split(" ")); });
console.log(`by CPU time: parseTitle ${cpuParse.toLocaleString("en-US")} titles/s, baseline ${cpuBase.toLocaleString("en-US")} titles/s (${(cpuBase / cpuParse).toFixed(1)}x)`);

const adversarial = [
  "[".repeat(100_000), "]".repeat(100_000), "$".repeat(100_000), "1".repeat(100_000), "x".repeat(100_000),
  "[H] ".repeat(25_000), "1x".repeat(50_000), "$1,".repeat(33_000), "é中😀".repeat(25_000), "ab1-".repeat(25_000),
];
const cpuAdversarial = medianPerCpuSecond(adversarial.length, () => { for (const t of adversarial) do_not_optimize(parseTitle(t)); });
console.log(`adversarial 100 KB titles: ${cpuAdversarial.toLocaleString("en-US")} titles per CPU-second (${(cpuParse / cpuAdversarial).toFixed(1)}x a real title's cost)`);
