/** Online backup and restore of the SQLite database, and the CLI commands around them. */
export { backupDatabase, formatBytes, integrityOf, type BackupReport } from "./backup.ts";
export { restoreDatabase, type RestoreReport } from "./restore.ts";
export { BACKUP_HELP, backupCommand, RESTORE_HELP, restoreCommand } from "./command.ts";
