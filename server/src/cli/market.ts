import { HELP } from "./help.ts";
import { parseArgs } from "node:util";
import { DAY_MS, DEFAULT_WINDOW_DAYS, defaultCatalog, marketReport, marketSubject, reportVariant, type MarketReport, type MarketStratum } from "@rackhunt/core";
import { systemClock } from "../clock.ts";
import { createMarketService } from "../engine/market-service.ts";
import { configFrom, databaseFrom, fail, requireDatabase } from "./common.ts";

/**
 * `rackhunt market COMPONENT_ID|TITLE`: the benchmark of a variant per condition stratum, with the
 * numbers that decided its trust, the observations by source and kind, and what would make it
 * trusted. The same report as `GET /api/v2/market` and the `get_market` tool, read from the
 * database as the server reads it.
 */
export async function marketCommand(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { title: { type: "string" }, json: { type: "boolean" }, db: { type: "string" }, help: { type: "boolean" } } });
  if (values.help) return console.log(HELP.market);
  const text = values.title ?? positionals.join(" ").trim();
  if (text === "") fail(`give a component id or a listing title\n\n${HELP.market}`);
  const config = configFrom({ RACKHUNT_DB: values.db });
  requireDatabase(config);
  const database = await databaseFrom(config);
  try {
    const catalog = defaultCatalog();
    const market = await createMarketService(database.repos.observations, systemClock);
    const subject = values.title === undefined ? marketSubject(catalog, text) : { title: text };
    const now = systemClock.now();
    const id = reportVariant(catalog, subject);
    if (id) await market.prepareVariants([id], now - DEFAULT_WINDOW_DAYS * DAY_MS);
    const report = marketReport(market.market, subject, { catalog, now });
    console.log(values.json ? JSON.stringify(report, null, 2) : formatReport(report).join("\n"));
  } finally {
    await database.close();
  }
}

const money = (n: number) => `$${n.toFixed(2)}`;

/** The report as a person reads it: one block per condition stratum. */
export function formatReport(r: MarketReport): string[] {
  if (!r.component) return [`"${r.query}" matches no catalog component: nothing to benchmark. Try a part number or the model with its capacity.`];
  const c = r.component;
  // Models often carry their capacity or interface already ("Ultrastar He8 8TB").
  const extra = [c.capacity, c.interface].filter((x): x is string => x !== null && !c.model.toLowerCase().includes(x.toLowerCase()));
  const lines = [`${[c.model, ...extra].join(" ")} (${c.id}), ${c.category}; ${r.window_days}-day window as of ${r.generated_at.slice(0, 10)}`];
  for (const s of r.strata) lines.push("", ...formatStratum(s));
  return lines;
}

function formatStratum(s: MarketStratum): string[] {
  const head = `${s.stratum.padEnd(12)} ${s.status}${s.status === "trusted" ? "" : ` (${s.reason_code})`}`;
  const out = [head];
  if (s.stats) out.push(`  median ${money(s.stats.median)} (95% interval ${money(s.stats.median_low)}–${money(s.stats.median_high)}), p25 ${money(s.stats.p25)}, p75 ${money(s.stats.p75)}, from ${s.stats.sample_size} prices`);
  out.push(`  ${s.detail}`);
  if (s.evidence && s.evidence.sold + s.evidence.asking > 0) out.push(`  window: ${s.evidence.sold} sold, ${s.evidence.asking} asking; cohort uses ${s.evidence.kinds.replaceAll("_", " ")}`);
  for (const b of s.by_source) out.push(`  ${b.source.padEnd(14)} ${b.kind.padEnd(6)} ${String(b.count).padStart(5)}${b.median !== null ? `  median ${money(b.median)}` : ""}`);
  if (s.to_trust) out.push(`  to trust it: ${s.to_trust}`);
  return out;
}
