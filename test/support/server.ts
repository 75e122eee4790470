import { createApp, listen, type AppOptions, type RackhuntApp } from "../../server/src/app.ts";
import type { Clock } from "../../server/src/clock.ts";
import { loadConfig } from "../../server/src/config.ts";
import { createLogger } from "../../server/src/http/logger.ts";
import { newKey } from "../../server/src/operations/account.ts";
import { databaseOf, TEST_DIALECT, testDatabase, type TestDatabase } from "./database.ts";

export interface TestServer {
  /** The base URL requests go to: the loopback address, or http://localhost in process (startApp). */
  url: string;
  /** The SQLite file (on PostgreSQL runs, a path nothing uses: see `db`). */
  dbPath: string;
  /** The database the server runs on, for direct reads. */
  db: TestDatabase;
  logs: string[];
  app: RackhuntApp;
  /** Create an account straight in the database and return its API key. */
  user(email: string, opts?: { tier?: string; admin?: boolean }): Promise<string>;
  /** A request to `path` (with a Bearer `key`, a `json` body): over the network, or through app.handle in process. */
  fetch(path: string, init?: RequestInit & { key?: string; json?: unknown }): Promise<Response>;
  stop(): Promise<void>;
}

type ServerOptions = Omit<AppOptions, "config" | "clock" | "logger">;

/**
 * The real server on a loopback port over a real database: a new SQLite file in a temporary
 * folder, or a new PostgreSQL database when RACKHUNT_TEST_DATABASE=postgres, unless `env` names
 * one (RACKHUNT_DB / RACKHUNT_DATABASE_URL). Logs are kept in memory so tests can assert what
 * was (and was not) written. For what a user meets over the network: real clients, sockets,
 * other processes. Handler logic needs no port: see startApp.
 */
export async function startServer(env: Record<string, string> = {}, clock?: Clock, extra: ServerOptions = {}): Promise<TestServer> {
  const built = await buildApp(env, clock, extra);
  const { port, stop } = listen(built.app, "127.0.0.1", 0);
  const url = `http://127.0.0.1:${port}`;
  return withClient(built, url, fetch, stop);
}

/**
 * The same app over the same kind of database, without a port: `fetch` hands each request to
 * Elysia's `app.handle` in this process (the caller's address is "local"), so handler tests are
 * fast and exact. Responses are not redirected; absolute links in them name http://localhost.
 *
 * @example
 * const s = await startApp({ RACKHUNT_RATE_LIMITS: "off" });
 * const r = await s.fetch("/account/me", { key: await s.user("a@example.com") });
 */
export async function startApp(env: Record<string, string> = {}, clock?: Clock, extra: ServerOptions = {}): Promise<TestServer> {
  const built = await buildApp(env, clock, extra);
  return withClient(built, "http://localhost", (url, init) => built.app.app.handle(new Request(url, init)), () => {});
}

// --- Internal helpers ---

type BuiltApp = Omit<TestServer, "url" | "fetch" | "stop">;

async function buildApp(env: Record<string, string>, clock: Clock | undefined, extra: ServerOptions): Promise<BuiltApp> {
  const named = env.RACKHUNT_DB !== undefined || env.RACKHUNT_DATABASE_URL !== undefined;
  // A suite run on PostgreSQL must not pass by quietly starting its server on a SQLite file.
  if (TEST_DIALECT === "postgres" && named && env.RACKHUNT_DATABASE_URL === undefined) {
    throw new Error("RACKHUNT_TEST_DATABASE=postgres, but this test names a SQLite file: give startServer a TestDatabase's env (test/support/database.ts)");
  }
  const db = named ? databaseOf(env) : await testDatabase();
  const config = loadConfig({ ...db.env, RACKHUNT_LOG_LEVEL: "debug", ...env });
  const logs: string[] = [];
  const app = await createApp({ config, clock, logger: createLogger("debug", (line) => logs.push(line)), ...extra });
  return {
    dbPath: db.dbPath,
    db,
    logs,
    app,
    async user(email, opts = {}) {
      const { key, stored } = newKey();
      await app.services.repos.users.create({ id: crypto.randomUUID(), email, tier: opts.tier ?? "free", is_admin: opts.admin ?? false, now: Date.now() }, stored);
      return key;
    },
  };
}

function withClient(built: BuiltApp, url: string, send: (url: string, init: RequestInit) => Promise<Response>, close: () => void): TestServer {
  return {
    ...built,
    url,
    fetch(path, init = {}) {
      const headers = new Headers(init.headers);
      if (init.key) headers.set("Authorization", `Bearer ${init.key}`);
      let body = init.body;
      if (init.json !== undefined) {
        headers.set("Content-Type", "application/json");
        body = JSON.stringify(init.json);
      }
      return send(url + path, { ...init, headers, body });
    },
    async stop() {
      close();
      await built.app.database.close();
      await built.db.drop();
    },
  };
}
