import { afterAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnServe } from "../e2e/proof/serve-process.ts";
import { printedKey, rackhunt, rackhuntAsync } from "../support/cli.ts";
import { guideExample, serveExampleShop } from "./helpers.ts";

// A plugin author's folder outside the repository, with no node_modules of its own: the host
// must hand the plugin @rackhunt/plugin-kit and valibot.
const home = mkdtempSync(join(tmpdir(), "rackhunt-plugin-author-"));
const db = join(home, "rackhunt.db");
writeFileSync(join(home, "lab-surplus.ts"), await guideExample());
const shop = await serveExampleShop();
afterAll(() => {
  shop.stop();
  rmSync(home, { recursive: true, force: true });
});

const OFFLINE_BUILT_INS = { aggregator: false, forum: false, auction: false };
const sourcesEnv = (entries: Record<string, unknown>) => ({ RACKHUNT_SOURCES: JSON.stringify({ ...OFFLINE_BUILT_INS, ...entries }), RACKHUNT_DB: db, RACKHUNT_SCHEDULER: "off" });

// A published plugin as npm installs it: its own dependency beside it, the host packages as peers.
mkdirSync(join(home, "node_modules/shop-prices"), { recursive: true });
writeFileSync(join(home, "node_modules/shop-prices/package.json"), JSON.stringify({ name: "shop-prices", version: "1.0.0", type: "module", exports: "./index.js" }));
writeFileSync(join(home, "node_modules/shop-prices/index.js"), "export const fromCents = (cents) => (typeof cents === 'number' ? cents / 100 : null);\n");
mkdirSync(join(home, "node_modules/rackhunt-source-surplus-npm"), { recursive: true });
writeFileSync(
  join(home, "node_modules/rackhunt-source-surplus-npm/package.json"),
  JSON.stringify({ name: "rackhunt-source-surplus-npm", version: "1.0.0", type: "module", exports: "./index.js", dependencies: { "shop-prices": "1.0.0" }, peerDependencies: { "@rackhunt/plugin-kit": "*" } }),
);
writeFileSync(
  join(home, "node_modules/rackhunt-source-surplus-npm/index.js"),
  `import { defineSource, makeListing } from "@rackhunt/plugin-kit";
import * as v from "valibot";
import { fromCents } from "shop-prices";
export default defineSource({
  name: "surplus-npm",
  kind: "aggregator",
  options: v.object({ base_url: v.optional(v.string(), "https://surplus.example") }),
  requests: (query, o) => [{ url: o.base_url + "/api/search?q=" + encodeURIComponent(query.keywords) + "&page=1" }],
  parse(body, ctx) {
    const items = JSON.parse(body).items ?? [];
    return { listings: items.map((i) => makeListing({ external_id: i.sku, source: "surplus-npm", title: i.name, url: new URL(i.path, ctx.options.base_url).href, price: fromCents(i.price_cents), currency: "USD" })), next: null };
  },
});
`,
);

// The guide's file by a path relative to the working directory; the published one by package name.
const PLUGINS = {
  "lab-surplus": { module: "./lab-surplus.ts", base_url: shop.url },
  "surplus-npm": { module: "rackhunt-source-surplus-npm", base_url: shop.url },
};

describe("RACKHUNT_SOURCES plugins load through the host", () => {
  test("the guide's example and an npm package plugin with its own dependency are scanned by `serve`", async () => {
    expect(rackhunt(["migrate"], { env: sourcesEnv({}) }).code).toBe(0);
    const key = printedKey(rackhunt(["user", "create", "--email", "author@example.com", "--tier", "lifetime"], { env: sourcesEnv({}) }));
    const server = await spawnServe(sourcesEnv(PLUGINS), home);
    try {
      const auth = { Authorization: `Bearer ${key}`, "Content-Type": "application/json" };
      const created = await fetch(`${server.url}/hunts`, { method: "POST", headers: auth, body: JSON.stringify({ name: "10GbE NICs", config: { query: "nic" }, sources_enabled: { "lab-surplus": true, "surplus-npm": true } }) });
      expect(created.status).toBe(201);
      const hunt = (await created.json()) as { id: string };
      const scan = (await (await fetch(`${server.url}/hunts/${hunt.id}/scan`, { method: "POST", headers: auth })).json()) as { sources: unknown[] };
      expect(scan.sources).toEqual([
        // Each source says what the hunt kept of it and why it kept out the rest (the shop's rails are not a NIC).
        { source: "lab-surplus", ok: true, listings: 4, error: null, outcome: "ok", retry_at: null, kept: 2, excluded: { category: 2 }, skipped: { no_price: 1 } },
        { source: "surplus-npm", ok: true, listings: 3, error: null, outcome: "ok", retry_at: null, kept: 2, excluded: { category: 1 }, skipped: { no_price: 1 } },
      ]);
    } finally {
      await server.kill("SIGTERM");
    }
  }, 30_000);

  test("`scan` loads the same plugins", async () => {
    const huntId = rackhunt(["hunts"], { env: sourcesEnv(PLUGINS), cwd: home }).out.split(/\s+/)[0]!;
    const run = await rackhuntAsync(["scan", huntId], { env: sourcesEnv(PLUGINS), cwd: home });
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/ok +lab-surplus +4 listings/);
    expect(run.out).toMatch(/ok +surplus-npm +3 listings/);
  }, 30_000);

  const BAD: [string, Record<string, unknown>, RegExp][] = [
    ["an unknown source name", { shopx: { base_url: "http://127.0.0.1:1" } }, /^rackhunt: RACKHUNT_SOURCES\.shopx: unknown source/],
    ["a module that does not exist", { mine: { module: "./missing.ts" } }, /^rackhunt: RACKHUNT_SOURCES\.mine: cannot find \.\/missing\.ts/],
    ["a module that fails to load", { broken: { module: "./broken.ts" } }, /^rackhunt: RACKHUNT_SOURCES\.broken: \.\/broken\.ts failed to load: .*not-a-package/],
    ["a module without a source factory", { plain: { module: "./plain.ts" } }, /^rackhunt: RACKHUNT_SOURCES\.plain: \.\/plain\.ts exports no source factory/],
    ["invalid options", { "lab-surplus": { module: "./lab-surplus.ts", base_url: "not a url" } }, /^rackhunt: RACKHUNT_SOURCES\.lab-surplus: \[lab-surplus\] invalid options: base_url: Invalid URL: Received "not a url"$/m],
    ["an entry named unlike its source", { mine: { module: "./lab-surplus.ts" } }, /^rackhunt: RACKHUNT_SOURCES\.mine: \.\/lab-surplus\.ts defines the source "lab-surplus"; name the entry "lab-surplus"$/m],
    ["a plugin under a built-in's name", { forum: { module: "./lab-surplus.ts" } }, /^rackhunt: RACKHUNT_SOURCES\.forum: "forum" is a built-in source/],
    ["invalid options of a built-in", { forum: { format: "gopher" } }, /^rackhunt: RACKHUNT_SOURCES\.forum: .*invalid options: format/],
  ];
  writeFileSync(join(home, "broken.ts"), 'import "not-a-package-anyone-has";\nexport default 1;\n');
  writeFileSync(join(home, "plain.ts"), "export default { hello: 1 };\n");

  for (const [what, entries, message] of BAD) {
    test(`${what} stops start-up with one line naming the entry`, () => {
      const run = rackhunt(["serve", "--port", "0"], { env: sourcesEnv(entries), cwd: home });
      expect(run.code).toBe(2);
      expect(run.err.trim().split("\n")).toHaveLength(1);
      expect(run.err).toMatch(message);
    }, 20_000);
  }

  test("worker, scan, mcp and demo load RACKHUNT_SOURCES the same way", () => {
    const env = sourcesEnv({ mine: { module: "./missing.ts" } });
    for (const args of [["worker"], ["scan", crypto.randomUUID()], ["mcp"], ["demo", "--exit"]]) {
      const run = rackhunt(args, { env, cwd: home });
      expect([args[0], run.code, run.err.trim()]).toEqual([args[0], 2, expect.stringContaining("RACKHUNT_SOURCES.mine: cannot find ./missing.ts") as never]);
    }
  }, 60_000);
});
