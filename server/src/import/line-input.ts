import { normalizeCondition, type Catalog, type JudgeInput, type ObservationKind } from "@rackhunt/core";

/** An observation may be stamped at most this far ahead of now (clock skew between machines). */
export const MAX_FUTURE_MS = 86_400_000;
const MAX_SOURCE_CHARS = 100;
const MAX_PRICE = 10_000_000;

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

/** The title a line is identified by (its own, else nothing: a `component_id` line names its variant). */
function lineTitle(fields: Record<string, unknown>): string {
  return text(fields.title) ?? "";
}

/**
 * One import line read as a listing for the judgement, or why the line itself is unreadable (a
 * missing or malformed field). Whether its price belongs in price history — not the item, a
 * currency without a rate, implausibly low — is the judgement's to say. `kind` is `sold` unless
 * the line says `asking`; a sale is judged at its date.
 */
export function lineInput(fields: Record<string, unknown>, deps: { catalog: Catalog; now: number; default_source?: string | null }): JudgeInput | string {
  const listed = parsePrice(fields.price);
  if (listed === null) return fields.price === undefined ? "missing price" : "price is not a positive number";
  const observed_at = parseInstant(fields.observed_at);
  if (observed_at === null) return fields.observed_at === undefined ? "missing observed_at" : "observed_at is not a date-time";
  if (observed_at > deps.now + MAX_FUTURE_MS) return "observed_at is in the future";
  const source = text(fields.source) ?? deps.default_source ?? null;
  if (!source) return "missing source";
  if (source.length > MAX_SOURCE_CHARS) return `source longer than ${MAX_SOURCE_CHARS} characters`;
  const stated = text(fields.condition);
  if (stated !== null && !normalizeCondition(stated)) return "unknown condition (new, used, refurbished, for_parts)";
  const stated_kind = kindOf(fields.kind);
  if (stated_kind === null) return "unknown kind (sold, asking)";
  const kind = stated_kind ?? "sold";
  const id = text(fields.component_id);
  if (id && !deps.catalog.get(id)) return "unknown component_id";
  const title = lineTitle(fields);
  if (!id && !title) return "missing component_id or title";
  return {
    title,
    component_id: id,
    price: listed,
    currency: text(fields.currency)?.toUpperCase() ?? "USD",
    condition: stated,
    location: text(fields.location),
    source,
    status: kind === "asking" ? "active" : "sold",
    observed_at,
    kind,
  };
}
