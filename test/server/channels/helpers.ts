import { startServer, type TestServer } from "../../support/server.ts";

/** Env of a server whose channels may point at loopback receivers, without rate limits. */
export const LOOPBACK_ENV = { RACKHUNT_RATE_LIMITS: "off", RACKHUNT_ALLOW_PRIVATE_DESTINATIONS: "on", RACKHUNT_SECRET_KEY: "test-secret-key-material-0123456789abcdef" };

/**
 * A global unicast address for names that must pass the SSRF guard as public. The documentation
 * ranges (203.0.113.0/24, …) are not global, so the guard refuses them; nothing is ever sent to
 * this one: servers of these helpers dial loopback only (loopbackOnlyFetch).
 */
export const PUBLIC_TEST_ADDRESS = "93.184.216.34";

/**
 * DNS for tests (they never reach the internet): names under example.com/.example resolve to
 * PUBLIC_TEST_ADDRESS, localhost to loopback, anything else fails.
 */
export async function testResolver(name: string): Promise<string[]> {
  if (name === "localhost") return ["127.0.0.1", "::1"];
  if (/(^|\.)example(\.com)?$/.test(name)) return [PUBLIC_TEST_ADDRESS];
  throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
}

/** A server (startServer, or startApp for one without a port) plus one account of the given tier: its key and id. */
export async function serverWithUser(tier = "lifetime", env: Record<string, string> = {}, start = startServer): Promise<{ s: TestServer; key: string; userId: string }> {
  const s = await start({ ...LOOPBACK_ENV, ...env });
  return { s, ...(await withAccount(s, tier)) };
}

/** A new account of the given tier on `s`, whose channel destinations resolve with testResolver: its key and id. */
export async function withAccount(s: TestServer, tier = "lifetime"): Promise<{ key: string; userId: string }> {
  s.app.services.notify.resolver = testResolver;
  s.app.services.notify.fetch = loopbackOnlyFetch;
  const email = `${tier}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const key = await s.user(email, { tier });
  const userId = (await s.app.services.repos.users.findByEmail(email))!.id;
  return { key, userId };
}

/** Create a channel over HTTP and return the response body (fails the test on a non-201). */
export async function createChannel(s: TestServer, key: string, body: Record<string, unknown>): Promise<{ id: string; webhook_secret?: string } & Record<string, unknown>> {
  const res = await s.fetch("/users/me/channels", { method: "POST", key, json: { label: "ch", ...body } });
  const json = (await res.json()) as { id: string };
  if (res.status !== 201) throw new Error(`create channel answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

/** Everything the server wrote to its log, as one string. */
export const allLogs = (s: TestServer) => s.logs.join("");

/**
 * fetch that dials loopback only: a delivery to any other address fails as a network error would,
 * so a test can never reach the internet, whatever its destinations resolve to.
 */
export const loopbackOnlyFetch = (async (input: string | URL | Request, init?: RequestInit) => {
  const host = new URL(input instanceof Request ? input.url : input).hostname.replace(/^\[|\]$/g, "");
  if (host !== "localhost" && host !== "::1" && !host.startsWith("127.")) throw Object.assign(new TypeError(`test network: ${host} is not loopback`), { code: "ECONNREFUSED" });
  return fetch(input, init);
}) as typeof fetch;
