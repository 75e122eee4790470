import { startServer, type TestServer } from "../../support/server.ts";
import type { AlertMessage } from "../../../server/src/notify/index.ts";
import type { Repos } from "../../../server/src/db/contracts/index.ts";

/** Env of a server whose channels may point at loopback receivers, without rate limits. */
export const LOOPBACK_ENV = { RACKHUNT_RATE_LIMITS: "off", RACKHUNT_ALLOW_PRIVATE_DESTINATIONS: "on", RACKHUNT_SECRET_KEY: "test-secret-key-material-0123456789abcdef" };

/**
 * DNS for tests (they never reach the internet): names under example.com/.example resolve to
 * a documentation (public) address, localhost to loopback, anything else fails.
 */
export async function testResolver(name: string): Promise<string[]> {
  if (name === "localhost") return ["127.0.0.1", "::1"];
  if (/(^|\.)example(\.com)?$/.test(name)) return ["203.0.113.10"];
  throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
}

/** A server plus one account of the given tier: its key and id. */
export async function serverWithUser(tier = "lifetime", env: Record<string, string> = {}): Promise<{ s: TestServer; key: string; userId: string }> {
  const s = await startServer({ ...LOOPBACK_ENV, ...env });
  s.app.services.notify.resolver = testResolver;
  const email = `${tier}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const key = await s.user(email, { tier });
  const userId = (await s.app.services.repos.users.findByEmail(email))!.id;
  return { s, key, userId };
}

/** Create a channel over HTTP and return the response body (fails the test on a non-201). */
export async function createChannel(s: TestServer, key: string, body: Record<string, unknown>): Promise<{ id: string; webhook_secret?: string } & Record<string, unknown>> {
  const res = await s.fetch("/users/me/channels", { method: "POST", key, json: { label: "ch", ...body } });
  const json = (await res.json()) as { id: string };
  if (res.status !== 201) throw new Error(`create channel answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

/** A hunt for the user, stored through the hunts repository. */
export async function seedHunt(repos: Repos, userId: string, name = "EPYC under $150"): Promise<string> {
  const id = crypto.randomUUID();
  const now = Date.now();
  await repos.hunts.insert({ id, user_id: userId, name, config: { q: "epyc" }, poll_interval_hours: 24, active: true, created_at: now, updated_at: now, next_run_at: now });
  return id;
}

/**
 * Record an alert as the scan pipeline will: listing, alert and outbox rows (one per enabled
 * channel) in one transaction. Returns the alert id and the message queued.
 */
export async function seedAlert(repos: Repos, userId: string, huntId: string, n: number, now = Date.now()): Promise<{ alertId: string; message: AlertMessage; queued: number }> {
  const listingId = crypto.randomUUID();
  const alertId = crypto.randomUUID();
  const url = `https://forum.example/threads/listing-${n}.${1000 + n}/`;
  const price = 100 + n;
  await repos.outbox.insertListing({ id: listingId, source: "forum", external_id: `ext-${listingId}`, title: `EPYC 7302P lot ${n}`, url, price, first_seen: now, last_seen: now });
  const message: AlertMessage = {
    id: alertId,
    kind: "alert",
    created_at: new Date(now).toISOString(),
    hunt: { id: huntId, name: "EPYC under $150" },
    listing: { id: listingId, title: `EPYC 7302P lot ${n}`, url, price, currency: "USD", source: "forum" },
    score: 90,
    action: "ALERT",
    reasons: [`reason for ${n}`],
    click_url: null,
  };
  const queued = await repos.outbox.recordAlert({ id: alertId, hunt_id: huntId, listing_id: listingId, action: "ALERT", score: 90, price, sent_at: now }, userId, message, now);
  return { alertId, message, queued };
}

/** Everything the server wrote to its log, as one string. */
export const allLogs = (s: TestServer) => s.logs.join("");
