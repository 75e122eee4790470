import { parseArgs } from "node:util";
import { TIERS } from "@rackhunt/core/schemas";
import type { Database, Repos } from "../db/contracts/index.ts";
import { newKey } from "../operations/account.ts";
import { hashPassword, passwordProblem } from "../web/auth/password.ts";
import { configFrom, databaseFrom, fail, requireDatabase } from "./common.ts";
import { HELP } from "./help.ts";

/** `rackhunt user create|list|set-tier|reset-key|set-password|disable`: the operator's account administration. */
export async function user(args: string[]): Promise<void> {
  const [sub, ...rest] = args;
  if (sub === "--help" || sub === "-h" || sub === undefined) return console.log(HELP.user);
  const command = SUBCOMMANDS[sub];
  if (!command) fail(`unknown user command "${sub}"\n\n${HELP.user}`);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { email: { type: "string" }, tier: { type: "string", default: "free" }, admin: { type: "boolean", default: false }, db: { type: "string" }, help: { type: "boolean" } },
  });
  if (values.help) return console.log(HELP.user);
  const config = configFrom({ RACKHUNT_DB: values.db });
  let database: Database | null = null;
  // Opened on first use, so bad arguments are reported before a missing database.
  const open = async () => {
    if (!database) {
      requireDatabase(config);
      database = await databaseFrom(config);
    }
    return database.repos;
  };
  try {
    await command({ open, positionals, values });
  } finally {
    await (database as Database | null)?.close();
  }
}

// --- Internal helpers ---

interface Run {
  open(): Promise<Repos>;
  positionals: string[];
  values: { email?: string; tier?: string; admin?: boolean };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function checkTier(tier: string | undefined, name = "the tier"): string {
  if (!tier || !(TIERS as readonly string[]).includes(tier)) fail(`${name} must be one of ${TIERS.join(", ")}`);
  return tier;
}

/** The account named by EMAIL (positional, or --email). */
async function account(run: Run, usage: string) {
  const email = (run.positionals[0] ?? run.values.email)?.trim();
  if (!email) fail(`${usage} needs an EMAIL\n\n${HELP.user}`);
  const found = await (await run.open()).users.findByEmail(email);
  if (!found) fail(`no account for ${email} (see 'rackhunt user list')`);
  return found;
}

const SUBCOMMANDS: Record<string, (run: Run) => Promise<void>> = {
  async create(run) {
    const email = run.values.email?.trim().toLowerCase();
    if (!email || !EMAIL.test(email)) fail("--email needs a valid email address");
    const tier = checkTier(run.values.tier, "--tier");
    const repos = await run.open();
    if (await repos.users.findByEmail(email)) fail(`an account for ${email} already exists`);
    const { key, stored } = newKey();
    await repos.users.create({ id: crypto.randomUUID(), email, tier, is_admin: run.values.admin!, now: Date.now() }, stored);
    console.log(`created ${run.values.admin ? "admin " : ""}account ${email} (tier ${tier})`);
    console.log(`API key (shown once, store it now): ${key}`);
  },

  async list(run) {
    const rows = await (await run.open()).userAdmin.list();
    if (rows.length === 0) return console.log("no accounts");
    for (const r of rows) {
      const state = r.active_keys > 0 ? "active" : "disabled";
      console.log(`${r.email.padEnd(32)} ${r.tier.padEnd(8)} ${state.padEnd(8)} ${r.is_admin ? "admin" : "     "}  ${r.active_hunts}/${r.hunts} hunts active  since ${new Date(r.created_at).toISOString().slice(0, 10)}`);
    }
  },

  async "set-tier"(run) {
    const tier = checkTier(run.positionals[1]);
    const found = await account(run, "set-tier");
    await (await run.open()).users.setTier(found.id, tier);
    console.log(`${found.email}: tier ${found.tier} -> ${tier} (a running server sees it from its next request)`);
  },

  async "reset-key"(run) {
    const found = await account(run, "reset-key");
    const { key, stored } = newKey();
    await (await run.open()).users.rotateKey(found.id, stored, Date.now());
    console.log(`${found.email}: every earlier key is revoked`);
    console.log(`API key (shown once, store it now): ${key}`);
  },

  async "set-password"(run) {
    const found = await account(run, "set-password");
    const password = await readPassword();
    const problem = passwordProblem(password);
    if (problem) fail(problem);
    const repos = await run.open();
    await repos.users.setPasswordHash(found.id, await hashPassword(password));
    const ended = await repos.sessions.revokeAll(found.id);
    console.log(`${found.email}: password set; sign in at /signin${ended ? ` (${ended} web sessions signed out)` : ""}`);
  },

  async disable(run) {
    const found = await account(run, "disable");
    const done = await (await run.open()).userAdmin.disable(found.id, Date.now());
    console.log(`${found.email}: disabled (${done.keys} keys revoked, ${done.hunts} hunts stopped, ${done.sessions} web sessions ended); 'rackhunt user reset-key ${found.email}' enables it again`);
  },
};

/**
 * The password from standard input's first line: typed without echo on a terminal, or piped
 * (`printf '%s\n' "$PW" | rackhunt user set-password EMAIL`). Never an argument: those show in `ps`.
 */
async function readPassword(): Promise<string> {
  const tty = process.stdin.isTTY;
  if (tty) {
    // Echo goes off before the prompt shows, so nothing typed after the prompt is ever echoed.
    Bun.spawnSync(["stty", "-echo"], { stdin: "inherit" });
    process.stdout.write("New password: ");
  }
  try {
    for await (const line of console) return line.replace(/\r$/, "");
    return "";
  } finally {
    if (tty) {
      Bun.spawnSync(["stty", "echo"], { stdin: "inherit" });
      process.stdout.write("\n");
    }
  }
}
