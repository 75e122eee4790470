/** Loads the labelled titles the catalog benchmarks run over (real titles, test/fixtures/titles). */
import { readFileSync } from "node:fs";

export function labelledTitles(): string[] {
  const path = `${import.meta.dirname}/../test/fixtures/titles/labelled-titles.jsonl`;
  return readFileSync(path, "utf8").split("\n").filter(Boolean).map((l) => (JSON.parse(l) as { title: string }).title);
}

/** Mean ns per iteration of the named mitata benchmark. */
export function avgNs(benchmarks: ReadonlyArray<{ alias: string; runs: ReadonlyArray<{ stats?: { avg: number } }> }>, alias: string): number {
  const b = benchmarks.find((x) => x.alias === alias);
  const avg = b?.runs[0]?.stats?.avg;
  if (avg === undefined) throw new Error(`no result for ${alias}`);
  return avg;
}
