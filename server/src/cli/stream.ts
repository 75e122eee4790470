import { parseArgs } from "node:util";
import { systemClock } from "../clock.ts";
import { alertLatency, LATENCY_WINDOW_DAYS } from "../stream/latency.ts";
import { configFrom, databaseFrom, requireDatabase } from "./common.ts";
import { HELP } from "./help.ts";

const iso = (ms: number | null) => (ms === null ? "-" : new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z"));

/**
 * `rackhunt stream [--hunt ID] [--days N] [--json]`: each source's stream (ok or failing and why,
 * new items and malformed ones read, last and next read) and the alert latency per source, p50
 * and p95 from a listing's posting (else first sight) to its alert's first instant delivery.
 */
export async function streamCommand(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { hunt: { type: "string" }, days: { type: "string" }, json: { type: "boolean" }, db: { type: "string" }, help: { type: "boolean" } } });
  if (values.help) return console.log(HELP.stream);
  const config = configFrom({ RACKHUNT_DB: values.db });
  requireDatabase(config);
  const days = values.days === undefined ? LATENCY_WINDOW_DAYS : Number(values.days);
  const database = await databaseFrom(config);
  try {
    const streams = await database.repos.stream.list();
    const latency = await alertLatency(database.repos, systemClock.now(), { huntId: values.hunt, days });
    if (values.json) {
      console.log(JSON.stringify({ streams: streams.map(({ cursor: _c, lease_owner: _o, lease_until: _u, ...s }) => s), latency }, null, 2));
      return;
    }
    console.log("Streams of newest items:");
    if (streams.length === 0) console.log("  none read yet");
    for (const s of streams) {
      console.log(`  ${s.source.padEnd(12)} ${s.status === "failing" ? `FAILING (${s.failures} in a row): ${s.failure}` : "ok"}`);
      console.log(`  ${"".padEnd(12)} ${s.items} new items read, ${s.malformed} malformed skipped; last read ${iso(s.last_read_at)}, next ${iso(s.next_read_at)}`);
    }
    console.log(`Alert latency, posted (else first seen) to delivered, last ${days} days${values.hunt ? ` for hunt ${values.hunt}` : ""}:`);
    if (latency.length === 0) console.log("  no alert delivered yet");
    for (const l of latency) console.log(`  ${l.source.padEnd(12)} p50 ${l.p50_seconds.toFixed(1)} s  p95 ${l.p95_seconds.toFixed(1)} s  (${l.count} alerts)`);
  } finally {
    await database.close();
  }
}
