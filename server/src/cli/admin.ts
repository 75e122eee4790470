import { parseArgs } from "node:util";
import { openDb } from "../db/client.ts";
import { configFrom } from "./common.ts";
import { HELP } from "./help.ts";

/** Database administration: migrations (no server is loaded). */

export function migrate(args: string[]) {
  const { values } = parseArgs({ args, options: { db: { type: "string" }, help: { type: "boolean" } } });
  if (values.help) return console.log(HELP.migrate);
  const config = configFrom({ RACKHUNT_DB: values.db });
  openDb(config.dbPath).$client.close();
  console.log(`database ready: ${config.dbPath}`);
}
