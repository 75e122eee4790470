import { defaultCatalog } from "@rackhunt/core";
import { parseArgs } from "node:util";
import { configFrom, fail } from "../cli/common.ts";
import { openDb } from "../db/client.ts";
import { createRepos } from "../db/repos/index.ts";
import { importObservations } from "./import-observations.ts";
import { formatOf, readRecords, type InputFormat } from "./read-records.ts";
import { formatSummary } from "./summary.ts";

export const IMPORT_HELP = `Usage: rackhunt import FILE [--format jsonl|csv] [--db PATH]

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
so importing a file twice adds nothing. A running server sees the new observations after a restart.`;

/**
 * `rackhunt import FILE`: progress on stderr, the summary (accepted, rejected by reason) on stdout.
 * @example await importCommand(["prices.csv", "--db", "./rackhunt.db"])
 */
export async function importCommand(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { format: { type: "string" }, db: { type: "string" }, help: { type: "boolean" } } });
  if (values.help) return console.log(IMPORT_HELP);
  const [file] = positionals;
  if (!file || positionals.length > 1) fail(`import needs one FILE\n\n${IMPORT_HELP}`);
  if (values.format && values.format !== "jsonl" && values.format !== "csv") fail("--format must be jsonl or csv");
  const input = Bun.file(file);
  if (!(await input.exists())) fail(`no such file: ${file}`);
  const text = await input.text();
  const config = configFrom({ RACKHUNT_DB: values.db });
  const db = openDb(config.dbPath);
  const repos = createRepos(db);
  const started = performance.now();
  try {
    const summary = importObservations(readRecords(text, (values.format as InputFormat | undefined) ?? formatOf(file, text)), {
      catalog: defaultCatalog(),
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
