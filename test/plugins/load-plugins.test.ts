import { afterAll, describe, expect, test } from "bun:test";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
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
// The example shop runs on loopback: the operator lets sources reach private addresses.
const sourcesEnv = (entries: Record<string, unknown>, privateSources = "on") => ({ RACKHUNT_SOURCES: JSON.stringify({ ...OFFLINE_BUILT_INS, ...entries }), RACKHUNT_DB: db, RACKHUNT_SCHEDULER: "off", RACKHUNT_ALLOW_PRIVATE_SOURCES: privateSources });

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
        { source: "lab-surplus", ok: true, listings: 4, error: null, outcome: "ok", retry_at: null, invalid: 0, kept: 2, excluded: { category: 2 }, skipped: { no_price: 1 } },
        { source: "surplus-npm", ok: true, listings: 3, error: null, outcome: "ok", retry_at: null, invalid: 0, kept: 2, excluded: { category: 1 }, skipped: { no_price: 1 } },
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
});

describe("RACKHUNT_SOURCES runs plugin files and nothing else", () => {
  // What each refused entry would have done had it run: print this, or leave a file behind.
  const RAN = "PLUGIN CODE RAN";
  const marker = join(home, "top-level-ran");
  writeFileSync(join(home, "side-effect.ts"), `import { writeFileSync } from "node:fs";\nwriteFileSync(${JSON.stringify(marker)}, "x");\nconsole.error(${JSON.stringify(RAN)});\nexport const notASource = 1;\n`);
  writeFileSync(join(home, "secret.txt"), "SECRET-TEXT-CONTENT\n");
  writeFileSync(join(home, "hostname.js"), "secretHostName\n");
  writeFileSync(join(home, "hostname"), "secretHostName\n");
  writeFileSync(join(home, "passwd.ts"), "root:x:0:0:SECRET-ROOT-LINE:/root:/bin/bash\n");

  const REFUSED: [string, string, RegExp, string?][] = [
    ["a data: URL module", JSON.stringify({ evil: { module: `data:text/javascript,console.error(${JSON.stringify(RAN)});export default 1` } }), /^rackhunt: RACKHUNT_SOURCES\.evil: "module" must be a file path or a package name, not a URL$/],
    ["an http: URL module", JSON.stringify({ evil: { module: "http://127.0.0.1:9/plugin.ts" } }), /^rackhunt: RACKHUNT_SOURCES\.evil: "module" must be a file path or a package name, not a URL$/],
    ["a file: URL module", JSON.stringify({ evil: { module: "file:///etc/passwd" } }), /^rackhunt: RACKHUNT_SOURCES\.evil: "module" must be a file path or a package name, not a URL$/],
    ["a module without a default export (its top-level code never runs)", JSON.stringify({ side: { module: "./side-effect.ts" } }), /^rackhunt: RACKHUNT_SOURCES\.side: \.\/side-effect\.ts exports no source factory/],
    ["a text file", JSON.stringify({ leak: { module: "./secret.txt" } }), /^rackhunt: RACKHUNT_SOURCES\.leak: \.\/secret\.txt is not a JavaScript or TypeScript module \(\.ts, \.mts, \.tsx, \.js, \.mjs, \.jsx\)$/, "SECRET-TEXT-CONTENT"],
    ["a file without an extension", JSON.stringify({ leak: { module: "./hostname" } }), /^rackhunt: RACKHUNT_SOURCES\.leak: \.\/hostname is not a JavaScript or TypeScript module/, "secretHostName"],
    ["a .js file whose words would be read as code", JSON.stringify({ leak: { module: "./hostname.js" } }), /^rackhunt: RACKHUNT_SOURCES\.leak: \.\/hostname\.js exports no source factory/, "secretHostName"],
    ["a .ts file that is not TypeScript", JSON.stringify({ leak: { module: "./passwd.ts" } }), /^rackhunt: RACKHUNT_SOURCES\.leak: \.\/passwd\.ts is not valid JavaScript or TypeScript$/, "SECRET-ROOT-LINE"],
    ["a folder", JSON.stringify({ dir: { module: "./node_modules" } }), /^rackhunt: RACKHUNT_SOURCES\.dir: \.\/node_modules is not a file$/],
    ["`constructor` as a built-in name", '{"constructor": {}}', /^rackhunt: RACKHUNT_SOURCES\.constructor: unknown source/],
    ["`__proto__` as a built-in name", '{"__proto__": {}}', /^rackhunt: RACKHUNT_SOURCES\.__proto__: unknown source/],
    ["`toString` as a plugin's name", '{"toString": {"module": "./lab-surplus.ts"}}', /^rackhunt: RACKHUNT_SOURCES\.toString: \.\/lab-surplus\.ts defines the source "lab-surplus"/],
    ["a file: base_url", JSON.stringify({ forum: { base_url: "file:///etc/" } }), /^rackhunt: RACKHUNT_SOURCES\.forum: base_url must be an http\(s\) URL$/],
    ["the cloud metadata address as base_url, even with private sources allowed", JSON.stringify({ auction: { base_url: "http://169.254.169.254/latest/" } }), /^rackhunt: RACKHUNT_SOURCES\.auction: base_url: host 169\.254\.169\.254 resolves to a metadata address; never allowed$/],
    ["a documentation address as a feed_url", JSON.stringify({ aggregator: { feed_url: "http://192.0.2.7/feed" } }), /^rackhunt: RACKHUNT_SOURCES\.aggregator: feed_url: host 192\.0\.2\.7 resolves to a reserved address; never allowed$/],
    ["a plugin's metadata base_url", JSON.stringify({ "lab-surplus": { module: "./lab-surplus.ts", base_url: "http://[fd00:ec2::254]/" } }), /^rackhunt: RACKHUNT_SOURCES\.lab-surplus: base_url: host \[fd00:ec2::254\] resolves to a metadata address; never allowed$/],
  ];
  for (const [what, sources, message, secret] of REFUSED) {
    test(`${what} is refused at start-up, before any of its code runs`, () => {
      const run = rackhunt(["serve", "--port", "0"], { env: { RACKHUNT_SOURCES: sources, RACKHUNT_DB: db, RACKHUNT_SCHEDULER: "off", RACKHUNT_ALLOW_PRIVATE_SOURCES: "on" }, cwd: home, timeout: 10_000 });
      expect([run.code, run.err.trim().split("\n")]).toEqual([2, [expect.stringMatching(message)]]);
      expect(run.err + run.out).not.toContain(RAN);
      if (secret) expect(run.err).not.toContain(secret);
      expect(existsSync(marker)).toBe(false);
    }, 20_000);
  }

  test("a loopback or LAN base_url needs the operator's RACKHUNT_ALLOW_PRIVATE_SOURCES=on", () => {
    const run = rackhunt(["serve", "--port", "0"], { env: sourcesEnv({ auction: { base_url: "http://127.0.0.1:9/" } }, "off"), cwd: home, timeout: 10_000 });
    expect(run.code).toBe(2);
    expect(run.err.trim()).toBe("rackhunt: RACKHUNT_SOURCES.auction: base_url: host 127.0.0.1 resolves to a loopback address; private sources are disabled on this server (RACKHUNT_ALLOW_PRIVATE_SOURCES=on allows them)");
  }, 20_000);

  test("worker, scan, mcp and demo load RACKHUNT_SOURCES the same way", () => {
    const env = sourcesEnv({ mine: { module: "./missing.ts" } });
    for (const args of [["worker"], ["scan", crypto.randomUUID()], ["mcp"], ["demo", "--exit"]]) {
      const run = rackhunt(args, { env, cwd: home });
      expect([args[0], run.code, run.err.trim()]).toEqual([args[0], 2, expect.stringContaining("RACKHUNT_SOURCES.mine: cannot find ./missing.ts") as never]);
    }
  }, 60_000);
});
