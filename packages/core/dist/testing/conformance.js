import * as v from "valibot";
import { RawListing, RequestSpec } from "../schemas/source.js";
const UNRELATED_PAGES = {
    "empty body": "",
    "whitespace body": "  \n\t ",
    "unrelated html": "<!doctype html><html><head><title>Hello</title></head><body><p>Nothing for sale here.</p></body></html>",
    "unrelated json": '{"hello":"world","items":[1,2,3]}',
    "plain text": "503 Service Temporarily Unavailable",
    "binary-ish": "\u0000\u0001\u0002PK\u0003\u0004",
};
function fail(message) {
    throw new Error(message);
}
function parseAt(source, page, now, body = page.body) {
    const request = v.parse(RequestSpec, { url: page.url });
    return source.parse(body, { url: page.url, request, now });
}
function checkShape(result, where) {
    if (!result || !Array.isArray(result.listings))
        fail(`${where}: parse must return { listings: [], next }`);
    result.listings.forEach((listing, index) => {
        const checked = v.safeParse(RawListing, listing);
        if (!checked.success) {
            const issue = checked.issues[0];
            fail(`${where}: listing ${index} (${listing?.external_id ?? "?"}) invalid at ${v.getDotPath(issue) ?? "?"}: ${issue.message}`);
        }
    });
    if (result.next !== null) {
        const next = v.safeParse(RequestSpec, result.next);
        if (!next.success)
            fail(`${where}: next must be null or a RequestSpec with an absolute URL`);
    }
}
const ids = (result) => result.listings.map((listing) => listing.external_id);
/**
 * The conformance suite a source runs on its recorded pages. Framework-neutral: register
 * each check with your own test runner.
 *
 * @example
 * import { test } from "node:test";
 * for (const check of sourceConformance(mySource(), pages)) test(check.name, check.run);
 */
export function sourceConformance(source, pages, options = {}) {
    const now = options.now ?? "2026-02-24T00:00:00.000Z";
    const prefix = `[${source.name}]`;
    if (pages.length === 0)
        throw new Error(`${prefix} sourceConformance needs at least one recorded page`);
    const checks = [];
    for (const page of pages) {
        const where = `${prefix} ${page.name}`;
        checks.push({
            name: `${where}: every listing has external_id, title, price number-or-null, absolute url`,
            run() {
                const result = parseAt(source, page, now);
                checkShape(result, where);
                if (!page.expect_empty && result.listings.length === 0)
                    fail(`${where}: no listings parsed from a page that has some`);
                for (const listing of result.listings) {
                    if (listing.source !== source.name)
                        fail(`${where}: listing ${listing.external_id} says source "${listing.source}"`);
                }
            },
        });
        checks.push({
            name: `${where}: ids are unique and stable across two parses`,
            run() {
                const first = ids(parseAt(source, page, now));
                const second = ids(parseAt(source, page, now));
                if (new Set(first).size !== first.length)
                    fail(`${where}: duplicate external_id within one page`);
                if (JSON.stringify(first) !== JSON.stringify(second))
                    fail(`${where}: ids changed between two parses of the same page`);
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
                if (result.listings.length > 0)
                    fail(`${prefix} ${label}: found ${result.listings.length} listings in a page that has none`);
            },
        });
    }
    return checks;
}
