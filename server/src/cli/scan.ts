import { HELP } from "./help.ts";
import { parseArgs } from "node:util";
import { enabledSources, huntQuery } from "../scan/enabled-sources.ts";
import { formatScan, progressPrinter } from "./print-results.ts";
import { appFrom, configFrom, fail, requireDatabase } from "./common.ts";

export async function scanCommand(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { db: { type: "string" }, help: { type: "boolean" } } });
  if (values.help) return console.log(HELP.scan);
  const id = positionals[0];
  if (!id) fail(`scan needs a HUNT_ID\n\n${HELP.scan}`);
  const config = configFrom({ RACKHUNT_DB: values.db, RACKHUNT_LOG_LEVEL: process.env.RACKHUNT_LOG_LEVEL ?? "warn" });
  requireDatabase(config);
  const server = await appFrom(config);
  const hunt = await server.services.repos.hunts.byId(id);
  if (!hunt) fail(`no hunt with id ${id}`);
  if (enabledSources(hunt, server.services.sourceNames).length === 0) fail(`no source is enabled for hunt ${id}: its sources_enabled switches off every source this server runs (${server.services.sourceNames.join(", ") || "none"})`);
  const query = huntQuery(hunt);
  console.log(`scanning "${hunt.name}" (query "${query}") ...`);
  const started = performance.now();
  const stop = server.services.scanner.progress.subscribe(hunt.id, progressPrinter((line) => console.log(line)));
  const result = (await server.services.scanner.scan([hunt]).finally(stop)).get(hunt.id);
  if (!result) fail("the scan failed to record; see the log above");
  const rows = (await server.services.repos.results.feed(hunt.user_id, { action: "", huntId: hunt.id, limit: 200, offset: 0 })).rows.filter((r) => r.run_at === Date.parse(result.run_at));
  formatScan(hunt.name, result, rows, (line) => console.log(line));
  console.log(`\ndone in ${Math.round(performance.now() - started)} ms`);
  await server.database.close();
}
