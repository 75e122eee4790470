// Parse time of each source plugin on its largest recorded page, as a ratio to a bare
// cheerio.load (default parser) of the same page, measured in the same run.
// Run: ./node_modules/.bin/bun bench/plugins.bench.ts
import { join } from "node:path";
import aggregator from "@rackhunt/plugin-aggregator";
import auction from "@rackhunt/plugin-auction";
import type { Source } from "@rackhunt/plugin-kit";
import forum from "@rackhunt/plugin-forum";
import * as cheerio from "cheerio";
import { bench, do_not_optimize, run, summary } from "mitata";
import { RequestSpec } from "../packages/core/src/schemas/source.ts";
import * as v from "valibot";

const pages = join(import.meta.dir, "../test/fixtures/pages");
const cases: Array<{ label: string; source: Source; file: string; url: string }> = [
  { label: "auction", source: auction(), file: "auction/ebay-srp-cards-nike-2026-02.html", url: "https://www.ebay.com/sch/i.html?_nkw=nike" },
  { label: "aggregator", source: aggregator(), file: "aggregator/reddit-buildapcsales-synthetic-atom.xml", url: "https://www.reddit.com/r/buildapcsales/new/.rss" },
  { label: "forum", source: forum({ subreddit: "CanadianHardwareSwap", currency: "CAD" }), file: "forum/reddit-canadianhardwareswap-new-2026-02.json", url: "https://www.reddit.com/r/CanadianHardwareSwap/new.json" },
];

const now = "2026-02-24T00:00:00.000Z";
for (const c of cases) {
  const body = await Bun.file(join(pages, c.file)).text();
  const request = v.parse(RequestSpec, { url: c.url });
  const kb = Math.round(body.length / 1024);
  summary(() => {
    bench(`${c.label}: cheerio.load (${kb} KB)`, () => do_not_optimize(cheerio.load(body))).baseline(true);
    bench(`${c.label}: plugin parse (${kb} KB)`, () => do_not_optimize(c.source.parse(body, { url: c.url, request, now })));
  });
}

const { benchmarks } = await run();
const avg = (name: string) => benchmarks.find((b) => b.alias === name)?.runs[0]?.stats?.avg ?? Number.NaN;
console.log("\nplugin parse / cheerio.load (same page, same run):");
for (const c of cases) {
  const base = benchmarks.find((b) => b.alias.startsWith(`${c.label}: cheerio.load`))?.alias ?? "";
  const mine = benchmarks.find((b) => b.alias.startsWith(`${c.label}: plugin parse`))?.alias ?? "";
  console.log(`  ${c.label.padEnd(10)} ${(avg(mine) / avg(base)).toFixed(2)}x  (${(avg(mine) / 1e6).toFixed(2)} ms vs ${(avg(base) / 1e6).toFixed(2)} ms)`);
}
