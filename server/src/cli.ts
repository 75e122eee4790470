#!/usr/bin/env bun
import { parseArgs } from "node:util";
import { TIERS } from "@rackhunt/core/schemas";
import { operations } from "@rackhunt/core/api";
import { createApp, listen, VERSION } from "./app.ts";
import { BACKUP_HELP, backupCommand, RESTORE_HELP, restoreCommand } from "./backup/index.ts";
import { DEMO_HELP, demoCommand } from "./cli/demo.ts";
import { configFrom, fail, onShutdown } from "./cli/common.ts";
import { HUNTS_HELP, huntsCommand } from "./cli/hunts.ts";
import { IMPORT_HELP, importCommand } from "./import/command.ts";
import { SCAN_HELP, scanCommand } from "./cli/scan.ts";
import { openDb } from "./db/client.ts";
import { createRepos } from "./db/repos/index.ts";
import { createLogger } from "./http/logger.ts";
import { serveStdio } from "./mcp/index.ts";
import { newKey } from "./operations/account.ts";
import { startBackground } from "./runtime.ts";

const HELP: Record<string, string> = {
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
  user create           create an account and print its API key once
  import FILE           load price observations from a JSONL or CSV file
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
  user: `Usage: rackhunt user create --email EMAIL [--tier free|pro|lifetime] [--admin] [--db PATH]

Creates an account and prints its API key. The key is shown only once; it is stored as a hash.`,
  scan: SCAN_HELP,
  hunts: HUNTS_HELP,
  demo: DEMO_HELP,
  backup: BACKUP_HELP,
  restore: RESTORE_HELP,
  import: IMPORT_HELP,
  mcp: `Usage: rackhunt mcp [--db PATH]

Serves Rackhunt's tools over MCP on stdin/stdout, for desktop AI clients that spawn it.
It opens the database in-process (RACKHUNT_DB or --db); no HTTP server is needed.
RACKHUNT_API_KEY is the key of the account the account tools (hunts, entitlements...) act on;
public tools work without it. Logs go to stderr only: stdout carries the protocol.`,
};

function serve(args: string[]) {
  const { values } = parseArgs({ args, options: { port: { type: "string" }, host: { type: "string" }, db: { type: "string" }, help: { type: "boolean" } } });
  if (values.help) return console.log(HELP.serve);
  const config = configFrom({ RACKHUNT_PORT: values.port, RACKHUNT_HOST: values.host, RACKHUNT_DB: values.db });
  const server = createApp({ config });
  const { port } = listen(server, config.host, config.port);
  server.services.logger.info("listening", { url: `http://${config.host}:${port}`, db: config.dbPath, version: VERSION });
  const background = startBackground(server, { scheduler: config.scheduler });
  onShutdown(async () => {
    server.services.logger.info("stopping");
    await background.stop();
    server.app.stop(true);
    server.db.$client.close();
  });
}

function worker(args: string[]) {
  const { values } = parseArgs({ args, options: { db: { type: "string" }, help: { type: "boolean" } } });
  if (values.help) return console.log(HELP.worker);
  const config = configFrom({ RACKHUNT_DB: values.db });
  const server = createApp({ config });
  const background = startBackground(server);
  onShutdown(async () => {
    await background.stop();
    server.db.$client.close();
  });
}

function migrate(args: string[]) {
  const { values } = parseArgs({ args, options: { db: { type: "string" }, help: { type: "boolean" } } });
  if (values.help) return console.log(HELP.migrate);
  const config = configFrom({ RACKHUNT_DB: values.db });
  openDb(config.dbPath).$client.close();
  console.log(`database ready: ${config.dbPath}`);
}

function user(args: string[]) {
  const [sub, ...rest] = args;
  if (sub === "--help" || sub === "-h" || sub === undefined) return console.log(HELP.user);
  if (sub !== "create") fail(`unknown user command "${sub}"\n\n${HELP.user}`);
  const { values } = parseArgs({ args: rest, options: { email: { type: "string" }, tier: { type: "string", default: "free" }, admin: { type: "boolean", default: false }, db: { type: "string" }, help: { type: "boolean" } } });
  if (values.help) return console.log(HELP.user);
  const email = values.email?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail("--email needs a valid email address");
  if (!(TIERS as readonly string[]).includes(values.tier!)) fail(`--tier must be one of ${TIERS.join(", ")}`);
  const config = configFrom({ RACKHUNT_DB: values.db });
  const db = openDb(config.dbPath);
  const repos = createRepos(db);
  if (repos.users.findByEmail(email)) fail(`an account for ${email} already exists`);
  const { key, stored } = newKey();
  repos.users.create({ id: crypto.randomUUID(), email, tier: values.tier!, is_admin: values.admin!, now: Date.now() }, stored);
  db.$client.close();
  console.log(`created ${values.admin ? "admin " : ""}account ${email} (tier ${values.tier})`);
  console.log(`API key (shown once, store it now): ${key}`);
}

async function mcp(args: string[]) {
  const { values } = parseArgs({ args, options: { db: { type: "string" }, help: { type: "boolean" } } });
  if (values.help) return console.log(HELP.mcp);
  const config = configFrom({ RACKHUNT_DB: values.db });
  // stdout is the protocol channel: every log line goes to stderr.
  const logger = createLogger(config.logLevel, (line) => process.stderr.write(line));
  const server = createApp({ config, logger });
  await serveStdio({ operations: Object.values(operations), version: VERSION, dispatch: (r) => server.app.handle(r), apiKey: process.env.RACKHUNT_API_KEY || null });
  logger.info("mcp stdio ready", { db: config.dbPath, version: VERSION, auth: process.env.RACKHUNT_API_KEY ? "RACKHUNT_API_KEY" : "none (public tools only)" });
  process.stdin.on("end", () => {
    server.db.$client.close();
    process.exit(0);
  });
}

const COMMANDS: Record<string, (args: string[]) => void | Promise<void>> = {
  serve,
  worker,
  migrate,
  user,
  scan: scanCommand,
  hunts: huntsCommand,
  demo: demoCommand,
  backup: backupCommand,
  restore: restoreCommand,
  import: importCommand,
  mcp,
};

const [command, ...rest] = process.argv.slice(2);
if (!command || command === "--help" || command === "-h" || command === "help") console.log(HELP.main);
else if (command === "--version") console.log(VERSION);
else if (COMMANDS[command]) await COMMANDS[command](rest);
else fail(`unknown command "${command}"\n\n${HELP.main}`);
