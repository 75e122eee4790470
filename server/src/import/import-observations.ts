import {
  describeListing,
  implausibleBelow,
  MIN_COHORT_SAMPLE,
  normalizeCondition,
  observationOf,
  removeOutliersSorted,
  sortAscending,
  stratumOf,
  toUsd,
  type Catalog,
  type FxRates,
  type ObservationKind,
} from "@rackhunt/core";
import { createHash } from "node:crypto";
import type { ObservationRow } from "../db/contracts/index.ts";
import type { InputRecord } from "./read-records.ts";

/** Rows written per transaction: big enough to be fast, small enough to show progress. */
export const IMPORT_BATCH = 1000;
/** An observation may be stamped at most this far ahead of now (clock skew between machines). */
export const MAX_FUTURE_MS = 86_400_000;
const MAX_SOURCE_CHARS = 100;
const MAX_PRICE = 10_000_000;

/** What an import did: counts, and each rejection reason with how many lines and the first few. */
export interface ImportSummary {
  lines: number;
  accepted: number;
  rejected: number;
  reasons: Record<string, { count: number; lines: number[] }>;
}

export interface ImportDeps {
  catalog: Catalog;
  fx?: FxRates;
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

/** What became of one input line. */
export type LineOutcome = { line: number; accepted: true; component_id: string; price: number; condition: string } | { line: number; accepted: false; reason: string };

const text = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v.trim() : typeof v === "number" ? String(v) : null);

function parsePrice(v: unknown): number | null {
  const n = typeof v === "number" ? v : typeof v === "string" && /^\s*\$?\s*\d[\d,]*(\.\d+)?\s*$/.test(v) ? Number(v.replace(/[$,\s]/g, "")) : NaN;
  return Number.isFinite(n) && n > 0 && n <= MAX_PRICE ? n : null;
}

function parseInstant(v: unknown): number | null {
  if (typeof v === "number") return Number.isFinite(v) ? v : null;
  if (typeof v !== "string") return null;
  const s = v.trim();
  if (/^\d{10,13}$/.test(s)) return s.length === 10 ? Number(s) * 1000 : Number(s);
  // A date alone, or a date-time: Date.parse reads both as UTC when no offset is written for a date.
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(s)) return null;
  const ms = Date.parse(s.replace(" ", "T"));
  return Number.isFinite(ms) ? ms : null;
}

function kindOf(v: unknown): ObservationKind | null | undefined {
  const k = text(v)?.toLowerCase();
  if (k === undefined || k === null) return undefined;
  return k === "sold" || k === "asking" ? k : null;
}

/**
 * One record to an observation row, or the reason it is refused. A `title` goes through the same
 * listing pipeline as a scan: parsed, matched, its lot split, its condition read (the stricter of
 * the column and the title; neither: used), its currency converted, and refused when it is not the
 * item (wanted, box, photo, accessory, computer). `kind` is `sold` unless the line says `asking`.
 */
export function toObservation(fields: Record<string, unknown>, deps: Pick<ImportDeps, "catalog" | "now" | "fx" | "default_source">): ObservationRow | string {
  const listed = parsePrice(fields.price);
  if (listed === null) return fields.price === undefined ? "missing price" : "price is not a positive number";
  const observed_at = parseInstant(fields.observed_at);
  if (observed_at === null) return fields.observed_at === undefined ? "missing observed_at" : "observed_at is not a date-time";
  if (observed_at > deps.now + MAX_FUTURE_MS) return "observed_at is in the future";
  const source = text(fields.source) ?? deps.default_source ?? null;
  if (!source) return "missing source";
  if (source.length > MAX_SOURCE_CHARS) return `source longer than ${MAX_SOURCE_CHARS} characters`;
  const stated = text(fields.condition);
  const condition = normalizeCondition(stated);
  if (stated !== null && !condition) return "unknown condition (new, used, refurbished, for_parts)";
  const kind = kindOf(fields.kind);
  if (kind === null) return "unknown kind (sold, asking)";
  const currency = text(fields.currency)?.toUpperCase() ?? "USD";
  const id = text(fields.component_id);
  const title = text(fields.title);
  const location = text(fields.location);
  if (id) {
    if (!deps.catalog.get(id)) return "unknown component_id";
    const usd = toUsd(listed, currency, deps.fx);
    if (usd === null) return `no USD rate for ${currency}`;
    return { component_id: id, price: usd.usd, observed_at, source, condition: condition ?? "used", location, listing_id: null, kind: kind ?? "sold" };
  }
  if (!title) return "missing component_id or title";
  const { facts } = describeListing({ title, price: listed, currency, source, condition: stated, location, status: "sold" }, { catalog: deps.catalog, fx: deps.fx });
  const verdict = observationOf(facts, { observed_at, source, kind: kind ?? "sold" });
  if (verdict.observation === null) return verdict.rejected;
  const o = verdict.observation;
  return { component_id: o.component_id, price: o.price, observed_at, source, condition: o.condition, location: o.location ?? null, listing_id: null, kind: o.kind };
}

/**
 * Prices under the implausibility floor of their own variant and stratum in this file (see the
 * core's SUSPICIOUS_FRACTION): photos, boxes and scams sold at a card's name, or typos. Groups
 * smaller than the minimum cohort are left alone (too few prices to say what is implausible).
 */
function implausibleRows(rows: readonly { o: ObservationRow }[]): Set<number> {
  const groups = new Map<string, number[]>();
  rows.forEach((r, i) => {
    const key = `${r.o.component_id}|${stratumOf(r.o.condition as never)}`;
    const list = groups.get(key);
    if (list) list.push(i);
    else groups.set(key, [i]);
  });
  const out = new Set<number>();
  for (const list of groups.values()) {
    if (list.length < MIN_COHORT_SAMPLE) continue;
    const floor = implausibleBelow(removeOutliersSorted(sortAscending(list.map((i) => rows[i]!.o.price))));
    for (const i of list) if (rows[i]!.o.price < floor) out.add(i);
  }
  return out;
}

/**
 * Validate and store price observations read from an import file. Lines are refused one by one
 * with a reason; prices implausibly low for their variant in the file are refused as
 * SUSPICIOUS_PRICE; a line already imported (same content, same how-many-th copy in the file) is
 * refused as a duplicate, so importing a file twice adds nothing. The rest are stored in batches.
 * @example await importObservations(readRecords(text, "csv"), {catalog, storedKeys, insertMany, now: Date.now()})
 */
export async function importObservations(records: Iterable<InputRecord>, deps: ImportDeps): Promise<ImportSummary> {
  const summary: ImportSummary = { lines: 0, accepted: 0, rejected: 0, reasons: {} };
  const reject = (line: number, reason: string) => {
    deps.report?.({ line, accepted: false, reason });
    summary.rejected++;
    const r = (summary.reasons[reason] ??= { count: 0, lines: [] });
    r.count++;
    if (r.lines.length < 5) r.lines.push(line);
  };
  const candidates: { line: number; o: ObservationRow }[] = [];
  const titles: string[] = [];
  for (const rec of records) {
    summary.lines++;
    if ("error" in rec) {
      reject(rec.line, rec.error);
      continue;
    }
    const o = toObservation(rec.fields, deps);
    if (typeof o === "string") reject(rec.line, o);
    else {
      candidates.push({ line: rec.line, o });
      titles.push(text(rec.fields.title) ?? "");
    }
  }
  const implausible = implausibleRows(candidates);
  const occurrences = new Map<string, number>();
  // Two identical lines are two sales (the same price on the same day is common); the n-th copy
  // of a line gets the same key on every run, so a re-import adds nothing.
  const keyed = candidates.map(({ o }, i) => {
    if (implausible.has(i)) return { ...o, listing_id: "" };
    const content = lineKey(o, titles[i]!);
    const n = (occurrences.get(content) ?? 0) + 1;
    occurrences.set(content, n);
    return { ...o, listing_id: `import:${hashOf(`${content}#${n}`)}` };
  });
  for (let start = 0; start < candidates.length || start === 0; start += IMPORT_BATCH) {
    const end = Math.min(candidates.length, start + IMPORT_BATCH);
    const stored = await deps.storedKeys(keyed.slice(start, end).flatMap((k) => (k.listing_id ? [k.listing_id] : [])));
    const batch: ObservationRow[] = [];
    for (let i = start; i < end; i++) {
      const { line, o } = candidates[i]!;
      if (implausible.has(i)) reject(line, "SUSPICIOUS_PRICE: implausibly far below the variant's other prices in this file");
      else if (stored.has(keyed[i]!.listing_id)) reject(line, "duplicate of an observation already stored");
      else {
        batch.push(keyed[i]!);
        deps.report?.({ line, accepted: true, component_id: o.component_id, price: o.price, condition: o.condition ?? "used" });
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
