import { Database } from "bun:sqlite";

// The SQL that backup and restore run against SQLite files (never a live server's connection).
// On PostgreSQL, backups are pg_dump's and pg_restore's (see server/src/backup/README.md).

/** `PRAGMA integrity_check` of a database file, opened read-only: "ok" or the problems joined. */
export function integrityOf(path: string): string {
  const db = new Database(path, { readonly: true });
  try {
    const rows = db.query<{ integrity_check: string }, []>("PRAGMA integrity_check").all();
    return rows.map((r) => r.integrity_check).join("; ");
  } finally {
    db.close();
  }
}

/** Whether a SQLite file holds Rackhunt's tables. */
export function isRackhuntFile(path: string): boolean {
  const db = new Database(path, { readonly: true });
  try {
    const row = db.query<{ n: number }, []>("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name IN ('users', 'hunts', 'api_keys')").get();
    return row?.n === 3;
  } finally {
    db.close();
  }
}

/**
 * Copy one consistent snapshot of the live file at `source` into `dest` (an empty file already
 * made with the mode the copy must have) with `VACUUM INTO`; WAL lets writers carry on.
 * Reports the source's size in pages first.
 */
export function snapshotInto(source: string, dest: string, onSize: (pages: number, pageSize: number) => void): number {
  const db = new Database(source, { readonly: true });
  try {
    db.exec("PRAGMA busy_timeout = 10000");
    const pages = db.query<{ page_count: number }, []>("PRAGMA page_count").get()!.page_count;
    const pageSize = db.query<{ page_size: number }, []>("PRAGMA page_size").get()!.page_size;
    onSize(pages, pageSize);
    db.query("VACUUM INTO ?").run(dest);
    return pages;
  } finally {
    db.close();
  }
}
