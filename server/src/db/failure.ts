/**
 * What kind of database failure an error is, when it is one the server should wait out rather
 * than report as a bug:
 * - `unavailable`: the database cannot be reached or is busy (PostgreSQL down or refusing
 *   connections, a SQLite lock held past the busy timeout). Retrying later works.
 * - `write`: the database is up but cannot store (disk full, I/O error, read-only). /healthz
 *   reports the last one (see failure-watch.ts).
 */
export interface DatabaseFailure {
  kind: "unavailable" | "write";
  /** The database's own message, first line, short: for /healthz and the log. */
  reason: string;
}

/** SQLSTATE classes and codes (PostgreSQL) of a database that cannot be reached or is shutting down. */
const PG_UNAVAILABLE = /^(08...|57P0[1-4]|53300)$/;
/** SQLSTATE codes of a database that is up but cannot store: insufficient resources, system errors, read-only. */
const PG_WRITE = /^(53[0-9A-Z]{3}|58[0-9A-Z]{3}|25006)$/;
/** SQLite result codes (bun:sqlite's `code`, extended codes included). */
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED)(_|$)/;
const SQLITE_WRITE = /^SQLITE_(FULL|IOERR|READONLY|CANTOPEN|NOMEM|CORRUPT|NOTADB)(_|$)/;

/**
 * Classify an error (or an error it wraps: drizzle puts the driver's error in `cause`); null
 * when it is not a database failure.
 * @example databaseFailure(Object.assign(new Error("disk I/O error"), { code: "SQLITE_IOERR_WRITE" })) // { kind: "write", ... }
 */
export function databaseFailure(err: unknown): DatabaseFailure | null {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const { code, errno } = e as Error & { code?: unknown; errno?: unknown };
    const kind = kindOf(typeof code === "string" ? code : "", typeof errno === "string" ? errno : "");
    if (kind) return { kind, reason: e.message.split("\n")[0]!.slice(0, 200) };
  }
  return null;
}

// --- Internal helpers ---

function kindOf(code: string, sqlstate: string): DatabaseFailure["kind"] | null {
  // Bun's PostgreSQL client: its own codes for the connection, the server's SQLSTATE otherwise.
  if (code.startsWith("ERR_POSTGRES_CONNECTION") || code === "ERR_POSTGRES_IDLE_TIMEOUT" || code === "ERR_POSTGRES_LIFETIME_TIMEOUT") return "unavailable";
  for (const state of [sqlstate, code]) {
    if (PG_UNAVAILABLE.test(state)) return "unavailable";
    if (PG_WRITE.test(state)) return "write";
  }
  if (SQLITE_UNAVAILABLE.test(code)) return "unavailable";
  if (SQLITE_WRITE.test(code)) return "write";
  return null;
}
