import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";

/** What holds a database: a long-running command (serve, worker, mcp) or a restore in progress. */
export interface Holder {
  role: string;
  pid: number;
  host: string;
  started_at: string;
  /** Seconds since the holder last showed it was alive. */
  heartbeat_age_s: number;
}

/** How often a holder refreshes its heartbeat; one on another host counts as gone after 3 misses. */
export const HEARTBEAT_MS = 10_000;

/** The folder beside a database where each process using it keeps a file: `<db>-holders`. */
export function holdersDir(dbPath: string): string {
  return `${dbPath}-holders`;
}

/**
 * Register this process as a holder of the database until `release()`: a file in
 * `<db>-holders/` (mode 0600) whose modification time is its heartbeat. `rackhunt restore` reads
 * them and refuses while any holder lives; `serve` and `worker` refuse to start during a restore.
 * @example const hold = holdDatabase(".rackhunt/rackhunt.db", "serve"); ...; hold.release();
 */
export function holdDatabase(dbPath: string, role: string): { release(): void } {
  const dir = holdersDir(dbPath);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, `${role}-${process.pid}.json`);
  const record = { role, pid: process.pid, host: hostname(), started_at: new Date().toISOString() };
  writeFileSync(file, JSON.stringify(record), { mode: 0o600 });
  const beat = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(file, now, now);
    } catch {
      // The file was removed (a stale-holder sweep by hand): write it back.
      writeFileSync(file, JSON.stringify(record), { mode: 0o600 });
    }
  }, HEARTBEAT_MS);
  beat.unref();
  return {
    release() {
      clearInterval(beat);
      rmSync(file, { force: true });
    },
  };
}

/**
 * Hold the database for a long-running command (serve, worker, mcp); throws, holding nothing,
 * while a restore of it runs. An in-memory database needs no hold.
 * @example const hold = holdForRunning(config.dbPath, "serve");
 */
export function holdForRunning(dbPath: string, role: string): { release(): void } {
  if (dbPath === ":memory:") return { release() {} };
  const hold = holdDatabase(dbPath, role);
  const restore = liveHolders(dbPath).find((h) => h.role === "restore");
  if (restore) {
    hold.release();
    throw new Error(`a restore of ${dbPath} is in progress (${describeHolder(restore)}); start ${role} once it has finished`);
  }
  return hold;
}

/**
 * The live holders of a database other than this process. On this host a holder lives while
 * its pid does; from another host (a shared volume) while its heartbeat is fresh. Files of dead
 * holders (a crash) are removed on the way.
 * @example liveHolders(".rackhunt/rackhunt.db"); // [{ role: "serve", pid: 4242, ... }]
 */
export function liveHolders(dbPath: string, now = Date.now()): Holder[] {
  const dir = holdersDir(dbPath);
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith(".json"));
  } catch {
    return [];
  }
  const live: Holder[] = [];
  for (const name of names) {
    const file = join(dir, name);
    const holder = readHolder(file, now);
    if (!holder || holder.pid === process.pid) continue;
    const alive = holder.host === hostname() ? pidAlive(holder.pid) : holder.heartbeat_age_s * 1000 < 3 * HEARTBEAT_MS;
    if (alive) live.push(holder);
    else rmSync(file, { force: true });
  }
  return live;
}

/** "rackhunt serve (pid 4242 on box, since 2026-…, heartbeat 3 s ago)". */
export function describeHolder(h: Holder): string {
  return `rackhunt ${h.role} (pid ${h.pid} on ${h.host}, since ${h.started_at}, heartbeat ${h.heartbeat_age_s} s ago)`;
}

// --- Internal helpers ---

function readHolder(file: string, now: number): Holder | null {
  try {
    const raw = JSON.parse(readFileSync(file, "utf8")) as Omit<Holder, "heartbeat_age_s">;
    if (typeof raw.pid !== "number" || typeof raw.role !== "string") return null;
    return { ...raw, heartbeat_age_s: Math.max(0, Math.round((now - statSync(file).mtimeMs) / 1000)) };
  } catch {
    return null;
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}
