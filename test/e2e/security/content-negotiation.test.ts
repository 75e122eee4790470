import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startApp, type TestServer } from "../../support/server.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startApp();
});
afterAll(() => s.stop());

/** The content type of an error answer (401 from an account route, 404 from an unknown one) for an Accept header. */
async function errorType(accept: string, path = "/account/me"): Promise<string> {
  const r = await s.fetch(path, { headers: { Accept: accept } });
  expect(r.status).toBeGreaterThanOrEqual(400);
  const body = await r.json();
  const type = r.headers.get("content-type")!.split(";")[0]!;
  // The body matches its type: problem details carry type, title and status; the standard shape only detail and code.
  if (type === "application/problem+json") expect(body).toMatchObject({ type: expect.any(String), title: expect.any(String), status: r.status });
  else expect(Object.keys(body).sort()).toEqual(["code", "detail"]);
  return type;
}

describe("Accept and problem details", () => {
  for (const [accept, expected] of [
    ["application/problem+json", "application/problem+json"],
    ["application/problem+json;q=0", "application/json"],
    ["application/problem+json; q=0.000, */*", "application/json"],
    ["application/json, application/problem+json;q=0.5", "application/json"],
    ["application/problem+json, application/json;q=0.9", "application/problem+json"],
    ["*/*", "application/json"],
  ] as const) {
    test(`Accept: ${accept} gets ${expected}`, async () => {
      expect(await errorType(accept)).toBe(expected);
      expect(await errorType(accept, "/no/such/route")).toBe(expected);
    });
  }
});
