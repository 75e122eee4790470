import { parseArgs } from "node:util";
import { TIERS } from "@rackhunt/core/schemas";
import { openDb } from "../db/client.ts";
import { createRepos } from "../db/repos/index.ts";
import { newKey } from "../operations/account.ts";
import { configFrom, fail } from "./common.ts";
import { HELP } from "./help.ts";

/** Database administration: migrations and accounts (no server is loaded). */

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

