import { describe, expect, test } from "bun:test";
import { createHuntIndex, describeListing, huntKeys, isRelevant, planJudgement, planPercolation, prepareHunt } from "@rackhunt/core";
import { labelledTitles } from "../../../bench/bench-titles.ts";
import { DEMO_HUNTS } from "../../../server/src/demo/demo-hunts.ts";

const titles = labelledTitles();
// Queries as users write them: the demo's hunts, typical sentences, and the first words of real titles.
const sentences = ["8tb sas", "14TB+ helium drives", "32gb ddr4 ecc", "epyc 7302p", "e5-2680 v3", "ConnectX-4 25GbE", "1.8tb sas 10k", "nvme", "hdd", "ram under $2/gb", "Intel X520", "LSI 9300-8i HBA", "DDR4 RDIMM 64GB", "seagate exos", "ssd"];
const fromTitles = titles.filter((_, i) => i % 9 === 0).map((t) => t.split(/\s+/).slice(0, 3).join(" "));
const queries = [...DEMO_HUNTS.map((h) => h.config?.query ?? h.name), ...sentences, ...fromTitles];
const hunts = queries.map((query, i) => prepareHunt({ id: `h${i}`, name: query, config: { query } }));
const facts = titles.map((title) => describeListing({ title, price: 100 }).facts);

describe("the hunt index (percolator)", () => {
  test("finds every hunt a listing is relevant to, over the real titles and hundreds of queries", () => {
    const index = createHuntIndex(hunts);
    let relevantPairs = 0;
    let candidatePairs = 0;
    for (const f of facts) {
      const candidates = new Set(index.candidates(f));
      candidatePairs += candidates.size;
      hunts.forEach((h, i) => {
        if (!isRelevant(f, h.query)) return;
        relevantPairs++;
        if (!candidates.has(i)) throw new Error(`hunt "${h.query.query}" (keys ${huntKeys(h.query)}) is relevant to "${f.title}" but not a candidate`);
      });
    }
    expect(relevantPairs).toBeGreaterThan(1000);
    // matches() is exactly the relevant hunts.
    for (const f of facts.slice(0, 200)) expect(index.matches(f).sort((a, b) => a - b)).toEqual(hunts.flatMap((h, i) => (isRelevant(f, h.query) ? [i] : [])));
    // It narrows: far fewer pairs are looked at than the plain loop's listings × hunts.
    expect(candidatePairs).toBeLessThan((facts.length * hunts.length) / 5);
  });

  test("a percolation plan keeps the same listings per hunt as a plan of every hunt against every listing", () => {
    const now = Date.UTC(2026, 10, 27);
    const inputs = titles.slice(0, 300).map((title) => ({ title, price: 100, source: "forum" }));
    const full = planJudgement({ listings: inputs, hunts, now });
    const { plan, hunt_of } = planPercolation(inputs, createHuntIndex(hunts), now);
    const expected = full.hunts.map((h, i) => [i, h.relevant] as const).filter(([, r]) => r.length > 0);
    expect(plan.hunts.map((h, i) => [hunt_of[i], h.relevant])).toEqual(expected.map(([i, r]) => [i, [...r]]));
  });
});
