import assert from "node:assert/strict";
import { describe, it } from "node:test";
import * as v from "valibot";
import { defineSource, makeListing } from "../../../packages/core/src/source/index.ts";
import { sourceConformance } from "../../../packages/core/src/testing/index.ts";

const ROW = /<li data-id="(\d+)"><a href="([^"]+)">([^<]+)<\/a> \$(\d+)<\/li>/g;
const page = {
  name: "list page",
  url: "https://kit.example/list",
  body: `<ul>${[1, 2, 3].map((n) => `<li data-id="${n}"><a href="/i/${n}">Item ${n}</a> $${n * 10}</li>`).join("")}</ul>`,
};

function rowSource(idOf: (id: string) => string, strictEmpty = false) {
  return defineSource({
    name: "rows",
    kind: "aggregator",
    options: v.object({}),
    requests: () => [],
    parse(body, ctx) {
      if (strictEmpty && body.trim() === "") throw new Error("empty page");
      const listings = [...body.matchAll(ROW)].map(([, id, href, title, price]) =>
        makeListing({ external_id: idOf(id), source: "rows", title, url: new URL(href, ctx.url).href, price: Number(price) }),
      );
      return { listings, next: null };
    },
  })();
}

async function failures(checks: ReturnType<typeof sourceConformance>): Promise<string[]> {
  const failed: string[] = [];
  for (const check of checks) {
    try {
      await check.run();
    } catch {
      failed.push(check.name);
    }
  }
  return failed;
}

describe("sourceConformance", () => {
  it("passes a well-behaved source on every check", async () => {
    const checks = sourceConformance(rowSource((id) => id), [page]);
    assert.ok(checks.length >= 8);
    assert.deepEqual(await failures(checks), []);
  });

  it("catches ids that change between parses", async () => {
    let n = 0;
    const failed = await failures(sourceConformance(rowSource((id) => `${id}-${n++}`), [page]));
    assert.deepEqual(failed, ["[rows] list page: ids are unique and stable across two parses"]);
  });

  it("catches a parser that throws on an empty page", async () => {
    const failed = await failures(sourceConformance(rowSource((id) => id, true), [page]));
    assert.ok(failed.includes("[rows] empty body: no throw, no listings"));
    assert.ok(failed.includes("[rows] whitespace body: no throw, no listings"));
  });

  it("catches a page that yields nothing unless marked expect_empty", async () => {
    const blank = { name: "blank", url: page.url, body: "<ul></ul>" };
    assert.ok((await failures(sourceConformance(rowSource((id) => id), [blank]))).length > 0);
    assert.deepEqual(await failures(sourceConformance(rowSource((id) => id), [{ ...blank, expect_empty: true }])), []);
  });
});
