import { HuntConfig, HuntCreate, HuntCriteria, type Hunt } from "@rackhunt/core/schemas";
import type * as v from "valibot";
import { baseType } from "../http/validation.ts";

/** A hunt form's values by field name (`name`, `config.query`, `criteria.conditions`, `sources`). */
export type HuntFormValues = Map<string, string[]>;

type Entries = Record<string, v.GenericSchema>;
const CONFIG_ENTRIES = HuntConfig.pipe[1].entries as unknown as Entries;
const CRITERIA_ENTRIES = HuntCriteria.pipe[1].entries as unknown as Entries;
const TOP_LEVEL = ["name", "poll_interval_hours", "target_price", "ceiling_price"] as const;
const TOP_ENTRIES = HuntCreate.entries as unknown as Entries;

/** The form's values as sent (every field, repeated ones kept in order). */
export function formValues(form: URLSearchParams): HuntFormValues {
  const out: HuntFormValues = new Map();
  for (const [k, val] of form) {
    if (k === "csrf") continue;
    out.set(k, [...(out.get(k) ?? []), val]);
  }
  return out;
}

/**
 * Turn a hunt form into the body the hunt operations take, typed by the same schemas: numbers
 * where the schema wants a number (anything unreadable is kept as text, so the schema's message
 * names it), comma-separated lists where it wants an array, and blank fields left out. Keys of
 * `config` and `criteria` the form does not show are kept from `current` (they are open objects).
 * `sources_enabled` is null when every source is on.
 */
export function huntBody(values: HuntFormValues, sourceNames: readonly string[], current?: Pick<Hunt, "config" | "criteria">): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const key of TOP_LEVEL) {
    const raw = first(values, key);
    if (raw !== "") body[key] = typed(TOP_ENTRIES[key]!, [raw]);
    else if (key !== "name" && key !== "poll_interval_hours") body[key] = null;
  }
  body.config = { ...unknownOf(current?.config, CONFIG_ENTRIES), ...section(values, "config", CONFIG_ENTRIES) };
  const criteria = { ...unknownOf(current?.criteria ?? undefined, CRITERIA_ENTRIES), ...section(values, "criteria", CRITERIA_ENTRIES) };
  body.criteria = Object.keys(criteria).length ? criteria : null;
  const on = new Set(values.get("sources") ?? []);
  body.sources_enabled = sourceNames.every((s) => on.has(s)) ? null : Object.fromEntries(sourceNames.map((s) => [s, on.has(s)]));
  return body;
}

/** A stored hunt as form values (for the edit form). */
export function huntValues(h: Hunt, sourceNames: readonly string[]): HuntFormValues {
  const out: HuntFormValues = new Map();
  for (const key of TOP_LEVEL) if (h[key] !== null && h[key] !== undefined) out.set(key, [String(h[key])]);
  const put = (prefix: string, obj: Record<string, unknown> | null | undefined, entries: Entries) => {
    for (const [k, val] of Object.entries(obj ?? {})) {
      if (!(k in entries) || val === null || val === undefined) continue;
      out.set(`${prefix}.${k}`, Array.isArray(val) ? (k === "conditions" ? val.map(String) : [val.join(", ")]) : [String(val)]);
    }
  };
  put("config", h.config, CONFIG_ENTRIES);
  put("criteria", h.criteria, CRITERIA_ENTRIES);
  out.set("sources", sourceNames.filter((s) => h.sources_enabled?.[s] !== false));
  return out;
}

/** The value of a single-valued field, trimmed ("" when absent). */
export function first(values: HuntFormValues, name: string): string {
  return values.get(name)?.[0]?.trim() ?? "";
}

// --- Internal helpers ---

function section(values: HuntFormValues, prefix: string, entries: Entries): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(entries)) {
    const raw = (values.get(`${prefix}.${key}`) ?? []).map((s) => s.trim()).filter((s) => s !== "");
    if (raw.length) out[key] = typed(schema, raw);
  }
  return out;
}

function typed(schema: v.GenericSchema, raw: string[]): unknown {
  const type = baseType(schema);
  if (type === "array") return raw.length > 1 ? raw : raw[0]!.split(",").map((s) => s.trim()).filter(Boolean);
  if (type === "number") return /^-?\d+(\.\d+)?$/.test(raw[0]!) ? Number(raw[0]) : raw[0];
  if (type === "boolean") return raw[0] === "true" ? true : raw[0] === "false" ? false : raw[0];
  return raw[0];
}

/** The keys of an open object the form has no field for: kept as they are on an edit. */
function unknownOf(obj: Record<string, unknown> | undefined, entries: Entries): Record<string, unknown> {
  return Object.fromEntries(Object.entries(obj ?? {}).filter(([k]) => !(k in entries)));
}
