import { HELP } from "../cli/help.ts";
import { defaultCatalog } from "@rackhunt/core";
import { systemClock } from "../clock.ts";
import { createMarketService } from "../engine/market-service.ts";
import { parseArgs } from "node:util";
import { configFrom, databaseFrom, fail, requireDatabase } from "../cli/common.ts";
import { importObservations } from "./import-observations.ts";
import { formatOf, readRecords, type InputFormat } from "./read-records.ts";
import { formatSummary } from "./summary.ts";


/**
 * `rackhunt import FILE`: progress on stderr, the summary (accepted, rejected by reason) on stdout.
 * @example await importCommand(["prices.csv", "--db", "./rackhunt.db"])
 */
export async function importCommand(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { format: { type: "string" }, db: { type: "string" }, source: { type: "string" }, report: { type: "string" }, "dry-run": { type: "boolean" }, help: { type: "boolean" } },
  });
  if (values.help) return console.log(HELP.import);
  const [file] = positionals;
  if (!file || positionals.length > 1) fail(`import needs one FILE\n\n${HELP.import}`);
  if (values.format && values.format !== "jsonl" && values.format !== "csv") fail("--format must be jsonl or csv");
  const input = Bun.file(file);
  if (!(await input.exists())) fail(`no such file: ${file}`);
  const text = await input.text();
  const config = configFrom({ RACKHUNT_DB: values.db });
  requireDatabase(config);
  const database = await databaseFrom(config);
  const { repos } = database;
  const started = performance.now();
  const report: string[] = [];
  try {
    const summary = await importObservations(readRecords(text, (values.format as InputFormat | undefined) ?? formatOf(file, text)), {
      catalog: defaultCatalog(),
      fx: config.fx,
      market: await createMarketService(repos.observations, systemClock),
      default_source: values.source ?? null,
      report: values.report ? (o) => report.push(JSON.stringify(o)) : undefined,
      storedKeys: (keys) => repos.observations.storedKeys(keys),
      // A dry run judges and reports every line as a real one would, and stores nothing.
      insertMany: values["dry-run"] ? async () => {} : (rows) => repos.observations.insertMany(rows),
      now: Date.now(),
      progress: (s) => process.stderr.write(`\rimporting ${file}: ${s.lines} lines read, ${s.accepted} accepted, ${s.rejected} rejected`),
    });
    process.stderr.write("\n");
    if (values.report) await Bun.write(values.report, report.length ? `${report.join("\n")}\n` : "");
    console.log(formatSummary(summary));
    if (values["dry-run"]) console.log("dry run: nothing was stored");
    console.log(`done in ${Math.round(performance.now() - started)} ms into ${database.location}`);
  } catch (err) {
    fail((err as Error).message);
  } finally {
    await database.close();
  }
}
