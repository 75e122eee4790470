import { printedKey, rackhunt } from "../../support/cli.ts";
import { testDatabase, type TestDatabase } from "../../support/database.ts";
import { liveFeed, type FeedItem } from "../../support/live-feed.ts";
import { spawnServe, spawnWorker, type RackhuntProcess, type ServeProcess } from "../proof/serve-process.ts";

/** A webhook receiver on loopback: every POST's JSON body, in arrival order. */
export function webhookReceiver() {
  const bodies: { id: string; hunt: { id: string }; listing: { title: string; url: string | null; source: string } }[] = [];
  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    async fetch(request) {
      if (request.method === "POST") bodies.push(await request.json());
      return new Response("ok");
    },
  });
  return { url: `http://127.0.0.1:${server.port}/hook`, bodies, stop: () => server.stop(true) };
}

/** The environment a stream test's servers share: the database, the feed as the aggregator's, loopback allowed, a short stream cadence. */
export function streamEnv(db: TestDatabase, feedUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...db.env,
    // The other built-in sources point at the internet by default; tests never reach it.
    RACKHUNT_SOURCES: JSON.stringify({ aggregator: { feed_url: feedUrl }, forum: false, auction: false }),
    RACKHUNT_ALLOW_PRIVATE_SOURCES: "on",
    RACKHUNT_ALLOW_PRIVATE_DESTINATIONS: "on",
    RACKHUNT_SECRET_KEY: "test-secret-key-material-0123456789abcdef",
    RACKHUNT_RATE_LIMITS: "off",
    RACKHUNT_STREAM_SECONDS: "1",
    ...extra,
  };
}

/** A drive a hunt for 8TB SAS drives under $60 alerts on. */
export const drive = (id: string, price = 40): FeedItem => ({ id, title: `HGST Ultrastar He8 8TB SAS 3.5" HUH728080AL5200 - $${price}`, posted: new Date() });

/** Something no drive hunt matches. */
export const other = (id: string): FeedItem => ({ id, title: `Logitech MX Master 3S mouse $79 (${id})`, posted: new Date() });

export const DRIVE_HUNT = { name: "8TB SAS drives", config: { query: "8tb sas" }, target_price: 60 };

/**
 * The world of a delivery test: a loopback feed with a few items already on it, a database, a
 * webhook receiver, and an account made the way an operator makes one (`rackhunt user create`).
 */
export async function streamWorld(tier = "lifetime", dialect?: "sqlite" | "postgres") {
  const feed = liveFeed(50);
  feed.publish(other("old-1"), other("old-2"));
  const db = await testDatabase(dialect ? { dialect } : {});
  const hook = webhookReceiver();
  const servers: RackhuntProcess[] = [];
  const migrated = rackhunt(["migrate"], { env: db.env });
  if (migrated.code !== 0) throw new Error(`migrate failed: ${migrated.err}`);
  const created = rackhunt(["user", "create", "--email", `stream-${tier}@example.com`, "--tier", tier], { env: db.env });
  if (created.code !== 0) throw new Error(`user create failed: ${created.err}`);
  const key = printedKey(created);
  return {
    feed,
    db,
    hook,
    key,
    async serve(extra: Record<string, string> = {}): Promise<ServeProcess> {
      const s = await spawnServe(streamEnv(db, feed.url, extra));
      servers.push(s);
      return s;
    },
    /** `rackhunt worker`: the scheduler, the streams and delivery, without the API. */
    async worker(extra: Record<string, string> = {}) {
      const w = await spawnWorker(streamEnv(db, feed.url, extra));
      servers.push(w);
      return w;
    },
    servers,
    async stop() {
      for (const s of servers) if (s.proc.exitCode === null) await s.kill("SIGTERM");
      hook.stop();
      feed.stop();
      await db.drop();
    },
  };
}

/** An API call with the account's key. */
export async function api(url: string, key: string, path: string, init: { method?: string; json?: unknown } = {}) {
  const res = await fetch(url + path, { method: init.method ?? "GET", headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" }, body: init.json === undefined ? undefined : JSON.stringify(init.json) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & Record<string, any> };
}

/** Poll `check` every 50 ms until it holds; throw after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 30_000, what = "condition"): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await Bun.sleep(50);
  }
}
