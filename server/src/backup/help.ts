/** Help texts of the backup commands, apart from them so `rackhunt --help` loads nothing heavy. */
export const BACKUP_HELP = `Usage: rackhunt backup DEST [--db PATH]

Writes a consistent copy of the database to DEST while the server keeps running (SQLite
VACUUM INTO over one snapshot), checks it with PRAGMA integrity_check, and prints its size.
DEST must not exist. Restore with 'rackhunt restore DEST' (server stopped). On PostgreSQL (RACKHUNT_DATABASE_URL) use pg_dump.`;

export const RESTORE_HELP = `Usage: rackhunt restore BACKUP [--db PATH]

Replaces the database (RACKHUNT_DB or --db) with BACKUP. Stop the server and workers first.
The backup is checked before anything is touched; the replaced database is kept beside it as
<db>.before-restore-<time>.`;

/** What `backup` and `restore` say when RACKHUNT_DATABASE_URL selects PostgreSQL: its own tools do it. */
export const POSTGRES_BACKUP = `RACKHUNT_DATABASE_URL selects PostgreSQL, whose backups are pg_dump's:
  pg_dump --format=custom --file=rackhunt-$(date +%F).dump "$RACKHUNT_DATABASE_URL"
and restores pg_restore's (servers and workers stopped, into an empty database):
  pg_restore --no-owner --dbname="$RACKHUNT_DATABASE_URL" rackhunt-YYYY-MM-DD.dump`;
