import { BACKUP_HELP, RESTORE_HELP } from "../backup/help.ts";
import { VERSION } from "../version.ts";

/** Every command's help text, kept apart from the commands so `--help` loads nothing heavy. */
export const HELP: Record<string, string> = {
  backup: BACKUP_HELP,
  restore: RESTORE_HELP,
  main: `rackhunt ${VERSION} — hardware deal alerts for homelab builders

Usage: rackhunt <command> [options]

Commands:
  demo                  a first look with no internet: recorded sites, a demo account, a scan
  serve                 start the API server with the scan scheduler and alert delivery
  worker                run the scan scheduler and alert delivery without the API
  scan HUNT_ID          scan one hunt now and print what was found
  hunts                 list hunts
  migrate               create or upgrade the database, then exit
  backup DEST           copy the database while the server runs (consistent, checked)
  restore BACKUP        put a backup in place of the database (server stopped)
  user create|list|set-tier|reset-key|set-password|disable
                        manage accounts: create (prints the key once), list, change a tier,
                        issue a new key (printed once), set the web sign-in password, disable
  import FILE           load price observations from a JSONL or CSV file
  market ID|TITLE       a component's benchmark per condition: trust, numbers, sources
  quality               this install's record: alert precision, price error, latency, with n
  stream                each source's stream of newest items, and alert latency p50/p95 per source
  mcp                   serve the MCP tools on stdin/stdout (for desktop AI clients)

Run 'rackhunt <command> --help' for a command's options.
Configuration comes from environment variables (RACKHUNT_PORT, RACKHUNT_DB, RACKHUNT_LOG_LEVEL, ...; see README.md).`,
  serve: `Usage: rackhunt serve [--port N] [--host H] [--db PATH]

Starts the HTTP API, the scan scheduler (unless RACKHUNT_SCHEDULER=off) and the alert delivery
worker. The SQLite database is created and migrated on first start.
Options override RACKHUNT_PORT, RACKHUNT_HOST and RACKHUNT_DB.`,
  worker: `Usage: rackhunt worker [--db PATH]

Runs the scan scheduler and the alert delivery worker without serving the API. Any number of
workers (and servers) can share one database: work is leased, never done twice.`,
  migrate: `Usage: rackhunt migrate [--db PATH]

Applies pending database migrations and exits.`,
  user: `Usage: rackhunt user <command> [--db PATH]

  create --email EMAIL [--tier free|pro|lifetime] [--admin]
                        create an account and print its API key (shown once, stored as a hash)
  list                  every account with its tier, state (active/disabled) and hunts
  set-tier EMAIL TIER   change an account's tier (free, pro, lifetime), e.g. to lift its limits
  reset-key EMAIL       revoke every key of the account and print a new one (shown once)
  set-password EMAIL    set the password the account signs in to the web app with, read from
                        standard input (first line; typed without echo on a terminal); the
                        account's other web sessions are signed out
  disable EMAIL         revoke every key, sign out every web session and stop every hunt;
                        reset-key enables it again

The database must exist already (run 'rackhunt migrate' or 'rackhunt serve' first).`,
  scan: `Usage: rackhunt scan HUNT_ID [--db PATH]

Scans one hunt now (any account's: this is the operator's tool), printing each source as it
answers, then each source's outcome and every listing with its action, score and reasons. Alerts
fire as in a scheduled scan.`,
  hunts: `Usage: rackhunt hunts [--email EMAIL] [--db PATH]

Lists hunts (all accounts', or one account's) with their state and counters.`,
  demo: `Usage: rackhunt demo [--port N] [--db PATH] [--exit]
       rackhunt demo --serve-sites [--port N]

A first five minutes with no internet needed: serves recorded pages of the three source sites on
loopback (homelab drives, ECC memory, server CPUs and NICs, with their sold results), starts
Rackhunt against them with a demo account and a few realistic hunts, fetches the sold
comparables, runs a scan, and prints what was found: the action (ALERT / WATCH / SKIP), the
verdict against a trusted benchmark (BUY / WAIT / SKIP, "-" where there is none) and the reasons.
Then it keeps the server running and prints the API key and curl lines to explore. --exit stops
after printing.

--serve-sites serves the recorded sites alone (on --port, default any free port) and prints the
RACKHUNT_SOURCES value that points a normal 'rackhunt serve' at them (with
RACKHUNT_ALLOW_PRIVATE_SOURCES=on: the sites are on loopback).`,
  market: `Usage: rackhunt market COMPONENT_ID|TITLE [--title TITLE] [--json] [--db PATH]

What Rackhunt knows of one variant's market, read from the database as the server reads it: for
each condition stratum (new, used with refurbished, for_parts) the benchmark's trust status, the
numbers that decided it (sales and asking prices in the 90-day window, prices kept, sources, age
of the newest, the median's 95% interval), p25/median/p75 when trusted, the observations by source
and kind (sold or asking), and what would make it trusted. The argument is a catalog id (see
GET /api/v2/components/search) or a listing title read like a scanned one; --title forces a title.
--json prints the report as GET /api/v2/market answers it.`,
  quality: `Usage: rackhunt quality [--json] [--db PATH]

This install's quality record over the last 90 days, read from the database as GET
/api/public/quality and the /quality page compute it: alert precision from feedback (deal ÷
labelled), the median absolute percentage error of the benchmark median against listings later
seen sold, and alert latency p50/p95, each overall, per category and per source with its n; the
price error also per category and condition. --json prints it as /api/public/quality answers it.`,
  stream: `Usage: rackhunt stream [--hunt HUNT_ID] [--days N] [--json] [--db PATH]

Each source's stream of newest items as the servers left it in the database: ok, or failing with
the reason and how many reads in a row failed; new items read and malformed items skipped; the
last and next read. Then the alert latency per source: p50 and p95 of the time from a listing's
posting (or, when its source gives no time, when it was first seen) to its alert's first delivery
to an instant destination, over the last 7 days (--days), for every hunt or one (--hunt).`,
  import: `Usage: rackhunt import FILE [--format jsonl|csv] [--source NAME] [--report OUT.jsonl] [--dry-run] [--db PATH]

Loads price observations (the history behind benchmarks) from JSON Lines or CSV. The format
follows the extension (.jsonl/.ndjson, .csv), else the first character. Each line (CSV: a header
row, then one row per observation) has:
  component_id or title   a catalog id, or a listing title read like a scanned one: matched with
                          the catalog, a lot's price divided by its quantity, refused when it is
                          not the item (a wanted post, an empty box, a photo, an accessory, a PC)
  price                   per item for a component_id, per listing for a title, > 0
  currency                optional ISO code of price (default USD), converted with RACKHUNT_FX_RATES
  observed_at             ISO date-time or date (UTC), or epoch seconds/milliseconds
  source                  where it was seen (a site or plugin name); --source NAME fills it in
  condition               optional: new, used, refurbished or for_parts (else read from the title;
                          neither: used; the stricter of the two wins)
  kind                    optional: sold (default: a sale) or asking (an active listing's price)
  location                optional location tag such as USA-CA (used by local_kw)
Every line is judged as a scanned listing is (the same judgement as scans and evaluate), against
the stored market at its date. Bad lines are skipped and reported with their reason, and so are
prices implausibly far below the variant's market or its other prices in the file
(SUSPICIOUS_PRICE). A line already imported is skipped, so importing a file twice adds nothing;
two identical lines are two sales. --report writes one JSON line per input line ({line, accepted,
component_id, price, reason, facts, verdict, reasons}: what the judgement read and its verdict
against the market). --dry-run judges and reports without storing anything. A running server (or
worker) on the same database uses the new observations in its next benchmark, with no restart.`,
  mcp: `Usage: rackhunt mcp [--db PATH]

Serves Rackhunt's tools over MCP on stdin/stdout, for desktop AI clients that spawn it.
It opens the database in-process (RACKHUNT_DB or --db); no HTTP server is needed.
RACKHUNT_API_KEY is the key of the account the account tools (hunts, entitlements...) act on;
public tools work without it. Logs go to stderr only: stdout carries the protocol.`,
};
