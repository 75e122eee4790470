import { holdForRunning } from "../backup/holders.ts";
import { existsSync } from "node:fs";
import type { Source } from "@rackhunt/core";
import type { AppOptions, RackhuntApp } from "../app.ts";
import { loadConfig, type Config } from "../config.ts";
import type { Database } from "../db/contracts/index.ts";
import { openDatabase } from "../db/open.ts";
import { fail } from "./fail.ts";
import { listen } from "../listen.ts";

export { fail };

/** The configuration from the environment with command-line overrides; exits 2 when invalid. */
export function configFrom(overrides: Record<string, string | undefined>): Config {
  const merged = { ...process.env };
  for (const [k, val] of Object.entries(overrides)) if (val !== undefined) merged[k] = val;
  try {
    return loadConfig(merged);
  } catch (err) {
    fail((err as Error).message);
  }
}

/**
 * Commands that work on an existing install refuse a database path with nothing there, rather
 * than creating an empty database (only serve, migrate and demo create one).
 */
export function requireDatabase(config: Config): void {
  if (config.databaseUrl) return;
  if (config.dbPath !== ":memory:" && !existsSync(config.dbPath)) {
    fail(`no database at ${config.dbPath}: run 'rackhunt migrate' (or 'rackhunt serve') first, or point RACKHUNT_DB / --db at your database`);
  }
}

/** The sources RACKHUNT_SOURCES configures, plugin modules loaded; a bad entry exits 2 with one line. */
export async function sourcesFrom(config: Config): Promise<Source[]> {
  // The plugins and the server load only for the commands that run them, not for `user` or `hunts`.
  const { loadSources, SourceConfigError } = await import("../sources/index.ts");
  try {
    return await loadSources(config.sources, process.cwd(), { allowPrivate: config.allowPrivateSources });
  } catch (err) {
    fail(err instanceof SourceConfigError ? err.message : `RACKHUNT_SOURCES: ${(err as Error).message}`);
  }
}

/**
 * The configured database for a command that needs no server, opened and migrated; one line and
 * exit 2 when it cannot be opened.
 */
export async function databaseFrom(config: Config): Promise<Database> {
  try {
    return await openDatabase(config);
  } catch (err) {
    fail((err as Error).message.split("\n")[0]!);
  }
}

/**
 * The whole server for a command: sources loaded, database opened. A database that cannot be
 * opened ends the command with one line, not a stack trace.
 */
export async function appFrom(config: Config, options: Omit<AppOptions, "config" | "sources"> = {}): Promise<RackhuntApp> {
  const sources = await sourcesFrom(config);
  const { createApp } = await import("../app.ts");
  try {
    return await createApp({ ...options, config, sources });
  } catch (err) {
    fail((err as Error).message.split("\n")[0]!);
  }
}

/** Listen, or end the command with one line when the port is taken (or cannot be bound). */
export function listenOrFail(server: RackhuntApp, host: string, port: number): ReturnType<typeof listen> {
  try {
    return listen(server, host, port);
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === "EADDRINUSE" || /in use/i.test(String((err as Error).message))) fail(`port ${port} is in use; set RACKHUNT_PORT (or --port) to a free port`);
    fail(`cannot listen on ${host}:${port}: ${(err as Error).message.split("\n")[0]}`);
  }
}

const DUPLICATE_SIGNAL_MS = 500;

/** Stop cleanly on Ctrl-C or a service manager's TERM. */
export function onShutdown(stop: () => Promise<void> | void): void {
  let stoppingSince: number | null = null;
  const handler = async () => {
    // One signal often arrives twice at once (the terminal's process group plus the npm wrapper
    // passing it on); only a later one means "stop now".
    if (stoppingSince !== null) {
      if (Date.now() - stoppingSince > DUPLICATE_SIGNAL_MS) process.exit(1);
      return;
    }
    stoppingSince = Date.now();
    await stop();
    process.exit(0);
  };
  process.on("SIGINT", handler);
  process.on("SIGTERM", handler);
}

/**
 * Hold the SQLite file for a long-running command (backup/holders.ts); exits 2 during a restore.
 * PostgreSQL has no file to hold (its backups are pg_dump's), so nothing is held there.
 */
export function holdOrFail(config: Config, role: string): { release(): void } {
  if (config.databaseUrl) return { release() {} };
  const dbPath = config.dbPath;
  try {
    return holdForRunning(dbPath, role);
  } catch (err) {
    // A path the holder file cannot be written beside is a database that cannot be opened.
    if ((err as NodeJS.ErrnoException).code) fail(`[db] cannot open the database ${dbPath}: ${(err as Error).message}`);
    fail((err as Error).message);
  }
}
