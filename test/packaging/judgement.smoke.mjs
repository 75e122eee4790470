/**
 * The packed SDK on Node judges like the server: the cross-surface set (120 real recorded listings
 * and their market, test/support/cross-surface.mjs) judged with `judgeListing` against a market the
 * caller builds with `createMarket`, and by the running server's `POST /api/v2/evaluate` after the
 * same market is loaded with `rackhunt import`, give the same facts, verdicts and reasons.
 * Runs in the new Node project of scripts/pack-check.mjs.
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { test } from "node:test";
import * as core from "@rackhunt/core";

const { RACKHUNT_REPO: REPO, RACKHUNT_URL: URL_, RACKHUNT_API_KEY: KEY, RACKHUNT_DB: DB } = process.env;
const { crossSurfaceSet, comparable, OFFERS } = await import(pathToFileURL(join(REPO, "test/support/cross-surface.mjs")).href);

test("judgeListing on Node (packed SDK) answers as the server's evaluate, for 120 recorded listings", async () => {
  const now = Date.now();
  const set = crossSurfaceSet(core, now);
  const csv = ["component_id,price,observed_at,source,condition,kind", ...set.market.map((r) => [r.component_id, r.price, new Date(r.observed_at).toISOString(), r.source, r.condition, r.kind].join(","))];
  writeFileSync("cross-market.csv", `${csv.join("\n")}\n`);
  const out = execFileSync(join(REPO, "node_modules/.bin/bun"), [join(REPO, "server/src/cli.ts"), "import", "cross-market.csv", "--db", DB], { encoding: "utf8" });
  assert.match(out, new RegExp(`${set.market.length} accepted, 0 rejected`));

  const market = core.createMarket(set.market, { now });
  let priced = 0;
  for (const o of set.offers) {
    const url = `https://surplus.example/item/${o.sku}`;
    const mine = core.judgeListing({ title: o.title, price: o.price, currency: "USD", url }, market, { now });
    const res = await fetch(`${URL_}/api/v2/evaluate`, { method: "POST", headers: { Authorization: `Bearer ${KEY}`, "Content-Type": "application/json" }, body: JSON.stringify({ price: o.price, title: o.title, url }) });
    assert.equal(res.status, 200);
    const served = await res.json();
    assert.deepEqual(comparable(mine.facts, mine.verdict.verdict, mine.verdict.reasons), comparable(served.facts, served.verdict, served.reasons), o.sku);
    if (mine.verdict.code === "TRUSTED") priced++;
  }
  assert.equal(set.offers.length, OFFERS);
  assert.ok(priced > 60, `${priced} of ${OFFERS} priced against the trusted market`);
});
