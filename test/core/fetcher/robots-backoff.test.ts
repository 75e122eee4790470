import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { backoffDelay, parseRetryAfter, parseRobots } from "../../../packages/core/src/fetcher/index.ts";

describe("parseRobots", () => {
  const text = [
    "User-agent: Googlebot",
    "Disallow: /",
    "",
    "User-agent: *",
    "Disallow: /sch/",
    "Allow: /sch/i.html$",
    "Disallow: /*?*_pgn=",
    "Crawl-delay: 5",
  ].join("\n");

  it("applies the * group when no group names us, longest match wins, allow wins ties", () => {
    const policy = parseRobots(text, "Rackhunt");
    assert.equal(policy.isAllowed("/sch/i.html"), true);
    assert.equal(policy.isAllowed("/sch/other"), false);
    assert.equal(policy.isAllowed("/itm/123"), true);
    assert.equal(policy.isAllowed("/b/list?x=1&_pgn=2"), false);
    assert.equal(policy.crawl_delay_ms, 5_000);
  });

  it("prefers a group naming our product token", () => {
    const policy = parseRobots("User-agent: rackhunt\nDisallow: /deals\n\nUser-agent: *\nDisallow: /", "Rackhunt");
    assert.equal(policy.isAllowed("/forum"), true);
    assert.equal(policy.isAllowed("/deals/today"), false);
  });

  it("allows everything when the file is empty", () => {
    assert.equal(parseRobots("", "Rackhunt").isAllowed("/anything"), true);
  });
});

describe("retry timing", () => {
  it("reads Retry-After as seconds or an HTTP date", () => {
    assert.equal(parseRetryAfter("7", 0), 7_000);
    const now = Date.parse("2026-02-24T00:00:00Z");
    assert.equal(parseRetryAfter("Tue, 24 Feb 2026 00:00:30 GMT", now), 30_000);
    assert.equal(parseRetryAfter("soon", now), null);
    assert.equal(parseRetryAfter(null, now), null);
  });

  it("grows exponentially, jitters within the upper half, and is capped", () => {
    const limits = { base_ms: 100, max_ms: 1_000 };
    assert.equal(backoffDelay(0, limits, () => 0), 50);
    assert.equal(backoffDelay(0, limits, () => 1), 100);
    assert.equal(backoffDelay(3, limits, () => 0.5), 600);
    assert.equal(backoffDelay(10, limits, () => 1), 1_000);
  });
});
