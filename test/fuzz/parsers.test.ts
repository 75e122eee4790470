/**
 * Parser fuzzing: parseTitle and every built-in source's parse on random, truncated and
 * adversarial input. They never throw past their boundary (parseTitle never throws; a source's
 * parse may refuse a page, which runSource turns into a source error, never a rejection), and
 * adversarial input far larger than any real page finishes within the test's time limit (a parser
 * with catastrophic backtracking would need minutes for it).
 * Runs: RACKHUNT_FUZZ_RUNS (CI default 60 per property; try 2000 by hand).
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, test } from "node:test";
import { parseTitle, runSource, type Fetcher, type Source } from "@rackhunt/core";
import { parseDealTitle } from "@rackhunt/plugin-aggregator";
import { parseTradeTitle } from "@rackhunt/plugin-forum";
import fc from "fast-check";
import { builtInSources } from "../../server/src/sources/load-sources.ts";

const RUNS = Number(process.env.RACKHUNT_FUZZ_RUNS ?? 60);
const PAGES = join(import.meta.dirname, "../fixtures/pages");
const SOURCES: Source[] = builtInSources({});
const NOW = "2026-02-01T00:00:00.000Z";

/** Every recorded page, by source folder. */
const recorded = readdirSync(PAGES, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).flatMap((dir) =>
  readdirSync(join(PAGES, dir))
    .filter((f) => !f.endsWith(".md"))
    .map((f) => readFileSync(join(PAGES, dir, f), "utf8")),
);

/** Title-shaped text: the characters title regexes care about, in runs. */
const titleChars = fc.constantFrom(..."[]()<>$x0123456789.,-/+&:; kKgGbBtTmMwWhH€£", "GB", "TB", "DDR4", "[H]", "[W]", "ST4000", "1x", "$1,", "😀", "\u0301", "\u0000");
const titleArb = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 300 }),
  fc.string({ unit: titleChars, maxLength: 400 }),
  fc.tuple(titleChars, fc.integer({ min: 1, max: 3000 })).map(([c, n]) => c.repeat(n)),
);

/** Titles that have broken regex engines elsewhere: long runs of one token. */
const RUNS_OF: Record<string, (n: number) => string> = {
  brackets: (n) => "[".repeat(n),
  "bracket pairs": (n) => "[H]".repeat(n / 3),
  digits: (n) => "9".repeat(n),
  dollars: (n) => "$".repeat(n),
  "x runs": (n) => "x".repeat(n),
  "lot counts": (n) => "1x".repeat(n / 2),
  "prices": (n) => "$1,".repeat(n / 3),
  capacities: (n) => "32GB ".repeat(n / 5),
  "digit-dot": (n) => "1.".repeat(n / 2),
  "space runs": (n) => `a${" ".repeat(n)}b`,
  unicode: (n) => "😀é".repeat(n / 3),
  "part numbers": (n) => "ST4000NM".repeat(n / 8),
  "mixed": (n) => "[USA-CA] [H] 4x 32GB DDR4 $120 ".repeat(n / 32),
};

/** Pages that have broken HTML/XML/JSON readers elsewhere. */
const PAGES_OF: Record<string, (n: number) => string> = {
  "nested divs": (n) => "<div>".repeat(n / 5),
  "unclosed items": (n) => '<li class="s-item">'.repeat(n / 19),
  "open brackets": (n) => "<".repeat(n),
  "open attributes": (n) => '<a href="'.repeat(n / 9),
  "rss items": (n) => "<rss><channel>" + "<item><title>".repeat(n / 13),
  "json nesting": (n) => "[".repeat(n),
  "json strings": (n) => `{"data":{"children":[${'{"data":{"title":"x"}},'.repeat(n / 24)}{}]}}`,
  "entity runs": (n) => "&amp;".repeat(n / 5),
  "cdata": (n) => "<![CDATA[".repeat(n / 9),
};

function fetcherOf(body: string): Fetcher {
  return { user_agent: "fuzz", fetch: async (spec) => ({ ok: true, status: 200, url: typeof spec === "string" ? spec : spec.url, body, from_cache: false, attempts: 1 }) };
}

function ctxFor(source: Source) {
  const request = source.requests({ keywords: "epyc", min_price: null, max_price: null } as never)[0]!;
  return { url: request.url, request, now: NOW };
}

/** A source's parse either returns a page result or refuses with an Error (never a stack overflow). */
function parseWithin(source: Source, body: string): void {
  try {
    const r = source.parse(body, ctxFor(source));
    assert.ok(Array.isArray(r.listings), `${source.name}: listings is not an array`);
  } catch (err) {
    assert.ok(err instanceof Error, `${source.name} threw a non-Error`);
    assert.ok(!(err instanceof RangeError), `${source.name} overflowed: ${err.message}`);
  }
}

describe("parseTitle and the plugins' title readers", () => {
  test("never throw on random and adversarial titles", () => {
    fc.assert(
      fc.property(titleArb, (title) => {
        const p = parseTitle(title);
        assert.equal(typeof p, "object");
        parseDealTitle(title);
        parseTradeTitle(title);
      }),
      { numRuns: RUNS * 10 },
    );
  });

  test("a 100 KB title is read", () => {
    for (const make of Object.values(RUNS_OF)) assert.equal(typeof parseTitle(make(100_000)), "object");
  });

  for (const [name, make] of Object.entries(RUNS_OF)) {
    test(`a 500 KB title of ${name} is read within the time limit`, () => {
      const title = make(500_000);
      for (const fn of [parseTitle, parseDealTitle, parseTradeTitle]) assert.equal(typeof fn(title), "object");
    });
  }
});

describe("every built-in source's parse", () => {
  test("sources are there to fuzz", () => assert.ok(SOURCES.length >= 3));

  for (const source of SOURCES) {
    test(`${source.name}: random, truncated and spliced pages stay within the boundary`, async () => {
      const page = fc.oneof(
        fc.string({ unit: "binary", maxLength: 2000 }),
        fc.tuple(fc.constantFrom(...recorded), fc.double({ min: 0, max: 1, noNaN: true })).map(([p, f]) => p.slice(0, Math.floor(p.length * f))),
        fc.tuple(fc.constantFrom(...recorded), fc.nat(), fc.constantFrom("<", ">", '"', "</div>", "<li class=\"s-item\">", "]]>", "{", "}", "\\", "\u0000", "&#x", "😀")).map(([p, at, junk]) => p.slice(0, at % (p.length + 1)) + junk.repeat(50) + p.slice(at % (p.length + 1))),
      );
      await fc.assert(
        fc.asyncProperty(page, async (body) => {
          parseWithin(source, body);
          const result = await runSource(source, { keywords: "epyc" }, fetcherOf(body), { max_pages: 2 });
          assert.equal(typeof result.ok, "boolean");
        }),
        { numRuns: RUNS },
      );
    });

    test(`${source.name}: every recorded page parses without throwing`, () => {
      for (const body of recorded) parseWithin(source, body);
    });

    for (const [name, make] of Object.entries(PAGES_OF)) {
      test(`${source.name}: a 2 MB page of ${name} is parsed within the time limit`, () => {
        parseWithin(source, make(2_000_000));
      });
    }
  }
});
