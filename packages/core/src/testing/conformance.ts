import * as v from "valibot";
import { RawListing, RequestSpec } from "../schemas/source.ts";
import type { ParseResult, Source } from "../source/define-source.ts";
import type { Fetcher } from "../fetcher/fetcher.ts";
import { readNewest } from "../source/read-newest.ts";

/** A recorded page a source should understand. */
export interface RecordedPage {
  /** Short name used in check names, e.g. "new.json page 1". */
  name: string;
  body: string;
  /** The URL the page was served from; relative links resolve against it. */
  url: string;
  /** Set when the page genuinely holds no listings (then "has listings" is not checked). */
  expect_empty?: boolean;
  /** Set on a page of newest items (a feed, a new-post list, a newly-listed search): the stream checks read it. */
  newest?: boolean;
}

/** One named check; `run` throws an Error describing the failure. */
export interface ConformanceCheck {
  name: string;
  run(): void | Promise<void>;
}

/** Options for the suite. */
export interface ConformanceOptions {
  /** The time parse sees; fixed so runs compare equal. */
  now?: string;
}

const UNRELATED_PAGES: Record<string, string> = {
  "empty body": "",
  "whitespace body": "  \n\t ",
  "unrelated html": "<!doctype html><html><head><title>Hello</title></head><body><p>Nothing for sale here.</p></body></html>",
  "unrelated json": '{"hello":"world","items":[1,2,3]}',
  "plain text": "503 Service Temporarily Unavailable",
  "binary-ish": "\u0000\u0001\u0002PK\u0003\u0004",
};

function fail(message: string): never {
  throw new Error(message);
}

function parseAt(source: Source, page: RecordedPage, now: string, body = page.body): ParseResult {
  const request = v.parse(RequestSpec, { url: page.url });
  return source.parse(body, { url: page.url, request, now });
}

function checkShape(result: ParseResult, where: string): void {
  if (!result || !Array.isArray(result.listings)) fail(`${where}: parse must return { listings: [], next }`);
  result.listings.forEach((listing, index) => {
    const checked = v.safeParse(RawListing, listing);
    if (!checked.success) {
      const issue = checked.issues[0];
      fail(`${where}: listing ${index} (${listing?.external_id ?? "?"}) invalid at ${v.getDotPath(issue) ?? "?"}: ${issue.message}`);
    }
  });
  if (result.next !== null) {
    const next = v.safeParse(RequestSpec, result.next);
    if (!next.success) fail(`${where}: next must be null or a RequestSpec with an absolute URL`);
  }
}

const ids = (result: ParseResult) => result.listings.map((listing) => listing.external_id);

/**
 * The conformance suite a source runs on its recorded pages. Framework-neutral: register
 * each check with your own test runner.
 *
 * @example
 * import { test } from "node:test";
 * for (const check of sourceConformance(mySource(), pages)) test(check.name, check.run);
 */
export function sourceConformance(source: Source, pages: RecordedPage[], options: ConformanceOptions = {}): ConformanceCheck[] {
  const now = options.now ?? "2026-02-24T00:00:00.000Z";
  const prefix = `[${source.name}]`;
  if (pages.length === 0) throw new Error(`${prefix} sourceConformance needs at least one recorded page`);
  const checks: ConformanceCheck[] = [];
  for (const page of pages) {
    const where = `${prefix} ${page.name}`;
    checks.push({
      name: `${where}: every listing has external_id, title, price number-or-null, absolute url`,
      run() {
        const result = parseAt(source, page, now);
        checkShape(result, where);
        if (!page.expect_empty && result.listings.length === 0) fail(`${where}: no listings parsed from a page that has some`);
        for (const listing of result.listings) {
          if (listing.source !== source.name) fail(`${where}: listing ${listing.external_id} says source "${listing.source}"`);
        }
      },
    });
    checks.push({
      name: `${where}: ids are unique and stable across two parses`,
      run() {
        const first = ids(parseAt(source, page, now));
        const second = ids(parseAt(source, page, now));
        if (new Set(first).size !== first.length) fail(`${where}: duplicate external_id within one page`);
        if (JSON.stringify(first) !== JSON.stringify(second)) fail(`${where}: ids changed between two parses of the same page`);
      },
    });
    checks.push({
      name: `${where}: a truncated copy parses without throwing`,
      run() {
        for (const fraction of [0.5, 0.9]) {
          const cut = page.body.slice(0, Math.floor(page.body.length * fraction));
          checkShape(parseAt(source, page, now, cut), `${where} cut at ${fraction}`);
        }
      },
    });
  }
  const base = pages[0];
  for (const [label, body] of Object.entries(UNRELATED_PAGES)) {
    checks.push({
      name: `${prefix} ${label}: no throw, no listings`,
      run() {
        const result = parseAt(source, base, now, body);
        checkShape(result, `${prefix} ${label}`);
        if (result.listings.length > 0) fail(`${prefix} ${label}: found ${result.listings.length} listings in a page that has none`);
      },
    });
  }
  if (source.newest) checks.push(...newestChecks(source, pages, now));
  return checks;
}

/** Pages a stream must refuse to read as "nothing new": they mark it failing. */
const NOT_NEWEST_PAGES: Record<string, string> = {
  ...UNRELATED_PAGES,
  "login wall": '<!doctype html><html><head><title>Log in</title></head><body><form action="/login" method="post"><input name="user"><input type="password" name="password"><button>Log in</button></form></body></html>',
  "error page": "<!doctype html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>",
};

/** A fetcher that answers every request with one body, as if from `url`. */
function servingFetcher(url: string, body: string): Fetcher {
  return { user_agent: "conformance", fetch: async () => ({ ok: true, status: 200, url, body, from_cache: false, attempts: 1 }) };
}

/**
 * The checks of a streamable source (one with `newest`): its requests are valid, it recognises
 * its recorded newest pages and refuses error pages and login walls, and a read through
 * readNewest pages back to its cursor: a first read takes the page, a read whose cursor has seen
 * all but the newest items returns just those, and a refused page keeps the cursor.
 */
function newestChecks(source: Source, pages: RecordedPage[], now: string): ConformanceCheck[] {
  const prefix = `[${source.name}] newest`;
  const newestPages = pages.filter((p) => p.newest && !p.expect_empty);
  const checks: ConformanceCheck[] = [
    {
      name: `${prefix}: requests for a query are RequestSpecs with absolute URLs`,
      run() {
        const requests = source.newest!.requests([{ keywords: "8tb sas", category: null, min_price: null, max_price: null }]);
        if (requests.length === 0) fail(`${prefix}: no request for a query in use`);
        for (const r of requests) if (!v.safeParse(RequestSpec, r).success) fail(`${prefix}: ${r.url} is not a RequestSpec`);
      },
    },
  ];
  if (newestPages.length === 0) fail(`${prefix}: a streamable source needs at least one recorded page marked newest`);
  for (const page of newestPages) {
    checks.push({
      name: `${prefix} ${page.name}: recognised as a page of newest items`,
      run() {
        const request = v.parse(RequestSpec, { url: page.url });
        if (!source.newest!.recognises(page.body, { url: page.url, request, now })) fail(`${prefix} ${page.name}: its own page is not recognised`);
      },
    });
    checks.push({
      name: `${prefix} ${page.name}: a read pages back to its cursor and returns only what is new`,
      async run() {
        const fetcher = servingFetcher(page.url, page.body);
        const opts = { queries: [{ keywords: "8tb sas" }], max_pages: 1, now: () => new Date(now) };
        const first = await readNewest(source, { heads: {} }, fetcher, opts);
        if (first.failure) fail(`${prefix} ${page.name}: first read failed: ${first.failure.message}`);
        const all = first.items.map((i) => i.external_id);
        if (all.length < 2) fail(`${prefix} ${page.name}: a newest page needs at least two items to check paging`);
        const heads = Object.fromEntries(Object.keys(first.cursor.heads).map((k) => [k, all.slice(2)]));
        const second = await readNewest(source, { heads }, fetcher, opts);
        const fresh = second.items.map((i) => i.external_id);
        if (JSON.stringify(fresh) !== JSON.stringify(all.slice(0, 2))) fail(`${prefix} ${page.name}: with all but two items seen, the read returned ${JSON.stringify(fresh)}`);
        const again = await readNewest(source, second.cursor, fetcher, opts);
        if (again.items.length !== 0) fail(`${prefix} ${page.name}: a read of an unchanged page returned ${again.items.length} items`);
      },
    });
  }
  const base = newestPages[0] ?? pages[0]!;
  for (const [label, body] of Object.entries(NOT_NEWEST_PAGES)) {
    checks.push({
      name: `${prefix} ${label}: not recognised; the read fails and keeps its cursor`,
      async run() {
        const request = v.parse(RequestSpec, { url: base.url });
        if (source.newest!.recognises(body, { url: base.url, request, now })) fail(`${prefix} ${label}: recognised as a page of newest items`);
        const cursor = { heads: Object.fromEntries(source.newest!.requests([{ keywords: "8tb sas", category: null, min_price: null, max_price: null }]).map((r) => [r.url, ["kept"]])) };
        const read = await readNewest(source, cursor, servingFetcher(base.url, body), { queries: [{ keywords: "8tb sas" }], now: () => new Date(now) });
        if (!read.failure) fail(`${prefix} ${label}: the read did not fail`);
        if (JSON.stringify(read.cursor) !== JSON.stringify(cursor)) fail(`${prefix} ${label}: the cursor moved`);
      },
    });
  }
  return checks;
}
