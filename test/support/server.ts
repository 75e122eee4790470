import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp, listen, type AppOptions, type RackhuntApp } from "../../server/src/app.ts";
import type { Clock } from "../../server/src/clock.ts";
import { loadConfig } from "../../server/src/config.ts";
import { createLogger } from "../../server/src/http/logger.ts";
import { newKey } from "../../server/src/operations/account.ts";

export interface TestServer {
  url: string;
  dbPath: string;
  logs: string[];
  app: RackhuntApp;
  /** Create an account straight in the database and return its API key. */
  user(email: string, opts?: { tier?: string; admin?: boolean }): Promise<string>;
  fetch(path: string, init?: RequestInit & { key?: string; json?: unknown }): Promise<Response>;
  stop(): Promise<void>;
}

/**
 * The real server on a loopback port over a real SQLite file in a temporary folder.
 * Logs are kept in memory so tests can assert what was (and was not) written.
 */
export async function startServer(env: Record<string, string> = {}, clock?: Clock, extra: Omit<AppOptions, "config" | "clock" | "logger"> = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), "rackhunt-test-"));
  const dbPath = join(dir, "rackhunt.db");
  const config = loadConfig({ RACKHUNT_DB: dbPath, RACKHUNT_LOG_LEVEL: "debug", ...env });
  const logs: string[] = [];
  const app = await createApp({ config, clock, logger: createLogger("debug", (line) => logs.push(line)), ...extra });
  const { port, stop } = listen(app, "127.0.0.1", 0);
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    dbPath,
    logs,
    app,
    async user(email, opts = {}) {
      const { key, stored } = newKey();
      await app.services.repos.users.create({ id: crypto.randomUUID(), email, tier: opts.tier ?? "free", is_admin: opts.admin ?? false, now: Date.now() }, stored);
      return key;
    },
    fetch(path, init = {}) {
      const headers = new Headers(init.headers);
      if (init.key) headers.set("Authorization", `Bearer ${init.key}`);
      let body = init.body;
      if (init.json !== undefined) {
        headers.set("Content-Type", "application/json");
        body = JSON.stringify(init.json);
      }
      return fetch(url + path, { ...init, headers, body });
    },
    async stop() {
      stop();
      await app.database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
