import { parseArgs } from "node:util";
import { configFrom, databaseFrom } from "./common.ts";
import { HELP } from "./help.ts";

/** Database administration: migrations (no server is loaded). */

export async function migrate(args: string[]) {
  const { values } = parseArgs({ args, options: { db: { type: "string" }, help: { type: "boolean" } } });
  if (values.help) return console.log(HELP.migrate);
  const config = configFrom({ RACKHUNT_DB: values.db });
  const database = await databaseFrom(config);
  await database.close();
  console.log(`database ready: ${database.location}`);
}
