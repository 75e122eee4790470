import { planJudgement, judgePlan, type Catalog, type CohortNeed, type FxRates, type JudgeInput, type ListingFacts, type MarketView, type Verdict } from "@rackhunt/core";
import { createHash } from "node:crypto";
import type { ObservationRow } from "../db/contracts/index.ts";
import { lineInput } from "./line-input.ts";
import type { InputRecord } from "./read-records.ts";

/** Rows written per transaction: big enough to be fast, small enough to show progress. */
export const IMPORT_BATCH = 1000;

/** What an import did: counts, and each rejection reason with how many lines and the first few. */
export interface ImportSummary {
  lines: number;
  accepted: number;
  rejected: number;
  reasons: Record<string, { count: number; lines: number[] }>;
}

/** The market lines are judged against: the database's, loaded for the cohorts a file needs. */
export interface ImportMarket {
  prepare(cohorts: Iterable<CohortNeed>): Promise<void>;
  readonly market: MarketView;
}

export interface ImportDeps {
  catalog: Catalog;
  fx?: FxRates;
  market: ImportMarket;
  /** Which of these line keys already have an observation stored (re-running a file adds nothing). */
  storedKeys(keys: readonly string[]): Promise<Set<string>>;
  insertMany(rows: readonly ObservationRow[]): Promise<void>;
  now: number;
  /** Called after each batch with the lines read and the summary so far. */
  progress?(summary: ImportSummary): void;
  /** The source of lines that name none (`rackhunt import --source`). */
  default_source?: string | null;
  /** Called once per line with what became of it (`rackhunt import --report`). */
  report?(outcome: LineOutcome): void;
}

/** What the judgement said of a line: what it read, its verdict against the market when it sold, and why. */
export interface LineJudgement {
  facts: ListingFacts;
  verdict: Verdict;
  reasons: string[];
}

/** What became of one input line. */
export type LineOutcome =
  | ({ line: number; accepted: true; component_id: string; price: number; condition: string } & LineJudgement)
  | ({ line: number; accepted: false; reason: string } & Partial<LineJudgement>);

/**
 * Store price observations read from an import file, through the core's judgement like every other
 * surface: the whole file is one batch, read line by line (an unreadable line is refused with its
 * reason), then planned, its cohorts loaded from the database, and judged — every line, one naming
 * a `component_id` too — so a line is refused when it is not the item, has no USD rate, or is
 * implausibly low against its variant's market or the file's own prices of it (SUSPICIOUS_PRICE). A
 * line already imported (same content, same how-many-th copy in the file) is refused as a
 * duplicate, so importing a file twice adds nothing. The rest are stored in batches.
 * @example await importObservations(readRecords(text, "csv"), {catalog, market, storedKeys, insertMany, now: Date.now()})
 */
export async function importObservations(records: Iterable<InputRecord>, deps: ImportDeps): Promise<ImportSummary> {
  const summary: ImportSummary = { lines: 0, accepted: 0, rejected: 0, reasons: {} };
  const reject = (line: number, reason: string, judged?: LineJudgement) => {
    deps.report?.({ line, accepted: false, reason, ...judged });
    summary.rejected++;
    const r = (summary.reasons[reason] ??= { count: 0, lines: [] });
    r.count++;
    if (r.lines.length < 5) r.lines.push(line);
  };
  const lines: { line: number; input: JudgeInput }[] = [];
  for (const rec of records) {
    summary.lines++;
    const input = "error" in rec ? rec.error : lineInput(rec.fields, deps);
    if (typeof input === "string") reject(rec.line, input);
    else lines.push({ line: rec.line, input });
  }
  // Read, not yet judged: a large file shows its count before the judging pass.
  deps.progress?.(summary);
  const plan = planJudgement({ listings: lines.map((l) => l.input), now: deps.now }, { catalog: deps.catalog, fx: deps.fx });
  await deps.market.prepare(plan.cohorts);
  const judged = judgePlan(plan, deps.market.market).listings;
  const candidates: { line: number; o: ObservationRow; judgement: LineJudgement; key: string }[] = [];
  const occurrences = new Map<string, number>();
  judged.forEach((j, i) => {
    const { line, input } = lines[i]!;
    const judgement: LineJudgement = { facts: j.facts, verdict: j.verdict.verdict, reasons: j.verdict.reasons };
    const o = j.observation?.observation;
    if (!o) return reject(line, j.observation?.rejected ?? "no price", judgement);
    const row: ObservationRow = { ...o, observed_at: Number(o.observed_at), location: o.location ?? null, listing_id: null };
    // Two identical lines are two sales (the same price on the same day is common); the n-th copy
    // of a line gets the same key on every run, so a re-import adds nothing.
    const content = lineKey(row, input.title);
    const n = (occurrences.get(content) ?? 0) + 1;
    occurrences.set(content, n);
    candidates.push({ line, o: row, judgement, key: `import:${hashOf(`${content}#${n}`)}` });
  });
  for (let start = 0; start < candidates.length || start === 0; start += IMPORT_BATCH) {
    const chunk = candidates.slice(start, start + IMPORT_BATCH);
    const stored = await deps.storedKeys(chunk.map((c) => c.key));
    const batch: ObservationRow[] = [];
    for (const { line, o, judgement, key } of chunk) {
      if (stored.has(key)) reject(line, "duplicate of an observation already stored", judgement);
      else {
        batch.push({ ...o, listing_id: key });
        deps.report?.({ line, accepted: true, component_id: o.component_id, price: o.price, condition: o.condition ?? "used", ...judgement });
      }
    }
    if (batch.length) await deps.insertMany(batch);
    summary.accepted += batch.length;
    deps.progress?.(summary);
  }
  return summary;
}

function lineKey(o: ObservationRow, title: string): string {
  return `${o.component_id}|${o.observed_at}|${o.price}|${o.source}|${o.condition}|${o.kind}|${title}`;
}

function hashOf(s: string): string {
  return createHash("sha256").update(s).digest("base64url").slice(0, 22);
}
