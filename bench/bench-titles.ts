/** Loads the labelled titles the catalog benchmarks run over (the 1,154+ real titles of test/fixtures/titles). */
import { readFileSync } from "node:fs";

export function labelledTitles(): string[] {
  const read = (name: string) => readFileSync(`${import.meta.dirname}/../test/fixtures/titles/${name}`, "utf8").split("\n").filter(Boolean);
  return [...read("dev-set.jsonl"), ...read("heldout-set.jsonl")].map((l) => (JSON.parse(l) as { title: string }).title);
}

/** Mean ns per iteration of the named mitata benchmark. */
export function avgNs(benchmarks: ReadonlyArray<{ alias: string; runs: ReadonlyArray<{ stats?: { avg: number } }> }>, alias: string): number {
  const b = benchmarks.find((x) => x.alias === alias);
  const avg = b?.runs[0]?.stats?.avg;
  if (avg === undefined) throw new Error(`no result for ${alias}`);
  return avg;
}

/**
 * Runs `fn` over `n` items `rounds` times and returns items per second of CPU time
 * (user + system) this process used. On a machine shared with other work, CPU time
 * is steadier than wall time because waiting for a core is not counted.
 */
export function perCpuSecond(n: number, rounds: number, fn: () => void): number {
  for (let i = 0; i < 3; i++) fn();
  const start = process.cpuUsage();
  for (let i = 0; i < rounds; i++) fn();
  const used = process.cpuUsage(start);
  return Math.round((n * rounds) / ((used.user + used.system) / 1e6));
}
