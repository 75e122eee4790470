import { matchComponent, MIN_MATCH_CONFIDENCE, normalizeCondition, parseTitle, type Catalog } from "@rackhunt/core";
import type { ObservationRow } from "../db/repos/observations.ts";
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
  /** Whether an identical observation is already stored (re-running a file adds nothing). */
  has(o: ObservationRow): boolean;
  insertMany(rows: readonly ObservationRow[]): void;
  now: number;
  /** Called after each batch with the lines read and the summary so far. */
  progress?(summary: ImportSummary): void;
}

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

/** One record to an observation row, or the reason it is refused. */
export function toObservation(fields: Record<string, unknown>, deps: Pick<ImportDeps, "catalog" | "now">): ObservationRow | string {
  let price = parsePrice(fields.price);
  if (price === null) return fields.price === undefined ? "missing price" : "price is not a positive number";
  const observed_at = parseInstant(fields.observed_at);
  if (observed_at === null) return fields.observed_at === undefined ? "missing observed_at" : "observed_at is not a date-time";
  if (observed_at > deps.now + MAX_FUTURE_MS) return "observed_at is in the future";
  const source = text(fields.source);
  if (!source) return "missing source";
  if (source.length > MAX_SOURCE_CHARS) return `source longer than ${MAX_SOURCE_CHARS} characters`;
  const condition = normalizeCondition(text(fields.condition));
  if (!condition) return fields.condition === undefined ? "missing condition" : "unknown condition (new, used, refurbished, for_parts)";
  const id = text(fields.component_id);
  const title = text(fields.title);
  let component_id: string;
  if (id) {
    if (!deps.catalog.get(id)) return "unknown component_id";
    component_id = id;
  } else if (title) {
    const parsed = parseTitle(title);
    // The price of a caddy or a wanted post says nothing about the item's market.
    if (parsed.is_accessory || parsed.is_box_only) return "title is an accessory or an empty box, not the item";
    if (parsed.is_wanted) return "title is a wanted post, not an offer";
    const match = matchComponent(parsed, deps.catalog);
    if (!match) return "title matched no catalog component";
    if (match.confidence < MIN_MATCH_CONFIDENCE) return "title matched a component with too little confidence";
    component_id = match.component_id;
    // A title describes the whole listing: a lot's price is spread over its items.
    if (parsed.quantity > 1) price = Math.round((price / parsed.quantity) * 100) / 100;
  } else return "missing component_id or title";
  return { component_id, price, observed_at, source, condition, location: text(fields.location), listing_id: null };
}

/**
 * Validate and store price observations read from an import file, in batches. Lines are
 * refused one by one with a reason; the rest are stored. Identical observations (same component,
 * instant, price, source and condition) already stored or earlier in the file are refused as
 * duplicates, so importing a file twice adds nothing.
 * @example importObservations(readRecords(text, "csv"), {catalog, identify, has, insertMany, now: Date.now()})
 */
export function importObservations(records: Iterable<InputRecord>, deps: ImportDeps): ImportSummary {
  const summary: ImportSummary = { lines: 0, accepted: 0, rejected: 0, reasons: {} };
  const reject = (line: number, reason: string) => {
    summary.rejected++;
    const r = (summary.reasons[reason] ??= { count: 0, lines: [] });
    r.count++;
    if (r.lines.length < 5) r.lines.push(line);
  };
  const seen = new Set<string>();
  let batch: ObservationRow[] = [];
  const flush = () => {
    if (batch.length) deps.insertMany(batch);
    summary.accepted += batch.length;
    batch = [];
    deps.progress?.(summary);
  };
  for (const rec of records) {
    summary.lines++;
    if ("error" in rec) {
      reject(rec.line, rec.error);
      continue;
    }
    const o = toObservation(rec.fields, deps);
    if (typeof o === "string") {
      reject(rec.line, o);
      continue;
    }
    const key = `${o.component_id}|${o.observed_at}|${o.price}|${o.source}|${o.condition}`;
    if (seen.has(key) || deps.has(o)) {
      reject(rec.line, "duplicate of an observation already stored");
      continue;
    }
    seen.add(key);
    batch.push(o);
    if (batch.length >= IMPORT_BATCH) flush();
  }
  flush();
  return summary;
}
