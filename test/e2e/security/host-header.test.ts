import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { rawGet } from "../../support/raw-http.ts";
import { startServer, type TestServer } from "../../support/server.ts";

// Issue 25, point 8: a Host header that is not a host gave a 500 on every web page, with no
// account needed. It is the client's text: refused with 400 before any page or route reads it.
const MALFORMED = ["a b", "127.0.0.1:99999", "[::1", "x/y", "a@b", "evil.example:http", ""];
const PAGES = ["/", "/deals", "/search?q=epyc", "/prices/hdd", "/signin", "/my/hunts", "/feeds/not-a-token-at-all-xxxxxxxx.atom", "/no-such-page"];
const API = ["/healthz", "/api/public/prices", "/openapi.json", "/.well-known/webmcp", "/tools.json", "/hunts", "/api/v2/components/search?q=epyc"];

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ RACKHUNT_RATE_LIMITS: "off" });
});
afterAll(() => s.stop());

describe("the Host header", () => {
  test("a malformed one is a 400 on every web page and API route, with no account", async () => {
    for (const host of MALFORMED) {
      for (const path of [...PAGES, ...API]) {
        const r = await rawGet(s.url, path, { Host: host });
        expect({ host, path, status: r.status }).toEqual({ host, path, status: 400 });
      }
    }
    // What the refusal says, in the standard error shape.
    const r = await rawGet(s.url, "/", { Host: "a b" });
    expect(JSON.parse(r.body)).toEqual({ detail: expect.stringContaining("Host"), code: "bad_request" });
    expect(s.logs.filter((l) => l.includes('"level":"error"'))).toEqual([]);
  });

  test("well-formed hosts, names and addresses with or without a port, still get their pages", async () => {
    for (const host of ["evil.example", "127.0.0.1", "127.0.0.1:8080", "[::1]", "[::1]:443", "rackhunt.example:65535"]) {
      for (const path of ["/", "/signin", "/healthz"]) {
        const r = await rawGet(s.url, path, { Host: host });
        expect({ host, path, status: r.status }).toEqual({ host, path, status: 200 });
      }
    }
  });
});
