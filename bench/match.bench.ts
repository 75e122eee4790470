/**
 * matchComponent, and catalog.search over 15 buyer queries, on a 5,000-variant catalog. The
 * shipped catalog has about 2,100 variants; the rest are SYNTHESISED here by copying drive
 * entries with made-up part numbers and capacities (ids start with `synthetic-`), so the index
 * has realistic size and key collisions. Titles are the 513 hand-labelled real titles, parsed once.
 * Baseline: one Map lookup per title, measured in the same run.
 *   bun bench/match.bench.ts
 */
import { bench, do_not_optimize, run } from "mitata";
import { type CatalogComponent, createCatalog, defaultComponents, parseTitle } from "../packages/core/src/catalog/index.ts";
import { avgNs, labelledTitles, perCpuSecond } from "./bench-titles.ts";

const TARGET = 5000;
const shipped = defaultComponents();
const drives = shipped.filter((c) => (c.category === "hdd" || c.category === "ssd") && c.mpn);
const synthetic: CatalogComponent[] = [];
for (let i = 0; shipped.length + synthetic.length < TARGET; i++) {
  const src = drives[i % drives.length]!;
  const gb = (i % 7 + 1) * 2000;
  synthetic.push({
    ...src, id: `synthetic-${i}-${src.id}`, mpn: `${src.mpn}X${i}`, capacity: `${gb / 1000}TB`, capacity_gb: gb,
    aliases: [`SYN${i}${src.mpn}`], model: `${src.model} synthetic ${i}`,
  });
}
const catalog = createCatalog([...shipped, ...synthetic], { validate: false });
const titles = labelledTitles();
const parsed = titles.map(parseTitle);
const ids = new Map(parsed.map((p, i) => [p.title, i]));
/** What buyers type into the search box: part numbers whole and split, families, facets, broad words. */
const queries = [
  "he8 8tb sas", "8tb he8 sas", "he8 8 tb sas", "HUH728080AL5200", "huh728080 al5200", "connectx4 25gbe", "connect-x 4",
  "e5 2680v3", "E5-2680 v3", "7302 p", "seagate exos", "32GB DDR4 RDIMM", "intel", "dell poweredge r720xd", "sas",
];
catalog.search("warm up the search text");

bench("baseline: Map lookup per title", () => {
  for (const p of parsed) do_not_optimize(ids.get(p.title));
}).baseline(true);

bench("match (parsed titles)", () => {
  for (const p of parsed) do_not_optimize(catalog.match(p));
});

bench("parseTitle + match", () => {
  for (const t of titles) do_not_optimize(catalog.match(parseTitle(t)));
});

bench("search (buyer queries)", () => {
  for (const q of queries) do_not_optimize(catalog.search(q));
});

const { benchmarks } = await run();
const per = (alias: string) => avgNs(benchmarks, alias) / titles.length;
const matched = parsed.filter((p) => catalog.match(p) !== null).length;
console.log(`\ncatalog: ${catalog.size} variants (${synthetic.length} synthesised); ${titles.length} real titles, ${matched} matched`);
console.log(`match:              ${(per("match (parsed titles)") / 1000).toFixed(2)} µs a title, ${Math.round(1e9 / per("match (parsed titles)")).toLocaleString("en-US")}/s`);
console.log(`parseTitle + match: ${(per("parseTitle + match") / 1000).toFixed(2)} µs a title, ${Math.round(1e9 / per("parseTitle + match")).toLocaleString("en-US")}/s`);
console.log(`match costs ${(per("match (parsed titles)") / per("baseline: Map lookup per title")).toFixed(0)}x a Map lookup`);
const cpuMatch = perCpuSecond(parsed.length, 200, () => { for (const p of parsed) do_not_optimize(catalog.match(p)); });
const cpuBoth = perCpuSecond(titles.length, 100, () => { for (const t of titles) do_not_optimize(catalog.match(parseTitle(t))); });
const perQuery = avgNs(benchmarks, "search (buyer queries)") / queries.length;
const cpuSearch = perCpuSecond(queries.length, 50, () => { for (const q of queries) do_not_optimize(catalog.search(q)); });
console.log(`search:             ${(perQuery / 1000).toFixed(1)} µs a query (${queries.length} buyer queries), ${cpuSearch.toLocaleString("en-US")} per CPU-second`);
console.log(`by CPU time: match ${cpuMatch.toLocaleString("en-US")}/s (${(1e6 / cpuMatch).toFixed(2)} µs), parseTitle + match ${cpuBoth.toLocaleString("en-US")}/s`);
