/**
 * Runs in a new Node project where the packed tarballs of @rackhunt/core, the plugin kit and the
 * three plugins are installed (scripts/pack-check.mjs sets it up and starts a Rackhunt server).
 * Plain JavaScript on purpose: this is what a Node 20 user without a TypeScript loader runs.
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, test } from "node:test";

const REPO = process.env.RACKHUNT_REPO;
const TARBALLS = process.env.RACKHUNT_TARBALLS;
const READMES = ["packages/core", "plugins/kit", "plugins/aggregator", "plugins/forum", "plugins/auction"];

/** Each ```js block of a README, with the values its `// ...` comments promise, in print order. */
function examples(readme) {
  const text = readFileSync(join(REPO, readme, "README.md"), "utf8");
  return [...text.matchAll(/```js\n([\s\S]*?)```/g)].map(([, code]) => ({
    code,
    promised: [...code.matchAll(/console\.log\(.*\); \/\/ (.*)$/gm)].map((m) => m[1]),
  }));
}

describe("the README examples, run by Node against the installed tarballs", () => {
  for (const readme of READMES) {
    examples(readme).forEach(({ code, promised }, i) => {
      test(`${readme}/README.md example ${i + 1} prints what it promises`, () => {
        const file = `example-${readme.replace("/", "-")}-${i + 1}.mjs`;
        writeFileSync(file, code);
        const printed = execFileSync(process.execPath, [file], { encoding: "utf8" }).trim().split("\n");
        assert.deepEqual(printed, promised);
      });
    });
  }
});

describe("the tarballs", () => {
  test("hold built JavaScript, declarations, a README and a licence; no TypeScript source", () => {
    for (const tarball of readdirSync(TARBALLS)) {
      const files = execFileSync("tar", ["-tzf", join(TARBALLS, tarball)], { encoding: "utf8" }).trim().split("\n");
      assert.ok(files.includes("package/dist/index.js") && files.includes("package/dist/index.d.ts"), tarball);
      assert.ok(files.includes("package/README.md") && files.includes("package/LICENSE"), tarball);
      assert.deepEqual(files.filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts")), [], tarball);
    }
  });

  test("their types check in a strict TypeScript project (NodeNext resolution)", () => {
    writeFileSync(
      "types-check.ts",
      `import { evaluate, parseTitle, type EvaluateResponse } from "@rackhunt/core";
import { createClient, RackhuntApiError } from "@rackhunt/core/client";
import { sourceConformance } from "@rackhunt/core/testing";
import { HuntCreate } from "@rackhunt/core/schemas";
import { defineSource, parseMoney } from "@rackhunt/plugin-kit";
import aggregator from "@rackhunt/plugin-aggregator";
import forum from "@rackhunt/plugin-forum";
import auction from "@rackhunt/plugin-auction";
import { createBrowserRenderer } from "@rackhunt/plugin-auction/browser";
const capacity: string | null = parseTitle("8TB SAS").capacity;
const client = createClient({ baseUrl: "http://127.0.0.1:1" });
const call: Promise<{ id: string }> = client.create_hunt({ name: "x", config: { query: "x" } });
const answer: EvaluateResponse | null = null;
void [capacity, call, answer, evaluate, RackhuntApiError, sourceConformance, HuntCreate, defineSource, parseMoney, aggregator, forum, auction, createBrowserRenderer];
`,
    );
    writeFileSync("tsconfig.json", JSON.stringify({ compilerOptions: { module: "NodeNext", moduleResolution: "NodeNext", target: "ES2022", strict: true, noEmit: true, skipLibCheck: false, types: [] }, files: ["types-check.ts"] }));
    execFileSync(process.execPath, [join(REPO, "node_modules/typescript/bin/tsc"), "-p", "."], { encoding: "utf8" });
  });
});

describe("the source contract from the tarballs", () => {
  test("a built-in plugin passes the conformance suite of @rackhunt/core/testing on Node", async () => {
    const { sourceConformance } = await import("@rackhunt/core/testing");
    const { default: forum } = await import("@rackhunt/plugin-forum");
    const page = readFileSync(join(REPO, "test/fixtures/pages/forum", readdirSync(join(REPO, "test/fixtures/pages/forum")).find((f) => f.endsWith(".json"))), "utf8");
    const checks = sourceConformance(forum(), [{ name: "recorded page", newest: true, body: page, url: "https://www.reddit.com/r/homelabsales/new.json" }]);
    assert.ok(checks.length > 5);
    for (const check of checks) await check.run();
  });
});
