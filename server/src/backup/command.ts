import { parseArgs } from "node:util";
import { configFrom, fail } from "../cli/common.ts";
import { backupDatabase, formatBytes } from "./backup.ts";
import { BACKUP_HELP, POSTGRES_BACKUP, RESTORE_HELP } from "./help.ts";
import { restoreDatabase } from "./restore.ts";

/**
 * `rackhunt backup DEST`.
 * @example await backupCommand(["/backups/rackhunt.db"]);
 */
export function backupCommand(args: string[]): void {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { db: { type: "string" }, help: { type: "boolean" } } });
  if (values.help) return console.log(BACKUP_HELP);
  const dest = positionals[0];
  if (!dest || positionals.length > 1) fail(`backup needs one destination file\n\n${BACKUP_HELP}`);
  const config = configFrom({ RACKHUNT_DB: values.db });
  if (config.databaseUrl) fail(POSTGRES_BACKUP);
  try {
    const r = backupDatabase(config.dbPath, dest, (line) => console.log(line));
    console.log(`backup ready: ${dest} (${formatBytes(r.bytes)}, ${r.pages} pages, integrity ${r.integrity}, ${r.ms} ms)`);
  } catch (err) {
    fail(`backup failed: ${(err as Error).message}`);
  }
}

/**
 * `rackhunt restore BACKUP`.
 * @example await restoreCommand(["/backups/rackhunt.db", "--db", ".rackhunt/rackhunt.db"]);
 */
export function restoreCommand(args: string[]): void {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { db: { type: "string" }, help: { type: "boolean" } } });
  if (values.help) return console.log(RESTORE_HELP);
  const backup = positionals[0];
  if (!backup || positionals.length > 1) fail(`restore needs one backup file\n\n${RESTORE_HELP}`);
  const config = configFrom({ RACKHUNT_DB: values.db });
  if (config.databaseUrl) fail(POSTGRES_BACKUP);
  try {
    const r = restoreDatabase(backup, config.dbPath);
    console.log(`restored ${backup} → ${config.dbPath}${r.previous ? ` (previous database kept as ${r.previous})` : ""}`);
  } catch (err) {
    fail(`restore failed: ${(err as Error).message}`);
  }
}
