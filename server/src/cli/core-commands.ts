import { parseArgs } from "node:util";
import { operations } from "@rackhunt/core/api";
import { TIERS } from "@rackhunt/core/schemas";
import { createApp, listen } from "../app.ts";
import { openDb } from "../db/client.ts";
import { createRepos } from "../db/repos/index.ts";
import { createLogger } from "../http/logger.ts";
import { serveStdio } from "../mcp/index.ts";
import { newKey } from "../operations/account.ts";
import { startBackground } from "../runtime.ts";
import { VERSION } from "../version.ts";
import { configFrom, fail, onShutdown } from "./common.ts";
import { HELP } from "./help.ts";

/** The server's own commands: serve, worker, migrate, user and mcp. */

export function serve(args: string[]) {
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

export function worker(args: string[]) {
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

export function migrate(args: string[]) {
  const { values } = parseArgs({ args, options: { db: { type: "string" }, help: { type: "boolean" } } });
  if (values.help) return console.log(HELP.migrate);
  const config = configFrom({ RACKHUNT_DB: values.db });
  openDb(config.dbPath).$client.close();
  console.log(`database ready: ${config.dbPath}`);
}

export function user(args: string[]) {
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

export async function mcp(args: string[]) {
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

