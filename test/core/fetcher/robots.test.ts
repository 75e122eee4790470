import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { parseRobots } from "../../../packages/core/src/fetcher/index.ts";

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
