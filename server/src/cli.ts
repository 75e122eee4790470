#!/usr/bin/env bun
import { parseArgs } from "node:util";
import { TIERS } from "@rackhunt/core/schemas";
import { createApp, listen, VERSION } from "./app.ts";
import { loadConfig } from "./config.ts";
import { openDb } from "./db/client.ts";
import { createRepos } from "./db/repos/index.ts";
import { newKey } from "./operations/account.ts";
import { defaultCatalog } from "@rackhunt/core";
import { formatOf, formatSummary, importObservations, readRecords, type InputFormat } from "./import/index.ts";

const HELP: Record<string, string> = {
  main: `rackhunt ${VERSION} — hardware deal alerts for homelab builders

Usage: rackhunt <command> [options]

Commands:
  serve                 start the API server (and the scan scheduler)
  migrate               create or upgrade the database, then exit
  user create           create an account and print its API key once
  import FILE           load price observations from a JSONL or CSV file

Run 'rackhunt <command> --help' for a command's options.
Configuration comes from environment variables (RACKHUNT_PORT, RACKHUNT_DB, RACKHUNT_LOG_LEVEL, ...; see README.md).`,
  serve: `Usage: rackhunt serve [--port N] [--host H] [--db PATH]

Starts the HTTP API. The SQLite database is created and migrated on first start.
Options override RACKHUNT_PORT, RACKHUNT_HOST and RACKHUNT_DB.`,
  migrate: `Usage: rackhunt migrate [--db PATH]

Applies pending database migrations and exits.`,
  user: `Usage: rackhunt user create --email EMAIL [--tier free|pro|lifetime] [--admin] [--db PATH]

Creates an account and prints its API key. The key is shown only once; it is stored as a hash.`,
  import: `Usage: rackhunt import FILE [--format jsonl|csv] [--db PATH]

Loads price observations (the history behind benchmarks) from JSON Lines or CSV. The format
follows the extension (.jsonl/.ndjson, .csv), else the first character. Each line (CSV: a header
row, then one row per observation) has:
  component_id or title   a catalog id, or a listing title matched with the catalog
                          (a lot's price is divided by its quantity)
  price                   per item (per listing for a title), USD, > 0
  observed_at             ISO date-time or date (UTC), or epoch seconds/milliseconds
  source                  where it was seen (a site or plugin name)
  condition               new, used, refurbished or for_parts
  location                optional location tag such as USA-CA (used by local_kw)
Bad lines are skipped and reported with their reason; observations already stored are skipped,
so importing a file twice adds nothing. A running server sees the new observations after a restart.`,
};

function fail(message: string): never {
  process.stderr.write(`rackhunt: ${message}\n`);
  process.exit(2);
}

function env(overrides: Record<string, string | undefined>) {
  const merged = { ...process.env };
  for (const [k, val] of Object.entries(overrides)) if (val !== undefined) merged[k] = val;
  try {
    return loadConfig(merged);
  } catch (err) {
    fail((err as Error).message);
  }
}

function serve(args: string[]) {
  const { values } = parseArgs({ args, options: { port: { type: "string" }, host: { type: "string" }, db: { type: "string" }, help: { type: "boolean" } } });
  if (values.help) return console.log(HELP.serve);
  const config = env({ RACKHUNT_PORT: values.port, RACKHUNT_HOST: values.host, RACKHUNT_DB: values.db });
  const server = createApp({ config });
  const { port } = listen(server, config.host, config.port);
  server.services.logger.info("listening", { url: `http://${config.host}:${port}`, db: config.dbPath, version: VERSION });
  const stop = () => {
    server.services.logger.info("stopping");
    server.app.stop(true);
    server.db.$client.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

function migrate(args: string[]) {
  const { values } = parseArgs({ args, options: { db: { type: "string" }, help: { type: "boolean" } } });
  if (values.help) return console.log(HELP.migrate);
  const config = env({ RACKHUNT_DB: values.db });
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
  const config = env({ RACKHUNT_DB: values.db });
  const db = openDb(config.dbPath);
  const repos = createRepos(db);
  if (repos.users.findByEmail(email)) fail(`an account for ${email} already exists`);
  const { key, stored } = newKey();
  repos.users.create({ id: crypto.randomUUID(), email, tier: values.tier!, is_admin: values.admin!, now: Date.now() }, stored);
  db.$client.close();
  console.log(`created ${values.admin ? "admin " : ""}account ${email} (tier ${values.tier})`);
  console.log(`API key (shown once, store it now): ${key}`);
}

async function importFile(args: string[]) {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { format: { type: "string" }, db: { type: "string" }, help: { type: "boolean" } } });
  if (values.help) return console.log(HELP.import);
  const [file] = positionals;
  if (!file || positionals.length > 1) fail(`import needs one FILE\n\n${HELP.import}`);
  if (values.format && values.format !== "jsonl" && values.format !== "csv") fail("--format must be jsonl or csv");
  const input = Bun.file(file);
  if (!(await input.exists())) fail(`no such file: ${file}`);
  const text = await input.text();
  const config = env({ RACKHUNT_DB: values.db });
  const db = openDb(config.dbPath);
  const repos = createRepos(db);
  const catalog = defaultCatalog();
  const started = performance.now();
  try {
    const summary = importObservations(readRecords(text, (values.format as InputFormat | undefined) ?? formatOf(file, text)), {
      catalog,
      has: (o) => repos.observations.has(o),
      insertMany: (rows) => repos.observations.insertMany(rows),
      now: Date.now(),
      progress: (s) => process.stderr.write(`\rimporting ${file}: ${s.lines} lines read, ${s.accepted} accepted, ${s.rejected} rejected`),
    });
    process.stderr.write("\n");
    console.log(formatSummary(summary));
    console.log(`done in ${Math.round(performance.now() - started)} ms into ${config.dbPath}`);
  } catch (err) {
    fail((err as Error).message);
  } finally {
    db.$client.close();
  }
}

const COMMANDS: Record<string, (args: string[]) => void | Promise<void>> = { serve, migrate, user, import: importFile };

const [command, ...rest] = process.argv.slice(2);
if (!command || command === "--help" || command === "-h" || command === "help") console.log(HELP.main);
else if (command === "--version") console.log(VERSION);
else if (COMMANDS[command]) await COMMANDS[command](rest);
else fail(`unknown command "${command}"\n\n${HELP.main}`);
