/** Online backup and restore of the SQLite database, and the CLI commands around them. */
export { backupDatabase, formatBytes, integrityOf, type BackupReport } from "./backup.ts";
export { restoreDatabase, type RestoreReport } from "./restore.ts";
export { describeHolder, holdDatabase, holdForRunning, holdersDir, liveHolders, type Holder } from "./holders.ts";
export { backupCommand, restoreCommand } from "./command.ts";
export { BACKUP_HELP, RESTORE_HELP } from "./help.ts";
