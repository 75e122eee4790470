/** Help texts of the backup commands, apart from them so `rackhunt --help` loads nothing heavy. */
export const BACKUP_HELP = `Usage: rackhunt backup DEST [--db PATH]

Writes a consistent copy of the database to DEST while the server keeps running (SQLite
VACUUM INTO over one snapshot), checks it with PRAGMA integrity_check, and prints its size.
DEST must not exist. Restore with 'rackhunt restore DEST' (server stopped).`;

export const RESTORE_HELP = `Usage: rackhunt restore BACKUP [--db PATH]

Replaces the database (RACKHUNT_DB or --db) with BACKUP. Stop the server and workers first.
The backup is checked before anything is touched; the replaced database is kept beside it as
<db>.before-restore-<time>.`;
