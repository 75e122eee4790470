import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { printedKey, rackhunt } from "../../support/cli.ts";
import { startServer, type TestServer } from "../../support/server.ts";
import { WebClient } from "../web/web-client.ts";

// Issue 25, point 3: `next` after sign-in must stay on this site however it is spelled. Browsers
// drop tabs and newlines from a Location and read a backslash as a slash, so the check must be
// made on the URL as a browser reads it, not on the raw text.
const HOSTILE = [
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "\t//evil.example",
  " //evil.example",
  "/\\evil.example",
  "\\/evil.example",
  "/.//evil.example",
  "/%2e//evil.example",
  "//evil.example/my/hunts",
  "https://evil.example/",
  "javascript:alert(1)",
  "/\u0000/evil.example",
];

let s: TestServer;
let key = "";
beforeAll(async () => {
  s = await startServer({ RACKHUNT_RATE_LIMITS: "off" });
  key = printedKey(rackhunt(["user", "create", "--email", "next@example.com"], { env: s.db.env }));
});
afterAll(() => s.stop());

/** Where a browser goes when it follows `location` from this server. */
const followed = (location: string | null) => new URL(location ?? "", s.url);

describe("`next` is a path of this site, read as a browser reads it", () => {
  test("a signed-in visit to /signin?next=… never leaves the site", async () => {
    const browser = new WebClient(s.url);
    await browser.page("/signin");
    await browser.post("/signin/key", { api_key: key });
    for (const next of HOSTILE) {
      const r = await browser.page(`/signin?next=${encodeURIComponent(next)}`);
      expect({ next, status: r.status, origin: followed(r.location).origin }).toEqual({ next, status: 303, origin: s.url });
      expect({ next, location: r.location }).not.toEqual({ next, location: expect.stringMatching(/^\s*[/\\]{2}/) });
    }
    const kept = await browser.page(`/signin?next=${encodeURIComponent("/my/hunts?filter=alerted#top")}`);
    expect(kept.location).toBe("/my/hunts?filter=alerted#top");
  });

  test("signing in with a hostile `next` field lands on this site", async () => {
    for (const next of HOSTILE) {
      const browser = new WebClient(s.url);
      await browser.page("/signin");
      const r = await browser.post("/signin/key", { api_key: key, next });
      expect({ next, status: r.status, origin: followed(r.location).origin }).toEqual({ next, status: 303, origin: s.url });
    }
  });
});
