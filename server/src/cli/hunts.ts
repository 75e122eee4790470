import { HELP } from "./help.ts";
import { parseArgs } from "node:util";
import { configFrom, databaseFrom, fail, requireDatabase } from "./common.ts";


export async function huntsCommand(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { email: { type: "string" }, db: { type: "string" }, help: { type: "boolean" } } });
  if (values.help) return console.log(HELP.hunts);
  const config = configFrom({ RACKHUNT_DB: values.db });
  requireDatabase(config);
  const database = await databaseFrom(config);
  const { repos } = database;
  let userId: string | undefined;
  if (values.email) {
    const user = await repos.users.findByEmail(values.email);
    if (!user) fail(`no account for ${values.email}`);
    userId = user.id;
  }
  const rows = await repos.hunts.all(userId);
  if (rows.length === 0) console.log("no hunts");
  for (const h of rows) {
    const state = !h.active ? "inactive" : h.paused_until && h.paused_until > Date.now() ? "paused" : "active";
    const last = h.last_run_at ? new Date(h.last_run_at).toISOString() : "never";
    console.log(`${h.id}  ${state.padEnd(8)} every ${String(h.poll_interval_hours).padStart(3)}h  last run ${last}  ${String(h.alert_count).padStart(4)} alerts  ${h.name}`);
  }
  await database.close();
}
