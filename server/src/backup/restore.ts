import { chmodSync, copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname } from "node:path";
import { integrityOf, isRackhuntFile } from "../db/sqlite-files.ts";
import { describeHolder, holdDatabase, liveHolders } from "./holders.ts";

/** What a restore did. */
export interface RestoreReport {
  /** Where the database that was replaced now lives (null when there was none). */
  previous: string | null;
}

/**
 * Put a backup in place of the database at `dbPath`. Refused while a `serve`, `worker` or `mcp`
 * process holds the database (their writes would land in the replaced file and vanish): the
 * error names them. The backup is checked (integrity, Rackhunt tables), copied next to the target
 * (mode 0600), and renamed over it; the replaced database and its WAL are kept aside as
 * `<db>.before-restore-<time>`. While it runs, the restore itself holds the database, so a
 * server cannot start in the middle of it.
 * @example
 * restoreDatabase("/backups/rackhunt-2026-02-01.db", ".rackhunt/rackhunt.db");
 */
export function restoreDatabase(backup: string, dbPath: string, now = new Date()): RestoreReport {
  if (!existsSync(backup)) throw new Error(`no backup at ${backup}`);
  const integrity = integrityOf(backup);
  if (integrity !== "ok") throw new Error(`the backup failed integrity_check: ${integrity}`);
  if (!isRackhuntFile(backup)) throw new Error(`${backup} is not a Rackhunt database`);
  mkdirSync(dirname(dbPath), { recursive: true });
  // Hold first, then look: a server starting at the same moment sees this hold and stops.
  const hold = holdDatabase(dbPath, "restore");
  try {
    const holders = liveHolders(dbPath);
    if (holders.length > 0) {
      throw new Error(`${dbPath} is in use by ${holders.map(describeHolder).join("; ")}. Stop ${holders.length === 1 ? "it" : "them"}, then restore again`);
    }
    return swapIn(backup, dbPath, now);
  } finally {
    hold.release();
  }
}

function swapIn(backup: string, dbPath: string, now: Date): RestoreReport {
  const tmp = `${dbPath}.restoring-${process.pid}`;
  copyFileSync(backup, tmp);
  chmodSync(tmp, 0o600);
  let previous: string | null = null;
  if (existsSync(dbPath)) {
    previous = `${dbPath}.before-restore-${now.toISOString().replace(/[:.]/g, "-")}`;
    renameSync(dbPath, previous);
  }
  // The old WAL belongs to the old file: left beside the new one it would be replayed into it.
  for (const suffix of ["-wal", "-shm"]) {
    if (!existsSync(dbPath + suffix)) continue;
    if (previous) renameSync(dbPath + suffix, previous + suffix);
    else rmSync(dbPath + suffix);
  }
  renameSync(tmp, dbPath);
  return { previous };
}
