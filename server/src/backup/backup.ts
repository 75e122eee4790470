import { existsSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { integrityOf, snapshotInto } from "../db/sqlite-files.ts";

export { integrityOf };

/** What a backup or a check found. */
export interface BackupReport {
  /** Bytes of the written copy. */
  bytes: number;
  /** Pages in the source when the snapshot was taken. */
  pages: number;
  ms: number;
  /** `PRAGMA integrity_check` of the copy: "ok" or the first problems found. */
  integrity: string;
}

/**
 * An online backup: `VACUUM INTO` reads one consistent snapshot of the live database (WAL lets the
 * server keep writing meanwhile) into a temporary file next to `dest` (mode 0600), which is
 * checked with `integrity_check` and renamed into place only when it is sound.
 * @example
 * const r = backupDatabase(".rackhunt/rackhunt.db", "/backups/rackhunt-2026-02-01.db");
 * console.log(r.bytes, r.integrity); // 1048576 "ok"
 */
export function backupDatabase(source: string, dest: string, onProgress: (line: string) => void = () => {}): BackupReport {
  if (!existsSync(source)) throw new Error(`no database at ${source}`);
  if (existsSync(dest)) throw new Error(`${dest} already exists; choose a new file name`);
  mkdirSync(dirname(dest), { recursive: true });
  const started = performance.now();
  const tmp = `${dest}.partial-${process.pid}`;
  let pages: number;
  try {
    // VACUUM INTO accepts an empty file: made first, it fixes the copy's mode at 0600 (it holds key hashes and secrets).
    writeFileSync(tmp, "", { mode: 0o600, flag: "wx" });
    pages = snapshotInto(source, tmp, (count, size) => onProgress(`snapshot of ${source}: ${count} pages (${formatBytes(count * size)})`));
  } catch (err) {
    rmSync(tmp, { force: true });
    throw err;
  }
  const bytes = statSync(tmp).size;
  onProgress(`written ${formatBytes(bytes)}; checking integrity`);
  const integrity = integrityOf(tmp);
  if (integrity !== "ok") {
    rmSync(tmp, { force: true });
    throw new Error(`the copy failed integrity_check: ${integrity}`);
  }
  renameSync(tmp, dest);
  return { bytes, pages, ms: Math.round(performance.now() - started), integrity };
}

/** 1536 → "1.5 KiB". */
export function formatBytes(n: number): string {
  const units = ["B", "KiB", "MiB", "GiB"];
  let i = 0;
  let x = n;
  while (x >= 1024 && i < units.length - 1) {
    x /= 1024;
    i++;
  }
  return `${i === 0 ? x : x.toFixed(1)} ${units[i]}`;
}
